"""The bytes a write sends (compact UTF-8 JSON, the same whichever encoder writes them), and
the answers read whole only when their framing bounds them."""

from __future__ import annotations

import gzip
import json
from typing import Any

import httpx
import pytest

from app.api import bounds
from app.api import client as client_module
from app.api.errors import AcceptedWithoutId
from tests.api.conftest import mock_client
from tests.api.conftest import product_form


def _standard(payload: Any) -> bytes:
    return json.dumps(payload, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


@pytest.mark.asyncio
async def test_a_product_create_sends_the_payload_as_compact_utf8_json() -> None:
    sent: list[bytes] = []
    product = product_form(
        itemDetails={
            "name": 'Deur \u00e9\u00e9n \u2028 "oud" / \\ \U0001f6aa',
            "productDescription": {"description": "Licht gebruikt", "languageCode": "NL"},
        }
    )

    def handler(request: httpx.Request) -> httpx.Response:
        sent.append(request.content)
        return httpx.Response(201, json={"id": 123})

    async with mock_client(handler) as c:
        await c.create_product(product)
    payload = product.to_payload(create=True)
    assert sent == [_standard(payload)]
    assert json.loads(sent[0]) == payload


def test_what_the_fast_encoder_refuses_is_written_by_the_standard_one() -> None:
    # An integer past 64 bits (and a key that is no string) orjson refuses.
    payload = {"quantity": 2**70, "nested": [{"x": 0.1 + 0.2, "y": None, "z": True}]}
    assert client_module._json(payload) == _standard(payload)
    assert client_module._json({1: "a"}) == _standard({1: "a"})


# -- the answers: read whole when their framing bounds them, else capped as they come ----


def _created_with(body: bytes, **headers: str) -> httpx.Response:
    return httpx.Response(201, content=body, headers=headers)


@pytest.mark.asyncio
async def test_an_answer_within_its_declared_length_is_read_as_it_is() -> None:
    body = b'{"id": 321}'
    async with mock_client(lambda r: _created_with(body)) as c:
        assert await c.create_product(product_form()) == 321


@pytest.mark.asyncio
async def test_a_compressed_answer_that_unpacks_past_the_bound_is_still_refused() -> None:
    # Small on the wire (its declared length), past the bound once unpacked.
    inflated = b'{"id": 5, "pad": "' + b"a" * (bounds.ANSWER_BYTES + 1) + b'"}'
    packed = gzip.compress(inflated)
    assert len(packed) < bounds.ANSWER_BYTES
    async with mock_client(lambda r: _created_with(packed, **{"Content-Encoding": "gzip"})) as c:
        with pytest.raises(AcceptedWithoutId):
            await c.create_product(product_form())


@pytest.mark.asyncio
async def test_a_compressed_answer_within_the_bound_is_read_unpacked() -> None:
    packed = gzip.compress(b'{"id": 77}')
    async with mock_client(lambda r: _created_with(packed, **{"Content-Encoding": "gzip"})) as c:
        assert await c.create_product(product_form()) == 77


@pytest.mark.asyncio
async def test_a_declared_length_past_the_bound_is_refused_before_reading() -> None:
    body = b'{"id": 5, "pad": "' + b"a" * bounds.ANSWER_BYTES + b'"}'
    async with mock_client(lambda r: _created_with(body)) as c:
        with pytest.raises(AcceptedWithoutId):
            await c.create_product(product_form())
