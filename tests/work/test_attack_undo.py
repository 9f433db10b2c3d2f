"""Attacks on the undo journal: what a round, a bulk step or a typing visit read stays
what it read, whatever was undone and redone since."""

from __future__ import annotations

import pytest

from app.store import Store
from app.store.drafts import SentDraft
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.undo import DAMAGED
from app.store.undo import UndoNotPossible
from app.work import bulk
from app.work import drafts
from app.work import undo
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
PRICE = "priceInformation.price"


def _queued_at(store: Store, draft_id: str, price: float) -> None:
    bulk.edit_cells(store, PRODUCT, {f"d:{draft_id}": price}, PRICE)
    drafts.queue(store, PRODUCT, [draft_id])


def test_a_round_never_sends_what_it_read_before_an_undo_and_a_new_edit(store: Store) -> None:
    """The round read the draft queued at price 5; meanwhile the user undid both steps and
    queued price 7. Had the undo brought the old revision back, the new edit would be at
    the revision the round read, and the round would send 5 and mark 7 as sent."""
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    _queued_at(store, draft.id, 5.0)
    read = store.drafts.get(draft.id)  # as the round takes its work
    undo.undo(store)
    undo.undo(store)
    _queued_at(store, draft.id, 7.0)
    assert store.drafts.begin_sends([read]) == set()  # not as read: left to what the user did
    now = store.drafts.get(draft.id)
    assert now.state is DraftState.QUEUED
    assert now.content["priceInformation"]["price"] == 7.0


def test_a_bulk_plan_read_before_an_undo_never_lands_on_other_content(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    bulk.edit_cells(store, PRODUCT, {f"d:{draft.id}": 5.0}, PRICE)
    records = store.bulk.read(PRODUCT, [f"d:{draft.id}"])  # the bulk dialog opened
    undo.undo(store)
    bulk.edit_cells(store, PRODUCT, {f"d:{draft.id}": 7.0}, PRICE)  # typed in the table
    plan = store.bulk.plan(PRODUCT, records, {"itemDetails.name": "Deur, gelakt"})
    bulk.apply(store, PRODUCT, plan)
    # The step read the draft at price 5: applied on top of 7 it would keep neither
    # knowingly; it must leave the draft the user typed since as it is.
    now = store.drafts.get(draft.id)
    assert now.content["priceInformation"]["price"] == 7.0
    assert now.content["itemDetails"]["name"] == "Deur"


def test_undo_and_redo_still_go_back_and_forth(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    _queued_at(store, draft.id, 5.0)
    revisions = [store.drafts.get(draft.id).revision]
    for _ in range(3):
        assert undo.offered(store).undo is not None
        undo.undo(store)
        undo.undo(store)
        assert store.drafts.get(draft.id).state is DraftState.DRAFT
        offer = undo.offered(store)
        assert offer.redo is not None
        assert offer.redo.possible
        undo.redo(store)
        undo.redo(store)
        now = store.drafts.get(draft.id)
        assert (now.state, now.content["priceInformation"]["price"]) == (DraftState.QUEUED, 5.0)
        revisions.append(now.revision)
    assert revisions == sorted(set(revisions))  # every write a revision of its own


_DAMAGES = {
    "a column gone": "UPDATE undo_rows SET before = json_remove(before, '$.kind')",
    "content gone": "UPDATE undo_rows SET before = json_remove(before, '$.content')",
    "content not JSON": "UPDATE undo_rows SET before = json_set(before, '$.content', 'zz{')",
    "a state of none": "UPDATE undo_rows SET before = json_set(before, '$.state', 'bogus')",
    "another row's id": "UPDATE undo_rows SET before = json_set(before, '$.id', 'other')",
}


@pytest.mark.parametrize("damage", list(_DAMAGES))
def test_a_step_damaged_in_its_rows_is_refused_and_changes_nothing(
    store: Store, damage: str
) -> None:
    """A damaged file whose images are still JSON objects: the undo is refused as damaged
    (never a crash, never a draft made from another row's image), and nothing changes."""
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    bulk.edit_cells(store, PRODUCT, {f"d:{draft.id}": 5.0}, PRICE)
    before = [(d.id, d.state, d.content) for d in store.drafts.list_drafts()]
    store.database.write_one(_DAMAGES[damage] + " WHERE tbl = 'drafts'")
    with pytest.raises(UndoNotPossible) as refused:
        undo.undo(store)
    assert refused.value.why == DAMAGED
    assert [(d.id, d.state, d.content) for d in store.drafts.list_drafts()] == before


def test_a_step_of_an_unreadable_time_is_still_offered(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    bulk.edit_cells(store, PRODUCT, {f"d:{draft.id}": 5.0}, PRICE)
    store.database.write_one("UPDATE undo_steps SET made_at = 'gisteren'")
    assert undo.offered(store).undo is not None
    undo.undo(store)
    assert store.drafts.get(draft.id).content == product_content("Deur")


def test_undoing_a_record_made_and_sent_since_says_it_stays(store: Store) -> None:
    """A duplicate queued and created on the service: undoing the duplicate cannot take the
    product back from the service, and has no earlier values to restore. The undo must not
    say it was undone and nothing more: the record is named as kept."""
    source = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    made = drafts.duplicate(store, PRODUCT, source.content).value
    made_id = made if isinstance(made, str) else made.id
    drafts.queue(store, PRODUCT, [made_id])
    queued = store.drafts.get(made_id)
    store.drafts.begin_sends([queued])
    store.drafts.mark_synced([SentDraft(made_id, "77", {"id": 77, **queued.content})])
    undo.undo(store, as_edits=True)  # the queueing: nothing to restore
    undone = undo.undo(store, as_edits=True)  # the duplicate
    assert undone.value is not None
    assert store.drafts.get(made_id).state is DraftState.SYNCED  # on the service, as it is
    assert made_id in undone.value.kept  # and the user is told so
