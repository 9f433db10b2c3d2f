"""The main window: a shell of tabs, menus, the sync button and the status bar.

Each tab owns its widgets; the session (`app.ui.desk`) owns the store and the sync. The window
is never larger than its screen: it opens at its preferred size where that fits, maximised
on a smaller screen (a laptop at 150 %, a tablet), and a size kept from a larger screen is
brought within this one.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any

from PySide6.QtCore import QByteArray
from PySide6.QtCore import QSignalBlocker
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QTabWidget
from PySide6.QtWidgets import QToolBar
from PySide6.QtWidgets import QToolButton
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget

from app import APP_NAME
from app.store.kinds import RecordKind
from app.ui.environment_marker import EnvironmentBand
from app.ui.environment_marker import EnvironmentShown
from app.ui.environment_marker import status_text
from app.ui.environment_marker import window_title
from app.ui.layouts import boxed
from app.ui.records.tab import RecordTab
from app.ui.screens import back_within_screen
from app.ui.screens import fits_screen
from app.ui.screens import room_for
from app.ui.status_bar import AppStatusBar

if TYPE_CHECKING:
    from PySide6.QtCore import QMimeData
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtGui import QDragEnterEvent
    from PySide6.QtGui import QDropEvent
    from PySide6.QtGui import QResizeEvent

PREFERRED_SIZE = QSize(1280, 800)
# The tabs in the window's order; all but the first are built when first opened.
PAGES = (RecordKind.PRODUCT, RecordKind.PROJECT, RecordKind.SUBSCRIPTION)


def dropped_paths(data: QMimeData) -> list[Path]:
    """The local files and folders a drop brings (another program's text or links: none)."""
    return [Path(url.toLocalFile()) for url in data.urls() if url.isLocalFile()]


def _new_record(tab: RecordTab[Any]) -> None:
    tab.open_new()
    tab.focus_first_field()


def _duplicate(tab: RecordTab[Any]) -> None:
    # Only products have fields worth keeping for the next record, and only where the form
    # offers it (not for an untouched new product).
    button = getattr(tab.form, "duplicate_button", None) if tab.has_form else None
    if hasattr(tab, "duplicate") and button is not None and button.isVisibleTo(tab.form):
        tab.duplicate()


def _focus_search(tab: RecordTab[Any]) -> None:
    tab.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
    tab.search.selectAll()


class MainWindow(QMainWindow):
    # Emitted before the window closes: every receiver saves (no "save changes?").
    closing = Signal()
    # A folder or pictures dropped on the window (not on a record's pictures): the photo inbox.
    paths_dropped = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.setWindowTitle(APP_NAME)
        # Brings the window back within its screen after it grew past it (`resizeEvent`);
        # again while its least size still holds it past (a style sheet being changed).
        self._fit_timer = QTimer(self)
        self._fit_timer.setSingleShot(True)
        self._fit_timer.setInterval(50)
        self._fit_timer.timeout.connect(self._back_within_screen)
        self._fit_tries = 0
        # The environment in front over the tabs (`show_environment`).
        central = QWidget(self)
        column = boxed(QVBoxLayout, central, margins=(0, 0, 0, 0), spacing=0)
        self.environment_band = EnvironmentBand(central)
        self.tabs = QTabWidget(central)
        self.tabs.setObjectName("mainTabs")
        self.tabs.setDocumentMode(True)
        column.addWidget(self.environment_band)
        column.addWidget(self.tabs, 1)
        self.setCentralWidget(central)
        self.status = AppStatusBar(self)
        self.setStatusBar(self.status)
        self._build_actions()
        self.status.add_steering(
            self.pause_sync_action, self.resume_sync_action, self.cancel_sync_action
        )
        self._build_menus()
        self._build_toolbar()
        self.setAcceptDrops(True)
        # New, duplicate, find and queue act on the record tab in front.
        self.new_action.triggered.connect(lambda: self._on_front(_new_record))
        self.duplicate_action.triggered.connect(lambda: self._on_front(_duplicate))
        self.find_action.triggered.connect(lambda: self._on_front(_focus_search))
        self.queue_action.triggered.connect(lambda: self._on_front(RecordTab.queue_current))
        self.delete_action.triggered.connect(lambda: self._on_front(RecordTab.delete_chosen))

    # -- actions ---------------------------------------------------------
    def _action(
        self, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.new_action = self._action(self.tr("&New product"), QKeySequence.StandardKey.New)
        self.duplicate_action = self._action(self.tr("&Duplicate"), "Ctrl+D")
        self.find_action = self._action(self.tr("&Find"), QKeySequence.StandardKey.Find)
        # Named after the step they undo and redo (`app.ui.undo_menu`), which enables them.
        self.undo_action = self._action(self.tr("&Undo"), QKeySequence.StandardKey.Undo)
        self.redo_action = self._action(self.tr("&Redo"), "Ctrl+Shift+Z")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        self.delete_action = self._action(self.tr("&Delete"), QKeySequence.StandardKey.Delete)
        for action in (self.undo_action, self.redo_action):
            action.setEnabled(False)
        self.queue_action = self._action(self.tr("Queue for s&ync"), "Ctrl+Return")
        self.queue_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.sync_action = self._action(self.tr("&Sync now"), "F5")
        # Enabled by the sync controller only when they apply.
        self.pause_sync_action = self._action(self.tr("&Pause sync"))
        self.resume_sync_action = self._action(self.tr("&Resume sync"))
        self.cancel_sync_action = self._action(self.tr("&Cancel sync"))
        # The status bar's button by the progress says it in one word.
        steering = (self.pause_sync_action, self.resume_sync_action, self.cancel_sync_action)
        for action, short in zip(
            steering, (self.tr("Pause"), self.tr("Resume"), self.tr("Cancel")), strict=True
        ):
            action.setIconText(short)
            action.setEnabled(False)
        # Inventories in and out (spreadsheets), and labels for what was harvested.
        self.import_inventory_action = self._action(self.tr("Import &inventory…"))
        self.export_catalogue_action = self._action(self.tr("Export &catalogue…"))
        self.print_labels_action = self._action(self.tr("Print &labels…"))
        self.read_photos_action = self._action(self.tr("&Read photos…"))
        self.read_photos_action.setStatusTip(
            self.tr("Photos from a camera card or a phone find their records by their labels.")
        )
        # Archives of drafts handed to a colleague's Reuse Desk: not spreadsheets.
        self.export_action = self._action(self.tr("&Export drafts…"))
        self.import_action = self._action(self.tr("Import d&rafts…"))
        self.export_action.setStatusTip(self.tr("Hand drafts over to a colleague's Reuse Desk."))
        self.import_action.setStatusTip(self.tr("Take over drafts a colleague handed to you."))
        self.quit_action = self._action(self.tr("&Quit"), QKeySequence.StandardKey.Quit)
        self.quit_action.triggered.connect(self.close)
        self.connect_action = self._action(self.tr("&Connect to an environment…"))
        self.offline_action = self._action(self.tr("Work &offline"))
        self.offline_action.setCheckable(True)
        self.move_to_environment_action = self._action(self.tr("&Move to environment…"))
        self.move_to_environment_action.setStatusTip(
            self.tr("Move the selected new drafts to another environment.")
        )
        # Only with the embedded sandbox (the desk shows it).
        self.reset_sandbox_action = self._action(self.tr("Start the sandbox &afresh…"))
        self.reset_sandbox_action.setVisible(False)
        self.settings_action = self._action(self.tr("&Preferences…"))
        self.sync_log_action = self._action(self.tr("Sync &log…"))
        self.about_action = self._action(self.tr("&About Reuse Desk"))

    def _build_menus(self) -> None:
        file_actions = [self.new_action, self.duplicate_action, self.queue_action, None]
        file_actions += [self.import_inventory_action]
        file_actions += [self.export_catalogue_action, self.print_labels_action, None]
        file_actions += [self.export_action, self.import_action, None, self.quit_action]
        menus: dict[str, list[QAction | None]] = {  # None: a separator
            self.tr("&File"): file_actions,
            self.tr("&Edit"): [
                self.undo_action,
                self.redo_action,
                None,
                self.delete_action,
                None,
                self.find_action,
            ],
            self.tr("En&vironment"): [
                self.connect_action,
                self.offline_action,
                None,
                self.move_to_environment_action,
                self.reset_sandbox_action,
            ],
            self.tr("&Sync"): [
                self.sync_action,
                self.pause_sync_action,
                self.resume_sync_action,
                self.cancel_sync_action,
                None,
                self.sync_log_action,
            ],
            self.tr("&Photos"): [self.read_photos_action],
            self.tr("Se&ttings"): [self.settings_action],
            self.tr("&Help"): [self.about_action],
        }
        for title, actions in menus.items():
            menu = self.menuBar().addMenu(title)
            if actions is file_actions:
                self.file_menu = menu  # the desk checks "Undo import" as it opens
            elif self.find_action in actions:
                self.edit_menu = menu  # the products tab's edits of many join it
            for action in actions:
                if action is None:
                    menu.addSeparator()
                else:
                    menu.addAction(action)

    def _build_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Main"), self)
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        toolbar.addAction(self.new_action)
        toolbar.addAction(self.duplicate_action)
        toolbar.addSeparator()
        toolbar.addAction(self.connect_action)
        spacer = QWidget(toolbar)
        spacer.setSizePolicy(
            spacer.sizePolicy().Policy.Expanding, spacer.sizePolicy().Policy.Preferred
        )
        toolbar.addWidget(spacer)
        self.sync_button = QToolButton(toolbar)
        self.sync_button.setObjectName("syncButton")
        self.sync_button.setDefaultAction(self.sync_action)
        toolbar.addWidget(self.sync_button)
        self.addToolBar(toolbar)

    def adapt_actions(self, kind: RecordKind) -> None:
        """Name the record actions after the tab in front, and offer only what applies there."""
        names = {
            RecordKind.PRODUCT: self.tr("&New product"),
            RecordKind.PROJECT: self.tr("&New project"),
            RecordKind.SUBSCRIPTION: self.tr("&New subscription"),
        }
        self.new_action.setText(names[kind])
        # Hidden, not disabled: only products are duplicated.
        self.duplicate_action.setVisible(kind is RecordKind.PRODUCT)
        self.duplicate_action.setEnabled(kind is RecordKind.PRODUCT)

    def front_tab(self) -> RecordTab[Any] | None:
        """The record tab in front, once it is built (a place kept for one is a plain widget)."""
        shown = self.tabs.currentWidget()
        return shown if isinstance(shown, RecordTab) else None

    def _on_front(self, act: Callable[[RecordTab[Any]], object]) -> None:
        tab = self.front_tab()
        if tab is not None:
            act(tab)

    def add_tabs(self, products: QWidget, projects: QWidget, subscriptions: QWidget) -> None:
        for page, title in zip(
            (products, projects, subscriptions),
            (self.tr("Products"), self.tr("Projects"), self.tr("Subscriptions")),
            strict=True,
        ):
            self.tabs.addTab(page, title)

    def replace_page(self, index: int, page: QWidget) -> None:
        """Put `page` in the place kept for it at `index`, with the same title; same tab shown."""
        tabs = self.tabs
        placeholder = tabs.widget(index)
        title = tabs.tabText(index)
        current = tabs.currentIndex()
        with QSignalBlocker(tabs):
            tabs.removeTab(index)
            tabs.insertTab(index, page, title)
            tabs.setCurrentIndex(current)
        if placeholder is not None:
            placeholder.deleteLater()

    def show_environment(self, shown: EnvironmentShown) -> None:
        """The environment in front, in the title, the band and the status bar."""
        self.setWindowTitle(window_title(shown))
        self.environment_band.show_environment(shown)
        self.status.set_environment(status_text(shown), production=shown.production)

    # -- state -----------------------------------------------------------
    def restore_layout(self, geometry: str | None) -> None:
        """The size and place the user left (Qt brings them within the screens there are
        now), else the preferred size on this screen."""
        if geometry and self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii"))):
            # Qt keeps the window's inside within the screen, not its frame.
            room = room_for(self)
            if self.isMaximized() or self.isFullScreen() or room.expandedTo(self.size()) == room:
                return
        self.fit_to_screen()

    def fit_to_screen(self) -> None:
        """The preferred size where the screen has room for it with its frame; maximised
        (the whole screen but the task bar) where it has not."""
        room = room_for(self)
        if room.width() < PREFERRED_SIZE.width() or room.height() < PREFERRED_SIZE.height():
            self.resize(PREFERRED_SIZE.boundedTo(room))
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        else:
            self.resize(PREFERRED_SIZE)

    def saved_layout(self) -> str:
        return bytes(self.saveGeometry().toBase64().data()).decode("ascii")

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # A moment's larger least size (a style sheet or text size being changed) grows the
        # window; once it has passed, the window goes back within its screen.
        # Maximised or full screen, the system sizes it (Windows draws past the edges).
        full = Qt.WindowState.WindowMaximized | Qt.WindowState.WindowFullScreen
        if self.isVisible() and not self.windowState() & full and not fits_screen(self):
            self._fit_timer.start()

    def _back_within_screen(self) -> None:
        back_within_screen(self)
        self._fit_tries = 0 if fits_screen(self) else self._fit_tries + 1
        if 0 < self._fit_tries < 20:  # for a second at most
            self._fit_timer.start()

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if dropped_paths(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        if found := dropped_paths(event.mimeData()):
            event.acceptProposedAction()
            self.paths_dropped.emit(found)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closing.emit()
        super().closeEvent(event)
