"""Regenerate the screenshot of the catalogue export:
`python -m tests.ui.make_catalogue_export_screenshot`.

Runs the real window offscreen against an embedded demo sandbox in a temporary data
folder, searches "deur", selects three products, opens *Export catalogue…* from the menu
and saves `catalogue-export.png` (the dialog with its three scopes and their counts).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtCore import QItemSelectionModel

    from app.ui.inventory.catalogue_export import CatalogueExportDialog

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        products = desk.products
        assert products is not None
        products.search.setText("deur")
        await asyncio.sleep(0.6)  # the search waits for a pause in typing
        table = products.table
        selection = table.selectionModel()
        for row in range(3):
            flags = (
                QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
            )
            selection.select(table.model().index(row, 0), flags)
        desk.window.export_catalogue_action.trigger()
        dialog = desk.window.findChild(CatalogueExportDialog, "catalogueExportDialog")
        assert dialog is not None
        await asyncio.sleep(0.3)
        OUT.mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(OUT / "catalogue-export.png"))
        dialog.close()


if __name__ == "__main__":
    run(main)
