"""What every record table shares: the roles the sync badge reads, state labels, column widths.

A row of any kind (product, project, subscription) is a draft in one of the
outbox's states or a record the server holds; the table shows that state as a
badge in its first column.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont, QFontMetrics

SYNC_STATES = ("draft", "queued", "syncing", "synced", "needs_attention", "conflict")

SyncStateRole = Qt.ItemDataRole.UserRole + 1
RowRole = Qt.ItemDataRole.UserRole + 2

# The labels were first written for the products table; their translations live under its name.


def sync_state_label(state: str) -> str:
    labels = {
        "draft": QCoreApplication.translate("RecordTable", "Draft"),
        "queued": QCoreApplication.translate("RecordTable", "Queued"),
        "syncing": QCoreApplication.translate("RecordTable", "Syncing"),
        "synced": QCoreApplication.translate("RecordTable", "Synced"),
        "needs_attention": QCoreApplication.translate("RecordTable", "Needs attention"),
        "conflict": QCoreApplication.translate("RecordTable", "Conflict"),
    }
    return labels.get(state, state)


def sync_column_width(font: QFont) -> int:
    """A sync column wide enough for the longest badge in the language shown.

    Mirrors `SyncBadgeDelegate`: the badge's text is a point smaller than the
    table's, padded 8 px each side and set 6 px from the cell's left edge; 6 px
    more keep it clear of the next column.
    """
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
