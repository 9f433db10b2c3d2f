"""Benchmark of the project report: 1,000 products with photos (phone-sized JPEGs of
4032 x 3024 kept as drafts' attachments, half of them drafts, half edits of the service's
products) to a PDF, through the function the window and the command use. Each run is a
fresh process, so its peak memory (maximum resident set) is the report's own; the figure
is the time from opening the store to the PDF in place, the goal 15 s and 500 MB.
Run: `python -m tests.benchmarks -k report`.
"""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
from functools import cache
from pathlib import Path

from tests.benchmarks.harness import benchmark

PRODUCTS = 1_000
PHOTO_SIZE = (4032, 3024)
NUMBER = 7

_RUN = """
import json, resource, sys, time
from pathlib import Path
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
from app.report.data import gather
from app.report.pdf import write_pdf
from app.store.store import Store
folder = Path(sys.argv[1])
started = time.perf_counter()
with Store.open(folder / "db.sqlite3", folder / "files") as store:
    report = gather(store, int(sys.argv[2]))
    pages = write_pdf(report, folder / "report.pdf")
elapsed = time.perf_counter() - started
usage = resource.getrusage(resource.RUSAGE_SELF)
peak = usage.ru_maxrss / 1024
print(json.dumps({"seconds": elapsed, "peak_mb": peak, "pages": pages,
                  "cpu_s": usage.ru_utime + usage.ru_stime,
                  "photos": report.summary.with_photo,
                  "pdf_mb": (folder / "report.pdf").stat().st_size / 1e6}))
"""


@cache
def _folder() -> Path:
    from PySide6.QtGui import QGuiApplication

    from app.store.kinds import RecordKind
    from app.store.store import Store
    from tests.report.helpers import photo_bytes
    from tests.sync.helpers import product_content

    _app = QGuiApplication.instance() or QGuiApplication([])
    folder = Path(tempfile.mkdtemp(prefix="bench-report-"))
    atexit.register(shutil.rmtree, folder, True)
    photo = folder / "photo.jpg"
    photo.write_bytes(photo_bytes("#8a6d3b", *PHOTO_SIZE))
    categories = ("Deuren", "Constructie", "Vloeren")
    with Store.open(folder / "db.sqlite3", folder / "files") as store:
        items = [
            {
                "id": n,
                "websiteURI": f"https://sandbox.reuse.local/producten/{n}",
                **product_content(f"Balk {n}", productCategory=categories[n % 3]),
                "projectNumber": str(NUMBER),
                "itemDetails": {"name": f"Balk {n}"},
            }
            for n in range(1, PRODUCTS // 2 + 1)
        ]
        store.cache.replace_server_list(RecordKind.PRODUCT, items)
        owners: list[str] = []
        for item in items:
            content = {**product_content(f"Balk {item['id']}, geschuurd"), "projectNumber": NUMBER}
            owners.append(
                store.drafts.create_draft(RecordKind.PRODUCT, content, server_id=item["id"]).id
            )
        for n in range(PRODUCTS // 2):
            content = {**product_content(f"Binnendeur {n}"), "projectNumber": NUMBER}
            owners.append(store.drafts.create_draft(RecordKind.PRODUCT, content).id)
        for owner in owners:
            store.attachments.attach_file(owner, photo)
    return folder


def _report() -> dict[str, float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", _RUN, str(_folder()), str(NUMBER)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["photos"] == PRODUCTS, figures
    print(f"  report: {json.dumps(figures)}", file=sys.stderr)
    return figures


@benchmark(
    "report: 1,000 products with photos to PDF (subprocess; peak memory printed)",
    runs=3,
    unit="s",
    goal="< 15 s, < 500 MB",
)
def report_pdf() -> float:
    return _report()["seconds"]
