"""Plain data the Products table shows: one row per cached server product or local draft.

The table never holds Qt objects for its rows; it asks a row source for
pages of these, so the same model works over the store's SQL and over a list in tests.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

SortKey = Literal["sync_state", "name", "category", "sub_category", "status", "public", "updated"]


@dataclass(frozen=True)
class ProductRow:
    key: str
    name: str
    category: str
    sub_category: str
    status: str | None
    public: bool | None
    sync_state: str
    updated: str
    draft_id: str | None = None
    server_id: int | None = None


@dataclass(frozen=True)
class ProductQuery:
    text: str = ""
    status: str | None = None
    category: str | None = None
    public: bool | None = None
    sync_state: str | None = None
    sort: SortKey = "updated"
    descending: bool = True

    def with_(self, **changes: object) -> ProductQuery:
        return replace(self, **changes)  # type: ignore[arg-type]


class ListRowSource:
    """Rows from a list in memory: for tests and for the model checker."""

    def __init__(self, rows: list[ProductRow]) -> None:
        self.rows = rows

    def _matching(self, query: ProductQuery) -> list[ProductRow]:
        text = query.text.lower()
        found = [
            r
            for r in self.rows
            if (not text or text in f"{r.name} {r.category} {r.sub_category}".lower())
            and (query.status is None or r.status == query.status)
            and (query.category is None or r.category == query.category)
            and (query.public is None or r.public == query.public)
            and (query.sync_state is None or r.sync_state == query.sync_state)
        ]
        found.sort(key=lambda r: str(getattr(r, query.sort) or ""), reverse=query.descending)
        return found

    def count(self, query: ProductQuery) -> int:
        return len(self._matching(query))

    def page(self, query: ProductQuery, offset: int, limit: int) -> list[ProductRow]:
        return self._matching(query)[offset : offset + limit]

    def row_for(self, key: str) -> ProductRow | None:
        return next((r for r in self.rows if r.key == key), None)
