"""The outbox: which records have work for the service, and in which order it is done.

A record's work is its draft (create or update), then its attachment changes, then an
archive if asked for. The plan is derived from the store every time, never kept apart,
so after a crash the next run finds exactly the work that is left.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from dataclasses import field

from app.api.kinds import request_model
from app.store.attachments import Attachment
from app.store.attachments import AttachmentStore
from app.store.attachments import UploadState
from app.store.drafts import Draft
from app.store.drafts import DraftStore
from app.store.kinds import DraftState
from app.store.kinds import RecordKind

# A draft in these states has been handed to the outbox by the user (or is being sent).
SENDABLE_STATES = (DraftState.QUEUED, DraftState.SYNCING)
# Attachment changes of a record in these states wait for the user, like its draft does.
_WAITING_STATES = frozenset(
    {DraftState.DRAFT, DraftState.NEEDS_ATTENTION, DraftState.CONFLICT, DraftState.HANDED_OVER}
)


class StepKind(enum.StrEnum):
    CREATE = "create"
    UPDATE = "update"
    UPLOAD = "upload"
    REMOVE = "remove"
    ARCHIVE = "archive"


# Attachment changes after the draft's own step: uploads first, then removals.
_ATTACHMENT_STEPS = (
    (UploadState.PENDING, StepKind.UPLOAD),
    (UploadState.DELETE_PENDING, StepKind.REMOVE),
)


@dataclass(frozen=True)
class Step:
    kind: StepKind
    attachment: Attachment | None = None


@dataclass
class RecordWork:
    """One record's outstanding work: its draft (if any) and its attachment changes."""

    kind: RecordKind
    draft: Draft | None
    server_id: str | None
    attachments: list[Attachment] = field(default_factory=list)

    @property
    def needs_server_view(self) -> bool:
        """Whether the round must read the server list before this record's steps."""
        if self.draft is not None and self.draft.outcome_unknown:
            return True
        if any(step.kind is StepKind.UPDATE for step in self.plan()):
            return self.kind is not RecordKind.SUBSCRIPTION
        # Lost uploads are recognised by name in the record's attachment list.
        return any(
            a.upload_attempted_at is not None
            or (a.upload_state is UploadState.DELETE_PENDING and a.server_id is None)
            for a in self.attachments
        )

    @property
    def accepted_without_id(self) -> bool:
        """Its create or an upload was accepted without an id and is being looked for."""
        if self.draft is not None and self.draft.accepted_without_id:
            return True
        return any(a.accepted_without_id for a in self.attachments)

    @property
    def key(self) -> str:
        return self.draft.id if self.draft is not None else f"{self.kind}:{self.server_id}"

    @property
    def label(self) -> str:
        """What the user calls this record: its title (a name, or a webhook address); one
        without a title by its server id, or as the draft it is (the start of its id)."""
        draft = self.draft
        title = request_model(self.kind).title_of(draft.content) if draft is not None else None
        if title:
            return title
        if self.server_id:
            return f"{self.kind} {self.server_id}"
        return f"{self.kind} without a name ({draft.id[:8] if draft is not None else '?'})"

    @property
    def upload_bytes(self) -> int:
        return sum(a.size for a in self.attachments if a.upload_state is UploadState.PENDING)

    @property
    def starts_with_create(self) -> bool:
        """Its first step creates the record (a new draft to send)."""
        draft = self.draft
        return draft is not None and draft.state in SENDABLE_STATES and draft.server_id is None

    def plan(self) -> list[Step]:
        """The steps in the order the service must see them."""
        steps: list[Step] = []
        draft = self.draft
        if draft is not None and draft.state in SENDABLE_STATES:
            steps.append(Step(StepKind.CREATE if draft.server_id is None else StepKind.UPDATE))
        for state, kind in _ATTACHMENT_STEPS:
            steps += [Step(kind, a) for a in self.attachments if a.upload_state is state]
        if (
            draft is not None
            and draft.archive_requested
            and self.kind is RecordKind.PRODUCT
            and draft.state in SENDABLE_STATES
        ):
            steps.append(Step(StepKind.ARCHIVE))
        return steps


def collect_work(drafts: DraftStore, attachments: AttachmentStore) -> list[RecordWork]:
    """Every record with work for the service, oldest draft first."""
    by_key: dict[str, RecordWork] = {}
    # The raising half of a split or merge waits for its other half (`app.store.lots`).
    held = drafts.held_ids()
    for draft in drafts.list_drafts(states=SENDABLE_STATES):
        if draft.id not in held:
            by_key[draft.id] = RecordWork(draft.kind, draft, draft.server_id)
    changes = attachments.list_attachments(states=[UploadState.PENDING, UploadState.DELETE_PENDING])
    for attachment in changes:
        if attachment.held or attachment.draft_id in held:  # waits: never tried on its own
            continue
        work = _work_for(attachment, by_key, drafts)
        if work is not None:
            work.attachments.append(attachment)
    return [work for work in by_key.values() if work.plan()]


def _work_for(
    attachment: Attachment, by_key: dict[str, RecordWork], drafts: DraftStore
) -> RecordWork | None:
    if attachment.draft_id is not None:
        if attachment.draft_id in by_key:
            return by_key[attachment.draft_id]
        draft = drafts.find(attachment.draft_id)
        if draft is None or draft.state in _WAITING_STATES:
            return None
        # A synced record whose photos changed afterwards (or whose run was cut short).
        return by_key.setdefault(draft.id, RecordWork(draft.kind, draft, draft.server_id))
    record = attachment.record
    if record is None:
        return None
    key = f"{record.kind}:{record.server_id}"
    return by_key.setdefault(key, RecordWork(record.kind, None, record.server_id))
