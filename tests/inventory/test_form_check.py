"""The form's rules by parts (`FormCheck`) answer exactly what `ProductRequest.check` does,
for thousands of rows mixing good, bad and missing values of every field, and for the
rules between fields (a sub-category of another category, an end before its start)."""

from __future__ import annotations

import json
import random
from typing import Any

from app.api.products import ProductRequest
from app.inventory.columns import PHOTO
from app.inventory.columns import importable_columns
from app.inventory.form_check import FormCheck
from app.inventory.form_check import nest

# For each field: values the form takes, values it refuses, and None (left out).
POOLS: dict[str, list[Any]] = {
    "itemDetails.name": ["Deur", "", "  ", "x" * 300, 12, None],
    "itemDetails.productDescription.description": ["Eiken", "y" * 5000, None],
    "productCategory": ["Deuren", "Vloeren", "Deur", "", None],
    "subProductCategory": ["Binnendeuren", "Tegels", "Iets anders", None],
    "quantity.quantityValue": [1, 2.5, 0, -1, "veel", 10**16, 1.123456789012345678, None],
    "quantity.quantityUoM": ["PCE", "pallet", "", None],
    "priceInformation.price": [12.5, -3, "gratis", None],
    "priceInformation.priceBase.VATInformation": [True, False, "misschien", None],
    "validityInformation.statusCode": ["Te koop", "Weg", None],
    "validityInformation.validityStartDate": ["2026-03-01", "2026-05-01", "gisteren", None],
    "validityInformation.validityEndDate": ["2026-04-01", "2026-02-01", "morgen", None],
    "projectNumber": [12, "P-12", 1.5, None],
    "person.contactInformation.emailAddress": ["a@example.nl", "geen mail", None],
    "address.city": ["Delft", "", None],
    "genericEnvironmentalInformation.co2Reduction": [3.5, "veel", None],
}


def test_the_check_by_parts_equals_the_forms_on_random_rows() -> None:
    chance = random.Random(16)
    others = [c.key for c in importable_columns() if c.key not in POOLS and c.key != PHOTO]
    check = FormCheck()
    for _ in range(3000):
        values: dict[str, Any] = {}
        for key, pool in POOLS.items():
            value = chance.choice(pool)
            if value is not None:
                values[key] = value
        for key in chance.sample(others, 3):
            values[key] = chance.choice(["tekst", 7, ""])
        if "itemDetails.productDescription.description" in values:
            values["itemDetails.productDescription.languageCode"] = "NL"

        assert check.check(values) == ProductRequest.check(nest(values)), values


def test_nest_builds_the_wire_shape() -> None:
    assert nest({"itemDetails.name": "Deur", "quantity.quantityValue": 2, "projectNumber": 3}) == {
        "itemDetails": {"name": "Deur"},
        "quantity": {"quantityValue": 2},
        "projectNumber": 3,
    }


def test_nest_keeps_the_order_of_first_leaves_and_walks_odd_shapes() -> None:
    from app.inventory.form_check import _nest_by_walking

    content = nest({"a.x": 1, "b": 2, "a.y.z": "it's", "c.d": None})
    assert json.dumps(content) == '{"a": {"x": 1, "y": {"z": "it\'s"}}, "b": 2, "c": {"d": null}}'
    # A leaf and a group of one name (which no form has): as walking the paths gives it.
    odd = {"a": {"k": 1}, "a.b": 2}
    assert (
        nest(dict(odd))
        == _nest_by_walking(*odd.values(), paths=tuple(odd))
        == {"a": {"k": 1, "b": 2}}
    )
    chance = random.Random(17)
    names = ["itemDetails.name", "quantity.quantityValue", "a.b.c", "a.d", "e", "f.g"]
    for _ in range(300):
        paths = chance.sample(names, chance.randint(0, len(names)))
        leaves = {path: chance.random() for path in paths}
        assert nest(leaves) == _nest_by_walking(*leaves.values(), paths=tuple(paths))
        assert list(nest(leaves)) == list(_nest_by_walking(*leaves.values(), paths=tuple(paths)))
