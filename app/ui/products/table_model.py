"""The Products table model: a window over the store's rows, fetched in pages on demand.

The row count comes from one COUNT query, so the scroll bar is right from the
start; rows are read a page at a time when the view first paints them and kept
in a small cache. That keeps 100,000 rows as smooth as 100.
"""

from __future__ import annotations

import datetime as dt
from collections import OrderedDict
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from app.ui.products.rows import ProductQuery, ProductRow, ProductRowSource, SortKey

PAGE_SIZE = 200
_CACHED_PAGES = 32

SyncStateRole = Qt.ItemDataRole.UserRole + 1
RowRole = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex


def sync_state_label(state: str) -> str:
    labels = {
        "draft": QCoreApplication.translate("ProductTableModel", "Draft"),
        "queued": QCoreApplication.translate("ProductTableModel", "Queued"),
        "syncing": QCoreApplication.translate("ProductTableModel", "Syncing"),
        "synced": QCoreApplication.translate("ProductTableModel", "Synced"),
        "needs_attention": QCoreApplication.translate("ProductTableModel", "Needs attention"),
        "conflict": QCoreApplication.translate("ProductTableModel", "Conflict"),
    }
    return labels.get(state, state)


def _local_time(text: str) -> str:
    """'2026-11-22T09:00:00.000000Z' as the user's local '22-11-2026 10:00'."""
    try:
        moment = dt.datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        return text
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=dt.UTC)
    return moment.astimezone().strftime("%d-%m-%Y %H:%M")


class ProductTableModel(QAbstractTableModel):
    COLUMNS: tuple[SortKey, ...] = (
        "sync_state",
        "name",
        "category",
        "sub_category",
        "status",
        "public",
        "updated",
    )

    def __init__(self, source: ProductRowSource, parent: Any = None) -> None:
        super().__init__(parent)
        self._source = source
        self._query = ProductQuery()
        self._count = source.count(self._query)
        self._pages: OrderedDict[int, list[ProductRow]] = OrderedDict()

    # -- queries ---------------------------------------------------------
    @property
    def query(self) -> ProductQuery:
        return self._query

    def set_query(self, query: ProductQuery) -> None:
        self.beginResetModel()
        self._query = query
        self._pages.clear()
        self._count = self._source.count(query)
        self.endResetModel()

    def refresh(self) -> None:
        """Re-read after the store changed, keeping the same query."""
        self.set_query(self._query)

    def row_at(self, row: int) -> ProductRow | None:
        if not 0 <= row < self._count:
            return None
        number, offset = divmod(row, PAGE_SIZE)
        page = self._pages.get(number)
        if page is None:
            page = self._source.page(self._query, number * PAGE_SIZE, PAGE_SIZE)
            self._pages[number] = page
            while len(self._pages) > _CACHED_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(number)
        return page[offset] if offset < len(page) else None

    def replace_row(self, row: ProductRow) -> bool:
        """Show a changed row in place (after an autosave) without resetting the view."""
        for number, page in self._pages.items():
            for offset, current in enumerate(page):
                if current.key == row.key:
                    page[offset] = row
                    at = number * PAGE_SIZE + offset
                    self.dataChanged.emit(self.index(at, 0), self.index(at, len(self.COLUMNS) - 1))
                    return True
        return False

    def row_of_key(self, key: str, *, limit: int = 5000) -> int:
        """The row showing `key`, searching the first `limit` rows; -1 when not found."""
        for row in range(min(self._count, limit)):
            found = self.row_at(row)
            if found is not None and found.key == key:
                return row
        return -1

    # -- Qt model interface ----------------------------------------------
    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        if not 0 <= section < len(self.COLUMNS):
            return None
        titles = {
            "sync_state": QCoreApplication.translate("ProductTableModel", "Sync"),
            "name": QCoreApplication.translate("ProductTableModel", "Name"),
            "category": QCoreApplication.translate("ProductTableModel", "Category"),
            "sub_category": QCoreApplication.translate("ProductTableModel", "Sub-category"),
            "status": QCoreApplication.translate("ProductTableModel", "Status"),
            "public": QCoreApplication.translate("ProductTableModel", "Public"),
            "updated": QCoreApplication.translate("ProductTableModel", "Changed"),
        }
        return titles[self.COLUMNS[section]]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.row_at(index.row())
        if row is None:
            return None
        column = self.COLUMNS[index.column()]
        if role == Qt.ItemDataRole.DisplayRole:
            if column == "sync_state":
                return sync_state_label(row.sync_state)
            if column == "public":
                return (
                    ""
                    if row.public is None
                    else (
                        QCoreApplication.translate("ProductTableModel", "Yes")
                        if row.public
                        else QCoreApplication.translate("ProductTableModel", "No")
                    )
                )
            if column == "updated":
                return _local_time(row.updated)
            return getattr(row, column) or ""
        if role == Qt.ItemDataRole.ToolTipRole and column == "name":
            return row.name
        if role == SyncStateRole:
            return row.sync_state
        if role == RowRole:
            return row
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.COLUMNS):
            return
        self.set_query(
            self._query.with_(
                sort=self.COLUMNS[column],
                descending=order == Qt.SortOrder.DescendingOrder,
            )
        )
