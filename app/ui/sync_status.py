"""The window's live sync status: one object that the sync controller feeds and the record
table and form read, so each unsynced record can say why it waits.

It keeps only what the store does not (the connection, the running round's retry waits);
a record's own state and stored notice stay in the store. Fed on the UI thread.
"""

from __future__ import annotations

from datetime import UTC, datetime

from PySide6.QtCore import QObject, Signal

from app.sync.progress import RetryWait, SyncPhase, SyncProgress


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
