"""The downloadable description lists exactly what the server serves, and its answers hold."""

from __future__ import annotations

import base64

import httpx
from fastapi.routing import APIRoute

from app.sandbox import SandboxServer
from app.sandbox.app import ROUTERS
from app.sandbox.app import create_app
from app.sandbox.auth import TokenStore
from app.sandbox.database import Database
from app.sandbox.resources import Media
from app.sandbox.resources import ProductCreated
from app.sandbox.resources import ProductData
from app.sandbox.resources import ProductPage
from app.sandbox.resources import ProjectPage
from app.sandbox.resources import SubscriptionA
from app.sandbox.resources import SubscriptionList
from app.sandbox.state import API_PREFIX
from app.sandbox.state import SandboxState
from app.sandbox.webhooks import WebhookDispatcher
from tests.sandbox.conftest import TLS
from tests.sandbox.conftest import create_product
from tests.sandbox.conftest import create_project
from tests.sandbox.conftest import product_body


def served_operations() -> set[tuple[str, str]]:
    """(method, path below /api/v1) of every route: the app's own and its routers' routes."""
    db = Database()
    app = create_app(SandboxState(db, TokenStore(60), WebhookDispatcher(db, ())))
    operations = set()
    for route in app.routes:
        if isinstance(route, APIRoute):
            assert route.path.startswith(API_PREFIX)
            path = route.path_format[len(API_PREFIX) :]  # without converters ({name:path})
            operations |= {(m.lower(), path) for m in route.methods or ()}
    for router in ROUTERS:
        for route in router.routes:
            assert isinstance(route, APIRoute)
            operations |= {(m.lower(), route.path_format) for m in route.methods or ()}
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


def test_answers_are_the_declared_answer_forms(api: httpx.Client) -> None:
    project_id = create_project(api)
    product_id = create_product(api, projectNumber=project_id)
    image = api.post(
        f"/products/{product_id}/images",
        json={"name": "a.png", "data": base64.b64encode(b"\x89PNG\r\n\x1a\n").decode()},
    )
    subscription = api.post(
        "/resources/subscriptions",
        json={
            "resource_type": "subscription",
            "webhook_url": "http://127.0.0.1:9/hook",
            "event_type": ["created"],
        },
    )

    ProductCreated.model_validate(api.post("/products", json=product_body()).json())
    ProductPage.model_validate(api.get("/products").json())
    updated = api.put(f"/products/{product_id}/update", json=product_body(websiteURI=None))
    ProductData.model_validate(updated.json())
    ProductData.model_validate(api.post(f"/products/{product_id}/archive").json())
    Media.model_validate(image.json())
    ProjectPage.model_validate(api.get("/projects").json())
    SubscriptionA.model_validate(subscription.json())
    SubscriptionList.model_validate(api.get("/resources/subscriptions").json())
    assert updated.json()["data"]["websiteURI"].endswith(f"/producten/{product_id}")


def test_a_sent_website_address_is_kept(api: httpx.Client) -> None:
    create_product(api, websiteURI="https://example.nl/deur")

    assert api.get("/products").json()["data"][0]["websiteURI"] == "https://example.nl/deur"
