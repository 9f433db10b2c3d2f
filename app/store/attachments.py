"""Attachments: images and files copied into the data folder the moment they are attached.

The copy makes a draft independent of its source (moved, deleted, a USB stick pulled).
It is written to a temporary name, fsynced and renamed before its row is committed: a
committed attachment always has its complete file. An attachment belongs to a draft,
a server record, or both (a draft editing product 42). Nothing is removed before the
server confirmed it: removing an uploaded one only queues the delete. An image or file
the server holds that was never copied here is removed the same way: a row with no file
(`on_server_only`) that names it, until the server confirms or the user keeps it after all.
An upload's failure is a `Notice`, stored as JSON (old sentences read as `Notice.said`).
"""

from __future__ import annotations

import contextlib
import datetime as dt
import enum
import hashlib
import logging
import mimetypes
import os
import re
import sqlite3
import time
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Sequence
from dataclasses import asdict
from dataclasses import dataclass
from pathlib import Path
from typing import IO
from typing import Any

from app.api import bounds
from app.api.notices import Notice
from app.imaging.settings import is_photo
from app.store import file_rules
from app.store.database import Database
from app.store.draft_repair import UNREADABLE
from app.store.errors import AttachmentNotFound
from app.store.errors import DraftNotFound
from app.store.errors import SourceFileUnreadable
from app.store.errors import translate_os_error
from app.store.kinds import ACCEPTED_UNPLACED
from app.store.kinds import ACCEPTED_WITHOUT_ID
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.kinds import dump_json
from app.store.kinds import from_db_time
from app.store.kinds import insert_row
from app.store.kinds import new_id
from app.store.kinds import row_reader
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

log = logging.getLogger(__name__)

_CHUNK = 1024 * 1024
_PARTIAL_SUFFIX = ".partial"
# The stored name of a row without a file (a server attachment to delete): unique, as the
# column requires, and never the name of a copy.
_NO_COPY_PREFIX = "on-server-"


class AttachmentRole(enum.StrEnum):
    IMAGE = "image"
    FILE = "file"


class UploadState(enum.StrEnum):
    PENDING = "pending"  # waiting to be uploaded
    UPLOADED = "uploaded"  # the server has it (`server_id`)
    DELETE_PENDING = "delete_pending"  # the user removed it; the server must delete it


# Which record kinds take which attachments (see the interface: product images and
# files, project images).
_ALLOWED_ROLES = {
    RecordKind.PRODUCT: {AttachmentRole.IMAGE, AttachmentRole.FILE},
    RecordKind.PROJECT: {AttachmentRole.IMAGE},
    RecordKind.SUBSCRIPTION: set(),
}

Owner = str | ServerRecord
"""A draft id, or a server record."""


@dataclass(frozen=True, slots=True)
class Attachment:
    id: str
    kind: RecordKind
    draft_id: str | None
    record_server_id: str | None
    role: AttachmentRole
    file_name: str
    path: Path
    mime_type: str
    size: int
    sha256: str
    upload_state: UploadState
    server_id: str | None
    upload_error: Notice | None
    created_at: dt.datetime
    updated_at: dt.datetime
    upload_attempted_at: dt.datetime | None
    # Rounds in a row its upload failed the same way (`record_upload_failed`).
    upload_failures: int = 0

    @property
    def held(self) -> bool:
        """It is not sent again on its own (too large, or failing the same way every round):
        it waits for the user to remove or replace it, or to queue its record again."""
        return (
            self.upload_state is UploadState.PENDING
            and self.upload_failures >= bounds.UPLOAD_FAILED_ROUNDS
        )

    @property
    def record(self) -> ServerRecord | None:
        if self.record_server_id is None:
            return None
        return ServerRecord(self.kind, self.record_server_id)

    @property
    def accepted_without_id(self) -> bool:
        """Its upload was accepted without an id: looked for by name, never sent again
        without the user."""
        return (
            self.upload_attempted_at is not None
            and self.upload_error is not None
            and self.upload_error.code in ACCEPTED_UNPLACED
        )

    @property
    def on_server_only(self) -> bool:
        """A server attachment that was never copied here: the row has no file."""
        return self.path.name.startswith(_NO_COPY_PREFIX)


def is_prepared(role: AttachmentRole, file_name: str) -> bool:
    """Whether the sync prepares it before it goes (a photo: upright, scaled, a JPEG), or
    sends it as it is."""
    return role is AttachmentRole.IMAGE and is_photo(file_name)


def size_limit(role: AttachmentRole, file_name: str) -> tuple[int, str]:
    """The largest file of its kind that is attached, and the code that refuses a larger one:
    a photo's original (it goes prepared), else what one upload carries (see `bounds`)."""
    if is_prepared(role, file_name):
        return bounds.PICTURE_FILE_BYTES, file_rules.TOO_BIG
    return bounds.ATTACHMENT_FILE_BYTES, file_rules.TOO_BIG_TO_SEND


def _safe_suffix(name: str) -> str:
    suffix = Path(name).suffix.lower()
    return suffix if re.fullmatch(r"\.[a-z0-9]{1,10}", suffix) else ""


@dataclass(frozen=True, slots=True)
class StoredCopy:
    """A file copied into the attachments folder, not yet recorded in the database."""

    stored_name: str
    size: int
    sha256: str
    mime_type: str


class AttachmentStore:
    def __init__(self, database: Database, directory: Path) -> None:
        self._db = database
        self.directory = directory
        self._read = row_reader(
            Attachment,
            {"kind": "record_kind", "path": "stored_name"},
            kind=RecordKind,
            role=AttachmentRole,
            path=lambda name: file_rules.own_path(directory, name),
            upload_state=UploadState,
            upload_error=Notice.loads,
            created_at=from_db_time,
            updated_at=from_db_time,
            upload_attempted_at=from_db_time,
        )

    def attach_file(
        self,
        owner: Owner,
        source_path: Path | str,
        role: AttachmentRole | str = AttachmentRole.IMAGE,
        *,
        file_name: str | None = None,
        verify: Callable[[Path], None] | None = None,
    ) -> Attachment:
        """Copy `source_path` into the data folder and record it for `owner`.

        Only what can be sent is taken (`file_rules`, refused with `RefusedFileError`): a
        regular file (a link only to one), no larger than its kind's `size_limit`, checked
        before it is opened (a pipe or a device never blocks, nor floods the disk), and
        unchanged while it is copied (a file still being written is waited for a moment,
        then refused). `verify` sees the copy before it is recorded (a picture decoded
        whole) and raises to refuse it. The copy is made outside the database lock: fit for
        a worker thread.
        """
        role = AttachmentRole(role)
        source = Path(source_path)
        name = file_name or source.name
        kind, draft_id, record_server_id = self._resolve(owner)
        if role not in _ALLOWED_ROLES[kind]:
            raise ValueError(f"a {kind} cannot have an attachment of role {role}")
        copy = self._settled_copy(source, name, role)
        target = self.directory / copy.stored_name
        try:
            if verify is not None:
                verify(target)
            now = to_db_time(utc_now())
            with self._db.transaction() as conn:
                row = insert_row(
                    conn,
                    "attachments",
                    {
                        "id": new_id(),
                        "draft_id": draft_id,
                        "record_kind": kind.value,
                        "record_server_id": record_server_id,
                        "role": role.value,
                        "file_name": name,
                        **asdict(copy),
                        "created_at": now,
                        "updated_at": now,
                    },
                )
        except BaseException:
            target.unlink(missing_ok=True)
            raise
        return self._read(row)

    def _settled_copy(self, source: Path, name: str, role: AttachmentRole) -> StoredCopy:
        """The file copied whole as it is when left alone (see `attach_file`)."""
        limit, too_big = size_limit(role, name)
        for attempt in range(file_rules.SETTLE_TRIES):
            if attempt:
                time.sleep(file_rules.SETTLE_SECONDS)  # still being written: a moment
            with file_rules.open_regular_file(source, limit, too_big=too_big) as reader:
                before = os.fstat(reader.fileno())
                copy = self.copy_stream(reader, name, source=source, max_bytes=limit)
                after = os.fstat(reader.fileno())
            if file_rules.unchanged(before, after, copy.size):
                return copy
            (self.directory / copy.stored_name).unlink(missing_ok=True)
        raise file_rules.changing(source)

    def copy_stream(
        self,
        reader: IO[bytes],
        file_name: str,
        *,
        source: Path | None = None,
        max_bytes: int | None = None,
    ) -> StoredCopy:
        """Copy an open binary stream into the folder; `source` names it in read errors. A
        stream longer than `max_bytes` is refused (`file.too_big_to_send`) where it passes the
        bound, never copied on."""
        stored_name = f"{new_id()}{_safe_suffix(file_name)}"
        target = self.directory / stored_name
        partial = self.directory / f".{stored_name}{_PARTIAL_SUFFIX}"
        digest = hashlib.sha256()
        size = 0
        try:
            fd = os.open(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY, 0o600)
            with os.fdopen(fd, "wb") as writer:
                while True:
                    try:
                        chunk = reader.read(_CHUNK)
                    except OSError as error:
                        raise SourceFileUnreadable(
                            source or Path(file_name), error.strerror or str(error)
                        ) from error
                    if not chunk:
                        break
                    digest.update(chunk)
                    size += len(chunk)
                    if max_bytes is not None and size > max_bytes:
                        raise file_rules.RefusedFileError(
                            source or Path(file_name),
                            Notice(
                                file_rules.TOO_BIG_TO_SEND,
                                {
                                    "name": file_name,
                                    "limit_mb": max_bytes // bounds.MIB,
                                    "mebibytes": bounds.mebibytes(max_bytes),
                                },
                            ),
                        )
                    writer.write(chunk)
                writer.flush()
                os.fsync(writer.fileno())
            os.replace(partial, target)
            _fsync_directory(self.directory)
        except BaseException as error:
            partial.unlink(missing_ok=True)
            if isinstance(error, OSError):
                raise translate_os_error(error, target) from error
            raise
        # By extension: nothing here reads the type, it is kept for the record.
        mime_type = mimetypes.guess_type(file_name, strict=False)[0] or "application/octet-stream"
        return StoredCopy(stored_name, size, digest.hexdigest(), mime_type)

    def get(self, attachment_id: str) -> Attachment:
        row = self._db.query_one("SELECT * FROM attachments WHERE id = ?", (attachment_id,))
        if row is None:
            raise AttachmentNotFound(attachment_id)
        return self._read(row)

    def list_attachments(
        self,
        owner: Owner | None = None,
        *,
        states: Iterable[UploadState | str] | None = None,
    ) -> list[Attachment]:
        """A draft's own attachments, or all local attachments of a server record."""
        record = owner if isinstance(owner, ServerRecord) else None
        rows = self._db.query(
            "SELECT * FROM attachments WHERE (?1 IS NULL OR draft_id = ?1)"
            " AND (?2 IS NULL OR (record_kind = ?2 AND record_server_id = ?3))"
            " AND (?4 IS NULL OR upload_state IN (SELECT value FROM json_each(?4)))"
            " ORDER BY created_at, id",
            (
                owner if isinstance(owner, str) else None,
                None if record is None else record.kind.value,
                None if record is None else record.server_id,
                None if states is None else dump_json([UploadState(s).value for s in states]),
            ),
        )
        return self._readable(rows)

    def _readable(self, rows: Iterable[sqlite3.Row]) -> list[Attachment]:
        """The attachments of `rows`; one whose row cannot be read is left out (its id in the
        log), so it never breaks a list or a sync of every other one."""
        found: list[Attachment] = []
        for row in rows:
            try:
                found.append(self._read(row))
            except UNREADABLE as error:
                log.warning("attachment %s cannot be read (%r): left out", row["id"], error)
        return found

    def mark_uploading(self, attachment_id: str) -> Attachment:
        return self._update(attachment_id, "upload_attempted_at = ?", (to_db_time(utc_now()),))

    def mark_uploaded(self, attachment_id: str, server_id: str | int) -> Attachment:
        return self._update(
            attachment_id,
            "upload_state = 'uploaded', server_id = ?, upload_error = NULL,"
            " upload_attempted_at = NULL, upload_failures = 0",
            (str(server_id),),
        )

    def record_accepted_without_id(
        self, attachment_id: str, notice: Notice | None = None
    ) -> Attachment:
        """The upload was accepted without an id: its possibly-sent marker stays. `notice`:
        what the service said instead of an id (one of `ACCEPTED_UNPLACED`); nothing of the
        answer is kept (no server id)."""
        notice = notice or Notice(ACCEPTED_WITHOUT_ID)
        if notice.code not in ACCEPTED_UNPLACED:
            raise ValueError(f"not a mark of an accepted upload: {notice.code}")
        return self._update(attachment_id, "upload_error = ?", (notice.dumps(),))

    def server_ids_of(
        self, record: ServerRecord, role: AttachmentRole | str, draft_id: str | None = None
    ) -> set[str]:
        """The server ids of the images (or files) of `record` this store knows, its draft's
        (`draft_id`) included: an upload answered with one of them did not make a new one."""
        return set(
            self._db.column(
                "SELECT server_id FROM attachments WHERE role = ? AND server_id IS NOT NULL"
                " AND ((record_kind = ? AND record_server_id = ?) OR draft_id = ?)",
                (AttachmentRole(role).value, record.kind.value, record.server_id, draft_id),
            )
        )

    def record_upload_failed(
        self,
        attachment_id: str,
        message: Notice,
        *,
        attempted: bool = False,
        counted: bool = True,
    ) -> Attachment:
        """Its upload failed with `message`: one more round in a row when it failed the same
        way as the last time (the same code and status), else the first; `counted=False`
        (no connection, slowed down: nothing of the upload) leaves the count. `attempted`: it
        may have arrived all the same (no answer), so its possibly-sent mark stays, for the
        next round to look for it."""
        with self._db.transaction() as conn:
            row = conn.execute(
                "SELECT upload_error, upload_failures FROM attachments WHERE id = ?",
                (attachment_id,),
            ).fetchone()
            if row is None:
                raise AttachmentNotFound(attachment_id)
            same = _same_failure(Notice.loads(row[0]), message)
            # Not counted (no new failure): the run of the same ones goes on, or another begins.
            failures = row[1] + int(counted) if same else int(counted)
            return self._update(
                attachment_id,
                "upload_error = ?, upload_failures = ?"
                + ("" if attempted else ", upload_attempted_at = NULL"),
                (message.dumps(), failures),
            )

    def hold(self, attachment_id: str, message: Notice) -> Attachment:
        """It is not sent again on its own (`Attachment.held`); `message` says why, at the
        attachment. A possibly-sent mark stays: a removal looks for it on the server."""
        return self._update(
            attachment_id,
            "upload_error = ?, upload_failures = MAX(upload_failures, ?)",
            (message.dumps(), bounds.UPLOAD_FAILED_ROUNDS),
        )

    def release_held(self, draft_id: str) -> list[str]:
        """The user queued the draft again: its held uploads are tried again (from none in a
        row); the ids of those released."""
        return self._db.column(
            "UPDATE attachments SET upload_failures = 0, upload_error = NULL, updated_at = ?"
            " WHERE draft_id = ? AND upload_state = 'pending' AND upload_failures >= ?"
            " RETURNING id",
            (to_db_time(utc_now()), draft_id, bounds.UPLOAD_FAILED_ROUNDS),
        )

    def held_of(
        self, kind: RecordKind | str, draft_ids: Sequence[str], server_ids: Sequence[str]
    ) -> list[str]:
        """The ids of the uploads held (`Attachment.held`) of these drafts and of these
        server records edited without a draft."""
        return [
            str(i)
            for i in self._db.column(
                "SELECT id FROM attachments WHERE upload_state = 'pending'"
                " AND upload_failures >= ?1 AND (draft_id IN (SELECT value FROM json_each(?2))"
                " OR (draft_id IS NULL AND record_kind = ?3"
                " AND record_server_id IN (SELECT value FROM json_each(?4))))"
                " ORDER BY id",
                (
                    bounds.UPLOAD_FAILED_ROUNDS,
                    dump_json(list(draft_ids)),
                    RecordKind(kind).value,
                    dump_json(list(server_ids)),
                ),
            )
        ]

    def release(self, attachment_ids: Sequence[str]) -> list[str]:
        """The user's word to try these held uploads again (from none in a row): the ids of
        those released (the others were not held)."""
        return [
            str(i)
            for i in self._db.column(
                "UPDATE attachments SET upload_failures = 0, upload_error = NULL, updated_at = ?"
                " WHERE id IN (SELECT value FROM json_each(?)) AND upload_state = 'pending'"
                " AND upload_failures >= ? RETURNING id",
                (
                    to_db_time(utc_now()),
                    dump_json(list(attachment_ids)),
                    bounds.UPLOAD_FAILED_ROUNDS,
                ),
            )
        ]

    def count_held(self, *, without_draft: bool = False) -> int:
        """How many uploads wait for the user (`Attachment.held`); `without_draft`: only those
        of server records edited without a draft (a draft's own shows in its state)."""
        return int(
            self._db.column(
                "SELECT count(*) FROM attachments WHERE upload_state = 'pending'"
                " AND upload_failures >= ? AND (? = 0 OR draft_id IS NULL)",
                (bounds.UPLOAD_FAILED_ROUNDS, int(without_draft)),
            )[0]
        )

    def request_removal(self, attachment_id: str) -> Attachment | None:
        """The user removed it: the attachment with a server delete queued, or None when it
        was never uploaded and is gone now."""
        if self._delete(
            "id = ? AND upload_state = 'pending' AND upload_attempted_at IS NULL", attachment_id
        ):
            return None
        # Uploaded, or maybe uploaded (attempt without an answer): the server must be
        # asked, so keep the row until it confirms.
        return self._update(attachment_id, "upload_state = 'delete_pending'")

    def request_server_removal(
        self, record: ServerRecord, role: AttachmentRole | str, server_id: str, file_name: str
    ) -> Attachment:
        """Queue the delete of an attachment the server holds and this computer never had:
        a row without a file, in `delete_pending` (asked twice, the same row)."""
        role = AttachmentRole(role)
        if role not in _ALLOWED_ROLES[record.kind]:
            raise ValueError(f"a {record.kind} cannot have an attachment of role {role}")
        now = to_db_time(utc_now())
        with self._db.transaction() as conn:
            row = conn.execute(
                "SELECT * FROM attachments WHERE draft_id IS NULL AND record_kind = ?"
                " AND record_server_id = ? AND role = ? AND server_id = ?",
                (record.kind.value, record.server_id, role.value, server_id),
            ).fetchone() or insert_row(
                conn,
                "attachments",
                {
                    "id": new_id(),
                    "draft_id": None,
                    "record_kind": record.kind.value,
                    "record_server_id": record.server_id,
                    "role": role.value,
                    "file_name": file_name,
                    "stored_name": f"{_NO_COPY_PREFIX}{new_id()}",
                    "size": 0,
                    "sha256": "",
                    "mime_type": mimetypes.guess_type(file_name, strict=False)[0] or "",
                    "upload_state": UploadState.DELETE_PENDING.value,
                    "server_id": server_id,
                    "created_at": now,
                    "updated_at": now,
                },
            )
        return self._read(row)

    def cancel_removal(self, attachment_id: str) -> Attachment | None:
        """The user keeps an attachment whose delete waits for the sync: uploaded again (or
        waiting for its upload), or, one the server holds and this computer never had, gone
        from the store (None)."""
        if self._delete(
            f"id = ? AND upload_state = 'delete_pending' AND stored_name LIKE '{_NO_COPY_PREFIX}%'",
            attachment_id,
        ):
            return None
        return self._update(
            attachment_id,
            "upload_state = CASE WHEN server_id IS NULL THEN 'pending' ELSE 'uploaded' END",
        )

    def forget(self, attachment_id: str) -> None:
        """The server confirmed the delete (or never had it): remove row and file."""
        self._delete("id = ?", attachment_id)

    def _delete(self, where: str, attachment_id: str) -> bool:
        """Remove the row if it matches `where`, then its file; whether it was removed."""
        # One autocommit statement, the file after it (never a row without its file).
        names = self._db.column(
            f"DELETE FROM attachments WHERE {where} RETURNING stored_name", (attachment_id,)
        )
        for name in names:
            if (own := file_rules.own_file(self.directory, name)) is not None:
                own.unlink(missing_ok=True)
        return bool(names)

    def remove_leftovers(self) -> None:
        """Delete partial copies a crash left behind."""
        with contextlib.suppress(OSError):
            for entry in self.directory.glob(f".*{_PARTIAL_SUFFIX}"):
                with contextlib.suppress(OSError):
                    entry.unlink()

    def _resolve(self, owner: Owner) -> tuple[RecordKind, str | None, str | None]:
        if isinstance(owner, ServerRecord):
            return owner.kind, None, owner.server_id
        row = self._db.query_one("SELECT kind, server_id FROM drafts WHERE id = ?", (owner,))
        if row is None:
            raise DraftNotFound(owner)
        return RecordKind(row[0]), owner, row[1]

    def _update(
        self, attachment_id: str, assignments: str, params: tuple[Any, ...] = ()
    ) -> Attachment:
        with self._db.transaction() as conn:
            row = conn.execute(
                f"UPDATE attachments SET {assignments}, updated_at = ? WHERE id = ? RETURNING *",
                (*params, to_db_time(utc_now()), attachment_id),
            ).fetchone()
        if row is None:
            raise AttachmentNotFound(attachment_id)
        return self._read(row)


_O_BINARY: int = getattr(os, "O_BINARY", 0)


def _same_failure(last: Notice | None, now: Notice) -> bool:
    """Whether two failures are the same: the same code, and the same status if any."""
    if last is None:
        return False
    return (last.code, last.params.get("status")) == (now.code, now.params.get("status"))


def _fsync_directory(directory: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no directory handles for this)."""
    if os.name != "posix":
        return
    fd = os.open(directory, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
