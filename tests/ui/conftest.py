"""Fixtures of the UI tests: a qasync loop, strict Qt logs, and the application started.

Tests are plain (not async) pytest-qt tests: the fixture `qloop` installs a
qasync loop over the running QApplication, so coroutines started by the window
make progress while `qtbot.waitUntil` spins the Qt event loop. `desks` starts the
application as a user does; the helpers below (`run`, `sync`, `close`, `picture`)
are imported by the test modules.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

import pytest
import shiboken6
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage

# PySide6 before qasync: qasync binds to the first Qt binding it finds.
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

import qasync  # isort: skip

if TYPE_CHECKING:
    from app.ui.desk import Desk

# Qt messages that are not our mistakes (offscreen platform quirks).
_IGNORED_QT_MESSAGES = (
    "This plugin does not support",
    "propagateSizeHints",
    "QFont::setPointSizeF",
)


# A whole, valid product as the window's tests type it.
PRODUCT: dict[str, Any] = {
    "productCategory": "Deuren",
    "subProductCategory": "Binnendeuren",
    "itemDetails": {"name": "Eiken binnendeur"},
    "quantity": {"quantityValue": 3, "quantityUoM": "PCE"},
    "address": {"city": "Utrecht"},
}


# The real-window tests' screens: a common laptop's, and a small one.
X_SIZES = ["1366x768x24", "1024x600x24"]


@pytest.fixture(scope="session")
def _x_servers() -> Iterator[dict[str, Any]]:
    """The X servers this worker started, by size; stopped at the end of its session."""
    servers: dict[str, Any] = {}
    try:
        yield servers
    finally:
        for server in servers.values():
            server.stop()


@pytest.fixture(params=X_SIZES)
def display(request: pytest.FixtureRequest, _x_servers: dict[str, Any]) -> str:
    """An X server of each size with a window manager (tests/ui/xserver.py): its display
    name. One per size per worker, looked at (and started anew if it ended) for each test."""
    from tests.ui.xserver import NoServerError
    from tests.ui.xserver import XServer

    size: str = request.param
    server = _x_servers.get(size) or _x_servers.setdefault(size, XServer(size))
    try:
        name: str = server.ready()
    except NoServerError as error:
        pytest.skip(str(error))
    return name


@pytest.fixture
def dutch(qapp: QApplication) -> Iterator[None]:
    """The window's language Dutch for one test (English again after it)."""
    from app.ui import i18n

    try:
        i18n.install_language("nl")
        yield
    finally:
        i18n.install_language("en")


@pytest.fixture(autouse=True)
def _no_window_outlives_its_test() -> Iterator[None]:
    """Delete what a test left on screen: every widget alive is polished again whenever
    a later test sets a style sheet (the theme tests took 150 s after the rest, 4 s alone)."""
    yield
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtCore import QEvent

    if QApplication.instance() is None:
        return
    for widget in QApplication.topLevelWidgets():
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


@pytest.fixture(autouse=True)
def _fail_on_qt_warnings(request: pytest.FixtureRequest) -> Iterator[None]:
    """Fail a test that made Qt print a warning (like qt_log_level_fail = WARNING)."""
    if "qtlog" not in request.fixturenames and "qtbot" not in request.fixturenames:
        yield
        return
    qtlog = request.getfixturevalue("qtlog")
    yield
    from pytestqt.qt_compat import qt_api

    bad = [
        record.message
        for record in qtlog.records
        if record.type
        in (qt_api.QtCore.QtMsgType.QtWarningMsg, qt_api.QtCore.QtMsgType.QtCriticalMsg)
        and not any(part in record.message for part in _IGNORED_QT_MESSAGES)
    ]
    assert not bad, f"unexpected Qt warnings: {bad}"


@pytest.fixture
def qloop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    """A qasync loop over the test's QApplication, current for the whole test."""
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    try:
        yield loop
    finally:
        pending = [t for t in asyncio.all_tasks(loop) if not t.done()]
        for task in pending:
            task.cancel()
        deadline = 50
        while pending and deadline:
            qapp.processEvents()
            pending = [t for t in pending if not t.done()]
            deadline -= 1
        # qasync's worker threads (asyncio.to_thread) must end before Qt tears down.
        executor = getattr(loop, "_QEventLoop__default_executor", None)
        if executor is not None:
            executor.shutdown(wait=True)
        asyncio.events._set_running_loop(None)
        asyncio.set_event_loop(None)


def run(qtbot: QtBot, coro: Any, timeout: int = 20_000) -> Any:
    """Run `coro` on the test's qasync loop, Qt events flowing, until it is done."""
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


def sync(qtbot: QtBot, desk: Desk) -> None:
    """What "Sync now" does, waited for, with what the window does at its end."""
    task = desk.sync_now()
    assert task is not None
    qtbot.waitUntil(task.done, timeout=20_000)
    # The task's callbacks (summary, counts, refreshed tables) run in the next turn.
    qtbot.waitUntil(lambda: desk.window is None or desk.window.sync_action.isEnabled())


def close(qtbot: QtBot, desk: Desk) -> None:
    """What closing the window does: the application shuts down and closes its store."""
    assert desk.window is not None
    desk.window.close()
    run(qtbot, desk.shutdown())
    desk.close_store()


def picture(path: Path, colour: str = "#884400") -> Path:
    """A small picture of one colour, as a user's photo."""
    image = QImage(320, 240, QImage.Format.Format_RGB32)
    image.fill(QColor(colour))
    assert image.save(str(path))
    return path


@pytest.fixture
def desks(qtbot: QtBot, qloop: asyncio.AbstractEventLoop) -> Iterator[Callable[..., Desk]]:
    """Start the application as a user does, over the data folder `app.paths` points at.

    `desks(sandbox, tab=1, active=True)`: connected to `sandbox` (if given), the window
    shown and, with `active`, active (shortcuts need that); the first sync waited for
    (unless `wait_for_sync=False`); then the tab `tab` opened (a tab is built when first
    opened). Every desk is shut down at the end of the test.
    """
    from app.api.secrets import MemorySecretStore
    from app.settings import UiSettings
    from app.store.store import Store
    from app.ui.desk import Desk

    opened: list[Desk] = []

    def open_(
        sandbox: Any = None, *, tab: int = 0, active: bool = False, wait_for_sync: bool = True
    ) -> Desk:
        desk = Desk(
            Store.open(),
            settings=UiSettings(auto_sync=False),
            sandbox_url=sandbox.base_url if sandbox is not None else None,
            secrets=MemorySecretStore(),
        )
        opened.append(desk)
        run(qtbot, desk.start())
        desk.sync.connect_initial()
        assert desk.window is not None
        # Closed below, not by qtbot: a window rebuilt for another store is deleted, and
        # qtbot would close the deleted one (`shiboken6.isValid` guards it here).
        desk.window.show()
        if active:
            desk.window.activateWindow()
            qtbot.waitUntil(desk.window.isActiveWindow)
        if wait_for_sync and desk.sync.syncing is not None:
            qtbot.waitUntil(lambda: sync_over(desk), timeout=20_000)
        if tab:
            desk.window.tabs.setCurrentIndex(tab)
            shown = desk.current_tab()
            assert shown is not None
            assert shown is desk.window.tabs.currentWidget()
        return desk

    yield open_
    for desk in opened:
        if desk.is_shut_down:
            continue
        if desk.window is not None and shiboken6.isValid(desk.window):
            desk.window.close()
        run(qtbot, desk.shutdown())
        desk.close_store()


@pytest.fixture
def open_desk(desks: Callable[..., Desk]) -> Callable[..., Desk]:
    """Start the application as a user does, with the window active (shortcuts need that)."""
    return functools.partial(desks, active=True)


def sync_over(desk: Any) -> bool:
    """The window's sync has ended and the window has taken its end in (the lists refreshed,
    the status said): a task is done a turn before its done-callbacks run."""
    from app.ui.operations import running_tasks

    task = desk.sync.syncing
    return task is not None and task.done() and task not in running_tasks
