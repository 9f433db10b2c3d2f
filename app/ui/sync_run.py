"""One sync run from the window: the sync engine on the sync thread, told in numbers.

The engine does the work (send, upload, archive, reconcile, refresh the cache) on
the worker thread of `sync_worker.SyncWorker`, with a service client of its own;
this module only turns its progress into the status bar's numbers and its report
into a short summary the window shows in one sentence.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

# The engine runs on the sync thread, but its modules load here: the window imports this
# module on a worker thread right after the first paint, and importing (compiling,
# building pydantic schemas) holds the GIL for tens of milliseconds at a time, which
# would stall the window in the middle of the first sync instead.
import app.imaging.photos  # noqa: F401  (the engine loads it with the first photo)
from app.api.errors import Offline
from app.store.records import DraftState, RecordKind
from app.store.store import Store
from app.sync.engine import SyncReport
from app.sync.progress import IssueKind, SyncProgress

if TYPE_CHECKING:
    from app.api.environments import EnvironmentProfile
    from app.api.secrets import SecretStore
    from app.ui.sync_worker import SyncWorker

Progress = Callable[[int, int], None]


@dataclass
class SyncSummary:
    sent: int = 0
    refused: int = 0
    conflicts: int = 0
    pending: int = 0
    messages: list[str] = field(default_factory=list)


async def run_sync(
    worker: SyncWorker,
    profile: EnvironmentProfile,
    secrets: SecretStore,
    progress: Progress | None = None,
    *,
    photo_max_px: int | None = None,
) -> SyncSummary:
    """Sync everything queued; raises `Offline` (with the engine's words) when out of reach.

    `progress(done, total)` is called on the UI thread. Cancelling the awaiting task
    cancels the run; it returns once the engine has settled the store.
    """
    from app.ui.sync_worker import SyncJob

    def forward(state: SyncProgress) -> None:
        if progress is not None:
            progress(state.records_done, max(state.records_total, 1))

    job = SyncJob(profile, secrets, photo_max_px=photo_max_px)
    report = await worker.run(job, forward)
    # Reads every synced draft: on a worker thread, so a large outbox does not stall the window.
    await asyncio.to_thread(_forget_archived, worker.store)
    return summarize(report)


def summarize(report: SyncReport) -> SyncSummary:
    """The window's summary of a run; `Offline` when the service was out of reach."""
    if report.unreachable:
        reason = next((i.message for i in report.issues if i.kind is IssueKind.UNREACHABLE), None)
        raise Offline(reason)
    return SyncSummary(
        sent=len(report.synced),
        refused=len(report.needs_attention),
        conflicts=len(report.conflicts),
        pending=len(report.pending),
        messages=[i.message for i in report.issues],
    )


def _forget_archived(store: Store) -> None:
    """A synced draft of an archived product would keep showing it in the table: drop it.

    Its server record left the list with the archive, so the draft has no work left.
    """
    for draft in store.drafts.list_drafts(RecordKind.PRODUCT, states=[DraftState.SYNCED]):
        if draft.archive_requested:
            store.drafts.delete_draft(draft.id)
