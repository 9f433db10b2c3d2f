-- Step 20: lots. A split or a merge of products is sent as a pair, in the order that never
-- shows more than the whole on the service: the draft whose send lowers the total
-- (`first_id`: a split's original lowered, a merge's other product archived) goes first;
-- the draft that raises it (`held_id`: a split's new part, a merge's kept product raised)
-- is held, never collected by the outbox, until the first's send is confirmed. The trigger
-- releases it in the very statement that records that confirmation. `amount` and `whole`:
-- the quantity moved and the quantity before (decimal texts); a row goes with its held
-- draft.
CREATE TABLE lots (
    held_id TEXT PRIMARY KEY REFERENCES drafts (id) ON DELETE CASCADE,
    first_id TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('split', 'merge')),
    amount TEXT NOT NULL,
    whole TEXT NOT NULL,
    unit TEXT,
    state TEXT NOT NULL DEFAULT 'held' CHECK (state IN ('held', 'released')),
    made_at TEXT NOT NULL
);
CREATE INDEX lots_held_by_first ON lots (first_id) WHERE state = 'held';
-- A split's part only while the original as confirmed leaves room for it within the whole
-- (a conflict settled with the service's quantity may not): else it stays held.
CREATE TRIGGER drafts_synced_releases_lots AFTER UPDATE OF state ON drafts
WHEN new.state = 'synced' AND old.state IS NOT 'synced' BEGIN
    UPDATE lots SET state = 'released' WHERE first_id = new.id AND state = 'held'
      AND (action != 'split' OR coalesce(CAST(json_extract(new.content,
           '$.quantity.quantityValue') AS REAL), 0) + CAST(amount AS REAL)
           <= CAST(whole AS REAL) + 0.000001);
END;
-- The undo journal keeps a lot's row with its held draft.
CREATE TABLE undo_rows_20 (
    seq INTEGER NOT NULL REFERENCES undo_steps (seq) ON DELETE CASCADE,
    tbl TEXT NOT NULL CHECK (tbl IN ('drafts', 'attachments', 'import_batch_drafts', 'lots')),
    row_id TEXT NOT NULL,
    draft_id TEXT,
    before TEXT,
    after TEXT,
    PRIMARY KEY (seq, tbl, row_id)
);
INSERT INTO undo_rows_20 SELECT seq, tbl, row_id, draft_id, before, after FROM undo_rows;
DROP TABLE undo_rows;
ALTER TABLE undo_rows_20 RENAME TO undo_rows;
