"""The Projects table model: the same paged window over the store as the Products table.

Rows carry the products table's roles (`SyncStateRole`, `RowRole`), so the same
sync badge delegate paints them.
"""

from __future__ import annotations

from collections import OrderedDict
from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from app.ui.products.table_model import RowRole, SyncStateRole, sync_state_label
from app.ui.projects.moment_field import utc_to_local
from app.ui.projects.rows import ProjectQuery, ProjectRow, ProjectSortKey

PAGE_SIZE = 200
_CACHED_PAGES = 16

_Index = QModelIndex | QPersistentModelIndex

__all__ = ["ProjectRowSource", "ProjectTableModel", "RowRole", "SyncStateRole"]


class ProjectRowSource(Protocol):
    def count(self, query: ProjectQuery) -> int: ...

    def page(self, query: ProjectQuery, offset: int, limit: int) -> list[ProjectRow]: ...


def _yes_no(value: bool | None) -> str:
    if value is None:
        return ""
    return (
        QCoreApplication.translate("ProjectTableModel", "Yes")
        if value
        else QCoreApplication.translate("ProjectTableModel", "No")
    )


class ProjectTableModel(QAbstractTableModel):
    COLUMNS: tuple[ProjectSortKey, ...] = (
        "sync_state",
        "title",
        "city",
        "status",
        "published",
        "private",
        "archived",
        "updated",
    )

    def __init__(self, source: ProjectRowSource, parent: Any = None) -> None:
        super().__init__(parent)
        self._source = source
        self._query = ProjectQuery()
        self._count = source.count(self._query)
        self._pages: OrderedDict[int, list[ProjectRow]] = OrderedDict()

    @property
    def query(self) -> ProjectQuery:
        return self._query

    def set_query(self, query: ProjectQuery) -> None:
        self.beginResetModel()
        self._query = query
        self._pages.clear()
        self._count = self._source.count(query)
        self.endResetModel()

    def refresh(self) -> None:
        self.set_query(self._query)

    def row_at(self, row: int) -> ProjectRow | None:
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

    def replace_row(self, row: ProjectRow) -> bool:
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
            "sync_state": QCoreApplication.translate("ProjectTableModel", "Sync"),
            "title": QCoreApplication.translate("ProjectTableModel", "Title"),
            "city": QCoreApplication.translate("ProjectTableModel", "City"),
            "status": QCoreApplication.translate("ProjectTableModel", "Material status"),
            "published": QCoreApplication.translate("ProjectTableModel", "Published"),
            "private": QCoreApplication.translate("ProjectTableModel", "Private"),
            "archived": QCoreApplication.translate("ProjectTableModel", "Archived"),
            "updated": QCoreApplication.translate("ProjectTableModel", "Changed"),
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
            if column in ("published", "private", "archived"):
                return _yes_no(getattr(row, column))
            if column == "updated":
                return utc_to_local(row.updated) if row.updated else ""
            return getattr(row, column) or ""
        if role == Qt.ItemDataRole.ToolTipRole and column == "title":
            return row.title
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
