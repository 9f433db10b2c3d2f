"""A record whose request is retried shows in the progress why it waits and until when, and
no longer once its request got through."""

from __future__ import annotations

import httpx
import pytest

from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.notices import Notice
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.engine import SyncEngine
from app.sync.progress import RetryWait
from app.sync.progress import SyncProgress
from app.sync.service import ClientGateway
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


@pytest.mark.asyncio
async def test_a_retried_create_waits_with_its_reason_then_goes_on(bench: Workbench) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    refusals = [503, 429]

    async def answer(request: httpx.Request) -> httpx.Response:
        if request.method == "POST" and request.url.path.endswith("/products") and refusals:
            return httpx.Response(refusals.pop(0), json={"message": "Later."})
        async with httpx.AsyncClient(trust_env=False) as real:
            forwarded = httpx.Request(
                request.method, request.url, headers=request.headers, content=request.content
            )
            got = await real.send(forwarded)
        return httpx.Response(got.status_code, content=got.content)

    waits: list[dict[str, RetryWait]] = []
    when_done: list[dict[str, RetryWait]] = []

    def seen(state: SyncProgress) -> None:
        if not waits or dict(state.waiting) != waits[-1]:
            waits.append(dict(state.waiting))
        if state.records_done == 1 and not when_done:
            when_done.append(dict(state.waiting))

    profile = sandbox_profile(bench.base_url)
    http = httpx.AsyncClient(transport=httpx.MockTransport(answer))
    async with ServiceClient(profile, sandbox_secrets(profile), http=http) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        engine = SyncEngine(bench.store, connect, retry=FAST_RETRY)
        engine.progress.subscribe(seen)
        report = await engine.run_once()
    await http.aclose()

    assert report.exit_code == 0
    assert bench.drafts.get(draft.id).state is DraftState.SYNCED
    told = [(w.label, w.notice) for state in waits for w in state.values()]
    assert told == [
        ("Eiken deur", Notice("sync.retry_server_error", {"status": 503})),
        ("Eiken deur", Notice("sync.retry_rate_limited", {"status": 429})),
    ]
    assert when_done == [{}]  # the create got through: nothing waits any more
