"""The offline cache of the server's lists (products, projects, subscriptions).

Items are kept as the JSON the server sent, keyed by kind and server id, with the
listing columns pulled out for search (see `listing`). A refresh replaces a whole
list but writes only what changed: each item's JSON text is hashed, so refreshing
100,000 unchanged products touches no row and no full-text index entry.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import functools
import hashlib
import json
import logging
import re
import sqlite3
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.api import ids
from app.api.bounds import MAX_ID_TEXT
from app.api.bounds import MAX_PAGES
from app.api.subscriptions import SESSION_ONLY_FIELDS
from app.store import history
from app.store import listing
from app.store import listing_batch
from app.store.database import Database
from app.store.errors import StoreError
from app.store.history import Action
from app.store.history import RecordKey
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import from_db_time
from app.store.kinds import load_json
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

log = logging.getLogger(__name__)

# Items per write transaction of a refresh, so that the UI's autosave slips in
# between two transactions: new items (about 0.1 ms each), and changed or removed
# ones, which also take their old text out of the full-text index (about 1 ms).
CHUNK = 600
CHANGE_CHUNK = 40
# SQLite's default merging of the full-text index, restored after a refresh.
FTS_AUTOMERGE = 4
# A refresh that finds fewer listing rows than this (a first load) drops the sort orders'
# indexes (`listing.SORT_INDEXES`) and builds them after its last row (a second or so for
# 100,000 rows, where kept up row by row they cost several); with more it keeps them.
DEFER_INDEXES_BELOW = 20_000
# Rows per query when reading the cached hashes: each page is its own short
# hold of the store's lock.
READ_PAGE = 5_000


# An item as written: server id, JSON text, its hash, public flag, listing columns.
_Row = tuple[str, str, str, int | None, listing.ListingFields]


@dataclass(frozen=True, slots=True)
class RefreshSummary:
    added: int
    changed: int
    removed: int
    unchanged: int


@functools.cache
def _to_json() -> Callable[[Any], bytes]:
    """Items as compact JSON, as they are stored and hashed: pydantic's compiled serializer,
    three times as fast as `json.dumps` (a second of every refresh of 100,000 products).
    Loaded with the first refresh: the window's first paint opens the store without it."""
    from pydantic_core import to_json

    return to_json


# A service on this computer (the embedded sandbox) listens on a new port at each start, and
# its items name their images by that address: a new port is no new version of an item.
_LOOPBACK_ORIGIN = re.compile(r"https?://(?:127\.0\.0\.1|localhost|\[::1\])(?::\d+)?")


def _same_but_addresses(
    conn: sqlite3.Connection, kind: RecordKind, rows: Sequence[_Row]
) -> set[str]:
    """The server ids of `rows` whose stored item differs from the new one only in a
    loopback service's address: they keep when they were received (the Products table's
    "Changed" stays as it was across a restart of the sandbox)."""
    new = {sid: text for sid, text, *_ in rows if _LOOPBACK_ORIGIN.search(text)}
    if not new:
        return set()
    old = conn.execute(
        "SELECT server_id, data FROM server_items WHERE kind = ?"
        " AND server_id IN (SELECT value FROM json_each(?))",
        (kind.value, json.dumps(list(new))),
    ).fetchall()
    return {
        sid
        for sid, text in old
        if _LOOPBACK_ORIGIN.sub("", text) == _LOOPBACK_ORIGIN.sub("", new[sid])
    }


def _server_id(item: Mapping[str, Any], kind: RecordKind) -> str | None:
    """The id an item is cached under; None for one no record of its kind can have (0, -5,
    10^30, "abc" for a product: an edit of it would be sent to a record that is not it)."""
    value = item.get("id")
    if kind is RecordKind.SUBSCRIPTION:  # named by the service, as text
        # Exact types: parsed JSON holds no subclasses, and a bool is no id.
        return value if type(value) is str and 0 < len(value) <= MAX_ID_TEXT else None
    return ids.server_id(value)


# What a refresh knows of a cached item, its hash and public flag, in one string: a string
# is not tracked by the cyclic collector, a tuple is (until a collection finds it holds only
# strings and numbers). The list is read with the collector paused (`app.collector`), so a
# tuple an item stayed tracked: at 100,000 products the first collection after the load
# walked 100,000 of them at once, the interpreter lock held (the window stalled 50 ms).
def _known_entry(digest: str, flag: int | None) -> str:
    return f"{digest} {'-' if flag is None else flag}"


def _entry_digest(entry: str) -> str:
    return entry.rpartition(" ")[0]


def _entry_flag(entry: str) -> int | None:
    flag = entry.rpartition(" ")[2]
    return None if flag == "-" else int(flag)


@contextlib.contextmanager
def cache_of_open_store(path: str | Path) -> Iterator[ServerCache]:
    """The offline cache of the store file at `path`, which a process of the program has
    open (and migrated): for another of its processes (`app.sync.list_child`). Never
    migrated, never moved aside as corrupt here; that is the opener's."""

    def never(conn: sqlite3.Connection) -> None:
        raise StoreError("the store is at another version than the program opened")

    database = Database.open(path, migrate=never, recover_corrupt=False)
    try:
        yield ServerCache(database)
    finally:
        database.close()


class ServerCache:
    def __init__(self, database: Database) -> None:
        self._db = database
        # A subscription's signing secret, by server id: held for this session only (see
        # `SESSION_ONLY_FIELDS`); `server_item` gives it back with the stored rest.
        self._held: dict[tuple[RecordKind, str], dict[str, Any]] = {}

    def _stored_part(self, kind: RecordKind, item: Mapping[str, Any]) -> Mapping[str, Any]:
        """`item` without the fields never written to the store, which are held instead."""
        if kind is not RecordKind.SUBSCRIPTION or not any(f in item for f in SESSION_ONLY_FIELDS):
            return item
        sid = _server_id(item, kind)
        held = {f: item[f] for f in SESSION_ONLY_FIELDS if item.get(f) is not None}
        if sid is not None and held:
            self._held[(kind, sid)] = held
        return {k: v for k, v in item.items() if k not in SESSION_ONLY_FIELDS}

    def replace_server_list(
        self,
        kind: RecordKind | str,
        items: Iterable[Mapping[str, Any]],
        refreshed_at: dt.datetime | None = None,
        *,
        public_ids: Iterable[str | int] | None = None,
    ) -> RefreshSummary:
        """Make the cached list of `kind` exactly `items` (a complete server list).

        `public_ids`: the ids `GET /products?public=1` lists (the others are then not
        public); without it each item keeps its flag. For a worker thread: small write
        transactions that step aside for other threads, so an autosave never waits long
        behind 100,000 products. Readers may see a half-refreshed list.
        """
        with self.refresh(kind, refreshed_at, public_ids=public_ids) as refresh:
            refresh.add(items)
            return refresh.finish()

    def refresh(
        self,
        kind: RecordKind | str,
        refreshed_at: dt.datetime | None = None,
        *,
        public_ids: Iterable[str | int] | None = None,
    ) -> ListRefresh:
        """A refresh of the list of `kind` that arrives page by page (see `ListRefresh`)."""
        return ListRefresh(self, RecordKind(kind), refreshed_at, public_ids)

    def _known(self, kind: RecordKind) -> dict[str, str]:
        """Hash and public flag of every cached item of `kind`, a page per hold of the lock.

        A writer between pages is harmless: the refresh writes by server id, and new
        items' listing rows replace any that appeared meanwhile.
        """
        known: dict[str, str] = {}
        after = 0
        while True:
            # One text per row, split after the lock is released: strings are not
            # tracked by the garbage collector, so no collection (a third of a
            # second with 100,000 parsed items alive) can start inside the lock.
            rows = self._db.column(
                "SELECT rowid || ' ' || data_hash || ' ' || coalesce(public, '-')"
                " || ' ' || server_id FROM server_items"
                " WHERE rowid > ? AND +kind = ? ORDER BY rowid LIMIT ?",
                (after, kind.value, READ_PAGE),
            )
            for row in rows:
                _, digest, public, sid = row.split(" ", 3)
                known[sid] = _known_entry(digest, None if public == "-" else int(public))
            if len(rows) < READ_PAGE:
                return known
            self._db.yield_lock()
            after = int(rows[-1].split(" ", 1)[0])

    def _remove(self, kind: RecordKind, ids: list[str]) -> None:
        with self._db.transaction() as conn:
            conn.executemany(
                "DELETE FROM server_items WHERE kind = ? AND server_id = ?",
                ((kind.value, sid) for sid in ids),
            )
            listing.delete_server_rows(conn, kind, ids)
            if len(ids) == 1:  # one item gone (a refresh reshadows the whole kind after)
                listing.reshadow_record(conn, kind, ids[0])

    def _write(
        self,
        kind: RecordKind,
        rows: list[tuple[str, str, str, int | None, listing.ListingFields]],
        moment: str,
        *,
        is_new: bool,
        seen: bool = False,
    ) -> None:
        """`seen`: changed rows of a refresh, whose changes go into the records' history."""
        # New rows (a first load's): one statement over them as JSON (`listing.json_rows`).
        as_json = (
            listing.json_rows(
                [(sid, text, digest, public) for sid, text, digest, public, _ in rows]
            )
            if is_new
            else None
        )
        with self._db.transaction() as conn:
            kept = set() if is_new else _same_but_addresses(conn, kind, rows)
            if seen and not is_new:  # not those only the sandbox's new port changed
                changed = [r for r in rows if r[0] not in kept]
                _record_seen_changes(conn, kind, changed, moment)
            if as_json is not None:
                conn.execute(
                    "INSERT INTO server_items (kind, fetched_at, server_id, data, data_hash,"
                    f" public) SELECT ?1, ?2, {listing.json_columns(4)} WHERE true"
                    " ON CONFLICT (kind, server_id) DO UPDATE SET data = excluded.data,"
                    " data_hash = excluded.data_hash, fetched_at = excluded.fetched_at,"
                    " public = excluded.public",
                    (kind.value, moment, as_json),
                )
            else:
                conn.executemany(
                    "INSERT INTO server_items (kind, server_id, data, data_hash, fetched_at,"
                    " public) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (kind, server_id) DO UPDATE"
                    " SET data = excluded.data, data_hash = excluded.data_hash,"
                    " fetched_at = CASE WHEN ? THEN fetched_at ELSE excluded.fetched_at END,"
                    " public = excluded.public",
                    (
                        (kind.value, sid, text, digest, moment, public, sid in kept)
                        for sid, text, digest, public, _ in rows
                    ),
                )
            if is_new:
                # Another writer (the sync engine) may have added one of these since
                # the list was compared: replace rather than duplicate its row.
                listing.delete_server_rows(conn, kind, [sid for sid, *_ in rows])
                listing.insert_server_rows(
                    conn, kind, ((r[0], r[4]) for r in rows), received=moment
                )
            else:
                # A row whose item kept its time reads it back (`received` None: looked up).
                listing.update_server_rows(
                    conn, kind, ((r[0], r[4]) for r in rows), received=None if kept else moment
                )

    def put_server_item(self, kind: RecordKind | str, item: Mapping[str, Any]) -> None:
        """Keep one item as read just now (`GET .../{id}`), its public flag unchanged."""
        kind = RecordKind(kind)
        sid = _server_id(item, kind)
        if sid is None:
            raise ValueError(f"a cached {kind} needs an id")
        item = self._stored_part(kind, item)
        text = _to_json()(item).decode()
        digest = hashlib.blake2b(text.encode(), digest_size=16).hexdigest()
        row = self._db.query_one(
            "SELECT public FROM server_items WHERE kind = ? AND server_id = ?", (kind.value, sid)
        )
        public = None if row is None else row[0]
        entry = (sid, text, digest, public, listing.extract(kind, dict(item), sid))
        self._write(kind, [entry], to_db_time(utc_now()), is_new=row is None)
        if row is None:
            with self._db.transaction() as conn:
                listing.reshadow_record(conn, kind, sid)

    def remove_server_item(self, kind: RecordKind | str, server_id: str | int) -> None:
        self._remove(RecordKind(kind), [str(server_id)])

    def server_item(self, kind: RecordKind | str, server_id: str | int) -> dict[str, Any] | None:
        row = self._db.query_one(
            "SELECT data FROM server_items WHERE kind = ? AND server_id = ?",
            (RecordKind(kind).value, str(server_id)),
        )
        if row is None:
            return None
        return {**load_json(row[0]), **self._held.get((RecordKind(kind), str(server_id)), {})}

    def server_ids(self, kind: RecordKind | str) -> set[str]:
        sql = "SELECT server_id FROM server_items WHERE kind = ?"
        return set(self._db.column(sql, (RecordKind(kind).value,)))


@dataclass(frozen=True, slots=True)
class ReadSoFar:
    """Where a refresh of a list stands, for another refresh of the same store to go on
    with it (`ListRefresh.take_over`): the items read so far, the public ids if known, the
    size of its pages, and whether the sort indexes wait for the end (a first load)."""

    moment: str  # when the read began, as stored
    seen: tuple[str, ...]
    public: tuple[str, ...] | None
    per_page: int | None
    indexes_deferred: bool | None


class ListRefresh:
    """A refresh of one server list as it arrives, page after page.

    `add` stores each batch at once (new and changed items), so the rows already read are
    in the listing and searchable while the rest is on its way; `finish` takes out what the
    list no longer holds. Left without `finish` (the read failed), what was stored stays
    and nothing is taken out: those items are as the server sent them, and the next
    refresh completes the list. Use as a context manager; one thread at a time.
    """

    def __init__(
        self,
        cache: ServerCache,
        kind: RecordKind,
        refreshed_at: dt.datetime | None,
        public_ids: Iterable[str | int] | None,
    ) -> None:
        self._cache, self._db, self.kind = cache, cache._db, kind
        self._moment = to_db_time(refreshed_at or utc_now())
        self._public = None if public_ids is None else {str(sid) for sid in public_ids}
        self._known: dict[str, str] | None = None  # server id -> `_known_entry`
        self._seen: set[str] = set()
        self._added = self._changed = 0
        self._per_page: int | None = None  # pages of this size are recorded (`resume`)
        self._indexes_deferred: bool | None = None  # decided with the first rows
        self._bulk = contextlib.ExitStack()

    def __enter__(self) -> ListRefresh:
        # No automatic checkpoint inside the many small commits; one after the last.
        self._bulk.enter_context(self._db.bulk_writes())
        # Nor the full-text index's merging of the small segments each commit adds (an
        # eighth of a first load's work): only its crisis merges (16 segments of a level)
        # run meanwhile, and searches read no slower.
        self._fts_automerge(0)
        self._bulk.callback(self._fts_automerge, FTS_AUTOMERGE)
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._bulk.close()

    def _fts_automerge(self, value: int) -> None:
        with self._db.transaction() as conn:
            conn.execute(
                "INSERT INTO listing_fts (listing_fts, rank) VALUES ('automerge', ?)", (value,)
            )

    @property
    def stored(self) -> int:
        """Items of the list read so far."""
        return len(self._seen)

    def _flag(self, sid: str, previous: str | None) -> int | None:
        if self._public is None:
            return None if previous is None else _entry_flag(previous)
        return int(sid in self._public)

    def resume(self, per_page: int) -> int:
        """The page (from 1) a read of the list in pages of `per_page` begins at: the one
        after the last page a read interrupted before (killed, the network gone) stored,
        so what it stored is not read again. The items cached then count as read (the
        next refresh, read whole, takes out what the service no longer lists). From now
        on each batch `add`ed with its `next_page` records where the read stands."""
        self._per_page = per_page
        row = self._db.query_one(
            "SELECT per_page, next_page FROM list_reads WHERE kind = ?", (self.kind.value,)
        )
        # A row that is no page of this size (a damaged file: the table takes any value)
        # starts the read afresh.
        if row is None or row[0] != per_page or type(row[1]) is not int:
            return 1
        if not 1 < row[1] <= MAX_PAGES:
            return 1
        self._known = self._cache._known(self.kind)
        self._seen.update(self._known)
        log.info("%s list read goes on at page %d", self.kind, row[1])
        return int(row[1])

    def so_far(self) -> ReadSoFar:
        """Where this refresh stands (`ReadSoFar`); nothing more is to be added to it."""
        public = None if self._public is None else tuple(self._public)
        return ReadSoFar(
            self._moment, tuple(self._seen), public, self._per_page, self._indexes_deferred
        )

    def take_over(self, so_far: ReadSoFar) -> None:
        """Go on with a refresh of this list that another connection (the sync's process)
        began and stopped at a page boundary: what it read counts as read, so `finish`
        takes out exactly what the whole read did not see."""
        self._known = self._cache._known(self.kind)
        self._moment = so_far.moment
        self._seen = set(so_far.seen)
        self._public = None if so_far.public is None else set(so_far.public)
        self._per_page = so_far.per_page
        self._indexes_deferred = so_far.indexes_deferred

    def forget_read(self) -> None:
        """The next read of the list begins at its first page (see `resume`)."""
        with self._db.transaction() as conn:
            conn.execute("DELETE FROM list_reads WHERE kind = ?", (self.kind.value,))

    def add(self, items: Iterable[Mapping[str, Any]], *, next_page: int | None = None) -> None:
        """Store the next items of the list (new or changed ones are written). `next_page`:
        they are the whole pages before it, recorded when the read was `resume`d."""
        kind, db = self.kind, self._db
        if self._known is None:
            self._known = self._cache._known(kind)
        items = list(items)
        # Decided by the first batch with rows: an empty one (a list with nothing in it, as
        # projects often are, after a first load of fewer products than the deferral's
        # bound) would drop the sort indexes the load before just built, and build them
        # again at its `finish` (a tenth of a second of a first load of 10,000 products).
        if self._indexes_deferred is None and items:
            self._indexes_deferred = self._defer_indexes()
        known = self._known
        to_json = _to_json()
        added: list[_Row] = []
        changed: list[_Row] = []
        flagged: list[tuple[int | None, str, str]] = []
        added_ids: list[str] = []
        for n, item in enumerate(items):
            if not n % 200:
                db.yield_lock()
            sid = _server_id(item, kind)
            if sid is None:
                log.warning("cached %s without a usable id skipped", kind)
                continue
            item = self._cache._stored_part(kind, item)
            raw = to_json(item)  # UTF-8: hashed as it is, not encoded again from the text
            text, digest = raw.decode(), hashlib.blake2b(raw, digest_size=16).hexdigest()
            previous = known.get(sid)
            flag = self._flag(sid, previous)
            self._seen.add(sid)
            known[sid] = _known_entry(digest, flag)
            if previous is not None and _entry_digest(previous) == digest:
                if _entry_flag(previous) != flag:  # unchanged but for its public flag
                    flagged.append((flag, kind.value, sid))
                continue
            # Written a chunk at a time as they come: a long list is searchable as it goes.
            row = (sid, text, digest, flag, listing.extract(kind, item, sid))
            if previous is None:
                added.append(row)
                added_ids.append(sid)
                if len(added) >= CHUNK:
                    self._write(added, is_new=True)
            else:
                changed.append(row)
                if len(changed) >= CHANGE_CHUNK:
                    self._write(changed, is_new=False)
        self._write(changed, is_new=False)
        self._write(added, is_new=True)
        self._write_flags(flagged)
        with db.transaction() as conn:
            if added_ids:
                # A draft may edit (or be) one of the new items: it hides the server's row.
                # Only the new items' records: a batch changes no other row's visibility,
                # and after a sync every synced draft carries a server id, so the whole
                # kind's (`finish` does it once) would recompute thousands of rows a batch.
                listing_batch.reshadow_records(conn, self.kind, added_ids)
            if next_page is not None and self._per_page is not None:
                conn.execute(
                    "INSERT INTO list_reads (kind, per_page, next_page) VALUES (?, ?, ?)"
                    " ON CONFLICT (kind) DO UPDATE SET per_page = excluded.per_page,"
                    " next_page = excluded.next_page",
                    (kind.value, self._per_page, next_page),
                )
        # Between batches: the WAL stays short however long the list (see there).
        db.checkpoint_grown()

    def _defer_indexes(self) -> bool:
        """Whether this refresh builds the sort indexes after its rows (a first load): then
        they are dropped now; else any a refresh interrupted before left out are built."""
        with self._db.transaction(write=False) as conn:
            rows = conn.execute("SELECT count(*) FROM listing").fetchone()[0]
        if rows < DEFER_INDEXES_BELOW:
            with self._db.transaction() as conn:
                listing.drop_sort_indexes(conn)
            return True
        self.build_indexes()
        return False

    def build_indexes(self) -> None:
        """The sort indexes a first load (this one, or one interrupted) left out, one
        transaction each (a few tenths of a second for 100,000 rows)."""
        with self._db.transaction(write=False) as conn:
            present = listing.present_indexes(conn)
        for name, sql in listing.SORT_INDEXES.items():
            if name not in present:
                with self._db.transaction() as conn:
                    conn.execute(sql)
                self._db.yield_lock()

    def _write(self, rows: list[_Row], *, is_new: bool) -> None:
        """Write `rows` and empty the list."""
        if rows:
            if is_new:
                self._added += len(rows)
            else:
                self._changed += len(rows)
            self._cache._write(self.kind, rows, self._moment, is_new=is_new, seen=True)
            rows.clear()
            self._db.yield_lock()

    def _write_flags(self, flagged: list[tuple[int | None, str, str]]) -> None:
        for start in range(0, len(flagged), CHUNK):
            with self._db.transaction() as conn:
                conn.executemany(
                    "UPDATE server_items SET public = ? WHERE kind = ? AND server_id = ?",
                    flagged[start : start + CHUNK],
                )
            self._db.yield_lock()

    def set_public(self, public_ids: Iterable[str | int]) -> None:
        """The ids the service lists as public, learnt after the items (read second, so
        that the first rows show at once): the flags of the items stored so far follow."""
        self._public = {str(sid) for sid in public_ids}
        known = self._known or {}
        flagged: list[tuple[int | None, str, str]] = []
        for sid in self._seen:
            entry = known[sid]
            now = int(sid in self._public)
            if _entry_flag(entry) != now:
                known[sid] = _known_entry(_entry_digest(entry), now)
                flagged.append((now, self.kind.value, sid))
        self._write_flags(flagged)

    def finish(self) -> RefreshSummary:
        """The list is complete: items it no longer holds are taken out."""
        kind, db = self.kind, self._db
        if self._known is None:
            self.add(())
        assert self._known is not None
        removed = [sid for sid in self._known if sid not in self._seen]
        for start in range(0, len(removed), CHANGE_CHUNK):
            self._cache._remove(kind, removed[start : start + CHANGE_CHUNK])
            db.yield_lock()
        with db.transaction() as conn:
            listing.reshadow_kind(conn, kind)
            conn.execute("DELETE FROM list_reads WHERE kind = ?", (kind.value,))
        self.build_indexes()
        return RefreshSummary(
            added=self._added,
            changed=self._changed,
            removed=len(removed),
            unchanged=len(self._seen) - self._added - self._changed,
        )


def _record_seen_changes(
    conn: sqlite3.Connection,
    kind: RecordKind,
    rows: list[tuple[str, str, str, int | None, listing.ListingFields]],
    moment: str,
) -> None:
    """The history entries of cached records that changed on the service (only rows whose
    content hash changed come here): each field as cached and as listed now. A change that
    is the service's answer to a send of ours (the version a synced draft is based on) is
    not someone else's."""
    ids = dump_json([sid for sid, *_ in rows])
    chosen = "kind = ? AND server_id IN (SELECT value FROM json_each(?))"
    cached = dict(
        conn.execute(f"SELECT server_id, data FROM server_items WHERE {chosen}", (kind.value, ids))
    )
    ours = dict(
        conn.execute(
            f"SELECT server_id, base_version FROM drafts WHERE {chosen} AND state = 'synced'"
            " AND base_version IS NOT NULL ORDER BY updated_at",
            (kind.value, ids),
        )
    )
    entries = []
    for sid, text, *_ in rows:
        if sid not in cached:
            continue
        now = load_json(text)
        if sid in ours and not history.content_changes(load_json(ours[sid]), now):
            continue
        changes = history.content_changes(load_json(cached[sid]), now)
        if changes:
            entries.append((RecordKey(kind, None, sid), changes))
    history.record_many(conn, entries, Action.CHANGED_ON_SERVICE, at=from_db_time(moment))
