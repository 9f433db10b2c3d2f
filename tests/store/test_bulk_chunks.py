"""A change of many records is written in chunks that leave the store to others between
them, and stays one step: one step of the undo journal, undone whole, and after a kill
between two chunks taken back whole at the next open (with no step left to undo)."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

import pytest

from app.store import Store
from app.store import bulk
from app.store.catalogue import SearchFilters
from app.store.kinds import RecordKind
from app.work import bulk as bulk_work
from app.work import undo
from tests.store.bulk_killer import CHANGES
from tests.store.test_bulk import product_form
from tests.store.test_bulk import server_product

PRODUCT = RecordKind.PRODUCT
PROJECT_ROOT = Path(__file__).resolve().parents[2]
DRAFTS = SERVER = 120
CHUNK = 24  # 240 records: ten chunks


def _fill(store: Store) -> None:
    for n in range(DRAFTS):
        store.drafts.create_draft(PRODUCT, product_form(f"Deur {n}"))
    store.cache.replace_server_list(
        PRODUCT, [server_product(n, f"Steen {n}") for n in range(1, SERVER + 1)]
    )


def _picture(store: Store) -> dict[str, Any]:
    """What the user can see of the store: every draft's content and state, every listing
    row as listed (hidden or not), what a search finds, and no step left half-written."""
    drafts = {
        row[0]: (row[1], row[2], row[3])
        for row in store.database.query("SELECT id, state, content, server_id FROM drafts")
    }
    listed = sorted(
        tuple(row)
        for row in store.database.query(
            "SELECT source, draft_id, server_id, draft_state, shadowed, title, status, price"
            " FROM listing"
        )
    )
    found = store.catalogue.count(PRODUCT, "Steen")
    steps = store.database.query("SELECT count(*) FROM bulk_steps")[0][0]
    entries = store.database.query("SELECT count(*) FROM bulk_step_entries")[0][0]
    undo_steps = store.database.query("SELECT count(*) FROM undo_steps")[0][0]
    return {
        "drafts": drafts,
        "listing": listed,
        "found": found,
        "journal": (steps, entries),
        "undo steps": undo_steps,
    }


def _kill_in_child(database: Path, attachments: Path, phase: str, at: int) -> str:
    told = [database, attachments, phase, at, CHUNK]
    process = subprocess.run(
        [sys.executable, "-m", "tests.store.bulk_killer", *map(str, told)],
        cwd=PROJECT_ROOT,
        env=dict(os.environ, PYTHONPATH=str(PROJECT_ROOT)),
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert process.returncode == -signal.SIGKILL, process.stderr.decode(errors="replace")
    return process.stdout.decode()


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_a_step_killed_between_two_chunks_is_whole_at_the_next_open(tmp_path: Path) -> None:
    database, attachments = tmp_path / "db.sqlite3", tmp_path / "files"
    with Store.open(database, attachments) as store:
        _fill(store)
        before = _picture(store)
    seed = int(os.environ.get("BULK_KILL_SEED", time.time_ns()))
    chunks = (DRAFTS + SERVER) // CHUNK
    at = random.Random(seed).randrange(1, chunks)  # after chunk `at`, before the last
    said = _kill_in_child(database, attachments, "apply", at)
    assert "killed" in said, said
    assert "finished" not in said, said
    with Store.open(database, attachments) as store:
        half = store.database.query("SELECT count(*) FROM drafts")[0][0]
        after = _picture(store)
    # Taken back whole: as before the step, nothing of it left, no step to undo.
    assert after == before, f"seed {seed}, killed after chunk {at}"
    assert half == DRAFTS


def test_an_undo_of_a_step_of_many_chunks_restores_everything(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bulk, "CHUNK_RECORDS", CHUNK)
    _fill(store)
    before = _picture(store)
    keys = store.bulk.matching_keys(PRODUCT, "", SearchFilters())
    plan = store.bulk.plan(PRODUCT, store.bulk.read(PRODUCT, keys), CHANGES)
    reports: list[tuple[int, int]] = []
    step = bulk_work.apply(store, PRODUCT, plan, progress=lambda *done: reports.append(done)).value
    assert step.count == DRAFTS + SERVER
    assert len(reports) >= (DRAFTS + SERVER) // CHUNK  # one a chunk (smaller on a busy machine)
    assert reports[-1] == (DRAFTS + SERVER, DRAFTS + SERVER)
    changed = _picture(store)
    assert changed != before
    assert len(changed["drafts"]) == DRAFTS + SERVER  # an edit draft for each server product
    assert changed["journal"] == (0, 0)  # whole: no crash record left
    offered = store.undo.next_undo()
    assert offered is not None
    assert (offered.action, offered.count) == ("bulk", DRAFTS + SERVER)
    undone = undo.undo(store).value
    assert undone is not None
    assert undone.kept == ()
    assert _picture(store) == {**before, "undo steps": 1}  # the step, on the redo side
    assert store.undo.next_undo() is None
    undo.redo(store)
    assert {k: v for k, v in _picture(store).items() if k != "undo steps"} == {
        k: v for k, v in changed.items() if k != "undo steps"
    }


def test_an_autosave_during_a_step_is_written_between_two_chunks(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bulk, "CHUNK_RECORDS", 10)
    _fill(store)
    typing = store.drafts.create_draft(PRODUCT, product_form("Tafel"))
    keys = [k for k in store.bulk.matching_keys(PRODUCT, "", SearchFilters()) if typing.id not in k]
    plan = store.bulk.plan(PRODUCT, store.bulk.read(PRODUCT, keys), CHANGES)
    first_chunk = threading.Event()
    reports: list[int] = []

    def progress(done: int, _total: int) -> None:
        reports.append(done)
        first_chunk.set()

    applying = threading.Thread(
        target=bulk_work.apply, args=(store, PRODUCT, plan), kwargs={"progress": progress}
    )
    applying.start()
    try:
        assert first_chunk.wait(60)
        # What the form's autosave does while the step is under way.
        saved = store.drafts.save_content(typing.id, product_form("Tafel van eik"))
        chunks_by_then = len(reports)
    finally:
        applying.join(120)
    # In before the step was through: it waited for a chunk, not for the step.
    assert chunks_by_then < len(plan.valid) // 10
    assert store.drafts.get(typing.id).content["itemDetails"]["name"] == "Tafel van eik"
    assert saved.revision == typing.revision + 1
    step = store.undo.next_undo()
    assert step is not None
    assert step.count == len(plan.valid)  # the step, not the autosave (no step of its own)
    undo.undo(store)
    assert store.drafts.get(typing.id).content["itemDetails"]["name"] == "Tafel van eik"


@pytest.mark.parametrize("statistics", ["none", "stale"])
def test_no_statement_of_a_step_scans_a_table_whatever_the_statistics(
    store: Store, monkeypatch: pytest.MonkeyPatch, statistics: str
) -> None:
    """Each statement a step and its undo run, planned again as SQLite plans it here: none
    reads a whole table (the session that loaded the catalogue has no statistics, and a
    store whose drafts were made offline has misleading ones)."""
    from tests.store.test_listing_plan import STALE

    monkeypatch.setattr(bulk, "CHUNK_RECORDS", CHUNK)
    _fill(store)
    store.database.write_one("ANALYZE")
    with store.database.transaction() as conn:
        conn.execute("DELETE FROM sqlite_stat1")
        if statistics == "stale":
            conn.executemany(
                "INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('listing', ?, ?)", STALE
            )
    store.database.write_one("ANALYZE sqlite_schema")  # the statistics read again
    keys = store.bulk.matching_keys(PRODUCT, "", SearchFilters())
    plan = store.bulk.plan(PRODUCT, store.bulk.read(PRODUCT, keys), CHANGES)
    ran: list[str] = []
    conn = store.database._conn  # the store's own connection: what it runs, as run
    conn.set_trace_callback(ran.append)
    try:
        bulk_work.apply(store, PRODUCT, plan)
        undo.undo(store)
    finally:
        conn.set_trace_callback(None)
    scans = set()
    for sql in ran:
        if not sql.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE", "SELECT")):
            continue  # BEGIN, COMMIT, a trigger's or the full-text index's own statements
        for row in conn.execute("EXPLAIN QUERY PLAN " + sql):
            step = str(row[-1])
            table = step.split()[1] if step.startswith("SCAN ") else ""
            # The undo journal's steps are a hundred at most (`undo.KEPT_STEPS`).
            small = ("j", "json_each", "undo_steps")
            if table and "VIRTUAL TABLE" not in step and table not in small:
                scans.add(f"{step}  <-  {sql[:120]}")
    assert not scans, "\n".join(sorted(scans))
