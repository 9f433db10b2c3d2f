"""Regenerate the screenshot of a handed-over draft: `python -m tests.ui.make_handover_screenshot`.

Runs the real window offscreen against an embedded demo sandbox in a temporary data
folder, exports two drafts (so they are handed over) and saves `handed-over.png`.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import started_desk

DOOR = {
    "productCategory": "Deuren",
    "subProductCategory": "Binnendeuren",
    "itemDetails": {
        "name": "Eiken binnendeur, 8 stuks",
        "productDescription": {"description": "Massief eiken, geschuurd", "languageCode": "NL"},
    },
    "quantity": {"quantityValue": 8, "quantityUoM": "PCE"},
    "priceInformation": {"price": 45},
    "validityInformation": {"statusCode": "Beschikbaar"},
    "address": {"street": "Meentweg 3", "postalCode": "3991 AB", "city": "Houten"},
}


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtWidgets import QFileDialog

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        products = desk.products
        assert products is not None
        products.new_product(DOOR)
        products.queue_current()
        door = products.editing.draft_id
        products.new_product({**DOOR, "itemDetails": {"name": "Grenen balken 6 m"}})
        # As the user does: the menu's export, the file chosen in its dialog.
        desk.window.export_action.trigger()
        dialog = desk.window.findChild(QFileDialog, "exportDialog")
        assert dialog is not None
        dialog.selectFile(str(folder / "overdracht.zip"))
        dialog.accept()
        progress = desk.dialogs.handover().progress
        if progress is not None:  # written and read back: the dialog goes
            gone = asyncio.Event()
            progress.destroyed.connect(lambda *_: gone.set())
            await gone.wait()
        assert door is not None
        products.open_draft(door)
        products.select_key(f"d:{door}")
        await asyncio.sleep(0.3)
        OUT.mkdir(parents=True, exist_ok=True)
        desk.window.grab().save(str(OUT / "handed-over.png"))


if __name__ == "__main__":
    run(main)
