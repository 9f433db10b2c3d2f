"""The catalogue export in the window: each scope written to a real file, with its count;
an empty scope cannot be chosen; a file that cannot be written is said in the dialog."""

from __future__ import annotations

import asyncio
import csv
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFileDialog
from pytestqt.qtbot import QtBot
from python_calamine import CalamineWorkbook

from app.inventory.columns import column
from app.store.catalogue import ListingRow
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui.desk import Desk
from app.ui.inventory.catalogue_export import CATALOGUE
from app.ui.inventory.catalogue_export import SEARCH
from app.ui.inventory.catalogue_export import SELECTION
from app.ui.inventory.catalogue_export import CatalogueExportDialog
from app.ui.inventory.catalogue_export import open_catalogue_export


def product(name: str, city: str = "Utrecht") -> dict[str, Any]:
    return {
        "productCategory": "Deuren",
        "subProductCategory": "Binnendeuren",
        "itemDetails": {"name": name},
        "quantity": {"quantityValue": 2, "quantityUoM": "PCE"},
        "address": {"city": city},
    }


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """Three drafts and four products from the service, in a real SQLite file."""
    opened = Store.open(tmp_path / "desk.sqlite3", tmp_path / "attachments")
    for name in ("Eiken deur", "Grenen deur", "Stalen deur"):
        opened.drafts.create_draft("product", product(name))
    items = [{"id": n, **product(f"Deur {n}", "Zwolle")} for n in range(1, 5)]
    opened.cache.replace_server_list(RecordKind.PRODUCT, items)
    yield opened
    opened.close()


def rows_of(store: Store, text: str = "") -> list[ListingRow]:
    return store.catalogue.search("product", text, limit=100)


def export(qtbot: QtBot, dialog: CatalogueExportDialog, path: Path) -> None:
    """Press Export…, answer the file dialog as the user does, wait for the export."""
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    chooser = dialog.findChild(QFileDialog, "catalogueExportFile")
    assert chooser is not None
    assert chooser.isVisible()
    assert chooser.isModal()  # opened with open(): the window goes on meanwhile
    chooser.selectFile(str(path))
    chooser.accept()
    qtbot.waitUntil(lambda: dialog.result_ is not None, timeout=10_000)


def xlsx_rows(path: Path) -> list[list[Any]]:
    return CalamineWorkbook.from_path(str(path)).get_sheet_by_index(0).to_python()


def csv_rows(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8-sig", newline="") as file:
        return list(csv.reader(file, delimiter=";"))


@pytest.mark.parametrize(
    ("key", "suffix", "count"),
    [(CATALOGUE, ".xlsx", 7), (SEARCH, ".csv", 5), (SELECTION, ".xlsx", 2)],
)
def test_each_scope_writes_its_products(
    qtbot: QtBot,
    qloop: asyncio.AbstractEventLoop,
    store: Store,
    tmp_path: Path,
    key: str,
    suffix: str,
    count: int,
) -> None:
    every = rows_of(store)
    search = rows_of(store, "deur")[:5]
    selection = every[1:3]
    dialog = open_catalogue_export(
        None, store, scopes={SEARCH: lambda: search, SELECTION: lambda: selection}, language="nl"
    )
    assert dialog.isVisible()
    # The narrowest scope with rows is chosen first; each says its count.
    assert dialog.scope() == SELECTION
    assert f"({count}" in dialog.scope_buttons[key].text()
    dialog.scope_buttons[key].click()
    (dialog.csv if suffix == ".csv" else dialog.xlsx).click()
    target = tmp_path / f"{key}{suffix}"
    export(qtbot, dialog, target)
    assert dialog.result_ is not None
    assert dialog.result_.products == count
    read = xlsx_rows(target) if suffix == ".xlsx" else csv_rows(target)
    assert len(read) == 1 + count  # the header and one row per product
    name = read[0].index(column("itemDetails.name").title("nl"))
    chosen = {CATALOGUE: every, SEARCH: search, SELECTION: selection}[key]
    assert sorted(row[name] for row in read[1:]) == sorted(r.title for r in chosen)
    # Done: the dialog closed (and was deleted).
    qtbot.waitUntil(lambda: not shiboken6.isValid(dialog) or not dialog.isVisible())


def test_a_scope_without_products_cannot_be_chosen(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, store: Store
) -> None:
    dialog = open_catalogue_export(
        None, store, scopes={SEARCH: lambda: rows_of(store), SELECTION: list}, language="nl"
    )
    assert not dialog.scope_buttons[SELECTION].isEnabled()
    assert dialog.scope_buttons[SEARCH].isEnabled()
    assert dialog.scope() == SEARCH
    dialog.close()


def test_an_empty_catalogue_has_nothing_to_export(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, tmp_path: Path
) -> None:
    with Store.open(tmp_path / "empty.sqlite3", tmp_path / "attachments") as empty:
        dialog = open_catalogue_export(None, empty, scopes={}, language="nl")
        assert dialog.scope() is None
        assert not dialog.export_button.isEnabled()
        assert dialog.status.text()
        dialog.close()


def test_a_file_that_cannot_be_written_is_said_and_the_dialog_stays(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, store: Store, tmp_path: Path
) -> None:
    dialog = open_catalogue_export(None, store, scopes={}, language="en")
    task = dialog.export_to(tmp_path / "missing" / "catalogue.xlsx")
    assert task is not None
    # Escape while the file is written does not close the dialog (the export goes on).
    cancel = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Cancel)
    assert not cancel.isEnabled()
    dialog.reject()
    assert dialog.isVisible()
    qtbot.waitUntil(lambda: dialog.export_button.isEnabled(), timeout=10_000)
    assert cancel.isEnabled()
    assert task.done()
    assert dialog.result_ is None
    assert dialog.isVisible()
    assert "missing" in dialog.status.text()  # the sentence names the folder
    assert not list(tmp_path.glob("**/*.partial"))
    dialog.close()


def test_the_menu_exports_what_was_typed_a_moment_ago(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    desk = desks(wait_for_sync=False)
    assert desk.window is not None
    products = desk.products
    assert products is not None
    products.new_product(product("Eiken binnendeur, net getypt"))

    desk.window.export_catalogue_action.trigger()
    dialog = desk.window.findChild(CatalogueExportDialog, "catalogueExportDialog")
    assert dialog is not None
    assert dialog.isVisible()
    dialog.scope_buttons[CATALOGUE].click()
    dialog.csv.click()
    export(qtbot, dialog, tmp_path / "catalogus.csv")

    read = csv_rows(tmp_path / "catalogus.csv")
    name = read[0].index(column("itemDetails.name").title("nl"))
    assert [row[name] for row in read[1:]] == ["Eiken binnendeur, net getypt"]
