"""The values pinned for every new record of a kind (*vastzetten*, schema step 18), by the
field's wire path. Which fields may be pinned is the request model's word (`Ui.repeats`);
the store keeps what it is given, within its bounds (`PIN_VALUE_CHARS` a value as stored,
`PINS_PER_ENVIRONMENT` pins): beyond them nothing is pinned (`PinTooLong`, `TooManyPins`).
The store is one environment's: so are its pins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api.bounds import PIN_VALUE_CHARS
from app.api.bounds import PINS_PER_ENVIRONMENT
from app.store.database import Database
from app.store.errors import PinTooLong
from app.store.errors import TooManyPins
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import load_json
from app.store.kinds import to_db_time
from app.store.kinds import utc_now


class PinnedValues:
    def __init__(self, database: Database) -> None:
        self._db = database

    def of(self, kind: RecordKind | str) -> dict[str, Any]:
        """The pinned values of `kind` by wire path (one that cannot be read, or longer than
        the bound, is left out)."""
        pinned: dict[str, Any] = {}
        rows = self._db.query(
            "SELECT path, value FROM pinned_values WHERE kind = ? ORDER BY path",
            (RecordKind(kind).value,),
        )
        for path, text in rows:
            if len(text) > PIN_VALUE_CHARS:  # an earlier version's, stored before the bound
                continue
            try:
                pinned[str(path)] = load_json(text)
            except ValueError:
                continue
        return pinned

    def pin(self, kind: RecordKind | str, values: Mapping[str, Any]) -> None:
        """Pin each of `values` (by wire path), or pin it anew with this value; none of them
        when one is too long or they would be too many."""
        at = to_db_time(utc_now())
        name = RecordKind(kind).value
        rows = [(name, path, dump_json(value), at) for path, value in values.items()]
        for _, path, text, _ in rows:
            if len(text) > PIN_VALUE_CHARS:
                raise PinTooLong(path, len(text), PIN_VALUE_CHARS)
        with self._db.transaction() as conn:
            # Counted in the transaction that writes: two windows pinning at once stay within.
            kept = {
                (str(k), str(p)) for k, p in conn.execute("SELECT kind, path FROM pinned_values")
            }
            count = len(kept | {(name, path) for _, path, _, _ in rows})
            if count > PINS_PER_ENVIRONMENT:
                raise TooManyPins(count, PINS_PER_ENVIRONMENT)
            conn.executemany(
                "INSERT INTO pinned_values (kind, path, value, pinned_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (kind, path) DO UPDATE SET value = excluded.value,"
                " pinned_at = excluded.pinned_at",
                rows,
            )

    def unpin(self, kind: RecordKind | str, path: str) -> bool:
        """True when `path` was pinned."""
        cursor = self._db.write_one(
            "DELETE FROM pinned_values WHERE kind = ? AND path = ?", (RecordKind(kind).value, path)
        )
        return cursor.rowcount > 0
