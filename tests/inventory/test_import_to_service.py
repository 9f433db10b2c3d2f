"""Inventories as offices write them, imported by `reuse-desk import` into a real store,
synced to a real sandbox and read back over HTTP field by field: a merged title block and
a totals row; no category column, given for all rows with --set; Lengte/Breedte/Hoogte;
dimensions in different units converted to one; a CSV with a unit column and units in its
cells. Each size that reaches the service carries its unit."""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest

from app.cli import main
from tests.inventory.spreadsheets import make_csv
from tests.inventory.spreadsheets import make_xlsx
from tests.sync.helpers import Workbench

HEADER = ["Omschrijving", "Categorie", "Aantal", "Eenheid aantal", "Plaats"]
FOR_ALL = ("--set", "Plaats=Utrecht", "--set", "Aantal=1", "--set", "quantityUoM=stuks")


@pytest.fixture
def bench(sandbox: Any, isolated_data_dir: Path) -> Iterator[Workbench]:
    """A fresh data folder connected to a fresh, empty sandbox (as the sync tests have it)."""
    workbench = Workbench(isolated_data_dir, sandbox.base_url)
    yield workbench
    workbench.close()


async def imported_and_served(
    bench: Workbench, path: Path, *args: str, capsys: pytest.CaptureFixture[str]
) -> dict[str, dict[str, Any]]:
    """`reuse-desk import PATH --queue ARGS` (exit 0), one sync, and every product the
    service lists, by name, as its JSON."""
    bench.close()  # the command opens the data folder's store itself
    code = main(["import", str(path), "--queue", "--data-dir", str(bench.folder), *args])
    assert code == 0, capsys.readouterr()
    bench.__init__(bench.folder, bench.base_url)  # type: ignore[misc]  # reopened
    async with bench.engine() as engine:
        assert (await engine.run_once()).exit_code == 0
        products = await bench.engine_client.list_products()
    return {p.item_details.name: p.model_dump(mode="json", by_alias=True) for p in products}


def sizes(product: dict[str, Any]) -> tuple[Any, ...]:
    dims = product["physicalDimensions"]
    found = [dims[key] for key in ("height", "width", "depth")]
    return (*(None if v is None else Decimal(str(v)) for v in found), dims["uoMMeasurement"])


@pytest.mark.asyncio
async def test_a_title_block_above_the_header_and_a_totals_row_below_it(
    bench: Workbench, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [
        ["Inventarisatie Kantoorpand Zeist", None, None, None, None],
        [],
        HEADER,
        ["Binnendeur eiken", "Deuren", 12, "stuks", "Zeist"],
        ["Systeemplafondplaat", "Wanden en plafonds", 140, "m²", "Zeist"],
        ["Totaal", None, 152, None, None],
    ]
    path = make_xlsx(tmp_path / "kantoor.xlsx", rows, merged=["A1:E1"])

    served = await imported_and_served(bench, path, capsys=capsys)

    out = capsys.readouterr().out
    assert "Header: row 3 (another with --header-row N)" in out
    assert "Title: Inventarisatie Kantoorpand Zeist (kept as the import's note" in out
    assert "Totals, not imported: row 6" in out
    standing = bench.store.imports.latest()
    assert standing is not None
    assert standing.batch.note == "Inventarisatie Kantoorpand Zeist"
    assert sorted(served) == ["Binnendeur eiken", "Systeemplafondplaat"]
    door, ceiling = served["Binnendeur eiken"], served["Systeemplafondplaat"]
    assert door["productCategory"] == "Deuren"
    assert Decimal(door["quantity"]["quantityValue"]) == 12
    assert door["quantity"]["quantityUoM"] == "PCE"
    assert door["address"]["city"] == "Zeist"
    assert ceiling["productCategory"] == "Wanden en plafonds"
    assert Decimal(ceiling["quantity"]["quantityValue"]) == 140
    assert ceiling["quantity"]["quantityUoM"] == "MTK"


@pytest.mark.asyncio
async def test_no_category_column_and_a_value_for_all_rows(
    bench: Workbench, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [["Omschrijving", "Aantal", "Plaats"], ["Deur A", 2, None], ["Deur B", 3, "Zeist"]]
    path = make_xlsx(tmp_path / "zonder-categorie.xlsx", rows)

    # Without it: said once, for all rows, and nothing is written.
    bench.close()
    refused = main(["import", str(path), "--data-dir", str(bench.folder), "--set", "Eenheid=st"])
    out = capsys.readouterr().out
    assert refused == 1
    assert out.count("Category: Make a choice.") == 1
    assert "all rows, Category: Make a choice." in out
    bench.__init__(bench.folder, bench.base_url)  # type: ignore[misc]

    served = await imported_and_served(
        bench,
        path,
        "--set",
        "productCategory=Deuren",
        "--set",
        "address.city=Utrecht",
        "--set",
        "quantityUoM=PCE",
        capsys=capsys,
    )

    assert {name: p["productCategory"] for name, p in served.items()} == {
        "Deur A": "Deuren",
        "Deur B": "Deuren",
    }
    # The column's own value wins; its empty cell takes the one for all rows.
    assert served["Deur A"]["address"]["city"] == "Utrecht"
    assert served["Deur B"]["address"]["city"] == "Zeist"
    assert served["Deur B"]["quantity"]["quantityUoM"] == "PCE"


@pytest.mark.asyncio
async def test_length_width_and_height_in_mm_fill_the_three_dimensions(
    bench: Workbench, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    header = ["Omschrijving", "Categorie", "Lengte (mm)", "Breedte (mm)", "Hoogte (mm)"]
    rows = [
        header,
        ["Eiken balk", "Constructie", 4200, 180, 220],
        ["Vuren plank", "Constructie", 3000, 95, 22],
    ]
    path = make_xlsx(tmp_path / "balken.xlsx", rows)

    served = await imported_and_served(bench, path, *FOR_ALL, capsys=capsys)

    out = capsys.readouterr().out
    assert "  Lengte (mm) -> Depth (physicalDimensions.depth), in mm" in out
    assert "Not imported" not in out
    assert sizes(served["Eiken balk"]) == (220, 180, 4200, "MMT")
    assert sizes(served["Vuren plank"]) == (22, 95, 3000, "MMT")


@pytest.mark.asyncio
async def test_dimensions_in_cm_and_mm_are_converted_to_one_unit(
    bench: Workbench, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    header = ["Omschrijving", "Categorie", "Hoogte (cm)", "Breedte (mm)", "Opmerking intern"]
    rows = [header, ["Deur", "Deuren", 211, 830, "kras"], ["Luik", "Deuren", 60.25, 600, None]]
    path = make_xlsx(tmp_path / "deuren.xlsx", rows)

    served = await imported_and_served(bench, path, *FOR_ALL, capsys=capsys)

    assert "Not imported: Opmerking intern." in capsys.readouterr().out
    assert sizes(served["Deur"]) == (2110, 830, None, "MMT")
    assert sizes(served["Luik"]) == (Decimal("602.5"), 600, None, "MMT")


@pytest.mark.asyncio
async def test_a_csv_with_a_unit_column_and_units_in_its_cells(
    bench: Workbench, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [
        ["Omschrijving", "Categorie", "Oppervlakte (m²)", "Hoogte", "Breedte", "Eenheid"],
        ["Glaswand", "Wanden en plafonds", "12,5", "2,10 m", "120", "cm"],
        ["Tussenwand", "Wanden en plafonds", "8 m²", "260", "0,9 m", "cm"],
    ]
    path = make_csv(tmp_path / "wanden.csv", rows)

    served = await imported_and_served(bench, path, "--set", "Plaats=Utrecht", capsys=capsys)

    glass, wall = served["Glaswand"], served["Tussenwand"]
    assert sizes(glass) == (210, 120, None, "CMT")
    assert sizes(wall) == (260, 90, None, "CMT")
    assert (Decimal(glass["quantity"]["quantityValue"]), glass["quantity"]["quantityUoM"]) == (
        Decimal("12.5"),
        "MTK",
    )
    assert (Decimal(wall["quantity"]["quantityValue"]), wall["quantity"]["quantityUoM"]) == (
        8,
        "MTK",
    )


def test_a_unit_in_a_cell_that_contradicts_its_header_is_a_problem_at_that_cell(
    tmp_path: Path, isolated_data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rows = [
        ["Omschrijving", "Categorie", "Hoogte (mm)", "Eenheid"],
        ["Deur", "Deuren", "2,10 m", None],
        ["Raam", "Ramen", 1200, "cm"],
    ]
    path = make_xlsx(tmp_path / "tegenspraak.xlsx", rows)

    code = main(["import", str(path), "--data-dir", str(isolated_data_dir), *FOR_ALL])

    out = capsys.readouterr().out.splitlines()
    assert code == 1
    assert "row 2, Hoogte (mm): This value is in m, but its column is in mm." in " ".join(out)
    assert any(line.startswith("row 3, Eenheid: This value is in cm") for line in out)
