"""How a number is read from text and shown as text: one rule for the form, a table cell, the
import, the report, the labels, the export and the listing ("1.234,5" is 1234.5 in each).

`read_number`, for Dutch and English usage alike: spaces and a euro sign are looked past
("€ 1 234,50"); of a point and a comma the last is the decimal separator and the other groups
thousands ("1.234,5", "1,234.5"), as does one that comes twice ("1.234.567"); groups are of
three ("12.34,5", "1,2,3" are no numbers); a lone separator is the decimal one ("12,5",
"0,125"), unless three digits follow it after a first group of one to three not starting
with 0 ("1.250", "€ 1,000"): thousands in one convention, decimals in the other. That is read
as decimals (`ambiguous="decimal"`: what is typed into the form; what the service writes,
"1.250" for 1.25) or not at all (`"refuse"`: a spreadsheet's text cell, whose file does not
say its convention, so the import asks rather than guess 1250 for 1.25). No exponent, NaN or
infinity. `show_number` writes the language's way; ungrouped (an editor's text) it reads back
as itself, grouped too unless it is such an ambiguous text (1.250 for 1250): refused then,
never read as another number.
"""

from __future__ import annotations

import re
from decimal import ROUND_HALF_UP
from decimal import Context
from decimal import Decimal
from typing import Any
from typing import Literal

_PLAIN = re.compile(r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)")
_LOOKED_PAST = re.compile(r"[\s€]")
_AMBIGUOUS = re.compile(r"[+-]?[1-9]\d{0,2}[.,]\d{3}")
_GROUPED = re.compile(r"[+-]?[1-9]\d{0,2}([.,])\d{3}(?:\1\d{3})*")  # thousands, one sign

Ambiguous = Literal["decimal", "refuse"]


def read_number(text: str, *, ambiguous: Ambiguous = "decimal") -> Decimal | None:
    """The number `text` says by the rule above; None when it says none (or, refused, an
    ambiguous one)."""
    if is_plain(text):
        if ambiguous == "refuse" and _AMBIGUOUS.fullmatch(text):
            return None
        return Decimal(text)
    cleaned = _LOOKED_PAST.sub("", text)
    if _AMBIGUOUS.fullmatch(cleaned):
        return Decimal(cleaned.replace(",", ".")) if ambiguous == "decimal" else None
    last = max(cleaned.rfind("."), cleaned.rfind(","))
    whole, fraction = cleaned, ""
    if last >= 0 and cleaned.count(cleaned[last]) == 1:  # the decimal separator
        whole, fraction = cleaned[:last], "." + cleaned[last + 1 :]
    if ("." in whole or "," in whole) and not _GROUPED.fullmatch(whole):
        return None
    cleaned = whole.replace(".", "").replace(",", "") + fraction
    return Decimal(cleaned) if _PLAIN.fullmatch(cleaned) else None


def is_plain(text: str) -> bool:
    """Whether `text` is digits with at most one point ("12.5", "100": how the service writes
    a number), which reads the same by any rule: the fast path of a reader of many."""
    whole, _, fraction = text.partition(".")
    return whole.isdecimal() and (fraction.isdecimal() or not fraction)


def is_ambiguous(text: str) -> bool:
    """Whether `text` is a number the rule leaves undecided ("1.250")."""
    return _AMBIGUOUS.fullmatch(_LOOKED_PAST.sub("", text)) is not None


def number_in(value: Any) -> Decimal | None:
    """A stored value as a number: a JSON number, or text read by `read_number`; None for no
    value, a boolean, text that says no number, NaN and infinity."""
    if isinstance(value, str):
        return read_number(value)
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal):
        return None
    # repr: the shortest text that reads back as the float (0.1, not 0.1000000000000000055)
    number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    return number if number.is_finite() else None


def given_text(value: Any) -> str:
    """A stored value as it was given, for a number shown as such (one beyond what a figure
    sensibly is): a JSON number as JSON writes it ("1e+308"), text as typed."""
    if isinstance(value, float):
        return repr(value)
    return str(value).strip()


def stored_number(value: Decimal) -> int | float:
    """As the form keeps a number: 12 for a whole number, else the float that prints as the
    decimal."""
    return int(value) if value == value.to_integral_value() else float(value)


def show_number(
    value: Decimal | int | float, language: str, places: int | None = None, *, grouped: bool = True
) -> str:
    """A finite `value` as `language` writes it ("nl": 1.234,5; else 1,234.5): with the
    digits it has, or rounded half up to exactly `places` decimals; thousands grouped unless
    told not to."""
    number = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    if places is not None:
        # Digits enough for any value: the default context's 28 would refuse a larger one.
        digits = Context(prec=max(28, number.adjusted() + places + 2))
        number = number.quantize(Decimal(1).scaleb(-places), ROUND_HALF_UP, digits)
    text = f"{number:,f}" if grouped else f"{number:f}"
    if language == "nl":
        return text.translate(_DUTCH)
    return text


_DUTCH = str.maketrans(".,", ",.")
