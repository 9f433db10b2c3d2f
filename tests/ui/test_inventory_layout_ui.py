"""The import window with inventories as offices write them: the header row found under a
title block (and another picked), a value for all rows in the "For all rows" panel where
a problem every row has is said once, and each column's unit shown and changed in the
mapping; the drafts written to the real store."""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot

from app.inventory import importing
from app.ui.desk import Desk
from app.ui.inventory.import_dialog import ImportDialog
from tests.inventory.spreadsheets import make_xlsx
from tests.ui.test_inventory_import import drafts
from tests.ui.test_inventory_import import load
from tests.ui.test_inventory_import import open_desk
from tests.ui.test_inventory_import import open_dialog

__all__ = ["open_desk"]  # the fixture, shared

TITLED: list[list[Any]] = [
    ["Inventarisatie Kantoorpand Zeist", None, None, None, None, None],
    [],
    ["Omschrijving", "Aantal", "Eenheid aantal", "Hoogte (cm)", "Breedte (mm)", "Notitie intern"],
    ["Eiken binnendeur", 4, "stuks", 211, 830, "kras"],
    ["Stalen kozijn", 2, "stuks", 230.5, 1000, None],
    ["Totaal", 6, None, None, None, None],
]


def planned(qtbot: QtBot, dialog: ImportDialog, previous: Any = None) -> None:
    qtbot.waitUntil(
        lambda: (
            dialog.preview_model is not None
            and dialog.preview_model is not previous
            and not dialog.busy_with
        )
    )


def test_title_block_for_all_rows_and_units_in_the_window(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "kantoor.xlsx", TITLED, merged=["A1:F1"]))
    planned(qtbot, dialog)

    # The header found in row 3, the title and the totals row said; the totals not a row.
    assert dialog.header_row.spin.value() == 3
    found = dialog.header_row.found.text()
    assert "Inventarisatie Kantoorpand Zeist" in found
    assert "6" in found
    assert dialog.plan is not None
    assert [row.number for row in dialog.plan.rows] == [4, 5]
    # The column with data that fills nothing: named before anything is written.
    assert dialog.mapping_pane.not_imported.text() == "Not imported: Notitie intern"

    # No category column: said once, at the panel, not on each row; Import waits for it.
    assert "Categorie: Make a choice." in dialog.for_all_rows.problem.text()
    assert dialog.counts.text() == "2 rows, 0 with problems, 0 skipped"
    assert not dialog.import_button.isEnabled()
    model = dialog.preview_model
    panel = dialog.for_all_rows
    panel.field_combo.setCurrentIndex(panel.field_combo.findData("address.city"))
    assert panel.value_combo.count() == 0  # a free field: no list
    panel.field_combo.setCurrentIndex(panel.field_combo.findData("productCategory"))
    # A field with a fixed list offers it.
    offered = [panel.value_combo.itemText(i) for i in range(panel.value_combo.count())]
    assert offered[:3] == ["Deuren", "Constructie", "Vloeren"]
    panel.value_edit.setText("Deuren")
    panel.value_edit.returnPressed.emit()
    panel.set_value("address.city", "Zeist")
    planned(qtbot, dialog, model)
    assert panel.model.rowCount() == 2
    assert panel.problem.text() == ""

    # Each column's unit, from its header; changed in the mapping's unit combo.
    units = dialog.mapping_view.model()
    assert units.index(3, 3).data(Qt.ItemDataRole.DisplayRole) == "cm"
    assert units.index(4, 3).data(Qt.ItemDataRole.DisplayRole) == "mm"
    assert units.index(0, 3).data(Qt.ItemDataRole.DisplayRole) == ""
    assert dialog.mapping_view.indexWidget(units.index(0, 3)) is None  # a name has no unit
    combo = dialog.mapping_view.indexWidget(units.index(4, 3))
    assert isinstance(combo, QComboBox)
    model = dialog.preview_model
    combo.setCurrentIndex(combo.findData("CMT"))
    combo.activated.emit(combo.currentIndex())
    planned(qtbot, dialog, model)
    assert dialog.plan is not None
    assert dialog.plan.rows[0].content["physicalDimensions"] == {
        "height": 211,
        "width": 830,
        "uoMMeasurement": "CMT",
    }
    model = dialog.preview_model
    dialog.mapping_pane.set_unit(4, "MMT")
    planned(qtbot, dialog, model)
    assert dialog.import_button.isEnabled()

    assert dialog.header_row.keep_note.isChecked()
    with qtbot.waitSignal(dialog.imported, timeout=20_000):
        dialog.import_button.click()
    # The title block kept as the import's note: the import is named by it.
    batch = importing.latest_import(desk.store)
    assert batch is not None
    assert batch.label == "kantoor.xlsx – Inventarisatie Kantoorpand Zeist"
    made = drafts(desk)
    assert sorted(made) == ["Eiken binnendeur", "Stalen kozijn"]
    door, frame = made["Eiken binnendeur"].content, made["Stalen kozijn"].content
    assert door["productCategory"] == "Deuren"
    assert door["address"] == {"city": "Zeist"}
    assert door["physicalDimensions"] == {"height": 2110, "width": 830, "uoMMeasurement": "MMT"}
    assert Decimal(str(frame["physicalDimensions"]["height"])) == Decimal("2305")


def test_another_header_row_is_picked_in_the_window(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    rows: list[list[Any]] = [
        ["Naam", "Plaats"],  # an old header, crossed out and left above the real one
        ["Omschrijving", "Plaats"],
        ["Deur", "Zeist"],
    ]
    desk = open_desk()
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "twee.xlsx", rows))
    planned(qtbot, dialog)
    assert dialog.header_row.spin.value() == 1
    assert dialog.sheet is not None
    assert dialog.sheet.header == ("Naam", "Plaats")

    model = dialog.preview_model
    dialog.choose_header_row(2)
    planned(qtbot, dialog, model)

    assert dialog.sheet.header == ("Omschrijving", "Plaats")
    assert dialog.header_row.spin.value() == 2
    assert "chosen" in dialog.header_row.found.text()
    assert dialog.plan is not None
    assert [row.number for row in dialog.plan.rows] == [3]
