"""Spreadsheet imports in the store: each import is a batch of drafts written in one
transaction, undone as one step while none of its drafts has left this computer; and the
column mapping chosen for a set of headers, remembered for the next file like it.

A draft has left when it is being sent or was sent (a server id, a send attempt, state
`syncing` or `synced`), was handed over, or one of its photos was uploaded: removing it
then would lose the only local trace of a record the service (or a colleague) holds.
A draft edited after the import is still removed by an undo; the batch counts those so
the window can ask first. Photo files are removed after the commit (as `drafts` does): a
crash in between leaves an orphan file, never a row without its file.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime as dt
import functools
import operator
import queue
import sqlite3
import sys
from collections.abc import Callable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from typing import NamedTuple

import orjson

from app.store import history
from app.store import listing
from app.store.attachments import StoredCopy
from app.store.bound_values import insert_values
from app.store.database import Database
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import from_db_time
from app.store.kinds import load_json
from app.store.kinds import new_id
from app.store.kinds import row_reader
from app.store.kinds import to_db_time
from app.store.kinds import utc_now


class ImportedRow(NamedTuple):
    """One row to write: its draft's content and its photos, already copied in. (A named
    tuple: made ten times faster than a frozen dataclass, 10,000 an import.)"""

    # Or how to make it: then made as its chunk is, while the writer writes the ones before.
    content: Mapping[str, Any] | Callable[[], Mapping[str, Any]]
    row_number: int
    photos: Sequence[tuple[str, StoredCopy]] = ()  # (the file's own name, its copy)
    # The content's leaves by dotted path, when the caller has them (an import's plan):
    # its listing row is read from them (`listing.leaves_reader`).
    leaves: Mapping[str, Any] | None = None


@dataclass(frozen=True, slots=True)
class BatchRecord:
    id: str
    file_name: str
    sheet: str
    header_key: str
    imported_at: dt.datetime
    row_count: int
    photo_count: int
    queued: bool
    note: str = ""  # the sheet's title block, or what the user wrote instead
    content_sha256: str | None = None  # of the file imported (None: imported before it was kept)


_batch = row_reader(BatchRecord, imported_at=from_db_time, queued=bool)


@dataclass(frozen=True, slots=True)
class BatchStanding:
    """A batch as it stands now: its drafts still here, how many of them the user edited
    since the import, and how many have left (sent, or handed over)."""

    batch: BatchRecord
    drafts: int
    edited: int
    left: int


# The states of a draft that has not left (and has never been tried: no server id, no
# send attempt). Needs-attention is a refused create: the service stored nothing.
_STAYED = (DraftState.DRAFT, DraftState.QUEUED, DraftState.NEEDS_ATTENTION)
_LEFT = (
    "(d.state NOT IN (SELECT value FROM json_each(?1)) OR d.server_id IS NOT NULL"
    " OR d.send_attempted_at IS NOT NULL OR EXISTS (SELECT 1 FROM attachments AS a"
    " WHERE a.draft_id = d.id AND (a.upload_state != 'pending' OR a.server_id IS NOT NULL"
    " OR a.upload_attempted_at IS NOT NULL)))"
)
# Edited: its content saved again, or a photo added since (the import's own photos are
# stamped no later than the batch's `imported_at`): an undo removes those photos too.
_STANDING = (
    "SELECT count(*) AS drafts, coalesce(sum(d.revision > l.revision OR EXISTS (SELECT 1"
    " FROM attachments AS a WHERE a.draft_id = d.id AND a.created_at > b.imported_at)), 0)"
    f" AS edited, coalesce(sum({_LEFT}), 0) AS left FROM import_batch_drafts AS l"
    " JOIN drafts AS d ON d.id = l.draft_id JOIN import_batches AS b ON b.id = l.batch_id"
    " WHERE l.batch_id = ?2"
)


class RememberedColumn(NamedTuple):
    """A column of a remembered mapping: by its position, its header as it was written (the
    caller compares it normalised), and its key ("" when the column was left unmapped)."""

    position: int
    header: str
    key: str


# A mapping as remembered: by position (a header may occur twice: "Eenheid" of the quantity,
# "Eenheid" of the dimensions), or by header text as before (still read, never recalled).
StoredMapping = Sequence[RememberedColumn] | Mapping[str, str]


class ImportStore:
    def __init__(self, database: Database, attachments_dir: Path) -> None:
        self._db = database
        self._attachments_dir = attachments_dir

    def _stored(self, header_key: str) -> object:
        row = self._db.query_one(
            "SELECT mapping FROM import_mappings WHERE header_key = ?", (header_key,)
        )
        return None if row is None else load_json(row[0])

    def remembered_columns(self, header_key: str) -> list[RememberedColumn] | None:
        """The mapping last used for this set of headers, column by column; None when there
        is none, or only one remembered by header text (ambiguous where a header repeats)."""
        stored = self._stored(header_key)
        if not isinstance(stored, list):
            return None
        return [
            RememberedColumn(item[0], item[1], item[2])
            for item in stored
            if isinstance(item, list)
            and len(item) == 3
            and isinstance(item[0], int)
            and isinstance(item[1], str)
            and isinstance(item[2], str)
        ]

    def remembered_mapping(self, header_key: str) -> dict[str, str] | None:
        """The mapping last used for this set of headers as {header text: column key} (the
        first column of a repeated header); `remembered_columns` tells them apart."""
        stored = self._stored(header_key)
        if isinstance(stored, dict):
            return {str(k): str(v) for k, v in stored.items() if isinstance(v, str)}
        columns = self.remembered_columns(header_key)
        if columns is None:
            return None
        found: dict[str, str] = {}
        for column in columns:
            if column.key:
                found.setdefault(column.header, column.key)
        return found

    def remember_mapping(self, header_key: str, mapping: StoredMapping) -> None:
        """Keep `mapping` for this set of headers (joins a transaction under way)."""
        kept = dict(mapping) if isinstance(mapping, Mapping) else [list(c) for c in mapping]
        with self._db.transaction() as conn:
            conn.execute(
                "INSERT INTO import_mappings (header_key, mapping, used_at) VALUES (?, ?, ?)"
                " ON CONFLICT (header_key) DO UPDATE SET mapping = excluded.mapping,"
                " used_at = excluded.used_at",
                (header_key, dump_json(kept), to_db_time(utc_now())),
            )

    def add_batch(
        self,
        rows: Sequence[ImportedRow],
        *,
        file_name: str,
        sheet: str,
        header_key: str,
        mapping: StoredMapping,
        queued: bool = False,
        batch_id: str | None = None,
        note: str = "",
        content_sha256: str | None = None,
    ) -> BatchRecord:
        """Every row as a product draft of one new batch, its photos recorded, the mapping
        remembered: one transaction. The photo copies are the caller's until it commits;
        with its own `batch_id` the caller can tell whether it did (`standing`) when this
        was interrupted.

        Two threads: this one turns rows into JSON (Python), a writer puts each chunk in
        with a few statements that read the JSON in SQLite, which lets go of the
        interpreter while a statement runs, so the two overlap."""
        started = utc_now()
        state = (DraftState.QUEUED if queued else DraftState.DRAFT).value
        ids: list[str] = []  # made chunk by chunk (the writer reads them all at the end)
        chunks: queue.SimpleQueue[_Chunk | None] = queue.SimpleQueue()
        photo_times = _times(started, sum(len(row.photos) for row in rows))
        # Stamped after every draft and photo it writes (each a microsecond apart from
        # `started`): a photo created later is the user's (`_STANDING`).
        imported_at = started + dt.timedelta(microseconds=max(len(rows), len(photo_times)))
        batch = _Batch(
            batch_id or new_id(),
            file_name,
            sheet,
            header_key,
            to_db_time(imported_at),
            state,
            note,
            content_sha256,
        )
        write = functools.partial(self._write_batch, batch, rows, ids, chunks, mapping, photo_times)
        if self._db.held_here():  # inside a transaction of this thread's: join it, here
            _make_chunks(chunks, rows, ids, started)
            return _batch(write())
        with _writer_prompt(), ThreadPoolExecutor(1, thread_name_prefix="import") as writer:
            written = writer.submit(write)
            _make_chunks(chunks, rows, ids, started)
            return _batch(written.result())

    def _write_batch(
        self,
        batch: _Batch,
        rows: Sequence[ImportedRow],
        ids: list[str],
        chunks: queue.SimpleQueue[_Chunk | None],
        mapping: StoredMapping,
        photo_times: list[str],
    ) -> sqlite3.Row:
        photos = len(photo_times)
        with self._db.bulk_writes(), self._db.transaction() as conn:
            record: sqlite3.Row = conn.execute(
                "INSERT INTO import_batches (id, file_name, sheet, header_key, imported_at,"
                " row_count, photo_count, queued, note, content_sha256)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *",
                (
                    *batch[:5],
                    len(rows),
                    photos,
                    int(batch.state == DraftState.QUEUED),
                    batch.note,
                    batch.content_sha256,
                ),
            ).fetchone()
            # Listing keys in one run from here: the full-text rows are copied by range.
            first = int(conn.execute("SELECT coalesce(max(key), 0) + 1 FROM listing").fetchone()[0])
            while (chunk := chunks.get()) is not None:
                if not chunk.size:
                    break
                _insert_chunk(conn, batch, first, chunk)
            else:
                raise _AbandonedError
            conn.execute(history.IMPORTED_FROM_BATCH, (batch.id, batch.file_name, batch.sheet))
            conn.executemany(
                "INSERT INTO attachments (id, draft_id, record_kind, role, file_name,"
                " stored_name, size, sha256, mime_type, created_at, updated_at)"
                " VALUES (?, ?, 'product', 'image', ?, ?, ?, ?, ?, ?, ?)",
                (
                    (new_id(), i, name, *dataclasses.astuple(copy), at, at)
                    for (i, name, copy), at in zip(
                        (
                            (i, name, copy)
                            for i, row in zip(ids, rows, strict=True)
                            for name, copy in row.photos
                        ),
                        photo_times,
                        strict=True,
                    )
                ),
            )
            self.remember_mapping(batch.header_key, mapping)
        return record

    def imported_before(self, content_sha256: str) -> BatchRecord | None:
        """The latest import of a file with this content (under any name) that is still
        here; an import undone (its drafts gone, the batch kept for a redo) is forgotten
        with its drafts."""
        row = self._db.query_one(
            "SELECT * FROM import_batches AS b WHERE content_sha256 = ? AND EXISTS"
            " (SELECT 1 FROM import_batch_drafts AS l WHERE l.batch_id = b.id)"
            " ORDER BY imported_at DESC, rowid DESC LIMIT 1",
            (content_sha256,),
        )
        return None if row is None else _batch(row)

    def standing(self, batch_id: str) -> BatchStanding | None:
        row = self._db.query_one("SELECT * FROM import_batches WHERE id = ?", (batch_id,))
        if row is None:
            return None
        return self._standing(_batch(row))

    def latest(self) -> BatchStanding | None:
        """The latest batch that still has drafts here (whether it can be undone or not)."""
        row = self._db.query_one(
            "SELECT * FROM import_batches AS b WHERE EXISTS (SELECT 1 FROM"
            " import_batch_drafts AS l WHERE l.batch_id = b.id)"
            " ORDER BY imported_at DESC, rowid DESC LIMIT 1"
        )
        return None if row is None else self._standing(_batch(row))

    def _standing(self, batch: BatchRecord) -> BatchStanding:
        found = self._db.query_one(_STANDING, (dump_json(list(_STAYED)), batch.id))
        assert found is not None  # an aggregate always gives a row
        return BatchStanding(batch, int(found[0]), int(found[1]), int(found[2]))


@contextlib.contextmanager
def _writer_prompt() -> Iterator[None]:
    """The interpreter handed over within 0.2 ms instead of five while a batch is
    written: after each statement the writer waits for it while this thread turns rows
    into JSON (a tenth of the import's time at five). Process-wide, so put back after."""
    interval = sys.getswitchinterval()
    sys.setswitchinterval(min(interval, 0.0002))  # 1 ms: 0.21 s, 0.2 ms: 0.20 s
    try:
        yield
    finally:
        sys.setswitchinterval(interval)


def _times(start: dt.datetime, count: int) -> list[str]:
    """`count` timestamps a microsecond apart: rows listed by time keep the file's order.
    Within a second only the microseconds change: written as digits, not dates."""
    times: list[str] = []
    while len(times) < count:
        moment = start + dt.timedelta(microseconds=len(times))
        prefix, first = to_db_time(moment)[:-7], moment.microsecond  # "....ss." and "123456Z"
        run = range(first, first + min(count - len(times), 1_000_000 - first))
        times.extend([f"{prefix}{us:06d}Z" for us in run])
    return times


_CHUNK = 2_000  # rows a statement at most: each costs the writer a wait for the interpreter


def _make_chunks(
    chunks: queue.SimpleQueue[_Chunk | None],
    rows: Sequence[ImportedRow],
    ids: list[str],
    started: dt.datetime,
) -> None:
    try:
        at = 0
        for size in _chunk_sizes(len(rows)):
            chunks.put(_chunk(at, size, rows, ids, started))
            at += size
    except BaseException:
        chunks.put(None)  # without the end mark: the writer rolls back
        raise
    chunks.put(_Chunk(len(rows), 0, [], [], []))  # the end


def _chunk_sizes(count: int) -> Iterator[int]:
    """Chunks growing from a small one: the writer starts early and waits less often."""
    size = min(_CHUNK, 250)
    while count > 0:
        yield min(size, count)
        count -= size
        size = min(2 * size, _CHUNK)


class _Batch(NamedTuple):
    id: str
    file_name: str
    sheet: str
    header_key: str
    imported_at: str
    state: str
    note: str = ""
    content_sha256: str | None = None


class _Chunk(NamedTuple):
    """Rows `at` .. `at + size`, each table's values row after row: for the drafts id,
    content as JSON text, time; for the links id, row number; for the listing id, the
    listing's columns..., time (`_listing()[1]` values)."""

    at: int
    size: int
    drafts: list[Any]
    links: list[Any]
    listed: list[Any]


class _AbandonedError(Exception):
    """The caller stopped before the last chunk: the transaction is rolled back."""


def _chunk(
    at: int, size: int, rows: Sequence[ImportedRow], ids: list[str], started: dt.datetime
) -> _Chunk:
    part = range(at, at + size)
    # Random ids handed out in order: each index of them takes a chunk's in one sweep.
    ids.extend(sorted(new_id() for _ in part))
    # A microsecond apart in the file's order: the outbox sends the oldest first.
    times = dict(zip(part, _times(started + dt.timedelta(microseconds=at), size), strict=True))
    drafts: list[Any] = []
    links: list[Any] = []
    listed: list[Any] = []
    for i in part:
        row, at_time = rows[i], times[i]
        content = row.content() if callable(row.content) else row.content
        drafts += (ids[i], _content_json(content), at_time)
        links += (ids[i], int(row.row_number))
        # A draft's "updated" is when it was last written, not a field of the form.
        listed += (ids[i], *_listed(content, row.leaves), at_time)
    return _Chunk(at, len(part), drafts, links, listed)


def _content_json(content: Mapping[str, Any]) -> str:
    """The content as compact JSON, by orjson (an eighth of `dump_json`'s time; the same
    JSON, not always the same text: 1e+20 is 1e20). orjson writes a number JSON cannot
    hold as null, where `dump_json` refuses it; a content has no nulls of its own (they
    are pruned), so a text with one goes to `dump_json`, which refuses what has to be
    refused (or finds a "null" in a text after all)."""
    try:
        text = orjson.dumps(content)
    except TypeError:  # what orjson does not take (an int past 64 bits, a Mapping)
        return dump_json(dict(content))
    return dump_json(dict(content)) if b"null" in text else text.decode()


def _listed(content: Mapping[str, Any], leaves: Mapping[str, Any] | None) -> tuple[Any, ...]:
    """The values of a row's listing columns (`_listing`'s, but the time)."""
    if leaves is None:
        return _listing()[0](listing.extract(RecordKind.PRODUCT, content))  # type: ignore[no-any-return]
    return listing.leaves_reader(RecordKind.PRODUCT)(leaves)


# Each table's rows as one VALUES list of bound values, a statement for a chunk: SQLite lets
# go of the interpreter while it runs (a statement a row would wait for it at each row), and
# reads nothing out of JSON (a json_extract per column and row was half the listing's time).
_DRAFTS = (
    "INSERT INTO drafts (id, kind, state, content, created_at, updated_at)",
    "column1, 'product', ?1, column2, column3, column3",
    3,
)
_LINKS = (
    "INSERT INTO import_batch_drafts (draft_id, batch_id, row_number, revision)",
    "column1, ?1, column2, 1",
    2,
)


@functools.cache
def _listing() -> tuple[Callable[[listing.ListingFields], Any], tuple[str, str, int]]:
    """The columns a product's listing row is written with (the others keep the table's
    defaults, which are the listing's): how to read them, and the insert of a chunk's
    (`insert_values`: its parameters the first row's key and the drafts' state)."""
    columns = listing.filled_columns(RecordKind.PRODUCT)
    width = len(columns) + 1  # the draft's id, the columns ("updated_at": the draft's time)
    picked = ", ".join(f"column{n}" for n in range(3, width + 2))
    return operator.attrgetter(*columns[:-1]), (
        f"INSERT INTO listing (key, kind, source, draft_id, draft_state, {', '.join(columns)})",
        f"?1 + column1, 'product', 'draft', column2, ?2, {picked}",
        width,
    )


_FTS_NAMES = ", ".join(listing.FTS_COLUMNS)
_FTS_FROM_LISTING = (
    f"INSERT INTO listing_fts (rowid, {_FTS_NAMES}) SELECT key, {_FTS_NAMES} FROM listing"
    " WHERE key BETWEEN ? AND ?"
)


def _insert_chunk(conn: sqlite3.Connection, batch: _Batch, first: int, chunk: _Chunk) -> None:
    """The chunk's drafts, their links to the batch and their listing rows: what
    `listing.upsert_draft_row` writes for each (a test compares), without its three
    statements a row. New drafts have no server id: nothing to shadow."""
    insert_values(conn, _DRAFTS, chunk.drafts, (batch.state,))
    insert_values(conn, _LINKS, chunk.links, (batch.id,))
    key = first + chunk.at
    insert_values(conn, _listing()[1], chunk.listed, (key, batch.state), numbered=True)
    # The full-text rows from the listing's: the texts never travel from Python again.
    conn.execute(_FTS_FROM_LISTING, (key, key + chunk.size - 1))
