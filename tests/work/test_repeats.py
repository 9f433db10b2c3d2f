"""The repeat operations without a window: the copy of the record before is the autosave's
way in one step to undo; pins are refused for what may not repeat; a pin follows typing."""

from __future__ import annotations

from app.store import Store
from app.store.kinds import RecordKind
from app.work import repeats
from app.work import undo

PRODUCT = RecordKind.PRODUCT
CITY = "address.city"
STREET = "address.street"


def _product(name: str, **address: str) -> dict[str, object]:
    return {"itemDetails": {"name": name}, "productCategory": "Deuren", "address": address}


def test_the_copy_is_saved_as_typing_in_one_step_to_undo(store: Store) -> None:
    before = store.drafts.create_draft(PRODUCT, _product("A", street="Markt 1", city="Assen"))
    now = store.drafts.create_draft(PRODUCT, _product("B"))
    outcome = repeats.copy_previous(
        store, PRODUCT, now.content, before.id, [CITY, STREET], draft_id=now.id, visit="v1"
    )
    copied = outcome.value
    assert copied.draft is not None
    assert set(copied.paths) == {CITY, STREET}
    assert copied.draft.content["address"] == {"street": "Markt 1", "city": "Assen"}
    assert copied.draft.content["itemDetails"] == {"name": "B"}  # never the name
    assert outcome.changes.undo
    assert now.id in outcome.changes.drafts
    step = store.undo.next_undo()
    assert step is not None
    assert step.action == undo.COPY_PREVIOUS
    undo.undo(store)
    assert store.drafts.get(now.id).content.get("address") in (None, {})


def test_nothing_is_copied_without_a_record_before_or_a_value_there(store: Store) -> None:
    now = store.drafts.create_draft(PRODUCT, _product("B"))
    alone = repeats.copy_previous(store, PRODUCT, now.content, None, [CITY], draft_id=now.id)
    assert alone.value.refused is not None
    assert alone.value.refused.code == repeats.NOTHING_BEFORE
    empty = store.drafts.create_draft(PRODUCT, _product("A"))
    none = repeats.copy_previous(store, PRODUCT, now.content, empty.id, [CITY], draft_id=now.id)
    assert none.value.refused is not None
    assert none.value.refused.code == repeats.NOTHING_TO_COPY
    name = repeats.copy_previous(
        store, PRODUCT, now.content, empty.id, ["itemDetails.name"], draft_id=now.id
    )
    assert name.value.refused is not None
    assert name.value.refused.code == repeats.NOT_REPEATED
    assert not any((alone.changes, none.changes, name.changes))
    assert store.undo.next_undo() is None


def test_a_pin_follows_the_value_typed_into_its_field(store: Store) -> None:
    assert repeats.pin(store, PRODUCT, CITY, "Assen").changes.pins == {PRODUCT}
    assert repeats.pinned_content(store, PRODUCT) == {"address": {"city": "Assen"}}
    followed = repeats.follow(store, PRODUCT, {"address": {"city": "Emmen"}})
    assert followed.changes.pins == {PRODUCT}
    assert repeats.pinned(store, PRODUCT) == {CITY: "Emmen"}
    # Emptied, the field keeps its pin's value; unpinned, nothing is kept.
    assert not repeats.follow(store, PRODUCT, {"address": {"city": ""}}).changes
    assert repeats.unpin(store, PRODUCT, CITY).value is True
    assert repeats.pinned_content(store, PRODUCT) == {}
