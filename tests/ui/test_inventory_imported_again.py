"""The window asks before it imports a spreadsheet imported before (the same content, under
any name): when it was imported and how many drafts it made; Cancel writes nothing, Yes
imports it once more. A real file, the real store, the real dialog."""

from __future__ import annotations

import functools
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app import paths
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from tests.inventory.spreadsheets import make_xlsx
from tests.inventory.test_imported_again import ROWS
from tests.ui.test_inventory_import import answer
from tests.ui.test_inventory_import import load
from tests.ui.test_inventory_import import open_dialog


@pytest.fixture
def open_desk(desks: Callable[..., Desk], tmp_path: Path) -> Callable[[], Desk]:
    """The application on a fresh data folder, offline."""
    paths.set_data_dir(tmp_path / "data")
    return functools.partial(desks, wait_for_sync=False)


def _count(desk: Desk) -> int:
    return len(desk.store.drafts.list_drafts(RecordKind.PRODUCT))


def _question(dialog: object) -> QMessageBox | None:
    shown = [
        b
        for b in dialog.findChildren(QMessageBox, "importedBeforeQuestion")  # type: ignore[attr-defined]
        if b.isVisible()
    ]
    return shown[0] if shown else None


def test_a_spreadsheet_imported_before_is_asked_about_first(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    inventory = make_xlsx(tmp_path / "inventaris.xlsx", ROWS)
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, inventory)
    with qtbot.waitSignal(dialog.imported, timeout=20_000):
        dialog.import_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert _count(desk) == 3

    # A copy under another name: the same content, so the same file.
    copy = Path(shutil.copy(inventory, tmp_path / "inventaris (2).xlsx"))
    again = open_dialog(qtbot, desk)
    load(qtbot, again, copy)
    assert again.import_button.isEnabled()
    again.import_button.click()
    qtbot.waitUntil(lambda: _question(again) is not None, timeout=20_000)
    box = _question(again)
    assert box is not None
    assert box.text().startswith("This file was imported before, as inventaris.xlsx on ")
    assert "made 3 draft" in box.text()  # "drafts" where English is installed
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)
    answer(qtbot, again, "importedBeforeQuestion", QMessageBox.StandardButton.Cancel)
    assert _count(desk) == 3  # nothing written
    assert again.isVisible()  # and what was chosen stays
    qtbot.waitUntil(lambda: again.import_button.isEnabled())

    again.import_button.click()
    qtbot.waitUntil(lambda: _question(again) is not None, timeout=20_000)
    with qtbot.waitSignal(again.imported, timeout=20_000):
        answer(qtbot, again, "importedBeforeQuestion", QMessageBox.StandardButton.Yes)
    qtbot.waitUntil(lambda: not again.isVisible())
    assert _count(desk) == 6
