"""Delete, undo, redo and queue many, as a user does it in the window: the keys, the menus,
the form's buttons; the Edit menu names what Undo and Redo would do."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtCore import QItemSelection
from PySide6.QtCore import QItemSelectionModel
from PySide6.QtCore import QPoint
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from app.ui.products.products_tab import ProductsTab
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
CTRL, SHIFT = Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.ShiftModifier


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    """The English catalogue: its plurals ("3 products") are what the menu shows."""
    from app.ui import i18n

    i18n.install_language("en")


def _tab(desk: Desk) -> ProductsTab:
    tab = desk.products
    assert tab is not None
    return tab


def _select_rows(tab: ProductsTab, count: int) -> None:
    model = tab.model
    last = model.columnCount() - 1
    chosen = QItemSelection(model.index(0, 0), model.index(count - 1, last))
    flags = QItemSelectionModel.SelectionFlag
    tab.table.selectionModel().select(chosen, flags.ClearAndSelect | flags.Rows)
    tab.table.setFocus()


def _question(qtbot: QtBot, name: str) -> QMessageBox:
    found: list[QMessageBox] = []

    def shown() -> bool:
        found[:] = [w for w in QApplication.topLevelWidgets() if w.objectName() == name]
        return bool(found) and found[0].isVisible()

    qtbot.waitUntil(shown)
    box = found[0]
    assert isinstance(box, QMessageBox)
    return box


def _edit_menu_texts(desk: Desk) -> tuple[str, str]:
    window = desk.window
    assert window is not None
    window.edit_menu.aboutToShow.emit()  # as the menu opens
    return window.undo_action.text(), window.redo_action.text()


def test_three_drafts_deleted_with_the_delete_key_come_back_with_undo_and_go_with_redo(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    store = desk.store
    made = [store.drafts.create_draft(PRODUCT, product_content(f"Deur {n}")).id for n in range(3)]
    desk.refresh_views()
    tab = _tab(desk)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3)
    _select_rows(tab, 3)
    qtbot.keyClick(tab.table, Qt.Key.Key_Delete)
    box = _question(qtbot, "deleteDraftsQuestion")
    assert "3" in box.text()
    box.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: tab.model.rowCount() == 0)
    assert store.drafts.list_drafts() == []
    assert _edit_menu_texts(desk)[0] == "&Undo: delete 3 products"

    window = desk.window
    assert window is not None
    qtbot.keyClick(tab.table, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3)
    assert sorted(d.id for d in store.drafts.list_drafts()) == sorted(made)
    assert _edit_menu_texts(desk) == ("&Undo", "&Redo: delete 3 products")

    qtbot.keyClick(tab.table, Qt.Key.Key_Y, CTRL)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 0)
    qtbot.keyClick(tab.table, Qt.Key.Key_Z, CTRL)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3)
    qtbot.keyClick(tab.table, Qt.Key.Key_Z, CTRL | SHIFT)  # the other redo
    qtbot.waitUntil(lambda: tab.model.rowCount() == 0)


def test_the_draft_in_the_form_is_deleted_by_its_button_and_undo_shows_it_again(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    draft = desk.store.drafts.create_draft(PRODUCT, product_content("Kozijn"))
    desk.refresh_views()
    tab = _tab(desk)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1)
    tab.open_draft(draft.id)
    button = tab.form.delete_draft_button
    assert button.isVisibleTo(tab.form)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # one draft: no question
    qtbot.waitUntil(lambda: desk.store.drafts.find(draft.id) is None)
    assert tab.editing.draft_id is None  # a new record in its place
    window = desk.window
    assert window is not None
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: desk.store.drafts.find(draft.id) is not None)
    assert tab.model.rowCount() == 1


def test_the_undo_of_a_step_being_sent_is_not_offered_and_says_why(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    store = desk.store
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    desk.refresh_views()
    tab = _tab(desk)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1)
    tab.open_draft(draft.id)
    window = desk.window
    assert window is not None
    window.queue_action.trigger()
    qtbot.waitUntil(lambda: store.drafts.get(draft.id).state is DraftState.QUEUED)
    store.drafts.begin_sends([store.drafts.get(draft.id)])  # as the round takes it
    assert _edit_menu_texts(desk)[0] == "&Undo: queue 1 product"
    assert not window.undo_action.isEnabled()
    assert "being sent" in window.undo_action.statusTip()


def test_ctrl_enter_queues_every_valid_selected_draft_and_lists_the_others(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    store = desk.store
    valid = [store.drafts.create_draft(PRODUCT, product_content(f"Deur {n}")).id for n in (1, 2)]
    half = store.drafts.create_draft(PRODUCT, {"itemDetails": {"name": "Half getypt"}}).id
    desk.refresh_views()
    tab = _tab(desk)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3)
    _select_rows(tab, 3)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return, CTRL)
    box = _question(qtbot, "notQueuedList")
    assert "Half getypt" in box.text()
    assert "to correct" in box.text()
    assert "2 drafts queued" in box.text()
    box.accept()
    assert {store.drafts.get(i).state for i in valid} == {DraftState.QUEUED}
    assert store.drafts.get(half).state is DraftState.DRAFT
    # One step: one undo puts both back.
    window = desk.window
    assert window is not None
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: store.drafts.get(valid[0]).state is DraftState.DRAFT)
    assert store.drafts.get(valid[1]).state is DraftState.DRAFT


def test_a_double_click_on_queue_for_sync_never_makes_a_draft(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    store = desk.store
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    desk.refresh_views()
    tab = _tab(desk)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1)
    tab.open_draft(draft.id)
    form = tab.form
    queue = form.queue_button
    assert queue.isVisibleTo(form)
    assert form.duplicate_button.isVisibleTo(form)
    spot = queue.mapTo(form, queue.rect().center())
    qtbot.mouseClick(queue, Qt.MouseButton.LeftButton, pos=queue.rect().center())
    qtbot.waitUntil(lambda: store.drafts.get(draft.id).state is DraftState.QUEUED)
    # The second click of the double click lands on whatever stands there by then (the
    # form laid out again after the first: a frame, well within the double-click interval).
    QApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    there = form.childAt(spot)
    if isinstance(there, QPushButton):
        qtbot.mouseClick(there, Qt.MouseButton.LeftButton, pos=there.mapFrom(form, spot))
    assert [d.id for d in store.drafts.list_drafts()] == [draft.id]


def test_a_second_click_at_the_same_place_on_a_button_that_came_there_is_swallowed(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    store = desk.store
    draft = store.drafts.create_draft(PRODUCT, product_content("Deur"))
    desk.refresh_views()
    tab = _tab(desk)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 1)
    tab.open_draft(draft.id)
    form = tab.form
    queue, duplicate = form.queue_button, form.duplicate_button
    clicks: list[Any] = []
    duplicate.clicked.connect(lambda: clicks.append("duplicate"))
    centre = queue.rect().center()
    qtbot.mousePress(queue, Qt.MouseButton.LeftButton, pos=centre)
    qtbot.mouseRelease(queue, Qt.MouseButton.LeftButton, pos=centre)
    # "Duplicate" moves under the pointer (as it did when "Queue for sync" went): the
    # second click of the double click, at the same place, is not its.
    duplicate.setGeometry(queue.geometry())
    qtbot.mouseClick(duplicate, Qt.MouseButton.LeftButton, pos=centre)
    assert clicks == []
    assert len(store.drafts.list_drafts()) == 1
    # Where the pointer moved since, it is a click like any other.
    qtbot.mouseClick(duplicate, Qt.MouseButton.LeftButton, pos=centre + QPoint(20, 0))
    assert clicks == ["duplicate"]


def test_queueing_records_with_held_uploads_offers_to_try_them_again(
    qtbot: QtBot, open_desk: Callable[..., Desk], tmp_path: Any
) -> None:
    from app.api.notices import Notice
    from app.work.outbox import outbox

    desk = open_desk()
    store = desk.store
    valid = store.drafts.create_draft(PRODUCT, product_content("Deur")).id
    half = store.drafts.create_draft(PRODUCT, {"itemDetails": {"name": "Half getypt"}}).id
    photo = tmp_path / "half.jpg"
    photo.write_bytes(b"\xff\xd8\xff\xe0" + b"\x00\x10JFIF" + bytes(range(256)) * 40)
    attached = store.attachments.attach_file(half, photo)
    store.attachments.hold(attached.id, Notice("sync.upload_too_large"))
    desk.refresh_views()
    window = desk.window
    assert window is not None
    qtbot.waitUntil(lambda: window.status.held == 1)
    assert "1 upload held" in window.status.outbox_label.text()
    tab = _tab(desk)
    qtbot.waitUntil(lambda: tab.model.rowCount() == 2)
    _select_rows(tab, 2)
    qtbot.keyClick(tab.table, Qt.Key.Key_Return, CTRL)
    box = _question(qtbot, "retryHeldQuestion")
    assert "1 draft queued" in box.text()
    assert "1 upload of these records" in box.text()
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    yes.click()
    qtbot.waitUntil(lambda: outbox(store).held == 0)
    qtbot.waitUntil(lambda: window.status.held == 0)
    assert store.drafts.get(valid).state is DraftState.QUEUED
    assert "tried again" in window.status.message_label.text()
