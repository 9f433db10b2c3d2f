"""The dialogs the window's menus open: connection, preferences, sync log, about, and the
drafts' export and import. Each is opened with `open()`, never `exec()` (that would stall
the session's asyncio tasks), and returned, so a test can fill it in; its module loads
when first opened.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from app import APP_NAME, __version__, paths
from app.ui import messages

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from app.api.environments import EnvironmentProfile
    from app.settings import UiSettings
    from app.ui.connection_dialog import ConnectionDialog
    from app.ui.desk import Desk
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
        from app.settings import save_settings

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
        from app.settings import save_settings

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
        dialog.fileSelected.connect(lambda file: self._carry(Path(file), saving=saving))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _carry(self, file: Path, *, saving: bool) -> None:
        """Export to or import from `file`; say so, or why not."""
        from app.store.archive import ImportReport, export_drafts, import_drafts

        if saving:
            self.desk.flush_tabs()  # what was typed a moment ago goes along
        try:
            report = (export_drafts if saving else import_drafts)(self.desk.store, file)
        except Exception as exc:
            messages.report_failure(exc, "export" if saving else "import")
            return
        log.info("%s: %s", "export" if saving else "import", report)
        if isinstance(report, ImportReport):
            from app.ui.message_table import describe

            messages.show_info(" ".join(describe(n) for n in report.notices(file.name)))
        elif report.drafts:
            done = self.tr(
                "%n draft(s) handed over in %1: your colleague's computer sends them, this one"
                " no longer does.",
                "",
                report.drafts,
            )
            messages.show_info(done.replace("%1", file.name))
        else:
            messages.show_info(self.tr("There were no drafts to hand over."))
        # Handed over here, or new here: the tables and the open form show it.
        self.desk.refresh_views()
