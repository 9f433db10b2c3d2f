"""What the service made of a draft's writes, where it did not simply answer: a create
accepted without saying where the record is (the user links it, or sends it again), and the
service's own version of a record becoming the base of later edits. A part of `DraftStore`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from app.api.notices import Notice
from app.store.database import Database
from app.store.kinds import ACCEPTED_WITHOUT_ID, RecordKind, to_db_time, utc_now

if TYPE_CHECKING:
    from app.store.drafts import Draft

# The server took the draft: its last problems, conflict and unknown outcome are over.
ANSWERED = (
    "theirs = NULL, field_errors = '{}', error_message = NULL,"
    " send_attempted_at = NULL, last_sync_at = ?"
)


class ServerOutcomes:
    """Mixed into `DraftStore`, whose one update statement (`_update`) these use."""

    _db: Database

    # `DraftStore._update`, the one update statement (its signature is there).
    _update: Callable[..., Draft]

    def _refuse_handed_over(self, draft_id: str) -> None:
        raise NotImplementedError

    def record_accepted_without_id(self, draft_id: str, *, needs_attention: bool = False) -> Draft:
        """The service accepted the create without saying where the record is: marked (its
        possibly-sent marker stays), and with `needs_attention` set aside for the user."""
        state = "'needs_attention'" if needs_attention else "state"
        return self._update(
            draft_id,
            f"state = {state}, error_message = ?",
            (Notice(ACCEPTED_WITHOUT_ID).dumps(),),
        )

    def link_accepted(self, draft_id: str, server_id: str | int) -> Draft:
        """The user's "link to product": the create the service accepted without an id made
        `server_id`. Queued as an edit of it (sent only where the record differs)."""
        with self._db.transaction():
            self._refuse_handed_over(draft_id)
            return self._update(
                draft_id,
                f"server_id = ?, state = 'queued', base_version = NULL, {ANSWERED}",
                (str(server_id), to_db_time(utc_now())),
            )

    def resend_accepted(self, draft_id: str) -> Draft:
        """The user's explicit "send again" of a create the service accepted without an id:
        its marks go (the draft's and its uploads'), so the next sync sends it anew."""
        with self._db.transaction() as conn:
            self._refuse_handed_over(draft_id)
            conn.execute(
                "UPDATE attachments SET upload_attempted_at = NULL, upload_error = NULL"
                " WHERE draft_id = ? AND json_valid(upload_error)"
                f" AND json_extract(upload_error, '$.code') = '{ACCEPTED_WITHOUT_ID}'",
                (draft_id,),
            )
            return self._update(
                draft_id,
                "state = 'queued', field_errors = '{}', error_message = NULL,"
                " send_attempted_at = NULL",
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
