"""The values a column's cells may take when its field takes them from a fixed list
(`resources/interface/values.json`): offered as a list where a cell is fixed, and named in
a problem's line, so nobody fixes "Plafonds" by guessing.

A sub-category's list is its row's category's (every sub-category when the row names no
known category); a unit's list is the unit codes (another unit may be typed: free text).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api.categories import CATEGORIES
from app.api.categories import sub_categories
from app.inventory.columns import PHOTO
from app.inventory.columns import column

SUB_CATEGORY = "subProductCategory"
CATEGORY = "productCategory"


def allowed_values(key: str, leaves: Mapping[str, Any] | None = None) -> tuple[str, ...]:
    """The listed values of the column `key` (a wire path), in the list's order; empty when
    its field takes any text. `leaves`: the row's values, for a sub-category's category."""
    if key == PHOTO:
        return ()
    if key == SUB_CATEGORY:
        category = (leaves or {}).get(CATEGORY)
        if isinstance(category, str) and category in CATEGORIES:
            return sub_categories(category)
        return tuple(sub for subs in CATEGORIES.values() for sub in subs)
    try:
        ui = column(key).field.ui  # type: ignore[union-attr]  # every key but PHOTO has one
    except KeyError:
        return ()
    if ui.widget not in ("choice", "editable_choice") or not ui.choices:
        return ()
    return tuple(value for value in ui.choices if value != "")


CHOICE_PROBLEMS = frozenset({"rule.choice", "rule.sub_category"})
"""The problems of a value outside its list: their lines name the list."""
