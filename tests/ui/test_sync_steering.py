"""The window's sync follows the connection, and the user pauses, resumes and cancels it.

Real window (offscreen), real store, real HTTP to the sandbox on loopback; the sandbox is
stopped and started again on the same port, and slowed down by its own delay fault.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import httpx
import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.secrets import MemorySecretStore
from app.sandbox import SandboxServer
from app.settings import UiSettings
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.engine import DEFAULT_CONCURRENCY
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress
from app.ui import i18n
from app.ui.desk import Desk
from tests.sync.helpers import product_content
from tests.ui.conftest import run

WAIT_MS = 30_000


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    """The texts asserted below are the English ones."""
    i18n.install_language("en")


class Rounds:
    """Counts the engine's rounds on the sync thread, and the most ever at once."""

    def __init__(self, desk: Desk) -> None:
        self.started = self.at_once = self.most_at_once = 0
        self._lock = threading.Lock()
        sync = desk.sync.worker.sync

        async def counted(*args: Any) -> Any:
            with self._lock:
                self.started += 1
                self.at_once += 1
                self.most_at_once = max(self.most_at_once, self.at_once)
            try:
                return await sync(*args)
            finally:
                with self._lock:
                    self.at_once -= 1

        desk.sync.worker.sync = counted  # type: ignore[method-assign]


@pytest.fixture
def window(qtbot: QtBot, qloop: asyncio.AbstractEventLoop) -> Iterator[Callable[..., Desk]]:
    """`window(sandbox, auto_sync=...)`: a started window over the data folder, connected
    (the first round waited for); shut down at the end of the test."""
    opened: list[Desk] = []

    def open_(sandbox: SandboxServer, *, auto_sync: bool) -> Desk:
        desk = Desk(
            Store.open(),
            settings=UiSettings(auto_sync=auto_sync),
            sandbox_url=sandbox.base_url,
            secrets=MemorySecretStore(),
        )
        opened.append(desk)
        run(qtbot, desk.start())
        assert desk.window is not None
        qtbot.addWidget(desk.window)
        desk.window.show()
        return desk

    yield open_
    for desk in opened:
        if desk.window is not None and desk.window.isVisible():
            desk.window.close()
        run(qtbot, desk.shutdown())
        desk.close_store()


def _queue(store: Store, names: list[str]) -> list[str]:
    drafts = store.drafts
    return [
        drafts.mark_queued(drafts.create_draft(RecordKind.PRODUCT, product_content(n)).id).id
        for n in names
    ]


def _states(store: Store) -> dict[DraftState, int]:
    return store.drafts.count_by_state(RecordKind.PRODUCT)


def _held_round(qtbot: QtBot, desk: Desk, sandbox: SandboxServer) -> int:
    """Records synced by the store once it agrees with the server (a paused round)."""
    deadline = time.monotonic() + WAIT_MS / 1000
    while (on_server := len(_server_names(qtbot, sandbox))) != _states(desk.store)[
        DraftState.SYNCED
    ]:
        assert time.monotonic() < deadline, "the store never said what the server has"
    return on_server


def _server_names(qtbot: QtBot, sandbox: SandboxServer) -> list[str]:
    async def fetch() -> list[str]:
        profile = sandbox_profile(sandbox.base_url)
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            return sorted(p.item_details.name for p in await client.list_products())

    names: list[str] = run(qtbot, fetch())
    return names


def _wait_for_round(qtbot: QtBot, desk: Desk) -> None:
    qtbot.waitUntil(lambda: not desk.sync.running, timeout=WAIT_MS)
    # The round's callbacks (summary, counts, steering) run in the next turn.
    assert desk.window is not None
    qtbot.waitUntil(desk.window.sync_action.isEnabled)


def _connect(qtbot: QtBot, desk: Desk) -> None:
    desk.sync.connect_initial()
    _wait_for_round(qtbot, desk)
    qtbot.waitUntil(lambda: desk.sync.online, timeout=WAIT_MS)


def test_queued_drafts_go_soon_after_the_service_answers_again(
    qtbot: QtBot, window: Callable[..., Desk], tmp_path: Path
) -> None:
    database = tmp_path / "service.db"
    service = SandboxServer(db_path=database).start()
    port = urlsplit(service.base_url).port
    desk = window(service, auto_sync=True)
    rounds = Rounds(desk)
    _connect(qtbot, desk)
    assert desk.window is not None
    status = desk.window.status
    assert status.online_label.text() == "Online"

    service.stop()
    names = [f"Na de storing {i}" for i in range(3)]
    ids = _queue(desk.store, names)
    desk.after_queue()  # what Ctrl+Enter does: the round finds the service gone
    qtbot.waitUntil(lambda: not desk.sync.online, timeout=WAIT_MS)
    assert status.online_label.text() == "Offline"
    assert not desk.sync_status.online
    assert desk.sync_status.next_attempt is None  # no round planned while unreachable
    _wait_for_round(qtbot, desk)
    started_offline = rounds.started
    assert _states(desk.store)[DraftState.QUEUED] == 3

    again = SandboxServer(db_path=database, port=port or 0).start()
    try:
        assert again.base_url == service.base_url
        # No click: the probe finds the service, and a round sends what waits.
        qtbot.waitUntil(lambda: _states(desk.store)[DraftState.SYNCED] == 3, timeout=WAIT_MS)
        _wait_for_round(qtbot, desk)
        assert rounds.started > started_offline
        assert status.online_label.text() == "Online"
        assert desk.sync_status.online
        assert desk.sync_status.next_attempt is not None  # the periodic round
        assert _server_names(qtbot, again) == sorted(names)
        assert {desk.store.drafts.get(i).state for i in ids} == {DraftState.SYNCED}
        assert rounds.most_at_once == 1
    finally:
        again.stop()


def test_pause_holds_the_round_and_resume_finishes_the_same_round(
    qtbot: QtBot, window: Callable[..., Desk], sandbox: SandboxServer
) -> None:
    desk = window(sandbox, auto_sync=False)
    assert desk.window is not None
    main = desk.window
    rounds = Rounds(desk)
    _connect(qtbot, desk)
    names = [f"Gepauzeerde deur {i}" for i in range(12)]
    ids = _queue(desk.store, names)
    phases: list[SyncPhase] = []
    take = desk.sync_status.take_progress

    def record(progress: SyncProgress) -> None:
        phases.append(progress.phase)
        take(progress)

    desk.sync_status.take_progress = record  # type: ignore[method-assign]
    sandbox.set_faults(1.0, ["delay"])  # every request takes a second or more
    main.sync_action.trigger()
    first = desk.sync.syncing
    assert first is not None
    assert main.cancel_sync_action.isEnabled()
    assert main.pause_sync_action.isEnabled()
    assert not main.resume_sync_action.isEnabled()
    qtbot.waitUntil(lambda: _states(desk.store)[DraftState.SYNCED] >= 1, timeout=WAIT_MS)

    main.pause_sync_action.trigger()
    assert desk.sync.paused
    assert desk.sync_status.paused
    assert main.resume_sync_action.isEnabled()
    assert not main.pause_sync_action.isEnabled()
    assert main.status.paused_label.isVisible()
    assert main.status.steering.isVisible()
    assert main.status.steering.defaultAction() is main.resume_sync_action
    # The engine says it paused; the requests then in flight finish (one per worker at
    # most), no new one starts: the round holds with drafts still to send.
    qtbot.waitUntil(lambda: SyncPhase.PAUSED in phases, timeout=WAIT_MS)
    synced_at_pause = _states(desk.store)[DraftState.SYNCED]
    # Once those are answered the store, which the window reads, says every record the
    # server has (each listing waits a second or more, so this looks a few times at most).
    held = _held_round(qtbot, desk, sandbox)
    assert synced_at_pause <= held <= synced_at_pause + DEFAULT_CONCURRENCY < len(names)
    assert len(_server_names(qtbot, sandbox)) == held
    assert not first.done()
    # Queued work and the clock start nothing while paused.
    desk.after_queue()
    desk.sync._sync_by_itself()
    assert desk.sync.syncing is first

    sandbox.set_faults(0.0)
    main.resume_sync_action.trigger()
    assert not desk.sync.paused
    assert not main.status.paused_label.isVisible()
    qtbot.waitUntil(first.done, timeout=WAIT_MS)
    _wait_for_round(qtbot, desk)
    assert first.exception() is None
    assert desk.sync.syncing is first  # the same round went on
    assert rounds.started == 2  # the connection's round, and this one
    assert rounds.most_at_once == 1
    assert _server_names(qtbot, sandbox) == sorted(names)
    assert {desk.store.drafts.get(i).state for i in ids} == {DraftState.SYNCED}
    assert not main.cancel_sync_action.isEnabled()
    assert not main.status.steering.isVisible()


@pytest.mark.parametrize("paused_first", [False, True], ids=["running", "paused"])
def test_cancel_with_creates_in_flight_then_sync_sends_each_draft_once(
    qtbot: QtBot, window: Callable[..., Desk], sandbox: SandboxServer, paused_first: bool
) -> None:
    desk = window(sandbox, auto_sync=False)
    assert desk.window is not None
    main = desk.window
    rounds = Rounds(desk)
    _connect(qtbot, desk)
    names = [f"Geannuleerde deur {i}" for i in range(12)]
    ids = _queue(desk.store, names)
    sandbox.set_faults(1.0, ["delay"])
    main.sync_action.trigger()
    first = desk.sync.syncing
    assert first is not None

    def create_in_flight() -> bool:
        drafts = [desk.store.drafts.get(i) for i in ids]
        return any(d.state is DraftState.SYNCING and d.outcome_unknown for d in drafts)

    qtbot.waitUntil(create_in_flight, timeout=WAIT_MS)
    if paused_first:
        main.pause_sync_action.trigger()
    main.cancel_sync_action.trigger()
    qtbot.waitUntil(first.done, timeout=WAIT_MS)
    _wait_for_round(qtbot, desk)
    assert first.cancelled()
    assert "cancelled" in main.status.message_label.text()
    # Every draft is left queued (or synced), the ones whose create went out marked so:
    # the next round looks for them on the server before it sends them.
    drafts = [desk.store.drafts.get(i) for i in ids]
    assert DraftState.SYNCING not in {d.state for d in drafts}
    assert any(d.outcome_unknown and d.state is DraftState.QUEUED for d in drafts)
    assert not main.cancel_sync_action.isEnabled()

    sandbox.set_faults(0.0)
    if paused_first:  # the window stays paused until the user resumes (or syncs)
        assert main.status.paused_label.isVisible()
        main.resume_sync_action.trigger()
        assert desk.sync.syncing is first  # resuming starts no round nobody asked for
    main.sync_action.trigger()
    _wait_for_round(qtbot, desk)
    assert desk.sync.syncing is not None
    assert desk.sync.syncing.exception() is None
    assert _server_names(qtbot, sandbox) == sorted(names)
    assert {desk.store.drafts.get(i).state for i in ids} == {DraftState.SYNCED}
    assert rounds.most_at_once == 1


def test_work_offline_stops_probing_and_connecting_starts_again(
    qtbot: QtBot, window: Callable[..., Desk], sandbox: SandboxServer
) -> None:
    desk = window(sandbox, auto_sync=True)
    _connect(qtbot, desk)
    assert desk.sync.watch is not None
    watch = desk.sync.watch
    assert desk.window is not None
    desk.window.offline_action.setChecked(True)
    assert desk.sync.watch is None
    qtbot.waitUntil(lambda: not watch.running)
    assert not desk.sync_status.online
    assert not desk.window.pause_sync_action.isEnabled()
    desk.window.offline_action.setChecked(False)
    assert desk.sync.watch is not None
    qtbot.waitUntil(lambda: desk.sync.online, timeout=WAIT_MS)


def test_the_window_says_how_many_listed_items_it_could_not_read(
    qtbot: QtBot,
    window: Callable[..., Desk],
    demo_sandbox: SandboxServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A product and a project the service lists in a shape this program cannot read: the
    round refreshes the rest of the lists and the window counts the two it left out."""
    import app.api.client

    async def spoil(request: httpx.Request) -> httpx.Response:
        async with httpx.AsyncClient(trust_env=False) as real:
            answer = await real.send(
                httpx.Request(
                    request.method, request.url, headers=request.headers, content=request.content
                )
            )
        listed = request.url.path.rsplit("/", 1)[-1] in ("products", "projects")
        if request.method != "GET" or not listed or "public" in request.url.params:
            return httpx.Response(answer.status_code, content=answer.content)
        page = answer.json()
        if page["meta"]["current_page"] == 1:
            page["data"][0]["id"] = "eerste"  # not an id the interface allows
        return httpx.Response(200, content=json.dumps(page).encode())

    real_client = app.api.client.ServiceClient

    class SpoilingClient(real_client):  # type: ignore[misc, valid-type]
        """The sync thread's client, its answers passed through `spoil`."""

        def __init__(self, *args: Any, **kwargs: Any) -> None:
            kwargs.setdefault("http", httpx.AsyncClient(transport=httpx.MockTransport(spoil)))
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(app.api.client, "ServiceClient", SpoilingClient)
    desk = window(demo_sandbox, auto_sync=False)
    assert desk.window is not None
    _connect(qtbot, desk)
    assert desk.sync.last_sync is not None
    assert desk.sync.last_sync.unreadable == 2
    assert desk.window.status.message_label.text() == (
        "Synced; there was nothing to send. 2 items of the catalogue could not be read."
    )
