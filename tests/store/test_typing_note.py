"""An editing visit's entry as its autosaves left it, wherever it is read: the autosaves
after a visit's first write only the draft's row (its typing note), and the history reads
the note over the entry until the note ends (`app.store.history.CURRENT_FIELDS`)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.store import Store
from app.store import history
from app.store.history import Action
from app.store.history import Entry
from app.store.kinds import RecordKind
from app.store.moving import move_drafts
from tests.store.conftest import product_form

PRODUCT = RecordKind.PRODUCT


def _entries(store: Store, draft_id: str) -> list[Entry]:
    return store.history.entries(PRODUCT, draft_id=draft_id)


def _fields(entry: Entry) -> dict[str, tuple[Any, Any]]:
    return {f.field: (f.before, f.after) for f in entry.fields}


def _type(store: Store, draft_id: str, names: list[str], visit: str = "visit-1") -> None:
    for name in names:
        store.drafts.save_content(draft_id, product_form(name), visit=visit)


def test_a_second_store_on_the_file_reads_the_visit_as_typed_last(
    store: Store, isolated_data_dir: Path
) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_form("Deur"))
    _type(store, draft.id, ["Deur e", "Deur ei", "Deur eiken"])

    with Store.open() as other:  # a scheduled `reuse-desk sync`, say
        typed = _entries(other, draft.id)[0]
    assert typed.action is Action.TYPED
    assert _fields(typed) == {"itemDetails.name": ("Deur", "Deur eiken")}


PROJECT_ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.skipif(os.name != "posix", reason="SIGKILL is POSIX")
def test_a_visit_killed_midway_reads_as_typed_last_and_the_next_visit_is_its_own(
    tmp_path: Path,
) -> None:
    database, attachments = tmp_path / "db.sqlite3", tmp_path / "attachments"
    with Store.open(database, attachments) as store:
        draft = store.drafts.create_draft(PRODUCT, product_form("Deur"))
    script = textwrap.dedent(
        f"""
        import os, signal
        from pathlib import Path
        from app.store import Store
        from tests.store.conftest import product_form
        store = Store.open(Path({str(database)!r}), Path({str(attachments)!r}))
        for name in ("Deur e", "Deur ei", "Deur eiken"):
            store.drafts.save_content({draft.id!r}, product_form(name), visit="visit-1")
        os.kill(os.getpid(), signal.SIGKILL)
        """
    )
    process = subprocess.run(
        [sys.executable, "-c", script],
        cwd=PROJECT_ROOT,
        env=dict(os.environ, PYTHONPATH=str(PROJECT_ROOT)),
        capture_output=True,
        check=False,
    )
    assert process.returncode == -signal.SIGKILL, process.stderr.decode(errors="replace")

    with Store.open(database, attachments) as store:
        assert _fields(_entries(store, draft.id)[0]) == {"itemDetails.name": ("Deur", "Deur eiken")}
        _type(store, draft.id, ["Deur eiken, groot", "Deur eiken, groot!"], visit="visit-2")
        second, first, created = _entries(store, draft.id)
    assert _fields(second) == {"itemDetails.name": ("Deur eiken", "Deur eiken, groot!")}
    assert _fields(first) == {"itemDetails.name": ("Deur", "Deur eiken")}
    assert created.action is Action.CREATED


def test_a_deleted_draft_keeps_its_visits_entry_as_typed_last(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_form("Deur"))
    _type(store, draft.id, ["Deur e", "Deur ei", "Deur eiken"])

    store.drafts.delete_draft(draft.id, discard_unsent=True)

    typed = next(e for e in _entries(store, draft.id) if e.action is Action.TYPED)
    assert _fields(typed) == {"itemDetails.name": ("Deur", "Deur eiken")}


def test_an_entry_of_another_action_between_saves_starts_a_new_entry(store: Store) -> None:
    draft = store.drafts.create_draft(PRODUCT, product_form("Deur"))
    _type(store, draft.id, ["Deur e", "Deur eiken"])
    store.drafts.mark_queued(draft.id)
    _type(store, draft.id, ["Deur eiken, oud", "Deur eiken, oud en mooi"])

    after, queued, before, created = _entries(store, draft.id)
    assert _fields(after) == {"itemDetails.name": ("Deur eiken", "Deur eiken, oud en mooi")}
    assert queued.action is Action.QUEUED
    assert _fields(before) == {"itemDetails.name": ("Deur", "Deur eiken")}
    assert created.action is Action.CREATED


def test_an_entry_folded_while_its_visit_is_open_folds_as_typed_last(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(history, "HISTORY_ENTRIES_PER_RECORD", 3)
    draft = store.drafts.create_draft(PRODUCT, product_form("Deur"))
    _type(store, draft.id, ["Deur e", "Deur eiken"])
    for _ in range(2):  # two entries more: the created one and the visit's fold
        store.drafts.mark_queued(draft.id)
        store.drafts.set_state(draft.id, "draft")

    entries = _entries(store, draft.id)
    assert len(entries) == 3
    assert entries[-1].action is Action.EARLIER
    assert _fields(entries[-1])["itemDetails.name"] == (None, "Deur eiken")


@pytest.fixture
def two(isolated_data_dir: Path) -> Iterator[tuple[Store, Store]]:
    a = Store.open(isolated_data_dir / "a.sqlite3", isolated_data_dir / "a")
    a.bind_environment("https://a.nl/api/v1", "Acceptatie", production=False)
    b = Store.open(isolated_data_dir / "b.sqlite3", isolated_data_dir / "b")
    b.bind_environment("https://x.nl/api/v1", "X", production=True)
    yield a, b
    a.close()
    b.close()


def test_a_draft_moved_midway_through_a_visit_takes_its_entry_as_typed_last(
    two: tuple[Store, Store],
) -> None:
    a, b = two
    draft = a.drafts.create_draft(PRODUCT, product_form("Deur"))
    _type(a, draft.id, ["Deur e", "Deur ei", "Deur eiken"])

    move_drafts(a, b, [draft.id])
    # Typing on here is a visit of this store's own.
    _type(b, draft.id, ["Deur eiken 2", "Deur eiken 23"], visit="visit-b")

    typed_here, moved, typed, created = _entries(b, draft.id)
    assert _fields(typed_here) == {"itemDetails.name": ("Deur eiken", "Deur eiken 23")}
    assert moved.action is Action.MOVED
    assert _fields(typed) == {"itemDetails.name": ("Deur", "Deur eiken")}
    assert created.action is Action.CREATED
