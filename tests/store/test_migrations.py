"""Each migration from every earlier schema version, on real files with real data.

A database "at version N" is built as release N left it: the steps up to N (steps
are never edited once released) and rows written with that release's columns.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from app.api.notices import Notice
from app.store import DraftState
from app.store import RecordKind
from app.store import ServerRecord
from app.store import Store
from app.store import migrations
from app.store.catalogue import SearchFilters
from app.store.database import SCHEMA_VERSION
from app.store.drafts import SentDraft
from app.store.imports import ImportedRow
from app.store.listing import SHADOW_CASE
from app.store.listing import rebuild
from app.store.migrations import LATEST_VERSION
from app.store.migrations import STEPS
from app.store.migrations import Step
from app.store.migrations import migrate
from app.store.synclog import LogLine

DRAFT_NEW = "0b6c1f4e-3d6a-4f7e-9a57-2f1d8c6e0a11"
DRAFT_EDIT = "6f0f7f55-8a51-4e43-8d0e-5c9e0c7d4b22"
TIME = "2026-03-01T09:30:00.000000Z"


def _v1_data(conn: sqlite3.Connection) -> None:
    conn.execute(
        "INSERT INTO drafts (id, kind, state, content, server_id, base_version, field_errors,"
        " error_message, revision, created_at, updated_at) VALUES"
        " (?, 'product', 'needs_attention', ?, NULL, NULL, ?, 'Ongeldig', 7, ?, ?)",
        (
            DRAFT_NEW,
            '{"productCategory":"Hout","itemDetails":{"name":"Eiken balk"},'
            '"address":{"city":"Zwolle"}}',
            '{"quantity.quantityValue":["Moet een getal zijn"]}',
            TIME,
            TIME,
        ),
    )
    conn.execute(
        "INSERT INTO drafts (id, kind, state, content, server_id, base_version, revision,"
        " created_at, updated_at) VALUES (?, 'project', 'queued', ?, '12', ?, 2, ?, ?)",
        (
            DRAFT_EDIT,
            '{"title":"School Noord, gewijzigd","plaats":"Assen"}',
            '{"id":12,"title":"School Noord","plaats":"Assen"}',
            TIME,
            TIME,
        ),
    )
    conn.execute(
        "INSERT INTO attachments (id, draft_id, record_kind, record_server_id, role, file_name,"
        " stored_name, mime_type, size, sha256, upload_state, upload_error, created_at,"
        " updated_at) VALUES ('a1d1f5a0-0000-4000-8000-000000000001', ?, 'product', NULL,"
        " 'image', 'balk.jpg', 'a1.jpg', 'image/jpeg', 3, 'abc', 'pending', 'Te groot', ?, ?)",
        (DRAFT_NEW, TIME, TIME),
    )


def _v2_data(conn: sqlite3.Connection) -> None:
    _v1_data(conn)
    conn.execute(
        "INSERT INTO server_items (kind, server_id, data, data_hash, fetched_at) VALUES"
        " ('project', '12', ?, 'h1', ?), ('project', '13', ?, 'h2', ?)",
        (
            '{"id":12,"title":"School Noord","plaats":"Assen","published":true}',
            TIME,
            '{"id":13,"title":"Gemeentehuis","plaats":"Emmen","published":false}',
            TIME,
        ),
    )
    conn.execute("INSERT INTO cache_refreshes VALUES ('project', ?)", (TIME,))
    # Release 2 kept the listing up to date as it wrote; rebuilding gives the same rows.
    rebuild(conn)


def _v3_data(conn: sqlite3.Connection) -> None:
    _v2_data(conn)
    conn.execute(
        "INSERT INTO server_items (kind, server_id, data, data_hash, fetched_at) VALUES"
        " ('product', '7', ?, 'h3', ?)",
        ('{"id":7,"itemDetails":{"name":"Hardstenen dorpel"},"address":{"city":"Kampen"}}', TIME),
    )
    conn.execute("INSERT INTO cache_refreshes VALUES ('product', ?)", (TIME,))
    conn.execute(
        "INSERT INTO sync_log (at, kind, draft_id, server_id, action, outcome, message)"
        " VALUES (?, 'project', ?, '12', 'update', 'failed', 'geen verbinding')",
        (TIME, DRAFT_EDIT),
    )
    conn.execute("UPDATE drafts SET send_attempted_at = ? WHERE id = ?", (TIME, DRAFT_EDIT))
    rebuild(conn)


def _v4_data(conn: sqlite3.Connection) -> None:
    _v3_data(conn)
    conn.execute("UPDATE server_items SET public = 1 WHERE kind = 'product' AND server_id = '7'")
    rebuild(conn)


def _v5_data(conn: sqlite3.Connection) -> None:
    # Release 5 wrote the same rows; its listing followed the drafts by trigger.
    _v4_data(conn)


def _v6_data(conn: sqlite3.Connection) -> None:
    # Release 6 wrote the same rows, and could hand a draft over.
    _v5_data(conn)
    conn.execute(
        "INSERT INTO imported_archives (id, file_name, imported_at) VALUES (?, 'x.reusedesk', ?)",
        ("5d0c3f1e-0000-4000-8000-000000000006", TIME),
    )


def _v7_data(conn: sqlite3.Connection) -> None:
    # Release 7 wrote the same rows; it listed a product of the service with no date.
    _v6_data(conn)
    conn.execute("UPDATE listing SET updated_at = NULL WHERE kind = 'product'")


def _v8_data(conn: sqlite3.Connection) -> None:
    # Release 8 wrote the same rows, and imported spreadsheets as batches (without a note).
    _v7_data(conn)
    conn.execute(
        "INSERT INTO import_batches (id, file_name, sheet, header_key, imported_at, row_count)"
        " VALUES ('5d0c3f1e-0000-4000-8000-000000000008', 'inv.xlsx', 'Blad1', 'k', ?, 0)",
        (TIME,),
    )


def _v9_data(conn: sqlite3.Connection) -> None:
    # Release 9 wrote the same rows; its listing trigger did not name the index it used.
    _v8_data(conn)


def _v10_data(conn: sqlite3.Connection) -> None:
    # Release 10 wrote the same rows; which environment a store belonged to was written
    # in the data folder's registry only.
    _v9_data(conn)


SECRET = "whsec_kept-before-release-12"


def _v11_data(conn: sqlite3.Connection) -> None:
    # Release 11 kept a cached subscription as the service sent it, signing secret and all;
    # its migration left a store of an earlier release waiting for the registry's word.
    _v10_data(conn)
    conn.execute("INSERT INTO environment_binding (id, environment_key) VALUES (1, NULL)")
    conn.execute(
        "INSERT INTO server_items (kind, server_id, data, data_hash, fetched_at) VALUES"
        " ('subscription', 's-1', ?, 'h3', ?)",
        (
            '{"id":"s-1","status":"active","webhook_url":"https://hook.example/in",'
            f'"signing_secret":"{SECRET}"}}',
            TIME,
        ),
    )


def _v12_data(conn: sqlite3.Connection) -> None:
    # Release 12 wrote the same rows; an import kept no hash of its file's content.
    _v11_data(conn)


def _v13_data(conn: sqlite3.Connection) -> None:
    # Release 13 wrote the same rows; an upload kept no count of its failures.
    _v12_data(conn)


def _v14_data(conn: sqlite3.Connection) -> None:
    # Release 14 wrote the same rows; a change of many records was one transaction.
    _v13_data(conn)


def _v15_data(conn: sqlite3.Connection) -> None:
    # Release 15 wrote the same rows; it kept no history.
    _v14_data(conn)


def _v16_data(conn: sqlite3.Connection) -> None:
    # Release 16 wrote the same rows; it kept no undo journal.
    _v15_data(conn)


def _v17_data(conn: sqlite3.Connection) -> None:
    # Release 17 wrote the same rows, with an undo step; it pinned no values.
    _v16_data(conn)
    conn.execute(
        "INSERT INTO undo_steps (seq, action, kind, count, made_at)"
        " VALUES (1, 'queue', 'project', 1, ?)",
        (TIME,),
    )
    conn.execute(
        "INSERT INTO undo_rows (seq, tbl, row_id, draft_id, before, after)"
        " VALUES (1, 'drafts', ?, ?, NULL, '{}')",
        (DRAFT_EDIT, DRAFT_EDIT),
    )


def _v18_data(conn: sqlite3.Connection) -> None:
    # Release 18 wrote the same rows; a list's read kept no record of where it stood.
    _v17_data(conn)


def _v19_data(conn: sqlite3.Connection) -> None:
    # Release 19 wrote the same rows; it kept no lots.
    _v18_data(conn)


def _v20_data(conn: sqlite3.Connection) -> None:
    # Release 20 wrote the same rows; its trigger released a part by the content sent.
    _v19_data(conn)


# Release 21's autosave wrote the visit's entry and a note that agreed with it.
_V21_FIELDS = '[["itemDetails.name", "Eiken", "Eiken balk"]]'


def _v21_data(conn: sqlite3.Connection) -> None:
    # Release 21 wrote the same rows, and a draft in an editing visit: its entry, and the
    # note its trigger wrote the entry from (release 22 reads the note over the entry).
    _v20_data(conn)
    entry = conn.execute(
        "INSERT INTO history (kind, draft_id, at, action, fields, visit)"
        " VALUES ('product', ?, ?, 'typed', ?, 'visit-21') RETURNING id",
        (DRAFT_NEW, TIME, _V21_FIELDS),
    ).fetchone()[0]
    note = (
        f'{{"entry": {entry}, "visit": "visit-21", "merged": {_V21_FIELDS}, "own": {_V21_FIELDS}}}'
    )
    conn.execute("UPDATE drafts SET typing = ? WHERE id = ?", (note, DRAFT_NEW))


DATA_AT: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: lambda conn: None,
    1: _v1_data,
    2: _v2_data,
    3: _v3_data,
    4: _v4_data,
    5: _v5_data,
    6: _v6_data,
    7: _v7_data,
    8: _v8_data,
    9: _v9_data,
    10: _v10_data,
    11: _v11_data,
    12: _v12_data,
    13: _v13_data,
    14: _v14_data,
    15: _v15_data,
    16: _v16_data,
    17: _v17_data,
    18: _v18_data,
    19: _v19_data,
    20: _v20_data,
    21: _v21_data,
}


def _database_at(path: Path, version: int) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        assert migrate(conn, target=version) == version
        conn.execute("BEGIN")
        DATA_AT[version](conn)
        conn.execute("COMMIT")
    finally:
        conn.close()


def test_every_earlier_version_has_a_fixture() -> None:
    assert set(DATA_AT) == set(range(LATEST_VERSION))


@pytest.mark.parametrize("version", range(LATEST_VERSION))
def test_migrates_to_the_latest_version_keeping_the_data(tmp_path: Path, version: int) -> None:
    path = tmp_path / "db.sqlite3"
    _database_at(path, version)
    with Store.open(path, tmp_path / "att") as store:
        assert store.database.column("PRAGMA user_version") == [LATEST_VERSION]
        # Everything the latest version does works on the migrated file.
        fresh = store.drafts.create_draft("subscription", {"webhook_url": "https://h.example"})
        store.drafts.save_content(fresh.id, {"webhook_url": "https://hook.example"})
        store.sync_log.add(LogLine("subscription", fresh.id, None, "create", "ok"))
        assert store.catalogue.count("subscription", "hook") == 1
        if version == 0:
            assert store.binding is None  # a new store: never bound
            return
        # A store of an earlier release waits for the registry's word on its environment.
        assert store.binding is not None
        assert store.binding.awaits_registry
        assert store.environment_key is None
        if version >= 8:  # an import of release 8 has no note: an empty one
            assert store.database.column("SELECT note FROM import_batches") == [""]
            # nor a content hash: no file is recognised by it
            assert store.database.column("SELECT content_sha256 FROM import_batches") == [None]

        new = store.drafts.get(DRAFT_NEW)
        assert new.kind is RecordKind.PRODUCT
        assert new.state is DraftState.NEEDS_ATTENTION
        assert new.content["itemDetails"] == {"name": "Eiken balk"}
        assert new.revision == 7
        # Messages stored as sentences, before codes existed, read as said.
        assert new.field_errors == {"quantity.quantityValue": [Notice.said("Moet een getal zijn")]}
        assert new.error_message == Notice.said("Ongeldig")
        assert new.send_attempted_at is None
        assert not new.outcome_unknown
        edit = store.drafts.get(DRAFT_EDIT)
        assert edit.server_id == "12"
        assert edit.base_version == {"id": 12, "title": "School Noord", "plaats": "Assen"}
        (attachment,) = store.attachments.list_attachments(DRAFT_NEW)
        assert attachment.file_name == "balk.jpg"
        assert attachment.upload_attempted_at is None
        assert attachment.upload_error == Notice.said("Te groot")
        # Drafts of an old release are searchable after the migration.
        assert [r.draft_id for r in store.catalogue.search("product", "eik")] == [DRAFT_NEW]
        if version >= 2:
            assert store.cache.server_item("project", 13) == {
                "id": 13,
                "title": "Gemeentehuis",
                "plaats": "Emmen",
                "published": False,
            }
            titles = [r.title for r in store.catalogue.search("project")]
            # The edit draft shadows cached project 12.
            assert titles == ["Gemeentehuis", "School Noord, gewijzigd"]
        assert store.attachments.list_attachments(ServerRecord.of("product", 1)) == []
        # The possibly-sent marker of version 3 survives the later steps.
        assert (store.drafts.get(DRAFT_EDIT).send_attempted_at is not None) is (version >= 3)
        # From version 6 a draft can be handed over (the drafts table was built anew:
        # its attachments still refer to it, its listing trigger is back).
        assert store.database.column(
            "SELECT \"table\" FROM pragma_foreign_key_list('attachments')"
        ) == ["drafts"]
        assert store.database.column("PRAGMA foreign_key_check") == []
        # From version 20 lots are kept; an undo step of release 17 keeps its rows.
        assert store.database.column("SELECT count(*) FROM lots") == [0]
        if version >= 17:
            assert store.database.column("SELECT row_id FROM undo_rows") == [DRAFT_EDIT]
        store.database.write_one(
            "UPDATE drafts SET state = 'handed_over' WHERE id = ?", (DRAFT_NEW,)
        )
        (row,) = store.catalogue.search("product", "eik")
        assert row.draft_state is DraftState.HANDED_OVER
        assert store.drafts.take_back(DRAFT_NEW).state is DraftState.DRAFT
        # From version 5 the listing and attachments follow a draft's state by trigger.
        store.drafts.begin_sends([store.drafts.get(DRAFT_NEW)])
        (row,) = store.catalogue.search("product", "eik")
        assert row.draft_state is DraftState.SYNCING
        store.drafts.mark_synced([SentDraft(DRAFT_NEW, "99")])
        assert attachment.id in {
            a.id for a in store.attachments.list_attachments(ServerRecord.of("product", 99))
        }
        if version >= 2:
            store.drafts.mark_synced([SentDraft(DRAFT_EDIT, "12")])
            # Synced: the cached server version shows again, the draft row hides.
            (project,) = [r for r in store.catalogue.search("project") if r.server_id == "12"]
            assert project.title == "School Noord"
            assert project.draft_id is None
        if version >= 3:
            assert store.drafts.get(DRAFT_EDIT).send_attempted_at is None
            assert store.drafts.get(DRAFT_NEW).send_attempted_at is None
            (entry,) = store.sync_log.recent_log(draft_id=DRAFT_EDIT)
            assert entry.message == Notice.said("geen verbinding")
            # Cached before anyone asked which products are public: not known yet.
            (dorpel,) = store.catalogue.search("product", "dorpel")
            assert dorpel.public is (True if version >= 4 else None)
            expected_public = 1 if version >= 4 else 0
            assert store.catalogue.count("product", filters=SearchFilters(public=True)) == (
                expected_public
            )
            store.cache.replace_server_list(
                "product", [store.cache.server_item("product", 7) or {}], public_ids=["7"]
            )
            (dorpel,) = store.catalogue.search("product", "dorpel")
            assert dorpel.public is True
            assert store.catalogue.count("product", filters=SearchFilters(public=True)) == 1


def test_a_failing_migration_leaves_the_old_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "db.sqlite3"
    _database_at(path, 1)

    def half_then_fail(conn: sqlite3.Connection) -> None:
        STEPS[1].apply(conn)
        raise RuntimeError("power cut, simulated")

    monkeypatch.setattr(migrations, "STEPS", (STEPS[0], Step(2, "broken", half_then_fail)))
    with pytest.raises(RuntimeError):
        Store.open(path, tmp_path / "att")
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        assert "listing" not in tables
        assert conn.execute("SELECT count(*) FROM drafts").fetchone()[0] == 2
    finally:
        conn.close()
    monkeypatch.undo()
    with Store.open(path, tmp_path / "att") as store:
        assert store.drafts.get(DRAFT_NEW).revision == 7


def test_steps_are_numbered_without_gaps() -> None:
    assert [s.version for s in STEPS] == list(range(1, LATEST_VERSION + 1))
    assert LATEST_VERSION >= 3
    # Opening a database at this version skips the steps: the two must agree.
    assert LATEST_VERSION == SCHEMA_VERSION


def test_the_listing_trigger_holds_the_listings_own_shadowing_rule(tmp_path: Path) -> None:
    """A change of `listing.SHADOW_CASE` needs a step that creates the trigger again."""
    _database_at(tmp_path / "old.sqlite3", LATEST_VERSION - 1)
    for name in ("old.sqlite3", "new.sqlite3"):
        with Store.open(tmp_path / name, tmp_path / "att") as store:
            row = store.database.query_one(
                "SELECT sql FROM sqlite_master WHERE name = 'drafts_state_to_listing'"
            )
        assert row is not None
        assert SHADOW_CASE in row[0]


def test_version_21_upgrades_to_autosaves_that_write_the_draft_row_only(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _database_at(path, 21)
    with Store.open(path, tmp_path / "att") as store:
        # The note of release 21 agreed with its entry: gone, the entry reads as it was.
        assert store.database.column("SELECT typing FROM drafts WHERE typing IS NOT NULL") == []
        (typed,) = [
            e
            for e in store.history.entries(RecordKind.PRODUCT, draft_id=DRAFT_NEW)
            if e.action == "typed"
        ]
        assert [(f.field, f.before, f.after) for f in typed.fields] == [
            ("itemDetails.name", "Eiken", "Eiken balk")
        ]
        # A visit of this release: each autosave after its first writes the row only, and
        # the entry reads with every field as typed last.
        content = store.drafts.get(DRAFT_NEW).content
        for name in ("Eiken balk 1", "Eiken balk 12", "Eiken balk 123"):
            content = {**content, "itemDetails": {**content["itemDetails"], "name": name}}
            store.drafts.save_content(DRAFT_NEW, content, visit="visit-22")
        newest = store.history.entries(RecordKind.PRODUCT, draft_id=DRAFT_NEW)[0]
        assert [(f.field, f.before, f.after) for f in newest.fields] == [
            ("itemDetails.name", "Eiken balk", "Eiken balk 123")
        ]


def test_version_6_upgrades_to_import_batches_and_remembered_mappings(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _database_at(path, 6)
    with Store.open(path, tmp_path / "att") as store:
        assert store.database.column("PRAGMA user_version") == [LATEST_VERSION]
        assert store.database.column("SELECT id FROM imported_archives") == [
            "5d0c3f1e-0000-4000-8000-000000000006"
        ]
        assert store.imports.remembered_mapping("naam|aantal") is None
        store.imports.remember_mapping("naam|aantal", {"Naam": "itemDetails.name"})
        assert store.imports.remembered_mapping("naam|aantal") == {"Naam": "itemDetails.name"}
        batch = store.imports.add_batch(
            [ImportedRow({"itemDetails": {"name": "Deur"}}, 2)],
            file_name="inventaris.xlsx",
            sheet="Blad1",
            header_key="naam",
            mapping={"Naam": "itemDetails.name"},
        )
        (row,) = store.catalogue.search("product", "deur")
        standing = store.imports.latest()
        assert standing is not None
        assert (standing.batch, standing.drafts) == (batch, 1)
        # A draft of an old release, and the imported one, delete as before; the batch's
        # link goes with its draft.
        store.drafts.delete_draft(DRAFT_NEW, discard_unsent=True)
        store.drafts.delete_draft(str(row.draft_id), discard_unsent=True)
        assert store.imports.latest() is None
        assert store.database.column("PRAGMA foreign_key_check") == []


def test_version_7_upgrades_to_products_dated_when_received(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _database_at(path, 7)
    with Store.open(path, tmp_path / "att") as store:
        dated = store.database.query(
            "SELECT kind, server_id, updated_at FROM listing WHERE source = 'server'"
            " ORDER BY kind, server_id"
        )
        assert [tuple(row) for row in dated] == [
            ("product", "7", TIME),
            ("project", "12", None),  # projects keep the service's own (here: none)
            ("project", "13", None),
        ]


def test_version_11_upgrades_to_no_signing_secret_in_the_store(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    _database_at(path, 11)
    with Store.open(path, tmp_path / "att") as store:
        item = store.cache.server_item(RecordKind.SUBSCRIPTION, "s-1")
        assert item is not None
        assert item["webhook_url"] == "https://hook.example/in"
        assert "signing_secret" not in item
    store_file = path.read_bytes() + (
        path.with_name(path.name + "-wal").read_bytes()
        if path.with_name(path.name + "-wal").exists()
        else b""
    )
    assert SECRET.encode() not in store_file
