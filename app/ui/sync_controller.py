"""The connection to the service and when to sync: at once, after a queue, every few minutes.

The rule it keeps: one sync at a time. A sync asked for while one runs is not started
beside it; the running one is followed by one more (it may have read the outbox before
the newest work arrived). The engine runs on the sync thread (`sync_worker`).
"""

from __future__ import annotations

import functools
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer

from app.api.secrets import MemorySecretStore, SecretStore
from app.store.kinds import DraftState, RecordKind
from app.store.store import Store
from app.ui import messages
from app.ui.operations import Op

if TYPE_CHECKING:
    import asyncio

    import httpx

    from app.api.client import ServiceClient
    from app.api.environments import EnvironmentProfile
    from app.ui.desk import Desk
    from app.ui.sync_worker import SyncWorker

log = logging.getLogger(__name__)


@dataclass
class SyncSummary:
    """A run in the numbers the window tells the user."""

    sent: int = 0
    refused: int = 0
    conflicts: int = 0


def new_http_client() -> httpx.AsyncClient:
    """The one HTTP client of the session (its TLS set-up reads the CA certificates)."""
    import httpx

    return httpx.AsyncClient(
        timeout=httpx.Timeout(connect=10.0, read=30.0, write=60.0, pool=10.0),
        follow_redirects=False,
    )


def forget_archived(store: Store) -> None:
    """A synced draft of an archived product would keep showing it in the table: drop it
    (its server record left the list with the archive)."""
    for draft in store.drafts.list_drafts(RecordKind.PRODUCT, states=[DraftState.SYNCED]):
        if draft.archive_requested:
            store.drafts.delete_draft(draft.id)


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
        self.last_sync: SyncSummary | None = None
        # The sync engine's own thread, started with the first sync.
        self.worker: SyncWorker | None = None
        self._sync_again = False
        self._auto_sync = QTimer(self)
        self._auto_sync.timeout.connect(self.sync_now)

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
        """Once the window shows: the one HTTP client, and the chosen environment (the
        embedded sandbox, unless an environment is named on the command line)."""
        if self.http is None:
            self.http = new_http_client()
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

        if self.http is None:
            raise RuntimeError("connect_initial() first")
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

    async def _run(self, profile: EnvironmentProfile) -> SyncSummary:
        """One run on the sync thread; `Offline` when the service was out of reach."""
        import asyncio

        from app.api.errors import Offline
        from app.sync.progress import IssueKind, SyncProgress
        from app.ui.sync_worker import SyncJob, SyncWorker

        if self.worker is None:
            self.worker = SyncWorker(self.store)
        window = self.host.window

        def progress(state: SyncProgress) -> None:
            if window is not None:
                window.status.set_progress(state.records_done, max(state.records_total, 1))

        job = SyncJob(profile, self.secrets_for(profile), self.host.settings.photo_settings())
        report = await self.worker.run(job, progress)
        # Reads every synced draft: on a worker thread, so a large outbox does not stall.
        await asyncio.to_thread(forget_archived, self.store)
        if report.unreachable:
            # The engine's notice says why (no network, a certificate, the sign-in...).
            why = next((i.notice for i in report.issues if i.kind is IssueKind.UNREACHABLE), None)
            raise Offline() if why is None else Offline(code=why.code, **why.params)
        return SyncSummary(
            sent=len(report.synced),
            refused=len(report.needs_attention),
            conflicts=len(report.conflicts),
        )

    def _synced(self, summary: SyncSummary) -> None:
        self.online = True
        self.last_sync = summary
        # "Changes": the outbox holds products, projects and subscriptions alike.
        attention = summary.refused + summary.conflicts
        if attention:
            messages.show_error(
                self.tr("Synced, but %n change(s) need your attention.", "", attention)
            )
        elif summary.sent:
            messages.show_info(self.tr("Synced: %n change(s) sent.", "", summary.sent))
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
        if self.worker is not None:
            await self.worker.stop()
        if self.client is not None:
            await self.client.aclose()
            self.client = None
        if self.http is not None:
            await self.http.aclose()
            self.http = None
