"""What waits in the outbox, as every figure the window shows about it reads it: from the
store, never from a round's report or a view's own count (those can be behind it: a draft
queued again for a retry, a refusal of an earlier round)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.store.kinds import DraftState

if TYPE_CHECKING:
    from app.store.store import Store

# Waiting to be sent: queued (a retry pending among them) or going now.
WAITING = (DraftState.QUEUED, DraftState.SYNCING)
# The user's turn: refused by the service, or in conflict with the server record.
FAILED = (DraftState.NEEDS_ATTENTION, DraftState.CONFLICT)


@dataclass(frozen=True, slots=True)
class Outbox:
    """Drafts of every kind (products, projects, subscriptions)."""

    queued: int
    failed: int

    @property
    def empty(self) -> bool:
        return not (self.queued or self.failed)


def outbox(store: Store) -> Outbox:
    counts = store.drafts.count_by_state()
    return Outbox(sum(counts[s] for s in WAITING), sum(counts[s] for s in FAILED))
