"""Writing a planned import: all its rows as drafts of one batch in one transaction, photos
copied in; and undoing a batch while none of its drafts has been sent.

(Interface skeleton; helper H2 implements it.)
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from app.inventory.plan import ImportPlan
from app.store.store import Store


@dataclass(frozen=True)
class ImportResult:
    batch_id: str
    drafts: int
    queued: bool
    photos: int
    missing_photos: tuple[tuple[int, str], ...]  # (row number, name) of photos not found
    skipped: int


@dataclass(frozen=True)
class ImportBatch:
    id: str
    file_name: str
    imported_at: dt.datetime
    drafts: int


def write_import(
    store: Store,
    plan: ImportPlan,
    *,
    file_name: str,
    photos_dir: Path | None = None,
    queue: bool = False,
) -> ImportResult:
    """All rows not skipped as drafts, or nothing (`ImportRefused` when one has problems)."""
    raise NotImplementedError


def undoable_import(store: Store) -> ImportBatch | None:
    """The latest import that can still be undone (none of its drafts sent or sending)."""
    raise NotImplementedError


def undo_import(store: Store, batch_id: str) -> int:
    """Remove the batch's drafts and photos in one transaction; the count removed."""
    raise NotImplementedError
