"""The listing rows of many drafts written at once (a change of many records,
`app.store.bulk`): a few statements for them all where `listing.upsert_draft_row` takes three
a draft, each the same rows it would write (a test compares with a rebuilt listing). The
rule of what a row is made of stays `listing`'s: its plan of columns is read from there."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from functools import cache
from typing import Any

from app.store.kinds import RecordKind
from app.store.listing import _FIELD_MARKS
from app.store.listing import _FIELD_NAMES
from app.store.listing import _FTS_NAMES
from app.store.listing import _SET_FIELDS
from app.store.listing import _TEXTS
from app.store.listing import FIELD_COLUMNS
from app.store.listing import FTS_COLUMNS
from app.store.listing import ListingFields
from app.store.listing import _dotted
from app.store.listing import _plan
from app.store.listing import _reshadow
from app.store.listing import _row_values


@cache
def text_paths(kind: RecordKind) -> frozenset[str]:
    """The wire paths whose values make a record's full-text columns (its title, `search`)."""
    paths = _dotted(kind)
    return frozenset(
        paths[i] for column, at, _read in _plan(kind)[1] if column in _TEXTS for i in at
    )


@cache
def column_paths(kind: RecordKind) -> dict[str, str]:
    """{wire path: the listing column it alone fills} for the sort and filter columns."""
    paths = _dotted(kind)
    return {
        paths[at[0]]: column
        for column, at, _read in _plan(kind)[1]
        if column not in _TEXTS and len(at) == 1
    }


def set_draft_columns(
    conn: sqlite3.Connection, draft_ids: Sequence[str], values: Mapping[str, Any], at: str
) -> None:
    """The same values of some sort and filter columns, and the time, for many drafts' rows
    at once: a change of the same fields on each (no full-text column among them)."""
    unknown = set(values) - set(FIELD_COLUMNS[len(FTS_COLUMNS) : -1])
    if unknown:
        raise ValueError(f"not sort and filter columns: {sorted(unknown)}")
    assignments = "".join(f"{column} = ?, " for column in values)
    conn.execute(
        f"UPDATE listing SET {assignments}updated_at = ?"
        " WHERE rowid IN (SELECT rowid FROM listing INDEXED BY listing_by_draft"
        " WHERE draft_id IN (SELECT value FROM json_each(?)))",
        (*values.values(), at, json.dumps(list(draft_ids))),
    )


def copy_server_rows(
    conn: sqlite3.Connection,
    kind: RecordKind,
    rows: Sequence[tuple[str, str, str]],
    values: Mapping[str, Any],
    at: str,
) -> list[str]:
    """Rows of new edit drafts (not synced): (draft id, state, server id), copied from the rows of
    the records they edit with `values` of some sort and filter columns (a change of the same
    fields on each, none of them full-text) and their time: nothing of each read in Python.
    The ids of drafts whose record has no row are returned, for `insert_draft_rows`."""
    if not rows:
        return []
    first = int(conn.execute("SELECT coalesce(max(key), 0) + 1 FROM listing").fetchone()[0])
    names = FIELD_COLUMNS[:-1]
    chosen = ", ".join("?" if c in values else f"s.{c}" for c in names)
    copied = conn.execute(
        f"INSERT INTO listing (key, kind, source, draft_id, draft_state, server_id,"
        f" {', '.join(names)}, updated_at) SELECT ? + j.key, s.kind, 'draft',"
        " json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]'), s.server_id,"
        # The ids drive (CROSS JOIN keeps json_each outer) and each is found by the record's
        # index, named: a store that has just loaded its catalogue has no statistics yet,
        # and the planner scanned the JSON once per listing row (59 s for 10,000 records).
        f" {chosen}, ? FROM json_each(?) AS j CROSS JOIN listing AS s INDEXED BY listing_by_record"
        " ON s.kind = ?"
        " AND s.source = 'server' AND s.server_id = json_extract(j.value, '$[2]')",
        (first, *(values[c] for c in names if c in values), at, json.dumps(rows), kind.value),
    ).rowcount
    conn.execute(
        f"INSERT INTO listing_fts (rowid, {_FTS_NAMES})"
        f" SELECT key, {_FTS_NAMES} FROM listing WHERE key BETWEEN ? AND ?",
        (first, first + len(rows) - 1),
    )
    # New drafts are not synced: by the rule (`SHADOW_CASE`) they show and the rows of
    # the records they edit hide, known without asking the rule of each row.
    conn.execute(
        "UPDATE listing SET shadowed = 1 WHERE rowid IN (SELECT rowid FROM listing"
        " INDEXED BY listing_by_record WHERE kind = ? AND server_id IN"
        " (SELECT value FROM json_each(?))) AND source = 'server' AND shadowed = 0",
        (kind.value, json.dumps([server_id for _i, _state, server_id in rows])),
    )
    if copied == len(rows):
        return []
    listed = set(
        row[0]
        for row in conn.execute(
            "SELECT draft_id FROM listing WHERE key BETWEEN ? AND ?",
            (first, first + len(rows) - 1),
        )
    )
    return [draft_id for draft_id, _state, _sid in rows if draft_id not in listed]


_UNTEXTED = FIELD_COLUMNS[len(FTS_COLUMNS) :]
_SET_UNTEXTED = ", ".join(f"{c} = ?" for c in _UNTEXTED)


def update_draft_rows(
    conn: sqlite3.Connection,
    rows: Iterable[tuple[str, str, ListingFields, str]],
    *,
    texts: bool = True,
) -> None:
    """The rows of drafts whose content changed: (draft id, state, fields, updated at), in
    one statement run (what `upsert_draft_row` writes for a draft already listed). Without
    `texts` the full-text columns, and with them the full-text index, are left as they are
    (a change that touches none of `text_paths`)."""
    if texts:
        conn.executemany(
            f"UPDATE listing SET {_SET_FIELDS}, draft_state = ? WHERE draft_id = ?",
            ((*_row_values(f)[:-1], at, state, i) for i, state, f, at in rows),
        )
        return
    skip = len(FTS_COLUMNS)
    conn.executemany(
        f"UPDATE listing SET {_SET_UNTEXTED}, draft_state = ? WHERE draft_id = ?",
        ((*_row_values(f)[skip:-1], at, state, i) for i, state, f, at in rows),
    )


def insert_draft_rows(
    conn: sqlite3.Connection,
    kind: RecordKind,
    rows: Sequence[tuple[str, str, str | None, ListingFields, str]],
) -> None:
    """New drafts' rows: (draft id, state, server id, fields, updated at); their full-text
    rows copied by key range, the rows of the records they edit shadowed, in a few
    statements (what `upsert_draft_row` writes for each)."""
    if not rows:
        return
    first = int(conn.execute("SELECT coalesce(max(key), 0) + 1 FROM listing").fetchone()[0])
    conn.executemany(
        f"INSERT INTO listing (key, kind, source, draft_id, draft_state, server_id,"
        f" {_FIELD_NAMES}) VALUES (?, ?, 'draft', ?, ?, ?, {_FIELD_MARKS})",
        (
            (key, kind.value, i, state, sid, *_row_values(f)[:-1], at)
            for key, (i, state, sid, f, at) in enumerate(rows, first)
        ),
    )
    conn.execute(
        f"INSERT INTO listing_fts (rowid, {_FTS_NAMES})"
        f" SELECT key, {_FTS_NAMES} FROM listing WHERE key BETWEEN ? AND ?",
        (first, first + len(rows) - 1),
    )
    ids = sorted({sid for _i, _state, sid, _f, _at in rows if sid is not None})
    _reshadow(conn, _BY_RECORD, (kind.value, json.dumps(ids)))


# Rows of some records, found by their index, named (see `copy_server_rows`).
_BY_RECORD = (
    "rowid IN (SELECT rowid FROM listing INDEXED BY listing_by_record"
    " WHERE kind = ? AND server_id IN (SELECT value FROM json_each(?)))"
)


def reshadow_records(conn: sqlite3.Connection, kind: RecordKind, server_ids: Sequence[str]) -> None:
    """Recompute which rows of these server records are visible, in one statement."""
    if server_ids:
        _reshadow(conn, _BY_RECORD, (kind.value, json.dumps(list(server_ids))))
