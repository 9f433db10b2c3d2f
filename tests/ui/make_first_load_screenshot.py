"""Regenerate the screenshot of a first load of a catalogue:
`python -m tests.ui.make_first_load_screenshot`.

Runs the real window offscreen against an embedded demo sandbox, slowed down (its delay
fault), in a fresh data folder, with small batches, and saves `first-load.png` once the
rows read so far are in the table and the status bar counts them.
"""

from __future__ import annotations

from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT, _until, run, started_desk  # isort: skip


async def main(folder: Path, sandbox: object) -> None:
    from app.sync import list_loader

    list_loader.BATCH = 100  # a page at a time: the demo catalogue has 300 products

    def slowed() -> None:
        sandbox.set_faults(1.0, ["delay"])  # type: ignore[attr-defined]

    async with started_desk(folder, sandbox, before_connect=slowed, wait_for_sync=False) as desk:
        assert desk.window is not None
        status = desk.window.status.message_label
        await _until(lambda: "100" in status.text(), limit=60)
        OUT.mkdir(parents=True, exist_ok=True)
        desk.window.grab().save(str(OUT / "first-load.png"))
        sandbox.set_faults(0.0)  # type: ignore[attr-defined]
        round_ = desk.sync.syncing
        desk.sync.cancel()
        if round_ is not None:
            await _until(round_.done)


if __name__ == "__main__":
    run(main)
