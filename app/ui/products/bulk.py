"""Many products at once, from the Products table: select them (Ctrl/Shift-click, Ctrl+A, or
every record the search and filters find, rows not yet scrolled into view included), see how
many are selected (drafts and server products), change them together ("Edit together…",
Ctrl+E); the window's Edit ▸ Undo (Ctrl+Z) undoes a change as it undoes every action.

A selection of every row is taken from the store's query by its keys, never by reading the
rows into the view. Reading, checking and writing more than `LARGE` records runs on a worker
thread with a progress dialog; the window stays responsive."""

from __future__ import annotations

import contextlib
import gc
import logging
import sys
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING
from typing import Any
from typing import TypeVar

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QProgressDialog

from app.store.catalogue import Source
from app.store.errors import StoreError
from app.store.kinds import RecordKind
from app.ui import messages
from app.ui.operations import Op

if TYPE_CHECKING:
    from app.store.bulk import BulkPlan
    from app.store.bulk import BulkRecord
    from app.store.bulk import BulkStep

    # The records read, and each field's value if they share one.
    _Read = tuple[list[BulkRecord], dict[str, tuple[bool, Any]]]
    from app.store.store import Store
    from app.ui.products.bulk_form import BulkEditDialog
    from app.ui.records.tab import RecordTab
    from app.work.changes import Outcome

log = logging.getLogger(__name__)
T = TypeVar("T")

LARGE = 250  # records from which the work leaves the window's thread, with progress
KIND = RecordKind.PRODUCT


class _Words(QObject):
    """Words the count below the table and the dialog share (their translation context)."""

    def selection(self, drafts: int, server: int) -> str:
        selected = self.tr("%n selected", "", drafts + server)
        made_here = self.tr("%n draft(s)", "", drafts)
        on_server = self.tr("%n on the server", "", server)
        return f"{selected}: {made_here}, {on_server}"


def selection_text(drafts: int, server: int) -> str:
    """ "12 selected: 4 drafts, 8 on the server" in the window's language."""
    return _Words().selection(drafts, server)


class _Progress(QObject):
    """Progress reported from a worker thread, delivered on the window's (queued)."""

    moved = Signal(int, int)


class BulkEditing(QObject):
    """The Products tab's selection of many and "Edit together…" (undone with every other
    action, by the window's Edit ▸ Undo)."""

    selection_said = Signal(str)  # "70 selected: 20 drafts, 50 on the server"; "" for none

    def __init__(self, tab: RecordTab[Any], after_queue: Callable[[], None] | None) -> None:
        super().__init__(tab)
        self.tab = tab
        self.after_queue = after_queue
        self.dialog: BulkEditDialog | None = None
        self.progress: QProgressDialog | None = None
        self.select_all_action = QAction(self.tr("Select everything in this search"), tab)
        self.select_all_action.setObjectName("selectAllMatchingAction")
        self.select_all_action.triggered.connect(self.select_all_matching)
        self.edit_action = QAction(self.tr("Edit together…"), tab)
        self.edit_action.setObjectName("bulkEditAction")
        self.edit_action.setShortcut(QKeySequence("Ctrl+E"))
        self.edit_action.triggered.connect(self.edit_together)
        for action in self.actions():
            # The window's menu holds them too: their shortcuts work wherever the focus is
            # (a text field keeps its own Ctrl+Z).
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            tab.table.addAction(action)
        self._count_timer = QTimer(self, singleShot=True, interval=80)
        self._count_timer.timeout.connect(self.show_selection)
        tab.table.selectionModel().selectionChanged.connect(lambda *_: self._count_timer.start())
        # A reset forgets the selection without saying so: the count is said again.
        tab.model.modelReset.connect(self._count_timer.start)

    def actions(self) -> list[QAction]:
        return [self.select_all_action, self.edit_action]

    @property
    def store(self) -> Store:
        return self.tab.store

    # -- the selection ---------------------------------------------------
    def select_all_matching(self) -> None:
        """Every row of the search and filters (a range: no row is read for it)."""
        self.tab.table.selectAll()
        self.show_selection()

    def _ranges(self) -> list[tuple[int, int]]:
        """The selected rows as (first, count) runs, in the table's order."""
        rows: set[int] = set()
        chosen = self.tab.table.selectionModel().selection()
        for part in (chosen.at(n) for n in range(chosen.count())):
            rows.update(range(part.top(), part.bottom() + 1))
        runs: list[tuple[int, int]] = []
        for row in sorted(rows):
            if runs and runs[-1][0] + runs[-1][1] == row:
                runs[-1] = (runs[-1][0], runs[-1][1] + 1)
            else:
                runs.append((row, 1))
        return runs

    def _everything(self, runs: Sequence[tuple[int, int]]) -> bool:
        total = self.tab.model.rowCount()
        return total > 0 and runs == [(0, total)]

    def selected_keys(self) -> list[str]:
        """The table keys of the selected records: of a whole table by the store's query."""
        from app.ui.records.catalogue_rows import search_filters

        runs = self._ranges()
        if self._everything(runs):
            query = self.tab.model.query
            return self.store.bulk.matching_keys(KIND, query.text, search_filters(query))
        return [key for first, count in runs for key in self.tab.model.keys_in(first, count)]

    def selection_counts(self) -> tuple[int, int]:
        """How many selected records are drafts, and how many server products."""
        from app.ui.records.catalogue_rows import search_filters

        runs = self._ranges()
        if not self._everything(runs):
            keys = [key for first, count in runs for key in self.tab.model.keys_in(first, count)]
            drafts = sum(key.startswith("d:") for key in keys)
            return drafts, len(keys) - drafts
        query = self.tab.model.query
        filters = search_filters(query)
        total = self.tab.model.rowCount()
        if filters.source is not Source.ALL:
            return (total, 0) if filters.source is Source.DRAFTS else (0, total)
        catalogue = self.store.catalogue
        drafts = catalogue.count(KIND, query.text, filters=replace(filters, source=Source.DRAFTS))
        return drafts, total - drafts

    def show_selection(self) -> None:
        """The count below the table says how many are selected, of which drafts."""
        if self.store.closed:  # said after the window closed its store (the count's timer)
            return
        shown = self.tab.count_text(self.tab.model.rowCount())
        drafts = server = 0
        chosen = self.tab.table.selectionModel().selection()
        if chosen.count() > 1 or (chosen.count() == 1 and chosen.at(0).height() > 1):
            try:
                drafts, server = self.selection_counts()
            except StoreError as exc:
                log.warning("selection not counted: %s", exc)
        said = selection_text(drafts, server) if drafts + server > 1 else ""
        self.tab.count_label.setText(f"{shown} · {said}" if said else shown)
        self.selection_said.emit(said if self.tab.isVisible() else "")

    # -- edit together ---------------------------------------------------
    def edit_together(self) -> None:
        if not self.tab.isVisible() or self.dialog is not None:
            return
        self.tab.flush()  # what was just typed is part of what is changed
        try:
            keys = self.selected_keys()
        except StoreError as exc:
            messages.report_failure(exc, "reading the selection")
            return
        if not keys:
            messages.show_info(self.tr("Select the products to edit together."))
            return
        from app.store.bulk import shared_values
        from app.ui.products.bulk_form import bulk_specs

        bulk = self.store.bulk
        paths = [spec.path for spec in bulk_specs()]

        def read(report: Callable[[int, int], None] | None) -> _Read:
            records = bulk.read(KIND, keys, report)
            return records, shared_values(records, paths)

        self.run(read, len(keys), self._open_dialog)

    def _open_dialog(self, read: _Read) -> None:
        from app.ui.products.bulk_form import BulkEditDialog

        records, shared = read
        if not records:
            return
        drafts = sum(record.draft_id is not None for record in records)
        selected = selection_text(drafts, len(records) - drafts)
        dialog = BulkEditDialog(records, selected, self.tab.window(), shared=shared)
        self.dialog = dialog
        dialog.check_requested.connect(self._check)
        dialog.confirmed.connect(self._apply)
        dialog.finished.connect(self._closed)
        dialog.open()

    def _closed(self) -> None:
        if self.dialog is not None:
            self.dialog.deleteLater()
        self.dialog = None

    def _check(self, changes: dict[str, Any], _queue: bool) -> None:
        dialog = self.dialog
        if dialog is None:
            return
        records = dialog.records
        bulk = self.store.bulk

        def checked(plan: BulkPlan) -> None:
            if self.dialog is dialog:  # not closed while the records were checked
                dialog.show_plan(plan)

        self.run(lambda report: bulk.plan(KIND, records, changes, report), len(records), checked)

    def _apply(self) -> None:
        dialog = self.dialog
        if dialog is None or dialog.plan is None:
            return
        plan, queue = dialog.plan, dialog.queue
        dialog.accept()
        self.apply(plan, queue=queue)

    def apply(self, plan: BulkPlan, *, queue: bool = False) -> None:
        """Write a checked plan as one step, then show it (and offer its undo)."""
        if not plan.valid:
            messages.show_info(self.tr("Nothing to change: every record holds these values."))
            return
        from app.work import bulk

        store = self.store
        self.run(
            lambda report: bulk.apply(store, KIND, plan, queue=queue, progress=report),
            len(plan.valid),
            self._done,
        )

    def _done(self, outcome: Outcome[BulkStep]) -> None:
        step = outcome.value
        self._after_change(outcome)
        text = self.tr("%n record(s) changed; Undo (Ctrl+Z) reverts the change.", "", step.count)
        if step.changed_meanwhile:
            text += " " + self.tr(
                "%n record(s) changed meanwhile were left as they were.", "", step.changed_meanwhile
            )
        messages.show_info(text)
        if step.queued and self.after_queue is not None:
            self.after_queue()

    def _after_change(self, outcome: Outcome[Any]) -> None:
        """The table, the counts and "Undo" show the store as it is now (every view reads
        what the step changed), and the record in the form what the step made of it."""
        tab = self.tab
        tab.publish(outcome.changes)
        editing = tab.editing
        if editing.draft_id is not None and tab.store.drafts.find(editing.draft_id) is not None:
            tab.open_draft(editing.draft_id)
        elif editing.server_id is not None:
            tab.open_server_record(editing.server_id)

    # -- off the window's thread -----------------------------------------
    def run(
        self,
        work: Callable[[Callable[[int, int], None] | None], T],
        count: int,
        then: Callable[[T], None],
        handled: Callable[[BaseException], bool] = lambda _exc: False,
    ) -> None:
        """`work` here for a few records; on a worker thread with progress for many. A
        failure `handled` does not take is reported in the status bar."""
        if count <= LARGE:
            try:
                result = work(None)
            except (StoreError, ValueError) as exc:
                if not handled(exc):
                    messages.report_failure(exc, "changing many records")
                return
            then(result)
            return
        import asyncio

        progress = self.progress = QProgressDialog(
            # No cancel button (its text empty): a step is whole or nothing.
            self.tr("Working on %n record(s)…", "", count),
            "",
            0,
            0,
            self.tab.window(),
        )
        progress.setObjectName("bulkProgress")
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(300)
        reporter = _Progress(self)
        reporter.moved.connect(self._moved)

        def failed(exc: BaseException) -> None:
            if not handled(exc):
                messages.report_failure(exc, "changing many records")

        store = self.store  # the step's store, whatever is in front when it ends

        def prompt_work(report: Callable[[int, int], None]) -> T:
            # The worker's Python hands the interpreter to the window's thread within
            # 0.2 ms instead of 5 (the window asks for it at every cell it paints).
            # Process-wide: put back after.
            interval = sys.getswitchinterval()
            sys.setswitchinterval(min(interval, 0.0002))
            try:
                # A job of the store: closing it waits for the step (whole or nothing).
                with _young_collections_only():
                    return store.jobs.run(lambda: work(report))
            finally:
                sys.setswitchinterval(interval)

        def report(done: int, total: int) -> None:
            # The tab may be gone meanwhile (another environment in front): the step goes
            # on, whole, in its own store; only its progress has no one to show it.
            with contextlib.suppress(RuntimeError):
                reporter.moved.emit(done, total)

        op = Op(self.tab, asyncio.to_thread(prompt_work, report), name="many records")
        op.success(then).failure(failed).finally_(self._finished).run()

    def _moved(self, done: int, total: int) -> None:
        if self.progress is not None:
            self.progress.setMaximum(total)
            self.progress.setValue(done)

    def _finished(self) -> None:
        if self.progress is not None:
            self.progress.reset()
            self.progress.deleteLater()
            self.progress = None


@contextlib.contextmanager
def _young_collections_only() -> Iterator[None]:
    """While a job of many records runs, Python's collector leaves the objects that were
    there before it alone (`gc.freeze`): a full collection of a heap holding 20,000 planned
    records took up to half a second, holding the interpreter, so the window stood still.
    The job's own objects are collected as ever. Never unfrozen, as the program's own heap
    (`sync_thread.freeze_the_heap`), which an unfreeze would put back in every scan: the
    records leave by their reference counts when the step is done."""
    gc.freeze()
    yield
