"""The composition root: starts each part of the desktop application in order.

Logging, the QApplication and the language; the store (a database that cannot be opened
ends the start with a sentence); the window's first paint in Qt's own event loop; the
qasync loop and in it the rest of the window; then the chosen environment (which starts
the first sync) or the self-test. Shutting down runs the list backwards.
"""

from __future__ import annotations

import argparse
import logging
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING
from typing import Any

# PySide6 before qasync: qasync binds to the first Qt binding it finds.
from PySide6.QtWidgets import QApplication

from app import APP_ID
from app import APP_NAME
from app import ORGANISATION
from app import __version__
from app import paths
from app.exit_codes import ExitCode
from app.ui import i18n
from app.ui import messages
from app.ui import platform_fatal
from app.ui import startup
from app.ui.logging_setup import setup_logging

if TYPE_CHECKING:
    import asyncio

    from app.ui.desk import Desk

log = logging.getLogger(__name__)
startup.lighten_pyside_import_hook()

STYLE = "Fusion"  # the same look on Windows, macOS and Linux, under the stylesheet


def load_stylesheet() -> str:
    """The style sheet's template (its colours and sizes are the theme's: `app.ui.theme`)."""
    try:
        return (paths.resources_dir() / "style.qss").read_text(encoding="utf-8")
    except OSError:
        log.warning("stylesheet not found", exc_info=True)
        return ""


def create_qapplication(
    argv: list[str] | None = None,
    *,
    icon: bool = True,
    colour_scheme: str = "system",
    large_controls: bool | None = None,
) -> QApplication:
    """The QApplication with the program's names, style and the look chosen (by default
    the system's colour scheme, followed live); with `icon` its window icon too (the start
    sets that after the first paint: `set_window_icon`)."""
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
    from app.ui import theme

    scheme = None if colour_scheme == "system" else colour_scheme
    theme.apply_theme(app, scheme, large=large_controls, template=load_stylesheet())
    return app


def set_window_icon(app: QApplication) -> None:
    # QIcon's enums (its theme icons among them) cost the first paint a millisecond or
    # two; a window shown without its icon gets it a moment later.
    from PySide6.QtGui import QIcon

    path = paths.resources_dir() / "icons" / "reuse-desk.png"
    if path.exists():
        app.setWindowIcon(QIcon(str(path)))


def _loop_failed(loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
    """The event loop's exception handler: no failure of a task goes unseen."""
    exc = context.get("exception")
    if isinstance(exc, BaseException):
        messages.report_failure(exc, str(context.get("message", "event loop")))
    else:
        log.error("event loop: %s", context.get("message"))


def run_application(
    args: argparse.Namespace,
    *,
    sandbox_url: str | None = None,
    on_window_shown: Callable[[Desk], None] | None = None,
    sandbox_reset: Callable[[], None] | None = None,
) -> int:
    """Entry point of `reuse-desk`: returns the process exit code. `on_window_shown(desk)`
    is called once the window has painted and takes input (the start-up benchmark
    measures up to there). `sandbox_reset` empties the embedded sandbox."""
    from app.api.environment_keys import SANDBOX_KEY
    from app.store.environments import open_store_in_front
    from app.store.errors import StoreEnvironmentError

    startup.hold_garbage_collection()
    if args.self_test and on_window_shown is None:
        on_window_shown = _announce_window_shown
    if getattr(args, "data_dir", None):
        paths.set_data_dir(args.data_dir)
    log_file = setup_logging(paths.log_dir())
    log.info("%s %s starting; log at %s", APP_NAME, __version__, log_file)
    first_paint = startup.read_first_paint()
    # The look the user chose installed once, before the first paint.
    with platform_fatal.exit_instead_of_abort():  # exit 4 with Qt's words, never its abort
        qapp = create_qapplication(
            icon=False,
            colour_scheme=first_paint.colour_scheme,
            large_controls=first_paint.large_controls,
        )
    fonts = startup.load_fonts_on_worker_thread(qapp.font())
    i18n.install_language(first_paint.language)

    from app.ui.desk import Desk

    try:
        # The store of the environment the start connects to (the embedded sandbox's, or
        # the one named), else of the one last in front: the first paint shows its records.
        store = open_store_in_front(
            paths.data_dir(),
            key=SANDBOX_KEY if sandbox_url and not getattr(args, "env", None) else None,
            name=getattr(args, "env", None),
        )
    except StoreEnvironmentError as exc:
        log.error("cannot open the store: %s", exc)
        from PySide6.QtWidgets import QMessageBox

        # No event loop runs yet, so exec() is safe here.
        QMessageBox(QMessageBox.Icon.Critical, APP_NAME, messages.user_message_for(exc)).exec()
        return ExitCode.DATA_FOLDER
    desk = Desk(
        store,
        sandbox_url=sandbox_url,
        first_paint=first_paint,
        ask_before_adopting=True,
        sandbox_reset=sandbox_reset,
    )

    # The session ends when the window closes: shutting down still needs the loop,
    # so Qt must not stop it first (no quit-on-last-window, no app.quit()).
    qapp.setQuitOnLastWindowClosed(False)
    closed_early: list[bool] = []
    desk.closed.connect(lambda: closed_early.append(True))
    try:
        desk.open_window()
        assert desk.products is not None
        startup.hold_column_repaints(desk.products)
        desk.show()
        assert desk.products is not None
        startup.wait_for_first_paint(desk.products)
        fonts.join()
        if on_window_shown is not None:
            on_window_shown(desk)
        startup.quicken_thread_switches()  # until the start is complete
        startup.release_garbage_collection()
        startup.keep_early_keys(desk)  # typed before the form is built: kept for it
        set_window_icon(qapp)
        # Not before the paint: the import would only take turns with the UI thread's
        # Python work for the interpreter lock and delay the paint as much.
        startup.import_on_worker_thread(startup.EVENT_LOOP_MODULES)
    except BaseException:
        desk.close_store()
        raise

    import asyncio

    import qasync

    async def main() -> int:
        asyncio.get_running_loop().set_exception_handler(_loop_failed)
        quit_event = asyncio.Event()
        qapp.aboutToQuit.connect(quit_event.set)
        desk.closed.connect(quit_event.set)
        try:
            if closed_early:  # closed during the first paint
                return ExitCode.DONE
            await desk.complete_window()
            if args.self_test:
                from app import self_test

                return await self_test.run_self_test(
                    desk.store, sandbox_url, lambda: _window_complete(desk)
                )
            # A turn of its own: the start's last step (the update check) came just before.
            await asyncio.sleep(0)
            if quit_event.is_set():  # closed as the start completed
                return ExitCode.DONE
            desk.sync.connect_initial(getattr(args, "env", None))
            await quit_event.wait()
            return ExitCode.DONE
        finally:
            startup.restore_thread_switches()  # a start that ended before it completed
            await desk.shutdown()

    try:
        result = int(qasync.run(main()) or 0)
    except asyncio.CancelledError:
        result = 0
    finally:
        desk.close_store()
    return result


# -- the window's part of the self-test (the rest, without widgets, is app.self_test) ----
def _announce_window_shown(desk: Desk) -> None:
    # The smoke test times the start to this line, as a user would see it.
    from app import self_test

    title = desk.window.windowTitle() if desk.window is not None else ""
    self_test.the_report().line(f"window shown: {title!r}")


async def _window_complete(desk: Desk) -> str:
    import asyncio

    from app.self_test import SelfTestError

    window = desk.window
    if window is None or not window.isVisible():
        raise SelfTestError("the main window is not shown")
    # Exposed: the platform has mapped it and it can be painted, i.e. the user sees it.
    # Qt has no signal for this, so look again on each turn of the event loop.
    for _ in range(1000):  # ten seconds
        handle = window.windowHandle()
        if handle is not None and handle.isExposed():
            return f"window complete: {window.tabs.count()} tabs"
        await asyncio.sleep(0.01)
    raise SelfTestError("the main window was not exposed within 10 s")
