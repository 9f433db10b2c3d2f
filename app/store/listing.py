"""The listing: one searchable row per cached server record and per draft.

The `listing` table is derived data: the columns the tables and filters of the UI
need, pulled out of the server JSON or the draft's form content, plus the text
that the full-text index `listing_fts` covers (names, descriptions, categories,
addresses, and references such as ids and contact persons). It can always be
rebuilt from `server_items` and `drafts`.

Shadowing: a draft that edits a server record (same kind and server id, not yet
synced) hides the cached server row, so search shows the user's version. A synced
draft hides itself as soon as the cache holds the server's own version of it.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from app.store.records import DraftState, RecordKind, load_json


@dataclass(frozen=True, slots=True)
class ListingFields:
    # Full-text columns (same order as listing_fts).
    title: str = ""
    description: str = ""
    categories: str = ""
    address: str = ""
    other: str = ""
    # Sort and filter columns.
    category: str | None = None
    sub_category: str | None = None
    status: str | None = None
    city: str | None = None
    price: float | None = None
    quantity: float | None = None
    published: bool | None = None
    private: bool | None = None
    archived: bool | None = None
    event_types: str | None = None
    updated_at: str | None = None


FIELD_COLUMNS = (
    "title",
    "description",
    "categories",
    "address",
    "other",
    "category",
    "sub_category",
    "status",
    "city",
    "price",
    "quantity",
    "published",
    "private",
    "archived",
    "event_types",
    "updated_at",
)
FTS_COLUMNS = FIELD_COLUMNS[:5]
_FTS_NAMES = ", ".join(FTS_COLUMNS)


# --- extraction ---------------------------------------------------------------------------
# Server data and half-typed forms can hold anything: every helper returns None
# for a shape it does not expect instead of raising.


def _at(data: Any, *keys: str) -> Any:
    for key in keys:
        if not isinstance(data, dict):
            return None
        data = data.get(key)
    return data


def _text(value: Any) -> str | None:
    # Exact-type test first: this runs about twenty times for each of 100,000 products.
    if type(value) is str:
        return value.strip() or None
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, str):
        return value.strip() or None
    if isinstance(value, int | float):
        return str(value)
    return None


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, str):
        try:
            return float(value.strip().replace(",", "."))
        except ValueError:
            return None
    return None


def _flag(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    return None


def _join(*parts: Any) -> str:
    return " ".join(filter(None, map(_text, parts)))


def _timestamp(value: Any) -> str | None:
    """ISO text as given, or unix seconds (subscription variant B) turned into ISO."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        try:
            moment = dt.datetime.fromtimestamp(value, dt.UTC)
        except (OverflowError, OSError, ValueError):
            return None
        return moment.strftime("%Y-%m-%dT%H:%M:%SZ")
    return _text(value)


def _product_category(value: Any) -> str | None:
    # The update variant of the interface sends the category as {"id", "type"}.
    if isinstance(value, dict):
        return _text(value.get("type")) or _text(value.get("id"))
    return _text(value)


def _descriptions(value: Any) -> str:
    # Response: a list of {"description", "languageCode"}; request: one such object.
    entries = value if isinstance(value, list) else [value]
    return _join(*(_at(entry, "description") for entry in entries))


def _obj(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _product(data: Mapping[str, Any], server_id: str | None) -> ListingFields:
    # Sub-objects are looked up once: this runs for every one of 100,000 products.
    details = _obj(data.get("itemDetails"))
    address = _obj(data.get("address"))
    characteristics = _obj(data.get("itemCharacteristics"))
    category = _product_category(data.get("productCategory"))
    sub_category = _text(data.get("subProductCategory"))
    city = _text(address.get("city"))
    return ListingFields(
        title=_text(details.get("name")) or "",
        description=_descriptions(details.get("productDescription")),
        categories=_join(
            category, sub_category, characteristics.get("rawMaterial"), characteristics.get("color")
        ),
        address=_join(address.get("street"), address.get("postalCode"), city),
        other=_join(
            server_id,
            data.get("projectNumber"),
            _at(data, "tradeItemIdentification", "suppliersTradeItemId"),
            _at(data, "person", "personName"),
        ),
        category=category,
        sub_category=sub_category,
        status=_text(_at(data, "validityInformation", "statusCode")),
        city=city,
        price=_number(_at(data, "priceInformation", "price")),
        quantity=_number(_at(data, "quantity", "quantityValue")),
        updated_at=_timestamp(data.get("updated_at")),
    )


def _project(data: Mapping[str, Any], server_id: str | None) -> ListingFields:
    return ListingFields(
        title=_text(data.get("title")) or "",
        description=_join(data.get("beschrijving"), data.get("levering")),
        categories=_join(data.get("functie_object"), data.get("status_materiaal")),
        address=_join(data.get("adres"), data.get("postcode"), data.get("plaats")),
        other=_join(
            server_id,
            data.get("contactpersoon_naam"),
            data.get("architect"),
            data.get("materiaaleigenaar"),
        ),
        category=_text(data.get("functie_object")),
        status=_text(data.get("status_materiaal")),
        city=_text(data.get("plaats")),
        published=_flag(data.get("published")),
        private=_flag(data.get("prive")),
        archived=_flag(data.get("archived")),
        updated_at=_timestamp(data.get("updated_at")),
    )


def _subscription(data: Mapping[str, Any], server_id: str | None) -> ListingFields:
    raw_events = data.get("event_type")
    events = raw_events if isinstance(raw_events, list) else [raw_events]
    event_names = sorted({t for t in (_text(e) for e in events) if t})
    return ListingFields(
        title=_text(data.get("webhook_url")) or "",
        description=_text(data.get("description")) or "",
        categories=_join(*event_names, data.get("status")),
        other=_join(server_id, data.get("url"), data.get("consumer_id")),
        status=_text(data.get("status")),
        event_types=",".join(event_names) or None,
        updated_at=_timestamp(data.get("created_date")),
    )


_EXTRACTORS = {
    RecordKind.PRODUCT: _product,
    RecordKind.PROJECT: _project,
    RecordKind.SUBSCRIPTION: _subscription,
}


def extract(kind: RecordKind, data: Any, server_id: str | None = None) -> ListingFields:
    """The listing columns of one record (server JSON or draft form content)."""
    if not isinstance(data, Mapping):
        return ListingFields(other=server_id or "")
    return _EXTRACTORS[kind](data, server_id)


# --- rows ---------------------------------------------------------------------------------

_SET_FIELDS = ", ".join(f"{c} = ?" for c in FIELD_COLUMNS)
_FIELD_MARKS = ", ".join("?" for _ in FIELD_COLUMNS)
_FIELD_NAMES = ", ".join(FIELD_COLUMNS)


def _values(fields: ListingFields) -> tuple[Any, ...]:
    # Not dataclasses.astuple: it deep-copies, which costs seconds at 100,000 rows.
    return tuple(getattr(fields, name) for name in FIELD_COLUMNS)


def upsert_draft_row(
    conn: sqlite3.Connection,
    *,
    draft_id: str,
    kind: RecordKind,
    state: DraftState,
    server_id: str | None,
    content: Any,
    updated_at: str,
) -> None:
    fields = extract(kind, content, server_id)
    # A draft's "updated" is when the user last typed, not a field of the form.
    values = (*_values(fields)[:-1], updated_at)
    cursor = conn.execute(
        f"UPDATE listing SET {_SET_FIELDS}, draft_state = ?, server_id = ? WHERE draft_id = ?",
        (*values, state.value, server_id, draft_id),
    )
    if cursor.rowcount == 0:
        key = conn.execute(
            f"INSERT INTO listing (kind, source, draft_id, draft_state, server_id, "
            f"{_FIELD_NAMES}) VALUES (?, 'draft', ?, ?, ?, {_FIELD_MARKS}) RETURNING key",
            (kind.value, draft_id, state.value, server_id, *values),
        ).fetchone()[0]
        _index(conn, [(key, fields)])


def delete_draft_row(conn: sqlite3.Connection, draft_id: str) -> None:
    conn.execute("DELETE FROM listing WHERE draft_id = ?", (draft_id,))


def insert_server_rows(
    conn: sqlite3.Connection, kind: RecordKind, rows: Iterable[tuple[str, ListingFields]]
) -> None:
    # Keys are handed out here, inside the write transaction (so no one else can take
    # them) and in one run, so the full-text index is filled from the new rows by one
    # INSERT ... SELECT: the texts never travel from Python to SQLite a second time.
    next_key = int(conn.execute("SELECT coalesce(max(key), 0) + 1 FROM listing").fetchone()[0])
    count = 0

    def keyed() -> Iterator[tuple[Any, ...]]:
        nonlocal count
        for sid, fields in rows:
            yield (next_key + count, kind.value, sid, *_values(fields))
            count += 1

    conn.executemany(
        f"INSERT INTO listing (key, kind, source, server_id, {_FIELD_NAMES}) "
        f"VALUES (?, ?, 'server', ?, {_FIELD_MARKS})",
        keyed(),
    )
    if count:
        conn.execute(
            f"INSERT INTO listing_fts (rowid, {_FTS_NAMES})"
            f" SELECT key, {_FTS_NAMES} FROM listing WHERE key BETWEEN ? AND ?",
            (next_key, next_key + count - 1),
        )


def _index(conn: sqlite3.Connection, rows: Iterable[tuple[int, ListingFields]]) -> None:
    conn.executemany(
        f"INSERT INTO listing_fts (rowid, {_FTS_NAMES})"
        f" VALUES (?, {', '.join('?' for _ in FTS_COLUMNS)})",
        ((key, f.title, f.description, f.categories, f.address, f.other) for key, f in rows),
    )


def update_server_rows(
    conn: sqlite3.Connection, kind: RecordKind, rows: Iterable[tuple[str, ListingFields]]
) -> None:
    conn.executemany(
        f"UPDATE listing SET {_SET_FIELDS} WHERE kind = ? AND server_id = ? AND source = 'server'",
        ((*_values(fields), kind.value, server_id) for server_id, fields in rows),
    )


def delete_server_rows(conn: sqlite3.Connection, kind: RecordKind, ids: Iterable[str]) -> None:
    # One statement over a JSON array of ids rather than one statement per id.
    conn.execute(
        "DELETE FROM listing WHERE kind = ? AND source = 'server'"
        " AND server_id IN (SELECT value FROM json_each(?))",
        (kind.value, json.dumps(list(ids))),
    )


# --- shadowing ----------------------------------------------------------------------------

SHADOW_CASE = """
    CASE WHEN source = 'server' THEN EXISTS (
        SELECT 1 FROM listing AS d
        WHERE d.kind = listing.kind AND d.server_id = listing.server_id
          AND d.source = 'draft' AND d.draft_state != 'synced')
    ELSE draft_state = 'synced' AND EXISTS (
        SELECT 1 FROM listing AS s
        WHERE s.kind = listing.kind AND s.server_id = listing.server_id
          AND s.source = 'server')
    END"""
"""Whether a listing row is hidden: the one statement of the rule, which the trigger
`drafts_state_to_listing` (see `migrations`) holds too."""


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
        _reshadow(conn, "kind = ? AND server_id = ?", (kind.value, server_id))


def reshadow_kind(conn: sqlite3.Connection, kind: RecordKind) -> None:
    """Recompute visibility for a whole kind after a bulk refresh.

    Only rows of a server id that some draft carries can be shadowed, and drafts
    are few: those rows, and any row still marked shadowed, are recomputed through
    the indexes instead of rewriting 100,000 rows (a quarter of a second with the
    store's lock held).
    """
    _reshadow(
        conn,
        "kind = ?1 AND server_id IN (SELECT server_id FROM listing INDEXED BY listing_by_draft"
        " WHERE draft_id IS NOT NULL AND kind = ?1 AND server_id IS NOT NULL)",
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
    for row in conn.execute(
        "SELECT id, kind, state, server_id, content, updated_at FROM drafts"
    ).fetchall():
        upsert_draft_row(
            conn,
            draft_id=row[0],
            kind=RecordKind(row[1]),
            state=DraftState(row[2]),
            server_id=row[3],
            content=load_json(row[4]),
            updated_at=row[5],
        )
    for kind in RecordKind:
        reshadow_kind(conn, kind)
