"""An operation that changes drafts while a sync round runs (moving them to another
environment, undoing the step of many products that queued them): the round ends cleanly,
and every draft is sent once to one environment, or not at all.

The sandbox answers slowly (its delay faults): the round has taken its work and waits for
the server's view of the records it updates when the operation comes."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from app.api.products import ProductRequest
from app.store import Store
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.engine import SyncEngine
from app.sync.progress import SyncPhase
from app.work import bulk
from app.work import undo
from app.work.environments import move_drafts
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
pytestmark = pytest.mark.asyncio


async def _listed(bench: Workbench, *names: str) -> list[int]:
    """Products on the service, in the offline list too (their ids)."""
    async with bench.client() as client:
        for name in names:
            await client.create_product(ProductRequest.draft(product_content(name)))
        products = await client.list_products()
    bench.store.cache.replace_server_list(
        PRODUCT, [p.model_dump(mode="json", by_alias=True) for p in products]
    )
    return [p.id for p in products]


def _edits(bench: Workbench, ids: list[int], price: float) -> list[str]:
    """A step of many setting the price of server products `ids`, queued: its edit drafts."""
    records = bench.store.bulk.read(PRODUCT, [f"s:{i}" for i in ids])
    plan = bench.store.bulk.plan(PRODUCT, records, {"priceInformation.price": price})
    step = bulk.apply(bench.store, PRODUCT, plan, queue=True).value
    return [entry.draft_id for entry in step.entries]


def _started(engine: SyncEngine) -> asyncio.Event:
    """Set when the round has taken its work (it then asks the server for its view)."""
    started = asyncio.Event()
    engine.progress.subscribe(
        lambda state: started.set() if state.phase is SyncPhase.RUNNING else None
    )
    return started


async def _prices(bench: Workbench) -> dict[str, float]:
    async with bench.client() as client:
        listed = await client.list_products()
    return {p.item_details.name: float(p.price_information.price or 0) for p in listed}


async def test_drafts_moved_away_during_a_round_are_sent_once_from_the_other_store(
    bench: Workbench, sandbox: Any, tmp_path: Path
) -> None:
    (steen,) = await _listed(bench, "Steen")
    (edit,) = _edits(bench, [steen], 99)  # bound to this environment's record: it stays
    new = [bench.queue(PRODUCT, product_content(name)).id for name in ("Deur", "Kozijn")]
    with Store.open(tmp_path / "other.sqlite3", tmp_path / "other") as other:
        async with bench.engine(refresh_cache=False) as engine:
            await bench.engine_client.list_products()  # the token, before the slow answers
            sandbox.set_faults(1.0, ["delay"])  # every answer 1-3 s late
            started = _started(engine)
            running = asyncio.ensure_future(engine.run_once())
            await started.wait()
            moved = move_drafts(bench.store, other, [edit, *new])
            report = await running
        sandbox.set_faults(0.0)
        assert moved.value.moved == new
        assert moved.value.bound == [edit]
        assert report.synced == [edit]
        assert [d.id for d in bench.drafts.list_drafts()] == [edit]
        there = other.drafts.list_drafts()
        assert [d.id for d in there] == new
        assert all(d.state is DraftState.QUEUED for d in there)
    # The edit sent once; the moved drafts not from here (their environment sends them).
    assert await _prices(bench) == {"Steen": 99}


async def test_a_step_undone_during_a_round_sends_none_of_its_changes(
    bench: Workbench, sandbox: Any
) -> None:
    ids = await _listed(bench, "Steen", "Tegel")
    before = await _prices(bench)
    edits = _edits(bench, ids, 99)
    other = bench.queue(PRODUCT, product_content("Deur")).id
    async with bench.engine(refresh_cache=False) as engine:
        await bench.engine_client.list_products()
        sandbox.set_faults(1.0, ["delay"])
        started = _started(engine)
        running = asyncio.ensure_future(engine.run_once())
        await started.wait()
        undone = undo.undo(bench.store)  # none of its edits has left yet
        report = await running
    sandbox.set_faults(0.0)
    assert undone.value is not None
    assert undone.value.kept == ()
    assert report.synced == [other]
    assert [d.id for d in bench.drafts.list_drafts()] == [other]
    assert not set(edits) & {d.id for d in bench.drafts.list_drafts()}
    assert await _prices(bench) == {**before, "Deur": 12.5}
