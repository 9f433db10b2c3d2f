"""What a running sync tells the UI (records and bytes done, the current item, the issues)
and how a run ended (an outcome per record, an exit code for scripts).

Every progress event is an immutable snapshot (`SyncProgress`), so a listener may keep it or
hand it to another thread. An issue says what happened as a `Notice`, never a sentence; so
does a record's wait for a retry (`RetryWait`), which lasts until the record's step goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from dataclasses import replace
from datetime import UTC
from datetime import datetime
from datetime import timedelta
from enum import StrEnum
from types import MappingProxyType
from typing import NamedTuple

from app.api.errors import Offline
from app.api.errors import OutcomeUnknown
from app.api.errors import RateLimited
from app.api.errors import RequestTimeout
from app.api.errors import ServerError
from app.api.errors import ServiceError
from app.api.errors import Unavailable
from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.exit_codes import ExitCode

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


def retry_reason(error: ServiceError) -> Notice:
    """What failed, in few words ("server error 503"), for a line that goes on "...; trying
    again at ..." (the message table words the `sync.retry_*` codes)."""
    params = {"status": error.status} if error.status is not None else {}
    if isinstance(error, RateLimited):
        return Notice("sync.retry_rate_limited", params)
    if isinstance(error, Unavailable | ServerError):
        return Notice("sync.retry_server_error", params)
    if isinstance(error, RequestTimeout):
        return Notice("sync.retry_timeout")
    if isinstance(error, Offline | OutcomeUnknown) and error.code in (
        Offline.code,
        OutcomeUnknown.code,
    ):
        # The transport names the exception in its detail: a connect failure means no
        # connection was made; any other transport failure broke one that was open.
        never_made = "Connect" in error.detail
        return Notice("sync.retry_no_connection" if never_made else "sync.retry_connection_dropped")
    return error.notice  # a rarer failure (a certificate, a proxy): its own sentence


class RetryWait(NamedTuple):
    """Why a record waits inside a round (`retry_reason`), and when it is tried again (UTC)."""

    label: str
    notice: Notice
    at: datetime


NO_WAITS: Mapping[str, RetryWait] = MappingProxyType({})


@dataclass(frozen=True)
class SyncProgress:
    phase: SyncPhase
    records_done: int = 0
    records_total: int = 0
    bytes_sent: int = 0
    bytes_total: int = 0
    current: str | None = None
    issues: tuple[SyncIssue, ...] = ()
    # Records waiting for a retry, by key (the draft id): read-only, replaced on each change.
    waiting: Mapping[str, RetryWait] = field(default_factory=lambda: NO_WAITS)
    # The server list being read into the offline cache, and how many of its items are
    # stored (and searchable) so far: a first load of a large catalogue takes a while.
    listing: str | None = None
    listed: int = 0

    @property
    def fraction(self) -> float:
        """Overall completion: records and bytes weigh equally when there are bytes to send.

        Every record done is all done, whatever the bytes say: an upload found on the server
        after a lost answer is never sent again, so its bytes are never counted as sent.
        """
        if self.records_total and self.records_done >= self.records_total:
            return 1.0
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

    def add_records(self, count: int, bytes_: int = 0) -> None:
        """More records than counted at the start: the held halves of pairs just released."""
        snapshot = self.snapshot
        self._emit(
            replace(
                snapshot,
                records_total=snapshot.records_total + count,
                bytes_total=snapshot.bytes_total + bytes_,
            )
        )

    def add_bytes(self, count: int) -> None:
        """More (or fewer) bytes to send than counted at the start: a photo was prepared."""
        self._emit(replace(self.snapshot, bytes_total=self.snapshot.bytes_total + count))

    def working_on(self, label: str, key: str | None = None) -> None:
        """`label` is being sent; naming its `key` ends that record's wait for a retry."""
        self._emit(replace(self.snapshot, current=label, waiting=self._without(key)))

    def retrying(self, key: str, label: str, error: ServiceError, pause: float) -> None:
        """The record `key` waits `pause` seconds before its request goes again, because of
        `error`."""
        at = datetime.now(UTC) + timedelta(seconds=pause)
        waiting = dict(self.snapshot.waiting) | {key: RetryWait(label, retry_reason(error), at)}
        self._emit(replace(self.snapshot, waiting=MappingProxyType(waiting)))

    def going_on(self, key: str) -> None:
        """The record `key` got past its wait (its retried request was answered)."""
        if key in self.snapshot.waiting:
            self._emit(replace(self.snapshot, waiting=self._without(key)))

    def _without(self, key: str | None) -> Mapping[str, RetryWait]:
        if key is None or key not in self.snapshot.waiting:
            return self.snapshot.waiting
        return MappingProxyType({k: v for k, v in self.snapshot.waiting.items() if k != key})

    def listed(self, kind: str, count: int) -> None:
        """`count` items of the server list of `kind` are in the offline cache so far."""
        self._emit(replace(self.snapshot, listing=kind, listed=count))

    def sent(self, bytes_: int) -> None:
        self._emit(replace(self.snapshot, bytes_sent=self.snapshot.bytes_sent + bytes_))

    def record_done(self, key: str | None = None) -> None:
        done = self.snapshot.records_done + 1
        self._emit(replace(self.snapshot, records_done=done, waiting=self._without(key)))

    def issue(self, issue: SyncIssue) -> None:
        self._emit(replace(self.snapshot, issues=(*self.snapshot.issues, issue)))

    def phase(self, phase: SyncPhase) -> None:
        if phase in (SyncPhase.FINISHED, SyncPhase.CANCELLED):
            # The round is over: what still waits is queued for the next one.
            self._emit(replace(self.snapshot, phase=phase, current=None, waiting=NO_WAITS))
        else:
            self._emit(replace(self.snapshot, phase=phase))

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
    unreadable: int = 0  # items of the server lists that did not parse (left out of the cache)

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
    def exit_code(self) -> ExitCode:
        """The run's own account (`reuse-desk sync` reads the store after it instead)."""
        if self.unreachable:
            return ExitCode.NOT_USABLE
        left = self.cancelled or len(self.synced) != len(self.outcomes)
        return ExitCode.LEFT_FOR_YOU if left else ExitCode.DONE
