"""An undo and a redo are written in each record's history, in their own transaction: the
action they took back, each field from what it was to what it became; and the journal
never writes a draft's typing note back (which would make a stray "typed" entry)."""

from __future__ import annotations

from pathlib import Path

from app.store import Store
from app.store.history import Action
from app.store.history import Entry
from app.store.kinds import RecordKind
from app.work import bulk
from app.work import drafts
from app.work import undo
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
PRICE = "priceInformation.price"
NAME = "itemDetails.name"
JPEG = b"\xff\xd8\xff\xe0" + b"\x00\x10JFIF" + bytes(range(256)) * 40


def _entries(store: Store, draft_id: str) -> list[Entry]:
    return store.history.entries(PRODUCT, draft_id=draft_id)


def _fields(entry: Entry) -> dict[str, tuple[object, object]]:
    return {f.field: (f.before, f.after) for f in entry.fields}


def test_a_deleted_draft_with_a_photo_undone_and_redone_has_an_entry_for_each(
    tmp_path: Path,
) -> None:
    with Store.open(tmp_path / "reuse-desk.sqlite3", tmp_path / "attachments") as store:
        draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
        photo = tmp_path / "deur.jpg"
        photo.write_bytes(JPEG)
        store.attachments.attach_file(draft.id, photo)
        drafts.delete(store, PRODUCT, [draft.id])
        deleted = _entries(store, draft.id)
        assert deleted[0].action is Action.DELETED

        undo.undo(store)
        undone = _entries(store, draft.id)
        assert len(undone) == len(deleted) + 1
        entry = undone[0]
        assert entry.action is Action.UNDONE
        assert entry.detail == {"action": undo.DELETE, "count": 1}
        # From nothing (deleted) to what it was again.
        assert _fields(entry)[NAME] == (None, "Deur")
        assert _fields(entry)[PRICE] == (None, 12.5)

        undo.redo(store)
        redone = _entries(store, draft.id)
        assert len(redone) == len(undone) + 1
        assert redone[0].action is Action.REDONE
        assert redone[0].detail == {"action": undo.DELETE, "count": 1}
        assert _fields(redone[0])[NAME] == ("Deur", None)
        assert [e.action for e in redone].count(Action.TYPED) == 0


def test_an_undo_after_typing_leaves_no_stray_typed_entry(store: Store) -> None:
    made = drafts.save_content(store, PRODUCT, product_content("Deur"), visit="v1").value
    # The visit's later autosaves: one statement each, their note in the draft's row.
    drafts.save_content(store, PRODUCT, product_content("Deur, rood"), draft_id=made.id, visit="v1")
    drafts.save_content(store, PRODUCT, product_content("Deur, wit"), draft_id=made.id, visit="v1")
    assert store.database.query_one("SELECT typing FROM drafts")[0] is not None
    typed = _entries(store, made.id)
    assert [e.action for e in typed] == [Action.CREATED]

    bulk.edit_cells(store, PRODUCT, {f"d:{made.id}": 3.0}, PRICE)
    undo.undo(store)
    after_undo = _entries(store, made.id)
    assert [e.action for e in after_undo] == [Action.UNDONE, Action.BULK, Action.CREATED]
    assert _fields(after_undo[0]) == {PRICE: (3.0, 12.5)}
    assert after_undo[2] == typed[0]  # the visit's entry as it was

    undo.redo(store)
    after_redo = _entries(store, made.id)
    assert [e.action for e in after_redo] == [
        Action.REDONE,
        Action.UNDONE,
        Action.BULK,
        Action.CREATED,
    ]
    assert _fields(after_redo[0]) == {PRICE: (12.5, 3.0)}
    assert store.drafts.get(made.id).content["itemDetails"]["name"] == "Deur, wit"


def test_an_undo_of_a_queueing_after_typing_writes_one_entry(store: Store) -> None:
    made = drafts.save_content(store, PRODUCT, product_content("Deur"), visit="v2").value
    drafts.save_content(store, PRODUCT, product_content("Deur, rood"), draft_id=made.id, visit="v2")
    drafts.queue(store, PRODUCT, [made.id])
    before = len(_entries(store, made.id))
    undo.undo(store)
    entries = _entries(store, made.id)
    assert len(entries) == before + 1
    assert entries[0].action is Action.UNDONE
    assert entries[0].fields == ()  # the queueing changed no field
    assert not any(e.action is Action.TYPED for e in entries)
