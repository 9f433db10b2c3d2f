"""The labels dialog: a sheet format, where on a partly used sheet to begin, a preview of
each page, and Print… or Save as PDF…. The labels are read once, when it opens; the print
and file dialogs are opened with `open()`, never `exec()`."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from collections.abc import Coroutine
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QSignalBlocker
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QPixmap
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QDialogButtonBox
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QFormLayout
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QPushButton
from PySide6.QtWidgets import QScrollArea
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.inventory.labels import FORMATS
from app.inventory.labels import Label
from app.inventory.labels import SheetFormat
from app.inventory.labels import labels_for
from app.store.errors import StoreError
from app.ui import file_places
from app.ui import messages
from app.ui.binding import form_language
from app.ui.labels.sheet import page_image
from app.ui.labels.sheet import pages
from app.ui.labels.sheet import save_pdf
from app.ui.operations import Op

if TYPE_CHECKING:
    from PySide6.QtPrintSupport import QPrinter

    from app.store.catalogue import ListingRow
    from app.store.store import Store

PREVIEW_DOTS_PER_MM = 1.4  # the smallest readable page (A4: 416 px high); smaller scrolls


def format_name(sheet: SheetFormat) -> str:
    names = {
        "a4-3x8": QCoreApplication.translate("LabelsDialog", "A4, 3 × 8 labels of 70 × 37 mm"),
        "a4-3x7": QCoreApplication.translate(
            "LabelsDialog", "A4, 3 × 7 labels of 63.5 × 38.1 mm (L7160)"
        ),
        "roll-62x29": QCoreApplication.translate(
            "LabelsDialog", "Label printer, 62 × 29 mm, one per label"
        ),
    }
    return names.get(sheet.key, sheet.key)


class LabelsDialog(QDialog):
    def __init__(self, labels: Sequence[Label], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("labelsDialog")
        self.setWindowTitle(self.tr("Print labels"))
        self.labels = list(labels)
        self.page = 0
        self.sheet_combo = QComboBox(self)
        self.sheet_combo.setObjectName("labelSheet")
        for sheet in FORMATS:
            self.sheet_combo.addItem(format_name(sheet), sheet.key)
        self.start = QSpinBox(self)
        self.start.setObjectName("labelStart")
        self.start.setMinimum(1)
        self.start.setToolTip(self.tr("On a sheet of which some labels were used already"))
        self.preview = QLabel(self)
        self.preview.setObjectName("labelPreview")
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The whole page fits the room where it can; where it would be too small to read,
        # it scrolls (never cut at the top, as a label centred on less room was).
        self.preview_area = QScrollArea(self)
        self.preview_area.setObjectName("labelPreviewArea")
        self.preview_area.setWidgetResizable(True)
        self.preview_area.setWidget(self.preview)
        self.preview_area.setMinimumSize(320, 300)
        self.page_label = QLabel(self)
        self.page_label.setObjectName("hint")
        self.previous_page = QPushButton("‹", self)
        self.next_page = QPushButton("›", self)
        for button in (self.previous_page, self.next_page):
            button.setFixedWidth(32)
        self.previous_page.setToolTip(self.tr("Previous page"))
        self.next_page.setToolTip(self.tr("Next page"))
        self.previous_page.clicked.connect(lambda: self.show_page(self.page - 1))
        self.next_page.clicked.connect(lambda: self.show_page(self.page + 1))

        form = QFormLayout()
        form.addRow(self.tr("Sheet"), self.sheet_combo)
        form.addRow(self.tr("Begin at label"), self.start)
        paging = QHBoxLayout()
        paging.addStretch(1)
        paging.addWidget(self.previous_page)
        paging.addWidget(self.page_label)
        paging.addWidget(self.next_page)
        paging.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        self.print_button = buttons.addButton(
            self.tr("Print…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.pdf_button = buttons.addButton(
            self.tr("Save as PDF…"), QDialogButtonBox.ButtonRole.ActionRole
        )
        self.print_button.clicked.connect(self.ask_printer)
        self.pdf_button.clicked.connect(self.ask_pdf_path)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.preview_area, 1)
        layout.addLayout(paging)
        layout.addWidget(buttons)
        self.sheet_combo.currentIndexChanged.connect(lambda _i: self._sheet_changed())
        self.start.valueChanged.connect(lambda _v: self.show_page(0))
        self._sheet_changed()

    @property
    def sheet(self) -> SheetFormat:
        return FORMATS[max(self.sheet_combo.currentIndex(), 0)]

    @property
    def skip(self) -> int:
        return self.start.value() - 1

    def _sheet_changed(self) -> None:
        per_page = self.sheet.per_page
        with QSignalBlocker(self.start):
            self.start.setMaximum(per_page)
            self.start.setValue(min(self.start.value(), per_page))
        self.start.setEnabled(per_page > 1)
        self.show_page(0)

    def page_count(self) -> int:
        return len(pages(self.labels, self.sheet, self.skip))

    def show_page(self, number: int) -> None:
        laid = pages(self.labels, self.sheet, self.skip)
        self.page = max(0, min(number, len(laid) - 1))
        placed = laid[self.page] if laid else []
        image = page_image(self.sheet, placed, self._preview_scale() * self.devicePixelRatioF())
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(self.devicePixelRatioF())
        self.preview.setPixmap(pixmap)
        self.page_label.setText(
            self.tr("Page %1 of %2").replace("%1", str(self.page + 1)).replace("%2", str(len(laid)))
        )
        self.previous_page.setEnabled(self.page > 0)
        self.next_page.setEnabled(self.page + 1 < len(laid))
        enabled = bool(self.labels)
        self.print_button.setEnabled(enabled)
        self.pdf_button.setEnabled(enabled)

    def _preview_scale(self) -> float:
        """Dots per millimetre that fit the page in the preview's room (a label printer's one
        label is shown large)."""
        width, height = self.sheet.sheet_mm
        room = self.preview_area.viewport().contentsRect()
        fit = min(room.width() / width, room.height() / height) * 0.96
        return max(PREVIEW_DOTS_PER_MM, min(fit, 12.0))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # Once the layout has given the preview its new room.
        QTimer.singleShot(0, self, lambda: self.show_page(self.page))

    # -- PDF ---------------------------------------------------------------
    def ask_pdf_path(self) -> QFileDialog:
        title, pdf = self.tr("Save labels as PDF"), self.tr("PDF documents (*.pdf)")
        proposed = self.tr("labels") + ".pdf"
        return file_places.save_dialog(
            self, "labelsPdfChooser", title, pdf, self.save_pdf, proposed, file_places.LABELS
        )

    def save_pdf(self, path: Path) -> asyncio.Task[int]:
        """Write the PDF off the window's thread (a thousand labels take seconds); QPainter
        may paint on a QPdfWriter or a QPrinter in any thread."""
        sheet, labels, skip = self.sheet, list(self.labels), self.skip
        return self._in_background(
            asyncio.to_thread(save_pdf, path, sheet, labels, skip),
            "saving labels",
            lambda count: messages.show_info(
                self.tr("%n page(s) of labels saved as %1.", "", count).replace("%1", path.name)
            ),
        )

    def _in_background(
        self, work: Coroutine[Any, Any, int], name: str, done: Callable[[int], None]
    ) -> asyncio.Task[int]:
        """Run `work` with the dialog's choices and buttons off until it ends (so what is
        painted is what the dialog showed when asked)."""
        controls = (self.print_button, self.pdf_button, self.sheet_combo, self.start)
        for control in controls:
            control.setEnabled(False)
        self.page_label.setText(self.tr("Preparing the labels…"))
        return Op(self, work, name=name).success(done).finally_(self._ready).run()

    def _ready(self) -> None:
        self.sheet_combo.setEnabled(True)
        self._sheet_changed()  # the start, the page and the buttons as the sheet has them

    # -- printing ----------------------------------------------------------
    def printer(self) -> QPrinter:
        from PySide6.QtPrintSupport import QPrinter

        from app.ui.labels.sheet import page_layout

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setFullPage(True)  # the template's positions are from the paper's corner
        printer.setPageLayout(page_layout(self.sheet))
        printer.setDocName(self.tr("Labels"))
        return printer

    def ask_printer(self) -> QDialog:
        from PySide6.QtPrintSupport import QPrintDialog

        printer = self.printer()
        chooser = QPrintDialog(printer, self)
        chooser.setObjectName("labelsPrintDialog")
        chooser.accepted.connect(lambda: self.print_to(printer))
        chooser.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        chooser.open()  # type: ignore[call-arg]  # the stubs know only open(receiver, slot)
        return chooser

    def print_to(self, printer: QPrinter) -> asyncio.Task[int]:
        from app.ui.labels.sheet import paint_pages

        laid = pages(self.labels, self.sheet, self.skip)

        def paint() -> int:
            paint_pages(printer, self.sheet, laid)
            return len(laid)

        return self._in_background(asyncio.to_thread(paint), "printing labels", lambda _n: None)


def open_labels_dialog(parent: QWidget | None, store: Store, rows: Sequence[ListingRow]) -> QDialog:
    """The labels of the product `rows` (drafts and server products), in a dialog opened with
    `open()`; the caller may keep it or not (it is deleted when closed)."""
    try:
        labels = labels_for(store, rows, form_language())
    except StoreError as exc:
        messages.report_failure(exc, "reading labels")
        labels = []
    dialog = LabelsDialog(labels, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.open()
    return dialog
