"""Undo and redo of the user's actions, one journal for all (`app.store.undo`).

Every operation of `app.work` that changes drafts runs inside `journaled`: the store keeps
the rows it touched as they were before and after, in the operation's own transaction.
`undo` and `redo` are operations like any other, returning what they changed; `offered`
says what the Edit menu offers, and why not where a step cannot be undone now.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING
from typing import TypeVar

from app.store import undo as store_undo
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.store.kinds import RecordKind
    from app.store.store import Store
    from app.store.undo import Recording
    from app.store.undo import Reverted
    from app.store.undo import Standing

T = TypeVar("T")

# The actions a step is named by (the UI words them, with the step's count).
TYPED = "typed"
DELETE = "delete"
QUEUE = "queue"
ARCHIVE = "archive"
TAKE_BACK = "take_back"
SETTLE = "settle_conflict"
LINK = "link_accepted"
SEND_AGAIN = "send_again"
BULK = "bulk"
CELLS = "cells"
DUPLICATE = "duplicate"
COPY_PREVIOUS = "copy_previous"  # *vorige waarde*: fields copied from the record before
SPLIT = store_undo.SPLIT  # a product split in two (`app.work.lots`)
MERGE = store_undo.MERGE  # two products merged into one (`app.work.lots`)
ADD_PHOTOS = store_undo.ADD_PHOTOS  # the photo inbox's *Toevoegen* (`app.work.photos`)
IMPORT = store_undo.IMPORT  # recorded by the import itself (`app.inventory.importing`)


@dataclass(frozen=True, slots=True)
class Offer:
    """What Undo and Redo offer now (None: nothing), each with whether it can run."""

    undo: Standing | None = None
    redo: Standing | None = None


def journaled(
    store: Store,
    action: str,
    kind: RecordKind,
    draft_ids: Iterable[str],
    run: Callable[[Recording], Outcome[T]],
) -> Outcome[T]:
    """`run` as one step of the journal: the drafts `draft_ids` and those its changes
    name are kept as they were before and after it (one transaction with its writes)."""
    with store.undo.recording(action, kind, draft_ids) as recording:
        outcome = run(recording)
        recording.made |= set(outcome.changes.drafts)
    if recording.step is None:
        return outcome  # nothing changed: no step, the offer is as it was
    return Outcome(outcome.value, outcome.changes | Changes(undo=True))


def offered(store: Store) -> Offer:
    journal = store.undo
    undo, redo = journal.next_undo(), journal.next_redo()
    return Offer(
        None if undo is None else journal.standing(undo),
        None if redo is None else journal.standing(redo, redo=True),
    )


def undo(store: Store, *, as_edits: bool = False) -> Outcome[Reverted | None]:
    """The latest step undone; None when there is none. Its drafts sent since become edit
    drafts with their earlier values only `as_edits` (the user agreed); without it
    `UndoNotPossible` (nothing changed), as when one is being sent."""
    step = store.undo.next_undo()
    if step is None:
        return Outcome(None)
    reverted = store.undo.undo(step, as_edits=as_edits)
    return Outcome(reverted, _changes(reverted))


def redo(store: Store) -> Outcome[Reverted | None]:
    """The step undone last done again; None when there is none."""
    step = store.undo.next_redo()
    if step is None:
        return Outcome(None)
    reverted = store.undo.redo(step)
    return Outcome(reverted, _changes(reverted))


def _changes(reverted: Reverted) -> Changes:
    drafts = [*reverted.drafts, *reverted.as_edits]
    # Drafts come and go (a delete undone, a made draft removed): the lists are read again.
    changed = Changes.of_drafts(reverted.step.kind, drafts, undo=True, listed=True)
    return changed | Changes(attachments=frozenset(reverted.attachments))
