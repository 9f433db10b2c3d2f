"""Fixtures of the UI tests: a qasync loop for asyncSlots and operations, and strict Qt logs.

Tests are plain (not async) pytest-qt tests: the fixture `qloop` installs a
qasync loop over the running QApplication, so coroutines started by the window
make progress while `qtbot.waitUntil` spins the Qt event loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest

# PySide6 before qasync: qasync binds to the first Qt binding it finds.
from PySide6.QtWidgets import QApplication

import qasync  # isort: skip

# Qt messages that are not our mistakes (offscreen platform quirks).
_IGNORED_QT_MESSAGES = (
    "This plugin does not support",
    "propagateSizeHints",
    "QFont::setPointSizeF",
)


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
