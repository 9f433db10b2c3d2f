"""When a sync runs by itself: when the service becomes reachable, every N minutes, on demand.

The scheduler owns no sync logic; it calls `run` (normally `SyncEngine.run_once`) and
never starts a second run while one is going: a request that arrives during a run is
remembered and served right after it, so no click is lost and none doubles the work.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

DEFAULT_INTERVAL = 15 * 60.0
DEFAULT_PROBE_INTERVAL = 30.0


class SyncScheduler:
    """Starts `run` when `probe` turns true, every `interval` seconds while reachable, and on
    `request()`. `interval=None` turns the schedule off (reachability and demand remain)."""

    def __init__(
        self,
        run: Callable[[], Awaitable[object]],
        probe: Callable[[], Awaitable[bool]],
        *,
        interval: float | None = DEFAULT_INTERVAL,
        probe_interval: float = DEFAULT_PROBE_INTERVAL,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._run = run
        self._probe = probe
        self._interval = interval
        self._probe_interval = probe_interval
        self._clock = clock
        self._wake = asyncio.Event()
        self._requested = False
        self._task: asyncio.Task[None] | None = None
        self._last_run: float | None = None
        self.reachable: bool | None = None
        self.running = False
        self.runs = 0

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._loop(), name="sync-scheduler")

    async def stop(self) -> None:
        """Stop scheduling; a run in progress is cancelled (the engine keeps its work safe)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    def request(self) -> None:
        """Sync now (or right after the current run)."""
        self._requested = True
        self._wake.set()

    def connectivity_changed(self) -> None:
        """Probe now: the operating system reported a network change."""
        self._wake.set()

    async def _loop(self) -> None:
        while True:
            was_reachable = self.reachable
            self.reachable = await self._safe_probe()
            if self._should_run(was_reachable):
                await self._run_once()
            self._wake.clear()
            if self._requested:
                continue
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(self._probe_interval):
                    await self._wake.wait()

    def _should_run(self, was_reachable: bool | None) -> bool:
        if self._requested:
            return True
        if not self.reachable:
            return False
        if not was_reachable:
            return True
        return (
            self._interval is not None
            and self._last_run is not None
            and self._clock() - self._last_run >= self._interval
        )

    async def _run_once(self) -> None:
        self._requested = False
        self.running = True
        try:
            await self._run()
        except Exception:
            # The engine reports its own failures; the schedule must survive any of them.
            log.exception("scheduled sync failed")
        finally:
            self.running = False
            self.runs += 1
            self._last_run = self._clock()

    async def _safe_probe(self) -> bool:
        try:
            return await self._probe()
        except Exception:
            log.debug("reachability probe failed", exc_info=True)
            return False
