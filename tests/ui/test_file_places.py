"""Where a file dialog opens and what it proposes: the folder last used for that kind of file,
else Documents where it exists, else home; always absolute (issue: the export proposed
"root/Documents/catalogus-….xlsx" in the program's folder, and failed when accepted)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from app.store.store import Store
from app.ui import file_places
from app.ui.inventory.catalogue_export import open_catalogue_export
from app.ui.labels.dialog import LabelsDialog


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A home folder of the test's own, without a Documents folder, nothing remembered."""
    folder = tmp_path / "home"
    folder.mkdir()
    monkeypatch.setenv("HOME", str(folder))
    monkeypatch.setattr(file_places, "_last", {})
    return folder


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    opened = Store.open(tmp_path / "desk.sqlite3", tmp_path / "attachments")
    opened.drafts.create_draft("product", {"itemDetails": {"name": "Eiken deur"}})
    yield opened
    opened.close()


def proposed(dialog: QFileDialog) -> Path:
    return Path(dialog.selectedFiles()[0])


def answer(dialog: QFileDialog, accept: bool = False) -> None:
    """Close the file dialog as the user does; kept, not deleted: deleting a file dialog
    closed at once crashes the offscreen platform in a test (on main as well)."""
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    (dialog.accept if accept else dialog.reject)()


def test_the_export_proposes_an_absolute_file_in_a_folder_that_exists(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, home: Path, store: Store
) -> None:
    dialog = open_catalogue_export(None, store, scopes={}, language="nl")  # deletes on close
    chooser = dialog.choose_file()
    path = proposed(chooser)
    assert path.is_absolute()
    assert path.parent == home.resolve()  # no Documents folder: home
    assert Path(chooser.directory().absolutePath()) == home.resolve()
    answer(chooser)

    documents = home / "Documents"
    documents.mkdir()
    chooser = dialog.choose_file()
    assert proposed(chooser).parent == documents.resolve()
    # The user saves elsewhere: the next export opens there.
    elsewhere = home / "exports"
    elsewhere.mkdir()
    chooser.fileSelected.disconnect()  # no export needed to learn the folder
    chooser.selectFile(str(elsewhere / "catalogus.xlsx"))
    answer(chooser, accept=True)
    chooser = dialog.choose_file()
    assert proposed(chooser).parent == elsewhere.resolve()
    answer(chooser)


def test_the_labels_pdf_opens_in_documents_not_the_programs_folder(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, home: Path
) -> None:
    (home / "Documents").mkdir()
    dialog = LabelsDialog([])
    qtbot.addWidget(dialog)
    chooser = dialog.ask_pdf_path()
    assert proposed(chooser).is_absolute()
    assert proposed(chooser).parent == (home / "Documents").resolve()
    answer(chooser)


def test_a_message_in_the_export_dialog_keeps_clear_of_its_text(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, home: Path, store: Store
) -> None:
    dialog = open_catalogue_export(None, store, scopes={}, language="nl")  # deletes on close
    hint = next(label for label in dialog.findChildren(QLabel) if label.objectName() == "hint")
    before = hint.mapTo(dialog, hint.rect().bottomLeft())
    dialog._say("De map /home/veld/Documenten bestaat niet (meer). " * 3)
    qtbot.waitUntil(dialog.status.isVisible)
    assert hint.mapTo(dialog, hint.rect().bottomLeft()) == before
    assert dialog.status.geometry().top() >= hint.mapTo(dialog, hint.rect().bottomLeft()).y()
    dialog.close()


def test_the_report_opens_where_the_labels_were_just_saved(
    qtbot: QtBot, qloop: asyncio.AbstractEventLoop, home: Path, store: Store
) -> None:
    from app.ui.report.dialog import ReportDialog

    labels = LabelsDialog([])
    qtbot.addWidget(labels)
    chooser = labels.ask_pdf_path()
    chooser.fileSelected.disconnect()  # the folder learnt, no labels made
    prints = home / "afdrukken"
    prints.mkdir()
    chooser.selectFile(str(prints / "etiketten.pdf"))
    answer(chooser, accept=True)

    report = ReportDialog(store, 42, "Sloop school")
    qtbot.addWidget(report)
    chooser = report.ask_path()
    path = proposed(chooser)
    assert path.parent == prints.resolve()  # a PDF goes where the last PDF went
    assert path.name.endswith("42.pdf")
    answer(chooser)


def test_exporting_drafts_proposes_a_name(
    qtbot: QtBot, open_desk: object, home: Path, tmp_path: Path
) -> None:
    from app import paths

    paths.set_data_dir(tmp_path / "data")
    desk = open_desk()  # type: ignore[operator]
    chooser = desk.dialogs.choose_archive(saving=True)
    path = proposed(chooser)
    assert path.is_absolute()
    assert path.suffix == ".zip"
    assert path.stem.startswith("drafts-")
    answer(chooser)


def test_a_folder_dialog_asks_for_a_folder_where_its_kind_was_last_chosen(
    qtbot: QtBot, home: Path
) -> None:
    photos = home / "kaart"
    photos.mkdir()
    file_places.remember(file_places.PICTURES, photos)
    chosen: list[Path] = []
    chooser = file_places.folder_dialog(
        None, "photoFolderDialog", "Folder", chosen.append, file_places.PICTURES
    )
    assert chooser.fileMode() is QFileDialog.FileMode.Directory
    assert chooser.testOption(QFileDialog.Option.ShowDirsOnly)
    assert Path(chooser.directory().absolutePath()) == photos.resolve()
    chooser.fileSelected.emit(str(photos))
    assert chosen == [photos]
    answer(chooser)


def test_the_watched_folder_chosen_is_the_settings_folder(qtbot: QtBot, home: Path) -> None:
    from app.settings import UiSettings
    from app.ui.settings_dialog import SettingsDialog

    settings = SettingsDialog(UiSettings())
    qtbot.addWidget(settings)
    chooser = settings._choose_watch_folder()
    assert chooser.fileMode() is QFileDialog.FileMode.Directory
    chooser.fileSelected.emit(str(home))
    assert settings.watch_folder.text() == str(home)
    answer(chooser)
