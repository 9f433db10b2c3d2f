"""Each action's history entry (when, action, and per field what it was and became),
written in the transaction of the change; typing merged per editing visit; compaction."""

from __future__ import annotations

from typing import Any

import pytest

from app.api import bounds
from app.api.notices import Notice
from app.store import Store
from app.store import history
from app.store.drafts import SentDraft
from app.store.history import Action
from app.store.history import Entry
from app.store.history import FieldChange
from app.store.history import RecordKey
from app.store.kinds import RecordKind
from tests.store.conftest import product_form


def _entries(
    store: Store, draft_id: str | None = None, server_id: str | None = None
) -> list[Entry]:
    with store.database.transaction(write=False) as conn:
        return history.entries_of(conn, "product", draft_id=draft_id, server_id=server_id)


def _fields(entry: Entry) -> dict[str, tuple[Any, Any]]:
    return {f.field: (f.before, f.after) for f in entry.fields}


def test_a_new_draft_is_an_entry_with_every_field_from_nothing(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form("Eiken deur"))

    [entry] = _entries(store, draft.id)
    assert entry.action is Action.CREATED
    assert _fields(entry)["itemDetails.name"] == (None, "Eiken deur")
    assert _fields(entry)["quantity.quantityValue"] == (None, 4)


def test_typing_is_one_entry_per_editing_visit_keeping_the_first_before_value(
    store: Store,
) -> None:
    draft = store.drafts.create_draft("product", product_form("Eiken deur"))
    for name in ("Eiken deu", "Eiken de", "Eiken del", "Eiken deur, groot"):
        store.drafts.save_content(draft.id, product_form(name), visit="visit-1")
    store.drafts.save_content(
        draft.id, product_form("Eiken deur, groot", productCategory="Steen"), visit="visit-1"
    )

    typed, created = _entries(store, draft.id)
    assert typed.action is Action.TYPED
    assert created.action is Action.CREATED
    assert _fields(typed) == {
        "itemDetails.name": ("Eiken deur", "Eiken deur, groot"),
        "productCategory": ("Hout", "Steen"),
    }

    # Leaving the record ends the visit: the next typing is an entry of its own.
    store.drafts.save_content(draft.id, product_form("Beuken deur"), visit="visit-2")
    newest = _entries(store, draft.id)[0]
    assert _fields(newest) == {
        "itemDetails.name": ("Eiken deur, groot", "Beuken deur"),
        "productCategory": ("Steen", "Hout"),
    }
    assert len(_entries(store, draft.id)) == 3


def test_a_field_typed_back_to_what_it_was_leaves_the_visits_entry(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form("Eiken deur"))
    store.drafts.save_content(draft.id, product_form("Eiken"), visit="v")
    store.drafts.save_content(draft.id, product_form("Eiken deur"), visit="v")

    assert [e.action for e in _entries(store, draft.id)] == [Action.CREATED]


def test_the_first_keystroke_of_an_edit_says_what_the_server_record_was(store: Store) -> None:
    server = product_form("Baksteen")
    draft = store.drafts.create_draft(
        "product", product_form("Baksteen, rood"), server_id=7, visit="v", before=server
    )
    store.drafts.save_content(
        draft.id, product_form("Baksteen, rood", productCategory="Steen"), visit="v"
    )

    [typed] = _entries(store, server_id="7")
    assert typed.action is Action.TYPED
    assert typed.key == RecordKey(RecordKind.PRODUCT, draft.id, "7")
    assert _fields(typed) == {
        "itemDetails.name": ("Baksteen", "Baksteen, rood"),
        "productCategory": ("Hout", "Steen"),
    }


def test_the_sync_engines_state_changes_are_entries_with_the_services_answer(
    store: Store,
) -> None:
    draft = store.drafts.create_draft("product", product_form())
    store.drafts.mark_queued(draft.id)
    store.drafts.record_errors(
        draft.id,
        {"itemDetails.name": [Notice("field.too_long")]},
        message=Notice("service.refused"),
    )
    store.drafts.mark_queued(draft.id)
    store.drafts.link_server_record(draft.id, 41)
    store.drafts.mark_synced([SentDraft(draft.id, "41")])

    entries = _entries(store, draft.id)
    assert [(e.action, dict(e.detail)) for e in entries] == [
        (Action.SENT, {"answer": "stored"}),
        (Action.SENT, {"answer": "created", "server_id": "41"}),
        (Action.QUEUED, {}),
        (
            Action.SENT,
            {"answer": "refused", "code": "service.refused", "fields": ["itemDetails.name"]},
        ),
        (Action.QUEUED, {}),
        (Action.CREATED, {}),
    ]
    # Every entry of the draft is found by the server id it got.
    assert {e.key.server_id for e in entries} == {"41"}
    assert _entries(store, server_id="41") == entries


def test_conflict_archive_accepted_and_delete_are_entries(store: Store) -> None:
    draft = store.drafts.create_draft(
        "product", product_form("Mijn naam"), server_id=9, before=product_form("Oud")
    )
    store.drafts.mark_conflict(draft.id, {"id": 9})
    store.drafts.resolve_conflict(
        draft.id, product_form("Hun naam"), base_version={"id": 9}, choice="theirs"
    )
    store.drafts.request_archive(draft.id)
    store.drafts.delete_draft(draft.id, discard_unsent=True)
    fresh = store.drafts.create_draft("product", product_form())
    store.drafts.record_accepted_without_id(fresh.id)

    deleted, archived, settled, conflict, created = _entries(store, draft.id)
    assert deleted.action is Action.DELETED
    assert deleted.detail == {"state": "queued"}
    assert archived.action is Action.ARCHIVED
    assert archived.detail == {"requested": True}
    assert settled.action is Action.CONFLICT_SETTLED
    assert settled.detail == {"choice": "theirs"}
    assert _fields(settled) == {"itemDetails.name": ("Mijn naam", "Hun naam")}
    assert conflict.detail == {"answer": "conflict"}
    assert _fields(created) == {"itemDetails.name": ("Oud", "Mijn naam")}
    [accepted, _] = _entries(store, fresh.id)
    assert accepted.action is Action.ACCEPTED_WITHOUT_ID
    assert accepted.detail == {"code": "sync.accepted_without_id"}


def test_an_entry_is_written_in_the_changes_transaction_or_not_at_all(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form("Eiken deur"))

    def typed_then_failed() -> None:
        with store.database.transaction():
            store.drafts.save_content(draft.id, product_form("Beuken deur"), visit="v")
            raise RuntimeError("the change is rolled back")

    with pytest.raises(RuntimeError):
        typed_then_failed()

    assert store.drafts.get(draft.id).content["itemDetails"]["name"] == "Eiken deur"
    assert [e.action for e in _entries(store, draft.id)] == [Action.CREATED]


def test_unchanged_content_writes_no_entry(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    store.drafts.save_content(draft.id, product_form(), visit="v")

    assert len(_entries(store, draft.id)) == 1


def test_past_the_bound_the_oldest_entries_fold_into_one_keeping_the_first_values(
    store: Store,
) -> None:
    limit = bounds.HISTORY_ENTRIES_PER_RECORD
    draft = store.drafts.create_draft("product", product_form("naam 0"))
    for n in range(1, limit + 10):
        store.drafts.save_content(draft.id, product_form(f"naam {n}"), visit=f"visit {n}")

    entries = _entries(store, draft.id)
    assert len(entries) == limit
    earlier = entries[-1]
    assert earlier.action is Action.EARLIER
    # The created entry and the first ten visits: 11 entries, from nothing to "naam 10".
    assert earlier.detail["entries"] == 11
    assert _fields(earlier)["itemDetails.name"] == (None, "naam 10")
    assert _fields(entries[-2])["itemDetails.name"] == ("naam 10", "naam 11")

    # Folding again counts what was folded before.
    for n in range(limit + 10, limit + 15):
        store.drafts.save_content(draft.id, product_form(f"naam {n}"), visit=f"visit {n}")
    entries = _entries(store, draft.id)
    assert len(entries) == limit
    assert entries[-1].detail["entries"] == 16
    assert _fields(entries[-1])["itemDetails.name"] == (None, "naam 15")


def test_record_takes_an_undo_from_the_other_side(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    with store.database.transaction() as conn:
        history.record(
            conn,
            RecordKey(RecordKind.PRODUCT, draft.id),
            Action.UNDONE,
            detail={"action": "bulk"},
            fields=[FieldChange("productCategory", "Steen", "Hout")],
        )

    undone = _entries(store, draft.id)[0]
    assert undone.action is Action.UNDONE
    assert _fields(undone) == {"productCategory": ("Steen", "Hout")}


@pytest.mark.parametrize(
    ("before", "after"),
    [
        ({"a": "x", "b": {"c": 1, "d": [1, 2]}}, {"a": "x", "b": {"c": 2, "d": [1, 2]}}),
        ({"a": "x", "b": {"c": 1}}, {"b": {"c": 1}, "e": {"f": True}}),
        ({"a": None, "b": {"c": {"d": 1.5}}}, {"a": "", "b": None}),
        ({"a": [{"x": 1}], "b": 1}, {"a": [{"x": 2}], "b": 1.0}),
        ({}, {"a": {"b": {"c": "ë"}}}),
    ],
)
def test_the_autosaves_diff_by_groups_finds_what_the_whole_diff_finds(
    before: dict[str, Any], after: dict[str, Any]
) -> None:
    groups_before, groups_after = history.content_groups(before), history.content_groups(after)
    assert groups_before is not None
    assert groups_after is not None

    assert history.group_changes(groups_before, groups_after, after) == (
        history.content_changes(before, after)
    )


def test_a_form_typed_in_place_keeps_each_fields_first_value(store: Store) -> None:
    # The form hands the same content object to every autosave, changed in place.
    content = product_form("Eiken deur")
    draft = store.drafts.create_draft("product", content)
    for name in ("Eiken deu", "Eiken de", "Eiken deur 2"):
        content["itemDetails"]["name"] = name
        store.drafts.save_content(draft.id, content, visit="visit-1")
    content["quantity"]["quantityValue"] = 5
    store.drafts.save_content(draft.id, content, visit="visit-1")

    typed = _entries(store, draft.id)[0]
    assert _fields(typed) == {
        "itemDetails.name": ("Eiken deur", "Eiken deur 2"),
        "quantity.quantityValue": (4, 5),
    }


def test_a_number_past_64_bits_is_diffed_whole_and_kept(store: Store) -> None:
    # orjson takes no int past 64 bits: such a content's autosaves take the whole diff.
    big = 2**70
    draft = store.drafts.create_draft("product", product_form("Eiken deur"))
    store.drafts.save_content(draft.id, product_form("Eiken deu", projectNumber=big), visit="v")
    store.drafts.save_content(draft.id, product_form("Eiken de", projectNumber=big), visit="v")
    store.drafts.save_content(draft.id, product_form("Eiken d", projectNumber=big + 1), visit="v")

    assert history.content_groups({"projectNumber": big}) is None
    assert _fields(_entries(store, draft.id)[0]) == {
        "itemDetails.name": ("Eiken deur", "Eiken d"),
        "projectNumber": (None, big + 1),
    }
