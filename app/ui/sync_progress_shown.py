"""A running sync's progress in the window: the progress bar, the live status the tabs read,
and the rows of a catalogue being loaded, shown while they arrive.

The engine runs on a thread of its own (`sync_thread`) and reports a snapshot after each
step; only the newest matters to the window, so the thread keeps one and posts a delivery
only when the UI thread has taken the one before. The window takes at most one every
`PROGRESS_SHOWN_MS`: the bar repaints itself on each change while holding the interpreter
lock, and a thousand small records report thousands of steps.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer

if TYPE_CHECKING:
    import asyncio

    from app.sync.progress import SyncProgress
    from app.ui.main_window import MainWindow
    from app.ui.sync_status import SyncStatus

# How often the lists show the rows of a catalogue being loaded (each refresh reads the
# count and the visible page again, aside on a worker: not after every batch).
LISTING_REFRESH_MS = 1_000
# How often the bar and the tabs' live status take the newest snapshot: a few frames apart
# is smooth for a bar, and leaves the frames in between to typing and painting.
PROGRESS_SHOWN_MS = 50
# The phases (`SyncPhase` values) after which a run reports nothing more.
_ENDED = ("finished", "cancelled")


class ProgressHost(Protocol):
    """Where a round's progress is shown: the window's bar and the live status the tabs read."""

    @property
    def window(self) -> MainWindow | None: ...
    @property
    def sync_status(self) -> SyncStatus: ...


class SyncProgressShown(QObject):
    """Carries the sync thread's progress snapshots to the window, the newest only."""

    def __init__(
        self,
        host: ProgressHost,
        show_listing: Callable[[int, frozenset[str]], None],
        parent: QObject,
    ) -> None:
        """`show_listing(listed, kinds)`: shows how many rows of a catalogue are stored so
        far, and the rows of the `kinds` read since the last time, while a run loads one (if
        still running: said by the caller, whose texts they are)."""
        super().__init__(parent)
        self.host = host
        self._show = show_listing
        self._lock = threading.Lock()
        self._newest: SyncProgress | None = None
        # A server list read into the cache (a first load of a large catalogue): the lists
        # show the rows stored so far, refreshed at most once a second, not at every batch.
        self._listed = 0
        # The kinds whose lists were read into the cache since their rows were last shown:
        # only their tabs read their rows again (the others' have not changed).
        self._listed_kinds: set[str] = set()
        self._listing_shown = QTimer(self)
        self._listing_shown.setSingleShot(True)
        self._listing_shown.setInterval(LISTING_REFRESH_MS)
        self._listing_shown.timeout.connect(self._show_listing)
        # A snapshot arriving sooner than `PROGRESS_SHOWN_MS` after the last one shown waits
        # for this timer (the newest one then is shown; the ones between are never needed).
        self._shown_at = 0.0
        self._show_later = QTimer(self)
        self._show_later.setSingleShot(True)
        self._show_later.timeout.connect(lambda: self._show_deferred())
        self._show_deferred: Callable[[], None] = lambda: None  # the newest run's

    def publisher(
        self, ui_loop: asyncio.AbstractEventLoop, ended: Callable[[], bool]
    ) -> Callable[[SyncProgress], None]:
        """What the sync thread calls with each snapshot of one run; `ended`: whether the
        run's outcome has arrived (the bar is the outcome's then)."""
        window = self.host.window
        status = self.host.sync_status

        def deliver() -> None:  # on the UI thread: now, or once a few frames have passed
            wait_ms = PROGRESS_SHOWN_MS - (time.monotonic() - self._shown_at) * 1000
            if wait_ms <= 0:
                show_newest()
            elif not self._show_later.isActive():
                self._show_later.start(max(1, round(wait_ms)))

        def show_newest() -> None:  # on the UI thread, before the run's outcome arrives
            self._shown_at = time.monotonic()
            with self._lock:
                state, self._newest = self._newest, None
            if state is None:
                return
            status.take_progress(state)  # the last one too: a finished round's waits end
            if window is not None and not ended():
                window.status.set_progress(state.records_done, max(state.records_total, 1))
            if state.listed != self._listed:
                first, self._listed = not self._listed, state.listed
                if state.listing is not None:
                    self._listed_kinds.add(state.listing)
                if first:
                    # The load's first rows at once (searchable a tenth of a second after
                    # the start, they waited a whole refresh before); the next once a second.
                    self._listing_shown.start(0)
                elif not self._listing_shown.isActive():
                    self._listing_shown.start(LISTING_REFRESH_MS)

        def publish(state: SyncProgress) -> None:  # on the sync thread
            with self._lock:
                pending, self._newest = self._newest is not None, state
            # The last count and the end are shown at once: posted before the run's
            # outcome, they reach the window before it (the loop keeps their order).
            final = state.phase in _ENDED or 0 < state.records_total <= state.records_done
            if final or not pending:
                with contextlib.suppress(RuntimeError):  # the window's loop has ended
                    ui_loop.call_soon_threadsafe(show_newest if final else deliver)

        self._show_deferred = show_newest
        return publish

    def run_ended(self) -> None:
        """No more rows of a catalogue to show as loading."""
        self._listed = 0
        self._listed_kinds.clear()
        self._listing_shown.stop()

    def _show_listing(self) -> None:
        if self._listed:
            self._show(self._listed, frozenset(self._listed_kinds))
            self._listed_kinds.clear()
