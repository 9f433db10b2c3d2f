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

import contextlib
import copy
import logging
import sqlite3
import time
from collections.abc import Callable
from collections.abc import Collection
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import replace
from typing import TYPE_CHECKING
from typing import Any

import orjson

from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.store import bulk_journal
from app.store import history
from app.store import listing
from app.store import listing_batch
from app.store import undo
from app.store.database import Database
from app.store.history import Action
from app.store.history import RecordKey
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import from_db_time
from app.store.kinds import load_json
from app.store.kinds import new_id
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

if TYPE_CHECKING:
    from app.store.catalogue import SearchFilters

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]  # (done, of)
# A step is written in chunks, each one transaction: whoever waits for the store (an
# autosave, the table's next rows, on the window's thread) waits for one chunk at most,
# and `recover` takes back a step whose program was killed between two. A chunk holds
# the store about `CHUNK_SECONDS` (its size follows the machine), `CHUNK_RECORDS` at most.
CHUNK_RECORDS = 500
MIN_CHUNK_RECORDS = 20
CHUNK_SECONDS = 0.04
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

    def __init__(self, database: Database, journal: undo.UndoJournal) -> None:
        self._db = database
        self._undo = journal

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
    def apply(
        self,
        kind: RecordKind,
        plan: BulkPlan,
        *,
        queue: bool = False,
        progress: Progress | None = None,
        action: str | None = None,
    ) -> BulkStep:
        """The plan's valid records written as one step, in chunks of `CHUNK_RECORDS` that
        each commit with their crash record (`bulk_journal`): between two chunks the store
        is free for others (an autosave waits for one chunk at most). A failure takes back
        the chunks written; a kill leaves them to the next open (`recover`). With `action`,
        each chunk adds its rows before and after to one step of the undo journal
        (`UndoJournal.chunk_before`), offered once the last chunk is in."""
        now = to_db_time(utc_now())
        step_id = new_id()
        texts = _touches_texts(kind, plan)
        entries: list[StepEntry] = []
        refused: list[Refusal] = []
        queued = 0
        total = len(plan.valid)
        chunks = _Chunks()
        alike = _alike(kind, plan)
        journal = self._undo if action is not None else None
        seq: int | None = None
        dropped: list[str] = []
        with self._db.bulk_writes():
            try:
                first = 0
                while first < total:
                    part = plan.valid[first : first + chunks.size]
                    made = _Prepared(kind, part, fields=not alike)  # before the lock
                    ids = [str(r.draft_id) for r, _c in part if r.draft_id is not None]
                    with self._db.transaction() as conn, chunks.timed():
                        if first == 0:
                            bulk_journal.begin(conn, step_id, kind, texts)
                            if journal is not None and action is not None:
                                seq = journal.open_chunked(conn, action, kind, step_id)
                        if journal is not None and seq is not None:
                            journal.chunk_before(conn, seq, ids)
                        written, now_queued, now_refused = _write_step(
                            conn,
                            kind,
                            replace(plan, valid=part),
                            queue=queue,
                            now=now,
                            made=made,
                            step_id=step_id,
                        )
                        if journal is not None and seq is not None:
                            created = [e.draft_id for e in written if e.created]
                            journal.chunk_after(conn, seq, ids, created)
                        last = first + len(part) >= total
                        if last:  # whole: its undo is the journal's, no crash record left
                            bulk_journal.remove(conn, step_id)
                            if journal is not None and seq is not None:
                                dropped = journal.close_chunked(
                                    conn, seq, len(entries) + len(written)
                                )
                        else:
                            bulk_journal.add(conn, step_id, [_journaled(e) for e in written])
                    first += len(part)
                    entries += written
                    queued += now_queued
                    refused += now_refused
                    if progress is not None:
                        progress(first, total)
                    self._db.yield_lock()  # the others waiting first
            except BaseException:
                self._take_back(step_id, kind, texts, entries)
                raise
            finally:
                bulk_journal.finished(step_id)
        if journal is not None:
            journal.unlink(dropped)
        meanwhile = len(plan.valid) - len(entries)
        return BulkStep(
            step_id, now, tuple(entries), meanwhile, queued, kind, texts, tuple(refused)
        )

    def _take_back(
        self, step_id: str, kind: RecordKind, texts: bool, entries: Sequence[StepEntry]
    ) -> None:
        """The chunks of a failed apply reverted; when that fails too, the next open does."""
        try:
            _revert_chunks(self._db, step_id, kind, entries, texts=texts)
        except Exception:  # the apply's own failure is the one raised
            log.exception("a failed change of many records is taken back at the next open")


def recover(database: Database) -> int:
    """Steps a killed program left in the store: one being applied taken back whole, one
    being undone undone whole, an applied one's undo record removed (its session's undo is
    gone with it). How many were taken back or finished."""
    with database.transaction() as conn:
        left = bulk_journal.left_behind(conn)
        journaled = {step_id: bulk_journal.entries(conn, step_id) for step_id, *_ in left}
    done = 0
    for step_id, kind, phase, texts in left:
        if phase == "applied":
            with database.transaction() as conn:
                bulk_journal.remove(conn, step_id)
            continue
        entries = [StepEntry(*row) for row in journaled[step_id]]
        log.warning("a change of %d records left %s: reverted", len(entries), phase)
        _revert_chunks(database, step_id, kind, entries, texts=texts)
        done += 1
    return done


class _Chunks:
    """The size of a step's next chunk: `CHUNK_RECORDS` at most, smaller while a chunk
    holds the store longer than `CHUNK_SECONDS` (a slow or busy machine), so that whoever
    waits for the store (an autosave, the table's next rows) waits that long at most."""

    def __init__(self) -> None:
        self.size = CHUNK_RECORDS

    @contextlib.contextmanager
    def timed(self) -> Iterator[None]:
        started = time.monotonic()
        yield
        took = time.monotonic() - started
        fitting = int(self.size * CHUNK_SECONDS / max(took, 1e-4))
        # Halved at most, doubled at most: one slow chunk (a checkpoint) is not the rule.
        self.size = max(
            MIN_CHUNK_RECORDS, min(CHUNK_RECORDS, self.size * 2, max(fitting, self.size // 2))
        )


def _journaled(entry: StepEntry) -> bulk_journal.Entry:
    return (
        entry.draft_id,
        entry.title,
        entry.created,
        entry.stored,
        entry.state,
        entry.server_id,
        entry.revision,
    )


def _sent(database: Database, entries: Sequence[StepEntry], applied_at: str) -> list[StepEntry]:
    """The entries whose draft has been sent, or is being sent, since `applied_at`."""
    ids = [e.draft_id for e in entries]
    current = {
        row[0]: row
        for row in database.query(
            "SELECT id, state, server_id, send_attempted_at, last_sync_at FROM drafts"
            " WHERE id IN (SELECT value FROM json_each(?))",
            (dump_json(ids),),
        )
    }
    return [
        e
        for e in entries
        if (row := current.get(e.draft_id)) is not None and _has_left(row, e, applied_at)
    ]


def _revert_chunks(
    database: Database,
    step_id: str,
    kind: RecordKind,
    entries: Sequence[StepEntry],
    *,
    texts: bool,
    applied_at: str | None = None,
    progress: Progress | None = None,
) -> tuple[int, int]:
    """A step's entries reverted in chunks, each with its journal entries dropped, the
    journal removed with the last: (kept, gone) as `_revert_step` counts them. A draft sent
    since (checked in each chunk: the sync runs between them) is kept as the service has it."""
    kept = gone = 0
    now = to_db_time(utc_now())
    total = len(entries)
    chunks = _Chunks()
    first = 0
    with database.bulk_writes():
        while first < total or first == 0:
            chunk = entries[first : first + chunks.size]
            with database.transaction() as conn, chunks.timed():
                sent = {e.draft_id for e in _sent(database, chunk, applied_at or now)}
                now_kept, now_gone = _revert_step(
                    conn,
                    kind,
                    [e for e in chunk if e.draft_id not in sent],
                    texts=texts,
                    now=now,
                    step_id=step_id,
                )
                kept += now_kept + len(sent)
                gone += now_gone
                if first + len(chunk) >= total:
                    bulk_journal.remove(conn, step_id)
                    undo.discard_chunked(conn, step_id)  # a step taken back is none to undo
                else:
                    bulk_journal.drop_entries(conn, step_id, [e.draft_id for e in chunk])
            first += max(len(chunk), 1)
            if progress is not None:
                progress(min(first, total), total)
            database.yield_lock()
    return kept, gone


def _has_left(row: Any, entry: StepEntry, applied_at: str) -> bool:
    """Whether a draft went out after the step: being sent or sent, tried, handed over,
    created on the server, or its last round began after the step (and was not refused)."""
    state = row[1]
    if state in ("syncing", "synced", "handed_over") or row[3] is not None:
        return True
    if row[2] != entry.server_id:
        return True
    return bool(row[4] is not None and row[4] > applied_at and state != "needs_attention")


# -- writing and reverting, in SQLite ------------------------------------------------


def _changed_content(content: Mapping[str, Any], changes: Mapping[str, Any]) -> dict[str, Any]:
    """`content` with each changed path set (None empties it), empty groups pruned."""
    from app.api.schema import prune_empty
    from app.api.schema import set_path

    changed = copy.deepcopy(dict(content))
    for path, value in changes.items():
        set_path(changed, path, value)
    return prune_empty(changed)


def _write_step(
    conn: sqlite3.Connection,
    kind: RecordKind,
    plan: BulkPlan,
    *,
    queue: bool,
    now: str,
    made: _Prepared | None = None,
    step_id: str = "",
) -> tuple[list[StepEntry], int, list[Refusal]]:
    """The plan's valid records written in a few statements for them all (each statement
    is one pass in SQLite: a thousand records take what a few take), inside the caller's
    transaction: the step's entries, how many of them are queued now, and the drafts
    handed over since the plan (refused)."""
    drafts = [(r, c) for r, c in plan.valid if r.draft_id is not None]
    servers = [(r, c) for r, c in plan.valid if r.draft_id is None]
    texts = _touches_texts(kind, plan)
    # The same change of sort and filter columns only: their values are the same
    # on every row, set in one statement (nothing of each record to read again).
    alike = _alike(kind, plan)
    made = made or _Prepared(kind, (), fields=False)
    entries: list[StepEntry] = []
    changed, refused = _update_drafts(conn, drafts, queue, now, made)
    created = _create_edits(conn, kind, servers, queue, now, made)
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
            fields = made.fields(content, server_id)
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
        (i, state, r.server_id, made.fields(content, r.server_id), now)
        for i, state, r, content in created
        if i in unlisted
    ]
    listing_batch.insert_draft_rows(conn, kind, new_rows)
    _record_history(conn, kind, plan, entries, created, now, step_id)
    queued = sum(e.state == DraftState.QUEUED.value for e in entries if e.created)
    queued += sum(changed[e.draft_id][1] is DraftState.QUEUED for e in entries if not e.created)
    return entries, queued, refused


def _alike(kind: RecordKind, plan: BulkPlan) -> bool:
    """Whether the plan sets the same sort and filter columns on every record (and no
    full-text one): its listing rows are written without each record's fields."""
    return bool(plan.changes) and not _touches_texts(kind, plan)


class _Prepared:
    """A chunk's contents as JSON and their listing fields, made before its transaction:
    Python work the others waiting for the store need not wait for. What a write finds
    otherwise than planned (a server id a send gave meanwhile) is made again there."""

    def __init__(
        self,
        kind: RecordKind,
        pairs: Sequence[tuple[BulkRecord, dict[str, Any]]],
        *,
        fields: bool,
    ) -> None:
        self.kind = kind
        self._texts = {id(content): _json(content) for _record, content in pairs}
        self._fields = {
            id(content): (record.server_id, listing.extract(kind, content, record.server_id))
            for record, content in (pairs if fields else ())
        }

    def json(self, content: dict[str, Any]) -> str:
        text = self._texts.get(id(content))
        return text if text is not None else _json(content)

    def fields(self, content: dict[str, Any], server_id: str | None) -> listing.ListingFields:
        found = self._fields.get(id(content))
        if found is not None and found[0] == server_id:
            return found[1]
        return listing.extract(self.kind, content, server_id)


def _record_history(
    conn: sqlite3.Connection,
    kind: RecordKind,
    plan: BulkPlan,
    entries: Sequence[StepEntry],
    created: Sequence[tuple[str, str, BulkRecord, dict[str, Any]]],
    now: str,
    step_id: str,
) -> None:
    """One history entry per record the step changed, each field from what the record held
    (a server record's as cached) to what the step set."""
    written = {e.draft_id for e in entries}
    records = [
        (RecordKey(kind, str(r.draft_id), r.server_id), r.content, content)
        for r, content in plan.valid
        if r.draft_id is not None and str(r.draft_id) in written
    ]
    records += [(RecordKey(kind, i, r.server_id), r.content, c) for i, _s, r, c in created]
    history.record_many(
        conn,
        [(key, history.content_changes(before, after)) for key, before, after in records],
        Action.BULK,
        detail={"step": step_id, "count": len(records)},
        at=from_db_time(now),
    )


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
    made: _Prepared,
) -> tuple[dict[str, _Written], list[Refusal]]:
    """Drafts changed in place, each only as the plan read it, its state included: {id:
    what was written}, and those handed over since (refused, by name). One a send took or
    settled since (its revision as read, its state not) gets the change on top of what the
    send made of it; one typed in or gone since is left as the user has it."""
    planned = [
        (record, before, _state_after(before, queue), made.json(content))
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
    prepared: _Prepared,
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
            (i, kind.value, state, prepared.json(content), r.server_id, r.stored or None, now, now)
            for i, _state, r, content in made
        ),
    )
    return made


def _revert_step(
    conn: sqlite3.Connection,
    kind: RecordKind,
    entries: Sequence[StepEntry],
    *,
    texts: bool,
    now: str,
    step_id: str = "",
) -> tuple[int, int]:
    """A step's drafts as they were and its edit drafts removed, inside the caller's
    transaction, at `now` (the caller's clock, as `_write_step` takes it); those typed in since
    are kept as typed, those gone since (moved to another environment's store, removed) are
    left alone: how many of each."""
    ids = dump_json([e.draft_id for e in entries])
    current = {
        draft_id: (int(revision), state, content)
        for draft_id, revision, state, content in conn.execute(
            "SELECT id, revision, state, content FROM drafts"
            " WHERE id IN (SELECT value FROM json_each(?))",
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
    undone = [
        (
            RecordKey(kind, e.draft_id, e.server_id),
            []
            if e.created
            else history.content_changes(load_json(current[e.draft_id][2]), load_json(e.stored)),
        )
        for e in untouched
    ]
    history.record_many(
        conn,
        undone,
        Action.UNDONE,
        detail={"action": "bulk", "step": step_id},
        at=from_db_time(now),
    )
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
