"""The window's live sync status, and why a record is not synced, in the user's words.

`SyncStatus` keeps only what the store does not (the connection, the running round's retry
waits): the sync controller feeds it on the UI thread. `why_not_synced` joins it with what the
store keeps of a draft (`DraftStanding`: its state, the service's notice, the refused fields);
the record table's tooltip and the form's banner both say exactly that sentence.
"""

from __future__ import annotations

from datetime import UTC
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from app.store.kinds import ACCEPTED_UNPLACED
from app.store.kinds import ANSWER_FOR_ANOTHER
from app.store.kinds import UNREADABLE_DRAFT
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.listing import DraftStanding
from app.sync.progress import RetryWait
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress
from app.ui.message_table import describe
from app.ui.message_table import describe_all

if TYPE_CHECKING:
    from app.store.drafts import Draft


class SyncStatus(QObject):
    """The connection and the newest progress of a round; `changed` after each update."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._online = False
        self._paused = False
        self._running = False
        self._next_attempt: datetime | None = None
        self._progress: SyncProgress | None = None

    def set_connection(
        self, *, online: bool, paused: bool, running: bool, next_attempt: datetime | None
    ) -> None:
        """`next_attempt`: when the next round starts by itself (None: not planned)."""
        state = (online, paused, running, next_attempt)
        if state == (self._online, self._paused, self._running, self._next_attempt):
            return
        self._online, self._paused, self._running, self._next_attempt = state
        self.changed.emit()

    def take_progress(self, progress: SyncProgress) -> None:
        """The newest snapshot of a round; a finished round's waits are over."""
        before = self._progress.waiting if self._progress is not None else {}
        self._progress = progress
        if progress.waiting != before:
            self.changed.emit()

    @property
    def online(self) -> bool:
        return self._online

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def running(self) -> bool:
        return self._running

    @property
    def next_attempt(self) -> datetime | None:
        return self._next_attempt

    def retry_wait(self, draft_id: str, now: datetime | None = None) -> RetryWait | None:
        """Why the draft waits inside the running round, until its next attempt; None once
        that time has passed (it is being sent again) or no round holds it."""
        progress = self._progress
        if progress is None or progress.phase in (SyncPhase.FINISHED, SyncPhase.CANCELLED):
            return None
        wait = progress.waiting.get(draft_id)
        if wait is None or wait.at <= (now or datetime.now(UTC)):
            return None
        return wait


def standing_of(draft: Draft) -> DraftStanding:
    return DraftStanding(draft.id, draft.kind, draft.state, draft.error_message, draft.field_errors)


def _clock(moment: datetime, *, seconds: bool = False) -> str:
    """Local time of day; with the date when it is not today."""
    local = moment.astimezone()
    shown = local.strftime("%H:%M:%S" if seconds else "%H:%M")
    if local.date() != datetime.now().astimezone().date():
        shown = f"{local:%d-%m-%Y} {shown}"
    return shown


def field_labels(kind: RecordKind, paths: list[str]) -> list[str]:
    """The form's labels of the fields at `paths` (a path the form does not know, as it is)."""
    # The request models (pydantic) load after the first paint; the desk makes its status before.
    from app.api.kinds import request_model
    from app.api.schema import schema_fields
    from app.ui.binding import form_language

    language = form_language()
    labels = {f.path: f.label(language) for f in schema_fields(request_model(kind.value))}
    return [labels.get(path, path) for path in paths]


def why_not_synced(
    standing: DraftStanding | None, status: SyncStatus | None, now: datetime | None = None
) -> str | None:
    """Why the draft is not (yet) on the server; None when it is, or there is no draft.

    Without a `status` (a table not wired to the window), what the store knows is said.
    """
    if standing is None or standing.state is DraftState.SYNCED:
        return None
    state = standing.state
    if state is DraftState.DRAFT:
        return QCoreApplication.translate(
            "SyncStatus", "Not queued yet: choose Queue for sync when it is ready to be sent."
        )
    if state is DraftState.HANDED_OVER:
        return QCoreApplication.translate(
            "SyncStatus", "Handed over: a colleague sends it. Take it back to send it from here."
        )
    if state is DraftState.CONFLICT:
        return QCoreApplication.translate(
            "SyncStatus",
            "Conflict: someone else changed this record on the server. Choose which version "
            "to keep; then it is sent.",
        )
    if state is DraftState.NEEDS_ATTENTION:
        return _needs_attention(standing)
    if standing.held_behind is not None:
        return _held(standing.held_behind)
    wait = status.retry_wait(standing.id, now) if status is not None else None
    if wait is not None:
        return QCoreApplication.translate(
            "SyncStatus", "Waiting to be sent again ({reason}). Next attempt at {time}."
        ).format(reason=describe(wait.notice), time=_clock(wait.at, seconds=True))
    if state is DraftState.SYNCING and not (status is not None and status.paused):
        return QCoreApplication.translate("SyncStatus", "Being sent now.")
    # A paused round's drafts marked ahead are not being sent: they wait like queued ones.
    return _queued(standing, status)


def _held(first_state: str) -> str:
    """A split's part or a merge's kept product, held until its other half is sent."""
    from app.ui.products.split_dialog import lot_words
    from app.work.lots import held_reason

    return lot_words(held_reason(None if first_state == "gone" else first_state))


# Set aside, though the service did not refuse it: it took it without saying (in a way that
# can be trusted) where, it answered for another record, or the local copy was damaged. The
# notice says which.
_NOT_REFUSED = ACCEPTED_UNPLACED | {ANSWER_FOR_ANOTHER, UNREADABLE_DRAFT}


def _needs_attention(standing: DraftStanding) -> str:
    problems = [
        f"{label}: {describe_all(notices)}"
        for label, notices in zip(
            field_labels(standing.kind, list(standing.field_errors)),
            standing.field_errors.values(),
            strict=True,
        )
    ]
    said = describe(standing.notice)
    head = (
        QCoreApplication.translate("SyncStatus", "Needs attention.")
        if standing.notice is not None and standing.notice.code in _NOT_REFUSED
        else QCoreApplication.translate(
            "SyncStatus", "Needs attention: the service did not accept it."
        )
    )
    parts = [head, *problems]
    if said and not any(said in problem for problem in problems):
        parts.append(said)
    return " ".join(part if part.endswith(".") else part + "." for part in parts)


def _queued(standing: DraftStanding, status: SyncStatus | None) -> str:
    failed = (
        QCoreApplication.translate("SyncStatus", "The last attempt failed: {reason}").format(
            reason=describe(standing.notice)
        )
        if standing.notice is not None
        else ""
    )
    if status is None:
        why = QCoreApplication.translate("SyncStatus", "Queued: it is sent at the next sync.")
    elif status.paused:
        why = QCoreApplication.translate(
            "SyncStatus", "Queued: the sync is paused; it is sent when the sync is resumed."
        )
    elif not status.online:
        why = QCoreApplication.translate(
            "SyncStatus", "Queued: it waits for a connection to the service."
        )
    elif status.running:
        why = QCoreApplication.translate(
            "SyncStatus", "Queued: it is sent in the sync that is running now."
        )
    elif status.next_attempt is not None:
        why = QCoreApplication.translate("SyncStatus", "Queued: next attempt at {time}.").format(
            time=_clock(status.next_attempt)
        )
    else:
        why = QCoreApplication.translate("SyncStatus", "Queued: it is sent at the next sync.")
    return f"{failed} {why}" if failed else why
