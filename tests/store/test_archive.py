"""Export to one `.reusedesk` file and import into another store, nothing lost."""

from __future__ import annotations

import dataclasses
import json
import os
import stat
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.api.notices import Notice
from app.store import DraftState
from app.store import ServerRecord
from app.store import Store
from app.store.archive import export_drafts
from app.store.archive import import_drafts
from app.store.drafts import SentDraft
from app.store.errors import ArchiveCorrupt
from app.store.errors import ArchiveTooNew
from app.store.errors import DraftHandedOver
from app.store.errors import StoreError
from tests.store.conftest import product_form
from tests.store.conftest import server_product
from tests.store.conftest import unknown_outcomes

JPEG = b"\xff\xd8\xff\xe0" + os.urandom(20_000)
PDF = b"%PDF-1.4\n" + os.urandom(3_000)


def _open(folder: Path) -> Store:
    return Store.open(folder / "db.sqlite3", folder / "attachments")


@pytest.fixture
def source(tmp_path: Path) -> Iterator[Store]:
    store = _open(tmp_path / "machine-a")
    originals = tmp_path / "originals"
    originals.mkdir()
    (originals / "deur.jpg").write_bytes(JPEG)
    (originals / "tekening.pdf").write_bytes(PDF)
    new = store.drafts.create_draft("product", product_form("Eiken deur"))
    store.drafts.save_content(new.id, product_form("Eiken deur, geschuurd"))
    store.attachments.attach_file(new.id, originals / "deur.jpg")
    store.attachments.attach_file(new.id, originals / "tekening.pdf", "file")
    edit = store.drafts.create_draft(
        "product", product_form("Balk"), server_id=5, base_version=server_product(5, "Balk")
    )
    store.drafts.record_errors(edit.id, {"address.city": [Notice("rule.required")]})
    project = store.drafts.create_draft("project", {"title": "School", "plaats": "Assen"})
    store.drafts.begin_sends([store.drafts.mark_queued(project.id)])  # answer lost: outcome unknown
    store.drafts.set_state(project.id, DraftState.QUEUED)  # the next round's start
    store.attachments.attach_file(ServerRecord.of("project", 9), originals / "deur.jpg")
    synced = store.drafts.create_draft("subscription", {"webhook_url": "https://x.example"})
    store.drafts.mark_synced([SentDraft(synced.id, "c0ffee00-0000-4000-8000-000000000001")])
    yield store
    store.close()


def test_export_then_import_into_an_empty_store_loses_nothing(
    source: Store, tmp_path: Path
) -> None:
    archive = tmp_path / "werk.reusedesk"
    before = {d.id: d for d in source.drafts.list_drafts() if d.state != DraftState.SYNCED}
    report = export_drafts(source, archive)
    # The synced draft stays home, and so does the photo of server project 9 (this
    # machine uploads it: from two machines it would arrive twice).
    assert (report.drafts, report.attachments) == (3, 2)
    if os.name == "posix":
        assert stat.S_IMODE(archive.stat().st_mode) == 0o600
    with zipfile.ZipFile(archive) as zf:
        manifest = json.loads(zf.read("manifest.json"))
    assert manifest["archive_id"] == report.archive_id
    assert sorted(manifest["draft_ids"]) == sorted(before)
    # Handed over: this machine sends none of them any more.
    assert {d.id for d in source.drafts.list_drafts(states=[DraftState.HANDED_OVER])} == set(before)

    with _open(tmp_path / "machine-b") as target:
        result = import_drafts(target, archive)
        assert len(result.imported) == 3
        assert result.already_here == []
        assert result.attachments == 2
        exported = before
        imported = {d.id: d for d in target.drafts.list_drafts()}
        assert set(imported) == set(exported)
        for draft_id, original in exported.items():
            copy = imported[draft_id]
            assert copy.content == original.content
            assert copy.revision == original.revision
            assert copy.base_version == original.base_version
            assert copy.field_errors == original.field_errors
            assert copy.server_id == original.server_id
            assert copy.created_at == original.created_at
            assert copy.send_attempted_at == original.send_attempted_at
            assert copy.state is original.state
        # The create whose answer was lost still gets reconciled on the new machine.
        assert [d.kind for d in unknown_outcomes(target)] == ["project"]
        before_files = [a for a in source.attachments.list_attachments() if a.draft_id]
        before = sorted(before_files, key=lambda a: a.id)
        after = sorted(target.attachments.list_attachments(), key=lambda a: a.id)
        assert [a.id for a in after] == [a.id for a in before]
        for a, b in zip(before, after, strict=True):
            assert (b.file_name, b.sha256, b.size, b.mime_type, b.role, b.draft_id) == (
                a.file_name,
                a.sha256,
                a.size,
                a.mime_type,
                a.role,
                a.draft_id,
            )
            assert b.record == a.record
            assert b.path.read_bytes() == a.path.read_bytes()
            assert b.path.parent == target.attachments_dir
        # Imported drafts are searchable there.
        assert target.catalogue.count("product", "geschuurd") == 1

        again = import_drafts(target, archive)
        assert again.imported_before
        assert again.imported == []
        assert sorted(again.already_here) == sorted(exported)
        assert len(target.attachments.list_attachments()) == 2


def test_an_open_edit_of_the_same_record_is_not_overwritten(source: Store, tmp_path: Path) -> None:
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive)
    with _open(tmp_path / "machine-b") as target:
        mine = target.drafts.create_draft("product", product_form("Mijn balk"), server_id=5)
        result = import_drafts(target, archive)
        assert len(result.skipped_conflicting) == 1
        assert len(result.imported) == 2
        assert target.drafts.open_draft_for("product", 5) == mine


def _rewrite(archive: Path, target: Path, change: dict[str, bytes | None]) -> None:
    with zipfile.ZipFile(archive) as old, zipfile.ZipFile(target, "w") as new:
        for info in old.infolist():
            if info.filename in change:
                data = change[info.filename]
                if data is not None:
                    new.writestr(info.filename, data)
            else:
                new.writestr(info, old.read(info))


def test_a_damaged_attachment_refuses_the_whole_import(source: Store, tmp_path: Path) -> None:
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive)
    with zipfile.ZipFile(archive) as zf:
        member = next(n for n in zf.namelist() if n.endswith(".pdf"))
        data = bytearray(zf.read(member))
    data[100] ^= 0xFF
    damaged = tmp_path / "beschadigd.reusedesk"
    _rewrite(archive, damaged, {member: bytes(data)})
    with _open(tmp_path / "machine-b") as target:
        with pytest.raises(ArchiveCorrupt) as caught:
            import_drafts(target, damaged)
        assert caught.value.notice == Notice(
            "archive.corrupt", {"path": str(damaged), "name": "beschadigd.reusedesk"}
        )
        assert target.drafts.list_drafts() == []
        assert list(target.attachments_dir.iterdir()) == []


@pytest.mark.parametrize(
    ("member", "data"),
    [
        ("manifest.json", None),
        ("manifest.json", b"{not json"),
        ("manifest.json", b'{"format": "something-else", "format_version": 1}'),
        ("drafts.json", b'[{"id": "../../etc/passwd"}]'),
        ("attachments.json", b"{}"),
    ],
)
def test_malformed_archives_are_refused(
    source: Store, tmp_path: Path, member: str, data: bytes | None
) -> None:
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive)
    bad = tmp_path / "bad.reusedesk"
    _rewrite(archive, bad, {member: data})
    with _open(tmp_path / "machine-b") as target:
        with pytest.raises(ArchiveCorrupt):
            import_drafts(target, bad)
        assert target.drafts.list_drafts() == []


def test_not_a_zip_file(tmp_path: Path) -> None:
    bogus = tmp_path / "bogus.reusedesk"
    bogus.write_bytes(b"this is not a zip archive at all")
    with _open(tmp_path / "b") as target, pytest.raises(ArchiveCorrupt):
        import_drafts(target, bogus)


def test_a_newer_format_is_refused(source: Store, tmp_path: Path) -> None:
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive)
    with zipfile.ZipFile(archive) as zf:
        manifest = json.loads(zf.read("manifest.json"))
    manifest["format_version"] = 99
    newer = tmp_path / "nieuwer.reusedesk"
    _rewrite(archive, newer, {"manifest.json": json.dumps(manifest).encode()})
    with _open(tmp_path / "machine-b") as target:
        with pytest.raises(ArchiveTooNew) as caught:
            import_drafts(target, newer)
        assert caught.value.notice.code == "archive.too_new"
        assert caught.value.notice.params["found"] == 99


def test_importing_its_own_export_back_takes_nothing_back(source: Store, tmp_path: Path) -> None:
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive)
    result = import_drafts(source, archive)
    assert result.imported == []
    assert len(result.handed_over_here) == 3
    assert len(source.drafts.list_drafts(states=[DraftState.HANDED_OVER])) == 3


def test_a_draft_sent_here_and_deleted_since_is_not_brought_back(
    source: Store, tmp_path: Path
) -> None:
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive)
    with _open(tmp_path / "machine-b") as target:
        (new, *_rest) = import_drafts(target, archive).imported
        target.drafts.mark_synced([SentDraft(new, "41")])
        target.drafts.delete_draft(new)  # an archived product's synced draft goes
        # The same drafts in another archive (a fresh id, as a second export would be).
        with zipfile.ZipFile(archive) as zf:
            manifest = json.loads(zf.read("manifest.json"))
        other = tmp_path / "nog-eens.reusedesk"
        manifest["archive_id"] = "4a8c1d2e-0000-4000-8000-00000000abcd"
        _rewrite(archive, other, {"manifest.json": json.dumps(manifest).encode()})
        result = import_drafts(target, other)
        assert not result.imported_before
        assert result.already_sent == [new]
        assert result.imported == []
        assert target.drafts.find(new) is None


def test_a_failed_export_hands_nothing_over(source: Store, tmp_path: Path) -> None:
    states = {d.id: d.state for d in source.drafts.list_drafts()}
    # An attachment's file vanished: the archive cannot be completed.
    next(a for a in source.attachments.list_attachments() if a.draft_id).path.unlink()
    archive = tmp_path / "werk.reusedesk"
    with pytest.raises(StoreError):
        export_drafts(source, archive)
    assert {d.id: d.state for d in source.drafts.list_drafts()} == states
    assert list(tmp_path.glob("*werk*")) == []


def test_a_handed_over_draft_is_not_sent_until_taken_back(source: Store, tmp_path: Path) -> None:
    export_drafts(source, tmp_path / "werk.reusedesk")
    (draft, *_rest) = source.drafts.list_drafts(states=[DraftState.HANDED_OVER])
    with pytest.raises(DraftHandedOver):
        source.drafts.mark_queued(draft.id)
    with pytest.raises(DraftHandedOver):
        source.drafts.set_state(draft.id, DraftState.SYNCING)
    # A sync round that read it before the export does not take it, so sends nothing.
    queued = source.drafts.mark_queued(source.drafts.create_draft("product", product_form()).id)
    as_read = dataclasses.replace(draft, state=DraftState.QUEUED)
    assert source.drafts.begin_sends([queued, as_read]) == {queued.id}
    assert source.drafts.get(draft.id).state is DraftState.HANDED_OVER
    source.drafts.withdraw_sends([queued.id])  # the round ended before it went out

    taken = source.drafts.take_back(draft.id)
    assert taken.state is DraftState.DRAFT
    assert source.drafts.mark_queued(draft.id).state is DraftState.QUEUED
    # Exported again, it is handed over again (the synced one never is).
    assert export_drafts(source, tmp_path / "opnieuw.reusedesk").drafts == 2
