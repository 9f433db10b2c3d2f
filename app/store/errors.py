# Names say what happened (DiskFull, DatabaseTooNew); the family bases carry "Error".
# ruff: noqa: N818
"""Errors of the local store, each a code with parameters for the UI: never a sentence.

Each has a `code` ("store.disk_full"), a `notice` (`Notice(code, params)`, worded by
`app.ui.message_table`) and a `detail` in English for the log. The families tell the
UI what to do without reading codes: `StoreEnvironmentError` (the machine is at fault:
disk full, read-only, locked, too new, corrupt; the user can act), `StoreStateError`
(the data does not allow it now), `StoreBug` (a mistake of ours: log, tell, go on) and
`ArchiveError` (a file the user chose). Invalid arguments raise `ValueError`/`TypeError`.
"""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path
from typing import Any

from app.api.bounds import mebibytes
from app.api.notices import Notice


class StoreError(Exception):
    """Base of every error raised by `app.store`; `params` fill the notice's sentence."""

    code = "store.failed"

    def __init_subclass__(cls, *, code: str | None = None, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if code is not None:
            cls.code = code

    def __init__(self, detail: str = "", **params: Any) -> None:
        super().__init__(detail or self.code)
        self.detail = detail
        self.params = params

    @property
    def notice(self) -> Notice:
        return Notice(self.code, self.params)


class _FileError(StoreError):
    """About one file: the user reads its `name`, the log its `path`."""

    def __init__(self, path: Path, detail: str, **params: Any) -> None:
        super().__init__(f"{path}: {detail}", path=str(path), name=path.name, **params)


class _NewerFile(_FileError):
    """Written by a newer Reuse Desk (`found` is its version, `known` ours); left untouched."""

    def __init__(self, path: Path, found: int, known: int) -> None:
        super().__init__(
            path, f"version {found} is newer than ours, {known}", found=found, known=known
        )


class StoreEnvironmentError(StoreError):
    """The disk, the folder or another program is in the way; the user can fix it."""


class DiskFull(StoreEnvironmentError, code="store.disk_full"): ...


class StoreReadOnly(StoreEnvironmentError, code="store.read_only"): ...


class DatabaseLocked(StoreEnvironmentError, code="store.locked"): ...


class StorageUnavailable(StoreEnvironmentError, code="store.unavailable"): ...


class DatabaseTooNew(_NewerFile, StoreEnvironmentError, code="store.too_new"): ...


class DatabaseCorrupt(_FileError, StoreEnvironmentError, code="store.corrupt"):
    """The file is damaged; the next start checks it and moves it aside (see `database`)."""


class StoreStateError(StoreError):
    """The request does not fit the data as it is now."""


class SyncRunning(StoreStateError, code="store.sync_running"):
    """Another sync of the same store is running (in this program or another): this one
    did not start, and nothing of the other one's was touched."""


class DraftNotFound(StoreStateError, code="store.draft_not_found"):
    def __init__(self, draft_id: str) -> None:
        super().__init__(f"no draft {draft_id}", draft_id=draft_id)


class DraftNotDeletable(StoreStateError):
    """`code` says why: being sent, perhaps on the server already, or unsent work."""

    def __init__(self, draft_id: str, code: str, reason: str) -> None:
        self.code = code
        super().__init__(f"draft {draft_id}: {reason}", draft_id=draft_id)


class DraftHandedOver(StoreStateError, code="store.draft_handed_over"):
    """The draft was handed over to a colleague: this computer does not send it."""

    def __init__(self, draft_id: str) -> None:
        super().__init__(f"draft {draft_id} is handed over", draft_id=draft_id)


class DuplicateDraft(StoreStateError, code="store.duplicate_draft"):
    """An unsynced draft for the same server record exists already."""

    def __init__(self, existing_id: str) -> None:
        super().__init__(f"an unsynced draft exists already: {existing_id}")
        self.existing_id = existing_id


class AttachmentNotFound(StoreStateError, code="store.attachment_not_found"):
    def __init__(self, attachment_id: str) -> None:
        super().__init__(f"no attachment {attachment_id}", attachment_id=attachment_id)


class SourceFileUnreadable(_FileError, StoreStateError, code="store.file_unreadable"):
    """The file the user picked to attach cannot be read (moved, no rights, stick pulled)."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(path, reason, reason=reason)


class PinTooLong(StoreStateError, code="store.pin_too_long"):
    """A value to pin is longer (as stored) than `PIN_VALUE_CHARS`: nothing is pinned."""

    def __init__(self, path: str, chars: int, limit: int) -> None:
        super().__init__(f"pin {path}: {chars} characters, at most {limit}", limit=limit)


class TooManyPins(StoreStateError, code="store.too_many_pins"):
    """The environment would keep more than `PINS_PER_ENVIRONMENT` pins: nothing is pinned."""

    def __init__(self, count: int, limit: int) -> None:
        super().__init__(f"{count} pins, at most {limit}", limit=limit)


class StoreBug(StoreError, code="store.bug"):
    """A mistake in Reuse Desk itself; the detail belongs in the log."""


class ArchiveError(StoreError, code="archive.failed"):
    """An export archive cannot be written or read."""


class ArchiveCorrupt(_FileError, ArchiveError, code="archive.corrupt"): ...


class ArchiveTooNew(_NewerFile, ArchiveError, code="archive.too_new"): ...


class ArchiveTooLarge(_FileError, ArchiveError, code="archive.too_large"):
    """A member of the archive is larger than the program takes in (`limit` bytes)."""

    def __init__(self, path: Path, detail: str, limit: int) -> None:
        super().__init__(path, detail, limit=limit, mebibytes=mebibytes(limit))


class ExportRefused(ArchiveError, code="archive.export_refused"):
    """The import would refuse the archive: nothing was written. `notices` gives each reason
    (codes `archive.export_*`), naming the drafts and files it is about."""

    def __init__(self, notices: list[Notice]) -> None:
        super().__init__("; ".join(f"{n.code} {dict(n.params)}" for n in notices))
        self.notices = notices

    @property
    def notice(self) -> Notice:
        return self.notices[0]


class ExportCancelled(ArchiveError, code="archive.export_cancelled"):
    """The user stopped the export: no file, every draft as it was."""


class ExportChanged(ArchiveError, code="archive.export_changed"):
    """Drafts of the export changed while it was written (a save, a sync round): the file
    is not what they are now, so it was removed and nothing handed over."""


class ExportNotReadBack(_FileError, ArchiveError, code="archive.export_not_read_back"):
    """The file written does not read back as the import reads it: removed, nothing handed
    over (a failing disk or stick, or a folder that changes what is written to it)."""


_SQLITE_ENVIRONMENT: dict[str, type[StoreEnvironmentError]] = {
    "SQLITE_FULL": DiskFull,
    "SQLITE_READONLY": StoreReadOnly,
    "SQLITE_BUSY": DatabaseLocked,
    "SQLITE_LOCKED": DatabaseLocked,
    "SQLITE_IOERR": StorageUnavailable,
    "SQLITE_CANTOPEN": StorageUnavailable,
    "SQLITE_PERM": StoreReadOnly,
    "SQLITE_AUTH": StoreReadOnly,
    "SQLITE_NOMEM": StorageUnavailable,
    "SQLITE_PROTOCOL": DatabaseLocked,
}

_CORRUPTION = frozenset({"SQLITE_CORRUPT", "SQLITE_NOTADB"})


def translate_sqlite_error(error: sqlite3.Error, path: Path) -> StoreError:
    """Map a `sqlite3` exception onto the families above (corruption excluded: see database)."""
    # The primary result code: SQLITE_IOERR of SQLITE_IOERR_WRITE (no primary name has a "_").
    name = "_".join((getattr(error, "sqlite_errorname", None) or "").split("_")[:2])
    environment = _SQLITE_ENVIRONMENT.get(name)
    if environment is not None:
        return environment(f"{path}: {error} ({name})")
    if name in _CORRUPTION:
        return DatabaseCorrupt(path, f"{error} ({name})")
    return StoreBug(f"{path}: {error} ({name or type(error).__name__})")


def translate_os_error(error: OSError, path: Path) -> StoreEnvironmentError:
    """Map a file-system error on the store's own files onto the environment family."""
    detail = f"{path}: {error}"
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return DiskFull(detail)
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return StoreReadOnly(detail)
    return StorageUnavailable(detail)
