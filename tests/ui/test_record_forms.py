"""What every record form shares: a long title ends in "…", a long value shows its start."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QVBoxLayout
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.ui.editors import DateField
from app.ui.editors import FieldEditor
from app.ui.editors import NumberField
from app.ui.editors import TextField
from app.ui.products.product_form import ProductForm
from app.ui.projects.project_form import ProjectForm
from app.ui.subscriptions.subscription_form import SubscriptionForm

LONG_URL = "https://www.example-reuse.local/producten/2990/lockerkast-6-deurs-wit-staal"


@pytest.mark.parametrize(
    ("editor_class", "value"),
    [
        (TextField, LONG_URL),
        (NumberField, 123456789012345678.5),
        (DateField, "not a date but a long piece of text typed by someone"),
        (partial(DateField, moment=True), "2026-11-22T09:00:00Z"),
    ],
)
def test_a_value_written_by_the_program_shows_its_start(
    qtbot: QtBot, editor_class: Callable[[], FieldEditor], value: object
) -> None:
    field = editor_class()
    qtbot.addWidget(field)
    field.setFixedWidth(120)
    field.show()
    field.set_value(value)
    assert field.editor.cursorPosition() == 0  # type: ignore[attr-defined]


@pytest.mark.parametrize("form_class", [ProductForm, ProjectForm, SubscriptionForm])
def test_a_long_form_title_wraps_and_shows_whole(qtbot: QtBot, form_class: type) -> None:
    form = form_class()
    qtbot.addWidget(form)
    form.resize(380, 600)
    form.show()
    long_title = "Lockerkast 6 deurs (wit), staal, gedemonteerd en gecontroleerd op locatie"
    form.set_title(long_title)
    title = form.title
    assert title.fontMetrics().horizontalAdvance(long_title) > title.width()  # one line: cut
    qtbot.waitUntil(lambda: title.heightForWidth(title.width()) <= title.height())
    assert title.height() > title.fontMetrics().height() * 1.5  # it takes a second line
    assert title.text() == long_title  # never cut
    assert form.title.accessibleName() == long_title


def test_a_long_address_as_title_breaks_within_the_form(qtbot: QtBot) -> None:
    form = SubscriptionForm()
    qtbot.addWidget(form)
    form.resize(420, 600)
    form.show()
    address = "https://hooks.voorbeeld-gemeente.nl/materiaalpaspoort/webhooks/ontvanger/v2"
    form.set_title(address)
    title = form.title
    qtbot.waitUntil(lambda: title.heightForWidth(title.width()) <= title.height())
    assert title.height() > title.fontMetrics().height() * 1.5
    assert form.title.text().replace("\u200b", "") == address
    assert form.title.width() <= form.width()
    assert form.title.accessibleName() == address


@pytest.mark.parametrize("form_class", [ProductForm, ProjectForm, SubscriptionForm])
def test_a_title_of_5000_characters_takes_two_lines_whole_in_its_tooltip(
    qtbot: QtBot, form_class: type
) -> None:
    form = form_class()
    qtbot.addWidget(form)
    form.resize(520, 600)
    form.show()
    pasted = ("Eiken binnendeur met glas " * 200)[:5000]
    form.set_title(pasted)
    title = form.title
    lines = title.fontMetrics().lineSpacing()
    qtbot.waitUntil(lambda: title.heightForWidth(title.width()) <= title.height())
    assert title.height() <= 2 * lines + 4  # two lines, not about 28
    assert title.text().count("\n") == 1
    assert title.text().endswith("…")
    assert title.toolTip() == pasted
    assert title.accessibleName() == pasted
    # The form keeps its room for the fields below the header.
    assert form.scroll_area.height() > 300
    # Wider: still two lines; a short title again: whole, no tooltip.
    form.resize(900, 600)
    qtbot.waitUntil(lambda: title.text().count("\n") == 1 and title.width() > 600)
    form.set_title("Deur")
    assert title.text() == "Deur"
    assert title.toolTip() == ""


def test_a_long_message_wraps_whole_under_its_field(qtbot: QtBot) -> None:
    page = QWidget()
    qtbot.addWidget(page)
    layout = QVBoxLayout(page)
    field = TextField()
    below = QLabel("Het volgende veld")
    layout.addWidget(field)
    layout.addWidget(below)
    layout.addStretch(1)
    page.resize(240, 400)
    page.show()
    label = field.error_label
    line = label.fontMetrics().lineSpacing()
    field.set_error("Kort.")
    qtbot.waitUntil(label.isVisible)
    one_line = below.y()
    message = "De einddatum mag niet vóór de begindatum liggen; kies een latere einddatum."
    field.set_error(message)
    qtbot.waitUntil(lambda: label.height() >= 2 * line)
    assert label.text() == message
    assert label.heightForWidth(label.width()) <= label.height()  # every line shown
    assert label.geometry().bottom() <= field.height()
    assert below.y() > one_line  # the field below makes room, once
    field.set_error(None)
    qtbot.waitUntil(lambda: below.y() == one_line)  # back to the line kept for it


def test_the_calendar_opens_in_the_language_the_window_speaks_now(qtbot: QtBot) -> None:
    from app.ui import i18n

    try:
        i18n.install_language("nl")
        field = DateField()
        qtbot.addWidget(field)
        field.show()
        i18n.install_language("en")
        field.calendar.parentWidget().popup(field.mapToGlobal(field.rect().bottomLeft()))  # type: ignore[union-attr]
        assert field.calendar.locale().name() == "en_GB"
        field.calendar.parentWidget().hide()  # type: ignore[union-attr]
    finally:
        i18n.install_language("en")


# Deleting the window and its date field's menu together after the language switched
# crashed in Qt (the calendar, let go by the dying menu, renamed its months in a menu
# being deleted too); in a process of its own, as a crash would end the test run.
_DELETE_AFTER_A_SWITCH = """
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget
app = QApplication([])
from app.ui import i18n
from app.ui.editors import DateField
for _ in range(20):  # the crash read freed memory: not every time
    i18n.install_language("nl")
    window = QWidget()
    QVBoxLayout(window).addWidget(DateField(window))
    window.show()
    app.processEvents()
    i18n.install_language("en")
    app.processEvents()
    for widget in QApplication.topLevelWidgets():
        widget.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
print("deleted")
"""


def test_a_date_field_is_deleted_cleanly_after_the_language_switched() -> None:
    import os
    import subprocess
    import sys

    done = subprocess.run(
        [sys.executable, "-c", _DELETE_AFTER_A_SWITCH],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip() == "deleted"
