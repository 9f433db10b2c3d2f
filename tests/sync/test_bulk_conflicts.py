"""An edit draft made by a change of many products is checked for conflicts like one made
by typing: someone else's change on the service since puts it in conflict, never overwritten."""

from __future__ import annotations

import pytest

from app.api.products import ProductRequest
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT


@pytest.mark.asyncio
async def test_a_product_changed_on_the_service_since_puts_the_bulk_edit_in_conflict(
    bench: Workbench,
) -> None:
    async with bench.client() as client:
        for name in ("Deur", "Kozijn"):
            await client.create_product(ProductRequest.draft(product_content(name)))
        products = await client.list_products()
    bench.store.cache.replace_server_list(
        PRODUCT, [p.model_dump(mode="json", by_alias=True) for p in products]
    )
    bulk = bench.store.bulk
    records = bulk.read(PRODUCT, [f"s:{p.id}" for p in products])
    changes = {"priceInformation.price": 99, "validityInformation.statusCode": "Gereserveerd"}
    step = bulk.apply(PRODUCT, bulk.plan(PRODUCT, records, changes), queue=True)
    assert step.count == 2
    deur = next(p for p in products if p.item_details.name == "Deur")
    # Someone else changes the door's price on the service meanwhile.
    async with bench.client() as client:
        theirs = product_content("Deur", priceInformation={"price": 5})
        await client.update_product(deur.id, ProductRequest.draft(theirs))
    async with bench.engine() as engine:
        report = await engine.run_once()
    edit = bench.drafts.open_draft_for(PRODUCT, deur.id)
    assert edit is not None
    assert edit.state is DraftState.CONFLICT
    assert report.conflicts == [edit.id]
    async with bench.client() as client:
        after = {p.item_details.name: p for p in await client.list_products()}
    assert after["Deur"].price_information.price == 5  # their change was not overwritten
    assert after["Kozijn"].price_information.price == 99
    assert after["Kozijn"].validity_information.status_code == "Gereserveerd"


@pytest.mark.asyncio
@pytest.mark.parametrize("queue", [False, True])
async def test_drafts_synced_between_the_check_and_the_apply_end_with_the_steps_value(
    bench: Workbench, queue: bool
) -> None:
    drafts = [bench.queue(PRODUCT, product_content(name)) for name in ("Deur", "Kozijn")]
    bulk = bench.store.bulk
    records = bulk.read(PRODUCT, [f"d:{d.id}" for d in drafts])
    plan = bulk.plan(PRODUCT, records, {"priceInformation.price": 99})
    async with bench.engine() as engine:
        # The sync runs between the check and the apply: both are sent as they were.
        assert (await engine.run_once()).exit_code == 0
        step = bulk.apply(PRODUCT, plan, queue=queue)
        assert (step.count, step.queued, step.changed_meanwhile) == (2, 2, 0)
        assert {bench.drafts.get(d.id).state for d in drafts} == {DraftState.QUEUED}
        assert (await engine.run_once()).exit_code == 0
    async with bench.client() as client:
        products = await client.list_products()
    assert sorted(p.item_details.name for p in products) == ["Deur", "Kozijn"]
    assert {p.price_information.price for p in products} == {99}
