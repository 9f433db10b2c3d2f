"""Benchmark of the project report: 1,000 products with photos to a PDF, through the function
the window and the command use. Every product has its own phone-sized photo (12 MP, 4032 x
3024, with photo-like detail, some 1.5 MB: one picture whose copies differ after its end, so
each has its own hash and is decoded on its own); half the products are drafts, half edits of
the service's products.

Each run is a fresh process, so its peak memory (maximum resident set) is the report's own;
the figure is the time from opening the store to the PDF in place. "Cold": no photo was
reported before (each is decoded at an eighth of its size by Pillow, some 20 ms of CPU,
most of it the decoder reading the whole compressed stream: `-k decoded`); "warm": the
previews kept by an earlier report are read instead. The goal is 15 s and 500 MB. A cold
report is bound by the decoders' CPU (some 20 ms a photo, spread over both cores): time
it with the machine's load beside it. Run: `python -m tests.benchmarks -k report`.
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
from tests.benchmarks.photos import photo_like_jpeg

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
from app.report.previews import PreviewCache
from app.store.store import Store
folder, previews = Path(sys.argv[1]), PreviewCache(Path(sys.argv[3]))
started = time.perf_counter()
with Store.open(folder / "db.sqlite3", folder / "files") as store:
    report = gather(store, int(sys.argv[2]))
    pages = write_pdf(report, folder / "report.pdf", previews=previews)
elapsed = time.perf_counter() - started
usage = resource.getrusage(resource.RUSAGE_SELF)
# This process's own peak: Linux's VmHWM belongs to the program's memory since exec, where
# ru_maxrss may carry the benchmark's own peak over (a child started by vfork).
try:
    status = Path("/proc/self/status").read_text().split("VmHWM:")[1].split()[0]
    peak_kb = int(status)
except (OSError, IndexError, ValueError):
    peak_kb = usage.ru_maxrss
print(json.dumps({"seconds": round(elapsed, 2), "cpu_s": round(usage.ru_utime + usage.ru_stime, 2),
                  "peak_mb": round(peak_kb / 1024), "pages": pages,
                  "photos": report.summary.with_photo,
                  "pdf_mb": round((folder / "report.pdf").stat().st_size / 1e6, 1)}))
"""


def _photo(path: Path) -> bytes:
    """A 12 MP JPEG with photo-like detail, as bench_sync's."""
    return photo_like_jpeg(path, PHOTO_SIZE, 90).read_bytes()


@cache
def _folder() -> Path:
    from PySide6.QtGui import QGuiApplication

    from app.store.kinds import RecordKind
    from app.store.store import Store
    from tests.sync.helpers import product_content

    _app = QGuiApplication.instance() or QGuiApplication([])
    folder = Path(tempfile.mkdtemp(prefix="bench-report-"))
    atexit.register(shutil.rmtree, folder, True)
    jpeg = _photo(folder / "photo.jpg")
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
        source = folder / "source.jpg"
        for n, owner in enumerate(owners):
            # Bytes after the picture's end: a decoder ignores them, the hash does not.
            source.write_bytes(jpeg + f"copy {n}".encode())
            store.attachments.attach_file(owner, source, file_name=f"foto-{n}.jpg")
    return folder


def _report(previews: Path) -> dict[str, float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", _RUN, str(_folder()), str(NUMBER), str(previews)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    figures: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    assert figures["photos"] == PRODUCTS, figures
    print(f"  report: {json.dumps(figures)}", file=sys.stderr)
    return figures


@cache
def _warm_previews() -> Path:
    folder = _folder() / "previews-warm"
    _report(folder)  # a first report keeps them
    return folder


@benchmark(
    "report: 1,000 products with 12 MP photos to PDF, cold (subprocess)",
    runs=3,
    unit="s",
    goal="< 15 s, < 500 MB",
)
def report_cold() -> float:
    previews = Path(tempfile.mkdtemp(prefix="previews-", dir=_folder()))
    try:
        return _report(previews)["seconds"]
    finally:
        shutil.rmtree(previews, ignore_errors=True)


@benchmark(
    "report: 1,000 products with 12 MP photos to PDF, previews kept (subprocess)",
    runs=3,
    unit="s",
    goal="< 15 s, < 500 MB",
)
def report_warm() -> float:
    return _report(_warm_previews())["seconds"]


def growth_report() -> dict[str, float]:
    """A cold report of `PRODUCTS` products, with its peak memory (`tests.benchmarks.growth`)."""
    previews = Path(tempfile.mkdtemp(prefix="previews-", dir=_folder()))
    try:
        figures = _report(previews)
        return {"seconds": figures["seconds"], "peak_mb": figures["peak_mb"]}
    finally:
        shutil.rmtree(previews, ignore_errors=True)


@cache
def _sample_photo() -> Path:
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])
    folder = Path(tempfile.mkdtemp(prefix="bench-photo-"))
    atexit.register(shutil.rmtree, folder, True)
    _photo(folder / "photo.jpg")
    return folder / "photo.jpg"


def _decode_cpu(max_side: int | None) -> float:
    """CPU seconds of this thread to read the benchmark's photo upright, as the report does
    (`max_side` 320: the scaled read, which decodes at an eighth in the DCT), or whole."""
    import time

    from app.imaging.photos import read_upright

    path = _sample_photo()
    started = time.thread_time()
    image = read_upright(path, max_side)
    spent = time.thread_time() - started
    assert not image.isNull()
    return spent


@benchmark("report: one 12 MP photo decoded whole (CPU of its thread)", runs=9, unit="ms")
def decode_whole() -> float:
    return _decode_cpu(None)


@benchmark(
    "report: one 12 MP photo decoded to 320 px, scaled read (CPU of its thread)",
    runs=15,
    unit="ms",
    baseline="report: one 12 MP photo decoded whole (CPU of its thread)",
)
def decode_scaled() -> float:
    from app.report.canvas import PHOTO_PX

    return _decode_cpu(PHOTO_PX)


@benchmark(
    "report: one 12 MP photo decoded to 320 px by Pillow, as the report does (CPU of its thread)",
    runs=15,
    unit="ms",
    baseline="report: one 12 MP photo decoded to 320 px, scaled read (CPU of its thread)",
)
def decode_pillow() -> float:
    """The report's own read (`ScaledJpeg`: DCT-scaled, upright, RGB32), against Qt's."""
    import time

    from app.imaging.photos import ScaledJpeg
    from app.report.canvas import PHOTO_PX

    path = _sample_photo()
    started = time.thread_time()
    opened = ScaledJpeg.open(path, PHOTO_PX)
    assert opened is not None
    with opened as jpeg:
        image = jpeg.read()
    spent = time.thread_time() - started
    assert not image.isNull()
    return spent


def _decoders_wall(threads: int, each: int = 4) -> float:
    """Wall seconds of `threads` threads each reading the benchmark's photo at 320 px
    `each` times: with the interpreter lock let go inside QImageReader.read (PySide6
    declares it so), two threads on two idle cores take the time of one."""
    import threading
    import time

    from app.imaging.photos import read_upright
    from app.report.canvas import PHOTO_PX

    path = _sample_photo()

    def decode() -> None:
        for _ in range(each):
            read_upright(path, PHOTO_PX)

    workers = [threading.Thread(target=decode) for _ in range(threads)]
    started = time.perf_counter()
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return time.perf_counter() - started


@benchmark("report: 4 photos decoded to 320 px on one thread (wall)", runs=9, unit="ms")
def decoders_one() -> float:
    return _decoders_wall(1)


@benchmark(
    "report: 4 photos decoded to 320 px on each of two threads (wall)",
    runs=9,
    unit="ms",
    baseline="report: 4 photos decoded to 320 px on one thread (wall)",
)
def decoders_two() -> float:
    return _decoders_wall(2)
