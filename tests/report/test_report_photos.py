"""A report's photos read by Pillow (`ScaledJpeg`): upright whatever the EXIF orientation, at
the size Qt's reader gives, a cut-short JPEG as the placeholder, a PNG and a huge header as
before, within the decode budget, and the preview kept (by Pillow's encoder) read back."""

from __future__ import annotations

import io
import stat
from pathlib import Path

import pytest
from PIL import Image
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from app.api.bounds import MIB
from app.imaging.photos import ScaledJpeg
from app.imaging.photos import fitted
from app.imaging.photos import read_upright
from app.report.canvas import PHOTO_PX
from app.report.canvas import DecodeBudget
from app.report.canvas import PhotoTooLarge
from app.report.canvas import decode_photo
from app.report.data import LocalPhoto
from app.report.previews import PreviewCache

HASH = "ab" * 32
# The stored picture's quarters, clockwise from the top left, each its own colour.
QUARTERS = ((220, 40, 40), (40, 160, 40), (40, 40, 220), (230, 200, 30))


def _quartered(width: int, height: int) -> Image.Image:
    picture = Image.new("RGB", (width, height))
    half_w, half_h = width // 2, height // 2
    boxes = ((0, 0), (half_w, 0), (half_w, half_h), (0, half_h))
    for (left, top), colour in zip(boxes, QUARTERS, strict=True):
        picture.paste(colour, (left, top, left + half_w, top + half_h))
    return picture


def _jpeg(path: Path, width: int = 2016, height: int = 1512, orientation: int = 1) -> Path:
    exif = Image.Exif()
    if orientation != 1:
        exif[0x0112] = orientation
    _quartered(width, height).save(path, "JPEG", quality=92, exif=exif)
    return path


def _corners(image: QImage) -> list[tuple[int, int, int]]:
    """The colours a quarter in from each corner, clockwise from the top left."""
    w, h = image.width(), image.height()
    points = ((1, 1), (3, 1), (3, 3), (1, 3))
    colours = [image.pixelColor(x * w // 4, y * h // 4) for x, y in points]
    return [(c.red(), c.green(), c.blue()) for c in colours]


def _close(one: list[tuple[int, int, int]], other: list[tuple[int, int, int]]) -> bool:
    pairs = zip(one, other, strict=True)
    return all(abs(a - b) <= 12 for x, y in pairs for a, b in zip(x, y, strict=True))


@pytest.mark.parametrize("orientation", range(1, 9))
def test_a_turned_photo_comes_out_upright_as_qt_reads_it(
    qapp: object, tmp_path: Path, orientation: int
) -> None:
    path = _jpeg(tmp_path / "foto.jpg", orientation=orientation)
    image = decode_photo(LocalPhoto(path, HASH))
    by_qt = read_upright(path, PHOTO_PX)
    assert image is not None
    assert image.format() == QImage.Format.Format_RGB32  # what QPdfWriter embeds as it is
    assert (image.width(), image.height()) == (by_qt.width(), by_qt.height())
    turned = orientation >= 5
    assert (image.width(), image.height()) == ((240, 320) if turned else (320, 240))
    assert _close(_corners(image), _corners(by_qt)), (_corners(image), _corners(by_qt))


def test_a_phone_photo_is_decoded_at_an_eighth_and_counted_so(qapp: object, tmp_path: Path) -> None:
    path = _jpeg(tmp_path / "foto.jpg", 4032, 3024)
    opened = ScaledJpeg.open(path, PHOTO_PX)
    assert opened is not None
    with opened as jpeg:
        assert jpeg.stored == (4032, 3024)
        assert jpeg.reduced == (504, 378)
        assert jpeg.size == (320, 240)
        needed = jpeg.decoded_bytes()
    assert needed == 504 * 378 * 4 + path.stat().st_size + 2 * 320 * 240 * 4
    with pytest.raises(PhotoTooLarge) as large:
        decode_photo(LocalPhoto(path, HASH), budget=DecodeBudget(needed - 1))
    assert (large.value.width, large.value.height) == (4032, 3024)
    image = decode_photo(LocalPhoto(path, HASH), budget=DecodeBudget(needed))
    assert image is not None
    assert (image.width(), image.height()) == (320, 240)


@pytest.mark.parametrize(
    ("width", "height"), [(8000, 5), (5, 8000), (321, 3), (200, 150), (4032, 3024), (3, 4001)]
)
def test_odd_shapes_get_qt_s_size(qapp: object, tmp_path: Path, width: int, height: int) -> None:
    path = _jpeg(tmp_path / "foto.jpg", width, height)
    image = decode_photo(LocalPhoto(path, HASH))
    assert image is not None
    assert (image.width(), image.height()) == fitted(width, height, PHOTO_PX)
    by_qt = QSize(width, height)
    if max(width, height) > PHOTO_PX:
        by_qt = by_qt.scaled(QSize(PHOTO_PX, PHOTO_PX), Qt.AspectRatioMode.KeepAspectRatio)
    # Where Qt rounds a side to nothing (and its reader gives no picture), one pixel.
    assert (image.width(), image.height()) == (max(1, by_qt.width()), max(1, by_qt.height()))


def test_a_cut_short_jpeg_is_the_placeholder_and_no_preview_is_kept(
    qapp: object, tmp_path: Path
) -> None:
    whole = _jpeg(tmp_path / "heel.jpg").read_bytes()
    path = tmp_path / "half.jpg"
    path.write_bytes(whole[: len(whole) // 2])
    previews = PreviewCache(tmp_path / "previews")
    assert decode_photo(LocalPhoto(path, HASH), previews) is None
    assert not previews.has(HASH)


def test_a_png_is_read_as_before(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "foto.png"
    picture = _quartered(1000, 800).convert("RGBA")
    picture.paste((0, 0, 0, 0), (0, 0, 100, 100))  # transparent: shown on white
    picture.save(path, "PNG")
    image = decode_photo(LocalPhoto(path, HASH))
    assert image is not None
    assert (image.width(), image.height()) == (320, 256)
    assert not image.hasAlphaChannel()
    corner = image.pixelColor(5, 5)
    assert (corner.red(), corner.green(), corner.blue()) == (255, 255, 255)
    assert _close(_corners(image)[1:], [c for c in QUARTERS[1:]])


def test_a_jpeg_whose_header_says_it_is_huge_is_too_large(qapp: object, tmp_path: Path) -> None:
    """Past Pillow's own bound (it refuses to open it): Qt's header is read, as before."""
    data = bytearray(_jpeg(tmp_path / "klein.jpg", 64, 48).read_bytes())
    frame = data.index(b"\xff\xc0")  # baseline frame: length, precision, height, width
    data[frame + 5 : frame + 9] = (60_000).to_bytes(2, "big") + (60_000).to_bytes(2, "big")
    path = tmp_path / "groot.jpg"
    path.write_bytes(bytes(data))
    with pytest.raises(PhotoTooLarge) as large:
        decode_photo(LocalPhoto(path, HASH), budget=DecodeBudget(192 * MIB))
    assert (large.value.width, large.value.height) == (60_000, 60_000)


def test_the_preview_is_kept_by_pillow_and_read_back(qapp: object, tmp_path: Path) -> None:
    path = _jpeg(tmp_path / "foto.jpg", orientation=6)
    previews = PreviewCache(tmp_path / "previews")
    image = decode_photo(LocalPhoto(path, HASH), previews)
    assert image is not None
    kept = tmp_path / "previews" / f"{HASH}.jpg"
    assert stat.S_IMODE(kept.stat().st_mode) & 0o077 == 0  # the user's only
    with Image.open(io.BytesIO(kept.read_bytes())) as written:
        assert written.format == "JPEG"
        assert written.size == (240, 320)  # upright, no orientation left to apply
        assert 0x0112 not in written.getexif()
    path.write_bytes(b"gone")  # the original is not read again
    again = decode_photo(LocalPhoto(path, HASH), previews)
    assert again is not None
    assert (again.width(), again.height()) == (240, 320)
    assert _close(_corners(again), _corners(image))
    assert [p.name for p in (tmp_path / "previews").iterdir()] == [kept.name]


@pytest.mark.parametrize(("mode", "progressive"), [("RGB", True), ("CMYK", False), ("L", False)])
def test_progressive_cmyk_and_grey_jpegs_read_as_qt_reads_them(
    qapp: object, tmp_path: Path, mode: str, progressive: bool
) -> None:
    path = tmp_path / "foto.jpg"
    _quartered(1600, 1200).convert(mode).save(path, "JPEG", quality=92, progressive=progressive)
    image = decode_photo(LocalPhoto(path, HASH))
    by_qt = read_upright(path, PHOTO_PX)
    assert image is not None
    assert (image.width(), image.height()) == (by_qt.width(), by_qt.height()) == (320, 240)
    assert _close(_corners(image), _corners(by_qt)), (_corners(image), _corners(by_qt))
