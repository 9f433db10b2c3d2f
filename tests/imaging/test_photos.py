"""Photo preparation: upright, scaled, re-encoded, location removed unless kept."""

from __future__ import annotations

import hashlib
import io
from pathlib import Path
from typing import Any

import pytest
from PIL import ExifTags
from PIL import Image
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage

from app.imaging.photos import prepare_photo
from app.imaging.settings import PhotoError
from app.imaging.settings import PhotoSettings
from app.imaging.settings import is_photo
from app.imaging.settings import prepared_name
from app.imaging.thumbnails import UnreadablePictureError
from app.imaging.thumbnails import looks_like_picture
from app.imaging.thumbnails import read_thumbnail
from app.imaging.whole import whole_picture_problem
from tests.imaging.samples import BLUE
from tests.imaging.samples import GPS_LATITUDE
from tests.imaging.samples import GPS_LATITUDE_REF
from tests.imaging.samples import GPS_LONGITUDE
from tests.imaging.samples import RED
from tests.imaging.samples import two_colour_image
from tests.imaging.samples import write_photo


def _exif(data: bytes) -> dict[int, Any]:
    """The JPEG's EXIF tags, the GPS directory's under `GPSInfo` (as Pillow reads them)."""
    with Image.open(io.BytesIO(data)) as image:
        exif = image.getexif()
        tags: dict[int, Any] = dict(exif)
        if ExifTags.IFD.GPSInfo in exif:
            tags[ExifTags.IFD.GPSInfo] = exif.get_ifd(ExifTags.IFD.GPSInfo)
        return tags


def _decode(data: bytes) -> QImage:
    image = QImage.fromData(data)
    assert not image.isNull()
    return image


def _close(actual: QColor, expected: QColor) -> bool:
    return all(
        abs(a - b) < 40
        for a, b in zip(
            (actual.red(), actual.green(), actual.blue()),
            (expected.red(), expected.green(), expected.blue()),
            strict=True,
        )
    )


def test_exif_orientation_is_applied(tmp_path: Path) -> None:
    # Orientation 6: the camera was turned a quarter clockwise; the stored left half
    # (red) becomes the top.
    source = write_photo(tmp_path / "turned.jpg", width=200, height=100, orientation=6)
    prepared = prepare_photo(source)
    image = _decode(prepared.data)
    assert (image.width(), image.height()) == (100, 200)
    assert (prepared.width, prepared.height) == (100, 200)
    assert _close(image.pixelColor(50, 20), RED)
    assert _close(image.pixelColor(50, 180), BLUE)


def test_longest_side_is_reduced_to_the_setting_after_turning(tmp_path: Path) -> None:
    source = write_photo(tmp_path / "big.jpg", width=1600, height=800, orientation=6)
    prepared = prepare_photo(source, PhotoSettings(max_side=400))
    image = _decode(prepared.data)
    assert (image.width(), image.height()) == (200, 400)


def test_default_reduces_to_2048_and_original_keeps_the_size(tmp_path: Path) -> None:
    source = write_photo(tmp_path / "wide.jpg", width=3000, height=1000, orientation=1)
    default = _decode(prepare_photo(source).data)
    assert (default.width(), default.height()) == (2048, 682)
    original = _decode(prepare_photo(source, PhotoSettings(max_side=None)).data)
    assert (original.width(), original.height()) == (3000, 1000)


def test_small_photos_are_not_enlarged(tmp_path: Path) -> None:
    source = write_photo(tmp_path / "small.jpg", width=300, height=200, orientation=1)
    image = _decode(prepare_photo(source).data)
    assert (image.width(), image.height()) == (300, 200)


def test_location_is_removed_by_default_and_the_original_stays(tmp_path: Path) -> None:
    source = write_photo(tmp_path / "site.jpg")
    before = hashlib.sha256(source.read_bytes()).hexdigest()
    assert ExifTags.IFD.GPSInfo in _exif(source.read_bytes())  # it really has a location
    prepared = prepare_photo(source)
    assert _exif(prepared.data) == {}
    assert hashlib.sha256(source.read_bytes()).hexdigest() == before


@pytest.mark.parametrize("big_endian", [False, True])
def test_location_is_kept_when_asked(tmp_path: Path, big_endian: bool) -> None:
    source = write_photo(tmp_path / "site.jpg", big_endian=big_endian)
    prepared = prepare_photo(source, PhotoSettings(keep_location=True))
    # The kept block holds the location only: the orientation tag would now be wrong.
    assert list(_exif(prepared.data)) == [ExifTags.IFD.GPSInfo]
    gps = _exif(prepared.data)[ExifTags.IFD.GPSInfo]
    assert gps == _exif(source.read_bytes())[ExifTags.IFD.GPSInfo]
    assert gps[GPS_LATITUDE_REF] == "N"
    assert gps[GPS_LATITUDE] == (52, 22, 0)
    assert gps[GPS_LONGITUDE] == (4, 53, 0)
    image = _decode(prepared.data)
    assert (image.width(), image.height()) == (100, 200)


def test_keep_location_without_location_gives_a_plain_jpeg(tmp_path: Path) -> None:
    source = write_photo(tmp_path / "indoor.jpg", with_gps=False)
    prepared = prepare_photo(source, PhotoSettings(keep_location=True))
    assert _exif(prepared.data) == {}


def test_quality_setting_changes_the_encoding(tmp_path: Path) -> None:
    source = write_photo(tmp_path / "q.jpg", width=800, height=600, orientation=1)
    low = prepare_photo(source, PhotoSettings(quality=20))
    high = prepare_photo(source, PhotoSettings(quality=95))
    assert PhotoSettings().quality == 85
    assert len(low.data) < len(high.data)


def test_transparent_png_is_flattened_on_white(tmp_path: Path) -> None:
    image = QImage(40, 30, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    path = tmp_path / "logo.png"
    assert image.save(str(path))
    prepared = prepare_photo(path)
    assert _close(_decode(prepared.data).pixelColor(10, 10), QColor("white"))


def test_grey_photo_stays_grey_and_keeps_its_shades(tmp_path: Path) -> None:
    image = QImage(64, 48, QImage.Format.Format_Grayscale8)
    image.fill(QColor(60, 60, 60))
    path = tmp_path / "grey.jpg"
    assert image.save(str(path), "JPG", 95)
    decoded = _decode(prepare_photo(path).data)
    assert decoded.format() == QImage.Format.Format_Grayscale8
    assert _close(decoded.pixelColor(30, 20), QColor(60, 60, 60))


@pytest.mark.parametrize(
    "format_", [QImage.Format.Format_Indexed8, QImage.Format.Format_RGB16], ids=str
)
def test_other_pixel_formats_keep_their_colours(tmp_path: Path, format_: QImage.Format) -> None:
    image = two_colour_image(80, 40).convertToFormat(format_)
    path = tmp_path / "drawing.png"
    assert image.save(str(path))
    decoded = _decode(prepare_photo(path).data)
    assert _close(decoded.pixelColor(10, 20), RED)
    assert _close(decoded.pixelColor(70, 20), BLUE)


def test_damaged_file_raises_photo_error(tmp_path: Path) -> None:
    path = tmp_path / "broken.jpg"
    path.write_bytes(b"\xff\xd8 not really a jpeg")
    with pytest.raises(PhotoError):
        prepare_photo(path)


def test_settings_are_checked() -> None:
    with pytest.raises(ValueError):
        PhotoSettings(max_side=0)
    with pytest.raises(ValueError):
        PhotoSettings(quality=101)


def test_names() -> None:
    assert is_photo("Site.JPG")
    assert is_photo("x.png")
    assert not is_photo("report.pdf")
    assert prepared_name("IMG_001.png") == "IMG_001.jpg"


@pytest.mark.parametrize(
    "name", ["Site.JPG", "scan.jfif", "x.png", "a.webp", "b.tif", "report.pdf", "notes.txt", "raw"]
)
def test_a_thumbnail_is_offered_for_exactly_the_files_sent_as_photos(name: str) -> None:
    assert looks_like_picture(Path(name)) is is_photo(name)


def test_thumbnail_of_a_photo(tmp_path: Path) -> None:
    path = tmp_path / "plain.png"
    assert two_colour_image(640, 320).save(str(path))
    assert whole_picture_problem(path) is None
    thumbnail = read_thumbnail(path, max_px=160)
    assert (thumbnail.width(), thumbnail.height()) == (160, 80)
    broken = tmp_path / "broken.jpg"
    broken.write_bytes(b"\xff\xd8 not really a jpeg")
    assert whole_picture_problem(broken) is not None
    with pytest.raises(UnreadablePictureError):
        read_thumbnail(broken)
