"""What reading an inventory gives, and how it refuses: a cell's value, a formula's error,
and the refusal that says why a file cannot be read (codes `inventory.*`)."""

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
