"""While the QApplication is made: a platform plugin Qt cannot start ends the program with
exit code 4 and what Qt said, never with Qt's abort (exit 134, a core dump).

`app.platform_check` finds what it can before Qt is loaded (no display, a display that does
not answer, a missing library); this is the net under it, for what only Qt finds (a plugin
asked for by QT_QPA_PLATFORM that is not there, a display refusing an extension). Qt's
messages meanwhile go to the log; once the QApplication exists, Qt's own handler is back.
"""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Iterator

from PySide6.QtCore import QMessageLogContext
from PySide6.QtCore import QtMsgType
from PySide6.QtCore import qInstallMessageHandler

from app.exit_codes import ExitCode

log = logging.getLogger(__name__)


@contextlib.contextmanager
def exit_instead_of_abort() -> Iterator[None]:
    said: list[str] = []

    def heard(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind != QtMsgType.QtFatalMsg:
            said.append(message)
            log.warning("Qt: %s", message)
            return
        earlier = "".join(f"\n  {line}" for line in said)
        first = message.strip().splitlines()[0] if message.strip() else "a fatal error"
        print(
            f"Reuse Desk cannot open its window: Qt could not start ({first}){earlier}",
            file=sys.stderr,
            flush=True,
        )
        log.error("Qt could not start: %s%s", message, earlier)
        for handler in logging.getLogger().handlers:
            with contextlib.suppress(Exception):
                handler.flush()
        # Qt aborts as soon as this returns: leave first, with the code that says why.
        os._exit(ExitCode.NO_WINDOW)

    previous = qInstallMessageHandler(heard)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
