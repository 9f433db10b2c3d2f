"""A form's sections in two columns that stand side by side where the form has room for both
at their preferred width, else one above the other (a narrow window, larger text): the form
scrolls down, never sideways for want of room, and the order of its fields (and of Tab) is
the same either way. The fields of sections that stand one above the other start at one line.
"""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPlainTextEdit
from PySide6.QtWidgets import QTextEdit
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.ui.records.field_labels import FieldLabel

SPACING = 12  # between the columns


class SectionColumns(QBoxLayout):
    def __init__(self) -> None:
        super().__init__(QBoxLayout.Direction.LeftToRight)
        self.setSpacing(SPACING)
        self._columns = (QVBoxLayout(), QVBoxLayout())
        self._boxes: tuple[list[QWidget], list[QWidget]] = ([], [])

    def add_section(self, box: QWidget, column: int) -> None:
        self._columns[column].addWidget(box)
        self._boxes[column].append(box)

    def close_columns(self) -> None:
        """After the last section: the columns that have one take their places."""
        for column, boxes in zip(self._columns, self._boxes, strict=True):
            if boxes:
                column.setSpacing(10)
                column.addStretch(1)  # both columns start at the top
                self.addLayout(column, 1)

    def fit(self, room: int) -> None:
        """Side by side when `room` (pixels) holds both columns at their preferred width."""
        used = [boxes for boxes in self._boxes if boxes]
        if len(used) < 2:
            return
        wanted = sum(max(box.sizeHint().width() for box in boxes) for boxes in used) + SPACING
        beside = room >= wanted
        direction = QBoxLayout.Direction
        self.setDirection(direction.LeftToRight if beside else direction.TopToBottom)
        lines = used if beside else [[box for column in used for box in column]]
        for line in lines:
            rows = [row for box in line for row in _rows_of(box)]
            widest = max((label.sizeHint().width() for label, _editor in rows), default=0)
            for label, editor in rows:
                label.setMinimumWidth(widest)
                if isinstance(label, FieldLabel):
                    continue  # it keeps level with its editor itself
                # Level with a one-line editor, however tall the text size makes it; at the
                # top of a text box.
                one_line = not isinstance(editor, (QTextEdit, QPlainTextEdit))
                label.setMinimumHeight(editor.sizeHint().height() if one_line else 0)
                vertical = Qt.AlignmentFlag.AlignVCenter if one_line else Qt.AlignmentFlag.AlignTop
                label.setAlignment(Qt.AlignmentFlag.AlignRight | vertical)


def _rows_of(box: QWidget) -> list[tuple[QLabel, QWidget]]:
    """The labels of a section's form and the editors they stand for."""
    form = box.layout()
    if not isinstance(form, QFormLayout):
        return []
    rows = []
    for row in range(form.rowCount()):
        label, field = (form.itemAt(row, role) for role in _ROLES)
        if label is not None and field is not None and isinstance(label.widget(), QLabel):
            editor = getattr(field.widget(), "editor", field.widget())  # a FieldEditor's own
            rows.append((cast(QLabel, label.widget()), cast(QWidget, editor)))
    return rows


_ROLES = (QFormLayout.ItemRole.LabelRole, QFormLayout.ItemRole.FieldRole)
