"""Taking back a draft handed over to a colleague: asked first, with the warning it needs
(their computer may have sent it already), then the draft is this computer's again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from app.store.errors import StoreError
from app.store.kinds import DraftState
from app.ui import messages

if TYPE_CHECKING:
    from app.ui.records.tab import RecordTab


def confirm(tab: RecordTab[Any]) -> QMessageBox | None:
    """The question over `tab`, open; None when its draft is not handed over."""
    draft_id = tab.editing.draft_id
    draft = None if draft_id is None else tab.store.drafts.find(draft_id)
    if draft is None or draft.state is not DraftState.HANDED_OVER:
        return None
    box = tab.confirm(
        "takeBackConfirmation",
        QCoreApplication.translate("RecordTab", "Take back"),
        QCoreApplication.translate(
            "RecordTab",
            "You handed this draft over to a colleague. If their computer has sent it "
            "already, sending it from here as well puts it on the service twice.\n\n"
            "Take it back only if you know it has not been sent.",
        ),
        lambda: tab.take_back(draft.id),
    )
    box.setIcon(QMessageBox.Icon.Warning)
    return box


def take_back(tab: RecordTab[Any], draft_id: str) -> None:
    try:
        tab.store.drafts.take_back(draft_id)
    except StoreError as exc:
        messages.report_failure(exc, "take back")
        return
    tab.model.update_row(f"d:{draft_id}")
    if tab.editing.draft_id == draft_id:
        tab.open_draft(draft_id)
    messages.show_info(
        QCoreApplication.translate(
            "RecordTab", "Taken back: queue the draft to send it from this computer."
        )
    )
    tab.drafts_changed.emit()
