"""The reachability probe and its watch, against the sandbox stopped and started on one port."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from collections.abc import Iterator
from urllib.parse import urlsplit

import httpx
import pytest

from app.sandbox import SandboxServer
from app.sync.reachability import Backoff
from app.sync.reachability import ReachabilityWatch
from app.sync.reachability import answers


@pytest.fixture
def restartable() -> Iterator[Callable[[], SandboxServer]]:
    """`start()` a sandbox, again on the same port after the last one stopped."""
    servers: list[SandboxServer] = []

    def start() -> SandboxServer:
        port = urlsplit(servers[-1].base_url).port if servers else 0
        server = SandboxServer(port=port or 0).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


class Changes(list[bool]):
    """What the watch said, in order; `reach` waits until it has said `expected`."""

    def __init__(self) -> None:
        super().__init__()
        self.said = asyncio.Event()

    def __call__(self, reachable: bool) -> None:
        self.append(reachable)
        self.said.set()

    async def reach(self, *expected: bool, seconds: float = 10.0) -> None:
        async with asyncio.timeout(seconds):
            while self != list(expected):
                self.said.clear()
                await self.said.wait()


@pytest.mark.asyncio
async def test_any_answer_counts_and_a_stopped_service_does_not(
    restartable: Callable[[], SandboxServer],
) -> None:
    server = restartable()
    url = server.base_url
    async with httpx.AsyncClient() as http:
        # The base address has no operation of its own: its 404 is an answer all the same.
        assert (await http.get(url)).status_code == 404
        assert await answers(http, url)
        server.stop()
        assert not await answers(http, url)
        again = restartable()
        assert again.base_url == url
        assert await answers(http, url)


@pytest.mark.asyncio
async def test_a_probe_that_hangs_counts_as_out_of_reach() -> None:
    async def hang(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(10)
        return httpx.Response(200)

    async with httpx.AsyncClient(transport=httpx.MockTransport(hang)) as http:
        assert not await answers(http, "http://service.invalid/api/v1", seconds=0.05)


def test_the_backoff_doubles_up_to_its_cap_with_jitter_and_starts_over() -> None:
    backoff = Backoff(first=2.0, cap=60.0, jitter=0.2)
    pauses = [backoff.next_pause() for _ in range(8)]
    for pause, base in zip(pauses, [2, 4, 8, 16, 32, 60, 60, 60], strict=True):
        assert base * 0.8 <= pause <= min(60.0, base * 1.2)
    assert max(pauses) <= 60.0
    backoff.reset()
    assert backoff.next_pause() <= 2.4


@pytest.mark.asyncio
async def test_the_watch_follows_the_service_going_and_coming_back(
    restartable: Callable[[], SandboxServer],
) -> None:
    server = restartable()
    changes = Changes()
    async with httpx.AsyncClient() as http:
        url = server.base_url
        watch = ReachabilityWatch(
            lambda: answers(http, url, seconds=1.0),
            changes,
            backoff=Backoff(first=0.05, cap=0.2),
            online_interval=3600,
        )
        watch.start()
        try:
            await changes.reach(True)
            server.stop()
            watch.probe_now()  # as the operating system's hint would
            await changes.reach(True, False)
            # Back on the same port: found by the backoff's next probe, without a hint.
            restartable()
            await changes.reach(True, False, True)
            assert watch.reachable is True
            # While reachable the watch waits its slow interval.
            assert watch.next_probe is not None
        finally:
            await watch.stop()
        assert not watch.running


@pytest.mark.asyncio
async def test_a_sync_that_lost_the_service_marks_it_gone_at_once() -> None:
    answering = True
    changes = Changes()

    async def probe() -> bool:
        return answering

    watch = ReachabilityWatch(probe, changes, backoff=Backoff(first=0.05, cap=0.1))
    watch.start()
    try:
        await changes.reach(True)
        answering = False
        watch.lost()
        assert changes == [True, False]  # said at once, before any probe
        answering = True
        await changes.reach(True, False, True)
    finally:
        await watch.stop()
