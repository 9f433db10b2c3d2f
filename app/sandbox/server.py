"""`SandboxServer`: the sandbox on a loopback port, served by uvicorn in a background thread."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import threading
import time
from collections.abc import Collection
from collections.abc import Sequence
from pathlib import Path

import uvicorn

from app.sandbox.app import asgi_app
from app.sandbox.auth import TokenStore
from app.sandbox.database import Database
from app.sandbox.faults import FaultPlan
from app.sandbox.faults import TransportExposingH11Protocol
from app.sandbox.interface import LIMITS
from app.sandbox.interface import SUBSCRIPTION_STATUSES
from app.sandbox.state import API_PREFIX
from app.sandbox.state import SandboxState
from app.sandbox.webhooks import WebhookDispatcher

_TIMEOUT = 15.0  # seconds to start, and to stop


class _PromptServer(uvicorn.Server):
    """uvicorn's server, woken at once by `request_exit` instead of at its next 0.1 s tick."""

    async def main_loop(self) -> None:
        self.loop, self.wake = asyncio.get_running_loop(), asyncio.Event()
        # Counter 0 refreshes the Date header on every tick, which comes at least once a second.
        while not await self.on_tick(0):
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.wake.wait(), 1.0)

    def request_exit(self) -> None:
        self.should_exit = True
        # Not in its loop yet (it sees should_exit on its first tick), or the loop already closed.
        with contextlib.suppress(AttributeError, RuntimeError):
            self.loop.call_soon_threadsafe(self.wake.set)


class SandboxServer:
    """A local reference server of the whole interface, for demos, training and tests.

    `start()` returns once the port accepts connections; `stop()` shuts uvicorn down and joins
    its thread. Usable as a context manager. `webhook_hosts`, when given, are the only hosts
    webhooks are delivered to.
    """

    def __init__(
        self,
        *,
        db_path: str | Path | None = None,
        seed_demo: bool = False,
        host: str = "127.0.0.1",
        port: int = 0,
        fault_rate: float = 0.0,
        fault_kinds: Sequence[str] | None = None,
        token_ttl: int = 3600,
        subscription_variant: str = "A",
        webhook_retry_delays: Sequence[float] = (1, 5, 30, 120),
        max_body_bytes: int = LIMITS["request"]["body"]["max_length"],
        fault_seed: int | None = None,
        webhook_hosts: Collection[str] | None = None,
    ) -> None:
        if subscription_variant not in ("A", "B"):
            raise ValueError(f"subscription_variant must be A or B, not {subscription_variant!r}")
        self.host = host
        self._requested_port = port
        self._faults = FaultPlan(fault_rate, fault_kinds, fault_seed)
        self._db = Database(db_path)
        self._seed_demo = seed_demo
        if seed_demo and self._db.is_empty():  # a kept database file is seeded only once
            self._seed()
        self._state = SandboxState(
            db=self._db,
            tokens=TokenStore(token_ttl),
            webhooks=WebhookDispatcher(self._db, webhook_retry_delays, hosts=webhook_hosts),
            subscription_variant=subscription_variant,
        )
        self._app = asgi_app(self._state, self._faults, max_body_bytes)
        self._server: _PromptServer | None = None
        self._thread: threading.Thread | None = None
        self._socket: socket.socket | None = None
        self._port = 0

    def _seed(self) -> None:
        from app.sandbox.demo_data import seed_demo_catalogue

        seed_demo_catalogue(self._db)

    def reset(self) -> None:
        """Start afresh: every record, medium and subscription gone, the ids counting from 1
        again, the demo catalogue seeded again where it was at the start."""
        self._db.clear()
        if self._seed_demo:
            self._seed()

    def start(self) -> SandboxServer:
        if self._thread is not None:
            raise RuntimeError("this sandbox is already started")
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        # IPPROTO_TCP explicitly: asyncio only sets TCP_NODELAY on accepted sockets of that
        # protocol, and without it every answer waits ~40 ms for a delayed ACK.
        sock = socket.socket(family, socket.SOCK_STREAM, socket.IPPROTO_TCP)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, self._requested_port))
        except OSError:
            sock.close()
            raise
        self._socket = sock
        self._port = sock.getsockname()[1]
        config = uvicorn.Config(
            self._app,
            http=TransportExposingH11Protocol,
            lifespan="on",
            log_config=None,  # leave the host program's logging configuration alone
            log_level="warning",
            access_log=False,
            timeout_graceful_shutdown=2,
            ws="none",
        )
        server = self._server = _PromptServer(config)
        failure: list[BaseException] = []  # a thread cannot raise to its caller

        def serve() -> None:
            try:
                asyncio.run(server.serve(sockets=[sock]))
            except BaseException as exc:
                failure.append(exc)

        self._thread = threading.Thread(target=serve, name=f"sandbox-{self._port}", daemon=True)
        self._thread.start()
        deadline = time.monotonic() + _TIMEOUT
        while not server.started:
            if not self._thread.is_alive():
                raise RuntimeError("the sandbox failed to start") from next(iter(failure), None)
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("the sandbox did not start in time")
            time.sleep(0.005)
        return self

    def stop(self) -> None:
        if self._server is not None:
            self._server.request_exit()
        if self._thread is not None:
            self._thread.join(_TIMEOUT)
            self._thread = None
        if self._socket is not None:
            self._socket.close()
            self._socket = None
        self._server = None
        self._db.close()

    def __enter__(self) -> SandboxServer:
        return self.start()

    def __exit__(self, *exc_info: object) -> None:
        self.stop()

    @property
    def base_url(self) -> str:
        host = {"0.0.0.0": "127.0.0.1", "": "127.0.0.1", "::": "::1"}.get(self.host, self.host)
        return f"http://{f'[{host}]' if ':' in host else host}:{self._port}{API_PREFIX}"

    @property
    def token_requests(self) -> int:
        """How many tokens this sandbox has issued."""
        return self._state.tokens.issued

    @property
    def pending_deliveries(self) -> int:
        """Webhook deliveries still being attempted or waiting for a retry."""
        return self._state.webhooks.pending

    def requests(self, method: str, path: str) -> int:
        """How many requests of `method` to `path` (below /api/v1: "/products/3/update")
        this sandbox has answered (a fault it injected before the app counts as none)."""
        return self._state.requests[f"{method} {path}"]

    def revoke_all_tokens(self) -> None:
        self._state.tokens.revoke_all()

    def set_faults(self, rate: float, kinds: Sequence[str] | None = None) -> None:
        self._faults.set(rate, kinds)

    def faults_struck(self) -> dict[str, int]:
        """How many requests each fault kind has struck so far."""
        return self._faults.struck_counts()

    def set_subscription_status(self, subscription_id: str, status: str) -> None:
        if status not in SUBSCRIPTION_STATUSES:
            raise ValueError(f"status must be one of {SUBSCRIPTION_STATUSES}, not {status!r}")
        if not self._db.set_subscription_status(subscription_id, status):
            raise KeyError(subscription_id)
