"""*Start the sandbox afresh*: the embedded sandbox and its local store emptied together,
after a warning. Both sides at once: a sandbox started afresh numbers its records from 1
again, so a local store kept from before would mix old records with new ones of the same
ids."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from app.ui import messages
from app.ui.hosts import FlushesTabs
from app.ui.hosts import HasEnvironments
from app.ui.hosts import HasHub
from app.ui.hosts import HasSync
from app.ui.hosts import HasWindow
from app.ui.operations import Op

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.ui.environment_switch import EnvironmentSwitch
    from app.ui.sync_controller import SyncController
    from app.work.changes import Outcome

log = logging.getLogger(__name__)


class ResetHost(
    HasWindow["QWidget | None"],
    HasSync["SyncController"],
    HasEnvironments["EnvironmentSwitch"],
    HasHub,
    FlushesTabs,
    Protocol,
):
    """What starting the sandbox afresh asks of the session."""

    @property
    def sandbox_reset(self) -> Callable[[], None] | None:
        """Empties the embedded sandbox; None when the session runs without one."""


def ask_to_reset_sandbox(desk: ResetHost) -> QMessageBox | None:
    """Warn first; on "Start afresh" both sides are emptied. The box is open on return."""
    if desk.sandbox_reset is None:
        return None
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("SandboxReset", "Start the sandbox afresh"),
        QCoreApplication.translate(
            "SandboxReset",
            "Everything in the sandbox goes: its products, projects, photos and subscriptions,"
            " and every draft and change made for it on this computer. The sandbox then starts"
            " again with its demo data. Other environments are not touched.",
        ),
        QMessageBox.StandardButton.Cancel,
        desk.window,
    )
    box.setObjectName("resetSandboxQuestion")
    start = box.addButton(
        QCoreApplication.translate("SandboxReset", "Start afresh"),
        QMessageBox.ButtonRole.DestructiveRole,
    )
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.buttonClicked.connect(lambda button: _start_afresh(desk) if button is start else None)
    box.open()
    return box


def _start_afresh(desk: ResetHost) -> asyncio.Task[Outcome[None] | None]:
    # Its `Changes` (everything) are published before the sentence: the window built anew
    # over the new store reads it (the old one's views no longer listen).
    return (
        Op(None, reset_sandbox(desk), name="start the sandbox afresh")
        .publishing(desk.hub)
        .success(
            lambda _: messages.show_info(
                QCoreApplication.translate("SandboxReset", "The sandbox started afresh.")
            )
        )
        .run()
    )


async def reset_sandbox(desk: ResetHost) -> Outcome[None] | None:
    """Stop the sync, empty the sandbox, give it a new empty store and connect again."""
    from app.work.environments import start_sandbox_afresh

    reset, profile = desk.sandbox_reset, desk.sync.sandbox_profile
    if reset is None or profile is None:
        return None
    desk.flush_tabs()
    done = await start_sandbox_afresh(
        profile, release=desk.sync.release_store, empty=reset, renew=desk.environments.start_afresh
    )
    log.info("sandbox started afresh")
    desk.sync.connect_to(profile)
    return done
