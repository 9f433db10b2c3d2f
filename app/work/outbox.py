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
    """Drafts of every kind (products, projects, subscriptions), and the uploads held: not
    sent again on their own until the user queues their record again (`Attachment.held`)."""

    queued: int
    failed: int
    held: int = 0

    @property
    def empty(self) -> bool:
        return not (self.queued or self.failed or self.held)


def outbox(store: Store) -> Outbox:
    counts = store.drafts.count_by_state()
    return Outbox(
        sum(counts[s] for s in WAITING),
        sum(counts[s] for s in FAILED),
        store.attachments.count_held(),
    )
