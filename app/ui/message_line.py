"""One way to show a message without moving what the user is working on: its place is
reserved whether a message shows or not. A message appearing at the first keystroke, or
going again, would otherwise push the fields below it down and back, under the pointer,
so that the user's next click lands in a gap and what they type next is lost.

`MessageLabel` is one line of text, cut with "…" where it does not fit (the whole text in
its tooltip, and in the editor's accessible description); `reserved_slot` keeps one line's
room for labels that take turns in it (a field's error and its warning).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QWidget


class MessageLabel(QLabel):
    """A message of one line: `text()` is the whole message, the label shows what fits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setWordWrap(False)
        self.setTextFormat(Qt.TextFormat.PlainText)
        # Its width is the layout's to give: a long message never widens the form.
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(0)

    def setText(self, text: str) -> None:
        if (text or "") == self._full:
            return  # a form's load clears every field's line: nothing to fit again
        self._full = text or ""
        self._fit()

    def text(self) -> str:
        return self._full

    def clear(self) -> None:
        self.setText("")

    def _fit(self) -> None:
        self.setMinimumHeight(self.fontMetrics().height())  # the line reserved, text or none
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, self.width())
        super().setText(shown)
        self.setToolTip(self._full if shown != self._full else "")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit()


def reserved_slot(parent: QWidget, *labels: QLabel) -> QWidget:
    """A widget of one line's height in which `labels` take turns (one shown at a time);
    its room stays whether any is shown or none."""
    slot = QWidget(parent)
    grid = QGridLayout(slot)
    grid.setContentsMargins(0, 0, 0, 0)
    for label in labels:
        grid.addWidget(label, 0, 0)  # the same cell: they take turns, never stack
    policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
    policy.setRetainSizeWhenHidden(True)
    slot.setSizePolicy(policy)
    return slot


def reserve_lines(label: QLabel, lines: int = 2) -> QLabel:
    """Keep room for a dialog's message of up to `lines` lines (wrapped) below its choices,
    shown or not: its coming neither moves the buttons nor squeezes it over the text above."""
    label.setWordWrap(True)
    label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    label.ensurePolished()
    label.setMinimumHeight(lines * label.fontMetrics().lineSpacing() + 4)
    policy = label.sizePolicy()
    policy.setRetainSizeWhenHidden(True)
    policy.setVerticalPolicy(QSizePolicy.Policy.Minimum)
    label.setSizePolicy(policy)
    return label
