"""The local receiver against a hostile sender: a replayed delivery is answered but counted
once, nothing of an unsigned or forged delivery is kept, and the history is bounded in bytes."""

from __future__ import annotations

import json
import time

import httpx
import pytest

from app.api.bounds import WEBHOOK_HISTORY_BYTES
from app.api.webhook_receiver import Delivery
from app.api.webhook_receiver import WebhookReceiver
from app.api.webhook_receiver import compute_signature

SECRET = "whsec_test-secret"


def _event(event_id: str, padding: int = 0) -> bytes:
    return json.dumps(
        {
            "id": event_id,
            "event_type": "updated",
            "resource_type": "product",
            "resource_id": 7,
            "data": {"pad": "x" * padding},
        }
    ).encode()


def _signed(body: bytes, event_id: str, secret: str = SECRET) -> dict[str, str]:
    stamp = int(time.time())
    return {
        "x-event-id": event_id,
        "x-signature-timestamp": str(stamp),
        "x-signature": compute_signature(secret, stamp, body),
    }


@pytest.mark.asyncio
async def test_a_replayed_delivery_is_answered_and_counted_once() -> None:
    seen: list[Delivery] = []
    body = _event("evt-1")
    async with WebhookReceiver() as receiver, httpx.AsyncClient(trust_env=False) as http:
        receiver.set_secret("sub-1", SECRET)
        receiver.subscribe(seen.append)
        headers = _signed(body, "evt-1")
        answers = [
            (await http.post(receiver.url, content=body, headers=headers)).status_code
            for _ in range(3)
        ]
        other = _event("evt-2")
        await http.post(receiver.url, content=other, headers=_signed(other, "evt-2"))

    assert answers == [200, 200, 200]  # the service stops retrying
    assert [d.repeated for d in seen] == [False, True, True, False]
    assert receiver.received == 2
    assert [len(d.body) > 0 for d in receiver.deliveries] == [True, False, False, True]


@pytest.mark.asyncio
async def test_nothing_of_an_unsigned_or_forged_delivery_is_kept() -> None:
    big = _event("evt-x", padding=1_900_000)
    async with WebhookReceiver() as receiver, httpx.AsyncClient(trust_env=False) as http:
        receiver.set_secret("sub-1", SECRET)
        for _ in range(20):
            unsigned = await http.post(receiver.url, content=big)
            forged = await http.post(
                receiver.url, content=big, headers=_signed(big, "evt-x", "whsec_nope")
            )
            assert (unsigned.status_code, forged.status_code) == (401, 401)

    assert len(receiver.deliveries) == 40  # shown, each,
    assert sum(len(d.body) for d in receiver.deliveries) == 0  # without a byte of their body
    assert receiver.received == 0


@pytest.mark.asyncio
async def test_the_history_is_bounded_in_bytes() -> None:
    async with WebhookReceiver() as receiver, httpx.AsyncClient(trust_env=False) as http:
        receiver.set_secret("sub-1", SECRET)
        for number in range(12):
            body = _event(f"evt-{number}", padding=1_900_000)
            answer = await http.post(
                receiver.url, content=body, headers=_signed(body, f"e{number}")
            )
            assert answer.status_code == 200

    assert receiver.received == 12
    kept = sum(len(d.body) for d in receiver.deliveries)
    assert 0 < kept <= WEBHOOK_HISTORY_BYTES
    assert len(receiver.deliveries) < 12
