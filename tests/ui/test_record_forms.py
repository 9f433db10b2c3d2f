"""What every record form shares: a long title ends in "…", a long value shows its start."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest
from pytestqt.qtbot import QtBot

from app.ui.editors import DateField, FieldEditor, NumberField, TextField
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
def test_a_long_form_title_ends_in_an_ellipsis(qtbot: QtBot, form_class: type) -> None:
    form = form_class()
    qtbot.addWidget(form)
    form.resize(520, 600)
    form.show()
    long_title = "Lockerkast 6 deurs (wit), staal, gedemonteerd en gecontroleerd op locatie"
    form.set_title(long_title)
    qtbot.waitUntil(lambda: form.title.text().endswith("…"))
    assert long_title.startswith(form.title.text()[:-1])
    assert form.title.toolTip() == long_title
    assert form.title.fontMetrics().horizontalAdvance(form.title.text()) <= form.title.width()
