"""A bar's label in the report's chart is whole: on two lines when one is too narrow for it
("Wanden en plafonds"), in a smaller type only as far as the row needs."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QImage

from app.report.charts import _SMALLEST
from app.report.charts import label_lines


def _page() -> QImage:
    image = QImage(600, 200, QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(11811)  # 300 dpi, as the report's pages
    image.setDotsPerMeterY(11811)
    return image


def _font() -> QFont:
    font = QFont()
    font.setPointSizeF(7.5)
    return font


def test_a_label_that_fits_is_one_line_in_the_chart_s_type(qapp: Any) -> None:
    page, font = _page(), _font()
    wide = QFontMetricsF(font, page).horizontalAdvance("Deuren") + 2
    used, lines = label_lines("Deuren", wide, 100, font, page)
    assert lines == ["Deuren"]
    assert used.pointSizeF() == font.pointSizeF()


def test_a_label_too_long_for_its_line_is_whole_on_two(qapp: Any) -> None:
    page, font = _page(), _font()
    metrics = QFontMetricsF(font, page)
    label = "Wanden en plafonds"
    width = metrics.horizontalAdvance(label) * 0.7  # as the chart's third of the page had it
    row = metrics.lineSpacing() * 1.6  # a table row: less than two lines of the type
    used, lines = label_lines(label, width, row, font, page)
    assert " ".join(lines) == label  # nothing cut off
    assert len(lines) == 2
    small = QFontMetricsF(used, page)
    assert all(small.horizontalAdvance(line) <= width for line in lines)
    assert 2 * small.lineSpacing() <= row * 1.05
    assert used.pointSizeF() >= font.pointSizeF() * _SMALLEST


def test_a_single_word_too_long_is_cut_short_with_its_mark(qapp: Any) -> None:
    page, font = _page(), _font()
    label = "Binnendeurkozijnonderdelen"
    width = QFontMetricsF(font, page).horizontalAdvance(label) / 2
    _used, lines = label_lines(label, width, 100, font, page)
    assert len(lines) == 1
    assert lines[0].endswith("…")
