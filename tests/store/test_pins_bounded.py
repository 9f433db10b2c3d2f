"""Pinned values are bounded (`app/api/bounds.py`): a value longer than `PIN_VALUE_CHARS` as
stored, or a pin past `PINS_PER_ENVIRONMENT`, is refused with its code and nothing of the
request is pinned; the window says it in words."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.api.bounds import PIN_VALUE_CHARS
from app.api.bounds import PINS_PER_ENVIRONMENT
from app.api.notices import Notice
from app.store.errors import PinTooLong
from app.store.errors import StoreStateError
from app.store.errors import TooManyPins
from app.store.kinds import RecordKind
from app.store.store import Store
from app.work import repeats

PRODUCT = RecordKind.PRODUCT
CITY = "address.city"


def test_a_value_too_long_to_pin_is_refused_and_nothing_is_pinned(tmp_path: Path) -> None:
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "att") as store:
        store.pins.pin(PRODUCT, {CITY: "Assen"})
        hostile = "x" * PIN_VALUE_CHARS  # its JSON has two quotes more
        with pytest.raises(PinTooLong) as refused:
            repeats.pin(store, PRODUCT, CITY, hostile)
        assert refused.value.notice == Notice("store.pin_too_long", {"limit": PIN_VALUE_CHARS})
        assert isinstance(refused.value, StoreStateError)
        # Escaped characters count as stored: a few thousand quotes are longer than they look.
        with pytest.raises(PinTooLong):
            store.pins.pin(PRODUCT, {"address.street": '"' * (PIN_VALUE_CHARS // 2)})
        # A nested value (a list of a thousand groups) as well; with it, no other pin moves.
        deep = [{"a": "b" * 10}] * 1000
        with pytest.raises(PinTooLong):
            store.pins.pin(PRODUCT, {"address.street": "Dorpsstraat", "itemCharacteristics": deep})
        assert store.pins.of(PRODUCT) == {CITY: "Assen"}
        # At the bound it is pinned.
        fits = "x" * (PIN_VALUE_CHARS - 2)
        store.pins.pin(PRODUCT, {CITY: fits})
        assert store.pins.of(PRODUCT) == {CITY: fits}


def test_no_more_pins_than_the_bound_of_all_kinds_together(tmp_path: Path) -> None:
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "att") as store:
        half = PINS_PER_ENVIRONMENT // 2
        store.pins.pin(PRODUCT, {f"p{i}": "v" for i in range(half)})
        store.pins.pin(
            RecordKind.PROJECT, {f"q{i}": "v" for i in range(PINS_PER_ENVIRONMENT - half)}
        )
        # Pinned anew, a pin kept counts once: the bound is not passed.
        store.pins.pin(PRODUCT, {"p0": "w"})
        assert store.pins.of(PRODUCT)["p0"] == "w"
        with pytest.raises(TooManyPins) as refused:
            store.pins.pin(PRODUCT, {"p0": "again", "one.more": "v"})
        assert refused.value.notice == Notice(
            "store.too_many_pins", {"limit": PINS_PER_ENVIRONMENT}
        )
        assert store.pins.of(PRODUCT)["p0"] == "w"  # nothing of the refused request
        # One unpinned makes room for one.
        assert repeats.unpin(store, PRODUCT, "p1").value is True
        store.pins.pin(PRODUCT, {"one.more": "v"})
        assert len(store.pins.of(PRODUCT)) + len(store.pins.of(RecordKind.PROJECT)) == (
            PINS_PER_ENVIRONMENT
        )
