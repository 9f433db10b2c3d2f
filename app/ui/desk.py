"""The composition root: the session owns the store, the window and its tabs, the sync
controller and the menus' dialogs; it builds and wires, the work is theirs. Each part takes
a small protocol of what it asks of the session (`SyncHost`, `DialogsHost`, `StagedDesk`,
`TabsHost`, `ResetHost`, `MoveHost`, `OfferHost`, `records.session.Session`), composed of
the small ones in `hosts` (`HasStore`, `HasHub`, `HasWindow[...]`, ...), never this class:
only the application module (and the UI tests) import it (a contract in pyproject).

The window comes up in stages (see `startup`): `open_window()` builds what the first paint
shows, `complete_window()` the rest; `start()` does both at once.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING
from typing import Any

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QDialog
from PySide6.QtWidgets import QWidget

from app import paths
from app.api.secrets import KeyringSecretStore
from app.api.secrets import SecretStore
from app.store.environments import EnvironmentRegistry
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import i18n
from app.ui import messages
from app.ui import startup
from app.ui.change_hub import ChangeHub
from app.ui.desk_dialogs import DeskDialogs
from app.ui.environment_switch import EnvironmentSwitch
from app.ui.main_window import PAGES
from app.ui.main_window import MainWindow
from app.ui.products.products_tab import ProductsTab
from app.ui.startup import FirstPaint
from app.ui.sync_controller import SyncController
from app.ui.sync_status import SyncStatus

# The settings model, the other tabs and the service client are imported when first
# needed, after the window is on screen: the first paint only pays for the products table.
if TYPE_CHECKING:
    import asyncio

    from app.api.client import ServiceClient
    from app.settings import UiSettings
    from app.ui.photos.door import PhotoInboxDoor
    from app.ui.projects.projects_tab import ProjectsTab
    from app.ui.records.tab import RecordTab
    from app.ui.subscriptions.subscriptions_tab import SubscriptionsTab
    from app.work.changes import Changes

log = logging.getLogger(__name__)


def _may_change_outbox(change: Changes) -> bool:
    """Whether the outbox's counts are read again for `change`: not for the server's rows
    alone (each batch a first load stores), which no draft's state follows. Read after each
    batch, the counts waited for the sync thread's next write (stalls of 0.1-0.6 s)."""
    server_only = change.server_rows or bool(change.server_ids)
    drafts = change.drafts or change.listed or change.attachments
    return change.outbox or change.environment or bool(drafts) or not server_only


class Desk(QObject):
    closed = Signal()  # the user closed the main window: the session ends

    def __init__(
        self,
        store: Store,
        *,
        settings: UiSettings | None = None,
        sandbox_url: str | None = None,
        secrets: SecretStore | None = None,
        first_paint: FirstPaint | None = None,
        ask_before_adopting: bool = False,
        sandbox_reset: Callable[[], None] | None = None,
    ) -> None:
        """Without `settings` they are read after the first paint, which uses `first_paint`.
        `ask_before_adopting`: ask before the first connection takes the local store's
        drafts (the application asks; tests hand in a store meant for the environment)."""
        super().__init__()
        self.store = store
        self._settings = settings
        if settings is not None:
            first_paint = FirstPaint(settings.language, settings.window_geometry)
        self.first_paint = first_paint or FirstPaint()
        self.window_language = self.first_paint.language
        # Every operation's and every sync batch's `Changes`, published once (`change_hub`).
        self.hub = ChangeHub(self)
        # The live sync status the tabs read (`Session.sync_status`); the controller feeds it.
        self.sync_status = SyncStatus()
        self.sync = SyncController(self, store, secrets or KeyringSecretStore(), sandbox_url)
        self.hub.changed.connect(
            lambda change, _by: self.sync.update_status(outbox=_may_change_outbox(change))
        )
        # One store per environment: the one in front is `self.store` (`use_store`).
        self.environments = EnvironmentSwitch(
            EnvironmentRegistry(paths.data_dir()),
            store,
            use_store=self.use_store,
            release=self.sync.release_store,
            window=lambda: self.window,
            publish=self.hub.publish,
            profiles=self.sync.profiles,
            ask_before_adopting=ask_before_adopting,
            parent=self,
        )
        self.dialogs = DeskDialogs(self, self)
        self.window: MainWindow | None = None
        self.products: ProductsTab | None = None
        self.projects: ProjectsTab | None = None
        self.subscriptions: SubscriptionsTab | None = None
        # Empties the embedded sandbox ("Start the sandbox afresh"; app/ui/sandbox_reset.py).
        self.sandbox_reset = sandbox_reset
        self.is_shut_down = False
        self.is_complete = False
        self.focus_form_when_built = False

    @property
    def settings(self) -> UiSettings:
        """The user's settings, read from the data folder on first use (after the paint)."""
        if self._settings is None:
            from app.settings import load_settings

            self._settings = load_settings()
        return self._settings

    @settings.setter
    def settings(self, settings: UiSettings) -> None:
        self._settings = settings

    @functools.cached_property
    def photo_inbox(self) -> PhotoInboxDoor:
        """The ways into the photo inbox, made when first used (after the first paint)."""
        from app.ui.photos.door import PhotoInboxDoor

        return PhotoInboxDoor(self, self)

    # What the tabs ask of the session (`records.session.Session`).
    @property
    def client(self) -> ServiceClient | None:
        return self.sync.client

    @property
    def offline_by_choice(self) -> bool:
        return self.sync.offline_by_choice

    def sync_now(self) -> asyncio.Task[Any] | None:
        return self.sync.sync_now()

    def after_queue(self) -> None:
        self.sync.after_queue()

    # -- the stages of the start (see `startup`) ----------------------------------------
    async def start(self) -> None:
        """Inside the running loop: the whole window over the store (the connection comes next)."""
        self.open_window()
        await self.complete_window()

    def open_window(self) -> MainWindow:
        """What the first paint shows: the window and the products table, over the store."""
        window = self.build_window(complete=False)
        if self.store.recovery is not None:  # a corrupt database was moved aside
            from app.ui.message_table import describe

            messages.show_error(describe(self.store.recovery))
        return window

    async def complete_window(self) -> None:
        """After the first paint: the settings, the HTTP client and the product form."""
        if not self.is_complete:
            await startup.complete_window(self)  # with the window's stored state
            if self.is_complete:
                if self.settings.photo_watch_folder:
                    self.photo_inbox.follow_settings()
                from app.ui import update_offer  # reads the presets: no address, no request

                try:
                    update_offer.start_check(self)
                except Exception:  # an update check never keeps the window from working
                    log.exception("update check not started")

    def show(self) -> None:
        assert self.window is not None
        self.window.show()
        if self.products is not None and self.products.has_form:
            self.products.focus_first_field()
        else:
            self.focus_form_when_built = True

    # -- building and wiring ------------------------------------------------------------
    def build_window(self, *, complete: bool = True) -> MainWindow:
        """The main window; with `complete=False` the form and the other tabs come later
        (`complete_window`), their places kept empty so the first paint stays light."""
        # The products table's rows are counted while the window's widgets are made.
        rows = ProductsTab.rows_ahead(self.store)
        window = MainWindow()
        self.window = window
        self.products = ProductsTab(
            self.store, window, form_later=not complete, rows=rows, session=self
        )
        self.projects = self.subscriptions = None
        window.add_tabs(self.products, QWidget(window), QWidget(window))
        settings = self._settings or self.first_paint  # read yet, or not
        window.restore_layout(settings.window_geometry)
        self._wire(window, self.products)
        # The outbox counts need the drafts' part of the store: after the first paint.
        self.sync.update_status(outbox=complete)
        for kind in PAGES[1:] if complete else ():
            self._build_tab(kind)
        return window

    def _wire(self, window: MainWindow, products: ProductsTab) -> None:
        window.tabs.currentChanged.connect(self._tab_changed)
        self._tab_changed(window.tabs.currentIndex())
        window.sync_action.triggered.connect(self.sync.sync_now)
        window.pause_sync_action.triggered.connect(self.sync.pause)
        window.resume_sync_action.triggered.connect(self.sync.resume)
        window.cancel_sync_action.triggered.connect(self.sync.cancel)
        window.offline_action.toggled.connect(self.sync.set_offline)
        window.reset_sandbox_action.setVisible(self.sandbox_reset is not None)
        window.reset_sandbox_action.triggered.connect(self._ask_to_reset_sandbox)
        window.move_to_environment_action.triggered.connect(self._ask_where_to_move)
        window.connect_action.triggered.connect(self.dialogs.open_connection_dialog)
        window.settings_action.triggered.connect(self.dialogs.open_settings)
        window.sync_log_action.triggered.connect(self.dialogs.open_sync_log)
        window.about_action.triggered.connect(self.dialogs.show_about)
        window.export_action.triggered.connect(lambda: self.dialogs.choose_archive(saving=True))
        window.import_action.triggered.connect(lambda: self.dialogs.choose_archive(saving=False))
        window.import_inventory_action.triggered.connect(self.dialogs.open_inventory_import)
        window.export_catalogue_action.triggered.connect(self.dialogs.open_catalogue_export)
        window.print_labels_action.triggered.connect(self.dialogs.open_labels)
        # Lambdas: the inbox's door is made when first used, not for the first paint.
        window.read_photos_action.triggered.connect(lambda: self.photo_inbox.choose_folder())
        window.paths_dropped.connect(lambda found: self.photo_inbox.open_with(found))
        window.edit_menu.addSeparator()
        window.edit_menu.addActions(products.bulk.actions())
        window.edit_menu.addSeparator()
        window.edit_menu.addActions(products.repeats.actions())
        window.edit_menu.addSeparator()
        window.edit_menu.addActions(products.lots.actions())
        from app.ui.undo_menu import UndoActions

        self.undo_actions = UndoActions(window, self)
        products.bulk.selection_said.connect(window.status.set_selection)
        window.tabs.currentChanged.connect(lambda _index: products.bulk.show_selection())
        window.closing.connect(self._before_close)
        window.closing.connect(self._window_closing)

    def _ask_to_reset_sandbox(self) -> None:
        from app.ui.sandbox_reset import ask_to_reset_sandbox

        ask_to_reset_sandbox(self)

    def _ask_where_to_move(self) -> None:
        from app.ui.move_drafts import ask_where_to_move

        ask_where_to_move(self)

    def _build_tab(self, kind: RecordKind) -> None:
        """A tab whose place was kept empty is built when the user first opens it."""
        window = self.window
        if window is None or self._tab_of(kind) is not None:
            return
        tab: RecordTab[Any]
        if kind is RecordKind.PROJECT:
            from app.ui.projects.projects_tab import ProjectsTab

            tab = self.projects = ProjectsTab(self.store, self, window)
        else:
            from app.ui.subscriptions.subscriptions_tab import SubscriptionsTab

            tab = self.subscriptions = SubscriptionsTab(self.store, self, window)
        window.replace_page(PAGES.index(kind), tab)

    def _tab_of(self, kind: RecordKind) -> RecordTab[Any] | None:
        return (self.products, self.projects, self.subscriptions)[PAGES.index(kind)]

    def _built_tabs(self) -> list[RecordTab[Any]]:
        return [tab for kind in PAGES if (tab := self._tab_of(kind)) is not None]

    # -- the tab in front -----------------------------------------------------------------
    def current_tab(self) -> RecordTab[Any] | None:
        """The tab in front, once it is built."""
        return self.window.front_tab() if self.window is not None else None

    def _tab_changed(self, index: int) -> None:
        """Name the actions after the tab in front, and build it when first opened."""
        if self.window is not None and 0 <= index < len(PAGES):
            self.window.adapt_actions(PAGES[index])
            self._build_tab(PAGES[index])

    def open_new_record(self, kind: RecordKind, content: dict[str, Any]) -> None:
        """A new draft of `kind` holding `content`, in its tab brought to the front."""
        if self.window is None:
            return
        self.window.tabs.setCurrentIndex(PAGES.index(kind))  # builds the tab if need be
        tab = self._tab_of(kind)
        if tab is not None:
            tab.open_new(content)
            tab.focus_first_field()

    # -- what every tab shows -----------------------------------------------------------
    def flush_tabs(self) -> None:
        """Everything typed reaches the store, in every tab that has a form."""
        for tab in self._built_tabs():
            if shiboken6.isValid(tab):
                tab.flush()

    def refresh_views(self) -> None:
        for tab in self._built_tabs():
            tab.refresh()
        self.sync.update_status()

    def use_store(self, store: Store) -> None:
        """`store` in front of the tabs and the sync (another environment's): the window
        is rebuilt over it, as it was."""
        swapped = store is not self.store
        self.store = store
        self.sync.use_store(store)
        if swapped and self.window is not None:
            self._rebuild_window()
        self.sync.update_status()

    def apply_language(self) -> None:
        """Install the translators and re-translate the window in place (`retranslate`):
        the open record, the selection, the search and the receiver stay as they are."""
        old, self.window_language = self.window_language, self.settings.language
        i18n.install_language(self.window_language)
        if self.window is not None:
            from app.ui import retranslate

            retranslate.follow(old, self.window_language)
            self.sync.update_status()

    def _rebuild_window(self) -> None:
        old = self.window
        if old is None:
            return
        self._stop_background_work()
        self._before_close()
        for tab in self._built_tabs():  # the old tabs read a store no longer in front
            if shiboken6.isValid(tab):
                self.hub.changed.disconnect(tab.on_changes)
        geometry = old.saveGeometry()
        current_tab = old.tabs.currentIndex()
        shown = old.isVisible()
        window = self.build_window()
        window.restoreGeometry(geometry)
        window.tabs.setCurrentIndex(current_tab)
        from app.ui import window_state

        window_state.restore(self)
        if shown:
            window.show()
        old.closing.disconnect()
        old.hide()
        old.deleteLater()

    # -- closing ------------------------------------------------------------------------
    def _window_closing(self) -> None:
        if self.sender() is self.window:
            self.closed.emit()

    def _before_close(self) -> None:
        from app.settings import save_settings
        from app.ui import window_state

        self.flush_tabs()
        window_state.save(self)
        if self.window is not None:
            self.settings.window_geometry = self.window.saved_layout()
        try:
            save_settings(self.settings)
        except OSError as exc:
            log.warning("settings not saved: %s", exc)

    async def shutdown(self) -> None:
        """Flush, wait for the running work, stop the sync and close the clients (once)."""
        import asyncio

        from app.ui.operations import running_tasks

        if self.is_shut_down:
            return
        self.is_shut_down = True
        if "photo_inbox" in vars(self):  # made: its watched folder is no longer looked at
            self.photo_inbox.stop()
        self.flush_tabs()
        self._stop_background_work()
        tasks = [t for t in running_tasks if not t.done()]
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        await self.sync.shutdown()

    def _stop_background_work(self) -> None:
        """The tabs' work on other threads over the store in front ends before the store is
        swapped or closed (a store's close waits for its jobs too: `Store.jobs`)."""
        if self.projects is not None and shiboken6.isValid(self.projects):
            self.projects.stop_work()
        if self.window is not None and shiboken6.isValid(self.window):  # a report stops
            for dialog in self.window.findChildren(QDialog, "reportDialog"):
                dialog.reject()  # between two pages

    def close_store(self) -> None:
        self.environments.close_all()  # every environment's store opened; twice is harmless
