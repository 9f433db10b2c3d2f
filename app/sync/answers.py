"""Whether the id a create or upload was answered with can be what it made: not a record this
store knows as another.

The id's form is the client's to check (`app.api.ids`: a number a record can have, a UUID);
this is the rest of the rule, which needs the store. A record that existed before the create
went out cannot be the one it made: a draft's record, a row of the offline list, one the
round's look at the server listed, one another create of the round was given. An upload's
answer naming an image (or file) the record had already did not make a new one either, and a
removal by that id would delete the other. Based on such an answer, the next edit of the draft
would overwrite that record: the round sets the draft aside instead (`sending`).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from dataclasses import field

from app.store.attachments import AttachmentRole
from app.store.kinds import RecordKind
from app.store.kinds import ServerRecord
from app.store.store import Store
from app.sync.service import ServerView


@dataclass(eq=False)
class KnownRecords:
    """The records one round's answers are checked against (see the module)."""

    store: Store
    view: ServerView
    _known: dict[RecordKind, asyncio.Future[set[str]]] = field(default_factory=dict, init=False)

    async def made_by_create(self, kind: RecordKind, server_id: str) -> bool:
        """Whether a create answered with `server_id` may have made it; if so, no other
        create of the round can have made it too."""
        known = await self._known_ids(kind)
        if server_id in known or server_id in self.view.items.get(kind, {}):
            return False
        known.add(server_id)
        return True

    def made_by_upload(
        self, record: ServerRecord, role: AttachmentRole, server_id: str, draft_id: str | None
    ) -> bool:
        """Whether an upload to `record` (of the draft `draft_id`) answered with `server_id`
        may have made it: none of the record's images (or files) as listed, cached or kept
        here. (One the round uploaded is kept at once.)"""
        listed = self.view.items.get(record.kind, {}).get(record.server_id)
        if listed is None:
            listed = self.store.cache.server_item(record.kind, record.server_id)
        refs = [] if listed is None else ServerView.attachment_refs(listed, role)
        if any(str(ref["id"]) == server_id for ref in refs):
            return False
        return server_id not in self.store.attachments.server_ids_of(record, role, draft_id)

    async def _known_ids(self, kind: RecordKind) -> set[str]:
        """The server ids of `kind` this store knows a record by, read once a round at the
        first create's answer (the round's reconciling has linked what it found by then),
        with every id the round's creates were given since. Read off the event loop: a large
        offline list holds a hundred thousand ids (0.1-0.5 s), and the round's other requests
        go on meanwhile."""
        reading = self._known.get(kind)
        if reading is None:
            reading = asyncio.ensure_future(
                asyncio.to_thread(self.store.drafts.known_server_ids, kind)
            )
            self._known[kind] = reading
        # Shielded: one worker cancelled must not cancel the others' read.
        return await asyncio.shield(reading)
