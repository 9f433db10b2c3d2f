"""One rule for the mouse wheel over editors, for every form and dialog: the wheel scrolls
what the pointer is in, and changes an editor's value only where the user has focused that
editor. A drop-down of a record's state (`never_by_wheel`) never changes by the wheel.

Without it, scrolling a form with the pointer passing over a drop-down or a number box
changes that value (one notch, "Status" became "Sold") and the autosave keeps it. Installed
once on the application (`install`, after the first paint), so no editor can forget it.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtCore import QEvent
from PySide6.QtCore import QObject
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractScrollArea
from PySide6.QtWidgets import QAbstractSlider
from PySide6.QtWidgets import QAbstractSpinBox
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QScrollBar
from PySide6.QtWidgets import QWidget

_NEVER = "neverByWheel"
_guard: WheelGuard | None = None


def never_by_wheel(editor: QWidget) -> None:
    """`editor` (a record's state) never changes by the wheel, focused or not."""
    editor.setProperty(_NEVER, True)


def _guarded_editor(widget: QObject | None) -> QWidget | None:
    """The value editor `widget` belongs to (a combo's own line edit belongs to the combo)."""
    while isinstance(widget, QWidget):
        if isinstance(widget, QComboBox | QAbstractSpinBox):
            return widget
        if isinstance(widget, QAbstractSlider) and not isinstance(widget, QScrollBar):
            return widget
        if widget.isWindow() or isinstance(widget, QAbstractScrollArea):
            return None
        widget = widget.parentWidget()
    return None


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return parent if isinstance(parent, QAbstractScrollArea) else None


_WHEEL, _POLISH = QEvent.Type.Wheel, QEvent.Type.Polish


class WheelGuard(QObject):
    """The application's event filter that applies the rule (see the module)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()  # every event of the application passes here: the cheap test first
        if kind != _WHEEL:
            if kind == _POLISH:
                _no_wheel_focus(watched)
            return False
        editor = _guarded_editor(watched)
        if editor is None:
            return False
        if editor.hasFocus() and not editor.property(_NEVER):
            return False  # the user chose this editor: the wheel is theirs to use
        area = _scroll_area_of(editor)
        if area is not None:
            # What Qt's scroll area does with a wheel over its viewport: it scrolls.
            QCoreApplication.sendEvent(area.viewport(), event)
        return True


def _no_wheel_focus(widget: QObject) -> None:
    # A drop-down or a number box takes the focus from a wheel over it (before any filter
    # sees the wheel), which would make every wheel over it a "focused" one.
    if isinstance(widget, QWidget) and widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)


def install() -> None:
    """Apply the rule to every widget of the application, those made already and those
    to come (once; later calls do nothing)."""
    global _guard
    app = QApplication.instance()
    if not isinstance(app, QApplication) or _guard is not None:
        return
    for widget in app.allWidgets():
        _no_wheel_focus(widget)
    _guard = WheelGuard(app)
    app.installEventFilter(_guard)
