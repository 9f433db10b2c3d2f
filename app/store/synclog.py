"""The sync log: what was sent, when, and how it ended, for the user to read.

Bounded: the oldest entries beyond `MAX_ENTRIES` are pruned as new ones arrive,
so a machine that syncs for years keeps a small database.
"""

from __future__ import annotations

import datetime as dt
import enum
import sqlite3
from dataclasses import dataclass

from app.store.database import Database
from app.store.records import RecordKind, from_db_time, to_db_time, utc_now

MAX_ENTRIES = 10_000


class Outcome(enum.StrEnum):
    OK = "ok"
    REFUSED = "refused"  # the server answered with an error (422, 400, 403, ...)
    FAILED = "failed"  # no answer: network, timeout, server unavailable
    CONFLICT = "conflict"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class LogEntry:
    id: int
    at: dt.datetime
    kind: RecordKind | None
    draft_id: str | None
    server_id: str | None
    action: str
    outcome: Outcome
    message: str


def _entry(row: sqlite3.Row) -> LogEntry:
    at = from_db_time(row["at"])
    assert at is not None
    return LogEntry(
        id=row["id"],
        at=at,
        kind=None if row["kind"] is None else RecordKind(row["kind"]),
        draft_id=row["draft_id"],
        server_id=row["server_id"],
        action=row["action"],
        outcome=Outcome(row["outcome"]),
        message=row["message"],
    )


class SyncLog:
    def __init__(self, database: Database, max_entries: int = MAX_ENTRIES) -> None:
        self._db = database
        self._max_entries = max_entries

    def log_event(
        self,
        kind: RecordKind | str | None,
        draft_id: str | None,
        server_id: str | int | None,
        action: str,
        outcome: Outcome | str,
        message: str = "",
    ) -> LogEntry:
        """Record one step, e.g. ("product", id, None, "create", "ok", "Aangemaakt als 812")."""
        with self._db.transaction() as conn:
            row = conn.execute(
                "INSERT INTO sync_log (at, kind, draft_id, server_id, action, outcome, message)"
                " VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *",
                (
                    to_db_time(utc_now()),
                    None if kind is None else RecordKind(kind).value,
                    draft_id,
                    None if server_id is None else str(server_id),
                    action,
                    Outcome(outcome).value,
                    message,
                ),
            ).fetchone()
            # Ids only grow (AUTOINCREMENT), so this is a short range delete on the key.
            conn.execute("DELETE FROM sync_log WHERE id <= ?", (row["id"] - self._max_entries,))
        return _entry(row)

    def recent_log(self, limit: int = 200, *, draft_id: str | None = None) -> list[LogEntry]:
        """Newest first; optionally only the entries of one draft."""
        if draft_id is None:
            rows = self._db.query("SELECT * FROM sync_log ORDER BY id DESC LIMIT ?", (limit,))
        else:
            rows = self._db.query(
                "SELECT * FROM sync_log WHERE draft_id = ? ORDER BY id DESC LIMIT ?",
                (draft_id, limit),
            )
        return [_entry(row) for row in rows]
