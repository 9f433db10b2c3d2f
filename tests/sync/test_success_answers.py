"""Every 2xx is success: a write answered 200, 201, 202 or 204, with a body that lacks what we
assume (an id), is recorded as done once and never sent again.

The sandbox does the work over real HTTP; a mock transport in front of it answers each write
the interface shows no status or body for (and the creates) with the status and body under
test, which the sandbox alone would never send.
"""

from __future__ import annotations

import collections
import json
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.subscriptions import SubscriptionCreate
from app.store.attachments import AttachmentRole
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content
from tests.sync.helpers import project_content
from tests.sync.helpers import subscription_content

pytestmark = pytest.mark.asyncio

ANSWERS = [
    (status, body)
    for status in (200, 201, 202, 204)
    for body in (b"", b'{"message": "Done."}')
    if status != 204 or not body
]

# The writes, by method and path without ids ("POST products/images").
_WRITE = re.compile(
    r"^/api/v1/(products|projects|resources/subscriptions)"
    r"(?:/[^/]+(?:/(archive|images|files|test)(?:/[^/]+)?)?)?$"
)


class SuccessRewriter:
    """Forwards every request to the sandbox; a write it did is answered `status`, `body`."""

    def __init__(self, status: int, body: bytes) -> None:
        self.status = status
        self.body = body
        self.writes: collections.Counter[str] = collections.Counter()

    async def __call__(self, request: httpx.Request) -> httpx.Response:
        answer = await _forward(request)
        write = _WRITE.match(request.url.path) if request.method in ("POST", "DELETE") else None
        if write is None or not answer.is_success:
            return httpx.Response(
                answer.status_code,
                content=answer.content,
                headers={"Content-Type": answer.headers.get("Content-Type", "")},
            )
        self.writes[" ".join(filter(None, (request.method, write[1], write[2])))] += 1
        return httpx.Response(self.status, content=self.body)


async def _forward(request: httpx.Request) -> httpx.Response:
    """The sandbox's own answer to `request`."""
    async with httpx.AsyncClient(trust_env=False) as real:
        forwarded = httpx.Request(
            request.method, request.url, headers=request.headers, content=request.content
        )
        return await real.send(forwarded)


@asynccontextmanager
async def rewritten_client(
    base_url: str, rewriter: SuccessRewriter
) -> AsyncIterator[ServiceClient]:
    profile = sandbox_profile(base_url)
    http = httpx.AsyncClient(transport=httpx.MockTransport(rewriter))
    try:
        async with ServiceClient(profile, sandbox_secrets(profile), http=http) as client:
            yield client
    finally:
        await http.aclose()


async def _sync(bench: Workbench, rewriter: SuccessRewriter) -> SyncReport:
    async with rewritten_client(bench.base_url, rewriter) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        return await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()


@pytest.mark.parametrize(("status", "body"), ANSWERS)
async def test_each_write_is_recorded_once_whatever_success_it_gets(
    bench: Workbench, tmp_path: Path, status: int, body: bytes
) -> None:
    rewriter = SuccessRewriter(status, body)
    product = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    bench.attach_photos(product, 1)
    sheet = tmp_path / "blad.pdf"
    sheet.write_bytes(b"%PDF-1.4 productblad\n" * 50)
    bench.attachments.attach_file(product.id, sheet, AttachmentRole.FILE)
    project = bench.queue(RecordKind.PROJECT, project_content("Sloop gymzaal"))
    bench.attach_photos(project, 1)
    subscription = bench.queue(
        RecordKind.SUBSCRIPTION, subscription_content("http://127.0.0.1:9/hook")
    )

    report = await _sync(bench, rewriter)

    assert report.exit_code == 0, report
    for draft in (product, project, subscription):
        assert bench.drafts.get(draft.id).state is DraftState.SYNCED
    assert rewriter.writes == {
        "POST products": 1,
        "POST products images": 1,
        "POST products files": 1,
        "POST projects": 1,
        "POST projects images": 1,
        "POST resources/subscriptions": 1,
    }
    async with bench.client() as client:
        (listed,) = await client.list_products()
        assert len(await client.list_subscriptions()) == 1
    kept = {a.role: a for a in bench.attachments.list_attachments(product.id)}
    # Found by their names in the product's list: the ids the server gave them.
    assert [i.id for i in listed.images] == [kept[AttachmentRole.IMAGE].server_id]
    assert all(a.upload_attempted_at is None for a in kept.values())

    bench.attachments.request_removal(kept[AttachmentRole.IMAGE].id)
    bench.drafts.request_archive(product.id)
    bench.drafts.mark_queued(product.id)
    report = await _sync(bench, rewriter)

    assert report.exit_code == 0, report
    assert bench.drafts.get(product.id).state is DraftState.SYNCED
    assert rewriter.writes["DELETE products images"] == 1
    assert rewriter.writes["POST products archive"] == 1
    assert sum(rewriter.writes.values()) == 8
    assert [a.role for a in bench.attachments.list_attachments(product.id)] == [AttachmentRole.FILE]
    async with bench.client() as client:
        assert await client.list_products() == []  # archived


@pytest.mark.parametrize(("status", "body"), ANSWERS)
async def test_subscription_test_and_delete_take_any_success(
    sandbox: Any, status: int, body: bytes
) -> None:
    rewriter = SuccessRewriter(status, body)
    profile = sandbox_profile(sandbox.base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as plain:
        created = await plain.create_subscription(
            SubscriptionCreate(webhook_url="http://127.0.0.1:9/hook")
        )
        async with rewritten_client(sandbox.base_url, rewriter) as client:
            outcome = await client.test_subscription(created.id)
            await client.delete_subscription(created.id)
        assert await plain.list_subscriptions() == []

    assert outcome.delivered is True  # the service called it done, without saying more
    assert outcome.status_code is None
    assert rewriter.writes == {
        "POST resources/subscriptions test": 1,
        "DELETE resources/subscriptions": 1,
    }


async def test_a_list_item_that_does_not_parse_costs_only_itself(bench: Workbench) -> None:
    """The engine's look at the server keeps the readable items and counts the other."""
    for name in ("Deur", "Kozijn", "Balk"):
        bench.queue(RecordKind.PRODUCT, product_content(name))
    async with bench.engine() as engine:
        await engine.run_once()
    async with bench.client() as client:
        ids = sorted(p.id for p in await client.list_products())

    async def spoil(request: httpx.Request) -> httpx.Response:
        answer = await _forward(request)
        if request.url.path.endswith("/products") and request.method == "GET":
            page = answer.json()
            page["data"][1]["id"] = "twee"
            return httpx.Response(200, content=json.dumps(page).encode())
        return httpx.Response(answer.status_code, content=answer.content)

    profile = sandbox_profile(bench.base_url)
    http = httpx.AsyncClient(transport=httpx.MockTransport(spoil))
    async with ServiceClient(profile, sandbox_secrets(profile), http=http) as client:
        gateway = ClientGateway(client)
        items, more = await gateway.list_page(RecordKind.PRODUCT, 1)
    await http.aclose()

    assert [item["id"] for item in items] == [ids[0], ids[2]]
    assert not more
    assert gateway.skipped == {RecordKind.PRODUCT: 1}


async def test_a_lost_create_is_not_sent_again_while_the_list_hides_items(
    bench: Workbench,
) -> None:
    """A record the list could not read may be the one a create made: it waits instead."""
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    rewriter = SuccessRewriter(202, b"")
    spoiled = True

    async def answer(request: httpx.Request) -> httpx.Response:
        if request.method == "GET" and request.url.path.endswith("/products") and spoiled:
            page = (await _forward(request)).json()
            for item in page["data"]:
                item["itemDetails"] = None  # unreadable
            return httpx.Response(200, content=json.dumps(page).encode())
        return await rewriter(request)

    async def sync() -> SyncReport:
        profile = sandbox_profile(bench.base_url)
        http = httpx.AsyncClient(transport=httpx.MockTransport(answer))
        async with ServiceClient(profile, sandbox_secrets(profile), http=http) as client:

            async def connect() -> ClientGateway:
                return ClientGateway(client)

            report = await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()
        await http.aclose()
        return report

    await sync()
    waiting = bench.drafts.get(draft.id)
    assert waiting.state is DraftState.QUEUED
    assert waiting.outcome_unknown  # still to be looked for, never sent blindly
    assert rewriter.writes == {"POST products": 1}

    spoiled = False
    report = await sync()

    assert report.exit_code == 0, report
    synced = bench.drafts.get(draft.id)
    assert synced.state is DraftState.SYNCED
    assert rewriter.writes == {"POST products": 1}
    async with bench.client() as client:
        assert [p.id for p in await client.list_products()] == [int(str(synced.server_id))]
