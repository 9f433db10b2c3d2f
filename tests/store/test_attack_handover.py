"""Attacks on the hand-over import: an archive crafted to carry what no export writes."""

from __future__ import annotations

import hashlib
import json
import os
import zipfile
from pathlib import Path
from typing import Any

import pytest

from app.store.archive import export_drafts
from app.store.archive import import_drafts
from app.store.kinds import new_id
from app.store.store import Store

ACC = "https://acc.example/api/v1"
PROD = "https://prod.example/api/v1"


def _open(folder: Path) -> Store:
    return Store.open(folder / "db.sqlite3", folder / "attachments")


def _members(archive: Path) -> dict[str, Any]:
    with zipfile.ZipFile(archive) as zf:
        return {
            name: json.loads(zf.read(name)) if name.endswith(".json") else zf.read(name)
            for name in zf.namelist()
        }


def _write(path: Path, members: dict[str, Any]) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        for name, value in members.items():
            zf.writestr(name, value if isinstance(value, bytes) else json.dumps(value))
    return path


def _with_server_picture(tmp_path: Path) -> Path:
    """An acceptance export of one new draft, to which a picture of acceptance's product 5
    without a draft is added (no export writes one: a crafted or foreign archive)."""
    source = _open(tmp_path / "a")
    source.drafts.create_draft("product", {"itemDetails": {"name": "Eiken deur"}})
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive, environment_key=ACC, environment_name="Acceptatie")
    source.close()
    members = _members(archive)
    picture = b"\xff\xd8\xff\xe0" + os.urandom(2_000)
    attachment_id = new_id()
    stamp = members["drafts.json"][0]["created_at"]
    members["attachments.json"] = [
        {
            "id": attachment_id,
            "record_kind": "product",
            "draft_id": None,
            "record_server_id": "5",
            "role": "image",
            "file_name": "deur.jpg",
            "mime_type": "image/jpeg",
            "size": len(picture),
            "sha256": hashlib.sha256(picture).hexdigest(),
            "upload_state": "pending",
            "server_id": None,
            "created_at": stamp,
            "updated_at": stamp,
            "upload_attempted_at": None,
            "member": f"attachments/{attachment_id}.jpg",
        }
    ]
    members["manifest.json"]["attachments"] = 1
    members[f"attachments/{attachment_id}.jpg"] = picture
    return _write(tmp_path / "crafted.reusedesk", members)


def test_a_picture_of_another_environments_record_is_never_taken_in(tmp_path: Path) -> None:
    """Acceptance's product 5 is not production's product 5: its picture must not be
    uploaded to production's, even when the archive holds no edit of a server record."""
    archive = _with_server_picture(tmp_path)
    with _open(tmp_path / "b") as target:
        report = import_drafts(target, archive, environment_key=PROD)
        assert len(report.imported) == 1  # the new draft comes
        assert target.attachments.list_attachments() == []  # the picture of product 5 not


def test_a_picture_of_a_record_of_this_environment_still_comes(tmp_path: Path) -> None:
    archive = _with_server_picture(tmp_path)
    with _open(tmp_path / "b") as target:
        import_drafts(target, archive, environment_key=ACC)
        assert [a.record_server_id for a in target.attachments.list_attachments()] == ["5"]


def test_an_archive_that_hides_its_environment_brings_no_edit_of_a_server_record(
    tmp_path: Path,
) -> None:
    """Acceptance's edit of its product 5, the manifest's environment taken out: imported
    into production it would be sent as an edit of production's product 5. Whose record it
    is cannot be known, so it stays out; the new draft still comes."""
    source = _open(tmp_path / "a")
    source.drafts.create_draft("product", {"itemDetails": {"name": "Eiken deur"}})
    source.drafts.create_draft("product", {"itemDetails": {"name": "Balk"}}, server_id=5)
    archive = tmp_path / "werk.reusedesk"
    export_drafts(source, archive, environment_key=ACC, environment_name="Acceptatie")
    source.close()
    members = _members(archive)
    del members["manifest.json"]["environment"]
    crafted = _write(tmp_path / "crafted.reusedesk", members)
    with _open(tmp_path / "b") as target:
        report = import_drafts(target, crafted, environment_key=PROD)
        assert {d.server_id for d in target.drafts.list_drafts()} == {None}
        assert len(report.imported) == 1
        assert len(report.other_environment) == 1
        codes = {n.code: n.params for n in report.notices("crafted.reusedesk")}
        assert codes["archive.environment_unknown"] == {"count": 1}


def test_an_export_over_the_stores_own_files_is_refused_before_writing(tmp_path: Path) -> None:
    """A careless save: the export named as the store's database (or put in its
    attachments' folder) would replace it; refused, the store and its drafts as they were."""
    from app.store.errors import ExportRefused

    store = Store.open(tmp_path / "reuse-desk.sqlite3", tmp_path / "attachments")
    draft = store.drafts.create_draft("product", {"itemDetails": {"name": "Eiken deur"}})
    photo = tmp_path / "deur.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0" + os.urandom(2_000))
    store.attachments.attach_file(draft.id, photo)
    stored = next((tmp_path / "attachments").glob("*.jpg"))
    for target in (
        tmp_path / "reuse-desk.sqlite3",
        tmp_path / "reuse-desk.sqlite3-wal",
        tmp_path / "attachments" / "werk.reusedesk",
        stored,
    ):
        with pytest.raises(ExportRefused) as refused:
            export_drafts(store, target, environment_key=ACC)
        assert refused.value.notice.code == "archive.export_into_store"
    store.close()
    with Store.open(tmp_path / "reuse-desk.sqlite3", tmp_path / "attachments") as again:
        assert [d.state.value for d in again.drafts.list_drafts()] == ["draft"]
        assert len(again.attachments.list_attachments()) == 1


@pytest.mark.skipif(os.name != "posix", reason="symbolic links as POSIX has them")
def test_an_export_never_writes_through_a_link_in_place_of_its_partial_file(
    tmp_path: Path,
) -> None:
    """A shared folder where someone put a link named as the export's partial file: the
    export writes its own file, never the file the link points to."""
    store = _open(tmp_path / "a")
    store.drafts.create_draft("product", {"itemDetails": {"name": "Eiken deur"}})
    victim = tmp_path / "notes.txt"
    victim.write_text("mine")
    shared = tmp_path / "shared"
    shared.mkdir()
    (shared / ".werk.reusedesk.partial").symlink_to(victim)
    export_drafts(store, shared / "werk.reusedesk", environment_key=ACC)
    store.close()
    assert victim.read_text() == "mine"
    assert zipfile.is_zipfile(shared / "werk.reusedesk")


_IMPORT_FIFO = """
import sys
from pathlib import Path
from app.store.archive import import_drafts
from app.store.errors import StoreError
from app.store.store import Store
folder = Path(sys.argv[1])
store = Store.open(folder / "db.sqlite3", folder / "attachments")
try:
    import_drafts(store, sys.argv[2])
except StoreError as error:
    print(error.code)
"""


@pytest.mark.skipif(os.name != "posix", reason="FIFOs are POSIX")
def test_importing_a_fifo_is_refused_never_waited_for(tmp_path: Path) -> None:
    """A FIFO chosen as the file to import (no writer: reading it waits for ever): refused
    as a file that cannot be read, at once."""
    import subprocess
    import sys

    fifo = tmp_path / "werk.reusedesk"
    os.mkfifo(fifo)
    root = Path(__file__).resolve().parents[2]
    child = subprocess.run(
        [sys.executable, "-c", _IMPORT_FIFO, str(tmp_path / "b"), str(fifo)],
        cwd=root,
        env=dict(os.environ, PYTHONPATH=str(root)),
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert child.returncode == 0, child.stderr.decode()[-2000:]
    assert child.stdout.decode().split() == ["store.file_unreadable"]
