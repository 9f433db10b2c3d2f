"""Resolve a conflict field by field: the version the edit began from, mine, and theirs.

Only fields that differ are listed. For each the user keeps their own value or
takes the server's; the result is the merged content the draft continues with.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QButtonGroup
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QRadioButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.api.numbers import number_in
from app.api.schema import get_path
from app.api.schema import prune_empty
from app.api.schema import set_path
from app.ui.binding import FieldSpec
from app.ui.editors import format_decimal
from app.ui.keep_changes import ask_before_discarding
from app.ui.screens import fit_within_screen


def _shown(value: Any) -> str:
    if value is None or value == "":
        return "—"
    if isinstance(value, bool):
        if value:
            return QCoreApplication.translate("ConflictDialog", "Yes")
        return QCoreApplication.translate("ConflictDialog", "No")
    if isinstance(value, int | float):
        return format_decimal(value)
    return str(value)


def _same(a: Any, b: Any) -> bool:
    if a in (None, "") and b in (None, ""):
        return True
    number_a, number_b = number_in(a), number_in(b)
    if number_a is not None and number_b is not None:
        return number_a == number_b  # "12.5" from the server equals 12.5 in the form
    return bool(a == b)


class ConflictDialog(QDialog):
    """Open with `open()`; `resolved` carries the merged content when the user accepts."""

    resolved = Signal(dict)

    def __init__(
        self,
        specs: Sequence[FieldSpec],
        base: Mapping[str, Any],
        mine: Mapping[str, Any],
        theirs: Mapping[str, Any],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("conflictDialog")
        self.setWindowTitle(self.tr("Resolve conflict"))
        fit_within_screen(self, QSize(760, 480))  # a tablet's screen is narrower
        self._mine = dict(mine)
        self._theirs = dict(theirs)
        self.fields = [
            s for s in specs if not _same(get_path(mine, s.path), get_path(theirs, s.path))
        ]
        self.choices: dict[str, QButtonGroup] = {}
        layout = QVBoxLayout(self)
        intro = self.tr(
            "This product was changed on the server while you edited it. "
            "Choose per field which value to keep."
        )
        layout.addWidget(QLabel(intro, self, wordWrap=True))
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        body = QWidget()
        grid = QGridLayout(body)
        grid.setHorizontalSpacing(16)
        headers = [self.tr("Field"), self.tr("Before"), self.tr("Mine"), self.tr("Theirs")]
        for column, text in enumerate(headers):
            label = QLabel(text, body)
            label.setObjectName("conflictHeader")
            grid.addWidget(label, 0, column)
        for row, spec in enumerate(self.fields, start=1):
            grid.addWidget(QLabel(spec.label, body), row, 0)
            base_label = QLabel(_shown(get_path(base, spec.path)), body)
            base_label.setEnabled(False)
            base_label.setWordWrap(True)
            grid.addWidget(base_label, row, 1)
            group = self.choices[spec.path] = QButtonGroup(self)
            for side, (name, content) in enumerate((("mine", mine), ("theirs", theirs))):
                button = QRadioButton(_shown(get_path(content, spec.path)), body)
                button.setObjectName(f"{name}:{spec.path}")
                group.addButton(button, side)
                grid.addWidget(button, row, 2 + side)
            # Preselect the side that changed: the user's edit, or the server's when
            # the user left the field as it was.
            unchanged = _same(get_path(mine, spec.path), get_path(base, spec.path))
            group.button(1 if unchanged else 0).setChecked(True)
        grid.setRowStretch(len(self.fields) + 1, 1)
        for column in (1, 2, 3):
            grid.setColumnStretch(column, 1)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel, self)
        self.keep_button = buttons.addButton(
            self.tr("Apply choices"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.accepted.connect(lambda: self.resolved.emit(self.merged()))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        proposed = {path: group.checkedId() for path, group in self.choices.items()}
        ask_before_discarding(
            self, lambda: {p: g.checkedId() for p, g in self.choices.items()} != proposed
        )

    def choose(self, path: str, side: str) -> None:
        self.choices[path].button(0 if side == "mine" else 1).setChecked(True)

    def merged(self) -> dict[str, Any]:
        # Start from theirs: fields that do not differ follow the server.
        merged: dict[str, Any] = copy.deepcopy(self._theirs)
        for path, group in self.choices.items():
            source = self._mine if group.checkedId() == 0 else self._theirs
            set_path(merged, path, get_path(source, path))
        return prune_empty(merged)
