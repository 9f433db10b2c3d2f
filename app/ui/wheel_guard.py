"""One rule for the mouse wheel over editors, for every form and dialog: the wheel scrolls
what the pointer is in, and changes an editor's value only where the user has focused that
editor. A drop-down of a record's state (`never_by_wheel`) never changes by the wheel.

Without it, scrolling a form with the pointer passing over a drop-down or a number box
changes that value (one notch, "Status" became "Sold") and the autosave keeps it. Installed
once for the application (`install`, after the first paint, before the form is made), so
no editor can forget it: the application's style hands every widget Qt polishes to it, and
each value editor gets its own event filter. Not a filter on the application: that runs
Python for every event the window handles, and each needs the interpreter lock, which a
sync's thread can hold while the kernel has it paused (a third of the window's waits over
a frame during a sync). A focus policy alone would not do: Qt's drop-downs and number boxes
take the wheel whether they have the focus or not.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QProxyStyle,
    QScrollBar,
    QStyle,
    QWidget,
)

_NEVER = "neverByWheel"
_guard: WheelGuard | None = None
_style: QStyle | None = None  # kept: Qt calls its Python `polish` for every new widget


def never_by_wheel(editor: QWidget) -> None:
    """`editor` (a record's state) never changes by the wheel, focused or not."""
    editor.setProperty(_NEVER, True)


def _scroll_area_of(widget: QWidget) -> QAbstractScrollArea | None:
    parent = widget.parentWidget()
    while parent is not None and not parent.isWindow():
        if isinstance(parent, QAbstractScrollArea):
            return parent
        parent = parent.parentWidget()
    return parent if isinstance(parent, QAbstractScrollArea) else None


_WHEEL = QEvent.Type.Wheel


class WheelGuard(QObject):
    """The event filter on each value editor that applies the rule (see the module)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Only an editor's own events pass here (its line edit hands a wheel on to it).
        editor = watched
        if event.type() != _WHEEL or not isinstance(editor, QWidget):
            return False
        if editor.hasFocus() and not editor.property(_NEVER):
            return False  # the user chose this editor: the wheel is theirs to use
        area = _scroll_area_of(editor)
        if area is not None:
            # What Qt's scroll area does with a wheel over its viewport: it scrolls.
            QCoreApplication.sendEvent(area.viewport(), event)
        return True


class _PolishHook(QProxyStyle):
    """The application's style, which hands each widget to `_guard_editor` once, when Qt
    polishes it: the one place every widget passes, without Python in every event (a
    proxy's other methods stay in C++: only an overridden one takes the interpreter)."""

    def polish(self, target: Any) -> Any:  # QWidget, QApplication or QPalette (returned)
        result = super().polish(target)
        if isinstance(target, QWidget):
            _guard_editor(target)
        return result


def _guard_editor(widget: QWidget) -> None:
    if _guard is None:
        return
    # A drop-down or a number box takes the focus from a wheel over it (before any filter
    # sees the wheel), which would make every wheel over it a "focused" one.
    if widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
        widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    if isinstance(widget, _EDITORS) and not isinstance(widget, QScrollBar):
        widget.installEventFilter(_guard)  # one entry per filter: a repolish adds none


_EDITORS = (QComboBox, QAbstractSpinBox, QAbstractSlider)


def install() -> None:
    """Apply the rule to every widget of the application, those made already and those
    to come (once; later calls do nothing)."""
    global _guard
    app = QApplication.instance()
    if not isinstance(app, QApplication) or _guard is not None:
        return
    _guard = WheelGuard(app)
    # Qt polishes every widget there is again for a new style: those pass the hook too.
    # Without a key the proxy draws with the style the program was started with (`-style`).
    global _style
    _style = _PolishHook()
    app.setStyle(_style)
