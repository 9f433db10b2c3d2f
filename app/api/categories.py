"""The fixed value lists of the interface: categories, units and statuses.

The interface has no category list operation, so the client knows the list the
service accepts (an interface assumption: change it here when the service
differs). The UI fills its combo boxes from these tuples; units also accept free
text.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Final

CATEGORIES: Final[dict[str, tuple[str, ...]]] = {
    "Deuren": ("Binnendeuren", "Buitendeuren", "Kozijnen", "Deurbeslag"),
    "Constructie": ("Balken", "Kolommen", "Spanten", "Staalprofielen"),
    "Vloeren": ("Tegels", "Parket", "Vloerplaten", "Tapijttegels"),
    "Wanden en plafonds": ("Systeemwanden", "Plafondplaten", "Gipsplaten"),
    "Gevel en dak": ("Gevelpanelen", "Dakpannen", "Ramen", "Glas"),
    "Sanitair": ("Toiletten", "Wastafels", "Kranen", "Douches"),
    "Installaties": ("Verlichting", "Radiatoren", "Ventilatie", "Elektra"),
    "Inrichting": ("Kasten", "Tafels", "Stoelen", "Keukens"),
    "Buitenruimte": ("Bestrating", "Hekwerk", "Straatmeubilair"),
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


QUANTITY_UNITS: Final[dict[str, str]] = {
    "PCE": "stuks",
    "MTR": "meter",
    "MTK": "vierkante meter (m²)",
    "MTQ": "kubieke meter (m³)",
    "KGM": "kilogram",
    "TNE": "ton",
    "LTR": "liter",
}
"""Common UN/ECE Rec 20 codes for `quantity.quantityUoM` with Dutch labels; free text is allowed."""

MEASUREMENT_UNITS: Final[dict[str, str]] = {
    "MMT": "millimeter",
    "CMT": "centimeter",
    "MTR": "meter",
}
"""Common codes for `physicalDimensions.uoMMeasurement`; free text is allowed."""

PRODUCT_STATUSES: Final[tuple[str, ...]] = (
    "Beschikbaar",
    "Te koop",
    "Gereserveerd",
    "Geleverd",
    "Verkocht",
)
"""Values of `validityInformation.statusCode` (products) and `status_materiaal` (projects)."""

MATERIAL_STATUSES: Final = PRODUCT_STATUSES

SOIL_TYPES: Final[tuple[str, ...]] = ("", "Zand", "Veen", "Klei", "Loss", "Anders")
"""Values of a project's `grondsoort`; the empty string means not given."""

EVENT_TYPES: Final[tuple[str, ...]] = ("created", "updated", "deleted")
"""Values of a subscription's `event_type`."""

LANGUAGE_CODES: Final[tuple[str, ...]] = ("NL",)
