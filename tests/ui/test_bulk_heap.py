"""A job of many records runs with the heap there before it frozen for Python's collector
(a full collection of 20,000 planned records held the window still for half a second); the
records still go by their reference counts once the step is done."""

from __future__ import annotations

import gc
import weakref

from app.ui.products.bulk import _young_collections_only


class _Record:
    pass


def test_the_heap_is_frozen_while_a_job_runs_and_its_records_still_go_after() -> None:
    record = _Record()
    gone = weakref.ref(record)
    with _young_collections_only():
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() > 0  # the program's heap stays out of every scan
    del record
    assert gone() is None  # no cycle: its reference count took it
