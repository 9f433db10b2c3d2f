"""Regenerate the screenshot of a paused sync: `python -m tests.ui.make_sync_screenshot`.

Runs the real window offscreen against an embedded demo sandbox in a temporary data
folder, queues a dozen drafts, slows the sandbox down (its delay fault), pauses the round
once a few are sent and saves `sync-paused.png`.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT, _until, run, started_desk  # isort: skip
from tests.ui.make_handover_screenshot import DOOR


async def main(folder: Path, sandbox: object) -> None:
    from app.store.kinds import DraftState
    from app.store.kinds import RecordKind

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        drafts = desk.store.drafts
        for index in range(12):
            name = f"Eiken binnendeur {index + 1}"
            content = {**DOOR, "itemDetails": {**DOOR["itemDetails"], "name": name}}
            drafts.mark_queued(drafts.create_draft(RecordKind.PRODUCT, content).id)
        sandbox.set_faults(1.0, ["delay"])  # type: ignore[attr-defined]
        desk.window.sync_action.trigger()
        await _until(lambda: drafts.count_by_state(RecordKind.PRODUCT)[DraftState.SYNCED] >= 3)
        desk.window.pause_sync_action.trigger()
        desk.refresh_views()
        await asyncio.sleep(0.5)
        OUT.mkdir(parents=True, exist_ok=True)
        desk.window.grab().save(str(OUT / "sync-paused.png"))
        round_ = desk.sync.syncing
        desk.sync.cancel()
        if round_ is not None:
            await asyncio.wait([round_])


if __name__ == "__main__":
    run(main)
