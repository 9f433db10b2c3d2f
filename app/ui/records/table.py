"""What every record table shares: the sync state of a row (a draft in one of the outbox's
states, or a record the server holds) as a coloured badge in its first column, the
roles it reads, and the columns' widths, order and sort, which the window keeps across
restarts by the columns' names (`header_state`), so a column added later finds its place."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QRectF
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtCore import Slot
from PySide6.QtGui import QFont
from PySide6.QtGui import QFontMetrics
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QStyledItemDelegate
from PySide6.QtWidgets import QTableView

from app.ui import theme
from app.ui.record_table import ModelIndex

# Only for annotations: importing QStyle's family makes PySide build their enums, a few
# milliseconds of the first paint.
if TYPE_CHECKING:
    from PySide6.QtGui import QPaintEvent
    from PySide6.QtGui import QResizeEvent
    from PySide6.QtWidgets import QStyleOptionViewItem
    from PySide6.QtWidgets import QWidget

# A sync state's label (translated in the context "RecordTable"); its badge's colours are
# the theme's (`app.ui.theme`), per colour scheme.
_SYNC_STATES = {
    "draft": QT_TRANSLATE_NOOP("RecordTable", "Draft"),
    "queued": QT_TRANSLATE_NOOP("RecordTable", "Queued"),
    "syncing": QT_TRANSLATE_NOOP("RecordTable", "Syncing"),
    "synced": QT_TRANSLATE_NOOP("RecordTable", "Synced"),
    "needs_attention": QT_TRANSLATE_NOOP("RecordTable", "Needs attention"),
    "conflict": QT_TRANSLATE_NOOP("RecordTable", "Conflict"),
    "handed_over": QT_TRANSLATE_NOOP("RecordTable", "Handed over"),
}
SYNC_STATES = tuple(_SYNC_STATES)

SyncStateRole = Qt.ItemDataRole.UserRole + 1
RowRole = Qt.ItemDataRole.UserRole + 2


def sync_state_label(state: str) -> str:
    known = _SYNC_STATES.get(state)
    return QCoreApplication.translate("RecordTable", str(known)) if known else state


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


def set_up_table(table: QTableView, widths: Mapping[int, int], row_height: int) -> None:
    """Rows selected whole, in alternating colours, without grid, wrapping or row numbers;
    the columns at least `widths` wide (wider in larger text), and as wide as their titles."""
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.setWordWrap(False)
    table.verticalHeader().hide()
    _RowHeight(table, row_height)
    _ColumnWidths(table, widths)


_STRETCH = QHeaderView.ResizeMode.Stretch
NAME_AT_LEAST = 140  # px of the name column (usual text) before the table scrolls sideways


class _ColumnWidths(QObject):
    """Keeps a table's columns at least their widths in the installed text size (a date in
    larger text still fits) and as wide as their titles, as the text size or the language
    changes while the window is open. Where the table is too narrow for them all, the
    stretching column (the name) keeps room for its title and the table scrolls sideways,
    rather than a column cutting what it shows."""

    def __init__(self, table: QTableView, widths: Mapping[int, int]) -> None:
        super().__init__(table)
        self.table, self.widths = table, dict(widths)
        self._unstretched: list[int] = []  # the name's column, held at its title's width
        theme.changed().connect(self.follow_soon)
        table.installEventFilter(self)
        self.follow()

    @Slot()
    def follow_soon(self) -> None:
        QTimer.singleShot(0, self, self.follow)  # once the widgets have their new font

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.LanguageChange, QEvent.Type.FontChange):
            self.follow()  # new titles (`retranslate` renewed them by now)
        elif kind in (QEvent.Type.Resize, QEvent.Type.Show):
            self.fit_room()
        return False

    def _least(self, column: int) -> int:
        title = self.table.model().headerData(column, Qt.Orientation.Horizontal)
        return title_width(self.table.horizontalHeader().font(), str(title))

    @Slot()
    def follow(self) -> None:
        header = self.table.horizontalHeader()
        scale = theme.LARGE_TEXT if theme.is_large() else 1.0
        for column, width in self.widths.items():
            header.resizeSection(column, max(round(width * scale), self._least(column)))
        self.fit_room()

    def fit_room(self) -> None:
        if not self.table.isVisible():
            return  # no room known yet
        header = self.table.horizontalHeader()
        for column in self._unstretched:  # held before: perhaps there is room again
            header.setSectionResizeMode(column, _STRETCH)
        shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
        stretching = [c for c in shown if header.sectionResizeMode(c) == _STRETCH]
        others = sum(header.sectionSize(c) for c in shown if c not in stretching)
        # The header spans the viewport: asked of it, the first paint does without PySide's
        # first wrapping of the viewport (a widget Qt made), some 10 ms of enums it builds.
        room = header.width() if header.isVisible() else self.table.viewport().width()
        scale = theme.LARGE_TEXT if theme.is_large() else 1.0
        least = {c: max(self._least(c), round(NAME_AT_LEAST * scale)) for c in stretching}
        self._unstretched = []
        if stretching and others + sum(least.values()) > room:
            for column in stretching:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(column, least[column])
            self._unstretched = stretching


class _RowHeight(QObject):
    """Keeps a table's rows as high as the installed text size wants (a child of the table:
    gone with it, and its connection to the theme with it)."""

    def __init__(self, table: QTableView, usual: int) -> None:
        super().__init__(table)
        self.table, self.usual = table, usual
        theme.changed().connect(self.follow)
        self.follow()

    @Slot()
    def follow(self) -> None:
        self.table.verticalHeader().setDefaultSectionSize(theme.row_height(self.usual))


def header_state(table: QTableView, names: Sequence[str]) -> dict[str, Any]:
    """The columns' widths, places and visibility by name, and the sort (when it sorts)."""
    header = table.horizontalHeader()
    columns = {
        name: {
            "width": header.sectionSize(column),
            "position": header.visualIndex(column),
            "hidden": header.isSectionHidden(column),
        }
        for column, name in enumerate(names)
    }
    state: dict[str, Any] = {"columns": columns}
    sorted_by = header.sortIndicatorSection()
    if header.isSortIndicatorShown() and 0 <= sorted_by < len(names):
        descending = header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder
        state["sort"] = {"column": names[sorted_by], "descending": descending}
    return state


def restore_header(table: QTableView, names: Sequence[str], state: Mapping[str, Any]) -> None:
    """Apply a `header_state`; columns it does not name keep what the program gave them."""
    header = table.horizontalHeader()
    columns: Mapping[str, Mapping[str, Any]] = state.get("columns") or {}
    known = [(name, columns[name]) for name in names if name in columns]
    for name, column in sorted(known, key=lambda item: int(item[1].get("position", 0))):
        logical = names.index(name)
        if "width" in column and int(column["width"]) > 0:
            header.resizeSection(logical, int(column["width"]))
        if "hidden" in column:
            header.setSectionHidden(logical, bool(column["hidden"]))
        if "position" in column:
            header.moveSection(
                header.visualIndex(logical), min(int(column["position"]), len(names) - 1)
            )
    sort = state.get("sort")
    if header.isSortIndicatorShown() and sort and sort.get("column") in names:
        order = (
            Qt.SortOrder.DescendingOrder if sort.get("descending") else Qt.SortOrder.AscendingOrder
        )
        header.setSortIndicator(names.index(sort["column"]), order)


class RecordTableView(QTableView):
    """The record table; it tells when it has painted (the start-up waits for that) and when
    its size changed. Overrides, not an event filter: for each new kind of event a filter
    sees, PySide builds a Python class, milliseconds of the first paint."""

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


class SyncBadgeDelegate(QStyledItemDelegate):
    """A coloured pill per row, so the state reads at a glance."""

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionViewItem,
        index: ModelIndex,
    ) -> None:
        state = index.data(SyncStateRole)
        text = index.data(Qt.ItemDataRole.DisplayRole) or ""
        # The style draws the cell and the selection background (without the text, see
        # `initStyleOption`), then the pill goes on top.
        super().paint(painter, option, index)
        foreground, background = theme.current().badge(str(state))
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
        painter.setBrush(background)
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setPen(foreground)
        painter.setFont(font)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    def initStyleOption(self, option: QStyleOptionViewItem, index: ModelIndex) -> None:
        super().initStyleOption(option, index)
        option.text = ""  # the pill carries it
