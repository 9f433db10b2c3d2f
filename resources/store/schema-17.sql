-- Step 17: the undo journal. Each user action that changed drafts is one step, with the
-- rows it touched as they were before and after it (JSON objects of their columns; NULL:
-- the row did not exist), written in the action's own transaction. `undone` steps are the
-- redo side. `files`: attachment files the step took out of use, kept on disk until the
-- step can no longer be undone. `bulk_step`: the change of many records (`app.store.bulk`)
-- whose chunks are still being written, while they are (such a step is not offered).
CREATE TABLE undo_steps (
    seq INTEGER PRIMARY KEY AUTOINCREMENT,
    action TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('product', 'project', 'subscription')),
    count INTEGER NOT NULL,
    undone INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    files TEXT NOT NULL DEFAULT '[]',
    made_at TEXT NOT NULL,
    bulk_step TEXT
);
CREATE TABLE undo_rows (
    seq INTEGER NOT NULL REFERENCES undo_steps (seq) ON DELETE CASCADE,
    tbl TEXT NOT NULL CHECK (tbl IN ('drafts', 'attachments', 'import_batch_drafts')),
    row_id TEXT NOT NULL,
    draft_id TEXT,
    before TEXT,
    after TEXT,
    PRIMARY KEY (seq, tbl, row_id)
);
