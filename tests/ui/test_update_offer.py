"""The update offer in the window, started as a user starts it, against a real manifest
server on loopback: a newer version gets a bar with Download…/Later, the same version
nothing; a second start on the same day asks nothing; no address (or the administrator's
switch) means no request at all."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QUrl
from PySide6.QtCore import Slot
from PySide6.QtGui import QDesktopServices
from pytestqt.qtbot import QtBot

from app import __version__
from app import paths
from app.api.updates import platform_keys
from app.settings import load_settings
from app.ui.desk import Desk
from app.ui.operations import running_tasks
from app.ui.update_offer import UpdateBar
from tests.manifest_server import ManifestServer
from tests.manifest_server import manifest
from tests.manifest_server import running_manifest_server
from tests.ui.conftest import close
from tests.ui.conftest import run


class Browser(QObject):
    """Where QDesktopServices sends https addresses in these tests: it notes them."""

    def __init__(self) -> None:
        super().__init__()
        self.opened: list[str] = []

    @Slot(QUrl)
    def open(self, url: QUrl) -> None:
        self.opened.append(url.toString())


@pytest.fixture
def browser() -> Iterator[Browser]:
    receiver = Browser()
    QDesktopServices.setUrlHandler("https", receiver, "open")
    try:
        yield receiver
    finally:
        QDesktopServices.unsetUrlHandler("https")


@pytest.fixture
def server() -> Iterator[ManifestServer]:
    with running_manifest_server() as running:
        yield running


@pytest.fixture
def presets(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The organisation's presets file, next to the program as far as `app.paths` knows."""
    path = tmp_path / "environments.json"
    monkeypatch.setattr(paths, "presets_path", lambda: path)
    return path


def write(path: Path, content: Any) -> None:
    path.write_text(json.dumps(content), encoding="utf-8")


def update_checks() -> list[asyncio.Task[Any]]:
    return [task for task in running_tasks if task.get_name() == "update check"]


def start(qtbot: QtBot) -> Desk:
    """The window as the program starts it: settings from the data folder, the check's
    answer (if it asked) waited for."""
    from app.api.secrets import MemorySecretStore
    from app.store.store import Store

    desk = Desk(Store.open(), secrets=MemorySecretStore())
    run(qtbot, desk.start())
    assert desk.window is not None
    qtbot.addWidget(desk.window)
    desk.window.show()
    qtbot.waitUntil(lambda: not update_checks(), timeout=20_000)  # and its callbacks ran
    return desk


def offer_bar(desk: Desk) -> UpdateBar | None:
    assert desk.window is not None
    bar = desk.window.findChild(UpdateBar)
    return bar if bar is not None and bar.isVisible() else None


def shown_offer(qtbot: QtBot, desk: Desk) -> UpdateBar:
    """The offer once the window shows it: a bar added to a visible window is shown by a
    queued call (QLayout's), a turn after the check's answer."""
    qtbot.waitUntil(lambda: offer_bar(desk) is not None)
    bar = offer_bar(desk)
    assert bar is not None
    return bar


def no_offer(desk: Desk) -> bool:
    """No bar at all, shown or waiting to be shown (the check has answered by now)."""
    assert desk.window is not None
    return desk.window.findChild(UpdateBar) is None


@pytest.mark.usefixtures("qloop")
def test_a_newer_version_is_offered_and_download_opens_this_machines_installer(
    qtbot: QtBot, server: ManifestServer, presets: Path, browser: Browser
) -> None:
    announced = manifest("9.1.0", notes="Donkere modus en grotere knoppen.")
    write(presets, {"update_manifest": server.answer("/manifest.json", announced)})
    desk = start(qtbot)
    bar = shown_offer(qtbot, desk)
    assert "9.1.0" in bar.message.text()
    installer = announced["installers"][platform_keys()[0]]["url"]
    assert installer in bar.message.toolTip()
    assert "Donkere modus" in bar.message.toolTip()
    qtbot.mouseClick(bar.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: browser.opened == [installer])
    qtbot.waitUntil(lambda: offer_bar(desk) is None)
    assert server.requests["/manifest.json"] == 1
    close(qtbot, desk)


@pytest.mark.usefixtures("qloop")
def test_later_hides_the_offer_and_the_second_start_that_day_asks_nothing(
    qtbot: QtBot, server: ManifestServer, presets: Path, browser: Browser
) -> None:
    write(presets, {"update_manifest": server.answer("/manifest.json", manifest("9.1.0"))})
    desk = start(qtbot)
    bar = shown_offer(qtbot, desk)
    bar.later_button.click()
    qtbot.waitUntil(lambda: offer_bar(desk) is None)
    assert browser.opened == []
    close(qtbot, desk)
    checked = load_settings().update_checked_at
    assert checked is not None
    again = start(qtbot)
    assert server.requests["/manifest.json"] == 1  # the second start did not ask
    assert no_offer(again)
    assert load_settings().update_checked_at == checked
    close(qtbot, again)


@pytest.mark.usefixtures("qloop")
def test_the_same_version_is_not_offered(
    qtbot: QtBot, server: ManifestServer, presets: Path
) -> None:
    write(presets, {"update_manifest": server.answer("/manifest.json", manifest(__version__))})
    desk = start(qtbot)
    assert server.requests["/manifest.json"] == 1
    assert no_offer(desk)
    close(qtbot, desk)


@pytest.mark.usefixtures("qloop")
@pytest.mark.parametrize(
    "content",
    [
        {"environments": []},
        {"update_manifest": ""},
        {"update_manifest": "/manifest.json", "update_check": False},
    ],
    ids=["no-address", "empty-address", "switched-off"],
)
def test_without_an_address_no_request_is_made(
    qtbot: QtBot, server: ManifestServer, presets: Path, content: dict[str, Any]
) -> None:
    if content.get("update_manifest"):
        content["update_manifest"] = server.answer("/manifest.json", manifest("9.1.0"))
    write(presets, content)
    desk = start(qtbot)
    assert desk.is_complete
    assert update_checks() == []
    assert sum(server.requests.values()) == 0
    assert desk.settings.update_checked_at is None
    assert no_offer(desk)
    close(qtbot, desk)
