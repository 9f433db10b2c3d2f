"""Project and subscription models, including both subscription variants."""

from __future__ import annotations

from datetime import UTC
from datetime import datetime
from decimal import Decimal
from typing import Any

import pytest

from app.api.errors import MalformedResponse
from app.api.fields import parse_model
from app.api.notices import Notice
from app.api.projects import ProjectRequest
from app.api.projects import ProjectResponse
from app.api.subscriptions import Subscription
from app.api.subscriptions import SubscriptionCreate
from app.api.subscriptions import SubscriptionList
from app.api.subscriptions import SubscriptionTestResult

VARIANT_A: dict[str, Any] = {
    "id": "5f0c1f6e-8d6b-4a53-9d3e-1b2c3d4e5f60",
    "resource_type": "subscription",
    "url": "https://service.test/api/v1/resources/subscriptions/5f0c1f6e",
    "created_date": "2026-11-22T09:00:00Z",
    "start_date": "2026-11-22T09:00:00Z",
    "end_date": "",
    "consumer_id": "did:web:service.test:party-1",
    "provider_id": "did:web:service.test:party-2",
    "description": None,
    "event_type": "created,updated",
    "status": "active",
    "webhook_url": "https://hooks.example.nl/reuse",
    "signing_secret": "geheim",
}

VARIANT_B: dict[str, Any] = VARIANT_A | {
    "created_date": 1795338000,
    "start_date": 1795338000,
    "end_date": None,
    "consumer_id": "party-1",
    "provider_id": "party-2",
    "event_type": ["created", "updated"],
}


def test_both_subscription_variants_normalise_alike() -> None:
    a = parse_model(Subscription, VARIANT_A)
    b = parse_model(Subscription, VARIANT_B)

    assert (a.variant, b.variant) == ("A", "B")
    assert a.event_types == b.event_types == ["created", "updated"]
    assert a.created_date == b.created_date == datetime(2026, 11, 22, 9, 0, tzinfo=UTC)
    assert a.start_date == b.start_date
    assert a.end_date is None
    assert b.end_date is None
    assert a.status == b.status == "active"
    assert b.consumer_id == "party-1"


def test_millisecond_timestamps() -> None:
    sub = parse_model(Subscription, VARIANT_B | {"created_date": 1795338000000})
    assert sub.created_date == datetime(2026, 11, 22, 9, 0, tzinfo=UTC)


def test_subscription_list() -> None:
    listing = parse_model(SubscriptionList, {"count": 2, "subscriptions": [VARIANT_A, VARIANT_B]})
    assert [s.variant for s in listing.subscriptions] == ["A", "B"]


def test_subscription_without_status_names_the_field() -> None:
    body = dict(VARIANT_A)
    del body["status"]
    with pytest.raises(MalformedResponse) as caught:
        parse_model(Subscription, body)
    assert caught.value.field == "status"


def test_subscription_form() -> None:
    form = SubscriptionCreate(webhook_url="https://hooks.example.nl/x", start_date="2026-11-22")

    assert form.to_payload() == {
        "resource_type": "subscription",
        "start_date": "2026-11-22T00:00:00Z",
        "end_date": None,
        "webhook_url": "https://hooks.example.nl/x",
        "event_type": ["created", "updated", "deleted"],
    }
    assert SubscriptionCreate.check({"webhook_url": "ftp://x", "event_type": []}) == {
        "webhook_url": [Notice("rule.web_url")],
        "event_type": [Notice("rule.choose_some")],
    }
    assert "event_type" in SubscriptionCreate.check(
        {"webhook_url": "https://x.nl", "event_type": ["gewist"]}
    )


def test_test_result() -> None:
    result = parse_model(
        SubscriptionTestResult,
        {"delivered": False, "status_code": None, "error": "connection refused", "event_id": "e1"},
    )
    assert not result.delivered
    assert result.error == "connection refused"


PROJECT: dict[str, Any] = {
    "id": 4,
    "title": "Sloop",
    "published": True,
    "created_at": "2026-11-22T09:00:00.123456Z",
    "updated_at": None,
    "beschrijving": None,
    "contactpersoon_naam": "Mark",
    "contactpersoon_email": "mark@example.nl",
    "adres": "Ankerweg 3",
    "postcode": "3991 AB",
    "plaats": "Houten",
    "latitude": "52.0289",
    "longitude": "5.1678",
    "functie_object": None,
    "bouwjaar": "1968",
    "aantal_bouwlagen": 2,
    "bruto_vloeroppervlak_m2": None,
    "architect": None,
    "voorbereidende_werkzaamheden_mogelijk_vanaf": None,
    "grondwaterstand": "",
    "grondsoort": "",
    "bereikbaarheid_locatie": None,
    "materiaal_beschikbaar_vanaf": "2026-11-22T09:00:00Z",
    "materiaal_beschikbaar_tot": "2026-12-22 17:00:00",
    "materiaal_online_vanaf": None,
    "materiaal_online_tot": None,
    "levering": None,
    "status_materiaal": "Beschikbaar",
    "materiaaleigenaar": None,
    "prive": None,
    "archived": False,
    "url": "https://service.test/projecten/4",
}


def test_project_response() -> None:
    project = parse_model(ProjectResponse, PROJECT)

    assert project.latitude == Decimal("52.0289")
    assert project.bouwjaar == 1968
    assert project.grondwaterstand is None
    assert project.materiaal_beschikbaar_tot == datetime(2026, 12, 22, 17, 0, tzinfo=UTC)


def test_project_response_bad_date_names_the_field() -> None:
    with pytest.raises(MalformedResponse) as caught:
        parse_model(ProjectResponse, PROJECT | {"materiaal_online_tot": "volgende week"})
    assert caught.value.field == "materiaal_online_tot"


def test_project_form_rules_and_payload() -> None:
    problems = ProjectRequest.check({"contactpersoon_email": "x", "grondsoort": "Grind"})
    assert {"title", "contactpersoon_email", "grondsoort", "materiaal_beschikbaar_vanaf"} <= set(
        problems
    )

    form = ProjectRequest.model_validate(
        PROJECT
        | {
            "materiaal_beschikbaar_vanaf": datetime(2026, 11, 22, 10, 0, tzinfo=UTC),
            "materiaal_online_vanaf": "2026-11-01T00:00:00+01:00",
            "materiaal_online_tot": "2027-01-31T00:00:00Z",
            "levering": "Ophalen",
        }
    )
    payload = form.to_payload()

    assert payload["materiaal_beschikbaar_vanaf"] == "2026-11-22T10:00:00Z"
    assert payload["materiaal_online_vanaf"] == "2026-10-31T23:00:00Z"
    assert payload["grondsoort"] == ""
    assert "prive" not in payload
    assert "id" not in payload


def test_project_end_before_start() -> None:
    problems = ProjectRequest.check(
        {
            "materiaal_online_vanaf": "2026-12-01T00:00:00Z",
            "materiaal_online_tot": "2026-11-01T00:00:00Z",
        }
    )
    assert problems["materiaal_online_tot"] == [Notice("rule.end_before_start")]
