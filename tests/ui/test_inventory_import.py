"""Importing an inventory through the window: a real spreadsheet, the mapping proposed and
changed, the preview's problems fixed and skipped, a project and a photos folder chosen,
the drafts written to the real store and shown; undone as one step; bad files refused in
words with nothing written; the mapping remembered for the next import of the same headers."""

from __future__ import annotations

import functools
import threading
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from app import paths
from app.api.notices import Notice
from app.inventory import importing
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from app.ui.inventory import import_dialog as dialog_module
from app.ui.inventory.import_dialog import ImportDialog
from app.ui.inventory.import_models import ChoiceDelegate
from app.ui.message_table import describe
from app.ui.operations import running_tasks
from tests.inventory.spreadsheets import make_encrypted_xlsx
from tests.inventory.spreadsheets import make_xlsx
from tests.ui.conftest import picture

HEADER = [
    "Omschrijving",
    "Aantal",
    "Eenheid",
    "Categorie",
    "Subcategorie",
    "Plaats",
    "Hout",
    "Foto",
]
ROWS: list[list[Any]] = [
    HEADER,
    [
        "Eiken binnendeur",
        4,
        "stuks",
        "Deuren",
        "Binnendeuren",
        "Utrecht",
        "eiken",
        "deur-a; deur-b",
    ],
    ["Plavuizen", "veel", "m2", "vloeren", "Tegels", "Zeist", "klei", None],
    ["Kapotte balk", 1, "st", "Constructie", "Balken", None, "grenen", None],
    ["Wastafel", 2, "stuks", "Sanitair", None, "Amersfoort", None, None],
]
PROJECT = {"id": 42, "title": "Sloop school Zeist"}


@pytest.fixture
def open_desk(desks: Callable[..., Desk], tmp_path: Path) -> Callable[[], Desk]:
    """The application on a fresh data folder, offline."""
    paths.set_data_dir(tmp_path / "data")
    return functools.partial(desks, wait_for_sync=False)


def open_dialog(qtbot: QtBot, desk: Desk) -> ImportDialog:
    assert desk.window is not None
    desk.window.import_inventory_action.trigger()
    shown = [
        d for d in desk.window.findChildren(ImportDialog, "inventoryImportDialog") if d.isVisible()
    ]
    assert len(shown) == 1
    dialog = shown[0]
    assert dialog.isModal()  # opened with open(), the window's tasks keep running
    return dialog


def load(qtbot: QtBot, dialog: ImportDialog, path: Path) -> None:
    """Choose `path` in the dialog's file dialog, as the user does; wait for the preview."""
    chooser = dialog.choose_file()
    assert isinstance(chooser, QFileDialog)
    chooser.selectFile(str(path))
    chooser.accept()
    qtbot.waitUntil(lambda: dialog.plan is not None or bool(dialog.error_label.text()))
    qtbot.waitUntil(lambda: not dialog.busy_with)


def cell(dialog: ImportDialog, row: int, header: str) -> Any:
    model = dialog.preview_model
    assert model is not None
    return model.index(row, 2 + model.headers.index(header))


def drafts(desk: Desk) -> dict[str, Any]:
    return {
        d.content["itemDetails"]["name"]: d
        for d in desk.store.drafts.list_drafts(RecordKind.PRODUCT)
    }


def answer(qtbot: QtBot, parent: Any, name: str, button: QMessageBox.StandardButton) -> None:
    shown = [b for b in parent.findChildren(QMessageBox, name) if b.isVisible()]
    assert len(shown) == 1
    box = shown[0]
    box.button(button).click()
    qtbot.waitUntil(lambda: not any(b.isVisible() for b in parent.findChildren(QMessageBox, name)))


def test_an_inventory_with_problems_is_fixed_imported_and_undone(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    window = desk.window
    products = desk.products
    assert window is not None
    assert products is not None
    desk.store.cache.put_server_item(RecordKind.PROJECT, PROJECT)
    inventory = make_xlsx(tmp_path / "inventaris school.xlsx", ROWS)
    folder = tmp_path / "foto's"
    folder.mkdir()
    picture(folder / "deur-a.jpg")
    picture(folder / "Deur-B.JPG", "#446688")

    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, inventory)
    # Proposed from the headers; "Hout" is not recognised: the user maps it to raw material.
    assert dialog.mapping() == {
        0: "itemDetails.name",
        1: "quantity.quantityValue",
        2: "quantity.quantityUoM",
        3: "productCategory",
        4: "subProductCategory",
        5: "address.city",
        7: "photo",
    }
    assert dialog.mapping_problem.text() == ""
    # Mapped twice, or no name: said at once, in words, and nothing can be imported.
    dialog.set_mapping(6, "address.city")
    assert "Plaats" in dialog.mapping_problem.text()
    assert dialog.preview_model is None
    assert not dialog.import_button.isEnabled()
    # As the user does: the column's combo, a choice activated.
    combo = dialog.mapping_view.indexWidget(dialog.mapping_view.model().index(6, 2))
    assert isinstance(combo, QComboBox)
    combo.setCurrentIndex(combo.findData("itemCharacteristics.rawMaterial"))
    combo.activated.emit(combo.currentIndex())
    assert dialog.mapping()[6] == "itemCharacteristics.rawMaterial"
    qtbot.waitUntil(lambda: dialog.preview_model is not None and not dialog.busy_with)
    assert dialog.mapping_problem.text() == ""

    # The preview: the row without a number and the one without a city have problems, at the cell.
    model = dialog.preview_model
    assert model is not None
    assert dialog.counts.text() == "4 rows, 2 with problems, 0 skipped"
    quantity = cell(dialog, 1, "Aantal")
    assert quantity.data(Qt.ItemDataRole.DisplayRole) == "veel"
    assert quantity.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert quantity.data(Qt.ItemDataRole.ToolTipRole) == describe(Notice("number"))
    assert cell(dialog, 0, "Aantal").data(Qt.ItemDataRole.BackgroundRole) is None
    city = cell(dialog, 2, "Plaats")
    assert city.data(Qt.ItemDataRole.BackgroundRole) is not None
    assert not dialog.import_button.isEnabled()
    # Only the rows with problems, then all again.
    dialog.only_problems.setChecked(True)
    assert dialog.preview_filter.rowCount() == 2
    dialog.only_problems.setChecked(False)
    assert dialog.preview_filter.rowCount() == 4

    # Fixed in the preview, another skipped.
    assert model.setData(quantity, "12,5")
    assert quantity.data(Qt.ItemDataRole.BackgroundRole) is None
    assert model.setData(model.index(2, 0), Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    assert dialog.counts.text() == "4 rows, 0 with problems, 1 skipped"

    # A project, and the photos folder: the first row finds its two photos.
    dialog.options.choose_project(42)
    qtbot.waitUntil(lambda: dialog.preview_model is not model and not dialog.busy_with)
    model = dialog.preview_model
    assert model is not None
    # The fix and the skip survive the new plan.
    assert cell(dialog, 1, "Aantal").data(Qt.ItemDataRole.DisplayRole) == "12,5"
    assert dialog.counts.text() == "4 rows, 0 with problems, 1 skipped"
    dialog.options.set_photos_folder(folder)
    qtbot.waitUntil(lambda: model.photos is not None and not dialog.busy_with)
    photos = model.index(0, model.columnCount() - 1)
    assert photos.data(Qt.ItemDataRole.DisplayRole) == "2"
    assert model.index(3, model.columnCount() - 1).data(Qt.ItemDataRole.DisplayRole) == "0"
    assert dialog.import_button.isEnabled()

    with qtbot.waitSignal(dialog.imported, timeout=20_000):
        dialog.import_button.click()
    qtbot.waitUntil(lambda: not dialog.isVisible())

    made = drafts(desk)
    assert sorted(made) == ["Eiken binnendeur", "Plavuizen", "Wastafel"]
    door = made["Eiken binnendeur"].content
    assert door["quantity"] == {"quantityValue": 4, "quantityUoM": "PCE"}
    assert door["productCategory"] == "Deuren"
    assert door["subProductCategory"] == "Binnendeuren"
    assert door["address"]["city"] == "Utrecht"
    assert door["itemCharacteristics"]["rawMaterial"] == "eiken"
    assert door["projectNumber"] == 42
    tiles = made["Plavuizen"].content
    assert tiles["quantity"] == {"quantityValue": 12.5, "quantityUoM": "MTK"}
    assert tiles["productCategory"] == "Vloeren"
    names = [
        a.file_name for a in desk.store.attachments.list_attachments(made["Eiken binnendeur"].id)
    ]
    assert sorted(n.casefold() for n in names) == ["deur-a.jpg", "deur-b.jpg"]
    assert desk.store.attachments.list_attachments(made["Wastafel"].id) == []
    # Shown in the products table, and said in the status bar.
    assert window.tabs.currentIndex() == 0
    qtbot.waitUntil(lambda: products.model.rowCount() == 3)
    told = window.status.message_label.text()
    assert "inventaris school.xlsx" in told
    assert "3" in told

    # The same headers again: the mapping chosen last time is proposed.
    again = open_dialog(qtbot, desk)
    load(qtbot, again, inventory)
    assert again.mapping()[6] == "itemCharacteristics.rawMaterial"
    again.close()  # nothing fixed: it closes without asking
    qtbot.waitUntil(lambda: not again.isVisible())

    # Undo: Edit ▸ Undo names the import and the count, and removes all three (one step
    # of the journal, as any action; no menu entry of its own).
    assert not hasattr(window, "undo_import_action")
    window.edit_menu.aboutToShow.emit()
    undo = window.undo_action
    assert undo.isEnabled()
    assert "3" in undo.text()
    undo.trigger()
    assert drafts(desk) == {}
    assert any(desk.store.attachments_dir.iterdir())  # the photos' files kept for a redo
    qtbot.waitUntil(lambda: products.model.rowCount() == 0)
    assert window.redo_action.isEnabled()


def test_bad_files_are_refused_in_words_and_nothing_is_written(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    dialog = open_dialog(qtbot, desk)
    corrupt = tmp_path / "inventaris.xlsx"
    corrupt.write_bytes(b"PK\x03\x04 not really a workbook" * 20)
    load(qtbot, dialog, corrupt)
    first = dialog.error_label.text()
    assert first
    assert first != describe(Notice("unknown"))  # the reason in words, not "something"
    assert dialog.plan is None
    assert not dialog.import_button.isEnabled()
    # Still usable: a locked file next, then a good one.
    load(qtbot, dialog, make_encrypted_xlsx(tmp_path / "geheim.xlsx", ROWS, "sloop"))
    assert dialog.error_label.text() not in ("", first, describe(Notice("unknown")))
    load(qtbot, dialog, make_xlsx(tmp_path / "goed.xlsx", ROWS[:2]))
    assert dialog.error_label.text() == ""
    assert dialog.plan is not None
    assert dialog.import_button.isEnabled()
    assert desk.store.drafts.list_drafts(RecordKind.PRODUCT) == []


def test_closing_with_fixes_asks_first(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "inventaris.xlsx", ROWS))
    model = dialog.preview_model
    assert model is not None
    assert model.setData(cell(dialog, 1, "Aantal"), "3")
    dialog.close()
    answer(qtbot, dialog, "dropEditsQuestion", QMessageBox.StandardButton.Cancel)
    assert dialog.isVisible()
    assert cell(dialog, 1, "Aantal").data(Qt.ItemDataRole.DisplayRole) == "3"
    dialog.reject()  # Escape
    answer(qtbot, dialog, "dropEditsQuestion", QMessageBox.StandardButton.Discard)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert desk.store.drafts.list_drafts(RecordKind.PRODUCT) == []


def test_escape_after_a_changed_mapping_asks_first(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "inventaris.xlsx", ROWS))
    proposed = dialog.mapping()
    dialog.set_mapping(0, None)  # the user's choice: the first column not imported
    assert dialog.mapping() != proposed
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    answer(qtbot, dialog, "dropEditsQuestion", QMessageBox.StandardButton.Cancel)
    assert dialog.isVisible()
    assert dialog.mapping() != proposed  # kept
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    answer(qtbot, dialog, "dropEditsQuestion", QMessageBox.StandardButton.Discard)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_the_file_menu_exports_the_catalogue_and_prints_labels_of_the_selection(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    from app.inventory.importing import write_import
    from app.inventory.plan import plan_import
    from app.inventory.sheets import read_sheet
    from app.ui.inventory.catalogue_export import CatalogueExportDialog
    from app.ui.labels.dialog import LabelsDialog

    desk = open_desk()
    window, products = desk.window, desk.products
    assert window is not None
    assert products is not None
    sheet = read_sheet(make_xlsx(tmp_path / "inventaris.xlsx", [ROWS[0], ROWS[1], ROWS[4]]))
    write_import(
        desk.store,
        plan_import(
            sheet,
            {
                0: "itemDetails.name",
                1: "quantity.quantityValue",
                2: "quantity.quantityUoM",
                3: "productCategory",
                5: "address.city",
            },
        ),
        file_name="i.xlsx",
    )
    desk.refresh_views()
    qtbot.waitUntil(lambda: products.model.rowCount() == 2)
    # The new actions sit in the File menu, apart from the drafts' archives.
    shown = [a.text() for a in window.file_menu.actions()]
    assert shown.index(window.import_inventory_action.text()) < shown.index(
        window.export_action.text()
    )
    # Nothing selected and no record open: labels are not printed, the user is told why.
    window.print_labels_action.trigger()
    assert not [d for d in window.findChildren(LabelsDialog) if d.isVisible()]
    products.table.selectRow(1)
    window.print_labels_action.trigger()
    labels = [d for d in window.findChildren(LabelsDialog) if d.isVisible()]
    assert len(labels) == 1
    assert [label.name for label in labels[0].labels] == [
        products.model.index(1, 1).data(Qt.ItemDataRole.DisplayRole)
    ]
    labels[0].close()
    # The export: the whole catalogue, the search (one match) and the selection.
    products.search.setText("wastafel")
    products.apply_filters()
    qtbot.waitUntil(lambda: products.model.rowCount() == 1)
    products.table.selectRow(0)
    window.export_catalogue_action.trigger()
    export = [d for d in window.findChildren(CatalogueExportDialog) if d.isVisible()]
    assert len(export) == 1
    assert {key: len(rows) for key, rows in export[0]._rows.items()} == {
        "catalogue": 2,
        "search": 1,
        "selection": 1,
    }


# -- work under way while the user goes on ---------------------------------------------------
class Gate:
    """A worker thread's function held until the test opens the gate: the time between a
    job's start and its answer lasts as long as the test needs."""

    def __init__(self, work: Callable[..., Any]) -> None:
        self.work = work
        self.opened = threading.Event()
        self.calls: list[tuple[Any, ...]] = []

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        self.calls.append(args)
        self.opened.wait(30)
        return self.work(*args, **kwargs)


@pytest.fixture
def gates(monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[object, str], Gate]]:
    """`hold(module, name)`: that function, closed behind a gate (opened again at the end)."""
    made: list[Gate] = []

    def hold(owner: object, name: str) -> Gate:
        gate = Gate(getattr(owner, name))
        monkeypatch.setattr(owner, name, gate)
        made.append(gate)
        return gate

    yield hold
    for gate in made:
        gate.opened.set()


def job_running(part: str) -> bool:
    return any(part in task.get_name() for task in running_tasks)


def test_what_is_written_is_the_plan_of_the_moment_import_was_pressed(
    qtbot: QtBot,
    open_desk: Callable[[], Desk],
    tmp_path: Path,
    gates: Callable[[object, str], Gate],
) -> None:
    desk = open_desk()
    write = gates(importing, "write_import")
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "inventaris.xlsx", [ROWS[0], ROWS[1], ROWS[4]]))
    model = dialog.preview_model
    assert model is not None
    dialog.import_button.click()
    qtbot.waitUntil(lambda: len(write.calls) == 1)
    # Nothing the drafts are made of can be changed meanwhile...
    assert not dialog.preview_view.isEnabled()
    assert not dialog.mapping_view.isEnabled()
    # ...and what changes the dialog's plan anyway is not in what is being written.
    skip = model.index(1, 0)
    assert model.setData(skip, Qt.CheckState.Unchecked, Qt.ItemDataRole.CheckStateRole)
    written = write.calls[0][1]
    assert written is not dialog.plan
    assert [row.skip for row in written.rows] == [False, False]
    with qtbot.waitSignal(dialog.imported, timeout=20_000):
        write.opened.set()
    assert sorted(drafts(desk)) == ["Eiken binnendeur", "Wastafel"]


def test_an_outdated_job_neither_frees_import_nor_keeps_the_dialog_busy(
    qtbot: QtBot,
    open_desk: Callable[[], Desk],
    tmp_path: Path,
    gates: Callable[[object, str], Gate],
) -> None:
    desk = open_desk()
    folder = tmp_path / "foto's"
    folder.mkdir()
    picture(folder / "deur-a.jpg")
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "inventaris.xlsx", ROWS[:2]))
    photos = gates(dialog_module, "photo_findings")
    plans = gates(dialog_module, "plan_with_edits")
    dialog.options.set_photos_folder(folder)
    qtbot.waitUntil(lambda: len(photos.calls) == 1)
    dialog.set_mapping(6, "itemCharacteristics.rawMaterial")
    qtbot.waitUntil(lambda: len(plans.calls) == 1)
    # The old plan's photos come back while the new plan is being made: still busy.
    photos.opened.set()
    qtbot.waitUntil(lambda: not job_running("photos"))
    assert dialog.busy_with
    assert not dialog.import_button.isEnabled()
    dialog.start_import()  # the old plan is not imported, not even when asked directly
    assert not dialog.busy_with.startswith("Importing")
    plans.opened.set()
    qtbot.waitUntil(lambda: dialog.import_button.isEnabled())
    plan = dialog.plan
    assert plan is not None
    assert plan.mapping == dialog.mapping()

    # A plan under way when the mapping becomes impossible: dropped, and nothing turns on.
    plans.opened.clear()
    dialog.set_mapping(6, None)
    qtbot.waitUntil(lambda: len(plans.calls) == 2)
    dialog.set_mapping(0, None)  # no name
    assert dialog.mapping_problem.text()
    assert dialog.busy_with == ""
    plans.opened.set()
    qtbot.waitUntil(lambda: not job_running("plan"))
    assert dialog.busy_with == ""
    assert dialog.plan is None
    assert not dialog.import_button.isEnabled()


def test_a_fix_being_typed_stays_when_the_photos_are_found(
    qtbot: QtBot,
    open_desk: Callable[[], Desk],
    tmp_path: Path,
    gates: Callable[[object, str], Gate],
) -> None:
    desk = open_desk()
    folder = tmp_path / "foto's"
    folder.mkdir()
    picture(folder / "deur-a.jpg")
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "inventaris.xlsx", ROWS))
    model = dialog.preview_model
    assert model is not None
    photos = gates(dialog_module, "photo_findings")
    dialog.options.set_photos_folder(folder)
    qtbot.waitUntil(lambda: len(photos.calls) == 1)
    view = dialog.preview_view
    index = dialog.preview_filter.mapFromSource(cell(dialog, 1, "Aantal"))
    view.setCurrentIndex(index)
    view.edit(index)
    editor = view.indexWidget(index)
    assert isinstance(editor, QLineEdit)
    editor.setText("12")
    photos.opened.set()
    qtbot.waitUntil(lambda: model.photos is not None)
    assert view.indexWidget(index) is editor  # still open, what was typed in it too
    assert editor.text() == "12"
    qtbot.keyClick(editor, Qt.Key.Key_Return)  # committed by the delegate, queued
    qtbot.waitUntil(lambda: cell(dialog, 1, "Aantal").data(Qt.ItemDataRole.DisplayRole) == "12")
    assert model.index(0, model.columnCount() - 1).data(Qt.ItemDataRole.DisplayRole) == (
        "1, 1 missing"
    )


def test_enter_does_not_import_control_enter_does(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    inventory = make_xlsx(tmp_path / "inventaris.xlsx", ROWS[:2])
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, inventory)
    assert dialog.import_button.isEnabled()
    view = dialog.preview_view
    view.setCurrentIndex(dialog.preview_filter.index(0, 2))
    qtbot.keyClick(view, Qt.Key.Key_Return)  # the end of a fix, or a mere Enter in the table
    assert dialog.busy_with == ""
    assert dialog.isVisible()
    dialog.close()
    qtbot.waitUntil(lambda: not dialog.isVisible())
    assert drafts(desk) == {}

    again = open_dialog(qtbot, desk)
    load(qtbot, again, inventory)
    again.activateWindow()
    qtbot.waitUntil(again.isActiveWindow)
    again.preview_view.setFocus()
    with qtbot.waitSignal(again.imported, timeout=20_000):
        qtbot.keyClick(again.preview_view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert sorted(drafts(desk)) == ["Eiken binnendeur"]


def test_a_sheet_not_chosen_after_all_is_not_shown(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    dialog = open_dialog(qtbot, desk)
    inventory = make_xlsx(
        tmp_path / "inventaris.xlsx", ROWS, extra_sheets={"Tweede": [ROWS[0], ROWS[4]]}
    )
    load(qtbot, dialog, inventory)
    model = dialog.preview_model
    assert model is not None
    assert model.setData(cell(dialog, 1, "Aantal"), "3")
    combo = dialog.sheet_combo
    assert combo.isVisibleTo(dialog)
    combo.setCurrentIndex(combo.findText("Tweede"))
    combo.activated.emit(combo.currentIndex())
    answer(qtbot, dialog, "dropEditsQuestion", QMessageBox.StandardButton.Cancel)
    assert combo.currentText() == "Inventaris"
    assert dialog.preview_model is model


def test_the_photos_found_follow_a_fixed_photo_or_name(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    folder = tmp_path / "foto's"
    folder.mkdir()
    picture(folder / "deur-a.jpg")
    picture(folder / "wastafel.jpg")
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, make_xlsx(tmp_path / "inventaris.xlsx", ROWS))
    model = dialog.preview_model
    assert model is not None
    dialog.options.set_photos_folder(folder)
    qtbot.waitUntil(lambda: model.photos is not None and not dialog.busy_with)

    def found(row: int) -> Any:
        return model.index(row, model.columnCount() - 1).data(Qt.ItemDataRole.DisplayRole)

    assert (found(0), found(3)) == ("1, 1 missing", "1")
    assert model.setData(cell(dialog, 0, "Foto"), "deur-a")
    qtbot.waitUntil(lambda: found(0) == "1" and not dialog.busy_with)
    assert model.setData(cell(dialog, 3, "Omschrijving"), "Fontein")
    qtbot.waitUntil(lambda: found(3) == "0" and not dialog.busy_with)


def test_a_new_file_leaves_no_old_selection_or_delegate_behind(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    dialog = open_dialog(qtbot, desk)
    inventory = make_xlsx(tmp_path / "inventaris.xlsx", ROWS)
    view = dialog.mapping_view
    direct = Qt.FindChildOption.FindDirectChildrenOnly

    def kept() -> tuple[int, int]:
        return (
            len(view.findChildren(ChoiceDelegate, options=direct)),
            len(view.findChildren(QItemSelectionModel, options=direct)),
        )

    for _ in range(3):
        load(qtbot, dialog, inventory)
    qtbot.waitUntil(lambda: kept() == (1, 1))


def test_a_value_outside_its_list_is_fixed_from_the_list_and_for_every_cell_alike(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    rows: list[list[Any]] = [
        ["Omschrijving", "Aantal", "Eenheid", "Categorie", "Plaats"],
        *([f"Plaat {n}", 2, "m2", "Plafonds", "Zeist"] for n in range(1, 5)),
        ["Deur", 1, "stuks", "Deuren", "Zeist"],
    ]
    inventory = make_xlsx(tmp_path / "plafonds.xlsx", rows)
    dialog = open_dialog(qtbot, desk)
    load(qtbot, dialog, inventory)
    assert dialog.counts.text() == "5 rows, 4 with problems, 0 skipped"
    view = dialog.preview_view
    first = dialog.preview_filter.mapFromSource(cell(dialog, 0, "Categorie"))
    assert first.data(Qt.ItemDataRole.BackgroundRole) is not None

    # The cell's editor offers the categories the service knows, the file's value in it.
    view.setCurrentIndex(first)
    view.edit(first)
    qtbot.waitUntil(lambda: view.findChild(QComboBox, "previewChoice") is not None)
    combo = view.findChild(QComboBox, "previewChoice")
    assert isinstance(combo, QComboBox)
    offered = [combo.itemText(i) for i in range(combo.count())]
    assert offered[:2] == ["Deuren", "Constructie"]
    assert "Wanden en plafonds" in offered
    assert combo.currentText() == "Plafonds"
    combo.setCurrentIndex(combo.findText("Wanden en plafonds"))
    combo.activated.emit(combo.currentIndex())
    qtbot.waitUntil(lambda: first.data(Qt.ItemDataRole.BackgroundRole) is None)
    assert dialog.counts.text() == "5 rows, 3 with problems, 0 skipped"

    # The other three cells that say "Plafonds": one click fixes them alike.
    pane = dialog.preview
    qtbot.waitUntil(lambda: pane.offer_box.isVisibleTo(dialog))
    assert "3" in pane.offer_text.text()
    assert "Plafonds" in pane.offer_text.text()
    assert "Wanden en plafonds" in pane.offer_yes.text()
    pane.offer_yes.click()
    qtbot.waitUntil(lambda: not pane.offer_box.isVisibleTo(dialog))
    assert dialog.counts.text() == "5 rows, 0 with problems, 0 skipped"
    for row in range(4):
        shown = cell(dialog, row, "Categorie").data(Qt.ItemDataRole.DisplayRole)
        assert shown == "Wanden en plafonds"
    assert cell(dialog, 4, "Categorie").data(Qt.ItemDataRole.DisplayRole) == "Deuren"
    # A free field's editor stays a line edit.
    qtbot.waitUntil(lambda: view.findChild(QComboBox, "previewChoice") is None)
    city = dialog.preview_filter.mapFromSource(cell(dialog, 0, "Plaats"))
    view.setCurrentIndex(city)
    view.edit(city)
    qtbot.waitUntil(lambda: isinstance(view.focusWidget(), QLineEdit) or _editor_line(view))
    assert view.findChild(QComboBox, "previewChoice") is None


def _editor_line(view: Any) -> bool:
    return any(e.isVisible() for e in view.viewport().findChildren(QLineEdit))


def test_the_preview_s_columns_take_the_room_left_for_names_cut_short(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    desk = open_desk()
    long_name = "Eiken binnendeur met glas-in-lood, 83 × 211 cm, inclusief kozijn en beslag"
    rows: list[list[Any]] = [
        ["Omschrijving", "Categorie", "Plaats"],
        [long_name, "Deuren", "Zeist"],
    ]
    dialog = open_dialog(qtbot, desk)
    dialog.resize(1300, 700)
    load(qtbot, dialog, make_xlsx(tmp_path / "lang.xlsx", rows))
    view = dialog.preview_view
    header = view.horizontalHeader()
    name = cell(dialog, 0, "Omschrijving").column()
    needed = view.fontMetrics().horizontalAdvance(long_name)
    qtbot.waitUntil(lambda: header.sectionSize(name) >= needed)
    assert header.length() <= view.viewport().width()
