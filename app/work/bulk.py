"""Changes of many products at once, as operations: a step of "Edit together" (checked, then
applied) and the values typed or pasted into the table's cells. Each returns what it changed
and is one step of the undo journal (`app.work.undo`), as every action on drafts is.

Between the check and the apply the sync may send a draft of the step: its state moves on
while its content stays as checked. The apply writes the step's value all the same, and a
draft the sync confirmed meanwhile is queued again, so the step's value follows it to the
service (`app.store.bulk_writes`); a draft typed in or handed over meanwhile is left as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from typing import TYPE_CHECKING
from typing import Any

from app.work import undo
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.api.notices import FieldProblems
    from app.store.bulk import BulkPlan
    from app.store.bulk import BulkStep
    from app.store.bulk import Progress
    from app.store.kinds import RecordKind
    from app.store.store import Store


@dataclass(frozen=True, slots=True)
class CellEdits:
    """What was typed into the table's cells: the keys stored (one step, `step`), and
    the problems of each refused one by wire path."""

    stored: tuple[str, ...] = ()
    refused: Mapping[str, FieldProblems] = field(default_factory=dict)
    step: BulkStep | None = None


def apply(
    store: Store,
    kind: RecordKind,
    plan: BulkPlan,
    *,
    queue: bool = False,
    progress: Progress | None = None,
    action: str = undo.BULK,
) -> Outcome[BulkStep]:
    """Write a checked plan as one step (one undo, `action`: an "Edit together" or the
    cells typed), in chunks that leave the store to others between them (`BulkEdits.apply`,
    each chunk its own transaction, its rows before and after it in the undo journal, whose
    step is offered once the last chunk is in); `progress` hears (done, of) after each."""
    step = store.bulk.apply(kind, plan, queue=queue, progress=progress, action=action)
    return Outcome(step, _step_changes(step))


def edit_cells(
    store: Store, kind: RecordKind, typed: Mapping[str, Any], path: str
) -> Outcome[CellEdits]:
    """The value typed (or pasted) at wire `path` of each record of table key in `typed`,
    checked by the request model's rules at that path only (the rest of a half-typed draft
    is its form's to check): those that pass are stored as one step."""
    typed = _as_listed(kind, typed, path)
    records = {r.key: r for r in store.bulk.read(kind, list(typed))}
    pairs = [(records[key], {path: value}) for key, value in typed.items() if key in records]
    plan = store.bulk.plan_each(kind, pairs, only={path})
    refused = {r.record.key: r.problems for r in plan.refused}
    if not plan.valid:
        return Outcome(CellEdits(refused=refused))
    step = apply(store, kind, plan, action=undo.CELLS).value
    stored = tuple(record.key for record, _content in plan.valid)
    return Outcome(CellEdits(stored, refused, step), _step_changes(step))


def _as_listed(kind: RecordKind, typed: Mapping[str, Any], path: str) -> Mapping[str, Any]:
    """A unit pasted as "m2" stored as MTK, as the form and the import store it."""
    from app.api.kinds import request_model
    from app.api.schema import schema_fields
    from app.api.units import as_listed

    choices = next(
        (f.ui.choices for f in schema_fields(request_model(kind.value)) if f.path == path), None
    )
    if not isinstance(choices, Mapping):
        return typed
    return {key: as_listed(choices, value) for key, value in typed.items()}


def _step_changes(step: BulkStep) -> Changes:
    """A step's drafts (and the undo it offers); an edit draft it made (or its undo
    removed) joins (or leaves) the lists in place of its server row."""
    drafts = [entry.draft_id for entry in step.entries]
    made = any(entry.created for entry in step.entries)
    return Changes.of_drafts(step.kind, drafts, undo=bool(drafts), listed=made)
