"""Where the cursor and the scroll stand when a record opens or is refused: a new or a
duplicated record opens at its first field, the form scrolled to its top, whatever the
record before showed; "Queue" refused puts the cursor in the first problem in reading
order, scrolled into view, with the count of fields to correct in the banner. At 1366 × 768
and at 1024 × 600, through the window's own shortcuts."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.ui import i18n
from app.ui.desk import Desk
from app.ui.records.focus import reading_order
from app.ui.records.form import RecordForm
from tests.ui.conftest import PRODUCT

SIZES = [(1366, 768), (1024, 600)]
NAME = "itemDetails.name"


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


def _in_view(form: RecordForm, widget: QWidget) -> bool:
    """Whether `widget`'s top is inside the scroll area's visible part."""
    viewport = form.scroll_area.viewport()
    top = widget.mapTo(viewport, QPoint(0, 0)).y()
    return top >= 0 and top + min(widget.height(), 20) <= viewport.height()


def _ctrl(qtbot: QtBot, desk: Desk, key: Qt.Key) -> None:
    assert desk.window is not None
    qtbot.keyClick(desk.window, key, Qt.KeyboardModifier.ControlModifier)


def _has_focus_in(widget: QWidget) -> bool:
    focused = QApplication.focusWidget()
    return focused is not None and (focused is widget or widget.isAncestorOf(focused))


def _place(form: RecordForm, order: list[QWidget], path: str) -> int:
    editor = form.editor(path)
    return next(i for i, w in enumerate(order) if w is editor or editor.isAncestorOf(w))


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_new_and_a_duplicated_record_open_at_their_first_field_at_the_top(
    qtbot: QtBot, open_desk: Callable[..., Desk], width: int, height: int
) -> None:
    desk = open_desk()
    window, products = desk.window, desk.products
    assert window is not None
    assert products is not None
    window.resize(width, height)
    products.new_product(PRODUCT)
    form = products.form
    bar = form.scroll_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)  # the form is taller than its room
    bar.setValue(bar.maximum())  # the user was at the bottom of the record before

    _ctrl(qtbot, desk, Qt.Key.Key_N)
    name = form.editor(NAME)
    qtbot.waitUntil(lambda: _has_focus_in(name))
    assert bar.value() == 0
    assert _in_view(form, name)
    # The title is the first field a reader meets.
    order = reading_order(form)
    assert min(form.binding.editors, key=lambda p: _place(form, order, p)) == NAME

    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClicks(focused, "Eiken deur")
    qtbot.waitUntil(lambda: products.editing.draft_id is not None, timeout=5_000)
    bar.setValue(bar.maximum())
    _ctrl(qtbot, desk, Qt.Key.Key_D)
    qtbot.waitUntil(lambda: _has_focus_in(form.editor(NAME)))
    assert bar.value() == 0
    assert _in_view(form, form.editor(NAME))


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_queue_refused_goes_to_the_first_problem_in_reading_order_with_the_count(
    qtbot: QtBot, open_desk: Callable[..., Desk], width: int, height: int
) -> None:
    desk = open_desk()
    window, products = desk.window, desk.products
    assert window is not None
    assert products is not None
    window.resize(width, height)
    _ctrl(qtbot, desk, Qt.Key.Key_N)
    form = products.form
    # Something typed far down the form, the form scrolled there.
    quantity = form.editor("quantity.quantityValue")
    form.focus_field("quantity.quantityValue", Qt.FocusReason.MouseFocusReason)
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClicks(focused, "3")
    bar = form.scroll_area.verticalScrollBar()
    bar.setValue(bar.maximum())

    _ctrl(qtbot, desk, Qt.Key.Key_Return)

    problems = {
        path
        for key in products.request_model().check(form.content())
        if (path := form.binding.path_of(key)) is not None
    }
    assert len(problems) >= 2
    order = reading_order(form)
    first = min(problems, key=lambda p: _place(form, order, p))
    assert first != "quantity.quantityValue"
    qtbot.waitUntil(lambda: _has_focus_in(form.editor(first)))
    assert _in_view(form, form.editor(first))
    assert not _has_focus_in(quantity)
    assert form.banner.isVisible()
    assert f"{len(problems)} fields to correct" in form.banner.text()

    # Corrected one by one, the count follows; a load says none.
    form.editor(first).set_value("Iets")
    form.touch(first)
    products.show_validation()
    assert f"{len(problems) - 1} fields to correct" in form.banner.text() or len(problems) == 2
    _ctrl(qtbot, desk, Qt.Key.Key_N)
    qtbot.waitUntil(lambda: "to correct" not in form.banner.text())
