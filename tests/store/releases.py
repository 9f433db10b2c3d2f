"""A store made by this release, taken back to what an earlier release left (for tests of
what happens to a data folder of that release): what each later step added is taken out
again, so that the steps apply anew on the next open. A new step that adds a table, column
or index adds its undoing here."""

from __future__ import annotations

from app.store import Store


def as_release_10(store: Store) -> None:
    """Schema 10: no binding of its own yet (step 11), no import content hash (step 13),
    no count of an upload's failures (step 14),
    no journal of a change of many records (step 15), no history (step 16),
    no undo journal (step 17), no pinned values (step 18), no record of where a list's read
    stands (step 19), no lots (step 20), and so none of the triggers of steps 21 and 22."""
    write = store.database.write_one
    write("DROP TABLE environment_binding")
    write("DROP INDEX import_batches_by_content")
    write("ALTER TABLE import_batches DROP COLUMN content_sha256")
    write("ALTER TABLE attachments DROP COLUMN upload_failures")
    write("DROP TABLE bulk_step_entries")
    write("DROP TABLE bulk_steps")
    write("DROP TRIGGER drafts_server_id_to_history")
    write("DROP TRIGGER drafts_synced_to_history")
    write("DROP TRIGGER drafts_typing_to_history")
    write("DROP TRIGGER drafts_typing_written_when_deleted")
    write("DROP TABLE history")
    write("ALTER TABLE drafts DROP COLUMN typing")
    write("DROP TRIGGER drafts_synced_releases_lots")
    write("DROP TABLE lots")
    write("DROP TABLE undo_rows")
    write("DROP TABLE undo_steps")
    write("DROP TABLE pinned_values")
    write("DROP TABLE list_reads")
    write("PRAGMA user_version = 10")
