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
