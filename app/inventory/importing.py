"""Writing a planned import: all its rows as drafts of one batch in one transaction, photos
copied in; and undoing a batch while none of its drafts has been sent.

All or nothing: a plan with a row to write that has problems is refused before anything is
written (`ImportRefusedError`; a mapping with a column mapped twice never became a plan).
Photos are copied into the attachments folder (each copy checked against its source's
size) before the transaction; if the copying or the transaction fails, every copy made is
removed again. The mapping used is remembered, by its header set and column by column
(a header may repeat), in the same transaction.

Photos from a folder, for each row (`match_photos`, which the preview shows too):
- by the photo column's names: several a cell, separated by `;` or `,`; a name matches a
  file case-insensitively, with its extension or without one (`Deur 4` finds `deur 4.JPG`);
  a name no file matches is reported as missing;
- else by the row's name: a file whose stem is the name, or the name followed by a number
  (`Deur 4.jpg`, `Deur 4 (2).jpg`, `deur-4_1.jpg`: case, spaces, `-` and `_` are alike).
  A file whose stem is exactly one row's name is that row's only, never another row's by
  number (`Deur 4.jpg` is not the fourth photo of `Deur`).
Only image files directly in the folder count.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import logging
import os
import re
import stat
from collections.abc import Iterable
from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field
from functools import partial
from pathlib import Path
from typing import NotRequired
from typing import TypedDict

from app.api.notices import Notice
from app.collector import collector_paused
from app.inventory.columns import header_key
from app.inventory.columns import importable_columns
from app.inventory.columns import normalise_header
from app.inventory.columns import propose_mapping
from app.inventory.form_check import nest
from app.inventory.plan import ImportPlan
from app.inventory.plan import PlannedRow
from app.store.attachments import StoredCopy
from app.store.errors import SourceFileUnreadable
from app.store.errors import StoreError
from app.store.imports import BatchRecord
from app.store.imports import BatchStanding
from app.store.imports import ImportedRow
from app.store.imports import RememberedColumn
from app.store.kinds import RecordKind
from app.store.kinds import new_id
from app.store.store import Store

log = logging.getLogger(__name__)

PHOTO_SUFFIXES = frozenset(
    {".jpg", ".jpeg", ".png", ".webp", ".heic", ".heif", ".tif", ".tiff", ".bmp", ".gif"}
)
_NAME_PATH = "itemDetails.name"  # a leaf's wire path


class ImportRefusedError(Exception):
    """The plan cannot be written as it is; `notice` says why (codes `inventory.*`)."""

    def __init__(self, notice: Notice) -> None:
        super().__init__(notice.code)
        self.notice = notice


class ImportedBeforeError(ImportRefusedError):
    """A file of this very content was imported here before (`batch`), under any name: the
    user is asked first, and imports it once more with `again` (`--again`)."""

    def __init__(self, batch: BatchRecord) -> None:
        at = batch.imported_at.astimezone().strftime("%d-%m-%Y %H:%M")
        said = {"name": batch.file_name, "at": at, "count": batch.row_count}
        super().__init__(Notice("inventory.imported_before", said))
        self.batch = batch


def content_hash(path: Path) -> str | None:
    """The sha256 of the file's bytes, by which an import knows a file it took in before
    whatever its name; None for what is no regular file (nothing to recognise it by).
    Read in chunks: no more of it in memory than one."""
    digest = hashlib.sha256()
    # Without blocking: a FIFO opened to read waits for a writer (for ever, if none comes).
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as reader:
            if not stat.S_ISREG(os.fstat(reader.fileno()).st_mode):
                return None
            while chunk := reader.read(1024 * 1024):
                digest.update(chunk)
    except OSError as error:
        raise SourceFileUnreadable(path, error.strerror or str(error)) from error
    return digest.hexdigest()


def imported_before(store: Store, content_sha256: str | None) -> ImportedBeforeError | None:
    """Why to ask before importing a file of this content: its earlier import; else None."""
    if content_sha256 is None:
        return None
    batch = store.imports.imported_before(content_sha256)
    return None if batch is None else ImportedBeforeError(batch)


@dataclass(frozen=True)
class ImportResult:
    batch_id: str
    drafts: int
    queued: bool
    photos: int
    missing_photos: tuple[tuple[int, str], ...]  # (row number, name) of photos not found
    skipped: int


@dataclass(frozen=True)
class ImportBatch:
    id: str
    file_name: str
    imported_at: dt.datetime
    drafts: int  # its drafts still here, each removed by an undo
    edited: int = 0  # of those, changed by the user after the import (ask before undoing)
    sheet: str = ""
    note: str = ""  # the sheet's title block, kept with the import

    @property
    def label(self) -> str:
        """The file's name, and the note when there is one: how the import is named."""
        return f"{self.file_name} – {self.note}" if self.note else self.file_name


@dataclass(frozen=True)
class PhotoMatches:
    """Which photos each row gets (by the row's number in the file), and which names the
    photo column gave that no file has."""

    by_row: dict[int, tuple[Path, ...]] = field(default_factory=dict)
    missing: tuple[tuple[int, str], ...] = ()

    @property
    def count(self) -> int:
        return sum(len(paths) for paths in self.by_row.values())


def _plain(text: str) -> str:
    """A name as matched: case-folded, runs of spaces, `-` and `_` as one space."""
    return re.sub(r"[\s_\-]+", " ", text).strip().casefold()


_NUMBERED = re.compile(r"(.*?)(?: \(\d+\)| \d+)$")


def _row_name(row: PlannedRow) -> str:
    # From the leaves: the row's content is made by the writer, not for a name.
    node = row.leaves.get(_NAME_PATH)
    return _plain(node) if isinstance(node, str) else ""


def _named(row: PlannedRow) -> list[str]:
    return [n.strip() for cell in row.photos for n in re.split(r"[;,]", cell) if n.strip()]


def match_photos(plan: ImportPlan, photos_dir: Path | None) -> PhotoMatches:
    """The photos of every row to write, by the rules in the module's text."""
    rows = plan.to_write()
    if photos_dir is None:
        return PhotoMatches()
    try:
        files = sorted(
            (entry for entry in photos_dir.iterdir() if entry.suffix.lower() in PHOTO_SUFFIXES),
            key=lambda p: p.name.casefold(),
        )
    except OSError as error:
        raise ImportRefusedError(
            Notice("inventory.photos_unreadable", {"name": photos_dir.name})
        ) from error
    files = [f for f in files if f.is_file()]
    by_name = {f.name.casefold(): f for f in files}
    by_stem: dict[str, list[Path]] = {}
    for f in files:
        by_stem.setdefault(f.stem.casefold(), []).append(f)
    exact: dict[str, list[Path]] = {}  # by the plain stem
    numbered: dict[str, list[Path]] = {}  # by the plain stem without its number
    for f in files:
        stem = _plain(f.stem)
        exact.setdefault(stem, []).append(f)
        if (found := _NUMBERED.fullmatch(stem)) is not None:
            numbered.setdefault(found.group(1), []).append(f)
    row_names = {_row_name(row) for row in rows}
    found_rows: dict[int, tuple[Path, ...]] = {}
    missing: list[tuple[int, str]] = []
    for row in rows:
        names = _named(row)
        paths: list[Path] = []
        if names:
            for name in names:
                hits = [by_name[key]] if (key := name.casefold()) in by_name else by_stem.get(key)
                if hits:
                    paths.extend(hits)
                else:
                    missing.append((row.number, name))
        elif name := _row_name(row):
            paths = [*exact.get(name, [])] + [
                f for f in numbered.get(name, []) if _plain(f.stem) not in row_names
            ]
        if paths:
            found_rows[row.number] = tuple(dict.fromkeys(paths))
    return PhotoMatches(found_rows, tuple(missing))


def first_mapping(
    store: Store, header: Sequence[str], known: Iterable[str] | None = None
) -> dict[int, str]:
    """The mapping remembered for this set of headers, column by column (a repeated header
    keeps each column's own field), its columns left unmapped left so; a column it does not
    place (its field no longer among `known`, the importable columns by default) as
    proposed from the headers, unless its field is taken. Nothing remembered: the proposal."""
    proposed = dict(propose_mapping(header))
    remembered = store.imports.remembered_columns(header_key(header))
    if not remembered:
        return proposed
    fields = set(known) if known is not None else {c.key for c in importable_columns()}
    mapping: dict[int, str] = {}
    placed: set[int] = set()
    for index, name, key in remembered:
        # The header key pins the normalised headers: a mismatch is a stale row, skipped.
        if index < len(header) and normalise_header(header[index]) == normalise_header(name):
            if key in fields:
                mapping[index] = key
                placed.add(index)
            elif not key:
                placed.add(index)  # left unmapped on purpose
    taken = set(mapping.values())
    for index, key in proposed.items():
        if index not in placed and key not in taken:
            mapping[index] = key
            taken.add(key)
    return dict(sorted(mapping.items()))


def remembered_columns(header: Sequence[str], mapping: dict[int, str]) -> list[RememberedColumn]:
    """`mapping` as the store remembers it: every column by position, mapped or not. The
    header as written (compared normalised): `remembered_mapping` gives it back by text."""
    return [RememberedColumn(i, text or "", mapping.get(i, "")) for i, text in enumerate(header)]


def check_plan(plan: ImportPlan) -> None:
    """Refuse (`ImportRefusedError`) a plan that cannot be written as it is."""
    rows = plan.to_write()
    if not rows:
        raise ImportRefusedError(Notice("inventory.nothing_to_import"))
    if plan.common:
        raise ImportRefusedError(Notice("inventory.all_rows_problems", {"count": len(plan.common)}))
    problems = [row for row in rows if not row.valid]
    if problems:
        raise ImportRefusedError(
            Notice(
                "inventory.rows_with_problems",
                {"count": len(problems), "row": problems[0].number},
            )
        )


class WriteImportOptions(TypedDict):
    """What an import is asked besides its plan (`write_import`'s keywords), for whoever passes
    them on (`app.work.imports.import_inventory`)."""

    file_name: str
    photos_dir: NotRequired[Path | None]
    queue: NotRequired[bool]
    note: NotRequired[str]
    content_sha256: NotRequired[str | None]
    again: NotRequired[bool]


@collector_paused()
def write_import(
    store: Store,
    plan: ImportPlan,
    *,
    file_name: str,
    photos_dir: Path | None = None,
    queue: bool = False,
    note: str = "",
    content_sha256: str | None = None,
    again: bool = False,
) -> ImportResult:
    """All rows not skipped as drafts, or nothing (`ImportRefusedError` when one has problems;
    `ImportedBeforeError` when a file of `content_sha256` was imported before, unless `again`)."""
    check_plan(plan)
    if not again and (earlier := imported_before(store, content_sha256)) is not None:
        raise earlier
    photos = match_photos(plan, photos_dir)
    copies: list[StoredCopy] = []
    batch_id = new_id()
    try:
        rows = [
            ImportedRow(
                # Made by the writer's chunk thread, while SQLite writes the chunks before.
                partial(nest, row.leaves),
                row.number,
                [(p.name, _copy(store, p, copies)) for p in photos.by_row.get(row.number, ())],
                row.leaves or None,
            )
            for row in plan.to_write()
        ]
        header = plan.sheet.header
        batch = store.imports.add_batch(
            rows,
            file_name=file_name,
            sheet=plan.sheet.name,
            header_key=header_key(header),
            mapping=remembered_columns(header, plan.mapping),
            queued=queue,
            batch_id=batch_id,
            note=note,
            content_sha256=content_sha256,
        )
    except BaseException:
        # An interrupt (Ctrl+C) can land after the commit: the copies are the batch's then.
        if not _committed(store, batch_id):
            for copy in copies:
                (store.attachments_dir / copy.stored_name).unlink(missing_ok=True)
        raise
    # One step to undo (Edit ▸ Undo), written once the batch is in: a large sheet is
    # written in chunks of its own.
    _record(store, batch.id)
    return ImportResult(
        batch.id, len(rows), queue, len(copies), photos.missing, len(plan.rows) - len(rows)
    )


def _record(store: Store, batch_id: str) -> None:
    from app.store.undo import IMPORT

    try:
        store.undo.record_made(IMPORT, RecordKind.PRODUCT, store.undo.batch_drafts(batch_id))
    except StoreError as exc:  # the import stands; only its step is missing
        log.warning("the import's undo step was not written: %s", exc)


def _committed(store: Store, batch_id: str) -> bool:
    """Whether the batch is in the store; when that cannot be told, taken as so: an orphan
    file is harmless, a photo's row without its file is not."""
    try:
        return store.imports.standing(batch_id) is not None
    except StoreError:
        return True


def _copy(store: Store, source: Path, copies: list[StoredCopy]) -> StoredCopy:
    """A verified copy of `source` in the attachments folder, listed in `copies` at once."""
    try:
        reader = source.open("rb")
    except OSError as error:
        raise SourceFileUnreadable(source, error.strerror or str(error)) from error
    with reader:
        size = os.fstat(reader.fileno()).st_size
        copy = store.attachments.copy_stream(reader, source.name, source=source)
    copies.append(copy)
    if copy.size != size:
        raise SourceFileUnreadable(source, "it changed while it was copied")
    return copy


def _batch(standing: BatchStanding) -> ImportBatch:
    b = standing.batch
    return ImportBatch(
        b.id, b.file_name, b.imported_at, standing.drafts, standing.edited, b.sheet, b.note
    )


def latest_import(store: Store) -> ImportBatch | None:
    """The latest import that still has drafts here (an undo, Edit ▸ Undo, takes them away:
    one step of the undo journal, as any action); None when there is none."""
    standing = store.imports.latest()
    return None if standing is None else _batch(standing)


def imported_notices(result: ImportResult, name: str) -> Iterable[Notice]:
    """What the user is told after an import of the file `name`."""
    code = "inventory.imported_queued" if result.queued else "inventory.imported"
    yield Notice(code, {"name": name, "count": result.drafts, "photos": result.photos})
    if result.skipped:
        yield Notice("inventory.skipped", {"count": result.skipped})
    if result.missing_photos:
        yield Notice(
            "inventory.photos_missing",
            {
                "count": len(result.missing_photos),
                "names": ", ".join(n for _, n in result.missing_photos),
            },
        )
