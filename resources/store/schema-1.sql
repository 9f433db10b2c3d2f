-- Step 1: drafts and attachments.
-- Released: never edit this file; add a step instead.
CREATE TABLE drafts (
    id TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('product', 'project', 'subscription')),
    state TEXT NOT NULL DEFAULT 'draft' CHECK (state IN
        ('draft', 'queued', 'syncing', 'synced', 'needs_attention', 'conflict')),
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
    last_sync_at TEXT
);
CREATE INDEX drafts_by_kind_state ON drafts (kind, state);
CREATE UNIQUE INDEX one_open_draft_per_record ON drafts (kind, server_id)
    WHERE server_id IS NOT NULL AND state != 'synced';
CREATE TABLE attachments (
    id TEXT PRIMARY KEY NOT NULL,
    draft_id TEXT REFERENCES drafts (id),
    record_kind TEXT NOT NULL CHECK (record_kind IN ('product', 'project', 'subscription')),
    record_server_id TEXT,
    role TEXT NOT NULL CHECK (role IN ('image', 'file')),
    file_name TEXT NOT NULL,
    stored_name TEXT NOT NULL UNIQUE,
    mime_type TEXT NOT NULL,
    size INTEGER NOT NULL,
    sha256 TEXT NOT NULL,
    upload_state TEXT NOT NULL DEFAULT 'pending'
        CHECK (upload_state IN ('pending', 'uploaded', 'delete_pending')),
    server_id TEXT,
    upload_error TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK (draft_id IS NOT NULL OR record_server_id IS NOT NULL)
);
CREATE INDEX attachments_by_draft ON attachments (draft_id);
CREATE INDEX attachments_by_record ON attachments (record_kind, record_server_id)
