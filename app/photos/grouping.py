"""Pictures ordered by time, grouped by the labels photographed with them.

Each picture that shows a label starts a group with the pictures after it, until the next
label or a pause longer than the limit (`DEFAULT_PAUSE`, the user may set another). What
may be wrong is never guessed at: a picture that shows a label that cannot be used (unknown,
another environment's, two different labels), that could not be read whole, or in which a
QR code was seen but not read, may be a label for another record, so the pictures after it
are left unassigned too, until the next usable label. Every picture left unassigned carries
its reason (a `Notice`). A file name holding a reference counts as a label in that picture,
and that picture is attached (it shows the item, not its label).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from typing import Final

from app.api.notices import Notice
from app.photos import DEFAULT_PAUSE_MINUTES
from app.photos.pictures import PictureReading
from app.store.attachments import Owner

DEFAULT_PAUSE: Final = dt.timedelta(minutes=DEFAULT_PAUSE_MINUTES)


@dataclass(frozen=True)
class Target:
    """The record a label names, in the store in front: where its pictures are attached
    (`owner`: a draft made here, or a server record, whose pictures go as a server-image
    change), and how it is shown."""

    owner: Owner
    title: str
    reference: str
    environment: str


Resolution = Target | Notice
"""What a label code names: a record, or why it names none that may be used."""


@dataclass
class Group:
    """A label and the pictures taken after it (the label picture is not among `pictures`:
    it is attached only when the user asks; one whose name held the reference is)."""

    target: Target
    label: PictureReading | None
    pictures: list[PictureReading] = field(default_factory=list)


@dataclass(frozen=True)
class Unassigned:
    picture: PictureReading
    reason: Notice


@dataclass
class Grouped:
    groups: list[Group] = field(default_factory=list)
    unassigned: list[Unassigned] = field(default_factory=list)


def in_time_order(pictures: Iterable[PictureReading]) -> list[PictureReading]:
    """By capture time; pictures of one instant by their names (a camera numbers them)."""
    return sorted(pictures, key=lambda p: (p.taken_at, p.path.name.casefold(), str(p.path)))


def _label_of(
    picture: PictureReading, resolve: Callable[[str], Resolution]
) -> tuple[Target | None, Notice | None]:
    """The record a picture's labels name; or why the picture stops the group before it
    (None, None: it shows no label)."""
    if picture.problem is not None:
        return None, picture.problem
    if not picture.labels:
        if picture.unread_code:
            return None, Notice("photo.code_unreadable", {"name": picture.path.name})
        return None, None
    resolved = [(code, resolve(code)) for code in picture.labels]
    refused = [r for _, r in resolved if isinstance(r, Notice)]
    targets = list(dict.fromkeys(r for _, r in resolved if isinstance(r, Target)))
    if len(targets) > 1 or (targets and refused):
        codes = ", ".join(code for code, _ in resolved)
        return None, Notice("photo.two_labels", {"name": picture.path.name, "codes": codes})
    if refused:
        return None, refused[0]
    return targets[0], None


def group_pictures(
    pictures: Sequence[PictureReading],
    resolve: Callable[[str], Resolution],
    pause: dt.timedelta = DEFAULT_PAUSE,
) -> Grouped:
    """Group `pictures` (any order) by the module's rules; `resolve` names a code's record."""
    grouped = Grouped()
    current: Group | None = None
    stopped_by = Notice("photo.no_label")  # why a plain picture has no group
    before: PictureReading | None = None
    for picture in in_time_order(pictures):
        gap = None if before is None else picture.taken_at - before.taken_at
        before = picture
        target, refusal = _label_of(picture, resolve)
        if target is not None:
            # A picture whose code was only in its name shows the item: it is attached.
            shown = bool(picture.codes)
            current = Group(target, picture if shown else None, [] if shown else [picture])
            grouped.groups.append(current)
            continue
        if refusal is not None:
            grouped.unassigned.append(Unassigned(picture, refusal))
            current = None
            stopped_by = Notice("photo.after_unusable", {"label": picture.path.name})
            continue
        if gap is not None and gap > pause:
            current = None
            stopped_by = Notice(
                "photo.after_pause",
                {"minutes": int(gap.total_seconds() // 60), "limit": _minutes(pause)},
            )
        if current is None:
            grouped.unassigned.append(Unassigned(picture, stopped_by))
        else:
            current.pictures.append(picture)
    return grouped


def _minutes(pause: dt.timedelta) -> int | float:
    minutes = pause.total_seconds() / 60
    return int(minutes) if minutes == int(minutes) else round(minutes, 1)


def resolved_once(resolve: Callable[[str], Resolution]) -> Callable[[str], Resolution]:
    """`resolve` asked once per code (a card shows each label a few times)."""
    known: dict[str, Resolution] = {}

    def cached(code: str) -> Resolution:
        if code not in known:
            known[code] = resolve(code)
        return known[code]

    return cached


def targets_by_code(resolutions: Mapping[str, Resolution]) -> Callable[[str], Resolution]:
    """A `resolve` over resolutions made beforehand (tests, a window's preview)."""
    return lambda code: resolutions.get(code) or Notice("photo.label_unknown", {"code": code})
