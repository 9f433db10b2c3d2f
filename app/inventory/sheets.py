"""Reading an inventory: one sheet of an .xlsx, .xls, .ods or .csv file, as cells.

(Interface skeleton; helper H1 implements it.)
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from app.api.notices import Notice

Cell = str | int | float | bool | dt.date | dt.datetime | dt.time | dt.timedelta | None
"""A cell's value as the reader gives it (a formula's cached value); None when empty."""

MAX_ROWS = 50_000
"""Rows one import takes at most; a longer sheet is refused before it is read whole."""

SUFFIXES = (".xlsx", ".xlsm", ".xls", ".ods", ".csv", ".txt")


class UnreadableInventoryError(Exception):
    """The file cannot be read as an inventory; `notice` says why (codes `inventory.*`)."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.code)
        self.notice = notice


@dataclass(frozen=True)
class Sheet:
    """One table: its header and data rows, blank rows left out."""

    name: str
    header: tuple[str, ...]
    rows: Sequence[tuple[Cell, ...]]
    row_numbers: Sequence[int]  # each data row's 1-based number as the spreadsheet shows it
    header_row: int = 1


def sheet_names(path: Path) -> list[str]:
    """The sheets of a workbook in order (a CSV file has one, named after the file)."""
    raise NotImplementedError


def read_sheet(path: Path, sheet: str | None = None, *, max_rows: int = MAX_ROWS) -> Sheet:
    """The sheet named (the first when None), whole; `UnreadableInventoryError` if it cannot."""
    raise NotImplementedError
