"""A number typed as "1.234,5" is 1234.5 wherever the program reads it: the form's editor,
the request model, a spreadsheet's cell, the listing (its column and order), the project
report, the label and the export; before, the report read it as no number at all."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from app.api.products import ProductRequest
from app.inventory.columns import column
from app.inventory.export import typed_value
from app.inventory.labels import label_texts
from app.inventory.values import normalise
from app.report.data import gather
from app.store.kinds import RecordKind
from app.store.store import Store
from tests.sync.helpers import product_content

QUANTITY = "1.234,5"
PRICE = "€ 1.250,00"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "store.sqlite3", tmp_path / "attachments") as opened:
        yield opened


def _content() -> dict[str, object]:
    # Text as a draft may hold it (an archive of an older program, a table cell's paste).
    return product_content(
        "Eiken deur",
        projectNumber=12,
        quantity={"quantityValue": QUANTITY, "quantityUoM": "PCE"},
        priceInformation={"price": PRICE},
    )


def test_a_typed_number_reads_as_one_number_everywhere(store: Store) -> None:
    from app.ui.editors import parse_decimal

    draft = store.drafts.create_draft(RecordKind.PRODUCT, _content())

    assert parse_decimal(QUANTITY) == 1234.5
    form = ProductRequest.draft(draft.content)
    assert (form.quantity.quantity_value, form.price_information.price) == (
        Decimal("1234.5"),
        Decimal(1250),
    )
    assert normalise("quantity.quantityValue", QUANTITY) == (1234.5, None)
    assert normalise("priceInformation.price", PRICE) == (1250, None)
    (row,) = store.catalogue.search(RecordKind.PRODUCT)
    assert (row.quantity, row.price) == (1234.5, 1250.0)
    (product,) = gather(store, 12).products
    assert (product.quantity, product.price, product.value) == (
        Decimal("1234.5"),
        Decimal(1250),
        Decimal("1543125"),
    )
    assert label_texts(draft.content, "nl")[2] == "1234,5 stuks"
    assert label_texts(draft.content, "en")[2] == "1234.5 pcs"
    assert typed_value(column("quantity.quantityValue"), draft.content) == 1234.5
    assert typed_value(column("priceInformation.price"), draft.content) == 1250
