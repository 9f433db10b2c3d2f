"""A first load that a test kills with SIGKILL: `python -m tests.sync.load_and_stop FOLDER
URL ITEMS`.

Reads the product list of the sandbox at URL into the store in FOLDER, ten products a page
and twenty a batch, prints `stored N` once at least ITEMS products are stored, and stops
there (the next batch is not begun) until it is killed.
"""

from __future__ import annotations

import asyncio
import sys
import threading
from pathlib import Path

from app.store.kinds import RecordKind
from app.sync import list_loader
from app.sync.engine import SyncEngine
from app.sync.progress import SyncProgress
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench

PER_PAGE = 10
BATCH = 20


async def _load(bench: Workbench, items: int) -> None:
    client = bench.client()

    async def connect() -> ClientGateway:
        return ClientGateway(client, per_page=PER_PAGE)

    engine = SyncEngine(bench.store, connect, retry=FAST_RETRY)

    def stored(progress: SyncProgress) -> None:
        if progress.listing == RecordKind.PRODUCT and progress.listed >= items:
            print(f"stored {progress.listed}", flush=True)
            threading.Event().wait()  # the loop stops here: killed while it waits

    engine.progress.subscribe(stored)
    try:
        await engine.run_once()
    finally:
        await client.aclose()


def main(folder: str, base_url: str, items: str) -> None:
    list_loader.BATCH = BATCH
    bench = Workbench(Path(folder), base_url)
    try:
        asyncio.run(_load(bench, int(items)))
    finally:
        bench.close()


if __name__ == "__main__":
    main(*sys.argv[1:4])
