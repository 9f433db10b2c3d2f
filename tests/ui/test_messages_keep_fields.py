"""A message coming or going moves no field: the banner at the first keystroke, the unit
warning, a field's error (issue: clicks landed in gaps and the typing after them was lost)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint
from pytestqt.qtbot import QtBot

from app.ui.desk import Desk
from app.ui.records.form import RecordForm

UNIT = "physicalDimensions.uoMMeasurement"


def places(form: RecordForm) -> dict[str, QPoint]:
    """Where each editor is in the window, as the pointer finds it."""
    window = form.window()
    return {
        path: editor.editor.mapTo(window, QPoint(0, 0))
        for path, editor in form.binding.editors.items()
    }


def test_no_message_moves_a_field(qtbot: QtBot, desks: Callable[..., Desk]) -> None:
    desk = desks(active=True)
    assert desk.window is not None
    assert desk.products is not None
    desk.window.resize(1280, 800)
    tab = desk.products
    tab.open_new()
    form = tab.form
    qtbot.waitUntil(lambda: form.editor("itemDetails.name").editor.isVisible())
    form.editor("itemDetails.name").setFocus()
    start = places(form)

    # The banner "not yet queued" comes with the first keystroke.
    qtbot.keyClicks(form.editor("itemDetails.name").editor, "Deur")
    qtbot.waitUntil(form.banner.isVisible)
    assert places(form) == start

    # A size without its unit: the unit's warning comes, and goes with a unit.
    qtbot.keyClicks(form.editor("physicalDimensions.height").editor, "211")
    assert form.editor(UNIT).warning_label.isVisible()
    assert places(form) == start

    # A field's error comes (a quantity that is no number) and goes.
    quantity = form.editor("quantity.quantityValue")
    quantity.set_error("Vul een getal in, bijvoorbeeld 12,5.")
    assert quantity.error_label.isVisible()
    assert places(form) == start
    quantity.set_error(None)
    form.editor(UNIT).set_warning(None)
    assert places(form) == start


def test_a_message_too_long_for_its_line_wraps_whole_under_its_field(
    qtbot: QtBot, desks: Callable[..., Desk]
) -> None:
    """Issue 36: "De einddatum mag niet vo…" was readable only in its tooltip; a message
    longer than its field is wide now wraps onto the lines below it, whole."""
    desk = desks()
    assert desk.products is not None
    form = desk.products.form
    field = form.editor("itemDetails.name")
    long = "Deze naam is te lang voor de dienst; " * 8
    field.set_error(long)
    label = field.error_label
    assert field.error() == long  # the whole message, for the program and assistive tech
    assert label.text() == long  # shown whole, not cut
    assert long.strip() in field.editor.accessibleDescription()
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()))
    assert label.height() > 2 * label.fontMetrics().height()  # on the lines below its first
