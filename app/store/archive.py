"""Export and import of drafts with their attachments, as one `.reusedesk` file.

Export hands work over: the drafts it writes (not synced, not on their way, not handed
over already) become `handed_over` here only once the file is written whole, fsynced,
read back as the import reads it and renamed into place (and only if none of them
changed meanwhile), so the colleague's machine sends them and this one never does (until
the user takes one back). What the import would refuse is refused before anything is
written (`export_check`). Pictures added to server records without a draft stay here:
this machine uploads them, once.

The file is a zip archive: `manifest.json` (format name and version, the archive's own
id and its drafts' ids), `drafts.json` (every field of each draft, content as the JSON
object it is), `attachments.json` (metadata with each file's sha256) and
`attachments/<id>.<ext>`. Format 1 (no ids in the manifest) still imports.

Import keeps every UUID, checks every file's size and sha256 before anything is
written, and imports all or nothing. It creates nothing twice: an archive whose id was
imported here before adds nothing; a draft present here is skipped (already here, or
already sent when synced or deleted after it reached the server); one handed over from
here stays handed over (the colleague may have sent it: only the user takes it back).
Only the member names the manifest lists are read: a crafted archive writes nothing
outside the data folder. The whole archive is validated by one model first
(`archive_model.py`: every field, nesting, sizes against `app.api.bounds`), so a refusal is
always the archive's own error. The manifest names the environment the drafts' server ids
belong to; edits of another environment's records are left out of an import.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import threading
import time
import zipfile
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field
from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

import app
from app.api.notices import Notice
from app.store import file_rules
from app.store import history
from app.store import listing
from app.store.archive_model import FORMAT_NAME
from app.store.archive_model import FORMAT_VERSION
from app.store.archive_model import ArchivedEnvironment
from app.store.archive_model import read_archive
from app.store.attachments import Attachment
from app.store.attachments import StoredCopy
from app.store.attachments import _fsync_directory
from app.store.drafts import Draft
from app.store.errors import ArchiveCorrupt
from app.store.errors import ArchiveTooLarge
from app.store.errors import ArchiveTooNew
from app.store.errors import ExportCancelled
from app.store.errors import ExportChanged
from app.store.errors import ExportNotReadBack
from app.store.errors import SourceFileUnreadable
from app.store.errors import StoreBug
from app.store.errors import translate_os_error
from app.store.export_check import check_export
from app.store.history import Action
from app.store.history import RecordKey
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import insert_row
from app.store.kinds import load_json
from app.store.kinds import new_id
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

if TYPE_CHECKING:
    from app.store.store import Store

ARCHIVE_SUFFIX = ".reusedesk"
_CHUNK = 1024 * 1024  # bytes of an attachment copied at a time (between two progress calls)
# What an export hands over: drafts waiting for the user or for the outbox.
EXPORTED_STATES = (
    DraftState.DRAFT,
    DraftState.QUEUED,
    DraftState.NEEDS_ATTENTION,
    DraftState.CONFLICT,
)

# Every field of a draft, under its column's name; the JSON ones as JSON values.
_DRAFT_COLUMNS = tuple(f.name for f in fields(Draft))
_JSON_COLUMNS = frozenset({"content", "base_version", "theirs", "field_errors"})
# Every field of an attachment under its column's name, but its file (stored under a
# name of the importing machine's choosing) and its uploads' failures (the last one's reason,
# and how many in a row): the colleague's computer tries anew.
_ATTACHMENT_FIELDS = tuple(
    {"kind": "record_kind"}.get(f.name, f.name)
    for f in fields(Attachment)
    if f.name not in ("path", "upload_error", "upload_failures")
)


@dataclass(frozen=True)
class ExportReport:
    path: Path
    archive_id: str
    drafts: int  # each of them handed over here now
    attachments: int
    draft_ids: tuple[str, ...] = ()  # those drafts
    kinds: frozenset[str] = frozenset()  # and their kinds


@dataclass
class ImportReport:
    """What an import did with each draft of the archive (by id)."""

    imported: list[str] = field(default_factory=list)
    already_here: list[str] = field(default_factory=list)
    # Synced here, or deleted after it reached the server: sending it again would double it.
    already_sent: list[str] = field(default_factory=list)
    # Handed over from here: the colleague may have sent it; it stays handed over.
    handed_over_here: list[str] = field(default_factory=list)
    # An open draft for the same server record exists here already.
    skipped_conflicting: list[str] = field(default_factory=list)
    # Edits of server records of another environment than the current one (or of one the
    # archive does not name: `other_environment_name` empty): left out.
    other_environment: list[str] = field(default_factory=list)
    other_environment_name: str = ""
    # The environment new drafts were taken into (None: unknown, or none but this machine).
    taken_into: str | None = None
    attachments: int = 0
    imported_before: bool = False  # this very archive was imported here before

    def notices(self, name: str) -> list[Notice]:
        """What the user is told of the import of the file `name`: one notice an outcome."""
        told = [Notice("archive.imported_before", {"name": name})] if self.imported_before else []
        if self.imported or not self.imported_before:
            told.append(Notice("archive.imported", {"name": name, "count": len(self.imported)}))
        for code, ids in (
            ("archive.already_here", self.already_here),
            ("archive.already_sent", self.already_sent),
            ("archive.handed_over_here", self.handed_over_here),
            ("archive.open_edit", self.skipped_conflicting),
        ):
            if ids:
                told.append(Notice(code, {"count": len(ids)}))
        if self.other_environment and not self.other_environment_name:
            # The archive names no environment: whose records they edit is not known.
            unknown = {"count": len(self.other_environment)}
            told.append(Notice("archive.environment_unknown", unknown))
        elif self.other_environment:
            count = len(self.other_environment)
            said = {"count": count, "environment": self.other_environment_name}
            told.append(Notice("archive.other_environment", said))
        if self.taken_into is not None:
            told.append(Notice("archive.taken_into", {"environment": self.taken_into}))
        return told


# What an export reports as it goes: bytes done of all it writes and reads back.
Progress = Callable[[int, int], None]


def export_drafts(
    store: Store,
    path: Path | str,
    *,
    environment_key: str | None = None,
    environment_name: str = "",
    progress: Progress | None = None,
    stop: threading.Event | None = None,
) -> ExportReport:
    """Hand the drafts of `EXPORTED_STATES` over in a file at `path`, with their attachments.

    In turn: the drafts read; refused (`ExportRefused`, nothing written) when the import
    would refuse the archive (`export_check`); written under a partial name, fsynced; read
    back as the import reads it, every file's checksum compared (`ExportNotReadBack`); then,
    in one transaction, the drafts handed over and the file renamed to `path`. A draft
    changed meanwhile (`ExportChanged`), `stop` set (`ExportCancelled`) or any failure
    leaves no file and every draft as it was. The store's lock is not held while the file
    is written: the window saves and the sync runs meanwhile.

    The environment the store works with (its key, the normalised base address, and its
    name) goes into the manifest, so an import elsewhere knows whose server ids the drafts
    carry. `progress(done, total)` is called from this thread, in bytes.
    """
    # The store knows the environment it belongs to; a caller may name another (tests).
    environment_key = environment_key if environment_key is not None else store.environment_key
    environment_name = environment_name or store.environment_name or ""
    target = Path(path)
    partial = target.with_name(f".{target.name}.partial")
    archive_id = new_id()
    with store.database.transaction(write=False) as conn:  # one consistent reading
        draft_rows = conn.execute(
            "SELECT * FROM drafts WHERE state IN (SELECT value FROM json_each(?))"
            " ORDER BY created_at, id",
            (dump_json(list(EXPORTED_STATES)),),
        ).fetchall()
        drafts = [_draft_record(row) for row in draft_rows]
        ids = dump_json([d["id"] for d in drafts])
        attachment_rows = conn.execute(
            "SELECT a.* FROM attachments AS a JOIN drafts AS d ON d.id = a.draft_id"
            " WHERE d.id IN (SELECT value FROM json_each(?))"
            " ORDER BY d.created_at, d.id, a.created_at",
            (ids,),
        ).fetchall()
        as_read = _standing(conn, ids)
    attachments = [
        {name: row[name] for name in _ATTACHMENT_FIELDS} | {"member": _member(row)}
        for row in attachment_rows
    ]
    manifest: dict[str, Any] = {
        "format": FORMAT_NAME,
        "format_version": FORMAT_VERSION,
        "archive_id": archive_id,
        "exported_at": to_db_time(utc_now()),
        "program_version": app.__version__,
        "draft_ids": [d["id"] for d in drafts],
        "attachments": len(attachments),
    }
    if environment_key is not None:
        manifest["environment"] = {"key": environment_key, "name": environment_name}
    whole = {"manifest": manifest, "drafts": drafts, "attachments": attachments}
    stored_names = [row["stored_name"] for row in attachment_rows]
    check_export(store, target, whole, stored_names)
    steps = _Steps(2 * sum(a["size"] for a in attachments), progress, stop)
    replaced = False
    try:
        _write(store, partial, whole, stored_names, steps)
        _read_back(partial, target, whole, steps)
        with store.database.transaction() as conn:
            if _standing(conn, ids) != as_read:
                raise ExportChanged(f"{target}: drafts changed while they were exported")
            conn.execute(
                "UPDATE drafts SET state = 'handed_over', updated_at = ?"
                " WHERE id IN (SELECT value FROM json_each(?))",
                (to_db_time(utc_now()), ids),
            )
            os.replace(partial, target)
            replaced = True
            _fsync_directory(target.parent)
    except OSError as error:
        partial.unlink(missing_ok=True)
        if replaced:
            target.unlink(missing_ok=True)
        raise translate_os_error(error, target) from error
    except BaseException:
        # Not committed: the drafts are still this machine's, so the file must not exist.
        partial.unlink(missing_ok=True)
        if replaced:
            target.unlink(missing_ok=True)
        raise
    return ExportReport(
        target,
        archive_id,
        len(drafts),
        len(attachments),
        tuple(d["id"] for d in drafts),
        frozenset(d["kind"] for d in drafts),
    )


def _standing(conn: sqlite3.Connection, ids: str) -> list[tuple[Any, ...]]:
    """What the export holds of the drafts `ids` (JSON list) now: each one's state and
    revision, and its attachments' ids and checksums. Equal before and after the file is
    written: nothing changed in between (a save adds a revision, a round changes a state)."""
    drafts = conn.execute(
        "SELECT id, state, revision, updated_at FROM drafts"
        " WHERE id IN (SELECT value FROM json_each(?)) ORDER BY id",
        (ids,),
    ).fetchall()
    files = conn.execute(
        "SELECT id, draft_id, sha256, size FROM attachments"
        " WHERE draft_id IN (SELECT value FROM json_each(?)) ORDER BY id",
        (ids,),
    ).fetchall()
    return [tuple(row) for row in drafts] + [tuple(row) for row in files]


class _Steps:
    """The bytes an export writes and reads back, told as they go; `stop` asked at each."""

    def __init__(self, total: int, progress: Progress | None, stop: threading.Event | None):
        self.total, self.done = total, 0
        self._progress, self._stop = progress, stop
        self.advance(0)

    def advance(self, count: int) -> None:
        if self._stop is not None and self._stop.is_set():
            raise ExportCancelled("the export was cancelled")
        self.done += count
        if self._progress is not None:
            self._progress(self.done, self.total)


def _write(
    store: Store, partial: Path, whole: dict[str, Any], stored_names: list[str], steps: _Steps
) -> None:
    """The archive, complete and on the disk (fsynced) under its partial name: a file of
    its own, made new (a partial file left behind, or a link someone put in its place in a
    shared folder, is removed first: never written through)."""
    partial.unlink(missing_ok=True)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    fd = os.open(partial, flags | getattr(os, "O_BINARY", 0), 0o600)
    with (
        os.fdopen(fd, "wb") as raw,
        zipfile.ZipFile(raw, "w", compression=zipfile.ZIP_DEFLATED) as archive,
    ):
        archive.writestr("manifest.json", json.dumps(whole["manifest"], indent=2))
        archive.writestr("drafts.json", dump_json(whole["drafts"]))
        archive.writestr("attachments.json", dump_json(whole["attachments"]))
        for stored, meta in zip(stored_names, whole["attachments"], strict=True):
            info = zipfile.ZipInfo(meta["member"], time.localtime()[:6])
            info.compress_type = zipfile.ZIP_STORED  # photos and PDFs are compressed already
            info.external_attr = 0o600 << 16
            info.file_size = meta["size"]
            with (
                file_rules.own_path(store.attachments_dir, stored).open("rb") as reader,
                archive.open(info, "w", force_zip64=meta["size"] > zipfile.ZIP64_LIMIT) as out,
            ):
                while chunk := reader.read(_CHUNK):
                    out.write(chunk)
                    steps.advance(len(chunk))
        archive.close()
        raw.flush()
        os.fsync(raw.fileno())


def _read_back(partial: Path, target: Path, whole: dict[str, Any], steps: _Steps) -> None:
    """The file as written, read as the colleague's import reads it (`read_archive`), and
    each attachment's bytes against its checksum; `ExportNotReadBack` if anything differs."""
    try:
        with zipfile.ZipFile(partial) as archive:
            model = read_archive(archive, partial)
            if model.archive_id != whole["manifest"]["archive_id"] or [
                d.id for d in model.drafts
            ] != [d["id"] for d in whole["drafts"]]:
                raise ExportNotReadBack(target, "other drafts than were written")
            for a in model.attachments:
                digest = hashlib.sha256()
                with archive.open(a.member) as member:
                    while chunk := member.read(_CHUNK):
                        digest.update(chunk)
                        steps.advance(len(chunk))
                if digest.hexdigest() != a.sha256:
                    raise ExportNotReadBack(target, f"{a.member}: checksum differs")
    except (ArchiveCorrupt, ArchiveTooLarge, ArchiveTooNew) as error:
        raise ExportNotReadBack(target, error.detail) from error
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError) as error:
        raise ExportNotReadBack(target, f"{type(error).__name__}: {error}") from error


def _draft_record(row: sqlite3.Row) -> dict[str, Any]:
    return {n: load_json(row[n]) if n in _JSON_COLUMNS else row[n] for n in _DRAFT_COLUMNS}


def _member(row: sqlite3.Row) -> str:
    return f"attachments/{row['id']}{Path(row['stored_name']).suffix}"


def import_drafts(
    store: Store, path: Path | str, *, environment_key: str | None = None
) -> ImportReport:
    """Read an export into `store`; all or nothing. See the module text for the rules.

    `environment_key`: the environment the store works with now (None: unknown, or only
    local). New drafts are taken into it; drafts of server records of another environment
    are left out (`ImportReport.other_environment`).
    """
    if environment_key is None:
        environment_key = store.environment_key
    source = Path(path)
    try:
        # A FIFO or a device would be read for ever: only a regular file is opened.
        if not stat.S_ISREG(source.stat().st_mode):
            raise SourceFileUnreadable(source, "not a file")
        archive = zipfile.ZipFile(source)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError) as error:
        raise ArchiveCorrupt(source, f"not a zip archive: {error}") from error
    except OSError as error:
        raise SourceFileUnreadable(source, error.strerror or str(error)) from error
    with archive:
        whole = read_archive(archive, source)
        drafts = [d.model_dump(mode="json") for d in whole.drafts]
        attachments = [a.model_dump(mode="json") for a in whole.attachments]
        archive_id = whole.archive_id
        report = _sort_out(store, drafts, archive_id)
        _sort_environment(report, whole.manifest.environment, drafts, environment_key)
        if report.taken_into is not None and environment_key == store.environment_key:
            # The user knows an environment by the name they gave it.
            report.taken_into = store.environment_name or report.taken_into
        skipped = {d["id"] for d in drafts} - set(report.imported)
        stored = _present(store, "attachments", attachments)
        # A picture of a server record without a draft names the record by its id in the
        # archive's environment: it comes only into that very environment.
        exported_from = whole.manifest.environment
        own_records = exported_from is not None and exported_from.key == environment_key
        wanted = [
            a
            for a in attachments
            if a["draft_id"] not in skipped
            and a["id"] not in stored
            and (a["draft_id"] is not None or own_records)
        ]

        copies: list[StoredCopy] = []
        try:
            for a in wanted:
                copies.append(_copy_verified(store, archive, source, a))
            try:
                _insert(store, source, drafts, skipped, wanted, copies, report, archive_id)
            except StoreBug as error:
                # Validated whole, so a refusal here is the archive's (an id the store
                # keeps for something else): nothing of it stays.
                raise ArchiveCorrupt(source, error.detail) from None
        except BaseException:
            for copy in copies:
                (store.attachments_dir / copy.stored_name).unlink(missing_ok=True)
            raise
        report.attachments = len(wanted)
        return report


def _insert(
    store: Store,
    source: Path,
    drafts: list[dict[str, Any]],
    skipped: set[str],
    wanted: list[dict[str, Any]],
    copies: list[StoredCopy],
    report: ImportReport,
    archive_id: str | None,
) -> None:
    """The drafts and attachments to import, and the archive's id, in one transaction."""
    with store.database.transaction() as conn:
        for d in drafts:
            if d["id"] not in skipped:
                _insert_draft(conn, d)
        history.record_many(
            conn,
            [
                (
                    RecordKey(RecordKind(d["kind"]), d["id"], d.get("server_id")),
                    history.content_changes(None, d["content"]),
                )
                for d in drafts
                if d["id"] not in skipped
            ],
            Action.IMPORTED,
            detail={"file": source.name},
        )
        for a, copy in zip(wanted, copies, strict=True):
            _insert_attachment(conn, a, copy)
        if archive_id is not None and not report.imported_before:
            conn.execute(
                "INSERT INTO imported_archives (id, file_name, imported_at) VALUES (?, ?, ?)",
                (archive_id, source.name, to_db_time(utc_now())),
            )


def _sort_environment(
    report: ImportReport,
    exported_from: ArchivedEnvironment | None,
    drafts: list[dict[str, Any]],
    environment_key: str | None,
) -> None:
    """New drafts are taken into the current environment; drafts of server records of
    another one are left out (their ids name other records here), as are those of an
    archive that does not say whose records they are (a format 1 one, or one crafted)."""
    elsewhere = environment_key is not None and (
        exported_from is None or exported_from.key != environment_key
    )
    on_server = {d["id"] for d in drafts if d["server_id"] is not None}
    for draft_id in list(report.imported):
        if draft_id in on_server and elsewhere:
            report.imported.remove(draft_id)
            report.other_environment.append(draft_id)
            if exported_from is not None:
                report.other_environment_name = exported_from.name or exported_from.key
        elif draft_id not in on_server:
            report.taken_into = environment_key


def _sort_out(store: Store, drafts: list[dict[str, Any]], archive_id: str | None) -> ImportReport:
    """Which drafts to import, and why each other one is not."""
    db = store.database
    ids = dump_json([d["id"] for d in drafts])
    # A draft deleted here after it left remembers its last state (see drafts.py).
    here: dict[str, str] = {
        row["id"]: row["state"]
        for row in db.query(
            "SELECT id, state FROM deleted_drafts WHERE id IN (SELECT value FROM json_each(?1))"
            " UNION ALL SELECT id, state FROM drafts WHERE id IN (SELECT value FROM json_each(?1))",
            (ids,),
        )
    }
    report = ImportReport(
        imported_before=archive_id is not None
        and db.query_one("SELECT 1 FROM imported_archives WHERE id = ?", (archive_id,)) is not None
    )
    for d in drafts:
        state = here.get(d["id"])
        if state == DraftState.HANDED_OVER:
            report.handed_over_here.append(d["id"])
        elif state == DraftState.SYNCED:
            report.already_sent.append(d["id"])
        elif state is not None or report.imported_before:
            # Imported before and deleted since: the user let it go.
            report.already_here.append(d["id"])
        elif (
            d["server_id"] is not None
            and store.drafts.open_draft_for(d["kind"], d["server_id"]) is not None
        ):
            report.skipped_conflicting.append(d["id"])
        else:
            report.imported.append(d["id"])
    return report


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
    """The member copied into the store, streamed: its size was checked against its bound
    and the zip's directory (`read_archive`), and the zip reader stops at that size."""
    info = archive.getinfo(meta["member"])
    try:
        with archive.open(info) as reader:
            copy = store.attachments.copy_stream(reader, meta["file_name"], source=source)
    except (zipfile.BadZipFile, zipfile.LargeZipFile, EOFError, ValueError, RuntimeError) as error:
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
