"""Changes made to many records at once ("Edit together", a pasted column): planned, then
applied as one step in one transaction (undone as one step by the undo journal,
`app.store.undo`, which keeps its rows before and after, like every action's).

A plan reads each record as it is (a draft's content, or the form content of a cached
server record), sets the changed fields and checks the result with the request model's own
rules: the records that would be invalid are refused with their problems, by field. Applying
writes the valid ones: a draft changes in place (a new revision), a server record gets an
edit draft based on the cached server version, which the sync engine compares with the
server's current one (the conflict detection of a single edit). The apply guards on what
the plan read, revision and state: a draft the user typed in since is left as it is and
counted; one the sync sent since (a state changed, not the content) gets the change all the
same, as a new edit queued as the step said; one handed over since is refused by name.

A step is written in a few statements for all its records (`_write_step`), with plain
parameters as a bare `executemany` has them, inside the caller's transaction.
"""

from __future__ import annotations

import copy
import sqlite3
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

import orjson

from app.api.notices import FieldProblems, Notice
from app.store import listing, listing_batch
from app.store.database import Database
from app.store.kinds import (
    DraftState,
    RecordKind,
    dump_json,
    load_json,
    new_id,
    to_db_time,
    utc_now,
)

if TYPE_CHECKING:
    from app.store.catalogue import SearchFilters

Progress = Callable[[int, int], None]  # (done, of)
MAX_RECORDS = 1_000_000  # records a step takes at most (a search's keys read at most)
PROGRESS_EVERY = 100  # records between two progress reports


# States a step may queue: the user's own drafts and refused ones (corrected now).
_QUEUEABLE = frozenset({DraftState.DRAFT, DraftState.NEEDS_ATTENTION, DraftState.QUEUED})


@dataclass(frozen=True, slots=True)
class StepEntry:
    """A record a step changed (what the window says of it)."""

    draft_id: str
    title: str
    created: bool  # an edit draft the step made
    stored: str  # a changed draft's content before
    state: str  # a changed draft's state before; a made edit's own
    server_id: str | None  # as it was just after the step
    revision: int  # the revision the step left


@dataclass(frozen=True, slots=True)
class BulkRecord:
    """One record as it is now: a draft (its id, state, revision, content as stored) or a
    cached server record (its version as cached, the base of the edit draft it gets)."""

    key: str  # the table's key: `d:<draft id>` or `s:<server id>`
    title: str
    content: dict[str, Any]
    draft_id: str | None = None
    server_id: str | None = None
    state: DraftState | None = None
    revision: int = 0
    # A draft's content as stored (put back as it was by an undo); a server record's
    # version as cached, the base of its edit draft (the conflict check's), as it was read.
    stored: str = ""


@dataclass(frozen=True, slots=True)
class Refusal:
    """A record the change would leave invalid, and why, by wire path."""

    record: BulkRecord
    problems: FieldProblems


@dataclass(frozen=True, slots=True)
class BulkPlan:
    changes: Mapping[str, Any]  # wire path -> the value set (None: emptied)
    valid: list[tuple[BulkRecord, dict[str, Any]]]  # each record and its new content
    refused: list[Refusal]
    unchanged: int = 0  # records that already hold every value
    paths: frozenset[str] = frozenset()  # every wire path some record's change sets

    @property
    def count(self) -> int:
        return len(self.valid) + len(self.refused) + self.unchanged


@dataclass(frozen=True, slots=True)
class BulkStep:
    """An applied step: what it changed, and what it left alone."""

    id: str
    applied_at: str
    entries: tuple[StepEntry, ...]
    # Drafts typed in (or handed over) between the plan and the apply: left.
    changed_meanwhile: int = 0
    queued: int = 0
    kind: RecordKind = RecordKind.PRODUCT
    texts: bool = True  # whether the change touched the listing's full-text columns
    refused: tuple[Refusal, ...] = ()  # those handed over, by name

    @property
    def count(self) -> int:
        return len(self.entries)


def shared_values(
    records: Sequence[BulkRecord], paths: Sequence[str]
) -> dict[str, tuple[bool, Any]]:
    """Per wire path: whether every record holds the same value there, and that value."""
    from app.api.schema import get_path

    shared: dict[str, tuple[bool, Any]] = {}
    for path in paths:
        values = iter(get_path(record.content, path) for record in records)
        first = next(values, None)
        same = all(value == first for value in values)  # stops at the first that differs
        shared[path] = (same, first if same else None)
    return shared


class BulkEdits:
    """Reads, plans and applies steps over one store's records of a kind."""

    def __init__(self, database: Database) -> None:
        self._db = database

    # -- reading ---------------------------------------------------------
    def matching_keys(
        self,
        kind: RecordKind,
        text: str,
        filters: SearchFilters | None,
        *,
        limit: int = MAX_RECORDS,
    ) -> list[str]:
        """The table keys of every record the search `text` and `filters` find (all pages,
        no rows read), in the listing's order of keys."""
        from app.store.catalogue import Catalogue

        where, params = Catalogue.where(kind, text, filters)
        return [
            str(key)
            for (key,) in self._db.query(
                "SELECT CASE l.source WHEN 'draft' THEN 'd:' || l.draft_id"
                f" ELSE 's:' || l.server_id END FROM listing AS l WHERE {where}"
                " ORDER BY l.key LIMIT ?",
                [*params, limit],
            )
        ]

    def read(
        self, kind: RecordKind, keys: Sequence[str], progress: Progress | None = None
    ) -> list[BulkRecord]:
        """The records of table `keys`, in that order (gone ones skipped)."""
        from app.api.kinds import request_model

        model = request_model(kind.value)
        drafts = [k[2:] for k in keys if k.startswith("d:")]
        servers = [k[2:] for k in keys if k.startswith("s:")]
        found: dict[str, BulkRecord] = {}
        for row in self._db.query(
            "SELECT id, state, server_id, revision, content FROM drafts"
            " WHERE id IN (SELECT value FROM json_each(?))",
            (dump_json(drafts),),
        ):
            content = load_json(row[4])
            found[f"d:{row[0]}"] = BulkRecord(
                f"d:{row[0]}",
                model.title_of(content) or "",
                content,
                draft_id=row[0],
                server_id=row[2],
                state=DraftState(row[1]),
                revision=int(row[3]),
                stored=row[4],
            )
        rows = self._db.query(
            "SELECT server_id, data FROM server_items WHERE kind = ?"
            " AND server_id IN (SELECT value FROM json_each(?))",
            (kind.value, dump_json(servers)),
        )
        for done, (server_id, data) in enumerate(rows, 1):
            try:
                content = model.content_from_server(load_json(data))
            except ValueError:
                continue  # unreadable in the offline list: the form cannot open it either
            key = f"s:{server_id}"
            found[key] = BulkRecord(
                key,
                model.title_of(content) or "",
                content,
                server_id=server_id,
                stored=data,
            )
            if progress is not None and done % PROGRESS_EVERY == 0:
                progress(done, 2 * len(keys))
        return [found[k] for k in keys if k in found]

    def values_at(self, kind: RecordKind, keys: Sequence[str], path: str) -> dict[str, Any]:
        """The value at a wire `path` of each record of table `keys` (a table's column the
        listing does not hold), read in SQLite: {key: value}, None where it has none."""
        json_path = "$." + ".".join(f'"{part}"' for part in path.split("."))
        drafts = [k[2:] for k in keys if k.startswith("d:")]
        servers = [k[2:] for k in keys if k.startswith("s:")]
        found = {
            f"d:{i}": value
            for i, value in self._db.query(
                "SELECT id, json_extract(content, ?) FROM drafts"
                " WHERE id IN (SELECT value FROM json_each(?))",
                (json_path, dump_json(drafts)),
            )
        }
        found.update(
            (f"s:{i}", value)
            for i, value in self._db.query(
                "SELECT server_id, json_extract(data, ?) FROM server_items WHERE kind = ?"
                " AND server_id IN (SELECT value FROM json_each(?))",
                (json_path, kind.value, dump_json(servers)),
            )
        )
        return {key: found.get(key) for key in keys}

    # -- planning --------------------------------------------------------
    @staticmethod
    def plan(
        kind: RecordKind,
        records: Sequence[BulkRecord],
        changes: Mapping[str, Any],
        progress: Progress | None = None,
    ) -> BulkPlan:
        """Each record as it would become, checked by the request model's rules."""
        each = BulkEdits.plan_each(kind, [(record, changes) for record in records], progress)
        return replace(each, changes=dict(changes), paths=frozenset(changes))

    @staticmethod
    def plan_each(
        kind: RecordKind,
        edits: Sequence[tuple[BulkRecord, Mapping[str, Any]]],
        progress: Progress | None = None,
        *,
        only: Collection[str] | None = None,
    ) -> BulkPlan:
        """Each record with its own changes (a pasted column), checked like `plan`; with
        `only`, a problem refuses a record only at those paths (a cell of the table: the
        rest of a half-typed draft is the form's to check)."""
        from app.api.kinds import request_model

        model = request_model(kind.value)
        check = model.check
        valid: list[tuple[BulkRecord, dict[str, Any]]] = []
        refused: list[Refusal] = []
        unchanged = 0
        total = len(edits)
        for done, (record, changes) in enumerate(edits, 1):
            if record.state is DraftState.HANDED_OVER:
                refused.append(Refusal(record, {"": [Notice("store.draft_handed_over")]}))
                continue
            if record.server_id is not None and model.CREATE_ONLY:
                # What an update does not send stays as the record has it (its project).
                changes = {p: v for p, v in changes.items() if p not in model.CREATE_ONLY}
            content = _changed_content(record.content, changes)
            problems = check(content)
            if only is not None:
                problems = {path: found for path, found in problems.items() if path in only}
            if content == record.content:
                unchanged += 1
            elif problems:
                refused.append(Refusal(record, problems))
            else:
                valid.append((record, content))
            if progress is not None and done % PROGRESS_EVERY == 0:
                progress(total + done, 2 * total)
        paths = frozenset(path for _record, changes in edits for path in changes)
        return BulkPlan({}, valid, refused, unchanged, paths)

    # -- applying --------------------------------------------------------
    def apply(self, kind: RecordKind, plan: BulkPlan, *, queue: bool = False) -> BulkStep:
        """The plan's valid records written in one transaction; the step."""
        now = to_db_time(utc_now())
        with self._db.bulk_writes(), self._db.transaction() as conn:
            entries, queued, refused = _write_step(conn, kind, plan, queue=queue, now=now)
        meanwhile = len(plan.valid) - len(entries)
        texts = _touches_texts(kind, plan)
        step = BulkStep(
            new_id(), now, tuple(entries), meanwhile, queued, kind, texts, tuple(refused)
        )
        return step


# -- writing and reverting, in SQLite ------------------------------------------------


def _changed_content(content: Mapping[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """`content` with each changed path set (None empties it), empty groups pruned."""
    from app.api.schema import prune_empty, set_path

    changed = copy.deepcopy(dict(content))
    for path, value in changes.items():
        set_path(changed, path, value)
    return prune_empty(changed)


def _write_step(
    conn: sqlite3.Connection, kind: RecordKind, plan: BulkPlan, *, queue: bool, now: str
) -> tuple[list[StepEntry], int, list[Refusal]]:
    """The plan's valid records written in a few statements for them all (each statement
    is one pass in SQLite: a thousand records take what a few take), inside the caller's
    transaction: the step's entries, how many of them are queued now, and the drafts
    handed over since the plan (refused)."""
    drafts = [(r, c) for r, c in plan.valid if r.draft_id is not None]
    servers = [(r, c) for r, c in plan.valid if r.draft_id is None]
    texts = _touches_texts(kind, plan)
    entries: list[StepEntry] = []
    changed, refused = _update_drafts(conn, drafts, queue, now)
    created = _create_edits(conn, kind, servers, queue, now)
    # The same change of sort and filter columns only: their values are the same
    # on every row, set in one statement (nothing of each record to read again).
    alike = bool(plan.changes) and not texts
    listed = []
    for record, content in drafts:
        found = changed.get(str(record.draft_id))
        if found is None:
            continue  # typed in (or gone) since the plan: the user's
        before, after, server_id, revision = found
        title = record.title  # a change of many never renames
        entries.append(
            StepEntry(
                str(record.draft_id),
                title,
                False,
                record.stored,
                before.value,
                server_id,
                revision,
            )
        )
        if not alike:
            fields = listing.extract(kind, content, server_id)
            listed.append((str(record.draft_id), after.value, fields, now))
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
    queued += sum(changed[e.draft_id][1] is DraftState.QUEUED for e in entries if not e.created)
    return entries, queued, refused


def _touches_texts(kind: RecordKind, plan: BulkPlan) -> bool:
    """Whether the plan changes a field of the listing's full-text columns."""
    return bool(plan.paths & listing_batch.text_paths(kind))


# A draft as a step writes it: the record as read (its server id as it is now), its state
# just before the write and the one the step gives it, and its content as JSON.
_DraftWrite = tuple[BulkRecord, DraftState, DraftState, str]
# A draft the step changed: its state before and after, its server id and new revision.
_Written = tuple[DraftState, DraftState, str | None, int]


def _update_drafts(
    conn: sqlite3.Connection,
    drafts: Sequence[tuple[BulkRecord, dict[str, Any]]],
    queue: bool,
    now: str,
) -> tuple[dict[str, _Written], list[Refusal]]:
    """Drafts changed in place, each only as the plan read it, its state included: {id:
    what was written}, and those handed over since (refused, by name). One a send took or
    settled since (its revision as read, its state not) gets the change on top of what the
    send made of it; one typed in or gone since is left as the user has it."""
    planned = [
        (record, before, _state_after(before, queue), _json(content))
        for record, content in drafts
        for before in [record.state or DraftState.DRAFT]
    ]
    written = _write_drafts(conn, planned, now)
    missed = [row for row in planned if str(row[0].draft_id) not in written]
    if not missed:
        return written, []
    current = {
        draft_id: (int(revision), DraftState(state), server_id)
        for draft_id, revision, state, server_id in conn.execute(
            "SELECT id, revision, state, server_id FROM drafts"
            " WHERE id IN (SELECT value FROM json_each(?))",
            (dump_json([row[0].draft_id for row in missed]),),
        )
    }
    sent: list[_DraftWrite] = []
    refused: list[Refusal] = []
    for record, _before, after, text in missed:
        revision, state, server_id = current.get(str(record.draft_id), (-1, None, None))
        if revision != record.revision or state is None:
            continue  # typed in or gone since the plan: the user's
        if state is DraftState.HANDED_OVER:
            refused.append(Refusal(record, {"": [Notice("store.draft_handed_over")]}))
            continue
        moved = replace(record, server_id=server_id)
        sent.append((moved, state, _after_a_send(after, state, queue), text))
    return written | _write_drafts(conn, sent, now), refused


def _write_drafts(
    conn: sqlite3.Connection, rows: Sequence[_DraftWrite], now: str
) -> dict[str, _Written]:
    """The rows still as read (revision and state) written. Those whose state stays are one
    statement apart from those it changes: only a state change is followed by the listing's
    trigger."""
    found: dict[str, _Written] = {}
    for group, state in (
        ([row for row in rows if row[2] is row[1]], ""),
        ([row for row in rows if row[2] is not row[1]], ", state = ?"),
    ):
        if not group:
            continue
        # Plain parameters, as a bare executemany has them (no JSON to wrap them in).
        written = conn.executemany(
            f"UPDATE drafts SET content = ?, revision = revision + 1, updated_at = ?{state}"
            " WHERE id = ? AND revision = ? AND state = ?",
            (
                (text, now, *([after.value] if state else []), r.draft_id, r.revision, before)
                for r, before, after, text in group
            ),
        ).rowcount
        if written != len(group):  # some changed since the plan: those are left
            now_at = {
                i: int(rev)
                for i, rev in conn.execute(
                    "SELECT id, revision FROM drafts WHERE updated_at = ?"
                    " AND id IN (SELECT value FROM json_each(?))",
                    (now, dump_json([row[0].draft_id for row in group])),
                )
            }
            group = [row for row in group if now_at.get(row[0].draft_id) == row[0].revision + 1]
        for record, before, after, _text in group:
            found[str(record.draft_id)] = (before, after, record.server_id, record.revision + 1)
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


def _listed_values(kind: RecordKind, changes: Mapping[str, Any]) -> dict[str, Any]:
    """The listing columns the changed paths fill, with the values they get."""
    columns = listing_batch.column_paths(kind)
    fields = listing.extract(kind, _changed_content({}, changes))
    return {columns[p]: getattr(fields, columns[p]) for p in changes if p in columns}


def _json(content: Mapping[str, Any]) -> str:
    """Compact JSON by orjson (a fraction of `json`'s time), as `dump_json` writes it; what
    orjson does not take, or a number JSON cannot hold (it writes null), by `dump_json`."""
    try:
        text = orjson.dumps(content)
    except TypeError:
        return dump_json(dict(content))
    return dump_json(dict(content)) if b"null" in text else text.decode()


def _after_a_send(planned: DraftState, now: DraftState, queue: bool) -> DraftState:
    """The state of a draft a send took or settled between the check and the apply, whose
    planned state was `planned`: being sent, it stays so (the send leaves it queued, its
    revision past the one sent); sent, the change is a new edit of the record it became,
    queued if the step would have left it queued; otherwise as if the step had read it so."""
    if now is DraftState.SYNCING:
        return now
    if now is DraftState.SYNCED:
        return DraftState.QUEUED if planned is DraftState.QUEUED else DraftState.DRAFT
    return _state_after(now, queue)


def _state_after(before: DraftState, queue: bool) -> DraftState:
    """A changed draft's state: queued when asked and it may be; a synced one is a draft
    again (as typing in it makes it); the others keep theirs."""
    if queue and before in _QUEUEABLE:
        return DraftState.QUEUED
    return DraftState.DRAFT if before is DraftState.SYNCED else before
