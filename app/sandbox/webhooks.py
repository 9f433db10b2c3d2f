"""Signed webhook deliveries to the subscriptions that ask for an event.

A delivery is a POST of the JSON event with `X-Event-Id`, `X-Signature-Timestamp` and
`X-Signature: sha256=<hex>`, where hex is HMAC-SHA256 keyed with the subscription's signing secret
over `<timestamp>.` followed by the raw body. Deliveries run as tasks on the server's loop, so a
request never waits for a receiver; a failed attempt (non-2xx or no connection) is retried after
each of the configured delays, then given up. Deliveries are concurrent, so a receiver may see
them out of order: `occurred_at` (and the resource in `data`) tells which change came last.
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import hmac
import json
import logging
import ssl
import time
import uuid
from collections.abc import Collection
from collections.abc import Sequence
from datetime import UTC
from datetime import datetime
from typing import Any

import httpx

from app.sandbox.database import Database

log = logging.getLogger(__name__)


def sign(secret: str, timestamp: int, body: bytes) -> str:
    digest = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return "sha256=" + digest.hexdigest()


def is_listening(subscription: dict[str, Any], event_type: str, now: float) -> bool:
    """Whether an active subscription wants this kind of event at this moment."""
    start, end = subscription.get("start_ts"), subscription.get("end_ts")
    return (
        subscription.get("status") == "active"
        and event_type in subscription.get("event_types", ())
        and (start is None or start <= now)
        and (end is None or now <= end)
    )


class WebhookDispatcher:
    """Deliveries to the subscriptions' webhooks; with `hosts`, only to those hosts: a delivery
    to any other fails at once, without a connection (a fuzzer's made-up addresses are never
    looked up, let alone contacted)."""

    def __init__(
        self,
        db: Database,
        retry_delays: Sequence[float],
        timeout: float = 5.0,
        hosts: Collection[str] | None = None,
    ) -> None:
        self._db = db
        self._retry_delays = tuple(retry_delays)
        self._hosts = None if hosts is None else frozenset(hosts)
        # trust_env=False: a proxy from the environment must never see loopback deliveries.
        self._client = httpx.AsyncClient(timeout=timeout, trust_env=False, verify=_tls_context())
        self._tasks: set[asyncio.Task[None]] = set()

    async def close(self) -> None:
        tasks = list(self._tasks)
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        await self._client.aclose()

    @property
    def pending(self) -> int:
        return len(self._tasks)

    def publish(
        self, event_type: str, resource_type: str, resource_id: int | str, data: dict[str, Any]
    ) -> None:
        """Queue a delivery to every subscription listening for this event (on the loop)."""
        now = time.time()
        event = _event(event_type, resource_type, resource_id, data)
        for subscription in self._db.list_subscriptions():
            if is_listening(subscription, event_type, now):
                task = asyncio.get_running_loop().create_task(self._deliver(subscription, *event))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)

    async def send_test(self, subscription: dict[str, Any]) -> dict[str, Any]:
        """One immediate delivery of a test event; its outcome is the test operation's answer."""
        data = {"message": "Test event from the Reuse Desk sandbox."}
        event_id, body = _event("test", "subscription", subscription["id"], data)
        status, error = await self._attempt(subscription, event_id, body)
        return dict(delivered=error is None, status_code=status, error=error, event_id=event_id)

    async def _deliver(self, subscription: dict[str, Any], event_id: str, body: bytes) -> None:
        """Attempt, and after each failure wait the next retry delay; then give up."""
        for delay in (*self._retry_delays, None):
            if (await self._attempt(subscription, event_id, body))[1] is None:
                return
            if delay is not None:
                await asyncio.sleep(delay)
        log.info("gave up delivering event %s to %s", event_id, subscription["webhook_url"])

    async def _attempt(
        self, subscription: dict[str, Any], event_id: str, body: bytes
    ) -> tuple[int | None, str | None]:
        """The receiver's status, and why the event was not delivered (None: it was)."""
        timestamp = int(time.time())
        headers = {
            "Content-Type": "application/json",
            "User-Agent": "reuse-desk-sandbox-webhooks",
            "X-Event-Id": event_id,
            "X-Signature-Timestamp": str(timestamp),
            "X-Signature": sign(subscription["signing_secret"], timestamp, body),
        }
        try:
            url = httpx.URL(subscription["webhook_url"])
            if self._hosts is not None and url.host not in self._hosts:
                allowed = ", ".join(sorted(self._hosts)) or "no host"
                return None, f"This sandbox delivers only to {allowed}."
            response = await self._client.post(url, content=body, headers=headers)
        # An address whose host does not encode (IDNA) is refused by httpx as a ValueError.
        except (httpx.HTTPError, httpx.InvalidURL, ValueError) as exc:
            return None, f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
        status = response.status_code
        return status, None if response.is_success else f"The webhook answered HTTP {status}."


@functools.cache
def _tls_context() -> ssl.SSLContext:
    """One context for every sandbox in the process: building one costs tens of milliseconds."""
    return ssl.create_default_context()


def _event(
    event_type: str, resource_type: str, resource_id: int | str, data: Any
) -> tuple[str, bytes]:
    """A new event's id, and its JSON body."""
    event_id = str(uuid.uuid4())
    occurred_at = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    event: dict[str, Any] = {
        "id": event_id,
        "event_type": event_type,
        "resource_type": resource_type,
    }
    event |= {"resource_id": resource_id, "occurred_at": occurred_at, "data": data}
    return event_id, json.dumps(event, ensure_ascii=False, separators=(",", ":")).encode()
