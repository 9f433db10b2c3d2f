"""From the main window to a queued product with the keyboard only: key events sent where the
keyboard sends them (the widget with focus), no clicks and no calls on the widgets. What is
read back (the widget with focus, the store) is only looked at."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.store.kinds import DraftState
from app.ui.desk import Desk

CTRL = Qt.KeyboardModifier.ControlModifier


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard's focus"
    return widget


def press(
    qtbot: QtBot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
) -> None:
    qtbot.keyClick(focused(), key, modifier)


def type_text(qtbot: QtBot, text: str) -> None:
    qtbot.keyClicks(focused(), text)


def test_a_new_product_is_filled_in_and_queued_by_keyboard(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    assert desk.window is not None
    products = desk.products
    assert products is not None

    def field(path: str) -> QWidget:
        return products.form.editor(path).editor

    def field_with_focus() -> str:
        editors = products.form.binding.editors.items()
        return next((p for p, e in editors if e.isAncestorOf(focused())), focused().objectName())

    # What the user does on reaching each field; the others are passed by with Tab.
    keys: dict[str, Callable[[], None]] = {
        "productCategory": lambda: type_text(qtbot, "D"),  # a closed list: first letters
        "subProductCategory": lambda: press(qtbot, Qt.Key.Key_Down),  # the first of Deuren's
        "physicalDimensions.height": lambda: type_text(qtbot, "211"),
        "physicalDimensions.width": lambda: type_text(qtbot, "83"),
        "quantity.quantityValue": lambda: type_text(qtbot, "3"),
        "quantity.quantityUoM": lambda: press(qtbot, Qt.Key.Key_Down),  # the first: pieces
        "address.city": lambda: type_text(qtbot, "Utrecht"),
    }

    qtbot.keyClick(desk.window, Qt.Key.Key_N, CTRL)  # File > New product
    qtbot.waitUntil(lambda: QApplication.focusWidget() is field("itemDetails.name"))
    type_text(qtbot, "Eiken binnendeur 83x211")
    visited = ["itemDetails.name"]
    while keys and len(visited) < 60:
        press(qtbot, Qt.Key.Key_Tab)
        visited.append(field_with_focus())
        if visited[-1] in keys:
            keys.pop(visited[-1])()
    assert not keys, f"Tab never reached {list(keys)}: {visited}"
    assert len(set(visited)) == len(visited)  # no field twice: Tab goes round no loop
    # The size without its unit (passed by) is warned of, and does not stop the queueing.
    assert "physicalDimensions.uoMMeasurement" in visited
    assert products.form.editor("physicalDimensions.uoMMeasurement").warning()

    press(qtbot, Qt.Key.Key_Return, CTRL)  # File > Queue for sync

    def queued() -> bool:
        draft_id = products.editing.draft_id
        found = desk.store.drafts.find(draft_id) if draft_id else None
        return found is not None and found.state is DraftState.QUEUED

    qtbot.waitUntil(queued)
    draft = desk.store.drafts.get(products.editing.draft_id or "")
    assert draft.content == {
        "itemDetails": {"name": "Eiken binnendeur 83x211"},
        "productCategory": "Deuren",
        "subProductCategory": draft.content["subProductCategory"],
        "physicalDimensions": {"height": 211, "width": 83},
        "quantity": {"quantityValue": 3, "quantityUoM": "PCE"},
        "address": {"city": "Utrecht"},
    }
    assert draft.content["subProductCategory"]
    assert len(desk.store.drafts.list_drafts()) == 1  # nothing typed was stored twice
