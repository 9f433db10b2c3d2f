"""Esc, or closing a dialog's window, never throws away what the user typed or chose in it
without asking: `ask_before_discarding(dialog, changed)` asks first whenever `changed()`
says there is something to lose (its buttons, Cancel included, are the user's explicit
choice and are not asked about)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QMessageBox


class _Guard(QObject):
    def __init__(self, dialog: QDialog, changed: Callable[[], bool]) -> None:
        super().__init__(dialog)
        self.dialog, self.changed = dialog, changed
        self.agreed = False
        dialog.installEventFilter(self)
        dialog.finished.connect(self._reset)

    def _reset(self) -> None:
        self.agreed = False  # a dialog opened again asks again

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        escape = (
            kind == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Escape
        )
        if (escape or kind == QEvent.Type.Close) and not self.agreed and self.changed():
            event.ignore()
            self.ask()
            return True
        return False

    def ask(self) -> QMessageBox:
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.dialog.windowTitle(),
            QCoreApplication.translate(
                "KeepChanges", "What you typed or chose here will be lost. Close anyway?"
            ),
            QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
            self.dialog,
        )
        box.setObjectName("discardQuestion")
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._answered)
        box.open()
        return box

    def _answered(self, answer: int) -> None:
        if answer == QMessageBox.StandardButton.Discard:
            self.agreed = True
            self.dialog.reject()


def ask_before_discarding(dialog: QDialog, changed: Callable[[], bool]) -> None:
    """Esc and the window's close button ask before `dialog` closes while `changed()`."""
    _Guard(dialog, changed)
