"""What Schemathesis found in the sandbox, each finding held by a test named after it.

The interface lists, per operation, the statuses it answers and their bodies; the sandbox answered
others (400 `{"message"}` for an unreadable body, 422 for `per_page=0`, a 500 for an odd category
object on update, a 500 for testing a webhook whose address cannot be sent to), and its OpenAPI
description declared them, so the fuzzer could not tell. Each test fails on the sandbox before
the fix.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
import pytest

from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from tests.sandbox.conftest import TLS
from tests.sandbox.conftest import Receiver
from tests.sandbox.conftest import authorised_client
from tests.sandbox.conftest import create_product
from tests.sandbox.conftest import product_body
from tests.sandbox.conftest import project_body

# The statuses the interface lists for each operation (its Errors table: 401 and 403 for all,
# 404 for update and get subscription, 422 for the four writes of a form, 400 for create product
# only), with design.md's assumptions where it shows none (media, archive, delete, test), and
# 413 on every POST and PUT (the sandbox's body limit).
STATUSES: dict[tuple[str, str], set[str]] = {
    ("post", "/token"): {"200", "400", "401", "413"},
    ("get", "/openapi.json"): {"200"},
    ("get", "/products"): {"200", "401", "403"},
    ("post", "/products"): {"201", "400", "401", "403", "413", "422"},
    ("put", "/products/{product}/update"): {"200", "401", "403", "404", "413", "422"},
    ("post", "/products/{product}/archive"): {"200", "401", "403", "404", "413"},
    ("post", "/products/{product}/images"): {"201", "401", "403", "404", "413", "422"},
    ("delete", "/products/{product}/images/{imageId}"): {"204", "401", "403", "404"},
    ("post", "/products/{product}/files"): {"201", "401", "403", "404", "413", "422"},
    ("delete", "/products/{product}/files/{fileId}"): {"204", "401", "403", "404"},
    ("get", "/projects"): {"200", "401", "403"},
    ("post", "/projects"): {"201", "401", "403", "413", "422"},
    ("post", "/projects/{project}/images"): {"201", "401", "403", "404", "413", "422"},
    ("delete", "/projects/{project}/images/{imageId}"): {"204", "401", "403", "404"},
    ("get", "/resources/subscriptions"): {"200", "401", "403"},
    ("post", "/resources/subscriptions"): {"201", "401", "403", "413", "422"},
    ("get", "/resources/subscriptions/{subscription}"): {"200", "401", "403", "404"},
    ("delete", "/resources/subscriptions/{subscription}"): {"204", "401", "403", "404"},
    ("post", "/resources/subscriptions/{subscription}/test"): {"200", "401", "403", "404", "413"},
    ("get", "/media/{media_id}/{name}"): {"200", "404"},
}


def described(server: SandboxServer) -> dict[str, Any]:
    response = httpx.get(f"{server.base_url}/openapi.json", trust_env=False, verify=TLS)
    document: dict[str, Any] = response.json()
    return document


def test_every_operation_declares_exactly_the_statuses_the_interface_lists(
    sandbox: SandboxServer,
) -> None:
    paths = described(sandbox)["paths"]

    declared = {
        (method, path): set(operation["responses"])
        for path, item in paths.items()
        for method, operation in item.items()
    }

    assert declared == STATUSES


def test_the_only_400_is_create_products_error_body(sandbox: SandboxServer) -> None:
    document = described(sandbox)
    answer = document["paths"]["/products"]["post"]["responses"]["400"]

    schema = answer["content"]["application/json"]["schema"]
    assert schema == {"$ref": "#/components/schemas/UnknownSubProductCategory"}
    assert document["components"]["schemas"]["UnknownSubProductCategory"]["required"] == ["error"]


# -- a 500 for an odd category object on update ------------------------------------------


@pytest.mark.parametrize(
    "category",
    [
        {"id": "", "type": {}},
        {"type": ["Deuren"]},
        {"id": {}, "type": "Deuren"},
        {"id": ["deuren"]},
        {"id": "deuren", "type": None},
        {},
    ],
)
def test_an_update_with_an_odd_category_object_is_422_not_500(
    api: httpx.Client, category: dict[str, Any]
) -> None:
    product_id = create_product(api)

    response = api.put(
        f"/products/{product_id}/update", json=product_body(productCategory=category)
    )

    assert response.status_code == 422
    assert list(response.json()["errors"]) == ["productCategory"]


@pytest.mark.parametrize(
    "category", [{"id": "deuren"}, {"type": "Deuren"}, {"id": "deuren", "type": "Deuren"}]
)
def test_an_update_takes_the_category_object_its_schema_declares(
    api: httpx.Client, sandbox: SandboxServer, category: dict[str, str]
) -> None:
    product_id = create_product(api)
    schema = described(sandbox)["components"]["schemas"]["ProductUpdateRequest"]

    response = api.put(
        f"/products/{product_id}/update", json=product_body(productCategory=category)
    )

    assert response.status_code == 200
    assert response.json()["data"]["productCategory"] == "Deuren"
    forms = schema["properties"]["productCategory"]["anyOf"]
    assert [form["type"] for form in forms] == ["string", "object", "object"]


@pytest.mark.parametrize("category", [{"type": "Deuren"}, "deuren"])
def test_a_create_takes_the_category_name_only_as_its_schema_says(
    api: httpx.Client, category: object
) -> None:
    response = api.post("/products", json=product_body(productCategory=category))

    assert response.status_code == 422
    assert list(response.json()["errors"]) == ["productCategory"]


# -- a 400 with `message` where the interface's 400 has `error` --------------------------


@pytest.mark.parametrize("path", ["/products", "/products/1/images", "/projects/1/images"])
def test_an_unreadable_body_is_the_interfaces_422_never_a_400_with_message(
    demo_api: httpx.Client, path: str
) -> None:
    response = demo_api.post(path, content=b"{bad", headers={"Content-Type": "application/json"})

    assert response.status_code == 422
    assert set(response.json()) == {"message", "errors"}
    assert response.json()["message"].startswith("The request body is not valid JSON")


def test_an_update_with_an_unknown_sub_category_is_422_as_only_create_lists_400(
    api: httpx.Client,
) -> None:
    product_id = create_product(api)

    updated = api.put(
        f"/products/{product_id}/update", json=product_body(subProductCategory="Ruimteschepen")
    )
    created = api.post("/products", json=product_body(subProductCategory="Ruimteschepen"))

    assert updated.status_code == 422
    assert list(updated.json()["errors"]) == ["subProductCategory"]
    assert created.status_code == 400
    assert created.json() == {"error": "Unknown subProductCategory value"}


# -- a 422 for per_page=0 ----------------------------------------------------------------


@pytest.mark.parametrize("path", ["/products", "/projects"])
def test_per_page_0_is_a_page_of_the_default_size_not_a_422(api: httpx.Client, path: str) -> None:
    response = api.get(path, params={"per_page": 0, "page": 0, "public": "x"})

    assert response.status_code == 200
    assert (response.json()["meta"]["per_page"], response.json()["meta"]["current_page"]) == (15, 1)


# -- an Allow header that named one route's methods only ---------------------------------


@pytest.mark.parametrize(
    ("method", "path", "allowed"),
    [
        ("OPTIONS", "/products", "GET, POST"),
        ("PATCH", "/projects", "GET, POST"),
        ("OPTIONS", "/resources/subscriptions", "GET, POST"),
        ("PUT", "/resources/subscriptions/abc", "GET, DELETE"),
        ("GET", "/products/1/images/1", "DELETE"),
    ],
)
def test_a_405_allows_every_method_of_its_path(
    api: httpx.Client, method: str, path: str, allowed: str
) -> None:
    response = api.request(method, path)

    assert response.status_code == 405
    assert response.headers["Allow"] == allowed


# -- subscription dates the sandbox read but its schema did not declare --------------------


def test_subscription_dates_declare_every_form_the_sandbox_reads(
    api: httpx.Client, sandbox: SandboxServer
) -> None:
    schema = described(sandbox)["components"]["schemas"]["SubscriptionRequest"]
    body = {"resource_type": "subscription", "webhook_url": "http://127.0.0.1:9/"}

    def forms(node: dict[str, Any]) -> list[dict[str, Any]]:
        return (
            [leaf for branch in node["anyOf"] for leaf in forms(branch)]
            if "anyOf" in node
            else [node]
        )

    kinds = {
        (form.get("type"), form.get("format")) for form in forms(schema["properties"]["end_date"])
    }
    assert kinds == {("string", "date-time"), ("string", "date"), ("integer", None), ("null", None)}
    for moment in (2000000000, "2033-05-18", "2033-05-18T03:33:20Z"):
        created = api.post(
            "/resources/subscriptions", json=body | {"event_type": ["created"], "end_date": moment}
        )
        assert created.status_code == 201, moment
    for moment in (2000000000.5, -1, "morgen"):
        refused = api.post(
            "/resources/subscriptions", json=body | {"event_type": ["created"], "end_date": moment}
        )
        assert refused.status_code == 422, moment


# -- a 500 for testing a webhook whose address cannot be sent to -------------------------


def test_a_webhook_address_with_a_port_out_of_range_is_422(api: httpx.Client) -> None:
    for address in ("http://127.0.0.1:99999/hook", "http://127.0.0.1/ho\tok", "http://a\x85b/"):
        response = api.post(
            "/resources/subscriptions",
            json={
                "resource_type": "subscription",
                "webhook_url": address,
                "event_type": ["created"],
            },
        )
        assert response.status_code == 422, address
        assert list(response.json()["errors"]) == ["webhook_url"]


def test_testing_a_webhook_whose_host_does_not_encode_answers_its_outcome_not_500(
    api: httpx.Client,
) -> None:
    created = api.post(
        "/resources/subscriptions",
        json={
            "resource_type": "subscription",
            "webhook_url": "http://xn--/",
            "event_type": ["created"],
        },
    )
    assert created.status_code == 201

    response = api.post(f"/resources/subscriptions/{created.json()['id']}/test")

    assert response.status_code == 200
    assert response.json()["delivered"] is False
    assert response.json()["error"]


def test_a_fuzzed_sandbox_delivers_webhooks_to_its_own_hosts_only(
    sandbox_factory: Callable[..., SandboxServer], receiver: Receiver
) -> None:
    server = sandbox_factory(webhook_hosts=("127.0.0.1",), webhook_retry_delays=())
    with authorised_client(server, DEMO_CLIENT_ID, DEMO_CLIENT_SECRET) as client:
        ids = [
            client.post(
                "/resources/subscriptions",
                json={
                    "resource_type": "subscription",
                    "webhook_url": url,
                    "event_type": ["created"],
                },
            ).json()["id"]
            for url in (receiver.url, "https://webhook.example/made-up", "http://localhost:9/")
        ]

        outcomes = [client.post(f"/resources/subscriptions/{i}/test").json() for i in ids]

    assert [outcome["delivered"] for outcome in outcomes] == [True, False, False]
    assert "delivers only to 127.0.0.1" in outcomes[1]["error"]
    assert len(receiver.deliveries) == 1


# -- a group sent as null was read as not sent, while its schema says object ----------------


@pytest.mark.parametrize(
    "group", ["genericEnvironmentalInformation", "validityInformation", "itemDetails", "address"]
)
def test_a_group_sent_as_null_is_422_as_its_schema_says_object(
    api: httpx.Client, group: str
) -> None:
    product_id = create_product(api)

    created = api.post("/products", json=product_body(**{group: None}))
    updated = api.put(f"/products/{product_id}/update", json=product_body(**{group: None}))

    for response in (created, updated):
        assert response.status_code == 422
        assert list(response.json()["errors"]) == [group]


# -- a number was taken for a text member, while its schema says string --------------------


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (
            {"genericEnvironmentalInformation": {"mkiNMDid": 0}},
            "genericEnvironmentalInformation.mkiNMDid",
        ),
        ({"address": {"city": "Utrecht", "postalCode": 3511}}, "address.postalCode"),
        ({"quantity": {"quantityValue": 1, "quantityUoM": 7}}, "quantity.quantityUoM"),
    ],
)
def test_a_number_sent_for_a_text_member_is_422_as_its_schema_says_string(
    api: httpx.Client, change: dict[str, Any], path: str
) -> None:
    response = api.post("/products", json=product_body(**change))

    assert response.status_code == 422
    assert list(response.json()["errors"]) == [path]


# -- pydantic's lax reading took values the schemas refuse --------------------------------


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (
            {"priceInformation": {"priceBase": {"priceOnRequestIndicator": 0}}},
            "priceInformation.priceBase.priceOnRequestIndicator",
        ),
        (
            {"priceInformation": {"priceBase": {"VATInformation": "yes"}}},
            "priceInformation.priceBase.VATInformation",
        ),
        ({"projectNumber": "1"}, "projectNumber"),
    ],
)
def test_a_product_member_takes_only_the_json_type_its_schema_says(
    demo_api: httpx.Client, change: dict[str, Any], path: str
) -> None:
    response = demo_api.post("/products", json=product_body(**change))

    assert response.status_code == 422
    assert list(response.json()["errors"]) == [path]


def test_a_project_and_a_subscription_take_only_the_json_types_their_schemas_say(
    api: httpx.Client,
) -> None:
    project = api.post("/projects", json=project_body(prive=1, bouwjaar="1972"))
    subscription = api.post(
        "/resources/subscriptions",
        json={
            "resource_type": "subscription",
            "webhook_url": "http://127.0.0.1:9/",
            "event_type": "created",
        },
    )

    assert project.status_code == 422
    assert set(project.json()["errors"]) == {"prive", "bouwjaar"}
    assert subscription.status_code == 422
    assert list(subscription.json()["errors"]) == ["event_type"]


def test_an_attachment_list_sent_as_the_answers_text_is_read_and_ignored(
    api: httpx.Client, sandbox: SandboxServer
) -> None:
    product_id = create_product(api)
    schema = described(sandbox)["components"]["schemas"]["ProductAttachment"]
    body = product_body(itemDetails={"name": "Deur", "attachment": {"imageData": "[]"}})

    response = api.put(f"/products/{product_id}/update", json=body)

    assert response.status_code == 200
    kinds = [form["type"] for form in schema["properties"]["imageData"]["anyOf"]]
    assert kinds == ["array", "string", "null"]


# -- an added image's bytes could not be fetched by a name with a slash --------------------


def test_an_added_image_leads_to_its_bytes_and_its_deletion_whatever_its_name(
    api: httpx.Client, sandbox: SandboxServer
) -> None:
    product_id = create_product(api)
    links = described(sandbox)["paths"]["/products/{product}/images"]["post"]["responses"]["201"]
    image = api.post(
        f"/products/{product_id}/images", json={"name": "voor/achter.png", "data": "iVBORw0KGgo="}
    ).json()

    # Followed as the OpenAPI links say: the name as a path segment of its own.
    download = api.get(f"/media/{image['id']}/{image['name']}")
    deleted = api.delete(f"/products/{product_id}/images/{image['id']}")

    assert set(links["links"]) == {"DeleteImage", "Download"}
    assert download.status_code == 200
    assert download.content == b"\x89PNG\r\n\x1a\n"
    assert deleted.status_code == 204
