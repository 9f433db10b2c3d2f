"""The catalogue's export, and its round trip: what is exported imports back unchanged.

The demo catalogue comes from a real sandbox through the real client (a sync's refresh);
the export is read back by the import (read_sheet, propose_mapping, plan_import,
write_import) into an empty store, a real SQLite file.
"""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from python_calamine import CalamineWorkbook

from app.api.products import ProductRequest
from app.api.schema import prune_empty
from app.api.schema import schema_fields
from app.api.schema import set_path
from app.inventory.cells import csv_text_marked
from app.inventory.cells import csv_text_unmarked
from app.inventory.columns import PHOTO
from app.inventory.columns import column
from app.inventory.columns import importable_columns
from app.inventory.columns import propose_mapping
from app.inventory.export import ExportError
from app.inventory.export import export_products
from app.inventory.importing import write_import
from app.inventory.plan import plan_import
from app.inventory.sheets import read_sheet
from app.store.catalogue import ListingRow
from app.store.store import Store
from tests.sync.helpers import Workbench

FORMULA_LIKE = ("=SUM(A1:A3)", "+31 20 123 4567", "@home", "-", "'quoted", "'=not a formula")


def form_content(raw: dict[str, Any]) -> dict[str, Any]:
    """`raw` as the form keeps it in a draft: wire-shaped, typed, pruned."""
    draft = ProductRequest.draft(raw)
    return prune_empty(draft.model_dump(mode="json", by_alias=True, exclude_none=True))


def product(name: str, **groups: Any) -> dict[str, Any]:
    raw: dict[str, Any] = {
        "productCategory": "Deuren",
        "subProductCategory": "Binnendeuren",
        "itemDetails": {"name": name},
        "quantity": {"quantityValue": 2, "quantityUoM": "PCE"},
        "address": {"city": "Utrecht"},
    }
    for key, value in groups.items():
        raw[key] = {**raw.get(key, {}), **value} if isinstance(value, dict) else value
    content = form_content(raw)
    assert ProductRequest.check(content) == {}, ProductRequest.check(content)
    return content


# Dutch text, decimals, dates, yes and no, and text a spreadsheet would take for a formula.
TYPED = [
    product(
        "Deur met één ruit, geëmailleerd – € 45",
        itemDetails={
            "name": "Deur met één ruit, geëmailleerd – € 45",
            "productDescription": {"description": "Prijs: € 12,50; kleur crème\nTweede regel"},
        },
        quantity={"quantityValue": 0.1, "quantityUoM": "MTQ"},
        physicalDimensions={"height": 12.5, "width": 83, "depth": 4.25, "uoMMeasurement": "CMT"},
        priceInformation={
            "price": 12.5,
            "priceBase": {
                "VATInformation": True,
                "priceOnRequestIndicator": False,
                "numberOfUnitsInPriceBasis": "1",
            },
        },
        validityInformation={
            "statusCode": "Beschikbaar",
            "validityStartDate": "2026-03-01",
            "validityEndDate": "2026-12-31",
        },
        tradeItemIdentification={"suppliersTradeItemId": FORMULA_LIKE[0]},
        itemCharacteristics={
            "technicalQuality": FORMULA_LIKE[1],
            "aestheticQuality": FORMULA_LIKE[2],
            "rawMaterial": FORMULA_LIKE[3],
            "color": FORMULA_LIKE[4],
        },
        person={"personName": FORMULA_LIKE[5], "contactInformation": {"emailAddress": "a@b.nl"}},
        address={"street": "Oudegracht 1", "postalCode": "3511 AA", "city": "Utrecht"},
        genericEnvironmentalInformation={
            "co2Reduction": -3.5,
            "eciResult": 1234567.891,
            "noxResult": 0.007,
            "mkiNMDid": "00123",
        },
        projectNumber=7,
    ),
    product("Tegel 30×30", quantity={"quantityValue": 1250, "quantityUoM": "MTK"}),
]


def given_by_the_user(content: dict[str, Any]) -> dict[str, Any]:
    """`content` without the fields the service owns (`websiteURI`: the page of the product it
    was; an imported draft becomes a new product with a page of its own, so the import does
    not take it, nor a label print it)."""
    kept = json.loads(json.dumps(content))
    for found in schema_fields(ProductRequest):
        if found.ui.service_owned:
            set_path(kept, found.path, None)
    return prune_empty(kept)


def rows_of(store: Store) -> list[ListingRow]:
    return store.catalogue.search("product", "", limit=100_000)


def import_into(store: Store, path: Path) -> list[dict[str, Any]]:
    """What the import makes of `path`: the drafts' contents."""
    sheet = read_sheet(path)
    mapping = propose_mapping(sheet.header)
    # Every exported column is recognised by its title, each once.
    assert sorted(mapping.values()) == sorted(c.key for c in importable_columns())
    plan = plan_import(sheet, mapping)
    problems = [(r.number, r.problems) for r in plan.problem_rows[:3]]
    assert not problems
    result = write_import(store, plan, file_name=path.name)
    assert result.drafts == len(sheet.rows)
    return [draft.content for draft in store.drafts.list_drafts("product")]


def same_products(found: list[dict[str, Any]], expected: list[dict[str, Any]]) -> None:
    """The same products, every field (in any order)."""

    def key(content: dict[str, Any]) -> str:
        return json.dumps(content, sort_keys=True, ensure_ascii=False)

    assert sorted(map(key, found)) == sorted(map(key, expected))


@pytest.fixture
def office(demo_sandbox: Any, tmp_path: Path) -> Iterator[Workbench]:
    """A data folder whose offline list holds the demo catalogue, refreshed as a sync does."""
    bench = Workbench(tmp_path / "office", demo_sandbox.base_url)

    async def refresh() -> None:
        async with bench.engine() as engine:
            report = await engine.run_once()
        assert report.exit_code == 0

    asyncio.run(refresh())
    yield bench
    bench.close()


@pytest.fixture
def empty_store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "empty" / "desk.sqlite3", tmp_path / "empty" / "files") as store:
        yield store


@pytest.fixture
def drafts_store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "drafts" / "desk.sqlite3", tmp_path / "drafts" / "files") as store:
        for content in TYPED:
            store.drafts.create_draft("product", content)
        yield store


@pytest.mark.parametrize("suffix", [".xlsx", ".csv"])
def test_the_demo_catalogue_imports_back_identical(
    office: Workbench, empty_store: Store, tmp_path: Path, suffix: str
) -> None:
    rows = rows_of(office.store)
    assert len(rows) == 300
    items = [office.store.cache.server_item("product", row.server_id or "") for row in rows]
    expected = [
        given_by_the_user(ProductRequest.content_from_server(item))
        for item in items
        if item is not None
    ]
    assert len(expected) == 300

    result = export_products(office.store, rows, tmp_path / f"catalogus{suffix}")

    assert result.products == 300
    same_products(import_into(empty_store, result.path), expected)


@pytest.mark.parametrize(
    ("suffix", "language"),
    [
        (".xlsx", "nl"),
        (".xlsx", "en"),
        (".csv", "nl"),
        (".csv", "en"),
    ],
)
def test_drafts_with_dutch_text_decimals_dates_and_formula_like_text_import_back_unchanged(
    drafts_store: Store, empty_store: Store, tmp_path: Path, suffix: str, language: str
) -> None:
    path = tmp_path / f"concepten{suffix}"
    export_products(drafts_store, rows_of(drafts_store), path, language=language)
    same_products(import_into(empty_store, path), TYPED)


def test_an_xlsx_export_types_its_cells_and_never_writes_a_formula(
    drafts_store: Store, tmp_path: Path
) -> None:
    path = export_products(drafts_store, rows_of(drafts_store), tmp_path / "c.xlsx").path
    sheet = CalamineWorkbook.from_path(str(path)).get_sheet_by_index(0).to_python()
    header, first = sheet[0], next(r for r in sheet[1:] if r[1] != "Tegel 30×30")
    assert header == [c.title("nl") for c in importable_columns()]

    def cell(key: str) -> Any:
        return first[header.index(column(key).title("nl"))]

    assert cell("quantity.quantityValue") == 0.1
    assert cell("priceInformation.price") == 12.5
    assert cell("priceInformation.priceBase.VATInformation") is True
    assert cell("priceInformation.priceBase.priceOnRequestIndicator") is False
    assert cell("validityInformation.validityStartDate") == dt.date(2026, 3, 1)
    assert cell("projectNumber") == 7
    assert cell("genericEnvironmentalInformation.mkiNMDid") == "00123"  # text stays text
    assert cell("tradeItemIdentification.suppliersTradeItemId") == "=SUM(A1:A3)"
    assert cell(PHOTO) == ""  # the export carries no photos
    with zipfile.ZipFile(path) as archive:
        xml = archive.read("xl/worksheets/sheet1.xml").decode()
        styles = archive.read("xl/styles.xml").decode()
    assert "<f>" not in xml  # no formula anywhere
    assert 'state="frozen"' in xml  # the header stays in view
    assert "<autoFilter " in xml
    assert "<b/>" in styles  # the bold header
    assert 'quotePrefix="1"' in styles  # formula-like text stays text when edited


def test_a_csv_export_is_what_dutch_excel_opens(drafts_store: Store, tmp_path: Path) -> None:
    path = export_products(drafts_store, rows_of(drafts_store), tmp_path / "c.csv").path
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with a BOM: Excel reads é and €
    text = raw.decode("utf-8-sig")
    header = text.split("\r\n")[0].split(";")
    assert header == [c.title("nl") for c in importable_columns()]
    assert ";0,1;" in text  # decimal commas
    assert ";12,5;" in text
    assert ";1250;" in text  # no thousands separator
    assert ";01-03-2026;" in text  # dates as Dutch Excel shows them
    assert ";ja;" in text
    assert ";nee;" in text
    assert ";'=SUM(A1:A3);" in text  # never a formula
    assert ';"Prijs: € 12,50; kleur crème\nTweede regel";' in text  # quoted: ; and a new line


def test_three_decimals_in_a_csv_export_read_back_as_decimals(
    empty_store: Store, tmp_path: Path
) -> None:
    content = product("Balk", physicalDimensions={"height": 1.125, "uoMMeasurement": "MTR"})
    with Store.open(tmp_path / "s" / "desk.sqlite3", tmp_path / "s" / "files") as store:
        store.drafts.create_draft("product", content)
        path = export_products(store, rows_of(store), tmp_path / "b.csv").path

    assert ";1,1250;" in path.read_text(encoding="utf-8-sig")
    same_products(import_into(empty_store, path), [content])


@pytest.mark.parametrize("day", ["1899-06-30", "1900-01-15", "1900-02-28", "1900-03-01"])
def test_a_date_before_excels_true_serials_reads_back_from_an_xlsx(
    empty_store: Store, tmp_path: Path, day: str
) -> None:
    content = product("Balk", validityInformation={"validityStartDate": day})
    with Store.open(tmp_path / "s" / "desk.sqlite3", tmp_path / "s" / "files") as store:
        store.drafts.create_draft("product", content)
        path = export_products(store, rows_of(store), tmp_path / "b.xlsx").path

    same_products(import_into(empty_store, path), [content])


def test_the_csv_text_mark_goes_on_and_off_exactly() -> None:
    for text in (*FORMULA_LIKE, "gewoon", "", "'", "a'b", "12,5"):
        assert csv_text_unmarked(csv_text_marked(text)) == text
    assert csv_text_marked("=1+1") == "'=1+1"
    assert csv_text_marked("gewoon") == "gewoon"
    assert csv_text_unmarked("'gewoon") == "'gewoon"  # typed by someone: kept


def test_a_draft_editing_a_server_product_exports_the_draft(
    empty_store: Store, tmp_path: Path
) -> None:
    server = {"id": 5, **TYPED[1], "itemDetails": {"name": "Tegel op de server"}}
    empty_store.cache.replace_server_list("product", [server])
    edited = {**TYPED[1], "itemDetails": {"name": "Tegel, hier gewijzigd"}}
    empty_store.drafts.create_draft("product", edited, server_id=5)
    gone = empty_store.drafts.create_draft("product", TYPED[0])
    rows = rows_of(empty_store)
    empty_store.drafts.delete_draft(gone.id, discard_unsent=True)  # since the rows were read

    result = export_products(empty_store, rows, tmp_path / "c.csv")

    assert result.products == 1
    assert "Tegel, hier gewijzigd" in result.path.read_text(encoding="utf-8-sig")
    assert "Tegel op de server" not in result.path.read_text(encoding="utf-8-sig")


def test_a_target_that_cannot_be_written_leaves_no_file(
    drafts_store: Store, tmp_path: Path
) -> None:
    rows = rows_of(drafts_store)
    with pytest.raises(ExportError) as missing:
        export_products(drafts_store, rows, tmp_path / "weg" / "c.xlsx")
    assert missing.value.notice.code == "export.no_folder"

    folder = tmp_path / "map.csv"  # a folder where the file should go
    folder.mkdir()
    with pytest.raises(ExportError) as taken:
        export_products(drafts_store, rows, folder)
    assert taken.value.notice.code == "export.not_writable"
    assert taken.value.notice.params == {"name": "map.csv"}
    assert folder.is_dir()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["drafts", "map.csv"]


def test_a_failed_export_leaves_the_old_file_as_it_was(drafts_store: Store, tmp_path: Path) -> None:
    target = tmp_path / "c.xlsx"
    target.write_bytes(b"the export of last week")
    huge = product("Lange deur", itemDetails={"productDescription": {"description": "x" * 40_000}})
    drafts_store.drafts.create_draft("product", huge)

    with pytest.raises(ExportError) as refused:
        export_products(drafts_store, rows_of(drafts_store), target)

    assert refused.value.notice.code == "export.text_too_long"
    assert target.read_bytes() == b"the export of last week"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.xlsx", "drafts"]
