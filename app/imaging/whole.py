"""Whether a picture decodes whole, checked on its copy before it is attached: a JPEG still
being written (or copied off a card in part) decodes with its lower part grey and would be
sent so. Pillow, no Qt: Qt's JPEG reader fills in what is missing without a word.

The check costs little whatever the picture's size: a JPEG is decoded at an eighth of its
size (the decoder scales in the DCT domain, and still reads the whole compressed stream), a
PNG's chunks are walked to its end with their checksums (no pixel is made), and any other
format is decoded only within the pixels the inbox decodes (`PICTURE_DECODE_PIXELS`).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path
from typing import BinaryIO
from typing import Final

from PIL import Image
from PIL import UnidentifiedImageError

from app.api import bounds

INCOMPLETE: Final = "photo.incomplete"
NOT_A_PICTURE: Final = "photo.not_a_picture"
TOO_LARGE: Final = "photo.too_large"

_PNG_SIGNATURE: Final = b"\x89PNG\r\n\x1a\n"
_CHUNK_READ: Final = 1024 * 1024


def whole_picture_problem(path: Path) -> str | None:
    """Why the picture at `path` cannot be sent as it is (a code of the photo messages), or
    None when it decodes whole. Blocking: a worker's call."""
    try:
        with Image.open(path) as image:
            picture_format = image.format
            if picture_format == "PNG":
                return None if _png_whole(path) else INCOMPLETE
            if picture_format in ("JPEG", "MPO"):
                width, height = image.size
                image.draft("L", (max(1, width // 8), max(1, height // 8)))
            elif image.size[0] * image.size[1] > bounds.PICTURE_DECODE_PIXELS:
                return TOO_LARGE
            image.load()
    except Image.DecompressionBombError:
        return TOO_LARGE
    except UnidentifiedImageError:
        return NOT_A_PICTURE
    except (OSError, ValueError, SyntaxError, EOFError, struct.error):
        # Truncated or damaged: Pillow decodes no picture it cannot read whole.
        return INCOMPLETE
    return None


def _png_whole(path: Path) -> bool:
    """Whether the PNG's chunks are all there, each with its checksum, up to its end."""
    with path.open("rb") as reader:
        if reader.read(len(_PNG_SIGNATURE)) != _PNG_SIGNATURE:
            return False
        while True:
            head = reader.read(8)
            if len(head) < 8:
                return False
            length, kind = struct.unpack(">I4s", head)
            checksum = _crc_of(reader, length, zlib.crc32(kind))
            stored = reader.read(4)
            if checksum is None or len(stored) < 4 or struct.unpack(">I", stored)[0] != checksum:
                return False
            if kind == b"IEND":
                return True


def _crc_of(reader: BinaryIO, length: int, crc: int) -> int | None:
    """The checksum of the next `length` bytes (read in bounded pieces), None when the file
    ends before them."""
    left = length
    while left:
        piece = reader.read(min(left, _CHUNK_READ))
        if not piece:
            return None
        crc = zlib.crc32(piece, crc)
        left -= len(piece)
    return crc
