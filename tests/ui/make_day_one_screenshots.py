"""Regenerate the screenshots of a newcomer's first day:
`python -m tests.ui.make_day_one_screenshots` (`SCREENSHOT_LANGUAGE=en` for the English
window, saved with an `-en` suffix).

Runs the real window offscreen against an embedded demo sandbox in a temporary data folder,
at 1024 x 600, and saves:
- `day-one-form-light.png`, `day-one-form-dark.png`: a new product with 5,000 characters
  pasted into its name (the header in two lines), queued half-filled (the cursor in the
  first field to correct, the count in the banner, a long message wrapped under its field);
- `import-unknown-value.png`: an inventory whose category "Plafonds" the service does not
  know, the cell's list open; `import-same-fix.png`: one cell fixed, the offer to fix the
  other cell alike.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import _until
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import shot
from tests.ui.make_screenshots import started_desk

ROWS: list[list[Any]] = [
    ["Omschrijving", "Aantal", "Eenheid", "Categorie", "Plaats"],
    ["Systeemplafondplaten 60x60", 85, "m2", "Plafonds", "Zeist"],
    ["Eiken binnendeur", 8, "stuks", "Deuren", "Zeist"],
    ["Plafondtegels, mineraalwol", 40, "m²", "Plafonds", "Zeist"],
    ["Radiator", 6, "st", "Installaties", "Zeist"],
]


async def main(folder: Path, sandbox: object) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication
    from PySide6.QtWidgets import QComboBox

    from app.ui import theme
    from tests.inventory.spreadsheets import make_xlsx

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    async with started_desk(folder, sandbox) as desk:
        window, products = desk.window, desk.products
        assert window is not None
        assert products is not None
        window.resize(1024, 600)
        window.new_action.trigger()
        form = products.form
        form.editor("itemDetails.name").set_value(
            ("Eiken binnendeur met glas-in-lood " * 160)[:5000]
        )
        form.editor("validityInformation.validityStartDate").set_value("2026-12-31")
        form.editor("validityInformation.validityEndDate").set_value("2026-12-01")
        form.touch("itemDetails.name")
        form.content_edited.emit(form.content())
        await asyncio.sleep(0.3)
        window.queue_action.trigger()
        await asyncio.sleep(0.3)
        for scheme in ("light", "dark"):
            theme.apply_theme(app, scheme)
            await asyncio.sleep(0.3)
            window.grab().save(shot(f"day-one-form-{scheme}"))
        theme.apply_theme(app, "light")

        inventory = make_xlsx(folder / "plafonds.xlsx", ROWS)
        dialog = desk.dialogs.open_inventory_import()
        dialog.resize(1100, 720)
        dialog.load_file(inventory)
        await _until(lambda: dialog.preview_model is not None and not dialog.busy_with)
        model = dialog.preview_model
        assert model is not None
        column = 2 + model.headers.index("Categorie")
        first = dialog.preview_filter.mapFromSource(model.index(0, column))
        view = dialog.preview_view
        view.setFocus()
        view.setCurrentIndex(first)
        view.edit(first)
        await _until(lambda: view.findChild(QComboBox, "previewChoice") is not None)
        combo = view.findChild(QComboBox, "previewChoice")
        assert isinstance(combo, QComboBox)
        combo.showPopup()
        await asyncio.sleep(0.3)
        # The list is a window of its own: painted onto the dialog's picture where it shows.
        picture = dialog.grab()
        popup = combo.view().window()
        from PySide6.QtGui import QPainter

        painter = QPainter(picture)
        painter.drawPixmap(dialog.mapFromGlobal(popup.pos()), popup.grab())
        painter.end()
        picture.save(shot("import-unknown-value"))
        combo.hidePopup()
        combo.setCurrentIndex(combo.findText("Wanden en plafonds"))
        combo.activated.emit(combo.currentIndex())
        await _until(lambda: dialog.preview.offer_box.isVisible())
        view.setCurrentIndex(first)
        view.clearSelection()
        dialog.preview_view.setFocus(Qt.FocusReason.OtherFocusReason)
        await asyncio.sleep(0.3)
        dialog.grab().save(shot("import-same-fix"))
        dialog.preview.offer_no.click()
        dialog.reject()


if __name__ == "__main__":
    run(main)
