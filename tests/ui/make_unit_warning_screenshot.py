"""Regenerate the screenshots of a size typed without its unit (issue 17, item 5).

`python -m tests.ui.make_unit_warning_screenshot`

The product form offscreen, in the window's language and both colour schemes, with a height
and a width but no unit: the warning below the unit field. Saves `unit-warning-light.png`
and `unit-warning-dark.png` (the dimensions section) in resources/screenshots.
"""

from __future__ import annotations

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import LANGUAGE
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import shot


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from app.ui import i18n
    from app.ui.products.product_form import ProductForm
    from app.ui.theme import apply_theme

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    i18n.install_language(LANGUAGE)
    OUT.mkdir(parents=True, exist_ok=True)
    for scheme in ("light", "dark"):
        apply_theme(app, scheme)
        form = ProductForm()
        form.resize(1280, 720)
        form.load({"physicalDimensions": {"height": 211, "width": 83}})
        form.show()
        for _ in range(5):
            app.processEvents()
        form.sections["dimensions"].grab().save(shot(f"unit-warning-{scheme}"))
        form.close()
        form.deleteLater()
    apply_theme(app, "light")


if __name__ == "__main__":
    main()
