"""A sync killed with SIGKILL mid-run, then run again: every draft arrives exactly once.

The engine sets possibly-sent markers ahead and writes confirmed creates in
batches (`app/sync/ledger.py`), so a kill leaves creates that went out but were
not recorded, and markers on creates that never went out. The next run must
find the first kind on the server and send the second kind: nothing twice,
nothing lost.
"""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.ledger import DEFAULT_BATCH
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

DRAFTS = 100
PROJECT_ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


def _sync_and_kill(folder: Path, base_url: str, after: int) -> None:
    """Run the sync in a child and kill it once `after` records are done."""
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.sync.crash_sync", str(folder), base_url],
        cwd=PROJECT_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("done ") and int(line.split()[1]) >= after:
                os.kill(process.pid, signal.SIGKILL)
                break
        process.wait(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == -signal.SIGKILL, process.stderr.read() if process.stderr else ""


# Past the ledger's first batch of markers, in its second (written in one statement).
IN_SECOND_BATCH = DEFAULT_BATCH + 6
assert IN_SECOND_BATCH < DRAFTS


@pytest.mark.parametrize("after", [3, 29, 61, IN_SECOND_BATCH])
def test_a_sync_killed_mid_run_finishes_exactly_once_on_the_next_run(
    sandbox: Any, isolated_data_dir: Path, after: int
) -> None:
    bench = Workbench(isolated_data_dir, sandbox.base_url)
    names = [f"Deur {i}" for i in range(DRAFTS)]
    for name in names:
        bench.queue(RecordKind.PRODUCT, product_content(name))
    bench.close()

    _sync_and_kill(isolated_data_dir, sandbox.base_url, after)

    bench = Workbench(isolated_data_dir, sandbox.base_url)
    try:
        left = bench.drafts.list_drafts()
        # The kill left work behind, some of it possibly sent.
        assert sum(d.state is DraftState.SYNCED for d in left) < DRAFTS
        assert any(d.outcome_unknown for d in left)

        async def finish() -> Any:
            async with bench.engine() as engine:
                report = await engine.run_once()
            async with bench.client() as client:
                return report, await client.list_products()

        report, products = asyncio.run(finish())
        assert report.exit_code == 0
        assert sorted(p.item_details.name for p in products) == sorted(
            names
        )  # none twice, none lost
        drafts = bench.drafts.list_drafts()
        assert {d.state for d in drafts} == {DraftState.SYNCED}
        assert sorted(str(d.server_id) for d in drafts) == sorted(str(p.id) for p in products)
    finally:
        bench.close()
