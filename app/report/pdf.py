"""The report painted as a PDF (A4 portrait), page by page, with the footer (title, date,
"page 3 of 12") on every page. For a worker thread: QPainter may paint on a QPdfWriter or a
QImage in any thread; progress is reported after each page and a cancel is honoured between
pages. The file appears whole or not at all (written beside it, then moved into place)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMarginsF
from PySide6.QtCore import QSizeF
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from PySide6.QtGui import QPageLayout
from PySide6.QtGui import QPageSize
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPdfWriter

from app.api.notices import Notice
from app.report.canvas import A4_MM
from app.report.canvas import BOTTOM
from app.report.canvas import MARGIN
from app.report.canvas import MUTED
from app.report.canvas import RULE
from app.report.canvas import WIDTH
from app.report.canvas import Canvas
from app.report.canvas import Prefetch
from app.report.canvas import font
from app.report.data import ProjectReport
from app.report.data import ReportCancelledError
from app.report.pages import Page
from app.report.pages import blocks
from app.report.pages import paginate
from app.report.previews import PreviewCache
from app.report.texts import Words

PDF_RESOLUTION = 300


def usable_cores() -> int:
    """The cores this process may run on: its affinity where the system says (a container
    or `taskset` may give it fewer than the machine has, and a decoder thread more than
    that only waits), else the machine's."""
    if hasattr(os, "sched_getaffinity"):
        return max(1, len(os.sched_getaffinity(0)))
    return os.cpu_count() or 1


# Threads decoding the catalogue's photos, one per usable core (a cold report is bound by
# the decoders' CPU: two threads halve the time of 1,000 photos on two cores,
# tests/benchmarks), and how many rows ahead of the painter are held decoded: a page and a
# half, or two rows a thread so none waits for the painter (some 300 KB a row).
WORKERS = usable_cores()
AHEAD = max(10, 2 * WORKERS)

Progress = Callable[[int, int], None]  # (pages painted, pages)


def lay_out(report: ProjectReport, language: str) -> tuple[Words, list[Page]]:
    words = Words(language)
    return words, paginate(blocks(report, words))


def _footer(c: Canvas, report: ProjectReport, words: Words, number: int, count: int) -> None:
    top = BOTTOM + 4
    c.rule(MARGIN, top, WIDTH, RULE)
    small = font(7.5)
    third = WIDTH / 3
    c.text(
        MARGIN,
        top + 1.5,
        third * 1.4,
        f"{words('report')} · {report.project.title}",
        small,
        color=MUTED,
    )
    c.text(
        MARGIN + third * 1.4,
        top + 1.5,
        third * 0.6,
        words.date(report.made_at),
        small,
        color=MUTED,
        align=Qt.AlignmentFlag.AlignHCenter,
    )
    c.text(
        MARGIN + third * 2,
        top + 1.5,
        third,
        words("page", page=number, pages=count),
        small,
        color=MUTED,
        align=Qt.AlignmentFlag.AlignRight,
    )


def paint_page(
    painter: QPainter,
    dots_per_mm: float,
    report: ProjectReport,
    words: Words,
    pages: list[Page],
    number: int,
    prefetch: Prefetch | None = None,
) -> None:
    canvas = Canvas(painter, dots_per_mm, None if prefetch is None else prefetch.get)
    for top, paint in pages[number]:
        paint(canvas, top)
    _footer(canvas, report, words, number + 1, len(pages))


def page_layout() -> QPageLayout:
    size = QPageSize(QSizeF(*A4_MM), QPageSize.Unit.Millimeter)
    return QPageLayout(
        size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter
    )


def write_pdf(
    report: ProjectReport,
    path: Path,
    language: str = "nl",
    *,
    progress: Progress | None = None,
    cancelled: Callable[[], bool] = lambda: False,
    previews: PreviewCache | None = None,
) -> int:
    """The report as a PDF at `path`; its page count (photos' previews kept in and taken
    from `previews`). `ReportCancelledError` when `cancelled()`
    turned true meanwhile (nothing is left behind); OSError when it cannot be written."""
    words, pages = lay_out(report, language)
    target = Path(path)
    partial = target.with_name(f".{target.name}.part")
    # A file of its own, made new: a partial file left behind, or a link someone put in its
    # place in a shared folder, is removed first (never written through).
    partial.unlink(missing_ok=True)
    writer = QPdfWriter(str(partial))
    writer.setResolution(PDF_RESOLUTION)
    writer.setPageLayout(page_layout())
    writer.setCreator("Reuse Desk")
    writer.setTitle(f"{words('report')} {report.project.title}")
    painter = QPainter()
    prefetch = Prefetch(
        [(p.photo, p.qr_text) for p in report.products],
        workers=WORKERS,
        ahead=AHEAD,
        previews=previews,
    )
    try:
        if not painter.begin(writer):
            raise OSError(f"{target.name}: the report's pages could not be started")
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dots_per_mm = writer.logicalDpiX() / 25.4
        for number in range(len(pages)):
            if cancelled():
                raise ReportCancelledError
            if number:
                writer.newPage()
            paint_page(painter, dots_per_mm, report, words, pages, number, prefetch)
            if progress is not None:
                progress(number + 1, len(pages))
        painter.end()
        del writer  # the file is complete once the writer is gone
        os.replace(partial, target)
    finally:
        prefetch.close()
        if painter.isActive():
            painter.end()
        partial.unlink(missing_ok=True)
    for index, (width, height) in sorted(prefetch.too_large.items()):
        product = report.products[index]
        report.warnings.append(
            Notice(
                "report.photo_too_large",
                {
                    "product": product.name,
                    "reference": product.reference,
                    "width": width,
                    "height": height,
                },
            )
        )
    return len(pages)


def page_image(report: ProjectReport, language: str, number: int, dots_per_mm: float) -> QImage:
    """One page as a picture (previews, screenshots)."""
    words, pages = lay_out(report, language)
    image = QImage(
        round(A4_MM[0] * dots_per_mm), round(A4_MM[1] * dots_per_mm), QImage.Format.Format_RGB32
    )
    image.setDotsPerMeterX(round(dots_per_mm * 1000))
    image.setDotsPerMeterY(round(dots_per_mm * 1000))
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_page(painter, dots_per_mm, report, words, pages, number)
    painter.end()
    return image
