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
import contextlib
import random
import threading
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any
from typing import cast

from starlette.responses import JSONResponse
from starlette.types import ASGIApp
from uvicorn.protocols.http.h11_impl import H11Protocol

from app.sandbox.interface import WORDING
from app.sandbox.state import API_PREFIX

FAULT_KINDS = ("500", "503", "429", "delay", "drop", "commit-drop")
TRANSPORT_KEY = "reuse_desk.transport"


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
        # How often each kind struck: a test with fewer requests can show each kind still did.
        self.struck: Counter[str] = Counter()
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

    def struck_counts(self) -> dict[str, int]:
        with self._lock:
            return dict(self.struck)

    def draw(self) -> tuple[str | None, float]:
        """The fault for the next request (None: none), and how long a delay lasts."""
        with self._lock:
            if self.rate <= 0.0 or self._random.random() >= self.rate:
                return None, 0.0
            kind = self._random.choice(self.kinds)
            self.struck[kind] += 1
            return kind, self._random.uniform(1.0, 3.0) if kind == "delay" else 0.0


@dataclass(frozen=True, slots=True)
class FaultMiddleware:
    app: ASGIApp
    plan: FaultPlan

    async def __call__(self, scope: Any, receive: Any, send: Any) -> None:
        # Every API route but the description and media, which tools and images fetch plainly.
        path = scope.get("path", "").removeprefix(API_PREFIX + "/")
        spared = scope["type"] != "http" or path in (scope.get("path"), "openapi.json")
        kind, delay = (None, 0.0) if spared or path.startswith("media/") else self.plan.draw()
        if kind is None or kind == "delay":
            await asyncio.sleep(delay)
            return await self.app(scope, receive, send)
        if kind not in ("drop", "commit-drop"):
            retry = {"Retry-After": "1"} if kind in ("503", "429") else None
            message = f"Injected fault: {WORDING['faults'][kind]}"
            return await JSONResponse({"message": message}, int(kind), retry)(scope, receive, send)
        transport: asyncio.Transport = scope["extensions"][TRANSPORT_KEY]

        async def abort_instead_of_answering(message: Any) -> None:
            if message["type"] == "http.response.start":
                transport.abort()

        if kind == "commit-drop":
            await self.app(scope, receive, abort_instead_of_answering)
        else:
            transport.abort()
        # Let the server notice the closed connection, so it does not try to answer with a 500.
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(5.0):
                while (await receive())["type"] != "http.disconnect":
                    pass
