"""What a spreadsheet column can fill, and the mapping proposed from a header row.

(Interface skeleton; helper H1 implements it.)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from app.api.schema import SchemaField

PHOTO = "photo"
"""The key of the column naming a row's photo files (not a field of the product)."""

Mapping_ = dict[int, str]
"""A column mapping: the sheet's column index -> a column key (a wire path, or PHOTO)."""


@dataclass(frozen=True)
class Column:
    key: str  # the field's dotted wire path ("quantity.quantityValue"), or PHOTO
    field: SchemaField | None  # None for PHOTO

    def title(self, language: str) -> str:
        """The header an export writes and the import recognises: the form's label, with
        its section when the label alone is not unique ("Eenheid (Hoeveelheid)")."""
        raise NotImplementedError


def importable_columns() -> tuple[Column, ...]:
    """Every column an inventory may have, in the product form's order, PHOTO last."""
    raise NotImplementedError


def column(key: str) -> Column:
    raise NotImplementedError


def propose_mapping(header: Sequence[str]) -> Mapping_:
    """The mapping guessed from the header: labels (nl, en), titles, wire names, synonyms."""
    raise NotImplementedError


def header_key(header: Sequence[str]) -> str:
    """The key under which the mapping chosen for this set of headers is remembered."""
    raise NotImplementedError


def mapped_twice(mapping: Mapping[int, str]) -> list[str]:
    """The keys more than one column is mapped to (the import refuses such a mapping)."""
    raise NotImplementedError
