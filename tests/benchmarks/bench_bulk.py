"""Speed of changing many products at once (issue 28).

    python -m tests.benchmarks -k bulk

- Apply: a change of status and price to 1,000 products (500 drafts changed in place, 500
  products from the service given an edit draft each), written as one step with the listing
  and the undo record (`BulkEdits.apply`), against a bare `executemany` writing the same
  1,000 contents as JSON into a table of the same database file. Each run starts from a copy
  of the same database. Also measured: the check before it (reading the 1,000 records and
  validating each as it would become, `read` + `plan`), which the user waits for when
  pressing "Check and apply".
- Stall: the real Products tab (offscreen) applies the same change through its own path (a
  worker thread, a progress dialog); a 5 ms timer on the window's thread measures the longest
  gap between its ticks from the start of the check to the table shown again.
"""

from __future__ import annotations

import atexit
import json
import shutil
import tempfile
import time
from pathlib import Path
from typing import Any

from tests.benchmarks.harness import benchmark

RECORDS = 1_000
CHANGES = {"validityInformation.statusCode": "Gereserveerd", "priceInformation.price": 19.95}
_template: Path | None = None


def _content(i: int) -> dict[str, Any]:
    from tests.sync.helpers import product_content

    return product_content(f"Binnendeur {i}", priceInformation={"price": 10 + i % 40})


def _server(i: int) -> dict[str, Any]:
    return {
        "id": i,
        "websiteURI": f"https://example.nl/p/{i}",
        "productCategory": "Deuren",
        "subProductCategory": "Binnendeuren",
        "itemDetails": {
            "name": f"Eiken deur {i}",
            "productDescription": [{"description": "Gedemonteerd", "languageCode": "NL"}],
            "attachment": {"imageData": "", "attachedData": ""},
        },
        "quantity": {"quantityValue": str(1 + i % 20), "quantityUoM": "PCE"},
        "priceInformation": {"price": "12.50"},
        "validityInformation": {"statusCode": "Beschikbaar"},
        "address": {"street": "Dorpsstraat 1", "postalCode": "1234 AB", "city": "Utrecht"},
    }


def template() -> Path:
    """A database with 500 drafts and 500 cached products, built once per run."""
    global _template
    if _template is not None:
        return _template
    from app.store import Store
    from app.store.kinds import RecordKind

    folder = Path(tempfile.mkdtemp(prefix="bench-bulk-"))
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    with Store.open(folder / "template.sqlite3", folder / "files") as store:
        for i in range(RECORDS // 2):
            store.drafts.create_draft(RecordKind.PRODUCT, _content(i))
        store.cache.replace_server_list(
            RecordKind.PRODUCT, [_server(i) for i in range(1, RECORDS // 2 + 1)]
        )
        store.database.checkpoint()
    _template = folder / "template.sqlite3"
    return _template


def _copy() -> Path:
    target = Path(tempfile.mkdtemp(prefix="bench-bulk-run-"))
    atexit.register(shutil.rmtree, target, ignore_errors=True)
    shutil.copy(template(), target / "db.sqlite3")
    return target / "db.sqlite3"


def _keys(store: Any) -> list[str]:
    from app.store.catalogue import SearchFilters
    from app.store.kinds import RecordKind

    return store.bulk.matching_keys(RecordKind.PRODUCT, "", SearchFilters())


def _planned(store: Any) -> Any:
    from app.store.kinds import RecordKind

    records = store.bulk.read(RecordKind.PRODUCT, _keys(store))
    return store.bulk.plan(RecordKind.PRODUCT, records, CHANGES)


@benchmark("bulk: bare executemany of 1,000 contents", runs=7)
def bare_executemany() -> float:
    from app.store import Store

    path = _copy()
    with Store.open(path, path.parent / "files") as store:
        plan = _planned(store)
        contents = [content for _record, content in plan.valid]
        database = store.database
        started = time.perf_counter()
        with database.transaction() as conn:
            conn.execute("CREATE TABLE IF NOT EXISTS bare (id INTEGER PRIMARY KEY, content TEXT)")
            conn.executemany(
                "INSERT INTO bare (content) VALUES (?)",
                ((json.dumps(c, ensure_ascii=False, separators=(",", ":")),) for c in contents),
            )
        return time.perf_counter() - started


@benchmark(
    "bulk: apply a change to 1,000 records (one step, listing, undo record)",
    runs=7,
    baseline="bulk: bare executemany of 1,000 contents",
    goal="<= 3x",
)
def apply_change() -> float:
    from app.store import Store
    from app.store.kinds import RecordKind

    path = _copy()
    with Store.open(path, path.parent / "files") as store:
        plan = _planned(store)
        assert len(plan.valid) == RECORDS, plan.refused[:1]
        started = time.perf_counter()
        store.bulk.apply(RecordKind.PRODUCT, plan)
        return time.perf_counter() - started


@benchmark(
    "bulk: apply a change to 1,000 records as an operation (with its undo journal step)",
    runs=7,
    baseline="bulk: bare executemany of 1,000 contents",
)
def apply_operation() -> float:
    """What the window does: the step and the journal's before and after of its rows, in
    one transaction (`app.work.bulk.apply`)."""
    from app.store import Store
    from app.store.kinds import RecordKind
    from app.work import bulk as work

    path = _copy()
    with Store.open(path, path.parent / "files") as store:
        plan = _planned(store)
        started = time.perf_counter()
        work.apply(store, RecordKind.PRODUCT, plan)
        return time.perf_counter() - started


@benchmark("bulk: check 1,000 records as they would become (read + rules)", runs=5)
def check_change() -> float:
    from app.store import Store
    from app.store.kinds import RecordKind

    path = _copy()
    with Store.open(path, path.parent / "files") as store:
        keys = _keys(store)
        started = time.perf_counter()
        records = store.bulk.read(RecordKind.PRODUCT, keys)
        store.bulk.plan(RecordKind.PRODUCT, records, CHANGES)
        return time.perf_counter() - started


@benchmark("bulk: longest UI stall while 1,000 records are checked and changed", runs=3)
def ui_stall() -> float:
    """The Products tab's own path (worker thread, progress); the longest timer gap."""
    import asyncio

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    import qasync  # isort: skip
    from app.store import Store
    from app.store.kinds import RecordKind
    from app.ui.products.bulk import LARGE
    from app.ui.products.products_tab import ProductsTab
    from app.work import bulk as work
    from app.work import undo

    app = QApplication.instance() or QApplication([])
    loop = qasync.QEventLoop(app, already_running=True)
    asyncio.set_event_loop(loop)
    path = _copy()
    store = Store.open(path, path.parent / "files")
    tab = ProductsTab(store)
    tab.resize(1280, 800)
    tab.show()
    for _ in range(10):
        app.processEvents()
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append(now - last[0])
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    done: list[Any] = []
    bulk = tab.bulk
    shown = bulk._done

    def finished(step: Any) -> None:
        shown(step)  # the table and the form shown again, as after a user's change
        done.append(step)

    bulk._done = finished  # type: ignore[method-assign]
    keys = _keys(store)
    kind = RecordKind.PRODUCT

    def check(records: Any) -> None:
        bulk.run(
            lambda report: store.bulk.plan(kind, records, CHANGES, report), len(records), bulk.apply
        )

    # Unmeasured: a change of ten records through the same path, as a window that has
    # been in use has done its first of everything (Qt's enums, the first paint).
    warm = store.bulk.plan(kind, store.bulk.read(kind, keys[:10]), CHANGES)
    bulk.run(lambda _report: work.apply(store, kind, warm), LARGE + 1, finished)
    while not done:
        app.processEvents()
    done.pop()
    undo.undo(store)
    tab.refresh()
    for _ in range(5):
        app.processEvents()
    timer.start()
    last[0] = time.perf_counter()
    bulk.run(lambda report: store.bulk.read(kind, keys, report), len(keys), check)
    deadline = time.perf_counter() + 120
    while not done and time.perf_counter() < deadline:
        app.processEvents()
        time.sleep(0.001)
    for _ in range(5):
        app.processEvents()
    timer.stop()
    tab.close()
    tab.deleteLater()
    app.processEvents()
    store.close()
    # qasync's worker threads (asyncio.to_thread) end before the loop is let go.
    executor = getattr(loop, "_QEventLoop__default_executor", None)
    if executor is not None:
        executor.shutdown(wait=True)
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    assert done, "the change did not finish"
    return max(gaps, default=0.0)
