-- A change of many records written in chunks (`app.store.bulk`): each chunk commits with
-- the undo record of what it wrote, so a program killed between two chunks leaves a step
-- the next open takes back whole (`phase` 'applying'), or finishes undoing ('undoing').
-- An applied step's rows are its undo for the session that made it; the next session,
-- whose undo does not reach back, removes them. `pid`: the process that writes the step
-- (a step of a program still running is not another's to take back).
CREATE TABLE bulk_steps (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    phase TEXT NOT NULL CHECK (phase IN ('applying', 'applied', 'undoing')),
    texts INTEGER NOT NULL CHECK (texts IN (0, 1)),
    pid INTEGER NOT NULL,
    started_at TEXT NOT NULL
);
-- What each record of a step was before it (see `bulk.StepEntry`).
CREATE TABLE bulk_step_entries (
    step_id TEXT NOT NULL,
    draft_id TEXT NOT NULL,
    title TEXT NOT NULL,
    created INTEGER NOT NULL CHECK (created IN (0, 1)),
    stored TEXT NOT NULL,
    state TEXT NOT NULL,
    server_id TEXT,
    revision INTEGER NOT NULL,
    PRIMARY KEY (step_id, draft_id)
) WITHOUT ROWID;
