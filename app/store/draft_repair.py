"""Defence in depth: a draft row that cannot be read never breaks a list or a sync.

Every way into the store validates what it writes (the forms, the archive's model), yet a
row may still be damaged (an older program, a disk, a hand in the file). Such a row is set
aside: what is damaged beyond what the user typed (a time, a stored answer or message) is
cleared, the draft needs attention, and its id goes to the log. The other drafts go on.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable
from collections.abc import Iterable
from typing import TypeVar

from app.api.notices import Notice
from app.store.database import Database
from app.store.errors import StoreError
from app.store.kinds import UNREADABLE_DRAFT
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

log = logging.getLogger(__name__)

T = TypeVar("T")

# What reading a damaged row raises (a time, a state or a JSON text that is none).
UNREADABLE = (ValueError, TypeError, KeyError, OverflowError, RecursionError)
# A time as the store writes them (`to_db_time`), roughly: enough to keep a good one.
_DB_TIME_GLOB = "[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T[0-9][0-9]:[0-9][0-9]:*Z"
UNREADABLE_CODE = UNREADABLE_DRAFT

_REPAIR = (
    "UPDATE drafts SET state = 'needs_attention', error_message = ?1,"
    " send_attempted_at = CASE WHEN send_attempted_at GLOB ?2 THEN send_attempted_at END,"
    " last_sync_at = CASE WHEN last_sync_at GLOB ?2 THEN last_sync_at END,"
    " created_at = CASE WHEN created_at GLOB ?2 THEN created_at ELSE ?3 END,"
    " updated_at = ?3,"
    " base_version = CASE WHEN json_valid(base_version) THEN base_version END,"
    " theirs = CASE WHEN json_valid(theirs) THEN theirs END,"
    " field_errors = CASE WHEN json_valid(field_errors) THEN field_errors ELSE '{}' END,"
    " revision = CASE WHEN typeof(revision) = 'integer' THEN revision ELSE 1 END,"
    " archive_requested = archive_requested IN (1, '1')"
    " WHERE id = ?4"
)


def readable_drafts(
    db: Database, rows: Iterable[sqlite3.Row], read: Callable[[sqlite3.Row], T]
) -> list[T]:
    """`read` of each row; one that fails is set aside, and kept if it reads then."""
    found: list[T] = []
    for row in rows:
        try:
            found.append(read(row))
        except UNREADABLE as error:
            repaired = _set_aside(db, row, error, read)
            if repaired is not None:
                found.append(repaired)
    return found


def _set_aside(
    db: Database, row: sqlite3.Row, error: Exception, read: Callable[[sqlite3.Row], T]
) -> T | None:
    draft_id = row["id"]
    log.warning("draft %s cannot be read (%r): set aside for the user", draft_id, error)
    now = to_db_time(utc_now())
    try:
        with db.transaction() as conn:
            conn.execute(_REPAIR, (Notice(UNREADABLE_CODE).dumps(), _DB_TIME_GLOB, now, draft_id))
            again = conn.execute("SELECT * FROM drafts WHERE id = ?", (draft_id,)).fetchone()
        return None if again is None else read(again)
    except (*UNREADABLE, StoreError) as still:
        log.warning("draft %s left out: %r", draft_id, still)
        return None
