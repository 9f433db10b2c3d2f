"""Start-up staging: the first paint pays for the products table over the store, nothing more.

The rest loads after that paint, on a worker thread where it can and in short turns of the
event loop where it must run on the UI thread, so the window takes input all along. What
each stage buys (`python -m tests.benchmarks -k start-up`; tests/ui/test_startup.py checks
the order):

1. Qt-free modules before PySide6 (`load_before_qt`, run by `app/ui/__init__.py`): PySide's
   import hook reads the source of every later module: about 15 ms (the sandbox, loaded
   early by `app/cli.py`: about 70 ms).
2. Qt's own style option instead of `setStyle()`, whose enums PySide builds: about 5 ms.
3. The language and window place read without pydantic (`read_first_paint`).
4. The products table only; the form and the other tabs keep empty places (`Desk`); the
   table's rows are counted while the widgets are made (`ProductsTab.rows_ahead`).
5. After the paint: the window icon (QIcon's enums: a millisecond or two) and, on a worker
   thread, the event loop's modules (`EVENT_LOOP_MODULES`: a few dozen ms).
6. In the event loop (`complete_window`), one short turn each: what PySide builds on first
   use (some 15 ms), the outbox counts, the heavy modules and the HTTP client on a worker
   thread (`WARM_UP_MODULES`: a few hundred ms), the settings, the product form's import,
   its making and its placing (tens of milliseconds each).
7. `app.api` loads nothing itself; `app.store` loads each submodule on first use
   (`app/lazy_exports.py`).

This module itself loads no Qt when imported (it runs before PySide6, stage 1).
"""

from __future__ import annotations

import importlib
import json
import logging
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app import paths

if TYPE_CHECKING:
    import httpx

    from app.ui.desk import Desk
    from app.ui.products.product_form import ProductForm
    from app.ui.products.products_tab import ProductsTab
    from app.ui.records.tab import RecordTab

log = logging.getLogger(__name__)

# Stage 1: tests/ui/test_startup.py fails when a Qt-free module the first paint loads
# is missing here.
QT_FREE_FIRST_PAINT_MODULES = (
    "app.paths",
    "app.api.categories",
    "app.api.secrets",
    "app.store.store",
    "app.store.environments",
    "app.api.environment_keys",
    "app.store.search",
    "app.ui.logging_setup",
    "app.ui.records.moments",
    "app.ui.records.session",
    "app.ui.records.store_source",
    "app.ui.records.rows",
    "app.ui.products",
    "app.ui.sync_thread",
    "app.sync.progress",
    "app.store.listing",
)

# Stage 5: what the event loop needs.
EVENT_LOOP_MODULES = ("asyncio", "qasync")

# Stage 6, on a worker thread: none of them imports Qt widgets or creates Qt objects.
# The sync engine and the photo preparation load here too: importing them (compiling,
# building pydantic schemas) holds the interpreter lock for tens of milliseconds at a
# time, which would otherwise stall the window in the middle of the first sync.
WARM_UP_MODULES = (
    "app.settings",
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
)

# How long the start waits for the window's first paint before going on without it.
FIRST_PAINT_LIMIT_MS = 3000


def load_before_qt() -> None:
    for name in QT_FREE_FIRST_PAINT_MODULES:
        importlib.import_module(name)


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


def import_on_worker_thread(names: tuple[str, ...]) -> None:
    """Import `names` on a worker thread while Qt's event loop turns here (input is handled).
    Only imports, no Qt objects."""
    from PySide6.QtCore import QEventLoop, QMetaObject, Qt

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
    from app.ui.sync_controller import new_http_client

    _import_all(WARM_UP_MODULES)
    return new_http_client()


def wait_for_first_paint(tab: RecordTab[Any]) -> None:
    """Turn Qt's event loop (input is handled) until the shown window has painted `tab`'s
    table, or `FIRST_PAINT_LIMIT_MS` passed (a platform without a screen never paints)."""
    from PySide6.QtCore import QEventLoop, QTimer

    # The table, not its viewport: PySide's first wrapping of the viewport (a widget made
    # by Qt) costs about 8 ms, when it looks up which Python class it is.
    table = tab.table
    if not table.isVisible():
        return
    loop = QEventLoop()
    table.call_after_paint(loop.quit)
    QTimer.singleShot(FIRST_PAINT_LIMIT_MS, loop.quit)
    loop.exec()


async def complete_window(desk: Desk) -> None:
    """Stage 6: the rest of the window after the first paint, one short turn at a time."""
    import asyncio

    from PySide6.QtWidgets import QApplication

    # What PySide makes once, on first use, and the first paint did without: QStyle's
    # Python enums (for any restyle), and the table of widget classes it walks when Qt
    # first hands over a widget it made (the table's viewport). Some 15 ms that would
    # otherwise land in the turn that builds the form.
    QApplication.style()
    if desk.products is not None:
        desk.products.table.viewport()
    await asyncio.sleep(0)
    desk.sync.update_status()  # the outbox's counts
    await asyncio.sleep(0)
    http = await asyncio.to_thread(_warm_up)
    if desk.sync.http is None:
        desk.sync.http = http
    else:
        await http.aclose()
    # Importing the form's modules, making the form and placing it each take tens of
    # milliseconds on the UI thread: each a turn of its own. A window rebuilt meanwhile
    # (a new language) comes with its form: placing keeps that one.
    made: list[ProductForm] = []
    steps = (
        lambda products: _settings_read(desk),
        lambda products: importlib.import_module("app.ui.products.product_form"),
        lambda products: made.extend([] if products.has_form else [products.create_form()]),
        lambda products: _place_form(desk, products, made),
    )
    for step in steps:
        if desk.window is None or desk.products is None or desk.is_shut_down:
            return
        step(desk.products)
        await asyncio.sleep(0)
    # The wheel's rule: an application event filter costs every event some microseconds in
    # Python, a quarter of the time the form takes to build (its widgets' thousands of
    # events; 105 -> 80 ms in the start-up benchmark); installed once the form is placed,
    # on the widgets there are (`install` walks them) and every one made later.
    from app.ui import wheel_guard

    wheel_guard.install()
    desk.is_complete = True


def _place_form(desk: Desk, products: ProductsTab, made: list[ProductForm]) -> None:
    if not products.has_form:
        products.place_form(made[0] if made else products.create_form())
        if desk.focus_form_when_built and not products.search.hasFocus():
            products.focus_first_field()


def _settings_read(desk: Desk) -> None:
    if desk.settings.language != desk.window_language:
        # The settings file said otherwise than what the first paint read from it (it
        # was unreadable and replaced by the defaults): follow the settings.
        desk.apply_language()
    elif desk.settings.window_geometry != desk.first_paint.window_geometry:
        assert desk.window is not None
        desk.window.restore_layout(desk.settings.window_geometry)
