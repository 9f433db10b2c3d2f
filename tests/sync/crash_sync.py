"""A sync run that a test kills with SIGKILL: `python -m tests.sync.crash_sync FOLDER URL`.

Syncs the queued drafts of the store in FOLDER to the sandbox at URL and prints
`done N` after each finished record, so the test can kill it mid-run.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from app.sync.progress import SyncProgress
from tests.sync.helpers import Workbench


async def _sync(bench: Workbench) -> None:
    async with bench.engine(refresh_cache=False) as engine:

        def report(event: SyncProgress) -> None:
            print(f"done {event.records_done}", flush=True)

        engine.progress.subscribe(report)
        await engine.run_once()


def main(folder: str, base_url: str) -> None:
    bench = Workbench(Path(folder), base_url)
    try:
        asyncio.run(_sync(bench))
    finally:
        bench.close()


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
