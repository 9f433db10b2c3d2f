"""A hand-over always arrives: the export refuses, before it writes, what the colleague's
import would refuse; it can be stopped; and a draft is handed over only once its file is
written whole and read back. Real stores, real files; the bounds from `app.api.bounds`."""

from __future__ import annotations

import hashlib
import os
import threading
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.api.bounds import ARCHIVE_MEMBER_BYTES
from app.api.bounds import MIB
from app.api.bounds import mebibytes
from app.store import DraftState
from app.store import Store
from app.store import archive as archive_module
from app.store.archive import export_drafts
from app.store.archive import import_drafts
from app.store.errors import ExportCancelled
from app.store.errors import ExportChanged
from app.store.errors import ExportNotReadBack
from app.store.errors import ExportRefused
from tests.store.conftest import product_form

OVER = ARCHIVE_MEMBER_BYTES + 5 * MIB  # an attachment larger than an import takes in
PHOTO = b"\xff\xd8\xff\xe0" + os.urandom(3 * 1024 * 1024)  # three chunks of the copy


def _open(folder: Path) -> Store:
    return Store.open(folder / "db.sqlite3", folder / "attachments")


@pytest.fixture
def laptop(tmp_path: Path) -> Iterator[Store]:
    """Two drafts, one with a photo of three megabytes and a drawing."""
    store = _open(tmp_path / "laptop")
    originals = tmp_path / "originals"
    originals.mkdir()
    (originals / "deur.jpg").write_bytes(PHOTO)
    (originals / "tekening.pdf").write_bytes(b"%PDF-1.4\n" + os.urandom(5_000))
    door = store.drafts.create_draft("product", product_form("Eiken deur"))
    store.attachments.attach_file(door.id, originals / "deur.jpg")
    store.attachments.attach_file(door.id, originals / "tekening.pdf", "file")
    store.drafts.mark_queued(store.drafts.create_draft("product", product_form("Balk")).id)
    yield store
    store.close()


def _as_they_are(store: Store) -> dict[str, tuple[Any, ...]]:
    return {
        d.id: (d.state, d.revision, d.updated_at, d.content) for d in store.drafts.list_drafts()
    }


def _too_large_for_an_import(store: Store, tmp_path: Path) -> str:
    """A draft with a file five MiB over the bound of one member, as a store holds one
    that was attached before attaching checked it (sparse: no disk is filled)."""
    draft = store.drafts.create_draft("product", product_form("Grote deur"))
    small = tmp_path / "film.mov"
    small.write_bytes(b"klein")
    attachment = store.attachments.attach_file(draft.id, small, "file")
    with attachment.path.open("r+b") as grown:
        grown.truncate(OVER)
    digest = hashlib.sha256()
    with attachment.path.open("rb") as reader:
        while chunk := reader.read(1024 * 1024):
            digest.update(chunk)
    store.database.write_one(
        "UPDATE attachments SET size = ?, sha256 = ? WHERE id = ?",
        (OVER, digest.hexdigest(), attachment.id),
    )
    return draft.id


def test_an_oversized_attachment_is_refused_before_anything_is_written(
    laptop: Store, tmp_path: Path
) -> None:
    _too_large_for_an_import(laptop, tmp_path)
    before = _as_they_are(laptop)
    out = tmp_path / "out"
    out.mkdir()
    with pytest.raises(ExportRefused) as refused:
        export_drafts(laptop, out / "overdracht.reusedesk")
    assert list(out.iterdir()) == []  # not even a partial file
    assert _as_they_are(laptop) == before  # nothing handed over, nothing touched
    (notice,) = refused.value.notices
    assert notice.code == "archive.export_file_too_large"
    # The draft and the file by the names the user knows, with the size and the bound.
    size = mebibytes(OVER)
    assert size > mebibytes(ARCHIVE_MEMBER_BYTES)
    assert notice.params["items"] == f"Grote deur: film.mov ({size} MiB)"
    assert notice.params["mebibytes"] == mebibytes(ARCHIVE_MEMBER_BYTES)


def test_a_draft_the_import_would_refuse_is_named_and_nothing_written(
    laptop: Store, tmp_path: Path
) -> None:
    deep: dict[str, Any] = {}
    nested = deep
    for _ in range(40):  # deeper than an archive's draft may nest
        nested["x"] = {}
        nested = nested["x"]
    laptop.drafts.create_draft("product", product_form("Diepe kast", extra=deep))
    before = _as_they_are(laptop)
    with pytest.raises(ExportRefused) as refused:
        export_drafts(laptop, tmp_path / "overdracht.reusedesk")
    assert not (tmp_path / "overdracht.reusedesk").exists()
    assert _as_they_are(laptop) == before
    assert [(n.code, n.params["items"]) for n in refused.value.notices] == [
        ("archive.export_draft_refused", "Diepe kast")
    ]


def test_a_cancelled_export_leaves_no_file_and_hands_nothing_over(
    laptop: Store, tmp_path: Path
) -> None:
    before = _as_they_are(laptop)
    stop = threading.Event()
    told: list[tuple[int, int]] = []

    def progress(done: int, total: int) -> None:
        told.append((done, total))
        if done > 0:
            stop.set()  # the user pressed Cancel after the first megabyte

    with pytest.raises(ExportCancelled):
        export_drafts(laptop, tmp_path / "overdracht.reusedesk", progress=progress, stop=stop)
    assert told[0][0] == 0
    assert told[-1][0] < told[-1][1]  # stopped halfway
    assert sorted(p.name for p in tmp_path.iterdir()) == ["laptop", "originals"]
    assert _as_they_are(laptop) == before


def test_a_file_that_does_not_read_back_hands_nothing_over(
    laptop: Store, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A disk that keeps what was written differently (a failing stick): one byte of the
    photo flipped after the file was written and fsynced."""
    written = archive_module._write

    def write_then_damage(*args: Any) -> None:
        written(*args)
        partial: Path = args[1]
        data = bytearray(partial.read_bytes())
        at = data.index(PHOTO[:64]) + 1000
        data[at] ^= 0xFF
        partial.write_bytes(bytes(data))

    monkeypatch.setattr(archive_module, "_write", write_then_damage)
    before = _as_they_are(laptop)
    with pytest.raises(ExportNotReadBack):
        export_drafts(laptop, tmp_path / "overdracht.reusedesk")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["laptop", "originals"]
    assert _as_they_are(laptop) == before


def test_a_draft_saved_while_it_is_exported_is_not_handed_over(
    laptop: Store, tmp_path: Path
) -> None:
    """The store is not locked while the file is written: an autosave meanwhile makes the
    file out of date, so it goes and the draft stays this computer's."""
    door = next(d for d in laptop.drafts.list_drafts() if "Eiken" in str(d.content))
    saved = threading.Event()

    def progress(done: int, total: int) -> None:
        if done and not saved.is_set():
            saved.set()
            laptop.drafts.save_content(door.id, product_form("Eiken deur, geschuurd"))

    with pytest.raises(ExportChanged):
        export_drafts(laptop, tmp_path / "overdracht.reusedesk", progress=progress)
    assert not (tmp_path / "overdracht.reusedesk").exists()
    assert not laptop.drafts.list_drafts(states=[DraftState.HANDED_OVER])
    assert laptop.drafts.get(door.id).content["itemDetails"]["name"] == "Eiken deur, geschuurd"


def test_the_archive_written_arrives_whole_at_the_colleague(laptop: Store, tmp_path: Path) -> None:
    before = {d.id: d for d in laptop.drafts.list_drafts()}
    files = {a.id: a.path.read_bytes() for a in laptop.attachments.list_attachments()}
    told: list[tuple[int, int]] = []
    archive = tmp_path / "overdracht.reusedesk"
    report = export_drafts(laptop, archive, progress=lambda *step: told.append(step))
    assert (report.drafts, report.attachments) == (2, 2)
    # Written and read back: each attachment's bytes twice, told as they went, to the end.
    total = 2 * sum(len(b) for b in files.values())
    assert told[0] == (0, total)
    assert told[-1] == (total, total)
    assert len(told) > 4
    assert [p.name for p in tmp_path.glob(".*partial")] == []
    with zipfile.ZipFile(archive) as zf:
        assert zf.testzip() is None
    handed = laptop.drafts.list_drafts(states=[DraftState.HANDED_OVER])
    assert {d.id for d in handed} == set(before)

    with _open(tmp_path / "colleague") as colleague:
        result = import_drafts(colleague, archive)
        assert sorted(result.imported) == sorted(before)
        assert result.attachments == 2
        for draft_id, original in before.items():
            arrived = colleague.drafts.get(draft_id)
            assert (arrived.content, arrived.state, arrived.revision) == (
                original.content,
                original.state,
                original.revision,
            )
        arrived = {a.id: a.path.read_bytes() for a in colleague.attachments.list_attachments()}
        assert arrived == files


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_stored_file_swapped_for_a_pipe_or_a_device_is_named_never_read(
    laptop: Store, tmp_path: Path
) -> None:
    """Hostile: the data folder's copies replaced behind the store's back (a FIFO, which
    would block the reader for ever, and a link to an endless device): refused by their
    sizes, before anything is opened or written."""
    empty = tmp_path / "leeg.txt"
    empty.write_bytes(b"")  # an empty file: a pipe's size is nothing too
    door = next(d for d in laptop.drafts.list_drafts() if "Eiken" in str(d.content))
    nothing = laptop.attachments.attach_file(door.id, empty, "file")
    nothing.path.unlink()
    os.mkfifo(nothing.path)
    photo, drawing = sorted(
        (a for a in laptop.attachments.list_attachments() if a.id != nothing.id),
        key=lambda a: a.file_name,
    )
    photo.path.unlink()
    os.mkfifo(photo.path)
    drawing.path.unlink()
    drawing.path.symlink_to("/dev/zero")
    before = _as_they_are(laptop)
    with pytest.raises(ExportRefused) as refused:
        export_drafts(laptop, tmp_path / "overdracht.reusedesk")
    (notice,) = refused.value.notices
    assert notice.code == "archive.export_file_changed"
    assert sorted(notice.params["items"].split(", ")) == [
        "Eiken deur: deur.jpg",
        "Eiken deur: leeg.txt",
        "Eiken deur: tekening.pdf",
    ]
    assert not (tmp_path / "overdracht.reusedesk").exists()
    assert _as_they_are(laptop) == before
