"""A report always comes out: one record's odd value (a link too long for a QR code, a
number beyond any real amount, a photo too large to decode) is shown otherwise, said as a
warning in the command's output, and the exit code says so."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pypdfium2
import pytest

from app import cli
from app.api.bounds import MIB
from app.api.bounds import REPORT_LARGEST_NUMBER
from app.report.canvas import DecodeBudget
from app.report.canvas import PhotoTooLarge
from app.report.canvas import decode_photo
from app.report.canvas import decoded_bytes
from app.report.data import LocalPhoto
from app.report.data import gather
from app.store import Store
from app.store.kinds import RecordKind
from app.store.server_media import ThumbnailCache
from tests.report.big_photos_report import solid_png
from tests.report.helpers import NUMBER
from tests.report.helpers import _server_product
from tests.report.helpers import make_project_store

PROJECT_ROOT = Path(__file__).resolve().parents[2]


def _text(pdf: Path) -> str:
    document = pypdfium2.PdfDocument(str(pdf))
    try:
        return "\n".join(page.get_textpage().get_text_range() for page in document)
    finally:
        document.close()


def _odd_store(tmp_path: Path, data_dir: Path) -> None:
    store = make_project_store(
        tmp_path, ThumbnailCache(data_dir / "server-thumbnails"), data_folder=True
    )
    with store:
        cached = [store.cache.server_item(RecordKind.PRODUCT, i) for i in (1, 2, 3, 4)]
        long_link = _server_product(5, "Lange link", NUMBER)
        long_link["websiteURI"] = "https://example.org/" + "x" * 4_000
        huge = _server_product(
            6, "Grote hoeveelheid", NUMBER, quantity={"quantityValue": 1e308, "quantityUoM": "PCE"}
        )
        store.cache.replace_server_list(RecordKind.PRODUCT, [*cached, long_link, huge])


def test_a_link_too_long_for_a_qr_code_and_a_huge_quantity_leave_the_report_whole(
    qapp: object, tmp_path: Path, isolated_data_dir: Path
) -> None:
    _odd_store(tmp_path, isolated_data_dir)
    pdf = tmp_path / "out.pdf"
    said = io.StringIO()
    with redirect_stdout(said):
        code = cli.main(["report", "--project", str(NUMBER), "--out", str(pdf)])
    out = said.getvalue()
    assert code == 1, out  # written, with work left: the odd values, each named
    assert "8 products" in out
    warnings = [line for line in out.splitlines() if line.startswith("warning: ")]
    assert len(warnings) == 2, out
    link_said = next(line for line in warnings if "Lange link" in line)
    assert "4020 characters" in link_said
    huge_said = next(line for line in warnings if "Grote hoeveelheid" in line)
    assert "1e+308" in huge_said
    text = _text(pdf)
    assert "Lange link" in text
    assert "Grote hoeveelheid" in text
    assert "1e+308" in text  # shown as given, not as 309 digits
    assert "0" * 30 not in text.replace(".", "").replace(",", "")
    # Left out of the sums: the pieces counted are the other products' only.
    with Store.open() as store:
        report = gather(store, NUMBER)
    huge = next(p for p in report.products if p.name == "Grote hoeveelheid")
    assert huge.quantity is None
    assert huge.given == {"quantity": "1e+308"}
    assert all(
        total < REPORT_LARGEST_NUMBER
        for tally in report.summary.by_category
        for total in tally.quantities.values()
    )
    link = next(p for p in report.products if p.name == "Lange link")
    assert link.qr_text == link.reference  # the code holds the reference


def test_a_photo_too_large_for_the_budget_is_not_decoded(qapp: object, tmp_path: Path) -> None:
    picture = tmp_path / "groot.png"
    solid_png(picture, "groot", side=6_000)  # 144 MB decoded
    from PySide6.QtGui import QImageReader

    needed = decoded_bytes(QImageReader(str(picture)), 320)
    assert needed >= 6_000 * 6_000 * 4
    photo = LocalPhoto(picture, "0" * 64)
    with pytest.raises(PhotoTooLarge):
        decode_photo(photo, budget=DecodeBudget(64 * MIB))
    image = decode_photo(photo, budget=DecodeBudget(256 * MIB))
    assert image is not None
    assert max(image.width(), image.height()) == 320


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="VmHWM is Linux's")
def test_eight_huge_photos_stay_within_500_mb(tmp_path: Path) -> None:
    """The whole command in a child process, its peak memory read from the system."""
    pdf = tmp_path / "groot.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "tests.report.big_photos_report", str(tmp_path / "data"), str(pdf)],
        cwd=PROJECT_ROOT,
        env=dict(os.environ, PYTHONPATH=str(PROJECT_ROOT), QT_QPA_PLATFORM="offscreen"),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    lines = done.stdout.splitlines()
    assert "exit 1" in lines, done.stdout + done.stderr
    peak = int(next(line for line in lines if line.startswith("peak "))[5:])
    assert peak * 1024 <= 500 * 1000 * 1000, f"peak {peak} KiB"
    too_large = [line for line in lines if "too large to show" in line]
    assert len(too_large) == 8, done.stdout
    assert "15000 × 15000" in too_large[0]
    assert pdf.exists()


def test_the_budget_is_shared_by_the_workers(qapp: object) -> None:
    """Two takers of more than half the budget never hold it together."""
    import threading

    budget = DecodeBudget(100)
    inside: list[int] = []
    most = [0]
    lock = threading.Lock()

    def take() -> None:
        with budget.taken(60):
            with lock:
                inside.append(1)
                most[0] = max(most[0], len(inside))
            threading.Event().wait(0.01)
            with lock:
                inside.pop()

    threads = [threading.Thread(target=take) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert most[0] == 1
