"""A record that cannot be sent says so: an upload larger than the service takes is never sent,
one the service refuses as too large (413) or fails the same way round after round is held
after `UPLOAD_FAILED_ROUNDS` rounds: its record needs attention with the reason at the
attachment, the store counts it, the sync log says what failed in plain words, and it is not
sent again until the user queues the record again (or removes or replaces it).

A small hostile server on loopback forwards everything to a real sandbox but answers uploads
itself; the sandbox's own answer stands where the test says nothing.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.api import bounds
from app.api.client import ServiceClient
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.notices import Notice
from app.store.attachments import AttachmentRole
from app.store.attachments import UploadState
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.synclog import Outcome
from app.sync.engine import DEFAULT_ROUNDS
from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from app.sync.service import ClientGateway
from app.work import drafts as draft_work
from tests.hostile_server import Answer
from tests.hostile_server import HostileServer
from tests.hostile_server import Request
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

PRODUCT = RecordKind.PRODUCT
ROUNDS = bounds.UPLOAD_FAILED_ROUNDS


async def _sync(bench: Workbench, base_url: str) -> SyncReport:
    profile = sandbox_profile(base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client)

        return await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()


def _uploads(server: HostileServer) -> int:
    return sum(
        n for key, n in server.requests.items() if key.startswith("POST") and "/files" in key
    )


def _refusing(status: int) -> Any:
    def route(request: Request) -> Answer | None:
        if request.method == "POST" and request.path.endswith(("/files", "/images")):
            return Answer(status, b'{"message": "nope"}')
        return None

    return route


def _with_file(bench: Workbench, tmp_path: Path, name: str = "maten.pdf") -> tuple[str, str]:
    draft = bench.queue(PRODUCT, product_content("Eiken deur"))
    source = tmp_path / name
    source.write_bytes(b"%PDF-1.4 " + bytes(2048))
    attachment = bench.attachments.attach_file(draft.id, source, AttachmentRole.FILE)
    return draft.id, attachment.id


def _log_of(bench: Workbench, draft_id: str) -> list[tuple[Outcome, Notice | None]]:
    entries = bench.store.sync_log.recent_log(draft_id=draft_id)
    return [(e.outcome, e.message) for e in reversed(entries) if e.action == "upload"]


@pytest.mark.asyncio
async def test_an_upload_failing_the_same_way_every_round_is_held_and_counted(
    bench: Workbench, sandbox: Any, tmp_path: Path
) -> None:
    draft_id, attachment_id = _with_file(bench, tmp_path)
    with HostileServer(sandbox.base_url, _refusing(500)) as server:
        for _ in range(ROUNDS):  # failed, tried again at the next sync; the last one holds it
            assert not bench.attachments.get(attachment_id).held
            await _sync(bench, server.base_url)
        sent = _uploads(server)
        assert sent >= ROUNDS
        for _ in range(3):  # held: never sent again on its own
            await _sync(bench, server.base_url)
        assert _uploads(server) == sent

    held = bench.attachments.get(attachment_id)
    reason = Notice(
        "sync.upload_keeps_refused", {"name": "maten.pdf", "rounds": ROUNDS, "status": 500}
    )
    assert held.held
    assert held.upload_error == reason  # the reason, at the attachment
    draft = bench.drafts.get(draft_id)
    assert draft.state is DraftState.NEEDS_ATTENTION
    assert draft.error_message == reason
    assert bench.attachments.count_held() == 1
    assert bench.drafts.count_by_state()[DraftState.NEEDS_ATTENTION] == 1
    # The log says what failed, never that the service may have it.
    log = _log_of(bench, draft_id)
    assert log[-1] == (Outcome.REFUSED, reason)
    assert all(n is None or n.code != "service.outcome_unknown" for _, n in log)


@pytest.mark.asyncio
async def test_queued_again_a_held_upload_goes_once_more(
    bench: Workbench, sandbox: Any, tmp_path: Path
) -> None:
    draft_id, attachment_id = _with_file(bench, tmp_path)
    with HostileServer(sandbox.base_url, _refusing(413)) as server:
        await _sync(bench, server.base_url)
        assert _uploads(server) == 1  # too large: held at once, not tried round after round
        assert bench.attachments.get(attachment_id).upload_error == Notice(
            "sync.upload_refused_too_large", {"name": "maten.pdf"}
        )
        assert bench.drafts.get(draft_id).state is DraftState.NEEDS_ATTENTION

    draft_work.queue(bench.store, PRODUCT, [draft_id])  # the user: try once more
    assert not bench.attachments.get(attachment_id).held
    with HostileServer(sandbox.base_url) as honest:
        await _sync(bench, honest.base_url)
        assert _uploads(honest) == 1
    assert bench.attachments.get(attachment_id).upload_state is UploadState.UPLOADED
    assert bench.drafts.get(draft_id).state is DraftState.SYNCED


@pytest.mark.asyncio
async def test_a_kept_file_larger_than_an_upload_carries_is_never_sent(
    bench: Workbench, sandbox: Any, tmp_path: Path
) -> None:
    """Attached before the limit was checked (an older release): the sync never sends it."""
    draft_id, attachment_id = _with_file(bench, tmp_path, "film.bin")
    stored = bench.attachments.get(attachment_id).path
    with stored.open("r+b") as copy:  # 200 MB, sparse
        copy.truncate(200 * 1024 * 1024)
    bench.database.write_one(
        "UPDATE attachments SET size = ? WHERE id = ?", (200 * 1024 * 1024, attachment_id)
    )

    with HostileServer(sandbox.base_url) as server:
        await _sync(bench, server.base_url)
        assert _uploads(server) == 0

    reason = Notice("sync.upload_too_large", {"name": "film.bin", "mebibytes": 18})
    assert bench.attachments.get(attachment_id).upload_error == reason
    assert bench.drafts.get(draft_id).state is DraftState.NEEDS_ATTENTION
    assert _log_of(bench, draft_id) == [(Outcome.REFUSED, reason)]


@pytest.mark.asyncio
async def test_a_server_records_upload_that_keeps_failing_is_held_too(
    bench: Workbench, sandbox: Any, tmp_path: Path
) -> None:
    """No draft to set aside: the held upload itself is what the store counts."""
    draft = bench.queue(PRODUCT, product_content("Eiken deur"))
    await _sync(bench, sandbox.base_url)
    server_id = bench.drafts.get(draft.id).server_id
    assert server_id is not None
    record = ServerRecord(PRODUCT, server_id)
    source = tmp_path / "maten.pdf"
    source.write_bytes(b"%PDF-1.4")
    attachment = bench.attachments.attach_file(record, source, AttachmentRole.FILE)

    with HostileServer(sandbox.base_url, _refusing(502)) as server:
        for _ in range(ROUNDS + 2):
            await _sync(bench, server.base_url)
        # 502 to a POST may have done the work: looked for and sent again in the run's next
        # round, counted once a run: held after that many runs, sent no more.
        assert _uploads(server) <= ROUNDS * DEFAULT_ROUNDS

    assert bench.attachments.get(attachment.id).held
    assert bench.attachments.count_held(without_draft=True) == 1
