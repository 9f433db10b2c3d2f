"""A split sent as a pair survives a kill (SIGKILL) at every point, and a sandbox that fails
requests on its own: the service never holds more than the whole, and in the end holds it
all, once. Real files, the real sandbox on loopback, read back over HTTP."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.work import lots
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
DOORS = "Eiken binnendeur"
WHOLE = Decimal(38)
PROJECT_ROOT = Path(__file__).resolve().parents[2]


def _doors(quantity: int = 38) -> dict[str, Any]:
    return product_content(DOORS, quantity={"quantityValue": quantity, "quantityUoM": "PCE"})


async def _on_service(bench: Workbench) -> list[Decimal]:
    async with bench.client() as client:
        found = await client.list_products()
    return sorted(
        Decimal(str(p.quantity.quantity_value)) for p in found if p.item_details.name == DOORS
    )


async def _sync(bench: Workbench) -> Any:
    async with bench.engine() as engine:
        return await engine.run_once()


async def _doors_on_service(bench: Workbench) -> str:
    bench.queue(PRODUCT, _doors())
    await _sync(bench)
    assert await _on_service(bench) == [WHOLE]
    server_id = bench.store.drafts.list_drafts()[0].server_id
    assert server_id is not None
    return server_id


def _killed(folder: Path, url: str, point: str, *extra: str, tries: int = 1) -> None:
    """A child killed at `point`; with `tries`, run again until it is (a run the sandbox's
    faults ended before it got there leaves what it did, as any run)."""
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    for _ in range(tries):
        child = subprocess.run(
            [sys.executable, "-m", "tests.work.lots_killer", str(folder), url, point, *extra],
            cwd=PROJECT_ROOT,
            env=env,
            capture_output=True,
            check=False,
            timeout=120,
        )
        if child.returncode == -9:
            return
    raise AssertionError(child.stderr.decode())


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("point", "after_kill"),
    [
        ("split", [WHOLE]),  # the split was never made
        ("lowered", [Decimal(28)]),  # lowered, the part still here only
        ("released", [Decimal(28)]),  # released, not sent yet
        ("created", [Decimal(10), Decimal(28)]),  # created, not recorded yet
    ],
)
async def test_a_kill_at_each_point_leaves_neither_doubled_nor_lost_quantity(
    sandbox: Any, isolated_data_dir: Path, point: str, after_kill: list[Decimal]
) -> None:
    folder = isolated_data_dir
    bench = Workbench(folder, sandbox.base_url)
    server_id = await _doors_on_service(bench)
    if point != "split":
        done = lots.split(bench.store, lots.Source(server_id=server_id), 10).value
        assert isinstance(done, lots.Split)
        assert done.held
    bench.close()
    _killed(folder, sandbox.base_url, point, server_id)
    bench = Workbench(folder, sandbox.base_url)
    try:
        assert await _on_service(bench) == after_kill  # never above the whole
        if point == "split":  # nothing of it was kept: the user splits again
            assert bench.store.lots.held_ids() == set()
            assert bench.store.drafts.open_draft_for(PRODUCT, server_id) is None
            done = lots.split(bench.store, lots.Source(server_id=server_id), 10).value
            assert isinstance(done, lots.Split)
        report = await _sync(bench)
        assert not report.issues
        assert await _on_service(bench) == [Decimal(10), Decimal(28)]  # once, all of it
        assert all(d.state is DraftState.SYNCED for d in bench.store.drafts.list_drafts())
    finally:
        bench.close()


@pytest.mark.asyncio
async def test_the_pair_goes_through_the_sandboxs_faults_and_two_kills(
    sandbox_factory: Callable[..., Any], isolated_data_dir: Path
) -> None:
    sandbox = sandbox_factory(fault_seed=38)
    folder = isolated_data_dir
    bench = Workbench(folder, sandbox.base_url)
    server_id = await _doors_on_service(bench)
    done = lots.split(bench.store, lots.Source(server_id=server_id), 10).value
    assert isinstance(done, lots.Split)
    bench.close()
    # One in three requests fails: refused, dropped unanswered, or done and then dropped.
    sandbox.set_faults(0.35, ["500", "503", "drop", "commit-drop"])
    _killed(folder, sandbox.base_url, "lowered", tries=8)
    _killed(folder, sandbox.base_url, "released", tries=8)
    seen: list[list[Decimal]] = []
    bench = Workbench(folder, sandbox.base_url)
    try:
        for _ in range(12):
            await _sync(bench)
            sandbox.set_faults(0.0)
            seen.append(await _on_service(bench))
            sandbox.set_faults(0.35, ["500", "503", "drop", "commit-drop"])
            if not bench.store.drafts.list_drafts(states=[DraftState.QUEUED, DraftState.SYNCING]):
                break
        sandbox.set_faults(0.0)
        assert all(sum(quantities) <= WHOLE for quantities in seen), seen
        assert await _on_service(bench) == [Decimal(10), Decimal(28)]
        assert bench.store.lots.held_ids() == set()
    finally:
        bench.close()
