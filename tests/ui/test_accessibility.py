"""Assistive technology: every input of the three forms and of the connection dialog has a
name (its label as the form shows it) and a description (its hint and its current message);
Tab goes through a form in reading order. Checked through Qt's accessibility interface, what
a screen reader is told, in Dutch (the default)."""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtCore import QRect
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication
from PySide6.QtWidgets import QComboBox
from PySide6.QtWidgets import QLabel
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from app.api.products import ProductRequest
from app.api.secrets import MemorySecretStore
from app.ui.connection_dialog import ConnectionDialog
from app.ui.editors import FieldEditor
from app.ui.message_table import describe_all
from app.ui.products.product_form import ProductForm
from app.ui.projects.project_form import ProjectForm
from app.ui.records.focus import reading_order
from app.ui.records.focus import takes_tab
from app.ui.records.form import RecordForm
from app.ui.subscriptions.subscription_form import SubscriptionForm

FORMS = [ProductForm, ProjectForm, SubscriptionForm]

pytestmark = pytest.mark.usefixtures("dutch")


def spoken(widget: QWidget, text: QAccessible.Text = QAccessible.Text.Name) -> str:
    """What Qt tells assistive technology. (A combo box's name on Linux is its value, its
    label reached by a relation; elsewhere its accessible name: both are checked.)"""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None, widget
    return interface.text(text)


def named(widget: QWidget) -> bool:
    return bool(widget.accessibleName().strip() or spoken(widget).strip())


def inputs(root: QWidget) -> list[QWidget]:
    """Every widget in `root`'s window that the keyboard can reach, shown or not (a combo
    box's popup list is a window of its own)."""
    window = root.window()
    return [w for w in root.findChildren(QWidget) if takes_tab(w) and w.window() is window]


def label_of(form: RecordForm, editor: FieldEditor) -> QLabel:
    labels = [label for label in form.findChildren(QLabel) if label.buddy() is editor.editor]
    assert len(labels) == 1, editor.objectName()
    return labels[0]


@pytest.mark.parametrize("form_class", FORMS)
def test_every_input_of_a_form_has_a_name(qtbot: QtBot, form_class: type[RecordForm]) -> None:
    form = form_class()
    qtbot.addWidget(form)
    found = inputs(form)
    assert len(found) >= len(form.binding.editors)
    unnamed = [(type(w).__name__, w.objectName()) for w in found if not named(w)]
    assert not unnamed
    for path, editor in form.binding.editors.items():
        shown = label_of(form, editor).text().removesuffix(" *")
        # The label as shown, on the editor the user types in (the property itself, not
        # only Qt's guess from a buddy label, which a combo box does not make).
        assert editor.editor.accessibleName() == shown, path
        if not isinstance(editor.editor, QComboBox):
            assert spoken(editor.editor) == shown, path


@pytest.mark.parametrize("form_class", FORMS)
def test_a_required_field_says_so_in_its_description(
    qtbot: QtBot, form_class: type[RecordForm]
) -> None:
    form = form_class()
    qtbot.addWidget(form)
    for spec in form.specs:
        description = spoken(form.editor(spec.path).editor, QAccessible.Text.Description)
        assert ("Verplicht" in description) == spec.ui.required, spec.path


def test_the_description_carries_the_message_and_loses_it_when_corrected(qtbot: QtBot) -> None:
    form = ProductForm()
    qtbot.addWidget(form)
    form.show()
    quantity = form.editor("quantity.quantityValue")
    email = form.editor("person.contactInformation.emailAddress")
    qtbot.keyClicks(quantity.editor, "12,x")
    qtbot.keyClicks(email.editor, "jan@")
    problems = ProductRequest.check(form.content())
    # What the tab does as the user types: the model's problems at the editors.
    form.binding.show_errors(problems)
    failing = {form.binding.path_of(path): notices for path, notices in problems.items()}
    assert {"quantity.quantityValue", "person.contactInformation.emailAddress"} <= set(failing)
    for path, notices in failing.items():
        assert path is not None
        editor = form.editor(path)
        message = describe_all(notices)
        assert message
        assert editor.error() == message
        assert message in spoken(editor.editor, QAccessible.Text.Description), path
    assert spoken(quantity.editor, QAccessible.Text.Description).startswith("Verplicht.")

    quantity.editor.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(quantity.editor, "12")
    form.binding.show_errors(ProductRequest.check(form.content()))
    assert spoken(quantity.editor, QAccessible.Text.Description) == "Verplicht."


def test_a_date_field_names_its_format_and_its_calendar_button(qtbot: QtBot) -> None:
    form = ProductForm()
    qtbot.addWidget(form)
    start = form.editor("validityInformation.validityStartDate")
    assert spoken(start.editor, QAccessible.Text.Description) == "dd-mm-jjjj."
    button = start.button  # type: ignore[attr-defined]
    assert button.text() == "▾"
    assert spoken(button) == "Kies een datum"


def test_every_input_of_the_connection_dialog_has_its_label_as_name(qtbot: QtBot) -> None:
    dialog = ConnectionDialog(
        [], current=None, secrets_for=lambda _p: MemorySecretStore(), http=None
    )
    qtbot.addWidget(dialog)
    found = inputs(dialog)
    unnamed = [(type(w).__name__, w.objectName()) for w in found if not named(w)]
    assert not unnamed
    assert dialog.environment.accessibleName() == "Omgeving"
    assert dialog.grant.accessibleName() == "Aanmelden als"
    assert spoken(dialog.secret) == dialog.secret_label.text()
    assert spoken(dialog.username) == dialog.username_label.text()


def _place(form: RecordForm, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(form, QPoint(0, 0)), widget.size())


def reads_after(before: QRect, after: QRect) -> bool:
    """Whether `after` comes after `before` in reading order: below it, or to its right
    (the next column, or further along the same line)."""
    return after.top() >= before.bottom() - 2 or after.left() >= before.right() - 2


@pytest.mark.parametrize("form_class", FORMS)
@pytest.mark.parametrize("width", [1280, 640])
def test_tab_goes_through_a_form_in_reading_order(
    qtbot: QtBot, form_class: type[RecordForm], width: int
) -> None:
    """Measured on the form as shown, wide and narrow: from one field to the next, and from
    one section to the next, Tab never goes back up or to the left, only on to a new line."""
    form = form_class()
    qtbot.addWidget(form)
    form.resize(width, 720)
    form.show()
    qtbot.waitExposed(form)
    chain = reading_order(form)
    fields = [w for w in inputs(form.editors_box) if w.isVisibleTo(form)]
    in_order = [w for w in chain if w in fields]
    assert len(in_order) == len(fields) >= len(form.binding.editors)
    header = [w for w in chain if form.queue_button.parentWidget().isAncestorOf(w)]
    assert chain[: len(header)] == header  # the header's buttons come first
    # Laid out (a narrow form puts its columns one above the other after it is shown).
    # (Each field as tall as it needs: a form whose fields have pins beside them takes a turn
    # of the event loop more for that.)
    qtbot.waitUntil(lambda: all(w.height() >= w.minimumSizeHint().height() > 0 for w in fields))
    # What Tab does: from the first field on, each press to the next in that order.
    in_order[0].setFocus()
    qtbot.waitUntil(in_order[0].hasFocus)
    tabbed = [in_order[0]]
    for _ in in_order[1:]:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        tabbed.append(QApplication.focusWidget())
    assert [w.objectName() or w.parentWidget().objectName() for w in tabbed] == [
        w.objectName() or w.parentWidget().objectName() for w in in_order
    ]

    def section_of(widget: QWidget) -> QWidget:
        return next(box for box in form.sections.values() if box.isAncestorOf(widget))

    for before, after in pairwise(in_order):
        one, other = section_of(before), section_of(after)
        if one is other:
            assert reads_after(_place(form, before), _place(form, after)), after.objectName()
        else:
            assert reads_after(_place(form, one), _place(form, other)), other.objectName()
