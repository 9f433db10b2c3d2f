"""Bad input never crashes the sandbox: malformed bodies, wrong types, huge bodies, odd paths."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from fastapi.exceptions import RequestValidationError
from hypothesis import HealthCheck
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st
from starlette.requests import Request

from app.sandbox import SandboxServer
from app.sandbox.app import _request_validation_error
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from tests.sandbox.conftest import authorised_client
from tests.sandbox.conftest import create_product
from tests.sandbox.conftest import product_body

WRITE_PATHS = ("/products", "/projects", "/resources/subscriptions")


@pytest.mark.parametrize("path", WRITE_PATHS)
@pytest.mark.parametrize(
    ("raw", "content_type", "reason"),
    [
        (b"{bad", "application/json", "The request body is not valid JSON"),
        (b'{"a": NaN}', "application/json", "The request body is not valid JSON"),
        (b"\xff\xfe", "application/json", "The request body is not valid JSON"),
        (b"[" * 100_000, "application/json", "The request body is not valid JSON"),
        (b'{"a": 1,}', "application/json", "The request body is not valid JSON"),
        (b"[]", "application/json", "The request body is not a JSON object."),
        (b'"text"', "application/json", "The request body is not a JSON object."),
        (b"42", "application/json", "The request body is not a JSON object."),
        (b"null", "application/json", "The request body is not a JSON object."),
        (b"", "application/json", "The request body is empty."),
        (b" \n", "application/json", "The request body is empty."),
        (b"{}", "text/plain", "The request body is not JSON (Content-Type text/plain)."),
    ],
)
def test_an_unreadable_body_is_the_422_of_an_empty_object(
    api: httpx.Client, path: str, raw: bytes, content_type: str, reason: str
) -> None:
    empty = api.post(path, json={}).json()

    response = api.post(path, content=raw, headers={"Content-Type": content_type})

    # The interface lists 422 for a body that fails validation, and no 400 but the unknown
    # sub-category's: a body that cannot be read is read as nothing sent, as Laravel reads it.
    assert response.status_code == 422
    assert response.json()["errors"] == empty["errors"]
    assert response.json()["message"].startswith(reason)
    assert response.json()["message"].endswith(empty["message"])


@pytest.fixture
def small_limit(sandbox_factory: Callable[..., SandboxServer]) -> Iterator[httpx.Client]:
    server = sandbox_factory(max_body_bytes=2048)
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as client:
        yield client


def test_a_declared_body_over_the_limit_is_413(small_limit: httpx.Client) -> None:
    response = small_limit.post("/products", json=product_body(padding="x" * 5000))

    assert response.status_code == 413
    assert isinstance(response.json()["message"], str)


def test_a_streamed_body_over_the_limit_is_413(small_limit: httpx.Client) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(10):
            yield b" " * 1000

    response = small_limit.post("/products", content=chunks())  # chunked: no Content-Length

    assert response.status_code == 413


def test_a_body_under_the_limit_is_handled(small_limit: httpx.Client) -> None:
    assert small_limit.post("/products", json=product_body()).status_code == 201


def test_the_default_limit_allows_large_images(api: httpx.Client) -> None:
    product_id = create_product(api)
    data = "A" * (4 * 1024 * 1024)  # 3 MB of zero bytes in base64

    response = api.post(f"/products/{product_id}/images", json={"name": "big.jpg", "data": data})

    assert response.status_code == 201


def test_unknown_paths_and_methods_answer_json(api: httpx.Client, anonymous: httpx.Client) -> None:
    for client in (api, anonymous):
        missing = client.get("/nothing/here")
        assert missing.status_code == 404
        assert isinstance(missing.json()["message"], str)
    wrong_method = api.patch("/products")
    assert wrong_method.status_code == 405
    assert isinstance(wrong_method.json()["message"], str)
    assert api.get("/products/1/images/1").status_code == 405


def test_wrong_types_everywhere_are_422(api: httpx.Client) -> None:
    body = {key: ["wrong"] for key in product_body()}

    response = api.post("/products", json=body)

    assert response.status_code == 422
    assert {"productCategory", "quantity", "address", "itemDetails"} <= set(
        response.json()["errors"]
    )


def test_framework_validation_errors_get_the_service_shape() -> None:
    error = RequestValidationError(
        [{"loc": ("body", "quantity", "quantityValue"), "msg": "Input should be a number"}]
    )

    response = asyncio.run(_request_validation_error(Request({"type": "http"}), error))

    body = json.loads(bytes(response.body))
    assert response.status_code == 422
    assert list(body["errors"]) == ["quantity.quantityValue"]
    assert body["message"] == body["errors"]["quantity.quantityValue"][0]
    assert "Input should be a number" in body["message"]


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=8),
    lambda children: (
        st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3)
    ),
    max_leaves=8,
)
product_keys = st.sampled_from(
    [
        "productCategory", "subProductCategory", "projectNumber", "itemDetails", "quantity",
        "address", "priceInformation", "physicalDimensions", "validityInformation", "person",
        "websiteURI", "genericEnvironmentalInformation", "tradeItemIdentification",
    ]
)  # fmt: skip


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(changes=st.dictionaries(product_keys, json_values, max_size=4))
def test_any_json_in_any_product_member_is_answered_without_a_server_error(
    api: httpx.Client, changes: dict[str, Any]
) -> None:
    created = api.post("/products", json=product_body(**changes))
    updated = api.put("/products/1/update", json=product_body(**changes))
    project = api.post("/projects", json=changes)
    subscription = api.post("/resources/subscriptions", json=changes)

    assert created.status_code in (201, 400, 422)
    assert updated.status_code in (200, 404, 422)
    assert project.status_code in (201, 422)
    assert subscription.status_code in (201, 422)


HUGE = "9" * 30


def test_out_of_range_ids_are_404(api: httpx.Client) -> None:
    for method, path in [
        ("PUT", f"/products/{HUGE}/update"),
        ("POST", f"/products/{HUGE}/archive"),
        ("DELETE", f"/products/{HUGE}/images/1"),
        ("POST", f"/projects/{HUGE}/images"),
        ("GET", f"/media/{HUGE}/x.png"),
        ("GET", "/media/٣/x.png"),  # a digit, but not an ASCII one
    ]:
        assert api.request(method, path, json=product_body()).status_code == 404, path
    product_id = create_product(api)
    assert api.delete(f"/products/{product_id}/images/{HUGE}").status_code == 404


@pytest.mark.parametrize(
    ("raw_member", "path"),
    [
        ('"projectNumber": 99999999999999999999999', "projectNumber"),
        ('"projectNumber": 1e999999999', "projectNumber"),
        ('"priceInformation": {"price": 1e999999999}', "priceInformation.price"),
        (
            '"quantity": {"quantityValue": 1e-999999999, "quantityUoM": "PCE"}',
            "quantity.quantityValue",
        ),
    ],
)
def test_out_of_range_numbers_are_422(api: httpx.Client, raw_member: str, path: str) -> None:
    body = json.dumps(product_body())
    key = raw_member.split('"')[1]
    members = json.loads(body)
    members.pop(key, None)
    raw = json.dumps(members)[:-1] + ", " + raw_member + "}"

    response = api.post("/products", content=raw, headers={"Content-Type": "application/json"})

    assert response.status_code == 422
    assert path in response.json()["errors"]


def test_out_of_range_dates_are_422(api: httpx.Client) -> None:
    for moment in (1e30, -5, "0001-01-01"):
        response = api.post(
            "/resources/subscriptions",
            json={
                "resource_type": "subscription",
                "webhook_url": "http://127.0.0.1:9/",
                "event_type": ["created"],
                "start_date": moment,
            },
        )
        assert response.status_code == 422, moment
        assert "start_date" in response.json()["errors"]
