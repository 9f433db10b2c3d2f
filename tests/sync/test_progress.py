"""Progress events: immutable snapshots for the UI and the terminal."""

from __future__ import annotations

import pytest

from app.api.notices import Notice
from app.sync.progress import IssueKind
from app.sync.progress import ProgressTracker
from app.sync.progress import SyncIssue
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress


def test_snapshots_count_records_bytes_current_item_and_issues() -> None:
    tracker = ProgressTracker()
    events: list[SyncProgress] = []
    tracker.subscribe(events.append)
    tracker.start(records_total=2, bytes_total=100)
    tracker.working_on("Deur eiken")
    tracker.sent(60)
    tracker.record_done()
    tracker.issue(SyncIssue("d2", IssueKind.NEEDS_ATTENTION, Notice("sync.unsendable")))
    tracker.phase(SyncPhase.FINISHED)
    last = events[-1]
    assert (last.records_done, last.records_total) == (1, 2)
    assert (last.bytes_sent, last.bytes_total) == (60, 100)
    assert last.current is None
    assert last.phase is SyncPhase.FINISHED
    assert [i.draft_id for i in last.issues] == ["d2"]
    assert events[1].current == "Deur eiken"
    assert last.fraction == pytest.approx((0.5 + 0.6) / 2)


def test_fraction_by_records_when_nothing_to_upload() -> None:
    assert SyncProgress(SyncPhase.RUNNING, records_done=1, records_total=4).fraction == 0.25
    assert SyncProgress(SyncPhase.FINISHED).fraction == 1.0


def test_a_failing_listener_does_not_stop_the_others() -> None:
    tracker = ProgressTracker()
    seen: list[SyncProgress] = []

    def broken(_: SyncProgress) -> None:
        raise RuntimeError("display gone")

    tracker.subscribe(broken)
    unsubscribe = tracker.subscribe(seen.append)
    tracker.record_done()
    unsubscribe()
    tracker.record_done()
    assert len(seen) == 1
