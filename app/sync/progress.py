"""What a running sync tells the UI (records and bytes done, the current item, the issues)
and how a run ended (an outcome per record, an exit code for scripts).

Every progress event is an immutable snapshot (`SyncProgress`), so a listener may keep it or
hand it to another thread. An issue says what happened as a `Notice`, never a sentence.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from enum import StrEnum

from app.api.notices import FieldProblems, Notice

log = logging.getLogger(__name__)


class SyncPhase(StrEnum):
    STARTING = "starting"
    RUNNING = "running"
    PAUSED = "paused"
    FINISHED = "finished"
    CANCELLED = "cancelled"


class IssueKind(StrEnum):
    NEEDS_ATTENTION = "needs_attention"  # the service refused the content (400/422)
    CONFLICT = "conflict"  # someone else changed the record on the server
    RETRY_LATER = "retry_later"  # transient failure; stays queued for the next run
    UNREACHABLE = "unreachable"  # no connection, or the credentials were refused


@dataclass(frozen=True)
class SyncIssue:
    draft_id: str | None
    kind: IssueKind
    notice: Notice
    field_errors: FieldProblems = field(default_factory=dict)


@dataclass(frozen=True)
class SyncProgress:
    phase: SyncPhase
    records_done: int = 0
    records_total: int = 0
    bytes_sent: int = 0
    bytes_total: int = 0
    current: str | None = None
    issues: tuple[SyncIssue, ...] = ()

    @property
    def fraction(self) -> float:
        """Overall completion: records and bytes weigh equally when there are bytes to send."""
        parts = []
        if self.records_total:
            parts.append(min(1.0, self.records_done / self.records_total))
        if self.bytes_total:
            parts.append(min(1.0, self.bytes_sent / self.bytes_total))
        if not parts:
            return 1.0 if self.phase is SyncPhase.FINISHED else 0.0
        return sum(parts) / len(parts)


ProgressListener = Callable[[SyncProgress], None]


class ProgressTracker:
    """Counts what the engine does and hands a snapshot to every listener after each change."""

    def __init__(self) -> None:
        # The latest state, the one every listener was last handed.
        self.snapshot = SyncProgress(SyncPhase.STARTING)
        self._listeners: list[ProgressListener] = []

    def subscribe(self, listener: ProgressListener) -> Callable[[], None]:
        """Add `listener`; the returned function removes it again."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def start(self, records_total: int, bytes_total: int) -> None:
        self._emit(
            SyncProgress(SyncPhase.RUNNING, records_total=records_total, bytes_total=bytes_total)
        )

    def add_bytes(self, count: int) -> None:
        """More (or fewer) bytes to send than counted at the start: a photo was prepared."""
        self._emit(replace(self.snapshot, bytes_total=self.snapshot.bytes_total + count))

    def working_on(self, label: str) -> None:
        self._emit(replace(self.snapshot, current=label))

    def sent(self, bytes_: int) -> None:
        self._emit(replace(self.snapshot, bytes_sent=self.snapshot.bytes_sent + bytes_))

    def record_done(self) -> None:
        self._emit(replace(self.snapshot, records_done=self.snapshot.records_done + 1))

    def issue(self, issue: SyncIssue) -> None:
        self._emit(replace(self.snapshot, issues=(*self.snapshot.issues, issue)))

    def phase(self, phase: SyncPhase) -> None:
        current = (
            None if phase in (SyncPhase.FINISHED, SyncPhase.CANCELLED) else self.snapshot.current
        )
        self._emit(replace(self.snapshot, phase=phase, current=current))

    def _emit(self, state: SyncProgress) -> None:
        self.snapshot = state
        for listener in list(self._listeners):
            try:
                listener(state)
            except Exception:
                # A broken progress display must not stop the upload of a user's work.
                log.exception("progress listener failed")


class RecordOutcome(StrEnum):
    DONE = "done"
    NEEDS_ATTENTION = "needs_attention"
    CONFLICT = "conflict"
    UNSETTLED = "unsettled"  # a write's outcome is unknown: reconcile next round
    LATER = "later"  # transient failures used up this run's attempts; stays queued


@dataclass(frozen=True)
class SyncReport:
    """How a run ended, per record (keys are draft ids, or `kind:server_id`); why the
    service was out of reach, if it was, is the last issue."""

    outcomes: Mapping[str, RecordOutcome] = field(default_factory=dict)
    issues: tuple[SyncIssue, ...] = ()
    unreachable: bool = False
    cancelled: bool = False

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
    def exit_code(self) -> int:
        """0: everything synced; 1: some records need the user; 2: no usable connection."""
        if self.unreachable:
            return 2
        return int(self.cancelled or len(self.synced) != len(self.outcomes))
