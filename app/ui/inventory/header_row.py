"""Which row of the sheet is the header: the one found under a title block
(`app.inventory.layout`), shown with the title above it and the totals rows left out, and
another the user picks.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget

from app.inventory.sheets import Sheet
from app.ui.records.field_labels import hint_label


class HeaderRowChooser(QWidget):
    chosen = Signal(int)  # the row number the user picked

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("headerRow")
        self.spin = QSpinBox(self)
        self.spin.setObjectName("headerRowSpin")
        self.spin.setRange(1, 9999)
        self.spin.setKeyboardTracking(False)  # "12" typed is one choice, not "1" then "12"
        self.spin.valueChanged.connect(self._changed)
        self.label = QLabel(self.tr("Header in row:"), self)
        self.label.setBuddy(self.spin)
        self.found = hint_label("", self)
        self.keep_note = QCheckBox(self.tr("Keep the title as the import's note"), self)
        self.keep_note.setObjectName("keepTitleAsNote")
        self.keep_note.setChecked(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.spin)
        layout.addWidget(self.found, 1)
        layout.addWidget(self.keep_note)
        self._shown = 0
        self._title = ""

    def show_sheet(self, sheet: Sheet, chosen: bool) -> None:
        """The header row `sheet` was read with: `chosen` by the user, or found."""
        self._shown = sheet.header_row
        self._title = " / ".join(sheet.title)
        self.keep_note.setVisible(bool(sheet.title))
        self.spin.blockSignals(True)
        self.spin.setValue(sheet.header_row)
        self.spin.blockSignals(False)
        said = [self.tr("chosen") if chosen else self.tr("found below the title block")]
        if sheet.header_row == 1 and not chosen:
            said = [self.tr("the first row")]
        if sheet.title:
            said.append(self.tr("title: “%1”").replace("%1", " / ".join(sheet.title)))
        if sheet.totals:
            rows = ", ".join(map(str, sheet.totals))
            said.append(self.tr("totals left out: row %1").replace("%1", rows))
        self.found.setText("; ".join(said))

    def note(self) -> str:
        """The import's note: the title block above the header, when the user keeps it."""
        return self._title if self.keep_note.isChecked() else ""

    def _changed(self, row: int) -> None:
        if row != self._shown:
            self.chosen.emit(row)
