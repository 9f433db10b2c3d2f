"""The sync engine: sends the outbox to the service, exactly once, and says how it went.

A run works in rounds. Each round first reads the server lists it must (a lost answer
to settle, an update to compare), then sends the records with at most `concurrency`
requests in flight (`sending.py`). An outcome left unknown is settled next round by
reconciliation (`reconcile.py`), never by sending blindly again. What the engine learns
is stored before the record's next request (creates with nothing after them in batches,
see `ledger.py`), so a run may be paused, cancelled or killed at any point. The user goes on
working meanwhile: a record that leaves the outbox while a round runs (moved to another
environment, handed over, undone) is no longer the run's and is not in its report.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from collections.abc import Awaitable
from collections.abc import Callable
from dataclasses import KW_ONLY
from dataclasses import dataclass
from dataclasses import field
from typing import TYPE_CHECKING
from typing import Any
from typing import TypeVar

from app.api.client import Credentials
from app.api.errors import EnvironmentUnknown
from app.api.errors import OtherEnvironment
from app.api.errors import ServiceError
from app.collector import collector_paused
from app.imaging.settings import PhotoSettings
from app.store.cache import ReadSoFar
from app.store.errors import SyncRunning
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.store import Store
from app.store.synclog import LogLine
from app.store.synclog import Outcome as LogOutcome
from app.sync.list_loader import ListLoader
from app.sync.list_orders import ListOrders
from app.sync.list_process import OWN_PROCESS_FROM
from app.sync.list_process import ListProcess
from app.sync.list_reading import LIST_CUT_SHORT
from app.sync.list_reading import ListRead
from app.sync.list_reading import ListReading
from app.sync.list_reading import all_pages
from app.sync.list_reading import unless_failing
from app.sync.outbox import RecordWork
from app.sync.outbox import collect_work
from app.sync.progress import IssueKind
from app.sync.progress import ProgressTracker
from app.sync.progress import RecordOutcome
from app.sync.progress import SyncIssue
from app.sync.progress import SyncPhase
from app.sync.progress import SyncReport
from app.sync.retry import RetryPolicy
from app.sync.sending import RoundSender
from app.sync.service import ClientGateway
from app.sync.service import ServerView

if TYPE_CHECKING:
    from app.store.sync_lock import SyncLock

__all__ = ["DEFAULT_CONCURRENCY", "RecordOutcome", "SyncEngine", "SyncReport"]

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_CONCURRENCY = 4
# Rounds per run: each settles the unknown outcomes of the one before.
DEFAULT_ROUNDS = 5
# How long a run waits for another sync of its store (another program's, say) to end
# before it says that one is running; the wait is for the sync lock, polled this often.
DEFAULT_LOCK_WAIT = 30.0
LOCK_POLL_SECONDS = 0.1


@dataclass(eq=False)
class SyncEngine:
    """Sends queued drafts and attachment changes; one run at a time.

    `connect` returns the service gateway to use (see `service.py`); it is called at
    the start of each run, so a changed environment or secret takes effect next run.
    """

    store: Store
    connect: Callable[[], Awaitable[ClientGateway]]
    _: KW_ONLY
    concurrency: int = DEFAULT_CONCURRENCY
    photo_settings: PhotoSettings | None = None  # None: the defaults
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    rounds: int = DEFAULT_ROUNDS
    refresh_cache: bool = True
    lock_wait: float = DEFAULT_LOCK_WAIT
    progress: ProgressTracker = field(default_factory=ProgressTracker, init=False)
    # Items of the server lists the last run's cache refresh could not read (left out).
    unreadable: int = field(default=0, init=False)
    _resume: asyncio.Event = field(default_factory=asyncio.Event, init=False)
    _run_task: asyncio.Task[SyncReport] | None = field(default=None, init=False)
    _cancel_requested: bool = field(default=False, init=False)
    # A long list is read on by a process of its own from this many items (None: never).
    own_process_from: int | None = OWN_PROCESS_FROM
    _helper: ListProcess | None = field(default=None, init=False)
    _credentials: Credentials | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        self._resume.set()

    # --- control --------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._run_task is not None and not self._run_task.done()

    def pause(self) -> None:
        """Finish the requests in flight, then wait; nothing is lost while paused."""
        self._steer(paused=True)

    def resume(self) -> None:
        self._steer(paused=False)

    def _steer(self, *, paused: bool) -> None:
        if self._resume.is_set() != paused:
            return  # as asked already
        if paused:
            self._resume.clear()
        else:
            self._resume.set()
        if self._helper is not None:  # a list read on elsewhere pauses and goes on too
            self._helper.steer(paused=paused)
        if self.running:
            self.progress.phase(SyncPhase.PAUSED if paused else SyncPhase.RUNNING)

    def cancel(self) -> None:
        """Stop the run now; what was sent is recorded, the rest stays queued."""
        if self.running and self._run_task is not None:
            self._cancel_requested = True
            self._run_task.cancel()

    async def run_once(self) -> SyncReport:
        """Sync all queued work; returns when done, cancelled, or the service is out of reach."""
        if self.running:
            raise RuntimeError("a sync run is already in progress")
        lock = await self._take_sync_lock()
        try:
            return await self._run_holding_the_lock()
        finally:
            lock.release()

    async def _take_sync_lock(self) -> SyncLock:
        """The store's sync lock, waited for up to `lock_wait` seconds: another program's
        run of this store would take this one's creates in flight for lost ones, and send
        them again (`app.store.sync_lock`)."""
        lock = self.store.sync_lock()
        loop = asyncio.get_running_loop()
        until = loop.time() + self.lock_wait
        while not lock.take():
            if loop.time() >= until:
                raise SyncRunning(f"another sync holds {lock.path}")
            await asyncio.sleep(LOCK_POLL_SECONDS)
        return lock

    async def _run_holding_the_lock(self) -> SyncReport:
        self._cancel_requested = False
        self._run_task = asyncio.create_task(self._run(), name="sync-run")
        try:
            return await asyncio.shield(self._run_task)
        except asyncio.CancelledError:
            if self._cancel_requested:
                return SyncReport(cancelled=True)  # cancelled before the run began
            # The caller was cancelled: the run stops with it.
            self._run_task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._run_task
            raise
        finally:
            # Only the lock's holder: another program's drafts `syncing` are in flight.
            self._requeue_interrupted()

    # --- a run ----------------------------------------------------------------------------

    def _work(self) -> list[RecordWork]:
        return collect_work(self.store.drafts, self.store.attachments)

    async def _run(self) -> SyncReport:
        outcomes: dict[str, RecordOutcome] = {}
        self.unreadable = 0
        work = self._work()
        self.progress.start(len(work), sum(w.upload_bytes for w in work))
        if not self._resume.is_set():
            self.progress.phase(SyncPhase.PAUSED)
        unreachable = False
        # Uploads left without an answer in this run: counted once a run (see `sending`).
        unanswered: set[str] = set()
        try:
            gateway = await self.connect()
            self._check_environment(gateway)
            for number in range(self.rounds):
                if not work:
                    break
                held = self.store.drafts.held_ids()
                if number and any(w.accepted_without_id for w in work):
                    # Looked for once a round, the service given more time each round.
                    await asyncio.sleep(min(self.retry.cap, self.retry.base * 2 ** (number - 1)))
                round_outcomes = await self._round(
                    gateway, work, self.rounds - 1 - number, unanswered
                )
                # None: it left the outbox while the round ran, it is not the run's.
                outcomes = {k: v for k, v in (outcomes | round_outcomes).items() if v is not None}
                unsettled = {k for k, v in round_outcomes.items() if v is RecordOutcome.UNSETTLED}
                # The held halves of pairs whose first half this round confirmed go next.
                released = held - self.store.drafts.held_ids()
                # Every draft read again only when some are to go next: a round that
                # settled all would read a thousand drafts to keep none of them.
                work = [
                    w
                    for w in (self._work() if unsettled or released else ())
                    if w.key in unsettled or w.key in released
                ]
                joined = [w for w in work if w.key in released]
                if joined:
                    self.progress.add_records(len(joined), sum(w.upload_bytes for w in joined))
            if self.refresh_cache:
                await self._refresh_cache(gateway)
        except asyncio.CancelledError:
            self.progress.phase(SyncPhase.CANCELLED)
            if not self._cancel_requested:
                raise
            issues = self.progress.snapshot.issues
            return SyncReport(outcomes=outcomes, issues=issues, cancelled=True)
        except ServiceError as error:
            # Out of reach (no connection, credentials refused) or a broken profile.
            unreachable = True
            log.warning("sync stopped: %s", error)
            self.store.sync_log.add(
                LogLine(None, None, None, "sync", LogOutcome.FAILED, error.notice)
            )
            self.progress.issue(SyncIssue(None, IssueKind.UNREACHABLE, error.notice))
        self.progress.phase(SyncPhase.FINISHED)
        return SyncReport(
            outcomes=outcomes,
            issues=self.progress.snapshot.issues,
            unreachable=unreachable,
            unreadable=self.unreadable,
        )

    def _check_environment(self, gateway: ClientGateway) -> None:
        """A store bound to one environment sends nothing to another: a server id means
        something only where it was given (the window switches stores before connecting;
        this is the last line). The store's own binding decides, read afresh; a store whose
        environment is not known sends nothing at all."""
        self.store.reload_binding()
        bound = self.store.environment_key
        target = gateway.client.profile
        if self.store.environment_unknown:
            raise EnvironmentUnknown(f"store of no known environment not sent to {target.key}")
        if bound is not None and bound != target.key:
            raise OtherEnvironment(
                f"store of {bound} not sent to {target.key}",
                environment=self.store.environment_name or bound,
                target=target.name,
            )

    def _requeue_interrupted(self) -> None:
        # A draft left "syncing" by a cancel is queued again; its possibly-sent marker stays.
        drafts = self.store.drafts
        for draft in drafts.list_drafts(states=[DraftState.SYNCING]):
            drafts.set_state(draft.id, DraftState.QUEUED)

    async def _round(
        self,
        gateway: ClientGateway,
        work: list[RecordWork],
        lookups_left: int,
        unanswered: set[str],
    ) -> dict[str, RecordOutcome | None]:
        sender = RoundSender(
            store=self.store,
            gateway=gateway,
            view=await self._look(gateway, work),
            progress=self.progress,
            retry=self.retry,
            resume=self._resume,
            photo_settings=self.photo_settings or PhotoSettings(),
            lookups_left=lookups_left,
            unanswered=unanswered,
        )
        sender.reconcile_creates(work)
        queue = sender.queue
        queue.extend(work)
        outcomes: dict[str, RecordOutcome | None] = {}

        async def worker() -> None:
            while queue:
                item = queue.popleft()
                outcome = await sender.sync(item)
                outcomes[item.key] = outcome
                if outcome is not RecordOutcome.UNSETTLED:
                    self.progress.record_done()

        try:
            async with asyncio.TaskGroup() as group:
                for _ in range(min(self.concurrency, len(work))):
                    group.create_task(worker())
        except ExceptionGroup as failed:
            # One worker found the service out of reach (the others stopped with it), or
            # a bug: report the first, with the rest in the log.
            for other in failed.exceptions[1:]:
                log.debug("also stopped the run: %r", other)
            raise failed.exceptions[0] from None
        finally:
            # However the round ends (done, cancelled, out of reach): what was
            # confirmed is written, markers of creates that never went out withdrawn.
            sender.ledger.close()
        return outcomes

    # --- looking at the server -----------------------------------------------------------

    async def _look(self, gateway: ClientGateway, work: list[RecordWork]) -> ServerView:
        """Fetch the lists this round's work must be checked against (often none)."""
        kinds = {w.kind for w in work if w.needs_server_view}
        view = ServerView()
        for kind in sorted(kinds):
            self.progress.working_on(f"{kind}: server list")
            view.items[kind], _whole = await self._fetch_list(gateway, kind)
        return view

    async def _fetch_list(
        self, gateway: ClientGateway, kind: RecordKind
    ) -> tuple[dict[str, Any], bool]:
        """The server list of `kind` by id, and whether it was read whole.

        A list cut short (an answer over its bound, a `links.next` without end) is kept as
        far as it was read, counted as leaving items out: what a lost create or upload
        depends on waits for a whole list, the rest of the sync goes on with this one.
        """
        items: list[dict[str, Any]] = []

        async def keep(batch: list[dict[str, Any]]) -> None:
            items.extend(batch)  # what was read stays if a later page fails

        whole = True
        try:
            fetch = functools.partial(gateway.list_page, kind)
            await all_pages(fetch, keep, resume=self._resume, retry=self.retry)
        except LIST_CUT_SHORT as error:
            whole = False
            self._list_cut_short(gateway, kind, len(items), error)
        return {str(item.get("id")): item for item in items}, whole

    def _list_cut_short(
        self, gateway: ClientGateway, kind: RecordKind, read: int, error: ServiceError
    ) -> None:
        """Say that the list of `kind` was read only in part (it counts as leaving items out)."""
        gateway.skipped[kind] = gateway.skipped.get(kind, 0) + 1
        log.warning("%s list cut short after %d items: %s", kind, read, error)
        self.store.sync_log.add(LogLine(kind, None, None, "list", LogOutcome.FAILED, error.notice))
        self.progress.issue(SyncIssue(None, IssueKind.RETRY_LATER, error.notice))

    async def _refresh_cache(self, gateway: ClientGateway) -> None:
        # The sync itself is done: a list that fails now is refreshed next time.
        for kind in RecordKind:
            self.progress.working_on(f"{kind}: refreshing the offline list")
            with self.store.cache.refresh(kind) as refresh, collector_paused():
                # A read of pages goes on where one interrupted before stopped.
                first = (
                    1
                    if kind is RecordKind.SUBSCRIPTION
                    else await asyncio.to_thread(refresh.resume, gateway.per_page)
                )
                listed = functools.partial(self.progress.listed, kind)
                reading = ListReading(
                    gateway,
                    kind,
                    ListLoader(refresh, listed, first_page=first),
                    self._resume,
                    self.retry,
                    start_helper=self._list_helper(gateway),
                    helper_from=self.own_process_from or 0,
                )
                try:
                    read = await unless_failing(reading.run(first), kind)
                    if read is not None and read.handed_over is not None:
                        read = await unless_failing(
                            self._read_on(gateway, kind, refresh.so_far(), read), kind
                        )
                finally:
                    if self._helper is not None:
                        helper, self._helper = self._helper, None
                        await helper.stop()
                if read is None:
                    continue  # failed: what was stored stays, nothing is removed
                if read.cut_short is not None:
                    # What was read is stored; a list read in part would drop the rest
                    # from the offline list, so nothing is removed.
                    self._list_cut_short(gateway, kind, read.read, read.cut_short)
                    continue
                self.unreadable += gateway.skipped.get(kind, 0)
                if read.handed_over is None:
                    await asyncio.to_thread(refresh.finish)
            # A record created in this run is based from now on on what the service made of it.
            self.store.drafts.adopt_listed_versions(kind)

    def _list_helper(
        self, gateway: ClientGateway
    ) -> Callable[[], Awaitable[ListProcess | None]] | None:
        """What starts a process of its own for a long list (`list_process`): only for a
        gateway that reads lists as the plain one does (a test's may fail on cue), with an
        account another process can use."""
        plain = type(gateway).list_page is ClientGateway.list_page
        if self.own_process_from is None or not plain:
            return None

        async def start() -> ListProcess | None:
            try:
                self._credentials = await gateway.client.credentials()
            except ServiceError as error:
                log.info("the list is read here: %s", error)
                return None
            if self._credentials is None:
                return None
            self._helper = await ListProcess.start()
            if self._helper is not None and not self._resume.is_set():
                self._helper.steer(paused=True)
            return self._helper

        return start

    async def _read_on(
        self, gateway: ClientGateway, kind: RecordKind, so_far: ReadSoFar, read: ListRead
    ) -> ListRead:
        """The rest of the list read by the process begun for it, from the page `read`
        stopped at; how the whole read went."""
        helper, credentials, next_page = self._helper, self._credentials, read.handed_over
        assert helper is not None
        assert credentials is not None
        assert next_page is not None
        orders = ListOrders(
            store_file=str(self.store.file),
            kind=kind,
            credentials=credentials,
            per_page=gateway.per_page,
            max_pages=max(gateway.max_pages - gateway.pages_read(kind), 1),
            next_page=next_page,
            so_far=so_far,
            skipped=gateway.skipped.get(kind, 0),
            retry=self.retry,
            paused=not self._resume.is_set(),
        )
        log.info("%s list read on from page %d by a process of its own", kind, next_page)
        done = await helper.carry_on(orders, functools.partial(self.progress.listed, kind))
        gateway.skipped[kind] = done.skipped
        if done.failed is not None:
            raise done.failed.revived()
        cut_short = None if done.cut_short is None else done.cut_short.revived()
        return ListRead(read.read + done.read, cut_short=cut_short, handed_over=next_page)
