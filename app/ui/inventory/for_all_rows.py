"""The "For all rows" panel beside the mapping: a value of any field of the product form
for every row of the import (a mapped column's empty cells take it), and the problems
that concern every row alike (a required field no column fills), said here once instead
of on every row of the preview.
"""

from __future__ import annotations

from collections.abc import Mapping
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.notices import FieldProblems
from app.inventory.allowed import allowed_values
from app.inventory.columns import PHOTO
from app.inventory.columns import Column
from app.ui import theme
from app.ui.message_line import wrapped_label
from app.ui.message_table import describe_all
from app.ui.record_table import ModelIndex
from app.ui.record_table import TitledTableModel

_ROLE = Qt.ItemDataRole


class ForAllRowsModel(TitledTableModel):
    """The values given for all rows: (field, value), in the order they were given."""

    def __init__(self, titles: Mapping[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.titles = dict(titles)
        self.values: dict[str, str] = {}
        self.problems: FieldProblems = {}

    def row_total(self) -> int:
        return len(self.values)

    def column_titles(self) -> tuple[str, str]:
        return (self.tr("Field"), self.tr("Value"))

    def key_at(self, row: int) -> str:
        return list(self.values)[row]

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        return base | Qt.ItemFlag.ItemIsEditable if index.column() == 1 else base

    def data(self, index: ModelIndex, role: int = _ROLE.DisplayRole) -> Any:
        if not index.isValid():
            return None
        key = self.key_at(index.row())
        if role in (_ROLE.DisplayRole, _ROLE.EditRole):
            return self.titles.get(key, key) if index.column() == 0 else self.values[key]
        problems = self.problems.get(key)
        if role == _ROLE.ToolTipRole and problems:
            return describe_all(problems)
        if role == _ROLE.BackgroundRole and problems:
            return theme.current().colour("problem")
        return None

    def setData(self, index: ModelIndex, value: Any, role: int = _ROLE.EditRole) -> bool:
        if role != _ROLE.EditRole or index.column() != 1:
            return False
        return self.put(self.key_at(index.row()), str(value or ""))

    def put(self, key: str, text: str) -> bool:
        """`key` given `text` for all rows (taken away when empty); whether it changed."""
        text = text.strip()
        if self.values.get(key, "") == text:
            return False
        self.beginResetModel()
        if text:
            self.values[key] = text
        else:
            self.values.pop(key, None)
        self.endResetModel()
        return True

    def set_problems(self, problems: FieldProblems) -> None:
        self.problems = dict(problems)
        if self.values:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.values) - 1, 1))


class ForAllRowsPanel(QWidget):
    """Pick a field, type its value, "Set": every row has it. The problems every row has
    alike are listed under it, each with the field's name."""

    changed = Signal()

    def __init__(self, columns: Sequence[Column], language: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("forAllRows")
        self.titles = {c.key: c.title(language) for c in columns if c.key != PHOTO}
        self.model = ForAllRowsModel(self.titles, self)
        self.field_combo = QComboBox(self)
        self.field_combo.setObjectName("forAllRowsField")
        self.field_combo.setMaxVisibleItems(20)
        for key, title in self.titles.items():
            self.field_combo.addItem(title, key)
        # Editable: any text for a free field; the field's list offered where it has one.
        self.value_combo = QComboBox(self)
        self.value_combo.setObjectName("forAllRowsValue")
        self.value_combo.setEditable(True)
        self.value_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.value_combo.setMaxVisibleItems(20)
        line = self.value_combo.lineEdit()
        assert line is not None  # an editable combo has one
        self.value_edit: QLineEdit = line
        self.value_edit.setPlaceholderText(self.tr("Value"))
        self.value_edit.returnPressed.connect(self._set_clicked)
        self.field_combo.currentIndexChanged.connect(lambda _i: self._offer_values())
        set_button = QPushButton(self.tr("Set"), self)
        set_button.setAutoDefault(False)
        set_button.clicked.connect(self._set_clicked)
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.remove_button.setAutoDefault(False)
        self.remove_button.clicked.connect(self._remove_clicked)
        self.view = QTableView(self)
        self.view.setObjectName("forAllRowsTable")
        self.view.setModel(self.model)
        self.view.verticalHeader().hide()
        self.view.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.view.horizontalHeader().resizeSection(0, 150)
        self.view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.model.modelReset.connect(self._update)
        self.model.modelReset.connect(self.changed.emit)  # a value set, changed or taken away
        self.problem = wrapped_label(self, "fieldError")
        pick = QHBoxLayout()
        pick.addWidget(self.field_combo, 1)
        pick.addWidget(self.value_combo, 1)
        pick.addWidget(set_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(pick)
        layout.addWidget(self.view, 1)
        remove = QHBoxLayout()
        remove.addStretch(1)
        remove.addWidget(self.remove_button)
        layout.addLayout(remove)
        layout.addWidget(self.problem)
        self._offer_values()
        self._update()

    def _offer_values(self) -> None:
        """The chosen field's listed values (a category's, a status's), none for free text."""
        key = self.field_combo.currentData()
        typed = self.value_edit.text()
        self.value_combo.clear()
        if isinstance(key, str):
            self.value_combo.addItems(list(allowed_values(key, self.model.values)))
        self.value_combo.setCurrentIndex(-1)
        self.value_edit.setText(typed)

    def values(self) -> dict[str, str]:
        return dict(self.model.values)

    def set_value(self, key: str, text: str) -> None:
        """What picking the field, typing the value and "Set" do (tests and the user)."""
        self.model.put(key, text)

    def show_problems(self, problems: FieldProblems) -> None:
        """The problems every row has alike, by field: here, once."""
        self.model.set_problems(problems)
        lines = [f"{self.titles.get(k, k)}: {describe_all(n)}" for k, n in problems.items()]
        if lines:
            lines.insert(0, self.tr("Every row lacks a good value here; give one for all rows:"))
        self.problem.setText("\n".join(lines))

    def _set_clicked(self) -> None:
        key = self.field_combo.currentData()
        if isinstance(key, str):
            self.set_value(key, self.value_edit.text())
            self.value_edit.clear()
            self._offer_values()  # a sub-category's list follows the category set

    def _remove_clicked(self) -> None:
        rows = sorted({i.row() for i in self.view.selectionModel().selectedRows()}, reverse=True)
        if not rows and self.view.currentIndex().isValid():
            rows = [self.view.currentIndex().row()]
        for key in [self.model.key_at(row) for row in rows]:
            self.model.put(key, "")

    def _update(self) -> None:
        self.remove_button.setEnabled(bool(self.model.values))
