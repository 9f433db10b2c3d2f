"""Rows of the newest tables damaged (a SQLite file edited by hand, a disk that flipped
bytes: the tables are not STRICT, so a column holds whatever was written): the read that
uses them goes on as if they were not there, never fails the sync or the new form."""

from __future__ import annotations

from typing import Any

import pytest

from app.store import Store
from app.store.kinds import RecordKind


@pytest.mark.parametrize(
    ("per_page", "next_page"),
    [(100, "drie"), (100, 2.5), (100, b"\x00"), ("honderd", 3), (100, 10**18), (100, -4)],
)
def test_a_damaged_list_read_row_starts_the_read_at_its_first_page(
    store: Store, per_page: Any, next_page: Any
) -> None:
    with store.database.transaction() as conn:
        conn.execute(
            "INSERT INTO list_reads (kind, per_page, next_page) VALUES ('product', ?, ?)",
            (per_page, next_page),
        )
    with store.cache.refresh(RecordKind.PRODUCT) as refresh:
        assert refresh.resume(100) == 1


@pytest.mark.parametrize("value", [b"\xff\xfe", "{niet json", ""])
def test_a_damaged_pin_is_left_out_and_the_others_kept(store: Store, value: Any) -> None:
    store.pins.pin(RecordKind.PRODUCT, {"address.city": "Utrecht"})
    with store.database.transaction() as conn:
        conn.execute(
            "INSERT INTO pinned_values (kind, path, value, pinned_at)"
            " VALUES ('product', 'priceInformation.price', ?, '2026-01-01T00:00:00')",
            (value,),
        )
    assert store.pins.of(RecordKind.PRODUCT) == {"address.city": "Utrecht"}
