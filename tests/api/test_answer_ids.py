"""The id an answer gives is checked where the answer is read (`app.api.ids`, `client._parsed`).

A create's or upload's id must be one its kind can have: a whole number from 1 within JSON's
safe range (a product's as a number or its decimal text), a subscription's a UUID; an
update's answer must be the product sent. A hostile server on loopback forwards to a real
sandbox and puts another id in the answer.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest

from app.api.bounds import MAX_SAFE_ID
from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.errors import AcceptedWithoutId
from app.api.errors import AnsweredForAnother
from app.api.errors import UnusableId
from app.api.ids import answered
from app.api.ids import server_id
from app.api.subscriptions import SubscriptionCreate
from tests.api.conftest import product_form
from tests.hostile_server import HostileServer
from tests.hostile_server import Rewrite
from tests.hostile_server import answered_with

_UUID = "3f2a9c01-b7d4-4e6f-9a1b-0c2d3e4f5a6b"


@pytest.mark.parametrize(
    ("value", "form", "read"),
    [
        (1, "number", "1"),
        (MAX_SAFE_ID, "number", str(MAX_SAFE_ID)),
        ("12", "number", "12"),
        (str(MAX_SAFE_ID), "number", str(MAX_SAFE_ID)),
        (_UUID, "uuid", _UUID),
        (_UUID.upper(), "uuid", _UUID.upper()),
    ],
)
def test_ids_a_record_can_have(value: object, form: Any, read: str) -> None:
    assert server_id(value, form) == read


@pytest.mark.parametrize(
    ("value", "form"),
    [
        (0, "number"),
        (-5, "number"),
        (MAX_SAFE_ID + 1, "number"),
        (10**30, "number"),
        (str(10**30), "number"),
        (1.5, "number"),
        (2.0, "number"),  # a JSON number with a point is no integer the interface gives
        (True, "number"),
        (False, "number"),
        (None, "number"),
        ("", "number"),
        ("abc", "number"),
        ("007", "number"),  # a second spelling of 7
        ("+7", "number"),
        (" 7", "number"),
        ("7\n", "number"),
        ("٧", "number"),  # an Arabic-Indic seven: int() reads it, the service never sends it
        ("1e3", "number"),
        ([7], "number"),
        ({"id": 7}, "number"),
        (7, "uuid"),
        ("7", "uuid"),
        (_UUID[:-1], "uuid"),
        (f"{{{_UUID}}}", "uuid"),
        (_UUID.replace("-", ""), "uuid"),
        (f"{_UUID}\n", "uuid"),
    ],
)
def test_ids_no_record_can_have(value: object, form: Any) -> None:
    assert server_id(value, form) is None


@pytest.mark.parametrize(
    ("value", "shown"),
    [(-5, "-5"), (True, "true"), (None, "null"), ("abc", "abc"), ("", '""'), ("a\nb", '"a\\nb"')],
)
def test_what_an_answer_gave_is_shown_short(value: object, shown: str) -> None:
    assert answered(value) == shown
    assert len(answered("x" * 10_000)) == 40


@asynccontextmanager
async def client_behind(sandbox: Any, rewrite: Rewrite) -> AsyncIterator[ServiceClient]:
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile:
        profile = sandbox_profile(hostile.base_url)
        async with ServiceClient(profile, sandbox_secrets(profile)) as client:
            yield client


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("given", "shown"),
    [(10**30, str(10**30)), (-5, "-5"), (0, "0"), ("abc", "abc"), (1.5, "1.5"), (True, "true")],
)
async def test_a_create_answered_with_an_id_no_product_can_have(
    sandbox: Any, given: Any, shown: str
) -> None:
    async with client_behind(sandbox, answered_with("POST", "products", given)) as client:
        with pytest.raises(UnusableId) as caught:
            await client.create_product(product_form())
    assert caught.value.params == {"answered_id": shown}
    assert caught.value.notice.params["status"] == 201
    assert isinstance(caught.value, AcceptedWithoutId)  # done, but where is not known


@pytest.mark.asyncio
async def test_a_product_id_as_text_or_number_is_read(sandbox: Any) -> None:
    async with client_behind(sandbox, answered_with("POST", "products", "41")) as client:
        assert await client.create_product(product_form()) == 41
    async with client_behind(sandbox, answered_with("POST", "products", 42)) as client:
        assert await client.create_product(product_form()) == 42


@pytest.mark.asyncio
@pytest.mark.parametrize(("given", "shown"), [(7, "7"), ("7", "7"), ("s1", "s1")])
async def test_a_subscription_answered_with_no_uuid(sandbox: Any, given: Any, shown: str) -> None:
    rewrite = answered_with("POST", "resources/subscriptions", given)
    async with client_behind(sandbox, rewrite) as client:
        with pytest.raises(UnusableId) as caught:
            await client.create_subscription(SubscriptionCreate(webhook_url="http://127.0.0.1:9/h"))
    assert caught.value.params == {"answered_id": shown}


@pytest.mark.asyncio
async def test_an_upload_answered_with_an_id_no_image_can_have(sandbox: Any) -> None:
    profile = sandbox_profile(sandbox.base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as honest:
        product = await honest.create_product(product_form())
    rewrite = answered_with("POST", rf"products/{product}/images", -1)
    async with client_behind(sandbox, rewrite) as client:
        with pytest.raises(UnusableId) as caught:
            await client.add_attachment("products", product, "images", "a.png", b"\x89PNG\r\n")
    assert caught.value.params == {"answered_id": "-1"}


@pytest.mark.asyncio
@pytest.mark.parametrize("other", [None, "text", "number", "abc"])
async def test_an_update_must_answer_for_the_product_sent(sandbox: Any, other: str | None) -> None:
    profile = sandbox_profile(sandbox.base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as honest:
        mine = await honest.create_product(product_form())
        theirs = await honest.create_product(product_form())
    given = {None: mine, "text": str(theirs), "number": theirs, "abc": "abc"}[other]
    rewrite = answered_with("PUT", rf"products/{mine}/update", given)

    async with client_behind(sandbox, rewrite) as client:
        if other is None:
            assert (await client.update_product(mine, product_form())).id == mine
            return
        with pytest.raises(AnsweredForAnother) as caught:
            await client.update_product(mine, product_form())
    assert caught.value.params == {"answered_id": str(given), "server_id": str(mine)}
