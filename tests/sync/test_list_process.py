"""A long server list read on by a process of its own (`app.sync.list_process`): real
processes, the real sandbox on loopback, the real store file. The engine is paused after
the first page until the process is ready, so the read is always handed over here (on a
busy machine the sync would otherwise read a short list whole before the process is up)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

import pytest

from app.api.errors import ServiceError
from app.api.errors import Unauthorized
from app.store import listing
from app.store.errors import StoreError
from app.store.kinds import RecordKind
from app.sync import list_loader
from app.sync.engine import SyncEngine
from app.sync.list_loader import ended
from app.sync.list_orders import PAUSE
from app.sync.list_orders import RESUME
from app.sync.list_orders import STOP
from app.sync.list_orders import ErrorInfo
from app.sync.list_process import ListProcess
from app.sync.progress import SyncProgress
from app.sync.progress import SyncReport
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PER_PAGE = 20
WAIT_SECONDS = 60.0
STALE_ID = "999999"


def _fill(sandbox: Any, count: int) -> list[str]:
    """`count` products straight into the sandbox's database; every third not public."""
    docs = []
    for n in range(count):
        status = "Gereserveerd" if n % 3 == 0 else "Beschikbaar"
        doc = product_content(f"Deur {n:05d}", validityInformation={"statusCode": status})
        docs.append((doc, None))
    return [str(i) for i in sandbox._db.insert_products(docs)]


async def _until(condition: Callable[[], bool], what: str) -> None:
    """Wait (on the loop, never blocking it) until `condition` holds: it is the state of
    another process, which tells no event here."""
    async with asyncio.timeout(WAIT_SECONDS):
        while not condition():  # noqa: ASYNC110
            await asyncio.sleep(0.005)
    assert condition(), what


class _Run:
    """A run of the engine over a gateway of `PER_PAGE` items a page, paused as soon as the
    first products are stored and resumed once the list process is ready."""

    def __init__(self, bench: Workbench) -> None:
        self.client = bench.client()

        async def connect() -> ClientGateway:
            return ClientGateway(self.client, per_page=PER_PAGE)

        self.engine = SyncEngine(bench.store, connect, retry=FAST_RETRY, own_process_from=1)
        self.listed: list[int] = []
        self.engine.progress.subscribe(self._heard)

    def _heard(self, progress: SyncProgress) -> None:
        if progress.listing == RecordKind.PRODUCT and progress.listed:
            if not self.listed:
                self.engine.pause()  # after the first page: the process starts meanwhile
            self.listed.append(progress.listed)

    @property
    def helper(self) -> ListProcess | None:
        return self.engine._helper

    async def handed_over(self) -> asyncio.Task[SyncReport]:
        """The run started, and the read handed to the process (the engine resumed)."""
        task = asyncio.ensure_future(self.engine.run_once())
        await _until(lambda: self.helper is not None and self.helper.ready, "process ready")
        self.engine.resume()
        return task

    async def reading_on(self) -> tuple[asyncio.Task[SyncReport], ListProcess]:
        """`handed_over`, then one more batch stored; with the process reading."""
        task = await self.handed_over()
        helper = self.helper
        assert helper is not None
        handed = self.listed[-1]
        await _until(lambda: self.listed[-1] > handed, "the process stored a batch")
        return task, helper

    async def close(self) -> None:
        await self.client.aclose()


async def _next_run_completes(bench: Workbench, ids: list[str]) -> None:
    """A run read here goes on where the stored batches left the read, and completes it."""
    async with bench.engine(own_process_from=None) as engine:
        again = await engine.run_once()
    assert not again.unreachable
    assert bench.store.cache.server_ids(RecordKind.PRODUCT) == set(ids)


@pytest.fixture(autouse=True)
def _a_batch_a_page(monkeypatch: pytest.MonkeyPatch) -> None:
    # Every page a batch here: a read can be handed over after any page.
    monkeypatch.setattr(list_loader, "BATCH", PER_PAGE)


def _flags(bench: Workbench) -> dict[str, bool | None]:
    rows = bench.database.query("SELECT server_id, public FROM server_items WHERE kind = 'product'")
    return {row[0]: None if row[1] is None else bool(row[1]) for row in rows}


@pytest.mark.asyncio
async def test_a_long_list_is_read_on_by_a_process_of_its_own_exactly_as_here(
    bench: Workbench, sandbox: Any, caplog: pytest.LogCaptureFixture
) -> None:
    ids = _fill(sandbox, 300)
    # A product the service no longer lists: the whole read, here and there, takes it out.
    stale = product_content("Weg") | {"id": int(STALE_ID)}
    bench.store.cache.replace_server_list(RecordKind.PRODUCT, [stale])
    caplog.set_level(logging.INFO)
    run = _Run(bench)
    try:
        report = await (await run.handed_over())
    finally:
        await run.close()

    assert not report.unreachable
    assert not report.cancelled
    assert any("by a process of its own" in r.getMessage() for r in caplog.records)
    flags = _flags(bench)
    assert set(flags) == set(ids)  # every item, once; the stale one gone
    # The public flags, read by the process beside the products, given to all of them.
    assert flags == {sid: n % 3 != 0 for n, sid in enumerate(ids)}
    # The window is told how far the process got, up to the whole list.
    assert run.listed[-1] == len(ids)
    assert run.listed == sorted(run.listed)
    assert run.helper is None  # stopped with the run
    # The sort indexes a first load leaves to its end, built by the process that ended it.
    indexes = bench.database.column("SELECT name FROM sqlite_master WHERE type = 'index'")
    assert set(listing.SORT_INDEXES) <= set(indexes)


@pytest.mark.asyncio
async def test_a_paused_run_pauses_the_process_and_a_cancel_stops_it_keeping_what_it_stored(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 2_000)
    run = _Run(bench)
    try:
        task, helper = await run.reading_on()
        run.engine.pause()
        stored_when_paused = len(bench.store.cache.server_ids(RecordKind.PRODUCT))
        run.engine.cancel()
        report = await task
    finally:
        await run.close()

    assert report.cancelled
    assert helper._process._closed  # type: ignore[attr-defined]  # joined and closed
    stored = bench.store.cache.server_ids(RecordKind.PRODUCT)
    # Paused, it asked for no page past the ones in flight: far from the whole list.
    assert stored_when_paused <= len(stored) < len(ids)

    # The next run goes on where the stored batches left the read, and completes it.
    await _next_run_completes(bench, ids)


@pytest.mark.asyncio
async def test_a_process_killed_mid_read_fails_only_this_refresh_and_the_next_resumes(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 2_000)
    run = _Run(bench)
    try:
        task, helper = await run.reading_on()
        helper._process.kill()
        report = await task
    finally:
        await run.close()

    # The sync itself went through; the list is refreshed next time, nothing taken out.
    assert not report.unreachable
    assert not report.cancelled
    assert len(bench.store.cache.server_ids(RecordKind.PRODUCT)) < len(ids)
    await _next_run_completes(bench, ids)


@pytest.mark.asyncio
async def test_the_process_ends_when_the_sync_is_gone_before_it_was_given_a_read() -> None:
    helper = await ListProcess.start()
    assert helper is not None
    await _until(lambda: helper.ready, "process ready")
    process = helper._process
    helper._orders.close()  # the sync's end of the pipe gone, as when its process dies
    await asyncio.to_thread(process.join, 30)
    assert process.exitcode == 0


def test_a_failure_crosses_from_the_process_as_the_same_kind_with_its_code() -> None:
    refused = Unauthorized("token refused", status=401)
    revived = ErrorInfo.of(refused).revived()
    assert type(revived) is Unauthorized
    assert (revived.code, revived.status, revived.detail) == (refused.code, 401, "token refused")
    # Not of the service (the store's disk full, a bug): the list is not refreshed this
    # time, as a failing service would leave it.
    other = ErrorInfo.of(StoreError("disk full")).revived()
    assert type(other) is ServiceError
    assert "disk full" in other.detail
    # A name that is no error of the program's is never looked up as a class.
    planted = ErrorInfo("os.system", "x").revived()
    assert type(planted) is ServiceError


@pytest.mark.asyncio
async def test_a_cancel_while_a_write_is_waited_for_is_raised_once_the_write_has_ended() -> None:
    # Swallowed, a run cancelled while it waited for the last batch's write went on to
    # hand its read to a paused process, and waited for it for ever.
    release = asyncio.Event()

    async def write() -> None:
        await release.wait()

    work = asyncio.ensure_future(write())
    waiting = asyncio.ensure_future(ended(work))
    await asyncio.sleep(0)  # the waiter is waiting
    waiting.cancel()
    await asyncio.sleep(0)
    assert not waiting.done()  # the write is still waited for
    release.set()
    with pytest.raises(asyncio.CancelledError):
        await waiting
    assert work.done()
    assert not work.cancelled()


def test_steering_after_the_read_has_ended_is_let_go_not_raised() -> None:
    # Found by the attack: a pause after the read's loop had closed killed the steering
    # thread with a traceback on the stderr the process shares with the sync.
    import multiprocessing
    import threading

    from app.sync import list_child

    loop = asyncio.new_event_loop()
    task = loop.create_task(asyncio.sleep(0))
    loop.run_until_complete(task)
    loop.close()
    reader, writer = multiprocessing.Pipe(duplex=False)
    for message in (PAUSE, RESUME, STOP):
        writer.send(message)
    failures: list[BaseException] = []
    hook = threading.excepthook
    threading.excepthook = lambda args: failures.append(args.exc_value)  # type: ignore[assignment,misc]
    try:
        steering = threading.Thread(
            target=list_child._obey, args=(reader, loop, asyncio.Event(), task)
        )
        steering.start()
        steering.join(WAIT_SECONDS)
    finally:
        threading.excepthook = hook
    assert not steering.is_alive()
    assert failures == []
