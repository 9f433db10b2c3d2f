"""A job of many records runs with the heap there before it frozen for Python's collector
(a full collection of 20,000 planned records held the window still for half a second), and
the heap is as it was after it, also when two jobs overlap."""

from __future__ import annotations

import gc

from app.ui.products.bulk import _young_collections_only


def test_the_heap_is_frozen_while_a_job_runs_and_given_back_after() -> None:
    assert gc.get_freeze_count() == 0
    with _young_collections_only():
        frozen = gc.get_freeze_count()
        assert frozen > 0
        with _young_collections_only():  # a second job meanwhile
            assert gc.get_freeze_count() >= frozen
        assert gc.get_freeze_count() >= frozen  # the first one still runs
    assert gc.get_freeze_count() == 0


def test_a_failing_job_gives_the_heap_back() -> None:
    try:
        with _young_collections_only():
            raise ValueError("the step failed")
    except ValueError:
        pass
    assert gc.get_freeze_count() == 0
