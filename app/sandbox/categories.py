"""The fixed category list of the sandbox (the service's category list operation is not specified).

A category is written as its name ("Wanden en plafonds") or, in the alternative form of the
update operation, as an object `{"id": "wanden-en-plafonds", "type": "Wanden en plafonds"}`.
"""

from __future__ import annotations

import re
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

ALL_SUBCATEGORIES: Final[frozenset[str]] = frozenset(
    sub for subs in CATEGORIES.values() for sub in subs
)


def slug(name: str) -> str:
    """The category id of the object form: the lower-case name with dashes ("gevel-en-dak")."""
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-")


CATEGORY_BY_SLUG: Final[dict[str, str]] = {slug(name): name for name in CATEGORIES}
