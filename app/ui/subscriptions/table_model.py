"""The subscriptions list: cached server subscriptions and drafts, with sync badges.

A short list (an organisation has a handful of webhooks), so it is the program's
plain record table over the store's rows, with the roles the sync badge reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QModelIndex, QPersistentModelIndex, Qt

from app.api.categories import EVENT_TYPES
from app.store.search import ListingRow
from app.ui.record_table import Column, RecordTableModel
from app.ui.records.moment_field import utc_to_local
from app.ui.records.table import RowRole, SyncStateRole, sync_state_label
from app.ui.subscriptions.subscription_fields import event_label, status_label

_Index = QModelIndex | QPersistentModelIndex


def _in_order(kinds: tuple[str, ...]) -> list[str]:
    """Created, updated, deleted: the order of the form, not of the alphabet."""
    return sorted(kinds, key=lambda k: EVENT_TYPES.index(k) if k in EVENT_TYPES else 99)


def row_sync_state(row: ListingRow) -> str:
    return row.draft_state.value if row.draft_state is not None else "synced"


def row_key(row: ListingRow) -> str:
    return f"d:{row.draft_id}" if row.is_draft else f"s:{row.server_id}"


class SubscriptionTableModel(RecordTableModel[ListingRow]):
    """The rows `rows()` reads, read again on `refresh()`."""

    def __init__(self, rows: Callable[[], Sequence[ListingRow]], parent: Any = None) -> None:
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
        self._rows = rows

    def refresh(self) -> None:
        self.set_records(self._rows())

    def row_of_key(self, key: str, *, limit: int | None = None) -> int:
        """The row showing `key`; -1 when not found (the list is short: `limit` is not needed)."""
        return next((n for n, r in enumerate(self.records) if row_key(r) == key), -1)

    def replace_row(self, row: ListingRow) -> None:
        """Show a changed row in place (after an autosave) without resetting the view."""
        at = self.row_of_key(row_key(row))
        if at >= 0:
            self.records[at] = row
            self.dataChanged.emit(self.index(at, 0), self.index(at, self.columnCount() - 1))

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.records):
            return None
        if role == SyncStateRole:
            return row_sync_state(self.records[index.row()])
        if role == RowRole:
            return self.records[index.row()]
        return super().data(index, role)
