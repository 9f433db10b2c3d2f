"""Regenerate the screenshot of an inventory's import: `python -m tests.ui.make_import_screenshot`.

Runs the real window offscreen against an embedded demo sandbox in a temporary data
folder, opens the import dialog on a small demolition inventory with two problem rows
(a quantity in words, a row without a city), the photos folder chosen, one row fixed,
and saves `import-preview.png`: the mapping above, the preview with its problems below;
then imports the rows without problems and saves the File menu that offers to undo it
(`import-file-menu.png`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import _photo
from tests.ui.make_screenshots import _until
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk

HEADER = [
    "Omschrijving",
    "Aantal",
    "Eenheid",
    "Categorie",
    "Subcategorie",
    "Plaats",
    "Hoogte",
    "Breedte",
    "Staat",
    "Foto",
    "Notitie inventariseerder",
]
ROWS: list[list[Any]] = [
    HEADER,
    [
        "Eiken binnendeur",
        8,
        "stuks",
        "Deuren",
        "Binnendeuren",
        "Zeist",
        2115,
        830,
        "Goed",
        "deur-1; deur-2",
        "2e verdieping",
    ],
    [
        "Stalen kozijn",
        3,
        "st",
        "Deuren",
        "Kozijnen",
        "Zeist",
        2300,
        1000,
        "Redelijk",
        None,
        "",
    ],
    [
        "Plavuizen 30x30",
        "ca. 40",
        "m2",
        "Vloeren",
        "Tegels",
        "Zeist",
        None,
        None,
        "Goed",
        "plavuis",
        "gang en hal",
    ],
    [
        "Grenen balk",
        12,
        "stuks",
        "Constructie",
        "Balken",
        "Zeist",
        6000,
        220,
        "Matig",
        None,
        "",
    ],
    [
        "Wastafel",
        4,
        "stuks",
        "Sanitair",
        "Wastafels",
        "",
        None,
        None,
        "Goed",
        "wastafel",
        "toiletgroep",
    ],
    [
        "Systeemplafondplaten",
        85,
        "m2",
        "Wanden en plafonds",
        "Plafondplaten",
        "Zeist",
        600,
        600,
        "Goed",
        None,
        "",
    ],
    [
        "Radiator",
        6,
        "stuks",
        "Installaties",
        "Radiatoren",
        "Zeist",
        600,
        1200,
        "Goed",
        "radiator",
        "klaslokalen",
    ],
]


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtCore import QItemSelectionModel

    from tests.inventory.spreadsheets import make_xlsx

    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        inventory = make_xlsx(folder / "inventaris-school-zeist.xlsx", ROWS)
        photos = folder / "foto's"
        photos.mkdir()
        for name, colour in (("deur-1", "#8a5a2b"), ("deur-2", "#7a4a1b"), ("radiator", "#cccccc")):
            _photo(photos / f"{name}.jpg", colour, name)
        dialog = desk.dialogs.open_inventory_import()
        dialog.resize(1240, 860)
        dialog.load_file(inventory)
        await _until(lambda: dialog.preview_model is not None and not dialog.busy_with)
        dialog.options.set_photos_folder(photos)
        await _until(
            lambda: (
                dialog.preview_model is not None
                and dialog.preview_model.photos is not None
                and not dialog.busy_with
            )
        )
        model = dialog.preview_model
        assert model is not None
        # A project of the catalogue; the cell of the first problem in focus (not selected,
        # so its red shows), its sentence under the table.
        projects = dialog.options.project_combo
        dialog.options.choose_project(projects.itemData(1) if projects.count() > 1 else None)
        await _until(lambda: dialog.preview_model is not model and not dialog.busy_with)
        await _until(lambda: dialog.preview_model is not None and dialog.preview_model.photos)
        model = dialog.preview_model
        assert model is not None
        focus = dialog.preview_filter.mapFromSource(model.index(2, 3))
        dialog.preview_view.setFocus()
        dialog.preview_view.selectionModel().setCurrentIndex(
            focus, QItemSelectionModel.SelectionFlag.NoUpdate
        )
        await _until(lambda: True)
        dialog.grab().save(shot("import-preview"))
        # The problem rows skipped, the rest imported: the File menu offers to undo it.
        dialog.skip_problems.click()
        await _until(lambda: not dialog.busy_with)  # the photos matched again, without them
        closed: list[bool] = []
        dialog.finished.connect(lambda _r: closed.append(True))
        dialog.start_import()
        await _until(lambda: closed)
        menu = desk.window.edit_menu
        menu.aboutToShow.emit()
        menu.popup(desk.window.mapToGlobal(desk.window.rect().topLeft()))
        await _until(menu.isVisible)
        menu.setActiveAction(desk.window.undo_action)
        await _until(lambda: True)
        menu.grab().save(shot("import-file-menu"))
        menu.hide()


if __name__ == "__main__":
    run(main)
