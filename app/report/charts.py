"""Bar charts drawn with a QPainter: the same drawing on a report's page and in the Projects
tab's overview (which passes its palette's colours). Plain QtGui, usable on any thread."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter


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
    (a third of the width, cut short), the bar scaled to the largest value, the value at its
    end. Returns the height used."""
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
        label = metrics.elidedText(
            bar.label, Qt.TextElideMode.ElideRight, label_width - metrics.height() * 0.4
        )
        painter.setPen(style.text)
        painter.drawText(
            QRectF(area.left(), top, label_width, row),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            label,
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
