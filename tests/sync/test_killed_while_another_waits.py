"""A sync killed (SIGKILL) with a create in flight while another sync of the same store
waits for it: the operating system lets go of the dead run's sync lock, the waiting run
takes it and settles the create exactly once, whether the create reached the service
(its answer lost with the process) or not.

The killed run is a real process (`tests.sync.crash_sync`); the waiting one runs here, over
a store of its own on the same database file. A hostile server on loopback holds the create.
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

from app.store.kinds import DraftState, RecordKind
from tests.hostile_server import Answer, HostileServer, Request
from tests.sync.helpers import Workbench, product_content

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
