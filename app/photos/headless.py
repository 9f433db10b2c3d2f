"""`reuse-desk photos FOLDER`: a card's pictures matched to their records without a window.

It prints each group (the record's title, reference and environment; the label picture
marked), the pictures left unassigned with their reasons and those attached already, then
attaches the groups' pictures (not with `--dry-run`) as attaching does, the label pictures
only with `--label-pictures`. The records of the service get theirs as server-image
changes, sent by the next sync. With `--inventory FILE`, the pictures an imported
inventory's photo column names go to the drafts its rows became. Exit codes
(`app.exit_codes`): 0 every picture assigned and attached (or, with --dry-run, it could be);
1 some left unassigned (the others attached) or not attached; 2 the folder, the inventory or
the environment named cannot be used; 3 the data folder's store cannot be opened or
written. Like the other commands, this layer loads no Qt: whoever starts it hands in
`open_store` (the environment's store, chosen above this layer) and `describe`, which words a
notice.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime as dt
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import TextIO

from app import paths
from app.api.notices import Notice
from app.api.notices import printable
from app.exit_codes import ExitCode
from app.inventory.headless import Describe
from app.inventory.headless import OpenStore
from app.inventory.headless import opened_store
from app.inventory.sheets import UnreadableInventoryError
from app.photos.grouping import DEFAULT_PAUSE
from app.photos.grouping import Group
from app.photos.inbox import FolderUnreadableError
from app.photos.inbox import InboxPlan
from app.photos.inbox import LabelFinder
from app.photos.inbox import TooManyPicturesError
from app.photos.inbox import attach_plan
from app.photos.inbox import pictures_in
from app.photos.inbox import plan_inbox
from app.photos.inbox import read_pictures
from app.photos.inventory import inventory_codes
from app.photos.inventory import named_by_inventory
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.errors import StoreError
from app.store.store import Store


@dataclass(frozen=True)
class PhotoOptions:
    folder: Path
    dry_run: bool = False
    pause: dt.timedelta = DEFAULT_PAUSE
    label_pictures: bool = False  # attach the label pictures too
    inventory: Path | None = None  # an imported inventory whose photo column names pictures
    sheet: str | None = None  # its sheet (the first when None)

    @classmethod
    def from_args(cls, args: argparse.Namespace) -> PhotoOptions:
        """The options of the command line's `photos` (app/cli.py)."""
        pause = DEFAULT_PAUSE if args.pause is None else dt.timedelta(minutes=args.pause)
        return cls(
            args.folder,
            args.dry_run,
            pause,
            args.label_pictures,
            args.inventory,
            args.sheet,
        )


@contextlib.contextmanager
def other_stores(data_dir: Path, front: Store) -> Iterator[list[Store]]:
    """The stores of every other environment this data folder has (and the local store, while
    no environment adopted it), open while the block runs: their labels are not the front's."""
    registry = EnvironmentRegistry(data_dir)
    keys: list[str | None] = [
        place.key
        for place in registry.places()
        if place.key != front.environment_key and registry.has_store(place.folder)
    ]
    unadopted = registry.key_of_folder(ROOT_FOLDER) is None and registry.has_store(ROOT_FOLDER)
    if front.environment_key is not None and unadopted:
        keys.append(None)
    with contextlib.ExitStack() as stack:
        # One that cannot be opened raises: without it no label in front is beyond doubt.
        yield [stack.enter_context(registry.open_store(key)) for key in keys]


def group_lines(plan: InboxPlan, describe: Describe) -> list[str]:
    """Each group as the command prints it: its record, then its pictures (the label marked)."""
    lines = []
    for number, group in enumerate(plan.groups, 1):
        target = group.target
        title = target.title or describe(Notice("photos.command.no_name"))
        named = {"number": number, "title": title, "reference": target.reference}
        named["environment"] = target.environment
        lines.append(describe(Notice("photos.command.group", named)))
        lines += [f"  {name}" for name in _picture_names(group, describe)]
    return lines


def _picture_names(group: Group, describe: Describe) -> list[str]:
    names = []
    if group.label is not None:
        label = {"name": group.label.path.name}
        names.append(describe(Notice("photos.command.label_picture", label)))
    return names + [printable(picture.path.name) for picture in group.pictures]


def run_photos(
    options: PhotoOptions, *, open_store: OpenStore, describe: Describe, out: TextIO, err: TextIO
) -> ExitCode:
    """Read, group and match `options.folder` for the store `open_store` gives, and attach
    unless a dry run; the exit code."""
    try:
        found = pictures_in(options.folder)
    except (FolderUnreadableError, TooManyPicturesError) as error:
        print(describe(error.notice), file=err)
        return ExitCode.NOT_USABLE
    store = opened_store(open_store, describe, err)
    if isinstance(store, ExitCode):
        return store
    with store:
        try:
            with other_stores(paths.data_dir(), store) as others:
                return _run(store, others, found, options, describe, out, err)
        except StoreError as error:
            print(describe(error.notice), file=err)
            return ExitCode.DATA_FOLDER


def _run(
    store: Store,
    others: list[Store],
    found: list[Path],
    options: PhotoOptions,
    describe: Describe,
    out: TextIO,
    err: TextIO,
) -> ExitCode:
    codes: dict[str, set[str]] = {}
    if options.inventory is not None:
        try:
            codes = inventory_codes(store, options.inventory, options.sheet)
        except UnreadableInventoryError as error:
            print(describe(error.notice), file=err)
            return ExitCode.NOT_USABLE
    if store.environment_name:
        where = {"count": len(found), "environment": store.environment_name}
        print(describe(Notice("photos.command.reading", where)), file=err)
    else:
        print(describe(Notice("photos.command.reading_local", {"count": len(found)})), file=err)
    step = max(1, len(found) // 10)

    def progress(done: int, total: int) -> None:
        if done % step == 0 or done == total:
            read = {"done": done, "total": total}
            print(f"  {describe(Notice('photos.command.read', read))}", file=err)

    reading = read_pictures(found, progress=progress, within=[options.folder])
    plan = plan_inbox(
        named_by_inventory(reading.pictures, codes),
        LabelFinder(store, others),
        store.photo_matches,
        pause=options.pause,
    )
    lines = group_lines(plan, describe)
    if plan.unassigned:
        lines.append(describe(Notice("photos.command.unassigned")))
        lines += [
            f"  {printable(u.picture.path.name)}: {describe(u.reason)}" for u in plan.unassigned
        ]
    if plan.duplicates:
        lines.append(describe(Notice("photos.command.not_again")))
        lines += [
            f"  {printable(d.picture.path.name)}: {describe(d.reason)}" for d in plan.duplicates
        ]
    print("\n".join(lines), file=out)
    pictures = sum(1 for _ in plan.to_attach(labels=options.label_pictures))
    records = len({group.target for group in plan.groups})
    if options.dry_run:
        counted = {"pictures": pictures, "records": records, "unassigned": len(plan.unassigned)}
        print(describe(Notice("photos.command.dry_run", counted)), file=out)
        return ExitCode.LEFT_FOR_YOU if plan.unassigned else ExitCode.DONE
    attached = attach_plan(store, plan, labels=options.label_pictures)
    for failed in attached.failed:
        print(f"  {printable(failed.picture.path.name)}: {describe(failed.reason)}", file=err)
    done = {
        "pictures": attached.count,
        "records": len(attached.by_record),
        "unassigned": len(plan.unassigned),
    }
    print(describe(Notice("photos.command.attached", done)), file=out)
    return ExitCode.LEFT_FOR_YOU if plan.unassigned or attached.failed else ExitCode.DONE
