"""Tokens: both grants, their failures, 401 without a usable token, 403 for read-only writes."""

from __future__ import annotations

import time
from collections.abc import Callable

import httpx
import pytest

from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from app.sandbox.credentials import DEMO_PASSWORD
from app.sandbox.credentials import DEMO_USERNAME
from app.sandbox.credentials import VIEWER_CLIENT_ID
from app.sandbox.credentials import VIEWER_CLIENT_SECRET
from tests.sandbox.conftest import TLS
from tests.sandbox.conftest import fetch_token
from tests.sandbox.conftest import product_body
from tests.sandbox.conftest import project_body


def post_token(server: SandboxServer, form: dict[str, str]) -> httpx.Response:
    return httpx.post(f"{server.base_url}/token", data=form, trust_env=False, verify=TLS)


def test_client_credentials_grant(sandbox: SandboxServer) -> None:
    response = post_token(
        sandbox,
        {
            "grant_type": "client_credentials",
            "client_id": DEMO_CLIENT_ID,
            "client_secret": DEMO_CLIENT_SECRET,
        },
    )

    assert response.status_code == 200
    body = response.json()
    assert body["token_type"] == "Bearer"
    assert body["expires_in"] == 3600
    assert isinstance(body["access_token"], str)
    assert sandbox.token_requests == 1


def test_password_grant_has_full_rights(sandbox: SandboxServer) -> None:
    response = post_token(
        sandbox,
        {
            "grant_type": "password",
            "username": DEMO_USERNAME,
            "password": DEMO_PASSWORD,
            "client_id": DEMO_CLIENT_ID,
        },
    )
    token = response.json()["access_token"]

    created = httpx.post(
        f"{sandbox.base_url}/projects",
        json=project_body(),
        headers={"Authorization": f"Bearer {token}"},
        trust_env=False,
        verify=TLS,
    )
    assert response.status_code == 200
    assert created.status_code == 201


@pytest.mark.parametrize(
    ("form", "status", "error"),
    [
        ({}, 400, "invalid_request"),
        ({"grant_type": "authorization_code", "client_id": "demo"}, 400, "unsupported_grant_type"),
        (
            {"grant_type": "client_credentials", "client_id": "demo", "client_secret": "x"},
            401,
            "invalid_client",
        ),
        (
            {"grant_type": "client_credentials", "client_id": "nobody", "client_secret": "x"},
            401,
            "invalid_client",
        ),
        ({"grant_type": "client_credentials", "client_id": "demo"}, 400, "invalid_request"),
        (
            {
                "grant_type": "password",
                "username": DEMO_USERNAME,
                "password": "fout",
                "client_id": "demo",
            },
            400,
            "invalid_grant",
        ),
        (
            {"grant_type": "password", "username": DEMO_USERNAME, "client_id": "demo"},
            400,
            "invalid_request",
        ),
    ],
)
def test_token_failures(
    sandbox: SandboxServer, form: dict[str, str], status: int, error: str
) -> None:
    response = post_token(sandbox, form)

    assert response.status_code == status
    assert response.json()["error"] == error
    assert isinstance(response.json()["error_description"], str)
    assert sandbox.token_requests == 0


def test_a_json_token_request_is_invalid(sandbox: SandboxServer) -> None:
    response = httpx.post(
        f"{sandbox.base_url}/token",
        json={
            "grant_type": "client_credentials",
            "client_id": "demo",
            "client_secret": "demo-secret",
        },
        trust_env=False,
        verify=TLS,
    )
    assert response.status_code == 400
    assert response.json()["error"] == "invalid_request"


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("GET", "/products"),
        ("POST", "/products"),
        ("PUT", "/products/1/update"),
        ("POST", "/products/1/archive"),
        ("POST", "/products/1/images"),
        ("DELETE", "/products/1/images/1"),
        ("POST", "/products/1/files"),
        ("DELETE", "/products/1/files/1"),
        ("GET", "/projects"),
        ("POST", "/projects"),
        ("POST", "/projects/1/images"),
        ("DELETE", "/projects/1/images/1"),
        ("GET", "/resources/subscriptions"),
        ("POST", "/resources/subscriptions"),
        ("GET", "/resources/subscriptions/x"),
        ("DELETE", "/resources/subscriptions/x"),
        ("POST", "/resources/subscriptions/x/test"),
    ],
)
def test_every_operation_needs_a_token(anonymous: httpx.Client, method: str, path: str) -> None:
    response = anonymous.request(method, path, json={})

    assert response.status_code == 401
    assert response.json() == {"message": "Unauthenticated."}


def test_an_unknown_token_is_401(anonymous: httpx.Client) -> None:
    response = anonymous.get("/products", headers={"Authorization": "Bearer nope"})
    assert response.status_code == 401


def test_read_only_client_reads_but_may_not_write(viewer: httpx.Client) -> None:
    assert viewer.get("/products").status_code == 200
    assert viewer.get("/projects").status_code == 200
    assert viewer.get("/resources/subscriptions").status_code == 200
    for response in (
        viewer.post("/products", json=product_body()),
        viewer.post("/projects", json=project_body()),
        viewer.put("/products/1/update", json=product_body()),
        viewer.post("/products/1/archive"),
        viewer.post(
            "/resources/subscriptions",
            json={
                "resource_type": "subscription",
                "webhook_url": "http://127.0.0.1:1/",
                "event_type": ["created"],
            },
        ),
    ):
        assert response.status_code == 403
        assert isinstance(response.json()["message"], str)


def test_viewer_credentials_give_scope_read(sandbox: SandboxServer) -> None:
    response = post_token(
        sandbox,
        {
            "grant_type": "client_credentials",
            "client_id": VIEWER_CLIENT_ID,
            "client_secret": VIEWER_CLIENT_SECRET,
        },
    )
    assert response.json()["scope"] == "read"


def test_revoked_tokens_get_401_and_a_new_token_works(
    api: httpx.Client, sandbox: SandboxServer
) -> None:
    assert api.get("/products").status_code == 200

    sandbox.revoke_all_tokens()

    assert api.get("/products").status_code == 401
    fresh = fetch_token(sandbox, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET)
    assert api.get("/products", headers={"Authorization": f"Bearer {fresh}"}).status_code == 200
    assert sandbox.token_requests == 2


def test_tokens_expire_after_their_lifetime(sandbox_factory: Callable[..., SandboxServer]) -> None:
    server = sandbox_factory(token_ttl=1)
    token = fetch_token(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET)
    headers = {"Authorization": f"Bearer {token}"}
    assert (
        httpx.get(
            f"{server.base_url}/products", headers=headers, trust_env=False, verify=TLS
        ).status_code
        == 200
    )

    time.sleep(1.2)

    assert (
        httpx.get(
            f"{server.base_url}/products", headers=headers, trust_env=False, verify=TLS
        ).status_code
        == 401
    )
