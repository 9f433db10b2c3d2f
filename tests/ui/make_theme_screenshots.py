"""Regenerate the look's screenshots: `python -m tests.ui.make_theme_screenshots [folder]`.

The window in the dark scheme (the products, a form with errors, the busy sync button) and the
preferences with larger text and buttons, saved to resources/screenshots (or `folder`)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from PySide6.QtWidgets import QApplication

from app.ui import theme
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import run
from tests.ui.make_screenshots import started_desk


async def main(folder: Path, sandbox: object) -> None:
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else OUT
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    async with started_desk(folder, sandbox) as desk:
        assert desk.window is not None
        assert desk.products is not None
        window, products = desk.window, desk.products
        window.resize(1280, 720)
        products.new_product(
            {
                "productCategory": "Deuren",
                "subProductCategory": "Binnendeuren",
                "itemDetails": {"name": "Eiken binnendeur 83x211"},
                "quantity": {"quantityValue": 12, "quantityUoM": "PCE"},
                "address": {"city": "Utrecht"},
            }
        )
        products.queue_current()
        products.new_product(
            {
                "productCategory": "Vloeren",
                "subProductCategory": "Tegels",
                "itemDetails": {"name": "Tegels"},
                "quantity": {"quantityValue": "twaalf"},
                "person": {"contactInformation": {"emailAddress": "jan@"}},
            }
        )
        products.queue_current()
        products.apply_filters()
        for scheme in ("light", "dark"):
            theme.apply_theme(app, scheme)
            await asyncio.sleep(0.3)
            if scheme == "dark":  # the light one is make_screenshots' form-errors.png
                window.grab().save(str(out / "form-errors-dark.png"))
            # Busy: the sync button while a sync runs (its action disabled).
            window.sync_action.setEnabled(False)
            await asyncio.sleep(0.1)
            window.sync_button.grab().save(str(out / f"sync-button-busy-{scheme}.png"))
            window.sync_action.setEnabled(True)

        theme.apply_theme(app, "light", large=True)
        await asyncio.sleep(0.2)
        dialog = desk.dialogs.open_settings()
        dialog.large_controls.setChecked(True)
        await asyncio.sleep(0.3)
        dialog.grab().save(str(out / "settings-larger-text.png"))
        window.grab().save(str(out / "form-errors-larger-text.png"))
        dialog.reject()
        theme.apply_theme(app, "light", large=False)


if __name__ == "__main__":
    run(main)
