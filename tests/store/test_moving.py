"""Unsent new drafts move to another environment's store with their photos, exactly once;
a draft bound to a server record, or one that may have been sent, never moves."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.store.attachments import AttachmentRole
from app.store.errors import SourceFileUnreadable
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.moving import move_drafts
from app.store.store import Store
from tests.imaging.samples import encode_jpeg
from tests.imaging.samples import two_colour_image
from tests.sync.helpers import product_content


@pytest.fixture
def stores(tmp_path: Path) -> Iterator[tuple[Store, Store]]:
    a = Store.open(tmp_path / "a" / "reuse-desk.sqlite3", tmp_path / "a" / "attachments")
    b = Store.open(tmp_path / "b" / "reuse-desk.sqlite3", tmp_path / "b" / "attachments")
    a.bind_environment("https://acc.example.nl/api/v1", "Acceptatie", production=False)
    b.bind_environment("https://x.nl/api/v1", "X", production=True)
    yield a, b
    a.close()
    b.close()


def _photo(tmp_path: Path) -> Path:
    path = tmp_path / "deur.jpg"
    path.write_bytes(encode_jpeg(two_colour_image(64, 48), quality=70))
    return path


def test_a_new_draft_moves_with_its_photo_once(stores: tuple[Store, Store], tmp_path: Path) -> None:
    a, b = stores
    draft = a.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
    a.drafts.mark_queued(draft.id)
    photo = a.attachments.attach_file(draft.id, _photo(tmp_path), AttachmentRole.IMAGE)
    old_file = a.attachments_dir / photo.path.name

    report = move_drafts(a, b, [draft.id])

    assert (report.moved, report.attachments) == ([draft.id], 1)
    moved = b.drafts.get(draft.id)
    assert (moved.state, moved.content) == (DraftState.QUEUED, draft.content)
    (copied,) = b.attachments.list_attachments(draft.id)
    assert (copied.id, copied.sha256) == (photo.id, photo.sha256)
    assert (b.attachments_dir / copied.path.name).read_bytes() == _photo(tmp_path).read_bytes()
    assert b.catalogue.count(RecordKind.PRODUCT) == 1
    assert a.drafts.find(draft.id) is None
    assert a.catalogue.count(RecordKind.PRODUCT) == 0
    assert not old_file.exists()
    # Exactly once: asked again, nothing more moves.
    again = move_drafts(a, b, [draft.id])
    assert again.moved == []
    assert len(b.drafts.list_drafts()) == 1


def test_bound_and_possibly_sent_drafts_stay(stores: tuple[Store, Store]) -> None:
    a, b = stores
    edit = a.drafts.create_draft(
        RecordKind.PRODUCT, product_content("Deur"), server_id=5, base_version={"id": 5}
    )
    sent = a.drafts.create_draft(RecordKind.PRODUCT, product_content("Raam"))
    a.drafts.begin_sends([a.drafts.mark_queued(sent.id)])  # on its way: a create that may arrive

    report = move_drafts(a, b, [edit.id, sent.id])

    assert (report.moved, report.bound, report.not_movable) == ([], [edit.id], [sent.id])
    assert b.drafts.list_drafts() == []
    assert a.drafts.get(edit.id).state is DraftState.DRAFT


def test_a_move_cut_short_leaves_the_draft_where_it_was(
    stores: tuple[Store, Store], tmp_path: Path
) -> None:
    a, b = stores
    draft = a.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
    photo = a.attachments.attach_file(draft.id, _photo(tmp_path), AttachmentRole.IMAGE)
    (a.attachments_dir / photo.path.name).unlink()  # the photo's copy lost

    with pytest.raises(SourceFileUnreadable):
        move_drafts(a, b, [draft.id])

    assert a.drafts.get(draft.id).state is DraftState.DRAFT
    assert b.drafts.list_drafts() == []
    assert list(b.attachments_dir.iterdir()) == []
