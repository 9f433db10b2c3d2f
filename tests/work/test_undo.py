"""One undo and redo for every operation on drafts, kept in the store: a real store on real
files, reopened where the journal must outlive the program."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.store import Store
from app.store.drafts import SentDraft
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.undo import BEING_SENT
from app.store.undo import CHANGED_SINCE
from app.store.undo import KEPT_STEPS
from app.store.undo import UndoNotPossible
from app.work import bulk
from app.work import drafts
from app.work import undo
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
PRICE = "priceInformation.price"
JPEG = b"\xff\xd8\xff\xe0" + b"\x00\x10JFIF" + bytes(range(256)) * 40
PROJECT_ROOT = Path(__file__).resolve().parents[2]


def _open(folder: Path) -> Store:
    return Store.open(folder / "reuse-desk.sqlite3", folder / "attachments")


def _photo(folder: Path, name: str) -> Path:
    path = folder / name
    path.write_bytes(JPEG)
    return path


def _state(store: Store) -> dict[str, Any]:
    """Every draft as the user sees it, its pictures and what the lists show (not its
    revision: an undo or redo writes a new one, never one a reader may hold)."""
    return {
        "drafts": {
            d.id: (d.state, d.content, d.server_id, d.archive_requested)
            for d in store.drafts.list_drafts()
        },
        "photos": sorted(
            (str(r[0]), str(r[1]))
            for r in store.database.query("SELECT draft_id, stored_name FROM attachments")
        ),
        "listed": store.catalogue.count(PRODUCT, ""),
    }


def test_deleting_drafts_with_photos_is_undone_with_their_files_and_redone(
    tmp_path: Path,
) -> None:
    store = _open(tmp_path)
    new = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    store.cache.replace_server_list(PRODUCT, [{"id": 8, **product_content("Kozijn")}])
    edit = store.drafts.create_draft(
        PRODUCT, product_content("Kozijn, geschuurd"), server_id="8", base_version={"id": 8}
    )
    photo = store.attachments.attach_file(new.id, _photo(tmp_path, "voorkant.jpg"))
    before = _state(store)
    assert before["listed"] == 2  # the edit stands for its server record

    deleted = drafts.delete(store, PRODUCT, [new.id, edit.id])
    assert set(deleted.value.drafts) == {new.id, edit.id}
    assert deleted.changes.undo
    assert deleted.changes.listed
    assert store.drafts.list_drafts() == []
    # The edit goes, never the server record: the list shows it again as the service has it.
    assert store.catalogue.count(PRODUCT, "") == 1
    assert store.cache.server_item(PRODUCT, "8") is not None
    assert photo.path.exists()  # kept while the delete can be undone
    step = store.undo.next_undo()
    assert step is not None
    assert (step.action, step.count) == (undo.DELETE, 2)
    store.close()

    store = _open(tmp_path)  # a restart in between
    undone = undo.undo(store)
    assert undone.value is not None
    assert _state(store) == before
    assert store.attachments.get(photo.id).path.read_bytes() == JPEG
    assert new.id in undone.changes.attachments
    assert undone.changes.listed
    assert store.undo.next_undo() is None

    redone = undo.redo(store)
    assert redone.value is not None
    assert store.drafts.list_drafts() == []
    assert store.undo.next_redo() is None
    store.close()


def test_the_files_of_a_delete_go_when_its_step_leaves_the_journal(tmp_path: Path) -> None:
    with _open(tmp_path) as store:
        draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
        photo = store.attachments.attach_file(draft.id, _photo(tmp_path, "deur.jpg"))
        drafts.delete(store, PRODUCT, [draft.id])
        for number in range(KEPT_STEPS):
            other = store.drafts.create_draft(PRODUCT, product_content(f"Plank {number}"))
            drafts.queue(store, PRODUCT, [other.id])
        assert len(store.undo.steps()) == KEPT_STEPS
        assert all(s.action == undo.QUEUE for s in store.undo.steps())
        assert not photo.path.exists()


def test_an_undone_delete_s_files_stay_when_a_new_action_drops_its_redo(tmp_path: Path) -> None:
    with _open(tmp_path) as store:
        draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
        photo = store.attachments.attach_file(draft.id, _photo(tmp_path, "deur.jpg"))
        drafts.delete(store, PRODUCT, [draft.id])
        undo.undo(store)
        drafts.queue(store, PRODUCT, [draft.id])  # the redo of the delete is gone now
        assert store.undo.next_redo() is None
        assert store.attachments.get(photo.id).path.read_bytes() == JPEG


def _made(store: Store) -> dict[str, str]:
    """Drafts of every state an operation starts from, by name."""
    store.cache.replace_server_list(PRODUCT, [{"id": 4, **product_content("Balk")}])
    plain = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    edit = store.drafts.create_draft(
        PRODUCT, product_content("Balk, geschuurd"), server_id="4", base_version={"id": 4}
    )
    handed = store.drafts.create_draft(PRODUCT, product_content("Luik"))
    store.drafts.set_state(handed.id, DraftState.HANDED_OVER)
    fight = store.drafts.create_draft(
        PRODUCT, product_content("Raam"), server_id="5", base_version={"id": 5}
    )
    store.drafts.mark_conflict(fight.id, {"id": 5, **product_content("Raam van hen")})
    return {"plain": plain.id, "edit": edit.id, "handed": handed.id, "fight": fight.id}


OPERATIONS: dict[str, Callable[[Store, dict[str, str]], object]] = {
    "queue": lambda s, d: drafts.queue(s, PRODUCT, [d["plain"], d["edit"]]),
    "delete": lambda s, d: drafts.delete(s, PRODUCT, [d["plain"], d["edit"]]),
    "archive": lambda s, d: drafts.archive(s, d["edit"]),
    "take_back": lambda s, d: drafts.take_back(s, d["handed"]),
    "settle_conflict": lambda s, d: drafts.settle_conflict(
        s, d["fight"], product_content("Raam van ons"), {"id": 5, **product_content("Raam")}
    ),
    "duplicate": lambda s, d: drafts.duplicate(s, PRODUCT, {"productCategory": "Hout"}),
    "bulk": lambda s, d: bulk.apply(
        s,
        PRODUCT,
        s.bulk.plan(PRODUCT, s.bulk.read(PRODUCT, [f"d:{d['plain']}", "s:4", "s:9"]), {PRICE: 7.5}),
        queue=True,
    ),
    "cells": lambda s, d: bulk.edit_cells(s, PRODUCT, {f"d:{d['plain']}": 3.0}, PRICE),
}


@pytest.mark.parametrize("name", list(OPERATIONS))
def test_every_operation_is_undone_and_redone_across_a_restart(tmp_path: Path, name: str) -> None:
    with _open(tmp_path) as store:
        made = _made(store)
        before = _state(store)
        OPERATIONS[name](store, made)
        after = _state(store)
        assert after != before
        step = store.undo.next_undo()
        assert step is not None
        assert step.action == name
    with _open(tmp_path) as store:
        undo.undo(store)
        assert _state(store) == before
    with _open(tmp_path) as store:
        assert store.undo.next_redo() is not None
        undo.redo(store)
        assert _state(store) == after
        assert store.undo.next_redo() is None


def test_undo_and_redo_go_back_step_by_step(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    states = [_state(store)]
    drafts.queue(store, PRODUCT, [draft.id])
    states.append(_state(store))
    bulk.edit_cells(store, PRODUCT, {f"d:{draft.id}": 9.0}, PRICE)
    states.append(_state(store))
    undo.undo(store)
    assert _state(store) == states[1]
    undo.undo(store)
    assert _state(store) == states[0]
    assert undo.undo(store).value is None  # nothing more to undo
    undo.redo(store)
    undo.redo(store)
    assert _state(store) == states[2]


def test_a_step_is_not_undone_while_one_of_its_drafts_is_being_sent(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    drafts.queue(store, PRODUCT, [draft.id])
    store.drafts.begin_sends([store.drafts.get(draft.id)])  # as the round takes it
    offer = undo.offered(store)
    assert offer.undo is not None
    assert offer.undo.blocked is not None
    assert offer.undo.blocked.code == BEING_SENT
    with pytest.raises(UndoNotPossible):
        undo.undo(store)
    assert store.drafts.get(draft.id).state is DraftState.SYNCING


def test_a_draft_being_sent_is_not_deleted(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    waiting = store.drafts.create_draft(PRODUCT, product_content("Kozijn"))
    store.drafts.mark_queued(draft.id)
    store.drafts.begin_sends([store.drafts.get(draft.id)])
    deleted = drafts.delete(store, PRODUCT, [draft.id, waiting.id])
    assert deleted.value.drafts == (waiting.id,)
    assert deleted.value.refused[draft.id].code == "store.draft_being_sent"
    assert store.drafts.get(draft.id).state is DraftState.SYNCING
    # Settled, it is the server's record: nothing of ours is left to delete.
    store.drafts.mark_synced([SentDraft(draft.id, "31", None)])
    again = drafts.delete(store, PRODUCT, [draft.id])
    assert again.value.refused[draft.id].code == drafts.NOT_A_DRAFT


def test_undo_of_a_sent_change_is_an_edit_draft_with_the_earlier_values(store: Store) -> None:
    store.cache.replace_server_list(PRODUCT, [{"id": 4, **product_content("Balk")}])
    records = store.bulk.read(PRODUCT, ["s:4"])
    bulk.apply(store, PRODUCT, store.bulk.plan(PRODUCT, records, {PRICE: 99.0}), queue=True)
    edit = store.drafts.open_draft_for(PRODUCT, "4")
    assert edit is not None
    # The round sends it, the service takes it.
    store.drafts.begin_sends([edit], possibly_sent=False)
    sent_version = {"id": 4, **edit.content}
    store.drafts.mark_synced([SentDraft(edit.id, "4", sent_version, edit.revision)])
    offer = undo.offered(store)
    assert offer.undo is not None
    assert offer.undo.possible
    assert offer.undo.sent == (edit.id,)
    with pytest.raises(UndoNotPossible):
        undo.undo(store)  # not without the user's word
    assert store.drafts.get(edit.id).state is DraftState.SYNCED
    # The edit made the draft: it had no earlier values of its own. A change of a draft
    # that was there before is what comes back.
    typed = store.drafts.get(edit.id)
    bulk.edit_cells(store, PRODUCT, {f"d:{typed.id}": 120.0}, PRICE)
    drafts.queue(store, PRODUCT, [typed.id])
    queued = store.drafts.get(typed.id)
    store.drafts.begin_sends([queued], possibly_sent=False)
    store.drafts.mark_synced(
        [SentDraft(typed.id, "4", {"id": 4, **queued.content}, queued.revision)]
    )
    undo.undo(store, as_edits=True)  # the queueing: sent since
    back = store.drafts.get(typed.id)
    assert back.state is DraftState.SYNCED  # the queueing changed no value
    undone = undo.undo(store, as_edits=True)  # the price typed: sent since
    assert undone.value is not None
    assert undone.value.as_edits == (typed.id,)
    restored = store.drafts.get(typed.id)
    assert restored.state is DraftState.DRAFT  # an edit to send, never sent by itself
    assert restored.content["priceInformation"]["price"] == 99.0
    assert restored.base_version == {"id": 4, **queued.content}  # based on the service's


def test_a_redo_is_not_offered_once_its_records_changed(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    drafts.queue(store, PRODUCT, [draft.id])
    undo.undo(store)
    store.drafts.save_content(draft.id, product_content("Deur, gelakt"))
    offer = undo.offered(store)
    assert offer.redo is not None
    assert offer.redo.blocked is not None
    assert offer.redo.blocked.code == CHANGED_SINCE


def test_an_undo_keeps_a_draft_typed_in_since(store: Store) -> None:
    one = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    two = store.drafts.create_draft(PRODUCT, product_content("Kozijn"))
    bulk.edit_cells(store, PRODUCT, {f"d:{one.id}": 5.0, f"d:{two.id}": 5.0}, PRICE)
    store.drafts.save_content(two.id, product_content("Kozijn, gelakt"))
    undone = undo.undo(store)
    assert undone.value is not None
    assert undone.value.kept == (two.id,)
    assert store.drafts.get(one.id).content == product_content("Deur")
    assert store.drafts.get(two.id).content == product_content("Kozijn, gelakt")


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("at", [1, 3, 5])
def test_a_kill_during_an_undo_leaves_every_record_as_before_or_after_it(
    tmp_path: Path, at: int
) -> None:
    with _open(tmp_path) as store:
        made = [
            store.drafts.create_draft(PRODUCT, product_content(f"Deur {n}")).id for n in range(6)
        ]
        store.attachments.attach_file(made[0], _photo(tmp_path, "deur.jpg"))
        drafts.delete(store, PRODUCT, made)
        deleted = _state(store)
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    child = subprocess.run(
        [sys.executable, "-m", "tests.work.undo_killer", str(tmp_path), str(at)],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        check=False,
    )
    assert child.returncode == -9, child.stderr.decode()
    with _open(tmp_path) as store:
        assert _state(store) == deleted  # as before the undo, none of it half done
        assert store.undo.next_undo() is not None
        undo.undo(store)
        assert len(store.drafts.list_drafts()) == 6
        assert store.catalogue.count(PRODUCT, "") == 6


def test_a_damaged_step_is_not_offered_and_changes_nothing(store: Store) -> None:
    from app.store.undo import DAMAGED

    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    drafts.queue(store, PRODUCT, [draft.id])
    before = _state(store)
    # A damaged file (or a hostile one put in its place): an image that is not JSON.
    store.database.write_one("UPDATE undo_rows SET before = '{\"state\": ' WHERE tbl = 'drafts'")
    offer = undo.offered(store)
    assert offer.undo is not None
    assert offer.undo.blocked is not None
    assert offer.undo.blocked.code == DAMAGED
    with pytest.raises(UndoNotPossible):
        undo.undo(store)
    store.database.write_one("UPDATE undo_rows SET before = '[1, 2]' WHERE tbl = 'drafts'")
    with pytest.raises(UndoNotPossible):
        undo.undo(store)
    assert _state(store) == before
