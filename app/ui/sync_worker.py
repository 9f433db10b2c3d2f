"""The sync engine on a thread of its own, so the window never waits for it.

On the window's qasync loop every step of the engine (building requests, reading list
pages, writing the offline cache) held up painting and typing for up to a fifth of a
second. Here it runs on a worker thread with its own asyncio loop and its own service
client (an httpx client belongs to the loop that first used it). The store is shared (it
is thread-safe) and written before the next request, so stopping the thread at any
point loses nothing. Progress and each run's outcome go to the UI thread's loop with
`call_soon_threadsafe`; cancelling the awaiting task cancels the run.
Runs never overlap: a run started while the previous one winds down waits for it.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import logging
import os
import sys
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, cast

from app.store.store import Store

# Imported where a run needs them, on the worker thread: this module is imported on the
# UI thread when the first sync starts (the window's warm-up has loaded them by then).
if TYPE_CHECKING:
    from app.api.client import ServiceClient
    from app.api.environments import EnvironmentProfile
    from app.api.secrets import SecretStore
    from app.imaging.settings import PhotoSettings
    from app.sync.engine import SyncReport
    from app.sync.progress import SyncProgress

log = logging.getLogger(__name__)

ProgressListener = Callable[["SyncProgress"], None]


@dataclass(frozen=True, eq=False)
class SyncJob:
    """What one run needs: where to sync to, as whom, and how to prepare photos."""

    profile: EnvironmentProfile
    secrets: SecretStore
    photos: PhotoSettings | None = None  # None: the defaults


# Threads of the worker's loop for blocking work (photo preparation, file reads): one per
# record the engine has in flight (its default concurrency). Decoding and encoding run in
# native code without the GIL, and the threads run at a lower priority than the window's
# (measured on two cores: 1 thread 52 s for 1,000 photos, 4 threads 29 s, the longest
# stall of the window the same).
WORK_THREADS = 4
# How much the sync's threads step back when the processor is busy (Linux nice levels).
BACKGROUND_NICENESS = 5
# How long closing the window waits for a run to wind down and the thread to end.
# A run stops at its next await; only a photo being prepared is waited for.
STOP_TIMEOUT_SECONDS = 10.0


class SyncWorker:
    """Runs sync runs on a worker thread; use it from the UI thread's event loop.

    The thread starts with the first run and lives until `stop()` (the window's
    shutdown), keeping its service client, and so its access token and open
    connections, from one run to the next while the connection stays the same.
    """

    def __init__(self, store: Store) -> None:
        self.store = store
        # The worker thread while it runs, and the thread the engine last ran on.
        self.worker_thread: threading.Thread | None = None
        self.engine_thread_id: int | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        # Only the newest snapshot matters to a progress bar: the worker keeps one and
        # posts a delivery only when the UI thread has taken the one before.
        self._latest_lock = threading.Lock()
        self._latest: tuple[asyncio.Future[SyncReport], ProgressListener, SyncProgress] | None
        self._latest = None
        # Worker-thread state (touched only there).
        self._one_run_at_a_time: asyncio.Lock | None = None
        self._client: ServiceClient | None = None
        self._client_for: SyncJob | None = None

    # --- the UI thread's side -----------------------------------------------------------

    async def run(self, job: SyncJob, progress: ProgressListener | None = None) -> SyncReport:
        """Sync on the worker thread; `progress` gets snapshots on the UI thread.

        Cancelling the awaiting task cancels the run and waits (bounded) until the engine
        has put the interrupted drafts back in the queue, so the store is settled when
        this returns.
        """
        loop = self._started()
        ended: asyncio.Future[SyncReport] = asyncio.get_running_loop().create_future()
        handle = asyncio.run_coroutine_threadsafe(self._job(job, ended, progress), loop)
        try:
            return await asyncio.shield(ended)
        except asyncio.CancelledError:
            if not ended.done():
                handle.cancel()
                await asyncio.wait([ended], timeout=STOP_TIMEOUT_SECONDS)
            if ended.done() and not ended.cancelled():
                ended.exception()  # seen here: the caller was cancelled and asks no more
            raise

    async def stop(self, wait_seconds: float = STOP_TIMEOUT_SECONDS) -> bool:
        """Cancel any run, close the worker's client and end the thread; False on timeout.
        A later `run` starts a new thread."""
        thread, loop = self.worker_thread, self._loop
        self.worker_thread = self._loop = None
        if thread is None or loop is None:
            return True
        with contextlib.suppress(RuntimeError):  # its loop already ended
            asyncio.run_coroutine_threadsafe(self._wind_down(), loop)
        await asyncio.to_thread(thread.join, wait_seconds)
        if thread.is_alive():
            log.warning("the sync thread did not end within %.0f s", wait_seconds)
            return False
        return True

    def _started(self) -> asyncio.AbstractEventLoop:
        if self._loop is not None and self.worker_thread and self.worker_thread.is_alive():
            return self._loop
        _freeze_the_heap()
        # Made here, so a failure shows where the run was asked for; the thread only runs it.
        loop = _plain_event_loop()
        loop.set_default_executor(
            ThreadPoolExecutor(WORK_THREADS, "sync-work", initializer=_yield_to_the_window)
        )
        self._one_run_at_a_time = asyncio.Lock()
        # A daemon thread: a worker stuck beyond the stop timeout must not keep the
        # process alive after the window is gone (its state is in the store anyway).
        thread = threading.Thread(target=self._serve, args=(loop,), name="sync-worker", daemon=True)
        thread.start()
        self.worker_thread, self._loop = thread, loop
        return loop

    def _deliver_progress(self) -> None:
        with self._latest_lock:
            latest, self._latest = self._latest, None
        if latest is None or latest[0].done():
            return  # nobody waits for this run any more
        try:
            latest[1](latest[2])
        except Exception:
            # A broken progress display must not end the run it shows.
            log.exception("sync progress listener failed")

    # --- the worker thread's side -------------------------------------------------------

    def _serve(self, loop: asyncio.AbstractEventLoop) -> None:
        _yield_to_the_window()
        asyncio.set_event_loop(loop)
        try:
            loop.run_forever()
        finally:
            try:
                loop.run_until_complete(self._wind_down(stop_loop=False))
                loop.run_until_complete(loop.shutdown_asyncgens())
                # Waits for a photo still being prepared on the loop's own threads.
                loop.run_until_complete(loop.shutdown_default_executor())
            except Exception:
                log.exception("the sync thread did not wind down cleanly")
            finally:
                asyncio.set_event_loop(None)
                loop.close()

    async def _job(
        self,
        job: SyncJob,
        ended: asyncio.Future[SyncReport],
        progress: ProgressListener | None,
    ) -> None:
        self.engine_thread_id = threading.get_ident()
        assert self._one_run_at_a_time is not None
        outcome: object
        try:
            async with self._one_run_at_a_time:
                outcome = await self._sync(job, ended, progress)
        except asyncio.CancelledError as cancelled:
            _to_ui(ended, _settle, ended, cancelled)
            raise
        except Exception as error:
            outcome = error
        _to_ui(ended, _settle, ended, outcome)

    async def _sync(
        self,
        job: SyncJob,
        ended: asyncio.Future[SyncReport],
        progress: ProgressListener | None,
    ) -> SyncReport:
        from app.sync.engine import SyncEngine
        from app.sync.service import ClientGateway, ServiceGateway

        async def connect() -> ServiceGateway:
            return ClientGateway(await self._client_of(job))

        engine = SyncEngine(self.store, connect, photo_settings=job.photos)
        unsubscribe = engine.progress.subscribe(lambda state: self._publish(ended, progress, state))
        try:
            return await engine.run_once()
        finally:
            unsubscribe()

    async def _client_of(self, job: SyncJob) -> ServiceClient:
        """The worker's own client, kept while the connection stays the same."""
        from app.api.client import ServiceClient

        kept = self._client_for
        if self._client is not None:
            if kept and kept.profile == job.profile and kept.secrets is job.secrets:
                return self._client
            await self._client.aclose()
        self._client = ServiceClient(job.profile, job.secrets)
        self._client_for = job
        return self._client

    async def _wind_down(self, *, stop_loop: bool = True) -> None:
        current = asyncio.current_task()
        others = [task for task in asyncio.all_tasks() if task is not current]
        for task in others:
            task.cancel()
        await asyncio.gather(*others, return_exceptions=True)
        if self._client is not None:
            client, self._client, self._client_for = self._client, None, None
            try:
                await client.aclose()
            except Exception:
                log.warning("closing the sync thread's client failed", exc_info=True)
        if stop_loop:
            asyncio.get_running_loop().stop()

    def _publish(
        self,
        ended: asyncio.Future[SyncReport],
        progress: ProgressListener | None,
        state: SyncProgress,
    ) -> None:
        if progress is None:
            return
        with self._latest_lock:
            delivery_pending = self._latest is not None
            self._latest = (ended, progress, state)
        if not delivery_pending:
            _to_ui(ended, self._deliver_progress)


def _to_ui(ended: asyncio.Future[Any], callback: Callable[..., None], *args: object) -> None:
    """Call `callback` on the loop of the UI thread that awaits `ended`."""
    try:
        ended.get_loop().call_soon_threadsafe(callback, *args)
    except RuntimeError:
        # The window's loop has ended (a stop that timed out): nobody listens.
        log.debug("sync worker news after the window's loop ended")


def _settle(ended: asyncio.Future[SyncReport], outcome: object) -> None:
    if ended.done():
        return  # nobody waits any more
    if isinstance(outcome, asyncio.CancelledError):
        ended.cancel()
    elif isinstance(outcome, BaseException):
        ended.set_exception(outcome)
    else:
        ended.set_result(cast("SyncReport", outcome))


def _plain_event_loop() -> asyncio.AbstractEventLoop:
    # Not the installed policy's loop: under `qasync.run` (Python 3.11) those are Qt
    # event loops, which only the main thread may run.
    if sys.platform == "win32":
        return asyncio.ProactorEventLoop()
    return asyncio.SelectorEventLoop()


def _yield_to_the_window() -> None:
    """Lower the calling thread's priority, so the UI thread wins a busy processor.

    A sync decodes photos and parses pages flat out; on a machine with few cores the
    window's thread would otherwise wait its turn like any other.
    """
    try:
        if sys.platform == "win32":
            import ctypes

            kernel32 = ctypes.windll.kernel32
            below_normal = -1  # THREAD_PRIORITY_BELOW_NORMAL
            kernel32.SetThreadPriority(kernel32.GetCurrentThread(), below_normal)
        elif sys.platform.startswith("linux"):
            # Linux keeps a nice value per thread, addressed by its thread id; the
            # process id names the main (UI) thread. A new thread inherits its creator's.
            tid = threading.get_native_id()
            wanted = min(os.getpriority(os.PRIO_PROCESS, os.getpid()) + BACKGROUND_NICENESS, 19)
            if os.getpriority(os.PRIO_PROCESS, tid) < wanted:
                os.setpriority(os.PRIO_PROCESS, tid, wanted)
    except OSError as error:
        log.debug("sync thread priority unchanged: %s", error)


@functools.cache
def _freeze_the_heap() -> None:
    """Leave what exists before the first sync out of every later full garbage collection.

    A full collection holds the GIL for its whole scan, and with it the window: with the
    program's modules, widgets and schemas in the heap that is about 90 ms, and a sync
    allocates enough to start one every few seconds. Those objects live as long as the
    program does, so scanning them again finds nothing (hence once).
    """
    gc.freeze()
