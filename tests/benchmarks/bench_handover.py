"""Benchmark of the drafts' export (*Concepten exporteren…*): 8 drafts with a 24 MiB
attachment each (192 MiB), through the function the window runs in its worker thread:
checked against the import's bounds, written, fsynced, read back with every checksum,
handed over. The baseline writes the same bytes into a zip with `zipfile` alone (no check,
no read-back, no fsync): what the hand-over's safety costs on top of the copy.
Run: `python -m tests.benchmarks -k handover`.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
import time
import zipfile
from functools import cache
from pathlib import Path

from app.api.bounds import MIB
from app.store import Store
from app.store.archive import export_drafts
from tests.benchmarks.harness import benchmark
from tests.store.conftest import product_form

DRAFTS = 8
FILE_BYTES = 24 * MIB  # within the bound of one member (25 MiB)


class _Setup:
    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="bench-handover-"))
        atexit.register(shutil.rmtree, self.folder, True)
        self.store = Store.open(self.folder / "db.sqlite3", self.folder / "att")
        atexit.register(self.store.close)
        source = self.folder / "film.mov"
        source.write_bytes(os.urandom(FILE_BYTES))  # incompressible, as a photo or film is
        self.ids: list[str] = []
        for n in range(DRAFTS):
            draft = self.store.drafts.create_draft("product", product_form(f"Deur {n}"))
            self.store.attachments.attach_file(draft.id, source, "file")
            self.ids.append(draft.id)
        self.files = [a.path for a in self.store.attachments.list_attachments()]
        self.runs = 0

    def target(self) -> Path:
        self.runs += 1
        return self.folder / f"overdracht-{self.runs}.reusedesk"


@cache
def _setup() -> _Setup:
    return _Setup()


@benchmark("handover: bare zipfile, 192 MiB", runs=3, unit="s")
def bare_zip() -> float:
    setup = _setup()
    target = setup.target()
    started = time.perf_counter()
    with zipfile.ZipFile(target, "w") as archive:
        for path in setup.files:
            archive.write(path, f"attachments/{path.name}", compress_type=zipfile.ZIP_STORED)
    elapsed = time.perf_counter() - started
    target.unlink()
    return elapsed


@benchmark(
    "handover: export of 8 drafts with 192 MiB, checked, written, read back",
    runs=3,
    unit="s",
    baseline="handover: bare zipfile, 192 MiB",
)
def export_checked() -> float:
    setup = _setup()
    target = setup.target()
    started = time.perf_counter()
    report = export_drafts(setup.store, target)
    elapsed = time.perf_counter() - started
    assert report.drafts == DRAFTS
    for draft_id in setup.ids:  # the next run exports them again
        setup.store.drafts.take_back(draft_id)
    target.unlink()
    return elapsed
