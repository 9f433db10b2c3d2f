"""Field-by-field comparison of a draft with server records, and three-way conflicts."""

from __future__ import annotations

from typing import Any

from app.sync.conflicts import disputed_fields
from app.sync.reconcile import find_created
from app.sync.reconcile import find_subscription
from app.sync.reconcile import find_upload
from app.sync.reconcile import matches
from app.sync.reconcile import same_value
from app.sync.reconcile import upload_name


def _payload(**overrides: Any) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "productCategory": "Hout",
        "subProductCategory": None,
        "itemDetails": {
            "name": "Eiken deur",
            "productDescription": {"description": "Massief", "languageCode": "NL"},
        },
        "quantity": {"quantityValue": 12.5, "quantityUoM": "PCE"},
        "priceInformation": {"price": 40, "priceBase": {"VATInformation": True}},
        "address": {"street": "", "city": "Utrecht"},
    }
    payload.update(overrides)
    return payload


def _server(product_id: int, **overrides: Any) -> dict[str, Any]:
    item: dict[str, Any] = {
        "id": product_id,
        "websiteURI": f"https://example.test/{product_id}",
        "productCategory": "Hout",
        "subProductCategory": None,
        "itemDetails": {
            "name": "Eiken deur",
            "productDescription": [{"description": "Massief", "languageCode": "NL"}],
            "attachment": {"imageData": "[]", "attachedData": "[]"},
        },
        "quantity": {"quantityValue": "12.50", "quantityUoM": "PCE"},
        "priceInformation": {"price": "40", "priceBase": {"VATInformation": True}},
        "address": {"street": None, "postalCode": None, "city": "Utrecht"},
    }
    item.update(overrides)
    return item


def test_numbers_sent_as_numbers_equal_their_strings() -> None:
    assert same_value(12.5, "12.50")
    assert same_value(3, "3.0")
    assert not same_value(3, "3.01")
    assert not same_value(True, "1")
    assert not same_value("abc", 1)


def test_blank_text_equals_null_and_moments_compare_in_utc() -> None:
    assert same_value("", None)
    assert same_value("2026-11-22T09:00:00Z", "2026-11-22T10:00:00+01:00")
    assert same_value("2026-11-22", "2026-11-22")
    assert not same_value("2026-11-22T09:00:00Z", "2026-11-22T09:00:01Z")


def test_a_draft_matches_its_server_record_despite_rewritings() -> None:
    assert matches(_payload(), _server(1))
    assert not matches(_payload(), _server(1, productCategory="Steen"))
    other_name = _server(1)
    other_name["itemDetails"] = {**other_name["itemDetails"], "name": "Grenen deur"}
    assert not matches(_payload(), other_name)


def test_find_created_skips_records_of_other_drafts_and_takes_the_newest() -> None:
    items = [_server(3), _server(7), _server(5, productCategory="Steen")]
    assert find_created(_payload(), items, claimed_ids=set()) == items[1]
    assert find_created(_payload(), items, claimed_ids={"7"}) == items[0]
    assert find_created(_payload(), items, claimed_ids={"3", "7"}) is None


def test_subscriptions_match_on_webhook_and_event_kinds_in_either_variant() -> None:
    payload = {
        "resource_type": "subscription",
        "webhook_url": "https://hooks.example.test/a",
        "event_type": ["updated", "created"],
    }
    variant_a = {"id": "a", "webhook_url": payload["webhook_url"], "event_type": "created,updated"}
    variant_b = {"id": "b", "webhook_url": payload["webhook_url"], "event_type": ["created"]}
    assert find_subscription(payload, [variant_b, variant_a], set()) == variant_a
    assert find_subscription(payload, [variant_a], {"a"}) is None
    dated = {**payload, "start_date": "2026-01-01T00:00:00Z"}
    assert find_subscription(dated, [{**variant_a, "start_date": 1767225600}], set()) is not None
    assert find_subscription(dated, [{**variant_a, "start_date": 1767225601}], set()) is None


def test_upload_names_carry_the_attachment_id() -> None:
    name = upload_name("IMG 0042.jpg", "3f2a9c01-b7d4-4e5f-8a9b-0123456789ab")
    assert name == "IMG 0042 [3f2a9c01b7d4].jpg"
    entries = [{"id": 1, "name": "IMG 0042.jpg"}, {"id": 2, "name": name}]
    assert find_upload(name, entries) == entries[1]
    assert find_upload("other.jpg", entries) is None


def test_no_conflict_when_the_server_is_unchanged_or_agrees_with_the_draft() -> None:
    base = _server(1)
    mine = _payload(productCategory="Steen")
    assert disputed_fields(base, mine, _server(1)) == ()
    # Our own earlier update whose answer was lost: the server already holds "mine".
    assert disputed_fields(base, mine, _server(1, productCategory="Steen")) == ()
    # Images added in between are sync's own business, never a conflict.
    with_image = _server(1)
    with_image["itemDetails"]["attachment"]["imageData"] = '[{"id": 9}]'
    assert disputed_fields(base, mine, with_image) == ()


def test_a_conflict_names_the_disputed_fields() -> None:
    base = _server(1)
    mine = _payload(productCategory="Steen")
    theirs = _server(1, productCategory="Metaal")
    theirs["address"] = {**theirs["address"], "city": "Zeist"}
    assert disputed_fields(base, mine, theirs) == ("address.city", "productCategory")
