"""The user's actions on a record's pictures and files, each one function over the store that
returns what it changed: attaching (copied into the data folder), replacing one that cannot be
sent, removing one (or one the server holds), and keeping what was to be removed.

Only what can be sent is attached (`AttachmentStore.attach_file` and `file_rules`): a regular
file no larger than its kind's limit, unchanged while it is copied, a picture decoded whole
(`app.imaging.whole`); a link is followed only to such a file, and the outcome says where it
pointed. Refusals are values (a `Notice` for each file), never exceptions; the store's own
errors (a full disk) go up. Blocking: the window runs them on a worker thread.
"""

from __future__ import annotations

from collections.abc import Callable
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from app.api.notices import Notice
from app.imaging.settings import is_photo
from app.store.attachments import Attachment
from app.store.attachments import AttachmentRole
from app.store.attachments import Owner
from app.store.errors import StoreStateError
from app.store.file_rules import RefusedFileError
from app.store.file_rules import link_target
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.store import Store
from app.work.changes import Changes
from app.work.changes import Outcome

NOT_A_PICTURE = "photo.not_a_picture"


@dataclass(frozen=True, slots=True)
class Refused:
    """A file not attached: its name, and why."""

    name: str
    notice: Notice


@dataclass(frozen=True, slots=True)
class Linked:
    """A symbolic link that was followed: its name, and the file it points to."""

    name: str
    target: Path


@dataclass(frozen=True, slots=True)
class Attached:
    added: tuple[Attachment, ...] = ()
    refused: tuple[Refused, ...] = ()
    linked: tuple[Linked, ...] = ()


AfterPicture = Callable[[Attachment], None]
"""Called with each picture attached (on the worker thread, its file fresh in the disk's
cache): the window makes the report's preview of it there."""


def owner_key(owner: Owner) -> str:
    """How `Changes.attachments` names an owner: a draft's id, or "kind:server id"."""
    return owner if isinstance(owner, str) else f"{owner.kind}:{owner.server_id}"


def attach(
    store: Store,
    owner: Owner,
    paths: Sequence[Path],
    *,
    pictures_only: bool,
    after_picture: AfterPicture | None = None,
) -> Outcome[Attached]:
    """Attach each of `paths` to `owner`: a picture (by name) as an image, decoded whole;
    anything else as a file, unless `pictures_only`. One refused leaves the others."""
    added: list[Attachment] = []
    refused: list[Refused] = []
    linked: list[Linked] = []
    for path in paths:
        try:
            attachment = _attach_one(store, owner, path, pictures_only=pictures_only)
        except StoreStateError as error:  # the file's refusal, or the draft gone meanwhile
            refused.append(Refused(path.name, error.notice))
            continue
        added.append(attachment)
        target = link_target(path)
        if target is not None:
            linked.append(Linked(path.name, target))
        if after_picture is not None and attachment.role is AttachmentRole.IMAGE:
            after_picture(attachment)
    value = Attached(tuple(added), tuple(refused), tuple(linked))
    return Outcome(value, _changed(store, owner) if added else Changes())


def _attach_one(store: Store, owner: Owner, path: Path, *, pictures_only: bool) -> Attachment:
    if not is_photo(path):
        if pictures_only:
            raise RefusedFileError(path, Notice(NOT_A_PICTURE, {"name": path.name}))
        return store.attachments.attach_file(owner, path, AttachmentRole.FILE)

    def decodes_whole(copy: Path) -> None:
        # The picture's decoder, with Pillow (and so without Qt) only when a picture comes.
        from app.imaging.whole import whole_picture_problem

        problem = whole_picture_problem(copy)
        if problem is not None:
            raise RefusedFileError(path, Notice(problem, {"name": path.name}))

    return store.attachments.attach_file(owner, path, AttachmentRole.IMAGE, verify=decodes_whole)


def replace(
    store: Store,
    attachment_id: str,
    path: Path,
    *,
    after_picture: AfterPicture | None = None,
) -> Outcome[Attached]:
    """Put the file at `path` in the place of an attachment (one that cannot be sent, say):
    the new one attached to the same record first, and only then the old one removed."""
    old = store.attachments.get(attachment_id)
    owner: Owner = old.draft_id if old.draft_id is not None else _record_of(old)
    pictures_only = not _takes_files(old.kind)
    outcome = attach(store, owner, [path], pictures_only=pictures_only, after_picture=after_picture)
    if outcome.value.added:
        store.attachments.request_removal(attachment_id)
    return outcome


def remove(store: Store, attachment_id: str) -> Outcome[Attachment | None]:
    """The user removes an attachment: gone when it was never sent, else its delete queued."""
    old = store.attachments.get(attachment_id)
    left = store.attachments.request_removal(attachment_id)
    return Outcome(left, _changed(store, _owner_of(old)))


def remove_from_server(
    store: Store, record: ServerRecord, role: AttachmentRole, server_id: str, name: str
) -> Outcome[Attachment]:
    """Queue the delete of a picture or file the record has on the server."""
    queued = store.attachments.request_server_removal(record, role, server_id, name)
    return Outcome(queued, _changed(store, record))


def keep(store: Store, attachment_id: str) -> Outcome[Attachment | None]:
    """The user keeps what was to be removed at the next sync: its queued delete dropped."""
    old = store.attachments.get(attachment_id)
    kept = store.attachments.cancel_removal(attachment_id)
    return Outcome(kept, _changed(store, _owner_of(old)))


def _takes_files(kind: RecordKind) -> bool:
    return kind is RecordKind.PRODUCT


def _record_of(attachment: Attachment) -> ServerRecord:
    record = attachment.record
    assert record is not None, "an attachment belongs to a draft or a server record"
    return record


def _owner_of(attachment: Attachment) -> Owner:
    return attachment.draft_id if attachment.draft_id is not None else _record_of(attachment)


def _changed(store: Store, owner: Owner) -> Changes:
    """The owner's attachments changed, and what waits to be sent (an upload, a delete)."""
    kind = store.drafts.get(owner).kind if isinstance(owner, str) else owner.kind
    return Changes(kinds=frozenset([kind]), attachments=frozenset([owner_key(owner)]), outbox=True)
