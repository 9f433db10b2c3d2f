"""What a record tab does to the drafts the user chose: the rows selected in its table (two
or more), else the record in the form. Deleting asks once for many, and is undone like any
action (Ctrl+Z); queueing queues each draft that can be sent and lists the others with why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol

from PySide6.QtCore import QObject

from app.store.errors import StoreError
from app.ui import messages
from app.work import drafts as work

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QMessageBox
    from PySide6.QtWidgets import QWidget

    from app.api.notices import Notice
    from app.store.catalogue import ListingRow
    from app.store.kinds import RecordKind
    from app.store.store import Store
    from app.ui.records.session import Editing
    from app.work.changes import Changes


class Tab(Protocol):
    """What these actions need of a record tab (`app.ui.records.tab.RecordTab`)."""

    KIND: RecordKind
    store: Store
    editing: Editing

    @property
    def queued(self) -> SignalInstance: ...

    def selected_rows(self) -> list[ListingRow]: ...

    def flush(self) -> None: ...

    def publish(self, changes: Changes) -> None: ...

    def confirm(self, name: str, title: str, text: str, then: Any) -> QMessageBox: ...

    def as_widget(self) -> QWidget: ...


class ManyDrafts(QObject):
    """The tab's actions on the drafts chosen (made for each action)."""

    def __init__(self, tab: Tab) -> None:
        super().__init__()
        self.tab = tab

    def chosen(self) -> tuple[list[str], dict[str, str], bool]:
        """The drafts chosen (by id), the titles of the rows chosen by draft id or key, and
        whether the table's selection chose them (more than one row selected)."""
        rows = self.tab.selected_rows()
        if len(rows) > 1:
            titles = {r.draft_id or f"s:{r.server_id}": r.title for r in rows}
            return [r.draft_id for r in rows if r.draft_id is not None], titles, True
        draft_id = self.tab.editing.draft_id
        return ([] if draft_id is None else [draft_id]), {}, False

    def delete_chosen(self) -> QMessageBox | None:
        """Delete the drafts chosen: one at once, many after one question."""
        self.tab.flush()
        ids, _titles, _many = self.chosen()
        if not ids:
            messages.show_info(
                self.tr("There is no draft to delete here: select the drafts first.")
            )
            return None
        count = len(ids)
        if count == 1:
            self._delete(ids)
            return None
        return self.tab.confirm(
            "deleteDraftsQuestion",
            self.tr("Delete drafts"),
            self.tr(
                "Delete %n draft(s)? Edit ▸ Undo (Ctrl+Z) brings them back.",
                "",
                count,
            ),
            lambda: self._delete(ids),
        )

    def _delete(self, ids: list[str]) -> None:
        try:
            outcome = work.delete(self.tab.store, self.tab.KIND, ids)
        except StoreError as exc:
            messages.report_failure(exc, "deleting drafts")
            return
        self.tab.publish(outcome.changes)
        deleted, refused = outcome.value.drafts, outcome.value.refused
        done, left = len(deleted), len(refused)
        if refused and not deleted:
            messages.show_error(self._why(next(iter(refused.values()))))
        elif refused:
            messages.show_error(
                self.tr("%n draft(s) deleted; ", "", done)
                + self.tr("%n not: ", "", left)
                + self._why(next(iter(refused.values())))
            )
        else:
            messages.show_info(self.tr("%n draft(s) deleted. Ctrl+Z brings them back.", "", done))

    def _why(self, notice: Notice) -> str:
        from app.ui.message_table import describe

        return describe(notice)

    def queue_chosen(self) -> QMessageBox | None:
        """Queue every draft of the rows selected that can be sent; list the others, with why."""
        self.tab.flush()
        ids, titles, _many = self.chosen()
        try:
            outcome = work.queue(self.tab.store, self.tab.KIND, ids)
        except StoreError as exc:
            messages.report_failure(exc, "queue")
            return None
        self.tab.publish(outcome.changes)
        queued = outcome.value.drafts
        done = len(queued)
        reasons = {key: self._not_queued(why) for key, why in outcome.value.refused.items()}
        # A row without a draft is the service's record as it is: nothing to send.
        reasons |= {key: self.tr("nothing changed") for key in titles if key.startswith("s:")}
        if queued:
            self.tab.queued.emit(queued[0].id)  # the sync may start
        # Uploads held after failing round after round wait for the user's word (those of
        # the drafts queued now were released with them).
        keys = [*(f"d:{i}" for i in ids), *(k for k in titles if k.startswith("s:"))]
        held = work.held_uploads(self.tab.store, self.tab.KIND, keys)
        if held:
            return self._offer_retry(held, done)
        if not reasons:
            messages.show_info(self.tr("%n draft(s) queued; sent at the next sync.", "", done))
            return None
        from PySide6.QtWidgets import QMessageBox

        lines = [f"• {titles.get(key) or key}: {why}" for key, why in reasons.items()]
        left = len(reasons)
        box = QMessageBox(
            QMessageBox.Icon.Information,
            self.tr("Queue for sync"),
            self.tr("%n draft(s) queued. ", "", done)
            + self.tr("%n not queued:", "", left)
            + "\n"
            + "\n".join(lines),
            QMessageBox.StandardButton.Ok,
            self.tab.as_widget(),
        )
        box.setObjectName("notQueuedList")
        box.open()
        return box

    def _offer_retry(self, held: list[str], done: int) -> QMessageBox:
        """Ask whether the held uploads of the records chosen are tried again."""
        from app.ui.questions import ask

        def answered(yes: bool) -> None:
            if not yes:
                return
            try:
                outcome = work.retry_held(self.tab.store, held)
            except StoreError as exc:
                messages.report_failure(exc, "retry uploads")
                return
            self.tab.publish(outcome.changes)
            self.tab.queued.emit("")  # the sync may start
            messages.show_info(
                self.tr("%n upload(s) will be tried again at the next sync.", "", outcome.value)
            )

        return ask(
            self.tab.as_widget(),
            "retryHeldQuestion",
            self.tr("Queue for sync"),
            self.tr("%n draft(s) queued. ", "", done)
            + self.tr(
                "%n upload(s) of these records failed round after round and wait for you. "
                "Try them again at the next sync?",
                "",
                len(held),
            ),
            answered,
            yes_default=True,
        )

    def _not_queued(self, why: work.NotQueued) -> str:
        if why.notice.code == work.UNCHANGED:
            return self.tr("nothing changed")
        if why.notice.code == work.INVALID:
            fields = len(why.problems)
            return self.tr("%n field(s) to correct", "", fields)
        return self._why(why.notice)
