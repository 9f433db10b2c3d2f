"""The running application: the store, the service connection, the sync and the window.

`Desk` owns every long-lived object of a session and wires them together. It is
created by `application.run_application` and, the same way, by the UI tests, so
the tests drive exactly what a user starts.

The window comes up in two steps so that it paints fast with a large catalogue:
`open_window()` builds what the first paint shows (the products table, over the
store and Qt only), and `complete_window()` adds the rest after that paint: the
settings and the product form (pydantic), while the request models, httpx and the
sync engine are imported on a worker thread, so the window takes input all the
time. The Projects and Subscriptions tabs are built when first opened. `start()`
does all of it at once (the tests use it).
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from app import APP_NAME, __version__, paths
from app.api.secrets import KeyringSecretStore, MemorySecretStore, SecretStore
from app.store.records import DraftState, RecordKind
from app.store.store import Store
from app.ui import i18n, messages
from app.ui.main_window import MainWindow
from app.ui.operations import Op, running_tasks
from app.ui.products.products_tab import ProductsTab

# The settings model, the service client (httpx), the sync engine, the other tabs and
# the dialogs are imported when first needed, after the window is on screen: the
# first paint only pays for the products table.
if TYPE_CHECKING:
    import asyncio

    import httpx
    from PySide6.QtWidgets import QFileDialog

    from app.api.client import ServiceClient
    from app.api.environments import EnvironmentProfile
    from app.ui.connection_dialog import ConnectionDialog
    from app.ui.products.product_form import ProductForm
    from app.ui.projects.projects_tab import ProjectsTab
    from app.ui.settings import UiSettings
    from app.ui.settings_dialog import SettingsDialog
    from app.ui.subscriptions.subscriptions_tab import SubscriptionsTab
    from app.ui.sync_log_dialog import SyncLogDialog
    from app.ui.sync_run import SyncSummary
    from app.ui.sync_worker import SyncWorker

log = logging.getLogger(__name__)

# Imported on a worker thread right after the first paint (none of them imports Qt
# widgets or creates Qt objects): loading them takes a few hundred milliseconds of
# pure Python that would otherwise freeze the window just after it appeared.
WARM_UP_MODULES = (
    "app.ui.settings",
    "app.api.products",
    "app.api.projects",
    "app.api.subscriptions",
    "app.api.environments",
    "app.api.client",
    "app.ui.sync_run",
)


def new_http_client() -> httpx.AsyncClient:
    """The one HTTP client of the session (its TLS set-up reads the CA certificates)."""
    import httpx

    return httpx.AsyncClient(
        timeout=httpx.Timeout(connect=10.0, read=30.0, write=60.0, pool=10.0),
        follow_redirects=False,
    )


def _warm_up() -> httpx.AsyncClient:
    """On a worker thread: import what the rest of the session needs, and make the client.

    An httpx client is tied to no event loop until it sends, so it can be made here.
    """
    for name in WARM_UP_MODULES:
        try:
            importlib.import_module(name)
        except Exception:
            # The same import on the UI thread reports the failure where it is used.
            log.exception("warming up %s failed", name)
    return new_http_client()


# How long the start waits for the window's first paint before going on without it.
FIRST_PAINT_LIMIT_MS = 3000

_PROJECTS_PAGE = 1
_SUBSCRIPTIONS_PAGE = 2
_TAB_KINDS = {
    0: RecordKind.PRODUCT,
    _PROJECTS_PAGE: RecordKind.PROJECT,
    _SUBSCRIPTIONS_PAGE: RecordKind.SUBSCRIPTION,
}


@dataclass(frozen=True)
class FirstPaint:
    """What the first paint needs from the settings: the language and where the window was."""

    language: str = "nl"
    window_geometry: str | None = None


class Desk(QObject):
    closed = Signal()  # the user closed the main window: the session ends

    def __init__(
        self,
        store: Store,
        *,
        settings: UiSettings | None = None,
        sandbox: Any = None,
        secrets: SecretStore | None = None,
        owns_sandbox: bool = True,
        first_paint: FirstPaint | None = None,
    ) -> None:
        """Without `settings` they are read from the data folder after the first paint,
        which then uses `first_paint` (the language and window place read before)."""
        super().__init__()
        self.store = store
        self.owns_sandbox = owns_sandbox
        self._settings = settings
        if settings is not None:
            first_paint = FirstPaint(settings.language, settings.window_geometry)
        self.first_paint = first_paint or FirstPaint()
        self.window_language = self.first_paint.language
        self.sandbox = sandbox
        self.keyring: SecretStore = secrets or KeyringSecretStore()
        self.sandbox_secrets: MemorySecretStore | None = None
        self.sandbox_profile: EnvironmentProfile | None = None
        self.profile: EnvironmentProfile | None = None
        self.client: ServiceClient | None = None
        self.http: httpx.AsyncClient | None = None
        self.online = False
        self.offline_by_choice = False
        self.syncing: asyncio.Task[Any] | None = None
        # Asked for while a sync ran: that run may have read the outbox before the
        # newest work arrived, so one more run follows it (see `_sync_finished`).
        self._sync_again = False
        # The product form between its making and its placing (`complete_window`).
        self._new_form: ProductForm | None = None
        self.last_sync: SyncSummary | None = None
        # The sync engine's own thread, started with the first sync.
        self.sync_worker: SyncWorker | None = None
        self.window: MainWindow | None = None
        self.products: ProductsTab | None = None
        self.projects: ProjectsTab | None = None
        self.subscriptions: SubscriptionsTab | None = None
        self.is_shut_down = False
        self.is_complete = False
        self._focus_form = False
        self._auto_sync = QTimer(self)
        self._auto_sync.timeout.connect(self._auto_sync_due)

    @property
    def settings(self) -> UiSettings:
        """The user's settings, read from the data folder on first use."""
        if self._settings is None:
            from app.ui.settings import load_settings

            self._settings = load_settings()
        return self._settings

    @settings.setter
    def settings(self, settings: UiSettings) -> None:
        self._settings = settings

    # -- opening and closing ---------------------------------------------
    @classmethod
    def open(
        cls,
        *,
        settings: UiSettings | None = None,
        use_sandbox: bool = False,
        first_paint: FirstPaint | None = None,
    ) -> Desk:
        """Open the store in the data folder; start the embedded sandbox when asked.

        The sandbox starts here, before the qasync loop runs: its server thread
        brings up its own asyncio loop, which must not see qasync's as running.
        """
        store = Store.open()
        sandbox = None
        if use_sandbox:
            from app.sandbox import SandboxServer

            sandbox = SandboxServer(seed_demo=True).start()
            log.info("embedded sandbox at %s", sandbox.base_url)
        return cls(store, settings=settings, sandbox=sandbox, first_paint=first_paint)

    def _prepare_sandbox(self) -> None:
        """The embedded sandbox's profile and secrets (they need the pydantic models)."""
        if self.sandbox is None or self.sandbox_profile is not None:
            return
        from app.api.environments import sandbox_profile, sandbox_secrets

        self.sandbox_profile = sandbox_profile(f"{self.sandbox.base_url}")
        self.sandbox_secrets = sandbox_secrets(self.sandbox_profile)

    def profiles(self) -> list[EnvironmentProfile]:
        from app.api.environments import load_profiles

        self._prepare_sandbox()
        known = load_profiles(self.settings.environments, paths.presets_path())
        if self.sandbox_profile is not None:
            known.append(self.sandbox_profile)
        return known

    def secrets_for(self, profile: EnvironmentProfile) -> SecretStore:
        self._prepare_sandbox()
        if profile.is_sandbox and self.sandbox_secrets is not None:
            return self.sandbox_secrets
        return self.keyring

    async def start(self) -> None:
        """Inside the running loop: the whole window over the store (the connection comes next)."""
        self.open_window()
        await self.complete_window()

    def open_window(self) -> MainWindow:
        """What the first paint shows: the window and the products table, over the store.

        The Projects and Subscriptions tabs are built when first opened.
        """
        window = self.build_window(complete=False)
        if self.store.recovery is not None:
            messages.show_error(self.store.recovery.user_message)
        return window

    async def first_paint_done(self) -> None:
        """Wait until the shown window has painted the products table."""
        import asyncio

        assert self.products is not None
        table = self.products.table
        if not table.isVisible():
            return
        painted: asyncio.Future[None] = asyncio.get_running_loop().create_future()

        def resolve() -> None:
            if not painted.done():
                painted.set_result(None)

        table.call_after_paint(resolve)
        await painted

    def wait_for_first_paint(self, limit_ms: int = FIRST_PAINT_LIMIT_MS) -> None:
        """Turn Qt's event loop until the shown window has painted the products table.

        Input is handled meanwhile. Gives up after `limit_ms` (a window that
        never paints, say on a platform without a screen) instead of hanging.
        """
        assert self.products is not None
        table = self.products.table
        # The table, not its viewport: PySide's first wrapping of the viewport (a widget
        # made by Qt) costs about 8 ms, when it looks up which Python class it is.
        if not table.isVisible():
            return
        loop = QEventLoop(self)
        table.call_after_paint(loop.quit)
        QTimer.singleShot(limit_ms, loop.quit)
        loop.exec()

    async def complete_window(self) -> None:
        """After the first paint: the settings, the HTTP client and the product form.

        The heavy imports run on a worker thread meanwhile; the steps on the UI thread
        each take one short turn of the event loop, so input is never held up long.
        """
        if self.is_complete:
            return
        import asyncio

        # Each in a turn of the loop of its own, so input is never held up long.
        self._qt_classes_loaded()
        await asyncio.sleep(0)
        self._update_status()  # the outbox's counts
        await asyncio.sleep(0)
        http = await asyncio.to_thread(_warm_up)
        if self.http is None:
            self.http = http
        else:
            await http.aclose()
        for step in (
            self._settings_read,
            self._form_imported,
            self._form_created,
            self._form_built,
        ):
            if self.window is None or self.is_shut_down:
                return
            step()
            await asyncio.sleep(0)
        self.is_complete = True

    def _qt_classes_loaded(self) -> None:
        """Load what PySide makes once, on first use, and the first paint did without.

        It builds a Qt class's Python enums when the class is first used (QStyle's, for
        any restyle) and walks its table of widget classes when Qt first hands over a
        widget it made itself (the table's viewport): some 15 ms that would otherwise
        land in the turn that builds the form.
        """
        from PySide6.QtWidgets import QApplication

        QApplication.style()
        if self.products is not None:
            self.products.table.viewport()

    def _settings_read(self) -> None:
        if self.settings.language != self.window_language:
            # The settings file said otherwise than what the first paint read from it
            # (it was unreadable and replaced by the defaults): follow the settings.
            self.apply_language()
        elif self.settings.window_geometry != self.first_paint.window_geometry:
            assert self.window is not None
            self.window.restore_layout(self.settings.window_geometry)

    def _form_imported(self) -> None:
        # A turn of its own: importing the form's modules and building it each take
        # tens of milliseconds on the UI thread.
        importlib.import_module("app.ui.products.product_form")

    def _form_created(self) -> None:
        products = self.products
        if products is not None and not products.has_form:
            self._new_form = products.create_form()

    def _form_built(self) -> None:
        products = self.products
        if products is None or products.has_form:
            return
        new_form, self._new_form = self._new_form, None
        if new_form is not None:
            products.place_form(new_form)
        else:
            products.build_form()
        if self._focus_form and not products.search.hasFocus():
            products.focus_first_field()

    def _tab_opened(self, index: int) -> None:
        """A tab whose place was kept empty is built when the user first opens it."""
        if index == _PROJECTS_PAGE:
            self._projects_built()
        elif index == _SUBSCRIPTIONS_PAGE:
            self._subscriptions_built()

    def _projects_built(self) -> None:
        window = self.window
        if window is None or self.projects is not None:
            return
        from app.ui.projects.projects_tab import ProjectsTab

        self.projects = ProjectsTab(self.store, self, window)
        self.projects.drafts_changed.connect(self._update_status)
        _replace_page(window, _PROJECTS_PAGE, self.projects)

    def _subscriptions_built(self) -> None:
        window = self.window
        if window is None or self.subscriptions is not None:
            return
        from app.ui.subscriptions.subscriptions_tab import SubscriptionsTab

        self.subscriptions = SubscriptionsTab(self.store, self, window)
        self.subscriptions.drafts_changed.connect(self._update_status)
        _replace_page(window, _SUBSCRIPTIONS_PAGE, self.subscriptions)

    def connect_initial(self, env_name: str | None = None) -> None:
        """Once the window shows: the one HTTP client, and the chosen environment."""
        self._prepare_sandbox()
        if self.http is None:
            self.http = new_http_client()
        wanted = env_name or self.settings.environment
        chosen = None
        if self.sandbox_profile is not None and not env_name:
            chosen = self.sandbox_profile
        else:
            chosen = next((p for p in self.profiles() if p.name == wanted), None)
        if chosen is not None:
            self.connect_to(chosen)
        else:
            self._update_status()

    def build_window(self, *, complete: bool = True) -> MainWindow:
        """The main window; with `complete=False` the form and the other tabs come later
        (`complete_window`), their places kept empty so the first paint stays light."""
        # The products table's rows are counted while the window's widgets are made.
        rows = ProductsTab.rows_ahead(self.store)
        window = MainWindow()
        self.window = window
        self.products = ProductsTab(self.store, window, form_later=not complete, rows=rows)
        self.projects = None
        self.subscriptions = None
        window.add_tabs(self.products, QWidget(window), QWidget(window))
        geometry = (
            self._settings.window_geometry
            if self._settings is not None
            else self.first_paint.window_geometry
        )
        window.restore_layout(geometry)
        self._wire(window, self.products)
        # The outbox counts need the drafts' part of the store: after the first paint.
        self._update_status(outbox=complete)
        if complete:
            self._projects_built()
            self._subscriptions_built()
        else:
            window.tabs.currentChanged.connect(self._tab_opened)
        return window

    def _wire(self, window: MainWindow, products: ProductsTab) -> None:
        # New, duplicate, find and queue act on the tab in front.
        window.new_action.triggered.connect(self._new_record)
        window.duplicate_action.triggered.connect(self._duplicate)
        window.find_action.triggered.connect(self._focus_search)
        window.queue_action.triggered.connect(self._queue_current)
        window.tabs.currentChanged.connect(self._tab_changed)
        self._tab_changed(window.tabs.currentIndex())
        window.sync_action.triggered.connect(self.sync_now)
        window.connect_action.triggered.connect(self.open_connection_dialog)
        window.offline_action.toggled.connect(self.set_offline)
        window.settings_action.triggered.connect(self.open_settings)
        window.sync_log_action.triggered.connect(self.open_sync_log)
        window.about_action.triggered.connect(self.show_about)
        window.export_action.triggered.connect(self.export_drafts)
        window.import_action.triggered.connect(self.import_drafts)
        products.queued.connect(lambda _id: self._after_queue())
        products.archive_queued.connect(lambda _id: self._after_queue())
        products.drafts_changed.connect(self._update_status)
        window.on_close(self._before_close)
        window.closing.connect(self._window_closing)

    def show(self) -> None:
        assert self.window is not None
        self.window.show()
        if self.products is not None and self.products.has_form:
            self.products.focus_first_field()
        else:
            self._focus_form = True  # once the form is built

    def _window_closing(self) -> None:
        if self.sender() is self.window:
            self.closed.emit()

    def _before_close(self) -> None:
        from app.ui.settings import save_settings

        self._flush_tabs()
        if self.window is not None:
            self.settings.window_geometry = self.window.saved_layout()
        try:
            save_settings(self.settings)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)

    async def shutdown(self) -> None:
        """Flush, stop the sync, close the HTTP client and stop the sandbox (once)."""
        import asyncio

        if self.is_shut_down:
            return
        self.is_shut_down = True
        self._auto_sync.stop()
        self._flush_tabs()
        tasks = [t for t in running_tasks() if not t.done()]
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        if self.sync_worker is not None:
            # Before the store closes: the engine may still be writing to it.
            await self.sync_worker.stop()
        if self.client is not None:
            await self.client.aclose()
            self.client = None
        if self.http is not None:
            await self.http.aclose()
            self.http = None
        if self.sandbox is not None and self.owns_sandbox:
            await asyncio.to_thread(self.sandbox.stop)
        self.sandbox = None

    def close_store(self) -> None:
        self.store.close()  # closing twice is harmless

    def _flush_tabs(self) -> None:
        """Everything typed reaches the store, in every tab that has a form."""
        for tab in (self.products, self.projects, self.subscriptions):
            if tab is not None and shiboken6.isValid(tab):
                tab.flush()

    # -- connection ------------------------------------------------------
    def connect_to(self, profile: EnvironmentProfile) -> None:
        """Use `profile` from now on; sync and refresh the lists in the background."""
        from app.api.client import ServiceClient

        if self.http is None:
            raise RuntimeError("connect_initial() first")
        old = self.client
        self.client = ServiceClient(profile, self.secrets_for(profile), http=self.http)
        if old is not None:
            Op(None, old.aclose(), name="close old client").run()
        self.profile = profile
        if not profile.is_sandbox:
            self.settings.environment = profile.name
        self.offline_by_choice = False
        if self.window is not None:
            self.window.offline_action.setChecked(False)
        self._update_status()
        self._schedule_auto_sync()
        self.sync_now()

    def set_offline(self, offline: bool) -> None:
        self.offline_by_choice = offline
        if offline:
            self.online = False
            self._auto_sync.stop()
        else:
            self._schedule_auto_sync()
        self._update_status()

    def _schedule_auto_sync(self) -> None:
        if self.settings.auto_sync and self.client is not None and not self.offline_by_choice:
            self._auto_sync.start(self.settings.sync_interval_minutes * 60_000)
        else:
            self._auto_sync.stop()

    def _auto_sync_due(self) -> None:
        self.sync_now()

    def _after_queue(self) -> None:
        self._update_status()
        if self.settings.auto_sync and self.client is not None and not self.offline_by_choice:
            self.sync_now()

    # -- sync ------------------------------------------------------------
    def sync_now(self) -> asyncio.Task[Any] | None:
        if self.client is None or self.offline_by_choice:
            messages.show_info(
                self.tr("Working offline: your drafts are kept and sent once you connect.")
            )
            return None
        if self.syncing is not None and not self.syncing.done():
            self._sync_again = True
            return self.syncing
        self._sync_again = False
        # What was typed in the last moments, in any tab, goes with this sync.
        self._flush_tabs()
        from app.ui.sync_run import run_sync
        from app.ui.sync_worker import SyncWorker

        if self.sync_worker is None:
            self.sync_worker = SyncWorker(self.store, self)
        profile = self.client.profile
        assert self.window is not None
        window = self.window
        window.sync_action.setEnabled(False)
        window.status.set_progress(0, 1)

        def progress(done: int, total: int) -> None:
            window.status.set_progress(done, total)

        self.syncing = (
            Op(
                window,
                run_sync(
                    self.sync_worker,
                    profile,
                    self.secrets_for(profile),
                    progress,
                    photo_max_px=self.settings.photo_max_px,
                ),
                name="sync",
            )
            .success(self._synced)
            .failure(self._sync_failed)
            .finally_(self._sync_finished)
            .run()
        )
        return self.syncing

    def _synced(self, summary: SyncSummary) -> None:
        self.online = True
        self.last_sync = summary
        # "Changes": the outbox holds products, projects and subscriptions alike.
        attention = summary.refused + summary.conflicts
        if attention:
            messages.show_error(
                self.tr("Synced, but %n change(s) need your attention.", "", attention)
            )
        elif summary.sent:
            messages.show_info(self.tr("Synced: %n change(s) sent.", "", summary.sent))
        else:
            messages.show_info(self.tr("Synced; there was nothing to send."))

    def _sync_failed(self, exc: BaseException) -> None:
        from app.api.errors import ServiceError

        if isinstance(exc, ServiceError) and exc.retryable:
            self.online = False
        messages.report_failure(exc, "sync")

    def _sync_finished(self) -> None:
        if self.window is not None:
            self.window.sync_action.setEnabled(True)
            self.window.status.set_progress(0, 0)
        self.refresh_views()
        again, self._sync_again = self._sync_again, False
        if again and not self.is_shut_down and self._outbox_waiting():
            QTimer.singleShot(0, self.sync_now)

    def _outbox_waiting(self) -> bool:
        counts = self.store.drafts.count_by_state()
        return counts[DraftState.QUEUED] > 0

    def refresh_views(self) -> None:
        for tab in (self.products, self.projects, self.subscriptions):
            if tab is not None:
                tab.refresh()
        self._update_status()

    def _update_status(self, *, outbox: bool = True) -> None:
        if self.window is None:
            return
        status = self.window.status
        status.set_environment(self.profile.name if self.profile else None)
        status.set_online(self.online and not self.offline_by_choice)
        if not outbox:
            return
        # The outbox holds drafts of every kind: products, projects and subscriptions.
        counts = self.store.drafts.count_by_state()
        queued = counts[DraftState.QUEUED] + counts[DraftState.SYNCING]
        failed = counts[DraftState.NEEDS_ATTENTION] + counts[DraftState.CONFLICT]
        status.set_outbox(queued, failed)

    # -- actions ---------------------------------------------------------
    def current_tab(self) -> ProductsTab | ProjectsTab | SubscriptionsTab | None:
        """The tab in front, once it is built."""
        if self.window is None:
            return None
        shown = self.window.tabs.currentWidget()
        for tab in (self.products, self.projects, self.subscriptions):
            if tab is not None and tab is shown:
                return tab
        return None

    def _tab_changed(self, index: int) -> None:
        if self.window is not None:
            self.window.adapt_actions(_TAB_KINDS.get(index, RecordKind.PRODUCT))

    def _new_record(self) -> None:
        tab = self.current_tab()
        if tab is None:
            return
        tab.new_record()
        tab.focus_first_field()

    def _duplicate(self) -> None:
        # Only a product has fields worth keeping for the next one (project, address,
        # contact, category); the window offers it on the Products tab only.
        if self.products is not None and self.current_tab() is self.products:
            self.products.duplicate()

    def _queue_current(self) -> None:
        tab = self.current_tab()
        if tab is not None:
            tab.queue_current()

    def _focus_search(self) -> None:
        tab = self.current_tab()
        if tab is None:
            return
        tab.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        tab.search.selectAll()

    def open_connection_dialog(self) -> ConnectionDialog:
        from app.ui.connection_dialog import ConnectionDialog

        dialog = ConnectionDialog(
            self.profiles(),
            current=self.profile,
            secrets_for=self.secrets_for,
            http=self.http,
            parent=self.window,
        )
        dialog.chosen.connect(self._connection_chosen)
        dialog.work_offline.connect(lambda: self.set_offline(True))
        dialog.open()
        return dialog

    def _connection_chosen(self, profile: EnvironmentProfile) -> None:
        from app.ui.settings import save_settings

        if profile.source == "settings":
            entries = [e for e in self.settings.environments if e.get("name") != profile.name]
            entries.append(profile.model_dump(mode="json", exclude={"source"}, exclude_none=True))
            self.settings.environments = entries
            save_settings(self.settings)
        self.connect_to(profile)

    def open_settings(self) -> SettingsDialog:
        from app.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.window)
        dialog.saved.connect(self._settings_saved)
        dialog.open()
        return dialog

    def _settings_saved(self, new: UiSettings) -> None:
        from app.ui.settings import save_settings

        language_changed = new.language != self.settings.language
        self.settings = new
        save_settings(new)
        self._schedule_auto_sync()
        if language_changed:
            self.apply_language()

    def apply_language(self) -> None:
        """Install the translators and rebuild the window: every text follows at once."""
        i18n.install_language(self.settings.language)
        self.window_language = self.settings.language
        old = self.window
        if old is None:
            return
        self._before_close()
        geometry = old.saveGeometry()
        current_tab = old.tabs.currentIndex()
        self.build_window()
        assert self.window is not None
        self.window.restoreGeometry(geometry)
        self.window.tabs.setCurrentIndex(current_tab)
        self.window.show()
        old._close_hooks.clear()
        old.closing.disconnect(self._window_closing)
        old.hide()
        old.deleteLater()

    def open_sync_log(self) -> SyncLogDialog:
        from app.ui.sync_log_dialog import SyncLogDialog

        dialog = SyncLogDialog(self.store.sync_log.recent_log(500), self.window)
        dialog.open()
        return dialog

    def show_about(self) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("About %1").replace("%1", APP_NAME),
            self.tr("%1 %2\nCatalogue reusable building materials, offline first.\nData folder: %3")
            .replace("%1", APP_NAME)
            .replace("%2", __version__)
            .replace("%3", str(paths.data_dir())),
            QMessageBox.StandardButton.Ok,
            self.window,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    def export_drafts(self) -> QFileDialog:
        """Ask where to write the export; the dialog is open (not run) when this returns."""
        from PySide6.QtWidgets import QFileDialog

        return self._file_dialog(
            "exportDialog",
            self.tr("Export drafts"),
            QFileDialog.AcceptMode.AcceptSave,
            self._export_to,
        )

    def import_drafts(self) -> QFileDialog:
        """Ask which export to read; the dialog is open (not run) when this returns."""
        from PySide6.QtWidgets import QFileDialog

        return self._file_dialog(
            "importDialog",
            self.tr("Import drafts"),
            QFileDialog.AcceptMode.AcceptOpen,
            self._import_from,
        )

    def _file_dialog(
        self,
        name: str,
        title: str,
        mode: QFileDialog.AcceptMode,
        then: Callable[[str], None],
    ) -> QFileDialog:
        # The dialogs and their enums load when first asked for, not with the window.
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self.window, title)
        dialog.setObjectName(name)
        dialog.setAcceptMode(mode)
        dialog.setNameFilter(self.tr("Reuse Desk export (*.zip)"))
        dialog.setDefaultSuffix("zip")
        if mode == QFileDialog.AcceptMode.AcceptOpen:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(then)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _export_to(self, target: str) -> None:
        from app.store import export_drafts

        self._flush_tabs()
        try:
            report = export_drafts(self.store, Path(target))
        except Exception as exc:
            messages.report_failure(exc, "export")
            return
        messages.show_info(self.tr("Drafts exported to %1.").replace("%1", Path(target).name))
        log.info("export: %s", report)

    def _import_from(self, source: str) -> None:
        from app.store import import_drafts

        try:
            report = import_drafts(self.store, Path(source))
        except Exception as exc:
            messages.report_failure(exc, "import")
            return
        log.info("import: %s", report)
        messages.show_info(self.tr("Drafts imported from %1.").replace("%1", Path(source).name))
        self.refresh_views()

    # -- self-test -------------------------------------------------------
    async def self_test(self) -> int:
        """Open, create one draft, sync it to the embedded sandbox, and find it in the list."""
        from app.ui.self_test import run_self_test

        return await run_self_test(self)


def _replace_page(window: MainWindow, index: int, page: QWidget) -> None:
    """Put `page` in the place kept for it at `index`, with the same title; same tab shown."""
    tabs = window.tabs
    placeholder = tabs.widget(index)
    title = tabs.tabText(index)
    current = tabs.currentIndex()
    tabs.blockSignals(True)
    try:
        tabs.removeTab(index)
        tabs.insertTab(index, page, title)
        tabs.setCurrentIndex(current)
    finally:
        tabs.blockSignals(False)
    if placeholder is not None:
        placeholder.deleteLater()
