"""The composition root: starts each part of the desktop application in order.

1. logging, the QApplication and its style, the language;
2. the store (a database that cannot be opened ends the start with a sentence);
3. the embedded sandbox when asked, before the qasync loop runs;
4. the window's first paint: what it needs (the products table over the store) is
   built and shown in Qt's own event loop; then asyncio and qasync load on a worker
   thread while the window takes input (a few dozen milliseconds the paint need not
   wait for);
5. the qasync event loop, and in it the rest of the window (settings, form, other
   tabs) while the heavy modules load on a worker thread;
6. the one HTTP client and the chosen environment, which starts the first sync.

Shutting down runs the same list backwards: flush drafts, close the client, stop
the sandbox, close the database. Start-up time with a large catalogue is measured
by `python -m tests.benchmarks -k ui`.
"""

from __future__ import annotations

import argparse
import importlib
import json
import logging
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

# PySide6 before qasync: qasync binds to the first Qt binding it finds.
from PySide6.QtCore import QEventLoop, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from app import APP_ID, APP_NAME, ORGANISATION, __version__, paths
from app.ui import i18n, messages
from app.ui.logging_setup import setup_logging

if TYPE_CHECKING:
    import asyncio

    from app.ui.desk import Desk, FirstPaint

log = logging.getLogger(__name__)

STYLE = "Fusion"  # the same look on Windows, macOS and Linux, under the stylesheet


def load_stylesheet() -> str:
    path = paths.resources_dir() / "style.qss"
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        log.warning("stylesheet %s not found", path)
        return ""


def create_qapplication(argv: list[str] | None = None, *, icon: bool = True) -> QApplication:
    """The QApplication with the program's names, style and style sheet; with `icon`
    its window icon too (the start sets that after the first paint: `set_window_icon`)."""
    existing = QApplication.instance()
    if isinstance(existing, QApplication):
        app = existing
        app.setStyle(STYLE)
    else:
        # The style by Qt's own option rather than setStyle(): setStyle hands the style
        # back to Python, and PySide builds QStyle's enums for that (about 5 ms of the
        # start). A -style the user gives later on the command line still wins.
        program, *rest = argv or sys.argv
        app = QApplication([program, "-style", STYLE, *rest])
    app.setApplicationName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setOrganizationName(ORGANISATION)
    app.setDesktopFileName(APP_ID)
    if icon:
        set_window_icon(app)
    app.setStyleSheet(load_stylesheet())
    return app


def set_window_icon(app: QApplication) -> None:
    # QIcon's enums (its theme icons among them) cost the first paint a millisecond or
    # two; a window shown without its icon gets it a moment later.
    from PySide6.QtGui import QIcon

    path = paths.resources_dir() / "icons" / "reuse-desk.png"
    if path.exists():
        app.setWindowIcon(QIcon(str(path)))


def read_first_paint(path: Path | None = None) -> FirstPaint:
    """The language and window place from the settings file, without validating the rest.

    The settings model (pydantic) loads after the first paint; the desk checks then
    that the file said the same and follows it when not (an unreadable file is
    replaced by the defaults there, with a log line).
    """
    from app.ui.desk import FirstPaint

    path = path or paths.settings_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return FirstPaint()
    if not isinstance(data, dict):
        return FirstPaint()
    language = data.get("language")
    geometry = data.get("window_geometry")
    return FirstPaint(
        language=language if language in i18n.LANGUAGES else FirstPaint.language,
        window_geometry=geometry if isinstance(geometry, str) else None,
    )


def _install_loop_exception_handler(loop: asyncio.AbstractEventLoop) -> None:
    def handler(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        exc = context.get("exception")
        if isinstance(exc, BaseException):
            messages.report_failure(exc, str(context.get("message", "event loop")))
        else:
            log.error("event loop: %s", context.get("message"))

    loop.set_exception_handler(handler)


# What the event loop needs, loaded on a worker thread once the window has painted.
EVENT_LOOP_MODULES = ("asyncio", "qasync")


class _Preload(QObject):
    """Imports modules on a worker thread; `wait()` turns Qt's event loop until done.

    Only imports (no Qt objects are made there): the same import on the UI thread
    afterwards finds the module loaded, or waits for it, or reports its failure.
    """

    done = Signal()

    def __init__(self, names: tuple[str, ...]) -> None:
        super().__init__()
        self._names = names
        self._finished = threading.Event()
        self._thread = threading.Thread(target=self._load, name="preload", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _load(self) -> None:
        try:
            for name in self._names:
                try:
                    importlib.import_module(name)
                except Exception:
                    log.exception("preloading %s failed", name)
        finally:
            self._finished.set()
            self.done.emit()  # queued to the UI thread, where this object lives

    def wait(self) -> None:
        if self._finished.is_set():
            return
        loop = QEventLoop()
        self.done.connect(loop.quit)
        if not self._finished.is_set():  # it may have finished just now
            loop.exec()
        QTimer.singleShot(0, loop.deleteLater)


def _fatal(text: str) -> int:
    """Tell the user why the program cannot start (no event loop runs yet, so exec is safe)."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(QMessageBox.Icon.Critical, APP_NAME, text)
    box.exec()
    return 2


def run_application(
    args: argparse.Namespace, *, on_window_shown: Callable[[Desk], None] | None = None
) -> int:
    """Entry point of `reuse-desk`: returns the process exit code.

    `on_window_shown(desk)` is called once the window has painted and takes input (the
    start-up benchmark measures up to there); the rest of the start continues after.
    """
    from app.store.errors import StoreEnvironmentError

    if args.self_test and on_window_shown is None:
        from app.ui.self_test import announce_window_shown

        on_window_shown = announce_window_shown
    if getattr(args, "data_dir", None):
        paths.set_data_dir(args.data_dir)
    log_file = setup_logging(paths.log_dir())
    log.info("%s %s starting; log at %s", APP_NAME, __version__, log_file)
    qapp = create_qapplication(icon=False)
    first_paint = read_first_paint()
    i18n.install_language(first_paint.language)

    from app.ui.desk import Desk

    try:
        desk = Desk.open(use_sandbox=bool(args.sandbox or args.self_test), first_paint=first_paint)
    except StoreEnvironmentError as exc:
        log.error("cannot open the store: %s", exc)
        return _fatal(messages.user_message_for(exc))

    # The first paint, in Qt's event loop (input is handled from here on); then the
    # event loop's modules load on a worker thread while the window stays responsive.
    # Not before the paint: the import would only take turns with the UI thread's
    # Python work for the interpreter lock and delay the paint as much.
    preload = _Preload(EVENT_LOOP_MODULES)
    # The session ends when the window closes: shutting down still needs the loop,
    # so Qt must not stop it first (no quit-on-last-window, no app.quit()).
    qapp.setQuitOnLastWindowClosed(False)
    closed_early: list[bool] = []
    desk.closed.connect(lambda: closed_early.append(True))
    try:
        desk.open_window()
        desk.show()
        desk.wait_for_first_paint()
        if on_window_shown is not None:
            on_window_shown(desk)
        set_window_icon(qapp)
        preload.start()
        preload.wait()
    except BaseException:
        desk.close_store()
        raise

    import asyncio

    import qasync

    async def main() -> int:
        loop = asyncio.get_running_loop()
        _install_loop_exception_handler(loop)
        quit_event = asyncio.Event()
        qapp.aboutToQuit.connect(quit_event.set)
        desk.closed.connect(quit_event.set)
        try:
            if closed_early:  # closed during the first paint
                return 0
            await desk.complete_window()
            desk.connect_initial(getattr(args, "env", None))
            if args.self_test:
                return await desk.self_test()
            await quit_event.wait()
            return 0
        finally:
            await desk.shutdown()

    try:
        result = int(qasync.run(main()) or 0)
    except asyncio.CancelledError:
        result = 0
    finally:
        desk.close_store()
    return result


def data_folder() -> Path:
    return paths.data_dir()
