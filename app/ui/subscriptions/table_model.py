"""The subscriptions list: cached server subscriptions and drafts, with sync badges.

A short list (an organisation has a handful of webhooks), so it is the program's
plain record table over the store's rows, with the roles the sync badge reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from app.api.categories import EVENT_TYPES
from app.store.records import RecordKind
from app.store.search import Catalogue, ListingRow, OrderBy
from app.ui.record_table import Column, RecordTableModel
from app.ui.records.moments import utc_to_local
from app.ui.records.table import RowRole, SyncStateRole, sync_state_label
from app.ui.subscriptions.event_types_field import event_label, status_label

_Index = QModelIndex | QPersistentModelIndex

LIST_LIMIT = 2000


def _in_order(kinds: tuple[str, ...]) -> list[str]:
    """Created, updated, deleted: the order of the form, not of the alphabet."""
    return sorted(kinds, key=lambda k: EVENT_TYPES.index(k) if k in EVENT_TYPES else 99)


def row_sync_state(row: ListingRow) -> str:
    return row.draft_state.value if row.draft_state is not None else "synced"


def row_key(row: ListingRow) -> str:
    return f"d:{row.draft_id}" if row.is_draft else f"s:{row.server_id}"


class SubscriptionTableModel(RecordTableModel[ListingRow]):
    """The subscriptions in the store matching the search, newest first."""

    def __init__(self, catalogue: Catalogue, parent: Any = None) -> None:
        columns: list[Column[ListingRow]] = [
            Column(
                QCoreApplication.translate("SubscriptionTable", "Sync"),
                lambda r: sync_state_label(row_sync_state(r)),
            ),
            Column(
                QCoreApplication.translate("SubscriptionTable", "Webhook address"),
                lambda r: r.title,
            ),
            Column(
                QCoreApplication.translate("SubscriptionTable", "Events"),
                lambda r: ", ".join(event_label(e) for e in _in_order(r.event_types)),
            ),
            Column(
                QCoreApplication.translate("SubscriptionTable", "Status"),
                lambda r: status_label(r.status),
            ),
            Column(
                QCoreApplication.translate("SubscriptionTable", "Created"),
                lambda r: utc_to_local(r.updated_at) if r.updated_at and not r.is_draft else "",
            ),
        ]
        super().__init__(columns, parent)
        self._catalogue = catalogue
        self._text = ""

    def set_filters(self, text: str, filters: Mapping[str, Any]) -> None:
        """Show the subscriptions matching the search `text` (there are no other filters)."""
        self._text = text
        self.refresh()

    def refresh(self) -> None:
        self.set_records(
            self._catalogue.search(
                RecordKind.SUBSCRIPTION,
                self._text,
                order_by=OrderBy.UPDATED,
                descending=True,
                limit=LIST_LIMIT,
            )
        )

    def row_of_key(self, key: str, *, limit: int | None = None) -> int:
        """The row showing `key`; -1 when not found (the list is short: `limit` is not needed)."""
        return next((n for n, r in enumerate(self.records) if row_key(r) == key), -1)

    def update_row(self, key: str) -> None:
        """Show the stored state of one row in place (after an autosave)."""
        at = self.row_of_key(key)
        if at < 0:
            return
        fresh = self._catalogue.search(RecordKind.SUBSCRIPTION, limit=LIST_LIMIT)
        found = next((r for r in fresh if row_key(r) == key), None)
        if found is not None:
            self.records[at] = found
            self.dataChanged.emit(self.index(at, 0), self.index(at, self.columnCount() - 1))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.records):
            return None
        if role == SyncStateRole:
            return row_sync_state(self.records[index.row()])
        if role == RowRole:
            return self.records[index.row()]
        return super().data(index, role)
