"""Which environment the window works in, said three times: the window title, the status
bar and a coloured band over the tabs. Production is unmistakable (a red band saying
PRODUCTION in capitals); a test environment is calm; before any environment the band says
that new drafts stay on this computer. It follows the store in front, so it holds when
working offline too. Its tooltip says where: the service's address and, for the local
sandbox (a random port each start), how to sign in to it from another program."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

from app import APP_NAME
from app.ui.status_bar import set_look


@dataclass(frozen=True)
class EnvironmentShown:
    """The environment in front as the marker shows it (`name` None: none yet)."""

    name: str | None = None
    production: bool = False
    address: str | None = None  # the service's base address, where known
    sandbox: bool = False  # the sandbox this program runs on this computer

    @property
    def look(self) -> str:
        if self.name is None:
            return "none"
        return "production" if self.production else "test"


def band_text(shown: EnvironmentShown) -> str:
    if shown.name is None:
        return QCoreApplication.translate(
            "EnvironmentMarker",
            "No environment yet: new drafts stay on this computer until you connect.",
        )
    if shown.production:
        return QCoreApplication.translate(
            "EnvironmentMarker", "PRODUCTION · %1 · changes go to the live service"
        ).replace("%1", shown.name)
    return QCoreApplication.translate("EnvironmentMarker", "%1 · test environment").replace(
        "%1", shown.name
    )


def window_title(shown: EnvironmentShown) -> str:
    if shown.name is None:
        return APP_NAME
    if shown.production:
        return (
            QCoreApplication.translate("EnvironmentMarker", "%1 — PRODUCTION — %2")
            .replace("%1", shown.name)
            .replace("%2", APP_NAME)
        )
    return f"{shown.name} — {APP_NAME}"


def status_text(shown: EnvironmentShown) -> str:
    if shown.name is None:
        return QCoreApplication.translate("EnvironmentMarker", "No environment")
    return (
        QCoreApplication.translate("EnvironmentMarker", "PRODUCTION: %1").replace("%1", shown.name)
        if shown.production
        else shown.name
    )


def marker_tooltip(shown: EnvironmentShown) -> str:
    """Where the environment is: its address; for the sandbox also its demo credentials
    (public on purpose: demo data on this computer only)."""
    if shown.name is None or shown.address is None:
        return ""
    if not shown.sandbox:
        return QCoreApplication.translate("EnvironmentMarker", "Address: %1").replace(
            "%1", shown.address
        )
    # Here, not at the top: the environments' models load pydantic, after the first paint.
    from app.api.environments import SANDBOX_CLIENT_ID
    from app.api.environments import SANDBOX_CLIENT_SECRET

    return (
        QCoreApplication.translate(
            "EnvironmentMarker",
            "The local sandbox, demo data on this computer only.\nAddress: %1 (a new port"
            " each start)\nClient id: %2 · secret: %3",
        )
        .replace("%1", shown.address)
        .replace("%2", SANDBOX_CLIENT_ID)
        .replace("%3", SANDBOX_CLIENT_SECRET)
    )


class EnvironmentBand(QLabel):
    """The coloured band over the tabs."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("environmentBand")
        self.show_environment(EnvironmentShown())

    def show_environment(self, shown: EnvironmentShown) -> None:
        self.setText(band_text(shown))
        self.setAccessibleName(band_text(shown))
        self.setToolTip(marker_tooltip(shown))
        set_look(self, "environment", shown.look)
