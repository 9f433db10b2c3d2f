"""*Offline werken* switched on while a round runs holds that round at once: the requests
then in flight finish, no new one reaches the service; switched off, the same round goes on
and sends each draft once (issue 34.7: four more uploads went after Offline was on).

Real window (offscreen), real store, the sandbox on loopback slowed by its delay fault; the
requests are counted where they arrive, on the sandbox's side (before its delay).
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from app.api.secrets import MemorySecretStore
from app.sandbox import SandboxServer
from app.settings import UiSettings
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.engine import DEFAULT_CONCURRENCY
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress
from app.ui.desk import Desk
from tests.sync.helpers import product_content
from tests.ui.conftest import run

WAIT_MS = 30_000


class Arrivals:
    """Every request the sandbox draws a fault for (every API request but media), counted
    as it arrives, before the delay; and how many it answered."""

    def __init__(self, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch) -> None:
        self.count = 0
        self._lock = threading.Lock()
        plan = sandbox._faults
        draw = plan.draw

        def counted() -> tuple[str | None, float]:
            with self._lock:
                self.count += 1
            return draw()

        self._requests = sandbox._state.requests
        self._before = self._all_answered()
        monkeypatch.setattr(plan, "draw", counted)

    def _all_answered(self) -> int:
        spared = ("/media/", "/openapi.json")  # no fault is drawn for these
        return sum(n for key, n in self._requests.items() if not any(s in key for s in spared))

    @property
    def in_flight(self) -> int:
        return self.count - self.answered

    @property
    def answered(self) -> int:
        """Of the requests counted as they arrived, how many were answered."""
        return self._all_answered() - self._before


@pytest.fixture
def desk(qtbot: QtBot, qloop: asyncio.AbstractEventLoop, sandbox: SandboxServer) -> Iterator[Desk]:
    desk = Desk(
        Store.open(),
        settings=UiSettings(auto_sync=False),
        sandbox_url=sandbox.base_url,
        secrets=MemorySecretStore(),
    )
    run(qtbot, desk.start())
    assert desk.window is not None
    qtbot.addWidget(desk.window)
    desk.window.show()
    desk.sync.connect_initial()
    qtbot.waitUntil(lambda: desk.sync.online and not desk.sync.running, timeout=WAIT_MS)
    yield desk
    if desk.window is not None and desk.window.isVisible():
        desk.window.close()
    run(qtbot, desk.shutdown())
    desk.close_store()


def _synced(store: Store) -> int:
    return store.drafts.count_by_state(RecordKind.PRODUCT)[DraftState.SYNCED]


def test_work_offline_holds_a_running_round_at_once(
    qtbot: QtBot, desk: Desk, sandbox: SandboxServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert desk.window is not None
    main = desk.window
    drafts = desk.store.drafts
    names = [f"Offline deur {i}" for i in range(12)]
    ids = [
        drafts.mark_queued(drafts.create_draft(RecordKind.PRODUCT, product_content(n)).id).id
        for n in names
    ]
    phases: list[SyncPhase] = []
    take = desk.sync_status.take_progress

    def record(progress: SyncProgress) -> None:
        phases.append(progress.phase)
        take(progress)

    desk.sync_status.take_progress = record  # type: ignore[method-assign]
    arrivals = Arrivals(sandbox, monkeypatch)
    sandbox.set_faults(1.0, ["delay"])  # every request takes a second or more
    main.sync_action.trigger()
    first = desk.sync.syncing
    assert first is not None
    qtbot.waitUntil(lambda: _synced(desk.store) >= 1, timeout=WAIT_MS)
    # Switched while every worker waits for an answer: none has a request on its way that
    # left before the switch and arrives after it.
    qtbot.waitUntil(lambda: arrivals.in_flight == DEFAULT_CONCURRENCY, timeout=WAIT_MS)
    main.offline_action.setChecked(True)
    arrived_at_switch = arrivals.count
    # The engine holds; what was in flight at the switch is answered, and nothing follows.
    qtbot.waitUntil(lambda: SyncPhase.PAUSED in phases, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: arrivals.answered >= arrived_at_switch, timeout=WAIT_MS)
    assert arrivals.count == arrived_at_switch
    assert _synced(desk.store) < len(names)
    assert not first.done()  # held, not ended
    assert not desk.sync_status.online

    sandbox.set_faults(0.0)
    main.offline_action.setChecked(False)  # the same round goes on where it stopped
    qtbot.waitUntil(first.done, timeout=WAIT_MS)
    qtbot.waitUntil(main.sync_action.isEnabled, timeout=WAIT_MS)
    assert first.exception() is None
    assert {drafts.get(i).state for i in ids} == {DraftState.SYNCED}
    assert sandbox.requests("POST", "/products") == len(names)  # each sent once
