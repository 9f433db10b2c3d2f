"""How a sync run ended: an outcome per record, the issues met, and an exit code for scripts."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass, field

from app.api.errors import ServiceError
from app.sync.progress import SyncIssue


class RecordOutcome(enum.StrEnum):
    DONE = "done"
    NEEDS_ATTENTION = "needs_attention"
    CONFLICT = "conflict"
    UNSETTLED = "unsettled"  # a write's outcome is unknown: reconcile next round
    LATER = "later"  # transient failures used up this run's attempts; stays queued


@dataclass(frozen=True)
class SyncReport:
    """How a run ended, per record (keys are draft ids, or `kind:server_id`).

    `stopped_by` is the failure that made the service unreachable for this run, if one did.
    """

    outcomes: Mapping[str, RecordOutcome] = field(default_factory=dict)
    issues: tuple[SyncIssue, ...] = ()
    unreachable: bool = False
    cancelled: bool = False
    stopped_by: ServiceError | None = field(default=None, compare=False)

    def _with(self, outcome: RecordOutcome) -> list[str]:
        return [key for key, value in self.outcomes.items() if value is outcome]

    @property
    def synced(self) -> list[str]:
        return self._with(RecordOutcome.DONE)

    @property
    def needs_attention(self) -> list[str]:
        return self._with(RecordOutcome.NEEDS_ATTENTION)

    @property
    def conflicts(self) -> list[str]:
        return self._with(RecordOutcome.CONFLICT)

    @property
    def pending(self) -> list[str]:
        """Still queued: they go with the next run."""
        return self._with(RecordOutcome.UNSETTLED) + self._with(RecordOutcome.LATER)

    @property
    def complete(self) -> bool:
        return not (self.unreachable or self.cancelled) and len(self.synced) == len(self.outcomes)

    @property
    def exit_code(self) -> int:
        """0: everything synced; 1: some records need the user; 2: no usable connection."""
        if self.complete:
            return 0
        if self.unreachable:
            return 2
        return 1
