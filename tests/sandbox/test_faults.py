"""Injected faults: each kind as a client sees it, and what is left out of injection."""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Iterator

import httpx
import pytest

from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from tests.sandbox.conftest import TLS
from tests.sandbox.conftest import all_products
from tests.sandbox.conftest import authorised_client
from tests.sandbox.conftest import product_body


@pytest.fixture
def faulty(
    sandbox_factory: Callable[..., SandboxServer],
) -> Iterator[tuple[SandboxServer, httpx.Client]]:
    server = sandbox_factory(fault_seed=7)
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as client:
        yield server, client


@pytest.mark.parametrize(("kind", "retry_after"), [("500", None), ("503", "1"), ("429", "1")])
def test_status_faults(
    faulty: tuple[SandboxServer, httpx.Client], kind: str, retry_after: str | None
) -> None:
    server, client = faulty
    server.set_faults(1.0, [kind])

    response = client.get("/products")

    assert response.status_code == int(kind)
    assert isinstance(response.json()["message"], str)
    assert response.headers.get("retry-after") == retry_after


def test_status_faults_happen_before_the_change(faulty: tuple[SandboxServer, httpx.Client]) -> None:
    server, client = faulty
    server.set_faults(1.0, ["503"])
    assert client.post("/products", json=product_body()).status_code == 503

    server.set_faults(0.0)

    assert all_products(client) == []


def test_delay_answers_normally_after_a_while(faulty: tuple[SandboxServer, httpx.Client]) -> None:
    server, client = faulty
    server.set_faults(1.0, ["delay"])

    response = client.get("/products")

    assert response.status_code == 200


def test_drop_closes_the_connection_without_an_answer_or_a_change(
    faulty: tuple[SandboxServer, httpx.Client],
) -> None:
    server, client = faulty
    server.set_faults(1.0, ["drop"])

    with pytest.raises((httpx.RemoteProtocolError, httpx.ReadError)):
        client.post("/products", json=product_body())

    server.set_faults(0.0)
    assert all_products(client) == []


def test_commit_drop_closes_the_connection_after_the_change(
    faulty: tuple[SandboxServer, httpx.Client],
) -> None:
    server, client = faulty
    server.set_faults(1.0, ["commit-drop"])

    with pytest.raises((httpx.RemoteProtocolError, httpx.ReadError)):
        client.post("/products", json=product_body())

    server.set_faults(0.0)
    assert [p["itemDetails"]["name"] for p in all_products(client)] == ["Opdekdeur wit"]


def test_the_client_recovers_on_the_next_request(
    faulty: tuple[SandboxServer, httpx.Client],
) -> None:
    server, client = faulty
    server.set_faults(1.0, ["drop"])
    with pytest.raises(httpx.TransportError):
        client.get("/products")

    server.set_faults(0.0)

    assert client.get("/products").status_code == 200


def test_the_description_and_media_never_fail(faulty: tuple[SandboxServer, httpx.Client]) -> None:
    server, _ = faulty
    server.set_faults(1.0, ["500"])

    assert (
        httpx.get(f"{server.base_url}/openapi.json", trust_env=False, verify=TLS).status_code == 200
    )
    assert (
        httpx.get(f"{server.base_url}/media/1/x.png", trust_env=False, verify=TLS).status_code
        == 404
    )


def test_a_fraction_of_requests_fails(sandbox_factory: Callable[..., SandboxServer]) -> None:
    server = sandbox_factory(fault_rate=0.5, fault_kinds=["500"], fault_seed=1)
    with httpx.Client(base_url=server.base_url, trust_env=False, verify=TLS) as client:
        statuses = [client.get("/products").status_code for _ in range(60)]

    assert 10 < statuses.count(500) < 50
    assert statuses.count(500) + statuses.count(401) == 60


def test_unknown_fault_kinds_are_refused() -> None:
    with pytest.raises(ValueError, match="unknown fault kinds"):
        SandboxServer(fault_kinds=["meteor"])
    with pytest.raises(ValueError, match="between 0 and 1"):
        SandboxServer(fault_rate=2.0)
