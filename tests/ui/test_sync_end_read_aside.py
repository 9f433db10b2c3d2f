"""A sync's end over a long table is read off the window's thread, as its first load's
batches are: the count and the page in view on a worker, shown when read, with the count
beside the table and the open record's row selected again. A user's own change, and any
change over a short table, is read at once."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from app.store.kinds import RecordKind
from app.ui.desk import Desk
from app.ui.products.products_tab import ProductsTab
from app.ui.records import tab as record_tab
from app.ui.records.table import RowRole
from app.work.changes import Changes
from tests.ui.test_rows_read_aside import _products

# What a sync round's outcome names (`app.work.sync_session.SyncRound.run`).
_SYNC_END = Changes(kinds=frozenset(RecordKind), server_rows=True, outbox=True)


def _products_tab(open_desk: Callable[..., Desk], rows: int) -> tuple[Desk, ProductsTab]:
    desk = open_desk()
    products = desk.products
    assert products is not None
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(rows))
    products.refresh()
    assert products.model.rowCount() == rows
    return desk, products


def test_a_syncs_end_over_a_long_table_is_read_aside_and_shown_when_read(
    qtbot: QtBot, open_desk: Callable[..., Desk], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(record_tab, "READ_ASIDE_FROM", 3)
    desk, products = _products_tab(open_desk, 3)
    products.open_server_record(2)
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(8))
    desk.hub.publish(_SYNC_END)
    # Asked of the worker: the rows shown stay until the read is in.
    assert products.model._aside_running
    assert products.model.rowCount() == 3
    qtbot.waitUntil(lambda: products.model.rowCount() == 8)
    assert products.count_label.text() == products.count_text(8)
    selected = products.table.selectionModel().selectedRows()
    assert [index.data(RowRole).key for index in selected] == ["s:2"]  # the open record's


def test_a_users_own_change_over_a_long_table_is_read_at_once(
    open_desk: Callable[..., Desk], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(record_tab, "READ_ASIDE_FROM", 3)
    desk, products = _products_tab(open_desk, 3)
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(8))
    desk.hub.publish(Changes.of_drafts(RecordKind.PRODUCT, [], listed=True))
    assert not products.model._aside_running
    assert products.model.rowCount() == 8


def test_a_syncs_end_over_a_short_table_is_read_at_once(open_desk: Callable[..., Desk]) -> None:
    desk, products = _products_tab(open_desk, 3)
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(8))
    desk.hub.publish(_SYNC_END)
    assert not products.model._aside_running
    assert products.model.rowCount() == 8
    assert products.count_label.text() == products.count_text(8)


def test_rows_read_aside_wait_while_a_cell_is_typed_into(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    """A reset would take the open cell editor from under the user's hands (and Qt would
    drop what it commits): rows read aside wait while the table edits, then show. (The
    view's editing state set as a cell's editor sets it: offscreen, the focus that keeps a
    real editor open moves about on its own.)"""
    from PySide6.QtWidgets import QAbstractItemView

    desk, products = _products_tab(open_desk, 3)
    products.table.selectAll()
    desk.store.cache.replace_server_list(RecordKind.PRODUCT, _products(8))
    products.table.setState(QAbstractItemView.State.EditingState)
    products.refresh_rows(aside=True)  # a first load's batch
    qtbot.waitUntil(lambda: products._read_after_editing.isActive())
    assert products.model.rowCount() == 3  # the rows shown stay, and the selection
    assert len(products.table.selectionModel().selectedRows()) == 3
    products.table.setState(QAbstractItemView.State.NoState)  # the cell left
    qtbot.waitUntil(lambda: products.model.rowCount() == 8)
    assert len(products.table.selectionModel().selectedRows()) == 3  # kept across it
