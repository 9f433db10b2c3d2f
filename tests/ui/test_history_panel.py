"""The form's *Geschiedenis*: the open record's history, newest first, in the window's
language, one line per field (what it was, what it became), filterable by action and text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester
from pytestqt.qtbot import QtBot

from app.store.history import Action
from app.ui.desk import Desk
from app.ui.records.history_panel import HistoryPanel
from tests.ui.conftest import PRODUCT
from tests.ui.conftest import sync


def _rows(panel: HistoryPanel) -> list[tuple[str, ...]]:
    proxy = panel.proxy
    return [
        tuple(str(proxy.index(row, col).data()) for col in range(1, 5))
        for row in range(proxy.rowCount())
    ]


def test_typing_in_one_visit_shows_as_one_line_per_field_newest_first(
    qtbot: QtBot, desks: Callable[..., Desk], sandbox: Any
) -> None:
    desk = desks(sandbox, active=True)
    products = desk.products
    assert products is not None
    products.new_product(PRODUCT)
    products.queue_current()
    sync(qtbot, desk)
    form = products.form
    assert form.history_button.isVisible()
    form.history_button.click()
    panel = products.history
    qtbot.waitUntil(panel.isVisible)
    QAbstractItemModelTester(panel.proxy, QAbstractItemModelTester.FailureReportingMode.Fatal)

    name = form.editor("itemDetails.name").editor
    original = name.text()
    qtbot.keyClick(name, Qt.Key.Key_End)
    qtbot.keyClicks(name, ", 83")
    form.flush()
    qtbot.keyClicks(name, " cm")
    form.flush()

    label = form.binding.specs["itemDetails.name"].label
    qtbot.waitUntil(
        lambda: _rows(panel)[:1] == [("Typed in the form", label, original, f"{original}, 83 cm")]
    )
    actions = [row[0] for row in _rows(panel)]
    # One typing line for the visit; below it the send and what came before.
    assert actions.count("Typed in the form") == 1
    assert "Sent: the service stored it" in actions
    assert "Queued" in actions
    assert actions[-1] == "Created"

    panel.text_filter.setText("83 CM")
    assert [row[0] for row in _rows(panel)] == ["Typed in the form"]
    panel.text_filter.clear()
    panel.action_filter.setCurrentIndex(panel.action_filter.findData(Action.QUEUED.value))
    assert [row[0] for row in _rows(panel)] == ["Queued"]


def test_the_panel_speaks_dutch_in_the_dutch_window(
    qtbot: QtBot, desks: Callable[..., Desk], dutch: None
) -> None:
    desk = desks(active=True)
    products = desk.products
    assert products is not None
    products.new_product(PRODUCT)
    products.form.history_button.click()
    panel = products.history
    qtbot.waitUntil(lambda: bool(_rows(panel)))
    assert _rows(panel)[-1][0] == "Aangemaakt"
    assert panel.heading.text() == "Geschiedenis"


def test_the_panel_writes_numbers_as_the_dutch_window_does(
    qtbot: QtBot, desks: Callable[..., Desk], dutch: None
) -> None:
    desk = desks(active=True)
    products = desk.products
    assert products is not None
    products.new_product({**PRODUCT, "quantity": {"quantityValue": 12.5, "quantityUoM": "PCE"}})
    products.form.history_button.click()
    panel = products.history
    qtbot.waitUntil(lambda: bool(_rows(panel)))
    assert ("Aangemaakt", "Hoeveelheid", "", "12,5") in _rows(panel)


def test_a_duplicate_says_what_it_was_duplicated_from(
    qtbot: QtBot, desks: Callable[..., Desk]
) -> None:
    desk = desks(active=True)
    products = desk.products
    assert products is not None
    products.new_product(PRODUCT)
    source = products.editing.draft_id
    products.duplicate()
    copy = products.editing.draft_id
    assert copy is not None
    assert copy != source

    [entry] = desk.store.history.entries("product", draft_id=copy)
    assert entry.action is Action.DUPLICATED
    assert entry.detail == {"source": PRODUCT["itemDetails"]["name"]}
    products.form.history_button.click()
    qtbot.waitUntil(lambda: bool(_rows(products.history)))
    assert _rows(products.history)[0][0] == f"Duplicated from {PRODUCT['itemDetails']['name']}"
