"""Export to one `.reusedesk` file and import into another store, nothing lost."""

from __future__ import annotations

import json
import os
import stat
import zipfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.api.notices import Notice
from app.store import DraftState, ServerRecord, Store
from app.store.archive import export_drafts, import_drafts
from app.store.drafts import SentDraft
from app.store.errors import ArchiveCorrupt, ArchiveTooNew
from tests.store.conftest import product_form, server_product, unknown_outcomes

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
    store.drafts.mark_queued(project.id)
    store.drafts.begin_sends([project.id])  # answer lost: outcome unknown
    store.attachments.attach_file(ServerRecord.of("project", 9), originals / "deur.jpg")
    synced = store.drafts.create_draft("subscription", {"webhook_url": "https://x.example"})
    store.drafts.mark_synced([SentDraft(synced.id, "c0ffee00-0000-4000-8000-000000000001")])
    yield store
    store.close()


def test_export_then_import_into_an_empty_store_loses_nothing(
    source: Store, tmp_path: Path
) -> None:
    archive = tmp_path / "werk.reusedesk"
    report = export_drafts(source, archive)
    assert (report.drafts, report.attachments) == (3, 3)  # the synced draft stays home
    if os.name == "posix":
        assert stat.S_IMODE(archive.stat().st_mode) == 0o600

    with _open(tmp_path / "machine-b") as target:
        result = import_drafts(target, archive)
        assert len(result.imported) == 3
        assert result.skipped_duplicates == []
        assert result.attachments == 3
        exported = {d.id: d for d in source.drafts.list_drafts() if d.state != DraftState.SYNCED}
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
            expected_state = (
                DraftState.QUEUED if original.state is DraftState.SYNCING else original.state
            )
            assert copy.state is expected_state
        # The create whose answer was lost still gets reconciled on the new machine.
        assert [d.kind for d in unknown_outcomes(target)] == ["project"]
        before = sorted(source.attachments.list_attachments(), key=lambda a: a.id)
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
        assert again.imported == []
        assert sorted(again.skipped_duplicates) == sorted(exported)
        assert len(target.attachments.list_attachments()) == 3


def test_an_open_edit_of_the_same_record_is_not_overwritten(source: Store, tmp_path: Path) -> None:
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive)
    with _open(tmp_path / "machine-b") as target:
        mine = target.drafts.create_draft("product", product_form("Mijn balk"), server_id=5)
        result = import_drafts(target, archive)
        assert len(result.skipped_conflicting) == 1
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
