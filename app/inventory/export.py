"""The catalogue (or a search result, or a selection) written to .xlsx or .csv, under the
column titles the import recognises, so an export imports back unchanged.

Each value is written in the form the import reads back as the same value: in .xlsx
numbers as numbers, dates as date cells, yes/no as booleans and all else as text cells
(text never becomes a formula); in .csv what Dutch Excel opens well (`;`, UTF-8 with a
BOM, decimal commas, dates as dd-mm-yyyy, ja/nee), text that Excel would take for a
formula marked with a leading apostrophe (`cells.csv_text_unmarked` takes it off again).
The file appears whole or not at all: it is written beside the target and moved into place.
"""

from __future__ import annotations

import csv
import datetime as dt
import errno
import os
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.api.notices import Notice
from app.api.numbers import is_ambiguous
from app.api.numbers import number_in
from app.api.numbers import show_number
from app.api.numbers import stored_number
from app.api.products import ProductRequest
from app.api.schema import get_path
from app.inventory.cells import FORMULA_START
from app.inventory.cells import csv_text_marked
from app.inventory.columns import PHOTO
from app.inventory.columns import Column
from app.inventory.columns import importable_columns
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.catalogue import ListingRow
from app.store.history import Entry
from app.store.history import value_text
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.server_media import server_attachments
from app.store.store import Store

SUFFIXES = (".xlsx", ".csv")

_XLSX_MAX_TEXT = 32_767  # characters one cell holds
_WIDTH_SAMPLE = 500  # rows measured for the column widths
_MAX_WIDTH = 60
_DATE_FORMAT = "dd-mm-yyyy"
_CSV_BOOLEANS = {"nl": ("ja", "nee"), "en": ("yes", "no")}


class ExportError(Exception):
    """The export file cannot be written; `notice` says why (codes `export.*`)."""

    def __init__(self, notice: Notice, detail: str = "") -> None:
        super().__init__(detail or notice.code)
        self.notice = notice


@dataclass(frozen=True)
class ExportResult:
    path: Path
    products: int
    history: Path | None = None  # a .csv's history, beside it (an .xlsx holds it as a sheet)


# What made a history entry, in the reader's words (the UI's, in its language): given, the
# export holds each product's history too (a second sheet, or a second .csv beside).
HistoryWords = Callable[[Entry], str]
_HISTORY_TITLES = {
    "nl": ("Product", "Wanneer (UTC)", "Wat", "Veld", "Was", "Werd"),
    "en": ("Product", "When (UTC)", "What", "Field", "Was", "Became"),
}
_HISTORY_NAMES = {"nl": "geschiedenis", "en": "history"}


def export_products(
    store: Store,
    rows: Sequence[ListingRow],
    path: Path,
    *,
    language: str = "nl",
    history: HistoryWords | None = None,
) -> ExportResult:
    """The products of `rows` (drafts: their content; server products: their form) to `path`,
    .xlsx or .csv by its suffix; written to a temporary file and moved into place. With
    `history`, each product's history too, its entries said in those words."""
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in SUFFIXES:
        raise ValueError(f"cannot export to {suffix or 'a file without a suffix'}")
    columns = importable_columns()
    read = [
        (row, {**content, PHOTO: photo_names(store, row)})
        for row in rows
        if (content := product_content(store, row)) is not None
    ]
    contents = [content for _row, content in read]
    lines = None if history is None else _history_lines(store, read, columns, language, history)
    partial = target.with_name(f".{target.name}.partial")
    beside = target.with_name(f"{target.stem}-{_HISTORY_NAMES.get(language, 'history')}.csv")
    beside_partial = beside.with_name(f".{beside.name}.partial")
    try:
        # Files of their own, made new: a partial file left behind, or a link someone put in
        # its place in a shared folder, is removed first (never written through).
        partial.unlink(missing_ok=True)
        beside_partial.unlink(missing_ok=True)
        if suffix == ".xlsx":
            _write_xlsx(partial, columns, contents, language, lines)
        else:
            _write_csv(partial, columns, contents, language)
            if lines is not None:
                _write_history_csv(beside_partial, lines, language)
                os.replace(beside_partial, beside)
        os.replace(partial, target)
    except OSError as error:
        raise ExportError(_os_notice(error, target), f"{target}: {error}") from error
    finally:
        partial.unlink(missing_ok=True)
        beside_partial.unlink(missing_ok=True)
    written = beside if lines is not None and suffix == ".csv" else None
    return ExportResult(target, len(contents), written)


HistoryRow = tuple[str, str, str, str, str, str]


def _history_lines(
    store: Store,
    read: Sequence[tuple[ListingRow, dict[str, Any]]],
    columns: Sequence[Column],
    language: str,
    words: HistoryWords,
) -> list[HistoryRow]:
    """Each product's history, newest first, a line per field: the product's name, when (UTC),
    what did it, the field (its column's title), what it was and what it became."""
    keys = [f"d:{r.draft_id}" if r.draft_id is not None else f"s:{r.server_id}" for r, _ in read]
    found = store.history.entries_of_records(
        RecordKind.PRODUCT,
        [k[2:] for k in keys if k.startswith("d:")],
        [k[2:] for k in keys if k.startswith("s:")]
        + [str(r.server_id) for r, _ in read if r.draft_id is not None and r.server_id],
    )
    titles = {column.key: column.title(language) for column in columns}
    lines: list[HistoryRow] = []
    for key, (row, content) in zip(keys, read, strict=True):
        name = ProductRequest.title_of(content) or ""
        entries = found.get(key, [])
        if row.draft_id is not None and row.server_id:
            seen = {e.id for e in entries}
            entries = sorted(
                [*entries, *(e for e in found.get(f"s:{row.server_id}", []) if e.id not in seen)],
                key=lambda e: (e.at, e.id),
                reverse=True,
            )
        for entry in entries:
            when = entry.at.strftime("%Y-%m-%d %H:%M:%S")
            said = words(entry)
            if not entry.fields:
                lines.append((name, when, said, "", "", ""))
            lines += [
                (
                    name,
                    when,
                    said,
                    titles.get(f.field, f.field),
                    value_text(f.before),
                    value_text(f.after),
                )
                for f in entry.fields
            ]
    return lines


def product_content(store: Store, row: ListingRow) -> dict[str, Any] | None:
    """A row's product as the form holds it; None when it is gone since the row was read."""
    if row.draft_id is not None:
        draft = store.drafts.find(row.draft_id)
        return None if draft is None else draft.content
    if row.server_id is None:
        return None
    item = store.cache.server_item("product", row.server_id)
    return None if item is None else ProductRequest.content_from_server(item)


def photo_names(store: Store, row: ListingRow) -> tuple[str, ...]:
    """The file names of a row's photos, as the photo column of an import names them: the
    server's (of a server product, or the one a draft edits) then those added here, but
    those the user removed."""
    server_id = row.server_id
    local = []
    if row.draft_id is not None:
        draft = store.drafts.find(row.draft_id)
        server_id = None if draft is None else draft.server_id
        local = store.attachments.list_attachments(row.draft_id)
    if server_id is not None:
        local += store.attachments.list_attachments(ServerRecord(RecordKind.PRODUCT, server_id))
    images = [a for a in local if a.role is AttachmentRole.IMAGE]
    removed = {a.server_id for a in images if a.upload_state is UploadState.DELETE_PENDING}
    names: list[str] = []
    if server_id is not None:
        item = store.cache.server_item(RecordKind.PRODUCT, server_id) or {}
        record = ServerRecord(RecordKind.PRODUCT, server_id)
        names += [
            shown.name
            for shown in server_attachments(record, item)
            if shown.role is AttachmentRole.IMAGE and shown.server_id not in removed
        ]
    names += [
        a.file_name
        for a in images
        if a.upload_state is not UploadState.DELETE_PENDING and a.file_name not in names
    ]
    return tuple(names)


def _os_notice(error: OSError, target: Path) -> Notice:
    if error.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return Notice("export.disk_full", {"name": target.name})
    if isinstance(error, FileNotFoundError):
        return Notice("export.no_folder", {"folder": str(target.parent)})
    if isinstance(error, PermissionError | IsADirectoryError) or error.errno == errno.EROFS:
        return Notice("export.not_writable", {"name": target.name})
    return Notice("export.failed", {"name": target.name})


# --- the values ------------------------------------------------------------------------------

Value = str | int | float | bool | dt.date | None


def _widget(column: Column) -> str:
    return "text" if column.field is None else column.field.ui.widget


def typed_value(column: Column, content: dict[str, Any]) -> Value:
    """The cell's value: a number, date or boolean where the field is one and the content
    holds one; any other value as text (so nothing the user typed is dropped)."""
    if column.field is None:  # the photo column: the photos' file names, as the import reads
        return "; ".join(content.get(PHOTO, ())) or None
    value = get_path(content, column.key)
    if value is None or value == "":
        return None
    widget = _widget(column)
    if isinstance(value, bool):
        return value if widget == "bool" else str(value).lower()
    if widget in ("number", "integer"):
        return _number(value)
    if widget == "date" and isinstance(value, str):
        try:
            return dt.date.fromisoformat(value)
        except ValueError:
            return value
    return value if isinstance(value, str) else str(value)


def _number(value: Any) -> int | float | str:
    if isinstance(value, int | float):
        return value
    number = number_in(value)
    return str(value) if number is None else stored_number(number)


def _rows(columns: Sequence[Column], contents: Sequence[dict[str, Any]]) -> Iterator[list[Value]]:
    for content in contents:
        yield [typed_value(column, content) for column in columns]


# --- .xlsx -----------------------------------------------------------------------------------


_FIRST_TRUE_SERIAL = dt.date(1900, 3, 1)


def _write_xlsx(
    partial: Path,
    columns: Sequence[Column],
    contents: Sequence[dict[str, Any]],
    language: str,
    history: Sequence[HistoryRow] | None = None,
) -> None:
    import xlsxwriter  # type: ignore[import-untyped]  # loaded with the first export
    from xlsxwriter.exceptions import FileCreateError  # type: ignore[import-untyped]

    titles = [column.title(language) for column in columns]
    # constant_memory: each row goes to disk as it is written, so 10,000 products take
    # no more memory than 10.
    workbook = xlsxwriter.Workbook(
        str(partial), {"constant_memory": True, "strings_to_urls": False}
    )
    header = workbook.add_format({"bold": True, "bg_color": "#E8EEF2", "bottom": 1})
    date = workbook.add_format({"num_format": _DATE_FORMAT})
    # A text Excel would evaluate when edited: kept text (the cell's quote prefix).
    quoted = workbook.add_format({"quote_prefix": True})
    sheet = workbook.add_worksheet(_sheet_name(language))
    for index, width in enumerate(_widths(titles, columns, contents)):
        sheet.set_column(index, index, width)
    for c, title in enumerate(titles):
        sheet.write_string(0, c, title, header)
    sheet.freeze_panes(1, 0)
    r = 0
    for r, values in enumerate(_rows(columns, contents), start=1):
        for c, value in enumerate(values):
            if value is None:
                continue
            if isinstance(value, bool):
                sheet.write_boolean(r, c, value)
            elif isinstance(value, int | float):
                sheet.write_number(r, c, value)
            elif isinstance(value, dt.date) and value < _FIRST_TRUE_SERIAL:
                # Excel's serials count a 29-02-1900 that never was: earlier dates read back
                # a day off (and before 1900 not at all). ISO text imports back exactly.
                sheet.write_string(r, c, value.isoformat())
            elif isinstance(value, dt.date):
                sheet.write_datetime(r, c, dt.datetime.combine(value, dt.time()), date)
            elif len(value) > _XLSX_MAX_TEXT:
                raise ExportError(Notice("export.text_too_long", {"limit": _XLSX_MAX_TEXT}))
            else:
                sheet.write_string(r, c, value, quoted if value.startswith(FORMULA_START) else None)
    sheet.autofilter(0, 0, max(r, 1), len(columns) - 1)
    if history is not None:
        _history_sheet(workbook, history, language, header, quoted)
    try:
        workbook.close()
    except FileCreateError as error:  # XlsxWriter's wrapper of the OSError
        cause = error.args[0] if error.args else None
        raise (cause if isinstance(cause, OSError) else OSError(str(error))) from error
    _fsync(partial)


def _history_sheet(
    workbook: Any, lines: Sequence[HistoryRow], language: str, header: Any, quoted: Any
) -> None:
    """The products' history as a sheet of its own, every value a text cell."""
    sheet = workbook.add_worksheet(_HISTORY_NAMES.get(language, "history").capitalize())
    titles = _HISTORY_TITLES.get(language, _HISTORY_TITLES["en"])
    for c, (title, width) in enumerate(zip(titles, (30, 20, 40, 24, 30, 30), strict=True)):
        sheet.set_column(c, c, width)
        sheet.write_string(0, c, title, header)
    sheet.freeze_panes(1, 0)
    for r, line in enumerate(lines, start=1):
        for c, value in enumerate(line):
            text = value[:_XLSX_MAX_TEXT]
            sheet.write_string(r, c, text, quoted if text.startswith(FORMULA_START) else None)
    sheet.autofilter(0, 0, max(len(lines), 1), len(titles) - 1)


def _sheet_name(language: str) -> str:
    return "Producten" if language == "nl" else "Products"


def _widths(
    titles: Sequence[str], columns: Sequence[Column], contents: Sequence[dict[str, Any]]
) -> list[float]:
    """Wide enough for the title (and the filter button) and for most values, not more."""
    widths = [len(title) + 4 for title in titles]
    for values in _rows(columns, contents[:_WIDTH_SAMPLE]):
        for c, value in enumerate(values):
            shown = 10 if isinstance(value, dt.date) else len(str(value or ""))
            widths[c] = max(widths[c], shown + 1)
    return [min(width, _MAX_WIDTH) for width in widths]


# --- .csv ------------------------------------------------------------------------------------


def _write_csv(
    partial: Path, columns: Sequence[Column], contents: Sequence[dict[str, Any]], language: str
) -> None:
    cell = _csv_cell(language)
    with partial.open("w", encoding="utf-8-sig", newline="") as file:
        writer = csv.writer(file, delimiter=";", lineterminator="\r\n")
        writer.writerow([column.title(language) for column in columns])
        writer.writerows([cell(value) for value in values] for values in _rows(columns, contents))
        file.flush()
        os.fsync(file.fileno())


def _write_history_csv(partial: Path, lines: Sequence[HistoryRow], language: str) -> None:
    with partial.open("w", encoding="utf-8-sig", newline="") as file:
        writer = csv.writer(file, delimiter=";", lineterminator="\r\n")
        writer.writerow(_HISTORY_TITLES.get(language, _HISTORY_TITLES["en"]))
        writer.writerows([csv_text_marked(value) for value in line] for line in lines)
        file.flush()
        os.fsync(file.fileno())


def _csv_cell(language: str) -> Callable[[Value], str]:
    yes, no = _CSV_BOOLEANS.get(language, _CSV_BOOLEANS["en"])

    def cell(value: Value) -> str:
        if value is None:
            return ""
        if isinstance(value, bool):
            return yes if value else no
        if isinstance(value, int):
            return str(value)
        if isinstance(value, float):
            # The decimal comma Dutch Excel reads; no thousands separator, no exponent.
            text = show_number(value, "nl", grouped=False)
            # "1,125" would read back as undecided (1125 or 1.125?): "1,1250" is not.
            return f"{text}0" if is_ambiguous(text) else text
        if isinstance(value, dt.date):
            return value.strftime("%d-%m-%Y")
        return csv_text_marked(value)

    return cell


def _fsync(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
