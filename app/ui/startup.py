"""Start-up staging: the first paint pays for the products table over the store, nothing more.

The rest loads after that paint, on a worker thread where it can and in short turns of the
event loop where it must run on the UI thread, so the window takes input all along. What
each stage buys (`python -m tests.benchmarks -k start-up`; tests/ui/test_startup.py checks
the order):

1. Qt-free modules before PySide6 (`load_before_qt`, run by `app/ui/__init__.py`): PySide's
   import hook reads the source of every later module: about 15 ms (the sandbox, loaded
   early by `app/cli.py`: about 70 ms). It asks that cheaper for the modules after it
   (`lighten_pyside_import_hook`: some 60 ms of the start's CPU, 20 before the paint).
2. Qt's own style option instead of `setStyle()`, whose enums PySide builds: about 5 ms.
   Qt's font database read on a worker thread while the window is built
   (`load_fonts_on_worker_thread`: some 15 ms of the UI thread's time to the paint).
   No garbage collection until the paint (`hold_garbage_collection`: about 5 ms).
3. The language and window place read without pydantic (`read_first_paint`).
4. The products table only; the form and the other tabs keep empty places (`Desk`); the
   table's rows are counted while the widgets are made (`ProductsTab.rows_ahead`). Its
   room is read from its header, not its viewport (which PySide would wrap, making some
   50 enums: about 10 ms). Laid out for good before the paint (`wait_for_first_paint`,
   `hold_column_repaints`): a second paint of every row right after it (15 to 40 ms of
   the first second) is gone.
5. After the paint: the window icon (QIcon's enums: a millisecond or two) and, on a worker
   thread, the event loop's modules (`EVENT_LOOP_MODULES`: a few dozen ms). Keys typed
   before the form is there are kept for its first field (`keep_early_keys`). Until the
   start is complete a worker thread hands the interpreter lock back within 0.2 ms, not
   5 (`quicken_thread_switches`): the longest own stall of the start from some 17 to 30 ms
   to some 11 to 14, the warm-up's imports done sooner too.
6. In the event loop (`complete_window`), one short turn each: QStyle's enums, PySide's
   widget classes a few at a time (`WIDGET_TYPES`), the outbox counts, the heavy modules
   and the HTTP client on a worker thread (`WARM_UP_MODULES`: a few hundred ms), the
   settings, the form's modules one a turn (`FORM_MODULES`), the form's frame, its fields
   a few at a time in their final place (`FORM_SLICE_S`; each styled in its turn, so
   showing the form restyles nothing), its Tab order, its sizes forgotten, its load (the
   only one: placing it shows it), its showing, its pinned values, the window's stored
   state: no turn much longer than half a frame but the form's making (the longest stall
   was the form's 70 ms, then its placing's 40; the last rows with the load, and the
   placing with a second load, 7 to 10 ms each, are now turns of 1 to 5 ms each).
7. `app.api` loads nothing itself; `app.store` loads each submodule on first use
   (`app/lazy_exports.py`).

What the first paint still costs beyond a bare PySide6 window (instructions, which do not
vary with the machine's load: `python -m tests.benchmarks.count_start`; about 1,390 M
against the bare window's 632 M, 2.2x; 1,452 M, 2.3x, before the lot actions loaded when
used): the methods `@dataclass` compiles from source at each start (some 200 of 36 classes,
104 M; a cache of their code would mean replacing a private function of the standard
library), PySide's Python enums of the `Qt` namespace, 93 enums built by Python 3.11's
`enum` the first time any of them is touched (126 M; a model written in Python touches them,
as PySide converts `headerData`'s orientation and `flags`' answer), reading the bytecode of
the 120 modules the bare window does not load (129 M), Qt's style sheet, layout and paint of
the window with its rows (some 130 M) and the font database (80 M, on its thread).
The floor beneath it all (`bench_ui.floor_window`: the window style, menus, a status bar and
a table over a Python model showing SQLite's first page, no application code) already takes
some 1.45x the bare window's CPU time to its paint (144 against 98 ms; the desk's start 245,
2.5x): a start within 1.5x of the bare window leaves the application's own modules no room.

This module itself loads no Qt when imported (it runs before PySide6, stage 1).
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import json
import logging
import sys
import threading
import time
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol

from app import paths
from app.ui.hosts import HasLanguage
from app.ui.hosts import HasSettings
from app.ui.hosts import HasSync
from app.ui.hosts import HasTabs
from app.ui.hosts import HasWindow

if TYPE_CHECKING:
    from collections.abc import Callable
    from collections.abc import Iterator

    import httpx
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QLayout
    from PySide6.QtWidgets import QTableView
    from PySide6.QtWidgets import QWidget

    from app.ui.main_window import MainWindow
    from app.ui.products.product_form import ProductForm
    from app.ui.products.products_tab import ProductsTab
    from app.ui.records.tab import RecordTab
    from app.ui.sync_controller import SyncController

log = logging.getLogger(__name__)

# Stage 1: tests/ui/test_startup.py fails when a Qt-free module the first paint loads
# is missing here.
QT_FREE_FIRST_PAINT_MODULES = (
    "app.paths",
    "app.api.categories",
    "app.api.units",
    "app.api.secrets",
    "app.store.store",
    "app.store.environments",
    "app.api.environment_keys",
    "app.store.catalogue",
    "app.ui.logging_setup",
    "app.ui.records.moments",
    "app.ui.records.session",
    "app.ui.records.catalogue_rows",
    "app.ui.records.rows",
    "app.ui.products",
    "app.ui.interpreter_turns",
    "app.ui.sync_thread",
    "app.sync.progress",
    "app.store.listing",
    "app.work.changes",
    "app.work.drafts",
    "app.work.repeats",  # the Products tab's Previous value and pins (no pydantic on import)
)

# Stage 5: what the event loop needs.
EVENT_LOOP_MODULES = ("asyncio", "qasync")

# Stage 6, on a worker thread: none of them imports Qt widgets or creates Qt objects.
# The sync engine and the photo preparation load here too: importing them (compiling,
# building pydantic schemas) holds the interpreter lock for tens of milliseconds at a
# time, which would otherwise stall the window in the middle of the first sync.
WARM_UP_MODULES = (
    "app.settings",
    # The Products tab's split and merge (`lot_actions` loads it when used, not the paint).
    "app.work.lots",
    "app.api.products",
    "app.api.projects",
    "app.api.subscriptions",
    "app.api.environments",
    "app.api.updates",
    "app.api.client",
    "app.sync.engine",
    "app.imaging.photos",
    # httpx's transport loads its asyncio backend with the first request: the first probe
    # of the service stalled the window for some 50 ms compiling it on the UI thread.
    "anyio._backends._asyncio",
    # The environment registry's and the sync run's file locks: some 30 ms of the first
    # connection's work on the window's thread otherwise.
    "filelock",
    # What the first connection imports on the window's thread: which environment, the
    # local store's drafts, the service's probe (some 4 of its 11 to 17 ms otherwise).
    "app.work.environment_choice",
    "app.store.moving",
    "app.sync.reachability",
)

# The product form's modules, in the order they import each other: one a turn.
FORM_MODULES = (
    "app.ui.message_line",
    "app.ui.editors",
    "app.ui.binding",
    "app.ui.records.form_rows",
    "app.ui.records.form",
    "app.store.server_media",
    "app.ui.record_table",
    "app.ui.records.image_strip",
    "app.ui.products.product_form",
    # What the form's tab adds to it (`RecordTab.create_form`): imported there, they made
    # its turn some 15 ms, with the pins' query.
    "app.store.pins",
    "app.work.history",
    "app.ui.records.history_panel",
)

# The widget classes PySide (6.11) makes, with their enums, when Qt first hands over a
# widget it made: the start makes them a few a turn (a name PySide lacks is passed over).
_WIDGET_TYPE_NAMES = """
QAbstractButton QAbstractSlider QAbstractSpinBox QCalendarWidget QCheckBox
QColorDialog QColumnView QComboBox QCommandLinkButton QDateEdit QDateTimeEdit QDial
QDialog QDialogButtonBox QDockWidget QDoubleSpinBox QErrorMessage QFileDialog
QFocusFrame QFontComboBox QFontDialog QGraphicsView QGroupBox QHeaderView QInputDialog
QKeySequenceEdit QLCDNumber QLabel QLineEdit QListView QListWidget QMainWindow
QMdiArea QMdiSubWindow QMenu QMenuBar QMessageBox QPlainTextEdit QProgressBar
QProgressDialog QPushButton QRadioButton QRhiWidget QRubberBand QScrollArea QScrollBar
QSizeGrip QSlider QSpinBox QSplashScreen QSplitter QSplitterHandle QStackedWidget
QStatusBar QTabBar QTabWidget QTableWidget QTextBrowser QTextEdit QTimeEdit QToolBar
QToolBox QToolButton QTreeView QTreeWidget QUndoView QWizard QWizardPage
"""
WIDGET_TYPES = tuple(_WIDGET_TYPE_NAMES.split())

# How deep the window's layouts nest, widget in widget (the table's is some ten deep).
LAYOUT_LEVELS = 16

# How long the start waits for the window's first paint before going on without it.
FIRST_PAINT_LIMIT_MS = 3000
# The UI thread's time one turn of building the product form takes at most (about: a turn
# ends after the field that passes it): half a frame, so input and painting go on between.
FORM_SLICE_S = 0.004
# How soon a worker thread hands the interpreter lock to the window's thread until the start
# is complete (`quicken_thread_switches`).
START_SWITCH_INTERVAL_S = 0.0002
_switch_interval_before: list[float] = []  # Python's own, while the start's is in force


def load_before_qt() -> None:
    for name in QT_FREE_FIRST_PAINT_MODULES:
        importlib.import_module(name)


def hold_garbage_collection() -> None:
    """Until the first paint, no garbage collection: the start makes some hundred
    thousand objects that all live on (widgets, modules, enums), which the collector
    would otherwise scan dozens of times, for nothing (some 10 ms of the first paint)."""
    gc.disable()


def release_garbage_collection() -> None:
    """After the first paint: what the start made (it lives as long as the program) is left
    out of every later collection, as `sync_thread.freeze_the_heap` does with what exists
    at the first connection (`gc.freeze`: no scan of it all, which would stall the
    window), and collecting resumes."""
    if not gc.isenabled():
        gc.freeze()
        gc.enable()


def quicken_thread_switches() -> None:
    """From the first paint until the start is complete (`restore_thread_switches`), a
    worker thread running Python hands the interpreter lock back to the window's thread
    within `START_SWITCH_INTERVAL_S` of its asking, not Python's 5 ms: the stage 6 imports
    on their thread otherwise held each of the window's turns up by up to 5 ms every time
    it let go of the lock (PySide does at most calls into Qt), 10 to 20 ms a turn."""
    if not _switch_interval_before:
        _switch_interval_before.append(sys.getswitchinterval())
        sys.setswitchinterval(START_SWITCH_INTERVAL_S)


def restore_thread_switches() -> None:
    """Python's own switch interval again (see `quicken_thread_switches`): the sync's
    threads need no such haste, and it costs them switches."""
    if _switch_interval_before:
        sys.setswitchinterval(_switch_interval_before.pop())


def lighten_pyside_import_hook() -> None:
    """Once PySide6 is loaded, its import hook asks of every module imported after it
    whether the module names PySide6 (for its `__feature__` switches), with
    `inspect.getsource`: a few hundred microseconds a module, some 60 ms over the start's
    420 modules (about 20 before the first paint). The same question answered from the
    file's bytes takes a fifth of that. Left as it is where PySide has no such hook."""
    feature = sys.modules.get("shibokensupport.feature")
    if feature is not None and callable(getattr(feature, "_mod_uses_pyside", None)):
        setattr(feature, "_mod_uses_pyside", names_pyside)  # noqa: B010 (a module of PySide's)


def names_pyside(module: ModuleType) -> bool:
    """Whether the source of `module` names PySide6 (no source: no)."""
    path = getattr(module, "__file__", None)
    if not isinstance(path, str) or not path.endswith(".py"):
        return False
    try:
        with open(path, "rb") as file:
            return b"PySide6" in file.read()
    except OSError:
        return False


@dataclass(frozen=True)
class FirstPaint:
    """What the first paint needs from the settings: the language, where the window was
    and its look (the colour scheme chosen, larger text and buttons)."""

    language: str = "nl"
    window_geometry: str | None = None
    colour_scheme: str = "system"
    large_controls: bool = False


def read_first_paint() -> FirstPaint:
    """The language and window place from the settings file, without validating the rest
    (the desk checks after the paint that the settings model read the same)."""
    from app.ui.i18n import LANGUAGES

    try:
        data = json.loads(paths.settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return FirstPaint()
    if not isinstance(data, dict):
        return FirstPaint()
    language, geometry = data.get("language"), data.get("window_geometry")
    scheme = data.get("colour_scheme")
    return FirstPaint(
        language=language if language in LANGUAGES else FirstPaint.language,
        window_geometry=geometry if isinstance(geometry, str) else None,
        colour_scheme=scheme if scheme in ("system", "light", "dark") else "system",
        large_controls=data.get("large_controls") is True,
    )


def load_fonts_on_worker_thread(font: QFont) -> threading.Thread:
    """Qt's font database read and the window's font loaded on a worker thread, while this
    one imports and builds the window: the first text measured waited for both (fontconfig's
    files read, some 6 ms of CPU and more of reading), now mostly done by then. Qt's font
    database is thread-safe; a font needed before it is done waits for it. The thread is
    joined after the first paint (long done by then), so it never outlives the application."""

    def load() -> None:
        from PySide6.QtGui import QFontMetrics

        QFontMetrics(font).height()

    thread = threading.Thread(target=load, name="fonts", daemon=True)
    thread.start()
    return thread


def import_on_worker_thread(names: tuple[str, ...]) -> None:
    """Import `names` on a worker thread while Qt's event loop turns here (input is handled).
    Only imports, no Qt objects."""
    from PySide6.QtCore import QEventLoop
    from PySide6.QtCore import QMetaObject
    from PySide6.QtCore import Qt

    loop = QEventLoop()

    def load() -> None:
        try:
            _import_all(names)
        finally:
            # Queued to the UI thread; delivered by `exec` even if it comes before it.
            QMetaObject.invokeMethod(loop, "quit", Qt.ConnectionType.QueuedConnection)

    threading.Thread(target=load, name="preload", daemon=True).start()
    loop.exec()


def _import_all(names: tuple[str, ...]) -> None:
    for name in names:
        try:
            importlib.import_module(name)
        except Exception:
            log.exception("preloading %s failed", name)


def _warm_up() -> httpx.AsyncClient:
    """On a worker thread: stage 6's imports, and the session's HTTP client (an httpx
    client is tied to no event loop until it sends)."""
    from app.api.http import http_client

    _import_all(WARM_UP_MODULES)
    return http_client()


def hold_column_repaints(tab: RecordTab[Any]) -> None:
    """Before the window shows: until its first paint, the table is not told of its columns
    fitted to its width as the window lays itself out and the platform places it (the
    paint draws them as they are; `wait_for_first_paint` brings the table up to date after
    it). Told, it repaints those columns on a timer of its own, after the first paint:
    every row painted twice in the first few milliseconds."""
    tab.table.horizontalHeader().blockSignals(True)


def wait_for_first_paint(tab: RecordTab[Any]) -> None:
    """Turn Qt's event loop (input is handled) until the shown window has painted `tab`'s
    table, or `FIRST_PAINT_LIMIT_MS` passed (a platform without a screen never paints)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtCore import QEvent
    from PySide6.QtCore import QEventLoop
    from PySide6.QtCore import Qt
    from PySide6.QtCore import QTimer

    # The table, not its viewport: PySide's first wrapping of the viewport (a widget made
    # by Qt) costs about 8 ms, when it looks up which Python class it is.
    table = tab.table
    if not table.isVisible():
        _tell_columns(table)
        return
    # While the window first lays itself out, the columns stand a pixel wider than the
    # table for a moment (before they are fitted to it): the first paint would show a
    # horizontal scroll bar that goes again right after, and every row painted twice (a
    # stall of 15 to 40 ms). Still needed after the paint, it comes then.
    policy = table.horizontalScrollBarPolicy()
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    # Widgets polished and laid out for good before the paint: a layout Qt would do after
    # it (the tab widget's, once its bar is styled) repaints the whole window again.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.PolishRequest)
    for _level in range(LAYOUT_LEVELS):  # each layout done asks its parent's in turn
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    loop = QEventLoop()
    table.call_after_paint(loop.quit)
    QTimer.singleShot(FIRST_PAINT_LIMIT_MS, loop.quit)
    loop.exec()
    table.setHorizontalScrollBarPolicy(policy)
    _tell_columns(table)


def _tell_columns(table: QTableView) -> None:
    """The table told of its columns again (see `hold_column_repaints`)."""
    header = table.horizontalHeader()
    if header.signalsBlocked():
        header.blockSignals(False)
        table.updateGeometries()


class StagedDesk(
    HasWindow["MainWindow | None"],
    HasTabs["RecordTab[Any] | None"],
    HasSync["SyncController"],
    HasSettings,
    HasLanguage,
    Protocol,
):
    """What the stages after the first paint complete: the session's window, its products
    tab and sync, and the flags that tell how far the start has come."""

    # Set by the session: the user asked for the form (keys typed before it is there).
    focus_form_when_built: bool
    is_complete: bool  # set here, once the last stage ran
    first_paint: FirstPaint

    @property
    def products(self) -> ProductsTab | None: ...
    @property
    def is_shut_down(self) -> bool: ...


def keep_early_keys(desk: StagedDesk) -> None:
    """Until the form is built and focused, keep what the user types (`early_keys`)."""
    from app.ui.early_keys import EarlyKeys

    window = desk.window
    if desk.focus_form_when_built and window is not None and window.findChild(EarlyKeys) is None:
        EarlyKeys(window)


async def complete_window(desk: StagedDesk) -> None:
    """Stage 6: the rest of the window after the first paint, one short turn at a time.
    Python's switch interval is its own again once it ends (`quicken_thread_switches`)."""
    try:
        await _complete_window(desk)
    finally:
        restore_thread_switches()


async def _complete_window(desk: StagedDesk) -> None:
    import asyncio

    from PySide6.QtWidgets import QApplication

    keep_early_keys(desk)
    await asyncio.sleep(0)  # a turn of its own: with QStyle's enums, 8 to 9 ms in one

    # What PySide makes once, on first use, and the first paint did without: QStyle's
    # Python enums (for any restyle), and the widget classes it walks when Qt first hands
    # over a widget it made (the table's viewport), a few at a time (some 30 ms at once).
    QApplication.style()
    await asyncio.sleep(0)
    from PySide6 import QtWidgets

    names = list(WIDGET_TYPES)
    while names:
        deadline = time.thread_time() + FORM_SLICE_S
        while names and time.thread_time() < deadline:
            getattr(QtWidgets, names.pop(), None)
        await asyncio.sleep(0)
    if desk.products is not None:
        desk.products.table.viewport()
    desk.sync.update_status(outbox=False)
    await desk.sync.count_outbox_aside()  # the outbox's counts, read off this thread
    await asyncio.sleep(0)
    http = await asyncio.to_thread(_warm_up)
    if desk.sync.http is None:
        desk.sync.http = http
    else:
        await http.aclose()
    # Importing the form's modules, making the form's frame, its fields a few at a time
    # (`FORM_SLICE_S`) and showing it in its place: each a turn of its own. A window
    # rebuilt meanwhile (a new language) comes with its form: placing keeps that one.
    made: list[ProductForm] = []

    def make_form(products: ProductsTab) -> None:
        if not products.has_form:
            made.append(products.new_form(staged=True))

    def connect_form(products: ProductsTab) -> None:
        if made and not products.has_form:
            products.connect_form(made[0])

    steps: tuple[Callable[[ProductsTab], object], ...] = (
        lambda products: _settings_read(desk),
        *(lambda products, name=name: importlib.import_module(name) for name in FORM_MODULES),
        make_form,
        connect_form,
    )
    for step in steps:
        if desk.window is None or desk.products is None or desk.is_shut_down:
            return
        step(desk.products)
        await asyncio.sleep(0)
    while made and not made[0].build_more(FORM_SLICE_S):
        await asyncio.sleep(0)
        if desk.window is None or desk.products is None or desk.is_shut_down:
            return
        if desk.products.has_form:  # the user asked for it meanwhile: built at once then
            made.pop().deleteLater()
    if made:
        # The last rows connected (`build_more`'s last turn) and the new record loaded,
        # each a turn of its own (together some 7 to 10 ms): placing it then only shows it.
        await asyncio.sleep(0)
        if desk.window is None or desk.products is None or desk.is_shut_down:
            return
        made[0].load({})  # a new record, while hidden
        await asyncio.sleep(0)
        # The sizes its layouts want, reckoned a few layouts a turn, innermost first: each
        # keeps what it found, so the room asked for below costs nothing more (all at
        # once, that took the window's thread 10 to 50 ms, the fields' sizes read anew).
        layouts = _layouts_innermost_first(made[0])
        while layouts:
            deadline = time.thread_time() + FORM_SLICE_S
            while layouts and time.thread_time() < deadline:
                _reckon(layouts.pop(0))
            await asyncio.sleep(0)
            if desk.window is None or desk.products is None or desk.is_shut_down:
                return
        if desk.products is not None:
            # Its place takes the room the form needs (the table beside or above it makes
            # room, repainted in a frame of its own), and the form is laid out there, hidden.
            place = desk.products.form_parent
            with _columns_settled(desk.products.table):
                place.setMinimumSize(made[0].minimumSizeHint())
            await asyncio.sleep(0)
            # Resized and laid out: each a turn of its own (together some 5 to 9 ms).
            made[0].setGeometry(place.rect())
            await asyncio.sleep(0)
            layout = made[0].layout()
            if layout is not None:
                layout.activate()
            await asyncio.sleep(0)
    if desk.window is None or desk.products is None or desk.is_shut_down:
        return
    # Shown whole, the form took some 7 ms of show events and its paint another 10, in one
    # frame: it shows its frame first, then its body's parts one a turn, each painted in a
    # frame of its own, in the room kept for it; the first field takes the focus after.
    placed_here = not desk.products.has_form
    parts = _parts_held_back(made[0]) if made and placed_here else []
    products = desk.products
    with _columns_settled(products.table):  # the table shrinks beside it: one repaint
        loaded = _place_form(desk, products, made)
    await asyncio.sleep(0)
    if loaded and products is desk.products and not desk.is_shut_down:
        # What the placed form shows beyond the new record it holds (the pinned values): a
        # turn of its own, not the placing's (together some 6 ms), not a second load.
        products.finish_placing()
        await asyncio.sleep(0)
    try:
        while parts and not desk.is_shut_down:
            _show_part(parts.pop(0))
            await asyncio.sleep(0)
    finally:
        for part in parts:  # the start stopped halfway: nothing is left hidden
            _show_part(part)
    if desk.window is None or desk.products is None or desk.is_shut_down:
        return
    if placed_here:
        _focus_form(desk, desk.products)
    await asyncio.sleep(0)
    # The window as the user left it (`window_state`; its model needs pydantic).
    window_state = importlib.import_module("app.ui.window_state")
    await asyncio.sleep(0)
    if desk.window is None or desk.is_shut_down:
        return
    window_state.restore(desk)
    await asyncio.sleep(0)
    if desk.window is None or desk.is_shut_down:
        return
    # The wheel's rule: an application event filter costs every event some microseconds in
    # Python, a quarter of the time the form takes to build (its widgets' thousands of
    # events; 105 -> 80 ms in the start-up benchmark); installed once the form is placed,
    # on the widgets there are (`install` walks them) and every one made later.
    from app.ui import wheel_guard

    wheel_guard.install()
    desk.is_complete = True


@contextlib.contextmanager
def _columns_settled(table: QTableView) -> Iterator[None]:
    """The window laid out again, the table's columns fitted to it, before the next paint,
    the table not told of each column's change (see `hold_column_repaints`)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtCore import QEvent

    header = table.horizontalHeader()

    def columns() -> list[int]:
        return [header.sectionSize(column) for column in range(header.count())]

    before = columns()
    header.blockSignals(True)
    try:
        yield
        for _level in range(LAYOUT_LEVELS):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    finally:
        header.blockSignals(False)
    if columns() != before:  # they change only as the table is resized, which repaints it
        table.updateGeometries()


def _layouts_innermost_first(form: QWidget) -> list[QLayout]:
    """The layouts of `form` and its widgets, the deepest first, the form's own last."""
    from PySide6.QtWidgets import QWidget

    def depth(widget: QWidget | None) -> int:
        levels = 0
        while widget is not None and widget is not form:
            widget = widget.parentWidget()
            levels += 1
        return levels

    widgets = sorted(form.findChildren(QWidget), key=depth, reverse=True)
    layouts = [layout for widget in [*widgets, form] if (layout := widget.layout()) is not None]
    return layouts


def _reckon(layout: QLayout) -> None:
    import shiboken6

    if shiboken6.isValid(layout):  # a widget of the form went meanwhile: its layout too
        layout.minimumSize()
        layout.sizeHint()


def _place_form(desk: StagedDesk, products: ProductsTab, made: list[ProductForm]) -> bool:
    """The start's form placed (or one made now, for a window rebuilt meanwhile): whether it
    was the start's, loaded already, whose placing the caller finishes (`finish_placing`)."""
    if products.has_form:
        return False
    if made and made[0].parentWidget() is products.form_parent:
        products.place_form(made[0], loaded=True)
        return True
    products.place_form(products.create_form())
    return False


def _focus_form(desk: StagedDesk, products: ProductsTab) -> None:
    """The first field focused if the user asked for the form meanwhile, with what was
    typed before it was there (`keep_early_keys`)."""
    from app.ui.early_keys import EarlyKeys

    early = desk.window.findChild(EarlyKeys) if desk.window is not None else None
    if desk.focus_form_when_built and not products.search.hasFocus():
        products.focus_first_field()
        if early is not None:
            early.hand_over()  # what the user typed meanwhile, into the first field
    if early is not None:
        early.drop()
        early.deleteLater()


def _parts_held_back(form: ProductForm) -> list[QWidget]:
    """The parts of the form's scrolled body, hidden while the form is (so that showing it
    shows its frame alone), each keeping its room: shown later, one a turn (`_show_part`),
    they move nothing."""
    from PySide6.QtWidgets import QWidget

    body = form.scroll_area.widget()
    layout = body.layout() if body is not None else None
    if layout is None or form.isVisible():
        return []
    parts: list[QWidget] = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        part = item.widget() if item is not None else None
        if isinstance(part, QWidget) and part.isVisibleTo(form):
            policy = part.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            part.setSizePolicy(policy)
            part.hide()
            parts.append(part)
    return parts


def _show_part(part: QWidget) -> None:
    import shiboken6

    if shiboken6.isValid(part):
        part.show()
        policy = part.sizePolicy()
        policy.setRetainSizeWhenHidden(False)
        part.setSizePolicy(policy)


def _settings_read(desk: StagedDesk) -> None:
    if desk.settings.language != desk.window_language:
        # The settings file said otherwise than what the first paint read from it (it
        # was unreadable and replaced by the defaults): follow the settings.
        desk.apply_language()
    elif desk.settings.window_geometry != desk.first_paint.window_geometry:
        assert desk.window is not None
        desk.window.restore_layout(desk.settings.window_geometry)
