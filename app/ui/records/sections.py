"""A form's sections in two columns that stand side by side where the form has room for both
at their preferred width, else one above the other (a narrow window, larger text): the form
scrolls down, never sideways for want of room, and the order of its fields (and of Tab) is
the same either way. The fields of sections that stand one above the other start at one line.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QFormLayout, QLabel, QVBoxLayout, QWidget

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
            labels = [label for box in line for label in _labels_of(box)]
            widest = max((label.sizeHint().width() for label in labels), default=0)
            for label in labels:
                label.setMinimumWidth(widest)
                label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _labels_of(box: QWidget) -> list[QLabel]:
    form = box.layout()
    if not isinstance(form, QFormLayout):
        return []
    items = (form.itemAt(row, QFormLayout.ItemRole.LabelRole) for row in range(form.rowCount()))
    return [w for item in items if item is not None and isinstance(w := item.widget(), QLabel)]
