"""Connections that read beside the writer: in WAL mode a read sees the last commit and
waits for no one, where a read on the writer's connection waits for its lock.

The window's reads (a page of the table, a count, the next undo step) waited so for a
first load's batches: 60-135 ms with 600 rows in a transaction, and as long for each sort
index built at its end. A read of a reader starts a transaction of its own (`BEGIN`), so
its statements see one state of the data, and ends it (`COMMIT`) before the connection
goes back to the pool.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

# At most this many reads at once; more wait for one to end (each keeps a page cache).
MAX_READERS = 3


class Readers:
    """A pool of read-only connections to the database at `path`, opened as first needed,
    the last returned handed out first (its caches, the catalogue's match set in its
    temporary tables among them, are the ones of the last read)."""

    def __init__(self, path: Path, *, timeout: float, cache_kib: int) -> None:
        self._path = path
        self._timeout = timeout
        self._cache_kib = cache_kib
        self._free: list[sqlite3.Connection] = []
        self._lock = threading.Lock()
        self._slots = threading.BoundedSemaphore(MAX_READERS)
        self.closed = False

    @contextlib.contextmanager
    def reading(self, *, transaction: bool = True) -> Iterator[sqlite3.Connection]:
        """A connection inside a read transaction of its own, for the block's statements
        (without `transaction`: for one statement, which is one by itself). Raises
        `sqlite3.Error` as the statements do (the caller translates)."""
        with self._slots:
            conn = self._take()
            try:
                if not transaction:
                    yield conn
                    return
                conn.execute("BEGIN")
                try:
                    yield conn
                finally:
                    if conn.in_transaction:
                        conn.execute("COMMIT")  # a read: nothing to take back
            finally:
                with self._lock:
                    self._free.append(conn)

    def close(self) -> None:
        """Close every connection, once the reads under way have ended."""
        for _ in range(MAX_READERS):
            self._slots.acquire()
        try:
            with self._lock:
                self.closed = True
                # Every slot taken: every connection opened is back among the free ones.
                for conn in self._free:
                    with contextlib.suppress(sqlite3.Error):
                        conn.close()
                self._free.clear()
        finally:
            for _ in range(MAX_READERS):
                self._slots.release()

    def _take(self) -> sqlite3.Connection:
        with self._lock:
            if self.closed:
                raise sqlite3.ProgrammingError("Cannot operate on a closed database.")
            if self._free:
                return self._free.pop()
        return self._open()

    def _open(self) -> sqlite3.Connection:
        # mode=ro: a write by mistake fails loudly instead of racing the writer's lock;
        # the temporary tables (the catalogue's match set) are writable all the same.
        conn = sqlite3.connect(
            f"{self._path.absolute().as_uri()}?mode=ro",
            uri=True,
            timeout=self._timeout,
            isolation_level=None,
            check_same_thread=False,
            cached_statements=256,
        )
        conn.row_factory = sqlite3.Row
        conn.execute("PRAGMA temp_store=MEMORY")
        conn.execute(f"PRAGMA cache_size=-{self._cache_kib}")
        return conn
