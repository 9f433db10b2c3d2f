"""A first load writes its rows without the sort orders' indexes and builds them after
its last row; meanwhile every order sorts as it should (only slower), rows are searchable
as they are written, and indexes a load left out (killed, failed) are caught up."""

from __future__ import annotations

import math

import pytest

from app.store import Store
from app.store import cache
from app.store.catalogue import OrderBy
from app.store.listing import SORT_INDEXES
from app.store.listing import present_indexes
from tests.store.conftest import server_product

CITIES = ("utrecht", "Amsterdam", "Zwolle", "delft", "Breda")


def _indexes(store: Store) -> frozenset[str]:
    with store.database.transaction(write=False) as conn:
        return present_indexes(conn)


def _products(first: int, count: int) -> list[dict[str, object]]:
    return [
        server_product(
            n,
            f"Steen {n:03}",
            CITIES[n % len(CITIES)],
            priceInformation={"price": f"{(n * 37) % 101}.5"},
        )
        for n in range(first, first + count)
    ]


def _sorted_every_way(store: Store, text: str, expected: int) -> None:
    for order in OrderBy:
        for descending in (False, True):
            rows = store.catalogue.search(
                "product", text, order_by=order, descending=descending, limit=500
            )
            assert len(rows) == expected
            column = "updated_at" if order is OrderBy.UPDATED else order.value
            values = [getattr(r, column) for r in rows]
            if order in (OrderBy.TITLE, OrderBy.CATEGORY, OrderBy.CITY):
                values = [(v or "").lower() for v in values]
            elif order in (OrderBy.PRICE, OrderBy.QUANTITY):
                values = [-math.inf if v is None else v for v in values]
            assert values == sorted(values, reverse=descending), (order, descending)


def test_a_first_load_builds_the_sort_indexes_after_its_rows(store: Store) -> None:
    assert set(SORT_INDEXES) <= _indexes(store)
    with store.cache.refresh("product") as refresh:
        refresh.add(_products(1, 60))
        # Rows written: searchable and sorted every way, without the sort indexes.
        assert not set(SORT_INDEXES) & _indexes(store)
        assert store.catalogue.count("product", "steen") == 60
        _sorted_every_way(store, "", 60)
        _sorted_every_way(store, "steen", 60)
        refresh.add(_products(61, 40))
        assert store.catalogue.count("product", "steen") == 100
        refresh.finish()
    assert set(SORT_INDEXES) <= _indexes(store)
    _sorted_every_way(store, "steen", 100)


def test_indexes_a_load_left_out_are_built_by_the_next_refresh(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The load stops before it finishes (killed, failed): its rows stay, unindexed.
    with store.cache.refresh("product") as refresh:
        refresh.add(_products(1, 30))
    assert not set(SORT_INDEXES) & _indexes(store)
    _sorted_every_way(store, "steen", 30)

    # A refresh of a listing past the first-load size keeps the indexes up as it writes,
    # so it builds the missing ones first.
    monkeypatch.setattr(cache, "DEFER_INDEXES_BELOW", 10)
    with store.cache.refresh("product") as refresh:
        refresh.add(_products(1, 10))
        assert set(SORT_INDEXES) <= _indexes(store)
    _sorted_every_way(store, "steen", 30)


def test_a_refresh_of_a_large_listing_keeps_its_indexes(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    store.cache.replace_server_list("product", _products(1, 30))
    monkeypatch.setattr(cache, "DEFER_INDEXES_BELOW", 10)
    with store.cache.refresh("product") as refresh:
        refresh.add(_products(1, 40))
        assert set(SORT_INDEXES) <= _indexes(store)
        refresh.finish()
    _sorted_every_way(store, "steen", 40)


def test_an_empty_list_after_a_first_load_leaves_its_indexes(store: Store) -> None:
    # A first load of fewer products than the deferral's bound, then the projects' list,
    # empty: its refresh must not drop the indexes just built (to build them again).
    with store.cache.refresh("product") as refresh:
        refresh.add(_products(1, 30))
        refresh.finish()
    assert set(SORT_INDEXES) <= _indexes(store)
    with store.cache.refresh("project") as refresh:
        refresh.add([])
        assert set(SORT_INDEXES) <= _indexes(store)
        refresh.finish()
    assert set(SORT_INDEXES) <= _indexes(store)
    _sorted_every_way(store, "steen", 30)


def test_a_first_batch_with_rows_after_an_empty_one_still_defers(store: Store) -> None:
    with store.cache.refresh("product") as refresh:
        refresh.add([])
        assert set(SORT_INDEXES) <= _indexes(store)
        refresh.add(_products(1, 20))
        assert not set(SORT_INDEXES) & _indexes(store)
        refresh.finish()
    assert set(SORT_INDEXES) <= _indexes(store)
    _sorted_every_way(store, "steen", 20)
