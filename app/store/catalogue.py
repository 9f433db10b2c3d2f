"""The catalogue: what the window browses and searches, cached server records and drafts
together, read from the listing (`app.store.listing`, the table derived from the cache of
the service's JSON, `app.store.cache`, and the drafts).

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
import threading
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from dataclasses import fields
from typing import Any

import orjson

from app.store import listing
from app.store.database import Database
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.listing import DraftStanding
from app.store.listing import draft_standing


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
# The members of a page's rows read as one JSON text (`_page_rows`). A real goes as the
# text of its 17 digits: SQLite's JSON writes 15, which is not always the same number.
_ROW_MEMBERS = ", ".join(
    f"CASE typeof({f.name}) WHEN 'real' THEN printf('%!.17g', {f.name}) ELSE {f.name} END"
    if f.name in ("price", "quantity")
    else f.name
    for f in fields(ListingRow)[:-1]
)
_REALS = tuple(i for i, f in enumerate(fields(ListingRow)) if f.name in ("price", "quantity"))
_PUBLIC_IDS = "SELECT server_id FROM server_items WHERE kind = ? AND public = 1"


# The enumerations by stored value: a dictionary look-up is a fifth of an Enum call, and a
# page builds 200 rows at every keystroke.
_KINDS: dict[str, RecordKind] = {k.value: k for k in RecordKind}
_SOURCES: dict[str, Source] = {s.value: s for s in Source}
_STATES: dict[str | None, DraftState | None] = {None: None, **{s.value: s for s in DraftState}}
_FLAGS: dict[Any, bool | None] = {None: None, 0: False, 1: True}


def _flag(value: Any) -> bool | None:
    return _FLAGS[value] if value in _FLAGS else bool(value)


def _page_rows(conn: sqlite3.Connection, sql: str, params: Sequence[Any]) -> list[list[Any]]:
    """The rows of `sql` (selecting `_ROW_COLUMNS`, in order) read in one step of SQLite.

    Row by row, each step let go of the interpreter and waited to take it back: with a
    first load's threads busy, a page of 200 rows (and their flags) kept the window's
    thread waiting so for most of a frame and more. One JSON text, read by orjson, is
    one wait."""
    text = conn.execute(
        f"SELECT json_group_array(json_array({_ROW_MEMBERS})) FROM ({sql})", params
    ).fetchone()[0]
    rows: list[list[Any]] = orjson.loads(text)
    for row in rows:
        for i in _REALS:
            if row[i].__class__ is str:
                row[i] = float(row[i])
    return rows


def _row(r: Sequence[Any], public: Any = None) -> ListingRow:
    # Positional, in the fields' order (as `records.row_reader`).
    return ListingRow(
        r[0],
        _KINDS[r[1]],
        _SOURCES[r[2]],
        r[3],
        r[4],
        _STATES[r[5]],
        r[6],
        r[7],
        r[8],
        r[9],
        r[10],
        r[11],
        r[12],
        _flag(r[13]),
        _flag(r[14]),
        _flag(r[15]),
        tuple(r[16].split(",")) if r[16] else (),
        r[17],
        _flag(public),
    )


# Letters and digits only, as FTS5's unicode61 tokenizer sees words; underscores separate.
_WORD = re.compile(r"[^\W_]+", re.UNICODE)
_MAX_WORDS = 12


def search_words(text: str) -> tuple[str, ...]:
    """The words of `text` that a search looks for (see `fts_query`)."""
    return tuple(_WORD.findall(text)[:_MAX_WORDS])


def fts_query(text: str) -> str | None:
    """A safe FTS5 query: every word of `text` as a quoted prefix term, all required."""
    return _fts_query(search_words(text))


def _fts_query(words: Sequence[str]) -> str | None:
    if not words:
        return None
    return " ".join('"' + word.replace('"', '""') + '"*' for word in words)


def _narrows(words: Sequence[str], before: Sequence[str]) -> bool:
    """Whether every row matching `words` matches `before`: each word before is the start of
    the word in its place now, and words may follow (typing on). A word is letters and digits
    only, one token to FTS5, folded letter by letter: a longer prefix finds fewer tokens."""
    return 0 < len(before) <= len(words) and all(
        now.startswith(then) for now, then in zip(words, before, strict=False)
    )


_MATCHES = "SELECT rowid FROM listing_fts WHERE listing_fts MATCH ?"
# A connection's reading of the data's version (`_MatchSet.data_version`).
Version = tuple[int, int]
# The keys that match the text searched last on a connection: filled once per text (and per
# change of the data), then read by the count and by every page of that text. Building a set
# of 13,000 matching keys is most of a text search's time; as a subquery, SQLite built it
# again for each statement (the count, then the page).
_MATCH_SET = "temp.search_matches"
_SET_UP = (
    "CREATE TEMP TABLE IF NOT EXISTS search_matches (key INTEGER PRIMARY KEY)",
    # Which filling the table holds: written with it, so that a rollback of a transaction
    # the filling joined takes both back (the cache below then sees a stale generation).
    "CREATE TEMP TABLE IF NOT EXISTS search_filled (generation INTEGER NOT NULL)",
)
_IN_MATCH_SET = f"l.key IN {_MATCH_SET}"
# The listing's rows outside one kind's visible rows that match, each part through the index
# of (kind, shadowed): few rows (other kinds, shadowed server rows), so counting them beats
# looking up every match (100,000 matches of one letter: 90 ms).
_EXCLUDED_MATCHES = " + ".join(
    f"(SELECT count(*) FROM listing AS l INDEXED BY listing_by_title WHERE {part}"
    f" AND {_IN_MATCH_SET})"
    for part in ("l.kind < ?1", "l.kind > ?1", "l.kind = ?1 AND l.shadowed > 0")
)
_NO_FILTERS = SearchFilters()
# A draft that edits a product hides the product's row: the draft's content names the
# project then, else the cached answer does.
_PROJECT_ROWS = """
    SELECT l.key FROM listing AS l
    LEFT JOIN drafts AS d ON d.id = l.draft_id
    LEFT JOIN server_items AS s
        ON l.draft_id IS NULL AND s.kind = l.kind AND s.server_id = l.server_id
    WHERE l.kind = ?1 AND l.shadowed = 0 AND CAST(coalesce(
        json_extract(d.content, '$.projectNumber'), json_extract(s.data, '$.projectNumber')
    ) AS TEXT) = ?2
    ORDER BY l.category COLLATE NOCASE, l.title COLLATE NOCASE, l.key
"""


# How long a text may be for the set's size to be counted before it is filled: a word of a
# letter or two may match every row (every code starts with the same letters), and then the
# set is not filled at all (500,000 keys: 140 ms). FTS5's prefix index counts these quickly.
_COUNTED_FIRST = 2


@dataclass(slots=True)
class _MatchSet:
    """One connection's set of matching keys (`_MATCH_SET`), shared by every Catalogue on it.

    Two cases need no filling: a text that matches every row of the listing (`everything`,
    searched as no text is), and typing on (a longer word, a word more) when the narrower
    text matches as many rows as the set holds, which are then the same rows. Both are told
    by a count of the matches, a fraction of the filling's cost."""

    # Rows written to the temporary tables: not changes of the data, so the caches of counts
    # (keyed by the data's version) outlive a new text.
    own_changes: int = 0
    generation: int = 0
    words: tuple[str, ...] = ()  # the text it was filled for (its query: `_fts_query`)
    version: Version = (-1, -1)  # the data's version it was filled at
    size: int = 0
    # Every row of the listing matches: the table is not filled (nor read).
    everything: bool = False
    listed: tuple[Version, int] = ((-1, -1), 0)  # (data version, rows in the listing)
    # The kind's visible rows, for choosing how to read a page: kind -> (version, rows).
    visible: dict[str, tuple[Version, int]] = field(default_factory=dict)

    def data_version(self, conn: sqlite3.Connection) -> Version:
        """Changes by other connections (SQLite's `data_version`: a reader's only way to
        know) and this connection's own writes."""
        others = int(conn.execute("PRAGMA data_version").fetchone()[0])
        return (others, conn.total_changes - self.own_changes)

    def fill(self, conn: sqlite3.Connection, words: tuple[str, ...]) -> int:
        """The number of keys matching `words` (not none), which the set holds after this,
        or all of the listing's when `everything`."""
        match = _fts_query(words)
        assert match is not None
        version = self.data_version(conn)
        counted: int | None = None
        if version == self.version and (self.everything or self._intact(conn)):
            if self.words == words:
                return self.size
            if _narrows(words, self.words):
                counted = self._count(conn, match)
                if counted == self.size:
                    self.words = words
                    return counted
        if len(words) == 1 and len(words[0]) <= _COUNTED_FIRST:
            counted = self._count(conn, match) if counted is None else counted
            if counted == self._listed(conn, version):
                self.words, self.version, self.size = words, version, counted
                self.everything = True
                return counted
        before = conn.total_changes
        # Each time: a rollback takes back the tables made inside the transaction too.
        for statement in _SET_UP:
            conn.execute(statement)
        self.generation += 1
        conn.execute(f"DELETE FROM {_MATCH_SET}")
        size = conn.execute(f"INSERT INTO {_MATCH_SET} {_MATCHES}", (match,)).rowcount
        conn.execute("DELETE FROM temp.search_filled")
        conn.execute("INSERT INTO temp.search_filled VALUES (?)", (self.generation,))
        self.own_changes += conn.total_changes - before
        self.words, self.version, self.size = words, version, size
        self.everything = False
        return size

    @staticmethod
    def _count(conn: sqlite3.Connection, match: str) -> int:
        return int(conn.execute(f"SELECT count(*) FROM ({_MATCHES})", (match,)).fetchone()[0])

    def _listed(self, conn: sqlite3.Connection, version: Version) -> int:
        if self.listed[0] != version:
            self.listed = (version, int(conn.execute("SELECT count(*) FROM listing").fetchone()[0]))
        return self.listed[1]

    def _intact(self, conn: sqlite3.Connection) -> bool:
        try:
            found = conn.execute("SELECT generation FROM temp.search_filled").fetchone()
        except sqlite3.OperationalError:  # made in a transaction since rolled back
            return False
        return found is not None and found[0] == self.generation


# By database, then by connection (its temporary tables are its own): the writer's, for a
# read under its lock, and each reader's (`app.store.readers`).
_MATCH_SETS: weakref.WeakKeyDictionary[Database, dict[int, _MatchSet]] = weakref.WeakKeyDictionary()
_MATCH_SETS_LOCK = threading.Lock()


def _match_set(database: Database, conn: sqlite3.Connection) -> _MatchSet:
    # By id: a connection takes no weak reference, and lives as long as its database.
    with _MATCH_SETS_LOCK:
        return _MATCH_SETS.setdefault(database, {}).setdefault(id(conn), _MatchSet())


class Catalogue:
    """Read-only queries over the listing (server cache and drafts together).

    Search as you type asks for a count and a page at every keystroke over 100,000 rows;
    three things keep each under a frame. The keys matching the text are gathered once
    (`_MatchSet`) for the count and every page of it, and not at all when every row matches
    or typing on matches the same rows. The count, when no filter is chosen,
    is the number of matches less the few matching rows of other kinds or hidden (not a
    look-up of every match). A page is read in the order asked for by walking that order's
    index and keeping the matching rows, when the matches are dense enough for a page to
    come within `INDEX_WALK_LIMIT` entries; otherwise the matches are sorted (a few thousand
    rows).
    """

    def __init__(self, database: Database) -> None:
        self._db = database
        # The listing's indexes, by schema version (see `_has_index`).
        self._indexes: tuple[int, frozenset[str]] | None = None

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
        direction = " DESC" if descending else ""
        column = OrderBy(order_by)
        collation = " COLLATE NOCASE" if column in _NOCASE else ""
        order = f"l.{column}{collation}{direction}, l.key{direction}"
        words = search_words(text)
        match = _fts_query(words)
        unfiltered = filters is None or filters == _NO_FILTERS
        # One read transaction: the set of matches cannot change between filling and reading.
        with self._db.transaction(write=False) as conn:
            walk = ""
            if match is not None:
                match_set = _match_set(self._db, conn)
                matches = match_set.fill(conn, words)
                if match_set.everything:
                    match = None  # every row matches: read as without a text
                elif (
                    unfiltered
                    and self._walk_is_cheaper(conn, kind, matches, offset + limit)
                    and self._has_index(conn, _INDEX[column])
                ):
                    walk = f" INDEXED BY {_INDEX[column]}"
            where, params = self._where(kind, match, filters, (_IN_MATCH_SET, []))
            found = _page_rows(
                conn,
                f"SELECT {_ROW_COLUMNS} FROM listing AS l{walk} WHERE {where} ORDER BY {order}"
                " LIMIT ? OFFSET ?",
                [*params, limit, offset],
            )
            return self._rows(conn, found)

    def _walk_is_cheaper(
        self, conn: sqlite3.Connection, kind: RecordKind, matches: int, wanted: int
    ) -> bool:
        """Whether `wanted` matching rows come within `INDEX_WALK_LIMIT` index entries
        (taking the matches as spread evenly over the order)."""
        return matches > 0 and wanted * self._visible(conn, kind) <= INDEX_WALK_LIMIT * matches

    def _has_index(self, conn: sqlite3.Connection, name: str) -> bool:
        """Whether the listing has index `name` now (a first load builds the sort indexes
        after its rows, see `listing.SORT_INDEXES`): known until the schema changes."""
        version = int(conn.execute("PRAGMA schema_version").fetchone()[0])
        if self._indexes is None or self._indexes[0] != version:
            self._indexes = (version, listing.present_indexes(conn))
        return name in self._indexes[1]

    def _visible(self, conn: sqlite3.Connection, kind: RecordKind) -> int:
        # Asked at every keystroke (a page's way, the count of no text): kept until a write.
        match_set = _match_set(self._db, conn)
        version = match_set.data_version(conn)
        known = match_set.visible.get(kind.value)
        if known is None or known[0] != version:
            sql = "SELECT count(*) FROM listing WHERE kind = ? AND shadowed = 0"
            known = (version, int(conn.execute(sql, (kind.value,)).fetchone()[0]))
            match_set.visible[kind.value] = known
        return known[1]

    def count(
        self, kind: RecordKind | str, text: str = "", *, filters: SearchFilters | None = None
    ) -> int:
        kind = RecordKind(kind)
        words = search_words(text)
        match = _fts_query(words)
        unfiltered = filters is None or filters == _NO_FILTERS
        with self._db.transaction(write=False) as conn:
            if match is not None:
                match_set = _match_set(self._db, conn)
                matches = match_set.fill(conn, words)
                if match_set.everything:
                    match = None  # every row matches: counted as without a text
            if match is None and unfiltered:
                return self._visible(conn, kind)
            if match is not None and unfiltered:
                excluded = conn.execute(f"SELECT {_EXCLUDED_MATCHES}", (kind.value,))
                return matches - int(excluded.fetchone()[0])
            where, params = self._where(kind, match, filters, (_IN_MATCH_SET, []))
            found = conn.execute(f"SELECT count(*) FROM listing AS l WHERE {where}", params)
            return int(found.fetchone()[0])

    def rows(self, keys: Sequence[int]) -> list[ListingRow]:
        """The rows of `keys`, in that order; keys that no longer exist are skipped."""
        with self._db.transaction(write=False) as conn:
            found = _page_rows(
                conn,
                f"SELECT {_ROW_COLUMNS} FROM listing AS l"
                " WHERE l.key IN (SELECT value FROM json_each(?))",
                (json.dumps(list(keys)),),
            )
            by_key = {r.key: r for r in self._rows(conn, found)}
        return [by_key[k] for k in keys if k in by_key]

    def rows_of(self, kind: RecordKind, records: Sequence[tuple[Source, str]]) -> list[ListingRow]:
        """The rows of `records` (each a draft's or a server record's id, by its source), in
        that order; records without a row are skipped."""
        drafts = [ident for source, ident in records if source is Source.DRAFTS]
        servers = [ident for source, ident in records if source is Source.SERVER]
        found = self._db.query(
            "SELECT key, source, draft_id FROM listing WHERE draft_id IN (SELECT value FROM"
            " json_each(?2)) AND kind = ?1 AND source = 'draft' UNION ALL SELECT key, source,"
            " server_id FROM listing WHERE kind = ?1 AND server_id IN (SELECT value FROM"
            " json_each(?3)) AND source = 'server'",
            (kind.value, json.dumps(drafts), json.dumps(servers)),
        )
        keys = {(_SOURCES[source], ident): key for key, source, ident in found}
        return self.rows([key for record in records if (key := keys.get(record)) is not None])

    def shown_row(
        self, kind: RecordKind, draft_id: str | None, server_id: str | None
    ) -> ListingRow | None:
        """The visible row of a draft, else the visible row of its server record (a synced
        draft's own row hides behind its record's)."""
        found = self._db.query_one(
            "SELECT key FROM listing WHERE kind = ?1 AND shadowed = 0 AND"
            " (draft_id = ?2 OR (?3 IS NOT NULL AND server_id = ?3))"
            " ORDER BY draft_id IS NOT ?2 LIMIT 1",
            (kind.value, draft_id, server_id),
        )
        rows = [] if found is None else self.rows([found[0]])
        return rows[0] if rows else None

    def project_rows(self, number: int) -> list[ListingRow]:
        """The visible product rows whose form (a draft's content) or cached answer names
        project `number`, by category and title."""
        return self.rows(self._db.column(_PROJECT_ROWS, (RecordKind.PRODUCT.value, str(number))))

    def project_numbers(self) -> list[int]:
        """Every project number the local products name."""
        found = self._db.column(
            "SELECT DISTINCT CAST(json_extract(data, '$.projectNumber') AS TEXT) FROM"
            " server_items WHERE kind = ?1 UNION SELECT CAST(json_extract(content,"
            " '$.projectNumber') AS TEXT) FROM drafts WHERE kind = ?1",
            (RecordKind.PRODUCT.value,),
        )
        return sorted({int(n) for n in found if isinstance(n, str) and n.isdigit()})

    def standing(self, draft_id: str) -> DraftStanding | None:
        """One draft's standing (a row's tooltip); None when the draft is gone."""
        return draft_standing(self._db, draft_id)

    @staticmethod
    def _rows(conn: sqlite3.Connection, found: Sequence[Sequence[Any]]) -> list[ListingRow]:
        """Rows with their public flag, looked up for just these rows.

        A second query rather than a subquery per row: under an ORDER BY that needs
        a sort, SQLite would evaluate the subquery for every matching row, which
        doubled the time of a search over 100,000 products.
        """
        by_kind: dict[str, list[str]] = {}
        for r in found:
            if r[3] is not None:
                by_kind.setdefault(r[1], []).append(r[3])
        # Per kind (a page has one): each record a look-up by primary key, in one step.
        flags = {
            (kind, sid): flag
            for kind, ids in by_kind.items()
            for sid, flag in orjson.loads(
                conn.execute(
                    "SELECT json_group_array(json_array(server_id, public)) FROM server_items"
                    " WHERE kind = ? AND server_id IN (SELECT value FROM json_each(?))",
                    (kind, json.dumps(ids)),
                ).fetchone()[0]
            )
        }
        # A draft editing a product shows the flag of the product it edits.
        return [_row(r, flags.get((r[1], r[3]))) for r in found]

    @staticmethod
    def where(kind: RecordKind, text: str, filters: SearchFilters | None) -> tuple[str, list[Any]]:
        """The WHERE clause (over `listing AS l`) of a search, and its parameters."""
        match = fts_query(text)
        return Catalogue._where(kind, match, filters, (f"l.key IN ({_MATCHES})", [match]))

    @staticmethod
    def _where(
        kind: RecordKind,
        match: str | None,
        filters: SearchFilters | None,
        matching: tuple[str, list[Any]],
    ) -> tuple[str, list[Any]]:
        """The clause and parameters; `matching` (a clause and its parameters) keeps the
        rows that match `match`, if any."""
        clauses = ["l.kind = ?", "l.shadowed = 0"]
        params: list[Any] = [kind.value]
        if match is not None:
            clauses.append(matching[0])
            params += matching[1]
        f = filters or SearchFilters()
        statuses = json.dumps(f.statuses) if f.statuses else None
        states = [DraftState(s).value for s in f.draft_states]
        for clause, value in (
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
