"""A writer killed with SIGKILL at random moments never loses a committed draft.

The same database is reused for all kills, so recovery of a WAL left by a killed
process is exercised again and again, at every stage: while opening and
migrating, in the middle of a transaction, while copying an attachment.
"""

from __future__ import annotations

import hashlib
import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from app.store import Store
from tests.store.crash_writer import content_for

KILLS = 20
PROJECT_ROOT = Path(__file__).resolve().parents[2]

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX"),
]


def _first_line(process: subprocess.Popen[bytes], timeout: float) -> bytes:
    """The writer's first line (its first commit), however slowly a loaded machine starts
    it: the kills of the loop are timed from there, not from the start of the process."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    return process.stdout.readline() if ready else b""


def _run_and_kill(
    database: Path, attachments: Path, seed: int, after: float, *, from_first_commit: bool
) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "tests.store.crash_writer",
            str(database),
            str(attachments),
            str(seed),
        ],
        cwd=PROJECT_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,  # unbuffered: the first line read leaves the rest to `communicate`
    )
    first = b""
    try:
        if from_first_commit:
            first = _first_line(process, timeout=60)
        time.sleep(after)
        os.kill(process.pid, signal.SIGKILL)
        out, err = process.communicate(timeout=30)
        out = first + out
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == -signal.SIGKILL, err.decode(errors="replace")
    text = out.decode()
    # A line cut off by the kill was not fully reported: ignore it.
    return text.split("\n")[:-1]


def test_committed_drafts_survive_sigkill(tmp_path: Path) -> None:
    database = tmp_path / "db.sqlite3"
    attachments = tmp_path / "attachments"
    attachments.mkdir()
    rng = random.Random(os.environ.get("CRASH_SEED", time.time_ns()))
    revisions: dict[str, int] = {}
    files: dict[str, str] = {}
    for kill in range(KILLS):
        # Early kills hit start-up (open, recovery, migration); later ones the loop, timed
        # from its first commit.
        early = kill < 4
        after = rng.uniform(0.05, 0.4) if early else rng.uniform(0.0, 0.8)
        killed = _run_and_kill(database, attachments, kill, after, from_first_commit=not early)
        for line in killed:
            what, ident, value = line.split()
            if what == "draft":
                revisions[ident] = max(revisions.get(ident, 0), int(value))
            else:
                files[ident] = value
    assert revisions, "the writer never committed; is the machine very slow?"
    print(f"{len(revisions)} drafts, {sum(revisions.values())} revisions, {len(files)} files")

    with Store.open(database, attachments) as store:
        assert store.recovery is None
        assert store.database.column("PRAGMA quick_check") == ["ok"]
        for draft_id, printed in revisions.items():
            draft = store.drafts.get(draft_id)
            assert draft.revision >= printed
            assert draft.content == content_for(draft_id, draft.revision)
        for attachment_id, sha256 in files.items():
            attachment = store.attachments.get(attachment_id)
            assert attachment.sha256 == sha256
            assert hashlib.sha256(attachment.path.read_bytes()).hexdigest() == sha256
        # The search index agrees with the drafts table after all those kills.
        with store.database.transaction() as conn:
            conn.execute("INSERT INTO listing_fts (listing_fts) VALUES ('integrity-check')")
        assert store.catalogue.count("product") == len(store.drafts.list_drafts())
        assert store.catalogue.count("product", "balk") == len(store.drafts.list_drafts())
