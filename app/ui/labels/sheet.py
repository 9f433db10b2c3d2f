"""Labels painted on pages: the same painting for the PDF, the printer and the preview.

Everything is placed in millimetres from the paper's corner and converted with the
device's resolution, so a label lands where the sheet's template has it on any device.
Nothing is drawn outside a label: texts are cut short with an ellipsis, a long name takes
two lines at most. The QR code is drawn from segno's matrix as rectangles, with its quiet
zone of four modules, as large as the label's height allows.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSizeF
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QImage
from PySide6.QtGui import QPagedPaintDevice
from PySide6.QtGui import QPageLayout
from PySide6.QtGui import QPageSize
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPdfWriter

from app.inventory.labels import Label
from app.inventory.labels import SheetFormat
from app.report.canvas import dark_runs
from app.report.canvas import font as _font
from app.report.canvas import qr_modules

PDF_RESOLUTION = 600
# The QR code's share of a label's width at most: the texts keep the rest.
QR_SHARE = 0.38

Placed = tuple[int, Label]  # (slot on its page, label)


def pages(labels: Sequence[Label], sheet: SheetFormat, skip: int = 0) -> list[list[Placed]]:
    """The labels by page, each with its slot; the first `skip` slots of a partly used sheet
    stay empty."""
    skip = max(0, min(skip, sheet.per_page - 1))
    laid: list[list[Placed]] = []
    for index, label in enumerate(labels):
        page, slot = divmod(skip + index, sheet.per_page)
        if page == len(laid):
            laid.append([])
        laid[page].append((slot, label))
    return laid


def page_layout(sheet: SheetFormat) -> QPageLayout:
    width, height = sheet.sheet_mm
    orientation = (
        QPageLayout.Orientation.Landscape if width > height else QPageLayout.Orientation.Portrait
    )
    size = QPageSize(QSizeF(min(width, height), max(width, height)), QPageSize.Unit.Millimeter)
    return QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)


class LabelPainter:
    """Paints labels of one sheet format on a device whose (0, 0) is the paper's corner."""

    def __init__(self, painter: QPainter, sheet: SheetFormat, dots_per_mm: float) -> None:
        self.painter = painter
        self.sheet = sheet
        self.mm = dots_per_mm

    def rect(self, left: float, top: float, width: float, height: float) -> QRectF:
        return QRectF(left * self.mm, top * self.mm, width * self.mm, height * self.mm)

    def paint_page(self, placed: Sequence[Placed], *, outlines: bool = False) -> None:
        for slot, label in placed:
            left, top = self.sheet.label_origin(slot)
            self.paint_label(label, left, top)
        if outlines:  # the preview shows where the sheet's labels are
            self.painter.save()
            self.painter.setPen(QColor("#b8c2cc"))
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
            width, height = self.sheet.label_mm
            for slot in range(self.sheet.per_page):
                left, top = self.sheet.label_origin(slot)
                # Half a dot inside: a label at the page's edge keeps its outer line.
                outline = self.rect(left, top, width, height).adjusted(0.5, 0.5, -0.5, -0.5)
                self.painter.drawRoundedRect(outline, 1.5 * self.mm, 1.5 * self.mm)
            self.painter.restore()

    def paint_label(self, label: Label, left: float, top: float) -> None:
        width, height = self.sheet.label_mm
        pad = self.sheet.padding_mm
        painter = self.painter
        painter.save()
        painter.setClipRect(self.rect(left, top, width, height))
        side = min(height - 2 * pad, width * QR_SHARE)
        # The quiet zone is white paper: it may take half the padding.
        self.paint_qr(label.qr_text, left + pad / 2, top + (height - side) / 2, side)
        text_left = left + pad / 2 + side
        text = self.rect(text_left, top + pad, left + width - pad - text_left, height - 2 * pad)
        self.paint_texts(label, text)
        painter.restore()

    def paint_qr(self, text: str, left: float, top: float, side: float) -> None:
        modules = qr_modules(text)
        count = len(modules)
        x0, y0, size = left * self.mm, top * self.mm, side * self.mm
        painter = self.painter
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("black"))
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        # Edges on whole device dots: no seams between modules, none wider than another.
        edges = [round(size * i / count) for i in range(count + 1)]
        for r, row in enumerate(modules):
            for start, end in dark_runs(row):
                painter.drawRect(
                    QRectF(
                        round(x0) + edges[start],
                        round(y0) + edges[r],
                        edges[end] - edges[start],
                        edges[r + 1] - edges[r],
                    )
                )
        painter.restore()

    def paint_texts(self, label: Label, area: QRectF) -> None:
        """Name (bold, two lines at most), dimensions and quantity from the top, the reference
        at the bottom; every line cut to the area's width."""
        painter = self.painter
        small = self.sheet.label_mm[1] < 32
        name_font = _font(8.5 if small else 9.5, bold=True)
        line_font = _font(7.0 if small else 8.0)
        reference_font = _font(8.5 if small else 9.5, bold=True, fixed=True)
        y = area.top()
        width = area.width()
        for font, lines in (
            (name_font, _wrapped(label.name, QFontMetricsF(name_font, painter.device()), width)),
            (line_font, [label.dimensions]),
            (line_font, [label.quantity]),
        ):
            metrics = QFontMetricsF(font, painter.device())
            painter.setFont(font)
            for line in filter(None, lines):
                if y + metrics.height() > area.bottom() - metrics.height():
                    break  # the reference's line is kept
                shown = metrics.elidedText(line, Qt.TextElideMode.ElideRight, width)
                painter.drawText(QRectF(area.left(), y, width, metrics.height()), shown)
                y += metrics.height()
            y += metrics.height() * 0.15
        metrics = QFontMetricsF(reference_font, painter.device())
        painter.setFont(reference_font)
        shown = metrics.elidedText(label.reference, Qt.TextElideMode.ElideRight, width)
        bottom = QRectF(area.left(), area.bottom() - metrics.height(), width, metrics.height())
        painter.drawText(bottom, shown)


def _wrapped(text: str, metrics: QFontMetricsF, width: float) -> list[str]:
    """`text` in two lines at most: words that fit on the first, the rest on the second (cut
    short there when it is longer)."""
    words = text.split()
    first: list[str] = []
    while words and metrics.horizontalAdvance(" ".join([*first, words[0]])) <= width:
        first.append(words.pop(0))
    if not first:  # one word longer than the line
        return [text]
    return [" ".join(first), " ".join(words)]


def paint_pages(
    device: QPagedPaintDevice, sheet: SheetFormat, laid: Sequence[Sequence[Placed]]
) -> None:
    """Every page of `laid` on a PDF writer or a printer (full page, no margins)."""
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("the labels' pages could not be started")
    try:
        label_painter = LabelPainter(painter, sheet, device.logicalDpiX() / 25.4)
        for number, placed in enumerate(laid):
            if number:
                device.newPage()
            label_painter.paint_page(placed)
    finally:
        painter.end()


def save_pdf(path: Path, sheet: SheetFormat, labels: Sequence[Label], skip: int = 0) -> int:
    """The labels as a PDF at `path` (written beside it, then moved into place); its pages."""
    laid = pages(labels, sheet, skip)
    partial = path.with_name(f".{path.name}.part")
    # Made new: a partial file left behind, or a link put in its place, is removed first.
    partial.unlink(missing_ok=True)
    writer = QPdfWriter(str(partial))
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(page_layout(sheet))
    writer.setCreator("Reuse Desk")
    writer.setTitle(path.stem)
    try:
        paint_pages(writer, sheet, laid)
        del writer  # the file is complete once the writer is gone
        os.replace(partial, path)
    finally:
        partial.unlink(missing_ok=True)
    return len(laid)


def page_image(
    sheet: SheetFormat, placed: Sequence[Placed], dots_per_mm: float, *, outlines: bool = True
) -> QImage:
    """One page as a picture (the dialog's preview, screenshots)."""
    width, height = sheet.sheet_mm
    image = QImage(
        round(width * dots_per_mm), round(height * dots_per_mm), QImage.Format.Format_RGB32
    )
    image.setDotsPerMeterX(round(dots_per_mm * 1000))
    image.setDotsPerMeterY(round(dots_per_mm * 1000))
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    LabelPainter(painter, sheet, dots_per_mm).paint_page(placed, outlines=outlines)
    painter.end()
    return image
