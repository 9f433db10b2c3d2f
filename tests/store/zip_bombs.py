"""Zip archives that say they hold far more than they take on the disk, made in a second.

A member of `size` spaces is deflated once per mebibyte with a full flush, which makes every
mebibyte the same thousand bytes: a 1 GiB member is a 1 MB file, with its true CRC, and a
valid zip for any reader (which would expand it all).
"""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

_MIB = 1 << 20


def _deflated_spaces(size: int) -> tuple[bytes, int]:
    """`size` spaces (a multiple of a mebibyte) deflated, and their CRC."""
    chunk = b" " * _MIB
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    block = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    for _ in range(size // _MIB):
        crc = zlib.crc32(chunk, crc)
    return block * (size // _MIB) + zlib.compressobj(9, zlib.DEFLATED, -15).flush(), crc


def write_zip(path: Path, members: dict[str, bytes | int]) -> None:
    """A zip of `members`: bytes as they are, or an int: that many spaces (a bomb)."""
    local = bytearray()
    central = bytearray()
    for name, content in members.items():
        if isinstance(content, int):
            data, crc = _deflated_spaces(content)
            size = content
        else:
            packer = zlib.compressobj(9, zlib.DEFLATED, -15)
            data, crc, size = (
                packer.compress(content) + packer.flush(),
                zlib.crc32(content),
                len(content),
            )
        encoded = name.encode()
        offset = len(local)
        fields = (20, 0, 8, 0, 0x21, crc, len(data), size, len(encoded))
        local += struct.pack("<IHHHHHIIIHH", 0x04034B50, *fields, 0) + encoded + data
        central += (
            struct.pack("<IH", 0x02014B50, 20)
            + struct.pack("<HHHHHIIIHHHHHII", *fields, 0, 0, 0, 0, 0, offset)
            + encoded
        )
    end = struct.pack(
        "<IHHHHIIH", 0x06054B50, 0, 0, len(members), len(members), len(central), len(local), 0
    )
    path.write_bytes(bytes(local + central + end))
