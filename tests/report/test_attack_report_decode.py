"""Hostile files where the report decodes photos: a FIFO or a device in the photo's or the
preview's place must not block the report's decoders (and its painter) for ever, and a
preview file the report did not write (larger than a preview, or whose header says
thousands of pixels) is not trusted: the photo is decoded again, within the budget."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtGui import QImage

from app.report.canvas import PHOTO_PX
from app.report.canvas import decode_photo
from app.report.data import LocalPhoto
from app.report.previews import PreviewCache
from app.report.previews import regular_file_bytes

HASH = "cd" * 32
# Bounded waits: a decoder blocked on a FIFO never returns, and the test must say so
# rather than hang the suite.
HANG_LIMIT_S = 20.0

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")


def _jpeg(path: Path, size: tuple[int, int] = (1600, 1200)) -> Path:
    Image.new("RGB", size, (200, 60, 30)).save(path, "JPEG", quality=90)
    return path


def _decoded(photo: LocalPhoto, previews: PreviewCache | None = None) -> list[QImage | None]:
    """decode_photo on a thread of its own, waited for at most HANG_LIMIT_S; the result in
    a list (empty: it did not return)."""
    result: list[QImage | None] = []
    worker = threading.Thread(
        target=lambda: result.append(decode_photo(photo, previews)), daemon=True
    )
    worker.start()
    worker.join(HANG_LIMIT_S)
    return result


@needs_fifo
def test_a_fifo_in_the_photos_place_gives_the_placeholder(qapp: object, tmp_path: Path) -> None:
    fifo = tmp_path / "photo.jpg"
    os.mkfifo(fifo)
    assert _decoded(LocalPhoto(fifo, HASH)) == [None]


@needs_fifo
def test_a_fifo_in_the_previews_place_is_passed_over(qapp: object, tmp_path: Path) -> None:
    previews = PreviewCache(tmp_path / "previews")
    previews.directory.mkdir()
    os.mkfifo(previews.directory / f"{HASH}.jpg")
    result = _decoded(LocalPhoto(_jpeg(tmp_path / "photo.jpg"), HASH), previews)
    assert len(result) == 1
    assert result[0] is not None
    assert max(result[0].width(), result[0].height()) == PHOTO_PX


def test_a_device_in_the_previews_place_is_passed_over(qapp: object, tmp_path: Path) -> None:
    previews = PreviewCache(tmp_path / "previews")
    previews.directory.mkdir()
    (previews.directory / f"{HASH}.jpg").symlink_to(os.devnull)
    assert previews.read(HASH) is None
    image = decode_photo(LocalPhoto(_jpeg(tmp_path / "photo.jpg"), HASH), previews)
    assert image is not None
    assert max(image.width(), image.height()) == PHOTO_PX


def _lying_header(path: Path, width: int, height: int) -> Path:
    """A 64 x 48 JPEG whose frame header says width x height."""
    _jpeg(path, (64, 48))
    data = bytearray(path.read_bytes())
    frame = data.index(b"\xff\xc0")
    data[frame + 5 : frame + 9] = height.to_bytes(2, "big") + width.to_bytes(2, "big")
    path.write_bytes(bytes(data))
    return path


@pytest.mark.parametrize("planted", ["lying header", "too large"])
def test_a_planted_preview_is_not_trusted(qapp: object, tmp_path: Path, planted: str) -> None:
    previews = PreviewCache(tmp_path / "previews")
    previews.directory.mkdir()
    kept = previews.directory / f"{HASH}.jpg"
    if planted == "lying header":
        _lying_header(kept, 7000, 7000)
    else:
        _jpeg(kept, (2000, 1500))
    assert previews.read(HASH) is None
    image = decode_photo(LocalPhoto(_jpeg(tmp_path / "photo.jpg", (1200, 900)), HASH), previews)
    assert image is not None
    assert (image.width(), image.height()) == (PHOTO_PX, 240)


def test_a_kept_preview_is_still_read(qapp: object, tmp_path: Path) -> None:
    """The rules above leave the cache working: a preview written by the report is read
    back instead of decoding the photo again (the photo here is gone)."""
    previews = PreviewCache(tmp_path / "previews")
    photo = _jpeg(tmp_path / "photo.jpg", (1200, 900))
    first = decode_photo(LocalPhoto(photo, HASH), previews)
    assert first is not None
    photo.unlink()
    again = previews.read(HASH)
    assert again is not None
    assert (again.width(), again.height()) == (first.width(), first.height())


def test_file_bytes_only_of_a_regular_file_within_the_limit(tmp_path: Path) -> None:
    small = tmp_path / "small"
    small.write_bytes(b"x" * 10)
    assert regular_file_bytes(small, 10) == b"x" * 10
    assert regular_file_bytes(small, 9) is None
    assert regular_file_bytes(tmp_path, 10) is None  # a directory
    assert regular_file_bytes(tmp_path / "missing", 10) is None
