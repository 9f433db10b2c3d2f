"""The sync engine's own thread: its asyncio loop, its service client, its one run at a time.

Rules it keeps: the window never waits for the engine (on the window's loop its steps held up
typing for up to a fifth of a second), so it runs on a thread with its own asyncio loop and
service client (an httpx client belongs to the loop that first used it). The store is
thread-safe and written before the next request, so stopping the thread at any point loses
nothing. The window steers a run (pause, resume) only through the thread's loop.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import logging
import os
import sys
import threading
from typing import TYPE_CHECKING

from app.store.store import Store
from app.ui.interpreter_turns import prompt_turns

# asyncio and the rest load after the first paint (app/ui/startup.py), where first used.
if TYPE_CHECKING:
    import asyncio
    from collections.abc import Callable

    from app.api.client import ServiceClient
    from app.api.environments import EnvironmentProfile
    from app.api.secrets import SecretStore
    from app.imaging.settings import PhotoSettings
    from app.sync.engine import SyncEngine
    from app.sync.engine import SyncReport
    from app.sync.progress import SyncProgress
    from app.work.changes import Outcome

log = logging.getLogger(__name__)

# Threads of the sync loop for blocking work (photo preparation, file reads): one per
# record the engine has in flight (its default concurrency), but no more than the
# processor has cores. Decoding and encoding run in native code without the GIL, and the
# threads run at a lower priority than the window's (measured on two cores: 1 thread 52 s
# for 1,000 photos, 4 threads 29 s). Each also takes the GIL between those calls, and a
# thread the kernel sets aside while it holds it keeps the window waiting until it runs
# again: on two cores under load, four threads left the window's thread waiting for the
# GIL over a frame 1.5 to 2 times as often as two, and the round took no less time
# (`python -m tests.benchmarks -k "own UI stall"`).
WORK_THREADS = 4

# How much the sync's photo threads step back when the processor is busy (Linux nice levels).
BACKGROUND_NICENESS = 5
# How long closing the window waits for a run to wind down and the thread to end.
# A run stops at its next await; only a photo being prepared is waited for.
STOP_TIMEOUT_SECONDS = 10.0


def work_threads() -> int:
    """`WORK_THREADS`, or fewer on a processor with fewer cores this process may use."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux: every core counts
        cores = os.cpu_count() or 1
    return max(1, min(WORK_THREADS, cores))


class SyncThread:
    """Started with the first run and kept until `stop()`; a later run starts a new one."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.thread: threading.Thread | None = None
        self.engine_thread_id: int | None = None  # the thread the engine last ran on
        # Whether the window is paused: a run made while it is starts paused. Written on
        # the UI thread, read on this one (a plain attribute: reads are atomic).
        self.paused = False
        self._stopped: asyncio.Future[None] | None = None
        # The thread's own state (touched only there): its service client, and so its
        # access token and open connections, is kept while the connection stays the same.
        self._one_run_at_a_time: asyncio.Lock | None = None
        self._engine: SyncEngine | None = None
        self._client: ServiceClient | None = None
        self._client_for: tuple[EnvironmentProfile, SecretStore] | None = None

    def loop(self) -> asyncio.AbstractEventLoop:
        """The thread's loop, the thread started if need be."""
        import asyncio
        from concurrent.futures import ThreadPoolExecutor

        if self._stopped is not None and self.thread and self.thread.is_alive():
            return self._stopped.get_loop()
        freeze_the_heap()
        # Made here, so a failure shows where the run was asked for; the thread only runs it.
        # Not the installed policy's loop: under `qasync.run` (Python 3.11) those are Qt
        # event loops, which only the main thread may run.
        loop = asyncio.DefaultEventLoopPolicy().new_event_loop()
        loop.set_default_executor(
            ThreadPoolExecutor(work_threads(), "sync-work", initializer=_yield_to_the_window)
        )
        self._one_run_at_a_time = asyncio.Lock()
        self._stopped = loop.create_future()
        # A daemon thread: a thread stuck beyond the stop timeout must not keep the
        # process alive after the window is gone (its state is in the store anyway).
        self.thread = threading.Thread(
            target=self._serve, args=(self._stopped,), name="sync-worker", daemon=True
        )
        self.thread.start()
        return loop

    def steer(self, *, paused: bool) -> None:
        """Pause or resume the run under way (requests in flight finish), and the next."""
        self.paused = paused
        if self._stopped is not None:
            with contextlib.suppress(RuntimeError):  # its loop already ended
                self._stopped.get_loop().call_soon_threadsafe(self._steer_engine)

    async def stop(self) -> bool:
        """Cancel any run, close the thread's client and end the thread; False on timeout."""
        import asyncio

        thread, stopped = self.thread, self._stopped
        self.thread = self._stopped = None
        if thread is None or stopped is None:
            return True
        with contextlib.suppress(RuntimeError):  # its loop already ended
            stopped.get_loop().call_soon_threadsafe(stopped.set_result, None)
        await asyncio.to_thread(thread.join, STOP_TIMEOUT_SECONDS)
        if thread.is_alive():
            log.warning("the sync thread did not end within %.0f s", STOP_TIMEOUT_SECONDS)
            return False
        return True

    # -- on the sync thread -----------------------------------------------------------------
    def _steer_engine(self) -> None:
        engine = self._engine
        if engine is not None and self.paused:
            engine.pause()
        elif engine is not None:
            engine.resume()

    def _serve(self, stopped: asyncio.Future[None]) -> None:
        import asyncio

        # This thread keeps the window's priority, unlike the photo threads: its work is
        # Python in short turns, holding the GIL, and a holder the kernel sets aside for a
        # busier program keeps the window waiting until it runs again. At the lower
        # priority the window waited over a frame for it half as often again
        # (`python -m tests.benchmarks -k "own UI stall"`, two cores under load).
        # On closing, the runner waits for a photo still being prepared on the loop's
        # threads, and closes the loop.
        with asyncio.Runner(loop_factory=stopped.get_loop) as runner:
            runner.run(self._until_stopped(stopped))

    async def _until_stopped(self, stopped: asyncio.Future[None]) -> None:
        import asyncio

        await stopped
        # The runs end before their client closes (a closed client would fail them).
        current = asyncio.current_task()
        runs = [task for task in asyncio.all_tasks() if task is not current]
        for task in runs:
            task.cancel()
        await asyncio.gather(*runs, return_exceptions=True)
        client, self._client, self._client_for = self._client, None, None
        if client is not None:
            try:
                await client.aclose()
            except Exception:
                log.warning("closing the sync thread's client failed", exc_info=True)

    async def settled(self) -> None:
        """Returns once the run before has ended (and put its interrupted drafts back)."""
        assert self._one_run_at_a_time is not None
        async with self._one_run_at_a_time:
            pass

    async def sync(
        self,
        profile: EnvironmentProfile,
        secrets: SecretStore,
        photos: PhotoSettings | None,
        publish: Callable[[SyncProgress], None],
    ) -> Outcome[SyncReport]:
        """One round of the sync session (`app.work.sync_session`); on this thread's loop."""
        import_the_sync()
        from app.sync.service import ClientGateway
        from app.work.sync_session import SyncRound

        async def connect() -> ClientGateway:
            return ClientGateway(await self._client_of(profile, secrets))

        self.engine_thread_id = threading.get_ident()
        assert self._one_run_at_a_time is not None
        async with self._one_run_at_a_time:
            sync_round = SyncRound(self.store, connect, photos=photos)
            engine = self._engine = sync_round.engine
            if self.paused:
                engine.pause()
            engine.progress.subscribe(publish)
            try:
                # The cleanup after the run, too: read here, off the UI thread. Its
                # Python hands the interpreter to the window within 0.2 ms, not 5.
                with prompt_turns():
                    return await sync_round.run()
            finally:
                self._engine = None

    async def _client_of(self, profile: EnvironmentProfile, secrets: SecretStore) -> ServiceClient:
        """The thread's own client (an httpx client belongs to the loop that first used it)."""
        from app.api.client import ServiceClient

        if self._client is not None:
            if self._client_for == (profile, secrets):  # a secret store equals only itself
                return self._client
            await self._client.aclose()
        self._client = ServiceClient(profile, secrets)
        self._client_for = (profile, secrets)
        return self._client


def _yield_to_the_window() -> None:
    """Lower the calling thread's priority, so the UI thread wins a busy processor (the
    sync's photo threads).

    A sync decodes photos flat out; on a machine with few cores the
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
def freeze_the_heap() -> None:
    """Leave what exists before the first connection out of every later full garbage
    collection: a full scan of the program's modules, widgets and schemas holds the GIL (and
    the window) for about 90 ms, a sync starts one every few seconds, and those objects live
    as long as the program does. Called when connecting too: the connection's imports
    otherwise set off such a scan themselves, while the window waits (40-400 ms measured)."""
    gc.freeze()


@functools.cache
def import_the_sync() -> None:
    """The sync's modules, imported by its first run with the collector off, and what they
    made frozen after (as `freeze_the_heap`): the objects of some 230 modules (pydantic's
    schemas the most) set off full collections while they were made, each holding the
    interpreter, and the window with it, for 21-25 ms (a thread ticking every millisecond
    beside the import; none over 4 ms this way). They live as long as the program."""
    from app.collector import collector_paused

    with collector_paused():
        import app.api.client
        import app.sync.service
        import app.work.sync_session  # noqa: F401
    gc.freeze()
