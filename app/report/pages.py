"""The report laid out in blocks and the blocks placed on pages: the cover, the summary
(tables beside their bar charts) and the catalogue (a row per product, grouped by
category, the category's heading repeated atop a page it continues on). Every block has a
fixed height, so the page count is known before the first page is painted (the footer
says "page 3 of 12")."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt

from app.report.canvas import ACCENT
from app.report.canvas import BOTTOM
from app.report.canvas import DRAFT
from app.report.canvas import INK
from app.report.canvas import MARGIN
from app.report.canvas import MUTED
from app.report.canvas import TOP
from app.report.canvas import TRACK
from app.report.canvas import WIDTH
from app.report.canvas import Canvas
from app.report.canvas import font
from app.report.charts import Bar
from app.report.charts import ChartStyle
from app.report.charts import paint_bars
from app.report.data import ENVIRONMENT_FIGURES
from app.report.data import ProjectReport
from app.report.data import ReportProduct
from app.report.data import Tally
from app.report.texts import Words

Paint = Callable[[Canvas, float], None]  # draws its block with its top at y (mm)

ROW = 40.0  # a catalogue row
PHOTO = 34.0
QR = 25.0
TABLE_ROW = 6.0
MAX_TABLE_ROWS = 30  # a longer table goes on in a block of its own


@dataclass(frozen=True)
class Block:
    height: float
    paint: Paint
    new_page: bool = False
    # Painted first on a page this block starts, when it is not the page's first block of
    # its group (a category's heading).
    heading: Block | None = None
    # Never the last block of a page (a heading stays with what it heads).
    keep_with_next: bool = False


Page = list[tuple[float, Paint]]


def paginate(blocks: Sequence[Block]) -> list[Page]:
    pages: list[Page] = []
    y = BOTTOM
    for at, block in enumerate(blocks):
        needed = block.height
        if block.keep_with_next and at + 1 < len(blocks):
            needed += blocks[at + 1].height
        if block.new_page or y + needed > BOTTOM:
            pages.append([])
            y = TOP
            if block.heading is not None and not block.new_page:
                pages[-1].append((y, block.heading.paint))
                y += block.heading.height
        pages[-1].append((y, block.paint))
        y += block.height
    return pages


def blocks(report: ProjectReport, words: Words) -> list[Block]:
    return [cover(report, words), *summary_blocks(report, words), *catalogue(report, words)]


# -- the cover ----------------------------------------------------------------------------


def _joined(separator: str, *parts: str) -> str:
    """The parts that have text, trimmed, joined."""
    return separator.join(part.strip() for part in parts if part.strip())


def cover(report: ProjectReport, words: Words) -> Block:
    project = report.project
    fields = project.fields
    summary = report.summary

    def paint(c: Canvas, top: float) -> None:
        y = top + 18
        c.text(MARGIN, y, WIDTH, words("report").upper(), font(11, bold=True), color=ACCENT)
        y += 9
        y += c.text(MARGIN, y, WIDTH, project.title, font(24, bold=True), lines=3)
        y += 3
        c.text(
            MARGIN, y, WIDTH, f"{words('project_number')} {project.number}", font(11), color=MUTED
        )
        y += 8
        c.box(MARGIN, y, 40, 1.2, ACCENT)
        y += 10
        rows = [
            (
                words("address"),
                _joined(", ", fields.adres, _joined(" ", fields.postcode, fields.plaats)),
            ),
            (
                words("contact"),
                _joined(" · ", fields.contactpersoon_naam, fields.contactpersoon_email),
            ),
            (
                words("available"),
                words.period(fields.materiaal_beschikbaar_vanaf, fields.materiaal_beschikbaar_tot),
            ),
            (
                words("online"),
                words.period(fields.materiaal_online_vanaf, fields.materiaal_online_tot),
            ),
            (words("material_status"), words.status(fields.status_materiaal or "")),
            (words("environment"), report.environment_name or words("local")),
            (words("products"), words.number(summary.products)),
            (words("drafts_label"), words.number(summary.drafts)),
            (words("made"), words.date(report.made_at)),
        ]
        label_width = 52.0
        for label, value in rows:
            c.text(MARGIN, y, label_width, label, font(10), color=MUTED)
            y += (
                c.text(
                    MARGIN + label_width, y, WIDTH - label_width, value or "–", font(10.5), lines=2
                )
                + 2.2
            )
        if not project.known:
            y += 4
            c.text(MARGIN, y, WIDTH, words("not_in_list"), font(9.5), color=DRAFT, lines=2)
        if project.url:
            size = 42.0
            qr_top = BOTTOM - size - 16
            c.qr(MARGIN + WIDTH - size, qr_top, size, project.url)
            c.text(
                MARGIN,
                qr_top + size + 1,
                WIDTH,
                words("project_page"),
                font(8.5, bold=True),
                color=MUTED,
                align=Qt.AlignmentFlag.AlignRight,
            )
            c.text(
                MARGIN,
                qr_top + size + 5.5,
                WIDTH,
                project.url,
                font(8),
                color=MUTED,
                align=Qt.AlignmentFlag.AlignRight,
            )

    return Block(BOTTOM - TOP, paint, new_page=True)


# -- the summary --------------------------------------------------------------------------


def _heading(text: str, *, new_page: bool = False, size: float = 16) -> Block:
    def paint(c: Canvas, top: float) -> None:
        c.text(MARGIN, top, WIDTH, text, font(size, bold=True), color=INK)
        c.rule(MARGIN, top + size * 0.5, WIDTH, ACCENT)

    return Block(size * 0.5 + 4, paint, new_page=new_page, keep_with_next=True)


def _tally_block(
    tallies: Sequence[Tally],
    words: Words,
    first: str,
    empty: str,
    named: Callable[[str], str] = str,
) -> Block:
    """A table (name, count, quantity per unit) on the left, the counts' bars on the right;
    `named` puts a tally's name in the report's language (a status)."""
    columns = (48.0, 14.0, 40.0)
    chart_left = MARGIN + sum(columns) + 6

    def paint(c: Canvas, top: float) -> None:
        header = font(8.5, bold=True)
        x = MARGIN
        for width, title in zip(columns, (first, words("count"), words("quantity")), strict=True):
            c.text(x, top, width - 2, title, header, color=MUTED)
            x += width
        c.rule(MARGIN, top + TABLE_ROW - 0.6, sum(columns))
        cell = font(8.5)
        for at, tally in enumerate(tallies, start=1):
            y = top + at * TABLE_ROW
            c.text(MARGIN, y, columns[0] - 2, named(tally.name) if tally.name else empty, cell)
            c.text(
                MARGIN + columns[0],
                y,
                columns[1] - 3,
                words.number(tally.count),
                cell,
                align=Qt.AlignmentFlag.AlignRight,
            )
            c.text(
                MARGIN + columns[0] + columns[1],
                y,
                columns[2],
                words.quantities(tally.quantities) or "–",
                cell,
            )
        style = ChartStyle(font(7.5), INK, ACCENT, TRACK)
        bars = [
            Bar(named(t.name) if t.name else empty, float(t.count), words.number(t.count))
            for t in tallies
        ]
        area = QRectF(
            chart_left * c.mm,
            (top + TABLE_ROW) * c.mm,
            (MARGIN + WIDTH - chart_left) * c.mm,
            len(bars) * TABLE_ROW * c.mm,
        )
        paint_bars(c.painter, area, bars, style, row=TABLE_ROW * c.mm)

    return Block((len(tallies) + 1) * TABLE_ROW + 5, paint)


def _chunks(tallies: Sequence[Tally]) -> Iterator[Sequence[Tally]]:
    for start in range(0, max(len(tallies), 1), MAX_TABLE_ROWS):
        yield tallies[start : start + MAX_TABLE_ROWS]


def summary_blocks(report: ProjectReport, words: Words) -> list[Block]:
    summary = report.summary
    found: list[Block] = [_heading(words("summary"), new_page=True)]

    def counts(c: Canvas, top: float) -> None:
        line = (
            f"{words('products')}: {words.number(summary.products)}  ·  "
            f"{words.number(summary.drafts)} {words('drafts')}  ·  "
            f"{words.number(summary.with_photo)} {words('photos')}"
        )
        c.text(MARGIN, top, WIDTH, line, font(10))

    found.append(Block(9, counts))
    for key, tallies, first, empty, named in (
        ("by_category", summary.by_category, words("category"), words("no_category"), str),
        ("by_status", summary.by_status, words("status"), words("no_status"), words.status),
    ):
        found.append(_heading(words(key), size=11.5))
        found += [_tally_block(part, words, first, empty, named) for part in _chunks(tallies)]

    def value(c: Canvas, top: float) -> None:
        c.text(MARGIN, top, 90, words("total_value"), font(10), color=MUTED)
        c.text(MARGIN + 90, top, 50, words.money(summary.total_value), font(12, bold=True))
        c.text(
            MARGIN,
            top + 6.5,
            WIDTH,
            words(
                "priced",
                priced=words.number(summary.priced),
                products=words.number(summary.products),
                unpriced=words.number(summary.unpriced),
            ),
            font(8.5),
            color=MUTED,
        )

    found += [_heading(words("value"), size=11.5), Block(16, value)]
    found += [_heading(words("environment_totals"), size=11.5), _environment_block(report, words)]
    return found


def _environment_block(report: ProjectReport, words: Words) -> Block:
    summary = report.summary
    columns = (62.0, 38.0, 30.0, 32.0)

    def paint(c: Canvas, top: float) -> None:
        header = font(8.5, bold=True)
        x = MARGIN
        titles = (words("figure"), words("total"), words("given"), words("missing"))
        for width, title in zip(columns, titles, strict=True):
            align = Qt.AlignmentFlag.AlignLeft if x == MARGIN else Qt.AlignmentFlag.AlignRight
            c.text(x, top, width - 3, title, header, color=MUTED, align=align)
            x += width
        c.rule(MARGIN, top + TABLE_ROW - 0.6, sum(columns))
        cell = font(8.5)
        rows: list[tuple[str, str, int, int]] = [
            (words(path), words.number(figure.total), figure.given, figure.missing)
            for path, figure in summary.environment.items()
        ]
        rows.append((words("nmd"), "", summary.with_nmd_id, summary.products - summary.with_nmd_id))
        for at, (label, total, given, missing) in enumerate(rows, start=1):
            y = top + at * TABLE_ROW
            x = MARGIN
            for width, text in zip(
                columns, (label, total, words.number(given), words.number(missing)), strict=True
            ):
                align = Qt.AlignmentFlag.AlignLeft if x == MARGIN else Qt.AlignmentFlag.AlignRight
                c.text(x, y, width - 3, text, cell, align=align)
                x += width

    return Block((len(ENVIRONMENT_FIGURES) + 2) * TABLE_ROW + 4, paint)


# -- the catalogue ------------------------------------------------------------------------


def catalogue(report: ProjectReport, words: Words) -> list[Block]:
    found = [_heading(words("catalogue"), new_page=True)]
    if not report.products:

        def nothing(c: Canvas, top: float) -> None:
            c.text(MARGIN, top, WIDTH, words("no_products"), font(10), color=MUTED)

        return [*found, Block(8, nothing)]
    current: str | None = None
    heading: Block | None = None
    for index, product in enumerate(report.products):
        if product.category != current or heading is None:
            current = product.category
            heading = _category_heading(current or words("no_category"))
            found.append(heading)
        found.append(Block(ROW, _product_paint(index, product, words), heading=heading))
    return found


def _category_heading(name: str) -> Block:
    def paint(c: Canvas, top: float) -> None:
        c.box(MARGIN, top + 1, WIDTH, 7, TRACK)
        c.text(MARGIN + 2, top + 1.6, WIDTH - 4, name, font(10.5, bold=True), color=ACCENT)

    return Block(10, paint, keep_with_next=True)


def _product_paint(index: int, product: ReportProduct, words: Words) -> Paint:
    def paint(c: Canvas, top: float) -> None:
        y = top + 2
        image, modules = c.prepared(index, product.photo, product.qr_text)
        c.photo(MARGIN, y, PHOTO, image, words("no_photo"))
        left = MARGIN + PHOTO + 5
        width = WIDTH - PHOTO - 5 - QR - 6
        used = 0.0
        if product.is_draft:
            c.badge(left, y + 0.4, words("draft"), DRAFT)
            used = c.line_height(font(6.5, bold=True)) + 1.4
        used += c.text(left, y + used, width, product.name or "–", font(11, bold=True), lines=2)
        kinds = " / ".join(part for part in (product.category, product.sub_category) if part)
        used += c.text(left, y + used, width, kinds, font(8.5), color=MUTED) + 0.8
        label_width = 26.0
        for label, value in (
            (words("dimensions"), product.dimensions),
            (words("quantity"), product.quantity_text),
            (words("condition"), product.condition),
            (words("status"), words.status(product.status)),
            (words("price"), product.given.get("price") or _price(product.price, words)),
        ):
            if y + used + 3.8 > top + ROW - 1:
                break
            c.text(left, y + used, label_width, label, font(8.5), color=MUTED)
            used += c.text(
                left + label_width, y + used, width - label_width, value or "–", font(8.5)
            )
        qr_left = MARGIN + WIDTH - QR
        c.qr(qr_left, y, QR, product.qr_text, modules)
        c.text(
            qr_left - 6,
            y + QR + 0.5,
            QR + 6,
            product.reference,
            font(8, bold=True, fixed=True),
            align=Qt.AlignmentFlag.AlignHCenter,
        )
        c.rule(MARGIN, top + ROW - 0.3, WIDTH)

    return paint


def _price(price: Decimal | None, words: Words) -> str:
    return "" if price is None else words.money(price)
