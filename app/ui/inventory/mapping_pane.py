"""The import dialog's mapping: what each column of the file fills, in which unit, what is
wrong with the mapping, and which columns with data are not imported (a warning: said
before anything is written, never in the way).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QTableView
from PySide6.QtWidgets import QWidget

from app.inventory.columns import Column
from app.inventory.columns import mapped_twice
from app.inventory.sheets import Sheet
from app.ui.inventory.import_models import ChoiceDelegate
from app.ui.inventory.import_models import MappingModel
from app.ui.inventory.import_models import UnitDelegate
from app.ui.inventory.import_parts import fill_titled
from app.ui.inventory.import_parts import mapping_problems
from app.ui.message_line import wrapped_label

_FILLS, _UNIT = 2, 3


class MappingPane(QWidget):
    changed = Signal()  # the mapping or a column's unit

    def __init__(self, columns: Sequence[Column], language: str, parent: QWidget) -> None:
        super().__init__(parent)
        self.columns = tuple(columns)
        self.language = language
        self.model: MappingModel | None = None
        self.view = QTableView(self)
        self.view.setObjectName("mappingTable")
        self.problem = wrapped_label(self, "fieldError")
        self.not_imported = wrapped_label(self, "fieldWarning")  # said, not in the way
        fill_titled(
            self,
            self.tr("Columns"),
            self.tr("What each column of the file fills in the product form, in which unit."),
            self.view,
            self.problem,
            self.not_imported,
        )

    def show_sheet(self, sheet: Sheet, mapping: dict[int, str]) -> None:
        choices: list[tuple[str | None, str]] = [(None, self.tr("(do not import)"))]
        choices += [(c.key, c.title(self.language)) for c in self.columns]
        titles = [self.tr("Column in the file"), self.tr("Values"), self.tr("Fills")]
        model = MappingModel(sheet, mapping, choices, [*titles, self.tr("Unit")], self)
        model.mapping_changed.connect(self._changed)
        view = self.view
        # The view keeps neither its old selection model nor its old delegates: all go.
        gone: list[QObject | None] = [self.model, view.selectionModel()]
        gone += [view.itemDelegateForColumn(_FILLS), view.itemDelegateForColumn(_UNIT)]
        self.model = model
        view.setModel(model)
        view.setItemDelegateForColumn(_FILLS, ChoiceDelegate(choices, view))
        view.setItemDelegateForColumn(_UNIT, UnitDelegate(view))
        for old in gone:
            if old is not None:
                old.deleteLater()
        header = view.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(0, 170)
        header.resizeSection(_FILLS, 220)
        header.resizeSection(_UNIT, 84)
        # One combo per file column (tens, not thousands): the choice is visible at a glance.
        for row in range(model.rowCount()):
            view.openPersistentEditor(model.index(row, _FILLS))
        self._changed()

    def mapping(self) -> dict[int, str]:
        return dict(self.model.mapping) if self.model is not None else {}

    def units(self) -> dict[int, str]:
        """Each column's unit by its index ("" where the user took it away)."""
        return dict(self.model.units) if self.model is not None else {}

    def set_mapping(self, column: int, key: str | None) -> None:
        """What choosing in the column's combo does (tests and the combo alike)."""
        self._choose(column, _FILLS, key)

    def set_unit(self, column: int, code: str) -> None:
        """What choosing in the column's unit combo does."""
        self._choose(column, _UNIT, code)

    def _choose(self, row: int, column: int, value: str | None) -> None:
        assert self.model is not None
        index = self.model.index(row, column)
        self.model.setData(index, value)
        editor = self.view.indexWidget(index)
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(editor.findData(value), 0))

    def problems(self) -> str:
        """What is wrong with the mapping, in words; empty when it can be planned."""
        return mapping_problems(self.mapping(), self.columns, self.language)

    def show_not_imported(self, headers: Sequence[str]) -> None:
        text = self.tr("Not imported: %1").replace("%1", ", ".join(headers)) if headers else ""
        self.not_imported.setText(text)

    def _changed(self) -> None:
        model = self.model
        if model is None:
            return
        model.doubles = set(mapped_twice(model.mapping))
        # A unit combo where the field takes a unit (a size, a quantity), none elsewhere.
        for row in range(model.rowCount()):
            index = model.index(row, _UNIT)
            wanted = bool(model.unit_choices(row))
            if wanted != self.view.isPersistentEditorOpen(index):
                if wanted:
                    self.view.openPersistentEditor(index)
                else:
                    self.view.closePersistentEditor(index)
        self.problem.setText(self.problems())
        self.changed.emit()
