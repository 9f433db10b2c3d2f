"""The README says the shortcuts as the window's menus say them, and its two commands as
they are used: the program keeps its terminal, the tests get a terminal and an environment
of their own, and the sandbox's address and sign-in are where a newcomer looks."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

from PySide6.QtGui import QKeySequence
from pytestqt.qtbot import QtBot

from app.api.environments import SANDBOX_CLIENT_ID
from app.api.environments import SANDBOX_CLIENT_SECRET
from app.ui import i18n
from app.ui.desk import Desk

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def test_the_readme_says_the_shortcuts_as_the_menus_do(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    i18n.install_language("en")
    desk = open_desk()
    window, products = desk.window, desk.products
    assert window is not None
    assert products is not None
    for action in (window.new_action, window.duplicate_action, window.queue_action):
        said = action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        assert f"**{said}**" in README, said
    repeats = products.repeats  # Previous value, of the section, and pins
    for action in repeats.actions():
        said = action.shortcut().toString(QKeySequence.SequenceFormat.PortableText)
        assert f"**{said}**" in README, said
        assert action in window.edit_menu.actions()
    assert "Ctrl+'" in repeats.copy_field_action.shortcut().toString()
    assert "Ctrl+Enter" not in README
    # The form's button says it as the menu does.
    menu = window.queue_action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    assert products.form.queue_button.toolTip() == menu


def test_the_readme_s_commands_say_how_they_are_run() -> None:
    commands = re.findall(r"```sh\n(python3 -m venv .*?)\n```", README)
    start, tests = commands[:2]
    assert "--sandbox" in start
    assert "pytest" in tests
    venv = re.compile(r"python3 -m venv (\S+)")
    assert venv.search(start)[1] != venv.search(tests)[1]  # type: ignore[index]
    assert "second terminal" in README
    assert SANDBOX_CLIENT_ID in README
    assert SANDBOX_CLIENT_SECRET in README
