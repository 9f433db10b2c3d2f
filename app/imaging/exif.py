"""Just enough EXIF to carry a photo's location over to its re-encoded copy.

Re-encoding a photo drops its whole EXIF block, which is what we want by default: the
location of a demolition site's storeroom should not leave the laptop unless the user
says so. When the user keeps the location, only the GPS directory is copied into a
fresh, minimal EXIF block, so nothing else (camera serial number, the now wrong
orientation tag, thumbnails) travels with it.
"""

from __future__ import annotations

import struct

_SOI = b"\xff\xd8"
_APP0 = 0xE0
_APP1 = 0xE1
_SOS = 0xDA
_EXIF_HEADER = b"Exif\x00\x00"
_GPS_IFD_TAG = 0x8825
_LONG = 4
# Bytes per value of each TIFF field type; unknown types are skipped, never guessed.
_TYPE_SIZES = {1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8}


class ExifError(ValueError):
    """The EXIF block is malformed; callers treat the photo as having no EXIF."""


def exif_block(jpeg: bytes) -> bytes | None:
    """The TIFF structure inside the JPEG's EXIF segment, or None when there is none."""
    if not jpeg.startswith(_SOI):
        return None
    pos = 2
    while pos + 4 <= len(jpeg):
        if jpeg[pos] != 0xFF:
            return None
        marker = jpeg[pos + 1]
        if marker == _SOS:
            return None
        (length,) = struct.unpack(">H", jpeg[pos + 2 : pos + 4])
        payload = jpeg[pos + 4 : pos + 2 + length]
        if marker == _APP1 and payload.startswith(_EXIF_HEADER):
            return payload[len(_EXIF_HEADER) :]
        pos += 2 + length
    return None


def gps_tags(jpeg: bytes) -> dict[int, bytes]:
    """The raw value bytes of each GPS tag in the JPEG, by tag number (empty if none)."""
    tiff = exif_block(jpeg)
    if tiff is None:
        return {}
    try:
        return {tag: value for tag, _, _, value in _gps_entries(tiff)}
    except (ExifError, struct.error):
        return {}


def gps_only_exif(tiff: bytes) -> bytes | None:
    """A new TIFF structure holding nothing but the GPS directory of `tiff`, or None."""
    try:
        entries = _gps_entries(tiff)
    except (ExifError, struct.error):
        return None
    if not entries:
        return None
    order = "<" if tiff[:2] == b"II" else ">"
    header = tiff[:4] + struct.pack(order + "I", 8)
    ifd0 = struct.pack(order + "H", 1)
    gps_offset = 8 + 2 + 12 + 4
    ifd0 += struct.pack(order + "HHII", _GPS_IFD_TAG, _LONG, 1, gps_offset)
    ifd0 += struct.pack(order + "I", 0)
    data_offset = gps_offset + 2 + 12 * len(entries) + 4
    gps = struct.pack(order + "H", len(entries))
    data = b""
    for tag, type_, count, value in entries:
        if len(value) <= 4:
            gps += struct.pack(order + "HHI", tag, type_, count) + value.ljust(4, b"\x00")
        else:
            gps += struct.pack(order + "HHII", tag, type_, count, data_offset + len(data))
            # TIFF wants every offset on a word boundary.
            data += value + (b"\x00" if len(value) % 2 else b"")
    gps += struct.pack(order + "I", 0)
    return header + ifd0 + gps + data


def with_exif(jpeg: bytes, tiff: bytes) -> bytes:
    """`jpeg` with an EXIF segment holding `tiff`, placed after SOI and any JFIF segment."""
    payload = _EXIF_HEADER + tiff
    if len(payload) + 2 > 0xFFFF:
        raise ExifError("EXIF block too large for one segment")
    segment = b"\xff" + bytes([_APP1]) + struct.pack(">H", len(payload) + 2) + payload
    pos = 2
    if len(jpeg) > 4 and jpeg[2] == 0xFF and jpeg[3] == _APP0:
        (length,) = struct.unpack(">H", jpeg[4:6])
        pos = 4 + length
    return jpeg[:pos] + segment + jpeg[pos:]


def _gps_entries(tiff: bytes) -> list[tuple[int, int, int, bytes]]:
    if tiff[:2] not in (b"II", b"MM"):
        raise ExifError("not a TIFF structure")
    order = "<" if tiff[:2] == b"II" else ">"
    (ifd0,) = struct.unpack(order + "I", tiff[4:8])
    gps_ifd = None
    for tag, _, _, value in _read_ifd(tiff, ifd0, order):
        if tag == _GPS_IFD_TAG:
            (gps_ifd,) = struct.unpack(order + "I", value[:4])
    if gps_ifd is None:
        return []
    return _read_ifd(tiff, gps_ifd, order)


def _read_ifd(tiff: bytes, offset: int, order: str) -> list[tuple[int, int, int, bytes]]:
    if offset + 2 > len(tiff):
        raise ExifError("directory outside the block")
    (count,) = struct.unpack(order + "H", tiff[offset : offset + 2])
    entries = []
    for i in range(count):
        start = offset + 2 + 12 * i
        tag, type_, n, raw = struct.unpack(order + "HHI4s", tiff[start : start + 12])
        size = _TYPE_SIZES.get(type_)
        if size is None:
            continue
        length = size * n
        if length <= 4:
            value = raw[:length]
        else:
            (pointer,) = struct.unpack(order + "I", raw)
            if pointer + length > len(tiff):
                raise ExifError("value outside the block")
            value = tiff[pointer : pointer + length]
        entries.append((tag, type_, n, value))
    return entries
