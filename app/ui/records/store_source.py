"""Rows of a record table from the store's catalogue (cached server records and drafts).

The catalogue searches the listing and its full-text index; this adapter turns a
table's query into the catalogue's filters and its rows into a kind's plain rows,
a page at a time. A kind gives its filters, the orders its columns have, and how
a listing row becomes one of its rows.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping
from typing import Any, Generic, Protocol, TypedDict, TypeVar

from app.store.database import Database
from app.store.records import DraftState, RecordKind
from app.store.search import Catalogue, ListingRow, OrderBy, SearchFilters, Source

log = logging.getLogger(__name__)

RowT = TypeVar("RowT")


class Query(Protocol):
    @property
    def text(self) -> str: ...

    @property
    def status(self) -> str | None: ...

    @property
    def sync_state(self) -> str | None: ...

    @property
    def sort(self) -> str: ...

    @property
    def descending(self) -> bool: ...


QueryT = TypeVar("QueryT", bound=Query)


def search_filters(query: Query, **exact: Any) -> SearchFilters:
    """The catalogue's filters for a table's query: its status and sync state, and the
    kind's `exact` matches (None for "any")."""
    source = Source.ALL
    states: tuple[DraftState, ...] = ()
    if query.sync_state == DraftState.SYNCED.value:
        # A server row is what the server holds; a synced draft hides behind it.
        source = Source.SERVER
    elif query.sync_state is not None:
        states = (DraftState(query.sync_state),)
    return SearchFilters(
        statuses=(query.status,) if query.status else (),
        source=source,
        draft_states=states,
        **exact,
    )


class RowIdentity(TypedDict):
    key: str
    sync_state: str
    updated: str
    draft_id: str | None
    server_id: int | None


def row_identity(r: ListingRow) -> RowIdentity:
    """What every kind's row takes from a listing row: key, ids, sync state and change time."""
    server_id = r.server_id
    return {
        "key": f"d:{r.draft_id}" if r.is_draft else f"s:{server_id}",
        "sync_state": r.draft_state.value if r.draft_state is not None else "synced",
        "updated": r.updated_at or "",
        "draft_id": r.draft_id,
        "server_id": int(server_id) if server_id and server_id.isdigit() else None,
    }


class CatalogueSource(Generic[RowT, QueryT]):
    def __init__(
        self,
        database: Database,
        kind: RecordKind,
        *,
        filters: Callable[[QueryT], SearchFilters],
        order: Mapping[str, OrderBy],
        to_row: Callable[[ListingRow], RowT],
    ) -> None:
        self._db = database
        self._kind = kind
        self._filters = filters
        self._order = order
        self._to_row = to_row
        self.catalogue = Catalogue(database)
        self._ahead: tuple[QueryT, threading.Thread, list[int]] | None = None

    def count_ahead(self, query: QueryT) -> None:
        """Count `query`'s rows on a worker thread, starting now; the next `count` of the
        same query takes the result (any other question drops it).

        For the window's first paint: SQLite counts 100,000 rows in a few milliseconds
        without holding the interpreter, while the UI thread builds the window. (Only
        the count: a page's rows are Python work, which the two threads would take
        turns at, and the UI thread would wait.)
        """
        counted: list[int] = []

        def count() -> None:
            try:
                counted.append(self._count(query))
            except Exception:
                # Counted again on the UI thread, where a failure is reported to the user.
                log.debug("counting ahead failed", exc_info=True)

        thread = threading.Thread(target=count, name="count-ahead", daemon=True)
        self._ahead = (query, thread, counted)
        thread.start()

    def count(self, query: QueryT) -> int:
        ahead, self._ahead = self._ahead, None
        if ahead is not None and ahead[0] == query:
            ahead[1].join()
            if ahead[2]:
                return ahead[2][0]
        return self._count(query)

    def page(self, query: QueryT, offset: int, limit: int) -> list[RowT]:
        self._ahead = None
        return self._page(query, offset, limit)

    def _count(self, query: QueryT) -> int:
        return self.catalogue.count(self._kind, query.text, filters=self._filters(query))

    def _page(self, query: QueryT, offset: int, limit: int) -> list[RowT]:
        rows = self.catalogue.search(
            self._kind,
            query.text,
            filters=self._filters(query),
            # Columns without an index (sync state, the flags) sort by change.
            order_by=self._order.get(query.sort, OrderBy.UPDATED),
            descending=query.descending,
            limit=limit,
            offset=offset,
        )
        return [self._to_row(r) for r in rows]

    def row_for(self, key: str) -> RowT | None:
        source, _, ident = key.partition(":")
        column = "draft_id" if source == "d" else "server_id"
        found = self._db.query_one(
            f"SELECT key FROM listing WHERE kind = ? AND {column} = ? AND source = ?",
            (self._kind.value, ident, "draft" if source == "d" else "server"),
        )
        if found is None:
            return None
        rows = self.catalogue.rows([found[0]])
        return self._to_row(rows[0]) if rows else None
