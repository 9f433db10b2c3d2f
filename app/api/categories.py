"""The fixed value lists and limits of the interface, read from `resources/interface/`.

The spec shows neither the categories, nor the units, nor the limits: these interface
assumptions live once, in `values.json` and `limits.json`, which the sandbox reads too
(without importing this module): change a file when the real service differs.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any
from typing import Final

from app.paths import resources_dir


def _interface_file(name: str) -> Any:
    return json.loads((resources_dir() / "interface" / name).read_text(encoding="utf-8"))


_VALUES: Final[dict[str, Any]] = _interface_file("values.json")

CATEGORIES: Final[dict[str, tuple[str, ...]]] = {
    name: tuple(subs) for name, subs in _VALUES["categories"].items()
}
"""productCategory -> its subProductCategory values, in display order."""


def sub_categories(category: str) -> tuple[str, ...]:
    """The sub-categories of `category`; empty for an unknown category."""
    return CATEGORIES.get(category, ())


# Common codes (UN/ECE Rec 20) with Dutch labels for `quantity.quantityUoM` and
# `physicalDimensions.uoMMeasurement`; free text is allowed.
QUANTITY_UNITS: Final[dict[str, str]] = dict(_VALUES["quantity_units"])
MEASUREMENT_UNITS: Final[dict[str, str]] = dict(_VALUES["measurement_units"])

# The values of `validityInformation.statusCode`, a project's `status_materiaal` and
# `grondsoort` (the empty string: not given) and a subscription's `event_type`.
PRODUCT_STATUSES, MATERIAL_STATUSES, SOIL_TYPES, EVENT_TYPES = (
    tuple[str, ...](_VALUES[key])
    for key in ("product_statuses", "material_statuses", "soil_types", "event_types")
)

LIMITS: Final[Mapping[str, Mapping[str, Mapping[str, int]]]] = _interface_file("limits.json")
"""Kind ("product", ..., and "media", "list", "request") -> dotted wire path -> the keyword
arguments of pydantic's `Field` (`max_length`, `ge`, ...): every limit the sandbox enforces."""
