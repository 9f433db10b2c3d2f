"""The dialogs the window's menus open: connection, preferences, sync log, about, and the
file dialogs of the drafts' export and import.

Every dialog is opened with `open()`, never run with `exec()` (that would stall the
asyncio tasks of the session), and returned, so a test can fill it in. Each dialog's
module loads when the dialog is first asked for, not with the window.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from app import APP_NAME, __version__, paths
from app.ui import messages

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from app.api.environments import EnvironmentProfile
    from app.store.store import Store
    from app.ui.connection_dialog import ConnectionDialog
    from app.ui.desk import Desk
    from app.ui.settings import UiSettings
    from app.ui.settings_dialog import SettingsDialog
    from app.ui.sync_log_dialog import SyncLogDialog

log = logging.getLogger(__name__)


class DeskDialogs(QObject):
    """Opens the menus' dialogs over `desk`'s window and applies what they return."""

    def __init__(self, desk: Desk) -> None:
        super().__init__(desk)
        self.desk = desk

    # -- the connection and the preferences ----------------------------------------------
    def open_connection_dialog(self) -> ConnectionDialog:
        from app.ui.connection_dialog import ConnectionDialog

        sync = self.desk.sync
        dialog = ConnectionDialog(
            sync.profiles(),
            current=sync.profile,
            secrets_for=sync.secrets_for,
            http=sync.http,
            parent=self.desk.window,
        )
        dialog.chosen.connect(self._connection_chosen)
        dialog.work_offline.connect(lambda: sync.set_offline(True))
        dialog.open()
        return dialog

    def _connection_chosen(self, profile: EnvironmentProfile) -> None:
        from app.ui.settings import save_settings

        settings = self.desk.settings
        if profile.source == "settings":
            entries = [e for e in settings.environments if e.get("name") != profile.name]
            entries.append(profile.model_dump(mode="json", exclude={"source"}, exclude_none=True))
            settings.environments = entries
            save_settings(settings)
        self.desk.sync.connect_to(profile)

    def open_settings(self) -> SettingsDialog:
        from app.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.desk.settings, self.desk.window)
        dialog.saved.connect(self._settings_saved)
        dialog.open()
        return dialog

    def _settings_saved(self, new: UiSettings) -> None:
        from app.ui.settings import save_settings

        language_changed = new.language != self.desk.settings.language
        self.desk.settings = new
        save_settings(new)
        self.desk.sync.schedule_auto_sync()
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
    def export_drafts(self) -> QFileDialog:
        """Ask where to write the export; the dialog is open (not run) when this returns."""
        return self._file_dialog(
            "exportDialog", self.tr("Export drafts"), self._export_to, saving=True
        )

    def import_drafts(self) -> QFileDialog:
        """Ask which export to read; the dialog is open (not run) when this returns."""
        return self._file_dialog(
            "importDialog", self.tr("Import drafts"), self._import_from, saving=False
        )

    def _file_dialog(
        self, name: str, title: str, then: Callable[[str], None], *, saving: bool
    ) -> QFileDialog:
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self.desk.window, title)
        dialog.setObjectName(name)
        if saving:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        else:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.setNameFilter(self.tr("Reuse Desk export (*.zip)"))
        dialog.setDefaultSuffix("zip")
        dialog.fileSelected.connect(then)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _export_to(self, target: str) -> None:
        from app.store.archive import export_drafts

        self.desk.flush_tabs()
        self._carry(export_drafts, target, "export", self.tr("Drafts exported to %1."))

    def _import_from(self, source: str) -> None:
        from app.store.archive import import_drafts

        if self._carry(import_drafts, source, "import", self.tr("Drafts imported from %1.")):
            self.desk.refresh_views()

    def _carry(
        self, move: Callable[[Store, Path], object], file: str, what: str, done: str
    ) -> bool:
        """Export to or import from `file`; say so, or why not."""
        try:
            report = move(self.desk.store, Path(file))
        except Exception as exc:
            messages.report_failure(exc, what)
            return False
        log.info("%s: %s", what, report)
        messages.show_info(done.replace("%1", Path(file).name))
        return True
