"""The offer of a newer version: a quiet bar above the tabs, never a dialog at the start.

`start_check(desk)` runs once the window is complete: it asks the manifest named by the
organisation's presets file (`app/api/updates.py`), at most once a day, and shows nothing
unless a newer installer for this machine is announced. *Download…* opens the installer's
address in the browser; *Later* hides the bar until the next day's check.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import UTC
from datetime import datetime
from typing import TYPE_CHECKING
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QMainWindow
from PySide6.QtWidgets import QSizePolicy
from PySide6.QtWidgets import QToolBar
from PySide6.QtWidgets import QToolButton

from app import APP_NAME
from app import paths
from app.ui.hosts import HasSettings
from app.ui.hosts import HasSync
from app.ui.hosts import HasWindow
from app.ui.operations import Op

if TYPE_CHECKING:
    import asyncio

    import httpx

    from app.api.updates import UpdateOffer

log = logging.getLogger(__name__)


class Client(Protocol):
    @property
    def http(self) -> httpx.AsyncClient | None: ...


class OfferHost(HasWindow["QMainWindow | None"], HasSettings, HasSync[Client], Protocol):
    """What the update check asks of the session: its settings (when it last asked), the
    HTTP client and the window the bar goes in."""


class UpdateBar(QToolBar):
    """The offer of `offer`'s version, with *Download…* and *Later*."""

    def __init__(self, offer: UpdateOffer, window: QMainWindow) -> None:
        super().__init__(window)
        self.offer = offer
        self.setObjectName("updateOffer")
        self.setWindowTitle(self.tr("Update"))
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # not among the toolbars one can show
        self.message = QLabel(
            self.tr("A newer version is available: %1 %2.")
            .replace("%1", APP_NAME)
            .replace("%2", offer.version),
            self,
        )
        self.message.setObjectName("updateMessage")
        self.message.setWordWrap(True)
        self.message.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        details = [offer.notes] if offer.notes else []
        details.append(self.tr("Installer: %1").replace("%1", offer.url))
        details.append(f"SHA-256: {offer.sha256}")
        self.message.setToolTip("\n".join(details))
        self.addWidget(self.message)
        self.download_button = self._button(self.tr("&Download…"), self.download)
        self.download_button.setObjectName("updateDownload")
        self.download_button.setToolTip(self.tr("Opens the installer's address in your browser."))
        self.later_button = self._button(self.tr("&Later"), self.later)

    def _button(self, text: str, slot: Callable[[], None]) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setAccessibleName(text.replace("&", ""))
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.clicked.connect(slot)
        self.addWidget(button)
        return button

    def download(self) -> None:
        if not QDesktopServices.openUrl(QUrl(self.offer.url)):
            log.warning("update: no browser opened %s", self.offer.url)
        self.later()

    def later(self) -> None:
        self.hide()
        self.deleteLater()


def start_check(desk: OfferHost) -> asyncio.Task[UpdateOffer | None] | None:
    """Ask the manifest if the presets name one and a day has passed; None: no request."""
    from app.api.updates import find_update
    from app.api.updates import is_due
    from app.api.updates import manifest_address

    address = manifest_address(paths.presets_path())
    if address is None or desk.window is None or desk.sync.http is None:
        return None
    now = datetime.now(UTC)
    if not is_due(desk.settings.update_checked_at, now):
        log.info("update check: done today already (%s)", desk.settings.update_checked_at)
        return None
    # Remembered before asking: a start that fails or hangs must not ask again today.
    desk.settings.update_checked_at = now
    from app.settings import save_settings

    try:
        save_settings(desk.settings)
    except OSError as exc:
        log.warning("settings not saved: %s", exc)
    return (
        Op(None, find_update(desk.sync.http, address), name="update check")
        .success(lambda offer: show_offer(desk, offer))
        .failure(lambda exc: log.warning("update check failed: %r", exc))
        .run()
    )


def show_offer(desk: OfferHost, offer: UpdateOffer | None) -> None:
    """The bar over the window's tabs, when there is a newer version to offer."""
    window = desk.window
    if offer is None or window is None:
        return
    for old in window.findChildren(UpdateBar):
        old.later()
    bar = UpdateBar(offer, window)
    window.addToolBarBreak()
    window.addToolBar(bar)
