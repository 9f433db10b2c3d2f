"""Regenerate the screenshots of editing many products at once (issue 28).

`python -m tests.ui.make_bulk_edit_screenshots`

"Edit together" offscreen, in the window's language, over a store of its own: eight
drafts whose prices, streets and cities differ (*different*), the status set; then the list
of the records the change would leave invalid; then the Products table, wide enough for the
cells typed into, after a column of prices was pasted with one bad value. Saves
`bulk-edit-form.png`, `bulk-edit-invalid.png` and `bulk-table-cells.png` in
resources/screenshots.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Any

# Sets up an offscreen Qt and the null keyring before anything imports them.
from tests.ui.make_screenshots import LANGUAGE
from tests.ui.make_screenshots import OUT
from tests.ui.make_screenshots import shot


def main() -> None:
    from PySide6.QtWidgets import QApplication

    from app.store import Store
    from app.store.kinds import RecordKind
    from app.ui import i18n
    from app.ui.editors import ChoiceField
    from app.ui.products.bulk import selection_text
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
        dialog = BulkEditDialog(records, selection_text(len(records), 0))
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
        _table_after_paste(app, store)


def _table_after_paste(app: Any, store: Any) -> None:
    from PySide6.QtCore import QItemSelection
    from PySide6.QtCore import QItemSelectionModel

    from app.ui.products.products_tab import ProductsTab

    tab = ProductsTab(store)
    tab.resize(1500, 420)
    tab.show()
    for _ in range(5):
        app.processEvents()
    tab.splitter.setSizes([400, 220])
    for _ in range(5):
        app.processEvents()
    model, price = tab.model, tab.model.COLUMNS.index("price")
    flags = QItemSelectionModel.SelectionFlag
    rows = QItemSelection(model.index(0, 0), model.index(5, model.columnCount() - 1))
    tab.table.selectionModel().select(rows, flags.ClearAndSelect | flags.Rows)
    tab.table.selectionModel().setCurrentIndex(model.index(0, price), flags.NoUpdate)
    app.clipboard().setText("24,50\n18\ntwaalf\n30,00\n12,75\n9\n")
    tab.table_edits.paste()
    deadline = time.monotonic() + 0.3  # the count below the table follows the selection
    while time.monotonic() < deadline:
        app.processEvents()
    # The table's side only: the form beside it, squeezed to make room for the cells, is
    # not what the picture is about.
    tab.splitter.widget(0).grab().save(shot("bulk-table-cells"))
    tab.close()


if __name__ == "__main__":
    main()
