"""The dialogs the window's menus open: connection, preferences, sync log, about, the
drafts' export and import (archives for a colleague), and the inventory's: a spreadsheet
imported (Edit ▸ Undo takes it back, as any action), the catalogue exported, labels
printed. Each is opened with `open()`, never `exec()` (that would stall the session's
asyncio tasks), and returned, so a test can fill it in; its module loads when first opened.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import logging
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Protocol

from PySide6.QtCore import QObject
from PySide6.QtCore import Qt

from app import APP_NAME
from app import __version__
from app import paths
from app.store.kinds import RecordKind
from app.ui import messages
from app.ui.hosts import FlushesTabs
from app.ui.hosts import HasEnvironments
from app.ui.hosts import HasHub
from app.ui.hosts import HasLanguage
from app.ui.hosts import HasStore
from app.ui.hosts import HasSync
from app.ui.hosts import HasWindow
from app.work.changes import Changes

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog
    from PySide6.QtWidgets import QMessageBox
    from PySide6.QtWidgets import QWidget

    from app.api.environments import EnvironmentProfile
    from app.inventory.importing import ImportResult
    from app.settings import UiSettings
    from app.store.catalogue import ListingRow
    from app.ui.connection_dialog import ConnectionDialog
    from app.ui.environment_switch import EnvironmentSwitch
    from app.ui.handover import Handover
    from app.ui.inventory.import_dialog import ImportDialog
    from app.ui.main_window import MainWindow
    from app.ui.photos.door import PhotoInboxDoor
    from app.ui.products.products_tab import ProductsTab
    from app.ui.settings_dialog import SettingsDialog
    from app.ui.sync_controller import SyncController
    from app.ui.sync_log_dialog import SyncLogDialog

log = logging.getLogger(__name__)


class DialogsHost(
    HasStore,
    HasWindow["MainWindow | None"],
    HasLanguage,
    HasSync["SyncController"],
    HasEnvironments["EnvironmentSwitch"],
    HasHub,
    FlushesTabs,
    Protocol,
):
    """What the menus' dialogs ask of the session."""

    settings: UiSettings  # the preferences dialog puts the saved ones in its place

    @property
    def products(self) -> ProductsTab | None: ...
    @property
    def photo_inbox(self) -> PhotoInboxDoor: ...
    def after_queue(self) -> None: ...


class DeskDialogs(QObject):
    """Opens the menus' dialogs over `desk`'s window and applies what they return."""

    def __init__(self, desk: DialogsHost, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.desk = desk
        self._handover: Handover | None = None

    # -- the connection and the preferences ----------------------------------------------
    def open_connection_dialog(self) -> ConnectionDialog:
        from app.ui.connection_dialog import ConnectionDialog

        sync = self.desk.sync
        dialog = ConnectionDialog(
            sync.profiles(),
            current=sync.profile,
            secrets_for=sync.secrets_for,
            http=sync.http,
            skipped=sync.skipped_profiles,
            parent=self.desk.window,
        )
        dialog.chosen.connect(self._connection_chosen)
        dialog.work_offline.connect(lambda: sync.set_offline(True))
        dialog.open()
        return dialog

    def _connection_chosen(self, profile: EnvironmentProfile) -> None:
        from app.api.environment_keys import environment_key
        from app.settings import save_settings

        settings = self.desk.settings
        old_key: str | None = None
        if profile.source == "settings":
            old = [e for e in settings.environments if e.get("name") == profile.name]
            if old and isinstance(address := old[-1].get("base_url"), str):
                # A stored address with no reading (a port out of range) had no store.
                with contextlib.suppress(ValueError):
                    old_key = environment_key(address)
            entries = [e for e in settings.environments if e.get("name") != profile.name]
            entries.append(profile.model_dump(mode="json", exclude={"source"}, exclude_none=True))
            settings.environments = entries
            save_settings(settings)
        if old_key is not None and old_key != profile.key:
            # Another address: the same service (its store goes along) or another one?
            self.desk.environments.address_changed(
                old_key, profile, lambda: self.desk.sync.connect_to(profile)
            )
        else:
            self.desk.sync.connect_to(profile)

    def open_settings(self) -> SettingsDialog:
        from app.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.desk.settings, self.desk.window)
        dialog.saved.connect(self._settings_saved)
        dialog.open()
        return dialog

    def _settings_saved(self, new: UiSettings) -> None:
        from app.settings import save_settings

        language_changed = new.language != self.desk.settings.language
        self.desk.settings = new
        save_settings(new)
        self.desk.sync.schedule_auto_sync()
        self.desk.photo_inbox.follow_settings()
        if language_changed:
            self.desk.apply_language()

    # -- what happened, and who we are ---------------------------------------------------
    def open_sync_log(self) -> SyncLogDialog:
        from app.ui.sync_log_dialog import SyncLogDialog

        dialog = SyncLogDialog(self.desk.store.sync_log.recent_log(500), self.desk.window)
        dialog.open()
        return dialog

    def show_about(self) -> QMessageBox:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("About %1").replace("%1", APP_NAME),
            self.tr("%1 %2\nCatalogue reusable building materials, offline first.\nData folder: %3")
            .replace("%1", APP_NAME)
            .replace("%2", __version__)
            .replace("%3", str(paths.data_dir())),
            QMessageBox.StandardButton.Ok,
            self.desk.window,
        )
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    # -- moving drafts to another machine ------------------------------------------------
    def choose_archive(self, *, saving: bool) -> QFileDialog:
        """Ask which file to export to or import from; the dialog is open (not run) on return."""
        from PySide6.QtWidgets import QFileDialog

        title = self.tr("Export drafts") if saving else self.tr("Import drafts")
        dialog = QFileDialog(self.desk.window, title)
        dialog.setObjectName("exportDialog" if saving else "importDialog")
        if saving:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        else:
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilter(self.tr("Reuse Desk export (*.zip)"))
        dialog.setDefaultSuffix("zip")
        from app.ui import file_places

        # Saving: a name proposed, as every save dialog does (the date tells exports apart).
        proposed = (
            self.tr("drafts-%1").replace("%1", dt.date.today().isoformat()) + ".zip"
            if saving
            else ""
        )
        file_places.place(dialog, file_places.ARCHIVE, proposed)
        dialog.fileSelected.connect(lambda file: self._carry(Path(file), saving=saving))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _carry(self, file: Path, *, saving: bool) -> None:
        """Export to or import from `file` (`app.ui.handover`, in a worker thread)."""
        handing = self.handover()
        if saving:
            handing.export_to(file)
        else:
            handing.import_from(file)

    def handover(self) -> Handover:
        """The export's and import's part of the window, made when first used."""
        if self._handover is None:
            from app.ui.handover import Handover

            self._handover = Handover(self.desk, self)
        return self._handover

    # -- inventories: spreadsheets in and out, labels -------------------------------------
    def open_inventory_import(self) -> ImportDialog:
        from app.ui.inventory.import_dialog import open_import_dialog

        dialog = open_import_dialog(
            self.desk.store, language=self.desk.window_language, parent=self.desk.window
        )
        dialog.imported.connect(self._inventory_imported)
        return dialog

    def _inventory_imported(self, result: ImportResult, file_name: str) -> None:
        """The new drafts in the products tab (in front), and a sentence saying how many."""
        from app.inventory.importing import imported_notices
        from app.ui.message_table import describe

        log.info("inventory %s imported: %s", file_name, result)
        if self.desk.window is not None:
            self.desk.window.tabs.setCurrentIndex(0)
        self.desk.hub.publish(
            Changes.of_drafts(RecordKind.PRODUCT, (), outbox=result.queued, listed=True)
        )
        if result.queued:
            self.desk.after_queue()
        messages.show_info(" ".join(describe(n) for n in imported_notices(result, file_name)))

    def _product_rows(self, *, selection: bool) -> list[ListingRow]:
        """The products tab's selected rows (or, for labels, its current record when none
        is selected), or every row of its current search."""
        products = self.desk.products
        if products is None:
            return []
        if not selection:
            return list(products.matching_rows())
        rows = list(products.selected_rows())
        editing = products.editing
        if rows or (editing.draft_id is None and editing.server_id is None):
            return rows
        return [
            row
            for row in products.matching_rows()
            if (editing.draft_id is not None and row.draft_id == editing.draft_id)
            or (editing.draft_id is None and row.server_id == editing.server_id)
        ][:1]

    def open_catalogue_export(self) -> QWidget:
        from app.ui.inventory.catalogue_export import SEARCH
        from app.ui.inventory.catalogue_export import SELECTION
        from app.ui.inventory.catalogue_export import open_catalogue_export

        self.desk.flush_tabs()  # what was typed a moment ago is exported too
        products = self.desk.products
        scopes = {
            SEARCH: lambda: self._product_rows(selection=False),
            SELECTION: lambda: list(products.selected_rows()) if products else [],
        }
        return open_catalogue_export(
            self.desk.window, self.desk.store, scopes=scopes, language=self.desk.window_language
        )

    def open_labels(self) -> QWidget | None:
        from app.ui.labels.dialog import open_labels_dialog

        self.desk.flush_tabs()  # a draft typed a moment ago has its name on the label
        rows = self._product_rows(selection=True)
        if not rows:
            messages.show_info(self.tr("Select the products to print labels for."))
            return None
        return open_labels_dialog(self.desk.window, self.desk.store, rows)
