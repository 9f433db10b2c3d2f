"""The local store: drafts, attachments, the offline cache, search and the sync log.

Plain Python over stdlib `sqlite3`; no Qt, and no dependency on the API models:
form content is kept as the JSON object the UI and the sync engine hand over.

The names below load their module on first use (PEP 562): the window's first paint
needs the database and the catalogue query, not the drafts, attachments, cache, log
or archive code, and importing all of them costs the start-up tens of milliseconds.
"""

from typing import TYPE_CHECKING

from app.lazy_exports import lazy_exports

if TYPE_CHECKING:
    from app.store.archive import ExportReport, ImportReport, export_drafts, import_drafts
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

_HOME: dict[str, str] = {
    **dict.fromkeys(("Attachment", "AttachmentRole", "UploadState"), "app.store.attachments"),
    **dict.fromkeys(("RefreshSummary",), "app.store.cache"),
    **dict.fromkeys(("Database",), "app.store.database"),
    **dict.fromkeys(("Draft",), "app.store.drafts"),
    **dict.fromkeys(
        (
            "ArchiveCorrupt",
            "ArchiveError",
            "ArchiveTooNew",
            "AttachmentNotFound",
            "DatabaseCorrupt",
            "DatabaseLocked",
            "DatabaseTooNew",
            "DiskFull",
            "DraftNotDeletable",
            "DraftNotFound",
            "DuplicateDraft",
            "SourceFileUnreadable",
            "StorageUnavailable",
            "StoreBug",
            "StoreEnvironmentError",
            "StoreError",
            "StoreReadOnly",
            "StoreStateError",
        ),
        "app.store.errors",
    ),
    **dict.fromkeys(("DraftState", "RecordKind", "ServerRecord"), "app.store.records"),
    **dict.fromkeys(("ListingRow", "OrderBy", "SearchFilters", "Source"), "app.store.search"),
    **dict.fromkeys(("Store",), "app.store.store"),
    **dict.fromkeys(("LogEntry", "Outcome"), "app.store.synclog"),
    **dict.fromkeys(
        ("ExportReport", "ImportReport", "export_drafts", "import_drafts"), "app.store.archive"
    ),
}


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

__getattr__, __dir__ = lazy_exports(__name__, _HOME, __all__)
