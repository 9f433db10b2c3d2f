"""Only what can be sent is attached: a regular file (a link only to one, and the outcome says
where it points), no larger than its kind's limit, checked before it is opened (a FIFO never
blocks, a device is never read), unchanged while it is copied, a picture decoded whole.
Real files made in the test, a real store; nothing of a refused file is left in the folder."""

from __future__ import annotations

import io
import os
import random
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from app.api import bounds
from app.store import Store
from app.store.attachments import AttachmentRole
from app.store.file_rules import RefusedFileError
from app.store.kinds import RecordKind
from app.work import attaching
from app.work.attaching import Attached
from app.work.changes import Outcome

PRODUCT = RecordKind.PRODUCT
# Long enough for a worker that blocks to show it; a refusal comes in milliseconds.
BLOCKED_AFTER = 10.0


def _jpeg(width: int = 640, height: int = 480) -> bytes:
    """A photo-like JPEG (noise compresses little: a few hundred KB)."""
    generator = random.Random(7)
    pixels = bytes(generator.getrandbits(8) for _ in range(width * height * 3))
    out = io.BytesIO()
    Image.frombytes("RGB", (width, height), pixels).save(out, "JPEG", quality=90)
    return out.getvalue()


def _png(width: int = 320, height: int = 240) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (200, 120, 40)).save(out, "PNG")
    return out.getvalue()


def _draft(store: Store) -> str:
    return store.drafts.create_draft(PRODUCT, {"itemDetails": {"name": "Deur"}}).id


def _attach(store: Store, draft_id: str, *paths: Path, pictures_only: bool = False) -> Attached:
    outcome: Outcome[Attached] = attaching.attach(
        store, draft_id, list(paths), pictures_only=pictures_only
    )
    return outcome.value


def _in_time(work: Callable[[], Any]) -> Any:
    """`work` on a thread that must end: a blocked open would keep it (and the program) up."""
    result: list[Any] = []
    worker = threading.Thread(target=lambda: result.append(work()), daemon=True)
    worker.start()
    worker.join(BLOCKED_AFTER)
    assert not worker.is_alive(), "attaching blocked"
    return result[0]


def _refused_codes(attached: Attached) -> dict[str, str]:
    return {refused.name: refused.notice.code for refused in attached.refused}


def _nothing_kept(store: Store, draft_id: str) -> None:
    assert store.attachments.list_attachments(draft_id) == []
    assert [p.name for p in store.attachments.directory.iterdir()] == []


def test_a_sendable_photo_and_file_are_attached_and_named_in_the_changes(
    store: Store, tmp_path: Path
) -> None:
    draft_id = _draft(store)
    photo = tmp_path / "deur.jpg"
    photo.write_bytes(_jpeg())
    sheet = tmp_path / "maten.pdf"
    sheet.write_bytes(b"%PDF-1.4 maten")

    outcome = attaching.attach(store, draft_id, [photo, sheet], pictures_only=False)

    roles = [a.role for a in outcome.value.added]
    assert roles == [AttachmentRole.IMAGE, AttachmentRole.FILE]
    assert outcome.value.refused == ()
    assert outcome.changes.attachments == {draft_id}
    assert outcome.changes.kinds == {PRODUCT}


@pytest.mark.parametrize(
    ("name", "code", "limit"),
    [
        ("film.bin", "file.too_big_to_send", bounds.ATTACHMENT_FILE_BYTES),
        ("groot.jpg", "file.too_big", bounds.PICTURE_FILE_BYTES),
    ],
)
def test_a_200_mb_file_is_refused_before_a_byte_is_copied(
    store: Store, tmp_path: Path, name: str, code: str, limit: int
) -> None:
    draft_id = _draft(store)
    large = tmp_path / name
    with large.open("wb") as sparse:  # 200 MB on no disk at all
        sparse.truncate(200 * 1024 * 1024)

    attached = _attach(store, draft_id, large)

    (refused,) = attached.refused
    assert refused.notice.code == code
    assert refused.notice.params["mebibytes"] == bounds.mebibytes(limit)
    _nothing_kept(store, draft_id)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
@pytest.mark.parametrize("name", ["foto.jpg", "data.bin"])
def test_a_fifo_never_blocks_and_is_refused(store: Store, tmp_path: Path, name: str) -> None:
    draft_id = _draft(store)
    fifo = tmp_path / name
    os.mkfifo(fifo)  # no writer ever opens it: an open for reading would wait for ever

    attached = _in_time(lambda: _attach(store, draft_id, fifo))

    assert _refused_codes(attached) == {name: "file.not_a_file"}
    _nothing_kept(store, draft_id)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_dev_zero_is_refused_and_never_copied(store: Store) -> None:
    draft_id = _draft(store)

    attached = _in_time(lambda: _attach(store, draft_id, Path("/dev/zero")))

    assert _refused_codes(attached) == {"zero": "file.not_a_file"}
    _nothing_kept(store, draft_id)


def test_the_copy_itself_stops_at_the_bound(store: Store) -> None:
    """A stream that never ends (a device handed to the copy) is read to the bound, no further."""
    with open("/dev/zero", "rb") as endless, pytest.raises(RefusedFileError) as refused:
        store.attachments.copy_stream(endless, "zero.bin", max_bytes=3 * bounds.MIB)

    assert refused.value.notice.code == "file.too_big_to_send"
    assert list(store.attachments.directory.iterdir()) == []


def test_a_link_to_a_readable_file_is_followed_and_says_where_it_points(
    store: Store, tmp_path: Path
) -> None:
    draft_id = _draft(store)
    elsewhere = tmp_path / "elders"
    elsewhere.mkdir()
    target = elsewhere / "echt.pdf"
    target.write_bytes(b"%PDF-1.4 het echte bestand")
    link = tmp_path / "snelkoppeling.pdf"
    link.symlink_to(target)

    attached = _attach(store, draft_id, link)

    (added,) = attached.added
    assert added.path.read_bytes() == target.read_bytes()  # what it points to, copied
    assert [(linked.name, linked.target) for linked in attached.linked] == [
        ("snelkoppeling.pdf", target.resolve())
    ]


@pytest.mark.parametrize("points_to", ["fifo", "folder", "nothing", "device"])
def test_a_link_to_anything_but_a_regular_file_is_refused(
    store: Store, tmp_path: Path, points_to: str
) -> None:
    draft_id = _draft(store)
    target = tmp_path / "doel"
    if points_to == "fifo":
        os.mkfifo(target)
    elif points_to == "folder":
        target.mkdir()
    elif points_to == "device":
        target = Path("/dev/zero")
    link = tmp_path / "foto.jpg"
    link.symlink_to(target)

    attached = _in_time(lambda: _attach(store, draft_id, link))

    expected = "file.unreadable" if points_to == "nothing" else "file.not_a_file"
    assert _refused_codes(attached) == {"foto.jpg": expected}
    assert attached.linked == ()
    _nothing_kept(store, draft_id)


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root reads every file")
def test_a_link_to_a_file_the_user_cannot_read_is_refused(store: Store, tmp_path: Path) -> None:
    draft_id = _draft(store)
    secret = tmp_path / "geheim.pdf"
    secret.write_bytes(b"%PDF")
    secret.chmod(0)
    link = tmp_path / "bijlage.pdf"
    link.symlink_to(secret)

    attached = _attach(store, draft_id, link)

    assert _refused_codes(attached) == {"bijlage.pdf": "file.unreadable"}


@pytest.mark.parametrize(("name", "whole"), [("deur.jpg", _jpeg), ("deur.png", _png)])
def test_a_truncated_picture_is_refused_and_a_whole_one_taken(
    store: Store, tmp_path: Path, name: str, whole: Callable[[], bytes]
) -> None:
    draft_id = _draft(store)
    data = whole()
    cut = tmp_path / f"half-{name}"
    cut.write_bytes(data[: len(data) * 2 // 3])  # a card pulled while it was copied
    complete = tmp_path / name
    complete.write_bytes(data)

    attached = _attach(store, draft_id, cut, complete)

    assert _refused_codes(attached) == {f"half-{name}": "photo.incomplete"}
    assert [a.file_name for a in attached.added] == [name]
    assert [p.name for p in store.attachments.directory.iterdir()] == [attached.added[0].path.name]


def test_a_jpeg_still_being_written_is_refused(store: Store, tmp_path: Path) -> None:
    """A camera program writing the photo as it is attached: what is there is never taken."""
    draft_id = _draft(store)
    data = _jpeg(1600, 1200)
    growing = tmp_path / "nu.jpg"
    growing.write_bytes(data[: len(data) // 2])
    done = threading.Event()

    def write_on() -> None:
        with growing.open("ab") as writer:
            for offset in range(len(data) // 2, len(data), 64):
                if done.wait(0.002):
                    return
                writer.write(data[offset : offset + 64])
                writer.flush()

    writer = threading.Thread(target=write_on, daemon=True)
    writer.start()
    try:
        attached = _attach(store, draft_id, growing)
    finally:
        done.set()
        writer.join()

    assert _refused_codes(attached)["nu.jpg"] in {"file.changing", "photo.incomplete"}
    _nothing_kept(store, draft_id)


def test_a_file_that_changes_while_it_is_copied_is_tried_again_then_refused(
    store: Store, tmp_path: Path
) -> None:
    """Changed across every copy (its time touched all along): refused, after a few tries."""
    draft_id = _draft(store)
    busy = tmp_path / "export.bin"
    busy.write_bytes(os.urandom(4 * bounds.MIB))
    done = threading.Event()
    touches = [0]

    def touch() -> None:
        while not done.is_set():
            touches[0] += 1
            os.utime(busy, ns=(touches[0], touches[0]))

    toucher = threading.Thread(target=touch, daemon=True)
    toucher.start()
    try:
        attached = _attach(store, draft_id, busy)
    finally:
        done.set()
        toucher.join()

    assert _refused_codes(attached) == {"export.bin": "file.changing"}
    _nothing_kept(store, draft_id)


def test_pictures_only_refuses_a_file_that_is_no_picture(store: Store, tmp_path: Path) -> None:
    draft_id = store.drafts.create_draft(RecordKind.PROJECT, {"title": "Sloop"}).id
    sheet = tmp_path / "maten.pdf"
    sheet.write_bytes(b"%PDF")

    attached = _attach(store, draft_id, sheet, pictures_only=True)

    assert _refused_codes(attached) == {"maten.pdf": "photo.not_a_picture"}


def test_replace_attaches_the_new_file_before_the_old_one_goes(
    store: Store, tmp_path: Path
) -> None:
    draft_id = _draft(store)
    old = tmp_path / "oud.pdf"
    old.write_bytes(b"%PDF oud")
    (first,) = _attach(store, draft_id, old).added
    new = tmp_path / "nieuw.pdf"
    new.write_bytes(b"%PDF nieuw")
    missing = tmp_path / "weg.pdf"

    kept = attaching.replace(store, first.id, missing)  # nothing to put in its place
    assert [a.id for a in store.attachments.list_attachments(draft_id)] == [first.id]
    assert _refused_codes(kept.value) == {"weg.pdf": "file.unreadable"}

    outcome = attaching.replace(store, first.id, new)

    assert [a.file_name for a in store.attachments.list_attachments(draft_id)] == ["nieuw.pdf"]
    assert outcome.changes.attachments == {draft_id}
