"""The local store: drafts, attachments, the offline cache, the catalogue and the sync log.

Plain Python over stdlib `sqlite3` (the only package with SQL), no Qt; form content is kept
as JSON objects and messages as notices. `Store` opens the parts (`drafts`, `attachments`,
`cache`, `catalogue`, `labels`, `sync_log`; `archive` beside them). The package loads a
name's module on first use (PEP 562): the window's first paint needs the database, not the
parts.
"""

from app.lazy_exports import lazy_exports

__all__, __getattr__, __dir__ = lazy_exports(
    __name__,
    {"app.store.kinds": "DraftState RecordKind ServerRecord", "app.store.store": "Store"},
)
