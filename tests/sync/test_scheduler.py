"""The scheduler: sync when reachable, on a schedule, on demand; never two runs at once."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import pytest

from app.sync.scheduler import SyncScheduler


async def _until(condition: Callable[[], bool]) -> None:
    """Poll a condition the scheduler's task makes true (it signals nothing to wait on)."""
    async with asyncio.timeout(5.0):
        while not condition():  # noqa: ASYNC110
            await asyncio.sleep(0.005)


class FakeNetwork:
    def __init__(self, up: bool) -> None:
        self.up = up

    async def probe(self) -> bool:
        return self.up


@pytest.mark.asyncio
async def test_runs_when_the_service_becomes_reachable() -> None:
    network = FakeNetwork(up=False)
    runs: list[int] = []

    async def run() -> None:
        runs.append(1)

    scheduler = SyncScheduler(run, network.probe, interval=None, probe_interval=0.01)
    scheduler.start()
    try:
        await _until(lambda: scheduler.reachable is False)
        assert runs == []
        network.up = True
        await _until(lambda: len(runs) == 1)
        await asyncio.sleep(0.05)
        assert len(runs) == 1  # reachable and staying so: no run without a reason
        network.up = False
        await _until(lambda: scheduler.reachable is False)
        network.up = True
        await _until(lambda: len(runs) == 2)
    finally:
        await scheduler.stop()


@pytest.mark.asyncio
async def test_runs_on_a_schedule_while_reachable() -> None:
    network = FakeNetwork(up=True)
    runs: list[int] = []

    async def run() -> None:
        runs.append(1)

    scheduler = SyncScheduler(run, network.probe, interval=0.02, probe_interval=0.01)
    scheduler.start()
    try:
        await _until(lambda: len(runs) >= 3)
    finally:
        await scheduler.stop()


@pytest.mark.asyncio
async def test_on_demand_requests_during_a_run_are_coalesced_into_one_more_run() -> None:
    network = FakeNetwork(up=True)
    release = asyncio.Event()
    active = 0
    most_at_once = 0
    runs = 0

    async def run() -> None:
        nonlocal active, most_at_once, runs
        active += 1
        most_at_once = max(most_at_once, active)
        await release.wait()
        active -= 1
        runs += 1

    scheduler = SyncScheduler(run, network.probe, interval=None, probe_interval=60)
    scheduler.start()
    try:
        await _until(lambda: scheduler.running)
        for _ in range(5):
            scheduler.request()
        release.set()
        await _until(lambda: runs == 2)
        await asyncio.sleep(0.05)
        assert runs == 2
        assert most_at_once == 1
        scheduler.request()
        await _until(lambda: runs == 3)
    finally:
        await scheduler.stop()


@pytest.mark.asyncio
async def test_a_failing_run_or_probe_does_not_stop_the_schedule() -> None:
    calls = 0

    async def run() -> None:
        nonlocal calls
        calls += 1
        raise RuntimeError("boom")

    async def probe() -> bool:
        if calls == 0:
            raise OSError("no route")
        return True

    scheduler = SyncScheduler(run, probe, interval=None, probe_interval=0.01)
    scheduler.start()
    try:
        scheduler.request()
        await _until(lambda: calls >= 1)
        scheduler.request()
        await _until(lambda: calls >= 2)
    finally:
        await scheduler.stop()


@pytest.mark.asyncio
async def test_scheduler_drives_the_engine_against_the_sandbox(bench: Any) -> None:
    from app.store.kinds import DraftState, RecordKind
    from app.sync.service import service_reachable
    from tests.sync.helpers import product_content

    first = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    async with bench.engine() as engine:
        client = bench.engine_client
        scheduler = SyncScheduler(
            engine.run_once, lambda: service_reachable(client), interval=None, probe_interval=60
        )
        scheduler.start()
        try:
            # Reachable at start: the first probe starts a run by itself.
            await _until(lambda: bench.drafts.get(first.id).state is DraftState.SYNCED)
            second = bench.queue(RecordKind.PRODUCT, product_content("Kozijn"))
            scheduler.request()
            await _until(lambda: bench.drafts.get(second.id).state is DraftState.SYNCED)
        finally:
            await scheduler.stop()
