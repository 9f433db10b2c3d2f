"""Whether the service answers at all, and when to ask again while it does not.

Rules it keeps: any HTTP answer, even 401 or 404, means the service is reachable; only a
transport failure or a timeout means it is not (the probe sends no credentials and reads no
body, so it costs one small request). While unreachable the watch asks again after a pause
that doubles from `Backoff.first` up to `Backoff.cap`, with jitter, so machines that lost
the same network do not all come back at the same instant; while reachable it asks at a
slow steady pace. The operating system's word on the network is only a hint to ask now.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import time
from collections.abc import Awaitable
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field

import httpx

log = logging.getLogger(__name__)

# Seconds one probe may take before the service counts as out of reach.
PROBE_TIMEOUT = 5.0
# Seconds between probes while the service answers (a failing sync also says it is gone).
ONLINE_INTERVAL = 60.0


async def answers(http: httpx.AsyncClient, url: str, seconds: float = PROBE_TIMEOUT) -> bool:
    """True when `url` gives any HTTP answer within `seconds`."""
    try:
        async with asyncio.timeout(seconds):
            response = await http.get(url)
    except (httpx.TransportError, TimeoutError) as error:
        log.debug("%s out of reach: %r", url, error)
        return False
    log.debug("%s answers %s", url, response.status_code)
    return True


@dataclass
class Backoff:
    """Pauses between probes of an unreachable service: `first`, doubled up to `cap`, each
    spread by up to `jitter` of itself either way (and never above `cap`)."""

    first: float = 2.0
    cap: float = 60.0
    jitter: float = 0.2
    _failures: int = field(default=0, init=False)

    def next_pause(self) -> float:
        base = min(self.cap, self.first * 2.0**self._failures)
        self._failures += 1
        return min(self.cap, base * random.uniform(1 - self.jitter, 1 + self.jitter))

    def reset(self) -> None:
        self._failures = 0


@dataclass(eq=False)
class ReachabilityWatch:
    """Runs `probe` on the running loop until stopped; `on_change(reachable)` when the answer
    differs from the one before (the first answer always counts as a change)."""

    probe: Callable[[], Awaitable[bool]]
    on_change: Callable[[bool], None]
    backoff: Backoff = field(default_factory=Backoff)
    online_interval: float = ONLINE_INTERVAL
    reachable: bool | None = field(default=None, init=False)
    # When the next probe goes out (time.monotonic), while the watch runs.
    next_probe: float | None = field(default=None, init=False)
    _wake: asyncio.Event = field(default_factory=asyncio.Event, init=False)
    _task: asyncio.Task[None] | None = field(default=None, init=False)

    @property
    def running(self) -> bool:
        return self._task is not None and not self._task.done()

    def start(self) -> None:
        if not self.running:
            self.reachable = None
            self.backoff.reset()
            self._task = asyncio.get_running_loop().create_task(self._watch(), name="reachability")

    async def stop(self) -> None:
        task, self._task = self._task, None
        self.next_probe = None
        if task is not None:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    def probe_now(self) -> None:
        """Ask at once: the network changed, or a sync found the service gone."""
        self._wake.set()

    def lost(self) -> None:
        """The service failed to answer elsewhere (a sync): count it unreachable now, and
        ask again (the backoff starts over)."""
        if self.reachable is not False:
            self.backoff.reset()
            self._set(False)
        self._wake.set()

    async def _watch(self) -> None:
        while True:
            self._wake.clear()
            try:
                reachable = await self.probe()
            except Exception:  # a bug in the probe must not end the watch
                log.exception("reachability probe failed")
                reachable = False
            if reachable:
                self.backoff.reset()
            self._set(reachable)
            pause = self.online_interval if reachable else self.backoff.next_pause()
            self.next_probe = time.monotonic() + pause
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(pause):
                    await self._wake.wait()

    def _set(self, reachable: bool) -> None:
        if reachable != self.reachable:
            self.reachable = reachable
            self.on_change(reachable)
