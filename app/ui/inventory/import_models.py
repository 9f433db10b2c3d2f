"""The import dialog's two tables, as thin models over the inventory's plain data.

`MappingModel`: one row per column of the file (its header, a few values, what it fills).
`PreviewModel`: one row per row of the file over an `ImportPlan`: problems at the cell,
a cell edited is a fix (`ImportPlan.fix`), the check column skips a row. What the user
changes is kept in `Edits`, outside the plan, so a new plan (another mapping, another
project) gets the same fixes and skips again.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from typing import Any

from PySide6.QtCore import QAbstractTableModel
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QSortFilterProxyModel
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QStyledItemDelegate
from PySide6.QtWidgets import QStyleOptionViewItem
from PySide6.QtWidgets import QWidget

from app.api.categories import QUANTITY_UNITS
from app.api.products import ProductPaths
from app.inventory.allowed import allowed_values
from app.inventory.columns import Column
from app.inventory.plan import ImportPlan
from app.inventory.plan import PlannedRow
from app.inventory.sheets import Cell
from app.inventory.sheets import Sheet
from app.inventory.units import LENGTHS
from app.inventory.units import SYMBOLS
from app.inventory.units import header_units
from app.ui import theme
from app.ui.message_table import describe_all
from app.ui.record_table import ModelIndex
from app.ui.record_table import TitledTableModel

_ROLE = Qt.ItemDataRole
SAMPLES = 3


def show_cell(value: Cell) -> str:
    """A cell as the form would show it: dates as dd-mm-yyyy, 12.0 as 12."""
    if value is None:
        return ""
    if isinstance(value, dt.datetime):
        return value.strftime("%d-%m-%Y %H:%M")
    if isinstance(value, dt.date):
        return value.strftime("%d-%m-%Y")
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


# -- the mapping ---------------------------------------------------------------------------
class MappingModel(TitledTableModel):
    """File columns and the column key each fills (None: not imported)."""

    mapping_changed = Signal()

    def __init__(
        self,
        sheet: Sheet,
        mapping: dict[int, str],
        choices: Sequence[tuple[str | None, str]],
        titles: Sequence[str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.sheet = sheet
        self.mapping = dict(mapping)
        self.choices = list(choices)  # (key, title); (None, "(not imported)") first
        self._titles = list(titles)
        self._names = dict(self.choices)
        self._samples = [self._sample(i) for i in range(len(sheet.header))]
        self.doubles: set[str] = set()
        # Each column's unit: the header's (`app.inventory.units`) until the user picks one.
        self.units: dict[int, str] = header_units(sheet.header)

    def unit_choices(self, row: int) -> list[tuple[str, str]]:
        """The units the column `row` can be in, by what it fills ("" first: none); none
        when its field takes no unit (a name, a city)."""
        key = self.mapping.get(row)
        codes = (
            LENGTHS
            if key in ProductPaths.DIMENSIONS
            else QUANTITY_UNITS
            if key == ProductPaths.QUANTITY_VALUE
            else ()
        )
        return [("", "–"), *((code, SYMBOLS.get(code, code)) for code in codes)] if codes else []

    def _sample(self, column: int) -> str:
        found: list[str] = []
        for row in self.sheet.rows:
            text = show_cell(row[column]) if column < len(row) else ""
            if text and text not in found:
                found.append(text[:40])
            if len(found) == SAMPLES:
                break
        return " · ".join(found)

    def row_total(self) -> int:
        return len(self.sheet.header)

    def column_titles(self) -> list[str]:
        return self._titles  # the file's column, its values, what it fills, its unit

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        editable = index.column() == 2 or (index.column() == 3 and self.unit_choices(index.row()))
        return base | Qt.ItemFlag.ItemIsEditable if editable else base

    def data(self, index: ModelIndex, role: int = _ROLE.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        key = self.mapping.get(row)
        unit = self.units.get(row, "") if key is not None else ""
        if role in (_ROLE.DisplayRole, _ROLE.ToolTipRole):
            header = self.sheet.header[row]
            shown = SYMBOLS.get(unit, unit)
            return (header, self._samples[row], self._names.get(key, ""), shown)[column]
        if role == _ROLE.EditRole and column in (2, 3):
            return key if column == 2 else unit
        if role == _ROLE.BackgroundRole and key is not None and key in self.doubles:
            return theme.current().colour("problem")
        if role == _ROLE.BackgroundRole and key is None and self._samples[row]:
            return theme.current().colour("notice_row")  # data that will not be imported
        return None

    def setData(self, index: ModelIndex, value: Any, role: int = _ROLE.EditRole) -> bool:
        if role == _ROLE.EditRole and index.column() == 3:
            self.units[index.row()] = str(value or "")
            self.dataChanged.emit(index, index)
            self.mapping_changed.emit()
            return True
        if role != _ROLE.EditRole or index.column() != 2:
            return False
        if value is None:
            self.mapping.pop(index.row(), None)
        else:
            self.mapping[index.row()] = str(value)
        self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, 3))
        self.mapping_changed.emit()
        return True


class _ComboDelegate(QStyledItemDelegate):
    """A combo whose choice applies at once: the subclasses say which choices it offers."""

    def _combo(
        self, parent: QWidget, name: str, choices: Sequence[tuple[str | None, str]]
    ) -> QComboBox:
        combo = QComboBox(parent)
        combo.setObjectName(name)
        for key, title in choices:
            combo.addItem(title, key)
        combo.activated.connect(lambda _i: self.commitData.emit(combo))
        return combo

    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(max(editor.findData(index.data(_ROLE.EditRole)), 0))

    def setModelData(self, editor: QWidget, model: Any, index: ModelIndex) -> None:
        assert isinstance(editor, QComboBox)
        if editor.currentData() != index.data(_ROLE.EditRole):
            model.setData(index, editor.currentData(), _ROLE.EditRole)


class ChoiceDelegate(_ComboDelegate):
    """A combo of what a file column can fill; the choice applies at once."""

    def __init__(self, choices: Sequence[tuple[str | None, str]], parent: QWidget) -> None:
        super().__init__(parent)
        self.choices = list(choices)

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        combo = self._combo(parent, "mappingChoice", self.choices)
        combo.setMaxVisibleItems(20)
        return combo


class UnitDelegate(_ComboDelegate):
    """A combo of the units a column can be in (by the field it fills); applies at once."""

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        model = index.model()
        choices = model.unit_choices(index.row()) if isinstance(model, MappingModel) else []
        return self._combo(parent, "unitChoice", choices)


# -- the preview ---------------------------------------------------------------------------
@dataclass
class Edits:
    """What the user changed in the preview: by row index, kept over new plans."""

    fixes: dict[tuple[int, str], str] = field(default_factory=dict)
    skips: set[int] = field(default_factory=set)

    def __bool__(self) -> bool:
        return bool(self.fixes or self.skips)

    def apply(self, plan: ImportPlan) -> None:
        mapped = set(plan.mapping.values())
        for index in self.skips:
            if index < len(plan.rows):
                plan.rows[index].skip = True
        for (index, key), text in self.fixes.items():
            if key in mapped and index < len(plan.rows):
                skip = plan.rows[index].skip
                plan.rows[index] = plan.fix(index, key, text)
                plan.rows[index].skip = skip


@dataclass(frozen=True)
class SameFix:
    """A fix the preview offers for every other cell of a column with the value just fixed."""

    key: str
    was: str
    now: str
    rows: tuple[int, ...]


@dataclass(frozen=True)
class PhotoFinding:
    """The photos one row gets, and the names it gives that are not in the folder."""

    found: int
    missing: tuple[str, ...] = ()


class PreviewModel(QAbstractTableModel):
    """Every row of the plan: "import" check, the row's number, the mapped columns, photos."""

    edited = Signal(str)  # the key of the cell fixed, "" for skips: the counts change
    offer_changed = Signal()  # `offer` is new, or gone

    def __init__(
        self,
        plan: ImportPlan,
        edits: Edits,
        columns: Sequence[Column],
        language: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.plan = plan
        self.edits = edits
        self.language = language
        # In the file's order; the header is the file's own, the tooltip what it fills.
        by_key = {c.key: c for c in columns}
        self.keys = [plan.mapping[i] for i in sorted(plan.mapping)]
        self.headers = [plan.sheet.header[i] for i in sorted(plan.mapping)]
        self.fills = [by_key[k].title(language) if k in by_key else k for k in self.keys]
        self._titles = {c.key: c.title(language) for c in columns}
        self.photos: dict[int, PhotoFinding] | None = None  # by row index, with a folder
        self.offer: SameFix | None = None

    def set_photos(self, photos: dict[int, PhotoFinding] | None) -> None:
        # The column comes and goes, its cells change: no reset, which would close an editor
        # open in the preview without keeping what is being typed in it.
        column = 2 + len(self.keys)
        if (self.photos is None) == (photos is None):
            self.photos = photos
        elif photos is not None:
            self.beginInsertColumns(QModelIndex(), column, column)
            self.photos = photos
            self.endInsertColumns()
        else:
            self.beginRemoveColumns(QModelIndex(), column, column)
            self.photos = None
            self.endRemoveColumns()
        if photos is not None and self.plan.rows:
            self.dataChanged.emit(
                self.index(0, column), self.index(len(self.plan.rows) - 1, column)
            )

    # -- shape ----------------------------------------------------------------
    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.plan.rows)

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else 2 + len(self.keys) + (self.photos is not None)

    def key_of(self, column: int) -> str | None:
        return self.keys[column - 2] if 2 <= column < 2 + len(self.keys) else None

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = _ROLE.DisplayRole
    ) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        key = self.key_of(section)
        if role == _ROLE.DisplayRole:
            if key is not None:
                return self.headers[section - 2]
            return (
                (self.tr("Import"), self.tr("Row"))[section]
                if section < 2
                else self.tr("Photos found")
            )
        if role == _ROLE.ToolTipRole and key is not None:
            return self.tr("Fills: %1").replace("%1", self.fills[section - 2])
        return None

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        base = super().flags(index)
        if index.column() == 0:
            return base | Qt.ItemFlag.ItemIsUserCheckable
        if self.key_of(index.column()) is not None:
            return base | Qt.ItemFlag.ItemIsEditable
        return base

    # -- what a cell shows ----------------------------------------------------------
    def _unplaced(self, row: PlannedRow) -> str:
        """The row's problems at fields the preview has no column for, with the field's name."""
        shown = set(self.keys)
        return "\n".join(
            f"{self._titles.get(key, key)}: {describe_all(notices)}"
            for key, notices in row.problems.items()
            if key not in shown
        )

    def data(self, index: ModelIndex, role: int = _ROLE.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self.plan.rows):
            return None
        row = self.plan.rows[index.row()]
        column = index.column()
        key = self.key_of(column)
        if column == 0:
            if role == _ROLE.CheckStateRole:
                return Qt.CheckState.Unchecked if row.skip else Qt.CheckState.Checked
            return None
        if column == 1:
            unplaced = self._unplaced(row)
            if role == _ROLE.DisplayRole:
                return row.number
            if role == _ROLE.ToolTipRole and unplaced:
                return unplaced
            return self._mark(role, bool(unplaced), row.skip)
        if key is None:  # the photos
            assert self.photos is not None
            finding = self.photos.get(index.row(), PhotoFinding(0))
            if role == _ROLE.DisplayRole:
                if not finding.missing:
                    return str(finding.found)
                return (
                    self.tr("%1, %2 missing")
                    .replace("%1", str(finding.found))
                    .replace("%2", str(len(finding.missing)))
                )
            if role == _ROLE.ToolTipRole and finding.missing:
                return self.tr("Not in the folder: %1").replace("%1", ", ".join(finding.missing))
            if role == _ROLE.BackgroundRole and finding.missing and not row.skip:
                # A photo named but not found: said, not in the way.
                return theme.current().colour("notice_row")
            return None
        problems = row.problems.get(key)
        if role in (_ROLE.DisplayRole, _ROLE.EditRole):
            fixed = self.edits.fixes.get((index.row(), key))
            return fixed if fixed is not None else show_cell(row.cells.get(key))
        if role == _ROLE.ToolTipRole:
            if problems:
                return describe_all(problems)
            fixed_here = (index.row(), key) in self.edits.fixes
            return self.tr("Corrected here; the file stays as it is.") if fixed_here else None
        return self._mark(role, bool(problems), row.skip)

    @staticmethod
    def _mark(role: int, problem: bool, skipped: bool) -> Any:
        if role == _ROLE.BackgroundRole and problem and not skipped:
            return theme.current().colour("problem")
        if role == _ROLE.ForegroundRole:
            if skipped:
                return theme.current().colour("muted")
            return theme.current().colour("problem_text") if problem else None
        return None

    def allowed(self, index: ModelIndex) -> tuple[str, ...]:
        """The values the cell's field takes from a fixed list; empty: any text."""
        key = self.key_of(index.column())
        if key is None or not 0 <= index.row() < len(self.plan.rows):
            return ()
        return allowed_values(key, self.plan.rows[index.row()].leaves)

    # -- what the user changes ------------------------------------------------------
    def setData(self, index: ModelIndex, value: Any, role: int = _ROLE.EditRole) -> bool:
        row_index, key = index.row(), self.key_of(index.column())
        if index.column() == 0 and role == _ROLE.CheckStateRole:
            skip = Qt.CheckState(value) != Qt.CheckState.Checked
            self.plan.rows[row_index].skip = skip
            (self.edits.skips.add if skip else self.edits.skips.discard)(row_index)
        elif key is not None and role == _ROLE.EditRole:
            text = "" if value is None else str(value)
            was = self.data(index, _ROLE.EditRole)
            if text == was:
                return False
            self._fix(row_index, key, text)
            self._offer_same(key, was, text, row_index)
        else:
            return False
        self.dataChanged.emit(
            self.index(row_index, 0), self.index(row_index, self.columnCount() - 1)
        )
        self.edited.emit(key or "")
        return True

    def _fix(self, row_index: int, key: str, text: str) -> None:
        skip = self.plan.rows[row_index].skip
        self.plan.rows[row_index] = self.plan.fix(row_index, key, text)
        self.plan.rows[row_index].skip = skip
        self.edits.fixes[(row_index, key)] = text

    def _shown(self, row_index: int, key: str) -> str:
        fixed = self.edits.fixes.get((row_index, key))
        return fixed if fixed is not None else show_cell(self.plan.rows[row_index].cells.get(key))

    def _offer_same(self, key: str, was: str, now: str, fixed: int) -> None:
        """Offer `now` for every other cell of `key` that says `was` and has a problem there:
        one "Plafonds" fixed, the other forty need not be fixed one by one."""
        rows = tuple(
            i
            for i, row in enumerate(self.plan.rows)
            if i != fixed and key in row.problems and was and self._shown(i, key) == was
        )
        self.offer = SameFix(key, was, now, rows) if rows else None
        self.offer_changed.emit()

    def take_offer(self) -> int:
        """Fix every cell the offer names as the cell that made it; how many were fixed."""
        offer, self.offer = self.offer, None
        if offer is None:
            return 0
        for row_index in offer.rows:
            self._fix(row_index, offer.key, offer.now)
        if offer.rows:
            self.dataChanged.emit(
                self.index(min(offer.rows), 0),
                self.index(max(offer.rows), self.columnCount() - 1),
            )
        self.offer_changed.emit()
        self.edited.emit(offer.key)
        return len(offer.rows)

    def drop_offer(self) -> None:
        if self.offer is not None:
            self.offer = None
            self.offer_changed.emit()

    def title_of(self, key: str) -> str:
        return self.headers[self.keys.index(key)] if key in self.keys else key

    def skip_problem_rows(self) -> None:
        for row_index, row in enumerate(self.plan.rows):
            if not row.valid and not row.skip:
                row.skip = True
                self.edits.skips.add(row_index)
        self.dataChanged.emit(
            self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1)
        )
        self.edited.emit("")


class PreviewCellDelegate(QStyledItemDelegate):
    """A preview cell whose field takes a fixed list: a combo of the list (typing still
    works, a unit may be another); other cells: the line edit."""

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        allowed = _source_allowed(index)
        if not allowed:
            return super().createEditor(parent, option, index)
        combo = QComboBox(parent)
        combo.setObjectName("previewChoice")
        combo.setEditable(True)
        combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        combo.setMaxVisibleItems(20)
        combo.addItems(list(allowed))
        # The list as wide as its longest value: a narrow column cuts no name in it.
        list_view = combo.view()
        list_view.setMinimumWidth(list_view.sizeHintForColumn(0) + 2 * list_view.frameWidth() + 24)
        combo.activated.connect(lambda _i: self._chosen(combo))
        return combo

    def _chosen(self, combo: QComboBox) -> None:
        self.commitData.emit(combo)
        self.closeEditor.emit(combo, QStyledItemDelegate.EndEditHint.NoHint)

    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        if not isinstance(editor, QComboBox):
            super().setEditorData(editor, index)
            return
        text = str(index.data(_ROLE.EditRole) or "")
        found = editor.findText(text)
        if found >= 0:
            editor.setCurrentIndex(found)
        else:
            editor.setEditText(text)  # the file's value, to correct or replace

    def setModelData(self, editor: QWidget, model: Any, index: ModelIndex) -> None:
        if not isinstance(editor, QComboBox):
            super().setModelData(editor, model, index)
            return
        model.setData(index, editor.currentText().strip(), _ROLE.EditRole)


def _source_allowed(index: ModelIndex) -> tuple[str, ...]:
    model = index.model()
    while isinstance(model, QSortFilterProxyModel):
        index = model.mapToSource(index)
        model = index.model()
    return model.allowed(index) if isinstance(model, PreviewModel) else ()


class ProblemRowsFilter(QSortFilterProxyModel):
    """ "Only rows with problems": the rows shown when it was switched on stay while being
    fixed (no dynamic filter), so a fixed row does not jump away under the cursor."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.only_problems = False
        self.setDynamicSortFilter(False)

    def set_only_problems(self, on: bool) -> None:
        self.beginFilterChange()
        self.only_problems = on
        self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: ModelIndex) -> bool:
        model = self.sourceModel()
        if not self.only_problems or not isinstance(model, PreviewModel):
            return True
        return not model.plan.rows[source_row].valid
