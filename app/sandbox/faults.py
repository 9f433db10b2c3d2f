"""Fault injection: a chosen fraction of requests fails the way real networks and servers do.

Kinds: "500"; "503" and "429" (both with `Retry-After: 1`); "delay" (1-3 s, then answered
normally); "drop" (the connection is closed before the request is handled: no answer at all);
"commit-drop" (the request is handled and its change committed, then the connection is closed
instead of answering). The last two need the connection itself, which ASGI does not expose, so
the server runs `TransportExposingH11Protocol`, which puts each connection's transport into the
request scope; aborting it resets the TCP connection and the client sees a connection error.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
import threading
from collections.abc import Sequence
from typing import Any, cast

from uvicorn.protocols.http.h11_impl import H11Protocol

from app.sandbox.state import API_PREFIX

log = logging.getLogger(__name__)

FAULT_KINDS = ("500", "503", "429", "delay", "drop", "commit-drop")
TRANSPORT_KEY = "reuse_desk.transport"

Scope = dict[str, Any]
Message = dict[str, Any]
ASGIApp = Any  # (scope, receive, send) -> awaitable; the precise types add nothing here


class TransportExposingH11Protocol(H11Protocol):
    """uvicorn's h11 protocol, with the connection's transport under scope["extensions"]."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(cast(asyncio.Transport, transport))
        inner = self.app

        async def app_with_transport(scope: Any, receive: Any, send: Any) -> None:
            scope.setdefault("extensions", {})[TRANSPORT_KEY] = transport
            await inner(scope, receive, send)

        self.app = app_with_transport


class FaultPlan:
    """Which fraction of requests fails and how; changeable while the server runs."""

    def __init__(
        self, rate: float = 0.0, kinds: Sequence[str] | None = None, seed: int | None = None
    ) -> None:
        self._random = random.Random(seed)
        self._lock = threading.Lock()
        self.rate = 0.0
        self.kinds: tuple[str, ...] = FAULT_KINDS
        self.set(rate, kinds)

    def set(self, rate: float, kinds: Sequence[str] | None = None) -> None:
        if not 0.0 <= rate <= 1.0:
            raise ValueError(f"fault rate must be between 0 and 1, not {rate}")
        chosen = tuple(kinds) if kinds is not None else FAULT_KINDS
        unknown = [kind for kind in chosen if kind not in FAULT_KINDS]
        if unknown or not chosen:
            raise ValueError(f"unknown fault kinds {unknown}; choose from {', '.join(FAULT_KINDS)}")
        with self._lock:
            self.rate, self.kinds = rate, chosen

    def draw(self) -> str | None:
        with self._lock:
            if self.rate <= 0.0 or self._random.random() >= self.rate:
                return None
            return self._random.choice(self.kinds)

    def delay_seconds(self) -> float:
        with self._lock:
            return self._random.uniform(1.0, 3.0)


def faults_apply_to(path: str) -> bool:
    """Every API route except the description and media, which tools and images fetch plainly."""
    if not path.startswith(API_PREFIX + "/"):
        return False
    rest = path[len(API_PREFIX) :]
    return rest != "/openapi.json" and not rest.startswith("/media/")


class FaultMiddleware:
    def __init__(self, app: ASGIApp, plan: FaultPlan) -> None:
        self.app = app
        self.plan = plan

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http" or not faults_apply_to(scope["path"]):
            await self.app(scope, receive, send)
            return
        kind = self.plan.draw()
        if kind is None:
            await self.app(scope, receive, send)
        elif kind == "delay":
            await asyncio.sleep(self.plan.delay_seconds())
            await self.app(scope, receive, send)
        elif kind in ("drop", "commit-drop"):
            await self._drop(scope, receive, send, commit=kind == "commit-drop")
        else:
            await _send_fault(send, int(kind))

    async def _drop(self, scope: Scope, receive: Any, send: Any, *, commit: bool) -> None:
        transport = scope.get("extensions", {}).get(TRANSPORT_KEY)
        if not isinstance(transport, asyncio.Transport):
            log.warning("cannot drop a connection without its transport; answering 500 instead")
            await _send_fault(send, 500)
            return
        if commit:

            async def swallow(message: Message) -> None:
                if message["type"] == "http.response.start":
                    transport.abort()

            await self.app(scope, receive, swallow)
        else:
            transport.abort()
        await _wait_for_disconnect(receive)


async def _wait_for_disconnect(receive: Any) -> None:
    """Let the server notice the closed connection, so it does not try to answer with a 500."""

    async def drain() -> None:
        while (await receive())["type"] != "http.disconnect":
            pass

    try:
        await asyncio.wait_for(drain(), timeout=5.0)
    except TimeoutError:
        log.warning("the dropped connection did not report its disconnect")


async def _send_fault(send: Any, status: int) -> None:
    messages = {
        500: "Injected fault: internal server error.",
        503: "Injected fault: service unavailable, try again shortly.",
        429: "Injected fault: too many requests, slow down.",
    }
    body = json.dumps({"message": messages[status]}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode())]
    if status in (503, 429):
        headers.append((b"retry-after", b"1"))
    await send({"type": "http.response.start", "status": status, "headers": headers})
    await send({"type": "http.response.body", "body": body})
