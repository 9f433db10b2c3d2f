"""Small field editors with one interface: `value()`, `set_value()`, `edited`, `set_error()`.
Each returns what the user typed in the request model's shape where it can (12.5 for "12,5"),
else the raw text ("12,x"): a half-typed draft is stored in full, the model names what is wrong.

What an editor shows below itself it also says to assistive technology: its accessible
description is its hint and its current messages, kept current as they change."""

from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QDate
from PySide6.QtCore import QLocale
from PySide6.QtCore import QSignalBlocker
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCalendarWidget
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QMenu
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget
from PySide6.QtWidgets import QWidgetAction

from app.api.numbers import number_in
from app.api.numbers import read_number
from app.api.numbers import show_number
from app.api.units import listed_choice
from app.ui.layouts import boxed
from app.ui.message_line import MessageLabel
from app.ui.message_line import reserved_slot
from app.ui.records.moments import DISPLAY_FORMAT
from app.ui.records.moments import local_to_utc
from app.ui.records.moments import utc_to_local
from app.ui.status_bar import set_look
from app.ui.unit_names import unit_items

if TYPE_CHECKING:
    from app.api.schema import Ui

DATE_FORMAT = "%d-%m-%Y"


def parse_decimal(text: str) -> float | str | None:
    """'12,5' and '12.5' -> 12.5; '1.234,5' -> 1234.5 (`app.api.numbers`); '' -> None;
    anything else stays text."""
    number = read_number(text)
    if number is None:
        return text if text.strip() else None
    return float(number)


def format_decimal(value: Any) -> str:
    """A stored number with the window's decimal separator, ungrouped (it reads back as
    itself); text is shown as typed."""
    if isinstance(value, float):
        number = number_in(round(value, 6))
    else:
        number = None if isinstance(value, bool) else number_in(value)
    if number is None:
        return "" if value is None else str(value)
    return show_number(number, number_language(), grouped=False)


def number_language() -> str:
    """How the window writes numbers ("nl": 12,5; "en": 12.5): its locale's."""
    return "nl" if QLocale().decimalPoint() == "," else "en"


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
    """An editor with its own error line below it, and a warning line (what can be sent but
    may not be meant); `row` holds the editor and what goes beside it (a date's calendar
    button)."""

    edited = Signal()
    _hint = ""
    _described: str | None = None  # the accessible description set last

    def __init__(self, editor: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.editor = editor
        # Valid until told otherwise, set before it is styled: the form's first load then
        # restyles none of its editors (`set_look` restyles on a change only).
        editor.setProperty("invalid", "no")
        layout = boxed(QVBoxLayout, self, margins=(0, 0, 0, 0), spacing=2)
        self.row = boxed(QHBoxLayout, margins=(0, 0, 0, 0), spacing=4)
        self.row.addWidget(editor, 1)
        layout.addLayout(self.row)
        # Its error and its warning take turns in a line kept for them (`message_line`):
        # a message coming or going never moves the fields below.
        self.error_label = MessageLabel(self)
        self.error_label.setObjectName("fieldError")
        self.error_label.hide()
        self.warning_label = MessageLabel(self)
        self.warning_label.setObjectName("fieldWarning")
        self.warning_label.hide()
        layout.addWidget(reserved_slot(self, self.error_label, self.warning_label))

    def setFocus(self, reason: Qt.FocusReason = Qt.FocusReason.OtherFocusReason) -> None:
        """Focus the editor. Not a focus proxy: a widget with one is a stop of its own in
        the Tab chain, at the place it was made, which `setTabOrder` cannot move (it
        takes no focus itself), so Tab would jump back to it out of reading order."""
        self.editor.setFocus(reason)

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def set_error(self, text: str | None) -> None:
        self.error_label.setText(text or "")
        self.error_label.setVisible(bool(text))
        self._show_one_message()
        set_look(self.editor, "invalid", "yes" if text else "no")
        self._describe()

    def error(self) -> str:
        return self.error_label.text() if self.error_label.isVisible() else ""

    def set_warning(self, text: str | None) -> None:
        """A gentle word below the editor: it does not stop the draft from being queued."""
        if (text or "") == self.warning_label.text():
            return  # asked again at every keystroke
        self.warning_label.setText(text or "")
        self._show_one_message()
        set_look(self.editor, "notice", "warning" if text else "")
        self._describe()

    def warning(self) -> str:
        return self.warning_label.text()

    def _show_one_message(self) -> None:
        """The error where there is one (it stops the queueing), else the warning."""
        self.warning_label.setVisible(bool(self.warning()) and self.error_label.isHidden())

    def set_accessible(self, name: str, hint: str = "") -> None:
        """What assistive technology says of the editor: `name` (its label as shown), then
        `hint` (that it is required, say), its placeholder and its current messages."""
        for widget in self.named_widgets():
            widget.setAccessibleName(name)
        self._hint = hint
        self._describe()

    def named_widgets(self) -> list[QWidget]:
        """The widgets that take the field's name: the editor and its inner line edit."""
        line = self.editor.lineEdit() if isinstance(self.editor, QComboBox) else None
        return [self.editor] if line is None else [self.editor, line]

    def placeholder(self) -> str:
        return ""

    def _describe(self) -> None:
        parts = (self._hint, self.placeholder(), self.error_label.text(), self.warning())
        # Each part a sentence of its own, so a screen reader pauses between them.
        text = " ".join(p + "." if p[-1].isalnum() else p for p in parts if p)
        if text == self._described:
            return  # said already (a form's load clears every field)
        self._described = text
        for widget in self.named_widgets():
            widget.setAccessibleDescription(text)


class TextField(FieldEditor):
    def __init__(self, parent: QWidget | None = None, *, placeholder: str = "") -> None:
        self.line = QLineEdit()
        self.line.setPlaceholderText(placeholder)
        super().__init__(self.line, parent)
        self.line.textEdited.connect(self.edited)

    def value(self) -> Any:
        return self.line.text().strip() or None

    def set_value(self, value: Any) -> None:
        self.show_text("" if value is None else str(value))

    def placeholder(self) -> str:
        return self.line.placeholderText()

    def show_text(self, text: str) -> None:
        """Show `text` from its start (QLineEdit leaves the cursor after a text it is given)."""
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
        self.text_edit.textChanged.connect(self.edited)

    def value(self) -> Any:
        return self.text_edit.toPlainText().strip() or None

    def set_value(self, value: Any) -> None:
        with QSignalBlocker(self.text_edit):  # the program's text is no edit
            self.text_edit.setPlainText("" if value is None else str(value))


class ChoiceField(FieldEditor):
    """A combo box of (value, label) choices; `editable` also accepts free text (unit codes).
    With (True, yes) and (False, no) it is the request model's `bool | None`."""

    def __init__(
        self,
        choices: list[tuple[Any, str]],
        parent: QWidget | None = None,
        *,
        editable: bool = False,
        allow_empty: bool = True,
        listed: Mapping[str, str] | None = None,
    ) -> None:
        self.combo = QComboBox()
        # The list's own names ("m2", "stuks"): a value typed by one is stored as its code.
        self._listed = listed
        self.combo.setEditable(editable)
        self.combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        super().__init__(self.combo, parent)
        self._allow_empty = allow_empty
        self.set_choices(choices)
        # Only the user's signals: the program's changes are no edits.
        self.combo.activated.connect(self.edited)
        line = self.combo.lineEdit()
        if line is not None:
            line.textEdited.connect(self.edited)

    def set_choices(self, choices: list[tuple[Any, str]]) -> None:
        current = self.value()
        self.combo.clear()
        if self._allow_empty:
            self.combo.addItem("", None)
        for value, label in choices:
            self.combo.addItem(label, value)
        self._select(current)

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
        if not self.combo.isEditable():
            return self.combo.currentData()
        text = self.combo.currentText().strip()
        data = self.combo.itemData(self.combo.findText(text))
        if data is None and text and self._listed is not None:
            data = listed_choice(self._listed, text)
        return data if data is not None else (text or None)

    def set_value(self, value: Any) -> None:
        self._select(value)
        line = self.combo.lineEdit()
        if line is not None:
            line.setCursorPosition(0)  # the start of a long free text in view


def show_date(value: Any) -> str:
    """A stored ISO date as dd-mm-yyyy; other text as it is."""
    if isinstance(value, str):
        try:
            return dt.date.fromisoformat(value[:10]).strftime(DATE_FORMAT)
        except ValueError:
            pass
    return "" if value is None else str(value)


class DateField(TextField):
    """A date typed as dd-mm-yyyy or picked from a calendar, stored as an ISO date; with `moment`
    a local date and time stored as UTC text. A picked day keeps the time shown, or takes
    `default_time`; text it cannot read stays as typed."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        moment: bool = False,
        default_time: dt.time | None = None,
    ) -> None:
        super().__init__(parent)
        if moment:
            self._parse, self._show, self._format = local_to_utc, utc_to_local, DISPLAY_FORMAT
            self.line.setPlaceholderText(self.tr("dd-mm-yyyy hh:mm"))
        else:
            self._parse, self._show, self._format = parse_date, show_date, DATE_FORMAT
            self.line.setPlaceholderText(self.tr("dd-mm-yyyy"))
        self._default_time = default_time or dt.time(9, 0)
        self.button = QToolButton(self)
        self.button.setText("▾")
        self.button.setToolTip(self.tr("Choose a date"))
        self.button.setAccessibleName(self.button.toolTip())  # its text is a symbol
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._menu = menu = QMenu(self.button)
        self.calendar = QCalendarWidget(menu)
        self.calendar.setGridVisible(False)
        # Its own locale, set each time it opens (`_prepare_calendar`), not the one it
        # inherits: the menu's destructor lets the calendar go, and an inherited locale
        # changed since (the language switched) then renames the month menu's actions
        # while that menu is being deleted too, which crashed.
        self.calendar.setLocale(QLocale())
        action = QWidgetAction(menu)
        action.setDefaultWidget(self.calendar)
        menu.addAction(action)
        menu.aboutToShow.connect(self._prepare_calendar)
        self.calendar.clicked.connect(self._day_clicked)
        self.button.setMenu(menu)
        self.row.addWidget(self.button)
        self.line.editingFinished.connect(self._normalise)  # left, or Return

    def _shown_moment(self) -> dt.datetime | None:
        try:
            return dt.datetime.strptime(self._show(self.value()), self._format)
        except ValueError:
            return None

    def _prepare_calendar(self) -> None:
        """Open the calendar on the day the field holds, in the window's language."""
        self.calendar.setLocale(QLocale())
        shown = self._shown_moment()
        if shown is not None:
            self.calendar.setSelectedDate(QDate(shown.year, shown.month, shown.day))

    def _day_clicked(self, date: QDate) -> None:
        shown = self._shown_moment()
        clock = shown.time() if shown is not None else self._default_time
        picked = dt.datetime(date.year(), date.month(), date.day(), clock.hour, clock.minute)
        self.show_text(picked.strftime(self._format))
        self._menu.hide()
        self.edited.emit()

    def _normalise(self) -> None:
        """Show what the user typed in the field's own format once they leave it."""
        value = self.value()
        if value is not None and self._show(value) != self.line.text():
            self.set_value(value)

    def value(self) -> Any:
        return self._parse(self.line.text())

    def set_value(self, value: Any) -> None:
        self.show_text(self._show(value))


class Field(Protocol):  # what an editor is made for: `binding.FieldSpec` (above the editors)
    @property
    def ui(self) -> Ui: ...


def field_editor(spec: Field) -> FieldEditor:
    """The editor of a field's widget kind, as every form of the model has it."""
    kind = spec.ui.widget
    if kind == "multiline":
        return MultiLineField()
    if kind == "bool":
        yes = QCoreApplication.translate("RecordForm", "Yes")
        return ChoiceField([(True, yes), (False, QCoreApplication.translate("RecordForm", "No"))])
    if kind in ("number", "integer"):
        return NumberField(integer=kind == "integer")
    if kind in ("date", "moment"):
        return DateField(moment=kind == "moment")
    if kind in ("choice", "editable_choice"):
        choices = spec.ui.choices or ()
        if isinstance(choices, Mapping):  # units: their codes with translated names
            return ChoiceField(
                list(unit_items(choices)), editable=kind == "editable_choice", listed=choices
            )
        items: list[tuple[Any, str]] = [(value, value) for value in choices]
        return ChoiceField(items, editable=kind == "editable_choice")
    return TextField()
