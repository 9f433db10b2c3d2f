"""The whole of a drafts archive as one model, validated before anything is written.

Every field of every draft and attachment is checked for its type and value, the nesting
of the JSON it carries, the sizes and counts (`app.api.bounds`), the ids (unique, the
manifest's equal to the drafts'), and which attachment belongs to what. A member is read
only once its declared size is within its bound, and never past it. Whatever is wrong,
the refusal is the archive's own error (`ArchiveCorrupt`, `ArchiveTooLarge`) with a
reason for the log: never a TypeError or RecursionError of the reading.
"""

from __future__ import annotations

import json
import math
import re
import zipfile
from pathlib import Path
from typing import Annotated
from typing import Any
from typing import Literal

from pydantic import AfterValidator
from pydantic import BaseModel
from pydantic import ConfigDict
from pydantic import Field
from pydantic import StrictBool
from pydantic import StrictInt
from pydantic import StrictStr
from pydantic import ValidationError
from pydantic import model_validator

from app.api.bounds import ARCHIVE_JSON_BYTES
from app.api.bounds import ARCHIVE_MAX_ATTACHMENTS
from app.api.bounds import ARCHIVE_MAX_DEPTH
from app.api.bounds import ARCHIVE_MAX_DRAFTS
from app.api.bounds import ARCHIVE_MEMBER_BYTES
from app.api.bounds import ARCHIVE_TOTAL_BYTES
from app.api.notices import Notice
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.errors import ArchiveCorrupt
from app.store.errors import ArchiveTooLarge
from app.store.errors import ArchiveTooNew
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import is_db_time

FORMAT_NAME = "reuse-desk-drafts"
FORMAT_VERSION = 2  # 2: the archive's id and its drafts' ids in the manifest

_UUID = re.compile(r"[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}")
_SHA256 = re.compile(r"[0-9a-f]{64}")
# A short text the store keeps (an id of the service, a mime type, a file name).
_SHORT = 1024


def _uuid(value: str) -> str:
    if _UUID.fullmatch(value) is None:
        raise ValueError("not an id as the store writes them")
    return value


def _db_time(value: str) -> str:
    if not is_db_time(value):
        raise ValueError("not a time as the store writes them")
    return value


def _shallow(value: Any, max_depth: int = ARCHIVE_MAX_DEPTH) -> Any:
    """JSON the store can keep: no deeper than `max_depth`, every number finite, every text
    UTF-8 (walked without recursion, so no depth breaks the walk itself)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            raise ValueError(f"nested deeper than {max_depth}")
        if isinstance(item, dict):
            stack += [(v, depth + 1) for v in item.values()]
            stack += [(k, depth) for k in item]
        elif isinstance(item, list):
            stack += [(v, depth + 1) for v in item]
        elif isinstance(item, float) and not math.isfinite(item):
            raise ValueError("a number that is none")
        elif isinstance(item, str):
            item.encode("utf-8")  # a lone surrogate raises UnicodeEncodeError, a ValueError
    return value


def _notice_text(value: str) -> str:
    Notice.loads(value)  # any text reads (a plain one as said), but it must be text
    return value


def _problems(value: dict[str, list[Any]]) -> dict[str, list[Any]]:
    for notices in value.values():
        for notice in notices:
            if not isinstance(notice, str | dict):
                raise ValueError("a field problem is a notice")
    return value


Id = Annotated[StrictStr, AfterValidator(_uuid)]
Time = Annotated[StrictStr, AfterValidator(_db_time)]
Short = Annotated[StrictStr, Field(max_length=_SHORT)]
JsonObject = Annotated[dict[StrictStr, Any], AfterValidator(_shallow)]
Problems = Annotated[
    dict[StrictStr, list[Any]], AfterValidator(_shallow), AfterValidator(_problems)
]


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class ArchivedEnvironment(_Strict):
    """The environment the exporting store was bound to: its key (the normalised base
    address) and the name the user knows it by."""

    key: Annotated[StrictStr, Field(min_length=1, max_length=2048)]
    name: Annotated[StrictStr, Field(max_length=_SHORT)]


class Manifest(BaseModel):
    model_config = ConfigDict(extra="ignore", strict=True, frozen=True)

    format: Literal["reuse-desk-drafts"]
    format_version: Annotated[StrictInt, Field(ge=1, le=FORMAT_VERSION)]
    archive_id: Id | None = None
    draft_ids: Annotated[list[Id], Field(max_length=ARCHIVE_MAX_DRAFTS)] | None = None
    environment: ArchivedEnvironment | None = None

    @model_validator(mode="after")
    def _ids_from_version_2(self) -> Manifest:
        if self.format_version >= 2 and (self.archive_id is None or self.draft_ids is None):
            raise ValueError("manifest without the archive's id or its drafts' ids")
        return self


class ArchivedDraft(_Strict):
    """Every field of a draft, under its column's name; the JSON ones as JSON values."""

    id: Id
    kind: Annotated[RecordKind, Field(strict=False)]
    state: Annotated[DraftState, Field(strict=False)]
    content: JsonObject
    server_id: Short | None
    base_version: JsonObject | None
    theirs: JsonObject | None
    field_errors: Problems
    error_message: Annotated[StrictStr, AfterValidator(_notice_text)] | None
    archive_requested: StrictBool | Annotated[StrictInt, Field(ge=0, le=1)]
    revision: Annotated[StrictInt, Field(ge=0, le=2**62)]
    created_at: Time
    updated_at: Time
    last_sync_at: Time | None
    send_attempted_at: Time | None


class ArchivedAttachment(_Strict):
    """Every field of an attachment but its file, which is the member `member`."""

    id: Id
    record_kind: Annotated[RecordKind, Field(strict=False)]
    draft_id: Id | None
    record_server_id: Short | None
    role: Annotated[AttachmentRole, Field(strict=False)]
    file_name: Annotated[StrictStr, Field(min_length=1, max_length=_SHORT)]
    mime_type: Short
    size: Annotated[StrictInt, Field(ge=0)]
    sha256: Annotated[StrictStr, Field(pattern=_SHA256.pattern)]
    upload_state: Annotated[UploadState, Field(strict=False)]
    server_id: Short | None
    created_at: Time
    updated_at: Time
    upload_attempted_at: Time | None
    member: StrictStr

    @model_validator(mode="after")
    def _checked(self) -> ArchivedAttachment:
        # The member is the export's own name for the file: no way out of `attachments/`.
        if (
            re.fullmatch(rf"attachments/{re.escape(self.id)}(\.[^\W_]{{1,10}})?", self.member)
            is None
        ):
            raise ValueError("member name not the attachment's own")
        if self.draft_id is None and self.record_server_id is None:
            raise ValueError("belongs to no draft and no record")
        return self


class Archive(_Strict):
    """The archive whole: each attachment of a draft in it, every id once, within bounds."""

    manifest: Manifest
    drafts: Annotated[list[ArchivedDraft], Field(max_length=ARCHIVE_MAX_DRAFTS)]
    attachments: Annotated[list[ArchivedAttachment], Field(max_length=ARCHIVE_MAX_ATTACHMENTS)]

    @model_validator(mode="after")
    def _whole(self) -> Archive:
        ids = [d.id for d in self.drafts]
        if len(set(ids)) != len(ids):
            raise ValueError("a draft is in it twice")
        if self.manifest.draft_ids is not None and self.manifest.draft_ids != ids:
            raise ValueError("the drafts differ from the manifest's")
        attachment_ids = [a.id for a in self.attachments]
        if len(set(attachment_ids)) != len(attachment_ids):
            raise ValueError("an attachment is in it twice")
        if len({a.member for a in self.attachments}) != len(self.attachments):
            raise ValueError("two attachments share a file")
        known = set(ids)
        for a in self.attachments:
            if a.draft_id is not None and a.draft_id not in known:
                raise ValueError(f"attachment {a.id} of a draft not in the archive")
        return self

    @property
    def archive_id(self) -> str | None:
        return self.manifest.archive_id


def read_archive(archive: zipfile.ZipFile, source: Path) -> Archive:
    """The archive's JSON members as one validated `Archive`; its sizes checked against the
    bounds and the zip's own directory (before a byte of an attachment is read)."""
    manifest = _read_json(archive, source, "manifest.json")
    version = manifest.get("format_version") if isinstance(manifest, dict) else None
    if isinstance(manifest, dict) and manifest.get("format") != FORMAT_NAME:
        raise ArchiveCorrupt(source, "not a Reuse Desk drafts export")
    if isinstance(version, int) and not isinstance(version, bool) and version > FORMAT_VERSION:
        raise ArchiveTooNew(source, version, FORMAT_VERSION)
    whole = {
        "manifest": manifest,
        "drafts": _read_json(archive, source, "drafts.json"),
        "attachments": _read_json(archive, source, "attachments.json"),
    }
    model = validated(whole, source)
    total = 0
    for a in model.attachments:
        if a.size > ARCHIVE_MEMBER_BYTES:
            raise ArchiveTooLarge(source, f"{a.member}: {a.size} bytes", ARCHIVE_MEMBER_BYTES)
        try:
            info = archive.getinfo(a.member)
        except KeyError:
            raise ArchiveCorrupt(source, f"missing {a.member}") from None
        if info.file_size != a.size:
            raise ArchiveCorrupt(source, f"{a.member}: size differs from the manifest")
        total += a.size
    if total > ARCHIVE_TOTAL_BYTES:
        raise ArchiveTooLarge(source, f"attachments of {total} bytes", ARCHIVE_TOTAL_BYTES)
    return model


def validated(whole: dict[str, Any], source: Path) -> Archive:
    """The archive's three JSON members, as read, as one `Archive`; else `ArchiveCorrupt`.
    The export asks it too, before it writes (`app.store.export_check`)."""
    try:
        # The members' own levels (a list of records of fields) above a draft's JSON.
        _shallow(whole, ARCHIVE_MAX_DEPTH + 4)
        return Archive.model_validate(whole)
    except (ValidationError, ValueError, TypeError, RecursionError) as error:
        raise ArchiveCorrupt(source, _reason(error)) from None


def draft_problem(record: Any) -> str | None:
    """Why the import would refuse this one draft (as read from `drafts.json`), or None."""
    try:
        _shallow(record, ARCHIVE_MAX_DEPTH + 2)  # as deep as in `validated`'s whole
        ArchivedDraft.model_validate(record)
    except (ValidationError, ValueError, TypeError, RecursionError) as error:
        return _reason(error)
    return None


def _read_json(archive: zipfile.ZipFile, source: Path, name: str) -> Any:
    """A JSON member, read only if it says it is within `ARCHIVE_JSON_BYTES`, and never
    further (the zip reader stops at the declared size and checks the CRC there)."""
    try:
        info = archive.getinfo(name)
    except KeyError:
        raise ArchiveCorrupt(source, f"missing {name}") from None
    if info.file_size > ARCHIVE_JSON_BYTES:
        raise ArchiveTooLarge(source, f"{name}: {info.file_size} bytes", ARCHIVE_JSON_BYTES)
    try:
        with archive.open(info) as member:
            data = member.read(ARCHIVE_JSON_BYTES + 1)
        if len(data) > ARCHIVE_JSON_BYTES:
            raise ArchiveTooLarge(source, f"{name}: over its bound", ARCHIVE_JSON_BYTES)
        return json.loads(data)
    except (ValueError, RecursionError, zipfile.BadZipFile, EOFError, NotImplementedError) as error:
        raise ArchiveCorrupt(source, f"{name}: {type(error).__name__}: {error}"[:500]) from None
    except RuntimeError as error:  # an encrypted member
        raise ArchiveCorrupt(source, f"{name}: {error}") from None


def _reason(error: Exception) -> str:
    """The first problem, where it is: enough for the log, short for any archive."""
    if isinstance(error, ValidationError):
        first = error.errors(include_input=False, include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"])
        return f"{where}: {first['msg']}"[:500]
    return f"{type(error).__name__}: {error}"[:500]
