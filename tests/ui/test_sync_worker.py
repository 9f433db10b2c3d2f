"""The sync engine runs on its own thread: the window only sees progress and the outcome.

Real window (offscreen), real store, real HTTP to the sandbox on loopback.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.secrets import MemorySecretStore
from app.settings import UiSettings
from app.store.attachments import AttachmentRole
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.service import ServerView
from app.ui.desk import Desk
from tests.imaging.samples import encode_jpeg
from tests.imaging.samples import two_colour_image
from tests.sync.helpers import product_content
from tests.ui.conftest import sync_over

# Enough records that a sync is still under way when the test steps in.
MANY = 40


def _run(qtbot: QtBot, coro: Any, timeout: int = 30_000) -> Any:
    task = asyncio.ensure_future(coro)
    qtbot.waitUntil(task.done, timeout=timeout)
    return task.result()


def _queue_products(store: Store, folder: Path, count: int) -> list[str]:
    """`count` queued product drafts, each with one small photo."""
    photo = folder / "foto.jpg"
    photo.write_bytes(encode_jpeg(two_colour_image(64, 48), quality=70))
    ids = []
    for index in range(count):
        draft = store.drafts.create_draft(
            RecordKind.PRODUCT, product_content(f"Werkthread deur {index}")
        )
        store.attachments.attach_file(draft.id, photo, AttachmentRole.IMAGE)
        ids.append(store.drafts.mark_queued(draft.id).id)
    return ids


def _synced(store: Store) -> int:
    return store.drafts.count_by_state(RecordKind.PRODUCT)[DraftState.SYNCED]


def _server_products(qtbot: QtBot, sandbox: Any) -> list[dict[str, Any]]:
    async def fetch() -> list[dict[str, Any]]:
        profile = sandbox_profile(sandbox.base_url)
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            products = await client.list_products()
        return [p.model_dump(mode="json", by_alias=True) for p in products]

    result: list[dict[str, Any]] = _run(qtbot, fetch())
    return result


def _assert_each_sent_once(qtbot: QtBot, sandbox: Any, store: Store, ids: list[str]) -> None:
    drafts = [store.drafts.get(draft_id) for draft_id in ids]
    assert {d.state for d in drafts} == {DraftState.SYNCED}
    products = _server_products(qtbot, sandbox)
    names = sorted(p["itemDetails"]["name"] for p in products)
    assert names == sorted(f"Werkthread deur {i}" for i in range(len(ids)))
    assert sorted(str(p["id"]) for p in products) == sorted(str(d.server_id) for d in drafts)
    for product in products:
        assert len(ServerView.attachment_refs(product, AttachmentRole.IMAGE)) == 1


@pytest.fixture
def new_desk(qtbot: QtBot, qloop: asyncio.AbstractEventLoop) -> Iterator[Callable[..., Desk]]:
    """A started window over the data folder, not yet connected (nothing syncs yet)."""
    opened: list[Desk] = []

    def open_(sandbox: Any) -> Desk:
        desk = Desk(
            Store.open(),
            settings=UiSettings(auto_sync=False),
            sandbox_url=sandbox.base_url if sandbox is not None else None,
            secrets=MemorySecretStore(),
        )
        opened.append(desk)
        _run(qtbot, desk.start())
        assert desk.window is not None
        qtbot.addWidget(desk.window)
        desk.window.show()
        return desk

    yield open_
    for desk in opened:
        if not desk.is_shut_down:
            _close(qtbot, desk)


def _close(qtbot: QtBot, desk: Desk) -> None:
    """What closing the window does: the application shuts the desk down."""
    if desk.window is not None and desk.window.isVisible():
        desk.window.close()
    _run(qtbot, desk.shutdown())
    desk.close_store()


def _wait_for_sync(qtbot: QtBot, desk: Desk) -> None:
    assert desk.sync.syncing is not None
    qtbot.waitUntil(lambda: sync_over(desk), timeout=30_000)


def test_the_engine_runs_on_its_own_thread_and_progress_reaches_the_ui_thread(
    qtbot: QtBot, new_desk: Callable[..., Desk], sandbox: Any, tmp_path: Path
) -> None:
    desk = new_desk(sandbox)
    ids = _queue_products(desk.store, tmp_path, 5)
    assert desk.window is not None
    shown: list[tuple[int, int, int]] = []
    original = desk.window.status.set_progress

    def record(done: int, total: int) -> None:
        shown.append((done, total, threading.get_ident()))
        original(done, total)

    desk.window.status.set_progress = record  # type: ignore[method-assign]
    desk.sync.connect_initial()  # connecting starts the sync
    _wait_for_sync(qtbot, desk)

    ui_thread = threading.get_ident()
    assert desk.sync.worker.engine_thread_id is not None
    assert desk.sync.worker.engine_thread_id != ui_thread
    assert desk.sync.worker.thread is not None
    assert desk.sync.worker.thread.ident == desk.sync.worker.engine_thread_id
    assert {thread for *_, thread in shown} == {ui_thread}
    assert (5, 5) in [(done, total) for done, total, _ in shown]
    assert shown[-1][:2] == (0, 0)  # the bar is cleared when the sync ends
    assert desk.sync.last_sync is not None
    assert len(desk.sync.last_sync.synced) == 5
    _assert_each_sent_once(qtbot, sandbox, desk.store, ids)


def test_cancel_mid_sync_then_sync_again_sends_each_draft_once(
    qtbot: QtBot, new_desk: Callable[..., Desk], sandbox: Any, tmp_path: Path
) -> None:
    desk = new_desk(sandbox)
    ids = _queue_products(desk.store, tmp_path, MANY)
    desk.sync.connect_initial()
    first = desk.sync.syncing
    assert first is not None
    qtbot.waitUntil(lambda: _synced(desk.store) >= 1, timeout=30_000)
    first.cancel()
    qtbot.waitUntil(first.done, timeout=30_000)
    assert first.cancelled()
    counts = desk.store.drafts.count_by_state(RecordKind.PRODUCT)
    # Nothing is left half-way: a draft is queued again or synced.
    assert counts[DraftState.SYNCING] == 0
    assert 0 < counts[DraftState.SYNCED] < MANY

    second = desk.sync_now()
    assert second is not None
    assert second is not first
    qtbot.waitUntil(second.done, timeout=30_000)
    assert second.exception() is None
    _assert_each_sent_once(qtbot, sandbox, desk.store, ids)


def test_work_queued_during_a_sync_goes_in_one_more_run(
    qtbot: QtBot, new_desk: Callable[..., Desk], sandbox: Any, tmp_path: Path
) -> None:
    desk = new_desk(sandbox)
    ids = _queue_products(desk.store, tmp_path, MANY)
    desk.sync.connect_initial()
    first = desk.sync.syncing
    assert first is not None

    def sending() -> bool:
        return desk.store.drafts.count_by_state(RecordKind.PRODUCT)[DraftState.SYNCING] > 0

    # A draft on its way: the run has read its outbox, so a draft queued now is not in it.
    qtbot.waitUntil(sending, timeout=30_000)
    photo = tmp_path / "foto.jpg"
    late = desk.store.drafts.create_draft(
        RecordKind.PRODUCT, product_content(f"Werkthread deur {MANY}")
    )
    desk.store.attachments.attach_file(late.id, photo, AttachmentRole.IMAGE)
    desk.store.drafts.mark_queued(late.id)
    assert desk.sync_now() is first  # the Ctrl+Enter of a queued draft, mid-sync
    qtbot.waitUntil(first.done, timeout=30_000)
    # No schedule runs in this window (auto_sync off): only the follow-up can send it.
    qtbot.waitUntil(
        lambda: desk.store.drafts.get(late.id).state is DraftState.SYNCED, timeout=30_000
    )
    assert desk.sync.syncing is not first
    qtbot.waitUntil(lambda: desk.sync.syncing is not None and sync_over(desk), timeout=30_000)
    _assert_each_sent_once(qtbot, sandbox, desk.store, [*ids, late.id])


def test_closing_the_window_mid_sync_joins_the_thread_and_loses_nothing(
    qtbot: QtBot, new_desk: Callable[..., Desk], sandbox: Any, tmp_path: Path
) -> None:
    desk = new_desk(sandbox)
    ids = _queue_products(desk.store, tmp_path, MANY)
    desk.sync.connect_initial()
    qtbot.waitUntil(lambda: _synced(desk.store) >= 1, timeout=30_000)
    thread = desk.sync.worker.thread
    assert thread is not None
    assert thread.is_alive()

    _close(qtbot, desk)
    assert not thread.is_alive()
    assert desk.sync.worker.thread is None

    again = new_desk(sandbox)
    assert _synced(again.store) < MANY
    assert again.store.drafts.count_by_state(RecordKind.PRODUCT)[DraftState.SYNCING] == 0
    again.sync.connect_initial()
    _wait_for_sync(qtbot, again)
    _assert_each_sent_once(qtbot, sandbox, again.store, ids)


def test_a_sync_after_the_thread_stopped_starts_a_fresh_one(
    qtbot: QtBot, new_desk: Callable[..., Desk], sandbox: Any, tmp_path: Path
) -> None:
    desk = new_desk(sandbox)
    ids = _queue_products(desk.store, tmp_path, 3)
    desk.sync.connect_initial()
    _wait_for_sync(qtbot, desk)
    _assert_each_sent_once(qtbot, sandbox, desk.store, ids)

    first_thread = desk.sync.worker.thread
    assert first_thread is not None
    assert _run(qtbot, desk.sync.worker.stop())
    assert not first_thread.is_alive()
    again = desk.sync_now()
    assert again is not None
    # Its end taken in too (the report kept): a task is done a turn before its callbacks.
    qtbot.waitUntil(lambda: desk.sync.syncing is again and sync_over(desk), timeout=30_000)
    assert again.exception() is None
    assert desk.sync.last_sync is not None
    assert desk.sync.last_sync.outcomes == {}
    assert desk.sync.worker.thread is not None
    assert desk.sync.worker.thread is not first_thread


class _QtLoopsOnlyPolicy(asyncio.DefaultEventLoopPolicy):
    """Like the policy `qasync.run` installs on Python 3.11: its loops belong to Qt's thread."""

    def new_event_loop(self) -> asyncio.AbstractEventLoop:
        raise AssertionError("a sync thread asked the policy for a Qt event loop")


def test_the_sync_thread_makes_its_own_loop_under_qasyncs_policy(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    new_desk: Callable[..., Desk],
    sandbox: Any,
    tmp_path: Path,
) -> None:
    desk = new_desk(sandbox)
    ids = _queue_products(desk.store, tmp_path, 2)
    policy = asyncio.get_event_loop_policy()
    asyncio.set_event_loop_policy(_QtLoopsOnlyPolicy())
    try:
        asyncio.set_event_loop(qloop)
        desk.sync.connect_initial()
        _wait_for_sync(qtbot, desk)
        assert desk.sync.syncing is not None
        assert desk.sync.syncing.exception() is None
        _assert_each_sent_once(qtbot, sandbox, desk.store, ids)
    finally:
        asyncio.set_event_loop_policy(policy)
        asyncio.set_event_loop(qloop)


def test_a_run_hands_the_interpreter_to_the_window_promptly_and_puts_it_back(
    qtbot: QtBot, new_desk: Callable[..., Desk], sandbox: Any, tmp_path: Path
) -> None:
    """While the engine runs, a thread waiting for the interpreter gets it within 0.2 ms
    (`app.ui.interpreter_turns`); after the run the interval is the process's own again."""
    import sys

    from app.ui.interpreter_turns import PROMPT_INTERVAL

    desk = new_desk(sandbox)
    before = sys.getswitchinterval()
    assert before > PROMPT_INTERVAL
    _queue_products(desk.store, tmp_path, 3)
    assert desk.window is not None
    during: list[float] = []
    original = desk.window.status.set_progress

    def record(done: int, total: int) -> None:
        if total:  # a run under way
            during.append(sys.getswitchinterval())
        original(done, total)

    desk.window.status.set_progress = record  # type: ignore[method-assign]
    desk.sync.connect_initial()
    _wait_for_sync(qtbot, desk)
    # Progress is shown on the UI thread a moment later: some readings come after the run.
    assert min(during) == pytest.approx(PROMPT_INTERVAL)
    assert sys.getswitchinterval() == pytest.approx(before)


@pytest.mark.parametrize(("cores", "threads"), [(1, 1), (2, 2), (3, 3), (8, 4)])
def test_the_photo_threads_are_no_more_than_the_cores(
    monkeypatch: pytest.MonkeyPatch, cores: int, threads: int
) -> None:
    """One per record in flight, but a thread more than the cores only waits its turn
    holding the interpreter (`sync_thread.work_threads`)."""
    import os

    from app.ui import sync_thread

    if hasattr(os, "sched_getaffinity"):
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid: set(range(cores)))
    else:
        monkeypatch.setattr(os, "cpu_count", lambda: cores)
    assert sync_thread.work_threads() == threads


def test_a_run_prepares_its_photos_on_as_many_threads_as_there_are_cores(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    new_desk: Callable[..., Desk],
    sandbox: Any,
    tmp_path: Path,
) -> None:
    from app.ui import sync_thread

    monkeypatch.setattr(sync_thread, "work_threads", lambda: 2)
    desk = new_desk(sandbox)
    ids = _queue_products(desk.store, tmp_path, 6)
    desk.sync.connect_initial()
    _wait_for_sync(qtbot, desk)
    _assert_each_sent_once(qtbot, sandbox, desk.store, ids)
    workers = {t.name for t in threading.enumerate() if t.name.startswith("sync-work_")}
    assert 1 <= len(workers) <= 2


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux nice levels per thread")
def test_the_engine_keeps_the_windows_priority_and_the_photo_threads_step_back(
    qtbot: QtBot, new_desk: Callable[..., Desk], sandbox: Any, tmp_path: Path
) -> None:
    """The engine's thread holds the GIL in short turns: set aside for a busier program it
    would keep the window waiting; the photo threads, flat out in native code, step back."""
    import os

    from app.ui.sync_thread import BACKGROUND_NICENESS

    seen: dict[str, int] = {}
    desk = new_desk(sandbox)
    ids = _queue_products(desk.store, tmp_path, 4)
    desk.sync.connect_initial()
    _wait_for_sync(qtbot, desk)
    _assert_each_sent_once(qtbot, sandbox, desk.store, ids)
    for thread in threading.enumerate():
        if thread.name == "sync-worker" or thread.name.startswith("sync-work_"):
            assert thread.native_id is not None
            seen[thread.name] = os.getpriority(os.PRIO_PROCESS, thread.native_id)
    window = os.getpriority(os.PRIO_PROCESS, os.getpid())
    assert seen["sync-worker"] == window
    photo_threads = [nice for name, nice in seen.items() if name != "sync-worker"]
    assert photo_threads
    assert all(nice == min(window + BACKGROUND_NICENESS, 19) for nice in photo_threads)
