"""Attacks on the crash journal of a change of many records: a step killed between two
chunks is taken back at the next open, whoever opens it."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from app.store import Store
from tests.store.test_bulk_chunks import _fill
from tests.store.test_bulk_chunks import _kill_in_child
from tests.store.test_bulk_chunks import _picture


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_a_step_killed_by_a_process_whose_id_is_now_ours_is_still_taken_back(
    tmp_path: Path,
) -> None:
    """After a restart (a container, a reboot) the program often gets the id the killed one
    had: a step written by that process is not this one's, and is taken back all the same."""
    database, attachments = tmp_path / "db.sqlite3", tmp_path / "files"
    with Store.open(database, attachments) as store:
        _fill(store)
        before = _picture(store)
    said = _kill_in_child(database, attachments, "apply", 3)
    assert "killed" in said, said
    with sqlite3.connect(database) as raw:  # the killed process's id, reused by this one
        raw.execute("UPDATE bulk_steps SET pid = ?", (os.getpid(),))
    raw.close()
    with Store.open(database, attachments) as store:
        after = _picture(store)
    assert after == before  # taken back whole, no step left half-written
