-- Step 2: the offline cache of server lists, and full-text search over the listing.
-- Released: never edit this file; add a step instead.
CREATE TABLE server_items (
    kind TEXT NOT NULL,
    server_id TEXT NOT NULL,
    data TEXT NOT NULL,
    data_hash TEXT NOT NULL,
    fetched_at TEXT NOT NULL,
    PRIMARY KEY (kind, server_id)
);
CREATE TABLE cache_refreshes (
    kind TEXT PRIMARY KEY NOT NULL,
    refreshed_at TEXT NOT NULL
);
CREATE TABLE listing (
    key INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('server', 'draft')),
    server_id TEXT,
    draft_id TEXT,
    draft_state TEXT,
    shadowed INTEGER NOT NULL DEFAULT 0,
    title TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    categories TEXT NOT NULL DEFAULT '',
    address TEXT NOT NULL DEFAULT '',
    other TEXT NOT NULL DEFAULT '',
    category TEXT,
    sub_category TEXT,
    status TEXT,
    city TEXT,
    price REAL,
    quantity REAL,
    published INTEGER,
    private INTEGER,
    archived INTEGER,
    event_types TEXT,
    updated_at TEXT
);
CREATE UNIQUE INDEX listing_by_draft ON listing (draft_id) WHERE draft_id IS NOT NULL;
CREATE INDEX listing_by_record ON listing (kind, server_id);
CREATE INDEX listing_by_title ON listing (kind, shadowed, title COLLATE NOCASE);
CREATE INDEX listing_by_category ON listing (kind, shadowed, category COLLATE NOCASE);
CREATE INDEX listing_by_status ON listing (kind, shadowed, status);
CREATE INDEX listing_by_city ON listing (kind, shadowed, city COLLATE NOCASE);
CREATE INDEX listing_by_price ON listing (kind, shadowed, price);
CREATE INDEX listing_by_quantity ON listing (kind, shadowed, quantity);
CREATE INDEX listing_by_updated ON listing (kind, shadowed, updated_at);
CREATE VIRTUAL TABLE listing_fts USING fts5 (
    title, description, categories, address, other,
    content = 'listing', content_rowid = 'key',
    tokenize = 'unicode61 remove_diacritics 2',
    prefix = '1 2 3'
);
CREATE TRIGGER listing_fts_delete AFTER DELETE ON listing BEGIN
    INSERT INTO listing_fts (listing_fts, rowid, title, description, categories, address, other)
    VALUES ('delete', old.key, old.title, old.description, old.categories, old.address,
            old.other);
END;
CREATE TRIGGER listing_fts_update
AFTER UPDATE OF title, description, categories, address, other ON listing BEGIN
    INSERT INTO listing_fts (listing_fts, rowid, title, description, categories, address, other)
    VALUES ('delete', old.key, old.title, old.description, old.categories, old.address,
            old.other);
    INSERT INTO listing_fts (rowid, title, description, categories, address, other)
    VALUES (new.key, new.title, new.description, new.categories, new.address, new.other);
END
