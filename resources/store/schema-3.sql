-- Step 3: the sync log; remember possibly sent creates and uploads.
-- Released: never edit this file; add a step instead.
CREATE TABLE sync_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    kind TEXT,
    draft_id TEXT,
    server_id TEXT,
    action TEXT NOT NULL,
    outcome TEXT NOT NULL,
    message TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sync_log_by_draft ON sync_log (draft_id) WHERE draft_id IS NOT NULL;
ALTER TABLE drafts ADD COLUMN send_attempted_at TEXT;
ALTER TABLE attachments ADD COLUMN upload_attempted_at TEXT
