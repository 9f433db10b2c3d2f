"""Sync-state badges: a coloured pill per row, so the state reads at a glance."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QStyledItemDelegate, QWidget

from app.ui.records.table import SyncStateRole

# Only for annotations: importing QStyle's family makes PySide build their enums, a few
# milliseconds of the first paint that this delegate does not need.
if TYPE_CHECKING:
    from PySide6.QtWidgets import QStyleOptionViewItem

# (background, text): muted colours that stay readable on a selected row too.
BADGE_COLOURS: dict[str, tuple[str, str]] = {
    "draft": ("#e6e9ef", "#3b4252"),
    "queued": ("#dbeafe", "#1e40af"),
    "syncing": ("#e0e7ff", "#3730a3"),
    "synced": ("#dcfce7", "#166534"),
    "needs_attention": ("#fee2e2", "#991b1b"),
    "conflict": ("#fef3c7", "#92400e"),
}


class SyncBadgeDelegate(QStyledItemDelegate):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: QModelIndex | QPersistentModelIndex,
    ) -> None:
        state = index.data(SyncStateRole)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        # The style draws the cell and the selection background (without the text, see
        # `initStyleOption`), then the pill goes on top.
        super().paint(painter, option, index)
        background, foreground = BADGE_COLOURS.get(str(state), ("#e5e7eb", "#111827"))
        font = option.font
        font.setPointSizeF(max(font.pointSizeF() - 1, 7.0))
        metrics = QFontMetrics(font)
        rect = option.rect
        width = min(metrics.horizontalAdvance(text) + 16, rect.width() - 8)
        height = min(metrics.height() + 4, rect.height() - 4)
        pill = QRectF(rect.left() + 6, rect.center().y() - height / 2 + 0.5, width, height)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(background))
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setPen(QColor(foreground))
        painter.setFont(font)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def initStyleOption(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        super().initStyleOption(option, index)
        option.text = ""  # the pill carries it

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(hint.width() + 24, max(hint.height(), 24))
