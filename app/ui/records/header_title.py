"""A form header's title: at most two lines, the second cut with "…" when the title needs
more, the whole title in the tooltip and the accessible name. 5,000 characters pasted into
a name then never push the form out of view."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import QResizeEvent
from PySide6.QtGui import QTextLayout

from app.ui.message_line import FittedLabel

MAX_LINES = 2


def fitted(text: str, metrics: QFontMetrics, font_layout: QTextLayout, width: int) -> str:
    """`text` as it shows in `width`: whole when it takes `MAX_LINES` lines or fewer, else its
    first line and the start of the rest cut to one line with "…" (a break written in)."""
    font_layout.setText(text)
    font_layout.beginLayout()
    starts: list[int] = []
    while len(starts) <= MAX_LINES:
        line = font_layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    font_layout.endLayout()
    if len(starts) <= MAX_LINES:
        return text
    kept = "\n".join(text[starts[i] : starts[i + 1]].rstrip() for i in range(MAX_LINES - 1))
    rest = text[starts[MAX_LINES - 1] :].replace("\n", " ")
    last = metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)
    return f"{kept}\n{last}" if kept else last


class HeaderTitle(FittedLabel):
    """A label that shows `set_title`'s text in at most two lines, whole in its tooltip
    (fitted again in the style's bold title font, once polished)."""

    def set_title(self, text: str) -> None:
        self._whole = text
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit()

    def _fit(self) -> None:
        # A pixel or two spare: the label's own wrapping then never makes a third line.
        width = max(self.contentsRect().width() - 2, 40)
        layout = QTextLayout("", self.font())
        shown = fitted(self._whole, QFontMetrics(self.font()), layout, width)
        if shown != self.text():
            self.setText(shown)
        self.setToolTip(self._whole if shown != self._whole else "")
