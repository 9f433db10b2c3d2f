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
from dataclasses import KW_ONLY, dataclass, field

log = logging.getLogger(__name__)

DEFAULT_INTERVAL = 15 * 60.0
DEFAULT_PROBE_INTERVAL = 30.0


@dataclass(eq=False)
class SyncScheduler:
    """Starts `run` when `probe` turns true, every `interval` seconds while reachable, and on
    `request()`. `interval=None` turns the schedule off (reachability and demand remain)."""

    run: Callable[[], Awaitable[object]]
    probe: Callable[[], Awaitable[bool]]
    _: KW_ONLY
    interval: float | None = DEFAULT_INTERVAL
    probe_interval: float = DEFAULT_PROBE_INTERVAL
    clock: Callable[[], float] = time.monotonic
    reachable: bool | None = field(default=None, init=False)
    running: bool = field(default=False, init=False)
    runs: int = field(default=0, init=False)
    _wake: asyncio.Event = field(default_factory=asyncio.Event, init=False)
    _requested: bool = field(default=False, init=False)
    _task: asyncio.Task[None] | None = field(default=None, init=False)
    _last_run: float | None = field(default=None, init=False)

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
                async with asyncio.timeout(self.probe_interval):
                    await self._wake.wait()

    def _should_run(self, was_reachable: bool | None) -> bool:
        if self._requested:
            return True
        if not self.reachable:
            return False
        if not was_reachable:
            return True
        return (
            self.interval is not None
            and self._last_run is not None
            and self.clock() - self._last_run >= self.interval
        )

    async def _run_once(self) -> None:
        self._requested = False
        self.running = True
        try:
            await self.run()
        except Exception:
            # The engine reports its own failures; the schedule must survive any of them.
            log.exception("scheduled sync failed")
        finally:
            self.running = False
            self.runs += 1
            self._last_run = self.clock()

    async def _safe_probe(self) -> bool:
        try:
            return await self.probe()
        except Exception:
            log.debug("reachability probe failed", exc_info=True)
            return False
