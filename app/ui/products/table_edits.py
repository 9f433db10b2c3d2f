"""Typing and pasting into the Products table: a draft's status, quantity, unit, price or
city, checked by the request model's rules at that field before it is stored, each edit one
undoable step (Ctrl+Z, as "Edit together"). Ctrl+V of a column copied from a spreadsheet (one
value a line) fills the selected rows top to bottom, one value filling them all; the values
that fit are stored as one step, each one refused is kept in its cell with the reason."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QGuiApplication, QKeySequence

from app.store.errors import StoreError
from app.store.kinds import RecordKind
from app.ui import messages
from app.ui.products.cells import CELL_PATHS, CellDelegate, editable, typed_value

if TYPE_CHECKING:
    from app.store.bulk import BulkPlan, BulkRecord
    from app.ui.products.bulk import BulkEditing
    from app.ui.products.products_tab import ProductsTab
    from app.ui.records.rows import RecordRow

KIND = RecordKind.PRODUCT
MAX_PASTED = 10_000  # lines of a pasted column read at most (the clipboard is outside)
UPDATED_IN_PLACE = 200  # rows shown again one by one; a longer paste re-reads the table


class TableEdits(QObject):
    def __init__(self, tab: ProductsTab, bulk: BulkEditing) -> None:
        super().__init__(tab)
        from app.ui.products.products_tab import ProductTableModel

        self.tab, self.bulk = tab, bulk
        model = tab.model
        assert isinstance(model, ProductTableModel)
        self.model = model
        model.edit_cell = self.edit_cell
        model.read_units = lambda keys: tab.store.bulk.values_at(KIND, keys, CELL_PATHS["unit"])
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
        model, notes = self.model, self.model.notes
        path = CELL_PATHS[column]
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
            records = {r.key: r for r in self.tab.store.bulk.read(KIND, list(edits))}
            pairs = [
                (records[key], {path: typed_value(column, value)})
                for key, value in edits.items()
                if key in records
            ]
            plan = self.tab.store.bulk.plan_each(KIND, pairs, only={path})
        except (StoreError, ValueError) as exc:
            messages.report_failure(exc, "typing in the table")
            return
        from app.ui.message_table import describe_all

        for refusal in plan.refused:
            key = refusal.record.key
            reason = describe_all([n for found in refusal.problems.values() for n in found])
            notes.note(key, column, str(edits[key] or ""), reason)
        self._apply(plan, column, [r.record.key for r in plan.refused])

    def _apply(self, plan: BulkPlan, column: str, refused: list[str]) -> None:
        model, store = self.model, self.tab.store
        stored: list[BulkRecord] = [record for record, _content in plan.valid]
        for record in stored:
            model.notes.clear(record.key, column)
        if stored:
            try:
                store.bulk.apply(KIND, plan)
            except StoreError as exc:
                messages.report_failure(exc, "typing in the table")
                return
        keys = [record.key for record in stored] + refused
        if len(keys) > UPDATED_IN_PLACE:
            self.tab.refresh()
        for key in keys if len(keys) <= UPDATED_IN_PLACE else ():
            model.update_row(key)
        editing = self.tab.editing
        if editing.draft_id is not None and f"d:{editing.draft_id}" in keys:
            self.tab.open_draft(editing.draft_id)  # the form shows what the table stored
        self.bulk.show_undo()
        if stored:
            self.tab.drafts_changed.emit()
        if refused:
            messages.show_error(
                self.tr("%n value(s) not stored: the marked cells say why.", "", len(refused))
            )
        elif len(stored) > 1:
            messages.show_info(
                self.tr("%n value(s) pasted; Undo (Ctrl+Z) reverts them.", "", len(stored))
            )
