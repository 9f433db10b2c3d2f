"""Small field editors with one interface: `value()`, `set_value()`, `edited`, `set_error()`.

Each editor returns what the user typed in the shape of the request model where
it can (a number for "12,5"), and the raw text where it cannot ("12,x"), so a
half-typed draft is still stored in full and the model names what is wrong.
"""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

from PySide6.QtCore import QDate, QLocale, Qt, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QCalendarWidget,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
    QWidgetAction,
)

_NUMBER = re.compile(r"^[+-]?(\d+([.,]\d*)?|[.,]\d+)$")


def parse_decimal(text: str) -> float | str | None:
    """'12,5' and '12.5' -> 12.5; '1.234,5' -> 1234.5; '' -> None; anything else stays text."""
    cleaned = text.strip().replace(" ", "").replace("\u00a0", "")
    if not cleaned:
        return None
    if "," in cleaned and "." in cleaned:
        # Dutch thousands separator with a decimal comma.
        cleaned = cleaned.replace(".", "").replace(",", ".")
    else:
        cleaned = cleaned.replace(",", ".")
    if _NUMBER.match(cleaned):
        return float(cleaned)
    return text


def format_decimal(value: Any) -> str:
    """A stored number shown with the locale's decimal separator; text is shown as typed."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, int | float):
        text = f"{value:.6f}".rstrip("0").rstrip(".") if isinstance(value, float) else str(value)
        return text.replace(".", QLocale().decimalPoint())
    text = str(value)
    if _NUMBER.match(text.strip()):
        return text.strip().replace(".", QLocale().decimalPoint())
    return text


def parse_date(text: str) -> str | None:
    """'22-11-2026', '22/11/2026' or '2026-11-22' -> '2026-11-22'; other text stays as typed."""
    cleaned = text.strip()
    if not cleaned:
        return None
    for pattern in ("%Y-%m-%d", "%d-%m-%Y", "%d/%m/%Y", "%d.%m.%Y"):
        try:
            return dt.datetime.strptime(cleaned, pattern).date().isoformat()
        except ValueError:
            continue
    return text


class FieldEditor(QWidget):
    """An editor with its own error line below it."""

    edited = Signal()

    def __init__(self, editor: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        self._row = QHBoxLayout()
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(4)
        self._row.addWidget(editor, 1)
        layout.addLayout(self._row)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("fieldError")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        layout.addWidget(self.error_label)
        self.setFocusProxy(editor)

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def set_error(self, text: str | None) -> None:
        self.error_label.setText(text or "")
        self.error_label.setVisible(bool(text))
        self.editor.setProperty("invalid", "yes" if text else "no")
        style = self.editor.style()
        style.unpolish(self.editor)
        style.polish(self.editor)

    def error(self) -> str:
        return self.error_label.text() if self.error_label.isVisible() else ""


class _LineEdit(QLineEdit):
    focus_lost = Signal()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.focus_lost.emit()


class TextField(FieldEditor):
    def __init__(self, parent: QWidget | None = None, *, placeholder: str = "") -> None:
        self.line = _LineEdit()
        self.line.setPlaceholderText(placeholder)
        super().__init__(self.line, parent)
        self.line.textEdited.connect(self.edited)

    def value(self) -> Any:
        text = self.line.text().strip()
        return text or None

    def set_value(self, value: Any) -> None:
        self.show_text("" if value is None else str(value))

    def show_text(self, text: str) -> None:
        """Put `text` in the line as a program does, not the user: its start in view.

        QLineEdit leaves the cursor after the text it was given, so a long address
        would show only its end.
        """
        self.line.setText(text)
        self.line.setCursorPosition(0)


class NumberField(TextField):
    def __init__(self, parent: QWidget | None = None, *, integer: bool = False) -> None:
        super().__init__(parent)
        self._integer = integer
        self.line.setAlignment(Qt.AlignmentFlag.AlignRight)

    def value(self) -> Any:
        parsed = parse_decimal(self.line.text())
        if self._integer and isinstance(parsed, float) and parsed.is_integer():
            return int(parsed)
        return parsed

    def set_value(self, value: Any) -> None:
        self.show_text(format_decimal(value))


class MultiLineField(FieldEditor):
    def __init__(self, parent: QWidget | None = None) -> None:
        self.text_edit = QPlainTextEdit()
        self.text_edit.setTabChangesFocus(True)
        self.text_edit.setFixedHeight(72)
        super().__init__(self.text_edit, parent)
        self.text_edit.textChanged.connect(self._changed)
        self._loading = False

    def _changed(self) -> None:
        if not self._loading:
            self.edited.emit()

    def value(self) -> Any:
        return self.text_edit.toPlainText().strip() or None

    def set_value(self, value: Any) -> None:
        self._loading = True
        try:
            self.text_edit.setPlainText("" if value is None else str(value))
        finally:
            self._loading = False


class ChoiceField(FieldEditor):
    """A combo box of (value, label) choices; `editable` also accepts free text (unit codes)."""

    def __init__(
        self,
        choices: list[tuple[str, str]],
        parent: QWidget | None = None,
        *,
        editable: bool = False,
        allow_empty: bool = True,
    ) -> None:
        self.combo = QComboBox()
        self.combo.setEditable(editable)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        super().__init__(self.combo, parent)
        self._allow_empty = allow_empty
        self._loading = False
        self.set_choices(choices)
        self.combo.activated.connect(self._changed)
        if editable:
            line = self.combo.lineEdit()
            if line is not None:
                line.textEdited.connect(self._changed)

    def _changed(self, *_: object) -> None:
        if not self._loading:
            self.edited.emit()

    def set_choices(self, choices: list[tuple[str, str]]) -> None:
        current = self.value()
        self._loading = True
        try:
            self.combo.clear()
            if self._allow_empty:
                self.combo.addItem("", None)
            for value, label in choices:
                self.combo.addItem(label, value)
            self._select(current)
        finally:
            self._loading = False

    def _select(self, value: Any) -> None:
        index = (
            self.combo.findData(value) if value is not None else (0 if self._allow_empty else -1)
        )
        if index >= 0:
            self.combo.setCurrentIndex(index)
        elif self.combo.isEditable():
            self.combo.setCurrentIndex(-1)
            self.combo.setEditText("" if value is None else str(value))
        else:
            self.combo.setCurrentIndex(0 if self._allow_empty else -1)

    def value(self) -> Any:
        if self.combo.isEditable():
            text = self.combo.currentText().strip()
            index = self.combo.findText(text)
            if index >= 0:
                data = self.combo.itemData(index)
                return data if data is not None else (text or None)
            return text or None
        data = self.combo.currentData()
        return data

    def set_value(self, value: Any) -> None:
        self._loading = True
        try:
            self._select(value)
        finally:
            self._loading = False
        line = self.combo.lineEdit() if self.combo.isEditable() else None
        if line is not None:
            line.setCursorPosition(0)  # the start of a long free text in view


class TriStateField(ChoiceField):
    """Yes, no or not given: the request model's `bool | None`."""

    def __init__(self, yes: str, no: str, parent: QWidget | None = None) -> None:
        super().__init__([("yes", yes), ("no", no)], parent)

    def value(self) -> Any:
        data = self.combo.currentData()
        return None if data is None else data == "yes"

    def set_value(self, value: Any) -> None:
        super().set_value(None if value is None else ("yes" if value else "no"))


class CalendarField(TextField):
    """A text field with a calendar to pick from; what a picked day becomes is the subclass's."""

    def __init__(self, parent: QWidget | None = None, *, placeholder: str = "") -> None:
        super().__init__(parent, placeholder=placeholder)
        self.button = QToolButton(self)
        self.button.setText("▾")
        self.button.setToolTip(self.tr("Choose a date"))
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        menu = QMenu(self.button)
        self.calendar = QCalendarWidget(menu)
        self.calendar.setGridVisible(False)
        action = QWidgetAction(menu)
        action.setDefaultWidget(self.calendar)
        menu.addAction(action)
        menu.aboutToShow.connect(self._prepare_calendar)
        self.calendar.clicked.connect(self._day_clicked)
        self.button.setMenu(menu)
        self._row.addWidget(self.button)
        self.line.focus_lost.connect(self._normalise)

    def _day_clicked(self, date: QDate) -> None:
        self._picked(date)
        menu = self.button.menu()
        if menu is not None:
            menu.hide()
        self.edited.emit()

    def _prepare_calendar(self) -> None:
        """Open the calendar on the day the field holds."""

    def _picked(self, date: QDate) -> None:
        raise NotImplementedError

    def _normalise(self) -> None:
        """Show what the user typed in the field's own format once they leave it."""


class DateField(CalendarField):
    """A date typed as dd-mm-jjjj or picked from a calendar; stored as an ISO date."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, placeholder=self.tr("dd-mm-yyyy"))

    def _prepare_calendar(self) -> None:
        current = self.value()
        if isinstance(current, str):
            date = QDate.fromString(current, Qt.DateFormat.ISODate)
            if date.isValid():
                self.calendar.setSelectedDate(date)

    def _picked(self, date: QDate) -> None:
        self.set_value(date.toString(Qt.DateFormat.ISODate))

    def _normalise(self) -> None:
        value = self.value()
        if value is not None and value != self.line.text():
            self.set_value(value)

    def value(self) -> Any:
        return parse_date(self.line.text())

    def set_value(self, value: Any) -> None:
        if isinstance(value, str):
            try:
                self.show_text(dt.date.fromisoformat(value[:10]).strftime("%d-%m-%Y"))
                return
            except ValueError:
                pass
        self.show_text("" if value is None else str(value))
