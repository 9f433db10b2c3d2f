"""A store's jobs on other threads: its close tells them to stop and waits for them, so no
thread reads a closed store; a job asked for after the close never starts."""

from __future__ import annotations

import threading

import pytest

from app.store import Store
from app.store.jobs import Jobs
from app.store.jobs import StoreClosed
from app.store.kinds import RecordKind
from tests.store.conftest import product_form


def test_closing_waits_for_a_running_job_which_still_reads_an_open_store(store: Store) -> None:
    store.drafts.create_draft(RecordKind.PRODUCT, product_form())
    started, stop = threading.Event(), threading.Event()
    counted: list[int] = []

    def job() -> None:
        started.set()
        assert stop.wait(20), "the close never told the job to stop"
        # Mid-way when told: it reads on, the store still open.
        counted.append(sum(store.drafts.count_by_state().values()))

    worker = threading.Thread(target=store.jobs.run, args=(job, stop))
    worker.start()
    assert started.wait(20)
    store.close()
    worker.join(20)
    assert counted == [1]
    with pytest.raises(StoreClosed):
        store.jobs.run(lambda: counted.append(2))
    assert counted == [1]


def test_a_job_that_does_not_stop_holds_the_close_only_so_long() -> None:
    jobs, started, release = Jobs(), threading.Event(), threading.Event()

    def stubborn() -> None:
        started.set()
        release.wait(20)

    worker = threading.Thread(target=jobs.run, args=(stubborn,))
    worker.start()
    assert started.wait(20)
    try:
        assert jobs.close(timeout=0.05) is False
    finally:
        release.set()
        worker.join(20)
    assert jobs.close(timeout=0.05) is True
