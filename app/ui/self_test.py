"""`reuse-desk --self-test`: prove an installed program works, end to end, then exit.

The installers' smoke test starts the frozen program with `--self-test --sandbox`
on every build; support staff can run the same on a laptop that misbehaves. Each
step goes through the parts a user's session uses, nothing is faked:

1. the main window is shown (reported at once, so the smoke test can time the start:
   `announce_window_shown` is the hook for the first paint) and completed;
2. keyring's backends are discoverable (frozen programs have lost them before), and
   an organisation's presets file, when one is shipped, is found and usable;
3. the embedded sandbox answers a signed-in request;
4. one product draft is entered through the products tab, a photo attached (as a
   user adds one) and queued;
5. the application's own sync sends it, and the draft becomes synced: the photo is
   prepared for upload on the way, which needs the image libraries in the bundle;
6. the server's product list holds it under its name, with its photo.

Every step prints one `self-test: ...` line on standard output and in
`self-test.log` in the log folder (a windowed Windows program has no standard
output). The result is the exit code: 0 when every step passed, 1 with the reason
printed when one failed, 3 when the program hung past the hard time limit.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import sys
import tempfile
import threading
import time
import uuid
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from app import paths
from app.api.environments import load_profiles
from app.store.drafts import Draft
from app.store.records import DraftState

if TYPE_CHECKING:
    from app.ui.desk import Desk

log = logging.getLogger(__name__)

SELF_TEST_TIMEOUT: Final = 90.0
# After the checks the program still has to shut down (stop the sandbox, close the
# database); a hang there is a failure too, caught by the watchdog.
SHUTDOWN_GRACE: Final = 30.0
EXIT_PASSED: Final = 0
EXIT_FAILED: Final = 1
EXIT_HUNG: Final = 3
REPORT_FILE_NAME: Final = "self-test.log"
_POLL: Final = 0.01
_EXPOSE_WAIT: Final = 10.0
_ATTACH_WAIT: Final = 10.0


class SelfTestError(Exception):
    """A step did not give the expected result; the message says which and why."""


class SelfTestReport:
    """One line per step, on standard output and in the report file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._started = time.perf_counter()
        self._lock = threading.Lock()
        self.window_announced = False
        path.write_text("", encoding="utf-8")

    def line(self, text: str) -> None:
        stamped = f"self-test: {text}"
        with self._lock:
            log.info("%s", stamped)
            if sys.stdout is not None:  # None in a windowed Windows program
                with contextlib.suppress(OSError, ValueError):
                    print(stamped, flush=True)
            with contextlib.suppress(OSError), self.path.open("a", encoding="utf-8") as file:
                file.write(stamped + "\n")

    @property
    def elapsed(self) -> float:
        return time.perf_counter() - self._started


class Watchdog:
    """Ends the process if it is still running at the deadline, whatever the event loop does.

    `asyncio.timeout` only helps while the loop turns; a blocked UI thread or a
    shutdown that never returns would keep an unattended build machine waiting.
    """

    def __init__(self, report: SelfTestReport) -> None:
        self._report = report
        self._timer: threading.Timer | None = None

    def arm(self, seconds: float, reason: str) -> None:
        self.cancel()
        self._timer = threading.Timer(seconds, self._expire, args=(reason,))
        self._timer.daemon = True
        self._timer.start()

    def cancel(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None

    def _expire(self, reason: str) -> None:
        self._report.line(f"FAILED: {reason} (hard limit; process ended)")
        logging.shutdown()
        os._exit(EXIT_HUNG)


_report: SelfTestReport | None = None


def _the_report() -> SelfTestReport:
    # One report per process: the window hook below writes its first line.
    global _report
    if _report is None:
        _report = SelfTestReport(paths.log_dir() / REPORT_FILE_NAME)
    return _report


def announce_window_shown(desk: Desk) -> None:
    """The `on_window_shown` hook of `run_application` under `--self-test`.

    Called the moment the window has painted and takes input, before the rest of
    the start (settings, product form, connection): the smoke test times the start
    to this line, as a user would see it.
    """
    report = _the_report()
    if report.window_announced:
        return
    report.window_announced = True
    title = desk.window.windowTitle() if desk.window is not None else ""
    report.line(f"window shown: {title!r}")


async def run_self_test(desk: Desk, *, time_limit: float = SELF_TEST_TIMEOUT) -> int:
    """Run every step against the running application; the process exit code."""
    report = _the_report()
    watchdog = Watchdog(report)
    watchdog.arm(time_limit + 5.0, f"no result within {time_limit + 5.0:.0f} s")
    try:
        async with asyncio.timeout(time_limit):
            await _window_shown(desk, report)
            _keyring_backends(report)
            _presets(report)
            await _sandbox_answers(desk, report)
            draft_id, name = await _enter_draft(desk, report)
            server_id = await _sync_draft(desk, draft_id, report)
            await _server_lists(desk, server_id, name, report)
    except SelfTestError as exc:
        report.line(f"FAILED: {exc}")
        watchdog.arm(SHUTDOWN_GRACE, f"did not exit within {SHUTDOWN_GRACE:.0f} s after failing")
        return EXIT_FAILED
    except TimeoutError:
        report.line(f"FAILED: not finished within {time_limit:.0f} s")
        watchdog.arm(SHUTDOWN_GRACE, f"did not exit within {SHUTDOWN_GRACE:.0f} s after failing")
        return EXIT_FAILED
    except Exception as exc:
        log.exception("self-test failed unexpectedly")
        report.line(f"FAILED: unexpected {type(exc).__name__}: {exc}")
        watchdog.arm(SHUTDOWN_GRACE, f"did not exit within {SHUTDOWN_GRACE:.0f} s after failing")
        return EXIT_FAILED
    report.line(f"passed in {report.elapsed:.2f} s")
    watchdog.arm(SHUTDOWN_GRACE, f"passed, but did not exit within {SHUTDOWN_GRACE:.0f} s")
    return EXIT_PASSED


async def _window_shown(desk: Desk, report: SelfTestReport) -> None:
    window = desk.window
    if window is None or not window.isVisible():
        raise SelfTestError("the main window is not shown")
    # Exposed: the platform has mapped it and it can be painted, i.e. the user sees it.
    # Qt has no signal for this, so look again on each turn of the event loop.
    for _ in range(int(_EXPOSE_WAIT / _POLL)):
        handle = window.windowHandle()
        if handle is not None and handle.isExposed():
            break
        await asyncio.sleep(_POLL)
    else:
        raise SelfTestError(f"the main window was not exposed within {_EXPOSE_WAIT:.0f} s")
    await asyncio.sleep(0)  # let the first paint run
    tabs = window.tabs.count()
    if report.window_announced:
        report.line(f"window complete: {tabs} tabs")
    else:
        report.window_announced = True
        report.line(f"window shown: {window.windowTitle()!r}, {tabs} tabs")


def _keyring_backends(report: SelfTestReport) -> None:
    # keyring finds its backends through entry points: without the package metadata
    # in the bundle it silently falls back to "no keyring" and every secret is lost.
    names = sorted(ep.name for ep in metadata.entry_points(group="keyring.backends"))
    if not names:
        raise SelfTestError("keyring has no backends: its package metadata is missing")
    import keyring

    active = type(keyring.get_keyring()).__module__
    report.line(f"keyring backends: {', '.join(names)}; in use: {active}")


def _presets(report: SelfTestReport) -> None:
    # An organisation's presets file shipped with the installer must be found and usable;
    # the program itself ignores a broken one (with a log line), the self-test does not.
    path = paths.presets_path()
    if not path.is_file():
        report.line(f"presets: none shipped ({path.name} not in {path.parent})")
        return
    profiles = load_profiles([], path)
    if not profiles:
        raise SelfTestError(f"the presets file {path} holds no usable environment")
    report.line(f"presets: {', '.join(p.name for p in profiles)} from {path}")


async def _sandbox_answers(desk: Desk, report: SelfTestReport) -> None:
    if desk.sandbox is None:
        raise SelfTestError("no embedded sandbox: start with --sandbox")
    if desk.client is None or desk.profile is None or not desk.profile.is_sandbox:
        raise SelfTestError("the window is not connected to the embedded sandbox")
    check = await desk.client.test_connection()
    if not check.ok:
        raise SelfTestError(f"the sandbox at {desk.sandbox.base_url} refused: {check.message}")
    # Connecting started a first sync and refresh; let it finish so the draft below
    # is sent by a sync of its own.
    await _finish(desk.syncing)
    report.line(f"sandbox answers at {desk.sandbox.base_url}")


async def _enter_draft(desk: Desk, report: SelfTestReport) -> tuple[str, str]:
    products = desk.products
    if products is None:
        raise SelfTestError("the products tab is missing")
    # A unique name, so the server list check cannot match a demo product.
    name = f"Zelftest deur {uuid.uuid4().hex[:8]}"
    products.new_product(
        {
            "productCategory": "Deuren",
            "subProductCategory": "Binnendeuren",
            "itemDetails": {
                "name": name,
                "productDescription": {
                    "description": "Aangemaakt door de zelftest van Reuse Desk.",
                    "languageCode": "NL",
                },
            },
            "quantity": {"quantityValue": 1, "quantityUoM": "PCE"},
            "address": {"city": "Utrecht"},
        }
    )
    draft_id = products.editing.draft_id
    if draft_id is None:
        raise SelfTestError("the products tab did not save the new draft")
    await _attach_photo(desk, draft_id, report)
    products.queue_current()
    draft = desk.store.drafts.get(draft_id)
    if draft.state not in (DraftState.QUEUED, DraftState.SYNCING, DraftState.SYNCED):
        raise SelfTestError(
            f"the draft was not queued (state {draft.state.value}): {_draft_problems(draft)}"
        )
    report.line(f"draft {draft_id} entered and queued: {name!r}")
    return draft_id, name


async def _attach_photo(desk: Desk, draft_id: str, report: SelfTestReport) -> None:
    from PySide6.QtGui import QColor, QImage

    products = desk.products
    if products is None or products.attachments is None:
        raise SelfTestError("the products tab has no attachment store")
    # A plain picture of the program's own making: the test must not depend on a
    # sample file being shipped.
    image = QImage(640, 480, QImage.Format.Format_RGB32)
    image.fill(QColor(180, 120, 60))
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "zelftest.jpg"
        if not image.save(str(path), quality=90):  # the format follows the suffix
            raise SelfTestError("could not write a test photo to the temporary folder")
        products.add_files([str(path)])
        # The copy into the data folder runs on a worker thread; the draft's list shows it.
        for _ in range(int(_ATTACH_WAIT / _POLL)):
            attached = products.attachments.list_attachments(draft_id)
            if attached:
                break
            await asyncio.sleep(_POLL)
        else:
            raise SelfTestError(f"the photo was not attached within {_ATTACH_WAIT:.0f} s")
    report.line(f"photo attached: {attached[0].file_name}")


async def _sync_draft(desk: Desk, draft_id: str, report: SelfTestReport) -> str:
    # Queueing may already have started a sync; a sync that began before the draft
    # was queued does not send it, so sync until the draft is settled (twice at most).
    for _ in range(3):
        await _finish(desk.syncing)
        draft = desk.store.drafts.get(draft_id)
        if draft.state not in (DraftState.QUEUED, DraftState.SYNCING):
            break
        task = desk.sync_now()
        if task is None:
            raise SelfTestError("the application refused to sync (offline?)")
        await _finish(task)
        if not task.cancelled() and task.exception() is not None:
            raise SelfTestError(f"the sync failed: {task.exception()}")
    draft = desk.store.drafts.get(draft_id)
    if draft.state is not DraftState.SYNCED or draft.server_id is None:
        raise SelfTestError(
            f"the draft is {draft.state.value}, not synced: {_draft_problems(draft)}"
        )
    report.line(f"draft synced as product {draft.server_id}")
    return draft.server_id


async def _server_lists(desk: Desk, server_id: str, name: str, report: SelfTestReport) -> None:
    client = desk.client
    if client is None:
        raise SelfTestError("the connection was closed during the self-test")
    products = await client.list_products()
    ours = [product for product in products if str(product.id) == server_id]
    if not ours:
        raise SelfTestError(f"product {server_id} is not in the server's list")
    listed_name = ours[0].item_details.name
    if listed_name != name:
        raise SelfTestError(f"product {server_id} is listed as {listed_name!r}, not {name!r}")
    images = len(ours[0].images)
    if images != 1:
        raise SelfTestError(f"product {server_id} has {images} images on the server, not 1")
    report.line(
        f"server lists product {server_id} {name!r} with its photo among {len(products)} products"
    )


async def _finish(task: asyncio.Future[Any] | None) -> None:
    if task is not None and not task.done():
        await asyncio.wait([task])


def _draft_problems(draft: Draft) -> str:
    parts = [f"{path}: {'; '.join(texts)}" for path, texts in draft.field_errors.items()]
    if draft.error_message:
        parts.insert(0, draft.error_message)
    return ", ".join(parts) or "no reason recorded"
