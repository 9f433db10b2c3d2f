"""A size without its unit: a warning at the unit, never a problem that stops queueing."""

from __future__ import annotations

from typing import Any

import pytest

from app.api.notices import Notice
from app.api.products import ProductRequest

READY: dict[str, Any] = {
    "productCategory": "Deuren",
    "itemDetails": {"name": "Eiken binnendeur"},
    "quantity": {"quantityValue": 3, "quantityUoM": "PCE"},
    "address": {"city": "Utrecht"},
}
UNIT = "physicalDimensions.uoMMeasurement"


@pytest.mark.parametrize(
    "sizes",
    [{"height": 211}, {"width": 83.5}, {"depth": 4}, {"height": "2,1x"}, {"width": 0}],
)
def test_a_size_without_its_unit_is_warned_of_at_the_unit(sizes: dict[str, Any]) -> None:
    content = {**READY, "physicalDimensions": sizes}
    assert ProductRequest.warnings(content) == {UNIT: [Notice("rule.dimension_unit")]}


@pytest.mark.parametrize(
    "content",
    [
        READY,
        {**READY, "physicalDimensions": {"height": 211, "uoMMeasurement": "CMT"}},
        {**READY, "physicalDimensions": {"height": 211, "uoMMeasurement": "duim"}},
        {**READY, "physicalDimensions": {"uoMMeasurement": "CMT"}},
        {**READY, "physicalDimensions": {"height": None, "width": "  "}},
        {},
    ],
)
def test_no_warning_where_the_unit_is_given_or_no_size(content: dict[str, Any]) -> None:
    assert ProductRequest.warnings(content) == {}


def test_the_warning_does_not_stop_the_draft_and_the_unit_goes_out_null() -> None:
    content = {**READY, "physicalDimensions": {"height": 211}}
    assert ProductRequest.warnings(content)
    assert ProductRequest.check(content) == {}
    payload = ProductRequest.model_validate(content).to_payload()
    assert payload["physicalDimensions"]["height"] == 211
    assert payload["physicalDimensions"]["uoMMeasurement"] is None
