"""Benchmark of the spreadsheet import: a 10,000-row .xlsx with 15 columns into drafts.

The figure goes through the functions the window uses (read the sheet, propose the
mapping, plan, write the batch) into a fresh store; the baseline, measured in turns with
it, reads the same file with python-calamine and writes each row's JSON with one plain
`executemany` into a table of a fresh SQLite file. Goal: at most 3x the baseline.
The three steps are measured alone too (read, plan, write), for the split; and the time to
refuse a hostile workbook (app.inventory.limits), goal under a second each.
Run: `python -m tests.benchmarks -k inventory`.
"""

from __future__ import annotations

import atexit
import datetime as dt
import json
import random
import shutil
import sqlite3
import tempfile
import time
from functools import cache
from pathlib import Path
from typing import Any

from python_calamine import CalamineWorkbook

from app.api.categories import CATEGORIES
from app.api.categories import QUANTITY_UNITS
from app.inventory.columns import column
from app.inventory.columns import propose_mapping
from app.inventory.importing import write_import
from app.inventory.plan import plan_import
from app.inventory.sheets import UnreadableInventoryError
from app.inventory.sheets import read_sheet
from app.store import Store
from tests.benchmarks.harness import benchmark
from tests.inventory.spreadsheets import make_xlsx
from tests.inventory.spreadsheets import make_xlsx_bomb

ROWS = 10_000
KEYS = (
    "itemDetails.name",
    "itemDetails.productDescription.description",
    "productCategory",
    "subProductCategory",
    "quantity.quantityValue",
    "quantity.quantityUoM",
    "physicalDimensions.height",
    "physicalDimensions.width",
    "physicalDimensions.depth",
    "physicalDimensions.uoMMeasurement",
    "priceInformation.price",
    "validityInformation.statusCode",
    "itemCharacteristics.rawMaterial",
    "address.city",
    "projectNumber",
)
_THINGS = ("Binnendeur", "Eiken balk", "Plavuis", "Radiator", "Kozijn", "Dakpan", "Wastafel")
_CITIES = ("Zwolle", "Assen", "Utrecht", "Den Haag", "Groningen", "Tilburg")
_MATERIALS = ("eiken", "grenen", "beton", "staal", "aluminium", "glas")
_UNITS = tuple(QUANTITY_UNITS.values())  # by their Dutch names, as an inventory has them
_STATUSES = ("beschikbaar", "Te koop", "gereserveerd")


def _row(rng: random.Random, n: int) -> list[Any]:
    category = rng.choice(list(CATEGORIES))
    return [
        f"{rng.choice(_THINGS)} {n}",
        f"Uit het gebouw aan de Stationsstraat, verdieping {n % 7}",
        category,
        rng.choice(CATEGORIES[category]),
        rng.randint(1, 400),
        rng.choice(_UNITS),
        f"{rng.randint(100, 2400)},5",  # decimal commas, as Dutch sheets have them
        rng.randint(50, 1200),
        rng.randint(10, 300),
        "mm",
        round(rng.uniform(1, 900), 2),
        rng.choice(_STATUSES),
        rng.choice(_MATERIALS),
        rng.choice(_CITIES),
        rng.randint(1000, 1100),
    ]


class _Setup:
    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="bench-inventory-"))
        atexit.register(shutil.rmtree, self.folder, True)
        rng = random.Random(16)
        header = [column(key).title("nl") for key in KEYS]
        rows = [header, *(_row(rng, n) for n in range(1, ROWS + 1))]
        self.xlsx = make_xlsx(self.folder / "inventaris.xlsx", rows, constant_memory=True)
        self.runs = 0

    def fresh(self, name: str) -> Path:
        self.runs += 1
        target = self.folder / f"{name}-{self.runs}"
        target.mkdir()
        return target


@cache
def _setup() -> _Setup:
    return _Setup()


def _cell(value: Any) -> Any:
    return value.isoformat() if isinstance(value, dt.date | dt.time) else value


@benchmark("inventory: calamine + executemany, 10,000 rows", runs=5, unit="s")
def bare_import() -> float:
    setup = _setup()
    folder = setup.fresh("bare")
    started = time.perf_counter()
    sheet = CalamineWorkbook.from_path(str(setup.xlsx)).get_sheet_by_index(0).to_python()
    header, rows = sheet[0], sheet[1:]
    conn = sqlite3.connect(folder / "bare.sqlite3", isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("CREATE TABLE rows (id INTEGER PRIMARY KEY, content TEXT NOT NULL)")
    conn.execute("BEGIN")
    conn.executemany(
        "INSERT INTO rows (content) VALUES (?)",
        ((json.dumps(dict(zip(header, map(_cell, row), strict=False))),) for row in rows),
    )
    conn.execute("COMMIT")
    elapsed = time.perf_counter() - started
    conn.close()
    return elapsed


@benchmark(
    "inventory: import 10,000 rows x 15 columns into drafts",
    runs=5,
    unit="s",
    baseline="inventory: calamine + executemany, 10,000 rows",
    goal="<= 2.5x",
    tolerance=0.1,
)
def import_into_drafts() -> float:
    setup = _setup()
    folder = setup.fresh("store")
    with Store.open(folder / "db.sqlite3", folder / "att") as store:
        store.drafts  # noqa: B018 - the store's parts are loaded before the clock starts
        started = time.perf_counter()
        sheet = read_sheet(setup.xlsx)
        plan = plan_import(sheet, propose_mapping(sheet.header))
        result = write_import(store, plan, file_name=setup.xlsx.name)
        elapsed = time.perf_counter() - started
    assert result.drafts == ROWS, result
    return elapsed


@benchmark(
    "inventory: read the 10,000-row sheet (the import's first step alone)",
    runs=5,
    unit="s",
    baseline="inventory: calamine + executemany, 10,000 rows",
    goal="for the split",
)
def read_rows() -> float:
    started = time.perf_counter()
    read_sheet(_setup().xlsx)
    return time.perf_counter() - started


@benchmark(
    "inventory: plan 10,000 rows (map, normalise, check: the second step alone)",
    runs=5,
    unit="s",
    baseline="inventory: calamine + executemany, 10,000 rows",
    goal="for the split",
)
def plan_rows() -> float:
    sheet = _sheet()
    started = time.perf_counter()
    plan_import(sheet, propose_mapping(sheet.header))
    return time.perf_counter() - started


@cache
def _sheet() -> Any:
    return read_sheet(_setup().xlsx)


@cache
def _plan() -> Any:
    sheet = _sheet()
    return plan_import(sheet, propose_mapping(sheet.header))


@benchmark(
    "inventory: write 10,000 planned rows (the import's last step alone)",
    runs=5,
    unit="s",
    baseline="inventory: calamine + executemany, 10,000 rows",
    goal="for the split",
)
def write_planned_rows() -> float:
    setup, plan = _setup(), _plan()
    folder = setup.fresh("write")
    with Store.open(folder / "db.sqlite3", folder / "att") as store:
        store.drafts  # noqa: B018 - as above
        started = time.perf_counter()
        write_import(store, plan, file_name=setup.xlsx.name)
        return time.perf_counter() - started


@cache
def _bombs() -> dict[str, Path]:
    """Hostile workbooks of about 1 MB each (tests/inventory/test_bounds.py's kinds)."""
    folder = _setup().fresh("bombs")
    rows = [["Naam", "Opmerking"], ["Deur", "BOMB"]]
    made = {
        "cell": ("xl/sharedStrings.xml", "BOMB", b"A" * (1 << 20), 1024, False),
        "whitespace": ("xl/worksheets/sheet1.xml", "<sheetData>", b" " * (1 << 20), 1024, True),
        "long": ("xl/sharedStrings.xml", "BOMB", b"A" * (1 << 20), 64, False),
    }
    return {
        name: make_xlsx_bomb(
            folder / f"{name}.xlsx", rows, member=m, marker=k, fill=f, repeat=r, keep=keep
        )
        for name, (m, k, f, r, keep) in made.items()
    }


def _refused(path: Path) -> float:
    started = time.perf_counter()
    try:
        read_sheet(path)
    except UnreadableInventoryError:
        return time.perf_counter() - started
    raise AssertionError(f"{path.name} was read")


@benchmark("inventory: refuse an .xlsx whose one cell unpacks to 1 GiB", runs=3, goal="< 1 s")
def refuse_cell_bomb() -> float:
    return _refused(_bombs()["cell"])


@benchmark("inventory: refuse an .xlsx padded with 1 GiB of whitespace", runs=3, goal="< 1 s")
def refuse_whitespace_bomb() -> float:
    return _refused(_bombs()["whitespace"])


@benchmark(
    "inventory: refuse an .xlsx with a 64 MiB cell (within the size bounds: scanned)",
    runs=3,
    goal="< 1 s",
)
def refuse_long_cell() -> float:
    return _refused(_bombs()["long"])
