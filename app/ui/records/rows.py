"""Plain data a record table shows, a row per cached server record or draft of any kind: the
table's model reads them from a row source, the store's catalogue (`catalogue_rows`) or a
test's list."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.store.listing import ListedColumns


@dataclass(frozen=True)
class RecordRow(ListedColumns):
    """A row: its key, title and states, and the listing's sort and filter columns."""

    key: str  # `d:<draft uuid>` or `s:<server id>`
    title: str
    sync_state: str
    updated: str
    draft_id: str | None = None
    server_id: int | None = None
    public: bool | None = None
    event_types: tuple[str, ...] = ()


@dataclass(frozen=True)
class RecordQuery:
    """What a table shows: its search, its filters as (query field, value) pairs and its order."""

    text: str = ""
    filters: tuple[tuple[str, Any], ...] = ()
    sort: str = "updated"
    descending: bool = True
