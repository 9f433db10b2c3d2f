"""*Move to environment…*: the selected new drafts of the tab in front go, with their photos
and files, to another environment's store, exactly once (`app.store.moving`). A draft bound
to a server record stays: it edits a record of this environment only."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog

from app.ui import messages
from app.ui.hosts import FlushesTabs
from app.ui.hosts import HasEnvironments
from app.ui.hosts import HasHub
from app.ui.hosts import HasStore
from app.ui.hosts import HasSync
from app.ui.hosts import HasWindow

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from app.api.environments import EnvironmentProfile
    from app.store.store import Store
    from app.ui.records.tab import RecordTab

log = logging.getLogger(__name__)


class Stores(Protocol):
    def store_of(self, profile: EnvironmentProfile, *, in_front: bool = True) -> Store: ...


class Profiles(Protocol):
    def profiles(self) -> list[EnvironmentProfile]: ...


class MoveHost(
    HasStore,
    HasWindow["QWidget | None"],
    HasSync[Profiles],
    HasEnvironments[Stores],
    HasHub,
    FlushesTabs,
    Protocol,
):
    """What moving drafts asks of the session."""

    def current_tab(self) -> RecordTab[Any] | None: ...


def ask_where_to_move(desk: MoveHost) -> QInputDialog | None:
    """Ask which environment the selected drafts go to; the dialog is open on return."""
    tab = desk.current_tab()
    ids = [row.draft_id for row in (tab.selected_rows() if tab else []) if row.draft_id]
    if not ids:
        messages.show_info(
            QCoreApplication.translate("MoveDrafts", "Select the new drafts to move first.")
        )
        return None
    others = {p.name: p for p in desk.sync.profiles() if p.key != desk.store.environment_key}
    if not others:
        messages.show_info(
            QCoreApplication.translate(
                "MoveDrafts", "There is no other environment to move drafts to."
            )
        )
        return None
    dialog = QInputDialog(desk.window)
    dialog.setObjectName("moveToEnvironment")
    dialog.setWindowTitle(QCoreApplication.translate("MoveDrafts", "Move to environment"))
    # %1, not %n: Qt finds a plural only for the texts lupdate marks so (`tr` calls).
    dialog.setLabelText(
        QCoreApplication.translate("MoveDrafts", "Move the selected drafts (%1) to:").replace(
            "%1", str(len(ids))
        )
    )
    dialog.setComboBoxItems(list(others))
    dialog.setComboBoxEditable(False)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.textValueSelected.connect(lambda name: move(desk, others[name], ids))
    dialog.open()
    return dialog


def move(desk: MoveHost, profile: EnvironmentProfile, draft_ids: list[str]) -> None:
    """Move `draft_ids` to `profile`'s store and say what moved (and what stayed, why)."""
    from app.ui.message_table import describe
    from app.work.environments import move_drafts

    desk.flush_tabs()  # what was typed a moment ago goes along
    try:
        target = desk.environments.store_of(profile, in_front=False)
        moved = move_drafts(desk.store, target, draft_ids)
    except Exception as exc:
        messages.report_failure(exc, "move to environment")
        return
    log.info("moved to %s: %s", profile.key, moved.value)
    desk.hub.publish(moved.changes)
    messages.show_info(" ".join(describe(n) for n in moved.value.notices(profile.name)))
