"""The photo inbox in the window: a generated card's groups shown before anything is attached,
a picture moved to another group by keyboard going to that record on *Toevoegen*, the
attach published as one operation's changes, a second read attaching nothing twice, the
watched folder, and hostile files (a FIFO, a truncated JPEG) listed with their reasons."""

from __future__ import annotations

import os
from collections.abc import Callable
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.inventory.labels import draft_reference
from app.inventory.labels import labels_for
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui.desk import Desk
from app.ui.photos.dialog import PhotoInboxDialog
from app.ui.photos.dialog import Section
from app.ui.photos.dialog import SectionKind
from app.work.changes import Changes
from tests.photos.card import Shot
from tests.photos.card import label_images
from tests.photos.card import shoot
from tests.sync.helpers import product_content


@dataclass
class Card:
    folder: Path
    pictures: list[Path]
    drafts: list[str]  # the records of its labels, in the card's order


def _card(tmp_path: Path) -> Card:
    """Two drafts in the local store, their labels rendered as printed, and a card: label A
    and two pictures, label B and one, then a stray after a long pause."""
    with Store.open() as store:
        drafts = [
            store.drafts.create_draft(RecordKind.PRODUCT, product_content(name)).id
            for name in ("Deur A", "Deur B")
        ]
        printed = labels_for(store, store.catalogue.search(RecordKind.PRODUCT, limit=10))
    by_reference = {label.reference: label for label in printed}
    labels = [by_reference[draft_reference(draft)] for draft in drafts]
    images = label_images(labels)
    folder = tmp_path / "card" / "DCIM" / "100PHONE"
    shots = [Shot(images[0]), Shot(), Shot(), Shot(images[1], after=40), Shot(), Shot(after=2700)]
    return Card(tmp_path / "card", shoot(folder, shots), drafts)


def _read(qtbot: QtBot, desk: Desk, *dropped: Path) -> PhotoInboxDialog:
    inbox = desk.photo_inbox.open_with(list(dropped))
    qtbot.waitUntil(lambda: not inbox.reading, timeout=60_000)
    return inbox


def _groups(inbox: PhotoInboxDialog) -> list[Section]:
    return [s for s in inbox.sections if s.kind is not SectionKind.UNASSIGNED]


def _names(section: Section) -> list[str]:
    return [p.name + (" (label)" if p.label else "") for p in section.model.items]


def _attached(store: Store, owner: str) -> list[str]:
    return [a.file_name for a in store.attachments.list_attachments(owner)]


def _add(qtbot: QtBot, desk: Desk, inbox: PhotoInboxDialog) -> tuple[Changes, object]:
    with qtbot.waitSignal(desk.hub.changed, timeout=20_000) as published:
        qtbot.mouseClick(inbox.add_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not inbox.attaching)
    changes, initiator = published.args
    return changes, initiator


def test_the_inbox_shows_a_cards_groups_before_anything_is_attached(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)

    groups = _groups(inbox)
    assert [g.target.owner for g in groups if g.target] == card.drafts
    assert [g.heading() for g in groups] == ["Deur A", "Deur B"]
    assert _names(groups[0]) == ["IMG_0001.JPG (label)", "IMG_0002.JPG", "IMG_0003.JPG"]
    assert _names(groups[1]) == ["IMG_0004.JPG (label)", "IMG_0005.JPG"]
    # The label picture is marked and not ticked; the others are.
    label = groups[0].model.index(0)
    assert label.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Unchecked
    assert groups[0].model.index(1).data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked
    assert label.data(Qt.ItemDataRole.ToolTipRole) == "Label"
    # The stray after the pause, with the reason in the user's words.
    stray = inbox.unassigned.model.index(0).data(Qt.ItemDataRole.DisplayRole)
    assert stray.startswith("IMG_0006.JPG\nTaken 45 minutes after the picture before it")
    assert all(_attached(desk.store, draft) == [] for draft in card.drafts)
    # The thumbnails come off the window's thread.
    qtbot.waitUntil(lambda: len(inbox._thumbnails) == 6, timeout=20_000)


def test_a_picture_moved_by_keyboard_goes_to_that_record_on_add(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    first.view.setFocus()
    # IMG_0003.JPG alone (not as `setCurrentIndex` picks: by the modifier keys Qt last saw).
    first.view.selectionModel().setCurrentIndex(
        first.model.index(2), QItemSelectionModel.SelectionFlag.ClearAndSelect
    )
    qtbot.keyClick(first.view, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert _names(first) == ["IMG_0001.JPG (label)", "IMG_0002.JPG"]
    assert _names(second) == ["IMG_0004.JPG (label)", "IMG_0005.JPG", "IMG_0003.JPG"]
    assert second.view.hasFocus()  # Ctrl+Down again would take it on

    changes, initiator = _add(qtbot, desk, inbox)

    a, b = card.drafts
    assert _attached(desk.store, a) == ["IMG_0002.JPG"]
    assert _attached(desk.store, b) == ["IMG_0005.JPG", "IMG_0003.JPG"]
    assert initiator is inbox
    assert changes.attachments == {a, b}
    assert changes.drafts == {a, b}
    assert RecordKind.PRODUCT in changes.kinds
    assert changes.outbox
    # What was added left the inbox; the unticked labels went with their groups.
    assert _groups(inbox) == []
    assert "3 pictures added to 2 records." in inbox.status.text()


def test_a_second_read_of_the_same_card_attaches_nothing_twice(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    _add(qtbot, desk, _read(qtbot, desk, card.folder))
    desk.photo_inbox.inbox.close()

    again = _read(qtbot, desk, card.folder)

    assert _groups(again) == []
    reasons = {p.name: p.reason.code for p in again.unassigned.model.items if p.reason}
    assert reasons["IMG_0002.JPG"] == "photo.already_attached"
    assert not again.add_button.isEnabled()
    a, b = card.drafts
    assert _attached(desk.store, a) == ["IMG_0002.JPG", "IMG_0003.JPG"]
    assert _attached(desk.store, b) == ["IMG_0005.JPG"]


def test_a_picture_moved_to_unassigned_or_skipped_is_not_added_and_a_new_product_is_made(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    _first, second = _groups(inbox)
    second.view.setFocus()
    second.view.setCurrentIndex(second.model.index(1))  # IMG_0005.JPG
    qtbot.keyClick(second.view, Qt.Key.Key_Delete)  # skipped
    inbox.unassigned.view.setFocus()
    inbox.unassigned.view.setCurrentIndex(inbox.unassigned.model.index(0))  # the stray
    new = inbox.new_product_of_selection()
    assert new is not None
    assert _names(new) == ["IMG_0006.JPG"]
    assert new.name is not None
    new.name.setText("Trap")

    changes, _ = _add(qtbot, desk, inbox)

    assert _attached(desk.store, card.drafts[1]) == []
    made = [d for d in changes.drafts if d not in card.drafts]
    assert len(made) == 1
    assert changes.listed
    assert _attached(desk.store, made[0]) == ["IMG_0006.JPG"]
    assert desk.store.drafts.get(made[0]).content["itemDetails"]["name"] == "Trap"


def test_a_picture_dragged_to_another_group_is_moved(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    desk = desks()
    inbox = _read(qtbot, desk, card.folder)
    first, second = _groups(inbox)
    data = first.model.mimeData([first.model.index(1)])
    second.model.dropMimeData(data, Qt.DropAction.MoveAction, -1, 0, QModelIndex())
    assert _names(second)[-1] == "IMG_0002.JPG"
    assert "IMG_0002.JPG" not in _names(first)


def test_hostile_files_are_listed_unassigned_with_their_reasons(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    folder = card.pictures[0].parent
    whole = card.pictures[1].read_bytes()
    (folder / "IMG_0100.JPG").write_bytes(whole[: len(whole) // 2])  # copied only in part
    os.mkfifo(folder / "IMG_0101.JPG")  # nobody ever writes: opening it would hang
    (folder / "IMG_0102.JPG").write_bytes(b"<html>not a picture</html>")
    desk = desks()

    inbox = _read(qtbot, desk, card.folder)

    reasons = {p.name: p.reason.code for p in inbox.unassigned.model.items if p.reason}
    assert reasons["IMG_0100.JPG"] in ("photo.incomplete", "photo.after_unusable")
    assert reasons["IMG_0101.JPG"] == "file.not_a_file"
    assert reasons["IMG_0102.JPG"] == "photo.not_a_picture"
    shown = [i.data(Qt.ItemDataRole.DisplayRole) for i in _rows(inbox.unassigned)]
    assert any("is not a file" in text for text in shown)
    qtbot.waitUntil(lambda: len(inbox._thumbnails) >= 6, timeout=20_000)


def _rows(section: Section) -> Iterator[QModelIndex]:
    return (section.model.index(row) for row in range(section.model.rowCount()))


def test_the_watched_folder_brings_a_new_picture_into_the_inbox(
    qtbot: QtBot, desks: Callable[..., Desk], tmp_path: Path
) -> None:
    card = _card(tmp_path)
    watched = tmp_path / "phone"
    watched.mkdir()
    (watched / "old.jpg").write_bytes(card.pictures[1].read_bytes())  # there before: not new
    desk = desks()
    desk.settings.photo_watch_folder = str(watched)
    desk.photo_inbox.follow_settings()
    watch = desk.photo_inbox.watch
    assert watch is not None
    watch.timer.setInterval(50)
    qtbot.waitUntil(lambda: watch._arrivals._known is not None)

    for source in card.pictures[:2]:
        (watched / source.name).write_bytes(source.read_bytes())

    qtbot.waitUntil(lambda: desk.photo_inbox.inbox is not None, timeout=10_000)
    inbox = desk.photo_inbox.inbox
    assert inbox is not None
    qtbot.waitUntil(lambda: bool(_groups(inbox)) and not inbox.reading, timeout=20_000)
    assert _names(_groups(inbox)[0]) == ["IMG_0001.JPG (label)", "IMG_0002.JPG"]
    assert "old.jpg" not in {p.name for s in inbox.sections for p in s.model.items}


def test_the_watched_folder_and_the_pause_are_set_in_the_preferences(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from app.settings import UiSettings
    from app.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(UiSettings())
    qtbot.addWidget(dialog)
    assert dialog.photo_pause.value() == 10  # the default
    assert dialog.watch_folder.text() == ""
    ok = dialog._ok
    dialog.watch_folder.setText(str(tmp_path / "nowhere"))
    assert not ok.isEnabled()
    assert not dialog.watch_problem.isHidden()
    dialog.watch_folder.setText(str(tmp_path))
    assert ok.isEnabled()
    dialog.photo_pause.setValue(25)
    with qtbot.waitSignal(dialog.saved) as saved:
        dialog.accept()
    assert saved.args[0].photo_watch_folder == str(tmp_path)
    assert saved.args[0].photo_pause_minutes == 25
