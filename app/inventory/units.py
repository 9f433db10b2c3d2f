"""Units an inventory writes in its headers ("Hoogte (mm)", "Breedte [cm]", "Lengte in m",
"Oppervlakte m²", "Prijs (€)") and in its cells ("2,10 m", "12 m²"), as the form's codes.

The rules it keeps (the planner applies them, `apply_units`):
- A unit in a column's header is the unit of its every cell; the user may change it in
  the mapping. A cell's own unit that differs from its header's is a problem at that cell.
- The dimensions (height, width, depth) go out in one unit, `uoMMeasurement`: the finest
  of their headers' units (mm before cm before m), else the row's unit column, else the
  finest unit the row's cells name. Each value is converted exactly, in decimals (2,10 m is
  2100 mm). A unit column that names a unit none of the dimension headers has is a problem
  at its cell; so is a dimension in a unit that is no length (kg).
- A quantity whose header or cell names its unit ("Oppervlakte (m²)", "12 m²") takes that
  unit as `quantity.quantityUoM` (MTK); a quantity unit column that says otherwise is a
  problem at its cell.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from app.api.notices import Notice
from app.api.numbers import number_in
from app.api.numbers import read_number
from app.api.numbers import stored_number
from app.api.products import ProductPaths
from app.api.units import EURO
from app.api.units import unit_code

SYMBOLS: Mapping[str, str] = {
    "MMT": "mm",
    "CMT": "cm",
    "MTR": "m",
    "MTK": "m²",
    "MTQ": "m³",
    "KGM": "kg",
    "TNE": "t",
    "LTR": "l",
    "PCE": "st",
    EURO: "€",
}
"""Each code as a header writes it: what the mapping shows."""

LENGTHS: Mapping[str, Decimal] = {
    "MMT": Decimal("0.001"),
    "CMT": Decimal("0.01"),
    "MTR": Decimal(1),
}
"""The length units in metres: a dimension is converted between these, exactly."""


# "(mm)", "[cm]", "(in m)", " in m", " m²", " €" at the header's end.
_HEADER_UNIT = re.compile(
    r"\s*(?:[(\[]\s*(?:in\s+)?([^)\]]+?)\s*[)\]]|\s+in\s+(\S+)|\s+(m[²³23]|mm|cm|m|kg|€))\s*$",
    re.IGNORECASE,
)


def split_header(text: str) -> tuple[str, str | None]:
    """A header without its unit, and the unit's code: "Hoogte (mm)" -> ("Hoogte", "MMT");
    a bracket that names no unit stays: ("Naam (NL)", None)."""
    found = _HEADER_UNIT.search(text)
    if found is None:
        return text, None
    code = unit_code(next(g for g in found.groups() if g is not None))
    return (text[: found.start()], code) if code is not None else (text, None)


def header_units(header: Sequence[str]) -> dict[int, str]:
    """The unit each column's header names, by column index."""
    return {i: code for i, text in enumerate(header) if (code := split_header(text or "")[1])}


_CELL = re.compile(r"\s*(.*?\d[.,]?)\s*([^\d\s.,+-][^\d]*?)\s*")


def split_cell(cell: Any) -> tuple[Decimal | None, str | None]:
    """A cell's number and the unit it names: "2,10 m" -> (2.10, "MTR"); 12.5 -> (12.5, None);
    (None, None) when it is no number (with or without a unit)."""
    if not isinstance(cell, str):
        return number_in(cell), None
    number = read_number(cell, ambiguous="refuse")  # as a number cell (`values`)
    if number is not None:
        return number, None
    found = _CELL.fullmatch(cell)
    if found is None or (code := unit_code(found.group(2))) is None:
        return None, None
    return read_number(found.group(1), ambiguous="refuse"), code


def convert(value: Decimal, unit: str, to: str) -> Decimal:
    """`value` in `unit` as `to` (both lengths), exactly: 2.10 MTR -> 2100 MMT."""
    return value * LENGTHS[unit] / LENGTHS[to]


def finest(units: Iterable[str]) -> str | None:
    lengths = [unit for unit in units if unit in LENGTHS]
    return min(lengths, key=LENGTHS.__getitem__, default=None)


def _mismatch(said: str, header: str) -> Notice:
    return Notice(
        "inventory.unit_mismatch",
        {"unit": SYMBOLS.get(said, said), "header": SYMBOLS.get(header, header)},
    )


Problems = dict[str, list[Notice]]


def needs_units(rows: Sequence[Mapping[str, Any]], units: Mapping[str, str]) -> bool:
    """Whether `apply_units` has anything to do: a header unit of a dimension or quantity,
    or a text cell in one with a letter (which may name its unit): plain numbers are in
    the row's unit already."""
    if not rows:
        return False
    keys = [
        key for key in (*ProductPaths.DIMENSIONS, ProductPaths.QUANTITY_VALUE) if key in rows[0]
    ]
    if any(key in units for key in keys):
        return True
    # One search over each column's text cells joined: a tenth of a search per cell.
    return any(
        _UNIT_CHARACTER.search(" ".join([c for row in rows if (c := row[key]).__class__ is str]))
        for key in keys
    )


_UNIT_CHARACTER = re.compile(r"[^\d\s.,+\-€]")


def apply_units(
    rows: Sequence[Mapping[str, Any]], units: Mapping[str, str]
) -> tuple[list[dict[str, Any]], list[Problems]]:
    """The rows (cells by column key) with their dimensions converted to one unit and the
    units set, as the module's text says; and each row's problems by key."""
    sizes = [key for key in ProductPaths.DIMENSIONS if key in rows[0]] if rows else []
    size_units = {units[key] for key in sizes if key in units}
    target = finest(size_units)
    quantity = ProductPaths.QUANTITY_VALUE in rows[0] if rows else False
    converted: list[dict[str, Any]] = []
    problems: list[Problems] = []
    for original in rows:
        row = dict(original)
        found: Problems = {}
        if sizes:
            _sizes(row, sizes, units, size_units, target, found)
        if quantity:
            _quantity(row, units.get(ProductPaths.QUANTITY_VALUE), found)
        converted.append(row)
        problems.append(found)
    return converted, problems


def _given_unit(cell: Any) -> str | None:
    return unit_code(cell) if isinstance(cell, str) else None


def _sizes(
    row: dict[str, Any],
    sizes: list[str],
    units: Mapping[str, str],
    size_units: set[str],
    target: str | None,
    found: Problems,
) -> None:
    given = _given_unit(row.get(ProductPaths.MEASUREMENT_UNIT))
    if given is not None and size_units and given not in size_units:
        found[ProductPaths.MEASUREMENT_UNIT] = [_mismatch(given, target or next(iter(size_units)))]
        return
    parsed: list[tuple[str, Decimal, str | None]] = []
    for key in sizes:
        number, said = split_cell(row[key])
        stated = units.get(key)
        if number is None:
            continue  # empty or no number: the number's reading says so
        if said is not None and stated is not None and said != stated:
            found[key] = [_mismatch(said, stated)]
            continue
        unit = said or stated
        if unit is not None and unit not in LENGTHS:
            found[key] = [Notice("inventory.not_a_length", {"unit": SYMBOLS.get(unit, unit)})]
            continue
        parsed.append((key, number, unit))
    to = target or given or finest(unit for _, _, unit in parsed if unit)
    row.setdefault(ProductPaths.MEASUREMENT_UNIT, None)
    if to is None or to not in LENGTHS:
        return
    for key, number, unit in parsed:
        row[key] = stored_number(convert(number, unit or to, to))
    if parsed or target is not None:
        row[ProductPaths.MEASUREMENT_UNIT] = to


def _quantity(row: dict[str, Any], header: str | None, found: Problems) -> None:
    row.setdefault(ProductPaths.QUANTITY_UNIT, None)
    number, said = split_cell(row[ProductPaths.QUANTITY_VALUE])
    if number is None:
        return
    if said is not None and header is not None and said != header:
        found[ProductPaths.QUANTITY_VALUE] = [_mismatch(said, header)]
        return
    unit = said or header
    if unit is None:
        return
    given = row[ProductPaths.QUANTITY_UNIT]
    given_code = _given_unit(given)
    if given is not None and given_code != unit:
        found[ProductPaths.QUANTITY_UNIT] = [_mismatch(given_code or str(given), unit)]
        return
    row[ProductPaths.QUANTITY_VALUE] = stored_number(number)
    row[ProductPaths.QUANTITY_UNIT] = unit
