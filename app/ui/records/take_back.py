"""Taking back a draft handed over to a colleague: "Take back" in the form's header (where
"Queue for sync" stands otherwise) and on the table's context menu, asked first with the
warning it needs (their computer may have sent it already); then the draft is this
computer's again (`app.work.drafts.take_back`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QObject
from PySide6.QtCore import Signal
from PySide6.QtGui import QAction

from app.store.errors import StoreError
from app.store.kinds import DraftState
from app.ui import messages
from app.work import drafts as work

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from app.store.drafts import Draft
    from app.store.store import Store
    from app.ui.records.form import RecordForm
    from app.ui.records.list_side import RecordList
    from app.work.changes import Changes


def _tr(text: str) -> str:
    return QCoreApplication.translate("RecordTab", text)


class TakeBack(QObject):
    """The button and the action, enabled for a handed-over draft (`show_for`); what the
    take-back changed is told through `publish`, then `taken_back`."""

    taken_back = Signal(str)  # draft id

    def __init__(
        self, tab: RecordList, form: RecordForm, store: Store, publish: Callable[[Changes], None]
    ) -> None:
        super().__init__(tab)
        self._tab, self.store, self.publish = tab, store, publish
        self.draft_id: str | None = None
        self.button = form.button(_tr("Take back"), self.confirm, "takeBackButton")
        self.button.hide()
        form.add_header_button(self.button)
        self.action = QAction(_tr("Take back"), tab)
        self.action.setObjectName("takeBackAction")
        self.action.triggered.connect(self.confirm)

    def show_for(self, draft: Draft | None) -> None:
        handed_over = draft is not None and draft.state is DraftState.HANDED_OVER
        self.draft_id = draft.id if handed_over and draft is not None else None
        self.button.setVisible(handed_over)
        self.action.setEnabled(handed_over)

    def confirm(self) -> QMessageBox | None:
        """The question over the tab, open; None when its draft is not handed over."""
        draft = None if self.draft_id is None else self.store.drafts.find(self.draft_id)
        if draft is None or draft.state is not DraftState.HANDED_OVER:
            return None
        from PySide6.QtWidgets import QMessageBox

        box = self._tab.confirm(
            "takeBackConfirmation",
            _tr("Take back"),
            _tr(
                "You handed this draft over to a colleague. If their computer has sent it "
                "already, sending it from here as well puts it on the service twice.\n\n"
                "Take it back only if you know it has not been sent."
            ),
            lambda: self.take_back(draft.id),
        )
        box.setIcon(QMessageBox.Icon.Warning)
        return box

    def take_back(self, draft_id: str) -> None:
        try:
            self.publish(work.take_back(self.store, draft_id).changes)
        except StoreError as exc:
            messages.report_failure(exc, "take back")
            return
        self.taken_back.emit(draft_id)
        messages.show_info(_tr("Taken back: queue the draft to send it from this computer."))
