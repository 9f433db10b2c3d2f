"""Edit ▸ Undo and Redo (Ctrl+Z; Ctrl+Shift+Z and Ctrl+Y), named after the step they undo
and redo ("Undo: delete 10 products"), over the store in front (`app.work.undo`).

A step that cannot be undone now is not offered: the menu item is disabled, its status tip
says why (checked as the menu opens, and again at the key). Undoing a step whose records
the sync has sent since says so first: the service keeps what it has, and each such record
gets an edit draft with its earlier values, sent when the user queues it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer

from app.store.errors import StoreError
from app.store.kinds import RecordKind
from app.ui import messages

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMessageBox

    from app.api.notices import Notice
    from app.store.store import Store
    from app.store.undo import UndoStep
    from app.ui.change_hub import ChangeHub
    from app.ui.main_window import MainWindow
    from app.work.changes import Changes


class UndoSession(Protocol):
    """What the actions need of the running application (`app.ui.desk.Desk`)."""

    store: Store
    hub: ChangeHub

    def flush_tabs(self) -> None: ...


class UndoActions(QObject):
    def __init__(self, window: MainWindow, session: UndoSession) -> None:
        super().__init__(window)
        self.window = window
        self.session = session
        window.undo_action.triggered.connect(self.undo)
        window.redo_action.triggered.connect(self.redo)
        # Whether the step can run is checked as the menu opens (it reads its records);
        # a change of the store only names the steps again.
        window.edit_menu.aboutToShow.connect(self._menu_opens)
        # A slot of this object: the connection goes with the window (rebuilt over a store).
        session.hub.changed.connect(self._store_changed)
        window.installEventFilter(self)
        QTimer.singleShot(0, self, self.show_offer)  # after the first paint

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self.show_offer()
        return False

    def _menu_opens(self) -> None:
        self.show_offer(check=True)

    def _store_changed(self, changes: Changes, _by: object) -> None:
        if not changes.arriving:  # a first load's rows are never undone
            self.show_offer()

    @property
    def store(self) -> Store:
        return self.session.store

    def show_offer(self, *, check: bool = False) -> None:
        if self.store.closed:
            return  # the window goes with it: a late timer or language change says nothing
        journal = self.store.undo
        pairs = (
            (
                self.window.undo_action,
                journal.next_undo(),
                False,
                self.tr("&Undo"),
            ),
            (
                self.window.redo_action,
                journal.next_redo(),
                True,
                self.tr("&Redo"),
            ),
        )
        for action, step, redo, plain in pairs:
            if step is None:
                action.setText(plain)
                action.setEnabled(False)
                action.setStatusTip(self.tr("There is nothing to undo or redo."))
                continue
            if redo:
                text = self.tr("&Redo: %1").replace("%1", self.step_name(step))
            else:
                text = self.tr("&Undo: %1").replace("%1", self.step_name(step))
            action.setText(text)
            standing = journal.standing(step, redo=redo) if check else None
            blocked = standing.blocked if standing is not None else None
            action.setEnabled(blocked is None)
            action.setStatusTip("" if blocked is None else self.why_not(blocked))

    # -- names -----------------------------------------------------------
    def step_name(self, step: UndoStep) -> str:
        """What the step did, in the window's language: "delete 10 products"."""
        count = step.count
        nouns = {
            RecordKind.PRODUCT: self.tr("%n product(s)", "", count),
            RecordKind.PROJECT: self.tr("%n project(s)", "", count),
            RecordKind.SUBSCRIPTION: self.tr("%n subscription(s)", "", count),
        }
        verbs = {
            "delete": self.tr("delete %1"),
            "queue": self.tr("queue %1"),
            "archive": self.tr("archive %1"),
            "take_back": self.tr("take back %1"),
            "settle_conflict": self.tr("settle the conflict of %1"),
            "link_accepted": self.tr("link %1 to the service's record"),
            "send_again": self.tr("send %1 again"),
            "bulk": self.tr("edit %1 together"),
            "cells": self.tr("change %1 in the table"),
            "duplicate": self.tr("duplicate %1"),
            "copy_previous": self.tr("copy previous values into %1"),
            "import": self.tr("import %1"),
            "split": self.tr("split %1"),
            "merge": self.tr("merge %1"),
            "add_photos": self.tr("add photos to %1"),
        }
        verb = verbs.get(step.action, self.tr("change %1"))
        return verb.replace("%1", nouns[step.kind])

    def why_not(self, notice: Notice) -> str:
        reasons = {
            "undo.being_sent": self.tr(
                "Some of its records are being sent now: wait until the sync is done."
            ),
            "undo.changed_since": self.tr(
                "Its records were changed after the undo: it can no longer be redone."
            ),
            "undo.damaged": self.tr(
                "What it changed can no longer be read: it cannot be undone or redone."
            ),
            "undo.pair_changed": self.tr(
                "A record of the split or merge was sent or changed since: merge or split "
                "them again instead."
            ),
            "undo.clashes": self.tr(
                "A newer edit of the same record is open: delete or send that one first.",
            ),
        }
        return reasons.get(notice.code, self.tr("It can no longer be done."))

    # -- undo and redo ----------------------------------------------------
    def undo(self) -> QMessageBox | None:
        self.session.flush_tabs()
        journal = self.store.undo
        step = journal.next_undo()
        if step is None:
            messages.show_info(self.tr("There is nothing to undo."))
            return None
        standing = journal.standing(step)
        if standing.blocked is not None:
            messages.show_error(self.why_not(standing.blocked))
            self.show_offer(check=True)
            return None
        if not standing.sent:
            self._run(redo=False)
            return None
        from app.ui.questions import ask

        sent = len(standing.sent)

        return ask(
            self.window,
            "undoSentQuestion",
            self.tr("Undo a change that was sent"),
            self.tr(
                "%n of its record(s) have been sent to the service since. The service keeps "
                "them as they are: undoing gives each an edit draft with its earlier values, "
                "sent when you queue it. Undo?",
                "",
                sent,
            ),
            lambda yes: self._run(redo=False, as_edits=True) if yes else None,
        )

    def redo(self) -> None:
        self.session.flush_tabs()
        journal = self.store.undo
        step = journal.next_redo()
        if step is None:
            messages.show_info(self.tr("There is nothing to redo."))
            return
        standing = journal.standing(step, redo=True)
        if standing.blocked is not None:
            messages.show_error(self.why_not(standing.blocked))
            self.show_offer(check=True)
            return
        self._run(redo=True)

    def _run(self, *, redo: bool, as_edits: bool = False) -> None:
        from app.work import undo as work

        try:
            outcome: Any = (
                work.redo(self.store) if redo else work.undo(self.store, as_edits=as_edits)
            )
        except StoreError as exc:
            from app.ui.message_table import describe

            messages.show_error(describe(exc.notice))
            return
        reverted = outcome.value
        self._publish(outcome.changes)
        if reverted is None:
            return
        name = self.step_name(reverted.step)
        if redo:
            text = self.tr("Redone: %1").replace("%1", name)
        else:
            text = self.tr("Undone: %1").replace("%1", name)
        edits, kept = len(reverted.as_edits), len(reverted.kept)
        if edits:
            text += " " + self.tr(
                "%n edit draft(s) with the earlier values wait to be queued.",
                "",
                edits,
            )
        if kept:
            text += " " + self.tr("%n record(s) changed since were kept.", "", kept)
        messages.show_info(text)

    def _publish(self, changes: Changes) -> None:
        self.session.hub.publish(changes, self)
