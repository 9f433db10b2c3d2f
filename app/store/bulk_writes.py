"""How a step of many records is written and reverted in SQLite (`app.store.bulk` plans
it and keeps the journal): a few statements for all the records, with plain parameters as a
bare `executemany` has them, inside the caller's transaction."""

from __future__ import annotations

import copy
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import orjson

from app.store import listing, listing_batch
from app.store.kinds import (
    DraftState,
    RecordKind,
    dump_json,
    load_json,
    new_id,
)

if TYPE_CHECKING:
    from app.store.bulk import BulkPlan, BulkRecord

# States a step may queue: the user's own drafts and refused ones (corrected now).
_QUEUEABLE = frozenset({DraftState.DRAFT, DraftState.NEEDS_ATTENTION, DraftState.QUEUED})


@dataclass(frozen=True, slots=True)
class StepEntry:
    """A record a step changed: what its undo needs."""

    draft_id: str
    title: str
    created: bool  # an edit draft the step made (an undo removes it)
    stored: str  # a changed draft's content before
    state: str  # a changed draft's state before; a made edit's own
    server_id: str | None  # as it was just after the step
    revision: int  # the revision the step left


def changed_content(content: Mapping[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """`content` with each changed path set (None empties it), empty groups pruned."""
    from app.api.schema import prune_empty, set_path

    changed = copy.deepcopy(dict(content))
    for path, value in changes.items():
        set_path(changed, path, value)
    return prune_empty(changed)


def write_step(
    conn: sqlite3.Connection, kind: RecordKind, plan: BulkPlan, *, queue: bool, now: str
) -> tuple[list[StepEntry], int]:
    """The plan's valid records written in a few statements for them all (each statement
    is one pass in SQLite: a thousand records take what a few take), inside the caller's
    transaction: the step's entries, and how many of them are queued now."""
    drafts = [(r, c) for r, c in plan.valid if r.draft_id is not None]
    servers = [(r, c) for r, c in plan.valid if r.draft_id is None]
    texts = touches_texts(kind, plan)
    entries: list[StepEntry] = []
    changed = _update_drafts(conn, drafts, queue, now)
    created = _create_edits(conn, kind, servers, queue, now)
    # The same change of sort and filter columns only: their values are the same
    # on every row, set in one statement (nothing of each record to read again).
    alike = bool(plan.changes) and not texts
    listed = []
    for record, content in drafts:
        found = changed.get(str(record.draft_id))
        if found is None:
            continue  # typed in (or gone) since the plan: the user's
        state, server_id, revision = found
        before = (record.state or DraftState.DRAFT).value
        title = record.title  # a change of many never renames
        entries.append(
            StepEntry(
                str(record.draft_id),
                title,
                False,
                record.stored,
                before,
                server_id,
                revision,
            )
        )
        if not alike:
            fields = listing.extract(kind, content, server_id)
            listed.append((str(record.draft_id), state, fields, now))
    if alike:
        listing_batch.set_draft_columns(
            conn, [e.draft_id for e in entries], _listed_values(kind, plan.changes), now
        )
    else:
        listing_batch.update_draft_rows(conn, listed, texts=texts)
    for draft_id, state, record, _content in created:
        title = record.title  # a change of many never renames
        entries.append(StepEntry(draft_id, title, True, "", state, record.server_id, 1))
    unlisted = {draft_id for draft_id, _state, _record, _content in created}
    if alike:  # the rows of the records they edit, with the change
        copied = [(i, state, str(r.server_id)) for i, state, r, _c in created]
        values = _listed_values(kind, plan.changes)
        unlisted = set(listing_batch.copy_server_rows(conn, kind, copied, values, now))
    new_rows = [
        (i, state, r.server_id, listing.extract(kind, content, r.server_id), now)
        for i, state, r, content in created
        if i in unlisted
    ]
    listing_batch.insert_draft_rows(conn, kind, new_rows)
    queued = sum(e.state == DraftState.QUEUED.value for e in entries if e.created)
    queued += sum(changed[e.draft_id][0] == "queued" for e in entries if not e.created)
    return entries, queued


def touches_texts(kind: RecordKind, plan: BulkPlan) -> bool:
    """Whether the plan changes a field of the listing's full-text columns."""
    return bool(plan.paths & listing_batch.text_paths(kind))


def _update_drafts(
    conn: sqlite3.Connection,
    drafts: Sequence[tuple[BulkRecord, dict[str, Any]]],
    queue: bool,
    now: str,
) -> dict[str, tuple[str, str | None, int]]:
    """Drafts changed in place, unless typed in since the plan: {id: (state, server id,
    revision)}. Those whose state stays are one statement apart from those it changes:
    only a state change is followed by the listing's trigger."""
    same: list[tuple[BulkRecord, DraftState, str]] = []
    moved: list[tuple[BulkRecord, DraftState, str]] = []
    for record, content in drafts:
        before = record.state or DraftState.DRAFT
        after = _state_after(before, queue)
        (same if after is before else moved).append((record, after, _json(content)))
    found: dict[str, tuple[str, str | None, int]] = {}
    for rows, state in ((same, ""), (moved, ", state = ?")):
        if not rows:
            continue
        # Plain parameters, as a bare executemany has them (no JSON to wrap them in). The
        # guard is what the plan read: the revision (typed in since) and the state (sent).
        written = conn.executemany(
            f"UPDATE drafts SET content = ?, revision = revision + 1, updated_at = ?{state}"
            " WHERE id = ? AND revision = ? AND state = ?",
            (
                (text, now, *([after.value] if state else []), r.draft_id, r.revision, r.state)
                for r, after, text in rows
            ),
        ).rowcount
        if written != len(rows):  # some typed in or sent since the plan
            now_at = {
                i: int(rev)
                for i, rev in conn.execute(
                    "SELECT id, revision FROM drafts WHERE updated_at = ?"
                    " AND id IN (SELECT value FROM json_each(?))",
                    (now, dump_json([r.draft_id for r, _after, _text in rows])),
                )
            }
            left = [row for row in rows if now_at.get(row[0].draft_id) != row[0].revision + 1]
            rows = [row for row in rows if now_at.get(row[0].draft_id) == row[0].revision + 1]
            found.update(_follow_sent(conn, left, now))
        for record, after, _text in rows:
            found[str(record.draft_id)] = (after.value, record.server_id, record.revision + 1)
    return found


def _follow_sent(
    conn: sqlite3.Connection, left: Sequence[tuple[BulkRecord, DraftState, str]], now: str
) -> dict[str, tuple[str, str | None, int]]:
    """Drafts the sync took since the plan, not typed in: the step's value follows them to
    the service. One being sent goes again once confirmed (its revision moved on); one
    confirmed already is queued again, as an edit of the record it became."""
    found: dict[str, tuple[str, str | None, int]] = {}
    for record, _after, text in left:
        row = conn.execute(
            "UPDATE drafts SET content = ?, revision = revision + 1, updated_at = ?,"
            " state = CASE state WHEN 'synced' THEN 'queued' ELSE state END"
            " WHERE id = ? AND revision = ? AND state IN ('syncing', 'synced')"
            " RETURNING state, server_id, revision",
            (text, now, record.draft_id, record.revision),
        ).fetchone()
        if row is not None:
            found[str(record.draft_id)] = (str(row[0]), row[1], int(row[2]))
    return found


def _create_edits(
    conn: sqlite3.Connection,
    kind: RecordKind,
    servers: Sequence[tuple[BulkRecord, dict[str, Any]]],
    queue: bool,
    now: str,
) -> list[tuple[str, str, BulkRecord, dict[str, Any]]]:
    """An edit draft for each server record (its cached version the base, for the
    conflict check), unless an edit of it began since the plan."""
    if not servers:
        return []
    taken = {
        sid
        for (sid,) in conn.execute(
            "SELECT server_id FROM drafts WHERE kind = ? AND state != 'synced'"
            " AND server_id IN (SELECT value FROM json_each(?))",
            (kind.value, dump_json([r.server_id for r, _c in servers])),
        )
    }
    state = (DraftState.QUEUED if queue else DraftState.DRAFT).value
    made = [
        (new_id(), state, record, content)
        for record, content in servers
        if record.server_id not in taken
    ]
    conn.executemany(
        "INSERT INTO drafts (id, kind, state, content, server_id, base_version,"
        " created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        (
            (i, kind.value, state, _json(content), r.server_id, r.stored or None, now, now)
            for i, _state, r, content in made
        ),
    )
    return made


def revert_step(
    conn: sqlite3.Connection,
    kind: RecordKind,
    entries: Sequence[StepEntry],
    *,
    texts: bool,
    now: str,
) -> tuple[int, int]:
    """A step's drafts as they were and its edit drafts removed, inside the caller's
    transaction, at `now` (the caller's clock, as `write_step` takes it); those typed in since
    are kept as typed, those gone since (moved to another environment's store, removed) are
    left alone: how many of each."""
    ids = dump_json([e.draft_id for e in entries])
    current = {
        draft_id: (int(revision), state)
        for draft_id, revision, state in conn.execute(
            "SELECT id, revision, state FROM drafts WHERE id IN (SELECT value FROM json_each(?))",
            (ids,),
        )
    }
    here = [e for e in entries if e.draft_id in current]  # not deleted since
    untouched = [e for e in here if current[e.draft_id][0] == e.revision]
    removed = [e.draft_id for e in untouched if e.created]
    if removed:
        gone = dump_json(removed)
        chosen = "IN (SELECT value FROM json_each(?))"
        conn.execute(f"UPDATE attachments SET draft_id = NULL WHERE draft_id {chosen}", (gone,))
        conn.execute(f"DELETE FROM drafts WHERE id {chosen}", (gone,))
        conn.execute(f"DELETE FROM listing WHERE draft_id {chosen}", (gone,))
        servers = sorted({e.server_id for e in untouched if e.created and e.server_id})
        listing_batch.reshadow_records(conn, kind, servers)
    restored = [e for e in untouched if not e.created]
    for moved in (False, True):
        rows = [
            [e.draft_id, e.stored, e.state]
            for e in restored
            if (current[e.draft_id][1] != e.state) is moved
        ]
        if rows:
            state = ", state = json_extract(j.value, '$[2]')" if moved else ""
            conn.execute(
                "UPDATE drafts SET content = json_extract(j.value, '$[1]'),"
                f" revision = drafts.revision + 1, updated_at = ?{state}"
                " FROM json_each(?) AS j WHERE drafts.id = json_extract(j.value, '$[0]')",
                (now, dump_json(rows)),
            )
    listing_batch.update_draft_rows(
        conn,
        [
            (
                e.draft_id,
                e.state,
                listing.extract(kind, load_json(e.stored), e.server_id),
                now,
            )
            for e in restored
        ],
        texts=texts,
    )
    return len(here) - len(untouched), len(entries) - len(here)


def _listed_values(kind: RecordKind, changes: Mapping[str, Any]) -> dict[str, Any]:
    """The listing columns the changed paths fill, with the values they get."""
    columns = listing_batch.column_paths(kind)
    fields = listing.extract(kind, changed_content({}, changes))
    return {columns[p]: getattr(fields, columns[p]) for p in changes if p in columns}


def _json(content: Mapping[str, Any]) -> str:
    """Compact JSON by orjson (a fraction of `json`'s time), as `dump_json` writes it; what
    orjson does not take, or a number JSON cannot hold (it writes null), by `dump_json`."""
    try:
        text = orjson.dumps(content)
    except TypeError:
        return dump_json(dict(content))
    return dump_json(dict(content)) if b"null" in text else text.decode()


def _state_after(before: DraftState, queue: bool) -> DraftState:
    """A changed draft's state: queued when asked and it may be; a synced one is a draft
    again (as typing in it makes it); the others keep theirs."""
    if queue and before in _QUEUEABLE:
        return DraftState.QUEUED
    return DraftState.DRAFT if before is DraftState.SYNCED else before
