"""One sync at a time per store, across processes: the window's round and a scheduled
`reuse-desk sync` share a data folder.

Two runs at once would each take the other's create in flight (left `syncing`, marked as
possibly sent, its answer still on the way) for a send that a crash cut short, not find it
on the server yet, and send it again. So a run holds this lock from before it reads the
outbox until it has put its interrupted drafts back; only the holder recovers drafts left
`syncing`. The lock is the operating system's on a file beside the store's database
(`flock`, or `LockFileEx` on Windows, through `filelock`): a process that dies, killed
or crashed, lets go of it by dying, so no stale lock outlives a run.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Final

from app.private_files import FILE_MODE
from app.private_files import narrow
from app.private_files import private_folder

log = logging.getLogger(__name__)

LOCK_FILE: Final = "sync-run.lock"


class SyncLock:
    """The sync lock of the store whose database lies in `folder`; taken without waiting
    (`take`), the caller decides how long to try."""

    def __init__(self, folder: Path) -> None:
        from filelock import FileLock

        private_folder(folder)
        self.path = folder / LOCK_FILE
        narrow(self.path)
        # Never the soft lock (a file whose existence is the lock): a killed run would leave
        # it behind, and every later run would wait for a process that is gone. The file
        # stays between runs: one removed as a waiting run opens it would lock nothing.
        self._lock = FileLock(
            self.path,
            timeout=0,
            mode=FILE_MODE,
            fallback_to_soft=False,
            preserve_lock_file=True,
        )
        self._unlocked = False  # a file system that cannot lock: runs as before, unguarded

    def take(self) -> bool:
        """Whether this run holds the lock now (False: another sync holds it)."""
        from filelock import Timeout

        try:
            self._lock.acquire(timeout=0)
        except Timeout:  # an OSError too: caught first
            return False
        except (OSError, NotImplementedError) as error:
            # A share without locks must not stop the sync itself: it goes unguarded.
            log.warning("sync lock %s not available (%s): syncing without it", self.path, error)
            self._unlocked = True
        return True

    def release(self) -> None:
        if self._unlocked:
            self._unlocked = False
        elif self._lock.is_locked:
            self._lock.release()
