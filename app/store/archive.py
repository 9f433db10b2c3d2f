"""Export and import of drafts with their attachments, as one `.reusedesk` file.

For moving work to another machine, or handing it over when uploading is not
possible. The file is a zip archive: `manifest.json` (format name and version),
`drafts.json` (every field of each draft, content as the JSON object it is),
`attachments.json` (metadata with each file's sha256) and `attachments/<id>.<ext>`.

Import keeps every UUID, skips drafts and attachments present already, checks every
file's size and sha256 before anything is written, and imports all or nothing. Only
the member names the manifest lists are read: a crafted archive writes nothing outside
the data folder.
"""

from __future__ import annotations

import json
import os
import re
import sqlite3
import zipfile
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import app
from app.store import listing
from app.store.attachments import Attachment, AttachmentRole, StoredCopy, UploadState
from app.store.drafts import Draft
from app.store.errors import ArchiveCorrupt, ArchiveTooNew, SourceFileUnreadable, translate_os_error
from app.store.kinds import (
    DraftState,
    RecordKind,
    dump_json,
    insert_row,
    is_db_time,
    load_json,
    to_db_time,
    utc_now,
)

if TYPE_CHECKING:
    from app.store.store import Store

T = TypeVar("T")
_UUID = re.compile(r"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}")

ARCHIVE_SUFFIX = ".reusedesk"
FORMAT_NAME = "reuse-desk-drafts"
FORMAT_VERSION = 1

# Every field of a draft, under its column's name; the JSON ones as JSON values.
_DRAFT_COLUMNS = tuple(f.name for f in fields(Draft))
_JSON_COLUMNS = frozenset({"content", "base_version", "theirs", "field_errors"})
# Every field of an attachment under its column's name, but its file (stored under a
# name of the importing machine's choosing) and the last upload's failure.
_ATTACHMENT_FIELDS = tuple(
    {"kind": "record_kind"}.get(f.name, f.name)
    for f in fields(Attachment)
    if f.name not in ("path", "upload_error")
)


@dataclass(frozen=True)
class ExportReport:
    path: Path
    drafts: int
    attachments: int


@dataclass
class ImportReport:
    imported: list[str] = field(default_factory=list)
    skipped_duplicates: list[str] = field(default_factory=list)
    # An open draft for the same server record exists here already.
    skipped_conflicting: list[str] = field(default_factory=list)
    attachments: int = 0


def export_drafts(store: Store, path: Path | str) -> ExportReport:
    """Write every draft that is not synced and its attachments to `path`, with the
    attachments of server records still waiting for upload (work that exists nowhere else).
    """
    target = Path(path)
    db = store.database
    # One snapshot, so drafts and attachments agree even while the UI keeps saving.
    with db.transaction(write=False):
        draft_rows = db.query("SELECT * FROM drafts WHERE state != 'synced' ORDER BY created_at")
        drafts = [_draft_record(row) for row in draft_rows]
        # Each draft's in its order, then those of server records.
        attachment_rows = db.query(
            "SELECT a.* FROM attachments AS a LEFT JOIN drafts AS d ON d.id = a.draft_id"
            " WHERE d.state != 'synced' OR (a.draft_id IS NULL AND a.upload_state = 'pending')"
            " ORDER BY d.id IS NULL, d.created_at, d.id, a.created_at"
        )
        attachments = [
            {name: row[name] for name in _ATTACHMENT_FIELDS} | {"member": _member(row)}
            for row in attachment_rows
        ]
    manifest = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "exported_at": to_db_time(utc_now()),
        "program_version": app.__version__,
        "drafts": len(drafts),
        "attachments": len(attachments),
    }
    partial = target.with_name(f".{target.name}.partial")
    try:
        fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with (
            os.fdopen(fd, "wb") as raw,
            zipfile.ZipFile(raw, "w", compression=zipfile.ZIP_DEFLATED) as archive,
        ):
            archive.writestr("manifest.json", json.dumps(manifest, indent=2))
            archive.writestr("drafts.json", dump_json(drafts))
            archive.writestr("attachments.json", dump_json(attachments))
            for row, meta in zip(attachment_rows, attachments, strict=True):
                # Photos and PDFs are compressed already.
                archive.write(
                    store.attachments_dir / row["stored_name"],
                    meta["member"],
                    compress_type=zipfile.ZIP_STORED,
                )
            archive.close()
            raw.flush()
            os.fsync(raw.fileno())
        os.replace(partial, target)
    except OSError as error:
        partial.unlink(missing_ok=True)
        raise translate_os_error(error, target) from error
    return ExportReport(target, len(drafts), len(attachments))


def _draft_record(row: sqlite3.Row) -> dict[str, Any]:
    return {n: load_json(row[n]) if n in _JSON_COLUMNS else row[n] for n in _DRAFT_COLUMNS}


def _member(row: sqlite3.Row) -> str:
    return f"attachments/{row['id']}{Path(row['stored_name']).suffix}"


def import_drafts(store: Store, path: Path | str) -> ImportReport:
    """Read an export into `store`; all or nothing. See the module text for the rules."""
    source = Path(path)
    try:
        archive = zipfile.ZipFile(source)
    except zipfile.BadZipFile as error:
        raise ArchiveCorrupt(source, f"not a zip archive: {error}") from error
    except OSError as error:
        raise SourceFileUnreadable(source, error.strerror or str(error)) from error
    with archive:
        manifest = _read_json(archive, source, "manifest.json", dict)
        if manifest.get("format") != FORMAT_NAME:
            raise ArchiveCorrupt(source, "not a Reuse Desk drafts export")
        version = manifest.get("format_version")
        if not isinstance(version, int) or version < 1:
            raise ArchiveCorrupt(source, f"bad format_version {version!r}")
        if version > FORMAT_VERSION:
            raise ArchiveTooNew(source, version, FORMAT_VERSION)
        drafts = [_check_draft(d, source) for d in _read_json(archive, source, "drafts.json", list)]
        attachments = [
            _check_attachment(a, source)
            for a in _read_json(archive, source, "attachments.json", list)
        ]
        present = _present(store, "drafts", drafts)
        conflicting = set()
        for d in drafts:
            if d["id"] in present or d["server_id"] is None or d["state"] == DraftState.SYNCED:
                continue
            if store.drafts.open_draft_for(d["kind"], d["server_id"]) is not None:
                conflicting.add(d["id"])
        skipped = present | conflicting
        stored = _present(store, "attachments", attachments)
        wanted = [a for a in attachments if a["draft_id"] not in skipped and a["id"] not in stored]
        draft_ids = {d["id"] for d in drafts}
        for a in wanted:
            if a["draft_id"] is not None and a["draft_id"] not in draft_ids:
                raise ArchiveCorrupt(source, f"attachment {a['id']} of a draft not in the archive")

        copies: list[StoredCopy] = []
        try:
            for a in wanted:
                copies.append(_copy_verified(store, archive, source, a))
            with store.database.transaction() as conn:
                for d in drafts:
                    if d["id"] in skipped:
                        continue
                    _insert_draft(conn, d)
                for a, copy in zip(wanted, copies, strict=True):
                    _insert_attachment(conn, a, copy)
        except BaseException:
            for copy in copies:
                (store.attachments_dir / copy.stored_name).unlink(missing_ok=True)
            raise
        return ImportReport(
            imported=[d["id"] for d in drafts if d["id"] not in skipped],
            skipped_duplicates=[d["id"] for d in drafts if d["id"] in present],
            skipped_conflicting=[d["id"] for d in drafts if d["id"] in conflicting],
            attachments=len(wanted),
        )


def _present(store: Store, table: str, records: list[dict[str, Any]]) -> set[str]:
    """The ids of `records` that `table` holds already."""
    return set(
        store.database.column(
            f"SELECT id FROM {table} WHERE id IN (SELECT value FROM json_each(?))",
            (dump_json([r["id"] for r in records]),),
        )
    )


def _copy_verified(
    store: Store, archive: zipfile.ZipFile, source: Path, meta: dict[str, Any]
) -> StoredCopy:
    try:
        info = archive.getinfo(meta["member"])
    except KeyError as error:
        raise ArchiveCorrupt(source, f"missing {meta['member']}") from error
    if info.file_size != meta["size"]:
        raise ArchiveCorrupt(source, f"{meta['member']}: size differs from the manifest")
    try:
        with archive.open(info) as reader:
            copy = store.attachments.copy_stream(reader, meta["file_name"], source=source)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError) as error:
        raise ArchiveCorrupt(source, f"{meta['member']}: {error}") from error
    if copy.sha256 != meta["sha256"] or copy.size != meta["size"]:
        (store.attachments_dir / copy.stored_name).unlink(missing_ok=True)
        raise ArchiveCorrupt(source, f"{meta['member']}: checksum differs from the manifest")
    return copy


def _insert_draft(conn: sqlite3.Connection, record: dict[str, Any]) -> None:
    values = {
        n: dump_json(v) if n in _JSON_COLUMNS and v is not None else v for n, v in record.items()
    }
    # Nothing is in flight on this machine; a create that may have arrived keeps its
    # send_attempted_at, so the sync engine here reconciles before sending.
    if values["state"] == DraftState.SYNCING:
        values["state"] = DraftState.QUEUED.value
    row = insert_row(conn, "drafts", values)
    listing.upsert_draft_row(conn, row, record["content"])


def _insert_attachment(conn: sqlite3.Connection, meta: dict[str, Any], copy: StoredCopy) -> None:
    # Size and checksum as the copy measured them (equal to the manifest's, checked).
    values = meta | {"stored_name": copy.stored_name, "size": copy.size, "sha256": copy.sha256}
    insert_row(conn, "attachments", {n: values[n] for n in (*_ATTACHMENT_FIELDS, "stored_name")})


def _read_json(archive: zipfile.ZipFile, source: Path, name: str, shape: type[T]) -> T:
    try:
        with archive.open(name) as member:
            value = json.load(member)
    except KeyError as error:
        raise ArchiveCorrupt(source, f"missing {name}") from error
    except (ValueError, zipfile.BadZipFile, EOFError) as error:
        raise ArchiveCorrupt(source, f"{name}: {error}") from error
    if not isinstance(value, shape):
        raise ArchiveCorrupt(source, f"{name} is not a {shape.__name__}")
    return value


def _is_uuid(value: Any) -> bool:
    """A UUID exactly as the store writes them (lower case, with hyphens)."""
    return isinstance(value, str) and _UUID.fullmatch(value) is not None


def _check(record: str, checks: dict[str, bool], source: Path) -> None:
    failed = [what for what, passed in checks.items() if not passed]
    if failed:
        raise ArchiveCorrupt(source, f"{record}: {', '.join(failed)}")


def _check_draft(value: Any, source: Path) -> dict[str, Any]:
    if not isinstance(value, dict) or set(value) != set(_DRAFT_COLUMNS):
        raise ArchiveCorrupt(source, "draft record with unexpected fields")
    times = (value["created_at"], value["updated_at"])
    _check(
        f"draft {value['id']!r}",
        {
            "id": _is_uuid(value["id"]),
            # Lists, not sets: a value that is no string may be unhashable.
            "kind": value["kind"] in list(RecordKind),
            "state": value["state"] in list(DraftState),
            "content": isinstance(value["content"], dict),
            "field errors": isinstance(value["field_errors"], dict),
            "revision": isinstance(value["revision"], int),
            "timestamps": all(map(is_db_time, times)),
            "server id": value["server_id"] is None or isinstance(value["server_id"], str),
        },
        source,
    )
    return dict(value)


def _check_attachment(value: Any, source: Path) -> dict[str, Any]:
    if not isinstance(value, dict) or set(value) != {*_ATTACHMENT_FIELDS, "member"}:
        raise ArchiveCorrupt(source, "attachment record with unexpected fields")
    # The member is the export's own name for the file: no way out of `attachments/`.
    member = rf"attachments/{re.escape(str(value['id']))}(\.[^\W_]+)?"
    _check(
        f"attachment {value['id']!r}",
        {
            "id": _is_uuid(value["id"]),
            "member name": isinstance(value["member"], str)
            and re.fullmatch(member, value["member"]) is not None,
            "kind": value["record_kind"] in list(RecordKind),
            "role": value["role"] in list(AttachmentRole),
            "upload state": value["upload_state"] in list(UploadState),
            "size": isinstance(value["size"], int),
            "checksum": isinstance(value["sha256"], str),
            "owner": value["draft_id"] is not None or value["record_server_id"] is not None,
        },
        source,
    )
    return dict(value)
