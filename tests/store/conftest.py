"""Fixtures of the store tests: a real store on real files in the test's data folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.store import Store
from app.store.drafts import Draft


@pytest.fixture
def store(isolated_data_dir: Path) -> Iterator[Store]:
    opened = Store.open()
    try:
        yield opened
    finally:
        opened.close()


def product_form(name: str = "Eiken deur", **overrides: Any) -> dict[str, Any]:
    """A product request form as the UI hands it over (wire aliases)."""
    form: dict[str, Any] = {
        "productCategory": "Hout",
        "subProductCategory": "Deuren",
        "itemDetails": {
            "name": name,
            "productDescription": {"description": "Massief, uit 1930", "languageCode": "NL"},
        },
        "quantity": {"quantityValue": 4, "quantityUoM": "PCE"},
        "priceInformation": {"price": 45.5},
        "validityInformation": {"statusCode": "Beschikbaar"},
        "address": {"street": "Dorpsstraat 1", "postalCode": "3511 AB", "city": "Utrecht"},
    }
    form.update(overrides)
    return form


def server_product(product_id: int, name: str, city: str = "Delft", **extra: Any) -> dict[str, Any]:
    """A product as the server lists it (response form)."""
    item: dict[str, Any] = {
        "id": product_id,
        "websiteURI": f"https://example.org/p/{product_id}",
        "productCategory": "Steen",
        "subProductCategory": "Bakstenen",
        "itemDetails": {
            "name": name,
            "productDescription": [{"description": f"{name} van de sloop", "languageCode": "NL"}],
            "attachment": {"imageData": "", "attachedData": ""},
        },
        "quantity": {"quantityValue": "100", "quantityUoM": "PCE"},
        "priceInformation": {"price": "1.25"},
        "validityInformation": {"statusCode": "Te koop"},
        "address": {"street": "Havenkade 2", "postalCode": "2611 AA", "city": city},
    }
    item.update(extra)
    return item


def unknown_outcomes(store: Store) -> list[Draft]:
    """Creates that may have reached the server, as the sync engine looks for them."""
    return [d for d in store.drafts.list_drafts() if d.outcome_unknown]
