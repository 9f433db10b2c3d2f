"""The one HTTP client factory: a server on this machine is reached directly whatever the
system proxy says, every other address goes through the system's proxy, and the defaults
(timeouts, TLS with the system's trust store, no redirects) are the same for every client."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler
from http.server import ThreadingHTTPServer

import pytest
import truststore

from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.http import TIMEOUT
from app.api.http import http_client

pytestmark = pytest.mark.asyncio


class _Recorder(BaseHTTPRequestHandler):
    """Answers every request, and keeps its request target: a proxy is asked for an
    absolute address (`GET http://host/path`), a server for its path only."""

    seen: list[str]

    def do_GET(self) -> None:
        self.seen.append(self.path)
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture
def recorder() -> Iterator[tuple[str, list[str]]]:
    """A server on loopback that records what it is asked: its address, and the targets."""
    seen: list[str] = []
    handler = type("Handler", (_Recorder,), {"seen": seen})
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", seen
    finally:
        server.shutdown()
        server.server_close()


async def test_this_machine_directly_every_other_address_through_the_system_proxy(
    recorder: tuple[str, list[str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    address, seen = recorder
    port = address.rsplit(":", 1)[1]
    for name in ("HTTP_PROXY", "http_proxy", "ALL_PROXY", "all_proxy"):
        monkeypatch.setenv(name, address)  # the recorder stands in for the company's proxy
    for name in ("NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)

    async with http_client() as shared:
        for here in ("127.0.0.1", "localhost"):
            assert (await shared.get(f"http://{here}:{port}/direct")).status_code == 200
        assert (await shared.get("http://dienst.example.nl/api/v1/products")).status_code == 200

    assert seen == ["/direct", "/direct", "http://dienst.example.nl/api/v1/products"]


async def test_the_session_s_clients_share_one_set_of_defaults() -> None:
    profile = sandbox_profile("https://dienst.example.nl/api/v1")
    async with http_client() as shared, ServiceClient(profile, sandbox_secrets(profile)) as own:
        for client in (shared, own._http):
            assert client.timeout == TIMEOUT
            assert client.follow_redirects is False
            verify = client._transport._pool._ssl_context  # type: ignore[attr-defined]
            assert isinstance(verify, truststore.SSLContext)
