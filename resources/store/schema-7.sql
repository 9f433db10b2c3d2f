-- Step 7: inventories imported from spreadsheets. Each import is a batch, undone as one
-- step while none of its drafts has left; the mapping chosen for a set of column headers
-- is remembered for the next file with the same headers; a label's reference stays with
-- the record it was printed for.
-- Released: never edit this file; add a step instead.
CREATE TABLE import_batches (
    id TEXT PRIMARY KEY NOT NULL,
    file_name TEXT NOT NULL,
    sheet TEXT NOT NULL,
    header_key TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    row_count INTEGER NOT NULL,
    photo_count INTEGER NOT NULL DEFAULT 0,
    queued INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX import_batches_by_time ON import_batches (imported_at);
-- A link table, not a column on drafts: the drafts table and the archive's record of a
-- draft stay as they are, and the revision at import tells which drafts were edited since.
-- A draft deleted by the user leaves its batch by the cascade.
CREATE TABLE import_batch_drafts (
    draft_id TEXT PRIMARY KEY NOT NULL REFERENCES drafts (id) ON DELETE CASCADE,
    batch_id TEXT NOT NULL REFERENCES import_batches (id) ON DELETE CASCADE,
    row_number INTEGER NOT NULL,
    revision INTEGER NOT NULL
);
CREATE INDEX import_batch_drafts_by_batch ON import_batch_drafts (batch_id);
-- The mapping last used for a set of headers: {header text: column key}, as JSON.
CREATE TABLE import_mappings (
    header_key TEXT PRIMARY KEY NOT NULL,
    mapping TEXT NOT NULL,
    used_at TEXT NOT NULL
);
-- The reference a label printed for a draft stays its record's for good: when the service
-- gives a new draft its id, the pair is kept here, and survives the synced draft's
-- deletion. An edit of a record made elsewhere is inserted with its id, never updated to
-- one, so only drafts made here give a record a reference of their own.
CREATE TABLE label_references (
    draft_id TEXT PRIMARY KEY NOT NULL,
    kind TEXT NOT NULL,
    server_id TEXT NOT NULL
);
CREATE INDEX label_references_by_record ON label_references (kind, server_id);
CREATE TRIGGER label_reference_kept AFTER UPDATE OF server_id ON drafts
    WHEN OLD.server_id IS NULL AND NEW.server_id IS NOT NULL
BEGIN
    INSERT OR IGNORE INTO label_references (draft_id, kind, server_id)
    VALUES (NEW.id, NEW.kind, NEW.server_id);
END;
-- Drafts synced before this step: the first of each record stands for it, as labels
-- printed before read it.
INSERT OR IGNORE INTO label_references (draft_id, kind, server_id)
SELECT id, kind, server_id FROM drafts WHERE server_id IS NOT NULL ORDER BY created_at, id
