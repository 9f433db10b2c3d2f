"""What every record table shares: the roles the sync badge reads, state labels, column widths.

A row of any kind (product, project, subscription) is a draft in one of the
outbox's states or a record the server holds; the table shows that state as a
badge in its first column.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTableView

if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent, QResizeEvent
    from PySide6.QtWidgets import QWidget

# A sync state and its label (translated in the context "RecordTable").
_SYNC_LABELS = dict(
    [
        ("draft", QT_TRANSLATE_NOOP("RecordTable", "Draft")),
        ("queued", QT_TRANSLATE_NOOP("RecordTable", "Queued")),
        ("syncing", QT_TRANSLATE_NOOP("RecordTable", "Syncing")),
        ("synced", QT_TRANSLATE_NOOP("RecordTable", "Synced")),
        ("needs_attention", QT_TRANSLATE_NOOP("RecordTable", "Needs attention")),
        ("conflict", QT_TRANSLATE_NOOP("RecordTable", "Conflict")),
    ]
)
SYNC_STATES = tuple(_SYNC_LABELS)

SyncStateRole = Qt.ItemDataRole.UserRole + 1
RowRole = Qt.ItemDataRole.UserRole + 2


def sync_state_label(state: str) -> str:
    label = _SYNC_LABELS.get(state)
    return QCoreApplication.translate("RecordTable", str(label)) if label else state


def sync_column_width(font: QFont) -> int:
    """A sync column wide enough for the longest badge in the language shown (as
    `SyncBadgeDelegate` draws it: a point smaller, padded 8 px, 6 px from each edge)."""
    badge_font = QFont(font)
    badge_font.setPointSizeF(max(font.pointSizeF() - 1, 7.0))
    widest = max(
        QFontMetrics(badge_font).horizontalAdvance(sync_state_label(s)) for s in SYNC_STATES
    )
    title = QCoreApplication.translate("RecordTable", "Sync")
    return max(widest + 28, title_width(font, title))


def title_width(font: QFont, title: str) -> int:
    """What a column needs for its title: set in semibold (the stylesheet), padded 6 px
    each side, with room for the sort arrow."""
    bold = QFont(font)
    bold.setWeight(QFont.Weight.DemiBold)
    return QFontMetrics(bold).horizontalAdvance(title) + 36


class RecordTableView(QTableView):
    """The record table; it tells when it has painted (the start-up waits for that) and
    when its size changed (a tab shows more columns when there is room).

    Overrides rather than an event filter: for each new kind of event a filter sees,
    PySide builds a Python class, milliseconds of the first paint.
    """

    resized = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._after_paint: list[Callable[[], None]] = []

    def call_after_paint(self, callback: Callable[[], None]) -> None:
        """Call `callback` once, right after the next paint of the rows has run."""
        self._after_paint.append(callback)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit()

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._after_paint:
            callbacks, self._after_paint = self._after_paint, []
            for callback in callbacks:
                # After this paint event: the rows are on screen then.
                QTimer.singleShot(0, callback)
