"""What reading an inventory gives, and how it refuses: a cell's value, a formula's error,
the mark a CSV export puts before a text Excel would evaluate, and the refusal that says
why a file cannot be read (codes `inventory.*`)."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from app.api.notices import Notice


@dataclass(frozen=True, slots=True)
class FormulaError:
    """A cell whose formula gave an error; `text` is the error as the sheet shows it."""

    text: str

    def __str__(self) -> str:
        return self.text


Cell = (
    str | int | float | bool | dt.date | dt.datetime | dt.time | dt.timedelta | FormulaError | None
)
"""A cell's value as the reader gives it (a formula's cached value); None when empty."""


class UnreadableInventoryError(Exception):
    """The file cannot be read as an inventory; `notice` says why (codes `inventory.*`)."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.code)
        self.notice = notice


def refuse(code: str, **params: object) -> UnreadableInventoryError:
    return UnreadableInventoryError(Notice(f"inventory.{code}", params))


# Text Excel reads as a formula (or a number with a sign) when it starts with one of these.
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")
CSV_TEXT_MARK = "'"
"""Put before a CSV text that Excel would evaluate (and before one that starts with the mark)."""


def csv_text_marked(text: str) -> str:
    """`text` as a CSV cell: an apostrophe before text Excel would take for a formula."""
    return CSV_TEXT_MARK + text if text.startswith((*FORMULA_START, CSV_TEXT_MARK)) else text


def csv_text_unmarked(text: str) -> str:
    """A CSV cell's text without the mark `csv_text_marked` put before it (for the import)."""
    rest = text[1:]
    marked = text.startswith(CSV_TEXT_MARK) and rest.startswith((*FORMULA_START, CSV_TEXT_MARK))
    return rest if marked else text
