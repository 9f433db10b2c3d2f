"""A whole group moved in the photo inbox: dragged by its handle onto another group (its
pictures, or its heading), or by keyboard (Ctrl+Shift+M and the menu of groups, the handle's
Space, Ctrl+Shift+arrows). The move changes only the plan: nothing is attached before
*Toevoegen*, which stays one undoable step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QMimeData
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QPoint
from PySide6.QtCore import QPointF
from PySide6.QtCore import Qt
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDragEnterEvent
from PySide6.QtGui import QDragMoveEvent
from PySide6.QtGui import QDropEvent
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QMenu
from pytestqt.qtbot import QtBot

from app.api.notices import Notice
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui.desk import Desk
from app.ui.photos.dialog import PhotoInboxDialog
from app.ui.photos.dialog import Section
from app.ui.photos.pictures import GROUP_MIME
from app.ui.photos.pictures import group_mime
from app.ui.photos.record_drop import RecordDrop
from tests.sync.helpers import product_content
from tests.ui.test_photo_inbox import _add
from tests.ui.test_photo_inbox import _attached
from tests.ui.test_photo_inbox import _card
from tests.ui.test_photo_inbox import _groups
from tests.ui.test_photo_inbox import _names
from tests.ui.test_photo_inbox import _read

B_WITH_A = [
    "IMG_0004.JPG (label)",
    "IMG_0005.JPG",
    "IMG_0001.JPG (label)",
    "IMG_0002.JPG",
    "IMG_0003.JPG",
]


def _menu(qtbot: QtBot) -> QMenu:
    found: list[QMenu] = []

    def shown() -> bool:
        found[:] = [
            w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()
        ]
        return bool(found)

    qtbot.waitUntil(shown)
    return found[0]


def _choose(qtbot: QtBot, menu: QMenu, heading: str) -> None:
    """The menu's entry for `heading` chosen with the arrow keys and Return."""
    entries = [a.text() for a in menu.actions()]
    wanted = next(i for i, text in enumerate(entries) if text.startswith(heading))
    for _ in range(wanted + 1):  # the first Down lands on the first entry
        qtbot.keyClick(menu, Qt.Key.Key_Down)
    assert menu.activeAction() is menu.actions()[wanted]
    qtbot.keyClick(menu, Qt.Key.Key_Return)


def _moved_to_b(inbox: PhotoInboxDialog, b: Section) -> None:
    assert _groups(inbox) == [b]
    assert _names(b) == B_WITH_A
    # The label picture came unticked, the others ticked: as a picture moved alone.
    ticked = [p.name for p in b.model.ticked()]
    assert ticked == ["IMG_0005.JPG", "IMG_0002.JPG", "IMG_0003.JPG"]


def _added_and_undone(qtbot: QtBot, desk: Desk, inbox: PhotoInboxDialog, drafts: list[str]) -> None:
    a, b = drafts
    assert _attached(desk.store, a) == []
    assert _attached(desk.store, b) == []
    steps = len(desk.store.undo.steps())
    _add(qtbot, desk, inbox)
    assert _attached(desk.store, a) == []
    assert sorted(_attached(desk.store, b)) == ["IMG_0002.JPG", "IMG_0003.JPG", "IMG_0005.JPG"]
    assert len(desk.store.undo.steps()) == steps + 1  # one step
    assert desk.window is not None
    desk.window.undo_action.trigger()
    qtbot.waitUntil(lambda: _attached(desk.store, b) == [], timeout=20_000)


def test_a_group_dragged_by_its_handle_onto_another_group_joins_it(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    assert first.handle is not None
    assert first.handle.isVisible()

    # What the handle's drag carries, dropped on the other group's pictures as its view does.
    data = group_mime(first.model)
    assert data.hasFormat(GROUP_MIME)
    assert second.model.canDropMimeData(data, Qt.DropAction.MoveAction, -1, 0, QModelIndex())
    second.model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, QModelIndex())

    _moved_to_b(inbox, second)
    assert second.view.hasFocus()
    _added_and_undone(qtbot, desk, inbox, card.drafts)


def test_a_group_dropped_on_another_groups_heading_joins_it(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    on_heading = QPointF(second.title.mapTo(second.frame, second.title.rect().center()))
    data = group_mime(first.model)  # kept: the events do not own it
    move, left = Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton
    enter = QDragEnterEvent(on_heading.toPoint(), move, data, left, Qt.KeyboardModifier(0))
    second.frame.dragEnterEvent(enter)
    assert enter.isAccepted()
    drop = QDropEvent(on_heading, move, data, left, Qt.KeyboardModifier(0))
    second.frame.dropEvent(drop)
    assert drop.isAccepted()
    _moved_to_b(inbox, second)


def test_another_programs_data_of_the_groups_type_moves_nothing(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    data = group_mime(first.model)
    for junk in (b"not a number", str(id(object())).encode()):
        data.setData(GROUP_MIME, junk)
        second.model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, QModelIndex())
    assert _groups(inbox) == [first, second]
    assert len(first.model.items) == 3


def test_a_group_moved_by_keyboard_with_the_move_group_menu(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    first.view.setFocus()
    first.view.setCurrentIndex(first.model.index(1))  # one picture: the whole group moves

    qtbot.keyClick(
        first.view,
        Qt.Key.Key_M,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    menu = _menu(qtbot)
    # Meanwhile the group is selected: every one of its pictures.
    assert len(first.view.selectionModel().selectedIndexes()) == 3
    assert next(a.text() for a in menu.actions()).startswith("Deur B (")
    _choose(qtbot, menu, "Deur B")

    _moved_to_b(inbox, second)
    _added_and_undone(qtbot, desk, inbox, card.drafts)


def test_a_group_moved_from_its_handle_by_space_and_by_ctrl_shift_arrows(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    handle = second.handle
    assert handle is not None
    handle.setFocus()
    qtbot.keyClick(handle, Qt.Key.Key_Space)
    _choose(qtbot, _menu(qtbot), "Deur A")
    assert _groups(inbox) == [first]
    assert _names(first)[-2:] == ["IMG_0004.JPG (label)", "IMG_0005.JPG"]

    # Ctrl+Shift+Up from a picture: the whole group into the one before, the first stays.
    alone = _groups(inbox)[0]
    qtbot.keyClick(
        alone.view,
        Qt.Key.Key_Up,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert _groups(inbox) == [first]
    # Ctrl+Shift+Down: into *Niet toegewezen*, unticked; nothing left to add.
    qtbot.keyClick(
        alone.view,
        Qt.Key.Key_Down,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert _groups(inbox) == []
    assert len(inbox.unassigned.model.items) == 6
    assert not inbox.add_button.isEnabled()


def test_a_group_dropped_on_a_product_in_the_windows_list_goes_to_that_product(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    with Store.open() as store:  # a product whose label is not on the card
        other = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur C")).id
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    tab = desk.products
    window = desk.window
    assert tab is not None
    assert window is not None
    qtbot.waitUntil(lambda: tab.model.rowCount() == 3)
    row = next(r for r in range(3) if (shown := tab.model.row_at(r)) and shown.draft_id == other)
    cell = tab.table.visualRect(tab.model.index(row, 1)).center()
    at = QPointF(tab.table.viewport().mapTo(window, cell))
    drop = inbox.findChild(RecordDrop)
    assert drop is not None
    data = group_mime(first.model)  # kept: the events do not own it
    move, left, none = Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0)
    enter = QDragEnterEvent(at.toPoint(), move, data, left, none)
    assert drop.eventFilter(window, enter)
    assert enter.isAccepted()
    # Beside the list (on the form) the pointer says no drop.
    beside = QDragMoveEvent(
        QPoint(window.width() - 5, window.height() // 2), move, data, left, none
    )
    drop.eventFilter(window, beside)
    assert not beside.isAccepted()
    # Another program's files are the window's own (the inbox reads them): not taken here.
    files = QMimeData()
    files.setUrls([QUrl.fromLocalFile(str(card.folder))])
    assert not drop.eventFilter(window, QDragEnterEvent(at.toPoint(), move, files, left, none))

    assert drop.eventFilter(window, QDropEvent(at, move, data, left, none))

    groups = _groups(inbox)
    assert [g.heading() for g in groups] == ["Deur B", "Deur C"]
    assert groups[1].target is not None
    assert groups[1].target.owner == other
    assert _names(groups[1]) == ["IMG_0001.JPG (label)", "IMG_0002.JPG", "IMG_0003.JPG"]
    assert _attached(desk.store, other) == []  # the plan only, until Toevoegen
    steps = len(desk.store.undo.steps())
    _add(qtbot, desk, inbox)
    assert _attached(desk.store, other) == ["IMG_0002.JPG", "IMG_0003.JPG"]
    assert _attached(desk.store, card.drafts[1]) == ["IMG_0005.JPG"]
    assert len(desk.store.undo.steps()) == steps + 1
    window.undo_action.trigger()
    qtbot.waitUntil(lambda: _attached(desk.store, other) == [], timeout=20_000)
    assert second not in _groups(inbox)  # what was added left the inbox


def test_a_record_that_takes_no_pictures_moves_nothing_and_says_why(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    assert inbox.move_to_record(id(first.model), None, Notice("store.draft_handed_over")) is None
    assert _groups(inbox) == [first, second]
    assert len(first.model.items) == 3
    assert "store.draft_handed_over" not in inbox.status.text()
    assert inbox.status.text()
