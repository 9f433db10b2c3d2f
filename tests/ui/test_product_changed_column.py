"""The Products table's *Changed*: a product from the service shows when this computer
received its version, and its tooltips say that this is not the service's date."""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui.products.product_table import product_table
from app.ui.records.catalogue_rows import CatalogueRows
from app.ui.records.moments import utc_to_local
from app.ui.records.rows import RecordQuery

_TOOLTIP = Qt.ItemDataRole.ToolTipRole


def test_a_server_product_shows_when_it_was_received(qapp: QApplication) -> None:
    received = dt.datetime(2026, 3, 4, 9, 30, tzinfo=dt.UTC)
    store = Store.open()
    try:
        store.cache.replace_server_list(
            RecordKind.PRODUCT,
            [{"id": 7, "productCategory": "Deuren", "itemDetails": {"name": "Eiken deur"}}],
            refreshed_at=received,
        )
        store.drafts.create_draft(RecordKind.PRODUCT, {"itemDetails": {"name": "Grenen deur"}})
        model = product_table(CatalogueRows(store.catalogue, RecordKind.PRODUCT))
        model.set_query(RecordQuery(sort="title", descending=False))
        changed = model.COLUMNS.index("updated")
        server, draft = model.index(0, changed), model.index(1, changed)
        assert model.index(0, 1).data() == "Eiken deur"

        assert server.data() == utc_to_local("2026-03-04T09:30:00Z")
        assert server.data(_TOOLTIP) == (
            f"Received by this computer on {server.data()}; the service gives products no"
            " date of change."
        )
        assert draft.data()  # when the user last typed
        assert draft.data(_TOOLTIP) is None
        header = model.headerData(changed, Qt.Orientation.Horizontal, _TOOLTIP)
        assert "when this computer received" in header
        assert model.headerData(1, Qt.Orientation.Horizontal, _TOOLTIP) is None
    finally:
        store.close()
