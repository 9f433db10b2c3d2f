"""Bar charts drawn with a QPainter: the same drawing on a report's page and in the Projects
tab's overview (which passes its palette's colours). Plain QtGui, usable on any thread."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QPaintDevice
from PySide6.QtGui import QPainter


@dataclass(frozen=True)
class Bar:
    label: str
    value: float
    shown: str  # the value as the reader reads it ("12", "€ 1.234,50")


@dataclass(frozen=True)
class ChartStyle:
    font: QFont
    text: QColor
    bar: QColor
    track: QColor


def paint_bars(
    painter: QPainter, area: QRectF, bars: Sequence[Bar], style: ChartStyle, *, row: float
) -> float:
    """Horizontal bars, one per `row` height from the top of `area`: the label on the left
    (a third of the width; one too long for it on two lines, in a smaller type where the row
    needs it, cut short only past that), the bar scaled to the largest value, the value at
    its end. Returns the height used."""
    if not bars:
        return 0.0
    painter.save()
    painter.setFont(style.font)
    metrics = QFontMetricsF(style.font, painter.device())
    label_width = area.width() * 0.34
    value_width = max(metrics.horizontalAdvance(bar.shown) for bar in bars) + metrics.height() * 0.4
    track_width = max(area.width() - label_width - value_width, 1.0)
    largest = max((bar.value for bar in bars), default=0.0) or 1.0
    gap = row * 0.22
    for at, bar in enumerate(bars):
        top = area.top() + at * row
        painter.setPen(style.text)
        _paint_label(
            painter,
            QRectF(area.left(), top, label_width - metrics.height() * 0.4, row),
            bar.label,
            style.font,
        )
        track = QRectF(area.left() + label_width, top + gap, track_width, row - 2 * gap)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(style.track)
        painter.drawRect(track)
        length = track_width * max(bar.value, 0.0) / largest
        painter.setBrush(style.bar)
        painter.drawRect(QRectF(track.left(), track.top(), length, track.height()))
        painter.setPen(style.text)
        painter.drawText(
            QRectF(track.right() + metrics.height() * 0.3, top, value_width, row),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            bar.shown,
        )
    painter.restore()
    return row * len(bars)


# The smallest type a two-line label is set in, as a share of the chart's own.
_SMALLEST = 0.72


def _paint_label(painter: QPainter, rect: QRectF, label: str, base: QFont) -> None:
    font, lines = label_lines(label, rect.width(), rect.height(), base, painter.device())
    align = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
    painter.save()
    painter.setFont(font)
    spacing = QFontMetricsF(font, painter.device()).lineSpacing()
    top = rect.center().y() - spacing * len(lines) / 2
    for at, line in enumerate(lines):
        painter.drawText(
            QRectF(rect.left(), top + at * spacing, rect.width(), spacing), align, line
        )
    painter.restore()


def label_lines(
    label: str, width: float, height: float, base: QFont, device: QPaintDevice
) -> tuple[QFont, list[str]]:
    """The type and lines of a bar's label: whole on one line when it fits `width`; else on
    two, broken between words where the longer line is shortest, in the chart's type or,
    where two of its lines are taller than `height`, one just small enough (never below
    `_SMALLEST` of it); a line is cut short only when even that does not hold it."""
    metrics = QFontMetricsF(base, device)
    words = label.split()
    if metrics.horizontalAdvance(label) <= width or len(words) < 2:
        return base, [metrics.elidedText(label, Qt.TextElideMode.ElideRight, width)]
    font = QFont(base)
    scale = min(1.0, max(_SMALLEST, height / (2 * metrics.lineSpacing())))
    if scale < 1.0:
        font.setPointSizeF(base.pointSizeF() * scale)
    small = QFontMetricsF(font, device)
    cuts = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    pair = min(
        cuts, key=lambda p: max(small.horizontalAdvance(p[0]), small.horizontalAdvance(p[1]))
    )
    return font, [small.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in pair]
