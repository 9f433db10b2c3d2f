"""The outbox's figures, read from a real store: drafts waiting, failed, and the uploads
held (not sent again on their own until the user queues their record again)."""

from __future__ import annotations

from pathlib import Path

from app.api.notices import Notice
from app.store import Store
from app.store.kinds import RecordKind
from app.work import drafts
from app.work.outbox import outbox
from tests.sync.helpers import product_content

JPEG = b"\xff\xd8\xff\xe0" + b"\x00\x10JFIF" + bytes(range(256)) * 40


def test_held_uploads_are_counted_until_their_record_is_queued_again(
    store: Store, tmp_path: Path
) -> None:
    draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
    photo = tmp_path / "deur.jpg"
    photo.write_bytes(JPEG)
    attached = store.attachments.attach_file(draft.id, photo)
    assert outbox(store).held == 0
    assert outbox(store).empty

    store.attachments.hold(attached.id, Notice("sync.upload_too_large"))
    left = outbox(store)
    assert (left.queued, left.failed, left.held) == (0, 0, 1)
    assert not left.empty  # it waits for the user

    drafts.queue(store, RecordKind.PRODUCT, [draft.id])  # the user's word to try again
    left = outbox(store)
    assert (left.queued, left.held) == (1, 0)


def test_a_queueing_offers_the_held_uploads_of_server_records_and_retries_them(
    store: Store, tmp_path: Path
) -> None:
    from app.store.kinds import ServerRecord

    store.cache.replace_server_list(RecordKind.PRODUCT, [{"id": 8, **product_content("Balk")}])
    photo = tmp_path / "balk.jpg"
    photo.write_bytes(JPEG)
    attached = store.attachments.attach_file(ServerRecord(RecordKind.PRODUCT, "8"), photo)
    other = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
    assert drafts.held_uploads(store, RecordKind.PRODUCT, ["s:8", f"d:{other.id}"]) == []
    store.attachments.hold(attached.id, Notice("sync.upload_too_large"))

    held = drafts.held_uploads(store, RecordKind.PRODUCT, ["s:8", f"d:{other.id}"])
    assert held == [attached.id]
    assert drafts.held_uploads(store, RecordKind.PRODUCT, [f"d:{other.id}"]) == []
    retried = drafts.retry_held(store, held)
    assert retried.value == 1
    assert retried.changes.outbox
    assert retried.changes.attachments == {"product:8"}
    assert outbox(store).held == 0
    assert drafts.retry_held(store, held).value == 0  # not held any more: nothing to do
