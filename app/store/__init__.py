"""The local store: drafts, attachments, the offline cache, search and the sync log.

Plain Python over stdlib `sqlite3`; no Qt. Form content is kept as the JSON object
the UI and the sync engine hand over, and messages as notices (`app.api.notices`).
Each part is a module of its own (`drafts`, `attachments`, `cache`, `search`,
`synclog`, `archive`); `Store` opens them together. The package offers only the
names every user of the store needs, and loads their module on first use (PEP 562):
the window's first paint needs the database, not the other parts.
"""

from app.lazy_exports import lazy_exports

__all__, __getattr__, __dir__ = lazy_exports(
    __name__,
    {"app.store.records": "DraftState RecordKind ServerRecord", "app.store.store": "Store"},
)
