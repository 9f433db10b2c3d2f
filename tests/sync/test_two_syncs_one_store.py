"""Two syncs of one store at the same moment (the window's round and a scheduled
`reuse-desk sync`, or two scheduled runs): a create goes out once.

The second run would see the first one's create in flight as a draft left `syncing` with
its possibly-sent mark, look for it on the server (not there yet: its answer is still on
the way), and send it again. One sync at a time per store, across processes: the second
waits (bounded) for the first, or stops and says another sync is running.

Each run has a store of its own over the one database file, as two processes have; a
hostile server on loopback holds the first create until the second run has ended.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app import cli
from app import sync_command
from app.api.client import ServiceClient
from app.api.environment_keys import SANDBOX_KEY
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.exit_codes import ExitCode
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.errors import SyncRunning
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from app.sync.service import ClientGateway
from tests.hostile_server import Answer
from tests.hostile_server import HostileServer
from tests.hostile_server import Request
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


class _HeldCreate:
    """Holds the first create until released; every request after it goes through."""

    def __init__(self) -> None:
        self.arrived = threading.Event()
        self.release = threading.Event()

    def __call__(self, request: Request) -> Answer | None:
        create = request.method == "POST" and request.path.endswith("/products")
        if create and not self.arrived.is_set():
            self.arrived.set()
            self.release.wait(timeout=60)
        return None  # forwarded to the sandbox


@pytest.fixture
def held() -> _HeldCreate:
    return _HeldCreate()


@pytest.fixture
def hostile(sandbox: Any, held: _HeldCreate) -> Iterator[HostileServer]:
    with HostileServer(sandbox.base_url, held) as server:
        yield server


async def _sync(store: Store, base_url: str, **options: Any) -> SyncReport:
    profile = sandbox_profile(base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        engine = SyncEngine(store, connect, retry=FAST_RETRY, refresh_cache=False, **options)
        return await engine.run_once()


async def _until(condition: threading.Event) -> None:
    assert await asyncio.to_thread(condition.wait, 60)


@pytest.mark.asyncio
async def test_a_second_sync_while_a_create_is_in_flight_does_not_send_it_again(
    bench: Workbench, hostile: HostileServer, held: _HeldCreate, isolated_data_dir: Path
) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    first = asyncio.create_task(_sync(bench.store, hostile.base_url))
    await _until(held.arrived)  # the first run's create is on its way

    other = Store.open(isolated_data_dir / "reuse-desk.sqlite3", isolated_data_dir / "attachments")
    try:
        # The second run does not wait: another sync is running, it says so.
        with pytest.raises(SyncRunning) as said:
            await _sync(other, hostile.base_url, lock_wait=0)
        assert said.value.notice.code == "store.sync_running"
        # Nothing of the first run's was taken back meanwhile.
        assert other.drafts.get(draft.id).state is DraftState.SYNCING
    finally:
        other.close()
    held.release.set()
    report = await first

    assert report.synced == [draft.id]
    assert hostile.count("POST", "products") == 1
    assert bench.drafts.get(draft.id).state is DraftState.SYNCED


@pytest.mark.asyncio
async def test_a_second_sync_waits_for_the_first_and_then_finds_nothing_left(
    bench: Workbench, hostile: HostileServer, held: _HeldCreate, isolated_data_dir: Path
) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    first = asyncio.create_task(_sync(bench.store, hostile.base_url))
    await _until(held.arrived)

    other = Store.open(isolated_data_dir / "reuse-desk.sqlite3", isolated_data_dir / "attachments")
    try:
        second = asyncio.create_task(_sync(other, hostile.base_url, lock_wait=120))
        held.release.set()  # the first run ends; the second, waiting, goes after it
        report = await first
        later = await second
    finally:
        other.close()

    assert report.synced == [draft.id]
    assert later.outcomes == {}
    assert hostile.count("POST", "products") == 1


def test_the_command_says_another_sync_is_running_and_leaves_the_work_queued(
    sandbox: Any,
    isolated_data_dir: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bench = Workbench(isolated_data_dir, "http://127.0.0.1:9/api/v1")
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    # The window (another process) holds the store's sync lock: its round runs.
    window = bench.store.sync_lock()
    assert window.take()
    monkeypatch.setattr(sync_command, "LOCK_WAIT_SECONDS", 0)
    EnvironmentRegistry(isolated_data_dir).register(SANDBOX_KEY, "Sandbox", folder=ROOT_FOLDER)
    try:
        code = cli.main(["sync", "--sandbox", "--data-dir", str(isolated_data_dir)])
    finally:
        window.release()

    err = capsys.readouterr().err
    assert code == ExitCode.LEFT_FOR_YOU, err
    assert "Another sync of this data is running" in err
    assert bench.drafts.get(draft.id).state is DraftState.QUEUED
    bench.close()
