"""A size typed without its unit: a gentle warning at the unit field, which a unit chosen by
keys takes away; the draft can still be queued (tests/ui/test_keyboard_only.py)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from pytestqt.qtbot import QtBot

from app.ui.products.product_form import ProductForm

pytestmark = pytest.mark.usefixtures("dutch")

WARNING = "Kies een eenheid voor de maten, anders worden ze zonder eenheid verstuurd."
UNIT = "physicalDimensions.uoMMeasurement"


def description(widget: object) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)  # type: ignore[arg-type]
    assert interface is not None
    return interface.text(QAccessible.Text.Description)


def test_a_height_without_a_unit_is_warned_of_until_a_unit_is_chosen(qtbot: QtBot) -> None:
    form = ProductForm()
    qtbot.addWidget(form)
    form.show()
    unit = form.editor(UNIT)
    assert unit.warning() == ""
    assert unit.warning_label.isHidden()

    qtbot.keyClicks(form.editor("physicalDimensions.height").editor, "211")
    assert unit.warning() == WARNING
    assert unit.warning_label.isVisible()
    assert unit.editor.property("notice") == "warning"
    assert unit.error() == ""  # a warning, not an error
    assert unit.editor.property("invalid") != "yes"
    assert WARNING in description(unit.editor)
    assert all(
        editor.warning() == "" for path, editor in form.binding.editors.items() if path != UNIT
    )

    qtbot.keyClick(unit.editor, Qt.Key.Key_Down)  # the first unit, chosen by a key
    assert unit.value() == "MMT"
    assert unit.warning() == ""
    assert unit.warning_label.isHidden()
    assert unit.editor.property("notice") == ""
    assert WARNING not in description(unit.editor)


def test_a_loaded_draft_shows_its_warning_and_the_next_record_does_not(qtbot: QtBot) -> None:
    form = ProductForm()
    qtbot.addWidget(form)
    form.load({"physicalDimensions": {"width": 83}})
    assert form.editor(UNIT).warning() == WARNING
    form.load({})
    assert form.editor(UNIT).warning() == ""
