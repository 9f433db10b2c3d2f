"""Cells of the Products table that a draft's values are typed into: status, quantity, unit,
price and city. The model shows them and hands what is typed on (`cell_typed`: the table's
edits check and store it as one undoable step); a value the model's rules refuse stays in
its cell, marked, with the reason in its tooltip, until the row changes. Enter moves down a
row and Tab to the next cell, each opening its editor, as in a spreadsheet."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QAbstractItemModel
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPen
from PySide6.QtWidgets import QAbstractItemDelegate
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QStyledItemDelegate
from PySide6.QtWidgets import QStyleOptionViewItem
from PySide6.QtWidgets import QWidget

from app.api.categories import PRODUCT_STATUSES
from app.api.categories import QUANTITY_UNITS
from app.api.units import listed_choice
from app.ui import theme
from app.ui.record_table import ModelIndex
from app.ui.records.rows import RecordRow
from app.ui.unit_names import unit_items

# The table's columns a draft's value is typed into, and the wire path each one fills.
CELL_PATHS: Mapping[str, str] = {
    "status": "validityInformation.statusCode",
    "quantity": "quantity.quantityValue",
    "unit": "quantity.quantityUoM",
    "price": "priceInformation.price",
    "city": "address.city",
}
_NUMBERS = frozenset({"quantity", "price"})
# A draft in these states is being sent, is a colleague's, or waits for a choice: its
# cells are not typed into (the form says why).
_FIXED_STATES = frozenset({"syncing", "handed_over", "conflict"})

NotedRole = Qt.ItemDataRole.UserRole + 10  # True for a cell holding a refused value
_EDIT = int(Qt.ItemDataRole.EditRole)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_BACKGROUND = int(Qt.ItemDataRole.BackgroundRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_NOTED = int(Qt.ItemDataRole.UserRole) + 10


def typed_value(column: str, text: Any) -> Any:
    """What a cell's text means in the request model's shape ("12,5" -> 12.5; "" -> None)."""
    if not isinstance(text, str):
        return text
    if column in _NUMBERS:
        from app.ui.editors import parse_decimal  # with the form: not for the first paint

        return parse_decimal(text)
    return text.strip() or None


def shown_value(column: str, value: Any) -> str:
    if value is None:
        return ""
    if column not in _NUMBERS:
        return str(value)
    from app.ui.editors import format_decimal  # with the form: not for the first paint

    if column == "price" and isinstance(value, float):
        return format_decimal(f"{value:.2f}")  # money in cents: 24,50
    return format_decimal(value)


def editable(row: RecordRow | None, column: str) -> bool:
    return (
        row is not None
        and column in CELL_PATHS
        and row.draft_id is not None
        and row.sync_state not in _FIXED_STATES
    )


class CellNotes:
    """Values the model's rules refused, by (row key, column): the text as typed and why."""

    def __init__(self) -> None:
        self.notes: dict[tuple[str, str], tuple[str, str]] = {}

    def note(self, key: str, column: str, text: str, reason: str) -> None:
        self.notes[(key, column)] = (text, reason)

    def clear(self, key: str, column: str | None = None) -> None:
        for found in [k for k in self.notes if k[0] == key and column in (None, k[1])]:
            del self.notes[found]

    def data(self, row: RecordRow, column: str, role: int) -> Any:
        """The cell's refused text, reason and colours; None where it has none."""
        noted = self.notes.get((row.key, column))
        if noted is None:
            return None
        text, reason = noted
        if role in (_DISPLAY, _EDIT):
            return text
        if role == _TOOLTIP:
            return reason
        if role == _NOTED:
            return True
        colours = theme.current().badge("needs_attention")
        if role == _FOREGROUND:
            return colours[0]
        if role == _BACKGROUND:
            return colours[1]
        return None


class CellDelegate(QStyledItemDelegate):
    """A status or unit from its list (a unit may be typed), other values typed; Enter
    commits and opens the cell below, Tab the next cell (the view's own)."""

    def __init__(self, view: QAbstractItemView, columns: tuple[str, ...]) -> None:
        super().__init__(view)
        self.view = view
        self.columns = columns

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        super().paint(painter, option, index)
        if index.data(NotedRole):
            # A refused value: framed as an invalid input of the form, selected or not (a
            # selected row paints its own background over the cell's); red in both schemes.
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            pen = QPen(theme.current().colour("invalid_border"))
            pen.setWidthF(2.0)
            painter.setPen(pen)
            painter.drawRoundedRect(QRectF(option.rect).adjusted(2, 3, -2, -3), 4, 4)
            painter.restore()

    def createEditor(
        self, parent: QWidget, option: QStyleOptionViewItem, index: ModelIndex
    ) -> QWidget:
        column = self.columns[index.column()]
        if column == "status":
            combo = QComboBox(parent)
            combo.addItem("", None)
            for status in PRODUCT_STATUSES:
                combo.addItem(status, status)
            return combo
        if column == "unit":
            combo = QComboBox(parent)
            combo.setEditable(True)
            combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            for code, label in unit_items(QUANTITY_UNITS):
                combo.addItem(label, code)
            return combo
        editor = QLineEdit(parent)
        if column in _NUMBERS:
            editor.setAlignment(Qt.AlignmentFlag.AlignRight)
        return editor

    def setEditorData(self, editor: QWidget, index: ModelIndex) -> None:
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            found = editor.findData(value)
            if found >= 0:
                editor.setCurrentIndex(found)
            elif editor.isEditable():
                editor.setEditText("" if value is None else str(value))
            return
        if isinstance(editor, QLineEdit):
            editor.setText("" if value is None else str(value))
            editor.selectAll()

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: ModelIndex) -> None:
        if isinstance(editor, QComboBox):
            text = editor.currentText().strip()
            data = editor.itemData(editor.findText(text)) if editor.isEditable() else None
            if data is None and text and self.columns[index.column()] == "unit":
                data = listed_choice(QUANTITY_UNITS, text)  # "m2" is MTK, as the form has it
            value = data if data is not None else (text or None)
            if not editor.isEditable():
                value = editor.currentData()
        else:
            assert isinstance(editor, QLineEdit)
            value = editor.text()
        model.setData(index, value, Qt.ItemDataRole.EditRole)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and isinstance(watched, QWidget)
        ):
            # Like a spreadsheet: the value is kept and the cell below is next.
            current = self.view.currentIndex()
            self.commitData.emit(watched)
            self.closeEditor.emit(watched, QAbstractItemDelegate.EndEditHint.NoHint)
            QTimer.singleShot(0, lambda: self._edit_below(current.row(), current.column()))
            return True
        return super().eventFilter(watched, event)

    def _edit_below(self, row: int, column: int) -> None:
        model = self.view.model()
        if row + 1 >= model.rowCount():
            return
        below = model.index(row + 1, column)
        self.view.setCurrentIndex(below)
        if model.flags(below) & Qt.ItemFlag.ItemIsEditable:
            self.view.edit(below)
