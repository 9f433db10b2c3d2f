"""One reading of units for the form, the table's cells, the import and what is sent: "m2"
typed anywhere is MTK, "m1" MTR, "stuks" PCE; a label says "1 stuk" and "2 stuks"; the
export's photo column names the product's photos, as the import reads them back."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from app.api.categories import QUANTITY_UNITS
from app.api.products import ProductPaths
from app.api.products import ProductRequest
from app.api.units import as_listed
from app.inventory.export import export_products
from app.inventory.labels import label_texts
from app.inventory.sheets import read_sheet
from app.inventory.values import normalise
from app.store import Store
from app.store.kinds import RecordKind
from app.work import bulk
from tests.sync.helpers import product_content


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "desk.sqlite3", tmp_path / "files") as opened:
        yield opened


WRITTEN = [
    ("m2", "MTK"),
    ("m²", "MTK"),
    ("M2", "MTK"),
    ("vierkante meter", "MTK"),
    ("m1", "MTR"),
    ("m", "MTR"),
    ("stuks", "PCE"),
    ("st.", "PCE"),
    ("pcs", "PCE"),
    ("Stuk", "PCE"),
    ("m3", "MTQ"),
    ("kg", "KGM"),
]


@pytest.mark.parametrize(("written", "code"), WRITTEN)
def test_a_unit_reads_as_its_code_in_the_import_and_in_what_is_sent(
    written: str, code: str
) -> None:
    assert normalise(ProductPaths.QUANTITY_UNIT, written) == (code, None)
    content = product_content("Tegel")
    content["quantity"] = {"quantityValue": 12, "quantityUoM": written}
    payload = ProductRequest.model_validate(content).to_payload()
    assert payload["quantity"]["quantityUoM"] == code


def test_a_unit_no_list_names_stays_as_typed() -> None:
    assert as_listed(QUANTITY_UNITS, "zak") == "zak"
    assert normalise(ProductPaths.QUANTITY_UNIT, "zak") == ("zak", None)
    content = product_content("Zand")
    content["physicalDimensions"] = {"height": 3, "uoMMeasurement": "millimeter"}
    payload = ProductRequest.model_validate(content).to_payload()
    assert payload["physicalDimensions"]["uoMMeasurement"] == "MMT"


def test_a_unit_pasted_into_the_table_is_stored_as_its_code(store: Store) -> None:
    draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Tegel"))
    outcome = bulk.edit_cells(
        store, RecordKind.PRODUCT, {f"d:{draft.id}": "m2"}, ProductPaths.QUANTITY_UNIT
    )
    assert outcome.value.stored == (f"d:{draft.id}",)
    assert store.drafts.get(draft.id).content["quantity"]["quantityUoM"] == "MTK"


@pytest.mark.parametrize(
    ("amount", "unit", "dutch", "english"),
    [
        (1, "PCE", "1 stuk", "1 pc"),
        (2, "PCE", "2 stuks", "2 pcs"),
        (1.0, "stuks", "1 stuk", "1 pc"),
        (0.5, "PCE", "0,5 stuks", "0.5 pcs"),
        (12, "m2", "12 m²", "12 m²"),
    ],
)
def test_a_label_says_one_stuk_and_two_stuks(
    amount: float, unit: str, dutch: str, english: str
) -> None:
    data = {
        "itemDetails": {"name": "Deur"},
        "quantity": {"quantityValue": amount, "quantityUoM": unit},
    }
    assert label_texts(data, "nl")[2] == dutch
    assert label_texts(data, "en")[2] == english


def _photo(path: Path) -> Path:
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 64)
    return path


def test_the_export_s_photo_column_names_the_photos(store: Store, tmp_path: Path) -> None:
    with_photos = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur"))
    store.attachments.attach_file(with_photos.id, _photo(tmp_path / "deur-voor.png"))
    store.attachments.attach_file(with_photos.id, _photo(tmp_path / "deur-achter.png"))
    removed = store.attachments.attach_file(with_photos.id, _photo(tmp_path / "weg.png"))
    store.attachments.request_removal(removed.id)
    store.drafts.create_draft(RecordKind.PRODUCT, product_content("Kozijn"))
    rows = store.catalogue.search("product", "", limit=10)

    result = export_products(store, rows, tmp_path / "catalogus.csv")

    sheet = read_sheet(result.path)
    photo = sheet.header.index("Foto")
    name = sheet.header.index("Naam")
    cells = {row[name]: row[photo] for row in sheet.rows}
    assert cells == {"Deur": "deur-voor.png; deur-achter.png", "Kozijn": None}
