"""The values pinned for every new record of a kind (*vastzetten*, schema step 18), by the
field's wire path. Which fields may be pinned is the request model's word (`Ui.repeats`);
the store keeps what it is given. The store is one environment's: so are its pins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.store.database import Database
from app.store.kinds import RecordKind, dump_json, load_json, to_db_time, utc_now


class PinnedValues:
    def __init__(self, database: Database) -> None:
        self._db = database

    def of(self, kind: RecordKind | str) -> dict[str, Any]:
        """The pinned values of `kind` by wire path (one that cannot be read is left out)."""
        pinned: dict[str, Any] = {}
        rows = self._db.query(
            "SELECT path, value FROM pinned_values WHERE kind = ? ORDER BY path",
            (RecordKind(kind).value,),
        )
        for path, text in rows:
            try:
                pinned[str(path)] = load_json(text)
            except ValueError:
                continue
        return pinned

    def pin(self, kind: RecordKind | str, values: Mapping[str, Any]) -> None:
        """Pin each of `values` (by wire path), or pin it anew with this value."""
        at = to_db_time(utc_now())
        with self._db.transaction() as conn:
            conn.executemany(
                "INSERT INTO pinned_values (kind, path, value, pinned_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (kind, path) DO UPDATE SET value = excluded.value,"
                " pinned_at = excluded.pinned_at",
                [(RecordKind(kind).value, p, dump_json(v), at) for p, v in values.items()],
            )

    def unpin(self, kind: RecordKind | str, path: str) -> bool:
        """True when `path` was pinned."""
        cursor = self._db.write_one(
            "DELETE FROM pinned_values WHERE kind = ? AND path = ?", (RecordKind(kind).value, path)
        )
        return cursor.rowcount > 0
