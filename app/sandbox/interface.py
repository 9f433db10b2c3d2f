"""The interface's value lists and limits, from the data files in `resources/interface/`.

The client reads the same files as its assumptions; the sandbox never imports the client.
"""

from __future__ import annotations

import json
import re
from typing import Any
from typing import Final

from app.paths import resources_dir


def _read(folder: str, name: str) -> Any:
    return json.loads((resources_dir() / folder / name).read_text(encoding="utf-8"))


_VALUES: Final[dict[str, Any]] = _read("interface", "values.json")

CATEGORIES: Final[dict[str, tuple[str, ...]]] = {
    name: tuple(subs) for name, subs in _VALUES["categories"].items()
}
ALL_SUBCATEGORIES: Final[frozenset[str]] = frozenset(
    sub for subs in CATEGORIES.values() for sub in subs
)
PRODUCT_STATUSES: Final[tuple[str, ...]] = tuple(_VALUES["product_statuses"])
MATERIAL_STATUSES: Final[tuple[str, ...]] = tuple(_VALUES["material_statuses"])
PUBLIC_STATUSES: Final[tuple[str, ...]] = tuple(_VALUES["public_product_statuses"])
SOIL_TYPES: Final[tuple[str, ...]] = tuple(_VALUES["soil_types"])
EVENT_TYPES: Final[tuple[str, ...]] = tuple(_VALUES["event_types"])
SUBSCRIPTION_STATUSES: Final[tuple[str, ...]] = tuple(_VALUES["subscription_statuses"])
LANGUAGE_CODES: Final[tuple[str, ...]] = tuple(_VALUES["language_codes"])

LIMITS: Final[dict[str, dict[str, dict[str, int]]]] = _read("interface", "limits.json")
"""Record kind -> dotted wire path -> keyword arguments of pydantic's `Field` (max_length, ...)."""

WORDING: Final[dict[str, dict[str, str]]] = _read("sandbox", "wording.json")
"""The 422 ending of each pydantic error type (Laravel's wording), and each injected fault."""


def slug(name: str) -> str:
    """The category id of the update's object form `{"id", "type"}`: "gevel-en-dak"."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


CATEGORY_BY_SLUG: Final[dict[str, str]] = {slug(name): name for name in CATEGORIES}
