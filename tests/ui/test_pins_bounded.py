"""A pin past the bound (`PINS_PER_ENVIRONMENT`), asked for with Ctrl+Shift+P, is refused:
the window says why in a sentence (not the code), and the field's pin stays off."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.api.bounds import PIN_VALUE_CHARS
from app.api.bounds import PINS_PER_ENVIRONMENT
from app.store.errors import PinTooLong
from app.store.kinds import RecordKind
from app.ui import messages
from app.ui.desk import Desk
from tests.ui.test_repeats import CITY
from tests.ui.test_repeats import CTRL
from tests.ui.test_repeats import SHIFT
from tests.ui.test_repeats import new_product
from tests.ui.test_repeats import press
from tests.ui.test_repeats import products_of
from tests.ui.test_repeats import tab_to
from tests.ui.test_repeats import type_text


def test_a_pin_past_the_bound_is_refused_in_words(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    # The environment's pins full, as a hostile or runaway file could leave them.
    desk.store.pins.pin(RecordKind.PROJECT, {f"p{i}": "v" for i in range(PINS_PER_ENVIRONMENT)})
    said: list[str] = []
    messages.bridge().error.connect(said.append)
    tab = products_of(desk)
    new_product(qtbot, desk)
    type_text(qtbot, "Tegel")
    tab_to(qtbot, tab, CITY)
    type_text(qtbot, "Zwolle")

    press(qtbot, Qt.Key.Key_P, CTRL | SHIFT)  # Edit › Pin this field

    qtbot.waitUntil(lambda: bool(said))
    assert said[-1] == (
        f"No more values can be pinned here (at most {PINS_PER_ENVIRONMENT}). Unpin one you "
        "no longer need, then pin this one."
    )
    assert not tab.form.pins[CITY].isChecked()
    assert desk.store.pins.of(RecordKind.PRODUCT) == {}


def test_a_value_too_long_to_pin_is_said_in_words(qtbot: QtBot) -> None:
    refused = PinTooLong(CITY, PIN_VALUE_CHARS + 10, PIN_VALUE_CHARS)
    sentence = messages.user_message_for(refused)
    assert sentence == (
        f"This value is too long to pin (at most {PIN_VALUE_CHARS} characters). It was not "
        "pinned; the record itself keeps it."
    )
