"""Names shared by every part of the store: record kinds, draft states, timestamps."""

from __future__ import annotations

import datetime as dt
import enum
import json
import os
import re
import sqlite3
from collections.abc import Callable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import fields
from typing import Any
from typing import TypeVar

import orjson

T = TypeVar("T")


ACCEPTED_WITHOUT_ID = "sync.accepted_without_id"
"""The code of the stored notice marking a create or upload the service accepted (2xx)
without saying where the result is: looked for, never sent again without the user."""

ANSWER_ID_UNUSABLE = "sync.answer_id_unusable"
"""The same, when the answer's id is none a record of its kind can have (`answered_id`)."""

ANSWER_ID_TAKEN = "sync.answer_id_taken"
"""The same, when the answer's id is that of a record this store knows as another one
(`answered_id`): based on it, the next edit would overwrite that record."""

ACCEPTED_UNPLACED = frozenset({ACCEPTED_WITHOUT_ID, ANSWER_ID_UNUSABLE, ANSWER_ID_TAKEN})
"""The codes of a create or upload accepted without an id that can be trusted: each waits
for the user (link it, or send it again), as `ACCEPTED_WITHOUT_ID` says."""

ANSWER_FOR_ANOTHER = "sync.answer_for_another"
"""The code of the stored notice on a draft whose update the service answered for another
record (`answered_id` instead of `server_id`): nothing of the answer was kept."""


UNREADABLE_DRAFT = "store.draft_unreadable"
"""The code of the notice on a draft whose row could not be read (see `draft_repair`)."""


class RecordKind(enum.StrEnum):
    PRODUCT = "product"
    PROJECT = "project"
    SUBSCRIPTION = "subscription"


class DraftState(enum.StrEnum):
    """Where a draft is on its way to the server.

    draft -> queued -> syncing -> synced, or -> needs_attention (the server refused
    a field) or -> conflict (the server record changed since the edit began).
    A draft exported to a colleague is handed_over: the colleague's machine sends it,
    this one never does, until someone here takes it back (-> draft).
    """

    DRAFT = "draft"
    QUEUED = "queued"
    SYNCING = "syncing"
    SYNCED = "synced"
    NEEDS_ATTENTION = "needs_attention"
    CONFLICT = "conflict"
    HANDED_OVER = "handed_over"


@dataclass(frozen=True, slots=True)
class ServerRecord:
    """A record that exists on the server, named by kind and server id."""

    kind: RecordKind
    server_id: str

    @classmethod
    def of(cls, kind: RecordKind | str, server_id: str | int) -> ServerRecord:
        return cls(RecordKind(kind), str(server_id))


def new_id() -> str:
    """A new random id: a version 4 UUID, as text (what `str(uuid.uuid4())` gives).

    Not `uuid`: importing it brings in `platform`, milliseconds the first paint saves.
    """
    raw = bytearray(os.urandom(16))
    raw[6] = (raw[6] & 0x0F) | 0x40  # version 4
    raw[8] = (raw[8] & 0x3F) | 0x80  # the RFC 4122 variant
    text = raw.hex()
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}"


def checked_id(text: str) -> str:
    """`text` as a canonical uuid; ValueError when it is none."""
    import uuid

    return str(uuid.UUID(text))


def utc_now() -> dt.datetime:
    return dt.datetime.now(dt.UTC)


def to_db_time(moment: dt.datetime) -> str:
    """Fixed-width UTC text, so the database sorts timestamps correctly as strings."""
    if moment.tzinfo is None:
        raise ValueError("timestamps must be timezone-aware")
    # isoformat, not strftime: strftime imports `time` on every call, which in the
    # window runs PySide's import hook (a few microseconds per timestamp written).
    utc = moment.astimezone(dt.UTC).isoformat(timespec="microseconds")
    return utc.removesuffix("+00:00") + "Z"


def from_db_time(text: str | None) -> dt.datetime | None:
    if text is None:
        return None
    # fromisoformat (C) rather than strptime (Python regexes): every draft read parses
    # four of these, which made strptime a third of the cost of listing drafts.
    return dt.datetime.fromisoformat(text)


def is_db_time(value: object) -> bool:
    """Whether `value` is a timestamp exactly as the store writes them (sortable as text)."""
    try:
        return isinstance(value, str) and to_db_time(dt.datetime.fromisoformat(value)) == value
    except (ValueError, OverflowError):  # not a time, one without a zone, out of range
        return False


def dump_json(value: Any) -> str:
    """Compact JSON; raises TypeError for values that JSON cannot hold."""
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)


# A run of 19 digits may be an integer past 64 bits, which orjson reads as a float.
_LONG_DIGITS = re.compile(r"\d{19}")


def load_json(text: str | None) -> Any:
    """JSON as `json` reads it, by orjson where that reads it alike (a fraction of the time:
    every draft read parses its content): not a text with an integer past 64 bits (orjson
    makes it a float), not one orjson refuses (NaN, a lone surrogate, 1e400), and not a
    damaged row's bytes (`json`'s errors are the callers')."""
    if text is None:
        return None
    if isinstance(text, str) and _LONG_DIGITS.search(text) is None:
        try:
            return orjson.loads(text)
        except orjson.JSONDecodeError:
            pass
    return json.loads(text)


def row_reader(
    cls: type[T],
    columns: Mapping[str, str] | None = None,
    **convert: Callable[[Any], Any],
) -> Callable[[sqlite3.Row], T]:
    """A function making a `cls` (a dataclass) of a database row: each field from the
    column of its name (or the one `columns` names), through its `convert` function."""
    # Positional, in the fields' order: a keyword dict per row costs a list of drafts
    # a tenth of its time.
    plan = [
        ((columns or {}).get(f.name, f.name), convert.get(f.name))
        for f in fields(cls)  # type: ignore[arg-type]
    ]

    def read(row: sqlite3.Row) -> T:
        return cls(*[row[column] if fn is None else fn(row[column]) for column, fn in plan])

    return read


def insert_row(conn: sqlite3.Connection, table: str, values: Mapping[str, Any]) -> sqlite3.Row:
    """Insert `values` (by column name) into `table`; the row as stored."""
    row: sqlite3.Row = conn.execute(
        f"INSERT INTO {table} ({', '.join(values)})"
        f" VALUES ({', '.join('?' for _ in values)}) RETURNING *",
        list(values.values()),
    ).fetchone()
    return row
