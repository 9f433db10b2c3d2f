"""The catalogue's photos decoded ahead on worker threads paint the same pictures, in the
same places and order, as decoded one by one on the painter's thread; and however many
photos, only the rows just ahead of the painter are held decoded."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from PySide6.QtGui import QPainter

from app.report import canvas as canvas_module
from app.report.canvas import Canvas
from app.report.canvas import Prefetch
from app.report.data import ProjectReport
from app.report.data import gather
from app.report.pdf import AHEAD
from app.report.pdf import WORKERS
from app.report.pdf import lay_out
from app.report.pdf import paint_page
from app.report.pdf import usable_cores
from app.store.kinds import RecordKind
from app.store.server_media import ThumbnailCache
from tests.report.helpers import NUMBER
from tests.report.helpers import make_project_store
from tests.report.helpers import photo_bytes

PHOTOS = 24
DOTS_PER_MM = 2.0  # small pages: the pictures placed are what is compared


def _report(tmp_path: Path) -> ProjectReport:
    """The helpers' project with `PHOTOS` more drafts, each with a photo of its own size
    (some upright), so a picture out of place would show."""
    with make_project_store(tmp_path, ThumbnailCache(tmp_path / "thumbs")) as store:
        for n in range(PHOTOS):
            owner = store.drafts.create_draft(
                RecordKind.PRODUCT, {"name": f"Plank {n}", "projectNumber": NUMBER}
            ).id
            width, height = (400 + 17 * n, 300) if n % 3 else (300, 420 + 11 * n)
            source = tmp_path / f"bron-{n}.jpg"
            source.write_bytes(photo_bytes(f"#{(n * 9973) % 0xFFFFFF:06x}", width, height))
            store.attachments.attach_file(owner, source, file_name=f"plank-{n}.jpg")
        return gather(store, NUMBER)


def _placed(
    report: ProjectReport, monkeypatch: pytest.MonkeyPatch, prefetch: Prefetch | None
) -> list[tuple[float, float, float, int, int, bytes]]:
    """Every photo painted on every page: where, its size and its pixels, in order."""
    placed: list[tuple[float, float, float, int, int, bytes]] = []
    paint = Canvas.photo

    def recorded(
        self: Canvas, left: float, top: float, size: float, image: QImage | None, missing: str
    ) -> None:
        if image is not None:
            pixels = image.convertToFormat(QImage.Format.Format_RGB32)
            placed.append(
                (left, top, size, image.width(), image.height(), bytes(pixels.constBits()))
            )
        paint(self, left, top, size, image, missing)

    monkeypatch.setattr(canvas_module.Canvas, "photo", recorded)
    words, pages = lay_out(report, "nl")
    page = QImage(420, 594, QImage.Format.Format_RGB32)
    for number in range(len(pages)):
        page.fill(QColor("white"))
        painter = QPainter(page)
        try:
            paint_page(painter, DOTS_PER_MM, report, words, pages, number, prefetch)
        finally:
            painter.end()
    monkeypatch.undo()
    return placed


def test_photos_decoded_ahead_are_the_ones_decoded_one_by_one(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = _report(tmp_path)
    one_by_one = _placed(report, monkeypatch, None)
    prefetch = Prefetch([(p.photo, p.qr_text) for p in report.products], workers=4, ahead=3)
    try:
        ahead = _placed(report, monkeypatch, prefetch)
    finally:
        prefetch.close()
    assert len(one_by_one) == report.summary.with_photo >= PHOTOS
    assert [place[:5] for place in ahead] == [place[:5] for place in one_by_one]
    assert ahead == one_by_one


def test_only_the_rows_just_ahead_are_held_decoded(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    report = _report(tmp_path)
    ahead = 4
    prefetch = Prefetch([(p.photo, p.qr_text) for p in report.products], workers=2, ahead=ahead)
    held: list[int] = []
    get = prefetch.get

    def counted(index: int, photo: object, text: str) -> canvas_module.Prepared:
        got = get(index, photo, text)  # type: ignore[arg-type]
        held.append(prefetch.held)
        return got

    monkeypatch.setattr(prefetch, "get", counted)
    try:
        _placed(report, monkeypatch, prefetch)
    finally:
        prefetch.close()
    assert len(held) == len(report.products)
    assert 0 < max(held) <= ahead


def test_a_decoder_thread_for_each_core_the_process_may_use() -> None:
    assert WORKERS == usable_cores() >= 1
    assert AHEAD >= 2 * WORKERS
