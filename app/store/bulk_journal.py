"""The journal of a change of many records written in chunks (`app.store.bulk`): a row per
step, its phase, and the undo record of each record a chunk wrote, committed with that
chunk. A program killed between two chunks leaves a step the next open takes back whole
('applying') or finishes undoing ('undoing'); an applied step's rows are the undo of the
session that made it, removed by the next one.

A step belongs to the process that writes it: another program on the same store (the
report command beside the window) never takes back a step still being written. The
process is known dead by its id where the system says so, or by a beat the writer
stamps at every chunk that has not moved for `STALE_SECONDS`. A step stamped with this
process's own id that this process is not writing (`writing`) was left by an earlier one
that had the same id (a restart in a container, after a reboot): it is left behind too."""

from __future__ import annotations

import datetime as dt
import os
import sqlite3
from collections.abc import Sequence
from typing import Literal

from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

Phase = Literal["applying", "applied", "undoing"]
# An entry as the journal keeps it: draft id, title, created, stored, state, server id,
# revision (`bulk.StepEntry`'s fields, in order).
Entry = tuple[str, str, bool, str, str, str | None, int]
# A step left by a process that is gone: id, kind, phase, whether it touched the texts.
Left = tuple[str, RecordKind, Phase, bool]

# A writer stamps its step at every chunk (a chunk is well under a second): a step whose
# stamp is this old is no living program's, where the system cannot say by the process id.
STALE_SECONDS = 120.0

# The steps this process is writing now (`begin` until `finished`): its own id on a step
# says nothing more, since a program killed before it may have had the same.
_WRITING: set[str] = set()


def begin(conn: sqlite3.Connection, step_id: str, kind: RecordKind, texts: bool) -> None:
    _WRITING.add(step_id)
    conn.execute(
        "INSERT INTO bulk_steps (id, kind, phase, texts, pid, started_at)"
        " VALUES (?, ?, 'applying', ?, ?, ?)",
        (step_id, kind.value, int(texts), os.getpid(), to_db_time(utc_now())),
    )


def add(conn: sqlite3.Connection, step_id: str, entries: Sequence[Entry]) -> None:
    """The undo record of a chunk's entries, in the chunk's transaction; the step's beat."""
    conn.executemany(
        "INSERT INTO bulk_step_entries (step_id, draft_id, title, created, stored, state,"
        " server_id, revision) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        ((step_id, i, t, int(c), s, st, sid, r) for i, t, c, s, st, sid, r in entries),
    )
    beat(conn, step_id)


def finished(step_id: str) -> None:
    """This process no longer writes the step (applied and removed, or left to the next
    open after a failure it could not take back)."""
    _WRITING.discard(step_id)


def beat(conn: sqlite3.Connection, step_id: str) -> None:
    conn.execute(
        "UPDATE bulk_steps SET started_at = ?, pid = ? WHERE id = ?",
        (to_db_time(utc_now()), os.getpid(), step_id),
    )


def set_phase(conn: sqlite3.Connection, step_id: str, phase: Phase) -> None:
    conn.execute("UPDATE bulk_steps SET phase = ? WHERE id = ?", (phase, step_id))
    beat(conn, step_id)


def drop_entries(conn: sqlite3.Connection, step_id: str, draft_ids: Sequence[str]) -> None:
    """Entries reverted (in the transaction that reverted them)."""
    conn.execute(
        "DELETE FROM bulk_step_entries WHERE step_id = ?"
        " AND draft_id IN (SELECT value FROM json_each(?))",
        (step_id, dump_json(list(draft_ids))),
    )


def remove(conn: sqlite3.Connection, step_id: str) -> None:
    conn.execute("DELETE FROM bulk_step_entries WHERE step_id = ?", (step_id,))
    conn.execute("DELETE FROM bulk_steps WHERE id = ?", (step_id,))


def entries(conn: sqlite3.Connection, step_id: str) -> list[Entry]:
    return [
        (str(i), str(t), bool(c), str(s), str(st), sid, int(r))
        for i, t, c, s, st, sid, r in conn.execute(
            "SELECT draft_id, title, created, stored, state, server_id, revision"
            " FROM bulk_step_entries WHERE step_id = ? ORDER BY draft_id",
            (step_id,),
        )
    ]


def left_behind(conn: sqlite3.Connection) -> list[Left]:
    """Steps of processes that are gone (each: its id, kind, phase and texts): never one
    this process is writing; any other of its own id (an earlier process had it)."""
    stale = to_db_time(utc_now() - dt.timedelta(seconds=STALE_SECONDS))
    return [
        (str(i), RecordKind(kind), phase, bool(texts))
        for i, kind, phase, texts, pid, at in conn.execute(
            "SELECT id, kind, phase, texts, pid, started_at FROM bulk_steps"
        )
        if i not in _WRITING
        and (int(pid) == os.getpid() or not _running(int(pid)) or str(at) < stale)
    ]


def _running(pid: int) -> bool:
    """Whether process `pid` runs, where the system can say without touching it; else
    assumed running (the step's beat decides)."""
    if os.name != "posix":
        return True  # signal 0 is no probe there: the beat decides
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's process: running
    return True
