"""The connection to the service, when to sync, and the window's steering of a sync.

Rules it keeps: one sync at a time (one asked for while one runs follows it, as the running
one may have read the outbox before the newest work arrived). Online and offline follow a
cheap probe of the service (`app.sync.reachability`; the operating system's network
information only makes it probe sooner): when the service answers again and work waits, a
round starts by itself within seconds. A paused window starts no round by itself until it
is resumed, and the paused round starts no new step. The engine runs on a thread of its own
(`sync_thread`), and the window never waits for it; cancelling the window's sync task waits
until the engine has put the interrupted drafts back in the queue. A running round's
progress reaches the window through `sync_progress_shown`.
"""

from __future__ import annotations

import functools
import logging
from datetime import UTC
from datetime import datetime
from datetime import timedelta
from typing import TYPE_CHECKING
from typing import Any
from typing import Protocol

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtCore import QTimer

from app.api.environment_keys import SANDBOX_KEY
from app.api.secrets import MemorySecretStore
from app.api.secrets import SecretStore
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.ui import messages
from app.ui.environment_marker import EnvironmentShown

# asyncio and the rest load after the first paint (app/ui/startup.py), where first used.
from app.ui.hosts import FlushesTabs
from app.ui.hosts import HasEnvironments
from app.ui.hosts import HasHub
from app.ui.hosts import HasSettings
from app.ui.hosts import HasWindow
from app.ui.message_table import describe
from app.ui.operations import Op
from app.ui.service_probe import ServiceProbe
from app.ui.sync_progress_shown import SyncProgressShown
from app.ui.sync_thread import STOP_TIMEOUT_SECONDS
from app.ui.sync_thread import SyncThread
from app.ui.sync_thread import freeze_the_heap

if TYPE_CHECKING:
    import asyncio

    import httpx

    from app.api.client import ServiceClient
    from app.api.environments import EnvironmentProfile
    from app.api.notices import Notice
    from app.sync.engine import SyncReport
    from app.sync.reachability import ReachabilityWatch
    from app.ui.environment_switch import Connect
    from app.ui.main_window import MainWindow
    from app.ui.sync_status import SyncStatus
    from app.work.outbox import Outbox

log = logging.getLogger(__name__)


class StoreSwitch(Protocol):
    """Which environment's store is in front (`EnvironmentSwitch`)."""

    def is_in_front(self, profile: EnvironmentProfile) -> bool: ...
    def bring_to_front(self, profile: EnvironmentProfile, connect: Connect) -> None: ...


class SyncHost(
    HasWindow["MainWindow | None"],
    HasSettings,
    HasHub,
    HasEnvironments[StoreSwitch],
    FlushesTabs,  # what is typed goes with the round
    Protocol,
):
    """What the controller asks of the session that holds it."""

    @property
    def sync_status(self) -> SyncStatus: ...
    @property
    def is_shut_down(self) -> bool: ...


class SyncController(QObject):
    """The service connection of the session, and its syncs."""

    def __init__(
        self, host: SyncHost, store: Store, keyring: SecretStore, sandbox_url: str | None
    ) -> None:
        super().__init__()
        self.host = host
        self.store = store
        self.keyring = keyring
        self.sandbox_url = sandbox_url
        self.profile: EnvironmentProfile | None = None
        self.client: ServiceClient | None = None
        self.http: httpx.AsyncClient | None = None
        self.online = False  # the probe's word, or a sync's
        self.offline_by_choice = False
        self.paused = False
        self.skipped_profiles: list[Notice] = []  # stored profiles that cannot be used
        self.syncing: asyncio.Task[Any] | None = None
        self.last_sync: SyncReport | None = None
        self._sync_again = False
        # Counts shown so far: a count read aside is not shown over a newer one.
        self._outbox_shown = 0
        self._auto_sync = QTimer(self)
        self._auto_sync.timeout.connect(self._sync_by_itself)
        self._next_round_at: datetime | None = None  # when `_auto_sync` fires next
        # The sync engine's own thread (started with the first sync, kept until the shutdown).
        self.worker = SyncThread(store)
        # Probes the service while connected (and not offline by choice).
        self._probe = ServiceProbe(self._reachability_changed, self)
        # The running round's progress in the bar, the tabs' status and the lists.
        self._progress = SyncProgressShown(host, self._show_listing, self)

    # -- the connection ----------------------------------------------------------------
    @functools.cached_property
    def _sandbox(self) -> tuple[EnvironmentProfile, MemorySecretStore] | None:
        """The embedded sandbox's profile and secrets (they need the pydantic models)."""
        if self.sandbox_url is None:
            return None
        from app.api.environments import sandbox_profile
        from app.api.environments import sandbox_secrets

        profile = sandbox_profile(self.sandbox_url)
        return profile, sandbox_secrets(profile)

    @property
    def sandbox_profile(self) -> EnvironmentProfile | None:
        return self._sandbox[0] if self._sandbox else None

    def profiles(self) -> list[EnvironmentProfile]:
        from app.work.environment_choice import known_profiles

        skipped: list[Notice] = []
        known = known_profiles(self.host.settings, self.sandbox_profile, skipped=skipped)
        self.skipped_profiles = skipped  # stored profiles that cannot be used, left out
        return known

    def secrets_for(self, profile: EnvironmentProfile) -> SecretStore:
        return self._sandbox[1] if profile.is_sandbox and self._sandbox else self.keyring

    def connect_initial(self, env_name: str | None = None) -> None:
        """Once the window shows: the chosen environment (the embedded sandbox, unless an
        environment is named on the command line)."""
        from app.api.environments import EnvironmentProfile
        from app.work.environment_choice import choose_profile

        chosen = choose_profile(
            self.profiles(),
            env_name,
            remembered=self.host.settings.environment,
            sandbox=self.sandbox_profile,
        )
        if self.skipped_profiles:  # never keeps the window from starting: said, once
            from app.ui.connection_dialog import skipped_sentence

            messages.show_error(" ".join(map(skipped_sentence, self.skipped_profiles)))
        if isinstance(chosen, EnvironmentProfile):
            self.connect_to(chosen)
        else:  # none to connect to: the window works offline, and says where
            self.update_status()

    def connect_to(self, profile: EnvironmentProfile) -> None:
        """Use `profile` from now on, over its environment's store (brought to the front
        first); sync and refresh the lists in the background."""
        freeze_the_heap()
        switch = self.host.environments
        if not switch.is_in_front(profile):
            self._detach()  # nothing is sent while the stores are swapped
        switch.bring_to_front(profile, self._connect)

    def use_store(self, store: Store) -> None:
        """Work on `store` from now on (no round runs: `release_store` ended it)."""
        self.store = store
        self.worker.store = store
        self.last_sync = None

    def _detach(self) -> None:
        """No client, no probe, no round by itself: until the next `connect_to`."""
        self._auto_sync.stop()
        self._next_round_at = None
        self._probe.stop()
        old, self.client, self.profile = self.client, None, None
        if old is not None:
            Op(None, old.aclose(), name="close old client").run()
        self.online = False

    async def release_store(self) -> None:
        """End the round on the store in front, its interrupted drafts put back, before
        the store is swapped (a round never runs over another environment's store)."""
        import asyncio

        self._detach()
        self._sync_again = False
        task = self.syncing
        if task is not None and not task.done():
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    def _connect(self, profile: EnvironmentProfile) -> None:
        from app.api.client import ServiceClient

        if self.http is None:  # made by the start's warm-up, unless it has not come that far
            from app.api.http import http_client

            self.http = http_client()
        old = self.client
        self.client = ServiceClient(profile, self.secrets_for(profile), http=self.http)
        if old is not None:
            Op(None, old.aclose(), name="close old client").run()
        self.profile = profile
        if not profile.is_sandbox:
            self.host.settings.environment = profile.name
        self.offline_by_choice = False
        self.worker.steer(paused=self.paused)
        if self.host.window is not None:
            self.host.window.offline_action.setChecked(False)
        self._watch_the_service()
        self.update_status()
        self.schedule_auto_sync()
        if not self.paused:
            self._start_round()

    def set_offline(self, offline: bool) -> None:
        """The "Work offline" switch: no probe and no sync until it is turned off. A round
        running holds at once (requests in flight finish, no new one starts: as paused)
        and goes on where it stopped when the switch is turned off."""
        self.offline_by_choice = offline
        self.worker.steer(paused=offline or self.paused)
        if offline:
            self.online = False
        self._watch_the_service()
        self.schedule_auto_sync()
        self.update_status()

    @property
    def watch(self) -> ReachabilityWatch | None:
        """The probe of the service, while there is one."""
        return self._probe.watch

    def _watch_the_service(self) -> None:
        """Probe the service while connected and not offline by choice; otherwise not."""
        self._probe.stop()
        if self.client is None or self.offline_by_choice or self.http is None:
            return
        self._probe.follow(self.http, self.client.profile.base_url)

    def _reachability_changed(self, reachable: bool) -> None:
        came_back = reachable and not self.online
        self.online = reachable
        self.update_status(outbox=False)
        if came_back and self._may_sync_by_itself() and self._work_waits():
            self._start_round()

    def update_status(self, *, outbox: bool = True) -> None:
        """The status bar: where the session is connected, and what waits in the outbox."""
        window = self.host.window
        # Gone already: a probe's late answer while the session shuts down.
        if window is None or not shiboken6.isValid(window):
            return
        status = window.status
        # The store's environment, connected or not: the window never hides where it works.
        name = self.store.environment_name
        sandbox = self.store.environment_key == SANDBOX_KEY
        if sandbox:
            name = self.tr("Local sandbox")  # its stored name is Dutch: said in the window's
        # The address where it is known: the embedded sandbox's port is new at each start.
        profile = self.profile
        address = str(profile.base_url) if profile is not None else None
        if address is None and sandbox:
            address = self.sandbox_url
        shown = EnvironmentShown(name, self.store.environment_production, address, sandbox)
        window.show_environment(shown)
        status.set_online(self.online and not self.offline_by_choice)
        self._show_steering()
        if not outbox:
            return
        from app.work.outbox import outbox as left_in  # after the first paint, with the counts

        self._show_outbox(left_in(self.store))

    async def count_outbox_aside(self) -> None:
        """The outbox's counts read on a worker thread, then shown, unless counts read
        later were shown meanwhile. The start's first read of the drafts' pages (from disk,
        as the window's first paint left them) held the window's thread 17 ms with 5,000
        drafts (`python -m tests.benchmarks -k "stall from first paint"`)."""
        import asyncio

        from app.work.outbox import outbox as left_in

        store, before = self.store, self._outbox_shown
        left = await asyncio.to_thread(left_in, store)
        if store is self.store and before == self._outbox_shown:
            self._show_outbox(left)

    def _show_outbox(self, left: Outbox) -> None:
        window = self.host.window
        if window is None or not shiboken6.isValid(window):
            return
        self._outbox_shown += 1
        window.status.set_outbox(left.queued, left.failed, left.held)

    def _show_steering(self) -> None:
        """Pause, resume and cancel where they apply; the live status the tabs read."""
        running = self.running
        window = self.host.window
        if window is not None:
            window.pause_sync_action.setEnabled(
                not self.paused and (running or self._may_sync_by_itself())
            )
            window.resume_sync_action.setEnabled(self.paused)
            window.cancel_sync_action.setEnabled(running)
            window.status.set_steering(running=running, paused=self.paused)
        planned = self._auto_sync.isActive() and self.online and not self.paused
        self.host.sync_status.set_connection(
            online=self.online and not self.offline_by_choice,
            paused=self.paused,
            running=running,
            next_attempt=self._next_round_at if planned else None,
        )

    # -- when to sync -------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.syncing is not None and not self.syncing.done()

    def _may_sync_by_itself(self) -> bool:
        # The settings last: before a connection they may not be read yet (the first paint).
        return (
            self.client is not None
            and not self.offline_by_choice
            and not self.paused
            and self.host.settings.auto_sync
        )

    def _work_waits(self) -> bool:
        return self.store.drafts.count_by_state()[DraftState.QUEUED] > 0

    def schedule_auto_sync(self) -> None:
        """The periodic round, counted from now (and from the end of each round)."""
        if self._may_sync_by_itself():
            minutes = self.host.settings.sync_interval_minutes
            self._auto_sync.start(minutes * 60_000)
            self._next_round_at = datetime.now(UTC) + timedelta(minutes=minutes)
        else:
            self._auto_sync.stop()
            self._next_round_at = None
        self._show_steering()

    def _sync_by_itself(self) -> None:
        if self._may_sync_by_itself() and self.online:
            self._start_round()

    def after_queue(self) -> None:
        """The user queued something: count it, and send it now when set to (and the
        service answers: otherwise it goes when it answers again)."""
        self.update_status()
        if self._may_sync_by_itself() and self.online:
            self._start_round()

    # -- steering ---------------------------------------------------------------------
    def pause(self) -> None:
        """The round starts no new step (requests in flight finish), and no round starts
        by itself, until `resume`."""
        if not self.paused:
            self.paused = True
            self.worker.steer(paused=True)
            self.update_status(outbox=False)
            messages.show_info(self.tr("Sync paused: it goes on when you resume it."))

    def resume(self) -> None:
        """The paused round goes on where it stopped; without one, a round starts if one
        was asked for (or would have started by itself) and work waits."""
        if not self.paused:
            return
        self.paused = False
        self.worker.steer(paused=self.offline_by_choice)
        self.update_status(outbox=False)
        if self.running or not self._work_waits():
            return
        if self._sync_again or (self._may_sync_by_itself() and self.online):
            self._start_round()

    def cancel(self) -> None:
        """End the round now: what the service confirmed stays, the rest is queued again
        and goes, once, with the next round."""
        if self.syncing is not None and self.running:
            self._sync_again = False
            self.syncing.cancel()

    def sync_now(self) -> asyncio.Task[Any] | None:
        """The user's "Sync now" (a paused sync is resumed)."""
        if self.paused and self.client is not None and not self.offline_by_choice:
            self.paused = False
            self.worker.steer(paused=False)
            self.update_status(outbox=False)
        return self._start_round()

    def _start_round(self) -> asyncio.Task[Any] | None:
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
        self._show_steering()
        return self.syncing

    async def _run(self, profile: EnvironmentProfile) -> SyncReport:
        """One run on the sync thread; `Offline` when the service was out of reach.
        Cancelled, it waits (bounded) until the engine has settled the run."""
        import asyncio

        from app.api.errors import Offline
        from app.sync.progress import IssueKind

        loop = self.worker.loop()
        publish = self._progress.publisher(asyncio.get_running_loop(), lambda: ended.done())
        photos = self.host.settings.photo_settings()
        run = self.worker.sync(profile, self.secrets_for(profile), photos, publish)
        # Cancelling `ended` cancels the run on its loop.
        ended = asyncio.wrap_future(asyncio.run_coroutine_threadsafe(run, loop))
        try:
            outcome = await ended
        except asyncio.CancelledError:
            settled = asyncio.run_coroutine_threadsafe(self.worker.settled(), loop)
            await asyncio.wait([asyncio.wrap_future(settled)], timeout=STOP_TIMEOUT_SECONDS)
            raise
        self.host.hub.publish(outcome.changes)
        report = outcome.value
        if report.unreachable:
            # The engine's notice says why (no network, a certificate, the sign-in...).
            why = next((i.notice for i in report.issues if i.kind is IssueKind.UNREACHABLE), None)
            raise Offline() if why is None else Offline(code=why.code, **why.params)
        return report

    def _show_listing(self, listed: int, kinds: frozenset[str]) -> None:
        """The rows of the catalogue stored so far, in the lists of the `kinds` read (each
        reads them aside, see `PagedTableModel.refresh_aside`), and counted in the bar."""
        if not self.running:
            return
        from app.work.changes import Changes

        read = [kind for kind in RecordKind if kind.value in kinds]
        if read:
            # Only the lists read: every tab reading its rows again took the window's
            # thread some 50 ms at once, the others' rows unchanged.
            self.host.hub.publish(Changes.of_arriving_rows(*read))
        messages.show_info(self.tr("Loading the catalogue: %n item(s)…", "", listed))

    def _synced(self, report: SyncReport) -> None:
        self.online = True
        self.last_sync = report
        # "Changes": the outbox holds products, projects and subscriptions alike. What is
        # left is the store's word (a draft queued again for a retry is not in the report).
        from app.work.outbox import outbox

        left = outbox(self.store)
        sent = len(report.synced)
        if left.failed:
            said = self.tr("Synced, but %n change(s) need your attention.", "", left.failed)
        elif left.queued:
            said = self.tr("Synced, but %n change(s) still wait to be sent.", "", left.queued)
        elif sent:
            said = self.tr("Synced: %n change(s) sent.", "", sent)
        else:
            said = self.tr("Synced; there was nothing to send.")
        # Items the service listed that this program cannot read are left out of the lists.
        unreadable = report.unreadable
        if unreadable:
            said += " " + self.tr("%n item(s) of the catalogue could not be read.", "", unreadable)
        # A list cut short (an answer over its bound, no end to its pages): the rest went on.
        cut_short = [describe(i.notice) for i in report.issues if i.draft_id is None]
        said = " ".join([said, *cut_short])
        if not left.empty or unreadable or cut_short:
            messages.show_error(said)
        else:
            messages.show_info(said)

    def _sync_failed(self, exc: BaseException) -> None:
        from app.api.errors import ServiceError
        from app.store.errors import SyncRunning

        if isinstance(exc, SyncRunning):
            # Another program syncs this store (a scheduled command): no fault to log;
            # the next round, automatic or asked for, goes once that one has ended.
            messages.show_error(describe(exc.notice))
            return

        if isinstance(exc, ServiceError) and exc.retryable:
            # The probe tells whether the service is gone (then a round follows its return)
            # or only refused this round (then nothing starts again by itself).
            self._probe.probe_now()
        messages.report_failure(exc, "sync")

    def _sync_finished(self) -> None:
        self._progress.run_ended()
        window = self.host.window
        if window is not None:
            window.sync_action.setEnabled(True)
            window.status.set_progress(0, 0)
        if self.syncing is not None and self.syncing.cancelled():
            messages.show_info(
                self.tr("Sync cancelled: what was sent is kept; the rest goes with the next sync.")
            )
        if self.syncing is not None and (self.syncing.cancelled() or self.syncing.exception()):
            # Ended without its outcome (whose changes were published): what it stored
            # before it ended, and the drafts it put back in the queue, read again.
            from app.work.changes import Changes

            wide = Changes(kinds=frozenset(RecordKind), listed=True, server_rows=True, outbox=True)
            self.host.hub.publish(wide)
        if self.host.is_shut_down:
            return
        self.schedule_auto_sync()
        if self._sync_again and not self.paused:  # a paused window follows up on resume
            self._sync_again = False
            # Only when there is work left: the run may have sent it already.
            if self._work_waits():
                QTimer.singleShot(0, self._start_round)

    async def shutdown(self) -> None:
        """Stop the sync thread (before the store closes: it may still write) and the clients."""
        self._auto_sync.stop()
        await self._probe.close()
        await self.worker.stop()
        if self.client is not None:
            await self.client.aclose()
            self.client = None
        if self.http is not None:
            await self.http.aclose()
            self.http = None
