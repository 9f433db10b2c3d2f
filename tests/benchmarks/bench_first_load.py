"""The first load of a large catalogue against the bare pipeline doing the same work.

- Bare pipeline: the same 1,000 pages of 100,000 products fetched with httpx from a
  sandbox in a process of its own, parsed with orjson, written with `executemany` into a
  SQLite table holding each product's JSON and the listing's five full-text columns, with
  an FTS5 index over those columns filled page by page, nothing else (no validation, no
  hash, no sort or filter column, no index but the full-text one).
- The app: the sync engine's first connection (`bench_sync._load_from_sandbox`) from the
  same sandbox file, to the last row searchable, and to the first rows searchable.
  Goal: within 2x the bare pipeline, the first rows within 0.5 s.
- Search over 500,000 cached products (count and first page, as the window asks), next
  to the same at 100,000 (`bench_store`'s figure is over 100,000 and 5,000 drafts).

Run: `python -m tests.benchmarks -k "first load"`.
"""

from __future__ import annotations

import asyncio
import sqlite3
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
import orjson

from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from tests.benchmarks import bench_sync
from tests.benchmarks.bench_sync import FIRST_LOAD_PRODUCTS
from tests.benchmarks.bench_sync import _large_sandbox
from tests.benchmarks.bench_sync import _load_from_sandbox
from tests.benchmarks.bench_sync import _sandbox
from tests.benchmarks.harness import benchmark

BARE = "first load: bare pipeline, 100k products (httpx, orjson, executemany, FTS5)"
_BARE_SCHEMA = """
CREATE TABLE products (
    id INTEGER PRIMARY KEY, data TEXT NOT NULL,
    title TEXT, description TEXT, categories TEXT, address TEXT, other TEXT
);
CREATE VIRTUAL TABLE products_fts USING fts5 (
    title, description, categories, address, other,
    content = 'products', content_rowid = 'id'
);
"""


def _texts(item: dict[str, Any]) -> tuple[str, str, str, str, str]:
    """The listing's five full-text columns of a product, read the plainest way (no checks
    of their shapes): title, description, categories, address, other."""
    details = item["itemDetails"]
    looks = item.get("itemCharacteristics") or {}
    address = item.get("address") or {}
    return (
        details["name"],
        " ".join(d.get("description") or "" for d in details.get("productDescription") or []),
        f"{looks.get('rawMaterial')} {looks.get('color')} {item['productCategory']}"
        f" {item['subProductCategory']}",
        f"{address.get('street')} {address.get('postalCode')} {address.get('city')}",
        f"{item['id']} {(item.get('person') or {}).get('personName')}",
    )


def bare_first_load(base_url: str, db_path: Path) -> dict[str, float]:
    """Fetch, parse and store every page; seconds to the first page stored and to the last."""
    figures: dict[str, float] = {}
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("PRAGMA synchronous = NORMAL")
    conn.executescript(_BARE_SCHEMA)

    async def run() -> None:
        async with httpx.AsyncClient(base_url=base_url + "/", timeout=60) as http:
            answer = await http.post(
                "token",
                data={
                    "grant_type": "client_credentials",
                    "client_id": DEMO_CLIENT_ID,
                    "client_secret": DEMO_CLIENT_SECRET,
                },
            )
            headers = {"Authorization": f"Bearer {answer.json()['access_token']}"}
            started = time.perf_counter()
            url: str | None = "products?per_page=100&page=1"
            while url:
                page = orjson.loads((await http.get(url, headers=headers)).content)
                rows = [(p["id"], orjson.dumps(p).decode(), *_texts(p)) for p in page["data"]]
                conn.execute("BEGIN")
                conn.executemany("INSERT INTO products VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
                conn.execute(
                    "INSERT INTO products_fts (rowid, title, description, categories, address,"
                    " other) SELECT id, title, description, categories, address, other"
                    " FROM products WHERE id BETWEEN ? AND ?",
                    (rows[0][0], rows[-1][0]),
                )
                conn.execute("COMMIT")
                figures.setdefault("first", time.perf_counter() - started)
                url = page["links"]["next"]
            figures["total"] = time.perf_counter() - started

    try:
        asyncio.run(run())
        count = conn.execute("SELECT count(*) FROM products_fts").fetchone()[0]
        assert count == bench_sync.FIRST_LOAD_PRODUCTS, count
    finally:
        conn.close()
    return figures


_runs: dict[str, list[dict[str, float]]] = {"bare": [], "app": []}
_used: dict[tuple[str, str], int] = {}


def _figure(which: str, figure: str) -> float:
    """Figure `figure` of the next run of `which` ("bare" or "app"): the two figures of one
    run (first rows, last row) come from the same load."""
    index = _used.get((which, figure), 0)
    _used[(which, figure)] = index + 1
    runs = _runs[which]
    while len(runs) <= index:
        if which == "app":
            runs.append(_load_from_sandbox(own_process=True))
        else:
            with (
                tempfile.TemporaryDirectory() as folder,
                _sandbox(_large_sandbox(), own_process=True) as base_url,
            ):
                runs.append(bare_first_load(base_url, Path(folder) / "bare.sqlite3"))
    return runs[index][figure]


@benchmark(BARE, runs=3, unit="s", group="first load")
def bare_pipeline() -> float:
    return _figure("bare", "total")


@benchmark(
    "first load: 100k products from a sandbox process, to the last row searchable",
    runs=3,
    unit="s",
    baseline=BARE,
    goal="<= 2x",
    group="first load",
)
def app_first_load() -> float:
    return _figure("app", "total")


@benchmark(
    "first load: 100k products from a sandbox process, until the first rows are searchable",
    runs=3,
    unit="s",
    goal="<= 0.5 s",
    group="first load",
)
def app_first_rows() -> float:
    return _figure("app", "first")


# -- the growth table's pair (`tests.benchmarks.growth`): a fresh load of each at the size
# the child process sets, the app's paired with the bare pipeline's of the same size.
PRODUCTS = FIRST_LOAD_PRODUCTS


def _sized() -> None:
    bench_sync.FIRST_LOAD_PRODUCTS = PRODUCTS  # the sandbox's data is built at this size


def growth_first_load() -> dict[str, float]:
    _sized()
    run = _load_from_sandbox(own_process=True)
    return {"seconds": run["total"], "first rows": run["first"]}


def growth_bare_load() -> float:
    _sized()
    with (
        tempfile.TemporaryDirectory() as folder,
        _sandbox(_large_sandbox(), own_process=True) as base_url,
    ):
        return bare_first_load(base_url, Path(folder) / "bare.sqlite3")["total"]


# -- the window during a first load ------------------------------------------------------

# The window as a user has it, connected to a sandbox in a process of its own (its address
# in argv[2]); the connection starts the sync, whose first load fills the Products table.
# Reports the UI thread's stalls (gaps between ticks of a 5 ms timer) over the whole load.
_LOAD_WINDOW = """
import asyncio, json, sys, time
from pathlib import Path
from app import paths
paths.set_data_dir(Path(sys.argv[1]))
from app.ui.application import create_qapplication
from app.ui import i18n
qapp = create_qapplication()
qapp.setQuitOnLastWindowClosed(False)
i18n.install_language("nl")
import qasync
from PySide6.QtCore import QTimer, Qt
from app.api.secrets import MemorySecretStore
from app.store.kinds import RecordKind
from app.api.environment_keys import SANDBOX_KEY
from app.store.environments import open_store_in_front
from app.ui.desk import Desk
from app.settings import UiSettings

# As the program's start opens it (`run_application`): the sandbox's store, in a data
# folder with its registry.
store = open_store_in_front(paths.data_dir(), key=SANDBOX_KEY)
desk = Desk(store, settings=UiSettings(auto_sync=False), sandbox_url=sys.argv[2],
            secrets=MemorySecretStore())
figures = {}

async def main():
    await desk.start()
    desk.show()
    painted = asyncio.get_running_loop().create_future()
    desk.products.table.call_after_paint(lambda: painted.done() or painted.set_result(None))
    await painted
    ticks = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(5)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    timer.start()
    await asyncio.sleep(0.05)
    started = time.perf_counter()
    desk.sync.connect_initial()
    connected = time.perf_counter()  # the connection's own turn on the window's thread
    await asyncio.gather(desk.sync.syncing, return_exceptions=True)
    finished = time.perf_counter()
    await asyncio.sleep(0.05)
    timer.stop()
    gaps = sorted(b - a for a, b in zip(ticks, ticks[1:]))
    figures.update(
        max_stall=gaps[-1],
        p99_stall=gaps[int(len(gaps) * 0.99)],
        load_seconds=finished - started,
        connect_seconds=connected - started,
        products=store.catalogue.count(RecordKind.PRODUCT),
    )
    desk.window.close()
    await desk.shutdown()

qasync.run(main())
desk.close_store()
print(json.dumps(figures))
"""

_window_runs: list[dict[str, Any]] = []
_window_used: dict[str, int] = {}


def _window_load(figure: str) -> float:
    from tests.benchmarks.bench_ui import _child

    index = _window_used.get(figure, 0)
    _window_used[figure] = index + 1
    while len(_window_runs) <= index:
        with (
            tempfile.TemporaryDirectory() as folder,
            _sandbox(_large_sandbox(), own_process=True) as base_url,
        ):
            run = _child(_LOAD_WINDOW, str(Path(folder) / "data"), base_url)
        if run["products"] != bench_sync.FIRST_LOAD_PRODUCTS:
            raise RuntimeError(f"the window loaded {run['products']} products")
        _window_runs.append(run)
    return float(_window_runs[index][figure])


@benchmark(
    "first load: longest UI stall while the window loads 100k products",
    runs=3,
    goal="<= 16 ms (one frame)",
    group="first load",
)
def window_max_stall() -> float:
    return _window_load("max_stall")


def growth_window_max_stall() -> float:
    """`window_max_stall` at the size the growth child sets (`PRODUCTS`)."""
    _sized()
    return window_max_stall()


@benchmark(
    "first load: 99th percentile UI stall while the window loads 100k products",
    runs=3,
    group="first load",
)
def window_p99_stall() -> float:
    return _window_load("p99_stall")


@benchmark("first load: 100k products loaded from the window", runs=3, unit="s", group="first load")
def window_load_seconds() -> float:
    return _window_load("load_seconds")


@benchmark(
    "first load: the first connection's turn on the window's thread",
    runs=3,
    goal="within a frame (16 ms), beside what else the turn holds",
    group="first load",
)
def window_connect_seconds() -> float:
    return _window_load("connect_seconds")


# -- search as you type at 100,000 and at 500,000 rows ----------------------------------

SEARCH_SIZES = (100_000, 500_000)
_SHIFT = 10_000_000  # the ids of each copy: the first's plus a multiple of this
_search_folders: dict[int, Path] = {}


def _search_folder(rows: int) -> Path:
    """The UI benchmark's data folder (100,000 cached products and its drafts); for more,
    a copy whose cached products are repeated under other ids up to `rows` (SQL alone:
    the same texts, so each match is found as many times more), the full-text index
    rebuilt."""
    import shutil

    from tests.benchmarks.bench_ui import CACHED_PRODUCTS
    from tests.benchmarks.bench_ui import data_folder

    if rows in _search_folders:
        return _search_folders[rows]
    base = data_folder()
    if rows == CACHED_PRODUCTS:
        _search_folders[rows] = base
        return base
    folder = Path(tempfile.mkdtemp(prefix="bench-search-"))
    import atexit

    atexit.register(shutil.rmtree, folder, True)
    shutil.copy(base / "reuse-desk.sqlite3", folder / "reuse-desk.sqlite3")
    (folder / "attachments").mkdir()
    copies = rows // CACHED_PRODUCTS
    conn = sqlite3.connect(folder / "reuse-desk.sqlite3", isolation_level=None)
    try:
        columns = [
            row[1]
            for row in conn.execute("PRAGMA table_info(listing)")
            if row[1] not in ("key", "server_id")
        ]
        names = ", ".join(columns)
        last_key = conn.execute("SELECT max(key) FROM listing").fetchone()[0]
        conn.execute("BEGIN")
        for copy in range(1, copies):
            shift = copy * _SHIFT
            conn.execute(
                "INSERT INTO server_items (kind, server_id, data, data_hash, fetched_at, public)"
                " SELECT kind, CAST(server_id AS INTEGER) + ?, data, data_hash, fetched_at,"
                " public FROM server_items WHERE kind = 'product'"
                " AND CAST(server_id AS INTEGER) < ?",
                (shift, _SHIFT),
            )
            conn.execute(
                f"INSERT INTO listing (server_id, {names}) SELECT"
                f" CAST(server_id AS INTEGER) + ?, {names} FROM listing"
                " WHERE kind = 'product' AND source = 'server' AND key <= ?",
                (shift, last_key),
            )
        conn.execute("INSERT INTO listing_fts (listing_fts) VALUES ('rebuild')")
        conn.execute("COMMIT")
        conn.execute("ANALYZE")
    finally:
        conn.close()
    _search_folders[rows] = folder
    return folder


class _SearchRig:
    """One Products tab over a data folder, kept for all search runs at its size."""

    def __init__(self, folder: Path) -> None:
        from PySide6.QtWidgets import QApplication

        from app import paths
        from app.store.store import Store
        from app.ui.products.products_tab import ProductsTab

        self.app = QApplication.instance() or QApplication([])
        paths.set_data_dir(folder)
        self.store = Store.open(folder / "reuse-desk.sqlite3", folder / "attachments")
        self.tab = ProductsTab(self.store)
        self.tab.resize(1280, 800)
        self.tab.show()
        self.app.processEvents()
        self.round = 0
        self.baseline_round = 0  # the whole-pages baseline's own turns through the texts
        self.closed = False
        import atexit

        atexit.register(self.close)

    def close(self) -> None:
        # Qt objects must go before the interpreter finalises, or CPython may crash.
        import shiboken6

        if self.closed:
            return
        self.closed = True
        self.tab.close()
        shiboken6.delete(self.tab)
        self.store.close()


_rigs: dict[int, _SearchRig] = {}
_TYPED = ["eiken deur 12", "stalen kol", "utrecht tegel", "rd-0001", "glazen wastafel 9"]


def _search_as_you_type(rows: int, *, whole_pages: bool = False) -> float:
    """Seconds per keystroke, from the text changed to the table's visible rows painted
    (what the typing timer calls), over one typed query; the rig at `rows` stays open.
    `whole_pages`: the baseline, each keystroke reading a whole page of rows as before the
    short first read (`paged_model.FIRST_WINDOW`); its runs type the same texts in turn."""
    from app.ui.records.paged_model import FIRST_WINDOW
    from app.ui.records.paged_model import PAGE_SIZE

    rig = _rigs.get(rows)
    if rig is None:
        for other in list(_rigs):  # one Products tab open at a time
            _rigs.pop(other).close()
        rig = _rigs[rows] = _SearchRig(_search_folder(rows))
    turn = rig.baseline_round if whole_pages else rig.round
    text = _TYPED[turn % len(_TYPED)]
    if whole_pages:
        rig.baseline_round += 1
    else:
        rig.round += 1
    rig.tab.model.first_window = PAGE_SIZE if whole_pages else FIRST_WINDOW
    rig.tab.search.clear()
    rig.tab.apply_filters()
    rig.app.processEvents()
    elapsed = 0.0
    for end in range(1, len(text) + 1):
        started = time.perf_counter()
        rig.tab.search.setText(text[:end])
        rig.tab.apply_filters()
        rig.tab.table.viewport().repaint()
        elapsed += time.perf_counter() - started
    return elapsed / len(text)


_WHOLE_100K = "search: as you type over 100k rows, whole pages read (baseline)"
_WHOLE_500K = "search: as you type over 500k rows, whole pages read (baseline)"


@benchmark(_WHOLE_100K, runs=5, group="first load")
def search_100k_whole_pages() -> float:
    return _search_as_you_type(100_000, whole_pages=True)


@benchmark(
    "search: as you type over 100k rows, keystroke to updated table",
    runs=5,
    baseline=_WHOLE_100K,
    goal="<= 16 ms per keystroke",
    group="first load",
)
def search_100k() -> float:
    return _search_as_you_type(100_000)


@benchmark(_WHOLE_500K, runs=5, group="first load")
def search_500k_whole_pages() -> float:
    return _search_as_you_type(500_000, whole_pages=True)


@benchmark(
    "search: as you type over 500k rows, keystroke to updated table",
    runs=5,
    baseline=_WHOLE_500K,
    goal="<= 32 ms per keystroke",
    group="first load",
)
def search_500k() -> float:
    return _search_as_you_type(500_000)
