"""Plain data a record table shows: one row per cached server record or draft, of any kind.

The table never holds Qt objects for its rows; it asks a row source for pages of
these, so the same model works over the store's SQL (`store_source`) and over a list
in tests. A row carries the listing's columns; a kind's table shows the ones it names.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True)
class RecordRow:
    key: str  # `d:<draft uuid>` or `s:<server id>`
    title: str
    sync_state: str
    updated: str
    draft_id: str | None = None
    server_id: int | None = None
    category: str = ""
    sub_category: str = ""
    status: str | None = None
    city: str = ""
    public: bool | None = None
    published: bool | None = None
    private: bool | None = None
    archived: bool | None = None
    event_types: tuple[str, ...] = ()


@dataclass(frozen=True)
class RecordQuery:
    """What a table shows: its search, its filters (None for "any") and its order."""

    text: str = ""
    status: str | None = None
    category: str | None = None
    public: bool | None = None
    published: bool | None = None
    private: bool | None = None
    archived: bool | None = None
    sync_state: str | None = None
    sort: str = "updated"
    descending: bool = True

    def with_(self, **changes: object) -> RecordQuery:
        return replace(self, **changes)  # type: ignore[arg-type]
