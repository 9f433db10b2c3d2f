"""Changes made to many records at once ("Edit together", a pasted column): planned, then
applied as one step in one transaction, and undone as one step while none of its records
has been sent.

A plan reads each record as it is (a draft's content, or the form content of a cached
server record), sets the changed fields and checks the result with the request model's own
rules: the records that would be invalid are refused with their problems, by field. Applying
writes the valid ones: a draft changes in place (a new revision), a server record gets an
edit draft based on the cached server version, which the sync engine compares with the
server's current one (the conflict detection of a single edit). A draft that changed
between the plan and the apply (the user typed) is left as it is and counted.

The journal of applied steps lives as long as the program runs (an undo is of this
session's work, like an editor's): an undo restores each draft's content and state as they
were and removes the edit drafts the step made. It is refused, naming the records, when one
has been sent or is being sent (removing it would lose the only local trace of what the
service holds); a draft the user typed in since is kept as typed and counted.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from app.api.notices import FieldProblems, Notice
from app.store.bulk_writes import (
    StepEntry,
    changed_content,
    revert_step,
    touches_texts,
    write_step,
)
from app.store.database import Database
from app.store.errors import StoreStateError
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
SENT_NAMED = 5  # records a refused undo names


class BulkNotUndoable(StoreStateError, code="store.bulk_not_undoable"):  # noqa: N818
    """Some records of the step have been sent (`titles`): nothing was undone."""

    def __init__(self, titles: Sequence[str]) -> None:
        # The first few by name: a step of a thousand records is not named whole.
        named = ", ".join(titles[:SENT_NAMED]) + (", …" if len(titles) > SENT_NAMED else "")
        super().__init__(f"{len(titles)} records sent", titles=named, count=len(titles))
        self.titles = list(titles)


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
    """An applied step: what it changed, for its undo, and what it left alone."""

    id: str
    applied_at: str
    entries: tuple[StepEntry, ...]
    changed_meanwhile: int = 0  # drafts typed in between the plan and the apply: left
    queued: int = 0
    kind: RecordKind = RecordKind.PRODUCT
    texts: bool = True  # whether the change touched the listing's full-text columns

    @property
    def count(self) -> int:
        return len(self.entries)


@dataclass(frozen=True, slots=True)
class UndoOutcome:
    step: BulkStep
    kept: int = 0  # drafts typed in since the step: kept as typed
    # Drafts gone since (moved to another environment's store, removed): left alone there.
    gone: int = 0


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
    """Reads, plans, applies and undoes steps over one store's records of a kind."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._steps: list[BulkStep] = []  # applied, the latest last

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
        from app.api.schema import request_model

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
        from app.api.schema import request_model

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
            content = changed_content(record.content, changes)
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
        """The plan's valid records written in one transaction; the step, for its undo."""
        now = to_db_time(utc_now())
        with self._db.bulk_writes(), self._db.transaction() as conn:
            entries, queued = write_step(conn, kind, plan, queue=queue, now=now)
        meanwhile = len(plan.valid) - len(entries)
        texts = touches_texts(kind, plan)
        step = BulkStep(new_id(), now, tuple(entries), meanwhile, queued, kind, texts)
        if entries:
            self._steps.append(step)
        return step

    # -- undoing ---------------------------------------------------------
    def latest(self) -> BulkStep | None:
        return self._steps[-1] if self._steps else None

    def sent_titles(self, step: BulkStep) -> list[str]:
        """The records of `step` that have been sent, or are being sent, since."""
        ids = [e.draft_id for e in step.entries]
        current = {
            row[0]: row
            for row in self._db.query(
                "SELECT id, state, server_id, send_attempted_at, last_sync_at FROM drafts"
                " WHERE id IN (SELECT value FROM json_each(?))",
                (dump_json(ids),),
            )
        }
        sent = []
        for entry in step.entries:
            row = current.get(entry.draft_id)
            if row is not None and _has_left(row, entry, step.applied_at):
                sent.append(entry.title)
        return sent

    def undo(self, step: BulkStep) -> UndoOutcome:
        """Revert `step` whole, in one transaction; `BulkNotUndoable` (nothing changed)
        when a record was sent. A draft typed in since keeps the typing; photos added to a
        removed edit since stay with the server record."""
        with self._db.bulk_writes(), self._db.transaction() as conn:
            sent = self.sent_titles(step)
            if sent:
                raise BulkNotUndoable(sent)
            kept, gone = revert_step(
                conn, step.kind, step.entries, texts=step.texts, now=to_db_time(utc_now())
            )
        self._steps.remove(step)
        return UndoOutcome(step, kept, gone)


def _has_left(row: Any, entry: StepEntry, applied_at: str) -> bool:
    """Whether a draft went out after the step: being sent or sent, tried, handed over,
    created on the server, or its last round began after the step (and was not refused)."""
    state = row[1]
    if state in ("syncing", "synced", "handed_over") or row[3] is not None:
        return True
    if row[2] != entry.server_id:
        return True
    return bool(row[4] is not None and row[4] > applied_at and state != "needs_attention")
