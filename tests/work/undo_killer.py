"""A child that undoes the latest step of a store and is killed (SIGKILL) inside the undo's
transaction, as the `at`-th draft is put back in the listing: run by tests/work/test_undo.py.

    python -m tests.work.undo_killer <data folder> <at>
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path
from typing import Any

from app.store import Store
from app.store import listing
from app.work import undo


def main(folder: Path, at: int) -> None:
    store = Store.open(folder / "reuse-desk.sqlite3", folder / "attachments")
    real = listing.upsert_draft_row
    calls = 0

    def killed_at(*args: Any) -> None:
        nonlocal calls
        calls += 1
        if calls == at:
            os.kill(os.getpid(), signal.SIGKILL)
        real(*args)

    listing.upsert_draft_row = killed_at  # type: ignore[assignment]
    undo.undo(store)
    sys.exit("the undo ended before the kill")


if __name__ == "__main__":
    main(Path(sys.argv[1]), int(sys.argv[2]))
