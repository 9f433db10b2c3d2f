"""Attacks on a long server list read on by a process of its own (`app.sync.list_process`),
after the hand-over: a failing or stopped sandbox, tokens revoked, a second sync of the
same data folder, an autosave while the process writes, secrets in the log lines it
forwards. Real processes, the real sandbox on loopback, the real store file."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from app.api.bounds import LIST_PAGE_BYTES
from app.api.client import Credentials
from app.store.errors import SyncRunning
from app.store.kinds import RecordKind
from app.sync import list_loader
from app.sync.list_process import ListProcess
from app.sync.progress import IssueKind
from app.sync.progress import SyncReport
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content
from tests.sync.test_list_process import PER_PAGE
from tests.sync.test_list_process import STALE_ID
from tests.sync.test_list_process import _a_batch_a_page  # noqa: F401 - a fixture
from tests.sync.test_list_process import _fill
from tests.sync.test_list_process import _Run
from tests.sync.test_list_process import _until


async def _handed_and_stored(run: _Run) -> tuple[asyncio.Task[SyncReport], ListProcess]:
    """The run started, handed over, and the process has stored a batch of its own."""
    task = await run.handed_over()
    helper = run.helper
    assert helper is not None
    handed = run.listed[-1]
    await _until(lambda: run.listed[-1] > handed, "the process stored a batch")
    return task, helper


async def _next_sync_completes(bench: Workbench, ids: list[str]) -> None:
    async with bench.engine(own_process_from=None) as engine:
        again = await engine.run_once()
    assert not again.unreachable
    assert bench.store.cache.server_ids(RecordKind.PRODUCT) == set(ids)


@pytest.mark.asyncio
@pytest.mark.parametrize("fault", ["500", "drop"])  # 503: a Retry-After of 1 s each time
async def test_a_service_failing_after_the_hand_over_fails_only_this_refresh(
    bench: Workbench, sandbox: Any, fault: str
) -> None:
    ids = _fill(sandbox, 2_000)
    run = _Run(bench)
    try:
        task, helper = await _handed_and_stored(run)
        stored = len(bench.store.cache.server_ids(RecordKind.PRODUCT))
        sandbox.set_faults(1.0, [fault])
        report = await task
    finally:
        sandbox.set_faults(0.0)
        await run.close()

    assert not report.cancelled
    assert helper._process._closed  # type: ignore[attr-defined]
    kept = bench.store.cache.server_ids(RecordKind.PRODUCT)
    assert stored <= len(kept) < len(ids)  # nothing it stored lost, nothing taken out
    await _next_sync_completes(bench, ids)


@pytest.mark.asyncio
async def test_the_sandbox_stopped_mid_read_ends_the_sync_with_what_was_stored(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 2_000)
    run = _Run(bench)
    try:
        task, helper = await _handed_and_stored(run)
        stored = len(bench.store.cache.server_ids(RecordKind.PRODUCT))
        await asyncio.to_thread(sandbox.stop)
        report = await task
    finally:
        await run.close()
    assert not report.cancelled
    assert helper._process._closed  # type: ignore[attr-defined]
    assert stored <= len(bench.store.cache.server_ids(RecordKind.PRODUCT)) < len(ids)


@pytest.mark.asyncio
async def test_tokens_revoked_after_the_hand_over_the_process_asks_again_and_completes(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 1_000)
    run = _Run(bench)
    try:
        task, _helper = await _handed_and_stored(run)
        sandbox.revoke_all_tokens()
        report = await task
    finally:
        await run.close()
    # The process's client renews its token once after a 401, as the sync's does.
    assert not report.cancelled
    assert not report.unreachable
    assert bench.store.cache.server_ids(RecordKind.PRODUCT) == set(ids)
    assert sandbox.token_requests >= 3  # the sync's, the process's, and its renewal


@pytest.mark.asyncio
async def test_a_second_sync_of_the_same_data_folder_is_kept_out_while_the_process_reads(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 1_000)
    run = _Run(bench)
    try:
        task, _helper = await _handed_and_stored(run)
        second = Workbench(bench.folder, bench.base_url)
        try:
            async with second.engine(own_process_from=None, lock_wait=0.0) as engine:
                with pytest.raises(SyncRunning):
                    await engine.run_once()
        finally:
            second.close()
        report = await task
    finally:
        await run.close()
    assert not report.unreachable
    assert bench.store.cache.server_ids(RecordKind.PRODUCT) == set(ids)


@pytest.mark.asyncio
async def test_an_autosave_while_the_process_writes_loses_nothing(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 2_000)
    run = _Run(bench)
    saved, content = 0, product_content("Kozijn")
    try:
        task, _helper = await _handed_and_stored(run)
        draft = bench.drafts.create_draft(RecordKind.PRODUCT, content)
        while not task.done():
            saved += 1
            content = product_content(f"Kozijn {saved}")
            await asyncio.to_thread(bench.drafts.save_content, draft.id, content)
        report = await task
    finally:
        await run.close()
    assert not report.unreachable
    assert saved
    assert bench.drafts.get(draft.id).content == content
    assert bench.store.cache.server_ids(RecordKind.PRODUCT) == set(ids)


@pytest.mark.asyncio
async def test_no_secret_in_the_log_lines_the_process_forwards(
    bench: Workbench, sandbox: Any, caplog: pytest.LogCaptureFixture
) -> None:
    ids = _fill(sandbox, 600)
    caplog.set_level(logging.DEBUG)
    run = _Run(bench)
    try:
        credentials = await run.client.credentials()
        assert credentials is not None
        task, _helper = await _handed_and_stored(run)
        sandbox.set_faults(1.0, ["500"])  # the process logs its failures too
        await task
    finally:
        sandbox.set_faults(0.0)
        await run.close()
    del ids
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert credentials.secret not in text


PROJECT_ROOT = Path(__file__).resolve().parents[2]


def _gone(pid: int) -> bool:
    """Whether process `pid` has ended (a zombie waiting for its reaper has)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rpartition(")")[2].split()[0] in ("Z", "X")
    except FileNotFoundError:
        return True


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.asyncio
async def test_the_process_ends_when_the_sync_s_process_is_killed_mid_read(
    bench: Workbench, sandbox: Any
) -> None:
    _fill(sandbox, 2_000)
    env = dict(os.environ, PYTHONPATH=str(PROJECT_ROOT))
    command = [sys.executable, "-m", "tests.sync.test_attack_list_process"]
    sync = subprocess.Popen(  # noqa: ASYNC220 - started at once, waited for on a thread
        [*command, str(bench.folder / "killed"), bench.base_url],
        cwd=PROJECT_ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert sync.stdout is not None
        line = await asyncio.to_thread(sync.stdout.readline)
        assert line.startswith("reading "), line
        pid = int(line.split()[1])
        assert not _gone(pid)
        sync.send_signal(signal.SIGKILL)
        await asyncio.to_thread(sync.wait, 30)
    finally:
        if sync.poll() is None:
            sync.kill()
            sync.wait()
    # Paused, the process would wait for ever: its pipe closed tells it the sync is gone.
    await _until(lambda: _gone(pid), "the list process ended")


async def _read_and_wait(folder: Path, base_url: str) -> None:
    """For the test above, in a process of its own: a sync whose list is handed over;
    once the list process stored a batch it is paused, its pid printed, and the loop
    blocked until this process is killed."""
    bench = Workbench(folder, base_url)
    run = _Run(bench)
    task = await run.handed_over()
    helper = run.helper
    assert helper is not None
    handed = run.listed[-1]
    await _until(lambda: run.listed[-1] > handed, "the process stored a batch")
    run.engine.pause()
    print(f"reading {helper._process.pid}", flush=True)
    await asyncio.to_thread(threading.Event().wait)
    await task


if __name__ == "__main__":
    list_loader.BATCH = 20
    Path(sys.argv[1]).mkdir(parents=True, exist_ok=True)
    asyncio.run(_read_and_wait(Path(sys.argv[1]), sys.argv[2]))


@pytest.mark.asyncio
async def test_an_answer_over_its_bound_after_the_hand_over_cuts_the_list_short(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 1_000)
    huge = 700  # on page 36, long after the hand-over
    big = product_content(
        "Groot",
        itemDetails={
            "name": "Groot",
            "productDescription": {"description": "x" * (LIST_PAGE_BYTES + 1)},
        },
    )
    sandbox._db.update_product(int(ids[huge]), big)
    stale = product_content("Weg") | {"id": int(STALE_ID)}
    bench.store.cache.replace_server_list(RecordKind.PRODUCT, [stale])
    run = _Run(bench)
    try:
        report = await (await run.handed_over())
    finally:
        await run.close()

    assert not report.unreachable
    assert any(i.kind is IssueKind.RETRY_LATER for i in report.issues)
    stored = bench.store.cache.server_ids(RecordKind.PRODUCT)
    # What was read before the page over its bound is stored, nothing is taken out.
    assert set(ids[: huge - huge % PER_PAGE]) <= stored
    assert STALE_ID in stored
    # The next read begins at the list's first page, and, the answer bounded again,
    # completes the list.
    assert not bench.database.query("SELECT * FROM list_reads WHERE kind = 'product'")
    sandbox._db.update_product(int(ids[huge]), product_content("Klein"))
    await _next_sync_completes(bench, ids)


@pytest.mark.asyncio
async def test_a_cancel_before_the_orders_stops_the_waiting_process(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 300)
    run = _Run(bench)
    try:
        task = asyncio.ensure_future(run.engine.run_once())
        await _until(lambda: run.helper is not None and run.helper.ready, "process ready")
        helper = run.helper
        assert helper is not None
        process = helper._process
        run.engine.cancel()  # paused after the first page: no orders sent yet
        report = await task
    finally:
        await run.close()
    assert report.cancelled
    assert process._closed  # type: ignore[attr-defined]  # joined, not killed
    await _next_sync_completes(bench, ids)


@pytest.mark.asyncio
async def test_a_cancel_as_the_process_finishes_leaves_a_list_the_next_sync_completes(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 400)
    stale = [product_content(f"Weg {n}") | {"id": 900_000 + n} for n in range(3_000)]
    bench.store.cache.replace_server_list(RecordKind.PRODUCT, stale)
    run = _Run(bench)
    try:
        task = await run.handed_over()
        # The last batch stored: the process is taking out what the list no longer holds.
        await _until(lambda: run.listed[-1] >= len(ids), "the last batch stored")
        run.engine.cancel()
        report = await task
    finally:
        await run.close()
    kept = bench.store.cache.server_ids(RecordKind.PRODUCT)
    assert set(ids) <= kept  # nothing read lost, whether or not the finish came first
    del report
    await _next_sync_completes(bench, ids)


@pytest.mark.asyncio
async def test_pause_and_resume_over_and_over_while_the_process_reads_end_with_the_list(
    bench: Workbench, sandbox: Any
) -> None:
    ids = _fill(sandbox, 1_000)
    run = _Run(bench)
    try:
        task, _helper = await _handed_and_stored(run)
        while not task.done():
            run.engine.pause()
            await asyncio.sleep(0)
            run.engine.resume()
            await asyncio.sleep(0.001)
        report = await task
    finally:
        await run.close()
    assert not report.cancelled
    assert not report.unreachable
    assert bench.store.cache.server_ids(RecordKind.PRODUCT) == set(ids)


@pytest.mark.asyncio
async def test_the_process_s_account_refused_ends_the_sync_as_refused_keeping_what_was_stored(
    bench: Workbench,
    sandbox: Any,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    ids = _fill(sandbox, 300)
    stale = product_content("Weg") | {"id": int(STALE_ID)}
    bench.store.cache.replace_server_list(RecordKind.PRODUCT, [stale])
    wrong = "wrong-secret-Zq81xKv"
    run = _Run(bench)
    real = run.client.credentials

    async def refused() -> Credentials | None:
        given = await real()
        assert given is not None
        return Credentials(given.profile, wrong)  # its token request is refused (401)

    monkeypatch.setattr(run.client, "credentials", refused)
    caplog.set_level(logging.INFO)
    try:
        task = await run.handed_over()
        handed = run.listed[-1]
        report = await task
    finally:
        await run.close()
    assert report.unreachable  # said as the sync's own refused account is
    assert report.issues
    assert report.issues[0].kind is IssueKind.UNREACHABLE
    stored = bench.store.cache.server_ids(RecordKind.PRODUCT)
    assert handed <= len(stored - {STALE_ID})
    assert STALE_ID in stored
    assert wrong not in "\n".join(r.getMessage() for r in caplog.records)
    await _next_sync_completes(bench, ids)
