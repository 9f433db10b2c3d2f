-- A history per record (`app/store/history.py`): one row an entry. A record is its kind
-- and its draft id and/or server id; `detail` is a JSON object of codes and names, and
-- `fields` a JSON list of [field, before, after]. `visit` is the editing visit a typed
-- entry belongs to (its autosaves merge into it). No foreign key to drafts: the entries
-- of a deleted draft stay (its deletion is one of them).
CREATE TABLE history (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    draft_id TEXT,
    server_id TEXT,
    at TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL DEFAULT '{}',
    fields TEXT NOT NULL DEFAULT '[]',
    visit TEXT,
    CHECK (draft_id IS NOT NULL OR server_id IS NOT NULL)
);
CREATE INDEX history_by_draft ON history (draft_id) WHERE draft_id IS NOT NULL;
CREATE INDEX history_by_server ON history (kind, server_id) WHERE server_id IS NOT NULL;
-- The note an autosave leaves for the trigger that writes its history entry (see
-- `app/store/history.py`, `typing_note`): JSON, overwritten by each autosave of a visit.
ALTER TABLE drafts ADD COLUMN typing TEXT;
