"""The sync log the user reads: newest first, bounded."""

from __future__ import annotations

import pytest

from app.store import Outcome, RecordKind, Store
from app.store.synclog import SyncLog


def test_events_newest_first(store: Store) -> None:
    draft = store.drafts.create_draft("product", {})
    store.sync_log.log_event("product", draft.id, None, "create", "failed", "Geen verbinding")
    store.sync_log.log_event("product", draft.id, 812, "create", Outcome.OK, "Aangemaakt")
    store.sync_log.log_event("project", None, 7, "refresh", "info")
    newest, middle, oldest = store.sync_log.recent_log()
    assert newest.kind is RecordKind.PROJECT
    assert middle.server_id == "812"
    assert middle.outcome is Outcome.OK
    assert oldest.message == "Geen verbinding"
    assert oldest.at <= middle.at <= newest.at
    assert [e.action for e in store.sync_log.recent_log(draft_id=draft.id)] == ["create", "create"]
    assert len(store.sync_log.recent_log(limit=1)) == 1


def test_log_is_bounded(store: Store) -> None:
    log = SyncLog(store.database, max_entries=25)
    for n in range(60):
        log.log_event(None, None, None, "refresh", "info", str(n))
    entries = log.recent_log(limit=1000)
    assert len(entries) == 25
    assert entries[0].message == "59"
    assert entries[-1].message == "35"


def test_unknown_outcome_is_a_bug(store: Store) -> None:
    with pytest.raises(ValueError):
        store.sync_log.log_event(None, None, None, "create", "maybe")
