"""The sync log the user reads: newest first, bounded."""

from __future__ import annotations

import pytest

from app.api.notices import Notice
from app.store import RecordKind
from app.store import Store
from app.store.synclog import LogLine
from app.store.synclog import Outcome
from app.store.synclog import SyncLog


def test_events_newest_first(store: Store) -> None:
    draft = store.drafts.create_draft("product", {})
    offline = Notice("service.offline")
    store.sync_log.add(LogLine("product", draft.id, None, "create", "failed", offline))
    store.sync_log.add(LogLine("product", draft.id, 812, "create", Outcome.OK, Notice.said("812")))
    store.sync_log.add(LogLine("project", None, 7, "refresh", "info"))
    newest, middle, oldest = store.sync_log.recent_log()
    assert newest.kind is RecordKind.PROJECT
    assert middle.server_id == "812"
    assert middle.outcome is Outcome.OK
    assert oldest.message == offline
    assert newest.message is None
    assert oldest.at <= middle.at <= newest.at
    assert [e.action for e in store.sync_log.recent_log(draft_id=draft.id)] == ["create", "create"]
    assert len(store.sync_log.recent_log(limit=1)) == 1


def test_log_is_bounded(store: Store) -> None:
    log = SyncLog(store.database, max_entries=25, prune_every=10)
    for n in range(60):
        log.add(LogLine(None, None, None, "refresh", "info", Notice.said(str(n))))
    entries = log.recent_log(limit=1000)
    assert len(entries) == 25
    assert entries[0].message == Notice.said("59")
    assert entries[-1].message == Notice.said("35")
    # Between prunes it grows by fewer than `prune_every` entries.
    for n in range(60, 69):
        log.add(LogLine(None, None, None, "refresh", "info", Notice.said(str(n))))
    assert len(log.recent_log(limit=1000)) == 34
    log.add(LogLine(None, None, None, "refresh", "info", Notice.said("69")))
    assert len(log.recent_log(limit=1000)) == 25


def test_unknown_outcome_is_a_bug(store: Store) -> None:
    with pytest.raises(ValueError):
        store.sync_log.add(LogLine(None, None, None, "create", "maybe"))


def _created(server_id: int) -> Notice:
    return Notice("sync.created", {"server_id": server_id})


def test_a_batch_of_lines_is_logged_in_order_and_pruned(store: Store) -> None:
    log = SyncLog(store.database, max_entries=25, prune_every=10)
    log.add()
    lines = [LogLine("product", f"d{n}", n, "create", "ok", _created(n)) for n in range(1, 31)]
    log.add(*lines[:7])
    assert [e.message for e in log.recent_log(limit=100)] == [_created(n) for n in range(7, 0, -1)]
    log.add(*lines[7:])  # crosses a multiple of 10: pruned to the newest 25
    entries = log.recent_log(limit=100)
    assert len(entries) == 25
    newest = entries[0]
    assert (newest.kind, newest.draft_id, newest.server_id) == (RecordKind.PRODUCT, "d30", "30")
    assert (newest.action, newest.outcome) == ("create", Outcome.OK)
    assert entries[-1].message == _created(6)
    with pytest.raises(ValueError):
        log.add(LogLine(None, None, None, "create", "maybe"))


def test_lines_are_read_with_the_records_title(store: Store) -> None:
    draft = store.drafts.create_draft("product", {"itemDetails": {"name": "Eiken deur"}})
    untitled = store.drafts.create_draft("product", {})
    store.cache.replace_server_list(
        "project", [{"id": 7, "title": "Stationsplein"}], public_ids=None
    )
    store.sync_log.add(
        LogLine("product", draft.id, None, "create", "failed", Notice("service.offline")),
        LogLine("product", untitled.id, None, "create", "failed"),
        LogLine("project", None, 7, "upload", "ok"),
        LogLine("project", None, 8, "upload", "ok"),  # not in the offline list
    )
    unknown, project, nameless, named = store.sync_log.recent_log()
    assert named.title == "Eiken deur"
    assert nameless.title is None
    assert project.title == "Stationsplein"
    assert unknown.title is None
    # The title the record has now: renamed, the log says the new name.
    store.drafts.save_content(draft.id, {"itemDetails": {"name": "Grenen deur"}})
    assert store.sync_log.recent_log(draft_id=draft.id)[0].title == "Grenen deur"
