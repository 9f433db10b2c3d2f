"""Qt's own dialogs speak the window's language whole, and show their columns' titles whole
(issue: the file dialog said "Look in" and "Files of type" in the Dutch window, and cut
"Datum gewijzigd")."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QTreeView
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk


@pytest.mark.usefixtures("dutch")
def test_the_file_dialog_of_the_dutch_window_is_dutch_and_shows_its_dates_title(
    qtbot: QtBot, desks: Callable[..., Desk]
) -> None:
    desk = desks()
    dialog = desk.dialogs.choose_archive(saving=True)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # closed in the test
    if dialog.testOption(QFileDialog.Option.DontUseNativeDialog) is False and not (
        dialog.findChild(QLabel, "lookInLabel")
    ):
        pytest.skip("the platform's own file dialog")
    labels = {label.objectName(): label.text() for label in dialog.findChildren(QLabel)}
    assert labels["lookInLabel"] == "&Zoeken in:"
    assert labels["fileNameLabel"] == "Bestands&naam:"
    assert labels["fileTypeLabel"] == "Bestands&type:"
    view = dialog.findChild(QTreeView, "treeView")
    assert view is not None
    header = view.header()
    qtbot.waitUntil(lambda: header.sectionSize(3) > 0)
    title = str(view.model().headerData(3, Qt.Orientation.Horizontal))
    assert title == "Datum gewijzigd"
    assert header.sectionSize(3) >= header.fontMetrics().horizontalAdvance(title)
    dialog.reject()
