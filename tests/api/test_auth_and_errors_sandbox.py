"""Tokens and typed errors against the sandbox on loopback: credentials, rights, refresh, faults."""

from __future__ import annotations

import asyncio
import logging
import socket
from typing import Any

import httpx
import pytest

from app.api.client import ServiceClient
from app.api.errors import AuthenticationFailed
from app.api.errors import Forbidden
from app.api.errors import MissingCredentials
from app.api.errors import Offline
from app.api.errors import OutcomeUnknown
from app.api.errors import RateLimited
from app.api.errors import RequestTimeout
from app.api.errors import ServerError
from app.api.errors import ServiceError
from app.api.errors import Unauthorized
from app.api.errors import Unavailable
from app.api.notices import Notice
from app.api.products import ProductResponse
from app.api.projects import ProjectResponse
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_PASSWORD
from app.sandbox.credentials import DEMO_USERNAME
from app.sandbox.credentials import VIEWER_CLIENT_ID
from app.sandbox.credentials import VIEWER_CLIENT_SECRET
from tests.api.conftest import client_for
from tests.api.conftest import product_form
from tests.service_reads import find_product
from tests.service_reads import list_projects

pytestmark = pytest.mark.asyncio


class FakeClock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_password_grant(sandbox: Any) -> None:
    async with client_for(
        sandbox.base_url,
        DEMO_PASSWORD,
        grant="password",
        username=DEMO_USERNAME,
        client_id=DEMO_CLIENT_ID,
    ) as service:
        token = await service.request_token()
        product_id = await service.create_product(product_form())

    assert token.scopes is not None
    assert "write" in token.scopes
    assert product_id > 0


async def test_wrong_secret_is_authentication_failed(sandbox: Any) -> None:
    async with client_for(sandbox.base_url, "not-the-secret") as service:
        with pytest.raises(AuthenticationFailed) as caught:
            await service.list_products()
        check = await service.test_connection()

    assert caught.value.oauth_error == "invalid_client"
    assert isinstance(caught.value, Unauthorized)
    assert not check.ok
    assert (
        check.notice
        == caught.value.notice
        == Notice("service.credentials_refused", {"status": 401})
    )


async def test_wrong_password_is_authentication_failed(sandbox: Any) -> None:
    async with client_for(
        sandbox.base_url, "wrong", grant="password", username=DEMO_USERNAME
    ) as service:
        with pytest.raises(AuthenticationFailed) as caught:
            await list_projects(service)
    assert caught.value.oauth_error == "invalid_grant"


async def test_missing_secret(sandbox: Any) -> None:
    async with client_for(sandbox.base_url, None) as service:
        with pytest.raises(MissingCredentials):
            await service.list_products()
    assert sandbox.token_requests == 0


async def test_read_only_client_gets_forbidden_on_write(sandbox: Any) -> None:
    async with client_for(
        sandbox.base_url, VIEWER_CLIENT_SECRET, client_id=VIEWER_CLIENT_ID
    ) as viewer:
        check = await viewer.test_connection()
        products = await viewer.list_products()
        with pytest.raises(Forbidden) as caught:
            await viewer.create_product(product_form())

    assert check.ok
    assert check.can_write is False
    assert check.notice.code == "connection.read_only"
    assert products == []
    assert caught.value.status == 403
    assert not caught.value.retryable


async def test_twenty_concurrent_requests_fetch_one_token(sandbox: Any) -> None:
    async with client_for(sandbox.base_url) as service:
        pages = await asyncio.gather(
            *(service.list_page("products", ProductResponse) for _ in range(20))
        )

        assert len(pages) == 20
        assert sandbox.token_requests == 1

        # The service forgets every token: the next burst renews once, then all succeed.
        sandbox.revoke_all_tokens()
        await asyncio.gather(*(service.list_page("projects", ProjectResponse) for _ in range(20)))

        assert sandbox.token_requests == 2


async def test_token_renewed_before_it_expires(sandbox: Any) -> None:
    clock = FakeClock()
    async with client_for(sandbox.base_url, clock=clock) as service:
        await service.list_page("products", ProductResponse)
        clock.now += 3600 - 30  # within the renewal margin of a one-hour token
        await asyncio.gather(*(service.list_page("products", ProductResponse) for _ in range(20)))

    assert sandbox.token_requests == 2


async def test_write_replayed_after_revoked_token(sandbox: Any) -> None:
    async with client_for(sandbox.base_url) as service:
        await service.list_page("products", ProductResponse)
        sandbox.revoke_all_tokens()

        product_id = await service.create_product(product_form())

        assert await find_product(service, product_id) is not None
    assert sandbox.token_requests == 2


async def test_token_the_service_never_accepts_is_unauthorized(sandbox_factory: Any) -> None:
    server = sandbox_factory(token_ttl=0)  # every token has expired when it arrives
    async with client_for(server.base_url) as service:
        with pytest.raises(Unauthorized) as caught:
            await service.list_products()

    assert caught.value.status == 401
    assert not isinstance(caught.value, AuthenticationFailed)


async def test_offline_when_nothing_listens() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    async with client_for(f"http://127.0.0.1:{port}/api/v1") as service:
        with pytest.raises(Offline) as caught:
            await service.list_products()
        check = await service.test_connection()

    assert caught.value.retryable
    assert caught.value.notice == Notice("service.offline")
    assert not check.ok


async def _signed_in(server: Any, **options: Any) -> ServiceClient:
    service = client_for(server.base_url, **options)
    await service.request_token()
    return service


@pytest.mark.parametrize(
    ("kind", "error_type", "retry_after"),
    [("429", RateLimited, 1.0), ("503", Unavailable, 1.0), ("500", ServerError, None)],
)
async def test_server_faults(
    sandbox: Any, kind: str, error_type: type[ServiceError], retry_after: float | None
) -> None:
    service = await _signed_in(sandbox)
    sandbox.set_faults(1.0, [kind])
    try:
        with pytest.raises(error_type) as caught:
            await service.create_product(product_form())
    finally:
        sandbox.set_faults(0.0)
        await service.aclose()

    assert caught.value.status == int(kind)
    assert caught.value.retry_after == retry_after
    assert caught.value.retryable


async def test_slow_read_is_timeout_and_slow_write_is_outcome_unknown(sandbox: Any) -> None:
    service = await _signed_in(sandbox, deadline=0.3)
    sandbox.set_faults(1.0, ["delay"])
    try:
        with pytest.raises(RequestTimeout) as read_error:
            await service.list_page("products", ProductResponse)
        with pytest.raises(OutcomeUnknown) as write_error:
            await service.create_product(product_form())
    finally:
        sandbox.set_faults(0.0)
        await service.aclose()

    assert read_error.value.retryable
    assert not write_error.value.retryable


async def test_per_phase_read_timeout(sandbox: Any) -> None:
    service = await _signed_in(sandbox, timeout=httpx.Timeout(5.0, read=0.3))
    sandbox.set_faults(1.0, ["delay"])
    try:
        with pytest.raises(RequestTimeout):
            await service.list_page("projects", ProjectResponse)
    finally:
        sandbox.set_faults(0.0)
        await service.aclose()


async def test_dropped_connection(sandbox: Any) -> None:
    service = await _signed_in(sandbox)
    sandbox.set_faults(1.0, ["drop"])
    try:
        with pytest.raises(Offline):
            await service.list_page("products", ProductResponse)  # tried twice, then reported
        with pytest.raises(OutcomeUnknown):
            await service.create_product(product_form())
    finally:
        sandbox.set_faults(0.0)
        await service.aclose()


async def test_lost_answer_after_commit_is_outcome_unknown(sandbox: Any) -> None:
    service = await _signed_in(sandbox)
    sandbox.set_faults(1.0, ["commit-drop"])
    try:
        with pytest.raises(OutcomeUnknown):
            await service.create_product(product_form(itemDetails={"name": "Uniek 4711"}))
    finally:
        sandbox.set_faults(0.0)
    async with service:
        names = [p.item_details.name for p in await service.list_products()]
    assert names == ["Uniek 4711"]  # it did arrive: the sync engine must reconcile, not resend


async def test_authorization_header_is_never_logged(
    sandbox: Any, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    async with client_for(sandbox.base_url) as service:
        token = await service.request_token()
        await service.list_products()
        sandbox.revoke_all_tokens()
        await list_projects(service)

    assert caplog.records
    assert token.value not in caplog.text
    assert "demo-secret" not in caplog.text
    assert "Bearer " not in caplog.text
    assert token.value not in repr(token)
