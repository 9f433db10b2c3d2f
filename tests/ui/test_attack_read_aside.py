"""Attacks on the rows read aside during a first load (`PagedTableModel.refresh_aside`):
the open record's row, a selection, a window rebuilt or closed while a read is in flight."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from typing import Any

import shiboken6
from pytestqt.qtbot import QtBot

from app.store.kinds import RecordKind
from app.ui.desk import Desk
from app.ui.products.product_table import product_table
from app.ui.records.rows import RecordQuery
from app.ui.records.rows import RecordRow
from app.ui.records.table import RowRole
from app.work.changes import Changes
from tests.ui.conftest import sync_over
from tests.ui.test_rows_read_aside import _products
from tests.ui.test_table_model import ListRowSource
from tests.ui.test_table_model import _rows


def _selected_keys(tab: Any) -> set[str]:
    return {i.data(RowRole).key for i in tab.table.selectionModel().selectedRows()}


def test_the_open_records_row_stays_selected_across_arriving_rows(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    products = desk.products
    assert products is not None
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(3))
    products.refresh()
    products.open_server_record("2")
    products._reselect()
    assert _selected_keys(products) == {"s:2"}
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(8))
    desk.hub.publish(Changes.of_arriving_rows(RecordKind.PRODUCT))
    qtbot.waitUntil(lambda: products.model.rowCount() == 8)
    assert _selected_keys(products) == {"s:2"}


def _hold_reads(tab: Any) -> tuple[threading.Event, threading.Event]:
    """The tab's reads aside wait for the first event once begun (said by the second)."""
    source = tab.model._source
    read, go, begun = source.read, threading.Event(), threading.Event()

    def held(*args: Any) -> Any:
        begun.set()
        assert go.wait(20)
        return read(*args)

    source.read = held
    return go, begun


def test_another_stores_window_never_shows_a_read_aside_of_the_old_one(
    qtbot: QtBot, open_desk: Callable[..., Desk], tmp_path: Any
) -> None:
    from app.store.store import Store

    desk = open_desk()
    products = desk.products
    assert products is not None
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(5))
    products.refresh()
    go, begun = _hold_reads(products)
    desk.hub.publish(Changes.of_arriving_rows(RecordKind.PRODUCT))
    assert begun.wait(10)
    old_window = desk.window
    other = Store.open(tmp_path / "other.sqlite3", tmp_path / "other-files")
    other.cache.replace_server_list(RecordKind.PRODUCT, _products(2, start=100))
    try:
        desk.use_store(other)
        assert desk.window is not old_window
        fresh = desk.products
        assert fresh is not None
        assert fresh is not products
        go.set()
        old = products.model
        # The old window goes (its model waits for the read); nothing of it in the new one.
        qtbot.waitUntil(lambda: not shiboken6.isValid(old) or not old._aside_running)
        keys = {fresh.model.row_at(r).key for r in range(fresh.model.rowCount())}
        assert keys == {"s:100", "s:101"}
    finally:
        go.set()
        desk.window.close()
        from tests.ui.conftest import run

        run(qtbot, desk.shutdown())
        desk.close_store()
        other.close()


def test_arriving_rows_keep_the_view_where_the_user_scrolled(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    """The open record's row is selected again after a read aside, but the view is not
    brought back to it: the user scrolled away, through the rows arriving."""
    desk = open_desk()
    products = desk.products
    assert products is not None
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(150))
    products.refresh()
    products.open_server_record("1")
    products._reselect()
    bar = products.table.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    bar.setValue(bar.maximum())
    top = bar.value()
    assert products.table.rowAt(0) > 40
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(160))
    desk.hub.publish(Changes.of_arriving_rows(RecordKind.PRODUCT))
    qtbot.waitUntil(lambda: products.model.rowCount() == 160)
    assert bar.value() == top
    assert _selected_keys(products) == {"s:1"}


def test_a_read_aside_shown_after_the_store_closed_raises_nothing(
    qtbot: QtBot, desks: Callable[..., Desk]
) -> None:
    """The read is in, its answer still queued, when the window closes and the store with
    it (the quit's last turns): nothing is read of the closed store, nothing raises."""
    desk = desks()
    products = desk.products
    assert products is not None
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(5))
    products.refresh()
    products.table.selectAll()  # many rows: kept across the reset, read again
    model = products.model
    desk.hub.publish(Changes.of_arriving_rows(RecordKind.PRODUCT))
    assert model._aside_pool.waitForDone(10_000)  # read, its answer queued
    assert desk.window is not None
    desk.window.close()
    from tests.ui.conftest import run

    run(qtbot, desk.shutdown())
    desk.close_store()
    qtbot.waitUntil(lambda: not shiboken6.isValid(model) or not model._aside_running)


class _ReadThenHeld(ListRowSource):
    """A list whose reads aside read at once, then wait for `go` before answering: the
    window's thread changes rows between the read and its showing."""

    def __init__(self, rows: list[RecordRow]) -> None:
        super().__init__(rows)
        self.go, self.read_done = threading.Event(), threading.Event()

    def read(self, query: RecordQuery, offset: int, limit: int) -> tuple[int, list[RecordRow]]:
        answer = super().read(query, offset, limit)
        self.read_done.set()
        assert self.go.wait(10)
        return answer


def test_a_row_updated_in_place_while_a_read_is_under_way_is_not_shown_stale(
    qtbot: QtBot,
) -> None:
    """An autosave of a draft shows its row in place (`update_row`) while rows arriving are
    read aside, read before the save: the reset then shows the row as it is, not as read."""
    source = _ReadThenHeld(_rows(5))
    model = product_table(source)
    key = source.rows[2].key
    at = next(r for r in range(model.rowCount()) if model.row_at(r).key == key)
    model.refresh_aside(0, lambda reset: reset())
    assert source.read_done.wait(10)
    source.rows[2] = dataclasses.replace(source.rows[2], title="Deur opgeslagen")
    model.update_row(key)
    assert model.row_at(at).title == "Deur opgeslagen"
    source.go.set()
    qtbot.waitUntil(lambda: not model._aside_running)
    assert model.row_at(at).title == "Deur opgeslagen"


def test_a_first_load_from_the_sandbox_while_the_user_scrolls_selects_and_opens(
    qtbot: QtBot, desks: Callable[..., Desk], demo_sandbox: Any, monkeypatch: Any
) -> None:
    """A real first load (the demo catalogue, small batches, shown as often as they come):
    at the first rows shown aside the user scrolls to the end, selects every row and opens
    one. Nothing raises; the end shows every product, the open one's row selected, and the
    undo menu offers nothing (a load is never undone)."""
    from app.sync import list_loader
    from app.ui import sync_progress_shown

    monkeypatch.setattr(list_loader, "BATCH", 20)
    monkeypatch.setattr(sync_progress_shown, "LISTING_REFRESH_MS", 1)
    desk = desks(demo_sandbox, wait_for_sync=False)
    products = desk.products
    assert products is not None
    acted: list[int] = []
    chosen: set[str] = set()  # the rows the user selected
    shown = products._shown_aside

    def user_acts(reset: Callable[[], None]) -> None:
        shown(reset)
        acted.append(products.model.rowCount())
        if len(acted) == 1:
            products.table.verticalScrollBar().setValue(
                products.table.verticalScrollBar().maximum()
            )
            products.table.selectAll()
            first = products.model.row_at(0)
            assert first is not None
            assert first.server_id is not None
            products.open_server_record(str(first.server_id))
            chosen.update(_selected_keys(products))

    monkeypatch.setattr(products, "_shown_aside", user_acts)
    qtbot.waitUntil(lambda: sync_over(desk), timeout=60_000)
    assert acted  # rows were shown aside while they arrived
    model = products.model
    assert model.rowCount() == desk.store.catalogue.count(RecordKind.PRODUCT, "")
    assert model.rowCount() >= 300
    keys = {model.row_at(r).key for r in range(model.rowCount())}
    assert len(keys) == model.rowCount()
    assert products.count_label.text() == products.count_text(model.rowCount())
    assert f"s:{products.editing.server_id}" in chosen
    assert chosen <= _selected_keys(products)  # the rows selected are the ones kept
    assert not desk.window.undo_action.isEnabled()


def test_rows_shown_aside_stay_as_shown_when_scrolled_past_the_screenful(
    qtbot: QtBot,
) -> None:
    """Rows arrive sorted before the ones shown (the newest first) while the user scrolls
    down the rows shown aside: the rows shown stay the rows they were until the next reset
    (a page completed on the window's thread, read at a later state, put other records
    under the same rows, under the user's selection and the open record's row)."""
    source = ListRowSource(_rows(100))
    model = product_table(source)
    model.set_query(RecordQuery(sort="title", descending=True))
    source.rows = _rows(120)
    model.refresh_aside(0, lambda reset: reset())
    qtbot.waitUntil(lambda: model.rowCount() == 120)
    shown = [model.row_at(r).key for r in range(10)]
    source.rows = _rows(150)  # 30 more, sorted before every row shown (the load goes on)
    assert model.row_at(100) is not None  # scrolled down, past the first screenful
    assert [model.row_at(r).key for r in range(10)] == shown


class _FailingOnce(ListRowSource):
    def __init__(self, rows: list[RecordRow]) -> None:
        super().__init__(rows)
        self.failures = 1

    def read(self, query: RecordQuery, offset: int, limit: int) -> tuple[int, list[RecordRow]]:
        if self.failures:
            self.failures -= 1
            raise RuntimeError("the store went away")
        return super().read(query, offset, limit)


def test_a_read_aside_that_fails_is_read_again_once(qtbot: QtBot) -> None:
    """A failed read (a busy disk) is read again once: the change it was to show may be
    the last one (a sync's end), and nothing else would read the table after it."""
    source = _FailingOnce(_rows(3))
    model = product_table(source)
    source.rows = _rows(5)
    shown: list[int] = []
    model.refresh_aside(0, lambda reset: (reset(), shown.append(model.rowCount())))
    qtbot.waitUntil(lambda: shown == [5])
    assert source.failures == 0


def test_a_read_aside_that_keeps_failing_shows_nothing_and_the_next_reads_again(
    qtbot: QtBot,
) -> None:
    """A store that fails again (closed) is read no more: the rows shown stay, nothing is
    raised on the window's thread, and the next change reads it again."""
    source = _FailingOnce(_rows(3))
    source.failures = 2
    model = product_table(source)
    source.rows = _rows(5)
    shown: list[int] = []
    model.refresh_aside(0, lambda reset: (reset(), shown.append(model.rowCount())))
    qtbot.waitUntil(
        lambda: source.failures == 0 and not model._aside_running and not model._again.isActive()
    )
    assert shown == []
    assert model.rowCount() == 3  # the rows shown stay
    model.refresh_aside(0, lambda reset: (reset(), shown.append(model.rowCount())))
    qtbot.waitUntil(lambda: shown == [5])
