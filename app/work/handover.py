"""Drafts handed over to a colleague's computer and taken over from one, as operations.

The export runs in a worker thread (it writes and reads back every attachment); the window
shows its `progress` and may `stop` it. What it changed: the drafts handed over leave the
outbox here and their forms turn read-only; an import's drafts join the lists.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import TYPE_CHECKING

from app.store.kinds import RecordKind
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.store.archive import ExportReport
    from app.store.archive import ImportReport
    from app.store.archive import Progress
    from app.store.store import Store


def export_drafts(
    store: Store,
    path: Path,
    *,
    progress: Progress | None = None,
    stop: threading.Event | None = None,
) -> Outcome[ExportReport]:
    """Every draft not sent yet, handed over in the file `path` (`archive.export_drafts`:
    refused before writing what the colleague's import would refuse; all or nothing)."""
    from app.store.archive import export_drafts as export

    report = export(store, path, progress=progress, stop=stop)
    kinds = frozenset(RecordKind(kind) for kind in report.kinds)
    return Outcome(report, Changes.of_drafts(kinds, report.draft_ids, outbox=True))


def import_drafts(store: Store, path: Path) -> Outcome[ImportReport]:
    """The drafts of a colleague's file taken over (`archive.import_drafts`)."""
    from app.store.archive import import_drafts as take_over

    report = take_over(store, path)
    if not report.imported:
        return Outcome(report)
    new = frozenset(report.imported)
    changes = Changes(
        kinds=frozenset(RecordKind), drafts=new, listed=True, attachments=new, outbox=True
    )
    return Outcome(report, changes)
