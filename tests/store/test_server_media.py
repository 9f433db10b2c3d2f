"""What a server record holds: read from its cached listing, its removal queued as a row without
a file (and dropped again), and the bounded folder of kept thumbnails. A real store on disk."""

from __future__ import annotations

import json
import os
from pathlib import Path

from app.store import ServerRecord
from app.store import Store
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.server_media import ServerAttachment
from app.store.server_media import ThumbnailCache
from app.store.server_media import server_attachments
from app.sync.outbox import StepKind
from app.sync.outbox import collect_work
from tests.store.conftest import product_form

PRODUCT = ServerRecord.of("product", 42)


def _listed(images: object, files: object) -> dict[str, object]:
    return {"id": 42, "itemDetails": {"attachment": {"imageData": images, "attachedData": files}}}


def test_a_product_lists_its_images_then_its_files_as_text_or_as_a_list() -> None:
    images = json.dumps([{"id": 7, "name": "voor.png", "url": "https://x/media/7/voor.png"}])
    files = [{"id": "9", "name": "plan.pdf", "url": "https://x/media/9/plan.pdf"}, {"name": "x"}]
    found = server_attachments(PRODUCT, _listed(images, files))
    assert [(a.role, a.server_id, a.name) for a in found] == [
        (AttachmentRole.IMAGE, "7", "voor.png"),
        (AttachmentRole.FILE, "9", "plan.pdf"),  # an entry without an id names nothing
    ]
    assert server_attachments(PRODUCT, _listed("not json", None)) == []
    assert server_attachments(PRODUCT, {"id": 42}) == []


def test_removing_a_server_picture_queues_one_delete_without_a_file(store: Store) -> None:
    removals = store.attachments
    queued = removals.request_server_removal(PRODUCT, "image", "7", "voor.png")
    again = removals.request_server_removal(PRODUCT, "image", "7", "voor.png")
    assert again.id == queued.id  # asked twice: one delete
    assert queued.on_server_only
    assert not queued.path.exists()
    assert (queued.upload_state, queued.server_id, queued.record) == (
        UploadState.DELETE_PENDING,
        "7",
        PRODUCT,
    )
    # A file of the same id is another attachment.
    other = removals.request_server_removal(PRODUCT, "file", "7", "plan.pdf")
    assert other.id != queued.id

    # The outbox sends it as the record's remove step, with no draft to wait for.
    [work] = collect_work(store.drafts, store.attachments)
    assert work.server_id == "42"
    assert [(s.kind, s.attachment.id if s.attachment else None) for s in work.plan()] == [
        (StepKind.REMOVE, queued.id),
        (StepKind.REMOVE, other.id),
    ]

    # Kept after all (before the sync): nothing is left to send.
    assert removals.cancel_removal(queued.id) is None
    assert removals.cancel_removal(other.id) is None
    assert removals.list_attachments(PRODUCT) == []
    assert collect_work(store.drafts, store.attachments) == []


def test_keeping_an_uploaded_picture_after_all_makes_it_uploaded_again(
    store: Store, tmp_path: Path
) -> None:
    photo = tmp_path / "achter.jpg"
    photo.write_bytes(b"\xff\xd8\xff" + bytes(500))
    draft = store.drafts.create_draft("product", product_form())
    attachment = store.attachments.attach_file(draft.id, photo)
    store.attachments.mark_uploaded(attachment.id, 11)
    assert store.attachments.request_removal(attachment.id) is not None
    kept = store.attachments.cancel_removal(attachment.id)
    assert kept is not None
    assert (kept.upload_state, kept.server_id) == (UploadState.UPLOADED, "11")
    assert not kept.on_server_only
    assert kept.path.read_bytes() == photo.read_bytes()


def test_thumbnails_are_kept_by_record_and_id_and_the_folder_is_bounded(tmp_path: Path) -> None:
    cache = ThumbnailCache(tmp_path / "thumbs", limit=3)

    def item(n: int, record: ServerRecord = PRODUCT) -> ServerAttachment:
        return ServerAttachment(record, AttachmentRole.IMAGE, str(n), f"{n}.png", "https://x")

    for n in range(3):
        cache.write(item(n), f"picture {n}".encode())
    assert cache.read(item(1)) == b"picture 1"
    assert cache.read(item(1, ServerRecord.of("product", 43))) is None  # another record's
    # The least recently read goes first.
    for n, moment in ((0, 1000), (1, 3000), (2, 2000)):
        os.utime(cache._path(item(n)), (moment, moment))
    cache.write(item(3), b"picture 3")
    assert cache.read(item(0)) is None
    assert [cache.read(item(n)) for n in (1, 2, 3)] == [b"picture 1", b"picture 2", b"picture 3"]
    assert len(list(cache.directory.iterdir())) == 3
