"""The window comes back as it was closed: per tab the search, filters, sort, columns and
splitter, and the tab in front; an older state file is upgraded, a broken or newer one
ignored with a log line."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.settings import UiSettings
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import window_state
from app.ui.desk import Desk
from app.ui.records.tab import RecordTab
from tests.ui.conftest import close

PRODUCTS, PROJECTS = 0, 1


def reopen(qtbot: QtBot, desks: Callable[..., Desk], desk: Desk | None = None) -> Desk:
    """Close `desk` as the window does (its state saved), and start anew on the same data.
    (Saved and restored here as the desk does at close and start; twice does no harm.)"""
    if desk is not None:
        window_state.save(desk)
        close(qtbot, desk)
    again = desks()
    window_state.restore(again)
    return again


def search(qtbot: QtBot, tab: RecordTab[object] | None, text: str) -> None:
    """Type `text` in the tab's search box and wait until the table follows."""
    assert tab is not None
    tab.search.setText(text)
    qtbot.waitUntil(lambda: tab.model._query.text == text)


def front(desk: Desk) -> RecordTab[object]:
    tab = desk.current_tab()
    assert tab is not None
    return tab  # type: ignore[return-value]


def test_search_filters_sort_columns_splitter_and_front_tab_come_back(
    qtbot: QtBot, desks: Callable[..., Desk]
) -> None:
    desk = reopen(qtbot, desks)  # no state yet: the window as built
    assert desk.window is not None
    products = desk.products
    assert products is not None
    assert desk.window.tabs.currentIndex() == PRODUCTS

    search(qtbot, products, "eiken")
    status = products.filters["status"]
    status.setCurrentIndex(2)
    chosen_status = status.currentData()
    header = products.table.horizontalHeader()
    header.setSortIndicator(1, Qt.SortOrder.AscendingOrder)  # by name, as a click does
    header.resizeSection(2, 163)
    header.moveSection(header.visualIndex(4), 2)  # status before category
    qtbot.waitUntil(lambda: products.splitter.width() > 600)
    total = sum(products.splitter.sizes())
    products.splitter.setSizes([total - 800, 800])
    expected_split = products.splitter.sizes()

    desk.window.tabs.setCurrentIndex(PROJECTS)
    projects = desk.projects
    assert projects is not None
    search(qtbot, projects, "sporthal")
    projects.table.setColumnHidden(4, False)  # published, hidden as built
    projects.filters["archived"].setCurrentIndex(1)

    desk = reopen(qtbot, desks, desk)
    assert desk.window is not None
    assert desk.window.tabs.currentIndex() == PROJECTS
    projects = desk.projects
    assert projects is not None
    assert projects.search.text() == "sporthal"
    assert not projects.table.isColumnHidden(4)
    assert projects.table.isColumnHidden(5)
    assert projects.filters["archived"].currentData() is True

    desk.window.tabs.setCurrentIndex(PRODUCTS)
    products = desk.products
    assert products is not None
    assert products.search.text() == "eiken"
    assert products.filters["status"].currentData() == chosen_status
    assert products.model._query.text == "eiken"  # the rows follow, not only the box
    header = products.table.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (
        1,
        Qt.SortOrder.AscendingOrder,
    )
    assert products.model._query.sort == "title"
    assert not products.model._query.descending
    assert header.sectionSize(2) == 163
    assert [header.logicalIndex(v) for v in range(2, 5)] == [4, 2, 3]
    qtbot.waitUntil(lambda: products.splitter.width() > 600)
    assert products.splitter.sizes()[1] == pytest.approx(expected_split[1], abs=2)

    # A state the user never changed stays as the program built it.
    desk = reopen(qtbot, desks, desk)
    assert desk.window is not None
    assert desk.window.tabs.currentIndex() == PRODUCTS
    assert front(desk).search.text() == "eiken"


def test_a_tab_never_opened_keeps_its_stored_state(
    qtbot: QtBot, desks: Callable[..., Desk]
) -> None:
    desk = reopen(qtbot, desks)
    assert desk.window is not None
    desk.window.tabs.setCurrentIndex(PROJECTS)
    assert desk.projects is not None
    search(qtbot, desk.projects, "sporthal")
    desk.window.tabs.setCurrentIndex(PRODUCTS)
    desk = reopen(qtbot, desks, desk)
    assert desk.projects is None  # not opened in this session: not built
    desk = reopen(qtbot, desks, desk)
    assert desk.window is not None
    desk.window.tabs.setCurrentIndex(PROJECTS)
    assert desk.projects is not None
    assert desk.projects.search.text() == "sporthal"


def test_a_state_of_version_1_is_upgraded(qtbot: QtBot, desks: Callable[..., Desk]) -> None:
    # Version 1 named the tab in front by its position.
    old = {
        "version": 1,
        "front_tab": 1,
        "tabs": {"project": {"search": "sporthal", "filters": {"published": False}}},
    }
    window_state.state_path().write_text(json.dumps(old), encoding="utf-8")
    desk = reopen(qtbot, desks)
    assert desk.window is not None
    assert desk.window.tabs.currentIndex() == PROJECTS
    assert desk.projects is not None
    assert desk.projects.search.text() == "sporthal"
    assert desk.projects.filters["published"].currentData() is False

    desk = reopen(qtbot, desks, desk)
    stored = json.loads(window_state.state_path().read_text(encoding="utf-8"))
    assert stored["version"] == window_state.VERSION
    assert stored["front_tab"] == RecordKind.PROJECT.value


@pytest.mark.parametrize(
    ("content", "logged"),
    [
        ("{ not json", "unreadable"),
        ('["a list"]', "unreadable"),
        ('{"front_tab": "project"}', "unreadable"),  # no version
        ('{"version": 2, "tabs": {"product": {"splitter": "wide"}}}', "unreadable"),
        ('{"version": 99, "front_tab": "project"}', "newer"),
    ],
)
def test_a_broken_or_newer_state_is_ignored_with_a_log_line(
    qtbot: QtBot,
    desks: Callable[..., Desk],
    caplog: pytest.LogCaptureFixture,
    content: str,
    logged: str,
) -> None:
    window_state.state_path().write_text(content, encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="app.ui.window_state"):
        desk = reopen(qtbot, desks)
    assert logged in caplog.text
    assert desk.window is not None
    assert desk.window.tabs.currentIndex() == PRODUCTS
    assert front(desk).search.text() == ""
    # Closing writes a good state over it.
    search(qtbot, front(desk), "deur")
    desk = reopen(qtbot, desks, desk)
    assert front(desk).search.text() == "deur"


def test_a_window_closed_before_its_state_came_back_keeps_the_stored_one(
    qtbot: QtBot, desks: Callable[..., Desk]
) -> None:
    desk = reopen(qtbot, desks)
    search(qtbot, front(desk), "deur")
    window_state.save(desk)
    close(qtbot, desk)
    # Closed during its first paint: the window is there, its state not restored yet.
    unrestored = Desk(Store.open(), settings=UiSettings(auto_sync=False))
    unrestored.open_window()
    window_state.save(unrestored)
    unrestored.close_store()
    assert window_state.load().tabs["product"].search == "deur"
