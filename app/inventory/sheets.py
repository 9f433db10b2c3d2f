"""Reading an inventory: one sheet of an .xlsx, .xls, .ods or .csv file, as cells.

The rule it keeps: a sheet is read whole or refused with a reason (`UnreadableInventoryError`
with an `inventory.*` notice); never half. The header is the row `app.inventory.layout`
finds below any title block (or the one the user names), blank rows and a totals row at
the end are left out, and each row keeps the number the spreadsheet shows. A header cell that is
part of a merged range is refused; where the format does not tell merges (.xls written by
some tools, .ods, .csv), a column with data under a blank header is refused alike, since a
merged header looks just like that. A sheet longer than `max_rows` is refused after
counting its rows in the file's XML as it streams (an .xlsx or .ods) or reading just past
the limit (a .csv), so a 1,000,000-row file is never loaded.

A formula that gave an error ("#DIV/0!") is a `FormulaError` cell, never an empty one:
calamine reads such a cell of an .xlsx or .ods as "", so a price of =1/0 would import as no
price. They are found in the sheet's XML: an .xlsx's while its rows are counted (a second
pass only when `t="e"` occurs), an .ods's in a pass of their own only when LibreOffice's
error type occurs. An .xls (binary) is not read here: its error cells still read as
empty, a gap calamine leaves.
"""

from __future__ import annotations

import functools
import itertools
import re
import zipfile
import zlib
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO
from xml.etree import ElementTree
from xml.sax.saxutils import escape
from xml.sax.saxutils import unescape

from python_calamine import CalamineError
from python_calamine import CalamineWorkbook
from python_calamine import PasswordError

from app.api.bounds import CELL_CHARS
from app.api.bounds import INVENTORY_ROWS
from app.api.bounds import WORKBOOK_BYTES
from app.api.bounds import mebibytes
from app.collector import collector_paused
from app.inventory import limits
from app.inventory.cells import Cell as Cell
from app.inventory.cells import FormulaError as FormulaError
from app.inventory.cells import UnreadableInventoryError as UnreadableInventoryError
from app.inventory.cells import refuse as _refuse
from app.inventory.csv_reading import csv_rows as _csv_rows
from app.inventory.layout import HEADER_SEARCH
from app.inventory.layout import LOOK_AHEAD
from app.inventory.layout import find_header
from app.inventory.layout import is_total
from app.inventory.layout import numbers_only
from app.inventory.layout import title_lines

SUFFIXES = (".xlsx", ".xlsm", ".xls", ".ods", ".csv", ".txt")
_TEXT_SUFFIXES = (".csv", ".txt")


@dataclass(frozen=True)
class Sheet:
    """One table: its header and data rows, blank rows left out."""

    name: str
    header: tuple[str, ...]
    rows: Sequence[tuple[Cell, ...]]
    row_numbers: Sequence[int]  # each data row's 1-based number as the spreadsheet shows it
    header_row: int = 1  # the header's row number, found (`layout`) or chosen
    title: tuple[str, ...] = ()  # the text above the header, a line per row
    totals: tuple[int, ...] = ()  # rows left out as totals (`layout`), by their numbers


def sheet_names(path: Path) -> list[str]:
    """The sheets of a workbook in order (a CSV file has one, named after the file)."""
    if _kind(path) == "text":
        return [path.stem]
    return _open_workbook(path).sheet_names


@collector_paused()
def read_sheet(
    path: Path,
    sheet: str | None = None,
    *,
    max_rows: int = INVENTORY_ROWS,
    header_row: int | None = None,
) -> Sheet:
    """The sheet named (the first when None), whole; `UnreadableInventoryError` if it cannot.
    The header is the row numbered `header_row`, or the one found (`app.inventory.layout`)."""
    if _kind(path) == "text":
        if sheet is not None and sheet != path.stem:
            raise _refuse("no_such_sheet", sheet=sheet, sheets=path.stem)
        return _table(path.stem, _csv_rows(path, max_rows), None, max_rows, header_row)
    workbook = _open_workbook(path)
    names = workbook.sheet_names
    if not names:
        raise _refuse("empty_sheet", sheet=path.name)
    name = names[0] if sheet is None else sheet
    if name not in names:
        raise _refuse("no_such_sheet", sheet=name, sheets=", ".join(names))
    errors: dict[tuple[int, int], str] = {}
    if path.suffix.lower() in (".xlsx", ".xlsm", ".ods"):
        errors = _count_rows(path, name, max_rows)
    try:
        found = workbook.get_sheet_by_name(name)
        cells = found.to_python(skip_empty_area=False)
    except CalamineError:
        raise _refuse("corrupt", name=path.name) from None
    rows: list[list[Cell]] = cells  # type: ignore[assignment]  # calamine's cells are Cells
    for (r, c), text in errors.items():
        if r < len(rows):
            rows[r].extend([None] * (c + 1 - len(rows[r])))
            rows[r][c] = FormulaError(text)
    # Not skipping the empty area: the first list is the sheet's row 1.
    numbered = ((i + 1, row) for i, row in enumerate(cells))
    merged = found.merged_cell_ranges or []
    return _table(name, numbered, merged, max_rows, header_row)


def _kind(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix not in SUFFIXES:
        raise _refuse("unknown_type", name=path.name, suffixes=", ".join(SUFFIXES))
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise _refuse("unreadable", name=path.name, reason=exc.strerror or str(exc)) from None
    if size == 0:
        raise _refuse("empty_file", name=path.name)
    return "text" if suffix in _TEXT_SUFFIXES else "workbook"


def _open_workbook(path: Path) -> CalamineWorkbook:
    _kind(path)
    stat = path.stat()
    _check_bounds(path, stat.st_size, stat.st_mtime_ns)
    try:
        return CalamineWorkbook.from_path(str(path))
    except PasswordError:
        raise _refuse("password", name=path.name) from None
    except (CalamineError, OSError, ValueError):
        raise _refuse("corrupt", name=path.name) from None


@functools.lru_cache(maxsize=4)  # the window reads a file's sheet names, then a sheet
def _check_bounds(path: Path, size: int, modified: int) -> None:
    """Refuse a workbook past `app.inventory.limits`' bounds before calamine reads it (the
    file's size and time in the key: a file saved again is checked again)."""
    if path.suffix.lower() == ".xls":
        if size > WORKBOOK_BYTES:
            raise _refuse(
                "too_large", name=path.name, mebibytes=mebibytes(WORKBOOK_BYTES), part=path.name
            )
        return
    try:
        archive = zipfile.ZipFile(path)
    except (zipfile.BadZipFile, OSError):
        return  # no zip (an encrypted .xlsx is another container): calamine says what it is
    with archive:
        oversized = limits.oversized_member(archive)
        if oversized is not None:
            part, bound = oversized
            raise _refuse("too_large", name=path.name, mebibytes=mebibytes(bound), part=part)
        try:
            long = limits.long_text_in(archive)
        except (zipfile.BadZipFile, EOFError, zlib.error, OSError):
            # A part that unpacks to more (or else) than it says: calamine would not stop.
            raise _refuse("corrupt", name=path.name) from None
        if long:
            raise _refuse("cell_too_long", name=path.name, limit=CELL_CHARS)


# --- the table: header, blank rows, row numbers -------------------------------------------------


def _header_text(value: Cell) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return "" if value is None else str(value).strip()


def _blank(value: Cell) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _table(
    name: str,
    numbered: Iterator[tuple[int, Sequence[Cell]]],
    merged: list[tuple[tuple[int, int], tuple[int, int]]] | None,
    max_rows: int,
    header_row: int | None = None,
) -> Sheet:
    # The rows before the header's search ends, then the rest as it streams (`layout`).
    head: list[tuple[int, Sequence[Cell]]] = []
    for number, row in numbered:
        if header_row is not None and number > header_row:
            numbered = itertools.chain([(number, row)], numbered)
            break
        if not all(_blank(c) for c in row):
            head.append((number, row))
        if header_row is None and len(head) == HEADER_SEARCH + LOOK_AHEAD:
            break
    if header_row is not None:
        if not head or head[-1][0] != header_row:
            raise _refuse("no_header_row", sheet=name, row=header_row)
        at = len(head) - 1
    elif not head:
        raise _refuse("empty_sheet", sheet=name)
    else:
        at = find_header([row for _, row in head])
    header_row, header_cells = head[at]
    title = title_lines([row for _, row in head[:at]])
    for (top, left), (bottom, right) in merged or []:
        if top <= header_row - 1 <= bottom and (left, top) != (right, bottom):
            raise _refuse("merged_header", sheet=name, cells=_range_name(top, left, bottom, right))
    header = [_header_text(c) for c in header_cells]
    while header and not header[-1]:
        header.pop()
    width = len(header)
    rows: list[tuple[Cell, ...]] = []
    numbers: list[int] = []
    for number, row in itertools.chain(head[at + 1 :], numbered):
        # Blanks as None, inline: this runs for each cell of 50,000 rows.
        cells = [None if c is None or (isinstance(c, str) and not c.strip()) else c for c in row]
        if cells.count(None) == len(cells):
            continue
        if len(rows) == max_rows:
            raise _refuse("too_many_rows", sheet=name, limit=max_rows)
        extra = cells[width:]
        if extra.count(None) != len(extra):  # data right of the last header: a merged one
            beyond = width + next(i for i, c in enumerate(extra) if c is not None)
            raise _refuse("blank_header", sheet=name, column=_column_name(beyond), row=header_row)
        del cells[width:]
        rows.append(tuple(cells) + (None,) * (width - len(cells)))
        numbers.append(number)
    totals: list[int] = []
    while rows and (is_total(rows[-1]) or numbers_only(rows[-1])):
        rows.pop()
        totals.insert(0, numbers.pop())
    if not rows:
        raise _refuse("no_rows", sheet=name, row=header_row)
    for index, text in enumerate(header):
        if not text and any(row[index] is not None for row in rows):
            raise _refuse("blank_header", sheet=name, column=_column_name(index), row=header_row)
    return Sheet(name, tuple(header), rows, numbers, header_row, title, tuple(totals))


def _column_name(index: int) -> str:
    name = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        name = chr(65 + rest) + name
    return name


def _range_name(top: int, left: int, bottom: int, right: int) -> str:
    return f"{_column_name(left)}{top + 1}:{_column_name(right)}{bottom + 1}"


# --- counting rows as the XML streams ----------------------------------------------------------

# A row that holds something: a start tag not closed on itself (<row r="9"/> is an empty row).
_XLSX_ROW = re.compile(rb"<(?:\w+:)?row(?:\s[^>]*)?(?<!/)>")
_ODS_TABLE_OR_ROW = re.compile(
    rb'<table:table\s[^>]*?table:name="([^"]*)"|<table:table-row(?:\s[^>]*)?(?<!/)>'
)
_TAIL = 4096  # longer than any tag counted


def _count_rows(path: Path, name: str, max_rows: int) -> dict[tuple[int, int], str]:
    """Refuse a sheet with more rows than `max_rows` (+ a header and some blank rows) from
    its XML, streamed: calamine would otherwise load the whole sheet to say how long it is.
    The sheet's formula errors by (row, column), 0-based."""
    limit = max_rows + 100
    errors: dict[tuple[int, int], str] = {}
    try:
        with zipfile.ZipFile(path) as archive:
            if path.suffix.lower() == ".ods":
                table = escape(name, {'"': "&quot;"}).encode()
                with archive.open("content.xml") as stream:
                    rows = _stream_count(stream, _ODS_TABLE_OR_ROW, table, limit)
                if rows <= limit:
                    errors = _ods_errors(archive, name)
            else:
                part = _xlsx_sheet_part(archive, name)
                with archive.open(part) as stream:
                    rows, flagged, long = _row_tags_at_most(stream, limit)
                if long:
                    raise _refuse("cell_too_long", name=path.name, limit=CELL_CHARS)
                if rows > limit:  # perhaps empty rows or other tags: count exactly
                    with archive.open(part) as stream:
                        rows = _stream_count(stream, _XLSX_ROW, None, limit)
                if flagged and rows <= limit:
                    with archive.open(part) as stream:
                        errors = _xlsx_errors(stream.read())
    except (zipfile.BadZipFile, EOFError, zlib.error):
        # The sheet unpacks to more (or else) than it says: calamine would read it all.
        raise _refuse("corrupt", name=path.name) from None
    except (KeyError, OSError, ElementTree.ParseError):
        return {}  # a layout not counted here: calamine reads it, or says what is wrong with it
    if rows > limit:
        raise _refuse("too_many_rows", sheet=name, limit=max_rows)
    return errors


def _row_tags_at_most(stream: IO[bytes], limit: int) -> tuple[int, bool, bool]:
    """At least as many as the rows `_XLSX_ROW` counts (every one starts `<row` or `:row`),
    stopping past `limit`: a plain byte search, a third of the time of the exact count.
    And whether the sheet may hold an error cell (`t="e"`; True when it stopped early),
    and whether it holds a text longer than a cell may (`limits.LongText`)."""
    counted = 0
    tail = b""
    flagged = False
    scan = limits.LongText()
    while counted <= limit and (chunk := stream.read(1 << 20)):
        if scan.feed(chunk):
            return counted, flagged, True
        # The last bytes again: a tag cut in two is counted (once or twice: never too few).
        chunk = tail + chunk
        counted += chunk.count(b"<row") + chunk.count(b":row")
        flagged = flagged or b't="e"' in chunk or b"t='e'" in chunk
        tail = chunk[-5:]
    return counted, flagged or counted > limit, counted <= limit and scan.end()


# An error cell (its attributes, then its content) of an .xlsx sheet.
_XLSX_ERROR = re.compile(
    rb"<(?:\w+:)?c\s([^>]*?\bt=[\"']e[\"'][^>]*?)(?<!/)>(.*?)</(?:\w+:)?c>", re.DOTALL
)
_XLSX_REF = re.compile(rb"\br=[\"']([A-Za-z]+)(\d+)[\"']")
_XLSX_VALUE = re.compile(rb"<(?:\w+:)?v>([^<]*)</")


def _xlsx_errors(xml: bytes) -> dict[tuple[int, int], str]:
    """The error cells of an .xlsx sheet's XML by (row, column), 0-based, with their text.
    (A cell without its reference, which Excel never writes, is not placed: left out.)"""
    errors: dict[tuple[int, int], str] = {}
    for match in _XLSX_ERROR.finditer(xml):
        ref = _XLSX_REF.search(match.group(1))
        value = _XLSX_VALUE.search(match.group(2))
        if ref is None:
            continue
        text = unescape(value.group(1).decode()) if value else "#VALUE!"
        errors[int(ref.group(2)) - 1, _column_index(ref.group(1).decode())] = text or "#VALUE!"
    return errors


def _column_index(letters: str) -> int:
    index = 0
    for letter in letters.upper():
        index = index * 26 + ord(letter) - 64
    return index - 1


_ODS = "urn:oasis:names:tc:opendocument:xmlns:"
_ODS_CALC = "urn:org:documentfoundation:names:experimental:calc:xmlns:calcext:1.0"


def _ods_errors(archive: zipfile.ZipFile, name: str) -> dict[tuple[int, int], str]:
    """The error cells of the .ods table `name` (LibreOffice's `calcext:value-type="error"`)
    by (row, column), 0-based, with their text; parsed only when the type occurs at all."""
    with archive.open("content.xml") as stream:
        if not _contains(stream, b'value-type="error"'):
            return {}
    table, row_tag = f"{{{_ODS}table:1.0}}table", f"{{{_ODS}table:1.0}}table-row"
    cell_tags = (f"{{{_ODS}table:1.0}}table-cell", f"{{{_ODS}table:1.0}}covered-table-cell")
    repeat_rows = f"{{{_ODS}table:1.0}}number-rows-repeated"
    repeat_columns = f"{{{_ODS}table:1.0}}number-columns-repeated"
    errors: dict[tuple[int, int], str] = {}
    inside, row, column = False, 0, 0
    with archive.open("content.xml") as stream:
        for event, element in ElementTree.iterparse(stream, ("start", "end")):
            tag = element.tag
            if tag == table and event == "start":
                inside = element.get(f"{{{_ODS}table:1.0}}name") == name
            elif tag == table:
                if inside:
                    break
            elif not inside or event == "start":
                continue
            elif tag == row_tag:
                row += int(element.get(repeat_rows, "1"))
                column = 0
                element.clear()
            elif tag in cell_tags:
                if element.get(f"{{{_ODS_CALC}}}value-type") == "error":
                    text = "".join(element.itertext()).strip()
                    errors[row, column] = text or "#VALUE!"
                column += int(element.get(repeat_columns, "1"))
    return errors


def _contains(stream: IO[bytes], needle: bytes) -> bool:
    tail = b""
    while chunk := stream.read(1 << 20):
        if needle in tail + chunk:
            return True
        tail = chunk[-len(needle) :]
    return False


def _stream_count(
    stream: IO[bytes], pattern: re.Pattern[bytes], table: bytes | None, limit: int
) -> int:
    """Rows matched (within `table` when the pattern names tables), stopping past `limit`."""
    counted = 0
    inside = table is None
    buffer = b""
    while True:
        chunk = stream.read(1 << 20)
        buffer += chunk
        cut = len(buffer) if not chunk else len(buffer) - _TAIL
        consumed = 0
        for match in pattern.finditer(buffer):
            if match.start() >= cut:
                break
            consumed = match.end()
            if match.lastindex:  # a table starts: count only in the one asked for
                if inside:
                    return counted
                inside = match.group(1) == table
            elif inside:
                counted += 1
                if counted > limit:
                    return counted
        if not chunk:
            return counted
        buffer = buffer[max(cut, consumed) :]


def _xlsx_sheet_part(archive: zipfile.ZipFile, name: str) -> str:
    """The zip member of the worksheet named `name`, from the workbook and its relations
    (matched by local names: transitional and strict OOXML name their namespaces apart)."""
    workbook = ElementTree.fromstring(archive.read("xl/workbook.xml"))
    relations = ElementTree.fromstring(archive.read("xl/_rels/workbook.xml.rels"))
    targets = {rel.get("Id"): rel.get("Target", "") for rel in relations}
    for sheet in workbook.iter():
        if sheet.tag.rpartition("}")[2] == "sheet" and sheet.get("name") == name:
            rel = next((v for k, v in sheet.attrib.items() if k.endswith("}id")), None)
            target = targets.get(rel, "")
            return target.lstrip("/") if target.startswith("/") else f"xl/{target}"
    raise KeyError(name)
