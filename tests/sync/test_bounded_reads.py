"""Every answer is read with a bound, and every list ends: a hostile server on loopback sends
a page without end, a `links.next` without end or in a circle, and the sync goes on with
what it read, saying so in words (a notice), its memory bounded.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

import pytest

from app.api.client import ServiceClient
from app.api.environment_keys import SANDBOX_KEY
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from app.sync.progress import IssueKind
from app.sync.service import ClientGateway
from tests.hostile_server import Answer
from tests.hostile_server import HostileServer
from tests.hostile_server import Request
from tests.sync.helpers import FAST_RETRY
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content

ROOT = Path(__file__).resolve().parents[2]


def _page(query: str, *, last: int, next_page: int | None) -> Answer:
    page = _number(query)
    link = None if next_page is None else f"?page={next_page}"
    body = {
        "data": [],
        "links": {"next": link},
        "meta": {"current_page": page, "last_page": last, "total": 0},
    }
    return Answer(200, json.dumps(body).encode())


def _number(query: str) -> int:
    return int(parse_qs(query).get("page", ["1"])[0])


def _is_list(request: Request, name: str) -> bool:
    return request.method == "GET" and request.path.endswith(f"/{name}")


async def _sync(bench: Workbench, base_url: str, *, max_pages: int = 40) -> SyncReport:
    profile = sandbox_profile(base_url)
    async with ServiceClient(profile, sandbox_secrets(profile)) as client:

        async def connect() -> ClientGateway:
            return ClientGateway(client, max_pages=max_pages)

        return await SyncEngine(bench.store, connect, retry=FAST_RETRY).run_once()


def _list_reads(server: HostileServer, name: str) -> int:
    return server.requests[f"GET {name}"]


@pytest.mark.asyncio
async def test_an_endless_next_link_ends_at_the_page_cap_and_the_sync_goes_on(
    bench: Workbench, sandbox: Any
) -> None:
    def endless(request: Request) -> Answer | None:
        if _is_list(request, "projects"):
            page = _number(request.query)
            return _page(request.query, last=10**9, next_page=page + 1)
        return None

    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    with HostileServer(sandbox.base_url, endless) as server:
        report = await _sync(bench, server.base_url, max_pages=40)

    assert _list_reads(server, "projects") == 40  # one read of the list, to its cap
    assert bench.drafts.get(draft.id).state is DraftState.SYNCED
    said = [i.notice.code for i in report.issues if i.kind is IssueKind.RETRY_LATER]
    assert said == ["service.endless_list"]


@pytest.mark.asyncio
@pytest.mark.parametrize(("next_page", "reads"), [(1, 2), (2, 2)])
async def test_a_next_link_in_a_circle_ends_at_once(
    bench: Workbench, sandbox: Any, next_page: int, reads: int
) -> None:
    def circle(request: Request) -> Answer | None:
        if _is_list(request, "projects"):
            return _page(request.query, last=10**9, next_page=next_page)
        return None

    with HostileServer(sandbox.base_url, circle) as server:
        report = await _sync(bench, server.base_url)

    assert _list_reads(server, "projects") == reads
    assert [i.notice.code for i in report.issues] == ["service.endless_list"]


@pytest.mark.asyncio
async def test_a_list_ends_at_its_last_page_whatever_next_says(
    bench: Workbench, sandbox: Any
) -> None:
    def onwards(request: Request) -> Answer | None:
        if _is_list(request, "projects"):
            page = _number(request.query)
            return _page(request.query, last=3, next_page=page + 1)
        return None

    with HostileServer(sandbox.base_url, onwards) as server:
        report = await _sync(bench, server.base_url)

    assert _list_reads(server, "projects") == 3
    assert report.issues == ()


def _endless_page(request: Request) -> Answer | None:
    """A product page of 3 GiB, made as it is sent."""
    if not _is_list(request, "products"):
        return None
    item = json.dumps({"id": 1, "itemDetails": {"name": "x" * 1000}}).encode()

    def chunks() -> Iterator[bytes]:
        yield b'{"data": ['
        sent = 0
        while sent < 3 * 1024**3:
            block = b",".join([item] * 64) + b","
            sent += len(block)
            yield block

    return Answer(200, chunks())


_CHILD = textwrap.dedent(
    """
    import resource, sys
    limit = int(sys.argv[2])
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from app.sync_command import SyncOptions, run_sync
    code = run_sync(SyncOptions(sandbox_url=sys.argv[1]))
    peak = open("/proc/self/status").read().split("VmHWM:")[1].split()[0]
    print(f"exit {code} peak {peak} kB", file=sys.stderr)
    sys.exit(code)
    """
)


def test_a_page_of_3_gib_ends_the_sync_with_a_message_in_bounded_memory(
    sandbox: Any, isolated_data_dir: Path
) -> None:
    limit = 300 * 1024**2
    with HostileServer(sandbox.base_url, _endless_page) as server:
        env = os.environ | {
            "REUSE_DESK_DATA_DIR": str(isolated_data_dir),
            # glibc would reserve address space per thread for allocation arenas.
            "MALLOC_ARENA_MAX": "1",
        }
        child = subprocess.run(
            [sys.executable, "-c", _CHILD, server.base_url, str(limit)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )

    assert "service.answer_too_large" in child.stderr, child.stderr
    # The sync ended normally, with its summary (as a code: no message table is handed in).
    assert "sync.command.figures" in child.stderr
    assert child.returncode == 0, child.stderr
    assert int(child.stderr.split("peak ")[1].split()[0]) < limit // 1024


def _endless_token(request: Request) -> Answer | None:
    """A sign-in answered with 3 GiB, made as it is sent (a portal, or worse, in front of
    the service): nothing else of the service is reached."""
    if not (request.method == "POST" and request.path.endswith("/token")):
        return None

    def chunks() -> Iterator[bytes]:
        yield b'{"access_token": "'
        for _ in range(3 * 1024**3 // 65536):
            yield b"x" * 65536

    return Answer(200, chunks())


@pytest.mark.parametrize("length", [None, 3 * 1024**3], ids=["chunked", "declared"])
def test_a_sign_in_answered_with_3_gib_ends_the_sync_with_a_message_in_bounded_memory(
    sandbox: Any, isolated_data_dir: Path, length: int | None
) -> None:
    limit = 300 * 1024**2

    def answered(request: Request) -> Answer | None:
        answer = _endless_token(request)
        if answer is not None:
            answer.length = length
        return answer

    bench = Workbench(isolated_data_dir, sandbox.base_url)
    draft = bench.queue(RecordKind.PRODUCT, product_content("Eiken deur"))
    bench.close()
    # The data folder's store is the embedded sandbox's: the run must sign in to send it.
    EnvironmentRegistry(isolated_data_dir).register(SANDBOX_KEY, "Sandbox", folder=ROOT_FOLDER)
    with HostileServer(sandbox.base_url, answered) as server:
        env = os.environ | {"REUSE_DESK_DATA_DIR": str(isolated_data_dir), "MALLOC_ARENA_MAX": "1"}
        child = subprocess.run(
            [sys.executable, "-c", _CHILD, server.base_url, str(limit)],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )

    # Out of reach for this run: the sign-in's answer is not one (never "too large", which
    # of a create would say it was done without its id).
    assert "service.malformed" in child.stderr, child.stderr
    assert "service.answer_too_large" not in child.stderr, child.stderr
    assert "sync.command.figures" in child.stderr, child.stderr
    assert child.returncode == 2, child.stderr  # the service cannot be used
    assert "sync.command.figure.waiting (count=1)" in child.stderr, child.stderr
    assert int(child.stderr.split("peak ")[1].split()[0]) < limit // 1024
    bench = Workbench(isolated_data_dir, sandbox.base_url)
    left = bench.drafts.get(draft.id)
    bench.close()
    # It waits to be sent: never taken for a create the service accepted.
    assert left.state is DraftState.QUEUED
    assert not left.accepted_without_id
