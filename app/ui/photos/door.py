"""The ways into the photo inbox that the desk wires: *Foto's inlezen…* (a folder chosen), a
folder or pictures dropped on the window, and the watched folder of the preferences. One
inbox at a time: what comes while it is open joins it."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt

from app.ui.hosts import HasHub
from app.ui.hosts import HasSettings
from app.ui.hosts import HasStore
from app.ui.hosts import HasTabs
from app.ui.hosts import HasWindow

if TYPE_CHECKING:
    from PySide6.QtWidgets import QFileDialog
    from PySide6.QtWidgets import QWidget

    from app.ui.photos.dialog import PhotoInboxDialog
    from app.ui.photos.watch import FolderWatch
    from app.ui.records.tab import RecordTab


class Host(
    HasStore,
    HasHub,
    HasWindow["QWidget | None"],
    HasSettings,
    HasTabs["RecordTab[Any] | None"],
    Protocol,
):
    """What the inbox's ways in need of the desk, read when used (the store, the window and
    its tabs in front change with the environment)."""


class PhotoInboxDoor(QObject):
    def __init__(self, desk: Host, parent: QObject) -> None:
        super().__init__(parent)
        self.desk = desk
        self.inbox: PhotoInboxDialog | None = None
        self.watch: FolderWatch | None = None

    def choose_folder(self) -> QFileDialog:
        """Ask for the folder (a card, a phone's); the dialog is open (not run) on return."""
        from app.ui import file_places

        return file_places.folder_dialog(
            self.desk.window,
            "photoFolderDialog",
            self.tr("Read photos from a folder"),
            lambda folder: self.open_with([folder]),
            file_places.PICTURES,  # where the record's photos come from
        )

    def open_with(self, dropped: list[Path], *, activate: bool = True) -> PhotoInboxDialog:
        """The inbox (the one open, else a new one) reading `dropped`."""
        from app.ui.photos.dialog import PhotoInboxDialog

        inbox = self.inbox
        if inbox is None or not shiboken6.isValid(inbox) or not inbox.isVisible():
            minutes = self.desk.settings.photo_pause_minutes
            inbox = PhotoInboxDialog(
                self.desk.store,
                self.desk.hub,
                pause=dt.timedelta(minutes=minutes),
                parent=self.desk.window,
            )
            inbox.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            # A watched folder's pictures open it without taking the keyboard from the user.
            inbox.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, not activate)
            self.inbox = inbox
            if self.desk.window is not None:  # pictures dropped on a product in its list
                from app.ui.photos.record_drop import RecordDrop

                RecordDrop(
                    self.desk.window, inbox, lambda: self.desk.products, lambda: self.desk.store
                )
            # Not modal: the user may look up a record in the window meanwhile.
            inbox.show()
            if activate:
                inbox.raise_()
                inbox.activateWindow()
        inbox.read(dropped)
        return inbox

    def follow_settings(self) -> None:
        """Watch the folder the preferences name (none: no watching)."""
        from app.ui.photos.watch import FolderWatch

        wanted = self.desk.settings.photo_watch_folder
        folder = Path(wanted) if wanted else None
        if self.watch is not None and (folder is None or self.watch.folder != folder):
            self.watch.stop()
            self.watch.deleteLater()
            self.watch = None
        if folder is not None and self.watch is None:
            self.watch = FolderWatch(folder, self)
            self.watch.arrived.connect(lambda found: self.open_with(found, activate=False))
            self.watch.start()

    def stop(self) -> None:
        if self.watch is not None:
            self.watch.stop()
