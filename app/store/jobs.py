"""Work on other threads over one store (a project's overview summed, report previews made,
many records changed, a report written): closing the store stops it and waits for it, so
no thread ever reads a closed store, and a job asked for after the close never starts.

A job is told to stop through its `threading.Event` (it checks between units of work: a
photo, a page, a query); the close waits `CLOSE_WAIT_SECONDS` at most for all of them, so
a hung disk cannot keep the program from ending. A job still running past that fails at
its next use of the store (a `StoreError`), which its owner treats as the stop it is.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TypeVar

from app.store.errors import StoreStateError

log = logging.getLogger(__name__)

T = TypeVar("T")

CLOSE_WAIT_SECONDS = 5.0  # the longest a close waits for its jobs (a bulk step of 1,000: ~1 s)


class StoreClosed(StoreStateError):  # noqa: N818
    """The store was closed (or is closing): the job was not started. (No code of its own:
    it reaches no one, the window that asked is gone with its store.)"""


class Jobs:
    """The jobs running over one store."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._running: dict[int, threading.Event] = {}  # a job's number: its stop
        self._ended = threading.Condition(self._lock)
        self._next = 0
        # Set once the store starts closing: a job's waiting point can watch it.
        self.closing = threading.Event()

    def run(self, work: Callable[[], T], stop: threading.Event | None = None) -> T:
        """`work()` as a job of this store (`stop` is set when the store closes); raises
        `StoreClosed` without running it when the store is closed or closing."""
        stop = stop if stop is not None else threading.Event()
        with self._lock:
            if self.closing.is_set():
                raise StoreClosed("the store is closed")
            number = self._next = self._next + 1
            self._running[number] = stop
        try:
            return work()
        finally:
            with self._lock:
                del self._running[number]
                self._ended.notify_all()

    def close(self, timeout: float = CLOSE_WAIT_SECONDS) -> bool:
        """Stop every job and wait for them (`timeout` seconds at most); True when none
        is left running. No job starts after this."""
        deadline = time.monotonic() + timeout
        with self._lock:
            self.closing.set()
            for stop in self._running.values():
                stop.set()
            while self._running:
                left = deadline - time.monotonic()
                if left <= 0:
                    log.warning("%d background job(s) still running at close", len(self._running))
                    return False
                self._ended.wait(left)
        return True
