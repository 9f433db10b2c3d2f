"""A question with a yes and a no (or cancel) button, opened window-modal: the caller goes
on when it is answered, without a nested event loop (see stack-notes on `exec`).

Imported where a question is asked, so the window starts without QtWidgets' dialogs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QWidget

_Button = QMessageBox.StandardButton


def ask(
    parent: QWidget | None,
    name: str,
    title: str,
    text: str,
    answered: Callable[[bool], None],
    *,
    icon: QMessageBox.Icon = QMessageBox.Icon.Question,
    no: _Button = _Button.No,
    yes_default: bool = False,
    delete_on_close: bool = True,
) -> QMessageBox:
    """Open the question `name` (its object name) and call `answered(True)` on yes; any other
    end (no, cancel, Escape, closed) is `answered(False)`. The default button is `no` unless
    `yes_default`: a hasty Enter keeps things as they are."""
    yes = _Button.Yes
    box = QMessageBox(icon, title, text, yes | no, parent)
    box.setObjectName(name)
    box.setDefaultButton(yes if yes_default else no)
    if delete_on_close:
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.finished.connect(lambda answer: answered(answer == yes))
    box.open()
    return box
