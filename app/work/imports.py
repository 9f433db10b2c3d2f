"""An inventory imported as product drafts, and its undo, as operations: the drafts it made
join the Products table (queued, when the user asked), and leave it again when undone."""

from __future__ import annotations

from typing import TYPE_CHECKING, Unpack

from app.store.kinds import RecordKind
from app.work.changes import Changes, Outcome

if TYPE_CHECKING:
    from app.inventory.importing import ImportResult, WriteImportOptions
    from app.inventory.plan import ImportPlan
    from app.store.store import Store


def import_inventory(
    store: Store, plan: ImportPlan, **options: Unpack[WriteImportOptions]
) -> Outcome[ImportResult]:
    """Every row of `plan` not skipped, as a product draft (with its photos), or none
    (`ImportRefusedError`; `ImportedBeforeError` for a file of this content imported before,
    unless `again`); one batch, which `undo_import` removes while none has left."""
    from app.inventory.importing import write_import

    result = write_import(store, plan, **options)
    queue = options.get("queue", False)
    changes = Changes.of_drafts(RecordKind.PRODUCT, (), outbox=queue, undo=True, listed=True)
    return Outcome(result, changes)


def undo_import(store: Store, batch_id: str) -> Outcome[int]:
    """The batch's drafts and photos removed, in one transaction: how many drafts.
    `ImportNotUndoable` when one of them has left meanwhile (nothing removed then)."""
    from app.inventory.importing import undo_import as remove_batch

    removed = remove_batch(store, batch_id)
    changes = Changes.of_drafts(RecordKind.PRODUCT, (), undo=True, listed=True)
    return Outcome(removed, changes)
