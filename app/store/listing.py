"""The listing: one searchable row per cached server record and per draft.

The `listing` table is derived data, always rebuildable from `server_items` and
`drafts`: the columns the UI's tables and filters need and the texts of the full-text
index `listing_fts`. The request models declare which field fills which column
(`Ui(title=..., column=..., search=...)`); what only the service sends is named here.

A draft's row holds its state; why it is not synced (the service's notice, the fields it
refused) is read for one draft at a time (`draft_standing`), when the user asks, so the
listing's pages stay as light as they were.

Shadowing: a draft that edits a server record (same kind and server id, not yet
synced) hides the cached server row, so search shows the user's version. A synced
draft hides itself as soon as the cache holds the server's own version of it.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
import operator
import sqlite3
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import orjson

from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.notices import problems_from_json
from app.store.database import Database
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import load_json
from app.store.listing_values import at_path
from app.store.listing_values import first
from app.store.listing_values import first_text
from app.store.listing_values import flag
from app.store.listing_values import names
from app.store.listing_values import number
from app.store.listing_values import text
from app.store.listing_values import timestamp


@dataclass(frozen=True, slots=True, kw_only=True)
class ListedColumns:
    """A record's sort and filter columns, as the listing holds them and a table row shows
    them (`app.ui.records.rows.RecordRow`)."""

    category: str | None = None
    sub_category: str | None = None
    status: str | None = None
    city: str | None = None
    price: float | None = None
    quantity: float | None = None
    published: bool | None = None
    private: bool | None = None
    archived: bool | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class ListingFields(ListedColumns):
    # Full-text columns (same order as listing_fts).
    title: str = ""
    description: str = ""
    categories: str = ""
    address: str = ""
    other: str = ""
    # The sort and filter columns (`ListedColumns`) come between these and the last two.
    event_types: str | None = None
    updated_at: str | None = None


@dataclass(frozen=True, slots=True)
class DraftStanding:
    """Where a draft stands on its way to the server, and what the service last said of it."""

    id: str
    kind: RecordKind
    state: DraftState
    notice: Notice | None = None
    field_errors: FieldProblems = dataclasses.field(default_factory=dict)
    # Held behind the other half of its split or merge (`app.store.lots`): that half's
    # draft state ("gone": its draft was deleted); None: not held.
    held_behind: str | None = None


def draft_standing(database: Database, draft_id: str) -> DraftStanding | None:
    """One draft's standing (a table row's tooltip); None when the draft is gone."""
    row = database.query_one(
        "SELECT kind, state, error_message, field_errors,"
        " (SELECT coalesce(f.state, 'gone') FROM lots AS l LEFT JOIN drafts AS f"
        "  ON f.id = l.first_id WHERE l.held_id = d.id AND l.state = 'held') AS held_behind"
        " FROM drafts AS d WHERE id = ?",
        (draft_id,),
    )
    if row is None:
        return None
    kind, state, message, errors, held_behind = row
    return DraftStanding(
        draft_id,
        RecordKind(kind),
        DraftState(state),
        Notice.loads(message),
        problems_from_json(load_json(errors)) if errors else {},
        None if held_behind is None else str(held_behind),
    )


# The listing's columns in the order its statements name them: the full-text ones, the sort
# and filter ones, the event types and "updated" last (a draft's is its own time).
_LISTED = tuple(f.name for f in dataclasses.fields(ListedColumns))
_OWN = tuple(f.name for f in dataclasses.fields(ListingFields) if f.name not in _LISTED)
FTS_COLUMNS = _OWN[:5]
FIELD_COLUMNS = (*FTS_COLUMNS, *_LISTED, *_OWN[5:])
_FTS_NAMES = ", ".join(FTS_COLUMNS)


# Server data and half-typed forms can hold anything: every reading (`listing_values`)
# returns None for a shape it does not expect instead of raising. What a kind's columns and texts
# are made of is its request schema's (`Ui(title=..., column=..., search=...)`) plus
# what only the service sends (`_RESPONSE_ONLY`): one list of paths per column.

_RESPONSE_ONLY: dict[RecordKind, dict[str, tuple[str, ...]]] = {
    RecordKind.PRODUCT: {"updated_at": ("updated_at",)},
    RecordKind.PROJECT: {
        "description": ("beschrijving",),
        "categories": ("functie_object",),
        "other": ("architect", "materiaaleigenaar"),
        "category": ("functie_object",),
        "published": ("published",),
        "archived": ("archived",),
        "updated_at": ("updated_at",),
    },
    RecordKind.SUBSCRIPTION: {
        "description": ("description",),
        "categories": ("status",),
        "other": ("url", "consumer_id"),
        "status": ("status",),
        "updated_at": ("created_date",),
    },
}
_TEXTS = frozenset(FTS_COLUMNS)


_Read = Callable[[Sequence[Any]], Any]
_READ: dict[str, _Read] = {
    "title": lambda values: first_text(values) or "",
    "event_types": names,
    "updated_at": first(timestamp),
    **dict.fromkeys(("price", "quantity"), first(number)),
    **dict.fromkeys(("published", "private", "archived"), first(flag)),
}


# Where a kind's listing columns are read from: each path once, then by column, each
# with its reading (None for a full-text column: every value's text, joined).
_Plan = tuple[list[tuple[str, ...]], list[tuple[str, list[int], _Read | None]]]


@cache
def _plan(kind: RecordKind) -> _Plan:
    # The request models (pydantic) come with the first record extracted, not the store.
    from app.api.kinds import request_model
    from app.api.schema import schema_fields

    model = request_model(kind.value)
    by_column: dict[str, list[str]] = {}
    for found in schema_fields(model):
        for column in ("title" if found.ui.title else None, found.ui.column, found.ui.search):
            if column is not None:
                by_column.setdefault(column, []).append(found.path)
    for column, extra in _RESPONSE_ONLY[kind].items():
        by_column.setdefault(column, []).extend(extra)
    paths = list(dict.fromkeys(path for column in by_column.values() for path in column))
    return [tuple(path.split(".")) for path in paths], [
        (
            column,
            [paths.index(path) for path in column_paths],
            None if column in _TEXTS else _READ.get(column, first_text),
        )
        for column, column_paths in by_column.items()
    ]


def filled_columns(kind: RecordKind) -> tuple[str, ...]:
    """The columns `extract` can fill from a record of `kind` (with "updated_at", last);
    the others always keep their defaults, which the table's are too."""
    planned = {column for column, _, _ in _plan(kind)[1]}
    return (*(c for c in FIELD_COLUMNS[:-1] if c in planned), FIELD_COLUMNS[-1])


def extract(kind: RecordKind, data: Any, server_id: str | None = None) -> ListingFields:
    """The listing columns of one record (server JSON or draft form content)."""
    if not isinstance(data, dict):
        return ListingFields(other=server_id or "")
    paths, columns = _plan(kind)
    return _fields(columns, [at_path(data, keys) for keys in paths], server_id)


_LeafReader = Callable[[Mapping[str, Any]], Any]


@cache
def leaves_reader(kind: RecordKind) -> Callable[[Mapping[str, Any]], tuple[Any, ...]]:
    """How to read the values of `filled_columns(kind)` but the last ("updated_at", the
    draft's own time) from a draft's content given as its leaves by dotted path (what an
    import's plan has: no lists of groups), as `extract` reads them from the content: one
    small reading per column, made once per kind (an import reads 10,000 rows at once;
    twice as fast as `extract` with its ListingFields between)."""
    paths = _dotted(kind)
    readers = {
        column: _leaf_reader([paths[i] for i in at], read) for column, at, read in _plan(kind)[1]
    }
    readings = [readers[column] for column in filled_columns(kind)[:-1]]
    return lambda leaves: tuple([read(leaves) for read in readings])


def _leaf_reader(paths: list[str], read: _Read | None) -> _LeafReader:
    def values(leaves: Mapping[str, Any]) -> list[Any]:
        found: list[Any] = []
        for path in paths:
            value = leaves.get(path)
            if type(value) is list:
                found.extend(value)
            elif value is not None:
                found.append(value)
        return found

    if read is None:  # a full-text column
        return lambda leaves: " ".join(filter(None, map(text, values(leaves))))
    if len(paths) == 1 and read is first_text:  # most columns: one path, its first text
        (path,) = paths
        return lambda leaves: (
            first_text(value) if type(value := leaves.get(path)) is list else text(value)
        )
    return lambda leaves: read(values(leaves))


@cache
def _dotted(kind: RecordKind) -> list[str]:
    return [".".join(keys) for keys in _plan(kind)[0]]


def _fields(
    columns: list[tuple[str, list[int], _Read | None]],
    found: Sequence[Sequence[Any]],
    server_id: str | None,
) -> ListingFields:
    fields: dict[str, Any] = {}
    for column, at, read in columns:
        values = found[at[0]] if len(at) == 1 else [v for i in at for v in found[i]]
        if read is not None:
            fields[column] = read(values)
        else:
            if column == "other" and server_id:
                values = [server_id, *values]
            fields[column] = " ".join(filter(None, map(text, values)))
    if server_id and "other" not in fields:
        fields["other"] = server_id
    return ListingFields(**fields)


_SET_FIELDS = ", ".join(f"{c} = ?" for c in FIELD_COLUMNS)
_FIELD_MARKS = ", ".join("?" for _ in FIELD_COLUMNS)
_FIELD_NAMES = ", ".join(FIELD_COLUMNS)

# A product from the service carries no date (the interface gives it none), so its row's
# "updated" is when this computer received that version of it: `server_items.fetched_at`,
# which a refresh writes only when the product's content changed. A date the service
# sends one day still comes first. The Products table says so in its tooltips.
RECEIVED_AS_UPDATED = frozenset({RecordKind.PRODUCT})
_RECEIVED = (
    "coalesce(?, (SELECT fetched_at FROM server_items AS s WHERE s.kind = {} AND s.server_id = {}))"
)
# Parameters 2 and 3 of the insert are the row's kind and server id (numbered: reused).
_RECEIVED_MARKS = ", ".join(["?"] * (len(FIELD_COLUMNS) - 1) + [_RECEIVED.format("?2", "?3")])
_RECEIVED_SET = (
    _SET_FIELDS.removesuffix("updated_at = ?")
    + "updated_at = "
    + _RECEIVED.format("listing.kind", "listing.server_id")
)


# Not dataclasses.astuple: it deep-copies, which costs seconds at 100,000 rows.
_row_values: Callable[[ListingFields], tuple[Any, ...]] = operator.attrgetter(*FIELD_COLUMNS)


def upsert_draft_row(conn: sqlite3.Connection, draft: sqlite3.Row, content: Any) -> None:
    """Put a draft (its `drafts` row and form content) in the listing, and reshadow its
    record. A state or server id change reaches the listing by trigger; new content
    needs the extraction, which only Python has."""
    kind, state, server_id = draft["kind"], draft["state"], draft["server_id"]
    fields = extract(RecordKind(kind), content, server_id)
    # A draft's "updated" is when the user last typed, not a field of the form.
    values = (*_row_values(fields)[:-1], draft["updated_at"])
    cursor = conn.execute(
        f"UPDATE listing SET {_SET_FIELDS}, draft_state = ?, server_id = ? WHERE draft_id = ?",
        (*values, state, server_id, draft["id"]),
    )
    if cursor.rowcount == 0:
        key = conn.execute(
            f"INSERT INTO listing (kind, source, draft_id, draft_state, server_id, "
            f"{_FIELD_NAMES}) VALUES (?, 'draft', ?, ?, ?, {_FIELD_MARKS}) RETURNING key",
            (kind, draft["id"], state, server_id, *values),
        ).fetchone()[0]
        conn.execute(
            f"INSERT INTO listing_fts (rowid, {_FTS_NAMES})"
            f" SELECT key, {_FTS_NAMES} FROM listing WHERE key = ?",
            (key,),
        )
    reshadow_record(conn, RecordKind(kind), server_id)


def _received_values(
    kind: RecordKind, fields: ListingFields, received: str | None
) -> tuple[Any, ...]:
    values = _row_values(fields)
    if received is not None and values[-1] is None and kind in RECEIVED_AS_UPDATED:
        return (*values[:-1], received)
    return values


def _looks_up_received(kind: RecordKind, received: str | None) -> bool:
    """Whether SQL looks up when each row's item was received: its kind has no date of its
    own and the caller does not know when the rows came."""
    return kind in RECEIVED_AS_UPDATED and received is None


def insert_server_rows(
    conn: sqlite3.Connection,
    kind: RecordKind,
    rows: Iterable[tuple[str, ListingFields]],
    *,
    received: str | None = None,
) -> None:
    """`received`: when the rows' items were received (their `fetched_at`), if known: the
    "updated" of a kind that has none of its own, without a look-up per row."""
    # Keys are handed out here, inside the write transaction (so no one else can take
    # them) and in one run, so the full-text index is filled from the new rows by one
    # INSERT ... SELECT: the texts never travel from Python to SQLite a second time.
    first_key = int(conn.execute("SELECT coalesce(max(key), 0) + 1 FROM listing").fetchone()[0])
    keys = itertools.count(first_key)
    if _looks_up_received(kind, received):
        conn.executemany(
            f"INSERT INTO listing (key, kind, source, server_id, {_FIELD_NAMES}) "
            f"VALUES (?, ?, 'server', ?, {_RECEIVED_MARKS})",
            ((next(keys), kind.value, sid, *_row_values(fields)) for sid, fields in rows),
        )
    else:
        values = [(sid, *_received_values(kind, fields, received)) for sid, fields in rows]
        text = json_rows(values)
        if text is None:
            conn.executemany(
                f"INSERT INTO listing (key, kind, source, server_id, {_FIELD_NAMES}) "
                f"VALUES (?, ?, 'server', ?, {_FIELD_MARKS})",
                ((next(keys), kind.value, *row) for row in values),
            )
        else:
            conn.execute(
                f"INSERT INTO listing (key, kind, source, server_id, {_FIELD_NAMES})"
                f" SELECT ?1 + j.key, ?2, 'server', {json_columns(1 + len(FIELD_COLUMNS))}",
                (first_key, kind.value, text),
            )
            keys = itertools.count(first_key + len(values))
    last_key = next(keys) - 1
    if last_key >= first_key:
        conn.execute(
            f"INSERT INTO listing_fts (rowid, {_FTS_NAMES})"
            f" SELECT key, {_FTS_NAMES} FROM listing WHERE key BETWEEN ? AND ?",
            (first_key, last_key),
        )


def json_columns(count: int, parameter: str = "?3") -> str:
    """The `count` members of each row of a JSON array of rows (`json_rows`), given as the
    statement's `parameter`, as columns (ending in the FROM clause)."""
    members = ", ".join(f"j.value ->> {i}" for i in range(count))
    return f"{members} FROM json_each({parameter}) AS j"


def json_rows(values: Sequence[tuple[Any, ...]]) -> str | None:
    """`values` (rows) as one JSON array of arrays, for one statement that reads them in
    SQLite (`json_each`, see `json_columns`); None when JSON cannot hold each exactly (a
    float that is not finite, text that is not Unicode): those go by `executemany`.

    One statement, not `executemany`: SQLite runs it without the interpreter lock, where
    `executemany` takes the lock back for every row, so a first load's writes on a worker
    thread no longer wait row by row behind the pages read on the event loop (on a
    2-core machine, a first load of 100,000 products spent half its time so)."""
    try:
        text = orjson.dumps(values).decode()
    except (TypeError, orjson.JSONEncodeError):
        return None
    # orjson writes a float that is not finite (inf, nan) as null: those go by parameters.
    if "null" in text and any(
        type(v) is float and not math.isfinite(v) for row in values for v in row
    ):
        return None
    return text


def update_server_rows(
    conn: sqlite3.Connection,
    kind: RecordKind,
    rows: Iterable[tuple[str, ListingFields]],
    *,
    received: str | None = None,
) -> None:
    columns = _RECEIVED_SET if _looks_up_received(kind, received) else _SET_FIELDS
    conn.executemany(
        f"UPDATE listing SET {columns} WHERE kind = ? AND server_id = ? AND source = 'server'",
        (
            (*_received_values(kind, fields, received), kind.value, server_id)
            for server_id, fields in rows
        ),
    )


def delete_server_rows(conn: sqlite3.Connection, kind: RecordKind, ids: Iterable[str]) -> None:
    # One statement over a JSON array of ids rather than one statement per id.
    conn.execute(
        "DELETE FROM listing WHERE kind = ? AND source = 'server'"
        " AND server_id IN (SELECT value FROM json_each(?))",
        (kind.value, json.dumps(list(ids))),
    )


# The indexes of the sort orders but the window's own (by change, newest first, which it
# opens with) and the title's (which `catalogue` names when it counts): a first load builds
# them after its rows are in, one each (see `cache.ListRefresh`), where keeping them up row
# by row costs a fifth of its writes. Missing, a sort is as right, only slower (the rows
# sorted at each page read). As the schema creates them (step 2).
SORT_INDEXES: dict[str, str] = {
    f"listing_by_{name}": (
        f"CREATE INDEX IF NOT EXISTS listing_by_{name} ON listing (kind, shadowed, {column})"
    )
    for name, column in (
        ("category", "category COLLATE NOCASE"),
        ("status", "status"),
        ("city", "city COLLATE NOCASE"),
        ("price", "price"),
        ("quantity", "quantity"),
    )
}


def present_indexes(conn: sqlite3.Connection) -> frozenset[str]:
    """The listing's indexes that exist now."""
    rows = conn.execute(
        "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'listing'"
    )
    return frozenset(name for (name,) in rows)


def drop_sort_indexes(conn: sqlite3.Connection) -> None:
    for name in SORT_INDEXES:
        conn.execute(f"DROP INDEX IF EXISTS {name}")


SHADOW_CASE = """
    CASE WHEN source = 'server' THEN EXISTS (
        SELECT 1 FROM listing AS d INDEXED BY listing_by_record
        WHERE d.kind = listing.kind AND d.server_id = listing.server_id
          AND d.source = 'draft' AND d.draft_state != 'synced')
    ELSE draft_state = 'synced' AND EXISTS (
        SELECT 1 FROM listing AS s INDEXED BY listing_by_record
        WHERE s.kind = listing.kind AND s.server_id = listing.server_id
          AND s.source = 'server')
    END"""
"""Whether a listing row is hidden: the one statement of the rule, which the trigger
`drafts_state_to_listing` (see `migrations`) holds too.

The other rows of a record are looked up by its index, named: the planner's statistics
of a store whose drafts were made offline say that index finds a thousand rows per
record (their server ids were all empty), and it scanned the listing once per row
instead: 0.3-0.4 s with the store's lock held after a sync of 1,000 drafts, 10 ms now."""


def _reshadow(conn: sqlite3.Connection, rows: str, params: tuple[str, ...]) -> None:
    # Only rows whose flag changes are written: a written row rewrites every index
    # that holds `shadowed`.
    conn.execute(
        f"UPDATE listing SET shadowed = NOT shadowed WHERE {rows}"
        f" AND shadowed IS NOT ({SHADOW_CASE})",
        params,
    )


def reshadow_record(conn: sqlite3.Connection, kind: RecordKind, server_id: str | None) -> None:
    """Recompute which of the rows of one server record are visible."""
    if server_id is not None:
        # By rowid, the index named: stale statistics (see `SHADOW_CASE`) made it a scan.
        _reshadow(
            conn,
            "rowid IN (SELECT rowid FROM listing INDEXED BY listing_by_record"
            " WHERE kind = ? AND server_id = ?)",
            (kind.value, server_id),
        )


def reshadow_kind(conn: sqlite3.Connection, kind: RecordKind) -> None:
    """Recompute visibility for a whole kind after a bulk refresh.

    Only rows of a server id that some draft carries can be shadowed, and drafts
    are few: those rows, and any row still marked shadowed, are recomputed through
    the indexes instead of rewriting 100,000 rows (a quarter of a second with the
    store's lock held).
    """
    _reshadow(
        conn,
        # By rowid, the index named: stale statistics (see `SHADOW_CASE`) made it a scan.
        "rowid IN (SELECT rowid FROM listing INDEXED BY listing_by_record WHERE kind = ?1"
        " AND server_id IN (SELECT server_id FROM listing INDEXED BY listing_by_draft"
        " WHERE draft_id IS NOT NULL AND kind = ?1 AND server_id IS NOT NULL))",
        (kind.value,),
    )
    _reshadow(conn, "kind = ? AND shadowed = 1", (kind.value,))


def rebuild(conn: sqlite3.Connection) -> None:
    """Recreate every listing row from `server_items` and `drafts` (after migrations)."""
    conn.execute("DELETE FROM listing")
    for kind in RecordKind:
        cached = conn.execute(
            "SELECT server_id, data FROM server_items WHERE kind = ?", (kind.value,)
        )
        insert_server_rows(
            conn, kind, ((sid, extract(kind, load_json(data), sid)) for sid, data in cached)
        )
    drafts = conn.cursor()
    drafts.row_factory = sqlite3.Row  # by name, whatever the connection's own factory
    for row in drafts.execute("SELECT * FROM drafts").fetchall():
        upsert_draft_row(conn, row, load_json(row["content"]))
    for kind in RecordKind:
        reshadow_kind(conn, kind)
