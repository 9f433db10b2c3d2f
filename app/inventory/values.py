"""A spreadsheet cell as the value the product form would store for its field.

The rule it keeps: an imported draft looks like a typed one. Numbers are stored as the
form's number fields store them (12.5, and 12 for a whole number), dates as ISO text,
choices as the listed value, units as the codes the form offers. A cell that cannot be
read as its field's kind keeps its text, with the form's own code for the problem
("number", "date", "rule.choice", ...), so nothing typed is lost and the preview can
show it at the cell. One normaliser per column, made once (`normaliser(key)`). A cell
whose formula gave an error keeps the error's text, with "inventory.formula_error", in
every column (but the photo column's: no file is named by an error).
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Callable
from decimal import Decimal
from functools import cache
from typing import Any

from app.api.categories import CATEGORIES
from app.api.notices import Notice
from app.api.numbers import is_ambiguous
from app.api.numbers import read_number
from app.api.numbers import stored_number
from app.api.schema import Ui
from app.api.units import fold
from app.api.units import listed_choice
from app.inventory.columns import PHOTO
from app.inventory.columns import column
from app.inventory.sheets import Cell
from app.inventory.sheets import FormulaError

Normalised = tuple[Any, Notice | None]
"""The value to store (None for an empty cell) and the problem with it, if any."""

Normaliser = Callable[[Cell], Normalised]

_EXCEL_EPOCH = dt.date(1899, 12, 30)  # serial 1 is 1900-01-01 (Excel counts a 29-02-1900)
_SERIALS = range(18264, 73051)  # 1950-01-01 .. 2099-12-31: a plausible date, not a count
_DATE_PATTERNS = ("%d-%m-%Y", "%d/%m/%Y", "%d.%m.%Y", "%Y-%m-%d", "%Y/%m/%d", "%d-%m-%y")
# "12", "P-12", "P12", "PRJ:12", "#12"; not "-5" or ".5" (a sign, a fraction), nor "Deur 12".
_PROJECT = re.compile(r"(?:[^\W\d_]+[-#:.]?|#)?(\d+)")

_TRUE = frozenset({"ja", "j", "yes", "y", "waar", "true", "1", "x", "✓", "✔", "v", "wel"})
_FALSE = frozenset({"nee", "n", "no", "onwaar", "false", "0", "-", "niet", "geen"})


@cache
def normaliser(key: str) -> Normaliser:
    """The normaliser of the column `key`: by its field's widget, choices and rules."""
    read = _normaliser(key)

    def guarded(cell: Cell) -> Normalised:
        # Each kind's reader would take an error for text, or for no value.
        if isinstance(cell, FormulaError):
            return _formula_error(cell)
        return read(cell)

    return guarded


def _formula_error(cell: FormulaError) -> Normalised:
    return cell.text, Notice("inventory.formula_error", {"error": cell.text})


def _normaliser(key: str) -> Normaliser:
    if key == PHOTO:
        return lambda cell: (photo_names(cell), None)
    ui = column(key).field.ui  # type: ignore[union-attr]  # every key but PHOTO has a field
    if key == "projectNumber" or ui.widget == "integer":
        return _integer
    if ui.widget == "number":
        return _number
    if ui.widget == "date":
        return _date
    if ui.widget == "bool":
        return _boolean
    if ui.widget in ("choice", "editable_choice") and ui.choices is not None:
        return _choice(ui)
    return _text


def normalise(key: str, cell: Cell) -> Normalised:
    return normaliser(key)(cell)


def photo_names(cell: Cell) -> tuple[str, ...]:
    """The file names in a photo cell: separated by ; , | or line breaks."""
    text = None if isinstance(cell, FormulaError) else _as_text(cell)
    if not text:
        return ()
    return tuple(name.strip() for name in re.split(r"[;,|\n]", text) if name.strip())


def _as_text(cell: Cell) -> str | None:
    """A cell as text, the way it shows: 12.0 -> "12", dates as dd-mm-yyyy."""
    if cell is None:
        return None
    if isinstance(cell, bool):
        return "ja" if cell else "nee"
    if isinstance(cell, float):
        return _number_text(cell)
    if isinstance(cell, dt.datetime):
        return cell.strftime("%d-%m-%Y %H:%M") if cell.time() else cell.strftime("%d-%m-%Y")
    if isinstance(cell, dt.date):
        return cell.strftime("%d-%m-%Y")
    return str(cell).strip() or None


def _number_text(value: float) -> str:
    return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)


def _text(cell: Cell) -> Normalised:
    return _as_text(cell), None


def _ambiguous(text: str) -> Notice:
    return Notice("inventory.ambiguous_number", {"text": text.strip()})


def _number(cell: Cell) -> Normalised:
    if cell is None:
        return None, None
    if isinstance(cell, bool | dt.date | dt.time | dt.timedelta):
        return _as_text(cell), Notice("number")
    if isinstance(cell, int):
        return cell, None
    if isinstance(cell, float):
        if not math.isfinite(cell):
            return str(cell), Notice("number")
        # repr gives the shortest text that reads back the same: 0.1, not 0.1000000000000000055
        return stored_number(Decimal(repr(cell))), None
    if isinstance(cell, FormulaError):  # only ever reached through `normaliser`'s guard
        return _formula_error(cell)
    # A cell alone does not say its file's convention, nor do the file's other cells (a
    # column of whole prices "1.250", "2.500" has no other kind): guessing would import 1250
    # as 1.25 without a word, so the preview asks; the user types 1250 or 1,25. The CSV
    # export never writes such a number.
    number = read_number(cell, ambiguous="refuse")
    if number is None:
        return cell.strip(), Notice("number") if not is_ambiguous(cell) else _ambiguous(cell)
    return stored_number(number), None


def _integer(cell: Cell) -> Normalised:
    if cell is None:
        return None, None
    if isinstance(cell, bool):
        return _as_text(cell), Notice("int_parsing")
    if isinstance(cell, int):
        return cell, None
    if isinstance(cell, float):
        if cell.is_integer():
            return int(cell), None
        return _as_text(cell), Notice("int_parsing")
    text = _as_text(cell) or ""
    found = _PROJECT.fullmatch(text)
    if found is None:
        return text, Notice("int_parsing")
    return int(found.group(1)), None


def _date(cell: Cell) -> Normalised:
    if cell is None:
        return None, None
    if isinstance(cell, dt.datetime):
        return cell.date().isoformat(), None
    if isinstance(cell, dt.date):
        return cell.isoformat(), None
    if isinstance(cell, int | float) and not isinstance(cell, bool):
        if float(cell).is_integer() and int(cell) in _SERIALS:
            return (_EXCEL_EPOCH + dt.timedelta(days=int(cell))).isoformat(), None
        return _as_text(cell), Notice("date")
    text = _as_text(cell) or ""
    for pattern in _DATE_PATTERNS:
        try:
            return dt.datetime.strptime(text[:10].strip(), pattern).date().isoformat(), None
        except ValueError:
            continue
    if text.isdigit() and int(text) in _SERIALS:
        return (_EXCEL_EPOCH + dt.timedelta(days=int(text))).isoformat(), None
    return text, Notice("date")


def _boolean(cell: Cell) -> Normalised:
    if cell is None or isinstance(cell, bool):
        return cell, None
    text = fold(_as_text(cell) or "")
    if text in _TRUE:
        return True, None
    if text in _FALSE:
        return False, None
    return _as_text(cell), Notice("bool_parsing")


def _choice(ui: Ui) -> Normaliser:
    """A listed value found by its value, its label or a common name, blind to case and
    accents; a value not listed stays as written: free text where the form allows it
    (an editable choice), else with the form's "rule.choice"."""
    assert ui.choices is not None
    choices = ui.choices
    free = ui.widget == "editable_choice"

    def choose(cell: Cell) -> Normalised:
        text = _as_text(cell)
        if text is None:
            return None, None
        value = listed_choice(choices, text)
        if value is not None:
            return value, None
        return text, None if free else Notice("rule.choice")

    return choose


@cache
def _sub_categories(category: str | None) -> dict[str, str]:
    """Folded sub-category -> its listed spelling: of `category`, or of all when unknown."""
    lists = [CATEGORIES[category]] if category in CATEGORIES else list(CATEGORIES.values())
    return {fold(sub): sub for subs in lists for sub in subs}


def sub_category(category: str | None, cell: Cell) -> Normalised:
    """A sub-category spelt as listed, within its category first; another text stays as
    written (the form's rule says whether it fits its category)."""
    if isinstance(cell, FormulaError):
        return _formula_error(cell)
    text = _as_text(cell)
    if text is None:
        return None, None
    folded = fold(text)
    return _sub_categories(category).get(folded) or _sub_categories(None).get(folded, text), None
