"""The schema, as an ordered list of steps numbered by `PRAGMA user_version`.

Never edit a released step (its SQL is in `resources/store/schema-<n>.sql`); append
one. Steps run DDL and move data; derived data (the listing and its full-text index)
is rebuilt once at the end, with the current extraction code, when a step sets
`rebuilds_listing`. The full-text index is filled explicitly by `listing`, not by an
insert trigger: one bulk insert costs a fifth of a trigger per row at 100,000 products.
All pending steps and the new user_version are one transaction: a program killed
halfway leaves the database at its old version. Foreign keys are off while steps run
(a step may build a table anew) and checked before the commit.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

from app import paths
from app.store import history
from app.store import listing
from app.store.database import SCHEMA_VERSION


@dataclass(frozen=True)
class Step:
    version: int
    description: str
    apply: Callable[[sqlite3.Connection], None]
    rebuilds_listing: bool = False


def _script(sql: str) -> Callable[[sqlite3.Connection], None]:
    def apply(conn: sqlite3.Connection) -> None:
        # Not executescript(): that would COMMIT the surrounding transaction. Triggers
        # hold semicolons of their own: a statement ends where SQLite finds it complete.
        pending = ""
        for line in sql.splitlines(keepends=True):
            pending += line
            if sqlite3.complete_statement(pending):
                conn.execute(pending)
                pending = ""
        if pending.strip():
            conn.execute(pending)

    return apply


Apply = Callable[[sqlite3.Connection], None]


def _in_turn(*applies: Apply) -> Apply:
    def apply(conn: sqlite3.Connection) -> None:
        for one in applies:
            one(conn)

    return apply


def _released(version: int) -> str:
    """The SQL of a released step, kept in the resources as `schema-<version>.sql`."""
    return (paths.resources_dir() / "store" / f"schema-{version}.sql").read_text(encoding="utf-8")


# The listing and the attachments follow a draft's state and server id inside SQLite,
# so the sync engine's state changes are one statement each (every statement costs a
# release of the interpreter lock, which another busy thread may keep for milliseconds).
# Only rows whose shadow flag changes are written: a written row rewrites every index
# that holds `shadowed`. The trigger holds the listing's rule, `listing.SHADOW_CASE`,
# as it is now: it is derived like the listing, so a change of the rule comes with a
# step that creates the trigger again (a test compares the two). Rows are found by the
# index, named (a trigger cannot name one for the rows it updates, so by rowid): stale
# statistics otherwise make each draft's state change scan the whole listing.
_V5_LISTING_FOLLOWS_DRAFTS = f"""
CREATE TRIGGER drafts_state_to_listing AFTER UPDATE OF state, server_id ON drafts BEGIN
    UPDATE listing SET draft_state = new.state, server_id = new.server_id
    WHERE draft_id = new.id;
    UPDATE listing SET shadowed = NOT shadowed
    WHERE rowid IN (SELECT rowid FROM listing INDEXED BY listing_by_record
                    WHERE kind = new.kind AND server_id IN (old.server_id, new.server_id))
      AND shadowed IS NOT ({listing.SHADOW_CASE});
    UPDATE attachments SET record_server_id = new.server_id
    WHERE draft_id = new.id AND new.server_id IS NOT NULL
      AND record_server_id IS NOT new.server_id;
END
"""


def _binding_table(conn: sqlite3.Connection) -> None:
    """The store's own environment binding. A database that existed before (its
    user_version is still the old one while the steps run) gets the row that waits for
    the registry's word: `app.store.environments` writes it from there, once."""
    _script(_released(11))(conn)
    if user_version(conn) > 0:
        conn.execute("INSERT INTO environment_binding (id, environment_key) VALUES (1, NULL)")


def _upload_failures_column(conn: sqlite3.Connection) -> None:
    """The count of an upload's failures, none yet. (A store whose schema is newer than its
    version says, as a copy made by hand may be, has it already: not added twice.)"""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(attachments)")}
    if "upload_failures" not in columns:
        conn.execute(
            "ALTER TABLE attachments ADD COLUMN upload_failures INTEGER NOT NULL DEFAULT 0"
        )


STEPS: tuple[Step, ...] = (
    Step(1, "drafts and attachments", _script(_released(1))),
    Step(2, "offline cache of server lists, full-text search", _script(_released(2)), True),
    Step(3, "sync log; remember possibly sent creates", _script(_released(3))),
    Step(4, "which cached products are public", _script(_released(4))),
    Step(5, "the listing follows the drafts' states", _script(_V5_LISTING_FOLLOWS_DRAFTS)),
    # The drafts table is built anew: its trigger with it.
    Step(
        6,
        "handed-over drafts; imported archives and deleted sent drafts remembered",
        _in_turn(_script(_released(6)), _script(_V5_LISTING_FOLLOWS_DRAFTS)),
    ),
    Step(7, "spreadsheet imports as batches; mappings remembered", _script(_released(7))),
    # The service gives a product no date of change; the listing shows when this computer
    # received its current version (`listing.RECEIVED_AS_UPDATED`). Rows listed before
    # get theirs here: only the one column, not the whole listing rebuilt.
    Step(
        8,
        "products from the service dated when this computer received them",
        _script(
            "UPDATE listing SET updated_at = (SELECT fetched_at FROM server_items AS s"
            " WHERE s.kind = listing.kind AND s.server_id = listing.server_id)"
            " WHERE kind = 'product' AND source = 'server' AND updated_at IS NULL"
        ),
    ),
    Step(9, "an import's note (its sheet's title block)", _script(_released(9))),
    # The listing's rule names the index it looks rows up by (see `listing.SHADOW_CASE`).
    Step(
        10,
        "the listing's shadowing rule looks records up by their index",
        _in_turn(_script(_released(10)), _script(_V5_LISTING_FOLLOWS_DRAFTS)),
    ),
    Step(11, "the store knows its own environment", _binding_table),
    # Cached subscriptions kept their signing secret; it is held for the session only now
    # (`cache.ServerCache`). The hash is left: the next refresh writes each one again.
    Step(
        12,
        "no signing secret in the store",
        _script(
            "UPDATE server_items SET data = json_remove(data, '$.signing_secret')"
            " WHERE kind = 'subscription' AND json_type(data, '$.signing_secret') IS NOT NULL"
        ),
    ),
    # A spreadsheet imported again is recognised by its content, under any name.
    Step(
        13,
        "an import remembers its file's content hash",
        _script(
            "ALTER TABLE import_batches ADD COLUMN content_sha256 TEXT;\n"
            "CREATE INDEX import_batches_by_content ON import_batches (content_sha256)"
            " WHERE content_sha256 IS NOT NULL;\n"
        ),
    ),
    # How many rounds in a row an upload failed the same way: past `UPLOAD_FAILED_ROUNDS`
    # it waits for the user (`AttachmentStore.hold`), never tried again on its own.
    Step(14, "an upload's failures in a row", _upload_failures_column),
    Step(15, "a change of many records in chunks, with its crash record", _script(_released(15))),
    Step(
        16,
        "a history per record",
        _in_turn(_script(_released(16)), _script(history.HISTORY_TRIGGERS)),
    ),
    Step(17, "the undo journal", _script(_released(17))),
    Step(18, "values pinned for every new record", _script(_released(18))),
    # Where a list's read stands while it is read (`cache.ListRefresh`): a load that was
    # interrupted (killed, the network gone) goes on from the page after the last stored.
    Step(
        19,
        "where an interrupted list read goes on",
        _script(
            "CREATE TABLE list_reads (\n"
            "    kind TEXT PRIMARY KEY NOT NULL,\n"
            "    per_page INTEGER NOT NULL,\n"
            "    next_page INTEGER NOT NULL\n"
            ");\n"
        ),
    ),
    Step(20, "lots: a split or merge sent as a pair", _script(_released(20))),
    Step(21, "a split's part released by the service's answer", _script(_released(21))),
    Step(22, "an autosave writes the draft's row only", _script(_released(22))),
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
    # Outside the transaction: inside one, SQLite ignores the pragma.
    foreign_keys = int(conn.execute("PRAGMA foreign_keys").fetchone()[0])
    conn.execute("PRAGMA foreign_keys = OFF")
    try:
        return _migrate(conn, target)
    finally:
        conn.execute(f"PRAGMA foreign_keys = {foreign_keys}")


def _migrate(conn: sqlite3.Connection, target: int) -> int:
    conn.execute("BEGIN IMMEDIATE")
    try:
        broken_before = len(conn.execute("PRAGMA foreign_key_check").fetchall())
        # Read again under the write lock: another instance may have migrated meanwhile.
        current = user_version(conn)
        pending = [s for s in STEPS if current < s.version <= target]
        for step in pending:
            step.apply(conn)
        if any(s.rebuilds_listing for s in pending):
            listing.rebuild(conn)
        # A file damaged before stays readable; a step must not break a reference.
        if len(conn.execute("PRAGMA foreign_key_check").fetchall()) > broken_before:
            raise sqlite3.IntegrityError("a migration step broke a foreign key")
        if pending:
            conn.execute(f"PRAGMA user_version = {pending[-1].version}")
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return user_version(conn)
