"""Another process syncs the store the window works in, its create held on the way.

Killed then (SIGKILL), the operating system lets go of its sync lock: the run waiting for it
takes it and settles the create exactly once, whether the create reached the service (its
answer lost with the process) or not. Left to finish, what the window does meanwhile (undo,
delete, an edit) is decided by the store alone, and the create still arrives once.

The other run is a real process (`tests.sync.crash_sync`); the window's side runs here,
over a store of its own on the same database file. A hostile server on loopback holds the
create.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.undo import UndoNotPossible
from app.work import drafts
from app.work import undo
from tests.hostile_server import Answer
from tests.hostile_server import HostileServer
from tests.hostile_server import Request
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PROJECT_ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


class _CreateInFlight:
    """Holds the first create until released: done on the service first when `landed`
    (its answer never reaches the killed client), else never done at all."""

    def __init__(self, landed: bool) -> None:
        self.landed = landed
        self.server: HostileServer | None = None
        self.arrived = threading.Event()
        self.release = threading.Event()

    def __call__(self, request: Request) -> Answer | None:
        create = request.method == "POST" and request.path.endswith("/products")
        if not create or self.arrived.is_set():
            return None
        assert self.server is not None
        answer = self.server._forward(request) if self.landed else Answer(503, b"{}")
        self.arrived.set()
        self.release.wait(timeout=60)
        return answer


@pytest.fixture(params=[True, False], ids=["landed", "lost"])
def in_flight(request: pytest.FixtureRequest) -> _CreateInFlight:
    return _CreateInFlight(landed=request.param)


@pytest.fixture
def hostile(sandbox: Any, in_flight: _CreateInFlight) -> Iterator[HostileServer]:
    with HostileServer(sandbox.base_url, in_flight) as server:
        in_flight.server = server
        yield server
        in_flight.release.set()


def _start_sync(folder: Path, base_url: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    return subprocess.Popen(
        [sys.executable, "-m", "tests.sync.crash_sync", str(folder), base_url],
        cwd=PROJECT_ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )


def test_a_run_killed_mid_create_leaves_the_lock_to_the_waiting_run_which_sends_it_once(
    sandbox: Any, hostile: HostileServer, in_flight: _CreateInFlight, isolated_data_dir: Path
) -> None:
    bench = Workbench(isolated_data_dir, hostile.base_url)
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    bench.close()
    killed = _start_sync(isolated_data_dir, hostile.base_url)
    try:
        assert in_flight.arrived.wait(timeout=60), killed.stderr.read() if killed.stderr else ""
        waiting = Workbench(isolated_data_dir, hostile.base_url)

        async def wait_then_sync() -> Any:
            async with waiting.engine(refresh_cache=False, lock_wait=120) as engine:
                run = asyncio.create_task(engine.run_once())
                # The killed run holds the lock: the waiting one has not begun.
                os.kill(killed.pid, signal.SIGKILL)
                await asyncio.to_thread(killed.wait, 60)
                in_flight.release.set()  # to a client that is gone
                report = await run
            async with waiting.client() as client:
                return report, await client.list_products()

        report, products = asyncio.run(wait_then_sync())
    finally:
        if killed.poll() is None:
            killed.kill()
            killed.wait()
    assert killed.returncode == -signal.SIGKILL

    assert report.synced == [draft.id]
    synced = waiting.drafts.get(draft.id)
    waiting.close()
    assert synced.state is DraftState.SYNCED
    # Found there (landed) or sent once more (lost): one product on the service either way.
    assert hostile.count("POST", "products") == (1 if in_flight.landed else 2)
    assert [str(p.id) for p in products] == [synced.server_id]


def test_the_window_undoes_deletes_and_edits_while_another_process_sends_the_create(
    sandbox: Any, isolated_data_dir: Path
) -> None:
    """What the window does to a draft another program is sending (its create held on the
    way): the undo and the delete are refused from the store's word alone (the window knows
    nothing of that program), the edit waits to follow as an update; one create arrives."""
    in_flight = _CreateInFlight(landed=True)
    with HostileServer(sandbox.base_url, in_flight) as hostile:
        in_flight.server = hostile
        window = Workbench(isolated_data_dir, hostile.base_url)
        store = window.store
        made = drafts.save_content(store, RecordKind.PRODUCT, product_content("Eiken deur"))
        draft_id = made.value.id
        drafts.queue(store, RecordKind.PRODUCT, [draft_id])
        other = _start_sync(isolated_data_dir, hostile.base_url)
        try:
            assert in_flight.arrived.wait(timeout=60)
            with pytest.raises(UndoNotPossible):
                undo.undo(store)
            refused = drafts.delete(store, RecordKind.PRODUCT, [draft_id]).value.refused
            assert refused[draft_id].code == "store.draft_being_sent"
            edited = product_content("Eiken deur", priceInformation={"price": 20.0})
            drafts.save_content(store, RecordKind.PRODUCT, edited, draft_id=draft_id)
            in_flight.release.set()
            assert other.wait(timeout=60) == 0, other.stderr.read() if other.stderr else ""
        finally:
            in_flight.release.set()
            if other.poll() is None:
                other.kill()
                other.wait()
        after = window.drafts.get(draft_id)
        # Created once; the edit typed meanwhile waits to go as an update of that record.
        assert after.server_id is not None
        assert after.state is DraftState.QUEUED

        async def send_the_edit() -> Any:
            async with window.engine(refresh_cache=False) as engine:
                await engine.run_once()
            async with window.client() as client:
                return await client.list_products()

        products = asyncio.run(send_the_edit())
        window.close()
    assert hostile.count("POST", "products") == 1
    assert [(str(p.id), p.price_information.price) for p in products] == [(after.server_id, 20.0)]
