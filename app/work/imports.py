"""An inventory imported as product drafts, as an operation: the drafts it made join the
Products table (queued, when the user asked). The import is one step of the undo journal
(`app.work.undo`): Edit ▸ Undo takes its drafts away, and its rules hold for drafts sent
since, as for any action."""

from __future__ import annotations

from typing import TYPE_CHECKING
from typing import Unpack

from app.store.kinds import RecordKind
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.inventory.importing import ImportResult
    from app.inventory.importing import WriteImportOptions
    from app.inventory.plan import ImportPlan
    from app.store.store import Store


def import_inventory(
    store: Store, plan: ImportPlan, **options: Unpack[WriteImportOptions]
) -> Outcome[ImportResult]:
    """Every row of `plan` not skipped, as a product draft (with its photos), or none
    (`ImportRefusedError`; `ImportedBeforeError` for a file of this content imported before,
    unless `again`); one batch, and one step of the undo journal."""
    from app.inventory.importing import write_import

    result = write_import(store, plan, **options)
    queue = options.get("queue", False)
    changes = Changes.of_drafts(RecordKind.PRODUCT, (), outbox=queue, undo=True, listed=True)
    return Outcome(result, changes)
