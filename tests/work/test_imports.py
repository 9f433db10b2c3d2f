"""An inventory imported, and undone (Edit ▸ Undo), as operations over a real store and a
real spreadsheet: the drafts join the Products table (queued when asked) and leave it again."""

from __future__ import annotations

from pathlib import Path

from app.store import Store
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.work import undo
from app.work.changes import Changes
from app.work.imports import import_inventory
from tests.inventory.test_importing import inventory
from tests.inventory.test_importing import planned


def test_an_import_and_its_undo_say_the_products_table_and_the_outbox_changed(
    store: Store, tmp_path: Path
) -> None:
    path = inventory(tmp_path)
    imported = import_inventory(store, planned(path), file_name=path.name, queue=True)
    assert imported.value.drafts == 3
    drafts = store.drafts.list_drafts(RecordKind.PRODUCT)
    assert [d.state for d in drafts] == [DraftState.QUEUED] * 3
    every_product = Changes.of_drafts(RecordKind.PRODUCT, (), undo=True, listed=True)
    assert imported.changes == every_product
    undone = undo.undo(store)
    assert undone.value is not None
    assert undone.value.step.action == undo.IMPORT
    assert store.drafts.list_drafts() == []
    assert undone.changes.listed
    assert undone.changes.undo
    kept = import_inventory(store, planned(path), file_name=path.name)
    assert not kept.changes.outbox  # drafts, not queued: the outbox's counts stay
