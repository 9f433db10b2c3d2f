"""Regenerate the screenshots of a newer version offered, in the light and the dark scheme.

`python -m tests.ui.make_update_offer_screenshot`

The real window offscreen at 1280 x 720 against an embedded demo sandbox, with the offer
the update check makes when the manifest announces a newer version; saves
`update-offer.png` and `update-offer-dark.png` in resources/screenshots.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtWidgets import QApplication

    from app.api.updates import UpdateOffer
    from app.ui.theme import apply_theme
    from app.ui.update_offer import show_offer

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        window = desk.window
        window.resize(1280, 720)
        offer = UpdateOffer(
            "1.4.0",
            "https://downloads.example.org/reuse-desk-1.4.0-setup.exe",
            "ab" * 32,
            "Donkere modus en grotere knoppen.",
        )
        show_offer(desk, offer)
        OUT.mkdir(parents=True, exist_ok=True)
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        for scheme, name in (("light", "update-offer"), ("dark", "update-offer-dark")):
            apply_theme(app, scheme)
            await asyncio.sleep(0.3)
            window.grab().save(shot(name))
        apply_theme(app, "light")


if __name__ == "__main__":
    run(main)
