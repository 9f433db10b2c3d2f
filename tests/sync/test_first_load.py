"""A first load of a large catalogue: the server list goes into the offline cache as it
is read, so the rows already read are searchable (and counted for the window) while the
rest arrives; a read that fails halfway keeps what it stored and takes nothing out."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Iterator
from typing import Any

import pytest

from app import collector
from app.api.errors import MalformedResponse
from app.api.products import ProductRequest
from app.store.kinds import RecordKind
from app.sync import list_loader
from app.sync.engine import SyncEngine
from app.sync.progress import SyncProgress
from app.sync.progress import SyncReport
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCTS = 7


async def _fill(bench: Workbench) -> None:
    async with bench.client() as client:
        for n in range(PRODUCTS):
            await client.create_product(ProductRequest.draft(product_content(f"Deur {n}")))


class _Watching(ClientGateway):
    """Notes, before each page of products is read, how many the cache holds; fails on
    the page `fail_at` when asked to."""

    def __init__(self, bench: Workbench, fail_at: int | None = None) -> None:
        super().__init__(bench.client(), per_page=2)
        self.bench = bench
        self.fail_at = fail_at
        self.cached_before_page: list[int] = []
        self.collecting: list[bool] = []  # whether the cyclic collector ran, at each page

    async def list_page(self, kind: RecordKind, page: int) -> tuple[list[dict[str, object]], bool]:
        if kind is RecordKind.PRODUCT:
            self.cached_before_page.append(len(self.bench.store.cache.server_ids(kind)))
            self.collecting.append(gc.isenabled())
            if page == self.fail_at:
                raise MalformedResponse("links.next", "broken on cue")
        return await super().list_page(kind, page)


async def _run_once(bench: Workbench, gateway: ClientGateway) -> SyncReport:
    """One round of the engine over `gateway`, its client closed after."""

    async def connect() -> ClientGateway:
        return gateway

    try:
        return await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()
    finally:
        await gateway.client.aclose()


@pytest.mark.asyncio
async def test_the_rows_read_so_far_are_searchable_while_the_list_is_read(
    bench: Workbench, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(list_loader, "BATCH", 2)  # one page of two a batch
    await _fill(bench)
    gateway = _Watching(bench)

    async def connect() -> ClientGateway:
        return gateway

    engine = SyncEngine(bench.store, connect, retry=FAST_RETRY)
    seen: list[SyncProgress] = []
    engine.progress.subscribe(seen.append)
    try:
        report = await engine.run_once()
    finally:
        await gateway.client.aclose()

    assert report.exit_code == 0
    before = gateway.cached_before_page
    assert before == sorted(before)
    assert any(0 < count < PRODUCTS for count in before), before
    listed = [p.listed for p in seen if p.listing == RecordKind.PRODUCT]
    assert listed == sorted(listed)
    assert listed[-1] == PRODUCTS
    assert len(set(listed)) > 2  # counted batch by batch, not once at the end
    titles = {r.title for r in bench.store.catalogue.search(RecordKind.PRODUCT, "deur")}
    assert titles == {f"Deur {n}" for n in range(PRODUCTS)}


@pytest.mark.asyncio
async def test_a_list_that_fails_halfway_keeps_what_was_stored_and_removes_nothing(
    bench: Workbench, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(list_loader, "BATCH", 2)
    await _fill(bench)
    gone = {"id": 999_999, "itemDetails": {"name": "Al lang weg"}}
    bench.store.cache.put_server_item(RecordKind.PRODUCT, gone)
    gateway = _Watching(bench, fail_at=3)

    report = await _run_once(bench, gateway)

    assert report.exit_code == 0  # the refresh is done again next time
    cached = bench.store.cache.server_ids(RecordKind.PRODUCT)
    assert "999999" in cached  # a list read halfway cannot say what is gone
    assert len(cached - {"999999"}) == 4  # pages 1 and 2, stored as they came
    found = bench.store.catalogue.search(RecordKind.PRODUCT, "deur")
    assert len(found) == 4


@pytest.mark.asyncio
async def test_the_next_page_is_asked_for_while_a_page_is_read_and_none_past_the_last(
    bench: Workbench, sandbox: Any
) -> None:
    await _fill(bench)  # 7 products: 4 pages of two
    client = bench.client()
    gateway = ClientGateway(client, per_page=2)
    reads: list[int] = []

    async def asked_for(count: int) -> bool:
        for _ in range(1_000):  # ten seconds at most
            if sandbox.requests("GET", "/products") >= count:
                return True
            await asyncio.sleep(0.01)
        return False

    try:
        more, page = True, 0
        while more:
            page += 1
            items, more = await gateway.list_page(RecordKind.PRODUCT, page)
            reads.append(len(items))
            if more:
                # The service has the next page's request before it is asked for.
                assert await asked_for(page + 1)
    finally:
        await client.aclose()

    assert reads == [2, 2, 2, 1]
    assert sandbox.requests("GET", "/products") == 4  # never a page past the last


@pytest.fixture
def collector_on() -> Iterator[None]:
    was_on = gc.isenabled()
    gc.enable()
    yield
    if not was_on:
        gc.disable()


@pytest.mark.asyncio
@pytest.mark.parametrize("fail_at", [None, 3])
async def test_the_collector_is_held_off_while_a_list_loads_and_resumes_after(
    bench: Workbench, monkeypatch: pytest.MonkeyPatch, collector_on: None, fail_at: int | None
) -> None:
    # Whether the load finishes or fails halfway, the collector is back on after it.
    monkeypatch.setattr(list_loader, "BATCH", 2)
    await _fill(bench)
    gateway = _Watching(bench, fail_at=fail_at)

    report = await _run_once(bench, gateway)

    assert report.exit_code == 0
    assert gateway.collecting  # pages were read
    assert not any(gateway.collecting)
    assert gc.isenabled()
    stored = len(bench.store.cache.server_ids(RecordKind.PRODUCT))
    assert stored == (PRODUCTS if fail_at is None else 4)


def test_the_collector_stays_as_it_was_when_it_was_off() -> None:
    was_on = gc.isenabled()
    gc.disable()
    try:
        with collector.collector_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        if was_on:
            gc.enable()


class _PublicFirst(_Watching):
    """Reads the products' pages after the first only once the public ids are all read, and
    notes, before each, how many cached products have no public flag yet."""

    def __init__(self, bench: Workbench) -> None:
        super().__init__(bench)
        self.public_read = asyncio.Event()
        self.unflagged_before_page: list[int] = []

    async def public_product_ids(self, page: int) -> tuple[list[str], bool]:
        found, more = await super().public_product_ids(page)
        if not more:
            self.public_read.set()
        return found, more

    async def list_page(self, kind: RecordKind, page: int) -> tuple[list[dict[str, object]], bool]:
        if kind is RecordKind.PRODUCT and page > 1:
            await self.public_read.wait()
            await asyncio.sleep(0)  # the flags' write is handed to the loader after the read
            rows = self.bench.database.query(
                "SELECT count(*) FROM server_items WHERE kind = 'product' AND public IS NULL"
            )
            self.unflagged_before_page.append(rows[0][0])
        return await super().list_page(kind, page)


@pytest.mark.asyncio
async def test_the_public_flags_are_given_as_soon_as_the_public_ids_are_read(
    bench: Workbench, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(list_loader, "BATCH", 2)
    await _fill(bench)
    gateway = _PublicFirst(bench)

    report = await _run_once(bench, gateway)

    assert report.exit_code == 0
    # Each page after the public ids were read finds the products stored before flagged
    # (the first page's among them), not waiting for the whole list.
    assert gateway.unflagged_before_page[-1] == 0, gateway.unflagged_before_page
    flags = bench.database.query("SELECT public FROM server_items WHERE kind = 'product'")
    assert len(flags) == PRODUCTS
    assert all(row[0] in (0, 1) for row in flags)
