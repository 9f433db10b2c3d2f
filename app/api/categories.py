"""The fixed value lists and limits of the interface, read from `resources/interface/`.

The spec shows neither a category list operation, nor the units, nor the limits on
names and bodies: these are interface assumptions. They live once, in the data files
`values.json` and `limits.json`, which the sandbox reads too (without importing this
module): change a file when the real service differs and both sides follow. The UI
fills its combo boxes from these values; units also accept free text.
"""

from __future__ import annotations

import json
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
"""Record kind ("product", "project", "subscription", ...) -> dotted wire path -> limits.

Each entry holds keyword arguments of pydantic's `Field` (`max_length`, `min_length`, `ge`,
`le`, and `default` for the page size); e.g. `LIMITS["product"]["itemDetails.name"] ==
{"max_length": 255}`. Every limit the sandbox enforces on a request field is here; a path
without limits is absent. The kinds "media" (upload names), "list" (page, per_page) and
"request" (`body`: the largest body in bytes) are not records but are limits all the same.
"""
