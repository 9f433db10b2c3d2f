"""The photo inbox's *Toevoegen* is one step of the undo journal (issue 37): undone, the
pictures leave their records and a product made of a group goes; redone, they come back;
what the user typed in a record meanwhile is kept either way."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image

from app.photos.grouping import Target
from app.photos.inbox import read_pictures
from app.store import Store
from app.store.kinds import RecordKind
from app.work import undo
from app.work.photos import PhotoBatch
from app.work.photos import attach_photos

PRODUCT = RecordKind.PRODUCT


def _picture(path: Path, colour: tuple[int, int, int]) -> Path:
    out = io.BytesIO()
    Image.new("RGB", (320, 240), colour).save(out, "JPEG", quality=90)
    path.write_bytes(out.getvalue())
    return path


@pytest.fixture
def store(tmp_path: Path) -> Store:
    opened = Store.open(tmp_path / "db.sqlite3", tmp_path / "files")
    yield opened  # type: ignore[misc]
    opened.close()


def _names(store: Store, owner: str) -> list[str]:
    return sorted(a.file_name for a in store.attachments.list_attachments(owner))


def test_added_photos_are_one_step_undone_and_redone_whole(store: Store, tmp_path: Path) -> None:
    door = store.drafts.create_draft(PRODUCT, {"itemDetails": {"name": "Deur"}})
    shots = [_picture(tmp_path / f"IMG_000{n}.JPG", (40 * n, 90, 160)) for n in range(1, 4)]
    read = read_pictures(shots).pictures
    batches = [
        PhotoBatch(Target(door.id, "Deur", "", "local"), tuple(read[:2])),
        PhotoBatch(None, tuple(read[2:]), name="Radiator"),
    ]
    outcome = attach_photos(store, batches)
    assert outcome.changes.undo
    [made] = [d for d in outcome.changes.drafts if d != door.id]
    assert _names(store, door.id) == ["IMG_0001.JPG", "IMG_0002.JPG"]
    assert _names(store, made) == ["IMG_0003.JPG"]
    step = store.undo.next_undo()
    assert step is not None
    assert step.action == undo.ADD_PHOTOS

    # Typed in after the photos came: the user's, never part of the step.
    store.drafts.save_content(door.id, {"itemDetails": {"name": "Eiken deur"}})
    undone = undo.undo(store).value
    assert undone is not None
    assert _names(store, door.id) == []
    assert store.drafts.find(made) is None  # the product made of the group went
    assert store.drafts.get(door.id).content["itemDetails"]["name"] == "Eiken deur"

    undo.redo(store)
    assert _names(store, door.id) == ["IMG_0001.JPG", "IMG_0002.JPG"]
    assert _names(store, made) == ["IMG_0003.JPG"]
    assert store.drafts.get(door.id).content["itemDetails"]["name"] == "Eiken deur"


def test_a_step_is_not_offered_while_its_pictures_are_being_copied(store: Store) -> None:
    door = store.drafts.create_draft(PRODUCT, {"itemDetails": {"name": "Deur"}})
    seq = store.undo.files_before(undo.ADD_PHOTOS, PRODUCT, [door.id])
    assert store.undo.next_undo() is None  # open: nothing to undo yet
    assert not store.undo.files_after(seq, [door.id], [], 0)  # nothing attached: no step
    assert store.undo.next_undo() is None
