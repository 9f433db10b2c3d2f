"""The local sandbox's address (a new port each start) and its demo sign-in, where a
newcomer looks: the connection dialog and the environment band's tooltip."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.environments import SANDBOX_CLIENT_ID
from app.api.environments import SANDBOX_CLIENT_SECRET
from app.api.environments import sandbox_profile
from app.api.secrets import MemorySecretStore
from app.ui import i18n
from app.ui.connection_dialog import ConnectionDialog
from app.ui.desk import Desk
from app.ui.environment_marker import EnvironmentBand
from app.ui.environment_marker import EnvironmentShown
from app.ui.environment_marker import marker_tooltip

ADDRESS = "http://127.0.0.1:48123/api/v1"


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


def test_the_connection_dialog_says_the_sandbox_s_address_and_sign_in(qtbot: QtBot) -> None:
    sandbox = sandbox_profile(ADDRESS)
    dialog = ConnectionDialog(
        [sandbox], current=sandbox, secrets_for=lambda _p: MemorySecretStore(), http=None
    )
    qtbot.addWidget(dialog)
    notice = dialog.sandbox_notice
    assert notice.isVisibleTo(dialog)
    for said in (ADDRESS, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET):
        assert said in notice.text()
    # Another environment: no sandbox words.
    dialog.environment.setCurrentIndex(dialog.environment.findData("acceptance"))
    assert not notice.isVisibleTo(dialog)


def test_the_band_s_tooltip_says_where_the_environment_is(qtbot: QtBot) -> None:
    band = EnvironmentBand()
    qtbot.addWidget(band)
    band.show_environment(EnvironmentShown("Local sandbox", address=ADDRESS, sandbox=True))
    tip = band.toolTip()
    for said in (ADDRESS, SANDBOX_CLIENT_ID, SANDBOX_CLIENT_SECRET):
        assert said in tip
    acceptance = "https://acc.example.nl/api/v1"
    band.show_environment(EnvironmentShown("Acceptance", address=acceptance))
    assert acceptance in band.toolTip()
    assert SANDBOX_CLIENT_SECRET not in band.toolTip()
    assert marker_tooltip(EnvironmentShown()) == ""


def test_the_window_s_band_says_the_sandbox_it_runs_on(
    qtbot: QtBot, open_desk: Callable[..., Desk], sandbox: Any
) -> None:
    """The desk's own wiring: the band of a window on the embedded sandbox names its
    address (the port of this start), not only the environment's name."""
    desk = open_desk(sandbox)
    assert desk.window is not None
    band = desk.window.environment_band
    qtbot.waitUntil(lambda: str(sandbox.base_url) in band.toolTip())
    assert SANDBOX_CLIENT_SECRET in band.toolTip()
