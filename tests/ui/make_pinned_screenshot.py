"""Regenerate the screenshot of a pinned field (issue 38, point 4).

`python -m tests.ui.make_pinned_screenshot` (and with `SCREENSHOT_LANGUAGE=en`)

The Products tab offscreen over a store made for it, the city, the category and the colour
pinned, then a new product (what Ctrl+N opens): the pinned values filled in, their pins
checked and the line below the fields saying so. Saves `pinned-field.png` (or
`pinned-field-en.png`) in resources/screenshots.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import LANGUAGE
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import shot


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from app.store.kinds import RecordKind
    from app.store.store import Store
    from app.ui import i18n
    from app.ui.products.products_tab import ProductsTab
    from app.ui.theme import apply_theme
    from app.work import repeats

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    i18n.install_language(LANGUAGE)
    apply_theme(app, "light")
    OUT.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory() as folder,
        Store.open(Path(folder) / "db.sqlite3", Path(folder) / "att") as store,
    ):
        product = RecordKind.PRODUCT
        for path, value in (
            ("address.city", "Zwolle"),
            ("productCategory", "Deuren"),
            ("itemCharacteristics.color", "Eiken naturel"),
        ):
            assert repeats.pin(store, product, path, value).value is None
        tab = ProductsTab(store)
        tab.resize(1366, 768)
        tab.show()
        tab.open_new()
        for _ in range(10):
            app.processEvents()
        form = tab.form
        form.scroll_area.ensureWidgetVisible(form.editor("address.city"))
        for _ in range(5):
            app.processEvents()
        form.grab().save(shot("pinned-field"))
        tab.close()
        tab.deleteLater()
        app.processEvents()


if __name__ == "__main__":
    main()
