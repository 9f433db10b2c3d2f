"""Product models: both category forms, numbers as strings, descriptions, the form rules."""

from __future__ import annotations

import json
from datetime import date
from decimal import Decimal
from typing import Any

import pytest

from app.api.attachments import parse_attachment_refs
from app.api.categories import CATEGORIES
from app.api.categories import LIMITS
from app.api.categories import sub_categories
from app.api.errors import MalformedResponse
from app.api.fields import parse_model
from app.api.notices import Notice
from app.api.products import ProductRequest
from app.api.products import ProductResponse
from app.api.products import product_response_to_request
from tests.api.conftest import product_form
from tests.api.conftest import product_json


def parse(body: dict[str, Any]) -> ProductResponse:
    return parse_model(ProductResponse, body)


def test_numbers_as_strings_become_decimals() -> None:
    product = parse(product_json())

    assert product.quantity.quantity_value == Decimal("12.50")
    assert product.physical_dimensions.height == Decimal("201.5")
    assert product.price_information.price == Decimal("35.25")
    assert product.generic_environmental_information.nox_result == Decimal("0.10")
    assert product.validity_information.validity_start_date == date(2026, 11, 22)


def test_category_as_string_and_as_object() -> None:
    as_text = parse(product_json())
    as_object = parse(
        product_json(productCategory={"id": "wanden-en-plafonds", "type": "Wanden en plafonds"})
    )

    assert as_text.product_category == "Deuren"
    assert as_text.product_category_id is None
    assert as_object.product_category == "Wanden en plafonds"
    assert as_object.product_category_id == "wanden-en-plafonds"


def test_category_object_without_type_names_the_field() -> None:
    with pytest.raises(MalformedResponse) as caught:
        parse(product_json(productCategory={"id": "deuren"}))
    assert caught.value.field == "productCategory"


def test_description_list_or_object() -> None:
    as_list = parse(product_json())
    body = product_json()
    body["itemDetails"]["productDescription"] = {"description": "Los", "languageCode": "NL"}
    as_object = parse(body)

    assert as_list.description_entry.description == "Licht gebruikt"
    assert as_object.description_entry.description == "Los"


def test_attachment_texts_name_the_stored_images() -> None:
    product = parse(product_json())

    assert [(i.id, i.name) for i in product.images] == [("3", "voor.jpg")]
    assert parse_attachment_refs(product.item_details.attachment.attached_data) == []


@pytest.mark.parametrize("text", ["", "niet json", "{}", "42", '[{"name": "zonder id"}]', "null"])
def test_attachment_text_that_is_no_list_gives_no_entries(text: str) -> None:
    body = product_json()
    body["itemDetails"]["attachment"]["imageData"] = text

    product = parse(body)

    assert product.images == []
    assert product.item_details.attachment.image_data == text


def test_bad_number_names_the_field() -> None:
    body = product_json()
    body["quantity"]["quantityValue"] = "twaalf"

    with pytest.raises(MalformedResponse) as caught:
        parse(body)

    assert caught.value.field == "quantity.quantityValue"
    assert "quantity.quantityValue" in caught.value.detail


def test_null_groups_read_as_empty() -> None:
    product = parse(product_json(person=None, priceInformation={"price": None, "priceBase": None}))

    assert product.person.person_name is None
    assert product.price_information.price_base.vat_information is None


def test_response_does_not_apply_form_rules() -> None:
    body = product_json()
    body["person"]["contactInformation"]["emailAddress"] = "geen adres"
    body["quantity"]["quantityValue"] = "-1"
    body["validityInformation"]["statusCode"] = "Onbekend"

    product = parse(body)
    form = product_response_to_request(product)

    assert product.person.contact_information.email_address == "geen adres"
    assert set(form.problems()) == {
        "person.contactInformation.emailAddress",
        "quantity.quantityValue",
        "validityInformation.statusCode",
    }


def test_conversion_to_update_form_keeps_every_field() -> None:
    product = parse(product_json(projectNumber="42"))

    form = product_response_to_request(product)
    payload = form.to_payload(create=False)

    assert form.problems() == {}
    assert "projectNumber" not in payload
    assert form.to_payload(create=True)["projectNumber"] == 42
    assert payload["itemDetails"] == {
        "name": "Opdekdeur wit",
        "productDescription": {"description": "Licht gebruikt", "languageCode": "NL"},
    }
    # What the service would send back for this payload is the product itself.
    echoed = json.loads(json.dumps(payload))
    echoed |= {"id": product.id, "projectNumber": product.project_number}
    echoed["itemDetails"] = product_json()["itemDetails"]
    assert parse(echoed) == product


def test_conversion_copies_rather_than_shares() -> None:
    product = parse(product_json())
    form = product_response_to_request(product)

    form.quantity.quantity_value = Decimal("1")
    form.address.city = "Zeist"

    assert product.quantity.quantity_value == Decimal("12.50")
    assert product.address.city == "Utrecht"


def test_payload_sends_numbers_as_numbers() -> None:
    payload = product_form().to_payload(create=True)
    text = json.dumps(payload)

    assert payload["quantity"]["quantityValue"] == 12.5
    assert payload["physicalDimensions"]["width"] == 83
    assert isinstance(payload["physicalDimensions"]["width"], int)
    assert payload["priceInformation"]["price"] == 35.25
    assert payload["validityInformation"]["validityStartDate"] == "2026-11-22"
    assert '"quantityValue": 12.5' in text
    assert "projectNumber" not in payload  # none given


def test_form_requires_what_the_spec_requires() -> None:
    problems = ProductRequest.check({})

    assert problems == {
        "productCategory": [Notice("rule.choose")],
        "itemDetails.name": [Notice("rule.required")],
        "quantity.quantityValue": [Notice("rule.required")],
        "quantity.quantityUoM": [Notice("rule.choose")],
        "address.city": [Notice("rule.required")],
    }


def test_form_knows_the_limits_of_the_interface() -> None:
    data = product_form().model_dump(by_alias=True)
    data["itemDetails"]["name"] = "x" * 256

    problems = ProductRequest.check(data)

    assert problems == {"itemDetails.name": [Notice("string_too_long", {"max_length": 255})]}
    assert LIMITS["product"]["itemDetails.name"] == {"max_length": 255}


@pytest.mark.parametrize(
    ("changes", "key", "code"),
    [
        (
            {"quantity": {"quantityValue": "-2", "quantityUoM": "PCE"}},
            "quantity.quantityValue",
            "rule.minimum",
        ),
        (
            {"quantity": {"quantityValue": "veel", "quantityUoM": "PCE"}},
            "quantity.quantityValue",
            "number",
        ),
        ({"priceInformation": {"price": -1}}, "priceInformation.price", "rule.minimum"),
        ({"physicalDimensions": {"height": "-0.5"}}, "physicalDimensions.height", "rule.minimum"),
        (
            {"person": {"contactInformation": {"emailAddress": "jan@"}}},
            "person.contactInformation.emailAddress",
            "rule.email",
        ),
        ({"websiteURI": "www.zonder-schema.nl"}, "websiteURI", "rule.web_url"),
        ({"subProductCategory": "Kranen"}, "subProductCategory", "rule.sub_category"),
        (
            {"validityInformation": {"statusCode": "Weg"}},
            "validityInformation.statusCode",
            "rule.choice",
        ),
        (
            {
                "validityInformation": {
                    "validityStartDate": "2026-12-01",
                    "validityEndDate": "2026-11-01",
                }
            },
            "validityInformation.validityEndDate",
            "rule.end_before_start",
        ),
        (
            {"validityInformation": {"validityStartDate": "1-12-2026"}},
            "validityInformation.validityStartDate",
            "date",
        ),
    ],
)
def test_form_rules_name_the_field_and_the_rule(
    changes: dict[str, Any], key: str, code: str
) -> None:
    data = product_form().model_dump(by_alias=True) | changes

    problems = ProductRequest.check(data)

    assert list(problems) == [key]
    assert [notice.code for notice in problems[key]] == [code]


def test_draft_keeps_incomplete_input() -> None:
    draft = ProductRequest.draft({"itemDetails": {"name": "Half"}})

    assert draft.item_details.name == "Half"
    assert "quantity.quantityValue" in draft.problems()


def test_comma_decimal_is_read_as_a_number() -> None:
    form = product_form(quantity={"quantityValue": "2,5", "quantityUoM": "MTK"})
    assert form.quantity.quantity_value == Decimal("2.5")


def test_categories_module() -> None:
    assert sub_categories("Wanden en plafonds") == ("Systeemwanden", "Plafondplaten", "Gipsplaten")
    assert sub_categories("Bestaat niet") == ()
    assert len(CATEGORIES) == 9
