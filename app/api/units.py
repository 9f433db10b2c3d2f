"""The one reading of a unit as the user writes it ("m2", "m²", "m1", "stuks", "pcs") as the
service's code (MTK, MTR, PCE): the form, the table's cells, the bulk edit, the import and
the request model all ask `listed_choice`, so the catalogue never mixes `m2` and `MTK`.

A listed value is found by its code, its label (with or without its bracket), the label's
bracket ("m²" of "vierkante meter (m²)") or a common name of its unit, blind to case,
accents and spacing; a text that names none stays as written (free text is allowed).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from functools import cache
from typing import Any
from typing import Final

EURO: Final = "EUR"
"""A price's unit in a header ("Prijs (€)"): shown, nothing to convert (prices are euros)."""

# Common names of the unit codes, besides each code and its Dutch label (values.json).
UNIT_NAMES: Final[Mapping[str, Iterable[str]]] = {
    "PCE": ("st", "stk", "stuk", "stuks", "pcs", "pc", "piece", "pieces", "ea", "each"),
    "MTR": ("m", "m1", "mtr", "metre", "meter", "meters", "strekkende meter"),
    "MTK": ("m2", "m²", "vierkante meter", "square metre", "square meter", "sqm"),
    "MTQ": ("m3", "m³", "kubieke meter", "cubic metre", "cubic meter"),
    "KGM": ("kg", "kilo", "kilogram", "kilograms"),
    "TNE": ("t", "ton", "tonne", "tonnes", "tons"),
    "LTR": ("l", "ltr", "liter", "litre", "liters", "litres"),
    "MMT": ("mm", "millimeter", "millimetre"),
    "CMT": ("cm", "centimeter", "centimetre"),
    EURO: ("€", "eur", "euro", "euros"),
}


def fold(text: str) -> str:
    """`text` blind to case, accents and spacing: " Te  Koop " -> "te koop"; "m²" stays
    "m²" (a superscript is no accent)."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return " ".join(stripped.split())


# NFKD reads "²" as "2": "m²" and "m2" fold alike, as they should.
_BY_NAME: Final = {
    fold(name): code for code, names in UNIT_NAMES.items() for name in (code, *names)
}


def unit_code(text: str) -> str | None:
    """The code of a unit as written ("mm", "m²", "Meter", "MTK"); None when not one."""
    return _BY_NAME.get(fold(text).rstrip("."))


@cache
def _known(choices: tuple[tuple[str, str | None], ...]) -> dict[str, str]:
    """Folded name -> listed value, of (value, label) pairs (a label None: a plain list)."""
    known: dict[str, str] = {fold(value): value for value, _label in choices}
    for value, label in choices:
        if label is not None:
            known.setdefault(fold(label), value)
            known.setdefault(fold(re.sub(r"\s*\(.*\)", "", label)), value)
            for bracketed in re.findall(r"\((.*?)\)", label):
                known.setdefault(fold(bracketed), value)
        for name in UNIT_NAMES.get(value, ()):
            known.setdefault(fold(name), value)
    return known


def listed_choice(choices: Mapping[str, str] | Sequence[str], text: str) -> str | None:
    """The listed value `text` names (by value, label or a common name); None when none."""
    pairs = (
        tuple(choices.items())
        if isinstance(choices, Mapping)
        else tuple((value, None) for value in choices)
    )
    known = _known(pairs)
    folded = fold(text)
    return known.get(folded) or known.get(folded.rstrip("."))


def as_listed(choices: Mapping[str, str] | Sequence[str], value: Any) -> Any:
    """`value` as the listed value it names ("m2" -> "MTK"), trimmed; other values (a free
    text naming none, a number, None) as given."""
    if not isinstance(value, str):
        return value
    return listed_choice(choices, value) or value


# Texts a reader remembers the reading of: a catalogue writes its units a few ways only, so
# this holds them all; an odd one past it is read afresh each time.
_REMEMBERED = 256


def listed_reader(choices: Mapping[str, str] | Sequence[str]) -> Callable[[Any], Any]:
    """`as_listed` over fixed `choices`, as a table lookup for the texts met before: a list
    of 100,000 products reads two units each, the same few codes again and again."""
    pairs = (
        tuple(choices.items())
        if isinstance(choices, Mapping)
        else tuple((value, None) for value in choices)
    )
    known = _known(pairs)
    read: dict[str, str] = {}

    def reader(value: Any) -> Any:
        if type(value) is not str:
            return as_listed(choices, value)
        found = read.get(value)
        if found is None:
            folded = fold(value)
            found = known.get(folded) or known.get(folded.rstrip(".")) or value
            if len(read) < _REMEMBERED:
                read[value] = found
        return found

    return reader
