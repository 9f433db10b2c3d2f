"""The local webhook receiver: signature checks, its HTTP answers, and real sandbox deliveries."""

from __future__ import annotations

import asyncio
import json
import time
from typing import Any

import httpx
import pytest

from app.api.client import ServiceClient
from app.api.subscriptions import SubscriptionCreate
from app.api.webhook_receiver import Delivery
from app.api.webhook_receiver import Verdict
from app.api.webhook_receiver import WebhookReceiver
from app.api.webhook_receiver import compute_signature
from app.api.webhook_receiver import verify_delivery
from tests.api.test_client_sandbox import project_form

SECRET = "whsec_test-secret"
BODY = json.dumps(
    {
        "id": "5f0c",
        "event_type": "created",
        "resource_type": "product",
        "resource_id": 12,
        "occurred_at": "2026-11-22T09:00:00.000000Z",
        "data": {},
    }
).encode()


def signed(body: bytes, secret: str = SECRET, at: float | None = None) -> dict[str, str]:
    stamp = int(time.time() if at is None else at)
    return {
        "x-event-id": "5f0c",
        "x-signature-timestamp": str(stamp),
        "x-signature": compute_signature(secret, stamp, body),
    }


def test_a_genuine_signature_is_valid_and_names_its_subscription() -> None:
    found = verify_delivery(BODY, signed(BODY), {"other": "whsec_x", "sub-1": SECRET})

    assert found.verdict is Verdict.VALID
    assert found.subscription_id == "sub-1"


@pytest.mark.parametrize(
    ("headers", "secrets", "verdict"),
    [
        (signed(BODY, "whsec_wrong"), {"sub-1": SECRET}, Verdict.INVALID),
        (signed(BODY + b" "), {"sub-1": SECRET}, Verdict.INVALID),  # body changed on the way
        (signed(BODY, at=time.time() - 3600), {"sub-1": SECRET}, Verdict.STALE),  # a replay
        (
            {"x-signature": "deadbeef", "x-signature-timestamp": "1"},
            {"s": SECRET},
            Verdict.UNSIGNED,
        ),
        ({}, {"sub-1": SECRET}, Verdict.UNSIGNED),
        (signed(BODY), {}, Verdict.NO_SECRET),
    ],
)
def test_what_is_not_genuine_is_refused(
    headers: dict[str, str], secrets: dict[str, str], verdict: Verdict
) -> None:
    found = verify_delivery(BODY, headers, secrets)

    assert found.verdict is verdict
    assert not found.valid


@pytest.mark.asyncio
async def test_the_receiver_answers_by_verdict_and_keeps_each_delivery() -> None:
    seen: list[Delivery] = []
    async with WebhookReceiver() as receiver, httpx.AsyncClient(trust_env=False) as http:
        receiver.set_secret("sub-1", SECRET)
        receiver.subscribe(seen.append)
        assert receiver.url.startswith("http://127.0.0.1:")
        assert receiver.url.endswith("/hook")

        good = await http.post(receiver.url, content=BODY, headers=signed(BODY))
        forged = await http.post(receiver.url, content=BODY, headers=signed(BODY, "whsec_nope"))
        wrong_path = await http.post(receiver.url + "/elsewhere", content=BODY)
        wrong_method = await http.get(receiver.url)

    assert good.status_code == 200
    assert forged.status_code == 401
    assert forged.json()["verdict"] == "invalid"
    assert wrong_path.status_code == 404
    assert wrong_method.status_code == 405
    assert [d.signature_valid for d in seen] == [True, False]
    first = seen[0]
    assert (first.event_type, first.resource, first.event_id) == ("created", "product 12", "5f0c")
    assert first.verification.subscription_id == "sub-1"
    assert not receiver.running


@pytest.mark.asyncio
async def test_a_test_delivery_from_the_sandbox_is_verified(client: ServiceClient) -> None:
    async with WebhookReceiver() as receiver:
        subscription = await client.create_subscription(
            SubscriptionCreate(webhook_url=receiver.url, event_type=["created"])
        )
        assert subscription.signing_secret
        receiver.set_secret(str(subscription.id), subscription.signing_secret)

        outcome = await client.test_subscription(str(subscription.id))

        assert outcome.delivered
        assert outcome.status_code == 200
        [delivery] = list(receiver.deliveries)
        assert delivery.signature_valid
        assert delivery.event_type == "test"
        assert delivery.event_id == outcome.event_id
        assert delivery.verification.subscription_id == str(subscription.id)


@pytest.mark.asyncio
async def test_a_real_event_is_delivered_signed(client: ServiceClient) -> None:
    arrived = asyncio.Event()
    async with WebhookReceiver() as receiver:
        receiver.subscribe(lambda _delivery: arrived.set())
        subscription = await client.create_subscription(
            SubscriptionCreate(webhook_url=receiver.url, event_type=["created"])
        )
        assert subscription.signing_secret
        receiver.set_secret(str(subscription.id), subscription.signing_secret)

        project_id = await client.create_project(project_form())
        await asyncio.wait_for(arrived.wait(), 10)

        [delivery] = list(receiver.deliveries)
        assert delivery.signature_valid
        assert (delivery.event_type, delivery.resource) == ("created", f"project {project_id}")
        payload: Any = json.loads(delivery.body)
        assert payload["data"]["title"] == project_form().title


@pytest.mark.asyncio
async def test_a_delivery_signed_with_another_secret_is_refused_and_the_test_fails(
    client: ServiceClient,
) -> None:
    async with WebhookReceiver() as receiver:
        subscription = await client.create_subscription(
            SubscriptionCreate(webhook_url=receiver.url, event_type=["created"])
        )
        receiver.set_secret(str(subscription.id), "whsec_not-the-real-one")

        outcome = await client.test_subscription(str(subscription.id))

        assert not outcome.delivered
        assert outcome.status_code == 401
        assert [d.verification.verdict for d in receiver.deliveries] == [Verdict.INVALID]
