"""Guards against a PySide6 release that frees None under us.

PySide6 6.12.0 drops a reference to `None` each time a QVariant holding None crosses
into Python (combo-box item data, `QModelIndex.data()`, model resets). On Python 3.11
the count reaches zero after a minute of scrolling and the interpreter aborts with
"deallocating None". pyproject.toml excludes that release; this test fails if an
environment gets it (or a later release with the same fault) anyway.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QAbstractTableModel
from PySide6.QtCore import QModelIndex
from PySide6.QtCore import QPersistentModelIndex
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox
from pytestqt.qtbot import QtBot


class _EmptyCells(QAbstractTableModel):
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        return 3

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex | None = None) -> int:
        return 3

    def data(
        self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        return None


def test_item_data_of_none_keeps_the_reference_count_of_none(qtbot: QtBot) -> None:
    combo = QComboBox()
    qtbot.addWidget(combo)
    combo.addItem("leeg", None)
    model = _EmptyCells()

    before = sys.getrefcount(None)
    for _ in range(200):
        combo.itemData(0)
        model.index(1, 1).data()
    lost = before - sys.getrefcount(None)

    # Other code may hold or drop a few references meanwhile; 400 lost ones is the fault.
    assert lost < 50, f"PySide6 lost {lost} references to None in 400 calls"
