"""The operations on drafts, against a real store: each returns what it did and the `Changes`
every view redraws from."""

from __future__ import annotations

from typing import Any

from app.api.notices import Notice
from app.store import Store
from app.store.drafts import Draft
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import new_id
from app.work import drafts
from app.work.changes import Changes
from tests.sync.helpers import product_content
from tests.sync.helpers import project_content

PRODUCT = RecordKind.PRODUCT


def test_the_first_keystroke_makes_the_draft_with_its_uuid_and_it_joins_the_lists(
    store: Store,
) -> None:
    uuid = new_id()
    made = drafts.save_content(store, PRODUCT, {"itemDetails": {"name": "Deur"}}, new_id=uuid)
    assert made.value.id == uuid
    assert made.changes == Changes.of_drafts(PRODUCT, [uuid], outbox=False, listed=True)
    typed = drafts.save_content(store, PRODUCT, product_content("Deur"), draft_id=uuid)
    assert typed.value.revision == 2
    # Its row changed in place; the outbox's counts did not.
    assert typed.changes == Changes.of_drafts(PRODUCT, [uuid], outbox=False)
    assert store.drafts.get(uuid).content == product_content("Deur")


def test_an_edit_of_a_server_record_is_based_on_its_version_and_a_synced_draft_is_listed_again(
    store: Store,
) -> None:
    version = {"id": 7, **product_content("Deur")}
    edit = drafts.save_content(
        store, PRODUCT, product_content("Deur, geschuurd"), server_id="7", base_version=version
    )
    assert edit.value.server_id == "7"
    assert edit.value.base_version == version
    store.drafts.set_state(edit.value.id, DraftState.SYNCED)
    again = drafts.save_content(store, PRODUCT, product_content("Deur"), draft_id=edit.value.id)
    # A synced draft hides behind its server row: a draft again, it is listed again.
    assert again.value.state is DraftState.DRAFT
    assert again.changes.listed


def test_queueing_many_queues_the_sendable_and_says_why_not_for_each_other(
    store: Store,
) -> None:
    valid = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    no_city = store.drafts.create_draft(PRODUCT, product_content("Kozijn", address={}))
    handed = store.drafts.create_draft(PRODUCT, product_content("Balk"))
    store.drafts.set_state(handed.id, DraftState.HANDED_OVER)
    synced = store.drafts.create_draft(PRODUCT, product_content("Plank"), server_id="3")
    store.drafts.set_state(synced.id, DraftState.SYNCED)
    ids = [valid.id, no_city.id, handed.id, synced.id, "gone"]
    outcome = drafts.queue(store, PRODUCT, ids)
    assert [d.id for d in outcome.value.drafts] == [valid.id]
    assert store.drafts.get(valid.id).state is DraftState.QUEUED
    refused = outcome.value.refused
    assert refused[no_city.id].notice.code == drafts.INVALID
    assert "address.city" in refused[no_city.id].problems
    assert refused[handed.id].notice.code == "store.draft_handed_over"
    assert refused[synced.id].notice == Notice(drafts.UNCHANGED)
    assert refused["gone"].notice.code == "store.draft_not_found"
    assert store.drafts.get(no_city.id).state is DraftState.DRAFT  # kept as typed
    assert outcome.changes == Changes.of_drafts(PRODUCT, [valid.id], undo=True)
    # Nothing queued: nothing changed.
    assert not drafts.queue(store, PRODUCT, [no_city.id]).changes


def test_archive_discard_and_take_back(store: Store) -> None:
    edit = store.drafts.create_draft(PRODUCT, product_content("Deur"), server_id="4")
    archived = drafts.archive(store, edit.id)
    assert archived.value.archive_requested
    assert archived.value.state is DraftState.QUEUED
    assert archived.changes == Changes.of_drafts(PRODUCT, [edit.id], undo=True)
    handed = store.drafts.create_draft(PRODUCT, product_content("Balk"))
    store.drafts.set_state(handed.id, DraftState.HANDED_OVER)
    taken = drafts.take_back(store, handed.id)
    assert taken.value.state is DraftState.DRAFT
    assert taken.changes.drafts == {handed.id}
    project = store.drafts.create_draft(RecordKind.PROJECT, project_content("Station"))
    gone = drafts.discard(store, project.id)
    assert store.drafts.find(project.id) is None
    assert gone.changes == Changes.of_drafts(
        RecordKind.PROJECT, [project.id], listed=True, undo=True
    ) | Changes(attachments=frozenset([project.id]))


def test_a_settled_conflict_is_queued_again_on_the_server_s_version(store: Store) -> None:
    edit = store.drafts.create_draft(PRODUCT, product_content("Deur"), server_id="5")
    theirs = {"id": 5, **product_content("Deur van hen")}
    store.drafts.mark_conflict(edit.id, theirs)
    merged = product_content("Deur van ons")
    settled = drafts.settle_conflict(store, edit.id, merged, theirs)
    assert settled.value.state is DraftState.QUEUED
    assert settled.value.base_version == theirs
    assert settled.value.content == merged
    assert settled.changes == Changes.of_drafts(PRODUCT, [edit.id], undo=True)


def test_the_two_ways_out_for_a_create_accepted_without_an_id(store: Store) -> None:
    made = _sent_without_an_answer(store, product_content("Deur"))
    waiting = store.drafts.record_accepted_without_id(made.id, needs_attention=True)
    assert waiting.accepted_without_id
    # Not a number a record of the service can have: 0, a second spelling of 7, beyond
    # JSON's safe integers (an edit of it would reach another record, or none).
    for typo in ("", "  ", "12a", "1" * 65, "0", "007", "+7", "-5", str(2**53)):
        refused = drafts.link_accepted(store, made.id, typo)
        assert refused.value is None
        assert not refused.changes
    linked = drafts.link_accepted(store, made.id, " 42 ")
    assert linked.value is not None
    assert linked.value.server_id == "42"
    assert linked.value.state is DraftState.QUEUED
    assert linked.changes == Changes.of_drafts(PRODUCT, [made.id], undo=True)
    other = _sent_without_an_answer(store, product_content("Kozijn"))
    store.drafts.record_accepted_without_id(other.id, needs_attention=True)
    resent = drafts.send_again(store, other.id)
    assert resent.value.state is DraftState.QUEUED
    assert resent.value.send_attempted_at is None
    assert resent.changes == Changes.of_drafts(PRODUCT, [other.id], undo=True)


def _sent_without_an_answer(store: Store, content: dict[str, Any]) -> Draft:
    """A create that went out (its possibly-sent mark set, as a round sets it)."""
    draft = store.drafts.create_draft(PRODUCT, content)
    with store.database.transaction() as conn:
        conn.execute("UPDATE drafts SET send_attempted_at = updated_at WHERE id = ?", (draft.id,))
    return draft
