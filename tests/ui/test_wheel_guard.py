"""The mouse wheel scrolls the form; it changes an editor only where the user focused it,
and a record's state never (issue: one notch over "Status" changed it, and it was saved)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QSpinBox
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk


def wheel(widget: QWidget, notches: int = -1) -> None:
    """One wheel turn over the middle of `widget` (down for a negative count), through the
    window system as a mouse gives it: Qt hands it on to the parents the widget ignores it."""
    window = widget.window().windowHandle()
    assert window is not None
    at = widget.mapTo(widget.window(), widget.rect().center())
    QTest.wheelEvent(window, QPointF(at), QPoint(0, 120 * notches))


def _value(widget: QWidget) -> object:
    if isinstance(widget, QComboBox):
        return (widget.currentIndex(), widget.currentText())
    return widget.property("text")


@pytest.mark.parametrize(
    "path",
    [
        "validityInformation.statusCode",  # a record's state (a drop-down)
        "quantity.quantityUoM",  # a drop-down that takes free text
        "quantity.quantityValue",  # a number
        "validityInformation.validityStartDate",  # a date
        "priceInformation.priceBase.VATInformation",  # yes or no
    ],
)
def test_the_wheel_over_an_unfocused_editor_scrolls_the_form(
    qtbot: QtBot, desks: Callable[..., Desk], path: str
) -> None:
    desk = desks()
    assert desk.window is not None
    assert desk.products is not None
    desk.window.resize(1000, 560)  # the form longer than its room: it scrolls
    tab = desk.products
    tab.open_new()
    form = tab.form
    editor = form.editor(path).editor
    form.scroll_area.ensureWidgetVisible(editor)
    bar = form.scroll_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum() // 2 if bar.value() == 0 else bar.value())
    form.scroll_area.ensureWidgetVisible(editor)
    before, top = _value(editor), bar.value()
    tab.search.setFocus()
    assert not editor.hasFocus()
    wheel(editor, -1 if top < bar.maximum() else 1)
    assert _value(editor) == before
    assert bar.value() != top  # the form scrolled instead
    assert not form.has_pending_changes()  # nothing to save


def test_a_focused_number_box_takes_the_wheel_a_state_drop_down_never(
    qtbot: QtBot, desks: Callable[..., Desk]
) -> None:
    desk = desks(active=True)
    assert desk.products is not None
    tab = desk.products
    tab.open_new()
    status = tab.form.editor("validityInformation.statusCode").editor
    assert isinstance(status, QComboBox)
    tab.form.scroll_area.ensureWidgetVisible(status)
    status.setFocus()
    qtbot.waitUntil(status.hasFocus)
    before = status.currentIndex()
    wheel(status)
    wheel(status, 1)
    wheel(status, 1)
    assert status.currentIndex() == before
    # A number box of a dialog the user clicked into is theirs to turn.
    box = QSpinBox(desk.window)
    box.setRange(0, 10)
    box.show()
    assert box.focusPolicy() != Qt.FocusPolicy.WheelFocus  # a wheel gives it no focus
    wheel(box, 1)
    assert box.value() == 0
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    wheel(box, 1)
    assert box.value() == 1
