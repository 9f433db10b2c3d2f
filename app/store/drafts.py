"""Drafts: everything the user typed, from the first keystroke to the server record.

Content is the request form as a JSON object keyed by wire aliases. Every save that
changes it adds a revision, so a draft typed in while it was sent is queued again.
Messages are notices stored as JSON; old rows holding sentences read as `Notice.said`.
A create that went out without a recorded answer is `outcome_unknown`: the service
has no idempotency key, so the engine looks for the record before sending again.
A handed-over draft (exported to a colleague, whose machine sends it) is never queued
or sent from here until the user takes it back; a deleted draft that had reached the
server or a colleague leaves its id behind, so no archive brings it back.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import itertools
import sqlite3
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.api.notices import FieldProblems
from app.api.notices import Notice
from app.api.notices import problems_from_json
from app.api.notices import problems_to_json
from app.store import file_rules
from app.store import history
from app.store import listing
from app.store.database import Database
from app.store.draft_repair import readable_drafts
from app.store.errors import DraftHandedOver
from app.store.errors import DraftNotDeletable
from app.store.errors import DraftNotFound
from app.store.errors import DuplicateDraft
from app.store.history import Action
from app.store.history import OpenTyping
from app.store.history import RecordKey
from app.store.kinds import ACCEPTED_UNPLACED
from app.store.kinds import ACCEPTED_WITHOUT_ID
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.store.kinds import checked_id
from app.store.kinds import dump_json
from app.store.kinds import from_db_time
from app.store.kinds import load_json
from app.store.kinds import new_id
from app.store.kinds import row_reader
from app.store.kinds import to_db_time
from app.store.kinds import utc_now

# SQL: a stored notice (a column) is one of the marks of a create or upload accepted without
# an id that can be trusted.
_UNPLACED_CODES = ", ".join(f"'{code}'" for code in sorted(ACCEPTED_UNPLACED))


def _unplaced_mark(column: str) -> str:
    return f"(json_valid({column}) AND json_extract({column}, '$.code') IN ({_UNPLACED_CODES}))"


# SQL: the draft's message is that mark (kept by a plain queue: only `resend_accepted` sends).
_ACCEPTED_MARK = (
    f"(send_attempted_at IS NOT NULL AND server_id IS NULL AND {_unplaced_mark('error_message')})"
)


@dataclass(frozen=True, slots=True)
class Draft:
    id: str
    kind: RecordKind
    state: DraftState
    content: dict[str, Any]
    server_id: str | None
    base_version: dict[str, Any] | None
    theirs: dict[str, Any] | None
    field_errors: FieldProblems
    error_message: Notice | None
    archive_requested: bool
    revision: int
    created_at: dt.datetime
    updated_at: dt.datetime
    last_sync_at: dt.datetime | None
    send_attempted_at: dt.datetime | None

    @property
    def is_new(self) -> bool:
        """A draft of a record the server does not know (yet)."""
        return self.server_id is None

    @property
    def outcome_unknown(self) -> bool:
        """A create went out and no answer was recorded: reconcile before sending again."""
        return self.send_attempted_at is not None and self.server_id is None

    @property
    def accepted_without_id(self) -> bool:
        """The service accepted the create but did not say where the record is: looked for,
        never sent again by the program on its own (only by `resend_accepted`)."""
        return (
            self.outcome_unknown
            and self.error_message is not None
            and self.error_message.code in ACCEPTED_UNPLACED
        )


_draft = row_reader(
    Draft,
    kind=RecordKind,
    state=DraftState,
    content=load_json,
    base_version=load_json,
    theirs=load_json,
    field_errors=lambda text: problems_from_json(load_json(text)),
    error_message=Notice.loads,
    archive_requested=bool,
    created_at=from_db_time,
    updated_at=from_db_time,
    last_sync_at=from_db_time,
    send_attempted_at=from_db_time,
)


def _content_json(content: Mapping[str, Any]) -> str:
    if not isinstance(content, Mapping):
        raise TypeError(f"draft content must be a JSON object, not {type(content).__name__}")
    return dump_json(dict(content))


def _optional_json(value: Mapping[str, Any] | None) -> str | None:
    return None if value is None else dump_json(dict(value))


# The server took the draft: its last problems, conflict and unknown outcome are over.
_ANSWERED = (
    "theirs = NULL, field_errors = '{}', error_message = NULL,"
    " send_attempted_at = NULL, last_sync_at = ?"
)


# Rows of `mark_synced` per statement (four parameters each): well within SQLite's limit of
# bound parameters, and the ledger's batches (64) go in one.
_SYNCED_PER_STATEMENT = 500


@dataclass(frozen=True, slots=True)
class SentDraft:
    """A draft the server confirmed, as `DraftStore.mark_synced` records it."""

    draft_id: str
    server_id: str
    server_version: Mapping[str, Any] | None = None
    sent_revision: int | None = None


class DraftStore:
    def __init__(self, database: Database, attachments_dir: Path) -> None:
        self._db = database
        self._attachments_dir = attachments_dir
        # Each draft's open visit as last written here: its entry, revision, and content (as
        # text, and by groups: the next autosave of the visit parses none of it again).
        self._typing: dict[str, tuple[OpenTyping, int, str, history.Groups]] = {}

    def get(self, draft_id: str) -> Draft:
        draft = self.find(draft_id)
        if draft is None:
            raise DraftNotFound(draft_id)
        return draft

    def find(self, draft_id: str) -> Draft | None:
        row = self._db.query_one("SELECT * FROM drafts WHERE id = ?", (draft_id,))
        return None if row is None else next(iter(self._readable([row])), None)

    def open_draft_for(self, kind: RecordKind | str, server_id: str | int) -> Draft | None:
        """The unsynced draft editing this server record, if any (there is at most one)."""
        row = self._db.query_one(
            "SELECT * FROM drafts WHERE kind = ? AND server_id = ? AND state != 'synced'",
            (RecordKind(kind).value, str(server_id)),
        )
        return None if row is None else next(iter(self._readable([row])), None)

    def list_drafts(
        self,
        kind: RecordKind | str | None = None,
        states: Iterable[DraftState | str] | None = None,
    ) -> list[Draft]:
        """Drafts, oldest first (the order the outbox sends them in)."""
        where = ["1"]
        params: list[Any] = []
        if kind is not None:
            where.append("kind = ?")
            params.append(RecordKind(kind).value)
        if states is not None:
            where.append("state IN (SELECT value FROM json_each(?))")
            params.append(dump_json([DraftState(s).value for s in states]))
        sql = f"SELECT * FROM drafts WHERE {' AND '.join(where)} ORDER BY created_at, id"
        return self._readable(self._db.query(sql, params))

    def held_ids(self) -> set[str]:
        """The drafts held until the other half of their split or merge is confirmed
        (`app.store.lots`): the outbox leaves them out."""
        return {str(i) for i in self._db.column("SELECT held_id FROM lots WHERE state = 'held'")}

    def synced_archived(self, kind: RecordKind | str) -> list[str]:
        """The ids of synced drafts of `kind` whose archive was asked for: by their columns
        only (after a sync, reading every synced draft's content took tens of ms)."""
        rows = self._db.query(
            "SELECT id FROM drafts WHERE kind = ? AND state = ? AND archive_requested IN (1, '1')"
            " ORDER BY created_at, id",
            (RecordKind(kind).value, DraftState.SYNCED.value),
        )
        return [str(row[0]) for row in rows]

    def _readable(self, rows: Iterable[sqlite3.Row]) -> list[Draft]:
        """The drafts of `rows`; one that cannot be read is set aside (see `draft_repair`)."""
        return readable_drafts(self._db, rows, _draft)

    def count_by_state(self, kind: RecordKind | str | None = None) -> dict[DraftState, int]:
        """For the status bar: every state, zero included."""
        counted = self._db.query(
            "SELECT state, count(*) FROM drafts WHERE ?1 IS NULL OR kind = ?1 GROUP BY state",
            (None if kind is None else RecordKind(kind).value,),
        )
        known = set(DraftState)
        return dict.fromkeys(DraftState, 0) | {
            DraftState(s): int(n) for s, n in counted if s in known
        }

    def create_draft(
        self,
        kind: RecordKind | str,
        content: Mapping[str, Any],
        *,
        server_id: str | int | None = None,
        base_version: Mapping[str, Any] | None = None,
        draft_id: str | None = None,
        visit: str | None = None,
        before: Mapping[str, Any] | None = None,
        action: Action = Action.CREATED,
        detail: Mapping[str, Any] | None = None,
    ) -> Draft:
        """A new draft: of a new record, or (with `server_id`) an edit of a server record.

        `draft_id`: the UUID the UI made at the first keystroke (by default a new one).
        Its history entry: typed in the editing `visit` (the autosaves of the visit merge
        into it), else `action` with its `detail`; each field as it was in `before` (the
        server record's content, for an edit) and as it is now.
        """
        kind = RecordKind(kind)
        draft_id = checked_id(draft_id) if draft_id is not None else new_id()
        sid = None if server_id is None else str(server_id)
        now = to_db_time(utc_now())
        content_text = _content_json(content)
        with self._db.transaction() as conn:
            if sid is not None and (existing := self.open_draft_for(kind, sid)) is not None:
                raise DuplicateDraft(existing.id)
            row = conn.execute(
                "INSERT INTO drafts (id, kind, state, content, server_id, base_version,"
                " created_at, updated_at) VALUES (?, ?, 'draft', ?, ?, ?, ?, ?) RETURNING *",
                (draft_id, kind.value, content_text, sid, _optional_json(base_version), now, now),
            ).fetchone()
            listing.upsert_draft_row(conn, row, content)
            key = RecordKey(kind, draft_id, sid)
            fields = history.content_changes(before, content)
            typing = None
            if visit is not None:
                typing = history.record_typing(
                    conn, key, visit, fields, created=server_id is None, detail=detail
                )
            else:
                history.record(conn, key, action, detail=detail, fields=fields)
            self._remember(row, typing, content_text, content)
        return _draft(row)

    def save_content(
        self,
        draft_id: str,
        content: Mapping[str, Any],
        *,
        visit: str | None = None,
        action: Action = Action.TYPED,
        detail: Mapping[str, Any] | None = None,
    ) -> Draft:
        """Autosave: new content and revision, atomically; unchanged content writes nothing.

        Typing in a synced draft makes it a draft again (an edit of the record it became).
        Its history: merged into the entry of the editing `visit`, else an entry of its own
        (`action`, `detail`: a bulk step's, an undo's).
        """
        if visit is not None and (typed := self._save_typed(draft_id, content, visit)):
            return typed
        return self._update(
            draft_id,
            "state = CASE state WHEN 'synced' THEN 'draft' ELSE state END",
            content=content,
            if_changed=True,
            entry=(action, detail),
            visit=visit,
        )

    def set_state(self, draft_id: str, state: DraftState | str) -> Draft:
        """Any state but out of `handed_over` (that is `take_back`); raises DraftHandedOver."""
        return self._update(draft_id, "state = ?", (DraftState(state).value,), mine=True)

    def mark_queued(self, draft_id: str, *, entry: bool = True) -> Draft:
        """The user asked to send: the outbox picks it up. Clears the last server errors.
        Without `entry`, no history entry of its own (an action's entry says it)."""
        return self._update(
            draft_id,
            "state = 'queued', field_errors = '{}',"
            f" error_message = CASE WHEN {_ACCEPTED_MARK} THEN error_message END",
            mine=True,
            entry=(Action.QUEUED, None) if entry else None,
        )

    def take_back(self, draft_id: str) -> Draft:
        """A handed-over draft is this computer's again, as a draft the user queues anew.
        Any other draft is returned unchanged."""
        return self._update(
            draft_id, "state = CASE state WHEN 'handed_over' THEN 'draft' ELSE state END"
        )

    def begin_sends(self, drafts: Iterable[Draft], *, possibly_sent: bool = True) -> set[str]:
        """The drafts being sent from now on (`syncing`), each only while it is as the round
        read it (its revision and state), and marked as possibly sent before they go out
        unless not `possibly_sent` (an update): the ids taken. One typed in, moved, handed
        over, undone or removed meanwhile is not: the round leaves it to what the user did.

        One statement, the listing follows by trigger: the sync engine's hot path. A needless
        marker costs only a look at the server list."""
        now = to_db_time(utc_now())
        read = dump_json([[d.id, d.revision, d.state.value] for d in drafts])
        marker = ", send_attempted_at = ?1, last_sync_at = ?1" if possibly_sent else ""
        return set(
            self._db.column(
                f"UPDATE drafts SET state = 'syncing', updated_at = ?1{marker}"
                " FROM json_each(?2) AS r WHERE drafts.id = json_extract(r.value, '$[0]')"
                " AND drafts.revision = json_extract(r.value, '$[1]')"
                " AND drafts.state = json_extract(r.value, '$[2]') RETURNING drafts.id",
                (now, read),
            )
        )

    def withdraw_sends(self, draft_ids: Sequence[str]) -> None:
        """Creates marked by `begin_sends` that did not go out after all: queued again."""
        self._db.write_one(
            "UPDATE drafts SET state = 'queued', send_attempted_at = NULL, updated_at = ?"
            " WHERE state = 'syncing' AND server_id IS NULL"
            " AND id IN (SELECT value FROM json_each(?))",
            (to_db_time(utc_now()), dump_json(list(draft_ids))),
        )

    def record_errors(
        self,
        draft_id: str,
        field_errors: Mapping[str, list[Notice]],
        *,
        message: Notice | None = None,
    ) -> Draft:
        """The server answered with errors: nothing was stored there, so the attempt is over."""
        return self._update(
            draft_id,
            "state = 'needs_attention', field_errors = ?, error_message = ?,"
            " send_attempted_at = NULL",
            (problems_to_json(field_errors), None if message is None else message.dumps()),
            entry=(
                Action.SENT,
                {
                    "answer": "refused",
                    "code": None if message is None else message.code,
                    "fields": sorted(field_errors),
                },
            ),
        )

    def record_send_failed(self, draft_id: str, message: Notice) -> Draft:
        """The send did not reach the server for sure (no connection): queued again."""
        return self._update(
            draft_id,
            "state = 'queued', error_message = ?, send_attempted_at = NULL",
            (message.dumps(),),
        )

    def mark_conflict(self, draft_id: str, theirs: Mapping[str, Any]) -> Draft:
        """The server record changed since the edit began; `theirs` is its current version."""
        return self._update(
            draft_id,
            "state = 'conflict', theirs = ?, send_attempted_at = NULL",
            (dump_json(dict(theirs)),),
            entry=(Action.SENT, {"answer": "conflict"}),
        )

    def resolve_conflict(
        self,
        draft_id: str,
        content: Mapping[str, Any],
        base_version: Mapping[str, Any],
        *,
        choice: str = "merged",
    ) -> Draft:
        """The user merged: their content, now based on the server's current version.
        `choice`, for the history: how (mine, theirs, merged)."""
        return self._update(
            draft_id,
            "state = 'queued', base_version = ?, theirs = NULL",
            (dump_json(dict(base_version)),),
            content=content,
            entry=(Action.CONFLICT_SETTLED, {"choice": choice}),
        )

    def mark_synced(self, sent: Sequence[SentDraft]) -> None:
        """The server stored these drafts; each answer is the base of later edits.

        In one statement (the sync engine's hot path) of bound rows: SQLite parses no JSON
        array of them, and the triggers (the history's 'sent' entry, the listing, the lots)
        fire per row as for any update. More than `_SYNCED_PER_STATEMENT` go in a few
        statements of one transaction. When the user typed after `sent_revision` went out,
        a draft being sent stays queued, and one that was not (its photos went, say) keeps
        the state the typing gave it.
        """
        now = to_db_time(utc_now())
        rows = [
            (s.draft_id, str(s.server_id), _optional_json(s.server_version), s.sent_revision)
            for s in sent
        ]
        changed = 0
        with contextlib.ExitStack() as unit:
            if len(rows) > _SYNCED_PER_STATEMENT:
                unit.enter_context(self._db.transaction())
            for start in range(0, len(rows), _SYNCED_PER_STATEMENT):
                batch = rows[start : start + _SYNCED_PER_STATEMENT]
                values = ", ".join(("(?, ?, ?, ?)",) * len(batch))
                # The VALUES rows' columns are column1 (id), column2 (server id), column3
                # (the answer) and column4 (the revision sent). (A statement that starts
                # with WITH would tell no rowcount.)
                changed += self._db.write_one(
                    "UPDATE drafts SET server_id = sent.column2,"
                    " state = CASE WHEN sent.column4 IS NOT NULL"
                    " AND drafts.revision > sent.column4"
                    " THEN CASE drafts.state WHEN 'syncing' THEN 'queued' ELSE drafts.state END"
                    " ELSE 'synced' END,"
                    " base_version = coalesce(sent.column3, drafts.base_version),"
                    f" {_ANSWERED}, updated_at = ?"
                    f" FROM (VALUES {values}) AS sent WHERE drafts.id = sent.column1",
                    (now, now, *itertools.chain.from_iterable(batch)),
                ).rowcount
        if changed != len({s.draft_id for s in sent}):
            found = set(
                self._db.column(
                    "SELECT id FROM drafts WHERE id IN (SELECT value FROM json_each(?))",
                    (dump_json([s.draft_id for s in sent]),),
                )
            )
            raise DraftNotFound(next(s.draft_id for s in sent if s.draft_id not in found))

    def link_server_record(
        self,
        draft_id: str,
        server_id: str | int,
        *,
        server_version: Mapping[str, Any] | None = None,
    ) -> Draft:
        """The server created the record as `server_id`; the rest of its work is still to come.

        The draft stays `syncing`: a crash now must not leave a draft that looks synced
        while its photos wait for upload. `mark_synced` follows when all is confirmed.
        """
        return self._update(
            draft_id,
            "server_id = ?, state = 'syncing', base_version = coalesce(?, base_version),"
            f" {_ANSWERED}",
            (str(server_id), _optional_json(server_version), to_db_time(utc_now())),
            entry=(Action.SENT, {"answer": "created", "server_id": str(server_id)}),
        )

    def record_accepted_without_id(
        self, draft_id: str, *, needs_attention: bool = False, notice: Notice | None = None
    ) -> Draft:
        """The service accepted the create without saying where the record is: marked (its
        possibly-sent marker stays), and with `needs_attention` set aside for the user.

        `notice`: what the service said instead of an id (one of `ACCEPTED_UNPLACED`); by
        default the mark it has already, else `ACCEPTED_WITHOUT_ID`. Nothing of the
        answer is kept: no server id, no base version.
        """
        if notice is not None and notice.code not in ACCEPTED_UNPLACED:
            raise ValueError(f"not a mark of an accepted create: {notice.code}")
        state = "'needs_attention'" if needs_attention else "state"
        message = (
            "?"
            if notice is not None
            else (f"CASE WHEN {_unplaced_mark('error_message')} THEN error_message ELSE ? END")
        )
        return self._update(
            draft_id,
            f"state = {state}, error_message = {message}",
            ((notice or Notice(ACCEPTED_WITHOUT_ID)).dumps(),),
            entry=(
                Action.ACCEPTED_WITHOUT_ID,
                {"code": (notice or Notice(ACCEPTED_WITHOUT_ID)).code},
            ),
        )

    def link_accepted(self, draft_id: str, server_id: str | int) -> Draft:
        """The user's "link to product": the create the service accepted without an id made
        `server_id`. Queued as an edit of it (sent only where the record differs)."""
        return self._update(
            draft_id,
            f"server_id = ?, state = 'queued', base_version = NULL, {_ANSWERED}",
            (str(server_id), to_db_time(utc_now())),
            mine=True,
            entry=(Action.QUEUED, {"linked": str(server_id)}),
        )

    def resend_accepted(self, draft_id: str) -> Draft:
        """The user's explicit "send again" of a create the service accepted without an id:
        its marks go (the draft's and its uploads'), so the next sync sends it anew."""
        with self._db.transaction() as conn:
            conn.execute(
                "UPDATE attachments SET upload_attempted_at = NULL, upload_error = NULL"
                f" WHERE draft_id = ? AND {_unplaced_mark('upload_error')}",
                (draft_id,),
            )
            return self._update(
                draft_id,
                "state = 'queued', field_errors = '{}', error_message = NULL,"
                " send_attempted_at = NULL",
                mine=True,
                entry=(Action.QUEUED, {"again": True}),
            )

    def known_server_ids(self, kind: RecordKind | str) -> set[str]:
        """The server ids of `kind` this store knows a record by: its drafts' and the offline
        list's. A create answered with one of them did not make that record."""
        return set(
            self._db.column(
                "SELECT server_id FROM drafts WHERE kind = ?1 AND server_id IS NOT NULL"
                " UNION SELECT server_id FROM server_items WHERE kind = ?1",
                (RecordKind(kind).value,),
            )
        )

    def adopt_listed_versions(self, kind: RecordKind | str) -> None:
        """Drafts of `kind` whose base is still what was sent (a create's payload: no id)
        take the service's version of their record from the offline list just refreshed
        instead, so what the service made of it (its id, page, defaults) is no one else's
        change. In SQL: the list of a large catalogue is in the cache, not in memory."""
        with self._db.transaction() as conn:
            conn.execute(
                "UPDATE drafts SET base_version = (SELECT s.data FROM server_items AS s"
                " WHERE s.kind = drafts.kind AND s.server_id = drafts.server_id)"
                " WHERE kind = ? AND server_id IS NOT NULL AND json_valid(base_version)"
                " AND json_extract(base_version, '$.id') IS NULL AND EXISTS (SELECT 1 FROM"
                " server_items AS s WHERE s.kind = drafts.kind AND s.server_id = drafts.server_id)",
                (RecordKind(kind).value,),
            )

    def request_archive(
        self,
        draft_id: str,
        requested: bool = True,
        *,
        entry: tuple[Action, Mapping[str, Any]] | None = None,
        recorded: bool = True,
    ) -> Draft:
        """The archive asked for (or withdrawn); its history entry `entry` when an action's
        own says it (a merge's), else "archive asked for"; none without `recorded` (the
        draft's entry just made says it)."""
        said = entry or (Action.ARCHIVED, {"requested": requested})
        return self._update(
            draft_id,
            "archive_requested = ?",
            (int(requested),),
            mine=True,
            entry=said if recorded else None,
        )

    def delete_draft(
        self, draft_id: str, *, discard_unsent: bool = False, keep_files: bool = False
    ) -> None:
        """Remove a draft and its attachments that were never uploaded.

        Only synced drafts, unless the user confirmed `discard_unsent`; never one on its
        way or a create that may have arrived. Uploaded attachments stay with the record.
        `keep_files`: the attachments' files stay on disk (an undo may bring them back:
        the undo journal removes them when it can no longer).
        """
        with self._db.transaction() as conn:
            draft = self.get(draft_id)
            if draft.state is DraftState.SYNCING:
                raise DraftNotDeletable(draft.id, "store.draft_being_sent", "being sent")
            if draft.outcome_unknown:
                raise DraftNotDeletable(
                    draft.id, "store.draft_maybe_sent", "a create may have reached the server"
                )
            if not discard_unsent and draft.state is not DraftState.SYNCED:
                raise DraftNotDeletable(
                    draft.id, "store.draft_unsent", f"unsent work in state {draft.state}"
                )
            # Discarding an edit discards the photos added in it; a synced draft's
            # attachments belong to its server record and still get uploaded.
            doomed = [
                name
                for (name,) in conn.execute(
                    "DELETE FROM attachments WHERE draft_id = ? AND (record_server_id IS NULL"
                    " OR (upload_state = 'pending' AND ?)) RETURNING stored_name",
                    (draft_id, int(draft.state is not DraftState.SYNCED)),
                ).fetchall()
            ]
            conn.execute("UPDATE attachments SET draft_id = NULL WHERE draft_id = ?", (draft_id,))
            if draft.state in (DraftState.SYNCED, DraftState.HANDED_OVER):
                conn.execute(
                    "INSERT OR REPLACE INTO deleted_drafts (id, state, deleted_at)"
                    " VALUES (?, ?, ?)",
                    (draft.id, draft.state.value, to_db_time(utc_now())),
                )
            conn.execute("DELETE FROM drafts WHERE id = ?", (draft_id,))
            conn.execute("DELETE FROM listing WHERE draft_id = ?", (draft_id,))
            history.record(
                conn,
                RecordKey(draft.kind, draft.id, draft.server_id),
                Action.DELETED,
                detail={"state": draft.state.value},
            )
            listing.reshadow_record(conn, draft.kind, draft.server_id)
        # Files go after the commit: a crash in between leaves an orphan file, never
        # a row without its file.
        for name in [] if keep_files else doomed:
            if (own := file_rules.own_file(self._attachments_dir, name)) is not None:
                own.unlink(missing_ok=True)

    def _update(
        self,
        draft_id: str,
        assignments: str,
        params: tuple[Any, ...] = (),
        *,
        content: Mapping[str, Any] | None = None,
        if_changed: bool = False,
        mine: bool = False,
        entry: tuple[Action, Mapping[str, Any] | None] | None = None,
        visit: str | None = None,
    ) -> Draft:
        """One update of a draft, returned as it is after; new `content` also bumps the
        revision and the listing (with `if_changed`, equal content writes nothing). With
        `mine`, a user's change, refused (DraftHandedOver) while it is handed over.
        `entry`: its history entry (action, detail), with the fields `content` changed;
        with `visit`, merged into the typing of that editing visit."""
        values = [*params, to_db_time(utc_now())]
        sql = f"UPDATE drafts SET {assignments}, updated_at = ?"
        if content is not None:
            text = _content_json(content)
            # The visit's note ends with any other change of the content: its trigger
            # writes the entry from it first (`history.CURRENT_FIELDS`).
            sql += ", content = ?, revision = revision + 1, typing = NULL"
            values.append(text)
        sql += " WHERE id = ? AND state != 'handed_over'" if mine else " WHERE id = ?"
        values.append(draft_id)
        if content is not None and if_changed:
            sql += " AND content != ?"
            values.append(text)
        with self._db.transaction() as conn:
            # The content before, for the history's before-values, and the visit's open entry.
            before: str | None = None
            open_entry: sqlite3.Row | None = None
            if content is not None and entry is not None:
                before, open_entry = history.before_typing(conn, draft_id, visit or "")
            try:
                row = conn.execute(sql + " RETURNING *", values).fetchone()
            except sqlite3.IntegrityError:
                # A synced draft reopened while a newer draft edits the same record.
                draft = self.get(draft_id)
                sibling = self.open_draft_for(draft.kind, str(draft.server_id))
                raise DuplicateDraft("" if sibling is None else sibling.id) from None
            if row is None:
                if mine and self.get(draft_id).state is DraftState.HANDED_OVER:
                    raise DraftHandedOver(draft_id)
                return self.get(draft_id)
            if content is not None:
                listing.upsert_draft_row(conn, row, content)
            if entry is not None:
                typing = _record(conn, row, entry, visit, before, content, open_entry)
                self._remember(row, typing, None if content is None else text, content)
        return _draft(row)

    def _remember(
        self,
        row: sqlite3.Row,
        typing: OpenTyping | None,
        text: str | None,
        content: Mapping[str, Any] | None,
    ) -> None:
        """The visit's entry and the content as just written, for the visit's next autosave
        (`_save_typed`); anything else written forgets them."""
        groups = None if content is None else history.content_groups(content)
        if typing is None or text is None or groups is None:
            self._typing.pop(row["id"], None)
        else:
            self._typing[row["id"]] = (typing, int(row["revision"]), text, groups)

    def _save_typed(self, draft_id: str, content: Mapping[str, Any], visit: str) -> Draft | None:
        """The autosave of a visit whose entry and content before this program wrote last,
        while that entry is the draft's newest: the draft's row with the visit's note
        (`history.typing_note`, read over the entry by the history's readers), no history
        row written. None when that is not so (the draft changed since, another entry came,
        the content is unchanged, a field typed back leaves the entry empty): `_update`
        does it then."""
        remembered = self._typing.get(draft_id)
        if remembered is None or remembered[0].visit != visit:
            return None
        typing, revision, before, before_groups = remembered
        text = _content_json(content)
        if text == before:
            return None
        groups = history.content_groups(content)
        if groups is None:
            return None
        changes = history.group_changes(before_groups, groups, content)
        now = to_db_time(utc_now())
        note, merged = history.typing_note(typing, changes, now)
        if not merged.fields and not merged.opening:
            return None
        with self._db.transaction() as conn:
            try:
                row = conn.execute(
                    "UPDATE drafts SET updated_at = ?1,"
                    " state = CASE state WHEN 'synced' THEN 'draft' ELSE state END,"
                    " content = ?2, revision = revision + 1, typing = ?3"
                    " WHERE id = ?4 AND revision = ?5"
                    " AND (SELECT max(id) FROM history WHERE draft_id = ?4) = ?6 RETURNING *",
                    (now, text, note, draft_id, revision, typing.entry_id),
                ).fetchone()
            except sqlite3.IntegrityError:
                return None  # a sibling draft: `_update` says which
            if row is None:
                return None
            listing.upsert_draft_row(conn, row, content)
        self._typing[draft_id] = (merged, int(row["revision"]), text, groups)
        return _draft(row)


def _record(
    conn: sqlite3.Connection,
    row: sqlite3.Row,
    entry: tuple[Action, Mapping[str, Any] | None],
    visit: str | None,
    before: str | None,
    content: Mapping[str, Any] | None,
    open_entry: sqlite3.Row | None,
) -> OpenTyping | None:
    """The history entry of one update of a draft (see `_update`); the visit's entry after a
    typed one."""
    key = RecordKey(RecordKind(row["kind"]), row["id"], row["server_id"])
    fields = history.content_changes(load_json(before), content) if content is not None else []
    if visit is not None:
        return history.record_typing(conn, key, visit, fields, open_entry=open_entry)
    action, detail = entry
    history.record(conn, key, action, detail=detail, fields=fields)
    return None
