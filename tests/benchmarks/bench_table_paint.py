"""The products table repainting a screenful (1200 x 800, 286 cells) while two threads run
Python all the time, as a first load's reader and writer do beside the window: every call
from Qt into Python waits for the interpreter, about half the switch interval each time
(`interpreter_turns.prompt_turns`, 0.2 ms, as the window has it while a sync runs).

The model answers a cell's roles in one call (`PagedTableModel.multiData`); "a role a call"
is Qt's own `multiData`, which calls `data` once for each of the seven roles the delegate
asks. The baseline is the same repaint with no thread beside it, in the same run.

    python -m tests.benchmarks -k "table repaint"
"""

from __future__ import annotations

import contextlib
import statistics
import threading
import time
from collections.abc import Iterator
from typing import Any

from tests.benchmarks.harness import benchmark

ROWS = 2_000
REPAINTS = 15


class _Rows:
    """A table's rows from a list (the table's paint, not the store, is measured)."""

    def __init__(self) -> None:
        from app.ui.records.rows import RecordRow

        self.rows = [
            RecordRow(
                key=f"s:{i}",
                title=f"Deur {i:05d}",
                category="Deuren",
                sub_category="Binnendeuren",
                status="Beschikbaar",
                public=None,
                sync_state=("synced", "draft", "queued")[i % 3],
                updated=f"2026-11-{1 + i % 28:02d}T10:00:00Z",
                server_id=i,
            )
            for i in range(ROWS)
        ]

    def count(self, query: Any) -> int:
        return len(self.rows)

    def page(self, query: Any, offset: int, limit: int) -> list[Any]:
        return self.rows[offset : offset + limit]

    def read(self, query: Any, offset: int, limit: int) -> tuple[int, list[Any]]:
        return self.count(query), self.page(query, offset, limit)

    def row_for(self, key: str) -> Any:
        return None

    def standing(self, draft_id: str) -> None:
        return None


@contextlib.contextmanager
def _busy_threads(count: int) -> Iterator[None]:
    from app.ui.interpreter_turns import prompt_turns

    stop = threading.Event()

    def busy() -> None:
        while not stop.is_set():
            sum(range(2_000))

    threads = [threading.Thread(target=busy, daemon=True) for _ in range(count)]
    with prompt_turns():
        for thread in threads:
            thread.start()
        try:
            yield
        finally:
            stop.set()
            for thread in threads:
                thread.join()


def _repaint(*, busy: int, role_a_call: bool = False) -> float:
    from PySide6.QtWidgets import QApplication

    from app.ui.products.product_table import product_table
    from app.ui.records import paged_model
    from app.ui.records.table import RecordTableView

    app = QApplication.instance() or QApplication([])
    own = paged_model.PagedTableModel.multiData
    if role_a_call:
        del paged_model.PagedTableModel.multiData  # Qt's own: `data` role by role
    try:
        view = RecordTableView()
        view.setModel(product_table(_Rows()))
        view.resize(1200, 800)
        view.show()
        app.processEvents()
        view.viewport().repaint()  # the first paint lays out and reads the page
        samples = []
        with _busy_threads(busy):
            for _ in range(REPAINTS):
                started = time.perf_counter()
                view.viewport().repaint()
                samples.append(time.perf_counter() - started)
        view.close()
        view.deleteLater()
        return statistics.median(samples)
    finally:
        if role_a_call:
            paged_model.PagedTableModel.multiData = own  # type: ignore[method-assign]


@benchmark("ui: table repaint of a screenful, nothing beside", group="ui", runs=5)
def table_repaint_quiet() -> float:
    return _repaint(busy=0)


@benchmark(
    "ui: table repaint of a screenful, two threads busy",
    baseline="ui: table repaint of a screenful, nothing beside",
    goal="a frame (16 ms) and less; the window during a first load",
    group="ui",
    runs=5,
)
def table_repaint_busy() -> float:
    return _repaint(busy=2)


@benchmark(
    "ui: table repaint of a screenful, two threads busy, a role a call",
    baseline="ui: table repaint of a screenful, nothing beside",
    goal="for comparison: Qt's own multiData, one call into Python a role",
    group="ui",
    runs=5,
)
def table_repaint_busy_role_a_call() -> float:
    return _repaint(busy=2, role_a_call=True)
