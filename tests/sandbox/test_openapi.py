"""The downloadable description lists exactly what the server serves."""

from __future__ import annotations

import httpx
from fastapi.routing import APIRoute

from app.sandbox import SandboxServer
from app.sandbox.app import ROUTERS, create_app
from app.sandbox.auth import TokenStore
from app.sandbox.database import Database
from app.sandbox.state import API_PREFIX, SandboxState
from app.sandbox.webhooks import WebhookDispatcher
from tests.sandbox.conftest import TLS


def served_operations() -> set[tuple[str, str]]:
    """(method, path below /api/v1) of every route: the app's own and its routers' routes."""
    db = Database()
    app = create_app(SandboxState(db, TokenStore(60), WebhookDispatcher(db, ())))
    operations = set()
    for route in app.routes:
        if isinstance(route, APIRoute):
            assert route.path.startswith(API_PREFIX)
            operations |= {(m.lower(), route.path[len(API_PREFIX) :]) for m in route.methods or ()}
    for router in ROUTERS:
        for route in router.routes:
            assert isinstance(route, APIRoute)
            operations |= {(m.lower(), route.path) for m in route.methods or ()}
    return operations


def test_every_served_operation_is_described_and_nothing_else(sandbox: SandboxServer) -> None:
    response = httpx.get(f"{sandbox.base_url}/openapi.json", trust_env=False, verify=TLS)
    document = response.json()

    described = {(method, path) for path, item in document["paths"].items() for method in item}

    assert response.status_code == 200
    assert described == served_operations()
    assert document["servers"] == [{"url": sandbox.base_url}]


def test_operations_declare_their_statuses_and_oauth2(sandbox: SandboxServer) -> None:
    document = httpx.get(f"{sandbox.base_url}/openapi.json", trust_env=False, verify=TLS).json()
    paths = document["paths"]

    assert document["components"]["securitySchemes"]["oauth2"]["type"] == "oauth2"
    assert set(paths["/products"]["post"]["responses"]) >= {"201", "400", "401", "403", "422"}
    assert set(paths["/products/{product}/update"]["put"]["responses"]) >= {
        "200", "401", "403", "404", "422",
    }  # fmt: skip
    assert "204" in paths["/resources/subscriptions/{subscription}"]["delete"]["responses"]
    assert "201" in paths["/projects"]["post"]["responses"]
    for item in paths.values():
        for operation in item.values():
            assert operation["responses"]
            assert "security" in operation


def test_every_schema_reference_resolves(sandbox: SandboxServer) -> None:
    document = httpx.get(f"{sandbox.base_url}/openapi.json", trust_env=False, verify=TLS).json()
    schemas = document["components"]["schemas"]

    def refs(node: object) -> set[str]:
        if isinstance(node, dict):
            found = {node["$ref"]} if "$ref" in node else set()
            return found.union(*(refs(value) for value in node.values()))
        if isinstance(node, list):
            return set().union(*(refs(value) for value in node))
        return set()

    for reference in refs(document):
        assert reference.startswith("#/components/schemas/")
        assert reference.rsplit("/", 1)[1] in schemas
