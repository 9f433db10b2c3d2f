"""One way to show a message without moving what the user is working on: its place is
reserved whether a message shows or not. A message appearing at the first keystroke, or
going again, would otherwise push the fields below it down and back, under the pointer,
so that the user's next click lands in a gap and what they type next is lost.

`MessageLabel` keeps one line's room, shown or not; a message longer than its field is wide
wraps onto the lines below it (readable whole at 1024 × 600, not only in a tooltip): the
fields below then move once, for a long message only. `reserved_slot` keeps that room for
labels that take turns in it (a field's error and its warning).
"""

from __future__ import annotations

from typing import ClassVar

from PySide6.QtCore import QEvent
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QWidget


class FittedLabel(QLabel):
    """A label of plain text kept whole (`whole`) and shown as it fits its room (`_fit`, of
    each kind), fitted again when its font changes (and on the events in `REFIT_ON`)."""

    REFIT_ON: ClassVar[tuple[QEvent.Type, ...]] = (QEvent.Type.FontChange,)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._whole = ""
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.PlainText)

    def whole(self) -> str:
        return self._whole

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in self.REFIT_ON:
            self._fit()

    def _fit(self) -> None:
        raise NotImplementedError


class MessageLabel(FittedLabel):
    """A message under its field: one line's room at least, wrapped whole when longer."""

    REFIT_ON = (QEvent.Type.FontChange, QEvent.Type.StyleChange)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # Its width is the layout's to give: a long message never widens the form.
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        policy.setRetainSizeWhenHidden(True)
        self.setSizePolicy(policy)
        self.setMinimumWidth(0)
        self._fit()  # the line reserved before any message

    def setText(self, text: str) -> None:
        if (text or "") == self._whole:
            return  # a form's load clears every field's line: nothing to fit again
        self._whole = text or ""
        self._fit()

    def text(self) -> str:
        return self._whole

    def clear(self) -> None:
        self.setText("")

    def _fit(self) -> None:
        self.setMinimumHeight(self.fontMetrics().height())  # the line reserved, text or none
        super().setText(self._whole)

    def minimumSizeHint(self) -> QSize:
        # Wrapped, a word-wrapped label's own minimum is a narrow column: the layout gives
        # the width, the height follows from it (`heightForWidth`).
        return QSize(0, self.fontMetrics().height())


def reserved_slot(parent: QWidget, *labels: QLabel) -> QWidget:
    """A widget of one line's height in which `labels` take turns (one shown at a time);
    its room stays whether any is shown or none."""
    slot = QWidget(parent)
    grid = QGridLayout(slot)
    grid.setContentsMargins(0, 0, 0, 0)
    for label in labels:
        grid.addWidget(label, 0, 0)  # the same cell: they take turns, never stack
    policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    policy.setHeightForWidth(True)  # a long message's lines below the first
    policy.setRetainSizeWhenHidden(True)
    slot.setSizePolicy(policy)
    return slot


def wrapped_label(parent: QWidget, name: str) -> QLabel:
    """A label whose text wraps onto as many lines as it needs, named `name` (the style
    sheet's look for it: `fieldError`, `fieldWarning`, ...)."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    return label


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
