"""The local store: drafts, attachments, the offline cache, search and the sync log.

Plain Python over stdlib `sqlite3`; no Qt, and no dependency on the API models:
form content is kept as the JSON object the UI and the sync engine hand over.
"""

from typing import TYPE_CHECKING, Any

from app.store.attachments import Attachment, AttachmentRole, UploadState
from app.store.cache import RefreshSummary
from app.store.database import Database
from app.store.drafts import Draft
from app.store.errors import (
    ArchiveCorrupt,
    ArchiveError,
    ArchiveTooNew,
    AttachmentNotFound,
    DatabaseCorrupt,
    DatabaseLocked,
    DatabaseTooNew,
    DiskFull,
    DraftNotDeletable,
    DraftNotFound,
    DuplicateDraft,
    SourceFileUnreadable,
    StorageUnavailable,
    StoreBug,
    StoreEnvironmentError,
    StoreError,
    StoreReadOnly,
    StoreStateError,
)
from app.store.records import DraftState, RecordKind, ServerRecord
from app.store.search import ListingRow, OrderBy, SearchFilters, Source
from app.store.store import Store
from app.store.synclog import LogEntry, Outcome

if TYPE_CHECKING:
    from app.store.archive import ExportReport, ImportReport, export_drafts, import_drafts

# Export and import (zipfile and friends) load on first use: not on the window's way up.
_ARCHIVE_NAMES = frozenset({"ExportReport", "ImportReport", "export_drafts", "import_drafts"})


def __getattr__(name: str) -> Any:
    if name in _ARCHIVE_NAMES:
        from app.store import archive

        return getattr(archive, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ArchiveCorrupt",
    "ArchiveError",
    "ArchiveTooNew",
    "Attachment",
    "AttachmentNotFound",
    "AttachmentRole",
    "Database",
    "DatabaseCorrupt",
    "DatabaseLocked",
    "DatabaseTooNew",
    "DiskFull",
    "Draft",
    "DraftNotDeletable",
    "DraftNotFound",
    "DraftState",
    "DuplicateDraft",
    "ExportReport",
    "ImportReport",
    "ListingRow",
    "LogEntry",
    "OrderBy",
    "Outcome",
    "RecordKind",
    "RefreshSummary",
    "SearchFilters",
    "ServerRecord",
    "Source",
    "SourceFileUnreadable",
    "StorageUnavailable",
    "Store",
    "StoreBug",
    "StoreEnvironmentError",
    "StoreError",
    "StoreReadOnly",
    "StoreStateError",
    "UploadState",
    "export_drafts",
    "import_drafts",
]
