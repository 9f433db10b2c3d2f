"""Rows of a record table from the store's catalogue (cached server records and drafts):
a table's query becomes the catalogue's filters, its rows plain rows, a page at a time."""

from __future__ import annotations

import logging
from concurrent.futures import Future
from concurrent.futures import ThreadPoolExecutor
from dataclasses import fields
from operator import attrgetter

from app.store.catalogue import Catalogue
from app.store.catalogue import ListingRow
from app.store.catalogue import OrderBy
from app.store.catalogue import SearchFilters
from app.store.catalogue import Source
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.listing import DraftStanding
from app.ui.records.rows import RecordQuery
from app.ui.records.rows import RecordRow

log = logging.getLogger(__name__)

# Columns without an index (sync state, the flags) sort by change.
ORDER = {
    "title": OrderBy.TITLE,
    "category": OrderBy.CATEGORY,
    "sub_category": OrderBy.CATEGORY,
    "status": OrderBy.STATUS,
    "city": OrderBy.CITY,
    "price": OrderBy.PRICE,
    "quantity": OrderBy.QUANTITY,
    "updated": OrderBy.UPDATED,
}


def search_filters(query: RecordQuery) -> SearchFilters:
    """The catalogue's filters for a table's query."""
    chosen = dict(query.filters)
    status, sync_state = chosen.pop("status", None), chosen.pop("sync_state", None)
    source = Source.ALL
    states: tuple[DraftState, ...] = ()
    if sync_state == DraftState.SYNCED.value:
        # A server row is what the server holds; a synced draft hides behind it.
        source = Source.SERVER
    elif sync_state is not None:
        states = (DraftState(sync_state),)
    statuses = (status,) if status else ()
    return SearchFilters(statuses=statuses, source=source, draft_states=states, **chosen)


# What a table row takes from the listing's row as it is (the keys differ).
_LISTED = {f.name for f in fields(ListingRow)} - {"key", "server_id"}
_AS_LISTED = tuple(f.name for f in fields(RecordRow) if f.name in _LISTED)
_as_listed = attrgetter(*_AS_LISTED)


def record_row(r: ListingRow) -> RecordRow:
    server_id = r.server_id
    return RecordRow(
        key=f"d:{r.draft_id}" if r.is_draft else f"s:{server_id}",
        sync_state=r.draft_state.value if r.draft_state is not None else "synced",
        updated=r.updated_at or "",
        server_id=int(server_id) if server_id and server_id.isdigit() else None,
        **dict(zip(_AS_LISTED, _as_listed(r), strict=True)),
    )


def table_key(key: str) -> tuple[Source, str]:
    """A table row's key (`d:<draft id>`, `s:<server id>`) as the catalogue names its record."""
    source, _, ident = key.partition(":")
    return (Source.DRAFTS if source == "d" else Source.SERVER), ident


class CatalogueRows:
    """One kind's table rows, read from the catalogue a page at a time."""

    def __init__(self, catalogue: Catalogue, kind: RecordKind) -> None:
        self._kind = kind
        self.catalogue = catalogue
        self._ahead: tuple[RecordQuery, Future[int]] | None = None

    def count_ahead(self, query: RecordQuery) -> None:
        """Count `query`'s rows on a worker thread, starting now; the next `count` of the same
        query takes the result (any other question drops it). For the first paint: SQLite
        counts without holding the interpreter while the UI thread builds the window (only
        the count: a page's rows are Python work, which the threads would take turns at)."""
        worker = ThreadPoolExecutor(1, thread_name_prefix="count-ahead")
        self._ahead = (query, worker.submit(self._count, query))
        worker.shutdown(wait=False)

    def count(self, query: RecordQuery) -> int:
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead[0] == query:
            try:
                return ahead[1].result()
            except Exception:
                # Counted again here, where a failure is reported to the user.
                log.debug("counting ahead failed", exc_info=True)
        return self._count(query)

    def _count(self, query: RecordQuery) -> int:
        return self.catalogue.count(self._kind, query.text, filters=search_filters(query))

    def page(self, query: RecordQuery, offset: int, limit: int) -> list[RecordRow]:
        self._ahead = None
        return self._page(query, offset, limit)

    def read(self, query: RecordQuery, offset: int, limit: int) -> tuple[int, list[RecordRow]]:
        """The count and a page, on any thread: the catalogue reads on the thread's own turn
        of the store (a pooled reader while another thread writes); the count ahead is the
        window thread's and is left alone."""
        return self._count(query), self._page(query, offset, limit)

    def _page(self, query: RecordQuery, offset: int, limit: int) -> list[RecordRow]:
        rows = self.catalogue.search(
            self._kind,
            query.text,
            filters=search_filters(query),
            order_by=ORDER.get(query.sort, OrderBy.UPDATED),
            descending=query.descending,
            limit=limit,
            offset=offset,
        )
        return [record_row(r) for r in rows]

    def row_for(self, key: str) -> RecordRow | None:
        rows = self.catalogue.rows_of(self._kind, [table_key(key)])
        return record_row(rows[0]) if rows else None

    def standing(self, draft_id: str) -> DraftStanding | None:
        return self.catalogue.standing(draft_id)
