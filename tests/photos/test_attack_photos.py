"""Attacks on the photo inbox's reading: a camera's hostile capture time never costs the
picture (it is read, with the file's time); a link out of the folder read is never followed."""

from __future__ import annotations

import io
import struct
from pathlib import Path

import pytest
from PIL import ExifTags
from PIL import Image

from app.cli import main
from app.imaging.photos import prepare_photo
from app.imaging.settings import PhotoSettings
from app.photos.pictures import read_picture
from tests.photos.card import Shot
from tests.photos.card import shoot
from tests.photos.conftest import World

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


def test_a_link_out_of_the_folder_is_never_read_nor_attached(
    world: World, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A folder from someone else (a phone's, a share) holds a link, named like the card's
    pictures, to one of the user's own pictures elsewhere: followed, that picture would be
    attached to the record and sent to the service. A link inside the folder is still that
    picture."""
    private = tmp_path / "home" / "paspoort.jpg"
    private.parent.mkdir()
    shoot(private.parent, [Shot(name=private.name)])
    folder = tmp_path / "card"
    draft = next(o for o in world.labels if isinstance(o, str))
    made = shoot(folder, [Shot(world.labels[draft][1]), Shot()])
    (folder / "IMG_0003.JPG").symlink_to(private)
    (folder / "IMG_0004.JPG").symlink_to(made[1].name)  # inside: the same picture as 0002

    code = main(["photos", str(folder), "--data-dir", str(world.data_dir), "--env", "Werf"])

    out = capsys.readouterr().out
    assert code == 1
    assert f"  IMG_0003.JPG: IMG_0003.JPG is a link to {private}, outside the folder" in out
    assert "IMG_0004.JPG is the same picture as IMG_0002.JPG." in out
    with world.store() as store:
        names = sorted(a.file_name for a in store.attachments.list_attachments())
    assert names == ["IMG_0002.JPG"]


def _ifd(entries: list[tuple[int, int, int, int]], next_offset: int = 0) -> bytes:
    packed = struct.pack("<H", len(entries))
    packed += b"".join(struct.pack("<HHII", *entry) for entry in entries)
    return packed + struct.pack("<I", next_offset)


_TIFF = b"II*\x00" + struct.pack("<I", 8)
_EXIF_BLOCKS = {
    # the Exif directory's pointer back at the first, whose next is itself: a loop
    "loop": _TIFF + _ifd([(0x8769, 4, 1, 8), (0x0112, 3, 1, 9999)], 8),
    # a description of a billion bytes, in a block of a few dozen
    "huge": _TIFF + _ifd([(0x010E, 2, 1_000_000_000, 26)]),
    # an Exif directory claiming 65,535 entries
    "many": _TIFF + _ifd([(0x8769, 4, 1, 26)]) + struct.pack("<H", 65535) + bytes(100),
    "orientation": _TIFF + _ifd([(0x0112, 3, 1, 0xFFFF)]),  # no orientation there is
}


@pytest.mark.parametrize("block", sorted(_EXIF_BLOCKS))
def test_a_hostile_exif_block_leaves_the_picture_read_and_prepared(
    tmp_path: Path, block: str
) -> None:
    plain = io.BytesIO()
    Image.new("RGB", (64, 48), "white").save(plain, "JPEG")
    segment = b"Exif\x00\x00" + _EXIF_BLOCKS[block]
    jpeg = plain.getvalue()
    path = tmp_path / "deur.jpg"
    path.write_bytes(
        jpeg[:2] + b"\xff\xe1" + struct.pack(">H", len(segment) + 2) + segment + jpeg[2:]
    )

    reading = read_picture(path)

    assert reading.problem is None
    assert reading.size == (64, 48)
    assert not reading.from_camera
    prepared = prepare_photo(path, PhotoSettings(keep_location=True))
    assert Image.open(io.BytesIO(prepared.data)).size == (64, 48)
