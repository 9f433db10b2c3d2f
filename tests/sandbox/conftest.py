"""Helpers for the sandbox tests: authorised clients, valid request bodies, a webhook receiver."""

from __future__ import annotations

import hashlib
import hmac
import json
import ssl
import threading
from collections.abc import Callable
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from http.server import BaseHTTPRequestHandler
from http.server import ThreadingHTTPServer
from typing import Any

import httpx
import pytest

from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from app.sandbox.credentials import VIEWER_CLIENT_ID
from app.sandbox.credentials import VIEWER_CLIENT_SECRET

# One TLS context for every client: httpx builds a new one per client otherwise (~50 ms each),
# and these clients only ever speak plain HTTP on loopback.
TLS = ssl.create_default_context()


def fetch_token(server: SandboxServer, client_id: str, secret: str) -> str:
    response = httpx.post(
        f"{server.base_url}/token",
        data={"grant_type": "client_credentials", "client_id": client_id, "client_secret": secret},
        trust_env=False,
        verify=TLS,
    )
    response.raise_for_status()
    token: str = response.json()["access_token"]
    return token


def authorised_client(server: SandboxServer, client_id: str, secret: str) -> httpx.Client:
    token = fetch_token(server, client_id, secret)
    return httpx.Client(
        base_url=server.base_url,
        headers={"Authorization": f"Bearer {token}"},
        trust_env=False,
        verify=TLS,
        timeout=10,
    )


@pytest.fixture
def api(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    """A client of the empty sandbox with full rights."""
    with authorised_client(sandbox, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as client:
        yield client


@pytest.fixture
def viewer(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    """A read-only client of the same sandbox as `api`."""
    with authorised_client(sandbox, VIEWER_CLIENT_ID, VIEWER_CLIENT_SECRET) as client:
        yield client


@pytest.fixture
def demo_api(demo_sandbox: SandboxServer) -> Iterator[httpx.Client]:
    with authorised_client(demo_sandbox, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as client:
        yield client


@pytest.fixture
def anonymous(sandbox: SandboxServer) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=sandbox.base_url, trust_env=False, verify=TLS, timeout=10) as client:
        yield client


def product_body(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "productCategory": "Deuren",
        "subProductCategory": "Binnendeuren",
        "itemDetails": {
            "name": "Opdekdeur wit",
            "productDescription": {"description": "Licht gebruikt", "languageCode": "NL"},
        },
        "physicalDimensions": {"height": 201.5, "width": 83, "depth": 4, "uoMMeasurement": "CMT"},
        "quantity": {"quantityValue": 12.50, "quantityUoM": "PCE"},
        "priceInformation": {
            "price": 35,
            "priceBase": {
                "VATInformation": True,
                "numberOfUnitsInPriceBasis": "1",
                "priceOnRequestIndicator": False,
            },
        },
        "validityInformation": {
            "statusCode": "Beschikbaar",
            "validityStartDate": "2026-11-22",
            "validityEndDate": "2026-12-31",
        },
        "person": {
            "personName": "Sanne de Vries",
            "contactInformation": {"emailAddress": "sanne@example.nl"},
        },
        "address": {"street": "Oudegracht 1", "postalCode": "3511 AL", "city": "Utrecht"},
        "genericEnvironmentalInformation": {"co2Reduction": 12.5, "eciResult": 1.25},
    }
    body.update(overrides)
    return body


def project_body(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "title": "Sloop gymzaal Het Anker, Houten",
        "contactpersoon_naam": "Mark Jansen",
        "contactpersoon_email": "mark@example.nl",
        "adres": "Ankerweg 3",
        "postcode": "3991 AB",
        "plaats": "Houten",
        "materiaal_beschikbaar_vanaf": "2026-11-22T09:00:00Z",
        "materiaal_beschikbaar_tot": "2026-12-22T17:00:00Z",
        "materiaal_online_vanaf": "2026-11-01T00:00:00Z",
        "materiaal_online_tot": "2027-01-31T00:00:00Z",
        "levering": "Ophalen op locatie",
        "status_materiaal": "Beschikbaar",
    }
    body.update(overrides)
    return body


def create_product(client: httpx.Client, **overrides: Any) -> int:
    response = client.post("/products", json=product_body(**overrides))
    assert response.status_code == 201, response.text
    return int(response.json()["id"])


def create_project(client: httpx.Client, **overrides: Any) -> int:
    response = client.post("/projects", json=project_body(**overrides))
    assert response.status_code == 201, response.text
    project_id: int = response.json()["id"]
    return project_id


def all_products(client: httpx.Client, **params: Any) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = []
    url: str | None = "/products"
    query: dict[str, Any] | None = {"per_page": 100, **params}
    while url:
        page = client.get(url, params=query).json()
        items += page["data"]
        url, query = page["links"]["next"], None
    return items


# -- webhook receiver ------------------------------------------------------------------


@dataclass
class Delivery:
    path: str
    headers: dict[str, str]
    body: bytes

    @property
    def event(self) -> dict[str, Any]:
        parsed: dict[str, Any] = json.loads(self.body)
        return parsed

    def signature_valid(self, secret: str) -> bool:
        timestamp = self.headers["X-Signature-Timestamp"]
        expected = hmac.new(secret.encode(), f"{timestamp}.".encode() + self.body, hashlib.sha256)
        return hmac.compare_digest(self.headers["X-Signature"], "sha256=" + expected.hexdigest())


@dataclass
class Receiver:
    """A real HTTP server on loopback that records every POST it gets."""

    url: str
    deliveries: list[Delivery] = field(default_factory=list)
    statuses: list[int] = field(default_factory=list)  # answers to give, in order; then 200
    arrived: threading.Condition = field(default_factory=threading.Condition)

    def wait_for(self, count: int, timeout: float = 10.0) -> list[Delivery]:
        with self.arrived:
            self.arrived.wait_for(lambda: len(self.deliveries) >= count, timeout)
            return list(self.deliveries)

    def events(self) -> list[dict[str, Any]]:
        return [d.event for d in self.deliveries]


@pytest.fixture
def receiver() -> Iterator[Receiver]:
    holder: dict[str, Receiver] = {}

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            length = int(self.headers.get("Content-Length", "0"))
            body = self.rfile.read(length)
            target = holder["receiver"]
            with target.arrived:
                status = target.statuses.pop(0) if target.statuses else 200
                target.deliveries.append(Delivery(self.path, dict(self.headers.items()), body))
                target.arrived.notify_all()
            self.send_response(status)
            self.send_header("Content-Length", "0")
            self.end_headers()

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    holder["receiver"] = Receiver(url=f"http://127.0.0.1:{server.server_address[1]}/hook")
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    yield holder["receiver"]
    server.shutdown()
    server.server_close()
    thread.join(5)


StartSandbox = Callable[..., SandboxServer]
