"""A generic table model over a list of plain records, for the short lists of the program
(sync log, webhook deliveries, subscriptions). Products and projects, which can be many,
page through the store (`app.ui.records.paged_model`)."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import replace
from typing import Any
from typing import Generic
from typing import TypeVar

from PySide6.QtCore import QAbstractTableModel
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import Qt

R = TypeVar("R")
# The index Qt hands a model's and a delegate's methods: either kind, one name for all of them.
ModelIndex = QModelIndex | QPersistentModelIndex


@dataclass(frozen=True)
class Column(Generic[R]):
    title: str
    value: Callable[[R], Any]


class TitledTableModel(QAbstractTableModel):
    """A flat table (no tree) whose header shows its columns' titles, one column a title: the
    subclass says how many rows there are and what the titles are."""

    def row_total(self) -> int:
        raise NotImplementedError

    def column_titles(self) -> Sequence[str]:
        raise NotImplementedError

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self.row_total()

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.column_titles())

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Vertical or role != Qt.ItemDataRole.DisplayRole:
            return None
        titles = self.column_titles()
        return titles[section] if 0 <= section < len(titles) else None


class RecordTableModel(TitledTableModel, Generic[R]):
    def __init__(self, columns: Sequence[Column[R]], parent: Any = None) -> None:
        super().__init__(parent)
        self.columns = list(columns)
        self.records: list[R] = []

    def set_records(self, records: Sequence[R]) -> None:
        self.beginResetModel()
        self.records = list(records)
        self.endResetModel()

    def renew_header(self, renew: Callable[[str], str]) -> None:
        """The titles in the window's new language (`retranslate` gives the words)."""
        self.columns = [replace(column, title=renew(column.title)) for column in self.columns]
        if self.columns:
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.columns) - 1)

    def row_total(self) -> int:
        return len(self.records)

    def column_titles(self) -> list[str]:
        return [column.title for column in self.columns]

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.records):
            return None
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            value = self.columns[index.column()].value(self.records[index.row()])
            return "" if value is None else str(value)
        return None
