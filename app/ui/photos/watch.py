"""The watched folder (*Voorkeuren*): looked at every few seconds while the program runs, off
the window's thread (a phone's sync folder may be on a slow disk); each picture that arrived
and has stopped growing (`app.photos.arrivals`) is handed on once."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer
from PySide6.QtCore import Signal

from app.photos.arrivals import Arrivals
from app.photos.inbox import FolderUnreadableError
from app.photos.inbox import TooManyPicturesError
from app.ui import messages
from app.ui.message_table import describe
from app.ui.operations import Op

log = logging.getLogger(__name__)

LOOK_EVERY_MS = 3000  # a copy's size stays the same this long before it is taken as whole


class FolderWatch(QObject):
    """Looks at `folder` on a timer; `arrived` with the pictures new and whole."""

    arrived = Signal(list)

    def __init__(
        self, folder: Path, parent: QObject | None = None, *, every_ms: int = LOOK_EVERY_MS
    ) -> None:
        super().__init__(parent)
        self.folder = folder
        self._arrivals = Arrivals(folder)
        self._looking = False
        self.timer = QTimer(self)
        self.timer.setInterval(every_ms)
        self.timer.timeout.connect(self.look)

    def start(self) -> None:
        self.timer.start()
        self.look()  # what is there now is not new

    def stop(self) -> None:
        self.timer.stop()

    def look(self) -> None:
        if self._looking:
            return  # the last look has not come back (a slow disk)
        self._looking = True
        (
            Op(self, asyncio.to_thread(self._arrivals.look), name="watched folder")
            .success(self._found)
            .failure(self._unusable)
            .finally_(self._looked)
            .run()
        )

    def _looked(self) -> None:
        self._looking = False

    def _found(self, pictures: list[Path]) -> None:
        if pictures:
            self.arrived.emit(pictures)

    def _unusable(self, error: BaseException) -> None:
        # Said once, not every few seconds: the folder is not followed until set again.
        self.stop()
        if isinstance(error, FolderUnreadableError | TooManyPicturesError):
            messages.show_error(describe(error.notice))
        else:
            log.error("watched folder not read", exc_info=error)
