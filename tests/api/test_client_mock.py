"""Shapes the sandbox does not produce, through a mock transport: variants, bad bodies, headers."""

from __future__ import annotations

import asyncio
import json
from datetime import UTC
from datetime import datetime
from datetime import timedelta
from email.utils import format_datetime
from typing import Any

import httpx
import pytest

from app import __version__
from app.api.errors import AuthenticationFailed
from app.api.errors import MalformedResponse
from app.api.errors import NotFound
from app.api.errors import Offline
from app.api.errors import OutcomeUnknown
from app.api.errors import RateLimited
from app.api.errors import RequestRejected
from app.api.errors import RequestTimeout
from app.api.errors import ServerError
from app.api.errors import Unauthorized
from app.api.errors import Unavailable
from app.api.errors import ValidationFailed
from app.api.notices import Notice
from app.api.products import ProductResponse
from tests.api.conftest import MOCK_BASE
from tests.api.conftest import client_for
from tests.api.conftest import mock_client
from tests.api.conftest import page_json
from tests.api.conftest import product_form
from tests.api.conftest import product_json
from tests.service_reads import list_projects

pytestmark = pytest.mark.asyncio


def answer(status: int, body: Any = None, **headers: str) -> httpx.Response:
    content = body if isinstance(body, bytes) else json.dumps(body).encode()
    return httpx.Response(status, content=content, headers=headers)


async def test_category_object_form_in_a_list() -> None:
    item = product_json(productCategory={"id": "gevel-en-dak", "type": "Gevel en dak"})
    async with mock_client(lambda r: answer(200, page_json([item, product_json(id=8)]))) as c:
        products = await c.list_products()

    assert [p.product_category for p in products] == ["Gevel en dak", "Deuren"]
    assert products[0].product_category_id == "gevel-en-dak"


async def test_a_bad_item_is_left_out_and_counted(caplog: pytest.LogCaptureFixture) -> None:
    items = [product_json(), product_json(id="acht"), "geen product", product_json(id=9)]
    async with mock_client(lambda r: answer(200, page_json(items))) as c:
        page = await c.list_page("products", ProductResponse)
        everything = await c.list_products()

    assert [p.id for p in page.items] == [7, 9]
    assert page.skipped == 2
    assert [p.id for p in everything] == [7, 9]
    said = [r.getMessage() for r in caplog.records if r.name == "app.api.pagination"]
    assert "list item 1 (id 'acht') left out: data[1].id: " in said[0]
    assert said[1].startswith("list item 2 (id None) left out: data[2]")


@pytest.mark.parametrize(
    ("body", "field"),
    [
        (b"<html>proxy login</html>", "<body>"),
        (b"", "<body>"),
        ({"data": []}, "meta"),
        ([], "<body>"),
    ],
)
async def test_malformed_list_answers(body: Any, field: str) -> None:
    async with mock_client(lambda r: answer(200, body)) as c:
        with pytest.raises(MalformedResponse) as caught:
            await list_projects(c)
    assert caught.value.field == field
    assert caught.value.notice.params["field"] == field


async def test_update_answer_without_data() -> None:
    async with mock_client(lambda r: answer(200, product_json())) as c:
        with pytest.raises(MalformedResponse) as caught:
            await c.update_product(7, product_form())
    assert caught.value.field == "data"


async def test_created_id_as_string_is_read_as_integer() -> None:
    async with mock_client(lambda r: answer(201, {"id": "123"})) as c:
        assert await c.create_product(product_form()) == 123


async def test_retry_after_as_http_date_and_as_seconds() -> None:
    later = format_datetime(datetime.now(UTC) + timedelta(seconds=120), usegmt=True)
    replies = iter(
        [
            answer(429, {"message": "slow"}, **{"Retry-After": later}),
            answer(503, {"message": "down"}, **{"Retry-After": "7"}),
        ]
    )
    async with mock_client(lambda r: next(replies)) as c:
        with pytest.raises(RateLimited) as limited:
            await c.list_page("products", ProductResponse)
        with pytest.raises(Unavailable) as down:
            await c.list_page("products", ProductResponse)

    assert limited.value.retry_after is not None
    assert 100 < limited.value.retry_after <= 120
    assert down.value.retry_after == 7.0
    assert limited.value.retryable
    assert down.value.retryable


async def test_error_body_shapes() -> None:
    replies = iter(
        [
            answer(
                422, {"message": "Invalid", "errors": {"quantity.quantityValue": "must be > 0"}}
            ),
            answer(422, b"not json"),
            answer(400, {"error": "Something else"}),
            answer(404, {"message": "Not found."}),
            answer(500, b""),
            answer(418, {"message": "teapot"}),
        ]
    )
    async with mock_client(lambda r: next(replies)) as c:
        with pytest.raises(ValidationFailed) as first:
            await c.create_product(product_form())
        with pytest.raises(ValidationFailed) as second:
            await c.create_product(product_form())
        with pytest.raises(RequestRejected):
            await c.create_product(product_form())
        with pytest.raises(NotFound):
            await c.get_subscription("x")
        with pytest.raises(ServerError):
            await c.list_subscriptions()
        with pytest.raises(RequestRejected) as other:
            await c.list_subscriptions()

    # The service's own words, shown as it wrote them.
    assert first.value.field_errors == {"quantity.quantityValue": [Notice.said("must be > 0")]}
    assert second.value.field_errors == {}
    assert other.value.status == 418


async def test_gateway_timeout_on_write_is_outcome_unknown() -> None:
    async with mock_client(lambda r: answer(504, b"gateway timeout")) as c:
        with pytest.raises(OutcomeUnknown):
            await c.create_project(_project())
        with pytest.raises(ServerError):
            await list_projects(c)


@pytest.mark.parametrize(
    ("exception", "read_error", "write_error"),
    [
        (httpx.ReadTimeout("slow"), RequestTimeout, OutcomeUnknown),
        (httpx.WriteTimeout("slow"), RequestTimeout, OutcomeUnknown),
        (httpx.PoolTimeout("busy"), RequestTimeout, RequestTimeout),
        (httpx.ConnectTimeout("no route"), Offline, Offline),
        (httpx.ConnectError("refused"), Offline, Offline),
        (httpx.RemoteProtocolError("closed"), Offline, OutcomeUnknown),
        (httpx.ProxyError("proxy"), Offline, Offline),
    ],
)
async def test_transport_failures_become_typed_errors(
    exception: Exception, read_error: type[Exception], write_error: type[Exception]
) -> None:
    def fail(request: httpx.Request) -> httpx.Response:
        raise exception

    async with mock_client(fail) as c:
        with pytest.raises(read_error):
            await c.list_page("products", ProductResponse)
        with pytest.raises(write_error):
            await c.create_product(product_form())


async def test_read_retried_once_after_a_broken_connection() -> None:
    calls = []

    def flaky(request: httpx.Request) -> httpx.Response:
        calls.append(request.method)
        if len(calls) == 1:
            raise httpx.RemoteProtocolError("server closed the kept-alive connection")
        return answer(200, page_json([]))

    async with mock_client(flaky) as c:
        page = await c.list_page("products", ProductResponse)
    assert page.items == []
    assert calls == ["GET", "GET"]


async def test_write_never_retried() -> None:
    calls = []

    def broken(request: httpx.Request) -> httpx.Response:
        calls.append(request.method)
        raise httpx.ReadError("reset")

    async with mock_client(broken) as c:
        with pytest.raises(OutcomeUnknown):
            await c.create_product(product_form())
    assert calls == ["POST"]


async def test_next_link_to_another_server_is_refused() -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(str(request.url))
        return answer(
            200, page_json([], last=3, next_url="https://elsewhere.test/api/v1/products?page=2")
        )

    async with mock_client(handler) as c:
        with pytest.raises(MalformedResponse) as caught:
            await c.list_products()
    assert caught.value.field == "links.next"
    assert all(url.startswith(MOCK_BASE) for url in seen)


async def test_next_link_keeps_page_size_and_filter() -> None:
    seen: list[httpx.URL] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.url)
        if request.url.params.get("page") == "2":
            return answer(200, page_json([product_json(id=2)], page=2, last=2))
        return answer(
            200, page_json([product_json(id=1)], last=2, next_url=f"{MOCK_BASE}/products?page=2")
        )

    async with mock_client(handler) as c:
        products = await c.list_products(public=True)

    assert [p.id for p in products] == [1, 2]
    assert seen[1].params["per_page"] == "100"
    assert seen[1].params["public"] == "1"


async def test_next_link_that_loops_is_refused() -> None:
    loop = f"{MOCK_BASE}/projects?page=2"
    async with mock_client(lambda r: answer(200, page_json([], last=3, next_url=loop))) as c:
        with pytest.raises(MalformedResponse) as caught:
            await list_projects(c)
    assert caught.value.field == "links.next"


async def test_user_agent_names_the_version() -> None:
    agents: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        agents.append(request.headers["User-Agent"])
        return answer(200, {"count": 0, "subscriptions": []})

    async with mock_client(handler) as c:
        await c.list_subscriptions()
    assert __version__ in agents[0]


async def test_body_sent_again_unchanged_after_401() -> None:
    tokens = iter(["first", "second"])
    bodies: list[tuple[str, bytes]] = []

    def route(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/token"):
            return answer(
                200, {"access_token": next(tokens), "token_type": "bearer", "expires_in": 60}
            )
        bodies.append((request.headers["Authorization"], request.content))
        if request.headers["Authorization"] == "Bearer first":
            return answer(401, {"message": "Unauthenticated."})
        return answer(201, {"id": "9"})

    http = httpx.AsyncClient(transport=httpx.MockTransport(route))
    async with client_for(MOCK_BASE, http=http) as c:
        assert await c.create_product(product_form()) == 9
    await http.aclose()

    assert [auth for auth, _ in bodies] == ["Bearer first", "Bearer second"]
    assert bodies[0][1] == bodies[1][1]
    assert bodies[0][1]


async def test_shared_token_failure_fetches_once() -> None:
    token_calls = []

    async def route(request: httpx.Request) -> httpx.Response:
        if request.url.path.endswith("/token"):
            token_calls.append(1)
            await asyncio.sleep(0.01)
            return answer(401, {"error": "invalid_client", "error_description": "nope"})
        return answer(200, page_json([]))

    http = httpx.AsyncClient(transport=httpx.MockTransport(route))
    async with client_for(MOCK_BASE, http=http) as c:
        results = await asyncio.gather(
            *(c.list_page("products", ProductResponse) for _ in range(20)), return_exceptions=True
        )
    await http.aclose()

    assert all(isinstance(r, AuthenticationFailed) for r in results)
    assert len(token_calls) == 1


@pytest.mark.parametrize(
    ("reply", "error"),
    [
        (answer(200, {"token_type": "Bearer"}), MalformedResponse),
        (answer(200, {"access_token": "x", "token_type": "MAC"}), MalformedResponse),
        (answer(200, b"<html>"), MalformedResponse),
        (answer(503, b"", **{"Retry-After": "30"}), Unavailable),
        (answer(400, {"error": "unsupported_grant_type"}), AuthenticationFailed),
    ],
)
async def test_token_endpoint_answers(reply: httpx.Response, error: type[Exception]) -> None:
    http = httpx.AsyncClient(transport=httpx.MockTransport(lambda r: reply))
    async with client_for(MOCK_BASE, http=http) as c:
        with pytest.raises(error):
            await c.list_page("products", ProductResponse)
        check = await c.test_connection()
    await http.aclose()
    assert not check.ok


async def test_repeated_401_is_unauthorized() -> None:
    async with mock_client(lambda r: answer(401, {"message": "Unauthenticated."})) as c:
        with pytest.raises(Unauthorized) as caught:
            await c.delete_subscription("abc")
    assert caught.value.status == 401


async def test_upload_body_encoding() -> None:
    bodies: list[dict[str, Any]] = []

    def handler(request: httpx.Request) -> httpx.Response:
        bodies.append(json.loads(request.content))
        return answer(201, {"id": 5, "name": "deur.jpg", "url": "https://x/5"})

    photo = b"\xff\xd8\xff\xe0jpeg"
    async with mock_client(handler) as c:
        stored = await c.add_attachment("products", 7, "images", "deur.jpg", photo)
        await c.add_attachment("projects", 3, "images", "gevel.jpg", photo)

    assert stored.id == "5"
    assert bodies[0] == {"name": "deur.jpg", "data": "/9j/4GpwZWc="}
    assert bodies[1] == {"name": "gevel.jpg", "src": "data:image/jpeg;base64,/9j/4GpwZWc="}


async def test_a_large_upload_is_encoded_off_the_event_loop() -> None:
    ticks = 0
    done = asyncio.Event()

    async def ticker() -> None:
        nonlocal ticks
        while not done.is_set():
            ticks += 1
            await asyncio.sleep(0)

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(ticks)
        return answer(201, {"id": 5, "name": "p.jpg", "url": "u"})

    seen: list[int] = []
    async with mock_client(handler) as c:
        running = asyncio.create_task(ticker())
        await c.add_attachment("products", 7, "images", "p.jpg", b"\xab" * (8 * 1024 * 1024))
        done.set()
        await running

    assert seen[0] > 10  # the loop kept serving other work while the photo was encoded


async def test_subscription_wrapped_in_data() -> None:
    body = {
        "data": {
            "id": "s1",
            "status": "inactive",
            "webhook_url": "https://hooks.example.nl",
            "event_type": ["deleted"],
            "created_date": 1795338000,
        }
    }
    async with mock_client(lambda r: answer(200, body)) as c:
        sub = await c.get_subscription("s1")
    assert sub.variant == "B"
    assert sub.status != "active"


async def test_ids_are_one_path_segment() -> None:
    paths: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        paths.append(request.url.raw_path.decode())
        return httpx.Response(204)

    async with mock_client(handler) as c:
        await c.delete_subscription("../products/1")
    assert paths == ["/api/v1/resources/subscriptions/..%2Fproducts%2F1"]


def _project() -> Any:
    from app.api.projects import ProjectRequest

    return ProjectRequest.draft({"title": "x"})


async def test_https_uses_the_system_trust_store() -> None:
    import ssl

    import truststore

    from app.api.http import tls_context

    async with client_for("https://dienst.example.nl/api/v1"):
        context = tls_context()
    assert isinstance(context, truststore.SSLContext)
    assert context.verify_mode == ssl.CERT_REQUIRED


@pytest.mark.parametrize("link", ["?page=2", "/api/v1/products?page=2", "products?page=2"])
async def test_relative_next_links(link: str) -> None:
    seen: list[str] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request.url.path)
        if request.url.params.get("page") == "2":
            return answer(200, page_json([product_json(id=2)], page=2, last=2))
        return answer(200, page_json([product_json(id=1)], last=2, next_url=link))

    async with mock_client(handler) as c:
        products = await c.list_products()

    assert [p.id for p in products] == [1, 2]
    assert seen == ["/api/v1/products", "/api/v1/products"]


@pytest.mark.parametrize("link", ["http://[::1", "https://exa mple.nl/x", "http://:99999/"])
async def test_garbage_next_link(link: str) -> None:
    async with mock_client(lambda r: answer(200, page_json([], last=3, next_url=link))) as c:
        with pytest.raises(MalformedResponse) as caught:
            await c.list_products()
    assert caught.value.field == "links.next"
