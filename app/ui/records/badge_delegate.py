"""Sync-state badges: a coloured pill per row, so the state reads at a glance."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QWidget

from app.ui.records.table import SyncStateRole

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
        # Let the style draw the selection background, then the pill on top.
        option_copy = QStyleOptionViewItem(option)
        self.initStyleOption(option_copy, index)
        option_copy.text = ""
        widget = option.widget
        style = widget.style() if widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, option_copy, painter, widget)
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

    def sizeHint(
        self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> QSize:
        hint = super().sizeHint(option, index)
        return QSize(hint.width() + 24, max(hint.height(), 24))
