"""Moving new drafts to another environment's store, with their photos and files, exactly once.

Only drafts of records no server knows yet move (a draft bound to a server record belongs to
the environment whose record it edits), and only while nothing of them may have been sent:
not on their way, not a create whose answer was lost, not handed over. Three steps, each
safe to be cut short:

1. In the source store, in one transaction with the check, the drafts become `handed_over`:
   from then on the source never sends them, and no sync round can take them in between.
2. The target store receives them (same ids, same state, the files copied and checked),
   in one transaction; a draft already there (a move cut short before) is not added again.
3. The source removes them and their files.

Cut short after 1, the drafts wait, handed over, in the source (the user takes them back);
after 2, the target has them and the source never sends them. Either way they are sent
once, to one environment.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from dataclasses import field
from typing import TYPE_CHECKING
from typing import Any

from app.api.notices import Notice
from app.store import history
from app.store import listing
from app.store.attachments import StoredCopy
from app.store.errors import SourceFileUnreadable
from app.store.history import Action
from app.store.history import RecordKey
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import dump_json
from app.store.kinds import insert_row
from app.store.kinds import load_json
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

if TYPE_CHECKING:
    from collections.abc import Sequence

    from app.store.store import Store

# Drafts waiting for the user or for the outbox, of records no server knows.
MOVABLE_STATES = (DraftState.DRAFT, DraftState.QUEUED, DraftState.NEEDS_ATTENTION)


@dataclass
class MoveReport:
    """What a move did with each draft asked for (by id)."""

    moved: list[str] = field(default_factory=list)
    # Edits of a server record (or archive requests): they stay with its environment.
    bound: list[str] = field(default_factory=list)
    # On their way, possibly sent already, handed over, or synced: they stay.
    not_movable: list[str] = field(default_factory=list)
    attachments: int = 0

    def notices(self, target: str) -> list[Notice]:
        told = [Notice("environment.moved", {"count": len(self.moved), "target": target})]
        if self.bound:
            told.append(Notice("environment.move_bound", {"count": len(self.bound)}))
        if self.not_movable:
            told.append(Notice("environment.move_not_movable", {"count": len(self.not_movable)}))
        return told


def movable_ids(store: Store) -> list[str]:
    """The drafts of `store` a move would take: new, unsent, nothing of them on its way."""
    return list(
        store.database.column(
            "SELECT id FROM drafts WHERE server_id IS NULL AND send_attempted_at IS NULL"
            " AND state IN (SELECT value FROM json_each(?)) ORDER BY created_at, id",
            (dump_json(list(MOVABLE_STATES)),),
        )
    )


def move_drafts(source: Store, target: Store, draft_ids: Sequence[str]) -> MoveReport:
    """Move the new drafts of `draft_ids` from `source` to `target` (another environment's
    store), with their attachments; the others stay, said in the report."""
    if source.database.path == target.database.path:
        raise ValueError("a draft moves to another environment's store, not its own")
    report = MoveReport()
    ids = dump_json(list(dict.fromkeys(draft_ids)))
    with source.database.transaction() as conn:
        rows = conn.execute(
            "SELECT * FROM drafts WHERE id IN (SELECT value FROM json_each(?))"
            " ORDER BY created_at, id",
            (ids,),
        ).fetchall()
        chosen: list[sqlite3.Row] = []
        for row in rows:
            if row["server_id"] is not None:
                report.bound.append(row["id"])
            elif row["state"] not in MOVABLE_STATES or row["send_attempted_at"] is not None:
                report.not_movable.append(row["id"])
            else:
                chosen.append(row)
        moving = dump_json([row["id"] for row in chosen])
        attachments = conn.execute(
            "SELECT * FROM attachments WHERE draft_id IN (SELECT value FROM json_each(?))"
            " ORDER BY created_at, id",
            (moving,),
        ).fetchall()
        conn.execute(
            "UPDATE drafts SET state = 'handed_over', updated_at = ?"
            " WHERE id IN (SELECT value FROM json_each(?))",
            (to_db_time(utc_now()), moving),
        )
        source_entries = history.rows_of_drafts(conn, [row["id"] for row in chosen])
    copies: list[StoredCopy] = []
    try:
        copies.extend(_copy(source, target, row) for row in attachments)
        with target.database.transaction() as conn:
            present = {
                found
                for (found,) in conn.execute(
                    "SELECT id FROM drafts WHERE id IN (SELECT value FROM json_each(?))",
                    (moving,),
                ).fetchall()
            }
            arrived = {row["id"] for row in chosen if row["id"] not in present}
            for row in chosen:
                if row["id"] in arrived:
                    # Its typing note names an entry of the source's history (read over
                    # the entries copied, `rows_of_drafts`): none here.
                    stored = insert_row(conn, "drafts", dict(row, typing=None))
                    listing.upsert_draft_row(conn, stored, load_json(row["content"]))
            # The draft's history moves with it, and says where it came from.
            history.copy_entries(conn, source_entries, arrived)
            history.record_many(
                conn,
                [
                    (RecordKey(RecordKind(r["kind"]), r["id"]), [])
                    for r in chosen
                    if r["id"] in arrived
                ],
                Action.MOVED,
                detail={"source": source.environment_name or ""},
            )
            for row, copy in zip(attachments, copies, strict=True):
                if row["draft_id"] in arrived:
                    insert_row(conn, "attachments", _attachment_values(row, copy))
                    report.attachments += 1
    except BaseException:
        # The target took nothing: its files go, and the drafts are the source's again.
        for copy in copies:
            (target.attachments_dir / copy.stored_name).unlink(missing_ok=True)
        with source.database.transaction() as conn:
            for row in chosen:
                conn.execute("UPDATE drafts SET state = ? WHERE id = ?", (row["state"], row["id"]))
        raise
    for row in chosen:
        source.drafts.delete_draft(row["id"], discard_unsent=True)
        report.moved.append(row["id"])
    return report


def _copy(source: Store, target: Store, row: sqlite3.Row) -> StoredCopy:
    path = source.attachments_dir / row["stored_name"]
    try:
        with path.open("rb") as reader:
            copy = target.attachments.copy_stream(reader, row["file_name"], source=path)
    except FileNotFoundError as error:
        raise SourceFileUnreadable(path, "missing") from error
    if copy.sha256 != row["sha256"]:
        (target.attachments_dir / copy.stored_name).unlink(missing_ok=True)
        raise SourceFileUnreadable(path, "changed since it was attached")
    return copy


def _attachment_values(row: sqlite3.Row, copy: StoredCopy) -> dict[str, Any]:
    return dict(row) | {"stored_name": copy.stored_name, "size": copy.size, "sha256": copy.sha256}


def holds_records(store: Store) -> bool:
    """Whether `store` holds anything: a draft, or a record of a service's catalogue."""
    return bool(
        store.database.column(
            "SELECT EXISTS (SELECT 1 FROM drafts) OR EXISTS (SELECT 1 FROM server_items)"
        )[0]
    )


def holds_server_records(store: Store) -> bool:
    """Whether `store` holds anything of a service: an edit of a server record (or an
    archive request), or a cached record. Such a store belongs to the environment of
    those records, and is never taken as a whole by another."""
    return bool(
        store.database.column(
            "SELECT EXISTS (SELECT 1 FROM drafts WHERE server_id IS NOT NULL)"
            " OR EXISTS (SELECT 1 FROM server_items)"
        )[0]
    )
