"""The start builds the product form in short turns after the first paint (`app.ui.startup`):
the form it builds is the one a whole build gives, and what the user types meanwhile lands
in its first field."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app.api.secrets import MemorySecretStore
from app.settings import UiSettings
from app.store.store import Store
from app.ui import startup
from app.ui.desk import Desk
from app.ui.products.product_form import ProductForm
from app.ui.records.focus import reading_order
from tests.ui.conftest import close
from tests.ui.conftest import run


@pytest.fixture
def first_paint_desk(qtbot: QtBot, qloop: object) -> Iterator[Desk]:
    """A desk as the start leaves it at its first paint: the window shown, no form yet."""
    desk = Desk(Store.open(), settings=UiSettings(auto_sync=False), secrets=MemorySecretStore())
    desk.open_window()
    assert desk.window is not None
    assert desk.products is not None
    qtbot.addWidget(desk.window)
    desk.show()
    desk.window.activateWindow()
    qtbot.waitUntil(desk.window.isActiveWindow)
    assert not desk.products.has_form
    yield desk
    if not desk.is_shut_down:
        close(qtbot, desk)


def test_a_form_built_in_turns_is_the_form_built_at_once(qtbot: QtBot) -> None:
    whole = ProductForm()
    staged = ProductForm(staged=True)
    qtbot.addWidget(whole)
    qtbot.addWidget(staged)
    turns = 1
    while not staged.build_more(0.0):  # a field a turn: the most turns there can be
        turns += 1
    assert turns > len(staged.binding.editors) > 20
    assert staged.is_built
    assert whole.is_built
    assert list(staged.binding.editors) == list(whole.binding.editors)

    def order(form: ProductForm) -> list[str]:
        return [w.objectName() or w.accessibleName() for w in reading_order(form)]

    assert order(staged) == order(whole)  # Tab goes the same way
    assert staged.sizeHint() == whole.sizeHint()  # it asks for the same room
    # What the kind connects once its fields are there: a category fills its sub-categories.
    staged.editor("productCategory").set_value("Deuren")
    staged.editor("productCategory").edited.emit()
    whole.editor("productCategory").set_value("Deuren")
    whole.editor("productCategory").edited.emit()
    sub = staged.editor("subProductCategory").editor
    assert sub.count() == whole.editor("subProductCategory").editor.count() > 1


def test_keys_typed_while_the_form_is_built_go_into_its_first_field(
    qtbot: QtBot, first_paint_desk: Desk
) -> None:
    desk = first_paint_desk
    assert desk.window is not None
    assert desk.products is not None
    startup.keep_early_keys(desk)
    # The focus rests where the first paint left it (the tab bar, which takes no text).
    typed_at = QApplication.focusWidget() or desk.window
    qtbot.keyClicks(typed_at, "Deur")
    run(qtbot, desk.complete_window())
    assert desk.products.has_form
    name = desk.products.form.editor("itemDetails.name")
    assert name.value() == "Deur"
    assert name.editor.hasFocus()
    # Once the form is there, keys go where they go; nothing is kept any more.
    qtbot.keyClicks(name.editor, " 83")
    assert name.value() == "Deur 83"


def test_shortcuts_typed_meanwhile_are_not_taken_for_text(
    qtbot: QtBot, first_paint_desk: Desk
) -> None:
    from PySide6.QtCore import Qt

    desk = first_paint_desk
    assert desk.window is not None
    assert desk.products is not None
    startup.keep_early_keys(desk)
    typed_at = QApplication.focusWidget() or desk.window
    qtbot.keyClick(typed_at, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(typed_at, "A")
    run(qtbot, desk.complete_window())
    assert desk.products.form.editor("itemDetails.name").value() == "A"


def test_a_form_asked_for_while_it_is_built_in_turns_is_the_only_one(
    qtbot: QtBot, first_paint_desk: Desk
) -> None:
    import asyncio

    desk = first_paint_desk
    products = desk.products
    assert products is not None
    task = asyncio.ensure_future(desk.complete_window())
    # The start's form is being built (hidden, in its place) when the user asks for one.
    qtbot.waitUntil(lambda: bool(products.form_parent.findChildren(ProductForm)), timeout=20_000)
    assert not products.has_form
    asked = products.form  # a row chosen, "New product": the form is built at once
    qtbot.waitUntil(task.done, timeout=20_000)
    qtbot.waitUntil(lambda: len(products.form_parent.findChildren(ProductForm)) == 1)
    assert products.form is asked
    assert asked.isVisible()


def test_the_form_shown_a_part_a_turn_ends_whole_with_every_part_where_it_was(
    qtbot: QtBot, first_paint_desk: Desk, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The start shows the form's frame first and its body's parts one a turn (each its own
    frame): once complete, every part is shown, none keeps room while hidden, and each
    stands where a form shown at once puts it."""
    import asyncio

    from PySide6.QtWidgets import QWidget

    desk = first_paint_desk
    products = desk.products
    assert products is not None
    hidden_before_each: list[int] = []
    show_part = startup._show_part

    def counted(part: QWidget) -> None:
        hidden_before_each.append(sum(not p.isVisible() for p in parts()))
        show_part(part)

    monkeypatch.setattr(startup, "_show_part", counted)
    task = asyncio.ensure_future(desk.complete_window())

    def parts() -> list[QWidget]:
        forms = products.form_parent.findChildren(ProductForm)
        body = forms[0].scroll_area.widget() if forms else None
        layout = body.layout() if body is not None else None
        if layout is None:
            return []
        items = (layout.itemAt(i) for i in range(layout.count()))
        return [w for item in items if item is not None and (w := item.widget()) is not None]

    qtbot.waitUntil(task.done, timeout=20_000)
    # One part a turn, the form itself shown before the first of them.
    count = len(parts())
    assert count > 1
    assert hidden_before_each == list(range(count, 0, -1))
    assert desk.is_complete
    assert products.has_form
    assert parts()
    assert all(part.isVisible() for part in parts())
    assert not any(part.sizePolicy().retainSizeWhenHidden() for part in parts())
    placed = [part.geometry() for part in parts()]
    form = products.form
    form.hide()
    form.show()
    qtbot.waitUntil(form.isVisible)
    assert [part.geometry() for part in parts()] == placed


def test_worker_threads_hand_the_lock_back_quickly_until_the_start_is_complete(
    qtbot: QtBot, first_paint_desk: Desk
) -> None:
    import asyncio
    import sys

    desk = first_paint_desk
    products = desk.products
    assert products is not None
    pythons_own = sys.getswitchinterval()
    startup.quicken_thread_switches()  # as the application does at the first paint
    startup.quicken_thread_switches()  # asked again: Python's own is still what comes back
    task = asyncio.ensure_future(desk.complete_window())
    qtbot.waitUntil(lambda: bool(products.form_parent.findChildren(ProductForm)), timeout=20_000)
    assert not task.done()
    assert sys.getswitchinterval() == pytest.approx(startup.START_SWITCH_INTERVAL_S)
    qtbot.waitUntil(task.done, timeout=20_000)
    assert desk.is_complete
    assert sys.getswitchinterval() == pytest.approx(pythons_own)


def test_a_start_ended_halfway_gives_python_its_own_switch_interval_back(
    qtbot: QtBot, first_paint_desk: Desk
) -> None:
    import asyncio
    import sys

    desk = first_paint_desk
    products = desk.products
    assert products is not None
    pythons_own = sys.getswitchinterval()
    startup.quicken_thread_switches()
    task = asyncio.ensure_future(desk.complete_window())
    qtbot.waitUntil(lambda: bool(products.form_parent.findChildren(ProductForm)), timeout=20_000)
    close(qtbot, desk)  # the window closed while the form is being built
    qtbot.waitUntil(task.done, timeout=20_000)
    assert not desk.is_complete
    assert sys.getswitchinterval() == pytest.approx(pythons_own)


def _form_as_the_user_finds_it(desk: Desk) -> dict[str, object]:
    """What a user meets in the product form: its fields and what they hold, the pins
    checked, the banner, the field with the focus, Tab's order and the shortcuts."""
    from PySide6.QtGui import QAction
    from PySide6.QtGui import QShortcut

    products = desk.products
    assert products is not None
    form = products.form
    focused = form.focusWidget()
    return {
        "fields": list(form.binding.editors),
        "content": form.content(),
        "pinned": sorted(path for path, pin in form.pins.items() if pin.isChecked()),
        "banner": (form.banner.isVisibleTo(form), form.banner.text()),
        "title": form.title.accessibleName(),
        "focus": focused.objectName() if focused is not None else None,
        "order": [w.objectName() or w.accessibleName() for w in reading_order(form)],
        "shortcuts": sorted(
            (a.objectName(), a.shortcut().toString())
            for a in [*form.findChildren(QAction), *products.table.actions()]
        ),
        "key_shortcuts": sorted(s.key().toString() for s in form.findChildren(QShortcut)),
        "visible": form.isVisible(),
    }


def test_the_form_the_staged_start_leaves_is_the_form_built_at_once(
    qtbot: QtBot, qloop: object
) -> None:
    """Built in turns, loaded once while hidden, placed and its pinned values filled in turns
    of their own: once the start is complete, the form is the one a direct build gives."""
    from app.store.kinds import RecordKind
    from app.work import repeats

    def opened() -> Desk:
        desk = Desk(Store.open(), settings=UiSettings(auto_sync=False), secrets=MemorySecretStore())
        desk.open_window()
        assert desk.window is not None
        qtbot.addWidget(desk.window)
        desk.show()
        desk.window.activateWindow()
        qtbot.waitUntil(desk.window.isActiveWindow)
        return desk

    staged = opened()
    assert repeats.pin(staged.store, RecordKind.PRODUCT, "address.city", "Assen").value is None
    assert staged.products is not None
    assert not staged.products.has_form
    staged.focus_form_when_built = True  # the form takes the focus, as at a real start
    run(qtbot, staged.complete_window())
    assert staged.is_complete
    found = _form_as_the_user_finds_it(staged)
    close(qtbot, staged)

    direct = opened()
    assert direct.products is not None
    assert direct.products.form.is_built  # built whole and placed at once
    direct.products.focus_first_field()
    assert _form_as_the_user_finds_it(direct) == found
    assert found["content"] != {}  # the pin filled it (once, not loaded over again)
    close(qtbot, direct)


def test_a_keystroke_in_the_search_and_a_click_on_a_tab_during_the_start_are_handled(
    qtbot: QtBot, first_paint_desk: Desk
) -> None:
    import asyncio

    from PySide6.QtCore import Qt

    desk = first_paint_desk
    products, window = desk.products, desk.window
    assert products is not None
    assert window is not None
    desk.focus_form_when_built = True
    startup.keep_early_keys(desk)
    task = asyncio.ensure_future(desk.complete_window())
    # The start is building the form (hidden, in its place) when the user types and clicks.
    qtbot.waitUntil(lambda: bool(products.form_parent.findChildren(ProductForm)), timeout=20_000)
    assert not task.done()
    products.search.setFocus()
    qtbot.keyClicks(products.search, "Deur")
    assert products.search.text() == "Deur"
    bar = window.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    assert window.tabs.currentIndex() == 1
    qtbot.waitUntil(task.done, timeout=20_000)
    assert desk.is_complete
    # Nothing undone by the rest of the start: the search keeps its text, the tab stays in
    # front, and the keys went into the search, not into the form's first field.
    assert products.search.text() == "Deur"
    assert window.tabs.currentIndex() == 1
    assert products.form.editor("itemDetails.name").value() in (None, "")
