"""`reuse-desk --self-test`: prove an installed program works, end to end, then exit.

The installers' smoke test runs it on every build; support staff on a laptop that
misbehaves. Nothing is faked: the window is shown (`app.ui.application` checks), keyring's
backends and a shipped presets file are found, and a copy of a demo product with a photo
is synced to the embedded sandbox by a round of the window's own sync session
(`app.work.sync_session`; the photo prepared, which needs the bundle's image libraries) and
found in its list. The exit code is one of `app.exit_codes`. Each step prints a
`self-test: ...` line on standard output and in `self-test.log` (a windowed Windows
program has no standard output).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import os
import sys
import tempfile
import threading
import time
import uuid
from importlib import metadata
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any
from typing import Final

from app import paths
from app.api.environments import load_profiles
from app.api.environments import read_presets
from app.api.environments import read_presets_file
from app.api.updates import address_in
from app.exit_codes import ExitCode
from app.private_files import open_private
from app.store.kinds import DraftState
from app.store.kinds import RecordKind

if TYPE_CHECKING:
    from collections.abc import Awaitable
    from collections.abc import Callable

    from app.store.drafts import Draft
    from app.store.store import Store

log = logging.getLogger(__name__)

SELF_TEST_TIMEOUT: Final = 90.0
# After the checks the program still has to shut down (stop the sandbox, close the
# database); a hang there is a failure too, caught by the watchdog.
SHUTDOWN_GRACE: Final = 30.0
REPORT_FILE_NAME: Final = "self-test.log"


class SelfTestError(Exception):
    """A step did not give the expected result; the message says which and why."""


class SelfTestReport:
    """One line per step, on standard output and in the report file."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.started = time.perf_counter()
        self._lock = threading.Lock()  # the watchdog's thread writes too
        open_private(path, "w").close()

    def line(self, text: str) -> None:
        stamped = f"self-test: {text}"
        with self._lock:
            log.info("%s", stamped)
            if sys.stdout is not None:  # None in a windowed Windows program
                with contextlib.suppress(OSError, ValueError):
                    print(stamped, flush=True)
            with contextlib.suppress(OSError), open_private(self.path) as file:
                file.write(stamped + "\n")


def watchdog(report: SelfTestReport, seconds: float, reason: str) -> threading.Timer:
    """End the process after `seconds` unless the timer is cancelled, whatever the loop does
    (a blocked UI thread or a hung shutdown would keep a build machine waiting)."""

    def expire() -> None:
        report.line(f"FAILED: {reason} (hard limit; process ended)")
        logging.shutdown()
        os._exit(ExitCode.HUNG)

    timer = threading.Timer(seconds, expire)
    timer.daemon = True
    timer.start()
    return timer


@functools.cache
def the_report() -> SelfTestReport:
    """The report of this process (the window's side writes its first line)."""
    return SelfTestReport(paths.log_dir() / REPORT_FILE_NAME)


async def run_self_test(
    store: Store,
    sandbox_url: str | None,
    window_shown: Callable[[], Awaitable[str]] | None = None,
    *,
    time_limit: float = SELF_TEST_TIMEOUT,
) -> int:
    """Run every step; the process exit code. `window_shown()` is the window's step: it
    returns its line, or raises SelfTestError."""
    report = the_report()
    hard_limit = watchdog(report, time_limit + 5.0, f"no result within {time_limit + 5.0:.0f} s")
    failure: str | None = None
    try:
        async with asyncio.timeout(time_limit):
            if window_shown is not None:
                report.line(await window_shown())
            _keyring_backends(report)
            _presets(report)
            await _steps_with_the_sandbox(store, sandbox_url, report)
    except SelfTestError as exc:
        failure = str(exc)
    except TimeoutError:
        failure = f"not finished within {time_limit:.0f} s"
    except Exception as exc:
        log.exception("self-test failed unexpectedly")
        failure = f"unexpected {type(exc).__name__}: {exc}"
    hard_limit.cancel()
    passed = f"passed in {time.perf_counter() - report.started:.2f} s"
    report.line(passed if failure is None else f"FAILED: {failure}")
    watchdog(report, SHUTDOWN_GRACE, f"did not exit within {SHUTDOWN_GRACE:.0f} s of the result")
    return ExitCode.DONE if failure is None else ExitCode.LEFT_FOR_YOU


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
    content = read_presets_file(path)
    if content is None:
        raise SelfTestError(f"the presets file {path} cannot be read")
    profiles = load_profiles([], path)
    # A file may hold only the update check's address; environments it names must work.
    if read_presets(path) and not profiles:
        raise SelfTestError(f"the presets file {path} holds no usable environment")
    names = ", ".join(p.name for p in profiles) or "no environments"
    report.line(f"presets: {names} from {path}")
    try:
        address = address_in(content)
    except ValueError as exc:
        refused = f"the presets file {path} names an update address refused: {exc}"
        raise SelfTestError(refused) from exc
    report.line(f"update check: {address or 'off'}")


async def _steps_with_the_sandbox(
    store: Store, sandbox_url: str | None, report: SelfTestReport
) -> None:
    from app.api.client import ServiceClient
    from app.api.environments import sandbox_profile
    from app.api.environments import sandbox_secrets
    from app.sync.service import ClientGateway
    from app.work.sync_session import SyncRound

    if sandbox_url is None:
        raise SelfTestError("no embedded sandbox: start with --sandbox")
    profile = sandbox_profile(sandbox_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as client:
        check = await client.test_connection()
        if not check.ok:
            refusal = check.error or check.notice
            raise SelfTestError(f"the sandbox at {sandbox_url} refused: {refusal}")
        report.line(f"sandbox answers at {sandbox_url}")
        demo = await client.list_products()
        if not demo:
            raise SelfTestError(f"the sandbox at {sandbox_url} lists no demo product")
        draft_id, name = _enter_draft(store, report, demo[0].model_dump(mode="json", by_alias=True))

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        if (await SyncRound(store, connect).run()).value.unreachable:
            raise SelfTestError("the sync could not reach the sandbox")
        draft = store.drafts.get(draft_id)
        if draft.state is not DraftState.SYNCED or draft.server_id is None:
            raise SelfTestError(
                f"the draft is {draft.state.value}, not synced: {_draft_problems(draft)}"
            )
        server_id = draft.server_id
        report.line(f"draft synced as product {server_id}")
        products = await client.list_products()
    listed = [(p.item_details.name, len(p.images)) for p in products if str(p.id) == server_id]
    if listed != [(name, 1)]:
        # What the server lists as this product: (name, number of images), if anything.
        raise SelfTestError(f"product {server_id} is listed as {listed}, not as [({name!r}, 1)]")
    report.line(
        f"server lists product {server_id} {name!r} with its photo among {len(products)} products"
    )


def _enter_draft(store: Store, report: SelfTestReport, demo: dict[str, Any]) -> tuple[str, str]:
    """A copy of a demo product under a new name, with a photo of its own."""
    from PIL import Image

    from app.api.products import ProductRequest
    from app.api.schema import set_path
    from app.api.schema import title_path

    # A unique name, so the server list check cannot match a demo product.
    name = f"Zelftest {uuid.uuid4().hex[:8]}"
    content = ProductRequest.content_from_server(demo)
    set_path(content, title_path(ProductRequest), name)
    draft = store.drafts.create_draft(RecordKind.PRODUCT, content)
    # A plain picture of the program's own making: the test must not depend on a sample
    # file being shipped.
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "zelftest.jpg"
        Image.new("RGB", (640, 480), (180, 120, 60)).save(path, quality=90)
        attached = store.attachments.attach_file(draft.id, path)
    report.line(f"photo attached: {attached.file_name}")
    queued = store.drafts.mark_queued(draft.id)
    if queued.state is not DraftState.QUEUED:
        raise SelfTestError(f"the draft was not queued: {_draft_problems(queued)}")
    report.line(f"draft {draft.id} entered and queued: {name!r}")
    return draft.id, name


def _draft_problems(draft: Draft) -> str:
    # For the log of a build machine: the codes and parameters as the store keeps them.
    problems = [draft.error_message, *(f"{path}: {p}" for path, p in draft.field_errors.items())]
    return ", ".join(str(problem) for problem in problems if problem) or "no reason recorded"
