"""Benchmarks of reading the service's answers: a list page of 100 products, as a first load
of a large catalogue reads a thousand of them. Figures are CPU time of this thread per
product (the machine is shared: its wall clock is noise). Run: `python -m tests.benchmarks -k api`.
"""

from __future__ import annotations

import json
import random
import time
from functools import cache
from typing import Any

import httpx

from app.api.pagination import ListAnswer
from app.api.pagination import read_whole_page
from app.api.products import ProductResponse
from tests.benchmarks.bench_store import SEED
from tests.benchmarks.bench_store import _product
from tests.benchmarks.harness import benchmark

PAGE_ITEMS = 100
READS = 50  # pages read per run: one run is a few tenths of a second of CPU


@cache
def _page_bytes() -> bytes:
    """A list page of 100 products as the sandbox sends it."""
    rng = random.Random(SEED)
    items = [_product(rng, number) for number in range(1, PAGE_ITEMS + 1)]
    return json.dumps(
        {
            "data": items,
            "links": {"next": "https://service.test/products?page=2"},
            "meta": {"current_page": 1, "last_page": 1000, "total": 100_000},
        }
    ).encode()


def _per_product(run: Any) -> float:
    started = time.thread_time()
    for _ in range(READS):
        run()
    return (time.thread_time() - started) / (READS * PAGE_ITEMS)


@benchmark("api: a 100-product list page read, per product (CPU)", runs=7, unit="us")
def read_product_page() -> float:
    content = _page_bytes()

    def read() -> None:
        assert read_whole_page(content, ProductResponse) is not None

    return _per_product(read)


@benchmark(
    "api: a 100-product list page read into the cache's JSON items, per product (CPU)",
    runs=7,
    unit="us",
)
def read_product_page_as_json() -> float:
    """What a first load does with each page before storing it: its items as the JSON-ready
    dicts the cache stores (`ListAnswer.json_page`, what the sync engine stores)."""
    response = httpx.Response(200, content=_page_bytes())

    def read() -> None:
        page = ListAnswer(response, ProductResponse).json_page()
        assert len(page.items) == PAGE_ITEMS

    return _per_product(read)
