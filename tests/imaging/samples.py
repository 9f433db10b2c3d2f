"""Sample photos written for the tests: real JPEGs with a hand-made EXIF segment."""

from __future__ import annotations

import struct
from pathlib import Path

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QIODevice
from PySide6.QtGui import QColor
from PySide6.QtGui import QImage
from PySide6.QtGui import QImageWriter
from PySide6.QtGui import QPainter

RED = QColor(220, 20, 20)
BLUE = QColor(20, 20, 220)
# GPS tags: latitude ref/value, longitude ref/value (52°22'N, 4°53'E: Amsterdam).
GPS_LATITUDE_REF = 1
GPS_LATITUDE = 2
GPS_LONGITUDE_REF = 3
GPS_LONGITUDE = 4
ORIENTATION_TAG = 0x0112
MAKE_TAG = 0x010F


def two_colour_image(width: int, height: int) -> QImage:
    """Left half red, right half blue: shows which way an image was turned."""
    image = QImage(width, height, QImage.Format.Format_RGB32)
    image.fill(RED)
    painter = QPainter(image)
    painter.fillRect(width // 2, 0, width - width // 2, height, BLUE)
    painter.end()
    return image


def encode_jpeg(image: QImage, quality: int = 90) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(b"jpeg"))
    writer.setQuality(quality)
    assert writer.write(image), writer.errorString()
    buffer.close()
    return bytes(data.data())


def exif_tiff(orientation: int | None, with_gps: bool, big_endian: bool = False) -> bytes:
    """A TIFF structure with IFD0 (Make, Orientation, GPS pointer) and a GPS directory."""
    o = ">" if big_endian else "<"
    ifd0_entries: list[tuple[int, int, int, bytes]] = [(MAKE_TAG, 2, 4, b"Cam\x00")]
    if orientation is not None:
        ifd0_entries.append((ORIENTATION_TAG, 3, 1, struct.pack(o + "H", orientation) + b"\0\0"))
    gps_entries: list[tuple[int, int, int, bytes]] = []
    out_of_line = b""
    if with_gps:
        gps_entries = [
            (GPS_LATITUDE_REF, 2, 2, b"N\x00\x00\x00"),
            (GPS_LATITUDE, 5, 3, struct.pack(o + "6I", 52, 1, 22, 1, 0, 1)),
            (GPS_LONGITUDE_REF, 2, 2, b"E\x00\x00\x00"),
            (GPS_LONGITUDE, 5, 3, struct.pack(o + "6I", 4, 1, 53, 1, 0, 1)),
        ]
        ifd0_entries.append((0x8825, 4, 1, b""))  # offset patched below
    ifd0_size = 2 + 12 * len(ifd0_entries) + 4
    gps_offset = 8 + ifd0_size
    gps_size = 2 + 12 * len(gps_entries) + 4
    data_offset = gps_offset + gps_size

    def directory(entries: list[tuple[int, int, int, bytes]]) -> bytes:
        nonlocal out_of_line
        out = struct.pack(o + "H", len(entries))
        for tag, type_, count, value in entries:
            if tag == 0x8825:
                out += struct.pack(o + "HHII", tag, type_, count, gps_offset)
            elif len(value) > 4:
                out += struct.pack(o + "HHII", tag, type_, count, data_offset + len(out_of_line))
                out_of_line += value
            else:
                out += struct.pack(o + "HHI", tag, type_, count) + value
        return out + struct.pack(o + "I", 0)

    header = (b"MM" if big_endian else b"II") + struct.pack(o + "HI", 42, 8)
    body = directory(ifd0_entries) + (directory(gps_entries) if with_gps else b"")
    return header + body + out_of_line


def with_exif(jpeg: bytes, tiff: bytes) -> bytes:
    """`jpeg` with an EXIF segment holding `tiff`, after its JFIF segment."""
    payload = b"Exif\x00\x00" + tiff
    segment = b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload
    (jfif_length,) = struct.unpack(">H", jpeg[4:6])
    return jpeg[: 4 + jfif_length] + segment + jpeg[4 + jfif_length :]


def write_photo(
    path: Path,
    width: int = 200,
    height: int = 100,
    orientation: int | None = 6,
    with_gps: bool = True,
    big_endian: bool = False,
) -> Path:
    jpeg = encode_jpeg(two_colour_image(width, height))
    path.write_bytes(with_exif(jpeg, exif_tiff(orientation, with_gps, big_endian)))
    return path
