"""The connection to the service, when to sync, and the sync engine's own thread.

Rules it keeps: one sync at a time (one asked for while one runs follows it, as the running
one may have read the outbox before the newest work arrived), and the window never waits
for the engine: on the window's loop its steps held up typing for up to a fifth of a second,
so it runs on a thread with its own asyncio loop and service client (an httpx client belongs
to the loop that first used it). The store is thread-safe and written before the next
request, so stopping the thread at any point loses nothing; cancelling the window's sync
task waits until the engine has put the interrupted drafts back in the queue.
"""

from __future__ import annotations

import contextlib
import functools
import gc
import logging
import os
import sys
import threading
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from app.api.secrets import MemorySecretStore, SecretStore
from app.store.kinds import DraftState, RecordKind
from app.store.store import Store
from app.ui import messages
from app.ui.operations import Op

# asyncio and the rest load after the first paint (app/ui/startup.py), where first used.
if TYPE_CHECKING:
    import asyncio
    from collections.abc import Callable

    import httpx

    from app.api.client import ServiceClient
    from app.api.environments import EnvironmentProfile
    from app.imaging.settings import PhotoSettings
    from app.sync.engine import SyncReport
    from app.sync.progress import SyncProgress
    from app.ui.desk import Desk

log = logging.getLogger(__name__)

# Threads of the sync loop for blocking work (photo preparation, file reads): one per
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


def new_http_client() -> httpx.AsyncClient:
    """The one HTTP client of the session (its TLS set-up reads the CA certificates)."""
    import httpx

    return httpx.AsyncClient(
        timeout=httpx.Timeout(connect=10.0, read=30.0, write=60.0, pool=10.0),
        follow_redirects=False,
    )


class SyncController(QObject):
    """The service connection of the session, and its syncs."""

    def __init__(
        self, host: Desk, store: Store, keyring: SecretStore, sandbox_url: str | None
    ) -> None:
        super().__init__()
        self.host = host
        self.store = store
        self.keyring = keyring
        self.sandbox_url = sandbox_url
        self.profile: EnvironmentProfile | None = None
        self.client: ServiceClient | None = None
        self.http: httpx.AsyncClient | None = None
        self.online = False
        self.offline_by_choice = False
        self.syncing: asyncio.Task[Any] | None = None
        self.last_sync: SyncReport | None = None
        self._sync_again = False
        self._auto_sync = QTimer(self)
        self._auto_sync.timeout.connect(self.sync_now)
        # The sync engine's own thread (started with the first sync and kept until the
        # shutdown) and the thread the engine last ran on; `_stopped` ends it.
        self.sync_thread: threading.Thread | None = None
        self.engine_thread_id: int | None = None
        self._stopped: asyncio.Future[None] | None = None
        # Only the newest snapshot matters to a progress bar: the thread keeps one and
        # posts a delivery only when the UI thread has taken the one before.
        self._progress_lock = threading.Lock()
        self._progress: SyncProgress | None = None
        # The thread's own state (touched only there): its service client, and so its
        # access token and open connections, is kept while the connection stays the same.
        self._one_run_at_a_time: asyncio.Lock | None = None
        self._thread_client: ServiceClient | None = None
        self._thread_client_for: tuple[EnvironmentProfile, SecretStore] | None = None

    # -- the connection ----------------------------------------------------------------
    @functools.cached_property
    def _sandbox(self) -> tuple[EnvironmentProfile, MemorySecretStore] | None:
        """The embedded sandbox's profile and secrets (they need the pydantic models)."""
        if self.sandbox_url is None:
            return None
        from app.api.environments import sandbox_profile, sandbox_secrets

        profile = sandbox_profile(self.sandbox_url)
        return profile, sandbox_secrets(profile)

    def profiles(self) -> list[EnvironmentProfile]:
        from app import paths
        from app.api.environments import load_profiles

        known = load_profiles(self.host.settings.environments, paths.presets_path())
        return [*known, self._sandbox[0]] if self._sandbox else known

    def secrets_for(self, profile: EnvironmentProfile) -> SecretStore:
        return self._sandbox[1] if profile.is_sandbox and self._sandbox else self.keyring

    def connect_initial(self, env_name: str | None = None) -> None:
        """Once the window shows: the chosen environment (the embedded sandbox, unless an
        environment is named on the command line)."""
        if self._sandbox and not env_name:
            chosen: EnvironmentProfile | None = self._sandbox[0]
        else:
            wanted = env_name or self.host.settings.environment
            chosen = next((p for p in self.profiles() if p.name == wanted), None)
        if chosen is not None:
            self.connect_to(chosen)
        else:
            self.update_status()

    def connect_to(self, profile: EnvironmentProfile) -> None:
        """Use `profile` from now on; sync and refresh the lists in the background."""
        from app.api.client import ServiceClient

        if self.http is None:  # made by the start's warm-up, unless it has not come that far
            self.http = new_http_client()
        old = self.client
        self.client = ServiceClient(profile, self.secrets_for(profile), http=self.http)
        if old is not None:
            Op(None, old.aclose(), name="close old client").run()
        self.profile = profile
        if not profile.is_sandbox:
            self.host.settings.environment = profile.name
        self.offline_by_choice = False
        if self.host.window is not None:
            self.host.window.offline_action.setChecked(False)
        self.update_status()
        self.schedule_auto_sync()
        self.sync_now()

    def set_offline(self, offline: bool) -> None:
        self.offline_by_choice = offline
        if offline:
            self.online = False
        self.schedule_auto_sync()
        self.update_status()

    def update_status(self, *, outbox: bool = True) -> None:
        """The status bar: where the session is connected, and what waits in the outbox."""
        window = self.host.window
        if window is None:
            return
        status = window.status
        status.set_environment(self.profile.name if self.profile else None)
        status.set_online(self.online and not self.offline_by_choice)
        if not outbox:
            return
        # The outbox holds drafts of every kind: products, projects and subscriptions.
        counts = self.store.drafts.count_by_state()
        queued = counts[DraftState.QUEUED] + counts[DraftState.SYNCING]
        failed = counts[DraftState.NEEDS_ATTENTION] + counts[DraftState.CONFLICT]
        status.set_outbox(queued, failed)

    # -- when to sync -------------------------------------------------------------------
    def _may_sync_by_itself(self) -> bool:
        return (
            self.host.settings.auto_sync and self.client is not None and not self.offline_by_choice
        )

    def schedule_auto_sync(self) -> None:
        if self._may_sync_by_itself():
            self._auto_sync.start(self.host.settings.sync_interval_minutes * 60_000)
        else:
            self._auto_sync.stop()

    def after_queue(self) -> None:
        """The user queued something: count it, and send it now when set to."""
        self.update_status()
        if self._may_sync_by_itself():
            self.sync_now()

    def sync_now(self) -> asyncio.Task[Any] | None:
        if self.client is None or self.offline_by_choice:
            messages.show_info(
                self.tr("Working offline: your drafts are kept and sent once you connect.")
            )
            return None
        if self.syncing is not None and not self.syncing.done():
            self._sync_again = True
            return self.syncing
        self._sync_again = False
        # What was typed in the last moments, in any tab, goes with this sync.
        self.host.flush_tabs()
        window = self.host.window
        assert window is not None
        window.sync_action.setEnabled(False)
        window.status.set_progress(0, 1)
        self.syncing = (
            Op(window, self._run(self.client.profile), name="sync")
            .success(self._synced)
            .failure(self._sync_failed)
            .finally_(self._sync_finished)
            .run()
        )
        return self.syncing

    async def _run(self, profile: EnvironmentProfile) -> SyncReport:
        """One run on the sync thread; `Offline` when the service was out of reach.
        Cancelled, it waits (bounded) until the engine has settled the run."""
        import asyncio

        from app.api.errors import Offline
        from app.sync.progress import IssueKind

        loop = self._sync_thread_loop()
        ui_loop = asyncio.get_running_loop()
        window = self.host.window

        def show_newest() -> None:  # on the UI thread, before the run's outcome arrives
            with self._progress_lock:
                state, self._progress = self._progress, None
            if state is not None and window is not None and not ended.done():
                window.status.set_progress(state.records_done, max(state.records_total, 1))

        def publish(state: SyncProgress) -> None:  # on the sync thread
            with self._progress_lock:
                pending, self._progress = self._progress is not None, state
            if not pending:
                with contextlib.suppress(RuntimeError):  # the window's loop has ended
                    ui_loop.call_soon_threadsafe(show_newest)

        photos = self.host.settings.photo_settings()
        run = self._sync(profile, self.secrets_for(profile), photos, publish)
        # Cancelling `ended` cancels the run on its loop.
        ended = asyncio.wrap_future(asyncio.run_coroutine_threadsafe(run, loop))
        try:
            report = await ended
        except asyncio.CancelledError:
            settled = asyncio.run_coroutine_threadsafe(self._settled(), loop)
            await asyncio.wait([asyncio.wrap_future(settled)], timeout=STOP_TIMEOUT_SECONDS)
            raise
        if report.unreachable:
            # The engine's notice says why (no network, a certificate, the sign-in...).
            why = next((i.notice for i in report.issues if i.kind is IssueKind.UNREACHABLE), None)
            raise Offline() if why is None else Offline(code=why.code, **why.params)
        return report

    def _synced(self, report: SyncReport) -> None:
        self.online = True
        self.last_sync = report
        # "Changes": the outbox holds products, projects and subscriptions alike.
        attention = len(report.needs_attention) + len(report.conflicts)
        if attention:
            messages.show_error(
                self.tr("Synced, but %n change(s) need your attention.", "", attention)
            )
        elif report.synced:
            messages.show_info(self.tr("Synced: %n change(s) sent.", "", len(report.synced)))
        else:
            messages.show_info(self.tr("Synced; there was nothing to send."))

    def _sync_failed(self, exc: BaseException) -> None:
        from app.api.errors import ServiceError

        if isinstance(exc, ServiceError) and exc.retryable:
            self.online = False
        messages.report_failure(exc, "sync")

    def _sync_finished(self) -> None:
        window = self.host.window
        if window is not None:
            window.sync_action.setEnabled(True)
            window.status.set_progress(0, 0)
        self.host.refresh_views()
        again, self._sync_again = self._sync_again, False
        if again and not self.host.is_shut_down:
            # Only when there is work left: the run may have sent it already.
            counts = self.store.drafts.count_by_state()
            if counts[DraftState.QUEUED]:
                QTimer.singleShot(0, self.sync_now)

    async def shutdown(self) -> None:
        """Stop the sync thread (before the store closes: it may still write) and the clients."""
        self._auto_sync.stop()
        await self.stop_sync_thread()
        if self.client is not None:
            await self.client.aclose()
            self.client = None
        if self.http is not None:
            await self.http.aclose()
            self.http = None

    # -- the sync thread ------------------------------------------------------------------
    async def stop_sync_thread(self) -> bool:
        """Cancel any run, close the thread's client and end the thread; False on timeout.
        A later sync starts a new thread."""
        import asyncio

        thread, stopped = self.sync_thread, self._stopped
        self.sync_thread = self._stopped = None
        if thread is None or stopped is None:
            return True
        with contextlib.suppress(RuntimeError):  # its loop already ended
            stopped.get_loop().call_soon_threadsafe(stopped.set_result, None)
        await asyncio.to_thread(thread.join, STOP_TIMEOUT_SECONDS)
        if thread.is_alive():
            log.warning("the sync thread did not end within %.0f s", STOP_TIMEOUT_SECONDS)
            return False
        return True

    def _sync_thread_loop(self) -> asyncio.AbstractEventLoop:
        import asyncio
        from concurrent.futures import ThreadPoolExecutor

        if self._stopped is not None and self.sync_thread and self.sync_thread.is_alive():
            return self._stopped.get_loop()
        _freeze_the_heap()
        # Made here, so a failure shows where the run was asked for; the thread only runs it.
        # Not the installed policy's loop: under `qasync.run` (Python 3.11) those are Qt
        # event loops, which only the main thread may run.
        loop = asyncio.DefaultEventLoopPolicy().new_event_loop()
        loop.set_default_executor(
            ThreadPoolExecutor(WORK_THREADS, "sync-work", initializer=_yield_to_the_window)
        )
        self._one_run_at_a_time = asyncio.Lock()
        self._stopped = loop.create_future()
        # A daemon thread: a thread stuck beyond the stop timeout must not keep the
        # process alive after the window is gone (its state is in the store anyway).
        self.sync_thread = threading.Thread(
            target=self._serve, args=(self._stopped,), name="sync-worker", daemon=True
        )
        self.sync_thread.start()
        return loop

    # -- on the sync thread -----------------------------------------------------------------
    def _serve(self, stopped: asyncio.Future[None]) -> None:
        import asyncio

        _yield_to_the_window()
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
        client, self._thread_client, self._thread_client_for = self._thread_client, None, None
        if client is not None:
            try:
                await client.aclose()
            except Exception:
                log.warning("closing the sync thread's client failed", exc_info=True)

    async def _settled(self) -> None:
        assert self._one_run_at_a_time is not None
        async with self._one_run_at_a_time:
            pass  # the run before has ended

    async def _sync(
        self,
        profile: EnvironmentProfile,
        secrets: SecretStore,
        photos: PhotoSettings | None,
        publish: Callable[[SyncProgress], None],
    ) -> SyncReport:
        from app.sync.engine import SyncEngine
        from app.sync.service import ClientGateway

        async def connect() -> ClientGateway:
            return ClientGateway(await self._thread_client_of(profile, secrets))

        self.engine_thread_id = threading.get_ident()
        assert self._one_run_at_a_time is not None
        async with self._one_run_at_a_time:
            engine = SyncEngine(self.store, connect, photo_settings=photos)
            engine.progress.subscribe(publish)
            report = await engine.run_once()
        # A synced draft of an archived product would keep showing it in the table (its
        # server record left the list with the archive). Read here, off the UI thread.
        for draft in self.store.drafts.list_drafts(RecordKind.PRODUCT, states=[DraftState.SYNCED]):
            if draft.archive_requested:
                self.store.drafts.delete_draft(draft.id)
        return report

    async def _thread_client_of(
        self, profile: EnvironmentProfile, secrets: SecretStore
    ) -> ServiceClient:
        """The thread's own client (an httpx client belongs to the loop that first used it)."""
        from app.api.client import ServiceClient

        if self._thread_client is not None:
            if self._thread_client_for == (profile, secrets):  # a secret store equals only itself
                return self._thread_client
            await self._thread_client.aclose()
        self._thread_client = ServiceClient(profile, secrets)
        self._thread_client_for = (profile, secrets)
        return self._thread_client


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
    """Leave what exists before the first sync out of every later full garbage collection:
    a full scan of the program's modules, widgets and schemas holds the GIL (and the window)
    for about 90 ms, a sync starts one every few seconds, and those objects live as long
    as the program does."""
    gc.freeze()
