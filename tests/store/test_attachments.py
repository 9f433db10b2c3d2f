"""Attachments are copies in the data folder: they outlive their originals."""

from __future__ import annotations

import hashlib
import os
import stat
from pathlib import Path

import pytest

from app.api.notices import Notice
from app.store import ServerRecord
from app.store import Store
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.drafts import SentDraft
from app.store.errors import AttachmentNotFound
from app.store.file_rules import RefusedFileError
from tests.store.conftest import product_form

JPEG = b"\xff\xd8\xff\xe0" + b"\x00\x10JFIF" + bytes(range(256)) * 40
PDF = b"%PDF-1.7\n" + b"x" * 5000


def _file(folder: Path, name: str, data: bytes) -> Path:
    path = folder / name
    path.write_bytes(data)
    return path


def test_attachment_survives_deletion_of_its_original(store: Store, tmp_path: Path) -> None:
    stick = tmp_path / "usb-stick"
    stick.mkdir()
    original = _file(stick, "Deur voorkant.JPG", JPEG)
    draft = store.drafts.create_draft("product", product_form())
    attachment = store.attachments.attach_file(draft.id, original)
    original.unlink()
    stick.rmdir()  # the stick is pulled
    copy = store.attachments.get(attachment.id)
    assert copy.path.read_bytes() == JPEG
    assert copy.path.parent == store.attachments_dir
    assert copy.file_name == "Deur voorkant.JPG"
    assert copy.size == len(JPEG)
    assert copy.sha256 == hashlib.sha256(JPEG).hexdigest()
    assert copy.mime_type == "image/jpeg"
    assert copy.role is AttachmentRole.IMAGE
    assert copy.upload_state is UploadState.PENDING
    assert copy.draft_id == draft.id
    assert copy.record is None


@pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")
def test_copies_are_private(store: Store, tmp_path: Path) -> None:
    original = _file(tmp_path, "plan.pdf", PDF)
    original.chmod(0o644)
    draft = store.drafts.create_draft("product", product_form())
    copy = store.attachments.attach_file(draft.id, original, "file")
    assert stat.S_IMODE(copy.path.stat().st_mode) == 0o600
    assert copy.mime_type == "application/pdf"


def test_type_by_extension(store: Store, tmp_path: Path) -> None:
    draft = store.drafts.create_draft("product", product_form())
    unknown = store.attachments.attach_file(draft.id, _file(tmp_path, "foto.bin", JPEG))
    assert unknown.mime_type == "application/octet-stream"
    text = store.attachments.attach_file(draft.id, _file(tmp_path, "lijst.csv", b"a;b\n"), "file")
    assert text.mime_type == "text/csv"


def test_unreadable_source_is_reported_and_leaves_nothing(store: Store, tmp_path: Path) -> None:
    draft = store.drafts.create_draft("product", product_form())
    # Refused by the file rules before anything is opened.
    with pytest.raises(RefusedFileError) as caught:
        store.attachments.attach_file(draft.id, tmp_path / "weg.jpg")
    assert caught.value.notice.code == "file.unreadable"
    assert caught.value.notice.params["name"] == "weg.jpg"
    assert list(store.attachments_dir.iterdir()) == []
    assert store.attachments.list_attachments(draft.id) == []


def test_roles_follow_the_interface(store: Store, tmp_path: Path) -> None:
    project = store.drafts.create_draft("project", {"title": "School"})
    subscription = store.drafts.create_draft("subscription", {})
    source = _file(tmp_path, "x.pdf", PDF)
    with pytest.raises(ValueError):
        store.attachments.attach_file(project.id, source, "file")
    with pytest.raises(ValueError):
        store.attachments.attach_file(subscription.id, source, "image")
    assert list(store.attachments_dir.iterdir()) == []


def test_attachments_of_an_existing_server_record(store: Store, tmp_path: Path) -> None:
    record = ServerRecord.of("product", 42)
    attachment = store.attachments.attach_file(record, _file(tmp_path, "a.jpg", JPEG))
    assert attachment.draft_id is None
    assert attachment.record == record
    assert store.attachments.list_attachments(record) == [attachment]
    assert store.attachments.list_attachments(states=["pending"]) == [attachment]


def test_a_new_drafts_attachments_wait_for_its_server_id(store: Store, tmp_path: Path) -> None:
    draft = store.drafts.create_draft("product", product_form())
    attachment = store.attachments.attach_file(draft.id, _file(tmp_path, "a.jpg", JPEG))
    assert attachment.record is None
    store.drafts.mark_synced([SentDraft(draft.id, "812")])
    (ready,) = store.attachments.list_attachments(ServerRecord.of("product", "812"))
    assert ready.id == attachment.id
    assert ready.draft_id == draft.id


def test_upload_then_removal_is_queued_until_the_server_confirms(
    store: Store, tmp_path: Path
) -> None:
    record = ServerRecord.of("project", 7)
    attachment = store.attachments.attach_file(record, _file(tmp_path, "a.jpg", JPEG))
    store.attachments.mark_uploading(attachment.id)
    uploaded = store.attachments.mark_uploaded(attachment.id, 3001)
    assert uploaded.upload_state is UploadState.UPLOADED
    assert uploaded.server_id == "3001"
    queued = store.attachments.request_removal(attachment.id)
    assert queued is not None
    assert queued.upload_state is UploadState.DELETE_PENDING
    assert queued.path.exists()
    assert store.attachments.list_attachments(states=[UploadState.DELETE_PENDING]) == [queued]
    store.attachments.forget(attachment.id)
    assert not queued.path.exists()
    with pytest.raises(AttachmentNotFound):
        store.attachments.get(attachment.id)


def test_removing_a_never_uploaded_attachment_is_immediate(store: Store, tmp_path: Path) -> None:
    draft = store.drafts.create_draft("product", product_form())
    attachment = store.attachments.attach_file(draft.id, _file(tmp_path, "a.jpg", JPEG))
    assert store.attachments.request_removal(attachment.id) is None
    assert not attachment.path.exists()
    assert store.attachments.list_attachments(draft.id) == []


def test_an_upload_without_answer_must_be_deleted_on_the_server(
    store: Store, tmp_path: Path
) -> None:
    record = ServerRecord.of("product", 1)
    attachment = store.attachments.attach_file(record, _file(tmp_path, "a.jpg", JPEG))
    store.attachments.mark_uploading(attachment.id)
    queued = store.attachments.request_removal(attachment.id)
    assert queued is not None
    assert queued.upload_state is UploadState.DELETE_PENDING


def test_upload_failure_is_kept_for_the_user(store: Store, tmp_path: Path) -> None:
    record = ServerRecord.of("product", 1)
    attachment = store.attachments.attach_file(record, _file(tmp_path, "a.jpg", JPEG))
    too_large = Notice("service.too_large", {"status": 413})
    failed = store.attachments.record_upload_failed(attachment.id, too_large)
    assert failed.upload_error == too_large
    assert store.attachments.get(attachment.id).upload_error == too_large
    assert failed.upload_state is UploadState.PENDING


def test_discarding_a_draft_removes_its_unuploaded_files(store: Store, tmp_path: Path) -> None:
    draft = store.drafts.create_draft("product", product_form())
    attachment = store.attachments.attach_file(draft.id, _file(tmp_path, "a.jpg", JPEG))
    store.drafts.delete_draft(draft.id, discard_unsent=True)
    assert not attachment.path.exists()
    assert store.attachments.list_attachments() == []


def test_deleting_a_synced_draft_keeps_its_record_attachments(store: Store, tmp_path: Path) -> None:
    draft = store.drafts.create_draft("product", product_form())
    uploaded = store.attachments.attach_file(draft.id, _file(tmp_path, "a.jpg", JPEG))
    waiting = store.attachments.attach_file(draft.id, _file(tmp_path, "b.jpg", JPEG))
    store.drafts.mark_synced([SentDraft(draft.id, "812")])
    store.attachments.mark_uploaded(uploaded.id, 1)
    store.drafts.delete_draft(draft.id)
    kept = store.attachments.list_attachments(ServerRecord.of("product", 812))
    assert {a.id for a in kept} == {uploaded.id, waiting.id}
    assert all(a.draft_id is None and a.path.exists() for a in kept)


def test_leftover_partial_copies_are_cleaned_before_attachments_are_used(
    tmp_path: Path,
) -> None:
    folder = tmp_path / "att"
    folder.mkdir()
    (folder / ".0b6c1f4e.jpg.partial").write_bytes(b"half")
    with Store.open(tmp_path / "db.sqlite3", folder) as store:
        assert store.attachments.list_attachments(ServerRecord.of("product", 1)) == []
        assert list(folder.iterdir()) == []
