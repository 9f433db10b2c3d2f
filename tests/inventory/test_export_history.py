"""The catalogue export (and so the report's annex) holds each product's history when asked:
an .xlsx as a second sheet, a .csv as a second file beside it; without the option, neither."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from python_calamine import CalamineWorkbook

from app.inventory.export import export_products
from app.store.history import Entry
from app.store.store import Store
from tests.store.conftest import product_form


def words(entry: Entry) -> str:
    return f"said: {entry.action}"


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    with Store.open(tmp_path / "s" / "desk.sqlite3", tmp_path / "s" / "files") as opened:
        draft = opened.drafts.create_draft("product", product_form("Eiken deur"))
        opened.drafts.save_content(draft.id, product_form("=Eiken deur, groot"), visit="v")
        yield opened


def test_an_xlsx_export_holds_the_history_as_a_sheet_of_its_own(
    store: Store, tmp_path: Path
) -> None:
    rows = store.catalogue.search("product", "", limit=10)
    result = export_products(store, rows, tmp_path / "c.xlsx", history=words)

    book = CalamineWorkbook.from_path(str(result.path))
    assert book.sheet_names == ["Producten", "Geschiedenis"]
    sheet = book.get_sheet_by_name("Geschiedenis").to_python()
    assert sheet[0] == ["Product", "Wanneer (UTC)", "Wat", "Veld", "Was", "Werd"]
    typed = sheet[1]
    assert typed[0] == "=Eiken deur, groot"  # text, never a formula
    assert typed[2:] == ["said: typed", "Naam", "Eiken deur", "=Eiken deur, groot"]
    assert [line[2] for line in sheet[2:]] == ["said: created"] * (len(sheet) - 2)
    assert result.history is None


def test_a_csv_export_writes_the_history_beside_it_and_none_unasked(
    store: Store, tmp_path: Path
) -> None:
    rows = store.catalogue.search("product", "", limit=10)
    plain = export_products(store, rows, tmp_path / "plain.csv")
    assert plain.history is None
    assert not (tmp_path / "plain-geschiedenis.csv").exists()

    result = export_products(store, rows, tmp_path / "c.csv", language="en", history=words)
    assert result.history == tmp_path / "c-history.csv"
    lines = result.history.read_bytes().decode("utf-8-sig").split("\r\n")
    assert lines[0] == "Product;When (UTC);What;Field;Was;Became"
    assert lines[1].endswith(";said: typed;Name;Eiken deur;'=Eiken deur, groot")
    assert sorted(p.name for p in tmp_path.iterdir() if p.suffix == ".csv") == [
        "c-history.csv",
        "c.csv",
        "plain.csv",
    ]
