"""Rows that arrive while a list is read into the store (a first load) are read aside: the
count and the rows in view on a worker thread, shown in one reset when read, so the window's
thread never waits for a count behind the load's own threads. A new query on the window's
thread since is newer and wins; a change while a read is under way is read after it."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from pytestqt.qtbot import QtBot

from app.store.kinds import RecordKind
from app.ui.desk import Desk
from app.ui.products.product_table import product_table
from app.ui.records.rows import RecordQuery
from app.ui.records.rows import RecordRow
from app.ui.records.table import RowRole
from app.work.changes import Changes
from tests.ui.test_table_model import ListRowSource
from tests.ui.test_table_model import _rows


class _HeldSource(ListRowSource):
    """A list whose reads aside wait for `go`, saying on which thread they ran."""

    def __init__(self, rows: list[RecordRow]) -> None:
        super().__init__(rows)
        self.go = threading.Event()
        self.go.set()
        self.threads: list[int] = []

    def read(self, query: RecordQuery, offset: int, limit: int) -> tuple[int, list[RecordRow]]:
        self.threads.append(threading.get_ident())
        assert self.go.wait(10)
        return super().read(query, offset, limit)


def _titles(model: Any) -> list[str]:
    return [model.index(r, 1).data() for r in range(model.rowCount())]


def test_arriving_rows_are_read_off_the_windows_thread_and_shown_when_read(
    qtbot: QtBot,
) -> None:
    source = _HeldSource(_rows(3))
    model = product_table(source)
    before = _titles(model)
    resets: list[str] = []
    source.go.clear()
    source.rows = _rows(5)
    model.refresh_aside(0, lambda reset: (resets.append("around"), reset()))
    # Asked, not read here: the rows shown stay until the read is in.
    qtbot.waitUntil(lambda: len(source.threads) == 1)
    assert source.threads[0] != threading.get_ident()
    assert model.rowCount() == 3
    assert _titles(model) == before
    assert resets == []
    source.go.set()
    qtbot.waitUntil(lambda: model.rowCount() == 5)
    assert _titles(model) == [r.title for r in source._matching(model.query)]
    assert resets == ["around"]


def test_a_new_query_since_wins_over_a_read_aside(qtbot: QtBot) -> None:
    source = _HeldSource(_rows(30))
    model = product_table(source)
    source.go.clear()
    shown: list[int] = []
    model.refresh_aside(0, lambda reset: (reset(), shown.append(model.rowCount())))
    qtbot.waitUntil(lambda: len(source.threads) == 1)
    model.set_query(RecordQuery(text="deur 0000"))  # typed meanwhile: read here, at once
    assert model.rowCount() == 10
    source.go.set()
    qtbot.waitUntil(lambda: not model._aside_running)
    assert shown == []
    assert model.rowCount() == 10


def test_a_change_while_a_read_is_under_way_is_read_after_it(qtbot: QtBot) -> None:
    source = _HeldSource(_rows(3))
    model = product_table(source)
    source.go.clear()
    counts: list[int] = []

    def around(reset: Callable[[], None]) -> None:
        reset()
        counts.append(model.rowCount())

    model.refresh_aside(0, around)
    qtbot.waitUntil(lambda: len(source.threads) == 1)
    source.rows = _rows(4)
    model.refresh_aside(0, around)
    model.refresh_aside(0, around)  # asked twice meanwhile: read once more, not twice
    source.rows = _rows(6)
    source.go.set()
    qtbot.waitUntil(lambda: len(counts) == 2)
    assert counts[-1] == 6
    assert len(source.threads) == 2
    qtbot.waitUntil(lambda: not model._aside_running)
    assert len(source.threads) == 2


def _products(n: int, start: int = 1) -> list[dict[str, Any]]:
    return [
        {"id": i, "itemDetails": {"name": f"Deur {i:03d}"}, "productCategory": "Deuren"}
        for i in range(start, start + n)
    ]


def test_a_first_loads_rows_in_the_window_while_the_sync_thread_writes(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    """The window publishes the rows so far while another thread holds the store in a
    write transaction: it goes on at once, the table shows what was committed (read by a
    reader aside), with its count and the rows the user selected; then the batch's rows."""
    desk = open_desk()
    products = desk.products
    assert products is not None
    store = desk.store
    store.cache.replace_server_list(RecordKind.PRODUCT, _products(3))
    products.refresh()
    assert products.model.rowCount() == 3
    products.table.selectAll()
    inside, leave = threading.Event(), threading.Event()

    def writer() -> None:  # the sync thread's batch, held open
        with store.transaction():
            store.cache.replace_server_list(RecordKind.PRODUCT, _products(8))
            inside.set()
            leave.wait(20)

    thread = threading.Thread(target=writer)
    thread.start()
    try:
        assert inside.wait(10)
        desk.hub.publish(Changes.of_arriving_rows(RecordKind.PRODUCT))
        assert products.model._aside_running  # asked, read on the worker
        qtbot.waitUntil(lambda: not products.model._aside_running)
        assert thread.is_alive()  # read while the batch was still being written
        assert products.model.rowCount() == 3  # what was committed, not the batch half-done
    finally:
        leave.set()
        thread.join()
    desk.hub.publish(Changes.of_arriving_rows(RecordKind.PRODUCT))
    qtbot.waitUntil(lambda: products.model.rowCount() == 8)
    assert products.count_label.text() == products.count_text(8)
    selected = products.table.selectionModel().selectedRows()
    assert {i.data(RowRole).key for i in selected} == {"s:1", "s:2", "s:3"}  # kept


def test_arriving_rows_alone_stay_arriving_and_anything_else_makes_them_whole() -> None:
    rows = Changes.of_arriving_rows(RecordKind.PRODUCT)
    assert (rows | Changes.of_arriving_rows(RecordKind.PROJECT)).arriving
    assert (rows | Changes()).arriving
    assert (Changes() | rows).arriving
    assert not (rows | Changes.of_server_rows(RecordKind.PRODUCT)).arriving
    assert not (rows | Changes.of_drafts(RecordKind.PRODUCT, ["d"])).arriving
    assert not (Changes() | Changes()).arriving


def test_the_units_read_for_the_rows_are_read_again_with_rows_read_aside(qtbot: QtBot) -> None:
    """A product's unit is not a listing column: read for the rows read, and read again
    when the rows are (a read aside too), not kept from before."""
    source = _HeldSource(_rows(3))
    unit = ["stuk"]
    model = product_table(source, units=lambda keys: dict.fromkeys(keys, unit[0]))
    column = model.COLUMNS.index("unit")
    assert model.index(0, column).data() == "stuk"
    unit[0] = "m2"
    model.refresh_aside(0, lambda reset: reset())
    qtbot.waitUntil(lambda: not model._aside_running)
    assert model.index(0, column).data() == "m2"
