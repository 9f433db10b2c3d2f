"""One sync run from the window: the sync engine over the window's service client.

The engine does the work (send, upload, archive, reconcile, refresh the cache);
this module only turns its progress into the status bar's numbers and its report
into a short summary the window shows in one sentence.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass, field

from app.api.client import ServiceClient
from app.api.errors import Offline
from app.imaging.settings import PhotoSettings
from app.store.records import DraftState, RecordKind
from app.store.store import Store
from app.sync.engine import SyncEngine
from app.sync.progress import IssueKind, SyncProgress
from app.sync.service import ClientGateway, ServiceGateway

Progress = Callable[[int, int], None]


@dataclass
class SyncSummary:
    sent: int = 0
    refused: int = 0
    conflicts: int = 0
    pending: int = 0
    messages: list[str] = field(default_factory=list)


async def run_sync(
    client: ServiceClient,
    store: Store,
    progress: Progress | None = None,
    *,
    photo_max_px: int | None = None,
) -> SyncSummary:
    """Sync everything queued; raises `Offline` (with the engine's words) when out of reach."""

    async def connect() -> ServiceGateway:
        return ClientGateway(client)

    photos = PhotoSettings(max_side=photo_max_px) if photo_max_px else None
    engine = SyncEngine(store, connect, photo_settings=photos)

    def forward(state: SyncProgress) -> None:
        if progress is not None:
            progress(state.records_done, max(state.records_total, 1))

    unsubscribe = engine.progress.subscribe(forward)
    try:
        report = await engine.run_once()
    finally:
        unsubscribe()
    # Reads every synced draft: on a worker thread, so a large outbox does not stall the window.
    await asyncio.to_thread(_forget_archived, store)
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
