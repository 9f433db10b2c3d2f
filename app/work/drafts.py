"""The user's actions on drafts, each one function over the store: typing (the autosave),
queueing (one or many), archiving, deleting (one or many), taking back a handed-over draft,
settling a conflict, and the two ways out for a create the service accepted without an id.
Each but the autosave is one step of the undo journal (`app.work.undo`); typing has the
editors' own undo while the field has the focus.

A refusal the user should read is a value (a `Notice` code, with the field problems where the
request model's rules refuse), not an exception; the store's own errors (`StoreError`) go up.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from typing import TYPE_CHECKING
from typing import Any

from app.api import ids
from app.api.bounds import MAX_ID_TEXT
from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.store.errors import DraftHandedOver
from app.store.errors import DraftNotDeletable
from app.store.errors import DraftNotFound
from app.store.errors import StoreStateError
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.work import undo
from app.work.changes import Changes
from app.work.changes import Outcome

if TYPE_CHECKING:
    from app.store.drafts import Draft
    from app.store.store import Store

# Why a draft was not queued, besides the store's own codes (handed over, not found).
INVALID = "draft.invalid"  # the request model's rules refuse it: `problems` say where
UNCHANGED = "draft.unchanged"  # the server has it as it is: a send would only repeat it
# Why a draft was not deleted, besides the store's own codes (being sent, perhaps arrived).
NOT_A_DRAFT = "draft.not_deletable_synced"  # it is the server's record, nothing of ours


@dataclass(frozen=True, slots=True)
class NotQueued:
    notice: Notice
    problems: FieldProblems = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Queued:
    """The drafts queued now, and why each of the others was not (by draft id)."""

    drafts: tuple[Draft, ...] = ()
    refused: Mapping[str, NotQueued] = field(default_factory=dict)


def save_content(
    store: Store,
    kind: RecordKind,
    content: Mapping[str, Any],
    *,
    draft_id: str | None = None,
    new_id: str | None = None,
    server_id: str | None = None,
    base_version: Mapping[str, Any] | None = None,
    visit: str | None = None,
    duplicated_from: str | None = None,
) -> Outcome[Draft]:
    """The autosave: `content` into the draft `draft_id`, or a new draft (with the UUID
    `new_id` made at the first keystroke; with `server_id`, an edit of that server record
    based on its version `base_version`). Valid or not: it is the user's.

    `visit`: the editing visit (a token the form makes when a record is opened): its
    autosaves are one history entry, each field from what it was when the visit began.
    `duplicated_from`: the name of the record a new one was copied from, for its history."""
    if draft_id is not None:
        # A synced draft hides behind its server row: a draft again, it needs its row.
        listed = store.drafts.get(draft_id).state is DraftState.SYNCED
        draft = store.drafts.save_content(draft_id, content, visit=visit)
    else:
        listed = True  # the first keystroke's draft joins the lists
        draft = store.drafts.create_draft(
            kind,
            content,
            server_id=server_id,
            base_version=base_version,
            draft_id=new_id,
            visit=visit,
            before=_server_content(kind, base_version),
            detail={"source": duplicated_from} if duplicated_from else None,
        )
    # Typing leaves the outbox's counts as they are (a synced draft becomes a draft).
    return Outcome(draft, Changes.of_drafts(kind, [draft.id], outbox=False, listed=listed))


def _server_content(
    kind: RecordKind, version: Mapping[str, Any] | None
) -> Mapping[str, Any] | None:
    """A server record's version as the form shows it (what an edit's fields were)."""
    if version is None:
        return None
    from app.api.kinds import request_model

    try:
        return request_model(kind.value).content_from_server(version)
    except ValueError:  # unreadable: its fields are told from nothing
        return None


def queue(store: Store, kind: RecordKind, draft_ids: Sequence[str]) -> Outcome[Queued]:
    """Hand drafts to the sync: each one its request model's rules accept, that is this
    computer's to send and that has something to send."""
    from app.api.kinds import request_model

    check = request_model(kind.value).check
    ids = list(dict.fromkeys(draft_ids))
    return undo.journaled(store, undo.QUEUE, kind, ids, lambda _r: _queue(store, kind, ids, check))


def held_uploads(store: Store, kind: RecordKind, keys: Sequence[str]) -> list[str]:
    """The uploads held (not sent again on their own) of the records of these table keys
    (`d:<draft id>`, `s:<server id>`): what a queueing of them offers to try again."""
    drafts = [k[2:] for k in keys if k.startswith("d:")]
    servers = [k[2:] for k in keys if k.startswith("s:")]
    return store.attachments.held_of(kind, drafts, servers)


def retry_held(store: Store, attachment_ids: Sequence[str]) -> Outcome[int]:
    """The user's word to try these held uploads again at the next sync: how many were."""
    released = store.attachments.release(attachment_ids)
    if not released:
        return Outcome(0)
    found = [store.attachments.get(i) for i in released]
    owners = frozenset(a.draft_id or f"{a.kind.value}:{a.record_server_id}" for a in found)
    return Outcome(len(released), Changes(outbox=True, attachments=owners))


def _queue(
    store: Store,
    kind: RecordKind,
    draft_ids: Sequence[str],
    check: Callable[[Mapping[str, Any]], FieldProblems],
) -> Outcome[Queued]:
    queued: list[Draft] = []
    refused: dict[str, NotQueued] = {}
    for draft_id in draft_ids:
        why = _not_queueable(draft_id, store.drafts.find(draft_id), check)
        if why is None:
            try:
                queued.append(store.drafts.mark_queued(draft_id))
                # The user's word to try again: its uploads that waited for it go too.
                store.attachments.release_held(draft_id)
                continue
            except DraftHandedOver as exc:  # handed over (an export) since it was read
                why = NotQueued(exc.notice)
        refused[draft_id] = why
    changes = Changes.of_drafts(kind, [d.id for d in queued]) if queued else Changes()
    return Outcome(Queued(tuple(queued), refused), changes)


def _not_queueable(
    draft_id: str, draft: Draft | None, check: Callable[[Mapping[str, Any]], FieldProblems]
) -> NotQueued | None:
    if draft is None:
        return NotQueued(DraftNotFound(draft_id).notice)
    if draft.state is DraftState.HANDED_OVER:
        return NotQueued(DraftHandedOver(draft_id).notice)
    if draft.state is DraftState.SYNCED:
        return NotQueued(Notice(UNCHANGED))
    problems = check(draft.content)
    return NotQueued(Notice(INVALID, {"count": len(problems)}), problems) if problems else None


def archive(store: Store, draft_id: str) -> Outcome[Draft]:
    """The archive of the product the draft edits, sent like any queued change."""

    def archived() -> Draft:
        store.drafts.request_archive(draft_id)
        return store.drafts.mark_queued(draft_id)

    return _draft_step(store, undo.ARCHIVE, draft_id, archived)


@dataclass(frozen=True, slots=True)
class Deleted:
    """The drafts deleted now, and why each of the others was not (by draft id)."""

    drafts: tuple[str, ...] = ()
    refused: Mapping[str, Notice] = field(default_factory=dict)


def delete(store: Store, kind: RecordKind, draft_ids: Sequence[str]) -> Outcome[Deleted]:
    """Drafts the user deletes, as one step to undo: a new record's draft, or the local edit
    of a server record (the edit goes, never the server record). Their pictures go with
    them, their files kept until the step can no longer be undone. A draft being sent is
    left until its send has settled (the store refuses it then, as it does one whose create
    may have reached the service, or one handed over to a colleague)."""
    ids = list(dict.fromkeys(draft_ids))
    return undo.journaled(store, undo.DELETE, kind, ids, lambda _r: _delete(store, kind, ids))


def _delete(store: Store, kind: RecordKind, draft_ids: Sequence[str]) -> Outcome[Deleted]:
    deleted: list[str] = []
    refused: dict[str, Notice] = {}
    for draft_id in draft_ids:
        draft = store.drafts.find(draft_id)
        if draft is None:
            refused[draft_id] = DraftNotFound(draft_id).notice
        elif draft.state is DraftState.HANDED_OVER:
            refused[draft_id] = DraftHandedOver(draft_id).notice
        elif draft.state is DraftState.SYNCED:
            refused[draft_id] = Notice(NOT_A_DRAFT)
        else:
            try:
                # In the step's transaction: the sync's `begin_sends` takes it before or
                # not at all (it guards on the state it read).
                store.drafts.delete_draft(draft_id, discard_unsent=True, keep_files=True)
            except StoreStateError as exc:  # being sent, or perhaps arrived
                refused[draft_id] = exc.notice
                continue
            deleted.append(draft_id)
    changes = Changes.of_drafts(kind, deleted, listed=True) if deleted else Changes()
    changes |= Changes(attachments=frozenset(deleted))
    return Outcome(Deleted(tuple(deleted), refused), changes)


def discard(store: Store, draft_id: str) -> Outcome[None]:
    """A draft the user gives up, never sent: gone with the pictures added to it."""
    kind = store.drafts.get(draft_id).kind
    outcome = delete(store, kind, [draft_id])
    if draft_id in outcome.value.refused:
        store.drafts.get(draft_id)  # gone meanwhile: DraftNotFound
        raise DraftNotDeletable(draft_id, outcome.value.refused[draft_id].code, "refused")
    return Outcome(None, outcome.changes)


def take_back(store: Store, draft_id: str) -> Outcome[Draft]:
    """A draft handed over to a colleague is this computer's again, to be queued anew."""
    return _draft_step(store, undo.TAKE_BACK, draft_id, lambda: store.drafts.take_back(draft_id))


def settle_conflict(
    store: Store, draft_id: str, merged: Mapping[str, Any], theirs: Mapping[str, Any]
) -> Outcome[Draft]:
    """The user merged their edit with the server's version `theirs`: queued again, now
    based on that version."""
    mine = store.drafts.get(draft_id)
    choice = (
        "mine"
        if dict(merged) == mine.content
        else "theirs"
        if dict(merged) == _server_content(mine.kind, theirs)
        else "merged"
    )
    return _draft_step(
        store,
        undo.SETTLE,
        draft_id,
        lambda: store.drafts.resolve_conflict(draft_id, merged, base_version=theirs, choice=choice),
    )


def link_accepted(store: Store, draft_id: str, server_id: str) -> Outcome[Draft | None]:
    """The record a create accepted without an id made, as the user found it on the
    website: the draft is queued as an edit of it. None (nothing changed) for an id the
    service would not give: empty, too long, or not a number where the kind numbers them."""
    server_id = server_id.strip()
    if store.drafts.get(draft_id).kind is RecordKind.SUBSCRIPTION:
        usable = 0 < len(server_id) <= MAX_ID_TEXT
    else:  # the one rule of a number a record of the service can have
        usable = ids.server_id(server_id) == server_id
    if not usable:
        return Outcome(None)

    def run(_recording: object) -> Outcome[Draft | None]:
        linked = store.drafts.link_accepted(draft_id, server_id)
        return Outcome(linked, Changes.of_drafts(linked.kind, [draft_id]))

    return undo.journaled(store, undo.LINK, store.drafts.get(draft_id).kind, [draft_id], run)


def send_again(store: Store, draft_id: str) -> Outcome[Draft]:
    """The user's explicit "send again" of a create accepted without an id (it may put the
    record on the service twice: the user checked it is not there)."""
    return _draft_step(
        store, undo.SEND_AGAIN, draft_id, lambda: store.drafts.resend_accepted(draft_id)
    )


def duplicate(
    store: Store,
    kind: RecordKind,
    content: Mapping[str, Any],
    *,
    new_id: str | None = None,
    visit: str | None = None,
    duplicated_from: str | None = None,
) -> Outcome[Draft]:
    """A new draft holding what is kept of another record (one step to undo);
    `duplicated_from`: that record's name, for the new one's history."""
    return undo.journaled(
        store,
        undo.DUPLICATE,
        kind,
        [],
        lambda _r: save_content(
            store, kind, content, new_id=new_id, visit=visit, duplicated_from=duplicated_from
        ),
    )


def _draft_step(
    store: Store, action: str, draft_id: str, change: Callable[[], Draft]
) -> Outcome[Draft]:
    """`change` of one draft (returning the draft as it is after it) as one step to undo."""
    kind = store.drafts.get(draft_id).kind
    return undo.journaled(store, action, kind, [draft_id], lambda _r: _changed(change()))


def _changed(draft: Draft) -> Outcome[Draft]:
    return Outcome(draft, Changes.of_drafts(draft.kind, [draft.id]))
