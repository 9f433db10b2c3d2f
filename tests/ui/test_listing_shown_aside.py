"""A first load's rows shown while the sync's thread writes its batches: the window waits
for a moment the store is free rather than reading behind a batch's transaction, and a
batch of server rows does not make it count the outbox again (no draft follows them)."""

from __future__ import annotations

import threading

from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from app.store import Store
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


def test_the_store_is_busy_while_another_thread_holds_its_transaction() -> None:
    with Store.open() as store:
        assert not store.busy_elsewhere()
        inside, leave = threading.Event(), threading.Event()

        def writer() -> None:
            with store.transaction():
                inside.set()
                leave.wait()

        thread = threading.Thread(target=writer)
        thread.start()
        try:
            inside.wait()
            assert store.busy_elsewhere()
        finally:
            leave.set()
            thread.join()
        assert not store.busy_elsewhere()
        with store.transaction():  # this thread's own hold is no one else's
            assert not store.busy_elsewhere()


def test_the_rows_so_far_are_shown_once_the_store_is_free(
    qtbot: QtBot, qloop: object, monkeypatch: object
) -> None:
    import asyncio

    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setattr(sync_progress_shown, "LISTING_REFRESH_MS", 1)
    parent = QObject()
    free = threading.Event()
    asked: list[tuple[int, bool]] = []

    def show(listed: int, kinds: frozenset[str], waited_enough: bool) -> bool:
        assert kinds == {"product"}  # the list read: only its rows are shown again
        asked.append((listed, waited_enough))
        return free.is_set()

    shown = SyncProgressShown(_Host(), show, parent)
    publish = shown.publisher(asyncio.get_event_loop(), lambda: False)
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=1_000))
    # Busy: asked again and again, not shown, and not yet told to show it anyway.
    qtbot.waitUntil(lambda: len(asked) >= 3)
    assert all(entry == (1_000, False) for entry in asked[:3])
    free.set()
    count = len(asked)
    qtbot.waitUntil(lambda: len(asked) > count)
    # Shown: not asked again until more rows are stored.
    settled = len(asked)
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=2_000))
    qtbot.waitUntil(lambda: (2_000, False) in asked)
    assert asked[settled:] == [(2_000, False)]


def test_the_rows_are_shown_after_waiting_long_enough_for_a_free_store(
    qtbot: QtBot, qloop: object, monkeypatch: object
) -> None:
    import asyncio

    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setattr(sync_progress_shown, "LISTING_REFRESH_MS", 1)
    monkeypatch.setattr(sync_progress_shown, "LISTING_WAIT_MAX_S", 0.0)
    parent = QObject()
    asked: list[tuple[int, bool]] = []

    def show(listed: int, kinds: frozenset[str], waited_enough: bool) -> bool:
        assert kinds == {"product"}  # the list read: only its rows are shown again
        asked.append((listed, waited_enough))
        return waited_enough  # the store never free: shown when it has waited enough

    shown = SyncProgressShown(_Host(), show, parent)
    publish = shown.publisher(asyncio.get_event_loop(), lambda: False)
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=500))
    qtbot.waitUntil(lambda: (500, True) in asked)
    assert asked[0] == (500, False)


def test_a_loads_first_rows_are_shown_at_once_the_next_at_the_refresh(
    qtbot: QtBot, qloop: object, monkeypatch: object
) -> None:
    import asyncio

    import pytest

    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    # A refresh this test never lives to see: what it shows comes without it.
    monkeypatch.setattr(sync_progress_shown, "LISTING_REFRESH_MS", 3_600_000)
    parent = QObject()
    asked: list[tuple[int, bool]] = []

    def show(listed: int, kinds: frozenset[str], waited_enough: bool) -> bool:
        assert kinds == {"product"}  # the list read: only its rows are shown again
        asked.append((listed, waited_enough))
        return True

    shown = SyncProgressShown(_Host(), show, parent)
    publish = shown.publisher(asyncio.get_event_loop(), lambda: False)
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=100))
    qtbot.waitUntil(lambda: asked == [(100, False)])
    # More rows: shown at the next refresh, not at once.
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=1_100))
    qtbot.waitUntil(lambda: shown._listed == 1_100)
    assert shown._listing_shown.isActive()
    assert shown._listing_shown.interval() == 3_600_000
    assert asked == [(100, False)]
    # A run ended: the next run's first rows are shown at once again.
    shown.run_ended()
    publish(SyncProgress(SyncPhase.RUNNING, listing="product", listed=200))
    qtbot.waitUntil(lambda: (200, False) in asked)
