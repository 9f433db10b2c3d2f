"""Sync and photo preparation, each against the bare minimum doing the same work.

- 1,000 product drafts synced to a fresh sandbox (a process of its own) by the engine,
  against a bare httpx loop sending the same requests (token, 1,000 creates, the list
  reads of the cache refresh) at the same concurrency. Goal: within 1.15x.
- A first load of a large catalogue: 100,000 products read from a sandbox into an empty
  store, to the last row and to the first rows searchable; from a sandbox in a thread of
  this process (its serialising shares the interpreter lock with the client), and from one
  in a process of its own, as a real service is.
- Preparing a 24-megapixel photo for upload, against a bare scaled `QImageReader` read
  of it (the decode alone). Goal: within 1.2x.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import httpx
import orjson

from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.products import ProductRequest
from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from app.store.kinds import RecordKind
from app.store.store import Store
from app.sync.engine import DEFAULT_CONCURRENCY
from app.sync.engine import SyncEngine
from app.sync.service import ClientGateway
from tests.benchmarks.harness import benchmark
from tests.benchmarks.photos import photo_like_jpeg
from tests.sync.helpers import product_content

DRAFTS = 1000
# The sync figures' sandbox runs in a process of its own, as a real service does: in a
# thread of this one, its request handling would hold the interpreter lock the client
# waits for, and both the engine and the bare loop would be timed with the server's work.
SANDBOX_PROCESS = True
PHOTO_SIZE = (6000, 4000)
PHOTO_SIDE = 2048


def _contents() -> list[dict[str, object]]:
    return [product_content(f"Deur {i}") for i in range(DRAFTS)]


@benchmark(
    "sync: bare httpx loop, 1,000 creates",
    runs=3,
    unit="s",
    group="sync",
)
def bare_httpx_loop() -> float:
    # The very bytes the engine sends (compact UTF-8 JSON, as `ServiceClient` writes it).
    bodies = [orjson.dumps(ProductRequest.draft(c).to_payload(create=True)) for c in _contents()]
    with _sandbox(None, own_process=SANDBOX_PROCESS) as base_url:

        async def send_all() -> float:
            started = time.perf_counter()
            async with httpx.AsyncClient(base_url=base_url + "/", timeout=60) as http:
                token = (
                    await http.post(
                        "token",
                        data={
                            "grant_type": "client_credentials",
                            "client_id": DEMO_CLIENT_ID,
                            "client_secret": DEMO_CLIENT_SECRET,
                        },
                    )
                ).json()["access_token"]
                headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}
                queue = list(reversed(bodies))

                async def worker() -> None:
                    while queue:
                        body = queue.pop()
                        response = await http.post("products", content=body, headers=headers)
                        response.raise_for_status()

                await asyncio.gather(*(worker() for _ in range(DEFAULT_CONCURRENCY)))
                # The same list reads as the engine's refresh of the offline cache: every
                # product, then the public ones (the only way to learn which are public).
                for first in (
                    "products?per_page=100&page=1",
                    "products?per_page=100&page=1&public=1",
                ):
                    url: str | None = first
                    while url:
                        page = (await http.get(url, headers=headers)).json()
                        url = page["links"]["next"]
                await http.get("projects?per_page=100&page=1", headers=headers)
                await http.get("resources/subscriptions", headers=headers)
            return time.perf_counter() - started

        return asyncio.run(send_all())


@benchmark(
    "sync: engine, 1,000 drafts",
    runs=3,
    unit="s",
    baseline="sync: bare httpx loop, 1,000 creates",
    goal="<= 1.15x",
    group="sync",
    tolerance=0.1,
)
def engine_sync() -> float:
    with (
        tempfile.TemporaryDirectory() as folder,
        _sandbox(None, own_process=SANDBOX_PROCESS) as base_url,
    ):
        store = Store.open(Path(folder) / "bench.sqlite3", Path(folder) / "attachments")
        for content in _contents():
            store.drafts.mark_queued(store.drafts.create_draft(RecordKind.PRODUCT, content).id)

        async def run() -> float:
            profile = sandbox_profile(base_url)
            async with ServiceClient(profile, sandbox_secrets(profile)) as client:

                async def connect() -> ClientGateway:
                    return ClientGateway(client)

                engine = SyncEngine(store, connect)
                started = time.perf_counter()
                report = await engine.run_once()
                elapsed = time.perf_counter() - started
            assert report.exit_code == 0
            assert len(report.synced) == DRAFTS
            return elapsed

        try:
            return asyncio.run(run())
        finally:
            store.close()


@cache
def _photo() -> Path:
    """A 24-megapixel JPEG with photo-like detail (smooth areas, edges, some noise)."""
    return photo_like_jpeg(Path(tempfile.mkdtemp()) / "photo-24mp.jpg", PHOTO_SIZE, 92)


@benchmark("imaging: bare scaled QImageReader read, 24 MP", runs=7, group="imaging")
def bare_scaled_read() -> float:
    from PySide6.QtCore import QSize
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImageReader

    path = _photo()
    started = time.perf_counter()
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    reader.setScaledSize(
        reader.size().scaled(QSize(PHOTO_SIDE, PHOTO_SIDE), Qt.AspectRatioMode.KeepAspectRatio)
    )
    image = reader.read()
    elapsed = time.perf_counter() - started
    assert not image.isNull()
    return elapsed


@benchmark(
    "imaging: prepare a 24 MP photo for upload",
    runs=7,
    baseline="imaging: bare scaled QImageReader read, 24 MP",
    goal="<= 1.2x",
    group="imaging",
)
def prepare_24mp_photo() -> float:
    from app.imaging.photos import PhotoSettings
    from app.imaging.photos import prepare_photo

    path = _photo()
    started = time.perf_counter()
    prepared = prepare_photo(path, PhotoSettings(max_side=PHOTO_SIDE))
    elapsed = time.perf_counter() - started
    assert max(prepared.width, prepared.height) == PHOTO_SIDE
    return elapsed


# -- a first load of a large catalogue --------------------------------------------------

FIRST_LOAD_PRODUCTS = 100_000


@cache
def _large_sandbox() -> Path:
    """A sandbox database file holding the store benchmark's 100,000 products."""
    import random

    from app.sandbox.database import Database
    from tests.benchmarks.bench_store import SEED
    from tests.benchmarks.bench_store import _product

    path = Path(tempfile.mkdtemp(prefix="bench-sandbox-")) / "sandbox.sqlite3"
    rng = random.Random(SEED)
    docs = []
    for _ in range(FIRST_LOAD_PRODUCTS):
        doc = _product(rng, None)
        doc.pop("websiteURI")
        docs.append((doc, None))
    database = Database(path)
    database.insert_products(docs)
    database.close()
    return path


_first_loads: dict[bool, list[dict[str, float]]] = {False: [], True: []}


def _first_load(index: int, *, own_process: bool = False) -> dict[str, float]:
    loads = _first_loads[own_process]
    while len(loads) <= index:
        loads.append(_load_from_sandbox(own_process=own_process))
    return loads[index]


@benchmark(
    "sync: first load of 100k products from the sandbox (to the last row searchable)",
    runs=1,
    unit="s",
    goal="<= 3 s, searchable meanwhile",
    group="sync",
)
def first_load_from_sandbox() -> float:
    return _first_load(0)["total"]


@benchmark(
    "sync: first load of 100k products, until the first rows are searchable",
    runs=1,
    unit="s",
    group="sync",
)
def first_rows_from_sandbox() -> float:
    return _first_load(0)["first"]


@benchmark(
    "sync: first load of 100k products from a sandbox process (to the last row searchable)",
    runs=1,
    unit="s",
    goal="<= 3 s, searchable meanwhile",
    group="sync",
)
def first_load_from_sandbox_process() -> float:
    """The same load from a sandbox in a process of its own, as a real service is: its
    serialising no longer shares this process's interpreter lock with the client."""
    return _first_load(0, own_process=True)["total"]


@benchmark(
    "sync: first load of 100k products from a sandbox process, until the first rows are searchable",
    runs=1,
    unit="s",
    group="sync",
)
def first_rows_from_sandbox_process() -> float:
    return _first_load(0, own_process=True)["first"]


def first_load_once() -> float:
    """One fresh first load of `FIRST_LOAD_PRODUCTS` from a sandbox process, to the last row
    searchable (the figures above share one load; `tests.benchmarks.growth` runs it again)."""
    return _load_from_sandbox(own_process=True)["total"]


@contextlib.contextmanager
def _sandbox(db_path: Path | None, *, own_process: bool) -> Iterator[str]:
    """The base address of a sandbox serving `db_path` (None: a fresh, empty one): in a
    thread of this process, or in a process of its own (started by its command line,
    stopped by SIGTERM)."""
    if not own_process:
        with SandboxServer(db_path=db_path) as server:
            yield server.base_url
        return
    if db_path is None:
        with (
            tempfile.TemporaryDirectory(prefix="bench-sandbox-") as folder,
            _sandbox(Path(folder) / "sandbox.sqlite3", own_process=True) as base_url,
        ):
            yield base_url
        return
    command = [sys.executable, "-m", "app.sandbox.cli", "--port", "0", "--db", str(db_path)]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        found = re.search(r"running at (\S+)", first)
        if found is None:
            raise RuntimeError(f"the sandbox process did not start: {first!r}")
        yield found.group(1)
    finally:
        process.terminate()
        process.wait(30)


def _load_from_sandbox(*, own_process: bool = False) -> dict[str, float]:
    """A first connection: the engine reads the public ids and the 1,000 pages of the
    product list from a sandbox (in-process, or `own_process`) into an empty store
    (nothing to send)."""
    from app.sync.progress import SyncProgress

    with (
        tempfile.TemporaryDirectory() as folder,
        _sandbox(_large_sandbox(), own_process=own_process) as base_url,
    ):
        store = Store.open(Path(folder) / "bench.sqlite3", Path(folder) / "attachments")
        figures: dict[str, float] = {}

        async def run() -> None:
            profile = sandbox_profile(base_url)
            async with ServiceClient(profile, sandbox_secrets(profile)) as client:

                async def connect() -> ClientGateway:
                    return ClientGateway(client)

                engine = SyncEngine(store, connect)

                def listed(progress: SyncProgress) -> None:
                    if progress.listed and "first" not in figures:
                        figures["first"] = time.perf_counter() - started

                engine.progress.subscribe(listed)
                started = time.perf_counter()
                report = await engine.run_once()
                figures["total"] = time.perf_counter() - started
            assert report.exit_code == 0

        try:
            asyncio.run(run())
            assert store.catalogue.count(RecordKind.PRODUCT) == FIRST_LOAD_PRODUCTS
            return figures
        finally:
            store.close()
