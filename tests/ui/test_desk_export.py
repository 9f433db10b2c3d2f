"""Export and import of drafts through the window's menu, from one data folder to another."""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QMessageBox
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from app import paths
from app.store.attachments import AttachmentRole
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.ui.desk import Desk
from tests.ui.conftest import PRODUCT
from tests.ui.conftest import close
from tests.ui.conftest import picture


@pytest.fixture
def open_desk(desks: Callable[..., Desk]) -> Callable[[], Desk]:
    """Start the application on the data folder `app.paths` points at, offline."""
    return functools.partial(desks, wait_for_sync=False)


def choose_file(desk: Desk, name: str, path: Path) -> None:
    """Answer the file dialog the menu opened, as the user does: pick the file, accept."""
    assert desk.window is not None
    dialog = desk.window.findChild(QFileDialog, name)
    assert dialog is not None
    assert dialog.isVisible()
    assert dialog.isModal()  # opened with open(): the window stays responsive meanwhile
    dialog.selectFile(str(path))
    dialog.accept()


def test_drafts_with_a_picture_move_to_a_fresh_data_folder(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    paths.set_data_dir(tmp_path / "laptop")
    first = open_desk()
    products = first.products
    assert products is not None
    assert first.window is not None
    products.new_product(PRODUCT)
    product_id = products.editing.draft_id
    assert product_id is not None
    photo = picture(tmp_path / "deur.png")
    products.add_files([str(photo)])
    qtbot.waitUntil(lambda: len(products.form.images.model.items) == 1, timeout=10_000)
    # A project typed a moment ago, not yet autosaved: the export takes it along.
    first.window.tabs.setCurrentIndex(1)
    projects = first.projects
    assert projects is not None
    qtbot.keyClicks(projects.form.editor("title").editor, "Sloop school Zeist")
    assert projects.form.has_pending_changes()

    export = tmp_path / "overdracht.zip"
    first.window.export_action.trigger()
    choose_file(first, "exportDialog", export)
    status = first.window.status
    qtbot.waitUntil(lambda: status.message_label.text().startswith("2 draft"), timeout=10_000)
    assert export.exists()
    told = first.window.status.message_label.text()  # "drafts" where English is installed
    assert told.startswith("2 draft")
    assert told.endswith(
        " handed over in overdracht.zip: your colleague's computer sends them,"
        " this one no longer does."
    )
    project_id = projects.editing.draft_id
    assert project_id is not None
    assert first.store.drafts.get(product_id).state is DraftState.HANDED_OVER
    # The open form follows at once: read-only, "Take back" where "Queue for sync" was.
    assert not projects.form.editors_box.isEnabled()
    assert not projects.take_back_button.isHidden()
    close(qtbot, first)

    fresh = tmp_path / "office"
    paths.set_data_dir(fresh)
    second = open_desk()
    assert second.window is not None
    assert second.products is not None
    assert second.products.model.rowCount() == 0
    second.window.import_action.trigger()
    choose_file(second, "importDialog", export)
    label = second.window.status.message_label
    qtbot.waitUntil(lambda: label.text() == "Drafts imported from overdracht.zip: 2.")

    product = second.store.drafts.get(product_id)  # the same UUID: still the same record
    assert product.kind is RecordKind.PRODUCT
    assert product.content["itemDetails"]["name"] == "Eiken binnendeur"
    assert product.state is DraftState.DRAFT
    project = second.store.drafts.get(project_id)
    assert project.content["title"] == "Sloop school Zeist"
    (attachment,) = second.store.attachments.list_attachments(product_id)
    assert attachment.role is AttachmentRole.IMAGE
    assert attachment.file_name == "deur.png"
    assert attachment.path.is_relative_to(fresh)
    digest = hashlib.sha256(attachment.path.read_bytes()).hexdigest()
    assert digest == hashlib.sha256(photo.read_bytes()).hexdigest()

    # The window shows what came in without a restart.
    assert second.products.select_key(f"d:{product_id}")
    assert [i.name for i in second.products.form.images.model.items] == ["deur.png"]
    assert second.window.status.outbox == (0, 0)

    # The same file once more: nothing doubled, and the window says so.
    window = second.window
    qtbot.waitUntil(lambda: window.findChild(QFileDialog, "importDialog") is None)  # deleted
    second.window.import_action.trigger()
    choose_file(second, "importDialog", export)
    qtbot.waitUntil(
        lambda: (
            label.text()
            == (
                "overdracht.zip was imported before; nothing was added."
                " Already here, not imported again: 2."
            )
        )
    )
    assert len(second.store.drafts.list_drafts()) == 2


def test_a_handed_over_draft_is_taken_back_after_a_warning(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    paths.set_data_dir(tmp_path / "laptop")
    desk = open_desk()
    products = desk.products
    assert products is not None
    assert desk.window is not None
    products.new_product(PRODUCT)
    draft_id = products.editing.draft_id
    assert draft_id is not None
    products.queue_current()
    desk.window.export_action.trigger()
    choose_file(desk, "exportDialog", tmp_path / "overdracht.zip")
    store = desk.store
    qtbot.waitUntil(lambda: store.drafts.get(draft_id).state is DraftState.HANDED_OVER)
    qtbot.waitUntil(lambda: desk.dialogs.handover().progress is None)
    form = products.form
    assert not form.editors_box.isEnabled()
    assert form.queue_button.isHidden()
    assert products.take_back_action.isEnabled()
    assert desk.window.status.outbox == (0, 0)  # nothing waits to be sent from here

    products.take_back_action.trigger()
    box = desk.window.findChild(QMessageBox, "takeBackConfirmation")
    assert box is not None
    assert box.isVisible()
    assert box.icon() is QMessageBox.Icon.Warning
    assert "twice" in box.text()
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert desk.store.drafts.get(draft_id).state is DraftState.HANDED_OVER

    box = products.confirm_take_back()
    assert box is not None
    box.button(QMessageBox.StandardButton.Yes).click()
    assert desk.store.drafts.get(draft_id).state is DraftState.DRAFT
    assert form.editors_box.isEnabled()
    assert not form.queue_button.isHidden()
    assert products.take_back_button.isHidden()
    assert not products.take_back_action.isEnabled()
    products.queue_current()
    assert desk.store.drafts.get(draft_id).state is DraftState.QUEUED


def test_an_export_a_colleague_would_refuse_is_refused_naming_the_file(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    from tests.store.test_export_arrives import _too_large_for_an_import

    paths.set_data_dir(tmp_path / "laptop")
    desk = open_desk()
    assert desk.window is not None
    big = _too_large_for_an_import(desk.store, tmp_path)
    before = desk.store.drafts.get(big)
    out = tmp_path / "out"
    out.mkdir()
    desk.window.export_action.trigger()
    choose_file(desk, "exportDialog", out / "overdracht.zip")
    window = desk.window
    qtbot.waitUntil(lambda: window.findChild(QMessageBox, "exportRefused") is not None)
    box = window.findChild(QMessageBox, "exportRefused")
    assert box.isVisible()
    assert box.icon() is QMessageBox.Icon.Warning
    assert "Nothing was exported" in box.text()
    assert "Grote deur: film.mov (" in box.informativeText()
    assert list(out.iterdir()) == []
    assert desk.store.drafts.get(big) == before
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: desk.dialogs.handover().progress is None)


def test_a_cancelled_export_writes_nothing_and_hands_nothing_over(
    qtbot: QtBot, open_desk: Callable[[], Desk], tmp_path: Path
) -> None:
    paths.set_data_dir(tmp_path / "laptop")
    desk = open_desk()
    products = desk.products
    assert products is not None
    assert desk.window is not None
    products.new_product(PRODUCT)
    draft_id = products.editing.draft_id
    assert draft_id is not None
    products.add_files([str(picture(tmp_path / "deur.png"))])
    qtbot.waitUntil(lambda: len(products.form.images.model.items) == 1, timeout=10_000)
    progress = desk.dialogs.handover().export_to(tmp_path / "overdracht.zip")
    assert progress.isVisible()
    assert progress.windowModality() is Qt.WindowModality.WindowModal  # opened, not run
    (cancel,) = progress.findChildren(QPushButton)
    assert cancel.text() == "Cancel"
    cancel.click()  # the user's Cancel, before the worker wrote a byte
    status = desk.window.status
    qtbot.waitUntil(lambda: status.message_label.text().startswith("The export was stopped"))
    assert not (tmp_path / "overdracht.zip").exists()
    assert [p.name for p in tmp_path.glob(".*partial")] == []
    assert desk.store.drafts.get(draft_id).state is DraftState.DRAFT
    assert desk.dialogs.handover().progress is None
    close(qtbot, desk)
