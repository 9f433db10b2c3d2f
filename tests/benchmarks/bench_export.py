"""Benchmark of the catalogue export: 10,000 products (5,000 drafts, 5,000 from the
service) from a store to .xlsx and to .csv, through the function the window uses.

The baseline writes the same cells, already typed, with XlsxWriter alone (constant
memory, one `write` per cell): what the library costs. The difference is reading the
products from the store and typing their cells.
Run: `python -m tests.benchmarks -k export`.
"""

from __future__ import annotations

import atexit
import shutil
import tempfile
import time
from functools import cache
from pathlib import Path
from typing import Any

import xlsxwriter

from app.inventory.columns import importable_columns
from app.inventory.export import export_products
from app.inventory.export import product_content
from app.inventory.export import typed_value
from app.store import Store
from app.store.catalogue import ListingRow
from tests.benchmarks.harness import benchmark
from tests.inventory.test_export import TYPED

PRODUCTS = 10_000


class _Setup:
    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="bench-export-"))
        atexit.register(shutil.rmtree, self.folder, True)
        self.store = Store.open(self.folder / "db.sqlite3", self.folder / "att")
        atexit.register(self.store.close)
        full = TYPED[0]
        for n in range(PRODUCTS // 2):
            name = f"Binnendeur {n}"
            self.store.drafts.create_draft(
                "product", {**full, "itemDetails": {**full["itemDetails"], "name": name}}
            )
        described = {"productDescription": [{"description": "Eiken, geschuurd"}]}
        items = [
            {"id": n, **full, "itemDetails": {"name": f"Balk {n}", **described}}
            for n in range(1, PRODUCTS // 2 + 1)
        ]
        self.store.cache.replace_server_list("product", items)
        self.rows: list[ListingRow] = self.store.catalogue.search("product", "", limit=PRODUCTS)
        columns = importable_columns()
        self.cells: list[list[Any]] = [
            [typed_value(c, product_content(self.store, row) or {}) for c in columns]
            for row in self.rows
        ]
        self.runs = 0

    def target(self, suffix: str) -> Path:
        self.runs += 1
        return self.folder / f"export-{self.runs}{suffix}"


@cache
def _setup() -> _Setup:
    return _Setup()


@benchmark("export: bare XlsxWriter, 10,000 rows", runs=5, unit="s")
def bare_xlsx() -> float:
    setup = _setup()
    started = time.perf_counter()
    workbook = xlsxwriter.Workbook(str(setup.target(".xlsx")), {"constant_memory": True})
    sheet = workbook.add_worksheet()
    for r, values in enumerate(setup.cells, start=1):
        for c, value in enumerate(values):
            if value is not None:
                sheet.write(r, c, value)
    workbook.close()
    return time.perf_counter() - started


@benchmark(
    "export: 10,000 products to .xlsx",
    runs=5,
    unit="s",
    baseline="export: bare XlsxWriter, 10,000 rows",
    goal="<= 2x",
)
def export_xlsx() -> float:
    setup = _setup()
    started = time.perf_counter()
    result = export_products(setup.store, setup.rows, setup.target(".xlsx"))
    elapsed = time.perf_counter() - started
    assert result.products == PRODUCTS, result
    return elapsed


@benchmark("export: 10,000 products to .csv", runs=5, unit="s")
def export_csv() -> float:
    setup = _setup()
    started = time.perf_counter()
    result = export_products(setup.store, setup.rows, setup.target(".csv"))
    elapsed = time.perf_counter() - started
    assert result.products == PRODUCTS, result
    return elapsed
