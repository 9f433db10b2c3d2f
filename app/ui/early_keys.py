"""What the user types before the product form is there: kept, and typed into the form's
first field once it has the focus.

The start builds the form in short turns of the event loop after the first paint (see
`startup`), so the window takes input meanwhile; the focus then rests on the window's tab
bar, which takes no text. A key that nothing in the window took reaches the window itself:
it is kept here rather than lost, and handed to the form when the start focuses it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget

# Keys kept besides text: correcting what was typed.
_EDITING_KEYS = (Qt.Key.Key_Backspace,)
_LIMIT = 500  # keys kept at most (a held key repeats)


class EarlyKeys(QObject):
    """Watches `window` for keys nobody took, until `hand_over` or `drop`."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.keys: list[tuple[int, Qt.KeyboardModifier, str]] = []
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if watched is self.window and kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            assert isinstance(event, QKeyEvent)
            if _is_typing(event):
                if kind == QEvent.Type.KeyPress and len(self.keys) < _LIMIT:
                    self.keys.append((event.key(), event.modifiers(), event.text()))
                return True
        return False

    def hand_over(self) -> None:
        """Type the kept keys into the widget that has the focus now, and stop watching."""
        self.drop()
        target = QApplication.focusWidget()
        if target is None:
            return
        for key, modifiers, text in self.keys:
            for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
                QApplication.sendEvent(target, QKeyEvent(kind, key, modifiers, text))
        self.keys.clear()

    def drop(self) -> None:
        self.window.removeEventFilter(self)


def _is_typing(event: QKeyEvent) -> bool:
    modifiers = event.modifiers()
    control, alt = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier
    alt_gr = modifiers & control and modifiers & alt  # Windows reports AltGr so
    if modifiers & Qt.KeyboardModifier.MetaModifier or (modifiers & (control | alt) and not alt_gr):
        return False  # a shortcut the window did not take is not text
    text = event.text()
    return event.key() in _EDITING_KEYS or (bool(text) and text.isprintable())
