"""Preferences: language, look, photo size, the photo inbox (its pause, a watched folder) and
sync, with `load` and `save` like an options page.

The look (colour scheme, larger text and targets) shows at once while the dialog is open, so
the user sees what they choose; Cancel puts back what was shown when it opened."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QCheckBox
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.settings import ORIGINAL_SIZE
from app.settings import UiSettings
from app.ui import file_places
from app.ui import theme
from app.ui.i18n import LANGUAGES
from app.ui.records.field_labels import level_labels

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog

PHOTO_SIDES = (1024, 1600, 2048, 3072, 4096)


class SettingsDialog(QDialog):
    """Open with `open()`; `saved` carries the new settings when the user accepts."""

    saved = Signal(object)

    def __init__(self, settings: UiSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Preferences"))
        self._settings = settings
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.language = QComboBox(self)
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        form.addRow(self.tr("Language"), self.language)
        self.colour_scheme = QComboBox(self)
        for code, name in (
            ("system", self.tr("Like the system")),
            ("light", self.tr("Light")),
            ("dark", self.tr("Dark")),
        ):
            self.colour_scheme.addItem(name, code)
        form.addRow(self.tr("Colours"), self.colour_scheme)
        self.large_controls = QCheckBox(
            self.tr("Larger text and buttons (for gloves or a touch screen)"), self
        )
        form.addRow("", self.large_controls)
        # A few sizes people understand, plus "original": a free number invites 1-pixel typos.
        self.photo_size = QComboBox(self)
        for side in PHOTO_SIDES:
            self.photo_size.addItem(f"{side} px", side)
        self.photo_size.addItem(self.tr("Original size"), ORIGINAL_SIZE)
        form.addRow(self.tr("Largest photo side when uploading"), self.photo_size)
        self.keep_location = QCheckBox(self.tr("Keep the photo's location (GPS) when uploading"))
        form.addRow("", self.keep_location)
        self.photo_pause = QSpinBox(self, minimum=1, maximum=240, suffix=self.tr(" min"))
        self.photo_pause.setToolTip(
            self.tr("In the photo inbox, a longer pause between two photos ends a label's photos.")
        )
        form.addRow(self.tr("A label's photos end after a pause of"), self.photo_pause)
        self.watch_folder = QLineEdit(self)
        self.watch_folder.setPlaceholderText(self.tr("None"))
        self.watch_folder.setClearButtonEnabled(True)
        self.watch_folder.setToolTip(
            self.tr("Photos arriving in this folder (a phone's sync folder) join the photo inbox.")
        )
        choose = QPushButton(self.tr("Choose…"), self)
        choose.clicked.connect(self._choose_watch_folder)
        row = QHBoxLayout()
        row.addWidget(self.watch_folder, 1)
        row.addWidget(choose)
        form.addRow(self.tr("Watched photo folder"), row)
        self.watch_problem = QLabel(self)
        self.watch_problem.setObjectName("fieldError")
        self.watch_problem.setVisible(False)
        form.addRow("", self.watch_problem)
        self.auto_sync = QCheckBox(self.tr("Sync automatically when online"), self)
        form.addRow("", self.auto_sync)
        self.interval = QSpinBox(self, minimum=1, maximum=240, suffix=self.tr(" min"))
        form.addRow(self.tr("Sync every"), self.interval)
        layout.addLayout(form)
        self._form = form
        level_labels(form)
        note = QLabel(self.tr("A new language applies to the whole window at once."), self)
        note.setObjectName("hint")
        layout.addWidget(note)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self._ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.load()
        self.watch_folder.textChanged.connect(self._check_watch_folder)
        self.accepted.connect(lambda: self.saved.emit(self.result_settings()))
        self.colour_scheme.currentIndexChanged.connect(self._show_look)
        self.large_controls.toggled.connect(self._show_look)
        self.rejected.connect(
            lambda: theme.apply_preferences(settings.colour_scheme, settings.large_controls)
        )

    def load(self) -> None:
        self.language.setCurrentIndex(max(0, self.language.findData(self._settings.language)))
        scheme = self.colour_scheme.findData(self._settings.colour_scheme)
        self.colour_scheme.setCurrentIndex(max(0, scheme))
        self.large_controls.setChecked(self._settings.large_controls)
        side = self._settings.photo_max_px
        if self.photo_size.findData(side) < 0:  # a size set in the file by hand
            self.photo_size.insertItem(0, f"{side} px", side)
        self.photo_size.setCurrentIndex(self.photo_size.findData(side))
        self.keep_location.setChecked(self._settings.photo_keep_location)
        self.photo_pause.setValue(self._settings.photo_pause_minutes)
        self.watch_folder.setText(self._settings.photo_watch_folder or "")
        self.auto_sync.setChecked(self._settings.auto_sync)
        self.interval.setValue(self._settings.sync_interval_minutes)

    def result_settings(self) -> UiSettings:
        return self._settings.model_copy(
            update={
                "language": self.language.currentData(),
                "colour_scheme": self.colour_scheme.currentData(),
                "large_controls": self.large_controls.isChecked(),
                "photo_max_px": self.photo_size.currentData(),
                "photo_keep_location": self.keep_location.isChecked(),
                "photo_pause_minutes": self.photo_pause.value(),
                "photo_watch_folder": self.watch_folder.text().strip() or None,
                "auto_sync": self.auto_sync.isChecked(),
                "sync_interval_minutes": self.interval.value(),
            }
        )

    def _choose_watch_folder(self) -> QFileDialog:
        return file_places.folder_dialog(
            self,
            "watchFolderDialog",
            self.tr("Watched photo folder"),
            lambda folder: self.watch_folder.setText(str(folder)),
        )

    def _check_watch_folder(self) -> None:
        """A folder that is not there is said at once; OK waits for one that is (or none)."""
        typed = self.watch_folder.text().strip()
        wrong = bool(typed) and not Path(typed).is_dir()
        self.watch_problem.setText(self.tr("There is no folder of that name.") if wrong else "")
        self.watch_problem.setVisible(wrong)
        self._ok.setEnabled(not wrong)

    def _show_look(self) -> None:
        chosen = self.result_settings()
        theme.apply_preferences(chosen.colour_scheme, chosen.large_controls)
        # Smaller text again: the dialog shrinks with it (no blank room left by the larger).
        QTimer.singleShot(0, self, self._fit)

    def _fit(self) -> None:
        level_labels(self._form)
        self.adjustSize()
