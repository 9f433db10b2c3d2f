"""*Start the sandbox afresh*: the embedded sandbox and its local store emptied together,
after a warning. Both sides at once: a sandbox started afresh numbers its records from 1
again, so a local store kept from before would mix old records with new ones of the same
ids."""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox

from app.ui import messages
from app.ui.operations import Op

if TYPE_CHECKING:
    from app.ui.desk import Desk

log = logging.getLogger(__name__)


def ask_to_reset_sandbox(desk: Desk) -> QMessageBox | None:
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


def _start_afresh(desk: Desk) -> asyncio.Task[None]:
    return (
        Op(desk, reset_sandbox(desk), name="start the sandbox afresh")
        .success(
            lambda _: messages.show_info(
                QCoreApplication.translate("SandboxReset", "The sandbox started afresh.")
            )
        )
        .run()
    )


async def reset_sandbox(desk: Desk) -> None:
    """Stop the sync, empty the sandbox, give it a new empty store and connect again."""
    from app.work.environments import start_sandbox_afresh

    reset, profile = desk.sandbox_reset, desk.sync.sandbox_profile
    if reset is None or profile is None:
        return
    desk.flush_tabs()
    # Its changes are not published: the window is built anew over the new store, and the
    # old one's views (deleted at the loop's next turn) must not read their closed store.
    await start_sandbox_afresh(
        profile, release=desk.sync.release_store, empty=reset, renew=desk.environments.start_afresh
    )
    log.info("sandbox started afresh")
    desk.sync.connect_to(profile)
