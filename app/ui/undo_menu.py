"""Edit ▸ Undo and Redo (Ctrl+Z; Ctrl+Shift+Z and Ctrl+Y), named after the step they undo
and redo ("Undo: delete 10 products"), over the store in front (`app.work.undo`).

A step that cannot be undone now is not offered: the menu item is disabled, its status tip
says why (checked as the menu opens, and again at the key). Undoing a step whose records
the sync has sent since says so first: the service keeps what it has, and each such record
gets an edit draft with its earlier values, sent when the user queues it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer

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


def step_name(step: UndoStep) -> str:
    """What the step did, in the window's language: "delete 10 products"."""
    tr = QCoreApplication.translate
    count = step.count
    nouns = {
        RecordKind.PRODUCT: tr("UndoMenu", "%n product(s)", None, count),
        RecordKind.PROJECT: tr("UndoMenu", "%n project(s)", None, count),
        RecordKind.SUBSCRIPTION: tr("UndoMenu", "%n subscription(s)", None, count),
    }
    verbs = {
        "delete": tr("UndoMenu", "delete %1"),
        "queue": tr("UndoMenu", "queue %1"),
        "archive": tr("UndoMenu", "archive %1"),
        "take_back": tr("UndoMenu", "take back %1"),
        "settle_conflict": tr("UndoMenu", "settle the conflict of %1"),
        "link_accepted": tr("UndoMenu", "link %1 to the service's record"),
        "send_again": tr("UndoMenu", "send %1 again"),
        "bulk": tr("UndoMenu", "edit %1 together"),
        "cells": tr("UndoMenu", "change %1 in the table"),
        "duplicate": tr("UndoMenu", "duplicate %1"),
    }
    verb = verbs.get(step.action, tr("UndoMenu", "change %1"))
    return verb.replace("%1", nouns[step.kind])


def why_not(notice: Notice) -> str:
    tr = QCoreApplication.translate
    reasons = {
        "undo.being_sent": tr(
            "UndoMenu", "Some of its records are being sent now: wait until the sync is done."
        ),
        "undo.changed_since": tr(
            "UndoMenu", "Its records were changed after the undo: it can no longer be redone."
        ),
        "undo.clashes": tr(
            "UndoMenu",
            "A newer edit of the same record is open: delete or send that one first.",
        ),
    }
    return reasons.get(notice.code, tr("UndoMenu", "It can no longer be done."))


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

    def _store_changed(self, _changes: object, _by: object) -> None:
        self.show_offer()

    @property
    def store(self) -> Store:
        return self.session.store

    def show_offer(self, *, check: bool = False) -> None:
        tr = QCoreApplication.translate
        journal = self.store.undo
        pairs = (
            (self.window.undo_action, journal.next_undo(), False, tr("UndoMenu", "&Undo")),
            (self.window.redo_action, journal.next_redo(), True, tr("UndoMenu", "&Redo")),
        )
        for action, step, redo, plain in pairs:
            if step is None:
                action.setText(plain)
                action.setEnabled(False)
                action.setStatusTip(tr("UndoMenu", "There is nothing to undo or redo."))
                continue
            if redo:
                text = tr("UndoMenu", "&Redo: %1").replace("%1", step_name(step))
            else:
                text = tr("UndoMenu", "&Undo: %1").replace("%1", step_name(step))
            action.setText(text)
            standing = journal.standing(step, redo=redo) if check else None
            blocked = standing.blocked if standing is not None else None
            action.setEnabled(blocked is None)
            action.setStatusTip("" if blocked is None else why_not(blocked))

    # -- undo and redo ----------------------------------------------------
    def undo(self) -> QMessageBox | None:
        self.session.flush_tabs()
        journal = self.store.undo
        step = journal.next_undo()
        if step is None:
            messages.show_info(QCoreApplication.translate("UndoMenu", "There is nothing to undo."))
            return None
        standing = journal.standing(step)
        if standing.blocked is not None:
            messages.show_error(why_not(standing.blocked))
            self.show_offer(check=True)
            return None
        if not standing.sent:
            self._run(redo=False)
            return None
        from app.ui.questions import ask

        tr = QCoreApplication.translate
        return ask(
            self.window,
            "undoSentQuestion",
            tr("UndoMenu", "Undo a change that was sent"),
            tr(
                "UndoMenu",
                "%n of its record(s) have been sent to the service since. The service keeps "
                "them as they are: undoing gives each an edit draft with its earlier values, "
                "sent when you queue it. Undo?",
                None,
                len(standing.sent),
            ),
            lambda yes: self._run(redo=False, as_edits=True) if yes else None,
        )

    def redo(self) -> None:
        self.session.flush_tabs()
        journal = self.store.undo
        step = journal.next_redo()
        if step is None:
            messages.show_info(QCoreApplication.translate("UndoMenu", "There is nothing to redo."))
            return
        standing = journal.standing(step, redo=True)
        if standing.blocked is not None:
            messages.show_error(why_not(standing.blocked))
            self.show_offer(check=True)
            return
        self._run(redo=True)

    def _run(self, *, redo: bool, as_edits: bool = False) -> None:
        from app.work import undo as work

        tr = QCoreApplication.translate
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
        name = step_name(reverted.step)
        if redo:
            text = tr("UndoMenu", "Redone: %1").replace("%1", name)
        else:
            text = tr("UndoMenu", "Undone: %1").replace("%1", name)
        if reverted.as_edits:
            text += " " + tr(
                "UndoMenu",
                "%n edit draft(s) with the earlier values wait to be queued.",
                None,
                len(reverted.as_edits),
            )
        if reverted.kept:
            text += " " + tr(
                "UndoMenu", "%n record(s) changed since were kept.", None, len(reverted.kept)
            )
        messages.show_info(text)

    def _publish(self, changes: Changes) -> None:
        self.session.hub.publish(changes, self)
