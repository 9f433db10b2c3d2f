"""The Products table: its model (the columns, the typed cells) and the typing and pasting
into it. A draft's status, quantity, unit, price or city is typed in its cell, checked by the
request model's rules at that field before it is stored (`app.work.bulk.edit_cells`), each
edit one undoable step (Ctrl+Z, as "Edit together"). Ctrl+V of a column copied from a
spreadsheet (one value a line) fills the selected rows top to bottom, one value filling them
all; the values that fit are stored as one step, each one refused is kept in its cell with the
reason."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtGui import QGuiApplication
from PySide6.QtGui import QKeySequence

from app.store.errors import StoreError
from app.store.kinds import RecordKind
from app.ui import messages
from app.ui.products.cells import CELL_PATHS
from app.ui.products.cells import CellDelegate
from app.ui.products.cells import CellNotes
from app.ui.products.cells import NotedRole
from app.ui.products.cells import editable
from app.ui.products.cells import shown_value
from app.ui.products.cells import typed_value
from app.ui.record_table import ModelIndex
from app.ui.records.moments import utc_to_local
from app.ui.records.paged_model import PagedTableModel
from app.ui.records.paged_model import RowSource
from app.ui.records.rows import RecordRow
from app.ui.records.table import RowRole
from app.ui.records.table import SyncStateRole

if TYPE_CHECKING:
    from app.ui.records.tab import RecordTab

KIND = RecordKind.PRODUCT
MAX_PASTED = 10_000  # lines of a pasted column read at most (the clipboard is outside)

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_EDIT = int(Qt.ItemDataRole.EditRole)
# The roles the typed cells add (a refused value's colours, the editor's value).
_CELL_ONLY = frozenset(
    {
        _EDIT,
        int(Qt.ItemDataRole.BackgroundRole),
        int(Qt.ItemDataRole.ForegroundRole),
        int(NotedRole),
    }
)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_ASKED = _CELL_ONLY | {_DISPLAY, _TOOLTIP, _ALIGNMENT, int(SyncStateRole), int(RowRole)}
_NUMBER_ALIGNMENT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_PLAIN = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemNeverHasChildren


class ProductTableModel(PagedTableModel):
    """The Products table. The service gives a product no date of change: for a product from
    the service, *Changed* is when this computer received that version of it (the listing's
    `RECEIVED_AS_UPDATED`), and its tooltips say so."""

    CHANGED = QT_TRANSLATE_NOOP(
        "ProductTableModel",
        "For your drafts: when you last edited them. For products from the service: when this"
        " computer received their current version (the service gives products no date of"
        " change).",
    )
    RECEIVED = QT_TRANSLATE_NOOP(
        "ProductTableModel",
        "Received by this computer on %1; the service gives products no date of change.",
    )

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == _TOOLTIP and self.COLUMNS[section : section + 1] == ("updated",):
            return QCoreApplication.translate("ProductTableModel", str(self.CHANGED))
        return super().headerData(section, orientation, role)

    # A draft's status, quantity, unit, price and city are typed in their cells
    # (`app.ui.products.cells`): (row, column, value), stored by the table's `TableEdits`.
    cell_typed = Signal(object, str, object)

    def __init__(
        self,
        source: RowSource,
        columns: Mapping[str, str],
        parent: Any = None,
        *,
        units: Callable[[list[str]], dict[str, Any]] | None = None,
    ) -> None:
        """`units`: the unit of each row of table keys (not a listing column: read for
        the rows read, a page at a time)."""
        super().__init__(source, columns, parent)
        self.notes = CellNotes()
        self.read_units = units
        self._units: dict[str, Any] = {}
        self._typed = frozenset(n for n, c in enumerate(self.COLUMNS) if c in CELL_PATHS)
        self._cells.update(
            {"price": self._price, "quantity": self._quantity, "unit": self._unit_of}
        )

    @staticmethod
    def _price(row: RecordRow) -> str:
        return shown_value("price", row.price)

    @staticmethod
    def _quantity(row: RecordRow) -> str:
        return shown_value("quantity", row.quantity)

    def _unit_of(self, row: RecordRow) -> str:
        if row.key not in self._units and self.read_units is not None:
            unknown = [r.key for page in self._pages.values() for r in page]
            self._units.update(self.read_units([k for k in unknown if k not in self._units]))
        return shown_value("unit", self._units.get(row.key))

    def forget_rows(self) -> None:
        self._units.clear()
        super().forget_rows()

    def update_row(self, key: str) -> None:
        self._units.pop(key, None)
        super().update_row(key)

    def data(self, index: ModelIndex, role: int = _DISPLAY) -> Any:
        # Asked a dozen roles per painted cell: the ones nothing here answers go first.
        if role not in _ASKED or not index.isValid():
            return None
        column = self.COLUMNS[index.column()]
        if role == _ALIGNMENT:  # numbers line up on their last digit
            return _NUMBER_ALIGNMENT if column in ("price", "quantity") else None
        if column in CELL_PATHS:
            if self.notes.notes:
                row = self.row_at(index.row())
                noted = None if row is None else self.notes.data(row, column, role)
                if noted is not None:
                    return noted  # a refused value, where it was typed, and why
            if role == _EDIT:
                row = self.row_at(index.row())
                return None if row is None else self.display(row, column)
        if role in _CELL_ONLY:
            return None
        if role == _TOOLTIP and column == "updated":
            row = self.row_at(index.row())
            if row is not None and row.draft_id is None and row.updated:
                text = QCoreApplication.translate("ProductTableModel", str(self.RECEIVED))
                return text.replace("%1", utc_to_local(row.updated))
        return super().data(index, role)

    def flags(self, index: ModelIndex) -> Qt.ItemFlag:
        # Asked for every painted cell: QAbstractTableModel's answer without a call back
        # into it, unless the cell is one a draft's value is typed into.
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        if index.column() not in self._typed:
            return _PLAIN
        row = self.row_at(index.row())
        return (
            _PLAIN | Qt.ItemFlag.ItemIsEditable
            if editable(row, self.COLUMNS[index.column()])
            else _PLAIN
        )

    def setData(self, index: ModelIndex, value: Any, role: int = _EDIT) -> bool:
        column = self.COLUMNS[index.column()] if index.isValid() else ""
        row = self.row_at(index.row())
        if role != _EDIT or row is None or not editable(row, column):
            return False
        self.cell_typed.emit(row, column, value)
        return True


def product_table(
    source: RowSource,
    parent: Any = None,
    *,
    units: Callable[[list[str]], dict[str, Any]] | None = None,
) -> ProductTableModel:
    """The Products table: a product's columns over the store's (or a list's) rows."""
    columns = {
        "sync_state": QCoreApplication.translate("ProductTableModel", "Sync"),
        "title": QCoreApplication.translate("ProductTableModel", "Name"),
        "category": QCoreApplication.translate("ProductTableModel", "Category"),
        "sub_category": QCoreApplication.translate("ProductTableModel", "Sub-category"),
        "status": QCoreApplication.translate("ProductTableModel", "Status"),
        "public": QCoreApplication.translate("ProductTableModel", "Public"),
        "updated": QCoreApplication.translate("ProductTableModel", "Changed"),
        # Typed into for drafts (`app.ui.products.cells`); shown where the table has room.
        "quantity": QCoreApplication.translate("ProductTableModel", "Quantity"),
        "unit": QCoreApplication.translate("ProductTableModel", "Unit"),
        "price": QCoreApplication.translate("ProductTableModel", "Price"),
        "city": QCoreApplication.translate("ProductTableModel", "City"),
    }
    return ProductTableModel(source, columns, parent, units=units)


class TableEdits(QObject):
    """What is typed or pasted into the Products table's cells, stored as steps."""

    def __init__(self, tab: RecordTab[Any], model: ProductTableModel) -> None:
        super().__init__(tab)
        self.tab, self.model = tab, model
        model.cell_typed.connect(self.edit_cell)
        self.delegate = CellDelegate(tab.table, model.COLUMNS)
        for column, name in enumerate(model.COLUMNS):
            if name in CELL_PATHS:
                tab.table.setItemDelegateForColumn(column, self.delegate)
        self.paste_action = QAction(self.tr("Paste into the selected rows"), tab)
        self.paste_action.setObjectName("pasteCellsAction")
        self.paste_action.setShortcut(QKeySequence(QKeySequence.StandardKey.Paste))
        self.paste_action.setShortcutContext(Qt.ShortcutContext.WidgetShortcut)
        self.paste_action.triggered.connect(self.paste)
        tab.table.addAction(self.paste_action)

    # -- one cell --------------------------------------------------------
    def edit_cell(self, row: RecordRow, column: str, value: Any) -> None:
        """What was typed in a cell: stored when the rules allow it, else kept in the cell."""
        self._store([(row, value)], column)

    # -- a pasted column -------------------------------------------------
    def paste(self) -> None:
        table, model = self.tab.table, self.model
        current = table.currentIndex()
        column = model.COLUMNS[current.column()] if current.isValid() else ""
        if column not in CELL_PATHS:
            messages.show_info(
                self.tr("Paste into a column of status, quantity, unit, price or city.")
            )
            return
        lines = (QGuiApplication.clipboard().text() or "").splitlines()[:MAX_PASTED]
        values = [line.split("\t", 1)[0] for line in lines]
        if not values:
            return
        rows = sorted({index.row() for index in table.selectionModel().selectedRows()})
        if len(rows) <= 1:  # from the current row down, a row for each value
            start = current.row()
            rows = list(range(start, min(start + len(values), model.rowCount())))
        elif len(values) == 1:
            values = values * len(rows)
        found = [(model.row_at(r), v) for r, v in zip(rows, values, strict=False)]
        self._store([(row, value) for row, value in found if row is not None], column)

    # -- storing ---------------------------------------------------------
    def _store(self, typed: Sequence[tuple[RecordRow, Any]], column: str) -> None:
        from app.ui.message_table import describe_all
        from app.work.bulk import edit_cells

        model, notes = self.model, self.model.notes
        self.tab.flush()  # the form's pending typing first: its draft may be among them
        edits: dict[str, Any] = {}
        for row, value in typed:
            if editable(row, column):
                edits[row.key] = value
            else:
                reason = self.tr("Only drafts can be changed in the table; open this one.")
                notes.note(row.key, column, str(value or ""), reason)
                model.update_row(row.key)
        try:
            values = {key: typed_value(column, value) for key, value in edits.items()}
            outcome = edit_cells(self.tab.store, KIND, values, CELL_PATHS[column])
        except (StoreError, ValueError) as exc:
            messages.report_failure(exc, "typing in the table")
            return
        stored, refused = outcome.value.stored, outcome.value.refused
        for key, problems in refused.items():
            reason = describe_all([n for found in problems.values() for n in found])
            notes.note(key, column, str(edits[key] or ""), reason)
            model.update_row(key)  # its note shows
        for key in stored:
            notes.clear(key, column)
        self.tab.publish(outcome.changes)  # the stored rows, or the table, read again
        editing = self.tab.editing
        if editing.draft_id is not None and f"d:{editing.draft_id}" in stored:
            self.tab.open_draft(editing.draft_id)  # the form shows what the table stored
        if refused:
            messages.show_error(
                self.tr("%n value(s) not stored: the marked cells say why.", "", len(refused))
            )
        elif len(stored) > 1:
            messages.show_info(
                self.tr("%n value(s) pasted; Undo (Ctrl+Z) reverts them.", "", len(stored))
            )
