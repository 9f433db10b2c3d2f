"""Label sheets: a PDF of drafts' and synced products' labels in every format, rasterised
(pypdfium2) and every QR code decoded (zxing-cpp) to the right text; the dialog's preview."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pypdfium2
import pytest
import zxingcpp
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.inventory.labels import FORMATS
from app.inventory.labels import SheetFormat
from app.inventory.labels import draft_reference
from app.inventory.labels import labels_for
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui.desk import Desk
from app.ui.labels import LabelsDialog
from app.ui.labels.sheet import pages
from app.ui.labels.sheet import save_pdf
from tests.sync.helpers import product_content

LONG_NAME = "Eiken binnendeur met glas-in-lood en originele koperen krukken, gedemonteerd"


def _store_with_products(folder: Path) -> Store:
    store = Store.open(folder / "db.sqlite3", folder / "files")
    for number in range(9):
        store.drafts.create_draft(RecordKind.PRODUCT, product_content(f"Deur {number}"))
    store.drafts.create_draft(RecordKind.PRODUCT, product_content(LONG_NAME))
    for number in range(1, 8):  # as the sync leaves them: on the service, with their page
        store.cache.put_server_item(
            RecordKind.PRODUCT,
            {
                "id": number,
                "websiteURI": f"https://sandbox.reuse.local/producten/{number}",
                **product_content(f"Balk {number}"),
            },
        )
    return store


def _decoded(pdf: Path) -> list[list[str]]:
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        return [
            sorted(code.text for code in zxingcpp.read_barcodes(page.render(scale=4).to_pil()))
            for page in document
        ]
    finally:
        document.close()


@pytest.mark.parametrize("sheet", FORMATS, ids=lambda sheet: sheet.key)
def test_every_qr_code_on_the_pdf_reads_as_its_reference_or_page(
    qapp: object, tmp_path: Path, sheet: SheetFormat
) -> None:
    with _store_with_products(tmp_path) as store:
        rows = store.catalogue.search(RecordKind.PRODUCT, limit=100)
        labels = labels_for(store, rows)
        drafts = {draft_reference(d.id) for d in store.drafts.list_drafts(RecordKind.PRODUCT)}
    assert len(labels) == 17
    assert {label.qr_text for label in labels if label.reference.startswith("RD-")} == drafts
    assert {label.qr_text for label in labels if label.reference.startswith("RDP-")} == {
        f"https://sandbox.reuse.local/producten/{n}" for n in range(1, 8)
    }
    skip = 5 if sheet.per_page > 1 else 0
    pdf = tmp_path / "labels.pdf"
    count = save_pdf(pdf, sheet, labels, skip=skip)

    decoded = _decoded(pdf)
    expected = [sorted(label.qr_text for _, label in page) for page in pages(labels, sheet, skip)]
    assert decoded == expected
    assert count == len(decoded) == -(-(17 + skip) // sheet.per_page)
    if sheet.per_page > 1:
        assert len(decoded[0]) == min(sheet.per_page - skip, 17)
    document = pypdfium2.PdfDocument(str(pdf))
    width, height = document[0].get_size()  # points
    document.close()
    assert (width * 25.4 / 72, height * 25.4 / 72) == pytest.approx(sheet.sheet_mm, abs=0.5)
    assert not list(tmp_path.glob(".*.part"))


def test_the_dialog_previews_the_pages_and_begins_where_the_sheet_was_used(
    qtbot: QtBot, qloop: object, tmp_path: Path
) -> None:
    with _store_with_products(tmp_path) as store:
        labels = labels_for(store, store.catalogue.search(RecordKind.PRODUCT, limit=100))
    dialog = LabelsDialog(labels)
    qtbot.addWidget(dialog)
    dialog.open()
    assert dialog.sheet.key == "a4-3x8"
    assert dialog.page_count() == 1
    assert not dialog.next_page.isEnabled()
    dialog.start.setValue(20)  # 19 used: 5 left on the first sheet, 12 on the next
    assert dialog.page_count() == 2
    assert dialog.next_page.isEnabled()
    qtbot.mouseClick(dialog.next_page, Qt.MouseButton.LeftButton)
    assert dialog.page == 1
    assert "2" in dialog.page_label.text()
    dialog.sheet_combo.setCurrentIndex(2)  # the label printer: one a page, no start
    assert dialog.page_count() == 17
    assert not dialog.start.isEnabled()
    assert dialog.preview.pixmap() is not None
    saving = dialog.save_pdf(tmp_path / "roll.pdf")
    # Painted off the window's thread: the choices wait meanwhile.
    assert not dialog.pdf_button.isEnabled()
    assert not dialog.sheet_combo.isEnabled()
    qtbot.waitUntil(saving.done, timeout=20_000)
    assert saving.result() == 17
    assert dialog.pdf_button.isEnabled()
    assert len(_decoded(tmp_path / "roll.pdf")) == 17


def test_the_table_s_context_menu_prints_labels_of_the_selected_rows(
    qtbot: QtBot, open_desk: Callable[..., Desk], tmp_path: Path
) -> None:
    from PySide6.QtPrintSupport import QPrinter

    desk = open_desk()
    products = desk.products
    assert products is not None
    drafts = [
        desk.store.drafts.create_draft(RecordKind.PRODUCT, product_content(f"Deur {n}"))
        for n in range(4)
    ]
    products.refresh()
    assert products.labels_action in products.table.actions()
    assert products.print_labels() is None  # nothing selected: the user is told what to do

    table = products.table
    for row, modifier in (
        (0, Qt.KeyboardModifier.NoModifier),
        (2, Qt.KeyboardModifier.ControlModifier),
    ):
        cell = table.visualRect(table.model().index(row, 1)).center()
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, modifier, cell)
    chosen = products.selected_rows()
    assert len(chosen) == 2
    assert {row.draft_id for row in chosen} <= {d.id for d in drafts}
    assert len(products.matching_rows()) == 4

    products.labels_action.trigger()
    dialog = desk.window.findChild(LabelsDialog)
    assert dialog is not None
    assert dialog.isVisible()
    assert [label.reference for label in dialog.labels] == [
        draft_reference(row.draft_id or "") for row in chosen
    ]
    # What Print… sends to a printer, here a PDF file: the same pages.
    printer = dialog.printer()
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    printing = dialog.print_to(printer)
    qtbot.waitUntil(printing.done, timeout=20_000)
    assert _decoded(tmp_path / "printed.pdf") == [
        sorted(label.reference for label in dialog.labels)
    ]
    dialog.close()


@pytest.mark.parametrize("size", [(900, 1000), (620, 520)])
def test_the_preview_shows_the_first_row_whole_and_scrolls_where_the_page_does_not_fit(
    qtbot: QtBot, qloop: object, tmp_path: Path, size: tuple[int, int]
) -> None:
    with _store_with_products(tmp_path) as store:
        labels = labels_for(store, store.catalogue.search(RecordKind.PRODUCT, limit=100))
    dialog = LabelsDialog(labels)
    qtbot.addWidget(dialog)
    dialog.resize(*size)
    dialog.open()
    area, preview = dialog.preview_area, dialog.preview
    qtbot.waitUntil(lambda: area.viewport().height() > 100)
    dialog.show_page(0)  # as after the layout gave the preview its room
    page = preview.pixmap().deviceIndependentSize()
    top = preview.mapTo(area.viewport(), preview.rect().topLeft()).y()
    top += (preview.height() - page.height()) / 2  # centred in the label
    assert top >= 0  # the page's top, with its first row of labels, is on screen
    if page.height() > area.viewport().height():
        assert area.verticalScrollBar().maximum() > 0  # the rest is reached by scrolling
    else:
        assert page.height() > 400  # the whole page, large enough to read
