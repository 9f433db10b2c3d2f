"""What a list's refresh keeps of each item while it reads the list must not be an object
the cyclic collector tracks: the list is read with the collector paused (`app.collector`),
and whatever stays tracked meanwhile is walked, all at once and with the interpreter lock
held, by the first collection after it (at 100,000 products a tuple an item made that a
50 ms stall of the window)."""

from __future__ import annotations

import gc

from app.collector import collector_paused
from app.store import Store
from app.store.catalogue import SearchFilters
from tests.store.conftest import server_product

ITEMS = 2_000


def _tracked() -> int:
    return len(gc.get_objects(generation=0))


def test_what_a_refresh_keeps_an_item_is_not_tracked(store: Store) -> None:
    products = [server_product(n, f"Deur {n}", "Utrecht") for n in range(1, ITEMS + 1)]
    with collector_paused(), store.cache.refresh("product") as refresh:
        refresh.add(products[:50])  # what is made once (models, statements) made first
        gc.collect()
        before = _tracked()
        products = products[50:]
        refresh.add(products)
        refresh.set_public(range(1, ITEMS + 1, 2))
        grown = _tracked() - before
    assert grown < ITEMS // 10, f"{grown} objects tracked for {ITEMS} items"


def test_a_second_refresh_still_knows_each_item_and_its_flag(store: Store) -> None:
    """The entries read back from the store (`_known`) compare as the ones written: an
    unchanged item is not written again, a changed flag is."""
    products = [server_product(n, f"Deur {n}", "Utrecht") for n in range(1, 51)]
    with store.cache.refresh("product", public_ids=[1, 2, 3]) as refresh:
        refresh.add(products)
        refresh.finish()
    with store.cache.refresh("product", public_ids=[2, 3, 4]) as refresh:
        refresh.add(products)
        summary = refresh.finish()
    assert (summary.added, summary.changed, summary.removed) == (0, 0, 0)
    public = store.catalogue.search("product", filters=SearchFilters(public=True), limit=100)
    assert {row.server_id for row in public} == {"2", "3", "4"}
