"""The undo journal: every user action on drafts as one step, undone and redone as a whole,
kept in the store (so per environment, and across a restart).

A step holds the rows the action touched (its drafts and their attachments) as they were
before and after it, read in the action's own transaction (`recording`): one that fails
leaves no step, and no step without its action. An undo writes the "before" images back,
a redo the "after" ones, each in one transaction: a program killed halfway leaves every
record as before or after it.

A step is undone only as far as its records are as it left them. One the sync has sent
since is never taken back on the service behind the user's back: the undo, once the user
agreed (`as_edits`), gives such a record an edit draft with its earlier values, to be sent
like any edit. One typed in (or otherwise changed) since is kept as it is. While one is
being sent, the step waits (`Standing.blocked`). A redo is offered only while every
record is as the undo left it.

Attachment files an action took out of use (the photos of a deleted draft) stay on disk
while its step can be undone; they go when the step leaves the journal, unless a row uses
them again.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import sqlite3
from collections.abc import Iterable
from collections.abc import Iterator
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path
from typing import Any

from app.api.notices import Notice
from app.store import history
from app.store import listing
from app.store.database import Database
from app.store.errors import StoreStateError
from app.store.file_rules import own_file
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import from_db_time
from app.store.kinds import load_json
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

# Steps the journal keeps (the oldest go first, with the files only they kept).
KEPT_STEPS = 100

# The actions of the layers below the operations (`app.inventory`) that are steps too; the
# operations' own are named in `app.work.undo`.
IMPORT = "import"  # an inventory imported: its drafts
# A split or merge of products (`app.work.lots`): undone only as a whole, while none of its
# records was sent or changed since (else a part on the service would stay beside the
# whole brought back); after that, a merge or split undoes it.
SPLIT = "split"
MERGE = "merge"
ADD_PHOTOS = "add_photos"  # the photo inbox's *Toevoegen* (`files_before` / `files_after`)

# Why a step cannot be undone or redone now (the UI words them).
BEING_SENT = "undo.being_sent"  # one of its records is on its way to the service
CHANGED_SINCE = "undo.changed_since"  # a redo: its records changed after the undo
CLASHES = "undo.clashes"  # an edit it brings back has a newer edit of the same record
PAIR_CHANGED = "undo.pair_changed"  # a split or merge: one of its records sent or changed
DAMAGED = "undo.damaged"  # the journal's rows of the step cannot be read (a damaged file)

# The rows a step keeps of a draft: (table, its key column, the column naming the draft),
# parents first. An import's link of its drafts goes with each draft (its cascade removes it).
_TABLES = (
    ("drafts", "id", "id"),
    ("attachments", "id", "draft_id"),
    ("import_batch_drafts", "draft_id", "draft_id"),
    ("lots", "held_id", "held_id"),  # a split's or merge's held half (`app.store.lots`)
)
_FILES = ("attachments",)  # what a step of files keeps of a draft that was there


class UndoNotPossible(StoreStateError, code="store.undo_not_possible"):  # noqa: N818
    """The step's records are no longer as it needs them (`why`: one of the codes above)."""

    def __init__(self, why: str) -> None:
        super().__init__(why, why=why)
        self.why = why


@dataclass(frozen=True, slots=True)
class UndoStep:
    """An action as the journal names it: its code, the kind and how many records."""

    seq: int
    action: str
    kind: RecordKind
    count: int
    undone: bool
    made_at: dt.datetime


@dataclass(frozen=True, slots=True)
class Standing:
    """Whether `step` can be undone (or redone) now: `blocked` says why not; `sent`: its
    drafts the sync sent since (an undo gives them edit drafts), `kept`: those changed
    since (an undo leaves them as they are)."""

    step: UndoStep
    blocked: Notice | None = None
    sent: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()

    @property
    def possible(self) -> bool:
        return self.blocked is None


@dataclass(frozen=True, slots=True)
class Reverted:
    """What an undo or redo did: the drafts written back, those given an edit draft with
    their earlier values (sent since), and those left as they are."""

    step: UndoStep
    drafts: tuple[str, ...] = ()
    as_edits: tuple[str, ...] = ()
    kept: tuple[str, ...] = ()
    attachments: tuple[str, ...] = ()  # owners (draft ids) whose pictures came or went


@dataclass(slots=True)
class Recording:
    """Filled by the action while it runs: the drafts it made (not there before) and how
    many records the step names (by default, the drafts it changed)."""

    made: set[str] = field(default_factory=set)
    count: int | None = None
    step: int | None = None  # the step written (None: the action changed nothing)


_Key = tuple[str, str]  # (table, row id)


@dataclass(frozen=True, slots=True)
class _Row:
    tbl: str
    row_id: str
    draft_id: str | None
    before: str | None
    after: str | None
    # The images as compared with the rows now: a draft's without its revision (`_seen`).
    before_seen: str | None = None
    after_seen: str | None = None


def _step(row: sqlite3.Row) -> UndoStep:
    return UndoStep(
        seq=int(row["seq"]),
        action=str(row["action"]),
        kind=RecordKind(row["kind"]),
        count=_count(row["count"]),
        undone=bool(row["undone"]),
        made_at=_made_at(row["made_at"]),
    )


def _count(value: object) -> int:
    """How many records a step names; one the journal cannot read (a damaged or edited file)
    is 0, and the step is not offered (`_readable`)."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _made_at(text: object) -> dt.datetime:
    """When a step was made; a time the journal cannot read (a damaged file) is now's."""
    try:
        return (from_db_time(text) if isinstance(text, str) else None) or utc_now()
    except ValueError:
        return utc_now()


class UndoJournal:
    def __init__(self, database: Database, attachments_dir: Path) -> None:
        self._db = database
        self._attachments_dir = attachments_dir
        self._columns: dict[str, tuple[str, ...]] = {}

    # -- recording ------------------------------------------------------------
    @contextlib.contextmanager
    def recording(
        self, action: str, kind: RecordKind, draft_ids: Iterable[str]
    ) -> Iterator[Recording]:
        """Run the action inside; its drafts `draft_ids` (and those it names in
        `Recording.made`) are read before and after it, in its transaction. SQLite reads
        and compares the rows itself (a step of a thousand records: a few statements)."""
        ids = dump_json(list(dict.fromkeys(draft_ids)))
        recording = Recording()
        dropped: list[str] = []
        with self._db.transaction() as conn:
            seq = self._new_step(conn, action, kind)
            self._snapshot(conn, seq, ids, "before")
            yield recording
            made = dump_json(sorted(recording.made))
            self._snapshot(conn, seq, ids, "after")
            self._snapshot(conn, seq, made, "after")
            if self._keep_changed(conn, seq, recording.count):
                recording.step = seq
                dropped = self._pushed_out(conn, seq)
        self._unlink(dropped)

    def record_made(self, action: str, kind: RecordKind, draft_ids: Iterable[str]) -> None:
        """A step of drafts an action made in transactions of its own (an import of a large
        sheet writes in chunks): undone, they go; redone, they come back."""
        dropped: list[str] = []
        with self._db.transaction() as conn:
            seq = self._new_step(conn, action, kind)
            self._snapshot(conn, seq, dump_json(list(dict.fromkeys(draft_ids))), "after")
            if self._keep_changed(conn, seq, None):
                dropped = self._pushed_out(conn, seq)
        self._unlink(dropped)

    # -- a step written in chunks (a change of many records, `app.store.bulk`) ----------
    # Each chunk commits on its own, so the store is free between them: the step is open
    # (`bulk_step`, the change's id) and not offered until the last chunk closes it; a
    # change taken back (failed, or killed and recovered) discards it.
    def open_chunked(
        self, conn: sqlite3.Connection, action: str, kind: RecordKind, bulk_step: str
    ) -> int:
        seq = self._new_step(conn, action, kind)
        conn.execute("UPDATE undo_steps SET bulk_step = ? WHERE seq = ?", (bulk_step, seq))
        return seq

    def chunk_before(self, conn: sqlite3.Connection, seq: int, draft_ids: Iterable[str]) -> None:
        """The chunk's drafts as they are, before its writes (in its transaction)."""
        self._snapshot(conn, seq, dump_json(list(draft_ids)), "before", only=True)

    def chunk_after(
        self,
        conn: sqlite3.Connection,
        seq: int,
        draft_ids: Iterable[str],
        made: Iterable[str],
    ) -> None:
        """The chunk's drafts and those it made as they are after its writes: only its
        own rows (an earlier chunk's draft sent since is the undo's to see)."""
        ids = dump_json([*draft_ids, *made])
        self._snapshot(conn, seq, ids, "after", only=True)

    def close_chunked(self, conn: sqlite3.Connection, seq: int, count: int) -> list[str]:
        """The last chunk is in: the step is offered (when it changed anything); the files
        of steps it pushed out are named, for `unlink` after the commit."""
        conn.execute("UPDATE undo_steps SET bulk_step = NULL WHERE seq = ?", (seq,))
        if not self._keep_changed(conn, seq, count or None):
            return []
        return self._pushed_out(conn, seq)

    def unlink(self, names: list[str]) -> None:
        self._unlink(names)

    # -- a step of files copied outside any transaction (the photo inbox) ----------------
    # Copying and preparing hundreds of pictures takes minutes: no transaction may hold the
    # store meanwhile. The step is open from `files_before` to `files_after` (never offered
    # in between, as a chunked one), and keeps of the drafts that were there only their
    # attachments (a form typed in meanwhile is the user's, never part of the step); the
    # drafts it made it keeps whole, to remove them on undo.
    def files_before(self, action: str, kind: RecordKind, draft_ids: Iterable[str]) -> int:
        with self._db.transaction() as conn:
            seq = self.open_chunked(conn, action, kind, f"files:{utc_now().isoformat()}")
            self._snapshot(
                conn, seq, dump_json(list(dict.fromkeys(draft_ids))), "before", tables=_FILES
            )
        return seq

    def files_after(
        self, seq: int, draft_ids: Iterable[str], made: Iterable[str], count: int
    ) -> bool:
        """The step closed: whether it changed anything (else it is gone)."""
        with self._db.transaction() as conn:
            ids = dump_json(list(dict.fromkeys(draft_ids)))
            self._snapshot(conn, seq, ids, "after", only=True, tables=_FILES)
            self._snapshot(conn, seq, dump_json(sorted(set(made))), "after", only=True)
            dropped = self.close_chunked(conn, seq, count)
            kept = conn.execute("SELECT 1 FROM undo_steps WHERE seq = ?", (seq,)).fetchone()
        self._unlink(dropped)
        return kept is not None

    def batch_drafts(self, batch_id: str) -> list[str]:
        """The drafts an import's batch made that are still here (an import's step holds them)."""
        return [
            str(i)
            for i in self._db.column(
                "SELECT draft_id FROM import_batch_drafts WHERE batch_id = ? ORDER BY row_number",
                (batch_id,),
            )
        ]

    def _new_step(self, conn: sqlite3.Connection, action: str, kind: RecordKind) -> int:
        return int(
            conn.execute(
                "INSERT INTO undo_steps (action, kind, count, made_at) VALUES (?, ?, 0, ?)"
                " RETURNING seq",
                (action, kind.value, to_db_time(utc_now())),
            ).fetchone()[0]
        )

    def _snapshot(
        self,
        conn: sqlite3.Connection,
        seq: int,
        ids: str,
        side: str,
        *,
        only: bool = False,
        tables: tuple[str, ...] | None = None,
    ) -> None:
        """The rows of the drafts `ids` (a JSON list) and of their attachments and links,
        as JSON objects of every column, into the step's `side`: rows it holds already
        are updated (a row gone since: NULL; `only`: those of these drafts), the others
        added."""
        for table, key, owner in _TABLES:
            if tables is not None and table not in tables:
                continue
            columns = self._columns_of(conn, table)
            image = f"json_object({', '.join(f'{chr(39)}{c}{chr(39)}, t.{c}' for c in columns)})"
            if side == "after":
                mine = " AND draft_id IN (SELECT value FROM json_each(?3))" if only else ""
                conn.execute(
                    f"UPDATE undo_rows SET after = (SELECT {image} FROM {table} AS t"
                    f" WHERE t.{key} = undo_rows.row_id) WHERE seq = ?1 AND tbl = ?2{mine}",
                    (seq, table, ids) if only else (seq, table),
                )
            conn.execute(
                f"INSERT INTO undo_rows (seq, tbl, row_id, draft_id, {side})"
                f" SELECT ?1, ?2, t.{key}, t.{owner}, {image} FROM {table} AS t"
                f" WHERE t.{owner} IN (SELECT value FROM json_each(?3))"
                " ON CONFLICT (seq, tbl, row_id) DO NOTHING",
                (seq, table, ids),
            )

    def _keep_changed(self, conn: sqlite3.Connection, seq: int, count: int | None) -> bool:
        """Only the rows of the drafts the action changed stay (all of such a draft's, so
        an undo knows it whole); whether any did (else the step goes)."""
        conn.execute(
            "DELETE FROM undo_rows WHERE seq = ?1 AND (draft_id IS NULL OR draft_id NOT IN"
            " (SELECT draft_id FROM undo_rows WHERE seq = ?1 AND before IS NOT after"
            " AND draft_id IS NOT NULL)) AND (draft_id IS NOT NULL OR before IS after)",
            (seq,),
        )
        changed = int(
            conn.execute(
                "SELECT count(DISTINCT draft_id) FROM undo_rows WHERE seq = ?", (seq,)
            ).fetchone()[0]
        )
        if not changed:
            conn.execute("DELETE FROM undo_steps WHERE seq = ?", (seq,))
            return False
        conn.execute(
            "UPDATE undo_steps SET count = ? WHERE seq = ?",
            (changed if count is None else count, seq),
        )
        return True

    def _pushed_out(self, conn: sqlite3.Connection, seq: int) -> list[str]:
        """A new step: what was undone can no longer be redone, and the oldest steps past
        `KEPT_STEPS` go; the files only they kept are named."""
        dropped = self._drop(conn, "undone = 1 AND seq != ?", (seq,))
        dropped += self._drop(
            conn,
            "bulk_step IS NULL"
            " AND seq NOT IN (SELECT seq FROM undo_steps ORDER BY seq DESC LIMIT ?)",
            (KEPT_STEPS,),
        )
        return dropped

    # -- what is offered ------------------------------------------------------
    def next_undo(self) -> UndoStep | None:
        row = self._db.query_one(
            "SELECT * FROM undo_steps WHERE undone = 0 AND bulk_step IS NULL"
            " ORDER BY seq DESC LIMIT 1"
        )
        return None if row is None else _step(row)

    def next_redo(self) -> UndoStep | None:
        row = self._db.query_one(
            "SELECT * FROM undo_steps WHERE undone = 1 AND bulk_step IS NULL ORDER BY seq LIMIT 1"
        )
        return None if row is None else _step(row)

    def steps(self) -> list[UndoStep]:
        return [
            _step(r)
            for r in self._db.query("SELECT * FROM undo_steps WHERE bulk_step IS NULL ORDER BY seq")
        ]

    def standing(self, step: UndoStep, *, redo: bool = False) -> Standing:
        with self._db.transaction(write=False) as conn:
            return self._standing(conn, step, self._rows(conn, step.seq), redo=redo)

    # -- undo and redo --------------------------------------------------------
    def undo(self, step: UndoStep, *, as_edits: bool = False) -> Reverted:
        """Write `step`'s "before" images back (one transaction). Its drafts sent since get
        an edit draft with their earlier values only with `as_edits` (the user agreed):
        without it, a step with sent drafts raises `UndoNotPossible`."""
        with self._db.transaction() as conn:
            rows = self._rows(conn, step.seq)
            standing = self._standing(conn, step, rows, redo=False)
            if standing.blocked is not None:
                raise UndoNotPossible(standing.blocked.code)
            if standing.sent and not as_edits:
                raise UndoNotPossible("undo.sent")
            left = set(standing.sent) | set(standing.kept)
            restored = [r for r in rows if r.draft_id not in left]
            with _damage_refused():
                self._write(conn, restored, "before")
                sent = [r for r in rows if r.draft_id in standing.sent]
                edits = self._restore_as_edits(conn, sent)
                _history(conn, step, restored, redo=False)
            conn.execute("UPDATE undo_steps SET undone = 1 WHERE seq = ?", (step.seq,))
        # A draft sent since that needs no edit (made by the step, or its values as they
        # were) stays as the service has it: named as kept, never silently "undone".
        kept = (*standing.kept, *(d for d in standing.sent if d not in edits))
        return _reverted(step, restored, edits, kept)

    def redo(self, step: UndoStep) -> Reverted:
        """Write `step`'s "after" images again, while its records are as the undo left them."""
        with self._db.transaction() as conn:
            rows = self._rows(conn, step.seq)
            standing = self._standing(conn, step, rows, redo=True)
            if standing.blocked is not None:
                raise UndoNotPossible(standing.blocked.code)
            with _damage_refused():
                self._write(conn, rows, "after")
                _history(conn, step, rows, redo=True)
            conn.execute("UPDATE undo_steps SET undone = 0 WHERE seq = ?", (step.seq,))
        return _reverted(step, rows, (), ())

    # -- inside ---------------------------------------------------------------
    def _columns_of(self, conn: sqlite3.Connection, table: str) -> tuple[str, ...]:
        if table not in self._columns:
            # A draft's typing note is its history trigger's (`app.store.history`): written
            # back, it would make a "typed" entry of an undo.
            names = [
                str(r[1])
                for r in conn.execute(f"PRAGMA table_info({table})")
                if (table, r[1]) != ("drafts", "typing")
            ]
            self._columns[table] = tuple(names)
        return self._columns[table]

    def _images(
        self,
        conn: sqlite3.Connection,
        draft_ids: Iterable[str],
        attachment_ids: Iterable[str] = (),
    ) -> dict[_Key, tuple[str | None, str]]:
        """The rows of these drafts and of their (and these) attachments, as JSON objects
        of every column (SQLite writes them: the same row is the same text), a draft's
        without its revision (`_seen`)."""
        images: dict[_Key, tuple[str | None, str]] = {}
        ids = dump_json(list(draft_ids))
        others = dump_json(list(attachment_ids))
        for table, key, owner in _TABLES:
            where = f"{owner} IN (SELECT value FROM json_each(?1))"
            if table == "attachments":  # one the action took from its draft, too
                where += " OR id IN (SELECT value FROM json_each(?2))"
            columns = self._columns_of(conn, table)
            pairs = ", ".join(f"'{c}', {c}" for c in columns)
            params = (ids, others) if table == "attachments" else (ids,)
            selected = f"json_object({pairs})"
            if table == "drafts":
                selected = f"json_remove({selected}, '$.revision')"
            for row_id, draft_id, image in conn.execute(
                f"SELECT {key}, {owner}, {selected} FROM {table} WHERE {where}", params
            ):
                images[(table, str(row_id))] = (draft_id, str(image))
        return images

    def _rows(self, conn: sqlite3.Connection, seq: int) -> list[_Row]:
        seen = (
            "CASE WHEN tbl = 'drafts' AND json_valid({0}) AND json_type({0}) = 'object'"
            " THEN json_remove({0}, '$.revision') ELSE {0} END"
        )
        return [
            _Row(*r)
            for r in conn.execute(
                "SELECT tbl, row_id, draft_id, before, after,"
                f" {seen.format('before')}, {seen.format('after')} FROM undo_rows WHERE seq = ?"
                " ORDER BY tbl DESC, row_id",
                (seq,),
            )
        ]

    def _standing(
        self, conn: sqlite3.Connection, step: UndoStep, rows: list[_Row], *, redo: bool
    ) -> Standing:
        side = "before" if redo else "after"  # what the records must be now
        if not _readable(conn, step.seq):
            return Standing(step, Notice(DAMAGED))
        drafts = sorted({r.draft_id for r in rows if r.draft_id is not None})
        now = self._images(conn, drafts, [r.row_id for r in rows if r.tbl == "attachments"])
        expected = {(r.tbl, r.row_id): getattr(r, f"{side}_seen") for r in rows}
        sent: list[str] = []
        kept: list[str] = []
        for draft_id in drafts:
            own = {(r.tbl, r.row_id) for r in rows if r.draft_id == draft_id}
            # A step that kept only a draft's files (`files_before`) is judged by its files.
            files_only = not any(tbl == "drafts" for tbl, _ in own)
            keys = {
                k
                for k, (owner, _) in now.items()
                if owner == draft_id and (not files_only or k[0] in _FILES)
            }
            keys |= own
            if all(expected.get(k, "") == now.get(k, (None, None))[1] for k in keys):
                continue
            current = _loaded(now.get(("drafts", draft_id)))
            wanted = _loaded(expected.get(("drafts", draft_id)))
            if current is not None and current.get("state") == "syncing":
                return Standing(step, Notice(BEING_SENT))
            if redo:
                return Standing(step, Notice(CHANGED_SINCE))
            if current is not None and wanted is not None and _sent_since(wanted, current):
                sent.append(draft_id)
            else:
                kept.append(draft_id)
        if not redo and (sent or kept) and step.action in (SPLIT, MERGE):
            return Standing(step, Notice(PAIR_CHANGED))
        if not redo and self._clashes(conn, rows, set(sent) | set(kept)):
            return Standing(step, Notice(CLASHES))
        return Standing(step, None, tuple(sent), tuple(kept))

    def _clashes(self, conn: sqlite3.Connection, rows: list[_Row], left: set[str]) -> bool:
        """Whether an edit the undo brings back meets another open edit of its record."""
        for row in rows:
            image = _loaded(row.before)
            if row.tbl != "drafts" or row.after is not None or row.draft_id in left:
                continue
            if image is None or image.get("server_id") is None or image.get("state") == "synced":
                continue
            if conn.execute(
                "SELECT 1 FROM drafts WHERE kind = ? AND server_id = ? AND state != 'synced'"
                " AND id != ?",
                (image["kind"], image["server_id"], row.row_id),
            ).fetchone():
                return True
        return False

    def _write(self, conn: sqlite3.Connection, rows: list[_Row], side: str) -> None:
        """Every row as its `side` image has it: absent attachments out first, then the
        drafts, their attachments, and last the drafts that were not there (nothing refers
        to them any more); the listing follows each draft.

        A draft written back gets a revision it never had (above its image's and its
        current one): a round, a bulk step or a typing visit that read it at a revision
        never mistakes other content for what it read (a revision is never reused)."""
        images = {(r.tbl, r.row_id): getattr(r, side) for r in rows}
        gone = [k for k, image in images.items() if image is None]
        kept = {k: image for k, image in images.items() if image is not None}
        for table, key, _owner in reversed(_TABLES[1:]):
            for _tbl, row_id in (k for k in gone if k[0] == table):
                conn.execute(f"DELETE FROM {table} WHERE {key} = ?", (row_id,))
        for table, key, _owner in _TABLES:
            columns = self._columns_of(conn, table)
            values = ", ".join(f"json_extract(?1, '$.{c}')" for c in columns)
            updates = ", ".join(f"{c} = excluded.{c}" for c in columns if c != key)
            if table == "drafts":
                values = values.replace(
                    "json_extract(?1, '$.revision')", "json_extract(?1, '$.revision') + 1"
                )
                updates = updates.replace(
                    "revision = excluded.revision",
                    "revision = max(drafts.revision + 1, excluded.revision)",
                )
            sql = (
                f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({values})"
                f" ON CONFLICT ({key}) DO UPDATE SET {updates}"
            )
            conn.executemany(sql, [(image,) for (tbl, _), image in kept.items() if tbl == table])
        for _tbl, row_id in (k for k in gone if k[0] == "drafts"):
            found = conn.execute(
                "DELETE FROM drafts WHERE id = ? RETURNING kind, server_id", (row_id,)
            ).fetchone()
            conn.execute("DELETE FROM listing WHERE draft_id = ?", (row_id,))
            if found is not None:
                listing.reshadow_record(conn, RecordKind(found[0]), found[1])
        for (tbl, row_id), _image in kept.items():
            if tbl == "drafts":
                row = conn.execute("SELECT * FROM drafts WHERE id = ?", (row_id,)).fetchone()
                listing.upsert_draft_row(conn, row, load_json(row["content"]))

    def _restore_as_edits(self, conn: sqlite3.Connection, rows: list[_Row]) -> list[str]:
        """Drafts the sync sent since: their earlier content, as an edit of the record
        they are now (a synced draft typed in is a draft again, based on the service's
        version), sent only when the user queues it."""
        from app.store.drafts import DraftStore

        drafts = DraftStore(self._db, self._attachments_dir)
        edited: list[str] = []
        for row in rows:
            image = _loaded(row.before)
            if row.tbl != "drafts" or image is None:
                continue  # a record the step made has no earlier values
            content = load_json(image["content"])
            current = conn.execute("SELECT content FROM drafts WHERE id = ?", (row.row_id,))
            found = current.fetchone()
            if found is None or load_json(found[0]) == content:
                continue
            drafts.save_content(row.row_id, content)
            edited.append(row.row_id)
        return edited

    def _drop(
        self, conn: sqlite3.Connection, where: str, params: tuple[Any, ...] = ()
    ) -> list[str]:
        """Steps that leave the journal; the attachment files they alone kept are named
        (removed after the commit)."""
        seqs = [
            int(s) for (s,) in conn.execute(f"SELECT seq FROM undo_steps WHERE {where}", params)
        ]
        if not seqs:
            return []
        marks = dump_json(seqs)
        names: list[str] = []
        for before, after in conn.execute(
            "SELECT before, after FROM undo_rows WHERE tbl = 'attachments'"
            " AND seq IN (SELECT value FROM json_each(?))",
            (marks,),
        ):
            names += _stored_names(before, after)
        conn.execute(
            "DELETE FROM undo_rows WHERE seq IN (SELECT value FROM json_each(?))", (marks,)
        )
        conn.execute(
            "DELETE FROM undo_steps WHERE seq IN (SELECT value FROM json_each(?))", (marks,)
        )
        used = {
            str(n)
            for (n,) in conn.execute(
                "SELECT stored_name FROM attachments WHERE stored_name IN"
                " (SELECT value FROM json_each(?))",
                (dump_json(names),),
            )
        }
        still_kept = set()
        for before, after in conn.execute(
            "SELECT before, after FROM undo_rows WHERE tbl = 'attachments'"
        ):
            still_kept |= set(_stored_names(before, after))
        return [n for n in dict.fromkeys(names) if n not in used and n not in still_kept]

    def _unlink(self, names: list[str]) -> None:
        # After the commit: a crash in between leaves an orphan file, never a row without it.
        for name in names:
            if (own := own_file(self._attachments_dir, name)) is None:
                continue  # a damaged or edited row: nothing outside the folder goes
            with contextlib.suppress(OSError):
                own.unlink(missing_ok=True)


@contextlib.contextmanager
def _damage_refused() -> Iterator[None]:
    """Writing a step back: an image the database refuses (a column missing or out of its
    rules: a damaged file) refuses the step; the transaction around it takes all back."""
    try:
        yield
    except (sqlite3.IntegrityError, ValueError, KeyError, TypeError) as error:
        raise UndoNotPossible(DAMAGED) from error


def discard_chunked(conn: sqlite3.Connection, bulk_step: str) -> None:
    """The open step of a change of many records taken back: it is no step to undo."""
    seqs = "SELECT seq FROM undo_steps WHERE bulk_step = ?"
    conn.execute(f"DELETE FROM undo_rows WHERE seq IN ({seqs})", (bulk_step,))
    conn.execute("DELETE FROM undo_steps WHERE bulk_step = ?", (bulk_step,))


def _history(conn: sqlite3.Connection, step: UndoStep, rows: list[_Row], *, redo: bool) -> None:
    """Each draft the step wrote back gets an "undone" (or "redone") entry in the same
    transaction, naming the action undone, each field from what it was to what it is now."""
    entries = []
    for row in rows:
        if row.tbl != "drafts" or row.draft_id is None:
            continue
        was, now = (row.before, row.after) if redo else (row.after, row.before)
        was_row, now_row = _loaded(was), _loaded(now)
        server_id = (now_row or was_row or {}).get("server_id")
        fields = history.content_changes(
            load_json(was_row["content"]) if was_row else None,
            load_json(now_row["content"]) if now_row else {},
        )
        key = history.RecordKey(step.kind, draft_id=row.draft_id, server_id=server_id)
        entries.append((key, fields))
    history.record_many(
        conn,
        entries,
        history.Action.REDONE if redo else history.Action.UNDONE,
        detail={"action": step.action, "count": step.count},
    )


# An image the journal can write back: a JSON object naming its own row (by its table's key),
# a draft's with its content a JSON object (`{0}`: the image's column).
_KEYS = " ".join(f"WHEN '{table}' THEN '$.{key}'" for table, key, _owner in _TABLES)
_WHOLE_IMAGE = (
    "({0} IS NULL OR (json_valid({0}) AND json_type({0}) = 'object'"
    f" AND json_extract({{0}}, CASE tbl {_KEYS} END) IS row_id"
    " AND (tbl != 'drafts' OR (json_valid(json_extract({0}, '$.content'))"
    " AND json_type(json_extract({0}, '$.content')) = 'object'))))"
)


def _readable(conn: sqlite3.Connection, seq: int) -> bool:
    """Whether the step and every image of it are whole (`_WHOLE_IMAGE`; each row naming
    its draft, a draft's row its own: a row naming none would be written back unchecked; a
    damaged file may say otherwise: such a step is not offered, nothing is written from it)."""
    if not conn.execute(
        "SELECT 1 FROM undo_steps WHERE seq = ? AND typeof(count) = 'integer'", (seq,)
    ).fetchone():
        return False
    return not conn.execute(
        "SELECT 1 FROM undo_rows WHERE seq = ? AND NOT ("
        f"{_WHOLE_IMAGE.format('before')} AND {_WHOLE_IMAGE.format('after')}"
        " AND draft_id IS NOT NULL AND (tbl != 'drafts' OR draft_id IS row_id)) LIMIT 1",
        (seq,),
    ).fetchone()


def _stored_names(*images: object) -> list[str]:
    """The files these attachment images name. An image that does not read (a damaged or
    edited file) names none: dropping its step must never fail the action that drops it."""
    names = []
    for image in images:
        try:
            loaded = load_json(image) if isinstance(image, str) else None
        except ValueError:
            continue
        name = loaded.get("stored_name") if isinstance(loaded, dict) else None
        if isinstance(name, str):
            names.append(name)
    return names


def _loaded(image: str | tuple[str | None, str] | None) -> dict[str, Any] | None:
    if isinstance(image, tuple):
        image = image[1]
    return None if image is None else dict(load_json(image))


def _sent_since(wanted: Mapping[str, Any], current: Mapping[str, Any]) -> bool:
    """The sync took the draft since: it has a server answer, a send or an id it had not."""
    return any(
        wanted.get(column) != current.get(column)
        for column in ("last_sync_at", "send_attempted_at", "server_id")
    ) or (current.get("state") == "synced" and wanted.get("state") != "synced")


def _reverted(
    step: UndoStep, rows: list[_Row], edits: Iterable[str], kept: Iterable[str]
) -> Reverted:
    drafts = {r.draft_id for r in rows if r.draft_id is not None}
    photos = {r.draft_id for r in rows if r.tbl == "attachments" and r.draft_id is not None}
    return Reverted(
        step,
        tuple(sorted(drafts)),
        tuple(edits),
        tuple(kept),
        tuple(sorted(photos)),
    )
