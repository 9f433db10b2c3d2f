"""A step of many products (applied, undone) and the values typed into the table's cells, as
operations: each returns what it did and its `Changes`. A draft the sync sent between the
step's check and its apply ends with the step's value on the service."""

from __future__ import annotations

import pytest

from app.store import Store
from app.store.drafts import SentDraft
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.work import bulk
from app.work import undo
from app.work.changes import Changes
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
STATUS = "validityInformation.statusCode"
PRICE = "priceInformation.price"


def test_a_step_and_its_undo_name_their_drafts_and_the_undo(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    store.cache.replace_server_list(PRODUCT, [{"id": 8, **product_content("Kozijn")}])
    records = store.bulk.read(PRODUCT, [f"d:{draft.id}", "s:8"])
    applied = bulk.apply(
        store, PRODUCT, store.bulk.plan(PRODUCT, records, {STATUS: "Gereserveerd"})
    )
    step = applied.value
    edit = store.drafts.open_draft_for(PRODUCT, "8")
    assert edit is not None
    assert step.count == 2
    # Their values sort and filter the lists (an edit draft stands for its server row).
    assert applied.changes == Changes.of_drafts(
        PRODUCT, [draft.id, edit.id], undo=True, listed=True
    )
    undone = undo.undo(store)
    assert undone.value is not None
    assert undone.value.step.action == undo.BULK
    assert undone.changes == applied.changes
    assert store.drafts.open_draft_for(PRODUCT, "8") is None
    assert store.drafts.get(draft.id).content == product_content("Deur")


def test_typed_cells_are_checked_at_their_field_only_and_stored_as_one_step(store: Store) -> None:
    half = store.drafts.create_draft(PRODUCT, {"itemDetails": {"name": "Half getypt"}})
    whole = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    typed = {f"d:{half.id}": 12.5, f"d:{whole.id}": -3, "d:gone": 1}
    outcome = bulk.edit_cells(store, PRODUCT, typed, PRICE)
    # The half-typed draft lacks a category and more: only the price is the cell's to check.
    assert outcome.value.stored == (f"d:{half.id}",)
    assert list(outcome.value.refused) == [f"d:{whole.id}"]
    assert PRICE in outcome.value.refused[f"d:{whole.id}"]
    assert store.drafts.get(half.id).content["priceInformation"] == {"price": 12.5}
    assert store.undo.next_undo() is not None
    assert outcome.changes == Changes.of_drafts(PRODUCT, [half.id], undo=True)
    nothing = bulk.edit_cells(store, PRODUCT, {f"d:{whole.id}": -1}, PRICE)
    assert nothing.value.step is None
    assert not nothing.changes


def test_a_draft_being_sent_at_the_apply_goes_again_with_the_step_s_value(store: Store) -> None:
    draft = store.drafts.mark_queued(store.drafts.create_draft(PRODUCT, product_content("Deur")).id)
    plan = store.bulk.plan(PRODUCT, store.bulk.read(PRODUCT, [f"d:{draft.id}"]), {PRICE: 99})
    store.drafts.set_state(draft.id, DraftState.SYNCING)  # a round takes it meanwhile
    step = bulk.apply(store, PRODUCT, plan).value
    assert step.count == 1
    assert step.changed_meanwhile == 0
    # The send of the old value is confirmed: the draft goes again, with the step's value.
    store.drafts.mark_synced([SentDraft(draft.id, "9", None, draft.revision)])
    sent = store.drafts.get(draft.id)
    assert sent.state is DraftState.QUEUED
    assert sent.content["priceInformation"]["price"] == 99


def test_a_draft_handed_over_between_the_check_and_the_apply_is_left(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    plan = store.bulk.plan(PRODUCT, store.bulk.read(PRODUCT, [f"d:{draft.id}"]), {PRICE: 99})
    store.drafts.set_state(draft.id, DraftState.HANDED_OVER)  # exported meanwhile
    step = bulk.apply(store, PRODUCT, plan, queue=True).value
    assert step.count == 0
    assert step.changed_meanwhile == 1
    kept = store.drafts.get(draft.id)
    assert kept.state is DraftState.HANDED_OVER
    assert kept.content == draft.content


@pytest.mark.asyncio
@pytest.mark.parametrize("queue", [False, True])
async def test_a_draft_synced_between_the_check_and_the_apply_ends_with_the_step_s_value(
    bench: Workbench, queue: bool
) -> None:
    store = bench.store
    draft = bench.queue(PRODUCT, product_content("Deur"))
    records = store.bulk.read(PRODUCT, [f"d:{draft.id}"])
    plan = store.bulk.plan(PRODUCT, records, {STATUS: "Gereserveerd", PRICE: 99})
    async with bench.engine() as engine:  # a round sends it as it was, meanwhile
        await engine.run_once()
    synced = store.drafts.get(draft.id)
    assert synced.state is DraftState.SYNCED
    step = bulk.apply(store, PRODUCT, plan, queue=queue).value
    # Queued again, as an edit of the record it became: the step says so.
    assert step.count == 1
    assert step.queued == 1
    again = store.drafts.get(draft.id)
    assert again.state is DraftState.QUEUED
    assert again.server_id == synced.server_id
    async with bench.engine() as engine:
        report = await engine.run_once()
    assert report.synced == [draft.id]
    async with bench.client() as client:
        (product,) = await client.list_products()
    assert product.id == int(str(synced.server_id))
    assert product.validity_information.status_code == "Gereserveerd"
    assert float(product.price_information.price or 0) == 99
    assert store.drafts.get(draft.id).state is DraftState.SYNCED
