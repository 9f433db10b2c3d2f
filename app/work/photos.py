"""The photo inbox's work for the window: pictures read and grouped for the store in front
(`read_inbox`, changing nothing), and what the user chose attached as one operation
(`attach_photos`, the one entry point of *Toevoegen*: it returns the `Changes`, so the tabs
redraw, and can be made one undoable step as a whole).

Both are blocking: the window runs them on a worker thread.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app import paths
from app.api.notices import Notice
from app.photos.grouping import DEFAULT_PAUSE
from app.photos.grouping import Group
from app.photos.grouping import Target
from app.photos.grouping import Unassigned
from app.photos.headless import other_stores
from app.photos.inbox import MAX_PICTURES
from app.photos.inbox import PICTURE_SUFFIXES
from app.photos.inbox import Attached
from app.photos.inbox import InboxPlan
from app.photos.inbox import LabelFinder
from app.photos.inbox import Progress
from app.photos.inbox import TooManyPicturesError
from app.photos.inbox import attach_plan
from app.photos.inbox import pictures_in
from app.photos.inbox import plan_inbox
from app.photos.inbox import read_pictures
from app.photos.pictures import PictureReading
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.store import Store
from app.work import undo
from app.work.changes import Changes
from app.work.changes import Outcome


def pictures_of(dropped: Sequence[Path]) -> list[Path]:
    """The pictures of what the user chose or dropped: a folder's (and its folders'), and the
    files named like pictures (their content is checked on reading); each once.
    `FolderUnreadableError`, `TooManyPicturesError` (beyond one read's limit)."""
    found: dict[Path, None] = {}
    for path in dropped:
        if path.is_dir() and not path.is_symlink():
            found.update(dict.fromkeys(pictures_in(path)))
        elif path.suffix.lower() in PICTURE_SUFFIXES:
            found[path] = None
        if len(found) > MAX_PICTURES:
            raise TooManyPicturesError(path)
    return list(found)


def read_inbox(
    store: Store,
    dropped: Sequence[Path],
    *,
    pause: dt.timedelta = DEFAULT_PAUSE,
    progress: Progress | None = None,
    stop: threading.Event | None = None,
) -> InboxPlan:
    """The pictures of `dropped` read (on the reading threads), grouped and matched to the
    records of `store`, the other environments' labels left aside; nothing is changed. After
    `stop` the pictures read so far are grouped (`InboxPlan.stopped`)."""
    found = pictures_of(dropped)
    stop = stop or threading.Event()
    # A link in a folder is followed only into what was dropped (a file dropped is chosen).
    within = list(dropped)
    reading = store.jobs.run(
        lambda: read_pictures(found, progress=progress, stop=stop, within=within), stop
    )
    with other_stores(paths.data_dir(), store) as others:
        return plan_inbox(
            reading.pictures,
            LabelFinder(store, others),
            store.photo_matches,
            pause=pause,
            stopped=reading.stopped,
        )


def target_of_record(
    store: Store, *, draft_id: str | None = None, server_id: int | str | None = None
) -> Target | Notice:
    """The record of a row of the list (a draft, or a server product) as the inbox's
    target: found by its reference as its label would be, so the same rules hold (a draft
    handed over to a colleague names none; the notice says why)."""
    from app.inventory.labels import draft_reference
    from app.inventory.labels import record_reference

    if server_id is not None:
        reference = record_reference(store, str(server_id))
    elif draft_id is not None:
        reference = draft_reference(draft_id)
    else:
        return Notice("photo.label_unknown", {"code": ""})
    return LabelFinder(store)(reference)


@dataclass(frozen=True)
class PhotoBatch:
    """Pictures the user sends to one record: `target` (None: a new product, made of them,
    named `name`)."""

    target: Target | None
    pictures: tuple[PictureReading, ...]
    name: str = ""


def attach_photos(store: Store, batches: Sequence[PhotoBatch]) -> Outcome[Attached]:
    """Attach each batch's pictures to its record, as attaching does (a server record's as a
    server-image change, sent with the next sync); a batch without a record first becomes a
    product draft. A picture a record here holds already, or one twice in `batches`, is not
    attached again (`Attached.failed`, with the reason): the same card read twice, or added
    twice, attaches nothing twice."""
    # One step of the undo journal, kept open while the pictures are copied (minutes for a
    # card: no transaction holds the store meanwhile). A server record's pictures are a
    # server-image change of their own, not part of the step (sent like any other change).
    drafts = [b.target.owner for b in batches if b.target and isinstance(b.target.owner, str)]
    seq = store.undo.files_before(undo.ADD_PHOTOS, RecordKind.PRODUCT, drafts)
    made: list[str] = []
    try:
        attached = _attach(store, batches, made)
    except BaseException:
        store.undo.files_after(seq, drafts, made, 0)  # what was attached, undoable still
        raise
    stepped = store.undo.files_after(seq, drafts, made, len(attached.by_record) or len(made))
    outcome = _changes(attached, made)
    return Outcome(attached, outcome | Changes(undo=True) if stepped else outcome)


def _attach(store: Store, batches: Sequence[PhotoBatch], made: list[str]) -> Attached:
    held = store.photo_matches.holders(p.sha256 for b in batches for p in b.pictures)
    seen: set[str] = set()
    skipped: list[Unassigned] = []
    plan = InboxPlan()
    for batch in batches:
        kept = []
        for picture in batch.pictures:
            if picture.sha256 in held or picture.sha256 in seen:
                again = Notice("photo.already_attached", {"name": picture.path.name})
                skipped.append(Unassigned(picture, again))
            else:
                seen.add(picture.sha256)
                kept.append(picture)
        if not kept:
            continue
        target = batch.target
        if target is None:
            content: dict[str, Any] = {"itemDetails": {"name": batch.name}} if batch.name else {}
            draft = store.drafts.create_draft(RecordKind.PRODUCT, content)
            made.append(draft.id)
            target = Target(draft.id, batch.name, "", store.environment_name or "local")
        plan.groups.append(Group(target, None, kept))
    attached = attach_plan(store, plan)
    attached.failed[:0] = skipped
    return attached


def _changes(attached: Attached, made: list[str]) -> Changes:
    """The products whose pictures changed (their rows show a count), the new drafts among
    them joining the list, and the outbox: a server record's pictures wait to be sent."""
    owners = [target.owner for target in attached.by_record]
    drafts = frozenset(o for o in owners if isinstance(o, str)) | frozenset(made)
    server_ids = frozenset(o.server_id for o in owners if isinstance(o, ServerRecord))
    if not drafts and not server_ids:
        return Changes()
    return Changes(
        kinds=frozenset({RecordKind.PRODUCT}),
        drafts=drafts,
        listed=bool(made),
        server_ids=server_ids,
        attachments=attached.owner_keys,
        outbox=True,
    )
