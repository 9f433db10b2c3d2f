"""A record table over the store's rows: counted by one COUNT query (the scroll bar is right
from the start), read a page at a time when first painted and kept in a small cache, so
100,000 rows are as smooth as 100 (a new query's first read only a screenful, so a keystroke
of a search reads no rows it does not show). A kind names its columns; the rest is shared.

Rows that arrive while a list is read into the store (a first load) are read aside: the count
and the page in view on a worker thread, shown in one reset when read, so the window's thread
never waits for a count of 100,000 rows behind the load's own threads.

Why a draft is not synced is read when its sync cell's tooltip is asked for (one draft, on
hover), never with the pages: the listing stays as light as it is."""

from __future__ import annotations

import contextlib
import logging
from collections import OrderedDict
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from dataclasses import replace
from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol
from typing import cast

from PySide6.QtCore import QAbstractTableModel
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QModelRoleData
from PySide6.QtCore import QModelRoleDataSpan
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QThreadPool
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal

from app.store.listing import DraftStanding
from app.ui.record_table import ModelIndex
from app.ui.records.moments import utc_to_local
from app.ui.records.rows import RecordQuery
from app.ui.records.rows import RecordRow
from app.ui.records.table import RowRole
from app.ui.records.table import SyncStateRole
from app.ui.records.table import sync_state_label

# The sync status reads the request models (pydantic): loaded when a tooltip is first
# asked for, never for the first paint.
if TYPE_CHECKING:
    from app.ui.sync_status import SyncStatus

PAGE_SIZE = 200
CACHED_PAGES = 32  # pages kept, the least recently read dropped first
# A read aside asked again while one ran begins this long after that one's rows are shown:
# their paint comes first (it follows the reset within a millisecond or two).
READ_AGAIN_AFTER_MS = 40
# Rows read for the first paint of a new query (a keystroke of a search): a tall window's
# screenful, not a whole page. Each row read is Python work (the listing's row, the table's
# row, its flags), and at every keystroke the rows past the screen were read for nothing;
# the page is read whole when a row past these is asked for.
FIRST_WINDOW = 64


class RowSource(Protocol):
    """Where the rows come from: the store's catalogue, or a list in tests."""

    def count(self, query: RecordQuery) -> int: ...

    def page(self, query: RecordQuery, offset: int, limit: int) -> list[RecordRow]: ...

    def row_for(self, key: str) -> RecordRow | None: ...

    def standing(self, draft_id: str) -> DraftStanding | None: ...

    def read(self, query: RecordQuery, offset: int, limit: int) -> tuple[int, list[RecordRow]]:
        """The count and a page at once, on any thread (a read aside)."""
        ...


log = logging.getLogger(__name__)


class _Read(QObject):
    """Carries a read aside from its worker to the model's thread (a queued signal)."""

    done = Signal(object)  # ReadAside


# Shows a read aside: called with the reset that shows it, which the caller wraps (the
# selection kept across it).
Around = Callable[[Callable[[], None]], object]
# (query generation, page number, count or -1, rows, its `Around`)
ReadAside = tuple[int, int, int, list[RecordRow], Around]

_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_SYNC_STATE = int(SyncStateRole)
_SERVED_ROLES = frozenset({_DISPLAY, _TOOLTIP, _SYNC_STATE, int(RowRole)})
_HORIZONTAL = Qt.Orientation.Horizontal


class PagedTableModel(QAbstractTableModel):
    """`columns`: the row fields shown, each with its title (translated by the kind); `cells`:
    how a kind shows a column of its own (the others read alike)."""

    TITLE_COLUMN = "title"  # its whole text is the cell's tooltip: a long title is cut

    def __init__(
        self,
        source: RowSource,
        columns: Mapping[str, str],
        parent: Any = None,
        *,
        cells: Mapping[str, Callable[[RecordRow], str]] | None = None,
    ) -> None:
        super().__init__(parent)
        self._source = source
        self._query = RecordQuery()
        self._count = source.count(self._query)
        # The window is rebuilt when the language changes, and with it this model.
        self.COLUMNS = tuple(columns)  # the row fields shown, in order
        self._header = tuple(columns.values())
        self._cells = dict(cells or {})
        self._pages: OrderedDict[int, list[RecordRow]] = OrderedDict()
        # Rows read for a new query's first paint (`FIRST_WINDOW`); PAGE_SIZE reads whole pages.
        self.first_window = FIRST_WINDOW
        self._short: int | None = None  # the page read only in part, if any
        # The window's live status (set by the tab): retry waits, offline, paused.
        self.sync_status: SyncStatus | None = None
        # Reads aside: one at a time, on a pool of one thread made before its answers'
        # carrier, so that deleting the model waits for the read before the carrier goes.
        self._generation = 0  # of the query: a read aside of an older one is not shown
        self._aside_pool = QThreadPool(self)
        self._aside_pool.setMaxThreadCount(1)
        self._aside = _Read(self)
        self._aside.done.connect(self._show_aside)
        self._aside_asked: tuple[int, Around] | None = None  # the newest, not begun
        self._aside_running = False
        self._failed = False  # the last read aside failed and was asked again
        # Asked again while a read ran: read once the rows just shown are painted, never
        # beside that paint (the read's Python would take turns with each of its cells).
        self._again = QTimer(self)
        self._again.setSingleShot(True)
        self._again.setInterval(READ_AGAIN_AFTER_MS)
        self._again.timeout.connect(self._read_again)
        # Rows shown in place (`update_row`) while a read aside is under way: newer than
        # what it may have read before the change was stored, so they stand in its answer.
        self._fresh: dict[str, RecordRow] = {}

    def display(self, row: RecordRow, column: str) -> Any:
        """The text of a cell: a label for the sync state, local time, yes or no."""
        if column in self._cells:
            return self._cells[column](row)
        if column == "sync_state":
            return sync_state_label(row.sync_state)
        if column == "updated":
            return utc_to_local(row.updated) if row.updated else ""
        value = getattr(row, column)
        if isinstance(value, bool):
            return self.tr("Yes") if value else self.tr("No")
        return value or ""

    # -- queries ---------------------------------------------------------
    def set_query(self, query: RecordQuery) -> None:
        self.beginResetModel()
        self._generation += 1
        self._query = query
        self.forget_rows()
        self._count = self._source.count(query)
        self.endResetModel()

    def refresh(self) -> None:
        """Re-read after the store changed, keeping the same query."""
        self.set_query(self._query)

    def refresh_aside(self, first_row: int, around: Around) -> None:
        """Re-read after the store changed, keeping the same query, with the count and the
        page of `first_row` (the top one shown) read on a worker thread; shown when read,
        in one reset inside `around`. The rows shown meanwhile stay. Asked while a read is
        under way, the newest request is read when that one is shown."""
        self._aside_asked = (first_row, around)
        self._failed = False  # a new change: its read is read again once if it fails
        if not self._aside_running:
            self._read_aside()

    def _read_aside(self) -> None:
        asked, self._aside_asked = self._aside_asked, None
        if asked is None:
            return
        first_row, around = asked
        query, generation, source = self._query, self._generation, self._source
        # The whole page, never a screenful: the rest of a short page would be read later,
        # on the window's thread, at a later state of a load (the newest rows first), and
        # put other records under the rows shown, the selection and the open record's row.
        number = max(first_row, 0) // PAGE_SIZE
        carrier = self._aside
        self._fresh = {}

        def read() -> None:  # on the pool's thread
            try:
                count, rows = source.read(query, number * PAGE_SIZE, PAGE_SIZE)
            except Exception:
                # The store closed, or a read failed: read again once (`_show_aside`).
                log.debug("a read aside failed", exc_info=True)
                count, rows = -1, []
            with contextlib.suppress(RuntimeError):  # the model is gone
                carrier.done.emit((generation, number, count, rows, around))

        self._aside_running = True
        self._aside_pool.start(read)

    def _show_aside(self, read: ReadAside) -> None:
        self._aside_running = False
        generation, number, count, rows, around = read
        # A new query since was read whole on this thread, after the change: newer.
        if generation == self._generation and count >= 0:
            if self._fresh:
                rows = [self._fresh.get(row.key, row) for row in rows]
            around(lambda: self._reset_to(count, number, rows))
        elif generation == self._generation and not self._failed:
            # The read failed (logged): read again once, after the delay, unless a newer
            # change is read by then anyway; the change may be the last one (a sync's end).
            # A store that closed fails again, and its model is going away.
            self._failed = True
            if self._aside_asked is None:
                self._aside_asked = (number * PAGE_SIZE, around)
        if self._aside_asked is not None:  # a change since the read began: read again
            self._aside_running = True  # what is asked meanwhile waits for that read
            self._again.start()

    def _read_again(self) -> None:
        self._aside_running = False
        self._read_aside()

    def _reset_to(self, count: int, number: int, rows: list[RecordRow]) -> None:
        self.beginResetModel()
        self.forget_rows()
        self._count = count
        self._pages[number] = rows  # a whole page: none read in part
        self.endResetModel()

    def forget_rows(self) -> None:
        """Drop the rows read (inside a reset); a kind drops what it read with them."""
        self._pages.clear()
        self._short = None

    def set_filters(self, text: str, filters: Mapping[str, Any]) -> None:
        """Show the rows matching the search `text` and the `filters` by query field."""
        chosen = tuple((field, value) for field, value in filters.items() if value is not None)
        self.set_query(replace(self._query, text=text, filters=chosen))

    def row_at(self, row: int) -> RecordRow | None:
        if not 0 <= row < self._count:
            return None
        number, offset = divmod(row, PAGE_SIZE)
        page = self._pages.get(number)
        if page is None or (number == self._short and offset >= len(page)):
            # The first read since the query changed: only the screenful, when this row is in it.
            short = not self._pages and offset < self.first_window < PAGE_SIZE
            limit = self.first_window if short else PAGE_SIZE
            page = self._source.page(self._query, number * PAGE_SIZE, limit)
            self._short = number if short else (None if number == self._short else self._short)
            self._pages[number] = page
            while len(self._pages) > CACHED_PAGES:
                self._pages.popitem(last=False)
        else:
            self._pages.move_to_end(number)
        return page[offset] if offset < len(page) else None

    @property
    def query(self) -> RecordQuery:
        return self._query

    def keys_in(self, first: int, count: int) -> list[str]:
        """The keys of rows `first` .. `first + count`, read from the source in one page,
        not through the view's cache (a selection of thousands of rows stays cheap)."""
        if first == 0 and count >= self._count:
            count = self._count
        return [row.key for row in self._source.page(self._query, first, count)]

    def update_row(self, key: str) -> None:
        """Show the stored state of one row in place (after an autosave), not resetting the view."""
        row = self._source.row_for(key)
        if self._aside_running and row is not None:
            self._fresh[key] = row
        for number, page in self._pages.items():
            for offset, current in enumerate(page):
                if row is not None and current.key == key:
                    page[offset] = row
                    at = number * PAGE_SIZE + offset
                    self.dataChanged.emit(self.index(at, 0), self.index(at, len(self.COLUMNS) - 1))
                    return

    def row_of_key(self, key: str, *, limit: int = 5000) -> int:
        """The row showing `key`, searching the first `limit` rows; -1 when not found."""
        for row in range(min(self._count, limit)):
            found = self.row_at(row)
            if found is not None and found.key == key:
                return row
        return -1

    def row_read_of_key(self, key: str) -> int:
        """The row showing `key` among the rows read (reading none); -1 when not among them."""
        for number, page in self._pages.items():
            for offset, row in enumerate(page):
                if row.key == key:
                    return number * PAGE_SIZE + offset
        return -1

    # -- Qt model interface ----------------------------------------------
    def index(self, row: int, column: int, parent: ModelIndex = QModelIndex()) -> QModelIndex:  # noqa: B008
        # Asked for every painted cell: Qt's own checks the bounds by asking `rowCount` and
        # `columnCount`, two more calls into Python (each a wait for the interpreter while
        # a load's threads hold it).
        if 0 <= row < self._count and 0 <= column < len(self.COLUMNS) and not parent.isValid():
            return self.createIndex(row, column)
        return QModelIndex()

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else self._count

    def columnCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        # The header asks about a thousand times while the window first lays out and
        # paints (every section, a dozen roles, several passes): plain comparisons.
        if role != _DISPLAY or orientation is not _HORIZONTAL:
            return None
        return self._header[section] if 0 <= section < len(self._header) else None

    def renew_header(self, renew: Callable[[str], str]) -> None:
        """The header in the window's new language (`retranslate` gives the words)."""
        self._header = tuple(renew(text) for text in self._header)
        if self._header:
            self.headerDataChanged.emit(_HORIZONTAL, 0, len(self._header) - 1)

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # The view asks each visible cell for a dozen roles per paint: the ones this
        # model has nothing for are answered before any other work.
        if role not in _SERVED_ROLES or not index.isValid():
            return None
        row = self.row_at(index.row())
        if row is None:
            return None
        if role == _DISPLAY:
            return self.display(row, self.COLUMNS[index.column()])
        if role == _TOOLTIP:
            column = self.COLUMNS[index.column()]
            if column == "sync_state":
                return self.why_not_synced(row)
            return getattr(row, column) if column == self.TITLE_COLUMN else None
        if role == _SYNC_STATE:
            return row.sync_state
        return row  # RowRole

    def multiData(
        self,
        index: ModelIndex,
        roleDataSpan: QModelRoleDataSpan | QModelRoleData,  # noqa: N803
    ) -> None:
        # The view's delegate asks for a cell's seven roles in one call (Qt 6): each call
        # from Qt into Python takes the interpreter, which a first load's threads hold in
        # turns, so a screenful (286 cells) took 2,002 waits for it through `data`, 286
        # through this. The delegate hands the same slots for every cell: each is set or
        # cleared. (A span iterates over its slots; the stubs do not say so.)
        data = self.data
        for slot in cast("Iterable[QModelRoleData]", roleDataSpan):
            value = data(index, slot.role())
            if value is None:
                slot.clearData()
            else:
                slot.setData(value)

    def why_not_synced(self, row: RecordRow) -> str | None:
        if row.draft_id is None or row.sync_state == "synced":
            return None
        from app.ui.sync_status import why_not_synced

        return why_not_synced(self._source.standing(row.draft_id), self.sync_status)

    # No flags(): QAbstractTableModel's (enabled, selectable, no children) are the ones
    # wanted, without a call into Python for every cell painted.

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        if not 0 <= column < len(self.COLUMNS):
            return
        descending = order == Qt.SortOrder.DescendingOrder
        self.set_query(replace(self._query, sort=self.COLUMNS[column], descending=descending))
