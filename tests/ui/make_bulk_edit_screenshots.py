"""Regenerate the screenshots of editing many products at once (issue 28).

`python -m tests.ui.make_bulk_edit_screenshots`

"Edit together" offscreen, in the window's language, over a store of its own: eight
drafts whose prices, streets and cities differ (*different*), the status set; then the list
of the records the change would leave invalid. Saves `bulk-edit-form.png` and
`bulk-edit-invalid.png` in resources/screenshots.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import LANGUAGE, OUT, shot


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from app.store import Store
    from app.store.kinds import RecordKind
    from app.ui import i18n
    from app.ui.editors import ChoiceField
    from app.ui.products.bulk_form import BulkEditDialog
    from app.ui.theme import apply_theme
    from tests.sync.helpers import product_content

    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    i18n.install_language(LANGUAGE)
    apply_theme(app, "light")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder, Store.open(Path(folder) / "db.sqlite3") as store:
        cities = ["Utrecht", "Delft", "Utrecht", "Zwolle", "Delft", "Utrecht"]
        for n, city in enumerate(cities):
            content = product_content(
                f"Binnendeur {n + 1}",
                priceInformation={"price": 10 + 2.5 * n},
                address={"street": "Dorpsstraat 1", "city": city},
            )
            store.drafts.create_draft(RecordKind.PRODUCT, content)
        for n in range(2):  # still being typed: no city yet
            address = {"street": "Havenkade 2"}
            content = product_content(f"Tegels partij {n + 1}", address=address)
            store.drafts.create_draft(RecordKind.PRODUCT, content)
        keys = [f"d:{d.id}" for d in store.drafts.list_drafts(RecordKind.PRODUCT)]
        records = store.bulk.read(RecordKind.PRODUCT, keys)
        dialog = BulkEditDialog(records)
        status = dialog.binding.editors["validityInformation.statusCode"]
        assert isinstance(status, ChoiceField)
        status.combo.setCurrentIndex(status.combo.findData("Gereserveerd"))
        status.combo.activated.emit(status.combo.currentIndex())
        dialog.resize(980, 760)
        dialog.show()
        for _ in range(5):
            app.processEvents()
        dialog.grab().save(shot("bulk-edit-form"))
        dialog.show_plan(store.bulk.plan(RecordKind.PRODUCT, records, dialog.changes()))
        for _ in range(5):
            app.processEvents()
        dialog.grab().save(shot("bulk-edit-invalid"))
        dialog.close()


if __name__ == "__main__":
    main()
