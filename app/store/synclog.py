"""The sync log: what was sent, when, and how it ended, for the user to read.

Bounded (entries beyond `MAX_ENTRIES` are pruned), so years of syncing keep a small
database. A line's message is a `Notice` or None, stored as JSON ('' for none); a
sentence stored before codes existed reads as `Notice.said`. A line names its record by
ids; it is read with the record's title as the listing has it now (the draft's, else the
server record's), so the log speaks of "Eiken deur", not of an id.
"""

from __future__ import annotations

import datetime as dt
import enum
from dataclasses import dataclass

from app.api.notices import Notice
from app.store.database import Database
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import from_db_time
from app.store.kinds import row_reader
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

MAX_ENTRIES = 10_000
# Pruning runs with every this-many-th entry (a statement saved on the others), so
# the log holds up to MAX_ENTRIES + PRUNE_EVERY - 1 entries in between.
PRUNE_EVERY = 100


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
    message: Notice | None
    title: str | None = None  # the record's title, where the listing knows it


_entry = row_reader(
    LogEntry,
    at=from_db_time,
    kind=lambda kind: None if kind is None else RecordKind(kind),
    outcome=Outcome,
    message=Notice.loads,
)


# json_extract rather than `->>`, which needs SQLite 3.38 (some Pythons bring older).
_LINE_COLUMNS = ", ".join(f"json_extract(value, '$[{i}]')" for i in range(7))


@dataclass(frozen=True, slots=True)
class LogLine:
    """One step to log, before it has an id and a time."""

    kind: RecordKind | str | None
    draft_id: str | None
    server_id: str | int | None
    action: str
    outcome: Outcome | str
    message: Notice | None = None

    def row(self, at: dt.datetime) -> tuple[str, str | None, str | None, str | None, str, str, str]:
        return (
            to_db_time(at),
            None if self.kind is None else RecordKind(self.kind).value,
            self.draft_id,
            None if self.server_id is None else str(self.server_id),
            self.action,
            Outcome(self.outcome).value,
            "" if self.message is None else self.message.dumps(),
        )


# By the listing's indexes (listing_by_draft, listing_by_record): a lookup per line shown.
_TITLE = """coalesce(
    (SELECT nullif(title, '') FROM listing WHERE listing.draft_id = sync_log.draft_id),
    (SELECT nullif(title, '') FROM listing WHERE listing.kind = sync_log.kind
        AND listing.server_id = sync_log.server_id AND listing.source = 'server'))"""


class SyncLog:
    def __init__(
        self, database: Database, max_entries: int = MAX_ENTRIES, prune_every: int = PRUNE_EVERY
    ) -> None:
        self._db = database
        self._max_entries = max_entries
        self._prune_every = prune_every

    def add(self, *lines: LogLine) -> None:
        """Record steps in one statement, in order (the sync engine's batches), e.g.
        `add(LogLine("product", id, None, "create", "ok", Notice(...)))`."""
        if not lines:
            return
        at = utc_now()
        last_id = self._db.write_one(
            "INSERT INTO sync_log (at, kind, draft_id, server_id, action, outcome, message)"
            f" SELECT {_LINE_COLUMNS} FROM json_each(?) ORDER BY key",
            (dump_json([line.row(at) for line in lines]),),
        ).lastrowid
        assert last_id is not None
        if last_id // self._prune_every != (last_id - len(lines)) // self._prune_every:
            # Ids only grow (AUTOINCREMENT): a short range delete on the key.
            self._db.write_one("DELETE FROM sync_log WHERE id <= ?", (last_id - self._max_entries,))

    def last_id(self) -> int:
        """The newest entry's id (0 for none): a mark to count what a run logs after it."""
        return int(self._db.column("SELECT coalesce(max(id), 0) FROM sync_log")[0])

    def records_confirmed_after(self, mark: int) -> int:
        """How many records the service confirmed a step of (a create, an update, an upload,
        ...) in the entries after `mark` (`last_id`): a record is its draft, else its server id."""
        return int(
            self._db.column(
                "SELECT count(DISTINCT coalesce(draft_id, kind || ':' || server_id))"
                " FROM sync_log WHERE id > ? AND outcome = ?",
                (mark, Outcome.OK.value),
            )[0]
        )

    def recent_log(self, limit: int = 200, *, draft_id: str | None = None) -> list[LogEntry]:
        """Newest first; optionally only the entries of one draft."""
        rows = self._db.query(
            f"SELECT *, {_TITLE} AS title FROM sync_log"
            " WHERE ?1 IS NULL OR draft_id = ?1 ORDER BY id DESC LIMIT ?2",
            (draft_id, limit),
        )
        return [_entry(row) for row in rows]
