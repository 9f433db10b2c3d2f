"""A create or upload the service accepts (2xx) without saying where the result is, and which
does not (yet) show in its list, is never sent again by the program on its own: it is looked
for once a round, then set aside for the user, who links it or sends it again.

A hostile server on loopback answers the writes itself (201, no id, nothing stored) and
forwards everything else to a real sandbox.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from contextlib import redirect_stderr
from pathlib import Path
from typing import Any

import pytest

from app.api.client import ServiceClient
from app.api.environment_keys import SANDBOX_KEY
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.kinds import ACCEPTED_WITHOUT_ID
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from app.sync.service import ClientGateway
from app.sync_command import SyncOptions
from app.sync_command import run_sync
from tests.hostile_server import Answer
from tests.hostile_server import HostileServer
from tests.hostile_server import Request
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


def _swallow_creates(request: Request) -> Answer | None:
    """A create answered 201 without an id, and never stored."""
    if request.method == "POST" and request.path.endswith("/products"):
        return Answer(201, b'{"message": "Created."}')
    return None


@pytest.fixture
def hostile(sandbox: Any) -> Iterator[HostileServer]:
    with HostileServer(sandbox.base_url, _swallow_creates) as server:
        yield server


async def _sync(bench: Workbench, base_url: str) -> SyncReport:
    profile = sandbox_profile(base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        return await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()


@pytest.mark.asyncio
async def test_a_create_accepted_without_id_goes_once_and_then_waits_for_the_user(
    bench: Workbench, hostile: HostileServer
) -> None:
    first = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    second = bench.queue(RecordKind.PRODUCT, product_content("Grenen deur"))

    report = await _sync(bench, hostile.base_url)

    assert hostile.count("POST", "products") == 2  # one each, never again
    assert sorted(report.needs_attention) == sorted([first.id, second.id])
    assert report.exit_code == 1
    for draft_id in (first.id, second.id):
        draft = bench.drafts.get(draft_id)
        assert draft.state is DraftState.NEEDS_ATTENTION
        assert draft.accepted_without_id
        assert draft.error_message is not None
        assert draft.error_message.code == ACCEPTED_WITHOUT_ID
    # Looked for in the list once a round after the create (not once only).
    assert hostile.count("GET", "products") >= 4

    # Queued again by the user: looked for, still not sent.
    bench.drafts.mark_queued(first.id)
    await _sync(bench, hostile.base_url)
    assert hostile.count("POST", "products") == 2
    assert bench.drafts.get(first.id).state is DraftState.NEEDS_ATTENTION

    # "Send again", explicitly: one more create, no more.
    bench.drafts.resend_accepted(first.id)
    await _sync(bench, hostile.base_url)
    assert hostile.count("POST", "products") == 3


@pytest.mark.asyncio
async def test_linking_a_draft_accepted_without_id_to_a_product_syncs_it(
    bench: Workbench, hostile: HostileServer, sandbox: Any
) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    await _sync(bench, hostile.base_url)
    assert bench.drafts.get(draft.id).accepted_without_id
    # The record did arrive after all, under an id the user looked up on the website.
    async with bench.client() as client:
        from app.api.products import ProductRequest

        made = await client.create_product(ProductRequest.model_validate(draft.content))

    bench.drafts.link_accepted(draft.id, made)
    report = await _sync(bench, sandbox.base_url)

    assert report.exit_code == 0, report
    linked = bench.drafts.get(draft.id)
    assert (linked.state, linked.server_id) == (DraftState.SYNCED, str(made))


def test_reuse_desk_sync_lists_drafts_accepted_without_id_and_exits_1(
    bench: Workbench, hostile: HostileServer, isolated_data_dir: Path
) -> None:
    bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    bench.close()
    # The data folder's store is the embedded sandbox's (the command line syncs that one).
    EnvironmentRegistry(isolated_data_dir).register(SANDBOX_KEY, "Sandbox", folder=ROOT_FOLDER)
    said = io.StringIO()

    with redirect_stderr(said):
        first = run_sync(SyncOptions(sandbox_url=hostile.base_url))
    with redirect_stderr(said):
        second = run_sync(SyncOptions(sandbox_url=hostile.base_url))  # nothing queued: still told

    assert (first, second) == (1, 1)
    assert said.getvalue().count(f"- Eiken deur: {ACCEPTED_WITHOUT_ID}") == 2
    assert hostile.count("POST", "products") == 1


@pytest.mark.asyncio
async def test_an_upload_accepted_without_id_goes_once(bench: Workbench, sandbox: Any) -> None:
    def swallow_uploads(request: Request) -> Answer | None:
        if request.method == "POST" and request.path.endswith("/images"):
            return Answer(201, b"{}")
        return None

    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    bench.attach_photos(draft, 1)
    with HostileServer(sandbox.base_url, swallow_uploads) as server:
        report = await _sync(bench, server.base_url)
        bench.drafts.mark_queued(draft.id)
        await _sync(bench, server.base_url)
        uploads = sum(n for key, n in server.requests.items() if key.endswith("/images"))

    assert uploads == 1
    assert report.needs_attention == [draft.id]
    (photo,) = bench.attachments.list_attachments(draft.id)
    assert photo.accepted_without_id
