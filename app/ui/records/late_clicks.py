"""A click can never land on a button that appeared under the pointer in the meantime.

The form's buttons come and go with the record's state ("Queue for sync" goes once queued):
the second click of a double click would take whatever stands there by then ("Duplicate").
For the double-click interval after a press, a press at the same place on another button of
the form is swallowed: the user meant the first button, and it is gone.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import QPoint
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

_PRESSES = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick)


class LateClickGuard(QObject):
    """An event filter of the buttons of one form."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pressed: QObject | None = None
        self._at = QPoint()
        self._since = QElapsedTimer()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() not in _PRESSES or not isinstance(event, QMouseEvent):
            return False
        at = event.globalPosition().toPoint()
        late = (
            self._pressed is not None
            and watched is not self._pressed
            and self._since.isValid()
            and self._since.elapsed() < QApplication.doubleClickInterval()
            and (at - self._at).manhattanLength() <= QApplication.startDragDistance()
        )
        if late:
            return True  # swallowed: the pointer has not moved since the other button's press
        self._pressed, self._at = watched, at
        self._since.start()
        return False
