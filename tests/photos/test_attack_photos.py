"""Attacks on the photo inbox's reading: a camera's hostile capture time never costs the
picture (it is read, with the file's time)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import ExifTags, Image

from app.photos.pictures import read_picture

_HOSTILE = [
    ("0001:01:01 00:00:00", None),  # no moment in this computer's zone
    ("2024:05:01 10:00:00", "+25:00"),  # an offset of more than a day
    ("9999:12:31 23:59:59", "-14:00"),  # past the last moment in UTC
    ("0001:01:01 00:00:00", "+14:00"),  # before the first
]


@pytest.mark.parametrize(("taken", "offset"), _HOSTILE)
def test_a_hostile_capture_time_leaves_the_picture_read_with_the_files_time(
    tmp_path: Path, taken: str, offset: str | None
) -> None:
    exif = Image.Exif()
    fields = exif.get_ifd(ExifTags.IFD.Exif)
    fields[ExifTags.Base.DateTimeOriginal] = taken
    if offset is not None:
        fields[ExifTags.Base.OffsetTimeOriginal] = offset
    path = tmp_path / "deur.jpg"
    Image.new("RGB", (64, 48), "white").save(path, exif=exif)

    reading = read_picture(path)

    assert reading.problem is None  # a picture, read: its label would count
    assert not reading.from_camera
    assert reading.size == (64, 48)
    assert reading.taken_at.timestamp() == pytest.approx(path.stat().st_mtime)
