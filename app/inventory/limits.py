"""The bounds a workbook is held to before python-calamine reads it: calamine loads the
shared strings (and an .ods's whole content) when it opens a file, and a sheet whole
when it reads one, so a 1 MB zip that unpacks to 1 GiB would take gigabytes first.

The rules it keeps (the sheet's reader refuses in words, `app.inventory.sheets`; the bounds
are `app.api.bounds`'):
- every member of the zip is looked up in its directory before anything is unpacked: one
  that says it unpacks to more than `WORKBOOK_PART_BYTES`, or all together to more than
  `WORKBOOK_BYTES`, is refused. Python's zip reader stops at the size a member states
  and checks its CRC, so the scans below read no more than that.
- the XML calamine will hold (the shared strings, the sheet read, an .ods's content) is
  streamed through `LongText` first: a text between two tags longer than
  `CELL_CHARS`, Excel's own limit for a cell, is refused; the other XML parts are
  read through too. A part whose CRC does not match (one that unpacks to more than its
  stated size: calamine's reader would go on) is refused as damaged.
"""

from __future__ import annotations

import html
import zipfile
from typing import IO

from app.api.bounds import CELL_CHARS
from app.api.bounds import WORKBOOK_BYTES
from app.api.bounds import WORKBOOK_PART_BYTES

_BLOCK = (CELL_CHARS + 1) // 2  # any longer text holds a whole block of this grid
_WIDEST = 10  # bytes one character can take in XML ("&#1114111;")
_CHUNK = 1 << 20


def oversized_member(archive: zipfile.ZipFile) -> tuple[str, int] | None:
    """The member that passes the bounds above by its stated size, if one does, and the
    bound it passes."""
    total = 0
    for info in archive.infolist():
        total += info.file_size
        if info.file_size > WORKBOOK_PART_BYTES:
            return info.filename, WORKBOOK_PART_BYTES
        if total > WORKBOOK_BYTES:
            return info.filename, WORKBOOK_BYTES
    return None


def _characters(run: bytes) -> int:
    """The characters of a text between two tags: the rest of a tag, then the text."""
    text = run[run.find(b">") + 1 :]
    return len(html.unescape(text.decode("utf-8", errors="replace")))


class LongText:
    """Finds, fed an XML stream chunk by chunk, a text between two tags longer than
    `CELL_CHARS`. No text that long is missed, since one holds a whole block of a grid
    of half its length, and a block without "<" is rare (a bytes search each): only such
    a run is decoded and counted. At most a run of `_WIDEST` bytes a character is held."""

    def __init__(self) -> None:
        self._carry = b""  # the bytes after the last "<" so far

    def feed(self, chunk: bytes) -> bool:
        data = self._carry + chunk if self._carry else chunk
        size = len(data)
        at = 0
        while at + _BLOCK <= size:
            if data.find(b"<", at, at + _BLOCK) != -1:
                at += _BLOCK
                continue
            end = data.find(b"<", at + _BLOCK)
            if end == -1:
                break  # the run goes on in the next chunk: carried
            if _characters(data[data.rfind(b"<", 0, at) + 1 : end]) > CELL_CHARS:
                return True
            at = end
        self._carry = data[data.rfind(b"<") + 1 :]
        return len(self._carry) > _WIDEST * (CELL_CHARS + 1)

    def end(self) -> bool:
        return _characters(self._carry) > CELL_CHARS


def long_text_in(archive: zipfile.ZipFile) -> bool:
    """Whether the XML calamine holds as it opens the workbook (the shared strings, an
    .ods's content) has a text longer than `CELL_CHARS`. Every other XML part but the
    worksheets (streamed as their rows are counted) is read through too, unkept, so that
    its CRC is checked: zipfile's `BadZipFile` when a part unpacks to more than it says."""
    found = False
    for info in archive.infolist():
        name = info.filename
        if name.startswith("xl/worksheets/") or not name.endswith((".xml", ".rels")):
            continue  # a sheet is streamed as its rows are counted; media calamine never reads
        with archive.open(info) as stream:
            if name in ("xl/sharedStrings.xml", "content.xml"):
                found = found or has_long_text(stream)
            else:
                while stream.read(_CHUNK):
                    pass
    return found


def has_long_text(stream: IO[bytes]) -> bool:
    """Whether the XML `stream` holds a text longer than `CELL_CHARS` (`LongText`)."""
    scan = LongText()
    while chunk := stream.read(_CHUNK):
        if scan.feed(chunk):
            return True
    return scan.end()
