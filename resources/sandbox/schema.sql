-- The sandbox's tables. They keep the columns of the first release, so that a database file
-- kept with --db still opens; every statement may run again on an existing file.
CREATE TABLE IF NOT EXISTS projects (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    doc TEXT NOT NULL,
    prive INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS products (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    doc TEXT NOT NULL,
    project_id INTEGER REFERENCES projects(id),
    status_code TEXT,
    archived INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS products_listed ON products(archived, id);
-- The public list's filter answered from the index alone: a page of a 100,000-product list
-- skips the rows before it without reading their documents.
CREATE INDEX IF NOT EXISTS products_public ON products(archived, id, status_code, project_id);
CREATE TABLE IF NOT EXISTS media (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    owner_type TEXT NOT NULL,
    owner_id INTEGER NOT NULL,
    kind TEXT NOT NULL,
    name TEXT NOT NULL,
    content_type TEXT NOT NULL,
    data BLOB,
    external_url TEXT
);
CREATE INDEX IF NOT EXISTS media_owner ON media(owner_type, owner_id, kind);
CREATE TABLE IF NOT EXISTS subscriptions (
    id TEXT PRIMARY KEY,
    doc TEXT NOT NULL,
    created_seq INTEGER NOT NULL
);
