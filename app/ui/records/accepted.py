"""The two ways out for a draft the service accepted without saying where it is.

The program never sends such a create again by itself (see `app.sync.sending`): the draft
needs attention, and its form offers "Link to product…" (the user found the record on the
website and gives its id) and "Send again" (explicitly, after a warning that it may put the
record on the service twice).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from app.store.errors import StoreError
from app.store.kinds import ACCEPTED_UNPLACED
from app.store.kinds import RecordKind
from app.ui import messages
from app.work import drafts as work

if TYPE_CHECKING:
    from PySide6.QtWidgets import QInputDialog
    from PySide6.QtWidgets import QMessageBox
    from PySide6.QtWidgets import QPushButton
    from PySide6.QtWidgets import QWidget

    from app.store.drafts import Draft
    from app.store.store import Store
    from app.ui.records.form import RecordForm
    from app.work.changes import Changes


def accepted_without_id(draft: Draft | None) -> bool:
    """Whether the draft waits for the user because its create (or an upload) was accepted
    without an id, or with one that cannot be trusted."""
    return (
        draft is not None
        and draft.error_message is not None
        and draft.error_message.code in ACCEPTED_UNPLACED
    )


class AcceptedActions(QObject):
    """The form's two buttons, shown only for such a draft; either queues it again
    (`requeued`), what it changed told through `publish`."""

    requeued = Signal(str)  # draft id

    def __init__(
        self,
        parent: QWidget,
        form: RecordForm,
        store: Store,
        kind: RecordKind,
        publish: Callable[[Changes], None],
    ) -> None:
        super().__init__(parent)
        self._parent = parent
        self.store = store
        self.kind = kind
        self.publish = publish
        self.draft_id: str | None = None
        link = {
            RecordKind.PRODUCT: self.tr("Link to product…"),
            RecordKind.PROJECT: self.tr("Link to project…"),
        }.get(self.kind, self.tr("Link to subscription…"))
        self.link_button: QPushButton = form.button(link, self.ask_link, "linkAcceptedButton")
        self.resend_button: QPushButton = form.button(
            self.tr("Send again"), self.confirm_resend, "resendAcceptedButton"
        )
        for button in (self.link_button, self.resend_button):
            button.hide()
            form.add_header_button(button)

    def show_for(self, draft: Draft | None) -> None:
        waiting = accepted_without_id(draft)
        self.draft_id = draft.id if waiting and draft is not None else None
        # Linking names the record the create made: only while the draft has none.
        self.link_button.setVisible(waiting and draft is not None and draft.server_id is None)
        self.resend_button.setVisible(waiting)

    def ask_link(self) -> QInputDialog | None:
        draft_id = self.draft_id
        if draft_id is None:
            return None
        from PySide6.QtWidgets import QInputDialog  # not for the first paint
        from PySide6.QtWidgets import QLineEdit  # not for the first paint

        dialog = QInputDialog(self._parent)
        dialog.setObjectName("linkAcceptedDialog")
        dialog.setWindowTitle(self.link_button.text().rstrip("…"))
        dialog.setLabelText(
            self.tr(
                "The service accepted this draft but did not say under which number. Look it "
                "up on the website and enter its number here."
            )
        )
        dialog.setTextEchoMode(QLineEdit.EchoMode.Normal)
        dialog.textValueSelected.connect(lambda text: self.link(draft_id, text))
        dialog.open()
        return dialog

    def link(self, draft_id: str, text: str) -> None:
        try:
            outcome = work.link_accepted(self.store, draft_id, text)
        except StoreError as exc:
            messages.report_failure(exc, "link to a server record")
            return
        if outcome.value is None:
            messages.show_error(self.tr("Enter the number the website shows for it."))
            return
        self.publish(outcome.changes)
        said = self.tr("Linked to %1; it is synced with it next.")
        messages.show_info(said.replace("%1", str(outcome.value.server_id)))
        self.requeued.emit(draft_id)

    def confirm_resend(self) -> QMessageBox | None:
        draft_id = self.draft_id
        if draft_id is None:
            return None
        from PySide6.QtWidgets import QMessageBox

        from app.ui.questions import ask

        return ask(
            self._parent,
            "resendAcceptedConfirmation",
            self.resend_button.text(),
            self.tr(
                "The service accepted this draft already, but did not say where it put it. "
                "Sending it again may put it on the service twice.\n\n"
                "Send it again only if you checked on the website that it is not there."
            ),
            lambda yes: self.resend(draft_id) if yes else None,
            icon=QMessageBox.Icon.Warning,
            no=QMessageBox.StandardButton.Cancel,
            delete_on_close=False,
        )

    def resend(self, draft_id: str) -> None:
        outcome = messages.attempt(lambda: work.send_again(self.store, draft_id), "send again")
        if outcome is None:
            return
        self.publish(outcome.changes)
        self.requeued.emit(draft_id)
