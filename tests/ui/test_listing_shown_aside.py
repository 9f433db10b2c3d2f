"""A first load's rows shown while the sync's thread writes its batches: once a second, as
arriving rows (each list reads them aside, tests/ui/test_rows_read_aside.py), and a batch of
server rows does not make the window count the outbox again (no draft follows them)."""

from __future__ import annotations

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from app.store.kinds import RecordKind
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress
from app.ui import sync_progress_shown
from app.ui.desk import _may_change_outbox
from app.ui.sync_progress_shown import SyncProgressShown
from app.ui.sync_status import SyncStatus
from app.work.changes import Changes


class _Host:
    window = None

    def __init__(self) -> None:
        self.sync_status = SyncStatus()


def test_a_batch_of_server_rows_leaves_the_outbox_counts_alone() -> None:
    assert not _may_change_outbox(Changes.of_server_rows(*RecordKind))
    assert not _may_change_outbox(
        Changes(kinds=frozenset([RecordKind.PRODUCT]), server_ids=frozenset({"7"}))
    )
    assert _may_change_outbox(Changes.of_drafts(RecordKind.PRODUCT, ["d"]))
    assert _may_change_outbox(Changes.of_drafts(RecordKind.PRODUCT, ["d"], outbox=False))
    assert _may_change_outbox(Changes(outbox=True, server_rows=True))
    assert _may_change_outbox(Changes(pins=frozenset([RecordKind.PRODUCT])))
    assert _may_change_outbox(Changes.everything())


def test_a_loads_first_rows_are_shown_at_once_the_next_at_the_refresh(
    qtbot: QtBot, qloop: object, monkeypatch: object
) -> None:
    import asyncio

    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    # A refresh this test never lives to see: what it shows comes without it.
    monkeypatch.setattr(sync_progress_shown, "LISTING_REFRESH_MS", 3_600_000)
    parent = QObject()
    asked: list[int] = []

    def show(listed: int, kinds: frozenset[str]) -> None:
        assert kinds == {"product"}  # the list read: only its rows are shown again
        asked.append(listed)

    shown = SyncProgressShown(_Host(), show, parent)
    publish = shown.publisher(asyncio.get_event_loop(), lambda: False)
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=100))
    qtbot.waitUntil(lambda: asked == [100])
    # More rows: shown at the next refresh, not at once.
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=1_100))
    qtbot.waitUntil(lambda: shown._listed == 1_100)
    assert shown._listing_shown.isActive()
    assert shown._listing_shown.interval() == 3_600_000
    assert asked == [100]
    # A run ended: the next run's first rows are shown at once again.
    shown.run_ended()
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=200))
    qtbot.waitUntil(lambda: 200 in asked)
