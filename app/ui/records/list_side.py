"""The list side of a record tab: search, filters, the table and the count, built by a
kind in its `__init__` (`build_list`); the record tab (`app.ui.records.tab`) puts the form
beside them. What the user set here (search, filters, sort, columns, splitter) is given
as plain data (`state`) and taken back (`restore`); the window keeps it across restarts
(`app.ui.window_state`). Enter in the search field is a scan when the text is a label's code
(a USB scanner types it and Enter): the kind opens that record (`code_scanned`); any other
text stays a search. The rows the user selected and every row of the current search are
given as the store's listing rows (`selected_rows`, `matching_rows`), for exports and labels.
On a screen too narrow for the list beside the form (a tablet in portrait) the list stands
above the form (`fit_to_screen`)."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QEvent
from PySide6.QtCore import QItemSelection
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QObject
from PySide6.QtCore import QSignalBlocker
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QHBoxLayout
from PySide6.QtWidgets import QHeaderView
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QLineEdit
from PySide6.QtWidgets import QSplitter
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.ui.layouts import boxed
from app.ui.records.table import SYNC_STATES
from app.ui.records.table import RecordTableView
from app.ui.records.table import RowRole
from app.ui.records.table import SyncBadgeDelegate
from app.ui.records.table import header_state
from app.ui.records.table import restore_header
from app.ui.records.table import set_up_table
from app.ui.records.table import sync_column_width
from app.ui.records.table import sync_state_label

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from app.store.catalogue import ListingRow
    from app.store.catalogue import SearchFilters
    from app.store.kinds import RecordKind
    from app.store.store import Store
    from app.ui.records.paged_model import PagedTableModel
    from app.ui.records.rows import RecordRow
    from app.ui.records.session import Session

SEARCH_DELAY_MS = 120
SELECT_LIMIT = 2000  # rows searched for selected records after the table changed
# How soon rows read aside while a cell is typed into are read again (they wait for it).
WHILE_EDITING_MS = 150
# The least width of a screen (logical pixels) with the list beside the form: the list's
# search and filters, and a form whose sections and header buttons still fit.
SIDE_BY_SIDE_WIDTH = 1000
# The least widths beside each other: the list's search and filters, and the form's inputs
# with their labels (at 1024 × 600 both fit with room to spare; a pane never collapses).
LIST_LEAST_WIDTH = 300
FORM_LEAST_WIDTH = 400


class RecordList(QWidget):
    """Search, filters and table; the form's place beside them (filled by the record tab)."""

    model: PagedTableModel
    session: Session | None = None  # its sync status explains the table's sync badges
    store: Store  # set by the record tab
    KIND: RecordKind

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The form's place in the splitter: the form is made inside it (hidden until built),
        # so placing it is showing it, not moving it, which would style it all over again.
        self._form_place = QWidget(self)
        self._form_place.setObjectName("formPlaceholder")
        boxed(QVBoxLayout, self._form_place, margins=(0, 0, 0, 0), spacing=0)
        self._split: tuple[int, int] = (640, 640)
        self.search = QLineEdit(self)
        self.search.setObjectName("searchBox")
        self.search.setClearButtonEnabled(True)
        self._search_timer = QTimer(self)
        self._search_timer.setSingleShot(True)
        self._search_timer.setInterval(SEARCH_DELAY_MS)
        self._search_timer.timeout.connect(self.apply_filters)
        self.search.textChanged.connect(lambda _text: self._search_timer.start())
        self.search.returnPressed.connect(self._search_entered)
        self.filters: dict[str, QComboBox] = {}
        self.count_label = QLabel(self)
        self.count_label.setObjectName("hint")
        self._read_after_editing = QTimer(self)
        self._read_after_editing.setSingleShot(True)
        self._read_after_editing.setInterval(WHILE_EDITING_MS)
        self._read_after_editing.timeout.connect(self._after_editing)

    def row_chosen(self, row: RecordRow) -> None:
        """The user chose `row` in the table."""
        raise NotImplementedError

    def filters_applied(self) -> None:
        """The table shows another set of rows (the record tab selects its record again)."""

    def code_scanned(self, text: str) -> bool:
        """Enter in the search field: open the record `text` names (a label's code) and say
        True; False leaves `text` a search. Kinds without labels keep the default."""
        return False

    def update_count(self) -> None:
        self.count_label.setText(self.count_text(self.model.rowCount()))

    def count_text(self, count: int) -> str:
        """How many records the table shows ("12 products")."""
        raise NotImplementedError

    # -- building --------------------------------------------------------
    def filter_combo(
        self, field: str, everything: str, values: Iterable[Any], label: Callable[[Any], str] = str
    ) -> QComboBox:
        """A filter on the query's `field`: "everything" first, then the values by `label`."""
        combo = QComboBox(self)
        combo.addItem(everything, None)
        for value in values:
            combo.addItem(label(value), value)
        combo.currentIndexChanged.connect(lambda _i: self.apply_filters())
        self.filters[field] = combo
        return combo

    def build_list(
        self,
        name: str,
        search_hint: str,
        filter_rows: Sequence[Sequence[QComboBox]],
        widths: Mapping[int, int],
        *,
        sort_column: int | None = None,
        sizes: tuple[int, int] = (640, 640),
        stretch: tuple[int, int] = (5, 6),
    ) -> QVBoxLayout:
        """Search, filter rows (a short row's keep the widths of the longest's), the table
        ("<name>Table") and its count, beside the form's place; the layout, for more below."""
        self.search.setPlaceholderText(search_hint)
        # One row selected, the sync badge in column 0, the title (1) taking the room left;
        # with `sort_column` the header sorts, newest first on that column to begin with.
        self.table = table = RecordTableView(self)
        table.setObjectName(f"{name}Table")
        table.setModel(self.model)
        # The count beside the table is the model's: said again whenever its rows are read
        # again (a sort or a query typed while a read aside was under way drops that read).
        self.model.modelReset.connect(self.update_count)
        if self.session is not None:
            self.model.sync_status = self.session.sync_status
        table.setItemDelegateForColumn(0, SyncBadgeDelegate(table))
        # Several rows for labels and exports (Ctrl, Shift); the current row is the form's.
        table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        set_up_table(table, widths, 28)
        header = table.horizontalHeader()
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.resizeSection(0, sync_column_width(table.font()))
        header.setSectionsMovable(True)  # the order the user gives is kept (`state`)
        if sort_column is not None:
            header.setSortIndicatorShown(True)
            header.setSectionsClickable(True)
            header.setSortIndicator(sort_column, Qt.SortOrder.DescendingOrder)
            header.sortIndicatorChanged.connect(self.model.sort)
        table.selectionModel().currentRowChanged.connect(self._current_row_changed)
        self._list = QWidget(self)
        layout = boxed(QVBoxLayout, self._list, margins=(8, 8, 4, 8), spacing=6)
        layout.addWidget(self.search)
        widest = max((len(combos) for combos in filter_rows), default=0)
        for combos in filter_rows:
            row = QHBoxLayout()
            row.setSpacing(6)
            for combo in combos:
                row.addWidget(combo, 1)
            if len(combos) < widest:
                row.addStretch(widest - len(combos))
            layout.addLayout(row)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count_label)
        self._split = sizes
        self.splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self.splitter.setObjectName(f"{name}sSplitter")
        self.splitter.addWidget(self._list)
        self.splitter.addWidget(self._form_place)
        self.splitter.setStretchFactor(0, stretch[0])
        self.splitter.setStretchFactor(1, stretch[1])
        self.splitter.setSizes(list(sizes))
        self.splitter.setChildrenCollapsible(False)
        self._list.setMinimumWidth(LIST_LEAST_WIDTH)
        self._form_place.setMinimumWidth(FORM_LEAST_WIDTH)
        # The user's share, kept: a window made small and large again gets it back (the
        # splitter alone shares a change by its stretch factors and leaves a squeezed pane
        # squeezed).
        self.splitter.splitterMoved.connect(lambda _at, _i: self._remember_split())
        self.splitter.installEventFilter(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.splitter)
        self.update_count()
        self.fit_to_screen()
        return layout

    @property
    def form_parent(self) -> QWidget:
        """Where a form is made: its place beside the list (see `RecordTab.place_form`)."""
        return self._form_place

    def fit_to_screen(self) -> None:
        """The list beside the form where the screen is wide enough, else above it. Decided
        by the screen, not the window: the window's least width follows from this choice."""
        splitter = getattr(self, "splitter", None)
        if splitter is None:
            return
        beside = self.screen().availableGeometry().width() >= SIDE_BY_SIDE_WIDTH
        wanted = Qt.Orientation.Horizontal if beside else Qt.Orientation.Vertical
        if splitter.orientation() != wanted:
            sizes = splitter.sizes()
            if not beside and splitter.isVisible() and min(sizes, default=0) > 0:
                self._split = (sizes[0], sizes[1])  # the user's, for when it turns back
            splitter.setOrientation(wanted)
            # Above the form, the list gets a third of the height.
            splitter.setSizes([1, 2] if not beside else list(self._split))

    def _beside(self) -> bool:
        return self.splitter.orientation() == Qt.Orientation.Horizontal

    def _remember_split(self) -> None:
        sizes = self.splitter.sizes()
        if self._beside() and len(sizes) == 2 and min(sizes) > 0:
            self._split = (sizes[0], sizes[1])

    def _share_as_remembered(self) -> None:
        """The splitter's width shared as the user's sizes share theirs, within the least
        widths."""
        total = sum(self.splitter.sizes())
        first, second = self._split
        if total <= 0 or first + second <= 0:
            return
        left = round(total * first / (first + second))
        left = max(LIST_LEAST_WIDTH, min(left, total - FORM_LEAST_WIDTH))
        if [left, total - left] != self.splitter.sizes():
            self.splitter.setSizes([left, total - left])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is getattr(self, "splitter", None)
            and event.type() == QEvent.Type.Resize
            and self._beside()
            and self.splitter.isVisible()
        ):
            # After the splitter's own share (its resize event comes after this filter).
            QTimer.singleShot(0, self._share_as_remembered)
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_to_screen()  # a tablet turned: its screen changed size

    # -- what the user set, across restarts ---------------------------------
    def state(self) -> dict[str, Any]:
        """Search, filters (by field), the table's header and the splitter, as JSON data."""
        chosen = {field: combo.currentData() for field, combo in self.filters.items()}
        return {
            "search": self.search.text(),
            "filters": {field: value for field, value in chosen.items() if value is not None},
            "table": header_state(self.table, self.model.COLUMNS),
            # Shown or not, the sizes keep their ratio, which is what a restore applies; the
            # list above the form (a narrow screen) keeps the sizes side by side.
            "splitter": self.splitter.sizes() if self._beside() else list(self._split),
        }

    def restore(self, state: Mapping[str, Any]) -> None:
        """Take back a `state`; what it does not name, or no longer offers, stays as built."""
        shown = self._chosen()
        for field, combo in self.filters.items():
            index = combo.findData(state.get("filters", {}).get(field))
            with QSignalBlocker(combo):
                combo.setCurrentIndex(max(index, 0))
        with QSignalBlocker(self.search):
            self.search.setText(str(state.get("search", "")))
        restore_header(self.table, self.model.COLUMNS, state.get("table") or {})
        sizes = [int(size) for size in state.get("splitter") or ()]
        # A pane saved narrower than its least width was squeezed by a small window, not
        # chosen: the built share stays.
        if len(sizes) == 2 and sizes[0] >= LIST_LEAST_WIDTH and sizes[1] >= FORM_LEAST_WIDTH:
            self._split = (sizes[0], sizes[1])
            if self._beside():
                self.splitter.setSizes(sizes)
        # The same rows as shown (the usual start): not counted again (100,000 rows: a
        # stall of some 20 ms at the end of the start).
        if self._chosen() != shown:
            self.apply_filters()

    def _chosen(self) -> tuple[str, dict[str, Any]]:
        """The search text and the filters' values, as the user set them."""
        return self.search.text(), {f: combo.currentData() for f, combo in self.filters.items()}

    def flag_filter(self, field: str, everything: str, yes: str, no: str) -> QComboBox:
        return self.filter_combo(field, everything, (True, False), lambda v: yes if v else no)

    def sync_state_filter(self) -> QComboBox:
        everything = self.tr("All sync states")
        return self.filter_combo("sync_state", everything, SYNC_STATES, sync_state_label)

    def _current_row_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        row: RecordRow | None = current.data(RowRole) if current.isValid() else None
        if row is not None:
            self.row_chosen(row)

    # -- the table -------------------------------------------------------
    def apply_filters(self) -> None:
        self._search_timer.stop()
        chosen = {field: combo.currentData() for field, combo in self.filters.items()}
        self.model.set_filters(self.search.text(), chosen)  # its reset says the count
        self.filters_applied()

    def _search_entered(self) -> None:
        text = self.search.text()
        if text.strip() and self.code_scanned(text):
            return
        self.apply_filters()  # Enter searches at once, without the typing pause

    def _query_filters(self) -> SearchFilters:
        from app.ui.records.catalogue_rows import search_filters
        from app.ui.records.rows import RecordQuery

        chosen = {field: combo.currentData() for field, combo in self.filters.items()}
        query = RecordQuery(filters=tuple((f, v) for f, v in chosen.items() if v is not None))
        return search_filters(query)

    def selected_rows(self) -> list[ListingRow]:
        """The table's selected rows, in the table's order, as the store lists them."""
        return self._listing_rows(self._selected_keys())

    def _selected_keys(self) -> list[str]:
        rows = (index.data(RowRole) for index in self.table.selectionModel().selectedRows())
        return [row.key for row in rows if row is not None]

    def refresh_rows(self, *, aside: bool = False) -> None:
        """Re-read the table after the store changed, keeping the rows the user selected
        for labels or an export (a model reset forgets them). `aside`: rows that arrive while
        a list is read (a first load): the count and the page in view are read on a worker
        and shown when read, with the count beside the table."""
        if aside:
            self.model.refresh_aside(max(self.table.rowAt(0), 0), self._shown_aside)
            return
        self._keeping_selection(self.model.refresh)
        if self.table.isVisible():
            # The rows in view read now, in the turn the change is shown, not at the paint.
            self.model.row_at(max(self.table.rowAt(0), 0))

    def _shown_aside(self, reset: Callable[[], None]) -> bool:
        """Show rows read aside with `reset`; False when they wait for a cell's editor."""
        if self.table.state() == QAbstractItemView.State.EditingState:
            # A cell is typed into: a reset would take its editor from under the user's
            # hands (and the view would drop what it commits). The rows shown stay, and
            # are read again once it is closed.
            self._read_after_editing.start()
            return False
        self._keeping_selection(reset)  # its reset says the count
        return True

    def _after_editing(self) -> None:
        """Rows that waited for a cell's editor: read once it is closed (looked at again
        until then; nothing is read meanwhile)."""
        if self.table.state() == QAbstractItemView.State.EditingState:
            self._read_after_editing.start()
        else:
            self.refresh_rows(aside=True)

    def _keeping_selection(self, reset: Callable[[], None]) -> None:
        """`reset` the model, and select again the rows that were selected before."""
        chosen = [i.data(RowRole) for i in self.table.selectionModel().selectedRows()]
        rows = [row for row in chosen if row is not None]
        # A server record is kept by its number too: an edit draft takes its row (a change
        # of many at once), and an undone one gives it back.
        kept = {row.key for row in rows} | {f"s:{r.server_id}" for r in rows if r.server_id}
        reset()
        if len(rows) < 2:
            return  # one row: the open record's, which the tab selects again
        found = QItemSelection()
        last = self.model.columnCount() - 1
        for row in range(min(self.model.rowCount(), SELECT_LIMIT)):
            shown = self.model.row_at(row)
            if shown is not None and (
                shown.key in kept or (shown.server_id and f"s:{shown.server_id}" in kept)
            ):
                found.select(self.model.index(row, 0), self.model.index(row, last))
        self.table.selectionModel().select(found, QItemSelectionModel.SelectionFlag.Select)

    def select_row(self, row: int, *, scroll: bool = True) -> None:
        """Make `row` the current one, shown (unless not `scroll`) and selected; a selection
        of several rows that holds it stays. Never `QTableView.selectRow`: it reads the
        keyboard's modifiers, and with Ctrl held (Ctrl+Return) it would toggle the row off."""
        flags = QItemSelectionModel.SelectionFlag
        selection = self.table.selectionModel()
        index = self.model.index(row, 1)
        if not selection.isRowSelected(row, QModelIndex()):
            selection.select(index, flags.ClearAndSelect | flags.Rows)
        selection.setCurrentIndex(index, flags.NoUpdate)
        if scroll:
            self.table.scrollTo(index)

    def matching_rows(self) -> list[ListingRow]:
        """Every row of the current search and filters, all pages, in the table's order."""
        from app.store.catalogue import OrderBy

        # The table's own order (the source's map of columns to the catalogue's orders).
        from app.ui.records.catalogue_rows import ORDER

        header = self.table.horizontalHeader()
        column = header.sortIndicatorSection()
        name = self.model.COLUMNS[column] if 0 <= column < len(self.model.COLUMNS) else ""
        catalogue = self.store.catalogue
        text, filters = self.search.text(), self._query_filters()
        return catalogue.search(
            self.KIND,
            text,
            filters=filters,
            order_by=ORDER.get(name, OrderBy.UPDATED),
            descending=header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder,
            limit=max(catalogue.count(self.KIND, text, filters=filters), 1),
        )

    def _listing_rows(self, keys: Sequence[str]) -> list[ListingRow]:
        """Table keys (`d:<draft id>`, `s:<server id>`) as the store's listing rows."""
        from app.ui.records.catalogue_rows import table_key

        return self.store.catalogue.rows_of(self.KIND, [table_key(key) for key in keys])

    def select_key(self, key: str) -> bool:
        row = self.model.row_of_key(key)
        if row < 0:
            return False
        self.table.selectionModel().clearSelection()  # this record alone (see select_row)
        self.select_row(row)
        return True

    def confirm(self, name: str, title: str, text: str, then: Callable[[], None]) -> QMessageBox:
        """Ask before an action that cannot be undone; `then` runs on "Yes"."""
        from PySide6.QtWidgets import QMessageBox  # its enums: not for the first paint

        from app.ui.questions import ask

        no = QMessageBox.StandardButton.Cancel
        return ask(self, name, title, text, lambda yes: then() if yes else None, no=no)
