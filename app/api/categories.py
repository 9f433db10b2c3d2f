"""The fixed value lists and limits of the interface, read from `resources/interface/`.

The spec shows neither a category list operation, nor the units, nor the limits on
names and bodies: these are interface assumptions. They live once, in the data files
`values.json` and `limits.json`, which the sandbox reads too (without importing this
module): change a file when the real service differs and both sides follow. The UI
fills its combo boxes from these tuples; units also accept free text.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from typing import Any, Final

from app.paths import resources_dir


def _interface_file(name: str) -> Any:
    return json.loads((resources_dir() / "interface" / name).read_text(encoding="utf-8"))


_VALUES: Final[dict[str, Any]] = _interface_file("values.json")

CATEGORIES: Final[dict[str, tuple[str, ...]]] = {
    name: tuple(subs) for name, subs in _VALUES["categories"].items()
}
"""productCategory -> its subProductCategory values, in display order."""


def category_slug(name: str) -> str:
    """The `id` of a category in the object form: `Wanden en plafonds` -> `wanden-en-plafonds`."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode("ascii")
    return re.sub(r"[^a-z0-9]+", "-", plain.lower()).strip("-")


CATEGORY_BY_SLUG: Final[dict[str, str]] = {category_slug(name): name for name in CATEGORIES}


def category_names() -> tuple[str, ...]:
    return tuple(CATEGORIES)


def sub_categories(category: str) -> tuple[str, ...]:
    """The sub-categories of `category`; empty for an unknown category."""
    return CATEGORIES.get(category, ())


def is_known_sub_category(category: str, sub_category: str) -> bool:
    return sub_category in CATEGORIES.get(category, ())


QUANTITY_UNITS: Final[dict[str, str]] = dict(_VALUES["quantity_units"])
"""Common UN/ECE Rec 20 codes for `quantity.quantityUoM` with Dutch labels; free text is allowed."""

MEASUREMENT_UNITS: Final[dict[str, str]] = dict(_VALUES["measurement_units"])
"""Common codes for `physicalDimensions.uoMMeasurement`; free text is allowed."""

PRODUCT_STATUSES: Final[tuple[str, ...]] = tuple(_VALUES["product_statuses"])
"""Values of `validityInformation.statusCode`."""

MATERIAL_STATUSES: Final[tuple[str, ...]] = tuple(_VALUES["material_statuses"])
"""Values of a project's `status_materiaal`."""

SOIL_TYPES: Final[tuple[str, ...]] = tuple(_VALUES["soil_types"])
"""Values of a project's `grondsoort`; the empty string means not given."""

EVENT_TYPES: Final[tuple[str, ...]] = tuple(_VALUES["event_types"])
"""Values of a subscription's `event_type`."""

LANGUAGE_CODES: Final[tuple[str, ...]] = tuple(_VALUES["language_codes"])

LIMITS: Final[Mapping[str, Mapping[str, Mapping[str, int]]]] = _interface_file("limits.json")
"""Record kind ("product", "project", "subscription", ...) -> dotted wire path -> limits.

Each entry holds keyword arguments of pydantic's `Field` (`max_length`, `min_length`, `ge`,
`le`, and `default` for the page size), so a model can say `Field(**limits)`; e.g.
`LIMITS["product"]["itemDetails.name"] == {"max_length": 255}`. Every limit the sandbox
enforces on a request field is here; a path without limits is absent. The kinds "media"
(upload names), "list" (page, per_page) and "request" (`body`: the largest body in bytes)
are not records but are limits all the same.
"""
