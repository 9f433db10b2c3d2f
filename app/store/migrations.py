"""The schema, as an ordered list of steps numbered by `PRAGMA user_version`.

Rules for changing it: never edit a released step; append a new one. Each step
only runs DDL and moves existing data; derived data (the listing and its
full-text index) is rebuilt once at the end, with the current extraction code,
by any step that sets `rebuilds_listing`. The shadowing rule the listing trigger
holds is the listing's own (`listing.SHADOW_CASE`), written once.

The full-text index `listing_fts` is kept by triggers for updates and deletes
(they need the old values), but rows are added to it explicitly by
`listing.py`: a trigger per inserted row costs about five times as much as one
bulk insert into the index, which matters when 100,000 products arrive.

All pending steps run in one transaction together with the new user_version, so
a program killed halfway through leaves the database at its old version.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

from app.store import listing
from app.store.database import SCHEMA_VERSION


@dataclass(frozen=True)
class Step:
    version: int
    description: str
    apply: Callable[[sqlite3.Connection], None]
    rebuilds_listing: bool = False


def _script(sql: str) -> Callable[[sqlite3.Connection], None]:
    statements: list[str] = []
    pending = ""
    for line in sql.strip().splitlines(keepends=True):
        pending += line
        # Triggers hold semicolons of their own: split only where a statement is complete.
        if sqlite3.complete_statement(pending):
            statements.append(pending.strip())
            pending = ""
    if pending.strip():
        statements.append(pending.strip())

    def apply(conn: sqlite3.Connection) -> None:
        # Not executescript(): that would COMMIT the surrounding transaction.
        for statement in statements:
            conn.execute(statement)

    return apply


_V1_DRAFTS_AND_ATTACHMENTS = """
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
"""

_V2_CACHE_AND_SEARCH = """
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
"""

_V3_SYNC_LOG_AND_SEND_ATTEMPTS = """
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
"""

# Only `GET /products?public=1` tells which products are public, so the flag is kept
# apart from the server JSON: NULL until a refresh has asked, then 0 or 1. The partial
# index serves the search filter (`server_id IN` the public ones) without reading
# the JSON pages.
_V4_PUBLIC_FLAG = """
ALTER TABLE server_items ADD COLUMN public INTEGER;
CREATE INDEX server_items_public ON server_items (kind, server_id) WHERE public = 1
"""

# The listing and the attachments follow a draft's state and server id inside SQLite,
# so the sync engine's state changes are one statement each (every statement costs a
# release of the interpreter lock, which another busy thread may keep for milliseconds).
# Only rows whose shadow flag changes are written: a written row rewrites every index
# that holds `shadowed`. The trigger holds the listing's rule, `listing.SHADOW_CASE`,
# as it is now: it is derived like the listing, so a change of the rule comes with a
# step that creates the trigger again (a test compares the two).
_V5_LISTING_FOLLOWS_DRAFTS = f"""
CREATE TRIGGER drafts_state_to_listing AFTER UPDATE OF state, server_id ON drafts BEGIN
    UPDATE listing SET draft_state = new.state, server_id = new.server_id
    WHERE draft_id = new.id;
    UPDATE listing SET shadowed = NOT shadowed
    WHERE kind = new.kind AND server_id IN (old.server_id, new.server_id)
      AND shadowed IS NOT ({listing.SHADOW_CASE});
    UPDATE attachments SET record_server_id = new.server_id
    WHERE draft_id = new.id AND new.server_id IS NOT NULL
      AND record_server_id IS NOT new.server_id;
END
"""

STEPS: tuple[Step, ...] = (
    Step(1, "drafts and attachments", _script(_V1_DRAFTS_AND_ATTACHMENTS)),
    Step(
        2,
        "offline cache of server lists, full-text search",
        _script(_V2_CACHE_AND_SEARCH),
        rebuilds_listing=True,
    ),
    Step(3, "sync log; remember possibly sent creates", _script(_V3_SYNC_LOG_AND_SEND_ATTEMPTS)),
    Step(4, "which cached products are public", _script(_V4_PUBLIC_FLAG)),
    Step(5, "the listing follows the drafts' states", _script(_V5_LISTING_FOLLOWS_DRAFTS)),
)

LATEST_VERSION = STEPS[-1].version
assert [s.version for s in STEPS] == list(range(1, LATEST_VERSION + 1))
assert LATEST_VERSION == SCHEMA_VERSION, "a new step: raise database.SCHEMA_VERSION with it"


def user_version(conn: sqlite3.Connection) -> int:
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def migrate(conn: sqlite3.Connection, target: int = LATEST_VERSION) -> int:
    """Bring the schema from its current version to `target`; returns the version reached.

    `conn` must be in autocommit mode (isolation_level=None). A lower `target`
    exists for tests that build databases as earlier releases left them.
    """
    if user_version(conn) >= target:
        return user_version(conn)
    conn.execute("BEGIN IMMEDIATE")
    try:
        # Read again under the write lock: another instance may have migrated meanwhile.
        current = user_version(conn)
        pending = [s for s in STEPS if current < s.version <= target]
        for step in pending:
            step.apply(conn)
        if any(s.rebuilds_listing for s in pending):
            listing.rebuild(conn)
        if pending:
            conn.execute(f"PRAGMA user_version = {pending[-1].version}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return user_version(conn)
