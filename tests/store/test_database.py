"""Opening the database: pragmas, permissions, newer and corrupt files, error families."""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

import pytest

from app import paths
from app.store import Store
from app.store.database import Database
from app.store.errors import DatabaseCorrupt
from app.store.errors import DatabaseLocked
from app.store.errors import DatabaseTooNew
from app.store.errors import DiskFull
from app.store.errors import StoreBug
from app.store.errors import StoreEnvironmentError
from app.store.errors import StoreReadOnly
from app.store.errors import translate_os_error
from app.store.migrations import LATEST_VERSION
from app.store.migrations import migrate
from tests.store.conftest import product_form

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes")


def test_opens_in_the_data_folder_of_app_paths(isolated_data_dir: Path) -> None:
    with Store.open() as store:
        assert store.database.path == paths.database_path()
        assert store.attachments_dir == paths.attachments_dir()
        assert store.database.path.parent == isolated_data_dir
        assert store.database.column("PRAGMA user_version") == [LATEST_VERSION]
        assert store.recovery is None


def test_wal_mode_and_pragmas(tmp_path: Path) -> None:
    with Database.open(tmp_path / "db.sqlite3", migrate=migrate) as db:
        assert db.query_one("PRAGMA journal_mode")[0] == "wal"  # type: ignore[index]
        assert db.query_one("PRAGMA synchronous")[0] == 1  # type: ignore[index]  # NORMAL
        assert db.query_one("PRAGMA foreign_keys")[0] == 1  # type: ignore[index]
    with Database.open(tmp_path / "db.sqlite3", synchronous="FULL", migrate=migrate) as db:
        assert db.query_one("PRAGMA synchronous")[0] == 2  # type: ignore[index]


@posix_only
def test_database_and_side_files_are_private(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with Store.open(path, tmp_path / "att") as store:
        store.drafts.create_draft("product", product_form())
        for candidate in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
            assert candidate.exists(), candidate
            assert stat.S_IMODE(candidate.stat().st_mode) == 0o600, candidate


@posix_only
def test_a_too_open_existing_file_is_made_private(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    Database.open(path, migrate=migrate).close()
    path.chmod(0o644)
    Database.open(path, migrate=migrate).close()
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def test_reopening_keeps_the_data(tmp_path: Path) -> None:
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "att") as store:
        draft = store.drafts.create_draft("project", {"title": "School Zuid"})
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "att") as store:
        assert store.drafts.get(draft.id).content == {"title": "School Zuid"}


def test_newer_database_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE future (x)")
        conn.execute(f"PRAGMA user_version = {LATEST_VERSION + 5}")
    conn.close()
    before = path.read_bytes()
    with pytest.raises(DatabaseTooNew) as caught:
        Database.open(path, migrate=migrate)
    assert caught.value.notice.code == "store.too_new"
    assert caught.value.notice.params["found"] == LATEST_VERSION + 5
    assert caught.value.notice.params["known"] == LATEST_VERSION
    assert isinstance(caught.value, StoreEnvironmentError)
    assert path.read_bytes() == before
    assert not Path(f"{path}-wal").exists()


def test_garbage_file_is_moved_aside_and_a_fresh_database_started(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    garbage = os.urandom(8192)
    path.write_bytes(garbage)
    with Database.open(path, migrate=migrate) as db:
        assert db.column("PRAGMA user_version") == [LATEST_VERSION]
        recovery = db.recovery
    assert recovery is not None
    assert recovery.code == "store.recovered"
    moved_to = tmp_path / recovery.params["moved_to"]
    assert moved_to.read_bytes() == garbage
    assert moved_to.name.startswith("db.sqlite3.corrupt-")


def test_damaged_schema_page_is_detected(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    with Store.open(path, tmp_path / "att") as store:
        store.drafts.create_draft("product", product_form())
    # Fold the WAL into the main file, then overwrite the schema page's cells.
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        conn.execute("PRAGMA journal_mode=DELETE")
    conn.close()
    data = bytearray(path.read_bytes())
    data[100 + 8 : 4096] = b"\xa5" * (4096 - 108)
    path.write_bytes(bytes(data))
    with pytest.raises(DatabaseCorrupt) as caught:
        Database.open(path, recover_corrupt=False, migrate=migrate)
    assert caught.value.notice.code == "store.corrupt"
    assert path.exists()
    with Store.open(path, tmp_path / "att") as store:
        assert store.recovery is not None
        assert store.drafts.list_drafts() == []


def test_corruption_found_while_running_leaves_a_note_for_the_next_start(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    db = Database.open(path, migrate=migrate)
    db._translate(sqlite3.DatabaseError("database disk image is malformed"))
    error = db._translate(_sqlite_error("SQLITE_CORRUPT"))
    db.close()
    assert isinstance(error, DatabaseCorrupt)
    assert Path(f"{path}.needs-check").exists()
    # The next start checks the whole file; a sound file stays and the note goes.
    with Database.open(path, migrate=migrate) as reopened:
        assert reopened.recovery is None
    assert not Path(f"{path}.needs-check").exists()


def test_sql_mistakes_are_bugs_not_environment_problems(tmp_path: Path) -> None:
    with Database.open(tmp_path / "db.sqlite3", migrate=migrate) as db:
        with pytest.raises(StoreBug):
            db.query("SELECT no_such_column FROM drafts")
        with pytest.raises(StoreBug), db.transaction() as conn:
            conn.execute("INSERT INTO nowhere VALUES (1)")
        # The failed transaction was rolled back and the connection is usable.
        assert db.query("SELECT count(*) FROM drafts")[0][0] == 0


@posix_only
@pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() == 0, reason="root ignores modes")
def test_read_only_folder_is_an_environment_problem(tmp_path: Path) -> None:
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o500)
    try:
        with pytest.raises(StoreReadOnly):
            Database.open(folder / "db.sqlite3", migrate=migrate)
    finally:
        folder.chmod(0o700)


def test_os_errors_map_onto_environment_errors(tmp_path: Path) -> None:
    import errno

    assert isinstance(translate_os_error(OSError(errno.ENOSPC, "full"), tmp_path), DiskFull)
    assert isinstance(translate_os_error(OSError(errno.EROFS, "ro"), tmp_path), StoreReadOnly)


def test_transaction_rolls_back_on_error_and_nests(tmp_path: Path) -> None:
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "att") as store:

        def abandoned_work() -> None:
            with store.database.transaction():
                store.drafts.create_draft("product", product_form("A"))
                with store.database.transaction():
                    store.drafts.create_draft("product", product_form("B"))
                raise RuntimeError("abandon")

        with pytest.raises(RuntimeError):
            abandoned_work()
        assert store.drafts.list_drafts() == []
        assert store.catalogue.count("product") == 0


def _sqlite_error(name: str) -> sqlite3.DatabaseError:
    error = sqlite3.DatabaseError("simulated")
    error.sqlite_errorname = name  # type: ignore[attr-defined]
    return error


def test_a_second_program_holding_the_lock_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.store import database

    monkeypatch.setattr(database, "BUSY_TIMEOUT_SECONDS", 0.1)
    path = tmp_path / "db.sqlite3"
    with (
        Database.open(path, migrate=migrate) as ours,
        Database.open(path, migrate=migrate) as theirs,
    ):
        with theirs.transaction():
            with pytest.raises(DatabaseLocked) as caught:
                ours_transaction(ours)
            assert caught.value.notice.code == "store.locked"
        ours_transaction(ours)


def ours_transaction(db: Database) -> None:
    with db.transaction() as conn:
        conn.execute("INSERT INTO sync_log (at, action, outcome) VALUES ('t', 'a', 'ok')")


def test_threads_share_the_store_safely(tmp_path: Path) -> None:
    from concurrent.futures import ThreadPoolExecutor

    photo = tmp_path / "photo.jpg"
    photo.write_bytes(b"\xff\xd8\xff" + os.urandom(200_000))
    with Store.open(tmp_path / "db.sqlite3", tmp_path / "att") as store:
        draft = store.drafts.create_draft("product", product_form())

        def attach(_: int) -> str:
            return store.attachments.attach_file(draft.id, photo).id

        with ThreadPoolExecutor(max_workers=3) as pool:
            attached = pool.map(attach, range(12))
            for n in range(50):
                store.drafts.save_content(draft.id, product_form(f"Deur {n}"))
            ids = list(attached)
        assert len(store.attachments.list_attachments(draft.id)) == len(set(ids)) == 12
        assert store.drafts.get(draft.id).revision == 51


def test_the_checkpoint_after_a_batch_waits_and_a_close_does_not_wait_for_it(
    tmp_path: Path,
) -> None:
    from app.store.database import CHECKPOINT_DELAY_SECONDS

    assert CHECKPOINT_DELAY_SECONDS > 0
    path = tmp_path / "db.sqlite3"
    store = Store.open(path, tmp_path / "bijlagen")
    with store.database.bulk_writes(), store.database.transaction() as conn:
        conn.execute("CREATE TABLE t (x)")
        conn.executemany("INSERT INTO t VALUES (?)", [(n,) for n in range(1000)])
    (waiting,) = store.database._checkpoints
    assert waiting.is_alive()  # not started yet: the window shows the change first
    store.close()  # the last connection's close checkpoints the log itself
    assert not waiting.is_alive()
    wal = path.with_name(path.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    with Store.open(path, tmp_path / "bijlagen") as again:
        assert again.database.column("SELECT count(*) FROM t") == [1000]
