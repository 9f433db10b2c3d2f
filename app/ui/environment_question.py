"""The question for a store whose environment is not known (kept from an earlier version
whose record of it was lost): which environment its work belongs to, or none of them (kept
on this computer). Asked before connecting, since nothing of it is sent until answered; the
answer is one of the operations of `app.work.environment_assignment`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from app.api.environments import EnvironmentProfile
    from app.work.environment_assignment import Assigned


def ask_where_it_belongs(
    parent: QWidget | None,
    drafts: int,
    profiles: list[EnvironmentProfile],
    *,
    connecting: EnvironmentProfile,
    answered: Callable[[EnvironmentProfile | None], None],
    cancelled: Callable[[], None],
) -> QInputDialog:
    """Open the question; `answered(profile)`, or `answered(None)` for "none of them";
    `cancelled()` when closed without an answer (asked again next time). Open on return."""
    keep = QCoreApplication.translate(
        "EnvironmentQuestion", "None of these: keep it on this computer, unsent"
    )
    by_name = {p.name: p for p in profiles}
    dialog = QInputDialog(parent)
    dialog.setObjectName("assignEnvironment")
    dialog.setWindowTitle(
        QCoreApplication.translate("EnvironmentQuestion", "Where does this work belong?")
    )
    # %1, not %n: Qt finds a plural only for the texts lupdate marks so (`tr` calls).
    dialog.setLabelText(
        QCoreApplication.translate(
            "EnvironmentQuestion",
            "This computer holds drafts of an earlier version whose environment is not known"
            " (%1). Nothing of them is sent until you say where they belong. Which environment"
            " is it?",
        ).replace("%1", str(drafts))
    )
    for label in dialog.findChildren(QLabel):
        label.setWordWrap(True)  # a long question in lines, not a window as wide as it
    dialog.setComboBoxItems([*by_name, keep])
    dialog.setComboBoxEditable(False)
    if connecting.name in by_name:
        dialog.setTextValue(connecting.name)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.textValueSelected.connect(lambda name: answered(by_name.get(name)))
    dialog.rejected.connect(cancelled)  # Escape, Cancel or closed: no answer
    dialog.open()
    return dialog


def said(outcome: Assigned, name: str | None) -> str:
    """What the window says of the answer (`name`: the environment chosen)."""
    from app.work.environment_assignment import Assigned

    if outcome is Assigned.BOUND:
        return QCoreApplication.translate(
            "EnvironmentQuestion", "The work belongs to %1 now and is sent there."
        ).replace("%1", name or "")
    if outcome is Assigned.HAS_STORE:
        return QCoreApplication.translate(
            "EnvironmentQuestion",
            "%1 already has its own work on this computer: nothing was changed. The work"
            " stays unsent.",
        ).replace("%1", name or "")
    if outcome is Assigned.LOCAL:
        return QCoreApplication.translate(
            "EnvironmentQuestion",
            "Kept on this computer: its drafts are offered to each environment you connect to.",
        )
    if outcome is Assigned.KEPT_UNKNOWN:
        return QCoreApplication.translate(
            "EnvironmentQuestion",
            "Kept on this computer, unsent: it holds changes of records of a service, which"
            " go only to the environment they came from.",
        )
    return ""
