"""An answer is checked against the request before anything is based on it.

A create or upload answered with an id that no record of its kind can have, or with the id
of a record this store already knows as another, may have made a record all the same: the
draft needs attention at once, as one accepted without an id (link it, or send it again),
with what the service said; it keeps no server id, base version or cache row from that
answer, and is never sent again without the user. An update answered for another record is
set aside the same way, its base left as it was.

A hostile server on loopback forwards every request to a real sandbox (so the work is done)
and puts a false id in the answer.
"""

from __future__ import annotations

import io
import re
from contextlib import redirect_stderr
from pathlib import Path
from typing import Any

import pytest

from app.api.client import ServiceClient
from app.api.environment_keys import SANDBOX_KEY
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.notices import Notice
from app.api.products import ProductRequest
from app.store.attachments import UploadState
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.kinds import ANSWER_FOR_ANOTHER
from app.store.kinds import ANSWER_ID_TAKEN
from app.store.kinds import ANSWER_ID_UNUSABLE
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.synclog import Outcome
from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from app.sync.service import ClientGateway
from app.sync_command import SyncOptions
from app.sync_command import run_sync
from tests.hostile_server import HostileServer
from tests.hostile_server import answered_with
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content
from tests.sync.helpers import project_content
from tests.sync.helpers import subscription_content

_PATHS = {
    RecordKind.PRODUCT: "products",
    RecordKind.PROJECT: "projects",
    RecordKind.SUBSCRIPTION: "resources/subscriptions",
}
_CONTENT = {
    RecordKind.PRODUCT: lambda n: product_content(f"Deur {n}"),
    RecordKind.PROJECT: lambda n: project_content(f"Sloop {n}"),
    RecordKind.SUBSCRIPTION: lambda n: subscription_content(f"http://127.0.0.1:9/hook{n}"),
}


async def _sync(bench: Workbench, base_url: str) -> SyncReport:
    profile = sandbox_profile(base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        return await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()


def _log_of(bench: Workbench, draft_id: str, action: str) -> list[tuple[Outcome, Notice | None]]:
    entries = bench.store.sync_log.recent_log(draft_id=draft_id)
    return [(e.outcome, e.message) for e in reversed(entries) if e.action == action]


def _set_aside_as_accepted(bench: Workbench, draft_id: str, notice: Notice) -> None:
    """Needs attention with `notice`, nothing of the answer kept, marked as possibly made."""
    draft = bench.drafts.get(draft_id)
    assert draft.state is DraftState.NEEDS_ATTENTION
    assert draft.error_message == notice
    assert (draft.server_id, draft.base_version) == (None, None)
    assert draft.accepted_without_id  # link it, or send it again: the user's to choose
    assert _log_of(bench, draft_id, "create") == [(Outcome.REFUSED, notice)]


async def _edit_and_queue_again(bench: Workbench, draft_id: str, sandbox: Any) -> HostileServer:
    """The user's next edit, queued and synced against an honest service: what went out."""
    draft = bench.drafts.get(draft_id)
    content = dict(draft.content)
    if draft.kind is RecordKind.PRODUCT:
        content["itemDetails"] = {**content["itemDetails"], "name": "Gewijzigde deur"}
    else:
        content["title" if draft.kind is RecordKind.PROJECT else "webhook_url"] += "x"
    bench.drafts.save_content(draft_id, content)
    bench.drafts.mark_queued(draft_id)
    with HostileServer(sandbox.base_url) as honest:
        await _sync(bench, honest.base_url)
    return honest


def _writes(server: HostileServer) -> dict[str, int]:
    """What was sent to the service's records (the sign-in aside)."""
    return {
        key: n for key, n in server.requests.items() if not key.startswith(("GET ", "POST token"))
    }


@pytest.mark.asyncio
@pytest.mark.parametrize("kind", list(RecordKind))
async def test_a_create_answered_with_the_id_of_a_record_of_this_store_is_set_aside(
    bench: Workbench, sandbox: Any, kind: RecordKind
) -> None:
    first = bench.queue(kind, _CONTENT[kind](1))
    await _sync(bench, sandbox.base_url)
    taken = bench.drafts.get(first.id).server_id
    assert taken is not None
    draft = bench.queue(kind, _CONTENT[kind](2))

    # As the interface types them: a product's id as text, a project's as a number.
    given = int(taken) if kind is RecordKind.PROJECT else taken
    rewrite = answered_with("POST", _PATHS[kind], given)
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile:
        report = await _sync(bench, hostile.base_url)

    assert report.needs_attention == [draft.id]
    assert report.exit_code == 1
    _set_aside_as_accepted(bench, draft.id, Notice(ANSWER_ID_TAKEN, {"answered_id": taken}))
    assert hostile.count("POST", _PATHS[kind]) == 1
    assert bench.drafts.get(first.id).server_id == taken  # the other record is still its own

    # The next edit is not sent as a change of the other record, nor created again.
    honest = await _edit_and_queue_again(bench, draft.id, sandbox)
    assert _writes(honest) == {}
    assert bench.drafts.get(draft.id).state is DraftState.NEEDS_ATTENTION


@pytest.mark.asyncio
async def test_the_next_edit_never_overwrites_the_product_the_false_id_names(
    bench: Workbench, sandbox: Any
) -> None:
    """The product is known here only as a row of the offline list (someone else made it)."""
    async with bench.client() as client:
        other = str(
            await client.create_product(
                ProductRequest.model_validate(product_content("Van een collega"))
            )
        )
    await _sync(bench, sandbox.base_url)  # the offline list now holds it
    assert bench.store.cache.server_item(RecordKind.PRODUCT, other) is not None
    listed_before = bench.store.cache.server_item(RecordKind.PRODUCT, other)
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))

    rewrite = answered_with("POST", "products", other)
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile:
        await _sync(bench, hostile.base_url)

    _set_aside_as_accepted(bench, draft.id, Notice(ANSWER_ID_TAKEN, {"answered_id": other}))
    honest = await _edit_and_queue_again(bench, draft.id, sandbox)
    assert _writes(honest) == {}
    async with bench.client() as client:
        names = {str(p.id): p.item_details.name for p in await client.list_products()}
    assert names[other] == "Van een collega"
    assert listed_before is not None
    assert bench.store.cache.server_item(RecordKind.PRODUCT, other) == listed_before

    # "Send again", explicitly: one more create, and the draft is its record.
    bench.drafts.resend_accepted(draft.id)
    report = await _sync(bench, sandbox.base_url)
    assert report.exit_code == 0, report
    sent = bench.drafts.get(draft.id)
    assert sent.state is DraftState.SYNCED
    assert sent.server_id not in (None, other)


@pytest.mark.asyncio
@pytest.mark.parametrize(
    ("given", "shown"),
    [(10**30, str(10**30)), (-5, "-5"), (0, "0"), ("abc", "abc"), (1.5, "1.5"), (True, "true")],
)
async def test_a_create_answered_with_an_id_no_product_can_have_is_set_aside(
    bench: Workbench, sandbox: Any, given: Any, shown: str
) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))

    rewrite = answered_with("POST", "products", given)
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile:
        report = await _sync(bench, hostile.base_url)

    assert report.needs_attention == [draft.id]
    _set_aside_as_accepted(bench, draft.id, Notice(ANSWER_ID_UNUSABLE, {"answered_id": shown}))
    assert hostile.count("POST", "products") == 1
    honest = await _edit_and_queue_again(bench, draft.id, sandbox)
    assert _writes(honest) == {}


@pytest.mark.asyncio
@pytest.mark.parametrize("given", [7, "7", "not-a-uuid", None])
async def test_a_subscription_is_named_by_a_uuid(
    bench: Workbench, sandbox: Any, given: Any
) -> None:
    draft = bench.queue(RecordKind.SUBSCRIPTION, subscription_content("http://127.0.0.1:9/hook"))
    rewrite = answered_with("POST", "resources/subscriptions", given)
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile:
        await _sync(bench, hostile.base_url)

    shown = "null" if given is None else str(given)
    _set_aside_as_accepted(bench, draft.id, Notice(ANSWER_ID_UNUSABLE, {"answered_id": shown}))
    assert hostile.count("POST", "resources/subscriptions") == 1


@pytest.mark.asyncio
async def test_an_update_answered_for_another_product_keeps_nothing_of_it(
    bench: Workbench, sandbox: Any
) -> None:
    mine = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    other = bench.queue(RecordKind.PRODUCT, product_content("Grenen deur"))
    await _sync(bench, sandbox.base_url)
    mine_id, other_id = (bench.drafts.get(d.id).server_id for d in (mine, other))
    assert mine_id is not None
    assert other_id is not None
    content = dict(bench.drafts.get(mine.id).content)
    content["itemDetails"] = {**content["itemDetails"], "name": "Eiken deur, geschuurd"}
    bench.drafts.save_content(mine.id, content)
    before = bench.drafts.mark_queued(mine.id)

    rewrite = answered_with("PUT", rf"products/{mine_id}/update", int(other_id))
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile:
        report = await _sync(bench, hostile.base_url)

    assert hostile.count("PUT", f"products/{mine_id}/update") == 1
    assert report.needs_attention == [mine.id]
    assert report.exit_code == 1
    now = bench.drafts.get(mine.id)
    notice = Notice(ANSWER_FOR_ANOTHER, {"answered_id": other_id, "server_id": mine_id})
    assert now.state is DraftState.NEEDS_ATTENTION
    assert now.error_message == notice
    assert now.server_id == mine_id
    assert now.base_version == before.base_version  # not the answer's product
    assert _log_of(bench, mine.id, "update") == [(Outcome.REFUSED, notice)]
    assert bench.drafts.get(other.id).state is DraftState.SYNCED

    # Queued again by the user, to an honest service: in line with the product it changed.
    bench.drafts.mark_queued(mine.id)
    report = await _sync(bench, sandbox.base_url)
    assert report.exit_code == 0, report
    settled = bench.drafts.get(mine.id)
    assert settled.state is DraftState.SYNCED
    assert settled.base_version is not None
    assert str(settled.base_version["id"]) == mine_id


@pytest.mark.asyncio
@pytest.mark.parametrize("given", ["taken", -5, "abc"])
async def test_an_upload_answered_with_an_id_it_cannot_have_is_set_aside(
    bench: Workbench, sandbox: Any, given: Any
) -> None:
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    bench.attach_photos(draft, 1, prefix="eerste")
    await _sync(bench, sandbox.base_url)
    (first,) = bench.attachments.list_attachments(draft.id)
    server_id = bench.drafts.get(draft.id).server_id
    assert first.server_id is not None
    assert server_id is not None
    bench.attach_photos(bench.drafts.get(draft.id), 1, prefix="tweede")
    bench.drafts.mark_queued(draft.id)
    (second,) = [a for a in bench.attachments.list_attachments(draft.id) if a.id != first.id]

    false_id = first.server_id if given == "taken" else given
    rewrite = answered_with("POST", rf"products/{server_id}/images", false_id)
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile:
        report = await _sync(bench, hostile.base_url)

    assert hostile.count("POST", f"products/{server_id}/images") == 1
    assert report.needs_attention == [draft.id]
    name = f"tweede-{draft.id[:8]}-0 [{re.sub('[^0-9A-Za-z]', '', second.id)[:12]}].jpg"
    code = ANSWER_ID_TAKEN if given == "taken" else ANSWER_ID_UNUSABLE
    notice = Notice(code, {"name": name, "answered_id": str(false_id)})
    photo = bench.attachments.get(second.id)
    assert (photo.server_id, photo.upload_state) == (None, UploadState.PENDING)
    assert photo.upload_error == notice
    assert photo.accepted_without_id  # possibly made: looked for by its name, never resent
    now = bench.drafts.get(draft.id)
    assert now.state is DraftState.NEEDS_ATTENTION
    assert now.error_message == notice
    assert now.field_errors == {"images": [notice]}
    assert _log_of(bench, draft.id, "upload")[-1] == (Outcome.REFUSED, notice)

    # Removed by the user: the photo the upload made goes, never the one the id named.
    async with bench.client() as client:
        (product,) = await client.list_products()
    (made,) = [image.id for image in product.images if image.id != first.server_id]
    bench.attachments.request_removal(second.id)
    bench.drafts.mark_queued(draft.id)
    with HostileServer(sandbox.base_url) as honest:
        report = await _sync(bench, honest.base_url)
    assert report.exit_code == 0, report
    assert _writes(honest) == {f"DELETE products/{server_id}/images/{made}": 1}
    async with bench.client() as client:
        (product,) = await client.list_products()
    assert [image.id for image in product.images] == [first.server_id]


def test_reuse_desk_sync_names_a_draft_answered_with_a_false_id_and_exits_1(
    bench: Workbench, sandbox: Any, isolated_data_dir: Path
) -> None:
    bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    bench.close()
    EnvironmentRegistry(isolated_data_dir).register(SANDBOX_KEY, "Sandbox", folder=ROOT_FOLDER)
    said = io.StringIO()

    rewrite = answered_with("POST", "products", -5)
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile, redirect_stderr(said):
        first = run_sync(SyncOptions(sandbox_url=hostile.base_url))
        second = run_sync(SyncOptions(sandbox_url=hostile.base_url))  # still told

    assert (first, second) == (1, 1)
    assert said.getvalue().count(f"- Eiken deur: {ANSWER_ID_UNUSABLE} (answered_id=-5)") == 2
    assert hostile.count("POST", "products") == 1


@pytest.mark.asyncio
async def test_two_creates_answered_with_one_id_are_not_one_record(
    bench: Workbench, sandbox: Any
) -> None:
    first = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    second = bench.queue(RecordKind.PRODUCT, product_content("Grenen deur"))

    with HostileServer(
        sandbox.base_url, rewrite=answered_with("POST", "products", "77")
    ) as hostile:
        report = await _sync(bench, hostile.base_url)

    assert hostile.count("POST", "products") == 2
    # The first to be answered may be 77; the other cannot be as well.
    states = {bench.drafts.get(d.id).state for d in (first, second)}
    assert states == {DraftState.SYNCED, DraftState.NEEDS_ATTENTION}
    (aside,) = report.needs_attention
    _set_aside_as_accepted(bench, aside, Notice(ANSWER_ID_TAKEN, {"answered_id": "77"}))


@pytest.mark.asyncio
async def test_a_project_photo_answered_with_a_false_id_is_uploaded_without_it(
    bench: Workbench, sandbox: Any
) -> None:
    """A project lists no images to find it in: the upload is done, its id is not kept (a
    later removal would delete what that id names)."""
    project = bench.queue(RecordKind.PROJECT, project_content("Sloop gymzaal"))
    bench.attach_photos(project, 1)

    rewrite = answered_with("POST", r"projects/\d+/images", -5)
    with HostileServer(sandbox.base_url, rewrite=rewrite) as hostile:
        report = await _sync(bench, hostile.base_url)

    assert report.exit_code == 0, report
    assert hostile.count("POST", "projects") == 1
    (photo,) = bench.attachments.list_attachments(project.id)
    assert (photo.upload_state, photo.server_id) == (UploadState.UPLOADED, "")
    ((outcome, notice),) = _log_of(bench, project.id, "upload")
    assert outcome is Outcome.OK
    assert notice is not None
    assert (notice.code, notice.params["answered_id"]) == ("sync.uploaded_id_unused", "-5")
