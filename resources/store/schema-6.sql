-- Step 6: a draft can be handed over to a colleague; imported archives and deleted drafts
-- that had left this computer are remembered, so no import creates a record twice.
-- Released: never edit this file; add a step instead.
-- SQLite cannot widen a CHECK constraint: the drafts table is built anew, as its
-- documentation describes (foreign keys off meanwhile, checked before the commit).
CREATE TABLE drafts_6 (
    id TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('product', 'project', 'subscription')),
    state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN
        ('draft', 'queued', 'syncing', 'synced', 'needs_attention', 'conflict',
         'handed_over')),
    content TEXT NOT NULL,
    server_id TEXT,
    base_version TEXT,
    theirs TEXT,
    field_errors TEXT NOT NULL DEFAULT '{}',
    error_message TEXT,
    archive_requested INTEGER NOT NULL DEFAULT 0,
    revision INTEGER NOT NULL DEFAULT 1,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    last_sync_at TEXT,
    send_attempted_at TEXT
);
INSERT INTO drafts_6 (id, kind, state, content, server_id, base_version, theirs,
    field_errors, error_message, archive_requested, revision, created_at, updated_at,
    last_sync_at, send_attempted_at)
SELECT id, kind, state, content, server_id, base_version, theirs,
    field_errors, error_message, archive_requested, revision, created_at, updated_at,
    last_sync_at, send_attempted_at
FROM drafts;
DROP TABLE drafts;
ALTER TABLE drafts_6 RENAME TO drafts;
CREATE INDEX drafts_by_kind_state ON drafts (kind, state);
CREATE UNIQUE INDEX one_open_draft_per_record ON drafts (kind, server_id)
    WHERE server_id IS NOT NULL AND state != 'synced';
-- Archives read into this store, by the id in their manifest: read once, never twice.
CREATE TABLE imported_archives (
    id TEXT PRIMARY KEY NOT NULL,
    file_name TEXT NOT NULL,
    imported_at TEXT NOT NULL
);
-- Drafts deleted here after they reached the server or a colleague (their last state):
-- an archive holding one of them must not bring it back to be sent again.
CREATE TABLE deleted_drafts (
    id TEXT PRIMARY KEY NOT NULL,
    state TEXT NOT NULL CHECK (state IN ('synced', 'handed_over')),
    deleted_at TEXT NOT NULL
)
