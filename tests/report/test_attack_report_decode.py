"""Hostile files where the report decodes photos: a FIFO or a device in the photo's or the
preview's place must not block the report's decoders (and its painter) for ever, and a
preview file the report did not write (larger than a preview, or whose header says
thousands of pixels) is not trusted: the photo is decoded again, within the budget."""

from __future__ import annotations

import os
import struct
import threading
import zlib
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


def _png(path: Path, size: tuple[int, int], color: tuple[int, int, int]) -> Path:
    Image.new("RGB", size, color).save(path, "PNG")
    return path


def _forged_png(width: int, height: int) -> bytes:
    """A PNG whose header says `width` x `height` and whose one row of data is all there is."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    rows = zlib.compress(b"\0" + b"\0" * 3 * width)
    return (
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", rows) + chunk(b"IEND", b"")
    )


@pytest.mark.parametrize("swapped_in", ["bomb", "fifo"])
def test_a_photo_swapped_after_its_check_is_not_the_one_decoded(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, swapped_in: str
) -> None:
    """On Qt's path (a PNG) the budget is measured from the header and the picture decoded
    after: an attacker who swaps the file between the two (for a picture whose header says
    far more pixels than the budget, or a FIFO that blocks the reader) must get neither.
    The swap is made at the moment the Pillow reader has turned the file down, the last
    step before Qt's reader starts."""
    from app.imaging import photos

    photo = _png(tmp_path / "photo.png", (400, 300), (10, 200, 40))
    opened = photos.ScaledJpeg.open

    def open_then_swap(*args: object, **kwargs: object) -> object:
        found = opened(*args, **kwargs)  # type: ignore[arg-type]
        assert found is None  # a PNG: Qt's path follows
        replacement = tmp_path / "replacement"
        if swapped_in == "bomb":
            replacement.write_bytes(_forged_png(30_000, 30_000))
        else:
            os.mkfifo(replacement)
        os.replace(replacement, photo)
        return found

    monkeypatch.setattr(photos.ScaledJpeg, "open", open_then_swap)
    if swapped_in == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs here")
    result = _decoded(LocalPhoto(photo, HASH))
    assert len(result) == 1, "the decoder blocked on what was swapped in"
    image = result[0]
    assert image is not None
    assert (image.width(), image.height()) == (PHOTO_PX, PHOTO_PX * 3 // 4)
    assert image.pixelColor(5, 5).getRgb()[:3] == (10, 200, 40)  # the checked file's


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="no /proc here")
def test_decoding_from_the_checked_handle_leaves_no_file_open(qapp: object, tmp_path: Path) -> None:
    """Pillow is handed a handle of its own on the checked file: it closes it, or drops it
    unclosed after loading; either way none may stay open (a report of thousands of photos
    would run out of handles)."""
    jpeg = _jpeg(tmp_path / "photo.jpg")
    png = _png(tmp_path / "photo.png", (400, 300), (10, 200, 40))
    photos = [LocalPhoto(jpeg, HASH), LocalPhoto(png, HASH)]
    for photo in photos:
        assert decode_photo(photo) is not None  # warm: whatever Qt opens once
    before = len(os.listdir("/proc/self/fd"))
    for _ in range(20):
        for photo in photos:
            assert decode_photo(photo) is not None
    assert len(os.listdir("/proc/self/fd")) == before
