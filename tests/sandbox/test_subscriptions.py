"""Subscriptions in both response variants, and the webhook deliveries they receive."""

from __future__ import annotations

import base64
import time
import uuid
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from tests.sandbox.conftest import Receiver
from tests.sandbox.conftest import authorised_client
from tests.sandbox.conftest import create_product
from tests.sandbox.conftest import create_project
from tests.sandbox.conftest import product_body


def subscribe(
    api: httpx.Client, url: str, events: list[str] | None = None, **extra: Any
) -> dict[str, Any]:
    body = {
        "resource_type": "subscription",
        "webhook_url": url,
        "event_type": events or ["created", "updated", "deleted"],
        **extra,
    }
    response = api.post("/resources/subscriptions", json=body)
    assert response.status_code == 201, response.text
    created: dict[str, Any] = response.json()
    return created


SUBSCRIPTION_FIELDS = {
    "id", "resource_type", "url", "created_date", "start_date", "end_date", "consumer_id",
    "provider_id", "description", "event_type", "status", "webhook_url", "signing_secret",
}  # fmt: skip


def test_create_in_variant_a(api: httpx.Client) -> None:
    created = subscribe(api, "http://127.0.0.1:9/hook", ["created", "updated"], description="ERP")

    assert set(created) == SUBSCRIPTION_FIELDS
    uuid.UUID(created["id"])
    assert created["resource_type"] == "subscription"
    assert created["status"] == "active"
    assert created["event_type"] == "created,updated"
    assert isinstance(created["created_date"], str)
    assert isinstance(created["start_date"], str)
    assert created["end_date"] is None
    assert created["consumer_id"].startswith("did:web:sandbox.reuse.local:party:")
    assert created["provider_id"].startswith("did:web:sandbox.reuse.local:party:")
    assert created["description"] == "ERP"
    assert created["webhook_url"] == "http://127.0.0.1:9/hook"
    assert len(created["signing_secret"]) >= 32


def test_create_in_variant_b(sandbox_factory: Callable[..., SandboxServer]) -> None:
    server = sandbox_factory(subscription_variant="B")
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as api:
        created = subscribe(api, "http://127.0.0.1:9/hook", ["deleted"], end_date="2030-01-01")
        listed = api.get("/resources/subscriptions").json()

    assert set(created) == SUBSCRIPTION_FIELDS
    assert isinstance(created["created_date"], int)
    assert created["start_date"] is None
    assert created["end_date"] == 1893456000
    assert created["event_type"] == ["deleted"]
    assert not created["consumer_id"].startswith("did:")
    assert listed["subscriptions"] == [created]


def test_secrets_differ_per_subscription(api: httpx.Client) -> None:
    first = subscribe(api, "http://127.0.0.1:9/a")
    second = subscribe(api, "http://127.0.0.1:9/b")

    assert first["signing_secret"] != second["signing_secret"]


def test_list_get_and_delete(api: httpx.Client) -> None:
    created = subscribe(api, "http://127.0.0.1:9/hook")

    listed = api.get("/resources/subscriptions").json()
    fetched = api.get(f"/resources/subscriptions/{created['id']}")
    deleted = api.delete(f"/resources/subscriptions/{created['id']}")

    assert listed == {"count": 1, "subscriptions": [created]}
    assert fetched.status_code == 200
    assert fetched.json() == created
    assert deleted.status_code == 204
    assert api.get(f"/resources/subscriptions/{created['id']}").status_code == 404
    assert api.delete(f"/resources/subscriptions/{created['id']}").status_code == 404
    assert api.get("/resources/subscriptions").json() == {"count": 0, "subscriptions": []}


def test_unknown_subscription_is_404(api: httpx.Client) -> None:
    response = api.get(f"/resources/subscriptions/{uuid.uuid4()}")

    assert response.status_code == 404
    assert isinstance(response.json()["message"], str)
    assert api.post(f"/resources/subscriptions/{uuid.uuid4()}/test").status_code == 404


@pytest.mark.parametrize(
    ("change", "path"),
    [
        ({"resource_type": "product"}, "resource_type"),
        ({"resource_type": None}, "resource_type"),
        ({"webhook_url": "geen url"}, "webhook_url"),
        ({"webhook_url": None}, "webhook_url"),
        ({"event_type": ["created", "exploded"]}, "event_type.1"),
        ({"event_type": None}, "event_type"),
        ({"event_type": []}, "event_type"),
        ({"event_type": 3}, "event_type"),
        ({"start_date": "ooit"}, "start_date"),
        ({"start_date": "2030-01-01", "end_date": "2029-01-01"}, "end_date"),
    ],
)
def test_create_rejects_bad_fields(api: httpx.Client, change: dict[str, Any], path: str) -> None:
    body = {
        "resource_type": "subscription",
        "webhook_url": "http://127.0.0.1:9/hook",
        "event_type": ["created"],
        **change,
    }
    response = api.post("/resources/subscriptions", json=body)

    assert response.status_code == 422
    assert path in response.json()["errors"]


# -- deliveries ------------------------------------------------------------------------


def test_product_changes_are_delivered_signed(api: httpx.Client, receiver: Receiver) -> None:
    subscription = subscribe(api, receiver.url)
    product_id = create_product(api)
    api.put(f"/products/{product_id}/update", json=product_body())
    api.post(f"/products/{product_id}/archive")

    # Deliveries run concurrently and may arrive in any order; occurred_at tells the order.
    deliveries = sorted(receiver.wait_for(3), key=lambda d: str(d.event["occurred_at"]))

    assert [d.event["event_type"] for d in deliveries] == ["created", "updated", "deleted"]
    for delivery in deliveries:
        event = delivery.event
        assert delivery.signature_valid(subscription["signing_secret"])
        assert not delivery.signature_valid("another-secret")
        assert delivery.headers["X-Event-Id"] == event["id"]
        assert delivery.headers["X-Signature-Timestamp"].isdigit()
        assert event["resource_type"] == "product"
        assert event["resource_id"] == product_id
        assert event["data"]["id"] == product_id
        assert isinstance(event["occurred_at"], str)
        uuid.UUID(event["id"])


def test_image_changes_are_updates(api: httpx.Client, receiver: Receiver) -> None:
    product_id = create_product(api)
    subscribe(api, receiver.url, ["updated"])

    image = api.post(
        f"/products/{product_id}/images",
        json={"name": "a.png", "data": base64.b64encode(b"\x89PNG\r\n\x1a\nxx").decode()},
    ).json()
    api.delete(f"/products/{product_id}/images/{image['id']}")

    assert [d.event["event_type"] for d in receiver.wait_for(2)] == ["updated", "updated"]


def test_project_changes_are_delivered(api: httpx.Client, receiver: Receiver) -> None:
    subscribe(api, receiver.url)
    project_id = create_project(api)
    api.post(
        f"/projects/{project_id}/images",
        json={"name": "x.jpg", "src": "https://example.nl/x.jpg"},
    )

    events = sorted((d.event for d in receiver.wait_for(2)), key=lambda e: str(e["occurred_at"]))

    assert [(e["event_type"], e["resource_type"], e["resource_id"]) for e in events] == [
        ("created", "project", project_id),
        ("updated", "project", project_id),
    ]
    assert events[0]["data"]["title"] == "Sloop gymzaal Het Anker, Houten"


def test_event_type_and_status_filter_deliveries(
    api: httpx.Client, receiver: Receiver, sandbox: SandboxServer
) -> None:
    subscribe(api, receiver.url + "?deleted", ["deleted"])
    paused = subscribe(api, receiver.url + "?paused")
    sandbox.set_subscription_status(paused["id"], "inactive")
    subscribe(api, receiver.url + "?all")
    product_id = create_product(api)
    api.post(f"/products/{product_id}/archive")
    receiver.wait_for(3)
    # A last event that only "?all" wants: once it is in, every earlier delivery is in too.
    create_project(api)
    receiver.wait_for(4)

    received = sorted(
        (d.path.partition("?")[2], d.event["event_type"]) for d in receiver.deliveries
    )
    assert received == [
        ("all", "created"),
        ("all", "created"),
        ("all", "deleted"),
        ("deleted", "deleted"),
    ]
    assert api.get(f"/resources/subscriptions/{paused['id']}").json()["status"] == "inactive"


def test_start_and_end_dates_bound_deliveries(api: httpx.Client, receiver: Receiver) -> None:
    subscribe(api, receiver.url + "?future", start_date="2999-01-01T00:00:00Z")
    subscribe(api, receiver.url + "?past", end_date="2001-01-01")
    subscribe(api, receiver.url + "?now", start_date="2001-01-01", end_date="2999-01-01")

    create_product(api)
    create_product(api)
    receiver.wait_for(2)
    create_project(api)  # delivered after the two before it, if they were ever sent
    receiver.wait_for(3)

    assert {d.path.partition("?")[2] for d in receiver.deliveries} == {"now"}
    assert len(receiver.deliveries) == 3


def test_a_failed_delivery_is_retried(
    sandbox_factory: Callable[..., SandboxServer], receiver: Receiver
) -> None:
    server = sandbox_factory(webhook_retry_delays=(0.1, 0.2))
    receiver.statuses = [500]
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as api:
        subscription = subscribe(api, receiver.url, ["created"])
        create_product(api)

    first, second = receiver.wait_for(2)

    assert first.event["id"] == second.event["id"]
    assert second.signature_valid(subscription["signing_secret"])


def test_delivery_gives_up_after_the_last_retry(
    sandbox_factory: Callable[..., SandboxServer], receiver: Receiver
) -> None:
    server = sandbox_factory(webhook_retry_delays=(0.1, 0.2))
    receiver.statuses = [503, 503, 503, 503]
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as api:
        subscribe(api, receiver.url, ["created"])
        create_product(api)

    receiver.wait_for(3)
    for _ in range(200):
        if server.pending_deliveries == 0:
            break
        time.sleep(0.05)

    assert server.pending_deliveries == 0
    assert len(receiver.deliveries) == 3
    assert receiver.statuses == [503]


def test_unreachable_receivers_are_retried_without_blocking_requests(
    sandbox_factory: Callable[..., SandboxServer],
) -> None:
    server = sandbox_factory(webhook_retry_delays=(0.1,))
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as api:
        subscribe(api, "http://127.0.0.1:9/nobody-listens", ["created"])
        assert api.post("/products", json=product_body()).status_code == 201


def test_the_test_operation_delivers_a_signed_test_event(
    api: httpx.Client, receiver: Receiver
) -> None:
    subscription = subscribe(api, receiver.url)

    response = api.post(f"/resources/subscriptions/{subscription['id']}/test")

    assert response.status_code == 200
    body = response.json()
    assert body["delivered"] is True
    assert body["status_code"] == 200
    assert body["error"] is None
    (delivery,) = receiver.wait_for(1)
    assert delivery.event["event_type"] == "test"
    assert delivery.event["id"] == body["event_id"]
    assert delivery.signature_valid(subscription["signing_secret"])


def test_the_test_operation_reports_failures(api: httpx.Client, receiver: Receiver) -> None:
    answering_500 = subscribe(api, receiver.url)
    unreachable = subscribe(api, "http://127.0.0.1:9/nobody")
    receiver.statuses = [500]

    failed = api.post(f"/resources/subscriptions/{answering_500['id']}/test").json()
    refused = api.post(f"/resources/subscriptions/{unreachable['id']}/test").json()

    assert failed["delivered"] is False
    assert failed["status_code"] == 500
    assert isinstance(failed["error"], str)
    assert refused["delivered"] is False
    assert refused["status_code"] is None
    assert isinstance(refused["error"], str)


def test_stop_cancels_deliveries_waiting_for_a_retry(
    sandbox_factory: Callable[..., SandboxServer], receiver: Receiver
) -> None:
    server = sandbox_factory(webhook_retry_delays=(60,))
    receiver.statuses = [500]
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as api:
        subscribe(api, receiver.url, ["created"])
        create_product(api)
    receiver.wait_for(1)
    assert server.pending_deliveries == 1

    server.stop()

    assert server.pending_deliveries == 0
