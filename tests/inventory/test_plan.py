"""Planning an import from real files: every mapped field normalised as the form stores it
(decimal commas, units, statuses, categories, booleans, dates as cells, serial numbers and
text), each row's problems from the form's own rules, a fix rechecked, and a mapping that
cannot be imported refused."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.api.notices import Notice
from app.api.products import ProductRequest
from app.inventory.columns import PHOTO
from app.inventory.columns import column
from app.inventory.columns import propose_mapping
from app.inventory.plan import MappingError
from app.inventory.plan import plan_import
from app.inventory.sheets import read_sheet
from app.inventory.values import normalise
from tests.inventory.spreadsheets import make_csv
from tests.inventory.spreadsheets import make_ods
from tests.inventory.spreadsheets import make_xls
from tests.inventory.spreadsheets import make_xlsx

# Every importable column, by its Dutch title, with one row's cells and the content it gives.
EVERY_FIELD: list[tuple[str, Any, Any]] = [
    ("itemDetails.name", "Binnendeur eiken", "Binnendeur eiken"),
    ("itemDetails.productDescription.description", "Met kozijn, €-prijs", "Met kozijn, €-prijs"),
    ("productCategory", "deuren", "Deuren"),
    ("subProductCategory", "BINNENDEUREN", "Binnendeuren"),
    ("tradeItemIdentification.suppliersTradeItemId", "SV-2020-ë", "SV-2020-ë"),
    ("quantity.quantityValue", "12,5", 12.5),
    ("quantity.quantityUoM", "stuks", "PCE"),
    ("priceInformation.price", "1.234,5", 1234.5),
    ("priceInformation.priceBase.VATInformation", "ja", True),
    ("priceInformation.priceBase.numberOfUnitsInPriceBasis", "1", "1"),
    ("priceInformation.priceBase.priceOnRequestIndicator", "Nee", False),
    ("validityInformation.statusCode", "te KOOP", "Te koop"),
    ("validityInformation.validityStartDate", "1-3-2026", "2026-03-01"),
    ("validityInformation.validityEndDate", "31/12/2026", "2026-12-31"),
    ("projectNumber", "P-12", 12),
    ("physicalDimensions.height", "2015,5", 2015.5),
    ("physicalDimensions.width", "830", 830),
    ("physicalDimensions.depth", "0,1", 0.1),
    ("physicalDimensions.uoMMeasurement", "mm", "MMT"),
    ("itemCharacteristics.technicalQuality", "Goed", "Goed"),
    ("itemCharacteristics.aestheticQuality", "Licht beschadigd", "Licht beschadigd"),
    ("itemCharacteristics.rawMaterial", "Eiken", "Eiken"),
    ("itemCharacteristics.color", "Naturel", "Naturel"),
    ("person.personName", "Jan de Vries", "Jan de Vries"),
    ("person.contactInformation.emailAddress", "jan@example.nl", "jan@example.nl"),
    ("address.street", "Stationsweg 1", "Stationsweg 1"),
    ("address.postalCode", "8011 CZ", "8011 CZ"),
    ("address.city", "Zwolle", "Zwolle"),
    ("genericEnvironmentalInformation.co2Reduction", "35,2", 35.2),
    ("genericEnvironmentalInformation.eciResult", "1,75", 1.75),
    ("genericEnvironmentalInformation.noxResult", "0", 0),
    ("genericEnvironmentalInformation.mkiNMDid", "NMD-1234", "NMD-1234"),
    (PHOTO, "deur1.jpg; deur1-achter.jpg", None),
]
EXPECTED: dict[str, Any] = {
    "itemDetails": {
        "name": "Binnendeur eiken",
        "productDescription": {"description": "Met kozijn, €-prijs", "languageCode": "NL"},
    },
    "productCategory": "Deuren",
    "subProductCategory": "Binnendeuren",
    "tradeItemIdentification": {"suppliersTradeItemId": "SV-2020-ë"},
    "quantity": {"quantityValue": 12.5, "quantityUoM": "PCE"},
    "priceInformation": {
        "price": 1234.5,
        "priceBase": {
            "VATInformation": True,
            "numberOfUnitsInPriceBasis": "1",
            "priceOnRequestIndicator": False,
        },
    },
    "validityInformation": {
        "statusCode": "Te koop",
        "validityStartDate": "2026-03-01",
        "validityEndDate": "2026-12-31",
    },
    "projectNumber": 12,
    "physicalDimensions": {"height": 2015.5, "width": 830, "depth": 0.1, "uoMMeasurement": "MMT"},
    "itemCharacteristics": {
        "technicalQuality": "Goed",
        "aestheticQuality": "Licht beschadigd",
        "rawMaterial": "Eiken",
        "color": "Naturel",
    },
    "person": {
        "personName": "Jan de Vries",
        "contactInformation": {"emailAddress": "jan@example.nl"},
    },
    "address": {"street": "Stationsweg 1", "postalCode": "8011 CZ", "city": "Zwolle"},
    "genericEnvironmentalInformation": {
        "co2Reduction": 35.2,
        "eciResult": 1.75,
        "noxResult": 0,
        "mkiNMDid": "NMD-1234",
    },
}

Maker = Callable[[Path, list[list[Any]]], Path]


def _csv_utf8(path: Path, rows: list[list[Any]]) -> Path:
    return make_csv(path, rows, delimiter=",", encoding="utf-8")


@pytest.mark.parametrize(
    ("suffix", "make"),
    [
        (".xlsx", make_xlsx),
        (".xls", make_xls),
        (".ods", make_ods),
        (".csv", make_csv),
        (".txt", _csv_utf8),
    ],
)
def test_every_field_of_a_row_as_the_form_stores_it(
    tmp_path: Path, suffix: str, make: Maker
) -> None:
    # Windows-1252 has no "₂": such a file says "CO2", which reads as the same column.
    header = [column(key).title("nl").replace("₂", "2") for key, _, _ in EVERY_FIELD]
    path = make(tmp_path / f"inventaris{suffix}", [header, [cell for _, cell, _ in EVERY_FIELD]])
    sheet = read_sheet(path)
    mapping = propose_mapping(sheet.header)
    assert sorted(mapping.values()) == sorted(key for key, _, _ in EVERY_FIELD)

    plan = plan_import(sheet, mapping, project_number=99)

    (row,) = plan.rows
    assert row.number == 2
    assert row.problems == {}
    assert row.content == EXPECTED
    assert row.photos == ("deur1.jpg", "deur1-achter.jpg")
    assert ProductRequest.draft(row.content).model_dump(
        mode="json", by_alias=True, exclude_none=True
    )["quantity"] == {"quantityValue": 12.5, "quantityUoM": "PCE"}


def test_typed_cells_of_a_workbook(tmp_path: Path) -> None:
    header = ["Naam", "Aantal", "Hoogte", "Beschikbaar vanaf", "Beschikbaar tot", "Inclusief btw"]
    rows = [
        header,
        ["Deur", 12.0, 0.1, dt.date(2026, 3, 1), 46112, True],  # 46112: 2026-03-31, a serial
        ["Raam", 3, 2.5, dt.datetime(2026, 4, 1, 9, 30), "2026-04-30", False],
    ]
    for make in (make_xlsx, make_ods, make_xls):
        sheet = read_sheet(make(tmp_path / f"t.{make.__name__[5:]}", rows))
        plan = plan_import(sheet, propose_mapping(sheet.header))
        first, second = (row.content for row in plan.rows)
        assert first["quantity"] == {"quantityValue": 12}
        assert type(first["quantity"]["quantityValue"]) is int
        assert first["physicalDimensions"] == {"height": 0.1}
        assert first["validityInformation"] == {
            "validityStartDate": "2026-03-01",
            "validityEndDate": "2026-03-31",
        }
        assert first["priceInformation"] == {"priceBase": {"VATInformation": True}}
        assert second["validityInformation"] == {
            "validityStartDate": "2026-04-01",
            "validityEndDate": "2026-04-30",
        }
        assert second["priceInformation"] == {"priceBase": {"VATInformation": False}}


def test_formulas_give_their_cached_values_to_the_plan(tmp_path: Path) -> None:
    rows = [["Naam", "Aantal", "Plaats"], ["Deur", None, "Delft"]]
    path = make_xlsx(tmp_path / "f.xlsx", rows, formulas={(1, 1): ("=4*3", 12)})

    plan = plan_import(read_sheet(path), {0: "itemDetails.name", 1: "quantity.quantityValue"})

    assert plan.rows[0].content["quantity"] == {"quantityValue": 12}


def test_a_formula_error_is_a_problem_at_its_cell_in_every_column(tmp_path: Path) -> None:
    rows = [["Naam", "Prijs", "Subcategorie"], ["Deur", None, None], [None, 12, "Tegels"]]
    formulas = {(1, 1): ("=1/0", "#DIV/0!"), (1, 2): ("=NA()", "#N/A"), (2, 0): ("=A9", "#REF!")}
    path = make_xlsx(tmp_path / "f.xlsx", rows, formulas=formulas)
    mapping = {0: "itemDetails.name", 1: "priceInformation.price", 2: "subProductCategory"}

    first, second = plan_import(read_sheet(path), mapping).rows

    assert first.problems["priceInformation.price"] == [
        Notice("inventory.formula_error", {"error": "#DIV/0!"})
    ]
    assert first.problems["subProductCategory"] == [
        Notice("inventory.formula_error", {"error": "#N/A"})
    ]
    assert second.problems["itemDetails.name"] == [
        Notice("inventory.formula_error", {"error": "#REF!"})
    ]


@pytest.mark.parametrize(
    ("key", "cell", "value"),
    [
        ("quantity.quantityUoM", "st", "PCE"),
        ("quantity.quantityUoM", "Stk", "PCE"),
        ("quantity.quantityUoM", "pcs", "PCE"),
        ("quantity.quantityUoM", "m1", "MTR"),
        ("quantity.quantityUoM", "m²", "MTK"),
        ("quantity.quantityUoM", "M2", "MTK"),
        ("quantity.quantityUoM", "Vierkante meter", "MTK"),
        ("quantity.quantityUoM", "m³", "MTQ"),
        ("quantity.quantityUoM", "kg", "KGM"),
        ("quantity.quantityUoM", "KGM", "KGM"),
        ("quantity.quantityUoM", "pallet", "pallet"),  # free text, as the form allows
        ("physicalDimensions.uoMMeasurement", "cm", "CMT"),
        ("physicalDimensions.uoMMeasurement", "Millimeter", "MMT"),
        ("physicalDimensions.uoMMeasurement", "m", "MTR"),
        ("validityInformation.statusCode", "VERKOCHT", "Verkocht"),
        ("validityInformation.statusCode", "te  koop", "Te koop"),
        ("productCategory", "wanden EN plafonds", "Wanden en plafonds"),
        ("productCategory", "GEVEL EN DAK", "Gevel en dak"),
        ("priceInformation.priceBase.VATInformation", "✓", True),
        ("priceInformation.priceBase.VATInformation", "x", True),
        ("priceInformation.priceBase.VATInformation", "onwaar", False),
        ("priceInformation.priceBase.VATInformation", 0, False),
        ("priceInformation.price", 12.0, 12),
        ("priceInformation.price", 0.1, 0.1),
        ("priceInformation.price", "1,234.50", 1234.5),
        ("priceInformation.price", "€ 12,50", 12.5),
        ("projectNumber", 12.0, 12),
        ("projectNumber", "#7", 7),
        ("projectNumber", "P12", 12),
        ("projectNumber", "PRJ:0012", 12),
        ("projectNumber", "42", 42),
        ("priceInformation.price", "0,125", 0.125),
        ("priceInformation.price", "1.250,00", 1250),
        ("priceInformation.price", "12.5000", 12.5),
        ("validityInformation.validityStartDate", "01.03.2026", "2026-03-01"),
        ("validityInformation.validityStartDate", "2026-03-01 10:00", "2026-03-01"),
        ("validityInformation.validityStartDate", 46082.0, "2026-03-01"),
        ("itemDetails.name", 1234.0, "1234"),
    ],
)
def test_a_cell_is_normalised_as_the_form_stores_it(key: str, cell: Any, value: Any) -> None:
    assert normalise(key, cell) == (value, None)


@pytest.mark.parametrize(
    ("key", "cell", "code"),
    [
        ("quantity.quantityValue", "12,x", "number"),
        ("quantity.quantityValue", "1,2,3", "number"),
        ("quantity.quantityValue", True, "number"),
        ("validityInformation.statusCode", "Weg", "rule.choice"),
        ("productCategory", "Deur", "rule.choice"),
        ("priceInformation.priceBase.VATInformation", "misschien", "bool_parsing"),
        ("validityInformation.validityStartDate", "gisteren", "date"),
        ("validityInformation.validityStartDate", 12, "date"),  # a count, not a plausible date
        ("projectNumber", "12,5", "int_parsing"),
        ("projectNumber", 12.5, "int_parsing"),
        ("projectNumber", "-5", "int_parsing"),
        ("projectNumber", ".5", "int_parsing"),
        ("projectNumber", "Deur 12", "int_parsing"),
        ("projectNumber", "P-", "int_parsing"),
    ],
)
def test_a_cell_that_does_not_fit_keeps_its_text_with_the_forms_code(
    key: str, cell: Any, code: str
) -> None:
    value, notice = normalise(key, cell)

    assert notice == Notice(code)
    assert value == (str(cell) if not isinstance(cell, bool) else "ja")


@pytest.mark.parametrize("cell", ["€ 1.250", "1,000", "-2.500", " 12,125 "])
def test_a_lone_separator_before_three_digits_is_asked_not_guessed(cell: str) -> None:
    assert normalise("priceInformation.price", cell) == (
        cell.strip(),
        Notice("inventory.ambiguous_number", {"text": cell.strip()}),
    )


def test_each_rows_problems_come_from_the_forms_rules_at_their_field(tmp_path: Path) -> None:
    rows = [
        ["Naam", "Aantal", "Eenheid", "Categorie", "Subcategorie", "Plaats", "Status", "E-mail"],
        ["Deur", "2", "st", "Deuren", "Binnendeuren", "Delft", "Beschikbaar", "a@example.nl"],
        [None, "-1", "st", "Deuren", "tegels", "Delft", "Weg", "geen mail"],
        ["Tegel", "veel", None, "vloeren", "tegels", None, None, None],
    ]
    sheet = read_sheet(make_csv(tmp_path / "p.csv", rows))

    plan = plan_import(sheet, propose_mapping(sheet.header))

    good, bad, worse = plan.rows
    assert good.valid
    assert {path: [n.code for n in notices] for path, notices in bad.problems.items()} == {
        "itemDetails.name": ["rule.required"],
        "quantity.quantityValue": ["rule.minimum"],
        "subProductCategory": ["rule.sub_category"],
        "validityInformation.statusCode": ["rule.choice"],
        "person.contactInformation.emailAddress": ["rule.email"],
    }
    assert bad.content["subProductCategory"] == "Tegels"  # spelt as listed, of another category
    assert {path: [n.code for n in notices] for path, notices in worse.problems.items()} == {
        "quantity.quantityValue": ["number"],
        "quantity.quantityUoM": ["rule.choose"],
        "address.city": ["rule.required"],
    }
    assert worse.content["quantity"] == {"quantityValue": "veel"}  # kept as typed
    assert worse.content["subProductCategory"] == "Tegels"
    assert [row.number for row in plan.problem_rows] == [3, 4]
    for row in plan.rows:  # the same as the form says of the same content, but for the reading
        expected = ProductRequest.check(row.content)
        assert {p: n for p, n in row.problems.items() if p != "quantity.quantityValue"} == {
            p: n for p, n in expected.items() if p != "quantity.quantityValue"
        }


def test_a_fix_rechecks_the_row_and_skipping_keeps_it_out(tmp_path: Path) -> None:
    rows = [
        ["Naam", "Aantal", "Eenheid", "Categorie", "Plaats"],
        ["Deur", "veel", "st", "Deuren", "Delft"],
    ]
    plan = plan_import(
        read_sheet(make_csv(tmp_path / "f.csv", rows)),
        {
            0: "itemDetails.name",
            1: "quantity.quantityValue",
            2: "quantity.quantityUoM",
            3: "productCategory",
            4: "address.city",
        },
    )
    assert list(plan.rows[0].problems) == ["quantity.quantityValue"]

    fixed = plan.fix(0, "quantity.quantityValue", "4,5")

    assert fixed is plan.rows[0]
    assert fixed.valid
    assert fixed.content["quantity"] == {"quantityValue": 4.5, "quantityUoM": "PCE"}
    assert fixed.cells["quantity.quantityValue"] == "4,5"
    plan.fix(0, "address.city", None)
    assert list(plan.rows[0].problems) == ["address.city"]
    plan.rows[0].skip = True
    assert plan.to_write() == []
    assert plan.problem_rows == []
    assert plan.fix(0, "address.city", "Delft").skip


def test_a_rows_own_project_number_wins_over_the_chosen_one(tmp_path: Path) -> None:
    rows = [["Naam", "Project"], ["Deur", "P-12"], ["Raam", None]]
    sheet = read_sheet(make_csv(tmp_path / "p.csv", rows))

    plan = plan_import(sheet, propose_mapping(sheet.header), project_number=7)

    assert [row.content["projectNumber"] for row in plan.rows] == [12, 7]


def test_a_single_column_plans_as_the_form_does(tmp_path: Path) -> None:
    rows = [["Naam", "Omschrijving"], ["Deur", "Eiken"], ["x" * 300, None]]
    sheet = read_sheet(make_xlsx(tmp_path / "s.xlsx", rows))

    plan = plan_import(sheet, {0: "itemDetails.name"}, project_number=3)

    assert [row.content for row in plan.rows] == [
        {"itemDetails": {"name": "Deur"}, "projectNumber": 3},
        {"itemDetails": {"name": "x" * 300}, "projectNumber": 3},
    ]
    # What every row lacks alike (a category, a quantity) is said once, for all rows.
    assert [
        {**row.problems, **plan.common} == ProductRequest.check(row.content) for row in plan.rows
    ] == [True] * 2
    assert ["itemDetails.name" in row.problems for row in plan.rows] == [False, True]  # too long
    assert "productCategory" in plan.common


def test_a_mapping_with_a_field_twice_or_without_the_name_is_refused(tmp_path: Path) -> None:
    rows = [["Omschrijving", "Artikel", "Aantal"], ["Deur", "Binnendeur", 2]]
    sheet = read_sheet(make_xlsx(tmp_path / "m.xlsx", rows))

    with pytest.raises(MappingError) as twice:
        plan_import(
            sheet, {0: "itemDetails.name", 1: "itemDetails.name", 2: "quantity.quantityValue"}
        )
    with pytest.raises(MappingError) as nameless:
        plan_import(sheet, {2: "quantity.quantityValue"})

    assert twice.value.notice == Notice(
        "inventory.mapped_twice", {"columns": "Omschrijving, Artikel", "key": "itemDetails.name"}
    )
    assert nameless.value.notice.code == "inventory.no_name_column"
