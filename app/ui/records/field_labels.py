"""The labels of a record form: a field's label, level with its editor; a hint; a read-only
value of a server record's details, and how a value reads there."""

from __future__ import annotations

import datetime as dt
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QTextEdit
from PySide6.QtWidgets import QWidget

from app.ui.records.moments import utc_text
from app.ui.records.moments import utc_to_local


class FieldLabel(QLabel):
    """A field's label, level with its editor rather than with the editor and the line kept
    below it for messages (`message_line`): its text as far down as the editor's middle."""

    def __init__(self, text: str, editor: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setBuddy(editor)
        # The row is as tall as the editor and its message line: the text keeps to the top.
        self.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)

    def event(self, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Polish, QEvent.Type.FontChange, QEvent.Type.Show):
            self._level()
        return super().event(event)

    def sizeHint(self) -> QSize:
        return self._as_tall_as_field(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._as_tall_as_field(super().minimumSizeHint())

    def _as_tall_as_field(self, size: QSize) -> QSize:
        # A form layout centres a shorter label on its field (editor and message line).
        editor = self.buddy()
        field = editor.parentWidget() if editor is not None else None
        if field is not None:
            size.setHeight(max(size.height(), field.sizeHint().height()))
        return size

    def _level(self) -> None:
        editor = self.buddy()
        if isinstance(editor, QPlainTextEdit | QTextEdit):
            self.setContentsMargins(0, 4, 0, 0)  # level with its first line
        elif editor is not None:
            gap = editor.sizeHint().height() - self.fontMetrics().height()
            self.setContentsMargins(0, max(0, gap // 2), 0, 0)


def detail_text(value: Any) -> str:
    """A value of a server record's details: "–" for none, yes or no, a moment in local time."""
    if value is None or value == "":
        return "–"
    if isinstance(value, bool):
        yes, no = (
            QCoreApplication.translate("RecordForm", "Yes"),
            QCoreApplication.translate("RecordForm", "No"),
        )
        return yes if value else no
    if isinstance(value, dt.datetime):
        return utc_to_local(utc_text(value))
    return str(value)


def hint_label(text: str, parent: QWidget) -> QLabel:
    """A short explanation in the muted style, wrapped."""
    label = QLabel(text, parent)
    label.setObjectName("hint")
    label.setWordWrap(True)
    return label


def value_label(parent: QWidget, name: str, *, rich: bool = False) -> QLabel:
    """A read-only value, selectable; `rich` for a link that opens in the browser."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText if rich else Qt.TextFormat.PlainText)
    flags = Qt.TextInteractionFlag.TextSelectableByMouse
    if rich:
        flags |= Qt.TextInteractionFlag.LinksAccessibleByMouse
    label.setTextInteractionFlags(flags)
    label.setOpenExternalLinks(rich)
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
    return label


def level_labels(form: QFormLayout) -> None:
    """Each label of a dialog's form level with the middle of its field, however tall the
    text size makes the field (a form layout keeps a shorter label at the field's top)."""
    for row in range(form.rowCount()):
        label = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
        if label is None or field is None or not isinstance(label.widget(), QLabel):
            continue
        text = label.widget()
        assert isinstance(text, QLabel)
        text.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        text.setMinimumHeight(field.sizeHint().height())
