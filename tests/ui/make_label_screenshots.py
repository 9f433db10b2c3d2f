"""Regenerate the screenshots of the labels: `python -m tests.ui.make_label_screenshots`.

Runs the real window offscreen against an embedded demo sandbox in a temporary data
folder, adds two drafts (their labels carry a local reference), selects them and six
products of the service, opens *Print labels…* from the menu, begins at label 4 of an
A4 sheet of 3 x 8, and saves `label-sheet-dialog.png` (the dialog) and `label-sheet.png`
(the page as it prints, without the preview's outlines).
"""

from __future__ import annotations

import asyncio
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import started_desk

_DRAFTS = (
    ("Eiken binnendeur met glas-in-lood", "201.5", "83", "4", 3),
    ("Hardstenen dorpel", "12", "110", "25", 6),
)


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtCore import QItemSelectionModel

    from app.ui.labels import LabelsDialog
    from app.ui.labels.sheet import page_image
    from app.ui.labels.sheet import pages

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        products = desk.products
        assert products is not None
        for name, height, width, depth, count in _DRAFTS:
            desk.store.drafts.create_draft(
                "product",
                {
                    "itemDetails": {"name": name},
                    "productCategory": "Deuren",
                    "physicalDimensions": {
                        "height": height,
                        "width": width,
                        "depth": depth,
                        "uoMMeasurement": "CMT",
                    },
                    "quantity": {"quantityValue": count, "quantityUoM": "PCE"},
                    "address": {"city": "Zwolle"},
                },
            )
        desk.refresh_views()
        await asyncio.sleep(0.5)
        table = products.table
        selection = table.selectionModel()
        flags = QItemSelectionModel.SelectionFlag.Select | QItemSelectionModel.SelectionFlag.Rows
        for row in range(8):
            selection.select(table.model().index(row, 0), flags)
        desk.window.print_labels_action.trigger()
        dialog = desk.window.findChild(LabelsDialog, "labelsDialog")
        assert dialog is not None
        dialog.resize(720, 900)
        dialog.start.setValue(4)
        await asyncio.sleep(0.3)
        OUT.mkdir(parents=True, exist_ok=True)
        dialog.grab().save(str(OUT / "label-sheet-dialog.png"))
        laid = pages(dialog.labels, dialog.sheet, dialog.skip)
        page_image(dialog.sheet, laid[0], 5.0, outlines=False).save(str(OUT / "label-sheet.png"))
        dialog.close()


if __name__ == "__main__":
    run(main)
