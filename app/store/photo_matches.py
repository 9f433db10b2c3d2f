"""What the photo inbox asks the store: which records hold a picture already, by its content,
and which drafts an inventory's rows became.

A card read twice, or a picture copied twice onto it, must attach nothing twice: each copy
made by attaching keeps its content's SHA-256 (`attachments.sha256`), so a picture's hash
names the records that have it. A picture whose removal waits for the sync does not count:
the user took it off, and may attach it again.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.store.database import Database
from app.store.kinds import RecordKind
from app.store.kinds import dump_json


@dataclass(frozen=True, slots=True)
class PictureHolder:
    """A record that has the picture: a draft's (and its server record's, once it has one),
    or a server record's."""

    kind: RecordKind
    draft_id: str | None
    server_id: str | None


class PhotoMatches:
    def __init__(self, database: Database) -> None:
        self._db = database

    def holders(self, hashes: Iterable[str]) -> dict[str, list[PictureHolder]]:
        """For each of `hashes` that an attachment here has, the records that have it."""
        wanted = sorted({h for h in hashes if h})
        if not wanted:
            return {}
        rows = self._db.query(
            "SELECT sha256, record_kind, draft_id, record_server_id FROM attachments"
            " WHERE sha256 IN (SELECT value FROM json_each(?)) AND upload_state != 'delete_pending'"
            " ORDER BY created_at, id",
            (dump_json(wanted),),
        )
        found: dict[str, list[PictureHolder]] = {}
        for sha256, kind, draft_id, server_id in rows:
            found.setdefault(sha256, []).append(
                PictureHolder(RecordKind(kind), draft_id, server_id)
            )
        return found

    def imported_drafts(self, file_name: str) -> dict[int, str]:
        """The drafts still here of the newest import of a file named `file_name`, by their
        row's number in the file."""
        rows = self._db.query(
            "SELECT l.row_number, l.draft_id FROM import_batch_drafts AS l"
            " WHERE l.batch_id = (SELECT id FROM import_batches WHERE file_name = ?"
            " ORDER BY imported_at DESC, id LIMIT 1)",
            (file_name,),
        )
        return {int(number): draft_id for number, draft_id in rows}
