"""A round never crashes on a draft that left, was undone or was typed in while it ran: it
leaves what went, sends what changed with its newest content (never the old, never twice),
and its report says what the store holds. The sandbox holds each request a second or more
(its delay fault) while the user does the thing, as on a slow connection."""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.api.products import ProductRequest
from app.store.archive import export_drafts
from app.store.archive import import_drafts
from app.store.attachments import UploadState
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.moving import move_drafts
from app.sync.engine import SyncEngine
from app.sync.ledger import DEFAULT_BATCH
from app.sync.progress import RecordOutcome
from app.sync.progress import SyncProgress
from app.sync.progress import SyncReport
from app.work import bulk as work_bulk
from app.work import undo
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT


def _first_create(progress: SyncProgress) -> bool:
    return (progress.current or "").endswith(": create")


def _reading_the_list(progress: SyncProgress) -> bool:
    return progress.current == "product: server list"


async def _meanwhile(
    sandbox: Any,
    engine: SyncEngine,
    under_way: Callable[[SyncProgress], bool],
    change: Callable[[], object],
) -> SyncReport:
    """A run whose requests the sandbox holds; once the round is `under_way`, `change` (the
    user's action) is made while they wait, then the service answers at its own pace."""
    sandbox.set_faults(1.0, ["delay"])
    started = asyncio.Event()
    engine.progress.subscribe(lambda progress: started.set() if under_way(progress) else None)
    run = asyncio.create_task(engine.run_once())
    await started.wait()
    change()
    # Nothing answered yet: the change came while the round waited for the service.
    assert engine.progress.snapshot.records_done == 0
    sandbox.set_faults(0.0)
    return await run


async def _names_on(bench: Workbench) -> list[str]:
    async with bench.client() as client:
        return sorted(p.item_details.name for p in await client.list_products())


@pytest.mark.asyncio
@pytest.mark.parametrize("leaving", ["moved", "exported"])
async def test_drafts_that_leave_while_the_round_runs_are_sent_once_from_where_they_went(
    sandbox_factory: Callable[..., Any], tmp_path: Path, leaving: str
) -> None:
    here_service, there_service = sandbox_factory(), sandbox_factory()
    here = Workbench(tmp_path / "here", here_service.base_url)
    there = Workbench(tmp_path / "there", there_service.base_url)
    # More than one batch of the ledger's markers: the first batch is marked (and goes on),
    # the rest is not yet when the drafts leave.
    count = DEFAULT_BATCH + 4
    drafts = [here.queue(PRODUCT, product_content(f"Deur {i:02}")) for i in range(count)]
    left: list[str] = []

    def leave() -> None:
        if leaving == "moved":
            left.extend(move_drafts(here.store, there.store, [d.id for d in drafts]).moved)
        else:
            export_drafts(here.store, tmp_path / "overdracht.reusedesk")
            left.extend(import_drafts(there.store, tmp_path / "overdracht.reusedesk").imported)

    async with here.engine() as engine:
        report = await _meanwhile(here_service, engine, _first_create, leave)
    # The creates marked before the change went on; the rest left with the change.
    stayed = [d.id for d in drafts if d.id not in left]
    assert left
    assert stayed
    assert report.outcomes == dict.fromkeys(stayed, RecordOutcome.DONE)
    assert report.exit_code == 0
    for draft_id in stayed:
        assert here.drafts.get(draft_id).state is DraftState.SYNCED
    for draft_id in left:
        gone = here.drafts.find(draft_id)
        assert gone is None or gone.state is DraftState.HANDED_OVER
        assert there.drafts.get(draft_id).state is DraftState.QUEUED
    async with there.engine() as engine:
        assert (await engine.run_once()).exit_code == 0
    names = {d.id: d.content["itemDetails"]["name"] for d in drafts}
    assert await _names_on(here) == sorted(names[i] for i in stayed)
    assert await _names_on(there) == sorted(names[i] for i in left)
    here.close()
    there.close()


async def _listed_products(bench: Workbench, *names: str) -> list[str]:
    """Products created on the service, in the offline list; their table keys."""
    async with bench.client() as client:
        for name in names:
            await client.create_product(ProductRequest.draft(product_content(name)))
        products = await client.list_products()
    bench.store.cache.replace_server_list(
        PRODUCT, [p.model_dump(mode="json", by_alias=True) for p in products]
    )
    return [f"s:{p.id}" for p in products]


@pytest.mark.asyncio
async def test_a_bulk_step_undone_while_the_round_reads_the_service_is_not_sent(
    sandbox: Any, bench: Workbench
) -> None:
    servers = await _listed_products(bench, "Deur", "Kozijn", "Trap")
    new = [bench.drafts.create_draft(PRODUCT, product_content(n)) for n in ("Balk", "Tegel")]
    bulk = bench.store.bulk
    records = bulk.read(PRODUCT, [*servers, *(f"d:{d.id}" for d in new)])
    plan = bulk.plan(PRODUCT, records, {"priceInformation.price": 99})
    step = work_bulk.apply(bench.store, PRODUCT, plan, queue=True).value
    assert (step.count, step.queued) == (5, 5)
    async with bench.engine() as engine:
        report = await _meanwhile(
            sandbox, engine, _reading_the_list, lambda: undo.undo(bench.store)
        )
    # Nothing of the step is the outbox's any more: nothing sent, nothing reported.
    assert report.outcomes == {}
    assert report.exit_code == 0
    assert [d.server_id for d in bench.drafts.list_drafts()] == [None, None]
    for draft in new:
        assert bench.drafts.get(draft.id).state is DraftState.DRAFT
        assert bench.drafts.get(draft.id).content == draft.content
    async with bench.client() as client:
        products = await client.list_products()
    assert sorted(p.item_details.name for p in products) == ["Deur", "Kozijn", "Trap"]
    assert {p.price_information.price for p in products} == {12.5}
    assert sandbox.requests("POST", "/products") == 3
    assert all(sandbox.requests("PUT", f"/products/{p.id}/update") == 0 for p in products)


@pytest.mark.asyncio
async def test_drafts_typed_in_while_the_round_runs_go_with_their_newest_content_once(
    sandbox: Any, bench: Workbench
) -> None:
    (server,) = await _listed_products(bench, "Deur")
    server_id = server[2:]
    base = bench.store.cache.server_item(PRODUCT, server_id)
    edit = bench.drafts.create_draft(
        PRODUCT, product_content("Deur, geschuurd"), server_id=server_id, base_version=base
    )
    bench.drafts.mark_queued(edit.id)
    new = [bench.queue(PRODUCT, product_content(n)) for n in ("Balk", "Tegel", "Trap")]

    def type_in() -> None:
        bench.drafts.save_content(edit.id, product_content("Deur, geschuurd en geolied"))
        bench.drafts.save_content(new[1].id, product_content("Tegel, blauw"))

    async with bench.engine() as engine:
        report = await _meanwhile(sandbox, engine, _reading_the_list, type_in)
    assert report.outcomes == dict.fromkeys([edit.id, *(d.id for d in new)], RecordOutcome.DONE)
    assert {d.state for d in bench.drafts.list_drafts()} == {DraftState.SYNCED}
    async with bench.client() as client:
        products = {p.item_details.name: p for p in await client.list_products()}
    assert sorted(products) == ["Balk", "Deur, geschuurd en geolied", "Tegel, blauw", "Trap"]
    # Each went once, as it is now: the old content was never sent.
    assert sandbox.requests("POST", "/products") == 4
    assert sandbox.requests("PUT", f"/products/{server_id}/update") == 1
    assert all(
        sandbox.requests("PUT", f"/products/{p.id}/update") == 0
        for p in products.values()
        if str(p.id) != server_id
    )


@pytest.mark.asyncio
async def test_a_synced_draft_removed_while_its_photo_goes_leaves_the_photo_to_its_product(
    sandbox: Any, bench: Workbench
) -> None:
    draft = bench.queue(PRODUCT, product_content("Deur"))
    async with bench.engine() as engine:
        assert (await engine.run_once()).exit_code == 0
        bench.attach_photos(bench.drafts.get(draft.id), 1)
        (photo,) = bench.attachments.list_attachments()

        def going(progress: SyncProgress) -> bool:
            return (progress.current or "").endswith(": upload")

        remove = functools.partial(bench.drafts.delete_draft, draft.id)
        report = await _meanwhile(sandbox, engine, going, remove)
    assert report.outcomes == {}
    assert report.exit_code == 0
    assert bench.drafts.find(draft.id) is None
    assert bench.attachments.get(photo.id).upload_state is UploadState.UPLOADED
    async with bench.client() as client:
        (product,) = await client.list_products()
    assert len(product.images) == 1
