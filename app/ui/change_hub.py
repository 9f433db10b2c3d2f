"""The window's one channel for "the store changed": every operation's `Changes`, and each
batch the sync stores, is published here once, and each view redraws from the store what the
change names (Anki's `operation_did_execute`). No view is refreshed by a hand-written call."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtCore import Signal

from app.work.changes import Changes


class ChangeHub(QObject):
    # (Changes, initiator): the initiator is the object that asked for the operation (a tab
    # may keep what it shows as it is when it made the change itself), or None.
    changed = Signal(object, object)

    def publish(self, changes: Changes, initiator: object | None = None) -> None:
        """Tell every view what changed; nothing is said of an empty change."""
        if changes:
            self.changed.emit(changes, initiator)
