"""Rows of the Products table from the store's catalogue (cached server products and drafts).

The catalogue searches the listing and its full-text index; this adapter turns
the table's query into the catalogue's filters and its rows into plain
`ProductRow`s, a page at a time.
"""

from __future__ import annotations

from app.store.database import Database
from app.store.records import DraftState, RecordKind
from app.store.search import Catalogue, ListingRow, OrderBy, SearchFilters, Source
from app.ui.products.rows import ProductQuery, ProductRow

_ORDER = {
    "name": OrderBy.TITLE,
    "category": OrderBy.CATEGORY,
    "sub_category": OrderBy.CATEGORY,
    "status": OrderBy.STATUS,
    "updated": OrderBy.UPDATED,
}


def _filters(query: ProductQuery) -> SearchFilters:
    source = Source.ALL
    states: tuple[DraftState, ...] = ()
    if query.sync_state == DraftState.SYNCED.value:
        # A server row is what the server holds; a synced draft hides behind it.
        source = Source.SERVER
    elif query.sync_state is not None:
        states = (DraftState(query.sync_state),)
    return SearchFilters(
        category=query.category,
        statuses=(query.status,) if query.status else (),
        published=query.public,
        source=source,
        draft_states=states,
    )


class StoreRowSource:
    def __init__(self, database: Database) -> None:
        self._db = database
        self.catalogue = Catalogue(database)

    def count(self, query: ProductQuery) -> int:
        return self.catalogue.count(RecordKind.PRODUCT, query.text, filters=_filters(query))

    def page(self, query: ProductQuery, offset: int, limit: int) -> list[ProductRow]:
        rows = self.catalogue.search(
            RecordKind.PRODUCT,
            query.text,
            filters=_filters(query),
            # The sync state and public columns have no index: they sort by change.
            order_by=_ORDER.get(query.sort, OrderBy.UPDATED),
            descending=query.descending,
            limit=limit,
            offset=offset,
        )
        return [product_row(r) for r in rows]

    def row_for(self, key: str) -> ProductRow | None:
        source, _, ident = key.partition(":")
        column = "draft_id" if source == "d" else "server_id"
        found = self._db.query_one(
            f"SELECT key FROM listing WHERE kind = 'product' AND {column} = ? AND source = ?",
            (ident, "draft" if source == "d" else "server"),
        )
        if found is None:
            return None
        rows = self.catalogue.rows([found[0]])
        return product_row(rows[0]) if rows else None


def product_row(r: ListingRow) -> ProductRow:
    server_id = r.server_id
    return ProductRow(
        key=f"d:{r.draft_id}" if r.is_draft else f"s:{server_id}",
        name=r.title,
        category=r.category or "",
        sub_category=r.sub_category or "",
        status=r.status,
        public=r.published,
        sync_state=r.draft_state.value if r.draft_state is not None else "synced",
        updated=r.updated_at or "",
        draft_id=r.draft_id,
        server_id=int(server_id) if server_id and server_id.isdigit() else None,
    )
