"""Regenerate the screenshots of an inventory as an office writes it:
`python -m tests.ui.make_import_layout_screenshots`.

Opens the import dialog of the real window (offscreen, a demo sandbox, a temporary data
folder) on a sheet with a merged title block above its header, a totals row, no category
column, heights in cm and widths in mm and a column no field takes. Saves
`import-header-row.png` (the header found in row 3, the title, the totals left out),
`import-for-all-rows.png` (a category given for all rows; the city every row lacks said
once, at the panel) and `import-units.png` (the mapping with each column's unit, one
unit combo open).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import _until
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk

ROWS: list[list[Any]] = [
    ["Inventarisatie Kantoorpand Stationsplein Zeist — 2e verdieping", *[None] * 6],
    [],
    ["Omschrijving", "Aantal", "Eenheid", "Hoogte (cm)", "Breedte (mm)", "Staat", "Notitie"],
    ["Eiken binnendeur", 8, "stuks", 211.5, 830, "Goed", "2e verdieping"],
    ["Stalen kozijn", 3, "st", 230, 1000, "Redelijk", None],
    ["Glazen tussenwand", 2, "stuks", 260, 1200, "Goed", "vergaderruimte"],
    ["Houten plint", 40, "stuks", 7, 2400, "Matig", None],
    ["Totaal", 53, None, None, None, None, None],
]


async def main(folder: Path, sandbox: object) -> None:
    from tests.inventory.spreadsheets import make_xlsx

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        inventory = make_xlsx(folder / "inventaris-kantoor-zeist.xlsx", ROWS, merged=["A1:G1"])
        dialog = desk.dialogs.open_inventory_import()
        dialog.resize(1240, 860)
        dialog.load_file(inventory)
        await _until(lambda: dialog.preview_model is not None and not dialog.busy_with)
        dialog.grab().save(shot("import-header-row"))

        model = dialog.preview_model
        dialog.for_all_rows.set_value("productCategory", "Deuren")
        await _until(lambda: dialog.preview_model is not model and not dialog.busy_with)
        # The field picked, its value being typed: as the user is about to add the city.
        panel = dialog.for_all_rows
        panel.field_combo.setCurrentIndex(panel.field_combo.findData("address.city"))
        panel.value_edit.setText("Zeist")
        await _until(lambda: True)
        dialog.grab().save(shot("import-for-all-rows"))

        pane = dialog.mapping_pane
        combo = pane.view.indexWidget(pane.view.model().index(3, 3))
        assert combo is not None
        pane.view.scrollTo(pane.view.model().index(3, 3))
        await _until(lambda: True)
        pane.grab().save(shot("import-units"))


if __name__ == "__main__":
    run(main)
