"""A webhook receiver on loopback, for trying deliveries locally, and signature verification.

A delivery is signed `X-Signature: sha256=<hex>`: HMAC-SHA256 keyed with the signing
secret over `<X-Signature-Timestamp>.<raw body>`. `verify_delivery` checks it in constant
time and refuses an old timestamp, so a recorded delivery cannot be replayed.
`WebhookReceiver` is a deliberately small HTTP/1.1 server (asyncio, one request per
connection, on whatever loop starts it) on 127.0.0.1: never reachable from another
machine. It answers 200 only to a delivery whose signature is valid. It listens on the port
it is asked for, the one a subscription's address names, and on another free one only when
that one is taken (`moved_from` says so); what it got is kept in its `DeliveryHistory`.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime as dt
import hashlib
import hmac
import json
import logging
import time
from collections.abc import Callable
from collections.abc import Mapping
from http import HTTPStatus
from typing import Any
from urllib.parse import urlsplit

from app.api import redaction
from app.api.bounds import WEBHOOK_BODY_BYTES
from app.api.bounds import WEBHOOK_HEADER_BYTES
from app.api.bounds import WEBHOOK_HISTORY_COUNT
from app.api.webhook_deliveries import Delivery
from app.api.webhook_deliveries import DeliveryHistory
from app.api.webhook_deliveries import Verdict
from app.api.webhook_deliveries import Verification

__all__ = [
    "Delivery",
    "DeliveryHistory",
    "Verdict",
    "Verification",
    "WebhookReceiver",
    "compute_signature",
    "receiver_port_in",
    "url_at",
    "verify_delivery",
]

log = logging.getLogger(__name__)

SIGNATURE_HEADER = "x-signature"
TIMESTAMP_HEADER = "x-signature-timestamp"
EVENT_ID_HEADER = "x-event-id"
SIGNATURE_SCHEME = "sha256="

# How far a delivery's timestamp may be from the receiver's clock (the usual five minutes).
TOLERANCE_S = 300
LOOPBACK = "127.0.0.1"

_MAX_HEADER_BYTES = WEBHOOK_HEADER_BYTES
_MAX_BODY_BYTES = WEBHOOK_BODY_BYTES
_READ_TIMEOUT_S = 10.0
_MALFORMED = (asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError, ValueError)


def compute_signature(secret: str, timestamp: int | str, body: bytes) -> str:
    """The `X-Signature` value the service sends for `body` at `timestamp`."""
    digest = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return SIGNATURE_SCHEME + digest.hexdigest()


def verify_delivery(
    body: bytes, headers: Mapping[str, str], secrets: Mapping[str, str]
) -> Verification:
    """Check a delivery against the signing secrets of the known subscriptions (id -> secret).

    `headers` must have lower-case names. Every secret is tried (the receiver cannot
    tell from the request which subscription sent it) with `hmac.compare_digest`.
    """
    signature = headers.get(SIGNATURE_HEADER, "").strip()
    stamp = headers.get(TIMESTAMP_HEADER, "").strip()
    if not signature.startswith(SIGNATURE_SCHEME) or not stamp.isdigit():
        return Verification(Verdict.UNSIGNED)
    if not secrets:
        return Verification(Verdict.NO_SECRET)
    for subscription_id, secret in secrets.items():
        expected = compute_signature(secret, stamp, body)
        if hmac.compare_digest(expected.encode(), signature.encode()):
            fresh = abs(time.time() - int(stamp)) <= TOLERANCE_S
            return Verification(Verdict.VALID if fresh else Verdict.STALE, subscription_id)
    return Verification(Verdict.INVALID)


DeliveryListener = Callable[[Delivery], None]


class WebhookReceiver:
    """`await receiver.start()` -> `http://127.0.0.1:<port>/hook`; `await receiver.stop()`."""

    path = "/hook"

    def __init__(self, history: DeliveryHistory | None = None) -> None:
        self._server: asyncio.Server | None = None
        self._port = 0
        # The port asked for, when another program held it at the start: listening elsewhere.
        self.moved_from: int | None = None
        self._secrets: dict[str, str] = {}  # signing secrets by subscription id
        self._listeners: list[DeliveryListener] = []
        self._connections: set[asyncio.Task[None]] = set()
        # The history, bounded in count and in the bytes of the bodies it keeps.
        self.deliveries = history if history is not None else DeliveryHistory()
        # Valid events by id, with when they came (monotonic): a repeat within the signature's
        # window is recognised; older ones are forgotten (their signature is stale by then).
        self._seen: dict[str, float] = {}
        self.received = 0  # valid deliveries, each event once

    def set_secret(self, subscription_id: str, secret: str) -> None:
        """Verify deliveries against this subscription's signing secret too."""
        self._secrets[str(subscription_id)] = secret
        redaction.remember(secret)

    def forget_secret(self, subscription_id: str) -> None:
        self._secrets.pop(str(subscription_id), None)

    def subscribe(self, listener: DeliveryListener) -> None:
        """Call `listener` with each delivery (on the receiver's loop)."""
        self._listeners.append(listener)

    def unsubscribe(self, listener: DeliveryListener) -> None:
        with contextlib.suppress(ValueError):
            self._listeners.remove(listener)

    @property
    def running(self) -> bool:
        return self._server is not None

    @property
    def port(self) -> int:
        """The port it listens on (or last listened on); 0 before it first did."""
        return self._port

    @property
    def url(self) -> str:
        """The address to give a subscription as its `webhook_url`."""
        return url_at(self._port)

    async def start(self, port: int | None = None) -> str:
        """Listen on `port`, or on a free port the system picks when it is None or taken
        (`moved_from` is then the port asked for); the address to give a subscription."""
        if self._server is None:
            self.moved_from = None
            try:
                self._server = await self._listen(port or 0)
            except OSError as exc:
                if not port:
                    raise
                # Said in the window (the subscriptions sending there are flagged).
                log.info("webhook receiver: port %d not free (%s), listening elsewhere", port, exc)
                self._server = await self._listen(0)
                self.moved_from = port
            self._port = int(self._server.sockets[0].getsockname()[1])
            log.info("webhook receiver listening at %s", self.url)
        return self.url

    async def _listen(self, port: int) -> asyncio.Server:
        return await asyncio.start_server(self._accept, LOOPBACK, port, limit=_MAX_HEADER_BYTES)

    async def stop(self) -> None:
        server = self._server
        self.close()
        if server is not None:
            await asyncio.gather(*self._connections, return_exceptions=True)
            await server.wait_closed()
            log.info("webhook receiver stopped")

    def close(self) -> None:
        """Stop listening at once, without awaiting (the window is closing)."""
        server, self._server = self._server, None
        # At exit the loop may already be closed; the sockets go with the process then.
        with contextlib.suppress(RuntimeError):
            if server is not None:
                server.close()
            for task in list(self._connections):
                task.cancel()

    async def __aenter__(self) -> WebhookReceiver:
        await self.start()
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.stop()

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None  # the server runs each connection as a task
        self._connections.add(task)
        try:
            try:
                status, answer = await asyncio.wait_for(self._handle(reader), _READ_TIMEOUT_S)
            except _MALFORMED:
                status, answer = 400, {"error": "malformed request"}
            writer.write(_response(status, answer))
            await writer.drain()
        except ConnectionError:
            pass  # the sender went away
        finally:
            self._connections.discard(task)
            writer.close()

    async def _handle(self, reader: asyncio.StreamReader) -> tuple[int, dict[str, Any]]:
        head = await reader.readuntil(b"\r\n\r\n")
        request_line, *lines = head.decode("latin-1").split("\r\n")
        method, target, _version = request_line.split(" ", 2)
        headers = {
            name.strip().lower(): value.strip()
            for name, _, value in (line.partition(":") for line in lines if ":" in line)
        }
        length = int(headers.get("content-length") or "0")
        if length < 0 or length > _MAX_BODY_BYTES:
            return 413, {"error": "body too large"}
        body = await reader.readexactly(length)
        if target.split("?", 1)[0] != self.path:
            return 404, {"error": f"deliveries go to {self.path}"}
        if method != "POST":
            return 405, {"error": "use POST"}
        return self._receive(headers, body)

    def _repeated(self, event_id: str) -> bool:
        """Whether this valid event came before within the window; remembers it if not."""
        now = time.monotonic()
        # A signature older than the window is refused as stale: its id need not be kept.
        window = 2 * TOLERANCE_S
        if len(self._seen) > WEBHOOK_HISTORY_COUNT * 20 or next(
            (now - t > window for t in self._seen.values()), False
        ):
            self._seen = {k: t for k, t in self._seen.items() if now - t <= window}
        if event_id in self._seen:
            return True
        self._seen[event_id] = now
        return False

    def _receive(self, headers: Mapping[str, str], body: bytes) -> tuple[int, dict[str, Any]]:
        verification = verify_delivery(body, headers, self._secrets)
        try:
            event = json.loads(body) if body else {}
        except ValueError:
            event = None
        status = 200 if verification.valid else 401
        if verification.valid and not isinstance(event, dict):
            status = 400
        data = event if isinstance(event, dict) else {}
        event_id = (headers.get(EVENT_ID_HEADER) or _text(data.get("id")))[:200]
        kept = status == 200
        repeated = kept and bool(event_id) and self._repeated(event_id)
        delivery = Delivery(
            received_at=dt.datetime.now(dt.UTC),
            event_id=event_id,
            event_type=_text(data.get("event_type"))[:100],
            resource=f"{_text(data.get('resource_type'))} {_text(data.get('resource_id'))}".strip()[
                :200
            ],
            verification=verification,
            status_code=status,
            body=body if kept and not repeated else b"",
            repeated=repeated,
        )
        if kept and not repeated:
            self.received += 1
        self.deliveries.add(delivery)
        for listener in list(self._listeners):
            try:
                listener(delivery)
            except Exception:  # a broken listener must not turn a delivery into a 500
                log.exception("webhook delivery listener failed")
        if status == 200:
            return status, {"received": True}
        return status, {"received": False, "verdict": verification.verdict.value}


def url_at(port: int) -> str:
    """The receiver's address when it listens on `port`."""
    return f"http://{LOOPBACK}:{port}{WebhookReceiver.path}"


def receiver_port_in(address: str) -> int | None:
    """The port of `address` when it is a local receiver's (`http://127.0.0.1:<port>/hook`,
    or localhost's), else None."""
    try:
        parts = urlsplit(address.strip())
        port = parts.port
    except ValueError:
        return None
    local = parts.hostname in (LOOPBACK, "localhost")
    if parts.scheme != "http" or not local or parts.path != WebhookReceiver.path:
        return None
    return port


def _text(value: Any) -> str:
    return "" if value is None or isinstance(value, dict | list) else str(value)


def _response(status: int, answer: Mapping[str, Any]) -> bytes:
    body = json.dumps(answer, separators=(",", ":")).encode()
    head = (
        f"HTTP/1.1 {status} {HTTPStatus(status).phrase}\r\n"
        "Content-Type: application/json\r\n"
        f"Content-Length: {len(body)}\r\n"
        "Connection: close\r\n\r\n"
    )
    return head.encode("latin-1") + body
