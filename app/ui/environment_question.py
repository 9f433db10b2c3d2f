"""The question for a store whose environment is not known (kept from an earlier version
whose record of it was lost): which environment its work belongs to, or none of them (kept
on this computer). Asked before connecting, since nothing of it is sent until answered; the
answer is one of the operations of `app.work.environment_assignment`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QInputDialog, QWidget

if TYPE_CHECKING:
    from app.api.environments import EnvironmentProfile
    from app.work.environment_assignment import Assigned

_CONTEXT = "EnvironmentQuestion"


def _tr(text: str, count: int = -1) -> str:
    return QCoreApplication.translate(_CONTEXT, text, "", count)


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
    keep = _tr("None of these: keep it on this computer, unsent")
    by_name = {p.name: p for p in profiles}
    dialog = QInputDialog(parent)
    dialog.setObjectName("assignEnvironment")
    dialog.setWindowTitle(_tr("Where does this work belong?"))
    count = drafts  # a name, not a call: Qt's lupdate reads the plural's count only so
    dialog.setLabelText(
        _tr(
            "This computer holds %n draft(s) of an earlier version whose environment is not"
            " known. Nothing of it is sent until you say where it belongs. Which environment"
            " is it?",
            count,
        )
    )
    dialog.setComboBoxItems([*by_name, keep])
    dialog.setComboBoxEditable(False)
    if connecting.name in by_name:
        dialog.setTextValue(connecting.name)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    chosen: list[bool] = []

    def selected(name: str) -> None:
        chosen.append(True)
        answered(by_name.get(name))

    dialog.textValueSelected.connect(selected)
    dialog.finished.connect(lambda _result: None if chosen else cancelled())
    dialog.open()
    return dialog


def said(outcome: Assigned, name: str | None) -> str:
    """What the window says of the answer (`name`: the environment chosen)."""
    from app.work.environment_assignment import Assigned

    if outcome is Assigned.BOUND:
        return _tr("The work is %1's now and is sent there.").replace("%1", name or "")
    if outcome is Assigned.HAS_STORE:
        return _tr(
            "%1 already has its own work on this computer: nothing was changed. The work"
            " stays unsent."
        ).replace("%1", name or "")
    if outcome is Assigned.LOCAL:
        return _tr(
            "Kept on this computer: its drafts are offered to each environment you connect to."
        )
    if outcome is Assigned.KEPT_UNKNOWN:
        return _tr(
            "Kept on this computer, unsent: it holds changes of records of a service, which"
            " go only to the environment they came from."
        )
    return ""
