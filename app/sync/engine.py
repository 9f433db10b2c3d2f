"""The sync engine: sends the outbox to the service, exactly once, and says how it went.

A run works in rounds. Each round first looks at the server where it must (a create or
upload whose answer was lost, an update that needs the current server version), then
works through the records with at most `concurrency` requests in flight, one request
per worker at a time. A record whose outcome stayed unknown in a round is settled in
the next one by reconciliation (`reconcile.py`), never by sending blindly again.

Everything the engine learns goes to the store before the next request of that
record, so a run can be paused, cancelled or killed at any point and the next run
continues from there. The one exception is deliberate: creates with nothing after
them are recorded in batches (`ledger.py`); one lost to a kill is still marked as
possibly sent, so the next run finds it on the server instead of sending it again.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import enum
import functools
import logging
from collections.abc import Awaitable, Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from pydantic import ValidationError

from app.api.errors import (
    Forbidden,
    MalformedResponse,
    MissingCredentials,
    NotFound,
    Offline,
    OutcomeUnknown,
    SecretStoreUnavailable,
    ServiceError,
    Unauthorized,
    ValidationFailed,
)
from app.api.fields import ApiModel, field_messages
from app.api.products import ProductRequest
from app.api.projects import ProjectRequest
from app.api.subscriptions import SubscriptionCreate
from app.imaging.settings import PhotoError, PhotoSettings, is_photo, prepared_name
from app.store.attachments import Attachment, AttachmentRole, UploadState
from app.store.drafts import SentDraft
from app.store.records import DraftState, RecordKind
from app.store.store import Store
from app.store.synclog import LogLine
from app.store.synclog import Outcome as LogOutcome
from app.sync.conflicts import find_conflict
from app.sync.ledger import SendLedger
from app.sync.outbox import RecordWork, Step, StepKind, claimed_server_ids, collect_work
from app.sync.progress import IssueKind, ProgressTracker, SyncIssue, SyncPhase
from app.sync.reconcile import find_created, find_subscription, find_upload, matches, upload_name
from app.sync.retry import RetryPolicy, with_retries
from app.sync.service import RecordRequest, ServerView, ServiceGateway

log = logging.getLogger(__name__)

T = TypeVar("T")

DEFAULT_CONCURRENCY = 4
# Rounds per run: each settles the unknown outcomes of the one before.
DEFAULT_ROUNDS = 5

_AUTH_ERRORS = (Unauthorized, Forbidden, MissingCredentials, SecretStoreUnavailable)


class RecordOutcome(enum.StrEnum):
    DONE = "done"
    NEEDS_ATTENTION = "needs_attention"
    CONFLICT = "conflict"
    UNSETTLED = "unsettled"  # a write's outcome is unknown: reconcile next round
    LATER = "later"  # transient failures used up this run's attempts; stays queued


@dataclass(frozen=True)
class SyncReport:
    """How a run ended, per record (keys are draft ids, or `kind:server_id`)."""

    outcomes: Mapping[str, RecordOutcome] = field(default_factory=dict)
    issues: tuple[SyncIssue, ...] = ()
    unreachable: bool = False
    cancelled: bool = False

    def _with(self, outcome: RecordOutcome) -> list[str]:
        return [key for key, value in self.outcomes.items() if value is outcome]

    @property
    def synced(self) -> list[str]:
        return self._with(RecordOutcome.DONE)

    @property
    def needs_attention(self) -> list[str]:
        return self._with(RecordOutcome.NEEDS_ATTENTION)

    @property
    def conflicts(self) -> list[str]:
        return self._with(RecordOutcome.CONFLICT)

    @property
    def pending(self) -> list[str]:
        """Still queued: they go with the next run."""
        return self._with(RecordOutcome.UNSETTLED) + self._with(RecordOutcome.LATER)

    @property
    def complete(self) -> bool:
        return not (self.unreachable or self.cancelled) and len(self.synced) == len(self.outcomes)

    @property
    def exit_code(self) -> int:
        """0: everything synced; 1: some records need the user; 2: no usable connection."""
        if self.complete:
            return 0
        if self.unreachable:
            return 2
        return 1


class _UnreachableError(Exception):
    """No connection, or the credentials were refused: no point in going on this run."""

    def __init__(self, error: ServiceError) -> None:
        self.error = error
        super().__init__(str(error))


class SyncEngine:
    """Sends queued drafts and attachment changes; one run at a time.

    `connect` returns the service gateway to use (see `service.py`); it is called at
    the start of each run, so a changed environment or secret takes effect next run.
    """

    def __init__(
        self,
        store: Store,
        connect: Callable[[], Awaitable[ServiceGateway]],
        *,
        concurrency: int = DEFAULT_CONCURRENCY,
        photo_settings: PhotoSettings | None = None,
        retry: RetryPolicy | None = None,
        rounds: int = DEFAULT_ROUNDS,
        refresh_cache: bool = True,
    ) -> None:
        if concurrency < 1:
            raise ValueError("concurrency must be at least 1")
        self.drafts = store.drafts
        self.attachments = store.attachments
        self.cache = store.cache
        self.sync_log = store.sync_log
        self._transaction = store.database.transaction
        self._connect = connect
        self.concurrency = concurrency
        self.photo_settings = photo_settings or PhotoSettings()
        self.retry = retry or RetryPolicy()
        self.rounds = rounds
        self.refresh_cache = refresh_cache
        self.progress = ProgressTracker()
        self._resume = asyncio.Event()
        self._resume.set()
        self._run_task: asyncio.Task[SyncReport] | None = None
        self._cancel_requested = False
        self._cancelled_report = SyncReport(cancelled=True)
        # The current round's queue and bookkeeping (`_send_all`).
        self._queue: collections.deque[RecordWork] = collections.deque()
        self._ledger = SendLedger(self.drafts, self.sync_log, self._transaction)

    # --- control --------------------------------------------------------------------------

    @property
    def running(self) -> bool:
        return self._run_task is not None and not self._run_task.done()

    def pause(self) -> None:
        """Finish the requests in flight, then wait; nothing is lost while paused."""
        if self._resume.is_set():
            self._resume.clear()
            if self.running:
                self.progress.phase(SyncPhase.PAUSED)

    def resume(self) -> None:
        if not self._resume.is_set():
            self._resume.set()
            if self.running:
                self.progress.phase(SyncPhase.RUNNING)

    def cancel(self) -> None:
        """Stop the run now; what was sent is recorded, the rest stays queued."""
        if self.running and self._run_task is not None:
            self._cancel_requested = True
            self._run_task.cancel()

    async def run_once(self) -> SyncReport:
        """Sync all queued work; returns when done, cancelled, or the service is out of reach."""
        if self.running:
            raise RuntimeError("a sync run is already in progress")
        self._cancel_requested = False
        self._run_task = asyncio.create_task(self._run(), name="sync-run")
        try:
            return await asyncio.shield(self._run_task)
        except asyncio.CancelledError:
            if not self._cancel_requested:
                self._run_task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await self._run_task
                raise
            with contextlib.suppress(asyncio.CancelledError):
                await self._run_task
            return self._cancelled_report
        finally:
            self._requeue_interrupted()

    # --- a run ----------------------------------------------------------------------------

    async def _run(self) -> SyncReport:
        outcomes: dict[str, RecordOutcome] = {}
        self._cancelled_report = SyncReport(cancelled=True)
        work = collect_work(self.drafts, self.attachments)
        self.progress.start(len(work), sum(w.upload_bytes for w in work))
        if not self._resume.is_set():
            self.progress.phase(SyncPhase.PAUSED)
        unreachable = False
        try:
            gateway = await self._connect()
            for _ in range(self.rounds):
                if not work:
                    break
                view = await self._look(gateway, work)
                self._reconcile_creates(work, view)
                round_outcomes = await self._send_all(gateway, work, view)
                outcomes.update(round_outcomes)
                unsettled = {k for k, v in round_outcomes.items() if v is RecordOutcome.UNSETTLED}
                work = [
                    w for w in collect_work(self.drafts, self.attachments) if w.key in unsettled
                ]
            if self.refresh_cache:
                await self._refresh_cache(gateway)
        except _UnreachableError as stop:
            unreachable = True
            self.progress.issue(SyncIssue(None, IssueKind.UNREACHABLE, stop.error.user_message))
            self.sync_log.log_event(None, None, None, "sync", LogOutcome.FAILED, str(stop.error))
        except asyncio.CancelledError:
            self._cancelled_report = SyncReport(
                outcomes=dict(outcomes), issues=self.progress.snapshot.issues, cancelled=True
            )
            self.progress.phase(SyncPhase.CANCELLED)
            raise
        except ServiceError as error:
            # Connecting failed in a way that names no record (a broken profile, say).
            unreachable = True
            self.progress.issue(SyncIssue(None, IssueKind.UNREACHABLE, error.user_message))
        self.progress.phase(SyncPhase.FINISHED)
        return SyncReport(
            outcomes=outcomes, issues=self.progress.snapshot.issues, unreachable=unreachable
        )

    def _requeue_interrupted(self) -> None:
        # A draft left "syncing" by a cancel is queued again; its possibly-sent marker stays.
        for draft in self.drafts.list_drafts(states=[DraftState.SYNCING]):
            self.drafts.set_state(draft.id, DraftState.QUEUED)

    async def _send_all(
        self,
        gateway: ServiceGateway,
        work: list[RecordWork],
        view: ServerView,
    ) -> dict[str, RecordOutcome]:
        queue = collections.deque(work)
        outcomes: dict[str, RecordOutcome] = {}
        ledger = SendLedger(self.drafts, self.sync_log, self._transaction)
        self._ledger = ledger
        self._queue = queue

        async def worker() -> None:
            while queue:
                item = queue.popleft()
                outcome = await self._sync_record(gateway, item, view)
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
            ledger.close()
        return outcomes

    def _upcoming_creates(self) -> Iterator[str]:
        """Drafts further on in this round's queue that start with a create."""
        for work in self._queue:
            if work.starts_with_create and work.draft is not None:
                yield work.draft.id

    # --- looking at the server -----------------------------------------------------------

    async def _look(self, gateway: ServiceGateway, work: list[RecordWork]) -> ServerView:
        """Fetch the lists this round's work must be checked against (often none)."""
        kinds = {w.kind for w in work if _needs_server_view(w)}
        view = ServerView()
        for kind in sorted(kinds):
            self.progress.working_on(f"{kind}: server list")
            view.items[kind] = await self._fetch_list(gateway, kind)
        return view

    async def _fetch_list(self, gateway: ServiceGateway, kind: RecordKind) -> dict[str, Any]:
        items: dict[str, Any] = {}
        page = 1
        more = True
        while more:
            await self._checkpoint()
            batch, more = await self._call(functools.partial(gateway.list_page, kind, page))
            for item in batch:
                items[str(item.get("id"))] = item
            page += 1
        return items

    async def _fetch_public_ids(self, gateway: ServiceGateway) -> list[str]:
        ids: list[str] = []
        page = 1
        more = True
        while more:
            await self._checkpoint()
            batch, more = await self._call(functools.partial(gateway.public_product_ids, page))
            ids += batch
            page += 1
        return ids

    async def _refresh_cache(self, gateway: ServiceGateway) -> None:
        for kind in RecordKind:
            self.progress.working_on(f"{kind}: refreshing the offline list")
            public_ids: list[str] | None = None
            try:
                items = await self._fetch_list(gateway, kind)
            except _AUTH_ERRORS:
                raise
            except ServiceError as error:
                # The sync itself is done; a stale offline list is refreshed next time.
                log.warning("offline list of %s not refreshed: %r", kind, error)
                continue
            if kind is RecordKind.PRODUCT:
                try:
                    public_ids = await self._fetch_public_ids(gateway)
                except _AUTH_ERRORS:
                    raise
                except ServiceError as error:
                    # The products still go in; they keep the flags they had.
                    log.warning("public products not refreshed: %r", error)
            # Seconds of work for a first load of 100,000 products: off the event loop, so
            # progress, pause and cancel stay responsive (in the window and headless alike).
            await asyncio.to_thread(
                self.cache.replace_server_list, kind, items.values(), public_ids=public_ids
            )

    def _reconcile_creates(self, work: list[RecordWork], view: ServerView) -> None:
        """Link each possibly-sent create to the record it made, if the server has one.

        Runs before any request of the round and one record at a time, so two identical
        drafts can never claim the same server record.
        """
        unknown = [w for w in work if w.draft is not None and w.draft.outcome_unknown]
        if not unknown:
            return
        claimed = {
            kind: claimed_server_ids(self.drafts.list_drafts(kind=kind), kind)
            for kind in {w.kind for w in unknown}
        }
        for item in unknown:
            assert item.draft is not None
            try:
                payload = _payload(item.kind, item.draft.content, create=True)
            except ValidationError:
                continue  # never sendable, so never sent: the send step reports it
            candidates = view.items.get(item.kind, {}).values()
            if item.kind is RecordKind.SUBSCRIPTION:
                found = find_subscription(payload, candidates, claimed[item.kind])
            else:
                found = find_created(payload, candidates, claimed[item.kind])
            if found is None:
                self._log(item, "reconcile", LogOutcome.INFO, "not on the server; sending again")
                continue
            server_id = str(found["id"])
            claimed[item.kind].add(server_id)
            self._record_created(item, server_id, payload)
            self._log(item, "reconcile", LogOutcome.OK, f"found on the server as {server_id}")

    # --- one record ---------------------------------------------------------------------------

    async def _sync_record(
        self, gateway: ServiceGateway, work: RecordWork, view: ServerView
    ) -> RecordOutcome:
        server_version: Mapping[str, Any] | None = None
        step: Step | None = None
        try:
            steps = work.plan()
            for index, step in enumerate(steps):
                await self._checkpoint()
                self.progress.working_on(f"{work.label}: {step.kind}")
                result = await self._do(gateway, work, step, view, last=index == len(steps) - 1)
                if isinstance(result, RecordOutcome):
                    return result
                if result is not None:
                    server_version = result
            self._finish(work, server_version)
            return RecordOutcome.DONE
        except _AUTH_ERRORS as error:
            raise _UnreachableError(error) from error
        except (OutcomeUnknown, MalformedResponse) as error:
            # A lost or unreadable answer: the write may have happened. Its marker stays
            # and the next round reconciles it.
            self._log(work, str(step.kind) if step else "", LogOutcome.FAILED, str(error))
            return RecordOutcome.UNSETTLED
        except ValidationFailed as error:
            return self._needs_attention(work, error.field_errors, error.user_message, step)
        except NotFound as error:
            message = "Dit record bestaat niet meer bij de dienst (gearchiveerd of verwijderd)."
            self._log(work, str(step.kind) if step else "", LogOutcome.REFUSED, str(error))
            return self._needs_attention(work, {}, message, step)
        except ValidationError:
            # The content does not even make a request (a text where a number belongs).
            assert work.draft is not None
            problems = _payload_problems(work.kind, work.draft.content)
            message = "Het concept bevat velden die niet verstuurd kunnen worden."
            return self._needs_attention(work, problems, message, step)
        except PhotoError as error:
            return self._needs_attention(work, {"images": [str(error)]}, str(error), step)
        except ServiceError as error:
            if not error.retryable:
                return self._needs_attention(work, {}, error.user_message, step)
            self._retry_later(work, step, error)
            if isinstance(error, Offline):
                raise _UnreachableError(error) from error
            return RecordOutcome.LATER

    async def _do(
        self, gateway: ServiceGateway, work: RecordWork, step: Step, view: ServerView, *, last: bool
    ) -> Mapping[str, Any] | RecordOutcome | None:
        if step.kind is StepKind.CREATE:
            return await self._create(gateway, work, last=last)
        if step.kind is StepKind.UPDATE:
            return await self._update(gateway, work, view)
        assert work.server_id is not None, "attachments follow the record's create"
        if step.kind is StepKind.UPLOAD:
            assert step.attachment is not None
            await self._upload(gateway, work, step.attachment, view)
            return None
        if step.kind is StepKind.REMOVE:
            assert step.attachment is not None
            await self._remove(gateway, work, step.attachment, view)
            return None
        # Archived products leave the list: a 404 means an earlier archive did arrive.
        with contextlib.suppress(NotFound):
            await self._call(functools.partial(gateway.archive_product, work.server_id))
        self._log(work, "archive", LogOutcome.OK)
        return None

    async def _create(
        self, gateway: ServiceGateway, work: RecordWork, *, last: bool
    ) -> Mapping[str, Any] | RecordOutcome:
        draft = work.draft
        assert draft is not None
        request = _request(work.kind, draft.content)
        payload = _payload_of(request, create=True)
        # Recorded before sending: if the answer is lost (or we crash), the next round
        # looks for the record on the server before it ever sends this again.
        self._ledger.mark(draft.id, self._upcoming_creates())
        self._ledger.sending(draft.id)
        server_id = await self._call(lambda: gateway.create(request))
        if last:
            # Nothing else to send: synced (in the ledger's next batch, see ledger.py).
            work.server_id = server_id
            message = f"created as {server_id}"
            self._ledger.confirmed(
                SentDraft(draft.id, server_id, payload, draft.revision),
                LogLine(work.kind, draft.id, server_id, "create", LogOutcome.OK, message),
            )
            return RecordOutcome.DONE
        self._record_created(work, server_id, payload)
        self._log(work, "create", LogOutcome.OK, f"created as {server_id}")
        # The payload sent is the base for later edits until a fuller server version.
        return payload

    async def _update(
        self, gateway: ServiceGateway, work: RecordWork, view: ServerView
    ) -> Mapping[str, Any] | RecordOutcome | None:
        draft = work.draft
        assert draft is not None
        assert work.server_id is not None
        if work.kind is RecordKind.SUBSCRIPTION:
            return None  # a subscription has no update operation; nothing to bring in line
        request = _request(work.kind, draft.content)
        payload = _payload_of(request, create=False)
        theirs = view.items.get(work.kind, {}).get(work.server_id)
        if theirs is None:
            raise NotFound(detail=f"{work.kind} {work.server_id} is not in the server list")
        if matches(payload, theirs):
            return dict(theirs)  # already in line (an earlier answer got lost, say)
        if work.kind is RecordKind.PROJECT:
            message = "Een project kan bij de dienst niet worden gewijzigd, alleen aangemaakt."
            return self._needs_attention(work, {}, message, Step(StepKind.UPDATE))
        if draft.base_version is not None:
            conflict = find_conflict(draft.base_version, payload, theirs)
            if conflict is not None:
                self.drafts.mark_conflict(draft.id, dict(theirs))
                message = "Iemand anders heeft dit product gewijzigd: " + ", ".join(conflict.fields)
                self.progress.issue(SyncIssue(draft.id, IssueKind.CONFLICT, message))
                self._log(work, "update", LogOutcome.CONFLICT, message)
                return RecordOutcome.CONFLICT
        self.drafts.set_state(draft.id, DraftState.SYNCING)
        server_id = work.server_id
        assert isinstance(request, ProductRequest)  # only products have an update operation
        answer = await self._call(lambda: gateway.update_product(server_id, request))
        self._log(work, "update", LogOutcome.OK)
        return answer

    async def _upload(
        self, gateway: ServiceGateway, work: RecordWork, attachment: Attachment, view: ServerView
    ) -> None:
        assert work.server_id is not None
        name = self._server_name(attachment)
        if attachment.upload_attempted_at is not None:
            found = self._find_uploaded(work, attachment, name, view)
            if found is not None:
                self.attachments.mark_uploaded(attachment.id, found)
                self._log(work, "upload", LogOutcome.OK, f"{name} found on the server")
                return
            if work.kind is RecordKind.PROJECT:
                # A project shows no image list, so a lost upload cannot be checked.
                # The user decides: the marker is cleared and re-queueing sends it again.
                self.attachments.record_upload_failed(attachment.id, "outcome unknown")
                raise ValidationFailed(
                    "upload outcome unknown",
                    {"images": [f"Niet zeker of {attachment.file_name} is aangekomen."]},
                    user_message=(
                        f"Het is niet zeker of de foto {attachment.file_name} bij de dienst is "
                        "aangekomen. Kijk het project na op de website; zet het concept daarna "
                        "opnieuw in de wachtrij om de foto nogmaals te sturen."
                    ),
                )
        if attachment.role is AttachmentRole.IMAGE and is_photo(attachment.file_name):
            # Qt's image classes load with the first photo, never for a run without one.
            from app.imaging.photos import prepare_photo

            content = (
                await asyncio.to_thread(prepare_photo, attachment.path, self.photo_settings)
            ).data
        else:
            content = await asyncio.to_thread(attachment.path.read_bytes)
        self.progress.add_work(bytes_=len(content) - attachment.size)
        self.attachments.mark_uploading(attachment.id)
        server_id = await self._call(
            lambda: gateway.upload(work.kind, _id(work.server_id), attachment.role, name, content)
        )
        with self._transaction():
            self.attachments.mark_uploaded(attachment.id, server_id)
            self._log(work, "upload", LogOutcome.OK, f"{name} uploaded as {server_id}")
        self.progress.sent(len(content))

    async def _remove(
        self, gateway: ServiceGateway, work: RecordWork, attachment: Attachment, view: ServerView
    ) -> None:
        assert work.server_id is not None
        server_id = attachment.server_id
        if server_id is None:
            # Removed while its upload's outcome was unknown: find it, if it arrived.
            server_id = self._find_uploaded(work, attachment, self._server_name(attachment), view)
        if server_id is not None:
            # A 404: already gone, by an earlier delete whose answer was lost.
            with contextlib.suppress(NotFound):
                await self._call(
                    functools.partial(
                        gateway.remove, work.kind, work.server_id, attachment.role, server_id
                    )
                )
        self.attachments.forget(attachment.id)
        self._log(work, "remove", LogOutcome.OK, attachment.file_name)

    def _find_uploaded(
        self, work: RecordWork, attachment: Attachment, name: str, view: ServerView
    ) -> str | None:
        record = view.items.get(work.kind, {}).get(str(work.server_id))
        if record is None:
            return None
        refs = ServerView.attachment_refs(record, attachment.role)
        found = find_upload(name, refs)
        return None if found is None else str(found["id"])

    @staticmethod
    def _server_name(attachment: Attachment) -> str:
        if attachment.role is AttachmentRole.IMAGE and is_photo(attachment.file_name):
            return upload_name(prepared_name(attachment.file_name), attachment.id)
        return upload_name(attachment.file_name, attachment.id)

    # --- recording outcomes ---------------------------------------------------------------

    def _record_created(self, work: RecordWork, server_id: str, payload: Mapping[str, Any]) -> None:
        """Keep the new server id at once, but the draft is synced only when all is done."""
        assert work.draft is not None
        work.draft = self.drafts.link_server_record(
            work.draft.id, server_id, server_version=dict(payload)
        )
        work.server_id = server_id
        work.attachments = [
            a if a.draft_id is None else self.attachments.get(a.id) for a in work.attachments
        ]

    def _finish(self, work: RecordWork, server_version: Mapping[str, Any] | None) -> None:
        draft = work.draft
        if draft is None or work.server_id is None:
            return
        self.drafts.mark_synced(
            draft.id,
            work.server_id,
            server_version=dict(server_version) if server_version is not None else None,
            sent_revision=draft.revision,
        )

    def _needs_attention(
        self,
        work: RecordWork,
        field_errors: Mapping[str, list[str]],
        message: str,
        step: Step | None,
    ) -> RecordOutcome:
        draft = work.draft
        if draft is not None:
            self.drafts.record_errors(draft.id, field_errors, message=message)
        elif step is not None and step.attachment is not None:
            self.attachments.record_upload_failed(step.attachment.id, message)
        self.progress.issue(
            SyncIssue(work.key, IssueKind.NEEDS_ATTENTION, message, dict(field_errors))
        )
        self._log(work, str(step.kind) if step else "", LogOutcome.REFUSED, message)
        return RecordOutcome.NEEDS_ATTENTION

    def _retry_later(self, work: RecordWork, step: Step | None, error: ServiceError) -> None:
        # Only answers and refused connections get here (never a lost answer), so the
        # service did not store the request: the possibly-sent marker can go.
        if step is not None and step.attachment is not None:
            self.attachments.record_upload_failed(step.attachment.id, error.user_message)
        if work.draft is not None:
            self.drafts.record_send_failed(work.draft.id, error.user_message)
        self.progress.issue(SyncIssue(work.key, IssueKind.RETRY_LATER, error.user_message))
        self._log(work, str(step.kind) if step else "", LogOutcome.FAILED, str(error))

    def _log(self, work: RecordWork, action: str, outcome: LogOutcome, message: str = "") -> None:
        draft_id = work.draft.id if work.draft is not None else None
        self.sync_log.log_event(work.kind, draft_id, work.server_id, action, outcome, message)

    # --- requests -----------------------------------------------------------------------------

    async def _checkpoint(self) -> None:
        await self._resume.wait()

    async def _call(self, send: Callable[[], Awaitable[T]]) -> T:
        return await with_retries(send, self.retry, on_retry=self._on_retry)

    @staticmethod
    def _on_retry(error: ServiceError, attempt: int, pause: float) -> None:
        log.info("retry %d in %.2fs after %r", attempt, pause, error)


def _needs_server_view(work: RecordWork) -> bool:
    draft = work.draft
    if draft is not None and draft.outcome_unknown:
        return True
    if any(step.kind is StepKind.UPDATE for step in work.plan()):
        return work.kind is not RecordKind.SUBSCRIPTION
    # Lost uploads are recognised by name in the record's attachment list.
    return any(
        a.upload_attempted_at is not None
        or (a.upload_state is UploadState.DELETE_PENDING and a.server_id is None)
        for a in work.attachments
    )


def _request(kind: RecordKind, content: Mapping[str, Any]) -> RecordRequest:
    """The request model of a draft's content (the form, as wire aliases); no form rules."""
    if kind is RecordKind.PRODUCT:
        return ProductRequest.draft(content)
    if kind is RecordKind.PROJECT:
        return ProjectRequest.draft(content)
    return SubscriptionCreate.draft(content)


def _payload_of(request: RecordRequest, *, create: bool) -> dict[str, Any]:
    """The JSON body the request sends, for comparing with server records."""
    if isinstance(request, ProductRequest):
        return request.to_payload(create=create)
    return request.to_payload()


def _payload(kind: RecordKind, content: Mapping[str, Any], *, create: bool) -> dict[str, Any]:
    return _payload_of(_request(kind, content), create=create)


def _id(server_id: str | None) -> str:
    assert server_id is not None
    return server_id


def _payload_problems(kind: RecordKind, content: Mapping[str, Any]) -> dict[str, list[str]]:
    """Type problems that keep a draft from being turned into a request at all."""
    try:
        _payload(kind, content, create=True)
    except ValidationError as error:
        return field_messages(error, _MODELS[kind])
    return {}


_MODELS: dict[RecordKind, type[ApiModel]] = {
    RecordKind.PRODUCT: ProductRequest,
    RecordKind.PROJECT: ProjectRequest,
    RecordKind.SUBSCRIPTION: SubscriptionCreate,
}
