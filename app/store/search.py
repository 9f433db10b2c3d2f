"""Search over cached server records and drafts together, for the list views.

A row's `key` is stable while the data changes: `rows(keys)` reads rows again. Text
matching is full-text (FTS5), a prefix query per typed word ("bet gron" finds
"Betonnen grondplaat"), blind to case and diacritics. What the user types is reduced
to words first, so quotes and operators never cause a syntax error.
"""

from __future__ import annotations

import enum
import json
import re
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, fields
from typing import Any

from app.store.database import Database
from app.store.kinds import DraftState, RecordKind


class OrderBy(enum.StrEnum):
    """A listing column to order by; each has an index (kind, shadowed, <column>), so a
    page is an index scan."""

    TITLE = "title"
    CATEGORY = "category"
    STATUS = "status"
    CITY = "city"
    PRICE = "price"
    QUANTITY = "quantity"
    UPDATED = "updated_at"


_NOCASE = frozenset({OrderBy.TITLE, OrderBy.CATEGORY, OrderBy.CITY})
# The index of each order (see the schema): (kind, shadowed, <column>), the key implied.
_INDEX = {
    OrderBy.TITLE: "listing_by_title",
    OrderBy.CATEGORY: "listing_by_category",
    OrderBy.STATUS: "listing_by_status",
    OrderBy.CITY: "listing_by_city",
    OrderBy.PRICE: "listing_by_price",
    OrderBy.QUANTITY: "listing_by_quantity",
    OrderBy.UPDATED: "listing_by_updated",
}
# How many index entries a page of a text search may walk, in the order asked for, before
# sorting the matching rows is the cheaper way (see `Catalogue.search`).
INDEX_WALK_LIMIT = 20_000


class Source(enum.StrEnum):
    """Where a row comes from (the listing's `source`), or ALL for a filter."""

    ALL = "all"
    DRAFTS = "draft"
    SERVER = "server"


@dataclass(frozen=True, slots=True)
class SearchFilters:
    """Exact-match filters; None or empty means "any"."""

    category: str | None = None
    sub_category: str | None = None
    statuses: tuple[str, ...] = ()
    city: str | None = None
    published: bool | None = None
    private: bool | None = None
    archived: bool | None = None
    event_type: str | None = None
    source: Source = Source.ALL
    draft_states: tuple[DraftState, ...] = ()
    # Products the service lists under `public=1`; a product whose flag is not known
    # yet (no refresh since) counts as not public.
    public: bool | None = None


@dataclass(frozen=True, slots=True)
class ListingRow:
    key: int
    kind: RecordKind
    source: Source
    server_id: str | None
    draft_id: str | None
    draft_state: DraftState | None
    title: str
    category: str | None
    sub_category: str | None
    status: str | None
    city: str | None
    price: float | None
    quantity: float | None
    published: bool | None
    private: bool | None
    archived: bool | None
    event_types: tuple[str, ...]
    updated_at: str | None
    # True or False once a refresh asked the service which products are public; None
    # before that, for drafts of new records, and for projects and subscriptions.
    public: bool | None = None

    @property
    def is_draft(self) -> bool:
        return self.source is Source.DRAFTS


# The listing's columns of a row, all but the public flag (which `server_items` holds).
_ROW_COLUMNS = ", ".join(f"l.{f.name}" for f in fields(ListingRow)[:-1])
_PUBLIC_IDS = "SELECT server_id FROM server_items WHERE kind = ? AND public = 1"


def _optional_bool(value: Any) -> bool | None:
    return None if value is None else bool(value)


def _row(r: sqlite3.Row, public: Any = None) -> ListingRow:
    # Positional, in the fields' order (as `records.row_reader`).
    values: tuple[Any, ...] = (
        r[0],
        RecordKind(r[1]),
        Source(r[2]),
        *r[3:5],
        None if r[5] is None else DraftState(r[5]),
        *r[6:13],
        *map(_optional_bool, r[13:16]),
        tuple(r[16].split(",")) if r[16] else (),
        r[17],
        _optional_bool(public),
    )
    return ListingRow(*values)


# Letters and digits only, as FTS5's unicode61 tokenizer sees words; underscores separate.
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_MAX_WORDS = 12


def fts_query(text: str) -> str | None:
    """A safe FTS5 query: every word of `text` as a quoted prefix term, all required."""
    words = _WORD.findall(text)[:_MAX_WORDS]
    if not words:
        return None
    return " ".join('"' + word.replace('"', '""') + '"*' for word in words)


_MATCHES = "SELECT rowid FROM listing_fts WHERE listing_fts MATCH ?"
_MATCH_COUNT = "SELECT count(*) FROM listing_fts WHERE listing_fts MATCH ?"
# The listing's rows outside one kind's visible rows that match, each part through the index
# of (kind, shadowed): few rows (other kinds, shadowed server rows), so counting them beats
# looking up every match (100,000 matches of one letter: 90 ms).
_EXCLUDED_MATCHES = " + ".join(
    f"(SELECT count(*) FROM listing AS l INDEXED BY listing_by_title WHERE {part}"
    f" AND l.key IN ({_MATCHES.replace('?', '?2')}))"
    for part in ("l.kind < ?1", "l.kind > ?1", "l.kind = ?1 AND l.shadowed > 0")
)
_NO_FILTERS = SearchFilters()


class Catalogue:
    """Read-only queries over the listing (server cache and drafts together).

    Search as you type asks for a count and a page at every keystroke over 100,000 rows;
    two things keep each under a frame when no filter is chosen. The count is the
    full-text index's own count less the few matching rows of other kinds or hidden
    (not a look-up of every match). A page is read in the order asked for by walking
    that order's index and keeping the matching rows, when the matches are dense
    enough for a page to come within `INDEX_WALK_LIMIT` entries; otherwise the
    matches are sorted (a few thousand rows).
    """

    def __init__(self, database: Database) -> None:
        self._db = database
        # The kind's visible rows, for choosing how to read a page: (kind, changes) -> rows.
        self._sizes: dict[str, tuple[int, int]] = {}
        self._matches: tuple[str, int, int] | None = None  # (query, changes, matches)

    def search(
        self,
        kind: RecordKind | str,
        text: str = "",
        *,
        limit: int = 200,
        offset: int = 0,
        filters: SearchFilters | None = None,
        order_by: OrderBy | str = OrderBy.TITLE,
        descending: bool = False,
    ) -> list[ListingRow]:
        """A page of the result, by title ascending unless said."""
        kind = RecordKind(kind)
        where, params = self._where(kind, text, filters)
        direction = " DESC" if descending else ""
        column = OrderBy(order_by)
        collation = " COLLATE NOCASE" if column in _NOCASE else ""
        order = f"l.{column}{collation}{direction}, l.key{direction}"
        walk = ""
        match = fts_query(text)
        unfiltered = filters is None or filters == _NO_FILTERS
        if match is not None and unfiltered and self._walk_is_cheaper(kind, match, offset + limit):
            walk = f" INDEXED BY {_INDEX[column]}"
        found = self._db.query(
            f"SELECT {_ROW_COLUMNS} FROM listing AS l{walk} WHERE {where} ORDER BY {order}"
            " LIMIT ? OFFSET ?",
            [*params, limit, offset],
        )
        return self._rows(found)

    def _walk_is_cheaper(self, kind: RecordKind, match: str, wanted: int) -> bool:
        """Whether `wanted` matching rows come within `INDEX_WALK_LIMIT` index entries
        (taking the matches as spread evenly over the order)."""
        matches = self._match_count(match)
        return matches > 0 and wanted * self._visible(kind) <= INDEX_WALK_LIMIT * matches

    def _match_count(self, match: str) -> int:
        # Asked twice per keystroke (the count, then the page): kept until a write.
        changes = self._db.changes
        known = self._matches
        if known is None or known[:2] != (match, changes):
            known = (match, changes, int(self._db.column(_MATCH_COUNT, (match,))[0]))
            self._matches = known
        return known[2]

    def _visible(self, kind: RecordKind) -> int:
        changes = self._db.changes
        known = self._sizes.get(kind.value)
        if known is None or known[0] != changes:
            sql = "SELECT count(*) FROM listing WHERE kind = ? AND shadowed = 0"
            known = (changes, int(self._db.column(sql, (kind.value,))[0]))
            self._sizes[kind.value] = known
        return known[1]

    def count(
        self, kind: RecordKind | str, text: str = "", *, filters: SearchFilters | None = None
    ) -> int:
        kind = RecordKind(kind)
        match = fts_query(text)
        if match is not None and (filters is None or filters == _NO_FILTERS):
            excluded = self._db.column(f"SELECT {_EXCLUDED_MATCHES}", (kind.value, match))[0]
            return self._match_count(match) - int(excluded)
        where, params = self._where(kind, text, filters)
        return int(self._db.column(f"SELECT count(*) FROM listing AS l WHERE {where}", params)[0])

    def rows(self, keys: Sequence[int]) -> list[ListingRow]:
        """The rows of `keys`, in that order; keys that no longer exist are skipped."""
        found = self._db.query(
            f"SELECT {_ROW_COLUMNS} FROM listing AS l"
            " WHERE l.key IN (SELECT value FROM json_each(?))",
            (json.dumps(list(keys)),),
        )
        by_key = {r.key: r for r in self._rows(found)}
        return [by_key[k] for k in keys if k in by_key]

    def _rows(self, found: list[sqlite3.Row]) -> list[ListingRow]:
        """Rows with their public flag, looked up for just these rows.

        A second query rather than a subquery per row: under an ORDER BY that needs
        a sort, SQLite would evaluate the subquery for every matching row, which
        doubled the time of a search over 100,000 products.
        """
        records = sorted({(r[1], r[3]) for r in found if r[3] is not None})
        # CROSS JOIN: SQLite keeps the order, so each record is a lookup by primary key.
        flags = {
            (kind, sid): flag
            for kind, sid, flag in self._db.query(
                "SELECT s.kind, s.server_id, s.public FROM json_each(?) AS r CROSS JOIN"
                " server_items AS s ON s.kind = json_extract(r.value, '$[0]')"
                " AND s.server_id = json_extract(r.value, '$[1]')",
                (json.dumps(records),),
            )
        }
        # A draft editing a product shows the flag of the product it edits.
        return [_row(r, flags.get((r[1], r[3]))) for r in found]

    @staticmethod
    def where(kind: RecordKind, text: str, filters: SearchFilters | None) -> tuple[str, list[Any]]:
        """The WHERE clause (over `listing AS l`) of a search, and its parameters."""
        return Catalogue._where(kind, text, filters)

    @staticmethod
    def _where(kind: RecordKind, text: str, filters: SearchFilters | None) -> tuple[str, list[Any]]:
        clauses = ["l.kind = ?", "l.shadowed = 0"]
        params: list[Any] = [kind.value]
        f = filters or SearchFilters()
        statuses = json.dumps(f.statuses) if f.statuses else None
        states = [DraftState(s).value for s in f.draft_states]
        for clause, value in (
            (f"l.key IN ({_MATCHES})", fts_query(text)),
            ("l.category = ? COLLATE NOCASE", f.category),
            ("l.sub_category = ? COLLATE NOCASE", f.sub_category),
            ("l.city = ? COLLATE NOCASE", f.city),
            ("coalesce(l.published, 0) = ?", f.published),
            ("coalesce(l.private, 0) = ?", f.private),
            ("coalesce(l.archived, 0) = ?", f.archived),
            ("l.status IN (SELECT value FROM json_each(?))", statuses),
            (
                "l.draft_state IN (SELECT value FROM json_each(?))",
                json.dumps(states) if states else None,
            ),
            ("l.source = ?", None if f.source is Source.ALL else f.source.value),
            (
                "instr(',' || coalesce(l.event_types, '') || ',', ?) > 0",
                None if f.event_type is None else f",{f.event_type},",
            ),
        ):
            if value is not None:
                clauses.append(clause)
                params.append(value)
        if f.public is not None:
            clauses.append(f"coalesce(l.server_id IN ({_PUBLIC_IDS}), 0) = ?")
            params += [kind.value, f.public]
        return " AND ".join(clauses), params
