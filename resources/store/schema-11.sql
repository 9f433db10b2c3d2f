-- The environment this store belongs to, in the store itself (one row at most): its key
-- (the normalised base address), what the user calls it, whether it is production, and
-- when the store was bound to it. No row: never bound (the local store of drafts made
-- before any connection). A row without a key: a store of an earlier release whose
-- environment the registry has not said yet (until it does, nothing is sent from it).
CREATE TABLE environment_binding (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    environment_key TEXT CHECK (environment_key IS NULL OR environment_key <> ''),
    name TEXT NOT NULL DEFAULT '',
    production INTEGER NOT NULL DEFAULT 0 CHECK (production IN (0, 1)),
    bound_at TEXT
);
