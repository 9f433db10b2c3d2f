"""The user's actions across environments: moving new drafts to another environment's store,
and starting the embedded sandbox afresh (it and its local store emptied together)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from collections.abc import Callable
from collections.abc import Sequence
from typing import TYPE_CHECKING

from app.work.changes import NOTHING
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.api.environments import EnvironmentProfile
    from app.store.moving import MoveReport
    from app.store.store import Store


def move_drafts(source: Store, target: Store, draft_ids: Sequence[str]) -> Outcome[MoveReport]:
    """The new drafts of `draft_ids` moved from `source` (the store in front) to `target`
    (another environment's), with their photos and files, exactly once; the report says
    what stayed, and why. A sync round running on `source` meanwhile skips them."""
    from app.store import moving

    found = (source.drafts.find(draft_id) for draft_id in draft_ids)
    kinds = {draft.kind for draft in found if draft is not None}
    report = moving.move_drafts(source, target, draft_ids)
    if not report.moved:
        return Outcome(report, NOTHING)
    return Outcome(report, Changes.of_drafts(kinds, report.moved, listed=True))


async def start_sandbox_afresh(
    profile: EnvironmentProfile,
    *,
    release: Callable[[], Awaitable[None]],
    empty: Callable[[], None],
    renew: Callable[[EnvironmentProfile], None],
) -> Outcome[None]:
    """The sync `release`s the store, the sandbox is emptied (`empty`, off the window's
    thread: it has its demo data again) and its environment `renew`ed with a new, empty
    store in front: a sandbox started afresh numbers its records from 1 again, so a store
    kept from before would mix old records with new ones of the same ids."""
    await release()
    await asyncio.to_thread(empty)
    renew(profile)
    return Outcome(None, Changes.everything())
