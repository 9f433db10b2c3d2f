"""Rows of the Products table from the store's catalogue: a product's filters and columns."""

from __future__ import annotations

from app.store.database import Database
from app.store.records import RecordKind
from app.store.search import ListingRow, OrderBy, SearchFilters
from app.ui.products.rows import ProductQuery, ProductRow
from app.ui.records.store_source import CatalogueSource, row_identity, search_filters

_ORDER = {
    "name": OrderBy.TITLE,
    "category": OrderBy.CATEGORY,
    "sub_category": OrderBy.CATEGORY,
    "status": OrderBy.STATUS,
    "updated": OrderBy.UPDATED,
}


def _filters(query: ProductQuery) -> SearchFilters:
    return search_filters(query, category=query.category, public=query.public)


def product_row(r: ListingRow) -> ProductRow:
    return ProductRow(
        name=r.title,
        category=r.category or "",
        sub_category=r.sub_category or "",
        status=r.status,
        public=r.public,
        **row_identity(r),
    )


class StoreRowSource(CatalogueSource[ProductRow, ProductQuery]):
    def __init__(self, database: Database) -> None:
        super().__init__(
            database, RecordKind.PRODUCT, filters=_filters, order=_ORDER, to_row=product_row
        )
