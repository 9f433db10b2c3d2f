"""What a spreadsheet column can fill, and the mapping proposed from a header row.

The names a column is known by come from where the field is declared (`Ui`: its labels
in Dutch and English, its section, its `also` synonyms) and its wire path: nothing is
listed twice. Headers are compared blind to case, accents, spaces and punctuation, and a
unit in brackets ("Hoogte (mm)") is looked past. Each column fills at most one field and
each field is filled by one column: the best match takes it, the leftmost on a tie. A
bare "Eenheid"/"Unit" is the dimensions' unit when it stands next to a dimension, else the
quantity's.

The dimensions by one rule: Hoogte/Height/H is the height, Breedte/Width/B/W the width,
Diepte/Depth/Dikte/Thickness/D the depth; Lengte/Length/L (the longest side) takes the
first of height, depth, width that no other column fills: a plank's "Lengte, Breedte,
Dikte" is height, width, depth, a beam's "Lengte, Breedte, Hoogte" depth, width, height.
A column left without a field (a fourth dimension, a second "Hoogte") is not imported, and
is named before anything is written (`app.inventory.plan.not_imported`).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from app.api.products import ProductPaths
from app.api.products import ProductRequest
from app.api.schema import SchemaField
from app.api.schema import schema_fields
from app.inventory.units import split_header

PHOTO = "photo"
"""The key of the column naming a row's photo files (not a field of the product)."""

Mapping_ = dict[int, str]
"""A column mapping: the sheet's column index -> a column key (a wire path, or PHOTO)."""

_PHOTO_TITLES = {"nl": "Foto", "en": "Photo"}
_PHOTO_ALSO = ("Foto's", "Fotos", "Afbeelding", "Afbeeldingen", "Bestand", "Bestandsnaam")
_PHOTO_ALSO_EN = ("Photos", "Image", "Images", "Picture", "File", "File name")

_UNIT_WORDS = frozenset({"eenheid", "unit"})
_LENGTH_WORDS = frozenset({"lengte", "length", "l"})
_LENGTH_TAKES = (ProductPaths.HEIGHT, ProductPaths.DEPTH, ProductPaths.WIDTH)

# How sure a match is: a whole title or wire path, a label, a synonym or a path's last part.
_EXACT, _LABEL, _SYNONYM = 3, 2, 1


@dataclass(frozen=True)
class Column:
    key: str  # the field's dotted wire path ("quantity.quantityValue"), or PHOTO
    field: SchemaField | None  # None for PHOTO

    def title(self, language: str) -> str:
        """The header an export writes and the import recognises: the form's label, with
        its section when the label alone is not unique ("Eenheid (Hoeveelheid)")."""
        if self.field is None:
            return _PHOTO_TITLES.get(language, _PHOTO_TITLES["en"])
        label = self.field.label(language)
        if self.field.ui.title or _label_count(language)[label] == 1:
            return label
        section = ProductRequest.SECTIONS[self.field.ui.section].label(language)
        return f"{label} ({section})"

    def names(self) -> tuple[str, ...]:
        """Every header that names this column, besides its titles: labels and synonyms."""
        if self.field is None:
            return (*_PHOTO_ALSO, *_PHOTO_ALSO_EN)
        return (self.field.ui.nl, self.field.ui.en, *self.field.ui.also)


@cache
def _label_count(language: str) -> Counter[str]:
    return Counter(c.field.label(language) for c in importable_columns() if c.field is not None)


@cache
def importable_columns() -> tuple[Column, ...]:
    """Every column an inventory may have, in the product form's order, PHOTO last."""
    sections = list(ProductRequest.SECTIONS)
    fields = sorted(
        (f for f in schema_fields(ProductRequest) if not f.ui.service_owned),
        key=lambda f: sections.index(f.ui.section),
    )
    return (*(Column(f.path, f) for f in fields), Column(PHOTO, None))


@cache
def _by_key() -> dict[str, Column]:
    return {c.key: c for c in importable_columns()}


def column(key: str) -> Column:
    return _by_key()[key]


def normalise_header(text: str) -> str:
    """`text` blind to case, accents, spaces and punctuation: "Prijs (€)" -> "prijs"."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in decomposed if ch.isalnum())


_BRACKETED = re.compile(r"\s*[(\[][^)\]]*[)\]]\s*$")


@cache
def _known_names() -> dict[str, list[tuple[int, str]]]:
    """Normalised header -> the (certainty, key) pairs it may mean."""
    known: dict[str, list[tuple[int, str]]] = {}

    def add(name: str, certainty: int, key: str) -> None:
        normal = normalise_header(name)
        if normal and (certainty, key) not in known.setdefault(normal, []):
            known[normal].append((certainty, key))

    for found in importable_columns():
        for language in ("nl", "en"):
            add(found.title(language), _EXACT, found.key)
        if found.field is not None:
            add(found.key, _EXACT, found.key)
            add(found.key.rpartition(".")[2], _SYNONYM, found.key)
            labels = (found.field.ui.nl, found.field.ui.en)
            for label in labels:
                add(_BRACKETED.sub("", label), _LABEL, found.key)
        for name in found.names():
            add(name, _SYNONYM, found.key)
    return known


def _candidates(header: str) -> list[tuple[int, str]]:
    known = _known_names()
    found = known.get(normalise_header(header))
    if found is None:
        found = known.get(_bare(header), [])
    # A shared label ("Naam", "Eenheid") means the record's title field, or the unit
    # settled below by the columns around it; the other fields need their full title.
    best = max((certainty for certainty, _ in found), default=0)
    top = [key for certainty, key in found if certainty == best]
    if len(top) > 1:
        title = next((k for k in top if (c := _by_key()[k].field) and c.ui.title), None)
        if title is not None:
            return [(best, title)]
        if set(top) == {ProductPaths.QUANTITY_UNIT, ProductPaths.MEASUREMENT_UNIT}:
            return [(best, ProductPaths.QUANTITY_UNIT)]
    return [(certainty, key) for certainty, key in found if certainty == best]


def propose_mapping(header: Sequence[str]) -> Mapping_:
    """The mapping guessed from the header: labels (nl, en), titles, wire names, synonyms."""
    guesses = [
        (certainty, -index, index, key)
        for index, text in enumerate(header)
        if text and text.strip()
        for certainty, key in _candidates(text)
    ]
    mapping: Mapping_ = {}
    taken: set[str] = set()
    for _, _, index, key in sorted(guesses, reverse=True):
        if index in mapping:
            continue
        if key == ProductPaths.QUANTITY_UNIT and _is_unit_word(header[index]):
            key = _unit_by_neighbours(header, index, taken)
        if key in taken:
            continue
        mapping[index] = key
        taken.add(key)
    for index, text in enumerate(header):
        if index not in mapping and _bare(text or "") in _LENGTH_WORDS:
            free = next((key for key in _LENGTH_TAKES if key not in taken), None)
            if free is not None:
                mapping[index] = free
                taken.add(free)
    return dict(sorted(mapping.items()))


def _bare(text: str) -> str:
    """A header without its unit or a bracketed remark: "Hoogte in m" -> "hoogte"."""
    return normalise_header(_BRACKETED.sub("", split_header(text)[0]))


def field_named(name: str) -> str | None:
    """The column key a user names: by its wire path ("address.city") or as a header would
    ("Plaats", "City", "Categorie"); None when it names none, or more than one."""
    if name in _by_key() and name != PHOTO:
        return name
    found = {key for _, key in _candidates(name)} - {PHOTO}
    return found.pop() if len(found) == 1 else None


def _is_unit_word(text: str) -> bool:
    return normalise_header(text) in _UNIT_WORDS


def _unit_by_neighbours(header: Sequence[str], index: int, taken: set[str]) -> str:
    """A bare "Eenheid": the unit of the value beside it, the left one first (a unit follows
    its value); the quantity's when neither is a quantity or a dimension."""
    for beside in (index - 1, index + 1):
        keys = (
            {key for _, key in _candidates(header[beside])} if 0 <= beside < len(header) else set()
        )
        if keys & set(ProductPaths.DIMENSIONS) and ProductPaths.MEASUREMENT_UNIT not in taken:
            return ProductPaths.MEASUREMENT_UNIT
        if ProductPaths.QUANTITY_VALUE in keys and ProductPaths.QUANTITY_UNIT not in taken:
            return ProductPaths.QUANTITY_UNIT
    return (
        ProductPaths.QUANTITY_UNIT
        if ProductPaths.QUANTITY_UNIT not in taken
        else ProductPaths.MEASUREMENT_UNIT
    )


def header_key(header: Sequence[str]) -> str:
    """The key under which the mapping chosen for this set of headers is remembered."""
    joined = "\x1f".join(normalise_header(text or "") for text in header)
    return hashlib.sha256(joined.encode()).hexdigest()[:24]


def mapped_twice(mapping: Mapping[int, str]) -> list[str]:
    """The keys more than one column is mapped to (the import refuses such a mapping)."""
    counts = Counter(mapping.values())
    return [key for key in dict.fromkeys(mapping.values()) if counts[key] > 1]
