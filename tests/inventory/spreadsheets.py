"""Builders of REAL inventory files in a test's tmp_path: .xlsx (XlsxWriter), .xls (xlwt),
.ods (written by hand as the OpenDocument zip), .csv (any delimiter and encoding) and a
password-protected .xlsx (msoffcrypto-tool). `rows` includes the header row; a cell may be
str, int, float, bool, date, datetime or None (an empty cell)."""

from __future__ import annotations

import csv
import datetime as dt
import io
import struct
import zipfile
import zlib
from collections.abc import Iterable
from collections.abc import Sequence
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

import xlsxwriter
import xlwt
from msoffcrypto.format.ooxml import OOXMLFile

Rows = Sequence[Sequence[Any]]


def make_xlsx(
    path: Path,
    rows: Rows,
    *,
    sheet: str = "Inventaris",
    merged: list[str] | None = None,
    formulas: dict[tuple[int, int], tuple[str, Any]] | None = None,
    extra_sheets: dict[str, Rows] | None = None,
    constant_memory: bool = False,
) -> Path:
    """An .xlsx with `rows` on `sheet` (then `extra_sheets`). `merged` ranges ("A1:B1") are
    merged keeping the first cell's value; `formulas` puts at (row, col), 0-based, a formula
    with its cached value (what a reader without a calculator sees)."""
    workbook = xlsxwriter.Workbook(str(path), {"constant_memory": constant_memory})
    date_format = workbook.add_format({"num_format": "dd-mm-yyyy"})
    stamp_format = workbook.add_format({"num_format": "dd-mm-yyyy hh:mm"})
    sheets = {sheet: rows, **(extra_sheets or {})}
    covered = {  # cells a merged range hides: left empty, as a spreadsheet program does
        (r, c) for cells in merged or [] for r, c in _range_cells(cells)
    } - {_cell_index(cells.split(":")[0]) for cells in merged or []}
    for index, (name, sheet_rows) in enumerate(sheets.items()):
        worksheet = workbook.add_worksheet(name)
        for r, row in enumerate(sheet_rows):
            for c, value in enumerate(row):
                if index == 0 and ((r, c) in (formulas or {}) or (r, c) in covered):
                    continue
                if value is None:
                    continue
                if isinstance(value, dt.datetime):
                    worksheet.write_datetime(r, c, value, stamp_format)
                elif isinstance(value, dt.date):
                    worksheet.write_datetime(r, c, value, date_format)
                else:
                    worksheet.write(r, c, value)
        if index == 0:
            for (r, c), (formula, cached) in (formulas or {}).items():
                worksheet.write_formula(r, c, formula, None, cached)
            for cells in merged or []:
                first, _ = cells.split(":")
                r, c = _cell_index(first)
                value = rows[r][c] if r < len(rows) and c < len(rows[r]) else None
                worksheet.merge_range(cells, "" if value is None else value)
    workbook.close()
    return path


def _range_cells(cells: str) -> list[tuple[int, int]]:
    first, last = (_cell_index(name) for name in cells.split(":"))
    return [(r, c) for r in range(first[0], last[0] + 1) for c in range(first[1], last[1] + 1)]


def _cell_index(name: str) -> tuple[int, int]:
    letters = "".join(ch for ch in name if ch.isalpha()).upper()
    col = 0
    for ch in letters:
        col = col * 26 + ord(ch) - 64
    return int(name[len(letters) :]) - 1, col - 1


def make_xls(path: Path, rows: Rows, *, sheet: str = "Inventaris") -> Path:
    """An old-style .xls (BIFF8) with `rows` on `sheet`; dates as date cells."""
    workbook = xlwt.Workbook(encoding="utf-8")
    worksheet = workbook.add_sheet(sheet)
    date_style = xlwt.easyxf(num_format_str="DD-MM-YYYY")
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            if value is None:
                continue
            if isinstance(value, dt.date):
                worksheet.write(r, c, value, date_style)
            else:
                worksheet.write(r, c, value)
    workbook.save(str(path))
    return path


_ODS_MANIFEST = """<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"
 manifest:version="1.2">
 <manifest:file-entry manifest:full-path="/"
  manifest:media-type="application/vnd.oasis.opendocument.spreadsheet"/>
 <manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>
"""

_ODS_HEAD = """<?xml version="1.0" encoding="UTF-8"?>
<office:document-content
 xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"
 xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"
 xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"
 xmlns:calcext="urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"
 office:version="1.2"><office:body><office:spreadsheet>"""


class OdsError(str):
    """A cell of `make_ods` whose formula gave this error, written as LibreOffice writes one."""


def _ods_cell(value: Any) -> str:
    if isinstance(value, OdsError):
        return (
            '<table:table-cell table:formula="of:=1/0" office:value-type="string"'
            ' office:string-value="" calcext:value-type="error">'
            f"<text:p>{escape(value)}</text:p></table:table-cell>"
        )
    if value is None:
        return "<table:table-cell/>"
    if isinstance(value, bool):
        text = "true" if value else "false"
        return (
            f'<table:table-cell office:value-type="boolean" office:boolean-value="{text}">'
            f"<text:p>{text.upper()}</text:p></table:table-cell>"
        )
    if isinstance(value, int | float):
        return (
            f'<table:table-cell office:value-type="float" office:value="{value!r}">'
            f"<text:p>{value}</text:p></table:table-cell>"
        )
    if isinstance(value, dt.date):
        iso = value.isoformat()
        return (
            f'<table:table-cell office:value-type="date" office:date-value="{iso}">'
            f"<text:p>{escape(iso)}</text:p></table:table-cell>"
        )
    return (
        '<table:table-cell office:value-type="string">'
        f"<text:p>{escape(str(value))}</text:p></table:table-cell>"
    )


def make_ods(path: Path, rows: Rows, *, sheet: str = "Inventaris") -> Path:
    """An OpenDocument spreadsheet written by hand: the zip with `mimetype` first (stored),
    content.xml with typed cells (numbers as "float", dates as "date")."""
    body = io.StringIO()
    body.write(_ODS_HEAD)
    body.write(f'<table:table table:name="{escape(sheet)}">')
    for row in rows:
        body.write("<table:table-row>")
        body.write("".join(_ods_cell(value) for value in row))
        body.write("</table:table-row>")
    body.write("</table:table></office:spreadsheet></office:body></office:document-content>")
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(
            zipfile.ZipInfo("mimetype"),
            "application/vnd.oasis.opendocument.spreadsheet",
            compress_type=zipfile.ZIP_STORED,
        )
        archive.writestr("META-INF/manifest.xml", _ODS_MANIFEST, zipfile.ZIP_DEFLATED)
        archive.writestr("content.xml", body.getvalue(), zipfile.ZIP_DEFLATED)
    return path


def _csv_text(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return "ja" if value else "nee"
    if isinstance(value, dt.datetime):
        return value.strftime("%d-%m-%Y %H:%M")
    if isinstance(value, dt.date):
        return value.strftime("%d-%m-%Y")
    return str(value)


def make_csv(
    path: Path, rows: Iterable[Sequence[Any]], *, delimiter: str = ";", encoding: str = "cp1252"
) -> Path:
    """A CSV as a Dutch export makes it: `;` and Windows-1252 unless told (use encoding
    "utf-8-sig" for a BOM). Dates as dd-mm-yyyy, booleans as ja/nee."""
    with path.open("w", encoding=encoding, newline="") as file:
        writer = csv.writer(file, delimiter=delimiter, lineterminator="\r\n")
        for row in rows:
            writer.writerow([_csv_text(value) for value in row])
    return path


def make_encrypted_xlsx(path: Path, rows: Rows, password: str) -> Path:
    """An .xlsx protected by `password` (an OLE2 container holding the encrypted package)."""
    plain = path.with_name(path.stem + ".plain.xlsx")
    make_xlsx(plain, rows)
    with plain.open("rb") as source, path.open("wb") as target:
        OOXMLFile(source).encrypt(password, target)
    plain.unlink()
    return path


def _deflated(data: bytes, *, final: bool) -> bytes:
    """`data` as raw deflate blocks that end on a byte (a full flush: no reference back),
    so that such pieces put one after another make one stream."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush(zlib.Z_FINISH if final else zlib.Z_FULL_FLUSH)


def make_xlsx_bomb(
    path: Path,
    rows: Rows,
    *,
    member: str,
    marker: str,
    fill: bytes,
    repeat: int,
    keep: bool = False,
    claim: int | None = None,
) -> Path:
    """An .xlsx whose `member` has its text `marker` replaced by (after it, when `keep`)
    `fill` written `repeat` times: a real zip bomb of a few MB that unpacks to
    len(fill) * repeat bytes (the same deflated piece repeated; its CRC computed over the
    whole), written by hand. `claim`: the size the zip's headers state for `member`
    instead (a bomb that lies about its size)."""
    small = make_xlsx(path.with_name(path.stem + ".small.xlsx"), rows)
    entries: list[tuple[str, int, int, int, int]] = []  # name, offset, crc, packed, size
    with zipfile.ZipFile(small) as source, path.open("wb") as out:
        for name in source.namelist():
            data = source.read(name)
            if name == member:
                head, mark, tail = data.partition(marker.encode())
                head += mark if keep else b""
                piece = _deflated(fill, final=False)
                crc = zlib.crc32(head)
                for _ in range(repeat):
                    crc = zlib.crc32(fill, crc)
                crc = zlib.crc32(tail, crc)
                parts = [_deflated(head, final=False), _deflated(tail, final=True)]
                packed = len(parts[0]) + len(piece) * repeat + len(parts[1])
                size = len(head) + len(fill) * repeat + len(tail) if claim is None else claim
            else:
                body = _deflated(data, final=True)
                crc, packed, size = zlib.crc32(data), len(body), len(data)
            offset = out.tell()
            encoded = name.encode()
            out.write(
                struct.pack(
                    "<IHHHHHIIIHH",
                    0x04034B50,
                    20,
                    0,
                    8,
                    0,
                    0x21,
                    crc,
                    packed,
                    size,
                    len(encoded),
                    0,
                )
                + encoded
            )
            if name == member:
                out.write(parts[0])
                for _ in range(repeat):
                    out.write(piece)
                out.write(parts[1])
            else:
                out.write(body)
            entries.append((name, offset, crc, packed, size))
        directory = out.tell()
        for name, offset, crc, packed, size in entries:
            encoded = name.encode()
            out.write(
                struct.pack(
                    "<IHHHHHHIIIHHHHHII",
                    0x02014B50,
                    20,
                    20,
                    0,
                    8,
                    0,
                    0x21,
                    crc,
                    packed,
                    size,
                    len(encoded),
                    0,
                    0,
                    0,
                    0,
                    0,
                    offset,
                )
                + encoded
            )
        length = out.tell() - directory
        out.write(
            struct.pack(
                "<IHHHHIIH", 0x06054B50, 0, 0, len(entries), len(entries), length, directory, 0
            )
        )
    small.unlink()
    return path
