"""Reads beside the writer: a read waits for no write transaction of another thread, sees
the last commit, and a thread's own transaction reads what it wrote."""

from __future__ import annotations

import datetime as dt
import sqlite3
import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from app.store import Store
from app.store.errors import StoreError
from app.store.kinds import RecordKind
from app.store.readers import MAX_READERS
from tests.store.conftest import product_form
from tests.store.conftest import server_product

MOMENT = dt.datetime(2026, 5, 1, 8, 0, tzinfo=dt.UTC)
# Long enough never to be reached unless a read waits for the writer (then the test fails).
LIVENESS_SECONDS = 30


@pytest.fixture
def other_process_store(store: Store) -> Iterator[Store]:
    """The same data folder opened a second time, as a scheduled `reuse-desk sync` does."""
    with Store.open() as other:
        yield other


def _held_write(
    store: Store, holding: threading.Event, read_done: threading.Event, committed: list[bool]
) -> None:
    """A write transaction that stays open until the reads in the other thread are done."""
    with store.database.transaction():
        store.cache.replace_server_list("product", [server_product(9, "Stalen balk")], MOMENT)
        holding.set()
        committed.append(read_done.wait(LIVENESS_SECONDS))


def test_a_read_waits_for_no_write_transaction_and_sees_the_last_commit(store: Store) -> None:
    store.cache.replace_server_list("product", [server_product(1, "Eiken deur")], MOMENT)
    holding, read_done, committed = threading.Event(), threading.Event(), []
    with ThreadPoolExecutor(1) as writer:
        done = writer.submit(_held_write, store, holding, read_done, committed)
        assert holding.wait(LIVENESS_SECONDS)
        # The writer holds its transaction open until these have answered.
        counted = store.catalogue.count(RecordKind.PRODUCT)
        found = store.catalogue.search(RecordKind.PRODUCT, "deur")
        cached = store.database.query_one("SELECT group_concat(server_id) FROM server_items")
        read_done.set()
        done.result()
    assert committed == [True]  # the reads came back while the write was still open
    assert counted == 1
    assert [r.title for r in found] == ["Eiken deur"]
    assert cached is not None
    assert cached[0] == "1"
    # Once committed, the next reads see it.
    assert [r.title for r in store.catalogue.search(RecordKind.PRODUCT, "balk")] == ["Stalen balk"]
    assert store.catalogue.search(RecordKind.PRODUCT, "deur") == []


def test_a_transaction_reads_what_it_wrote_before_its_commit(store: Store) -> None:
    with store.database.transaction():
        store.drafts.create_draft("product", product_form("Hardstenen dorpel"))
        assert store.catalogue.count(RecordKind.PRODUCT, "dorpel") == 1
        assert store.database.query_one("SELECT count(*) FROM drafts")[0] == 1  # type: ignore[index]


def test_a_returning_write_by_column_is_written(store: Store) -> None:
    draft = store.drafts.create_draft("product", product_form())
    names = store.database.column(
        "UPDATE drafts SET updated_at = updated_at WHERE id = ? RETURNING id", (draft.id,)
    )
    assert names == [draft.id]


def test_counts_follow_what_another_process_writes(
    store: Store, other_process_store: Store
) -> None:
    # The counts are kept until the data changes; a change by another connection shows in
    # SQLite's data_version only, not in this connection's own count of changes.
    store.cache.replace_server_list("product", [server_product(1, "Eiken deur")], MOMENT)
    assert store.catalogue.count(RecordKind.PRODUCT) == 1
    assert store.catalogue.count(RecordKind.PRODUCT, "deur") == 1
    items = [server_product(n, f"Eiken deur {n}") for n in range(1, 4)]
    other_process_store.cache.replace_server_list("product", items, MOMENT)
    assert store.catalogue.count(RecordKind.PRODUCT) == 3
    assert store.catalogue.count(RecordKind.PRODUCT, "deur") == 3
    assert len(store.catalogue.search(RecordKind.PRODUCT, "eiken")) == 3


def test_reads_of_many_threads_at_once_all_answer(store: Store) -> None:
    items = [server_product(n, f"Eiken deur {n}") for n in range(1, 21)]
    store.cache.replace_server_list("product", items, MOMENT)

    def count(n: int) -> int:
        return store.catalogue.count(RecordKind.PRODUCT, f"deur {n % 20 + 1}")

    alone = [count(n) for n in range(60)]
    with ThreadPoolExecutor(MAX_READERS * 3) as readers:
        together = list(readers.map(count, range(60)))
    assert together == alone
    assert alone[0] == 11  # "deur 1" matches "deur 10" to "deur 19" too
    assert len(set(alone)) > 2


def test_a_read_after_close_is_refused(isolated_data_dir: object) -> None:
    opened = Store.open()
    opened.catalogue.count(RecordKind.PRODUCT)
    opened.close()
    # As on the writer's connection: refused, never read from a connection left open.
    with pytest.raises((StoreError, sqlite3.Error)):
        opened.catalogue.count(RecordKind.PRODUCT)
    with pytest.raises((StoreError, sqlite3.Error)):
        opened.database.query_one("SELECT 1")


def test_a_page_read_in_one_step_keeps_every_digit_and_the_order(store: Store) -> None:
    # A page is one JSON text from SQLite (`catalogue._page_rows`), whose JSON writes 15
    # digits of a real: the 17 that tell the number are carried as text.
    prices = ["0.30000000000000004", "1.25", "123456789012345678.5", None, "7"]
    items = [
        server_product(n, f"Eiken deur {n}", priceInformation={"price": price})
        for n, price in enumerate(prices, start=1)
    ]
    store.cache.replace_server_list("product", items, MOMENT)
    rows = store.catalogue.search(RecordKind.PRODUCT, "eiken", order_by="price")
    by_title = {r.title: r.price for r in rows}
    assert by_title["Eiken deur 1"] == 0.30000000000000004
    assert by_title["Eiken deur 3"] == 123456789012345678.5
    assert by_title["Eiken deur 4"] is None
    assert by_title["Eiken deur 5"] == 7
    ordered = [r.price for r in rows if r.price is not None]
    assert ordered == sorted(ordered)
    assert len(rows) == len(prices)
    # The rows of given keys read the same way.
    assert [r.price for r in store.catalogue.rows([rows[-1].key])] == [rows[-1].price]
