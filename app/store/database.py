"""The one SQLite wrapper: opening, pragmas, transactions, error translation.

Durability: WAL with `synchronous=NORMAL` by default. A commit is in the operating
system's page cache once written to the WAL, so a killed process loses nothing (the
crash test checks with SIGKILL); only a power loss can roll back the last few
transactions, and the database stays consistent. That buys an autosave well under a
millisecond instead of an fsync per pause in typing; `synchronous="FULL"` has both.

Threads share the connection through one re-entrant lock, so a worker (an attachment
copy, an import) and the UI thread never interleave statements of two transactions.
A read while another thread holds the lock goes to a connection of its own (`readers`),
which waits for no writer.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from typing import Literal
from typing import TypeVar

from app.api.notices import Notice
from app.private_files import narrow
from app.private_files import private_folder
from app.private_files import touch_private
from app.store import errors
from app.store.readers import Readers

log = logging.getLogger(__name__)

Synchronous = Literal["NORMAL", "FULL"]
T = TypeVar("T")

# The schema version this program writes: `migrations.LATEST_VERSION` (which checks
# that the two agree). Known here so that opening a database that is already at it
# does not load the migration steps (the schema's SQL and the listing code).
SCHEMA_VERSION = 22

# What brings a database of an older version to `SCHEMA_VERSION` (`migrations.migrate`,
# handed in by the opener: the steps stand above this module, which they use).
Migrate = Callable[[sqlite3.Connection], object]

# Long enough to ride out a checkpoint of another connection, short enough that a
# second program holding the database gets reported instead of freezing the UI.
BUSY_TIMEOUT_SECONDS = 5.0
# Cap the WAL file left behind after a big cache refresh.
JOURNAL_SIZE_LIMIT = 64 * 1024 * 1024
# Negative: KiB. The full-text index of 100,000 products is read mostly from here.
CACHE_SIZE_KIB = 32 * 1024
# SQLite's default: WAL pages after which a commit checkpoints (outside bulk writes).
AUTOCHECKPOINT_PAGES = 1_000

# A bulk writer checkpoints between its batches once the WAL is this long (`checkpoint_grown`).
BULK_WAL_BYTES = JOURNAL_SIZE_LIMIT

# How long the checkpoint after a big batch waits before it starts: the window shows the
# change first (on two cores its copying slowed the table's first read threefold).
CHECKPOINT_DELAY_SECONDS = 0.5

# How long a bulk writer steps aside, at most, for threads waiting on the lock.
YIELD_SECONDS = 0.02


class _SharedLock:
    """The connection's re-entrant lock, knowing who holds it and how many wait.

    A plain lock is not fair: a bulk writer taking it again at once beats the woken
    thread, and its Python work competes with the holder for the interpreter. So the
    bulk writer steps aside (`Database.yield_lock`) while others hold or wait.
    """

    def __init__(self) -> None:
        self._lock = threading.RLock()
        self._count_lock = threading.Lock()
        self.waiting = 0
        self._owner: int | None = None
        self._depth = 0

    def busy_for(self, thread: int) -> bool:
        """Whether a thread other than `thread` holds or waits for the lock."""
        owner = self._owner
        return bool(self.waiting) or (owner is not None and owner != thread)

    def held_by(self, thread: int) -> bool:
        return self._owner == thread

    def __enter__(self) -> None:
        if not self._lock.acquire(blocking=False):
            with self._count_lock:
                self.waiting += 1
            try:
                self._lock.acquire()
            finally:
                with self._count_lock:
                    self.waiting -= 1
        self._depth += 1
        self._owner = threading.get_ident()

    def __exit__(self, *exc_info: object) -> None:
        self._depth -= 1
        if not self._depth:
            self._owner = None
        self._lock.release()

    def take_if_free(self) -> bool:
        """Take the lock if no one holds it (then leave it by `__exit__`); never waits."""
        if not self._lock.acquire(blocking=False):
            return False
        self._depth += 1
        self._owner = threading.get_ident()
        return True


class Database(contextlib.AbstractContextManager["Database"]):
    """An open store database. Create with `Database.open(path, migrate=...)`."""

    def __init__(
        self, connection: sqlite3.Connection, path: Path, synchronous: Synchronous = "NORMAL"
    ) -> None:
        self._conn = connection
        self._lock = _SharedLock()
        # For the reads made while another thread holds the lock (`_reading`).
        self._readers = Readers(path, timeout=BUSY_TIMEOUT_SECONDS, cache_kib=CACHE_SIZE_KIB)
        self._bulk_depth = 0
        self._checkpoints: list[threading.Timer] = []
        self._synchronous = synchronous
        self.path = path
        self.closed = False
        # Set when a corrupt file was moved aside while opening ("store.recovered",
        # with the `moved_to` file name): the UI says it once.
        self.recovery: Notice | None = None

    @classmethod
    def open(
        cls,
        path: Path | str,
        *,
        migrate: Migrate,
        synchronous: Synchronous = "NORMAL",
        recover_corrupt: bool = True,
    ) -> Database:
        """Open (creating and, by `migrate`, migrating as needed) the database at `path`.

        A file from a newer program raises `DatabaseTooNew` (untouched); a corrupt one
        is renamed aside and a fresh database started, reported through `recovery`
        (or raised, with `recover_corrupt=False`).
        """
        path = Path(path)
        marker = _check_marker(path)
        try:
            database = cls._open(path, synchronous, migrate, full_check=marker.exists())
        except errors.DatabaseCorrupt as corrupt:
            if not recover_corrupt:
                raise
            moved_to = _move_aside(path)
            log.error("corrupt database %s moved aside to %s: %s", path, moved_to, corrupt)
            database = cls._open(path, synchronous, migrate, full_check=False)
            database.recovery = Notice(
                "store.recovered", {"path": str(path), "moved_to": moved_to.name}
            )
        with contextlib.suppress(OSError):
            marker.unlink(missing_ok=True)
        return database

    @classmethod
    def _open(
        cls, path: Path, synchronous: Synchronous, migrate: Migrate, *, full_check: bool
    ) -> Database:
        _create_private_file(path)
        try:
            conn = sqlite3.connect(
                path,
                timeout=BUSY_TIMEOUT_SECONDS,
                isolation_level=None,  # we issue BEGIN/COMMIT ourselves
                check_same_thread=False,
                cached_statements=256,
            )
        except sqlite3.Error as error:
            raise errors.translate_sqlite_error(error, path) from error
        try:
            conn.row_factory = sqlite3.Row
            # Reading the header first: a file that is not a database fails here,
            # and a newer schema is refused before anything is written.
            found = int(conn.execute("PRAGMA user_version").fetchone()[0])
            if found > SCHEMA_VERSION:
                raise errors.DatabaseTooNew(path, found, SCHEMA_VERSION)
            mode = conn.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                log.warning("%s: journal mode is %s, not wal", path, mode)
            conn.execute(f"PRAGMA synchronous={synchronous}")
            conn.execute("PRAGMA foreign_keys=ON")
            conn.execute("PRAGMA temp_store=MEMORY")
            conn.execute(f"PRAGMA cache_size=-{CACHE_SIZE_KIB}")
            conn.execute(f"PRAGMA journal_size_limit={JOURNAL_SIZE_LIMIT}")
            # Parses the whole schema: a damaged sqlite_master shows up now, not
            # halfway through the user's first save.
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            if full_check:
                findings = [str(row[0]) for row in conn.execute("PRAGMA quick_check")]
                if findings != ["ok"]:
                    raise errors.DatabaseCorrupt(path, "; ".join(findings[:5]))
            _make_private(path)
            if found != SCHEMA_VERSION:
                migrate(conn)
        except sqlite3.Error as error:
            conn.close()
            raise errors.translate_sqlite_error(error, path) from error
        except BaseException:
            conn.close()
            raise
        return cls(conn, path, synchronous)

    @contextlib.contextmanager
    def transaction(self, *, write: bool = True) -> Iterator[sqlite3.Connection]:
        """One atomic unit of work; nested calls join the outer transaction.

        Writes BEGIN IMMEDIATE: the write lock up front, never SQLITE_BUSY halfway. A read
        (`write=False`) goes where it waits for no one (`_reading`).
        """
        if not write:
            with self._reading(transaction=True) as reader:
                if reader is not None:
                    yield reader
                    return
                with self._on_this_connection(write=False) as conn:
                    yield conn
                return
        with self._on_this_connection(write=True) as conn:
            yield conn

    @contextlib.contextmanager
    def _on_this_connection(self, *, write: bool) -> Iterator[sqlite3.Connection]:
        with self._lock:
            # Autocommit mode: only a BEGIN of ours opens a transaction.
            if self._conn.in_transaction:
                yield self._conn
                return
            self._raw("BEGIN IMMEDIATE" if write else "BEGIN")
            try:
                yield self._conn
            except BaseException as error:
                self._rollback()
                if isinstance(error, sqlite3.Error):
                    raise self._translate(error) from error
                raise
            try:
                self._conn.execute("COMMIT")
            except sqlite3.Error as error:
                self._rollback()
                raise self._translate(error) from error

    @contextlib.contextmanager
    def _reading(self, *, transaction: bool) -> Iterator[sqlite3.Connection | None]:
        """Where a read goes. None: on this connection, under the lock, which this thread
        holds (its transaction reads what it wrote) or took because it was free (its page
        cache is the one the writes keep warm; a reader's starts cold after every commit,
        and its statements are prepared anew). A reader's connection
        (`readers`) when another thread holds the lock: the read sees the last commit
        instead of waiting for that thread's transaction (a first load's batch, 60-135 ms).
        """
        if self.closed or self._lock.held_by(threading.get_ident()):
            yield None
            return
        if self._lock.take_if_free():
            try:
                yield None
            finally:
                self._lock.__exit__()
            return
        try:
            with self._readers.reading(transaction=transaction) as conn:
                yield conn
        except sqlite3.Error as error:
            raise self._translate(error) from error

    def write_one(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Cursor:
        """One statement that is a unit of work by itself (for `rowcount`, `lastrowid`).

        Autocommit is just as atomic (triggers included) and saves BEGIN and COMMIT:
        each statement on the sync's hot path lets a busy thread take the interpreter.
        """
        return self._locked(lambda conn: conn.execute(sql, params))

    def query(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return self._read_or_locked(sql, lambda conn: conn.execute(sql, params).fetchall())

    def query_one(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        def first_row(conn: sqlite3.Connection) -> sqlite3.Row | None:
            cursor = conn.execute(sql, params)
            try:
                row: sqlite3.Row | None = cursor.fetchone()
                return row
            finally:
                cursor.close()  # not left open: an open statement keeps its snapshot

        return self._read_or_locked(sql, first_row)

    def column(self, sql: str, params: Sequence[Any] = ()) -> list[Any]:
        """The first column of every result row, without building a Row object per row
        (or of every row it writes, with RETURNING)."""

        def first_column(conn: sqlite3.Connection) -> list[Any]:
            cursor = conn.cursor()
            cursor.row_factory = None
            return [row[0] for row in cursor.execute(sql, params)]

        return self._read_or_locked(sql, first_column)

    def _read_or_locked(self, sql: str, use: Callable[[sqlite3.Connection], T]) -> T:
        """A statement that only reads (a SELECT) where it waits for no one (`_reading`);
        any other under the lock (an UPDATE ... RETURNING, say)."""
        if sql.lstrip()[:6].upper() == "SELECT":
            with self._reading(transaction=False) as reader:
                return use(reader) if reader is not None else self._locked(use)
        return self._locked(use)

    @property
    def changes(self) -> int:
        """A number that changes whenever this connection writes (for caches of counts)."""
        return self._conn.total_changes

    def held_here(self) -> bool:
        """Whether this thread holds the connection (inside a transaction of its own, say):
        work handed to another thread that takes it would wait for ever."""
        return self._lock.held_by(threading.get_ident())

    def yield_lock(self) -> None:
        """For a bulk writer: let threads that hold or wait for the lock go first.

        Next to free when no one else uses the store; else sleeps in short steps
        (releasing the interpreter) until they are done or `YIELD_SECONDS` passed.
        """
        me = threading.get_ident()
        deadline = time.monotonic() + YIELD_SECONDS
        while self._lock.busy_for(me) and time.monotonic() < deadline:
            time.sleep(0.0002)

    @contextlib.contextmanager
    def bulk_writes(self) -> Iterator[None]:
        """No automatic checkpoints while a big batch goes in; one passive checkpoint after,
        on a thread of its own, half a second later (joined by `close`).

        An automatic checkpoint copies and syncs many pages inside a commit, with the
        lock held, where an autosave would wait behind it. The one after is not the
        caller's to wait for either: the batch is committed (durable as any commit, see
        above) and the checkpoint never takes the lock. Re-entrant across threads.
        """
        with self._lock:
            self._bulk_depth += 1
            if self._bulk_depth == 1:
                self._raw("PRAGMA wal_autocheckpoint = 0")
        try:
            yield
        finally:
            with self._lock:
                self._bulk_depth -= 1
                if self._bulk_depth == 0:
                    with contextlib.suppress(errors.StoreError):
                        self._raw(f"PRAGMA wal_autocheckpoint = {AUTOCHECKPOINT_PAGES}")
                    # Under the lock: `close` takes the list under it, and must see every
                    # thread started (one missed would run on after the store closed).
                    self._checkpoints = [t for t in self._checkpoints if t.is_alive()]
                    thread = threading.Timer(CHECKPOINT_DELAY_SECONDS, self.checkpoint)
                    thread.name, thread.daemon = "checkpoint", True
                    self._checkpoints.append(thread)
                    thread.start()

    def checkpoint_grown(self) -> None:
        """For a bulk writer between two batches: a passive checkpoint, here and now, once
        the WAL has grown past `BULK_WAL_BYTES`; the next commit then writes the WAL from its
        start again.

        Without it a first load of 200,000 products left a WAL of 1.7 GB: every page read
        looks up the WAL's index, whose cost grows with its length (a chunk's write took
        twice as long at the end as at the start), and the one checkpoint after copied
        it all (7 s). Run on the caller's thread, not holding the lock (an autosave goes
        on meanwhile), so that the writer's next commits find the WAL copied and restart it.
        """
        if self.held_here():
            return
        try:
            grown = Path(f"{self.path}-wal").stat().st_size > BULK_WAL_BYTES
        except OSError:
            return
        if grown:
            self.checkpoint()

    def checkpoint(self) -> None:
        """A passive WAL checkpoint on a connection of its own: never takes the lock, never
        waits for a reader. A failure only means a longer WAL: logged, not raised."""
        try:
            # mode=rw: never creates the file (closed and removed meanwhile: nothing to do).
            with contextlib.closing(
                sqlite3.connect(
                    f"{self.path.absolute().as_uri()}?mode=rw",
                    uri=True,
                    timeout=BUSY_TIMEOUT_SECONDS,
                    isolation_level=None,
                )
            ) as side:
                side.execute(f"PRAGMA synchronous={self._synchronous}")
                side.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchone()
        except sqlite3.Error as error:
            log.warning("%s: checkpoint failed: %s", self.path, error)

    def close(self) -> None:
        self._readers.close()  # once the reads under way have ended (they take no lock)
        with self._lock:
            started = list(self._checkpoints)
        for thread in started:  # joined outside the lock: a checkpoint never takes it
            # One still waiting is not needed: closing the last connection checkpoints.
            thread.cancel()
            thread.join()
        with self._lock:
            with contextlib.suppress(sqlite3.Error):
                # Keeps the planner's statistics fresh; cheap when nothing changed.
                self._conn.execute("PRAGMA optimize")
            self._conn.close()
            self.closed = True

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _locked(self, use: Callable[[sqlite3.Connection], T]) -> T:
        """`use` of the connection under the lock, its sqlite3 errors translated."""
        with self._lock:
            try:
                return use(self._conn)
            except sqlite3.Error as error:
                raise self._translate(error) from error

    def _raw(self, sql: str) -> None:
        self._locked(lambda conn: conn.execute(sql))

    def _rollback(self) -> None:
        if self._conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):
                self._conn.execute("ROLLBACK")

    def _translate(self, error: sqlite3.Error) -> errors.StoreError:
        translated = errors.translate_sqlite_error(error, self.path)
        if isinstance(translated, errors.DatabaseCorrupt):
            # Found while running: leave a note so the next start checks the
            # whole file and moves it aside if it really is damaged.
            with contextlib.suppress(OSError):
                touch_private(_check_marker(self.path))
            log.error("%s: corruption detected: %s", self.path, error)
        else:
            log.warning("%s: sqlite error: %s", self.path, error)
        return translated


def _check_marker(path: Path) -> Path:
    return path.with_name(path.name + ".needs-check")


def _create_private_file(path: Path) -> None:
    try:
        private_folder(path.parent, narrow_existing=False)  # a data folder: the user's
        touch_private(path)
    except OSError as error:
        raise errors.translate_os_error(error, path) from error


def _make_private(path: Path) -> None:
    """0600 on the database and its side files (SQLite copies the mode, we make sure)."""
    for candidate in (path, *(path.with_name(path.name + s) for s in ("-wal", "-shm"))):
        narrow(candidate)


def _move_aside(path: Path) -> Path:
    # To the microsecond: no earlier copy is ever overwritten.
    stamp = dt.datetime.now(dt.UTC).strftime("%Y%m%dT%H%M%S%fZ")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    try:
        path.replace(target)
        wal = path.with_name(path.name + "-wal")
        if wal.exists():
            wal.replace(target.with_name(target.name + "-wal"))
        path.with_name(path.name + "-shm").unlink(missing_ok=True)
    except OSError as error:
        raise errors.translate_os_error(error, path) from error
    return target
