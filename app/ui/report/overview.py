"""The Projects tab's overview of the project in front: the report's summary figures and its
bar charts (drawn by the report's own painting, in the window's colours), read again when
the project's products change (a draft typed, a sync, an import)."""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtCore import QRectF
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import QThreadPool
from PySide6.QtCore import Signal
from PySide6.QtGui import QFontMetricsF
from PySide6.QtGui import QPainter
from PySide6.QtGui import QPaintEvent
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QGridLayout
from PySide6.QtWidgets import QGroupBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app.report.canvas import keep_previews
from app.report.charts import Bar
from app.report.charts import ChartStyle
from app.report.charts import paint_bars
from app.report.data import LocalPhoto
from app.report.data import Summary
from app.report.data import Tally
from app.report.data import local_photos
from app.report.data import summary_of
from app.report.previews import default_previews
from app.report.texts import Words
from app.ui.binding import form_language

if TYPE_CHECKING:
    from app.store.store import Store

log = logging.getLogger(__name__)

ROW = 20  # pixels per bar
PREVIEW_BATCH = 10  # photos prepared per turn (some 0.3 s): closing never waits long
STOP_WAIT_MS = 3000  # the longest a store's swap or close waits for the overview's work


class BarCharts(QWidget):
    """ "By category" and "By status", one bar per value, side by side."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("projectCharts")
        self.groups: list[tuple[str, list[Bar]]] = []
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_groups(self, groups: Sequence[tuple[str, list[Bar]]]) -> None:
        self.groups = list(groups)
        self.updateGeometry()
        self.update()

    def _title_height(self) -> float:
        return QFontMetricsF(self.font()).height() * 1.5

    def sizeHint(self) -> QSize:
        rows = max((len(bars) for _, bars in self.groups), default=0)
        return QSize(360, round(self._title_height() + rows * ROW + 4))

    def minimumSizeHint(self) -> QSize:
        return QSize(240, self.sizeHint().height())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        style = ChartStyle(
            self.font(),
            palette.color(QPalette.ColorRole.WindowText),
            palette.color(QPalette.ColorRole.Highlight),
            palette.color(QPalette.ColorRole.AlternateBase),
        )
        bold = self.font()
        bold.setBold(True)
        width = self.width() / max(len(self.groups), 1)
        title = self._title_height()
        for at, (name, bars) in enumerate(self.groups):
            left = at * width
            painter.setFont(bold)
            painter.setPen(style.text)
            painter.drawText(
                QRectF(left, 0, width - 12, title),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                name,
            )
            paint_bars(
                painter, QRectF(left, title, width - 16, len(bars) * ROW), bars, style, row=ROW
            )
        painter.end()


class _Answers(QObject):
    """Reached from the worker threads; delivered on the window's thread."""

    summary = Signal(int, object)  # the question's number, the Summary (None: unreadable)
    prepared = Signal(object, object)  # the batch's stop flag, the photos left


class ProjectOverview(QGroupBox):
    """The summary of one project's products (none shown for a project not yet numbered),
    read on a worker thread (a project of 1,000 products takes about 0.1 s to sum); and
    meanwhile the report's previews of its photos that have none (imported ones: those
    attached in the window have theirs), made in the background a few at a time while it is
    in front, so that its report need not decode them.

    Plain threads of a pool of one, not the event loop's tasks: answers come back as queued
    signals, so no task is started from inside another (opening a record happens anywhere).
    The pool is the widget's child and ends with it, after at most one batch."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Project overview"), parent)
        self.setObjectName("projectOverview")
        self._pool = QThreadPool(self)  # made before the answers: it ends (waits) first
        self._pool.setMaxThreadCount(1)
        self._answers = _Answers(self)
        self._answers.summary.connect(self._summary_read)
        self._answers.prepared.connect(self._batch_prepared)
        self._asked = 0  # which question about the summary is the latest
        self._stop = threading.Event()  # set: stop preparing the current project's photos
        self._question = threading.Event()  # set: the summary being read is not wanted
        self._store: Store | None = None
        self.figures: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(4)
        names = {
            "products": self.tr("Products"),
            "value": self.tr("Total value"),
            "co2": self.tr("CO₂ reduction (kg)"),
            "eci": self.tr("ECI (€)"),
            "nox": self.tr("NOx"),
            "nmd": self.tr("With an ECI / NMD id"),
        }
        for at, (key, name) in enumerate(names.items()):
            row, column = divmod(at, 3)
            label = QLabel(name, self)
            label.setObjectName("hint")
            value = QLabel(self)
            value.setObjectName(f"overview_{key}")
            value.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            grid.addWidget(label, row * 2, column)
            grid.addWidget(value, row * 2 + 1, column)
            self.figures[key] = value
        self.charts = BarCharts(self)
        self.empty = QLabel(self.tr("No products with this project number yet."), self)
        self.empty.setObjectName("hint")
        layout = QVBoxLayout(self)
        layout.addLayout(grid)
        layout.addWidget(self.charts)
        layout.addWidget(self.empty)
        self.summary: Summary | None = None
        self._number: int | None = None

    # -- the project in front ----------------------------------------------
    def show_project(self, store: Store, number: int | None) -> None:
        """Read the summary of project `number` again (None: hide the overview)."""
        self._asked += 1
        self._stop.set()  # the previous project's photos wait
        self._question.set()  # the previous question's answer is not waited for
        stop = self._question = threading.Event()
        self._store = store
        self._number = number
        if number is None:
            self.show_summary(None)
            return
        asked, answers = self._asked, self._answers

        def read() -> None:
            summary: Summary | None = None
            if stop.is_set():
                return  # asked again, or stopped, before its turn
            try:
                # A job of the store: its close waits for it, a closed one is never read.
                summary = store.jobs.run(lambda: summary_of(store, number), stop)
            except Exception as error:  # the store closed meanwhile, a damaged row
                _not_done(stop, "overview of project %s not read: %s", number, error)
            if stop.is_set():
                return  # an answer nobody waits for (another project, store or window)
            with contextlib.suppress(RuntimeError):  # the window closed meanwhile
                answers.summary.emit(asked, summary)

        self._pool.start(read)

    def _summary_read(self, asked: int, summary: Summary | None) -> None:
        if asked != self._asked or summary is None:
            return  # a newer question is on its way
        self.show_summary(summary)
        self._prepare_photos()

    def pause(self) -> None:
        """Stop preparing photos (the tab is no longer in front)."""
        self._stop.set()

    def stop(self, wait_ms: int = STOP_WAIT_MS) -> bool:
        """End the background work before the store is closed or another put in front:
        nothing more is started, what runs is told to stop and waited for (`wait_ms` at
        most; the store's close waits for it too) and a late answer is ignored. True
        when nothing runs any more."""
        self._asked += 1
        self._stop.set()
        self._question.set()
        self._store = None
        self._pool.clear()  # the questions not started yet never start
        return self._pool.waitForDone(wait_ms)

    def _prepare_photos(self) -> None:
        store, number = self._store, self._number
        if store is None or number is None:
            return
        stop = self._stop = threading.Event()
        answers = self._answers

        def find() -> None:
            previews = default_previews()
            try:
                photos = store.jobs.run(lambda: local_photos(store, number), stop)
            except Exception as error:
                _not_done(stop, "photos of project %s not listed: %s", number, error)
                return
            wanted = [p for p in photos if not previews.has(p.sha256)]
            with contextlib.suppress(RuntimeError):
                answers.prepared.emit(stop, wanted)

        self._pool.start(find)

    def _batch_prepared(self, stop: threading.Event, left: list[LocalPhoto]) -> None:
        # Each photo is tried once: one that cannot be read is not tried again.
        store = self._store
        if not left or stop.is_set() or stop is not self._stop or not self.isVisible():
            return
        if store is None:  # stopped: no store to read
            return
        batch, rest = left[:PREVIEW_BATCH], left[PREVIEW_BATCH:]
        answers = self._answers

        def prepare() -> None:
            try:
                # The photos are the store's attachments: its close stops the batch.
                store.jobs.run(lambda: keep_previews(batch, default_previews(), stop.is_set), stop)
            except Exception as error:
                _not_done(stop, "report previews not made: %s", error)
                return
            with contextlib.suppress(RuntimeError):
                answers.prepared.emit(stop, rest)

        self._pool.start(prepare)

    # -- the figures ---------------------------------------------------------
    def retranslate(self) -> None:
        """After a language change: the figures' sentences and the charts' titles, which
        are composed here, in the new language (the labels follow by themselves)."""
        if self.summary is not None:
            self.show_summary(self.summary)

    def show_summary(self, summary: Summary | None) -> None:
        """The figures of `summary`; hidden for None (a project without a number)."""
        self.summary = summary
        self.setVisible(summary is not None)
        if summary is None:
            return
        words = Words(form_language())
        env = list(summary.environment.values())

        def figure(index: int) -> str:
            total = env[index]
            missing = self.tr("%n without", "", total.missing) if total.missing else ""
            return " ".join(
                filter(None, (words.number(total.total), f"({missing})" if missing else ""))
            )

        drafts = self.tr("%n not yet sent", "", summary.drafts)
        priced = (
            self.tr("%1 of %2 priced")
            .replace("%1", str(summary.priced))
            .replace("%2", str(summary.products))
        )
        texts = {
            "products": f"{words.number(summary.products)} ({drafts})",
            "value": f"{words.money(summary.total_value)} ({priced})",
            "co2": figure(0),
            "eci": figure(1),
            "nox": figure(2),
            "nmd": words.number(summary.with_nmd_id),
        }
        for key, text in texts.items():
            self.figures[key].setText(text)
        self.charts.set_groups(
            [
                (self.tr("By category"), _bars(summary.by_category, words, self.tr("No category"))),
                (self.tr("By status"), _bars(summary.by_status, words, self.tr("No status"))),
            ]
        )
        self.charts.setVisible(summary.products > 0)
        self.empty.setVisible(summary.products == 0)


def _not_done(stop: threading.Event, text: str, *args: object) -> None:
    """A job that failed: worth a warning unless it was stopped (the store closed under
    it, the project left the front), when failing is what it was asked to do."""
    log.log(logging.INFO if stop.is_set() else logging.WARNING, text, *args)


def _bars(tallies: Sequence[Tally], words: Words, empty: str) -> list[Bar]:
    return [Bar(t.name or empty, float(t.count), words.number(t.count)) for t in tallies]
