"""The list side of a record tab: search, filters, the table and the count, built by a
kind in its `__init__`; the record tab (`app.ui.records.tab`) puts the form beside them."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from app.ui.records.table import (
    SYNC_STATES,
    RecordTableView,
    RowRole,
    SyncBadgeDelegate,
    sync_column_width,
    sync_state_label,
    title_width,
)

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from app.ui.records.paged_model import PagedTableModel
    from app.ui.records.rows import RecordRow

SEARCH_DELAY_MS = 120


class RecordList(QWidget):
    """Search, filters and table; the form's place beside them (filled by the record tab)."""

    model: PagedTableModel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._form_place = QWidget(self)
        self._form_place.setObjectName("formPlaceholder")
        self._split: tuple[int, int] = (640, 640)
        self.search = QLineEdit(self)
        self.search.setObjectName("searchBox")
        self.search.setClearButtonEnabled(True)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.apply_filters)
        self.search.textChanged.connect(lambda _text: self._search_timer.start())
        self.filters: dict[str, QComboBox] = {}
        self.count_label = QLabel(self)
        self.count_label.setObjectName("hint")

    def row_chosen(self, row: RecordRow) -> None:
        """The user chose `row` in the table."""
        raise NotImplementedError

    def filters_applied(self) -> None:
        """The table shows another set of rows (the record tab selects its record again)."""

    def update_count(self) -> None:
        self.count_label.setText(self.count_text(self.model.rowCount()))

    def count_text(self, count: int) -> str:
        """How many records the table shows ("12 products")."""
        raise NotImplementedError

    # -- building --------------------------------------------------------
    def filter_combo(
        self, field: str, everything: str, choices: Sequence[tuple[Any, str]]
    ) -> QComboBox:
        """A filter on the query's `field`: "everything" first, then (value, label) choices."""
        combo = QComboBox(self)
        combo.addItem(everything, None)
        for value, label in choices:
            combo.addItem(label, value)
        combo.currentIndexChanged.connect(lambda _i: self.apply_filters())
        self.filters[field] = combo
        return combo

    def record_table(
        self,
        model: QAbstractItemModel,
        name: str,
        widths: Mapping[int, int],
        *,
        sort_column: int | None = None,
    ) -> RecordTableView:
        """The table: one whole row selected, the sync badge in column 0, the title (1)
        taking the room left, the others at least `widths` wide; with `sort_column` the
        header sorts, newest first on that column to begin with."""
        table = RecordTableView(self)
        table.setObjectName(name)
        table.setModel(model)
        table.setItemDelegateForColumn(0, SyncBadgeDelegate(table))
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.setShowGrid(False)
        table.setWordWrap(False)
        table.verticalHeader().hide()
        table.verticalHeader().setDefaultSectionSize(28)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header = table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        font = table.font()
        header.resizeSection(0, sync_column_width(font))
        for column, width in widths.items():
            title = str(model.headerData(column, Qt.Orientation.Horizontal))
            header.resizeSection(column, max(width, title_width(font, title)))
        if sort_column is not None:
            header.setSortIndicatorShown(True)
            header.setSectionsClickable(True)
            header.setSortIndicator(sort_column, Qt.SortOrder.DescendingOrder)
            header.sortIndicatorChanged.connect(model.sort)
        table.selectionModel().currentRowChanged.connect(self._current_row_changed)
        self.table = table
        return table

    def list_panel(self) -> QVBoxLayout:
        """The left side, returned empty for the kind to fill (search first, as a rule)."""
        self._list = QWidget(self)
        layout = QVBoxLayout(self._list)
        layout.setContentsMargins(8, 8, 4, 8)
        layout.setSpacing(6)
        return layout

    @staticmethod
    def filter_row(combos: Sequence[QComboBox], *, fill: bool = True) -> QHBoxLayout:
        """Filters side by side; without `fill` they keep the width of a full row's."""
        row = QHBoxLayout()
        row.setSpacing(6)
        for combo in combos:
            row.addWidget(combo, 1)
        if not fill:
            row.addStretch(1)
        return row

    def place_list_and_form(
        self, name: str, sizes: tuple[int, int], stretch: tuple[int, int] = (5, 6)
    ) -> None:
        """The list beside the form's place; the form comes in with `build_form()`."""
        self._split = sizes
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName(name)
        self.splitter.addWidget(self._list)
        self.splitter.addWidget(self._form_place)
        self.splitter.setStretchFactor(0, stretch[0])
        self.splitter.setStretchFactor(1, stretch[1])
        self.splitter.setSizes(list(sizes))
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.splitter)

    def flag_filter(self, field: str, everything: str, yes: str, no: str) -> QComboBox:
        """A filter on a yes-or-no field of the query."""
        return self.filter_combo(field, everything, [(True, yes), (False, no)])

    def sync_state_filter(self) -> QComboBox:
        """A filter on the rows' sync state."""
        states = [(s, sync_state_label(s)) for s in SYNC_STATES]
        return self.filter_combo("sync_state", self.tr("All sync states"), states)

    def _current_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        row: RecordRow | None = current.data(RowRole) if current.isValid() else None
        if row is not None:
            self.row_chosen(row)

    # -- the table -------------------------------------------------------
    def apply_filters(self) -> None:
        self._search_timer.stop()
        chosen = {field: combo.currentData() for field, combo in self.filters.items()}
        self.model.set_filters(self.search.text(), chosen)
        self.update_count()
        self.filters_applied()

    def select_key(self, key: str) -> bool:
        row = self.model.row_of_key(key)
        if row < 0:
            return False
        self.table.selectRow(row)
        return True

    def confirm(self, name: str, title: str, text: str, then: Callable[[], None]) -> QMessageBox:
        """Ask before an action that cannot be undone; `then` runs on "Yes"."""
        from PySide6.QtWidgets import QMessageBox  # its enums: not for the first paint

        box = QMessageBox(
            QMessageBox.Icon.Question,
            title,
            text,
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setObjectName(name)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        box.finished.connect(
            lambda result: then() if result == QMessageBox.StandardButton.Yes else None
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box
