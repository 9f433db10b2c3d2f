"""Repeats in a few keys, by keyboard only: *Vorige waarde* (Ctrl+' a field, Ctrl+Shift+' its
section, from the product edited before) and pins (*vastzetten*, Ctrl+Shift+P on a field: its
value for every new product, Ctrl+N, until unpinned; per environment; kept across a restart).
Never the name, an identifier or the photos. Key events go where the keyboard sends them (the
widget with focus); what is read back (the editors, the store) is only looked at."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.store.history import Action
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui.desk import Desk
from app.ui.products.products_tab import ProductsTab
from app.work import repeats

CTRL = Qt.KeyboardModifier.ControlModifier
SHIFT = Qt.KeyboardModifier.ShiftModifier
PRODUCT = RecordKind.PRODUCT
NAME = "itemDetails.name"
CITY = "address.city"
STREET = "address.street"
POSTAL = "address.postalCode"
ITEM_ID = "tradeItemIdentification.suppliersTradeItemId"
COLOUR = "itemCharacteristics.color"


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard's focus"
    return widget


def press(qtbot: QtBot, key: Qt.Key, modifier: Any = Qt.KeyboardModifier.NoModifier) -> None:
    if not modifier:
        modifier = Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(focused(), key, modifier)


def type_text(qtbot: QtBot, text: str) -> None:
    qtbot.keyClicks(focused(), text)


def products_of(desk: Desk) -> ProductsTab:
    assert desk.products is not None
    return desk.products


def field_with_focus(tab: ProductsTab) -> str | None:
    return tab.form.path_with_focus()


def tab_to(qtbot: QtBot, tab: ProductsTab, path: str) -> None:
    """Tab, or Shift+Tab, until the cursor is in the field at `path` (turning back where
    the keys leave the form: the table beyond it keeps Tab for its cells)."""
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
        for _ in range(80):
            at = field_with_focus(tab)
            if at == path:
                return
            if at is None and key == Qt.Key.Key_Tab:
                break
            press(qtbot, key, SHIFT if key == Qt.Key.Key_Backtab else 0)
    raise AssertionError(f"Tab never reached {path}")


def new_product(qtbot: QtBot, desk: Desk) -> None:
    assert desk.window is not None
    tab = products_of(desk)
    qtbot.keyClick(desk.window, Qt.Key.Key_N, CTRL)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is tab.form.editor(NAME).editor)


def activate(qtbot: QtBot, desk: Desk) -> None:
    window = desk.window
    assert window is not None
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def value(tab: ProductsTab, path: str) -> Any:
    return tab.form.editor(path).value()


def saved(desk: Desk, path: str) -> Any:
    from app.api.schema import get_path

    draft_id = products_of(desk).editing.draft_id
    draft = desk.store.drafts.find(draft_id) if draft_id else None
    return get_path(draft.content, path) if draft is not None else None


def wait_saved(qtbot: QtBot, desk: Desk, path: str, expected: Any) -> None:
    qtbot.waitUntil(lambda: saved(desk, path) == expected)


def test_previous_value_copies_a_field_then_its_section_from_the_product_before(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    tab = products_of(desk)
    new_product(qtbot, desk)
    type_text(qtbot, "Eiken deur A")
    for path, text in ((STREET, "Dorpsstraat 1"), (POSTAL, "3511 AA"), (CITY, "Utrecht")):
        tab_to(qtbot, tab, path)
        type_text(qtbot, text)
    tab_to(qtbot, tab, ITEM_ID)
    type_text(qtbot, "SKU-1")
    wait_saved(qtbot, desk, ITEM_ID, "SKU-1")
    first = tab.editing.draft_id

    new_product(qtbot, desk)
    type_text(qtbot, "Eiken deur B")
    wait_saved(qtbot, desk, NAME, "Eiken deur B")
    tab_to(qtbot, tab, CITY)
    press(qtbot, Qt.Key.Key_Apostrophe, CTRL)  # Edit › Previous value
    qtbot.waitUntil(lambda: value(tab, CITY) == "Utrecht")
    wait_saved(qtbot, desk, CITY, "Utrecht")
    assert value(tab, STREET) is None  # the field only
    assert value(tab, NAME) == "Eiken deur B"
    assert tab.editing.draft_id != first
    assert field_with_focus(tab) == CITY  # the cursor stays where it was
    step = desk.store.undo.next_undo()
    assert step is not None
    assert step.action == "copy_previous"

    press(qtbot, Qt.Key.Key_Apostrophe, CTRL | SHIFT)  # Previous values of the section
    qtbot.waitUntil(lambda: value(tab, STREET) == "Dorpsstraat 1")
    wait_saved(qtbot, desk, POSTAL, "3511 AA")
    second = tab.editing.draft_id
    assert second is not None
    history = desk.store.history.entries(PRODUCT, draft_id=second)
    # The copies are typing of the visit, as the autosave writes it: one entry (a new
    # product's visit is its "created" entry).
    visit = history[0]
    assert visit.action in (Action.CREATED, Action.TYPED)
    assert len(history) == 1
    assert {f.field for f in visit.fields} == {NAME, CITY, STREET, POSTAL}

    # An identifier is never copied: its field stays empty, the draft as it was.
    tab_to(qtbot, tab, ITEM_ID)
    press(qtbot, Qt.Key.Key_Apostrophe, CTRL)
    assert value(tab, ITEM_ID) is None
    assert saved(desk, ITEM_ID) is None
    # Nor the name, of the field or of its section; the photos are no field to copy.
    tab_to(qtbot, tab, NAME)
    press(qtbot, Qt.Key.Key_Apostrophe, CTRL)
    assert value(tab, NAME) == "Eiken deur B"

    # One step to undo: the section's copy goes, the field's copy before it stays.
    qtbot.keyClick(desk.window, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: saved(desk, STREET) is None)
    assert saved(desk, CITY) == "Utrecht"


def test_previous_value_of_the_section_copies_no_name_and_no_identifier() -> None:
    from app.api.products import ProductRequest

    content = {
        "itemDetails": {"name": "Deur", "productDescription": {"description": "Eiken"}},
        "tradeItemIdentification": {"suppliersTradeItemId": "SKU-9"},
        "genericEnvironmentalInformation": {"mkiNMDid": "NMD-1", "noxResult": "2"},
        "websiteURI": "https://service.example/p/1",
        "productCategory": "Deuren",
    }
    paths = [NAME, ITEM_ID, "websiteURI", "genericEnvironmentalInformation.mkiNMDid"]
    assert ProductRequest.repeated_content(content, paths) == {}
    every = ProductRequest.repeated_content(content, ProductRequest.repeated_paths())
    assert every == {
        "itemDetails": {"productDescription": {"description": "Eiken", "languageCode": "NL"}},
        "genericEnvironmentalInformation": {"noxResult": "2"},
        "productCategory": "Deuren",
    }


def test_a_pinned_value_fills_every_new_product_until_unpinned(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    tab = products_of(desk)
    new_product(qtbot, desk)
    type_text(qtbot, "Tegel 1")
    tab_to(qtbot, tab, CITY)
    type_text(qtbot, "Zwolle")
    press(qtbot, Qt.Key.Key_P, CTRL | SHIFT)  # Edit › Pin this field
    qtbot.waitUntil(lambda: tab.form.pins[CITY].isChecked())
    assert desk.store.pins.of(PRODUCT) == {CITY: "Zwolle"}
    tab_to(qtbot, tab, COLOUR)
    type_text(qtbot, "Rood")
    press(qtbot, Qt.Key.Key_P, CTRL | SHIFT)
    qtbot.waitUntil(lambda: tab.form.pins[COLOUR].isChecked())
    # The name has no pin, and the key pins nothing there.
    tab_to(qtbot, tab, NAME)
    assert NAME not in tab.form.pins
    press(qtbot, Qt.Key.Key_P, CTRL | SHIFT)
    assert set(desk.store.pins.of(PRODUCT)) == {CITY, COLOUR}

    new_product(qtbot, desk)  # Ctrl+N
    assert value(tab, CITY) == "Zwolle"
    assert value(tab, COLOUR) == "Rood"
    assert value(tab, NAME) is None
    assert tab.form.pins[CITY].isChecked()
    assert "pinned" in tab.form.banner.text()
    assert tab.editing.draft_id is None  # nothing kept until typed in
    type_text(qtbot, "Tegel 2")
    wait_saved(qtbot, desk, CITY, "Zwolle")
    assert saved(desk, COLOUR) == "Rood"

    # Ctrl+D keeps what it kept: the city (sticky), not the pinned colour.
    qtbot.keyClick(desk.window, Qt.Key.Key_D, CTRL)
    qtbot.waitUntil(lambda: saved(desk, CITY) == "Zwolle" and value(tab, NAME) is None)
    assert value(tab, COLOUR) is None

    # Unpinned, the next new product is empty there.
    tab_to(qtbot, tab, COLOUR)
    type_text(qtbot, "x")  # a pinned field typed in anew keeps the value typed
    tab_to(qtbot, tab, CITY)
    qtbot.waitUntil(lambda: desk.store.pins.of(PRODUCT).get(COLOUR) == "x")
    press(qtbot, Qt.Key.Key_P, CTRL | SHIFT)
    qtbot.waitUntil(lambda: not tab.form.pins[CITY].isChecked())
    new_product(qtbot, desk)
    assert value(tab, CITY) is None
    assert value(tab, COLOUR) == "x"


def test_pins_are_the_environment_s_and_kept_across_a_restart(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    desk = desks(active=True)
    first = desk.store
    assert repeats.pin(first, PRODUCT, CITY, "Assen").value is None
    other = Store.open(tmp_path / "other.sqlite3", tmp_path / "other")
    try:
        desk.use_store(other)  # another environment in front: its own pins, none
        activate(qtbot, desk)
        new_product(qtbot, desk)
        assert value(products_of(desk), CITY) is None
        assert not products_of(desk).form.pins[CITY].isChecked()
        desk.use_store(first)  # back: its pin fills the new product
        activate(qtbot, desk)
        new_product(qtbot, desk)
        assert value(products_of(desk), CITY) == "Assen"
    finally:
        other.close()
    from tests.ui.conftest import close

    close(qtbot, desk)
    again = desks(active=True)  # a restart
    tab = products_of(again)
    # The form the window opens with is a new product too: the pin fills it.
    qtbot.waitUntil(lambda: tab.form.is_built and value(tab, CITY) == "Assen")
    assert again.store.drafts.list_drafts() == []  # nothing kept until typed in
    new_product(qtbot, again)
    assert value(tab, CITY) == "Assen"
    assert tab.form.pins[CITY].isChecked()


def test_pins_refuse_the_name_identifiers_and_empty_values(tmp_path: Path) -> None:
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "att") as store:
        for path in (NAME, ITEM_ID, "websiteURI", "itemDetails.attachment.imageData"):
            refused = repeats.pin(store, PRODUCT, path, "x").value
            assert refused is not None
            assert refused.code == repeats.NOT_REPEATED
        empty = repeats.pin(store, PRODUCT, CITY, "").value
        assert empty is not None
        assert empty.code == repeats.EMPTY
        assert store.pins.of(PRODUCT) == {}
        # A pin the model no longer allows (written by hand) is not used.
        store.pins.pin(PRODUCT, {NAME: "Deur"})
        assert repeats.pinned(store, PRODUCT) == {}
        assert repeats.unpin(store, PRODUCT, CITY).value is False


def test_a_field_s_context_menu_offers_the_previous_value_with_its_shortcut(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QContextMenuEvent
    from PySide6.QtWidgets import QMenu

    desk = open_desk()
    tab = products_of(desk)
    new_product(qtbot, desk)
    tab_to(qtbot, tab, CITY)
    line = focused()
    QApplication.sendEvent(
        line, QContextMenuEvent(QContextMenuEvent.Reason.Keyboard, QPoint(4, 4), QPoint(4, 4))
    )
    menu = next(m for m in line.findChildren(QMenu) if m.objectName() == "fieldContextMenu")
    qtbot.waitUntil(menu.isVisible)
    offered = {a.objectName(): a.shortcut().toString() for a in menu.actions()}
    assert offered["copyPreviousValueAction"] == "Ctrl+'"
    assert offered["copyPreviousSectionAction"] == "Ctrl+Shift+'"
    assert offered["pinFieldAction"] == "Ctrl+Shift+P"
    assert len(menu.actions()) > 3  # the field's own (copy, paste, ...) stand before them
    menu.close()
    # The Edit menu says them the same way.
    assert desk.window is not None
    assert tab.repeats.copy_field_action in desk.window.edit_menu.actions()
