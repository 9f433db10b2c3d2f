"""One round of a sync run: each record's steps in order, and what became of them.

A `RoundSender` first links creates whose answer was lost to the records they made
(`reconcile_creates`), then sends each record's steps (`sync`). What it learns goes to
the store before the record's next request; what the user must read goes to the store,
the progress and the sync log as a `Notice`.

A record missing from a server list that left out items it could not read may be one
of them: what depends on finding it (a lost create or upload) waits rather than goes again.

Nothing is based on an answer that cannot be the record's: a create or upload answered with
an id its kind cannot have (`UnusableId`), or with the id of a record this store knows as
another (`answers.KnownRecords`), may still have made one, so it is set aside for the user
at once, as one accepted without an id (link it, or send it again); an update answered for
another record is set aside too. Either way the draft keeps no server id, base version or
cache row from it.

The user goes on working while a round runs. A draft goes out only as the round read it:
it is taken (`syncing`, which no move, undo or removal touches) only while its revision and
state are still those. One that left the outbox meanwhile is left out of the round, and
one typed in goes with the next round, as it is then.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import functools
import logging
from collections.abc import Awaitable
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from typing import Any
from typing import TypeVar

from pydantic import ValidationError

from app.api import bounds
from app.api.errors import AcceptedWithoutId
from app.api.errors import AnsweredForAnother
from app.api.errors import Forbidden
from app.api.errors import MalformedResponse
from app.api.errors import MissingCredentials
from app.api.errors import NotFound
from app.api.errors import Offline
from app.api.errors import OutcomeUnknown
from app.api.errors import PayloadTooLarge
from app.api.errors import RateLimited
from app.api.errors import SecretStoreUnavailable
from app.api.errors import ServiceError
from app.api.errors import Unauthorized
from app.api.errors import UnusableId
from app.api.errors import ValidationFailed
from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.products import ProductRequest
from app.imaging.settings import PhotoError
from app.imaging.settings import PhotoSettings
from app.imaging.settings import is_photo
from app.imaging.settings import prepared_name
from app.store.attachments import Attachment
from app.store.attachments import AttachmentRole
from app.store.attachments import is_prepared
from app.store.drafts import Draft
from app.store.drafts import SentDraft
from app.store.errors import AttachmentNotFound
from app.store.errors import DraftHandedOver
from app.store.errors import DraftNotFound
from app.store.kinds import ACCEPTED_UNPLACED
from app.store.kinds import ACCEPTED_WITHOUT_ID
from app.store.kinds import ANSWER_FOR_ANOTHER
from app.store.kinds import ANSWER_ID_TAKEN
from app.store.kinds import ANSWER_ID_UNUSABLE
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.store import Store
from app.store.synclog import LogLine
from app.store.synclog import Outcome as LogOutcome
from app.sync.answers import KnownRecords
from app.sync.conflicts import disputed_fields
from app.sync.ledger import SendLedger
from app.sync.outbox import SENDABLE_STATES
from app.sync.outbox import RecordWork
from app.sync.outbox import Step
from app.sync.outbox import StepKind
from app.sync.progress import IssueKind
from app.sync.progress import ProgressTracker
from app.sync.progress import RecordOutcome
from app.sync.progress import SyncIssue
from app.sync.reconcile import find_created
from app.sync.reconcile import find_subscription
from app.sync.reconcile import find_upload
from app.sync.reconcile import matches
from app.sync.reconcile import upload_name
from app.sync.retry import RetryPolicy
from app.sync.retry import with_retries
from app.sync.service import ClientGateway
from app.sync.service import ServerView
from app.sync.service import payload_problems
from app.sync.service import request_of

log = logging.getLogger(__name__)

T = TypeVar("T")

AUTH_ERRORS = (Unauthorized, Forbidden, MissingCredentials, SecretStoreUnavailable)
# What the store says of a record that changed under the round after all.
CHANGED_MEANWHILE = (DraftNotFound, DraftHandedOver, AttachmentNotFound)


@dataclass(kw_only=True)
class RoundSender:
    """Sends the records of one round against one look at the server (`view`)."""

    store: Store
    gateway: ClientGateway
    view: ServerView
    progress: ProgressTracker
    retry: RetryPolicy
    resume: asyncio.Event
    photo_settings: PhotoSettings
    # The round's records still waiting for a worker (see `upcoming_creates`).
    queue: collections.deque[RecordWork] = field(default_factory=collections.deque)
    # Lost creates not found on the server while its list left items out, and creates
    # accepted without an id not found yet: not sent this round.
    unsure: set[str] = field(default_factory=set)
    # Rounds of this run after this one: a create or upload accepted without an id that
    # is not found in the last look is set aside for the user.
    lookups_left: int = 0
    # Records settled before any request of the round (set aside for the user).
    decided: dict[str, RecordOutcome] = field(default_factory=dict)
    # Attachments whose upload this run left without an answer: the run's later rounds look
    # for it and send it again, and count it no more (failing "round after round" is failing
    # sync after sync; a service that drops one request in three loses nothing).
    unanswered: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        self.drafts = self.store.drafts
        self.attachments = self.store.attachments
        self.ledger = SendLedger(self.store)
        self.known = KnownRecords(self.store, self.view)

    async def held_while_paused(self) -> None:
        """Wait while the run is paused. What the server took is written first: the ledger's
        batch would otherwise wait for the next confirmation, and the window (which reads
        the store) would show records the server has as still to send for the whole pause."""
        if not self.resume.is_set():
            self.ledger.flush()
            await self.resume.wait()

    def upcoming_creates(self) -> Iterator[Draft]:
        """Drafts further on in this round's queue that start with a create, as read."""
        for work in self.queue:
            if work.starts_with_create and work.draft is not None:
                yield work.draft

    async def call(self, work: RecordWork, send: Callable[[], Awaitable[T]]) -> T:
        """Send with retries; the progress tells why and until when `work` waits."""

        def waiting(error: ServiceError, pause: float) -> None:
            self.progress.retrying(work.key, work.label, error, pause)

        try:
            return await with_retries(send, self.retry, on_retry=waiting)
        finally:
            self.progress.going_on(work.key)

    def _unread(self, work: RecordWork) -> bool:
        """Whether the record is not in the server list, which left out items it could not
        read: it may be one of them."""
        listed = self.view.items.get(work.kind, {})
        return bool(self.gateway.skipped.get(work.kind)) and str(work.server_id) not in listed

    # --- settling lost answers ------------------------------------------------------------

    def reconcile_creates(self, work: list[RecordWork]) -> None:
        """Link each possibly-sent create to the record it made, if the server has one.

        Runs before any request of the round and one record at a time, so two identical
        drafts can never claim the same server record.
        """
        unknown = [w for w in work if w.draft is not None and w.draft.outcome_unknown]
        # Server ids already linked to a draft are no candidates for another one.
        claimed = {
            kind: {d.server_id for d in self.drafts.list_drafts(kind=kind) if d.server_id}
            for kind in {w.kind for w in unknown}
        }
        for item in unknown:
            assert item.draft is not None
            try:
                payload = request_of(item.kind, item.draft.content).to_payload()
            except ValidationError:
                continue  # never sendable, so never sent: the send step reports it
            candidates = self.view.items.get(item.kind, {}).values()
            if item.kind is RecordKind.SUBSCRIPTION:
                found = find_subscription(payload, candidates, claimed[item.kind])
            else:
                found = find_created(payload, candidates, claimed[item.kind])
            if found is None and item.draft.accepted_without_id:
                self._not_found_yet(item)
                continue
            if found is None and self._unread(item):
                self.unsure.add(item.key)
                self._log(item, "reconcile", LogOutcome.INFO, Notice("sync.unread_on_server"))
                continue
            if found is None:
                self._log(item, "reconcile", LogOutcome.INFO, Notice("sync.not_on_server"))
                continue
            if not self.drafts.begin_sends([item.draft], possibly_sent=False):
                continue  # handed over meanwhile: the machine it went to links it
            server_id = str(found["id"])
            claimed[item.kind].add(server_id)
            self._record_created(item, server_id, payload)
            notice = Notice("sync.found_on_server", {"server_id": server_id})
            self._log(item, "reconcile", LogOutcome.OK, notice)

    def _not_found_yet(self, item: RecordWork) -> None:
        """A create the service accepted without an id is not in its list (yet): looked for
        again next round, or, after the last look, set aside for the user. Never re-sent."""
        assert item.draft is not None
        unread = self._unread(item)
        if self.lookups_left > 0 or unread:
            # A list that left items out may hide it: it waits for a list read whole.
            self.unsure.add(item.key)
            code = "sync.unread_on_server" if unread else "sync.accepted_looking"
            self._log(item, "reconcile", LogOutcome.INFO, Notice(code))
            return
        # Its mark stays as it was (what the service answered instead of an id, say).
        draft = self.drafts.record_accepted_without_id(item.draft.id, needs_attention=True)
        notice = _unplaced_notice(draft.error_message)
        self.decided[item.key] = RecordOutcome.NEEDS_ATTENTION
        self.progress.issue(SyncIssue(item.key, IssueKind.NEEDS_ATTENTION, notice))
        self._log(item, "create", LogOutcome.REFUSED, notice)

    # --- one record -----------------------------------------------------------------------

    async def sync(self, work: RecordWork) -> RecordOutcome | None:
        """Send one record's steps; its outcome, None when it left the outbox since the round
        read it. An error that leaves the service out of reach for this run (no connection,
        credentials refused) ends the round instead."""
        if work.key in self.decided:
            return self.decided[work.key]
        if work.key in self.unsure:
            return RecordOutcome.UNSETTLED
        try:
            await self.held_while_paused()
            if self._taken(work):
                return await self._send(work)
        except CHANGED_MEANWHILE as error:  # after all (a photo removed as it went, say)
            log.info("%s: %s", work.key, error)
        return self._left_or_changed(work)

    def _taken(self, work: RecordWork) -> bool:
        """Whether the draft's own step may go: taken as the round read it, or nothing of the
        draft's own goes (its photos only)."""
        draft = work.draft
        if draft is None or not _sendable(draft):
            return True
        if work.starts_with_create:
            return self.ledger.mark(draft, self.upcoming_creates())
        return bool(self.drafts.begin_sends([draft], possibly_sent=False))

    def _left_or_changed(self, work: RecordWork) -> RecordOutcome | None:
        """A record whose draft changed since the round read it: None when it left the outbox
        (moved, handed over, undone, removed), else UNSETTLED: the next round reads it anew."""
        log.info("%s changed or left the outbox while the round ran", work.key)
        read = work.draft
        now = None if read is None else self.drafts.find(read.id)
        if read is not None and (now is None or (_sendable(read) and not _sendable(now))):
            return None
        return RecordOutcome.UNSETTLED

    async def _send(self, work: RecordWork) -> RecordOutcome:
        server_version: Mapping[str, Any] | None = None
        step: Step | None = None
        try:
            steps = work.plan()
            label = work.label  # read from the content once, not at every step
            for index, step in enumerate(steps):
                await self.held_while_paused()
                self.progress.working_on(f"{label}: {step.kind}")
                result = await self._step(work, step, last=index == len(steps) - 1)
                if isinstance(result, RecordOutcome):
                    return result
                if result is not None:
                    server_version = result
            self._finish(work, server_version)
            return RecordOutcome.DONE
        except AUTH_ERRORS:
            raise
        except (OutcomeUnknown, MalformedResponse) as error:
            # A lost or unreadable answer: the write may have happened. Its marker stays
            # and the next round reconciles it.
            log.info("%s: %s; reconciled next round", work.key, error)
            if isinstance(error, AcceptedWithoutId):
                # Marked, so that it is looked for and never sent again on its own.
                if step is not None and step.attachment is not None:
                    self.attachments.record_accepted_without_id(step.attachment.id)
                elif work.draft is not None and work.server_id is None:
                    work.draft = self.drafts.record_accepted_without_id(work.draft.id)
                self._log(work, _action(step), LogOutcome.INFO, error.notice)
            else:
                if step is not None and step.kind is StepKind.UPLOAD and step.attachment:
                    # No answer to an upload, sync after sync (a service that drops the
                    # connection under a large body): counted once a run, and at last held.
                    first = step.attachment.id not in self.unanswered
                    self.unanswered.add(step.attachment.id)
                    counted = self.attachments.record_upload_failed(
                        step.attachment.id, error.notice, attempted=True, counted=first
                    )
                    if counted.upload_failures >= bounds.UPLOAD_FAILED_ROUNDS:
                        return self._hold(work, step, _keeps_failing(counted, error.notice))
                self._log(work, _action(step), LogOutcome.FAILED, error.notice)
                # A retry of its own kind: looked for, then sent again, in the next round.
                self.progress.retrying(work.key, work.label, error, 0.0)
            return RecordOutcome.UNSETTLED
        except ValidationFailed as error:
            held = self._upload_failed(work, step, error.notice)
            return held or self._record_issue(work, error.field_errors, error.notice, step)
        except NotFound as error:
            self._log(work, _action(step), LogOutcome.REFUSED, error.notice)
            return self._record_issue(work, {}, Notice("sync.record_gone"), step)
        except ValidationError:
            # The content does not even make a request (a text where a number belongs).
            assert work.draft is not None
            problems = payload_problems(work.kind, work.draft.content)
            return self._record_issue(work, problems, Notice("sync.unsendable"), step)
        except PhotoError as error:
            log.warning("%s: photo not prepared: %s", work.key, error)
            assert step is not None
            assert step.attachment is not None
            notice = Notice("sync.photo_unreadable", {"name": step.attachment.file_name})
            # It will not read better next round: held till the user removes or replaces it.
            return self._hold(work, step, notice)
        except ServiceError as error:
            held = self._upload_failed(work, step, error.notice)
            if held is not None:
                return held
            if not error.retryable:
                return self._record_issue(work, {}, error.notice, step)
            log.info("%s: %s; tried again later", work.key, error)
            later = self._record_issue(work, None, error.notice, step)
            if isinstance(error, Offline):
                raise
            return later

    async def _step(
        self, work: RecordWork, step: Step, *, last: bool
    ) -> Mapping[str, Any] | RecordOutcome | None:
        if step.kind is StepKind.CREATE:
            return await self._create(work, last=last)
        if step.kind is StepKind.UPDATE:
            return await self._update(work, step)
        server_id = work.server_id
        assert server_id is not None, "attachments follow the record's create"
        if step.kind is StepKind.UPLOAD:
            return await self._upload(work, server_id, step)
        if step.kind is StepKind.REMOVE:
            assert step.attachment is not None
            return await self._remove(work, server_id, step.attachment)
        # Archived products leave the list: a 404 means an earlier archive did arrive.
        with contextlib.suppress(NotFound):
            await self.call(work, functools.partial(self.gateway.archive_product, server_id))
        self._log(work, "archive", LogOutcome.OK)
        return None

    async def _create(self, work: RecordWork, *, last: bool) -> Mapping[str, Any] | RecordOutcome:
        draft = work.draft
        assert draft is not None
        request = request_of(work.kind, draft.content)
        payload = request.to_payload()
        # Marked when taken: if the answer is lost (or we crash), the next round looks for
        # the record on the server before it ever sends this again.
        self.ledger.sending(draft.id)
        try:
            server_id = await self.call(work, lambda: self.gateway.create(request, payload))
        except UnusableId as error:
            said = {"answered_id": error.params["answered_id"]}
            return self._unplaced(work, Notice(ANSWER_ID_UNUSABLE, said))
        if not await self.known.made_by_create(work.kind, server_id):
            return self._unplaced(work, Notice(ANSWER_ID_TAKEN, {"answered_id": server_id}))
        created = Notice("sync.created", {"server_id": server_id})
        if last:
            # Nothing else to send: synced (in the ledger's next batch, see ledger.py).
            work.server_id = server_id
            self.ledger.confirmed(
                SentDraft(draft.id, server_id, payload, draft.revision),
                LogLine(work.kind, draft.id, server_id, "create", LogOutcome.OK, created),
            )
            return RecordOutcome.DONE
        self._record_created(work, server_id, payload)
        self._log(work, "create", LogOutcome.OK, created)
        # The payload sent is the base for later edits until a fuller server version.
        return payload

    async def _update(
        self, work: RecordWork, step: Step
    ) -> Mapping[str, Any] | RecordOutcome | None:
        draft = work.draft
        server_id = work.server_id
        assert draft is not None
        assert server_id is not None
        if work.kind is RecordKind.SUBSCRIPTION:
            return None  # a subscription has no update operation; nothing to bring in line
        request = request_of(work.kind, draft.content)
        payload = request.to_payload(create=False)
        theirs = self.view.items.get(work.kind, {}).get(server_id)
        if theirs is None and self._unread(work):
            return self._record_issue(work, None, Notice("sync.unread_on_server"), step)
        if theirs is None:
            raise NotFound(f"{work.kind} {server_id} is not in the server list")
        if matches(payload, theirs):
            return dict(theirs)  # already in line (an earlier answer got lost, say)
        if work.kind is RecordKind.PROJECT:
            return self._record_issue(work, {}, Notice("sync.project_unchangeable"), step)
        if draft.base_version is not None:
            disputed = disputed_fields(draft.base_version, payload, theirs)
            if disputed:
                self.drafts.mark_conflict(draft.id, dict(theirs))
                notice = Notice("sync.conflict", {"fields": ", ".join(disputed)})
                self.progress.issue(SyncIssue(draft.id, IssueKind.CONFLICT, notice))
                self._log(work, "update", LogOutcome.CONFLICT, notice)
                return RecordOutcome.CONFLICT
        assert isinstance(request, ProductRequest)  # only products have an update operation
        try:
            answer = await self.call(work, lambda: self.gateway.update_product(server_id, request))
        except AnsweredForAnother as error:
            # Done, perhaps, but to which product is not known: the draft keeps its base.
            log.warning("%s: %s", work.key, error)
            said = {"answered_id": error.params["answered_id"], "server_id": server_id}
            return self._record_issue(work, {}, Notice(ANSWER_FOR_ANOTHER, said), step)
        self._log(work, "update", LogOutcome.OK)
        return answer

    async def _upload(self, work: RecordWork, server_id: str, step: Step) -> RecordOutcome | None:
        attachment = step.attachment
        assert attachment is not None
        name = _server_name(attachment)
        if attachment.upload_attempted_at is not None:
            found = self._find_uploaded(work, attachment, name)
            if found is not None:
                self.attachments.mark_uploaded(attachment.id, found)
                self._log(
                    work, "upload", LogOutcome.OK, Notice("sync.upload_found", {"name": name})
                )
                return None
            if attachment.accepted_without_id:
                return self._upload_not_found_yet(work, step, name)
            if work.kind is RecordKind.PROJECT:
                # A project shows no image list, so a lost upload cannot be checked.
                # The user decides: the marker is cleared and re-queueing sends it again.
                notice = Notice("sync.photo_uncertain", {"name": attachment.file_name})
                self.attachments.record_upload_failed(attachment.id, notice)
                return self._record_issue(work, {"images": [notice]}, notice, step)
            if self._unread(work):
                self._log(work, "upload", LogOutcome.INFO, Notice("sync.unread_on_server"))
                return RecordOutcome.UNSETTLED
        prepared = is_prepared(attachment.role, attachment.file_name)
        if not prepared and attachment.size > bounds.ATTACHMENT_FILE_BYTES:
            # More than one upload carries (kept before attaching checked it): never sent,
            # so no longer in the bytes the run sends.
            self.progress.add_bytes(-attachment.size)
            return self._hold(work, step, _too_large(attachment))
        if prepared:
            # Qt's image classes load with the first photo, never for a run without one.
            from app.imaging.photos import prepare_photo

            content = (
                await asyncio.to_thread(prepare_photo, attachment.path, self.photo_settings)
            ).data
        else:
            content = await asyncio.to_thread(attachment.path.read_bytes)
        if len(content) > bounds.ATTACHMENT_FILE_BYTES:
            # A photo prepared at its full size, or a file that grew in the data folder.
            self.progress.add_bytes(-attachment.size)
            return self._hold(work, step, _too_large(attachment))
        self.progress.add_bytes(len(content) - attachment.size)
        self.attachments.mark_uploading(attachment.id)
        problem: Notice | None = None
        try:
            uploaded_as = await self.call(
                work,
                lambda: self.gateway.upload(work.kind, server_id, attachment.role, name, content),
            )
        except UnusableId as error:
            uploaded_as = ""
            problem = Notice(
                ANSWER_ID_UNUSABLE, {"name": name, "answered_id": error.params["answered_id"]}
            )
        except AcceptedWithoutId:
            if work.kind is not RecordKind.PROJECT:
                raise  # found by its name in the product's list next round
            # A project lists no images to look in: the success is all there is to know.
            uploaded_as = ""
        else:
            record = ServerRecord(work.kind, server_id)
            draft_id = work.draft.id if work.draft is not None else None
            if not self.known.made_by_upload(record, attachment.role, uploaded_as, draft_id):
                problem = Notice(ANSWER_ID_TAKEN, {"name": name, "answered_id": uploaded_as})
        if problem is not None:
            log.warning("%s: upload %s answered with id %s", work.key, name, problem.params)
            if work.kind is not RecordKind.PROJECT:
                return self._upload_unplaced(work, step, problem)
            # Done, and a project lists no images to look in: uploaded, its id not kept (a
            # later removal would delete what that id names).
            uploaded_as = ""
        with self.store.transaction():
            self.attachments.mark_uploaded(attachment.id, uploaded_as)
            said = {"name": name, "server_id": uploaded_as}
            notice = Notice("sync.uploaded" if uploaded_as else "sync.uploaded_unnamed", said)
            if problem is not None:
                notice = Notice("sync.uploaded_id_unused", dict(problem.params))
            self._log(work, "upload", LogOutcome.OK, notice)
        self.progress.sent(len(content))
        return None

    def _upload_not_found_yet(self, work: RecordWork, step: Step, name: str) -> RecordOutcome:
        """An upload accepted without an id, not in the record's list (yet): as a create."""
        if self.lookups_left > 0 or self._unread(work):
            self._log(work, "upload", LogOutcome.INFO, Notice("sync.accepted_looking"))
            return RecordOutcome.UNSETTLED
        assert step.attachment is not None
        notice = _unplaced_notice(step.attachment.upload_error, name=name)
        where = "images" if step.attachment.role is AttachmentRole.IMAGE else "files"
        return self._record_issue(work, {where: [notice]}, notice, step)

    def _upload_unplaced(self, work: RecordWork, step: Step, notice: Notice) -> RecordOutcome:
        """An upload answered with an id that cannot be trusted: as one accepted without an
        id (found by its name once the user queues the draft again, or sent again), but set
        aside for the user at once."""
        attachment = step.attachment
        assert attachment is not None
        self.attachments.record_accepted_without_id(attachment.id, notice)
        where = "images" if attachment.role is AttachmentRole.IMAGE else "files"
        if work.draft is not None:
            self.drafts.record_errors(work.draft.id, {where: [notice]}, message=notice)
        self.progress.issue(
            SyncIssue(work.key, IssueKind.NEEDS_ATTENTION, notice, {where: [notice]})
        )
        self._log(work, "upload", LogOutcome.REFUSED, notice)
        return RecordOutcome.NEEDS_ATTENTION

    async def _remove(
        self, work: RecordWork, server_id: str, attachment: Attachment
    ) -> RecordOutcome | None:
        # Removed while its upload's outcome was unknown: find it, if it arrived.
        found = attachment.server_id or self._find_uploaded(
            work, attachment, _server_name(attachment)
        )
        if found is None and attachment.server_id is None and self._unread(work):
            self._log(work, "remove", LogOutcome.INFO, Notice("sync.unread_on_server"))
            return RecordOutcome.UNSETTLED
        if found:
            # A 404: already gone, by an earlier delete whose answer was lost.
            with contextlib.suppress(NotFound):
                await self.call(
                    work,
                    functools.partial(
                        self.gateway.remove, work.kind, server_id, attachment.role, found
                    ),
                )
        self.attachments.forget(attachment.id)
        self._log(
            work, "remove", LogOutcome.OK, Notice("sync.removed", {"name": attachment.file_name})
        )
        return None

    def _find_uploaded(self, work: RecordWork, attachment: Attachment, name: str) -> str | None:
        record = self.view.items.get(work.kind, {}).get(str(work.server_id))
        if record is None:
            return None
        found = find_upload(name, ServerView.attachment_refs(record, attachment.role))
        return None if found is None else str(found["id"])

    # --- answers that cannot be the record's ------------------------------------------------

    def _unplaced(self, work: RecordWork, notice: Notice) -> RecordOutcome:
        """A create answered with an id that cannot be the new record's: it may have made one,
        so it is one accepted without an id (its possibly-sent marker stays, never sent again
        without the user), set aside for the user at once. No server id, no base version."""
        assert work.draft is not None
        log.warning("%s: create answered with id %s", work.key, notice.params)
        work.draft = self.drafts.record_accepted_without_id(
            work.draft.id, needs_attention=True, notice=notice
        )
        self.progress.issue(SyncIssue(work.key, IssueKind.NEEDS_ATTENTION, notice))
        self._log(work, "create", LogOutcome.REFUSED, notice)
        return RecordOutcome.NEEDS_ATTENTION

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
            [SentDraft(draft.id, work.server_id, server_version, draft.revision)]
        )

    def _record_issue(
        self,
        work: RecordWork,
        field_errors: FieldProblems | None,
        notice: Notice,
        step: Step | None,
    ) -> RecordOutcome:
        """Refused (`field_errors` given): the user must look; else failed: retried later.

        Either way the service did not store the request (only answers and refused
        connections get here, never a lost answer): the possibly-sent marker can go.
        """
        if work.draft is not None and field_errors is not None:
            self.drafts.record_errors(work.draft.id, field_errors, message=notice)
        else:
            # An upload's failure was recorded (and counted) by `_upload_failed`.
            uploading = step is not None and step.kind is StepKind.UPLOAD
            if step is not None and step.attachment is not None and not uploading:
                self.attachments.record_upload_failed(step.attachment.id, notice)
            if work.draft is not None:
                self.drafts.record_send_failed(work.draft.id, notice)
        later = field_errors is None
        kind = IssueKind.RETRY_LATER if later else IssueKind.NEEDS_ATTENTION
        self.progress.issue(SyncIssue(work.key, kind, notice, dict(field_errors or {})))
        self._log(work, _action(step), LogOutcome.FAILED if later else LogOutcome.REFUSED, notice)
        return RecordOutcome.LATER if later else RecordOutcome.NEEDS_ATTENTION

    def _upload_failed(
        self, work: RecordWork, step: Step | None, notice: Notice
    ) -> RecordOutcome | None:
        """The service refused or failed an upload (`step`): held at once when it said it is
        too large (413), or when it failed the same way `UPLOAD_FAILED_ROUNDS` rounds in a
        row; else None (counted, and the record's issue goes on as any other, as it does for
        any other step)."""
        if step is None or step.kind is not StepKind.UPLOAD or step.attachment is None:
            return None
        attachment = step.attachment
        if notice.code == PayloadTooLarge.code:
            return self._hold(
                work, step, Notice("sync.upload_refused_too_large", {"name": attachment.file_name})
            )
        # Slowed down or out of reach says nothing of the upload: kept, not counted.
        counts = notice.code not in (RateLimited.code, Offline.code)
        counted = self.attachments.record_upload_failed(attachment.id, notice, counted=counts)
        if counted.upload_failures >= bounds.UPLOAD_FAILED_ROUNDS:
            return self._hold(work, step, _keeps_failing(counted, notice))
        return None

    def _hold(self, work: RecordWork, step: Step, notice: Notice) -> RecordOutcome:
        """The upload of `step` is not sent again on its own (`AttachmentStore.hold`): its
        record needs attention, with `notice` at the attachment and in the sync log."""
        attachment = step.attachment
        assert attachment is not None
        log.warning("%s: upload of %s held: %s", work.key, attachment.id, notice.code)
        self.attachments.hold(attachment.id, notice)
        where = "images" if attachment.role is AttachmentRole.IMAGE else "files"
        if work.draft is not None:
            work.draft = self.drafts.record_errors(work.draft.id, {where: [notice]}, message=notice)
        self.progress.issue(
            SyncIssue(work.key, IssueKind.NEEDS_ATTENTION, notice, {where: [notice]})
        )
        self._log(work, _action(step), LogOutcome.REFUSED, notice)
        return RecordOutcome.NEEDS_ATTENTION

    def _log(
        self, work: RecordWork, action: str, outcome: LogOutcome, notice: Notice | None = None
    ) -> None:
        draft_id = work.draft.id if work.draft is not None else None
        self.store.sync_log.add(
            LogLine(work.kind, draft_id, work.server_id, action, outcome, notice)
        )


def _unplaced_notice(stored: Notice | None, **params: str) -> Notice:
    """What a create or upload accepted without a trusted id is set aside with: its own mark
    (what the service answered instead of an id), else `ACCEPTED_WITHOUT_ID`."""
    if stored is None or stored.code not in ACCEPTED_UNPLACED:
        return Notice(ACCEPTED_WITHOUT_ID, params)
    return Notice(stored.code, {**stored.params, **params})


def _too_large(attachment: Attachment) -> Notice:
    limit = bounds.ATTACHMENT_FILE_BYTES
    return Notice(
        "sync.upload_too_large",
        {"name": attachment.file_name, "mebibytes": bounds.mebibytes(limit)},
    )


def _keeps_failing(attachment: Attachment, last: Notice) -> Notice:
    """What a held upload says: how many rounds, and the service's status (None: no answer)."""
    said = {"name": attachment.file_name, "rounds": attachment.upload_failures}
    status = last.params.get("status")
    if status is None:
        return Notice("sync.upload_keeps_unanswered", said)
    return Notice("sync.upload_keeps_refused", {**said, "status": status})


def _sendable(draft: Draft) -> bool:
    return draft.state in SENDABLE_STATES


def _action(step: Step | None) -> str:
    return str(step.kind) if step else ""


def _server_name(attachment: Attachment) -> str:
    if attachment.role is AttachmentRole.IMAGE and is_photo(attachment.file_name):
        return upload_name(prepared_name(attachment.file_name), attachment.id)
    return upload_name(attachment.file_name, attachment.id)
