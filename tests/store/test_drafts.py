"""Drafts: creation, autosave, the way to the server and back, deletion rules."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from app.api.notices import Notice
from app.store import DraftState
from app.store import RecordKind
from app.store import Store
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.catalogue import SearchFilters
from app.store.catalogue import Source
from app.store.drafts import SentDraft
from app.store.errors import DraftNotDeletable
from app.store.errors import DraftNotFound
from app.store.errors import DuplicateDraft
from tests.store.conftest import product_form
from tests.store.conftest import server_product
from tests.store.conftest import unknown_outcomes


def test_create_gives_a_uuid_and_keeps_the_content(store: Store) -> None:
    form = product_form()
    draft = store.drafts.create_draft("product", form)
    assert uuid.UUID(draft.id).version == 4
    assert draft.kind is RecordKind.PRODUCT
    assert draft.state is DraftState.DRAFT
    assert draft.content == form
    assert draft.revision == 1
    assert draft.is_new
    assert draft.created_at == draft.updated_at
    assert store.drafts.get(draft.id) == draft


def test_the_ui_may_bring_its_own_uuid(store: Store) -> None:
    chosen = str(uuid.uuid4())
    assert store.drafts.create_draft("project", {}, draft_id=chosen).id == chosen


def test_save_replaces_content_and_bumps_the_revision(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form("Deur"))
    saved = store.drafts.save_content(draft.id, product_form("Deur met glas"))
    assert saved.revision == 2
    assert saved.content["itemDetails"]["name"] == "Deur met glas"
    assert saved.updated_at >= draft.updated_at
    assert store.drafts.get(draft.id) == saved


def test_saving_unchanged_content_writes_nothing(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    again = store.drafts.save_content(draft.id, product_form())
    assert again.revision == 1
    assert again.updated_at == draft.updated_at


def test_content_must_be_a_json_object(store: Store) -> None:
    with pytest.raises(TypeError):
        store.drafts.create_draft("product", ["not", "an", "object"])  # type: ignore[arg-type]
    draft = store.drafts.create_draft("product", {})
    with pytest.raises(TypeError):
        store.drafts.save_content(draft.id, {"when": object()})
    with pytest.raises(ValueError):
        store.drafts.create_draft("invoice", {})


def test_unknown_draft(store: Store) -> None:
    with pytest.raises(DraftNotFound) as caught:
        store.drafts.save_content(str(uuid.uuid4()), {})
    assert caught.value.notice.code == "store.draft_not_found"
    assert store.drafts.find(str(uuid.uuid4())) is None


def test_edit_of_a_server_record_keeps_its_base_version(store: Store) -> None:
    server = server_product(42, "Bakstenen rood")
    draft = store.drafts.create_draft(
        "product", product_form("Bakstenen rood, 2e keus"), server_id=42, base_version=server
    )
    assert draft.server_id == "42"
    assert not draft.is_new
    assert draft.base_version == server
    assert store.drafts.open_draft_for("product", 42) == draft


def test_only_one_open_draft_per_server_record(store: Store) -> None:
    first = store.drafts.create_draft("product", {}, server_id=42)
    with pytest.raises(DuplicateDraft) as caught:
        store.drafts.create_draft("product", {}, server_id="42")
    assert caught.value.existing_id == first.id
    # Another kind with the same id is another record.
    store.drafts.create_draft("project", {}, server_id=42)


def test_the_way_to_the_server(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    queued = store.drafts.mark_queued(draft.id)
    assert queued.state is DraftState.QUEUED
    assert store.drafts.begin_sends([queued]) == {draft.id}
    sending = store.drafts.get(draft.id)
    assert sending.state is DraftState.SYNCING
    assert sending.outcome_unknown  # until an answer is recorded
    assert unknown_outcomes(store) == [sending]
    answer = server_product(812, "Eiken deur")
    store.drafts.mark_synced([SentDraft(draft.id, "812", answer, sending.revision)])
    synced = store.drafts.get(draft.id)
    assert synced.state is DraftState.SYNCED
    assert synced.server_id == "812"
    assert synced.base_version == answer
    assert not synced.outcome_unknown
    assert synced.last_sync_at is not None
    assert unknown_outcomes(store) == []


def test_a_created_record_is_linked_but_not_synced_until_its_photos_are_in(
    store: Store, tmp_path: Path
) -> None:
    draft = store.drafts.create_draft("product", product_form())
    photo = tmp_path / "deur.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0 not really a photo")
    attachment = store.attachments.attach_file(draft.id, photo, AttachmentRole.IMAGE)
    store.drafts.begin_sends([store.drafts.mark_queued(draft.id)])
    sending = store.drafts.get(draft.id)
    payload = product_form()
    linked = store.drafts.link_server_record(draft.id, 812, server_version=payload)
    # One write: the id is known, the draft is still on its way, nothing looks synced.
    assert linked.state is DraftState.SYNCING
    assert linked.server_id == "812"
    assert linked.base_version == payload
    assert not linked.outcome_unknown
    assert unknown_outcomes(store) == []
    assert store.attachments.get(attachment.id).record_server_id == "812"
    assert store.attachments.get(attachment.id).upload_state is UploadState.PENDING
    (row,) = store.catalogue.search("product", filters=SearchFilters(source=Source.DRAFTS))
    assert row.draft_state is DraftState.SYNCING
    assert row.server_id == "812"
    store.attachments.mark_uploaded(attachment.id, "img-1")
    store.drafts.mark_synced([SentDraft(draft.id, "812", None, sending.revision)])
    synced = store.drafts.get(draft.id)
    assert synced.state is DraftState.SYNCED
    assert synced.base_version == payload


def test_linking_an_unknown_draft(store: Store) -> None:
    with pytest.raises(DraftNotFound):
        store.drafts.link_server_record(str(uuid.uuid4()), 1)
    with pytest.raises(DraftNotFound):
        store.drafts.mark_synced([SentDraft(str(uuid.uuid4()), "1")])


def test_a_send_takes_each_draft_only_as_the_round_read_it(store: Store) -> None:
    drafts = [
        store.drafts.mark_queued(store.drafts.create_draft("product", product_form(f"D{n}")).id)
        for n in range(5)
    ]
    _as_read, typed, taken_out, handed_over, removed = drafts
    store.drafts.save_content(typed.id, product_form("D1, geschuurd"))
    store.drafts.set_state(taken_out.id, DraftState.DRAFT)
    store.database.write_one(
        "UPDATE drafts SET state = 'handed_over' WHERE id = ?", (handed_over.id,)
    )
    store.drafts.delete_draft(removed.id, discard_unsent=True)
    assert store.drafts.begin_sends(drafts) == {drafts[0].id}
    after = [store.drafts.get(d.id) for d in drafts[:4]]
    assert [d.state for d in after] == [
        DraftState.SYNCING,
        DraftState.QUEUED,
        DraftState.DRAFT,
        DraftState.HANDED_OVER,
    ]
    assert [d.outcome_unknown for d in after] == [True, False, False, False]
    # An update is taken without the marker of a create that may have arrived.
    edit = store.drafts.create_draft("product", product_form(), server_id=5)
    assert store.drafts.begin_sends([store.drafts.mark_queued(edit.id)], possibly_sent=False)
    sending = store.drafts.get(edit.id)
    assert (sending.state, sending.send_attempted_at) == (DraftState.SYNCING, None)


def test_a_synced_draft_typed_in_while_its_photos_went_stays_a_draft(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form("Deur"))
    store.drafts.mark_synced([SentDraft(draft.id, "9")])
    read = store.drafts.get(draft.id)  # as the round that sends its new photo reads it
    store.drafts.save_content(draft.id, product_form("Deur, geschuurd"))
    store.drafts.mark_synced([SentDraft(draft.id, "9", None, read.revision)])
    assert store.drafts.get(draft.id).state is DraftState.DRAFT  # not queued for the user


def test_typing_during_a_send_queues_the_draft_again(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form("Deur"))
    store.drafts.begin_sends([store.drafts.mark_queued(draft.id)])
    sending = store.drafts.get(draft.id)
    store.drafts.save_content(draft.id, product_form("Deur, nog een"))
    store.drafts.mark_synced([SentDraft(draft.id, "9", None, sending.revision)])
    after = store.drafts.get(draft.id)
    assert after.state is DraftState.QUEUED
    assert after.server_id == "9"
    assert after.content["itemDetails"]["name"] == "Deur, nog een"


def test_more_confirmations_than_one_statement_holds_are_all_recorded(store: Store) -> None:
    count = 1234  # three statements of rows, in one transaction
    drafts = store.drafts.begin_sends(
        [
            store.drafts.mark_queued(store.drafts.create_draft("product", product_form(f"D{n}")).id)
            for n in range(count)
        ]
    )
    read = {d.id: d for d in store.drafts.list_drafts(kind="product")}
    typed = sorted(drafts)[700]  # in the second statement's rows
    store.drafts.save_content(typed, product_form("D, geschuurd"))
    store.drafts.mark_synced(
        [SentDraft(i, str(n + 1), None, read[i].revision) for n, i in enumerate(sorted(drafts))]
    )
    after = {d.id: d for d in store.drafts.list_drafts(kind="product")}
    assert {d.id for d in after.values() if d.state is DraftState.SYNCED} == set(drafts) - {typed}
    assert after[typed].state is DraftState.QUEUED
    assert [after[i].server_id for i in sorted(drafts)] == [str(n + 1) for n in range(count)]
    listed = store.catalogue.search("product", filters=SearchFilters(source=Source.DRAFTS))
    assert {r.draft_state for r in listed} == {DraftState.SYNCED, DraftState.QUEUED}
    entries = store.history.entries_of_records("product", sorted(drafts), [])
    sent = [k for k, found in entries.items() if any(e.action == "sent" for e in found)]
    assert len(sent) == count - 1


def test_confirmations_naming_an_unknown_draft_are_refused(store: Store) -> None:
    drafts = [
        store.drafts.mark_queued(store.drafts.create_draft("product", product_form(f"D{n}")).id)
        for n in range(600)
    ]
    store.drafts.begin_sends(drafts)
    missing = str(uuid.uuid4())
    sent = [SentDraft(d.id, str(n + 1)) for n, d in enumerate(drafts)]
    with pytest.raises(DraftNotFound) as caught:
        store.drafts.mark_synced([*sent[:550], SentDraft(missing, "9999"), *sent[550:]])
    assert caught.value.notice.params == {"draft_id": missing}


def test_server_errors_by_field(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    store.drafts.begin_sends([draft])
    errors = {
        "quantity.quantityValue": [Notice("float_parsing")],
        "itemDetails.name": [Notice("string_too_long", {"max_length": 255})],
        "address.city": [Notice.said("The city is required.")],
    }
    refused = store.drafts.record_errors(draft.id, errors, message=Notice("service.rejected"))
    assert refused.state is DraftState.NEEDS_ATTENTION
    assert refused.field_errors == errors
    assert refused.error_message == Notice("service.rejected")
    assert store.drafts.get(draft.id).field_errors == errors
    assert not refused.outcome_unknown
    # Sending again clears the old errors.
    assert store.drafts.mark_queued(draft.id).field_errors == {}


def test_a_failed_send_without_answer_is_queued_again(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    store.drafts.begin_sends([draft])
    failed = store.drafts.record_send_failed(draft.id, Notice("service.offline"))
    assert failed.state is DraftState.QUEUED
    assert store.drafts.get(draft.id).error_message == Notice("service.offline")


def test_conflict_and_resolution(store: Store) -> None:
    base = server_product(5, "Tegels")
    draft = store.drafts.create_draft(
        "product", product_form("Tegels"), server_id=5, base_version=base
    )
    theirs = server_product(5, "Tegels, verkocht")
    conflicted = store.drafts.mark_conflict(draft.id, theirs)
    assert conflicted.state is DraftState.CONFLICT
    assert conflicted.theirs == theirs
    merged = store.drafts.resolve_conflict(draft.id, product_form("Tegels, deels"), theirs)
    assert merged.state is DraftState.QUEUED
    assert merged.theirs is None
    assert merged.base_version == theirs
    assert merged.revision == draft.revision + 1


def test_typing_in_a_synced_draft_makes_it_a_draft_again(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    store.drafts.mark_synced([SentDraft(draft.id, "3")])
    edited = store.drafts.save_content(draft.id, product_form("Andere naam"))
    assert edited.state is DraftState.DRAFT
    assert edited.server_id == "3"


def test_archive_request(store: Store) -> None:
    draft = store.drafts.create_draft("product", {}, server_id=8)
    assert store.drafts.request_archive(draft.id).archive_requested
    assert not store.drafts.request_archive(draft.id, False).archive_requested


def test_list_and_count_by_state(store: Store) -> None:
    a = store.drafts.create_draft("product", product_form("A"))
    b = store.drafts.create_draft("product", product_form("B"))
    store.drafts.create_draft("project", {"title": "C"})
    store.drafts.mark_queued(b.id)
    assert [d.id for d in store.drafts.list_drafts("product")] == [a.id, b.id]
    assert [d.id for d in store.drafts.list_drafts(states=["queued"])] == [b.id]
    counts = store.drafts.count_by_state()
    assert counts[DraftState.DRAFT] == 2
    assert counts[DraftState.QUEUED] == 1
    assert counts[DraftState.CONFLICT] == 0
    assert store.drafts.count_by_state("project")[DraftState.DRAFT] == 1


def test_unsent_work_is_protected_from_deletion(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    with pytest.raises(DraftNotDeletable) as caught:
        store.drafts.delete_draft(draft.id)
    assert caught.value.notice.code == "store.draft_unsent"
    store.drafts.begin_sends([store.drafts.mark_queued(draft.id)])
    with pytest.raises(DraftNotDeletable):
        store.drafts.delete_draft(draft.id, discard_unsent=True)  # on its way
    store.drafts.set_state(draft.id, DraftState.QUEUED)
    with pytest.raises(DraftNotDeletable):
        store.drafts.delete_draft(draft.id, discard_unsent=True)  # may have arrived
    assert store.drafts.get(draft.id).outcome_unknown


def test_deleting_synced_and_discarded_drafts(store: Store) -> None:
    synced = store.drafts.create_draft("product", product_form("Weg"))
    store.drafts.mark_synced([SentDraft(synced.id, "77")])
    store.drafts.delete_draft(synced.id)
    discarded = store.drafts.create_draft("product", product_form("Weggooien"))
    store.drafts.delete_draft(discarded.id, discard_unsent=True)
    assert store.drafts.list_drafts() == []
    assert store.catalogue.count("product") == 0


def test_reopening_a_synced_draft_that_a_newer_draft_edits(store: Store) -> None:
    old = store.drafts.create_draft("product", product_form("Oud"))
    store.drafts.mark_synced([SentDraft(old.id, "31")])
    newer = store.drafts.create_draft("product", product_form("Nieuw"), server_id=31)
    with pytest.raises(DuplicateDraft) as caught:
        store.drafts.save_content(old.id, product_form("Oud, toch gewijzigd"))
    assert caught.value.existing_id == newer.id
    assert store.drafts.get(old.id).state is DraftState.SYNCED


def test_sends_marked_and_confirmed_in_batches(store: Store) -> None:
    drafts = [
        store.drafts.mark_queued(store.drafts.create_draft("product", product_form(f"Deur {n}")).id)
        for n in range(4)
    ]
    ids = [d.id for d in drafts]
    assert store.drafts.begin_sends(drafts) == set(ids)
    assert {d.id for d in unknown_outcomes(store)} == set(ids)
    assert {r.draft_state for r in store.catalogue.search("product")} == {DraftState.SYNCING}
    # Typing in the second one while it was on its way.
    store.drafts.save_content(ids[1], product_form("Deur 1, bijgewerkt"))
    answer = server_product(10, "Deur 0")
    store.drafts.mark_synced(
        [
            SentDraft(ids[0], "10", answer, drafts[0].revision),
            SentDraft(ids[1], "11", None, drafts[1].revision),
        ]
    )
    first, second = store.drafts.get(ids[0]), store.drafts.get(ids[1])
    assert (first.state, first.server_id, first.base_version) == (DraftState.SYNCED, "10", answer)
    assert (second.state, second.server_id) == (DraftState.QUEUED, "11")
    assert not first.outcome_unknown
    assert not second.outcome_unknown
    # The other two never went out (a cancelled run): queued again, nothing to reconcile.
    store.drafts.withdraw_sends(ids)
    for draft_id in ids[2:]:
        withdrawn = store.drafts.get(draft_id)
        assert withdrawn.state is DraftState.QUEUED
        assert withdrawn.send_attempted_at is None
    assert store.drafts.get(ids[0]).state is DraftState.SYNCED  # a synced one stays synced
    with pytest.raises(DraftNotFound):
        store.drafts.mark_synced([SentDraft(ids[2], "12"), SentDraft("nope", "13")])
