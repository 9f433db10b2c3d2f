"""Applies a change of every product in chunks, as the window does (a step of the undo
journal), and kills itself with SIGKILL right after chunk `KILL_AT` commits; used by
test_bulk_chunks.py.

Usage: python -m tests.store.bulk_killer DATABASE ATTACHMENTS_DIR apply KILL_AT CHUNK
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

from app.store import Store
from app.store import bulk
from app.store.catalogue import SearchFilters
from app.store.kinds import RecordKind
from app.work import bulk as bulk_work

CHANGES = {"validityInformation.statusCode": "Gereserveerd", "priceInformation.price": 7.5}


def main(database: str, attachments: str, phase: str, kill_at: str, chunk: str) -> None:
    bulk.CHUNK_RECORDS = int(chunk)
    store = Store.open(Path(database), Path(attachments))
    kind = RecordKind.PRODUCT
    keys = store.bulk.matching_keys(kind, "", SearchFilters())
    plan = store.bulk.plan(kind, store.bulk.read(kind, keys), CHANGES)
    chunks = [0]

    def die_after(_done: int, _total: int) -> None:
        chunks[0] += 1
        if chunks[0] == int(kill_at):
            print("killed", flush=True)
            os.kill(os.getpid(), signal.SIGKILL)

    assert phase == "apply"
    bulk_work.apply(store, kind, plan, progress=die_after)
    print("finished", flush=True)  # not reached: killed before the last chunk


if __name__ == "__main__":
    main(*sys.argv[1:6])
