"""The photo inbox's work: a folder's pictures read on worker threads (with progress and a
stop), grouped by their labels, matched to the records of the store in front, and attached.

Nothing is attached to a record the label does not name beyond doubt (`LabelFinder`): a
label that another environment's store knows too, or only another's, or none, leaves its
pictures unassigned with the reason. A picture whose content a record here has already (a
card read twice, a picture copied twice onto it) is attached nothing twice. Attaching is
what attaching does everywhere (`AttachmentStore.attach_file`: the original copied into the
data folder; the sync sends it upright, 2048 px at most, without EXIF and location): a
draft made here takes it, a record of the service takes it as a server-image change, sent
with the next sync.
"""

from __future__ import annotations

import datetime as dt
import functools
import os
import threading
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Sequence
from concurrent.futures import FIRST_COMPLETED
from concurrent.futures import Future
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import wait
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Final

from app.api import bounds
from app.api.notices import Notice
from app.inventory.labels import draft_reference
from app.inventory.labels import find_by_scan
from app.inventory.labels import record_reference
from app.photos.grouping import DEFAULT_PAUSE
from app.photos.grouping import Group
from app.photos.grouping import Resolution
from app.photos.grouping import Target
from app.photos.grouping import Unassigned
from app.photos.grouping import group_pictures
from app.photos.grouping import resolved_once
from app.photos.pictures import PictureReading
from app.photos.pictures import read_picture
from app.store.attachments import AttachmentRole
from app.store.errors import StoreError
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.photo_matches import PhotoMatches
from app.store.store import Store

# The pictures one read takes at most: a day's card holds a few hundred.
MAX_PICTURES: Final = bounds.INBOX_MAX_PICTURES
# What the inbox offers as a picture, by name (its content is checked on reading): the
# photos attaching accepts, and the HEIC of phones, refused with a reason where unreadable.
PICTURE_SUFFIXES: Final = frozenset(
    {".jpg", ".jpeg", ".jfif", ".png", ".webp", ".bmp", ".gif", ".tif", ".tiff", ".heic", ".heif"}
)

Progress = Callable[[int, int], None]
"""Called with (pictures read, pictures in all) from the reading threads."""


class TooManyPicturesError(Exception):
    def __init__(self, folder: Path) -> None:
        super().__init__(folder.name)
        self.notice = Notice("photo.too_many", {"name": folder.name, "limit": MAX_PICTURES})


class FolderUnreadableError(Exception):
    def __init__(self, folder: Path, reason: str) -> None:
        super().__init__(folder.name)
        self.notice = Notice("photo.folder_unreadable", {"name": folder.name, "reason": reason})


def pictures_in(folder: Path) -> list[Path]:
    """The pictures in `folder` and its folders (a camera card keeps them in DCIM/100XXXXX),
    by name; folders reached by a link are not entered (no loop ever)."""
    found: list[Path] = []

    def walk(directory: Path, top: bool) -> None:
        try:
            entries = list(os.scandir(directory))
        except OSError as error:
            if top:
                raise FolderUnreadableError(folder, error.strerror or str(error)) from error
            return  # a folder of the card that cannot be read: the others still are
        for entry in sorted(entries, key=lambda e: e.name):
            if entry.name.startswith("."):
                continue  # the system's own (.Trashes, ._IMG_0001.JPG of macOS)
            if entry.is_dir(follow_symlinks=False):
                walk(Path(entry.path), False)
            elif Path(entry.name).suffix.lower() in PICTURE_SUFFIXES:
                found.append(Path(entry.path))
                if len(found) > MAX_PICTURES:
                    raise TooManyPicturesError(folder)

    walk(folder, True)
    return found


@dataclass
class Reading:
    pictures: list[PictureReading]
    stopped: bool = False  # the stop came before every picture was read


def read_pictures(
    paths: Sequence[Path],
    *,
    progress: Progress | None = None,
    stop: threading.Event | None = None,
    workers: int | None = None,
    within: Sequence[Path] = (),
) -> Reading:
    """Every picture of `paths` read on worker threads (one a core: decoding and the QR
    reader let go of the interpreter), in the order given; blocking: the caller's own thread
    only waits. After `stop` is set no picture is begun; those read are returned. With
    `within`, the folders (or files) the user chose: a link is followed only into them."""
    inside = tuple(Path(os.path.realpath(place)) for place in within)
    reader = functools.partial(read_picture, within=inside) if inside else read_picture
    stop = stop or threading.Event()
    total = len(paths)
    results: dict[int, PictureReading] = {}
    workers = workers or max(1, min(os.cpu_count() or 2, 8))
    with ThreadPoolExecutor(workers, thread_name_prefix="photo-inbox") as pool:
        pending: dict[Future[PictureReading], int] = {}
        queue: Iterator[int] = iter(range(total))

        def submit() -> None:
            # A few pictures ahead of the workers: a stop leaves little to finish.
            while len(pending) < workers * 2 and not stop.is_set():
                index = next(queue, None)
                if index is None:
                    return
                pending[pool.submit(reader, paths[index])] = index

        submit()
        while pending:
            done, _ = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                results[pending.pop(future)] = future.result()
            if progress is not None:
                progress(len(results), total)
            submit()
    read = [results[i] for i in sorted(results)]
    return Reading(read, stopped=len(read) < total)


class LabelFinder:
    """What a label code names in the store in front (`front`), asked of the other
    environments' stores too (`others`): a code that one of them knows is not taken for a
    record in front, where the same id or page may be another record."""

    def __init__(self, front: Store, others: Sequence[Store] = ()) -> None:
        self.front = front
        self.others = others

    def __call__(self, code: str) -> Resolution:
        elsewhere = next((o for o in self.others if find_by_scan(o, code) is not None), None)
        row = find_by_scan(self.front, code)
        if row is None and elsewhere is not None:
            name = _environment(elsewhere)
            return Notice("photo.label_other_environment", {"code": code, "environment": name})
        if row is None:
            return Notice("photo.label_unknown", {"code": code})
        if elsewhere is not None:
            return Notice(
                "photo.label_two_environments",
                {"code": code, "environment": _environment(elsewhere)},
            )
        if row.server_id is not None:
            owner: str | ServerRecord = ServerRecord(RecordKind.PRODUCT, row.server_id)
            reference = record_reference(self.front, row.server_id)
        elif row.draft_id is not None and row.draft_state is not DraftState.HANDED_OVER:
            owner, reference = row.draft_id, draft_reference(row.draft_id)
        else:  # handed over to a colleague, whose computer sends it
            return Notice("store.draft_handed_over")
        return Target(owner, row.title, reference, _environment(self.front))


def _environment(store: Store) -> str:
    return store.environment_name or "local"


@dataclass(frozen=True)
class Duplicate:
    """A picture a record has already (or that came twice in this read): not attached."""

    picture: PictureReading
    reason: Notice


@dataclass
class InboxPlan:
    """What the inbox would do: groups to attach, pictures left unassigned (with reasons),
    pictures already attached. `stopped`: the reading was stopped before its end."""

    groups: list[Group] = field(default_factory=list)
    unassigned: list[Unassigned] = field(default_factory=list)
    duplicates: list[Duplicate] = field(default_factory=list)
    pause: dt.timedelta = DEFAULT_PAUSE
    stopped: bool = False

    def to_attach(self, *, labels: bool = False) -> Iterator[tuple[Target, PictureReading]]:
        """Each picture to attach with its record; the label pictures too, when `labels`."""
        for group in self.groups:
            if labels and group.label is not None and not self._is_duplicate(group.label):
                yield group.target, group.label
            for picture in group.pictures:
                yield group.target, picture

    def _is_duplicate(self, picture: PictureReading) -> bool:
        return any(d.picture is picture for d in self.duplicates)


def plan_inbox(
    pictures: Sequence[PictureReading],
    resolve: Callable[[str], Resolution],
    holders: PhotoMatches,
    *,
    pause: dt.timedelta = DEFAULT_PAUSE,
    stopped: bool = False,
) -> InboxPlan:
    """The groups of `pictures` matched by `resolve`, without the pictures a record here
    has already (`holders`) or that came twice."""
    grouped = group_pictures(pictures, resolved_once(resolve), pause)
    held = holders.holders(p.sha256 for group in grouped.groups for p in _all(group))
    plan = InboxPlan(unassigned=grouped.unassigned, pause=pause, stopped=stopped)
    seen: dict[str, PictureReading] = {}
    for group in grouped.groups:
        kept: list[PictureReading] = []
        for picture in _all(group):
            if picture.sha256 in held:
                plan.duplicates.append(
                    Duplicate(
                        picture, Notice("photo.already_attached", {"name": picture.path.name})
                    )
                )
            elif (first := seen.get(picture.sha256)) is not None:
                plan.duplicates.append(
                    Duplicate(
                        picture,
                        Notice(
                            "photo.same_picture",
                            {"name": picture.path.name, "first": first.path.name},
                        ),
                    )
                )
            else:
                seen[picture.sha256] = picture
                if picture is not group.label:
                    kept.append(picture)
        group.pictures = kept
        plan.groups.append(group)
    return plan


def _all(group: Group) -> Iterable[PictureReading]:
    if group.label is not None:
        yield group.label
    yield from group.pictures


@dataclass
class Attached:
    """What attaching did: how many each record got, and the pictures refused (why)."""

    by_record: dict[Target, int] = field(default_factory=dict)
    failed: list[Unassigned] = field(default_factory=list)

    @property
    def count(self) -> int:
        return sum(self.by_record.values())

    @property
    def owner_keys(self) -> frozenset[str]:
        """The records whose pictures changed, as `app.work.changes.Changes.attachments`
        names them (a draft's id, or "kind:server id"), for the window's operation."""
        return frozenset(
            t.owner if isinstance(t.owner, str) else f"{t.owner.kind}:{t.owner.server_id}"
            for t in self.by_record
        )


def attach_plan(
    store: Store,
    plan: InboxPlan,
    *,
    labels: bool = False,
    progress: Progress | None = None,
) -> Attached:
    """Attach the plan's pictures (blocking: a worker's call). A picture whose content changed
    since it was read is taken off again: what was shown is what is attached."""
    attached = Attached()
    work = list(plan.to_attach(labels=labels))
    for done, (target, picture) in enumerate(work, 1):
        try:
            attachment = store.attachments.attach_file(
                target.owner, picture.path, AttachmentRole.IMAGE
            )
        except StoreError as error:
            attached.failed.append(Unassigned(picture, error.notice))
        else:
            if attachment.sha256 != picture.sha256:
                store.attachments.request_removal(attachment.id)
                attached.failed.append(
                    Unassigned(picture, Notice("photo.changed", {"name": picture.path.name}))
                )
            else:
                attached.by_record[target] = attached.by_record.get(target, 0) + 1
        if progress is not None:
            progress(done, len(work))
    return attached
