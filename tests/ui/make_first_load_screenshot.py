"""Regenerate the screenshot of a first load of a catalogue:
`python -m tests.ui.make_first_load_screenshot`.

Runs the real window offscreen against an embedded demo sandbox, slowed down (its delay
fault), in a fresh data folder, with small batches, and saves `first-load.png` once the
rows read so far are in the table and the status bar counts them.
"""

from __future__ import annotations

from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import LANGUAGE, OUT, _until, run  # isort: skip


async def main(folder: Path, sandbox: object) -> None:
    from app import paths
    from app.api.secrets import MemorySecretStore
    from app.settings import UiSettings
    from app.store.store import Store
    from app.sync import list_loader
    from app.ui import i18n
    from app.ui.desk import Desk

    list_loader.BATCH = 100  # a page at a time: the demo catalogue has 300 products
    paths.set_data_dir(folder / "data")
    i18n.install_language(LANGUAGE)
    desk = Desk(
        Store.open(),
        settings=UiSettings(auto_sync=False),
        sandbox_url=sandbox.base_url,  # type: ignore[attr-defined]
        secrets=MemorySecretStore(),
    )
    try:
        await desk.start()
        sandbox.set_faults(1.0, ["delay"])  # type: ignore[attr-defined]
        desk.sync.connect_initial()
        assert desk.window is not None
        desk.window.resize(1280, 800)
        desk.window.show()
        status = desk.window.status.message_label
        await _until(lambda: "100" in status.text(), limit=60)
        OUT.mkdir(parents=True, exist_ok=True)
        desk.window.grab().save(str(OUT / "first-load.png"))
        sandbox.set_faults(0.0)  # type: ignore[attr-defined]
        round_ = desk.sync.syncing
        desk.sync.cancel()
        if round_ is not None:
            await _until(round_.done)
    finally:
        await desk.shutdown()
        desk.close_store()


if __name__ == "__main__":
    run(main)
