"""What a product label leads back to in the store (`app.inventory.labels` says what a label
holds): the draft a reference was made from, kept in `label_references` by a trigger when
the service gives the draft its id, so it outlives the synced draft; and the record whose
page (`websiteURI`) a QR code holds."""

from __future__ import annotations

from app.store.database import Database
from app.store.kinds import RecordKind

_PRODUCT = RecordKind.PRODUCT.value


class LabelIndex:
    def __init__(self, database: Database) -> None:
        self._db = database

    def first_draft_of(self, server_id: str) -> str | None:
        """The first draft made here that became product `server_id`, if one did."""
        found = self._db.query_one(
            "SELECT draft_id FROM label_references WHERE kind = ? AND server_id = ?"
            " ORDER BY rowid LIMIT 1",
            (_PRODUCT, server_id),
        )
        return None if found is None else str(found[0])

    def draft_from(self, prefix: str) -> tuple[str, str | None] | None:
        """The id and server id of the oldest product draft whose id starts with `prefix`
        (a deleted synced draft's, too: its reference still names its record)."""
        # A range over the primary key: '~' sorts after every character of a UUID.
        found = self._db.query_one(
            "SELECT id, server_id FROM (SELECT id, server_id, created_at FROM drafts"
            " WHERE kind = ?1 AND id >= ?2 AND id < ?3 UNION ALL SELECT l.draft_id, l.server_id,"
            " '~' FROM label_references AS l WHERE l.kind = ?1 AND l.draft_id >= ?2"
            " AND l.draft_id < ?3) ORDER BY created_at, id LIMIT 1",
            (_PRODUCT, prefix, prefix + "~"),
        )
        return None if found is None else (found[0], found[1])

    def server_id_at(self, address: str) -> str | None:
        """The product whose page is `address`: as the offline list has it, else as the
        service last answered a draft that edits it."""
        found = self._db.query_one(
            "SELECT server_id FROM server_items WHERE kind = ?1"
            " AND json_extract(data, '$.websiteURI') = ?2 UNION ALL"
            " SELECT server_id FROM drafts WHERE kind = ?1 AND server_id IS NOT NULL"
            " AND json_extract(base_version, '$.websiteURI') = ?2 LIMIT 1",
            (_PRODUCT, address),
        )
        return None if found is None else str(found[0])
