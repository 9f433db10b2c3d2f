"""The products table's selection of several rows (for labels and exports) survives the
table being read again (a sync, an import, an autosave that makes a draft)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.store.kinds import RecordKind
from app.ui.desk import Desk
from tests.sync.helpers import product_content


def _click(qtbot: QtBot, desk: Desk, row: int, modifier: Qt.KeyboardModifier) -> None:
    assert desk.products is not None
    table = desk.products.table
    cell = table.visualRect(table.model().index(row, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, cell)


def test_a_selection_of_several_rows_survives_a_refresh(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    products = desk.products
    assert products is not None
    for n in range(5):
        desk.store.drafts.create_draft(RecordKind.PRODUCT, product_content(f"Deur {n}"))
    products.refresh()
    for row, modifier in (
        (0, Qt.KeyboardModifier.NoModifier),
        (2, Qt.KeyboardModifier.ControlModifier),
        (4, Qt.KeyboardModifier.ControlModifier),
    ):
        _click(qtbot, desk, row, modifier)
    chosen = {row.draft_id for row in products.selected_rows()}
    assert len(chosen) == 3

    # A sync or an import reads the table again: the three rows stay selected.
    desk.store.drafts.create_draft(RecordKind.PRODUCT, product_content("Balk"))
    products.refresh()
    assert {row.draft_id for row in products.selected_rows()} == chosen
