"""Reading a CSV file as an inventory's rows: encoding and delimiter detected, each line
and field bounded.

The rule it keeps: records are read lazily, so a file of a million rows is refused (by the
sheet's reader) before it is read whole; a physical line longer than `CSV_LINE_BYTES`, or a
field longer than the csv module's limit (`csv.field_size_limit()`), is refused in words,
never read into memory whole nor left to end the program with the csv module's error.
"""

from __future__ import annotations

import codecs
import csv
import io
import re
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import IO
from typing import AnyStr

from app.api.bounds import CSV_LINE_BYTES
from app.inventory.cells import Cell
from app.inventory.cells import csv_text_unmarked
from app.inventory.cells import refuse as _refuse

_DELIMITERS = ";\t,|"  # in order of preference on a tie: semicolons are Dutch exports' own


def csv_rows(path: Path, max_rows: int) -> Iterator[tuple[int, list[Cell]]]:
    """The file's records, numbered from 1, read lazily: UTF-8 (with or without a byte order
    mark) or else Windows-1252, decided line by line; a file that has both is refused.
    UTF-16 with its byte order mark is Excel's "Unicode text"."""
    try:
        file = path.open("rb")
    except OSError as exc:
        raise _refuse("unreadable", name=path.name, reason=exc.strerror or str(exc)) from None
    with file:
        wide = file.read(2) in (codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)
        file.seek(0)
        lines: Iterator[str] = (
            _wide_lines(io.TextIOWrapper(file, encoding="utf-16", newline=""), path.name)
            if wide
            else _decoded_lines(file, path.name)
        )
        try:
            head = [line for _, line in zip(range(50), lines, strict=False)]
        except UnicodeDecodeError:
            raise _refuse("corrupt", name=path.name) from None
        # Excel's "sep=;" first line names the delimiter; it is no row of the table.
        said = _SEP_LINE.fullmatch(head[0]) if head else None
        try:
            delimiter = said.group(1) if said else _delimiter(head)
        except csv.Error:  # a field past the limit among the first lines
            raise _too_long(path.name, _long_line(head)) from None
        reader = csv.reader(
            _chain(head[1:] if said else head, lines), delimiter=delimiter, strict=True
        )
        # Strict: an unclosed quote is an error, not a field that swallows every later line.
        # Records are numbered as a spreadsheet shows them (it hides the "sep=" line too);
        # an error names the line in the file where its record starts.
        skipped = 1 if said else 0
        started = 1 + skipped
        try:
            for number, record in enumerate(reader, start=1):
                # Text an export marked so no spreadsheet runs it as a formula: unmarked.
                yield number, [csv_text_unmarked(value) or None for value in record]
                started = reader.line_num + 1 + skipped
        except csv.Error as error:
            if "field limit" in str(error):  # the csv module's words: no code of its own
                raise _too_long(path.name, started) from None
            raise _refuse("bad_quote", name=path.name, line=started) from None
        except UnicodeDecodeError:
            raise _refuse("corrupt", name=path.name) from None


_SEP_LINE = re.compile(r'"?sep=(.)"?\r?\n?', re.IGNORECASE)


def _chain(head: list[str], rest: Iterator[str]) -> Iterator[str]:
    yield from head
    yield from rest


def _too_long(name: str, line: int) -> Exception:
    return _refuse("field_too_long", name=name, line=line, limit=csv.field_size_limit())


def _long_line(lines: list[str]) -> int:
    """The number of the first line with a field past the csv module's limit (its length
    tells: no field is longer than its line)."""
    limit = csv.field_size_limit()
    return next((n for n, line in enumerate(lines, start=1) if len(line) > limit), 1)


def _bounded(read: Callable[[int], AnyStr], name: str) -> Iterator[AnyStr]:
    """The lines `read` gives, each checked against `CSV_LINE_BYTES` before the next is read."""
    number = 0
    while line := read(CSV_LINE_BYTES + 1):
        number += 1
        if len(line) > CSV_LINE_BYTES:
            raise _too_long(name, number)
        yield line


def _wide_lines(file: io.TextIOWrapper, name: str) -> Iterator[str]:
    return _bounded(file.readline, name)


def _decoded_lines(file: IO[bytes], name: str) -> Iterator[str]:
    encoding = ""  # decided by the first line that is not plain ASCII
    for number, raw in enumerate(_bounded(file.readline, name), start=1):
        if number == 1 and raw.startswith(codecs.BOM_UTF8):
            raw, encoding = raw[len(codecs.BOM_UTF8) :], "utf-8"
        if raw.isascii():
            yield raw.decode("ascii")
            continue
        try:
            text, fits = raw.decode("utf-8"), "utf-8"
        except UnicodeDecodeError:
            text, fits = raw.decode("cp1252", errors="replace"), "cp1252"
        if encoding and fits != encoding:
            raise _refuse("mixed_encodings", line=number, encoding=encoding)
        encoding = fits
        yield text


def _delimiter(lines: list[str]) -> str:
    """The delimiter that splits the header into most fields and the next lines alike."""
    sample = [line for line in lines if line.strip()][:20]
    if not sample:
        return ";"

    def score(delimiter: str) -> tuple[bool, float, int, int]:
        widths = [len(record) for record in csv.reader(sample, delimiter=delimiter)]
        same = sum(width == widths[0] for width in widths) / len(widths)
        return widths[0] > 1, same, widths[0], -_DELIMITERS.index(delimiter)

    return max(_DELIMITERS, key=score)
