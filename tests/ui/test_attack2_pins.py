"""Pins that are no longer valid values (a category taken off the list, a value of the wrong
shape left by a damaged or older store, a long text): a new product still opens, nothing
is lost, and the name can be typed."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from app.store.kinds import RecordKind
from app.ui.desk import Desk
from tests.ui.test_repeats import NAME
from tests.ui.test_repeats import new_product
from tests.ui.test_repeats import products_of
from tests.ui.test_repeats import type_text
from tests.ui.test_repeats import wait_saved

PRODUCT = RecordKind.PRODUCT


def test_pins_no_longer_valid_still_open_a_new_product(
    qtbot: QtBot, open_desk: Callable[..., Desk]
) -> None:
    desk = open_desk()
    desk.store.pins.pin(
        PRODUCT,
        {
            "productCategory": "Categorie die niet meer bestaat",
            "quantity.quantityValue": {"veel": 1},
            "address.city": ["Zwolle"],
            "validityInformation.validityStartDate": "gisteren",
        },
    )
    # A megabyte, as a version before the bound stored it (the store refuses it now).
    desk.store.database.write_one(
        "INSERT INTO pinned_values (kind, path, value, pinned_at) VALUES (?, ?, ?, ?)",
        ("product", "itemCharacteristics.color", '"' + "r" * 1_000_000 + '"', "2026-01-01"),
    )
    tab = products_of(desk)
    new_product(qtbot, desk)
    type_text(qtbot, "Deur")
    wait_saved(qtbot, desk, NAME, "Deur")
    assert tab.form.editor(NAME).value() == "Deur"
