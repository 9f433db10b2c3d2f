"""The preferences dialog: photo size (including "original") and location, kept in the file."""

from __future__ import annotations

import json

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import paths
from app.settings import ORIGINAL_SIZE
from app.settings import UiSettings
from app.settings import load_settings
from app.settings import save_settings
from app.ui.settings_dialog import SettingsDialog


def test_original_size_and_keep_location_survive_the_dialog_and_the_file(qtbot: QtBot) -> None:
    dialog = SettingsDialog(UiSettings())
    qtbot.addWidget(dialog)
    assert dialog.photo_size.currentData() == 2048  # the default
    assert not dialog.keep_location.isChecked()

    dialog.photo_size.setCurrentIndex(dialog.photo_size.findData(ORIGINAL_SIZE))
    dialog.keep_location.setChecked(True)
    with qtbot.waitSignal(dialog.saved) as saved:
        dialog.accept()
    chosen = saved.args[0]
    save_settings(chosen)

    written = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    assert written["photo_max_px"] == "original"
    assert written["photo_keep_location"] is True
    reread = load_settings()
    assert reread.photo_settings().max_side is None
    assert reread.photo_settings().keep_location is True

    again = SettingsDialog(reread)
    qtbot.addWidget(again)
    assert again.photo_size.currentData() == ORIGINAL_SIZE
    assert again.keep_location.isChecked()


def test_a_size_set_by_hand_in_the_file_is_shown_and_kept(qtbot: QtBot) -> None:
    dialog = SettingsDialog(UiSettings(photo_max_px=1800))
    qtbot.addWidget(dialog)
    assert dialog.photo_size.currentText() == "1800 px"
    assert dialog.result_settings().photo_max_px == 1800


def test_the_dialog_shrinks_back_when_larger_text_is_switched_off(
    qtbot: QtBot, qapp: QApplication
) -> None:
    from app.ui import theme
    from app.ui.application import load_stylesheet

    palette, font, sheet = qapp.palette(), qapp.font(), qapp.styleSheet()
    theme.apply_theme(qapp, "light", large=False, template=load_stylesheet())
    try:
        dialog = SettingsDialog(UiSettings(colour_scheme="light"))
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        usual = dialog.size()
        dialog.large_controls.setChecked(True)
        qtbot.waitUntil(lambda: dialog.height() > usual.height())
        dialog.large_controls.setChecked(False)
        qtbot.waitUntil(lambda: dialog.size() == usual)
    finally:
        qapp.styleHints().colorSchemeChanged.disconnect(theme._system_scheme_changed)
        theme._theme = None
        qapp.setStyleSheet(sheet)
        qapp.setPalette(palette)
        qapp.setFont(font)
