"""Changes to many records at once: planned with the model's rules, applied as one step,
undone as one step while none of its records has been sent."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.store import Store
from app.store.catalogue import SearchFilters
from app.store.drafts import SentDraft
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.undo import UndoNotPossible
from app.work import bulk as work
from app.work import undo
from tests.store.conftest import product_form as listed_form
from tests.store.conftest import server_product as listed_product

PRODUCT = RecordKind.PRODUCT
DOORS = {"productCategory": "Deuren", "subProductCategory": "Binnendeuren"}


def product_form(name: str, **overrides: Any) -> dict[str, Any]:
    return listed_form(name, **DOORS, **overrides)


def server_product(product_id: int, name: str) -> dict[str, Any]:
    return listed_product(product_id, name, **DOORS)


CHANGES = {"validityInformation.statusCode": "Gereserveerd", "priceInformation.price": 7.5}


def _setup(store: Store) -> tuple[list[str], list[str]]:
    drafts = [store.drafts.create_draft(PRODUCT, product_form(f"Deur {n}")) for n in range(4)]
    # One half-typed draft without its city: the change would leave it invalid.
    address = {"street": "Dorpsstraat 1"}
    drafts.append(
        store.drafts.create_draft(PRODUCT, product_form("Zonder plaats", address=address))
    )
    store.cache.replace_server_list(PRODUCT, [server_product(n, f"Steen {n}") for n in (1, 2, 3)])
    return [f"d:{d.id}" for d in drafts], ["s:1", "s:2", "s:3"]


def test_a_step_changes_drafts_in_place_and_gives_server_products_an_edit_draft(
    store: Store,
) -> None:
    draft_keys, server_keys = _setup(store)
    bulk = store.bulk
    records = bulk.read(PRODUCT, draft_keys + server_keys)
    plan = bulk.plan(PRODUCT, records, CHANGES)
    assert [r.record.title for r in plan.refused] == ["Zonder plaats"]
    assert "address.city" in plan.refused[0].problems
    step = bulk.apply(PRODUCT, plan, queue=True)
    assert step.count == 7
    for key in draft_keys[:4]:
        draft = store.drafts.get(key[2:])
        assert draft.content["priceInformation"]["price"] == 7.5
        assert draft.state is DraftState.QUEUED
        assert draft.revision == 2
    refused = store.drafts.get(draft_keys[4][2:])
    assert refused.revision == 1
    assert refused.state is DraftState.DRAFT
    edit = store.drafts.open_draft_for(PRODUCT, "2")
    assert edit is not None
    assert edit.state is DraftState.QUEUED
    assert edit.base_version == store.cache.server_item(PRODUCT, "2")  # conflict detection
    assert edit.content["validityInformation"]["statusCode"] == "Gereserveerd"
    # The listing shows the user's version in place of the server's.
    found = store.catalogue.search(PRODUCT, filters=SearchFilters(statuses=("Gereserveerd",)))
    assert len(found) == 7


def test_undo_reverts_the_whole_step_and_asks_first_once_a_record_was_sent(
    store: Store,
) -> None:
    draft_keys, server_keys = _setup(store)
    bulk = store.bulk
    before = {k: store.drafts.get(k[2:]).content for k in draft_keys}
    work.apply(
        store, PRODUCT, bulk.plan(PRODUCT, bulk.read(PRODUCT, draft_keys + server_keys), CHANGES)
    )
    outcome = undo.undo(store).value
    assert outcome is not None
    assert outcome.kept == ()
    assert store.undo.next_undo() is None
    assert {k: store.drafts.get(k[2:]).content for k in draft_keys} == before
    assert store.drafts.open_draft_for(PRODUCT, "1") is None
    _assert_listing_as_rebuilt(store)
    assert store.catalogue.count(PRODUCT, filters=SearchFilters(statuses=("Gereserveerd",))) == 0

    work.apply(
        store,
        PRODUCT,
        bulk.plan(PRODUCT, bulk.read(PRODUCT, draft_keys + server_keys), CHANGES),
        queue=True,
    )
    edit = store.drafts.open_draft_for(PRODUCT, "3")
    assert edit is not None
    store.drafts.mark_synced([SentDraft(edit.id, "3")])
    with pytest.raises(UndoNotPossible):
        undo.undo(store)  # not without the user's word: the service has it
    assert store.drafts.get(draft_keys[0][2:]).content["priceInformation"]["price"] == 7.5


def test_a_draft_typed_in_meanwhile_is_left_as_typed(store: Store) -> None:
    draft_keys, _ = _setup(store)
    bulk = store.bulk
    plan = bulk.plan(PRODUCT, bulk.read(PRODUCT, draft_keys[:2]), CHANGES)
    store.drafts.save_content(draft_keys[0][2:], product_form("Deur 0 getypt"))
    step = work.apply(store, PRODUCT, plan).value
    assert step.count == 1
    assert step.changed_meanwhile == 1
    assert store.drafts.get(draft_keys[0][2:]).content["itemDetails"]["name"] == "Deur 0 getypt"
    store.drafts.save_content(draft_keys[1][2:], product_form("Deur 1 getypt"))
    undone = undo.undo(store).value
    assert undone is not None
    assert undone.kept == (draft_keys[1][2:],)
    assert store.drafts.get(draft_keys[1][2:]).content["itemDetails"]["name"] == "Deur 1 getypt"


def test_drafts_a_send_took_between_the_check_and_the_apply_get_the_change_still(
    store: Store,
) -> None:
    queued = [
        store.drafts.mark_queued(store.drafts.create_draft(PRODUCT, product_form(n)).id)
        for n in ("Verzonden", "Onderweg", "Overgedragen")
    ]
    sent, sending, handed_over = queued
    bulk = store.bulk
    plan = bulk.plan(PRODUCT, bulk.read(PRODUCT, [f"d:{d.id}" for d in queued]), CHANGES)
    # Between the check and the apply: one is sent, one being sent, one handed over.
    store.drafts.begin_sends([sent, sending])
    store.drafts.mark_synced([SentDraft(sent.id, "41", None, sent.revision)])
    store.database.write_one(
        "UPDATE drafts SET state = 'handed_over' WHERE id = ?", (handed_over.id,)
    )
    step = work.apply(store, PRODUCT, plan).value
    assert (step.count, step.queued, step.changed_meanwhile) == (2, 1, 1)
    assert [r.record.title for r in step.refused] == ["Overgedragen"]
    assert store.drafts.get(handed_over.id).content == handed_over.content
    # The sent one is a new edit of the record it became, queued as the step left it.
    edit = store.drafts.get(sent.id)
    assert (edit.state, edit.server_id) == (DraftState.QUEUED, "41")
    assert edit.content["priceInformation"]["price"] == 7.5
    # The one on its way goes again after its send, with the change.
    store.drafts.mark_synced([SentDraft(sending.id, "42", None, sending.revision)])
    assert store.drafts.get(sending.id).state is DraftState.QUEUED
    rows = {r.draft_id: r for r in store.catalogue.search(PRODUCT)}
    assert {rows[d.id].draft_state for d in (sent, sending)} == {DraftState.QUEUED}
    assert {rows[d.id].price for d in (sent, sending)} == {7.5}
    with pytest.raises(UndoNotPossible):
        undo.undo(store)  # it was being sent: the service may have the change


def test_undone_a_draft_sent_before_the_apply_is_as_the_send_left_it(store: Store) -> None:
    draft = store.drafts.mark_queued(store.drafts.create_draft(PRODUCT, product_form("D")).id)
    bulk = store.bulk
    plan = bulk.plan(PRODUCT, bulk.read(PRODUCT, [f"d:{draft.id}"]), CHANGES)
    store.drafts.begin_sends([draft])
    store.drafts.mark_synced([SentDraft(draft.id, "41", None, draft.revision)])
    work.apply(store, PRODUCT, plan)
    undo.undo(store)
    after = store.drafts.get(draft.id)
    assert (after.state, after.server_id, after.content) == (
        DraftState.SYNCED,
        "41",
        draft.content,
    )


def test_every_record_of_a_search_by_its_keys(store: Store) -> None:
    draft_keys, server_keys = _setup(store)
    keys = store.bulk.matching_keys(PRODUCT, "", SearchFilters())
    assert sorted(keys) == sorted(draft_keys + server_keys)
    assert store.bulk.matching_keys(PRODUCT, "steen", SearchFilters()) == server_keys


@pytest.mark.parametrize(
    "changes",
    [CHANGES, {"address.city": "Zwolle", "productCategory": "Deuren"}],
    ids=["sort columns alike", "full-text columns"],
)
def test_the_listing_a_step_writes_is_the_one_its_drafts_make(
    store: Store, changes: dict[str, Any]
) -> None:
    from app.store import listing

    draft_keys, server_keys = _setup(store)
    bulk = store.bulk
    bulk.apply(PRODUCT, bulk.plan(PRODUCT, bulk.read(PRODUCT, draft_keys + server_keys), changes))
    columns = "kind, source, draft_id, draft_state, server_id, shadowed, " + ", ".join(
        listing.FIELD_COLUMNS
    )
    order = " ORDER BY source, draft_id, server_id"
    written = [tuple(r) for r in store.database.query(f"SELECT {columns} FROM listing{order}")]
    # Found by what changed, before anything is rebuilt (the full-text index included).
    if "address.city" in changes:
        assert len(store.catalogue.search(PRODUCT, "zwolle")) == 8
    else:
        filters = SearchFilters(statuses=("Gereserveerd",))
        assert len(store.catalogue.search(PRODUCT, "deur", filters=filters)) == 7
    with store.database.transaction() as conn:
        listing.rebuild(conn)
    rebuilt = [tuple(r) for r in store.database.query(f"SELECT {columns} FROM listing{order}")]
    assert written == rebuilt


def _assert_listing_as_rebuilt(store: Store) -> None:
    """The listing as written equals the one rebuilt from the drafts and the cache."""
    from app.store import listing

    columns = "kind, source, draft_id, draft_state, server_id, shadowed, " + ", ".join(
        listing.FIELD_COLUMNS[:-1]
    )
    query = f"SELECT {columns} FROM listing ORDER BY source, draft_id, server_id"
    written = [tuple(r) for r in store.database.query(query)]
    with store.database.transaction() as conn:
        listing.rebuild(conn)
    assert written == [tuple(r) for r in store.database.query(query)]


def test_a_project_number_is_set_on_new_products_only(store: Store) -> None:
    draft_keys, server_keys = _setup(store)
    bulk = store.bulk
    records = bulk.read(PRODUCT, draft_keys[:2] + server_keys)
    plan = bulk.plan(PRODUCT, records, {"projectNumber": 1203})
    # A product on the service keeps its project (an update does not send one).
    assert plan.unchanged == 3
    assert [content["projectNumber"] for _record, content in plan.valid] == [1203, 1203]


def test_a_draft_moved_to_another_environment_is_left_alone_by_the_undo(
    store: Store, tmp_path: Path
) -> None:
    from app.store.moving import move_drafts

    draft_keys, _ = _setup(store)
    bulk = store.bulk
    plan = bulk.plan(PRODUCT, bulk.read(PRODUCT, draft_keys[:3]), CHANGES)
    step = work.apply(store, PRODUCT, plan).value
    assert step.count == 3
    moved = draft_keys[0][2:]
    with Store.open(tmp_path / "other.sqlite3", tmp_path / "other") as other:
        assert move_drafts(store, other, [moved]).moved == [moved]
        outcome = undo.undo(store).value
        # Left alone (gone from this store): it went, changed, to the other environment.
        assert outcome is not None
        assert outcome.kept == (moved,)
        assert other.drafts.get(moved).content["priceInformation"]["price"] == 7.5
        assert other.undo.next_undo() is None  # the undo never followed it there
    for key in draft_keys[1:3]:
        price = store.drafts.get(key[2:]).content["priceInformation"]["price"]
        assert price == product_form("x")["priceInformation"]["price"]
