"""A first load killed halfway (SIGKILL) goes on, at the next sync, from the page after the
last one it stored: what it stored is not read again, the sort indexes it left to build
after its rows are built, and every row is searchable, in order, at the end."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from collections.abc import Awaitable
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from app.api.errors import Offline
from app.api.products import ProductRequest
from app.sandbox.database import Database
from app.store.catalogue import OrderBy
from app.store.kinds import RecordKind
from app.store.listing import SORT_INDEXES
from app.store.listing import present_indexes
from app.sync import list_loader
from app.sync.engine import SyncEngine
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content
from tests.sync.load_and_stop import BATCH
from tests.sync.load_and_stop import PER_PAGE

PRODUCTS = 200
STORED_BEFORE_THE_KILL = 3 * BATCH
PROJECT_ROOT = Path(__file__).resolve().parents[2]

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")


CITIES = ("utrecht", "Amsterdam", "Zwolle", "Delft", "Breda", "arnhem", "Eindhoven")


def _product(n: int) -> dict[str, Any]:
    content = product_content(f"Deur {n:03}")
    content["address"]["city"] = CITIES[n * 3 % len(CITIES)]
    return ProductRequest.draft(content).to_payload(create=True)


def _catalogue(path: Path) -> Path:
    database = Database(path)
    try:
        database.insert_products([(_product(n), None) for n in range(PRODUCTS)])
    finally:
        database.close()
    return path


def _load_and_kill(folder: Path, base_url: str) -> int:
    """A load in a child, killed once it stored `STORED_BEFORE_THE_KILL` products; how
    many it said it stored."""
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    command = [sys.executable, "-m", "tests.sync.load_and_stop", str(folder), base_url]
    process = subprocess.Popen(
        [*command, str(STORED_BEFORE_THE_KILL)],
        cwd=PROJECT_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    stored = 0
    try:
        assert process.stdout is not None
        for line in process.stdout:
            if line.startswith("stored "):
                stored = int(line.split()[1])
                os.kill(process.pid, signal.SIGKILL)
                break
        process.wait(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == -signal.SIGKILL, process.stderr.read() if process.stderr else ""
    return stored


def _product_pages_asked(gateway: ClientGateway) -> list[int]:
    """Records the page of every request of the product list (not its public ids)."""
    asked: list[int] = []
    original = gateway.client.list_answer

    def recording(path: str, model: Any, query: dict[str, Any]) -> Awaitable[Any]:
        if path == "products" and "public" not in query:
            asked.append(int(query["page"]))
        return original(path, model, query)  # type: ignore[arg-type]

    gateway.client.list_answer = recording  # type: ignore[method-assign,assignment]
    return asked


async def _sync(bench: Workbench, watch: Callable[[ClientGateway], list[int]]) -> list[int]:
    client = bench.client()
    gateway = ClientGateway(client, per_page=PER_PAGE)
    asked = watch(gateway)

    async def connect() -> ClientGateway:
        return gateway

    try:
        report = await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()
    finally:
        await client.aclose()
    assert report.exit_code == 0
    return asked


def _indexes(bench: Workbench) -> frozenset[str]:
    with bench.database.transaction(write=False) as conn:
        return present_indexes(conn)


def _next_page(bench: Workbench) -> int:
    row = bench.database.query_one("SELECT next_page FROM list_reads WHERE kind = 'product'")
    assert row is not None
    return int(row[0])


def _nocase(city: str | None) -> str:
    return (city or "").lower()


def test_a_load_killed_halfway_goes_on_without_reading_what_it_stored(
    sandbox_factory: Any, isolated_data_dir: Path, tmp_path: Path
) -> None:
    sandbox = sandbox_factory(db_path=_catalogue(tmp_path / "service.sqlite3"))
    stored = _load_and_kill(isolated_data_dir, sandbox.base_url)
    assert stored >= STORED_BEFORE_THE_KILL
    assert stored % PER_PAGE == 0  # whole pages

    bench = Workbench(isolated_data_dir, sandbox.base_url)
    try:
        # What the killed load stored is there, searchable, and where its read stood.
        assert len(bench.store.cache.server_ids(RecordKind.PRODUCT)) == stored
        assert bench.store.catalogue.count(RecordKind.PRODUCT, "deur") == stored
        pages_stored = stored // PER_PAGE
        assert _next_page(bench) == pages_stored + 1
        # A first load builds the sort indexes after its rows: the kill left them out, and
        # the rows sort as they should without them.
        assert not set(SORT_INDEXES) & _indexes(bench)
        by_city = bench.store.catalogue.search(RecordKind.PRODUCT, "deur", order_by=OrderBy.CITY)
        assert len({r.city for r in by_city}) == len(CITIES)
        assert [r.city for r in by_city] == sorted((r.city for r in by_city), key=_nocase)

        asked = asyncio.run(_sync(bench, _product_pages_asked))

        assert asked, "the product list was not read"
        assert min(asked) == pages_stored + 1, asked  # no page it had stored read again
        assert len(asked) == len(set(asked))
        assert len(bench.store.cache.server_ids(RecordKind.PRODUCT)) == PRODUCTS
        assert bench.store.catalogue.count(RecordKind.PRODUCT, "deur") == PRODUCTS
        titles = [r.title for r in bench.store.catalogue.search(RecordKind.PRODUCT, limit=500)]
        assert titles == [f"Deur {n:03}" for n in range(PRODUCTS)]
        assert set(SORT_INDEXES) <= _indexes(bench)  # caught up

        # Read whole, the list's next refresh begins at its first page again.
        again = asyncio.run(_sync(bench, _product_pages_asked))
        assert min(again) == 1
        assert len(bench.store.cache.server_ids(RecordKind.PRODUCT)) == PRODUCTS
    finally:
        bench.close()


class _NetworkGoneAt(ClientGateway):
    """The network goes away before page `page` of the products (every retry fails)."""

    def __init__(self, client: Any, page: int) -> None:
        super().__init__(client, per_page=PER_PAGE)
        self.gone_at = page

    async def list_page(self, kind: RecordKind, page: int) -> tuple[list[dict[str, Any]], bool]:
        if kind is RecordKind.PRODUCT and page >= self.gone_at:
            raise Offline("the network is gone")
        return await super().list_page(kind, page)


def test_a_load_the_network_cut_off_goes_on_at_the_next_sync(
    sandbox_factory: Any, isolated_data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(list_loader, "BATCH", BATCH)
    sandbox = sandbox_factory(db_path=_catalogue(tmp_path / "service.sqlite3"))
    bench = Workbench(isolated_data_dir, sandbox.base_url)
    try:

        async def cut_off() -> None:
            client = bench.client()
            gateway = _NetworkGoneAt(client, page=8)

            async def connect() -> ClientGateway:
                return gateway

            try:
                await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()
            finally:
                await client.aclose()

        asyncio.run(cut_off())
        # Pages 1-7 were read; the batches of whole pages among them are stored.
        next_page = _next_page(bench)
        assert 1 < next_page <= 8
        assert len(bench.store.cache.server_ids(RecordKind.PRODUCT)) == (next_page - 1) * PER_PAGE

        asked = asyncio.run(_sync(bench, _product_pages_asked))

        assert min(asked) == next_page, asked
        assert bench.store.catalogue.count(RecordKind.PRODUCT, "deur") == PRODUCTS
        assert set(SORT_INDEXES) <= _indexes(bench)
    finally:
        bench.close()
