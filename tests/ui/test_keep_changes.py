"""Esc or the window's close never loses what was typed in a dialog without asking: the
connection dialog as the import dialog (issue: Esc closed the import dialog at once)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app.api.secrets import MemorySecretStore
from app.ui.connection_dialog import ConnectionDialog


def question(dialog: ConnectionDialog) -> QMessageBox | None:
    shown = [b for b in dialog.findChildren(QMessageBox, "discardQuestion") if b.isVisible()]
    return shown[0] if shown else None


def test_escape_in_the_connection_dialog_asks_before_the_typing_is_lost(qtbot: QtBot) -> None:
    secrets = MemorySecretStore()
    dialog = ConnectionDialog([], current=None, secrets_for=lambda _p: secrets, http=None)
    qtbot.addWidget(dialog)
    dialog.open()
    qtbot.waitExposed(dialog)
    # Nothing typed: Esc closes at once.
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert question(dialog) is None

    dialog.open()
    dialog.environment.setCurrentIndex(dialog.environment.findData("__new__"))
    qtbot.keyClicks(dialog.base_url, "https://dienst.example/api/v1")
    qtbot.keyClick(dialog.base_url, Qt.Key.Key_Escape)
    box = question(dialog)
    assert box is not None
    assert dialog.isVisible()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert dialog.isVisible()
    assert dialog.base_url.text() == "https://dienst.example/api/v1"  # kept

    dialog.close()  # the window's close button
    box = question(dialog)
    assert box is not None
    box.button(QMessageBox.StandardButton.Discard).click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
