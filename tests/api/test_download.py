"""Downloading a product's images and files: against the sandbox's media route, and the
shapes it cannot produce (redirects, other addresses) through a mock transport."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator

import httpx
import pytest

from app.api.attachments import parse_attachment_refs
from app.api.client import ServiceClient
from app.api.errors import DownloadTooLarge
from app.api.errors import MalformedResponse
from app.api.errors import NotFound
from app.api.errors import RequestRejected
from tests.api.conftest import MOCK_BASE
from tests.api.conftest import mock_client
from tests.api.conftest import product_form
from tests.service_reads import find_product

pytestmark = pytest.mark.asyncio

PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=="
)


async def test_download_what_a_product_lists(client: ServiceClient) -> None:
    product_id = await client.create_product(product_form())
    sheet = b"%PDF-1.4 test\n" * 5000
    await client.add_attachment("products", product_id, "images", "voor.png", PNG)
    await client.add_attachment("products", product_id, "files", "spec.pdf", sheet)
    product = await find_product(client, product_id)
    assert product is not None
    attachment = product.item_details.attachment
    [image] = parse_attachment_refs(attachment.image_data)
    [document] = parse_attachment_refs(attachment.attached_data)

    assert await client.download(image.url, limit=1000) == PNG
    assert await client.download(document.url, limit=len(sheet)) == sheet
    with pytest.raises(DownloadTooLarge) as caught:
        await client.download(document.url, limit=len(sheet) - 1)
    assert caught.value.notice.code == "service.download_too_large"
    assert caught.value.notice.params["limit"] == len(sheet) - 1

    await client.delete_attachment("products", product_id, "files", document.id)
    with pytest.raises(NotFound):
        await client.download(document.url, limit=len(sheet))


def _recording(
    replies: dict[str, httpx.Response],
) -> tuple[list[httpx.Request], ServiceClient]:
    seen: list[httpx.Request] = []

    def handler(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        return replies[str(request.url)]

    return seen, mock_client(handler)


async def test_token_only_to_the_service_and_redirects_only_to_https() -> None:
    own = f"{MOCK_BASE}/media/3/voor.png"
    cdn = "https://cdn.example/voor.png"
    seen, client = _recording(
        {
            own: httpx.Response(302, headers={"Location": cdn}),
            cdn: httpx.Response(200, content=PNG),
            "https://cdn.example/plain": httpx.Response(
                301, headers={"Location": "http://cdn.example/voor.png"}
            ),
        }
    )
    async with client:
        assert await client.download("media/3/voor.png", limit=1000) == PNG
        assert [str(r.url) for r in seen] == [own, cdn]
        assert seen[0].headers["Authorization"] == "Bearer tok"
        assert "Authorization" not in seen[1].headers

        with pytest.raises(RequestRejected) as caught:
            await client.download("https://cdn.example/plain", limit=1000)
        assert caught.value.code == "service.bad_address"
        with pytest.raises(RequestRejected):
            await client.download("http://elsewhere.example/x.png", limit=1000)
    assert all(r.url.scheme == "https" for r in seen)


async def test_a_body_without_length_is_cut_off_at_the_limit() -> None:
    async def endless() -> AsyncIterator[bytes]:
        while True:
            yield b"x" * 4096

    def handler(request: httpx.Request) -> httpx.Response:
        return httpx.Response(200, content=endless())

    async with mock_client(handler) as client:
        with pytest.raises(DownloadTooLarge):
            await client.download("media/1/big.bin", limit=100_000)


async def test_a_redirect_loop_ends() -> None:
    url = f"{MOCK_BASE}/media/1/x"
    _, client = _recording({url: httpx.Response(302, headers={"Location": url})})
    async with client:
        with pytest.raises(MalformedResponse) as caught:
            await client.download(url, limit=10)
    assert caught.value.field == "Location"
