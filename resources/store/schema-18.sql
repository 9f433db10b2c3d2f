-- Step 18: the values pinned for every new record of a kind (*vastzetten*), by the field's
-- wire path. `value` is its JSON; the store is one environment's, so are its pins.
CREATE TABLE pinned_values (
    kind TEXT NOT NULL CHECK (kind IN ('product', 'project', 'subscription')),
    path TEXT NOT NULL,
    value TEXT NOT NULL,
    pinned_at TEXT NOT NULL,
    PRIMARY KEY (kind, path)
);
