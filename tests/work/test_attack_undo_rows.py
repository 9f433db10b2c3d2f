"""Attacks on the undo journal through its rows in the SQLite file (a store opened after
someone edited it, or a damaged file): a step leaving the journal removes the files only it
kept, named by its rows. A row naming a file outside the attachments folder must never have
that file removed, and a row that does not read must never stop the user's next action
(the step's files are named in the action's own transaction)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.store import Store
from app.store.attachments import Attachment
from app.store.drafts import Draft
from app.store.kinds import RecordKind
from app.store.undo import DAMAGED
from app.store.undo import UndoNotPossible
from app.work import drafts
from app.work import undo
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
JPEG = b"\xff\xd8\xff\xe0" + b"\x00\x10JFIF" + bytes(range(256)) * 40


def _open(folder: Path) -> Store:
    return Store.open(folder / "reuse-desk.sqlite3", folder / "attachments")


def _deleted_and_undone(folder: Path) -> None:
    """A draft with a photo deleted, the delete undone: a step to redo, with the photo's
    rows, that the next action drops (and the files only it kept with it)."""
    photo = folder / "deur.jpg"
    photo.write_bytes(JPEG)
    with _open(folder) as store:
        draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
        store.attachments.attach_file(draft.id, photo)
        drafts.delete(store, PRODUCT, [draft.id])
        undo.undo(store)
        assert store.undo.next_redo() is not None


def _edit_rows(folder: Path, sql: str, *params: object) -> None:
    with sqlite3.connect(folder / "reuse-desk.sqlite3") as conn:
        assert conn.execute(sql, params).rowcount > 0
    conn.close()


def _photo_row_naming_a_file_outside(folder: Path) -> tuple[Draft, Attachment, Path]:
    """A draft with a photo whose attachments row was edited to name the user's own file
    outside the attachments folder (that file, the victim, is returned too)."""
    photo = folder / "deur.jpg"
    photo.write_bytes(JPEG)
    victim = folder / "victim.txt"
    victim.write_text("the user's own file")
    with _open(folder) as store:
        draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
        attachment = store.attachments.attach_file(draft.id, photo)
    _edit_rows(folder, "UPDATE attachments SET stored_name = ?", str(victim))
    return draft, attachment, victim


@pytest.mark.parametrize(
    "name", ["../victim.txt", "./../victim.txt", "{victim}", "sub/../../victim.txt"]
)
def test_a_row_naming_a_file_outside_the_attachments_folder_never_removes_it(
    tmp_path: Path, name: str
) -> None:
    _deleted_and_undone(tmp_path)
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's own file")
    stored = name.format(victim=victim)
    (tmp_path / "attachments" / "sub").mkdir()
    _edit_rows(
        tmp_path,
        "UPDATE undo_rows SET before = json_set(before, '$.stored_name', ?1),"
        " after = json_set(after, '$.stored_name', ?1) WHERE tbl = 'attachments'",
        stored,
    )

    with _open(tmp_path) as store:
        draft = store.drafts.create_draft(PRODUCT, product_content("Kozijn"))
        drafts.delete(store, PRODUCT, [draft.id])  # a new step: the undone one leaves

        assert store.undo.next_redo() is None
    assert victim.read_text() == "the user's own file"


@pytest.mark.parametrize("image", ["not json", "[1, 2]", '{"id": "x"}', '{"stored_name": 7}'])
def test_an_attachment_row_that_does_not_read_never_stops_the_next_action(
    tmp_path: Path, image: str
) -> None:
    _deleted_and_undone(tmp_path)
    _edit_rows(tmp_path, "UPDATE undo_rows SET after = ? WHERE tbl = 'attachments'", image)

    with _open(tmp_path) as store:
        draft = store.drafts.create_draft(PRODUCT, product_content("Kozijn"))
        deleted = drafts.delete(store, PRODUCT, [draft.id])

        assert set(deleted.value.drafts) == {draft.id}
        assert store.drafts.find(draft.id) is None
        assert store.undo.next_redo() is None  # the damaged step left the journal
        step = store.undo.next_undo()
        assert step is not None
        assert step.action == undo.DELETE
        # The photo the kept draft uses is still there.
        assert all(a.path.exists() for a in store.attachments.list_attachments())


def test_an_attachment_row_naming_a_file_outside_its_folder_never_removes_it(
    tmp_path: Path,
) -> None:
    """The same by the attachments' own row (an undo writes the journal's image back into it):
    the row goes when the service confirms its delete, the file it names outside stays."""
    _draft, attachment, victim = _photo_row_naming_a_file_outside(tmp_path)

    with _open(tmp_path) as store:
        store.attachments.forget(attachment.id)
        assert store.attachments.list_attachments() == []
    assert victim.read_text() == "the user's own file"


@pytest.mark.parametrize(
    "sql",
    [
        "UPDATE undo_steps SET count = 'many'",  # no number: reading the step raised
        "UPDATE undo_rows SET draft_id = NULL",  # no draft named: written back unchecked
        "UPDATE undo_rows SET draft_id = 'another' WHERE tbl = 'drafts'",
    ],
)
def test_a_step_row_that_does_not_read_is_offered_as_damaged_and_nothing_is_written(
    tmp_path: Path, sql: str
) -> None:
    with _open(tmp_path) as store:
        draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
        drafts.delete(store, PRODUCT, [draft.id])
    _edit_rows(tmp_path, sql)

    with _open(tmp_path) as store:
        offer = undo.offered(store)
        assert offer.undo is not None
        assert offer.undo.blocked is not None
        assert offer.undo.blocked.code == DAMAGED
        with pytest.raises(UndoNotPossible):
            store.undo.undo(offer.undo.step)
        assert store.drafts.find(draft.id) is None
        other = store.drafts.create_draft(PRODUCT, product_content("Kozijn"))
        assert set(drafts.delete(store, PRODUCT, [other.id]).value.drafts) == {other.id}


def test_an_attachment_row_naming_a_file_outside_its_folder_is_never_read_as_the_photo(
    tmp_path: Path,
) -> None:
    """A row edited to name the user's own file elsewhere must not make that file the
    record's photo: not read for sending, not put in a hand-over archive (the export
    refuses, as for a file changed on disk), and not removed with the draft."""
    from app.store.archive import export_drafts
    from app.store.errors import ExportRefused

    draft, _attachment, victim = _photo_row_naming_a_file_outside(tmp_path)

    with _open(tmp_path) as store:
        (attachment,) = store.attachments.list_attachments()
        assert attachment.path.parent == tmp_path / "attachments"
        assert not attachment.path.exists()
        with pytest.raises(ExportRefused):
            export_drafts(store, tmp_path / "overdracht.reusedesk")
        assert not (tmp_path / "overdracht.reusedesk").exists()
        drafts.delete(store, PRODUCT, [draft.id])
        assert store.drafts.find(draft.id) is None
    assert victim.read_text() == "the user's own file"
