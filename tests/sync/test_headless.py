"""`reuse-desk sync`: headless sync with a progress bar and a meaningful exit code."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any

import pytest

from app import cli
from app import sync_command
from app.api.environment_keys import SANDBOX_KEY
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.errors import Unavailable
from app.api.notices import Notice
from app.imaging.settings import PhotoSettings
from app.settings import UiSettings
from app.settings import load_settings
from app.settings import save_settings
from app.store.environments import ROOT_FOLDER
from app.store.environments import EnvironmentRegistry
from app.store.kinds import DraftState
from app.store.kinds import RecordKind
from app.sync import headless
from app.sync.progress import IssueKind
from app.sync.progress import ProgressTracker
from app.sync.progress import RecordOutcome
from app.sync.progress import SyncIssue
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress
from app.sync.progress import SyncReport
from app.ui.message_table import describe
from app.ui.message_table import describer
from tests.sync.helpers import Workbench
from tests.sync.helpers import product_content


def _write_settings(folder: Path, base_url: str) -> None:
    profile = {"name": "Test", "base_url": base_url, "client_id": "demo"}
    settings = {"environment": "Test", "environments": [profile], "photo_max_px": 800}
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")


def test_sync_to_a_configured_environment_exits_0_and_draws_progress(
    sandbox: Any,
    isolated_data_dir: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    bench = Workbench(isolated_data_dir, sandbox.base_url)
    draft = bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    bench.attach_photos(draft, 1)
    bench.close()
    _write_settings(isolated_data_dir, sandbox.base_url)
    # The operating system's keyring is not available in tests; the demo secret stands in.
    monkeypatch.setattr(
        sync_command,
        "KeyringSecretStore",
        lambda: sandbox_secrets(sandbox_profile(sandbox.base_url)),
    )

    code = cli.main(["sync", "--data-dir", str(isolated_data_dir)])

    err = capsys.readouterr().err
    assert code == 0, err
    assert "1/1 records" in err
    assert "Records: sent now 1, synced 1, waiting 0, need attention 0." in err
    bench = Workbench(isolated_data_dir, sandbox.base_url)
    assert bench.drafts.get(draft.id).state is DraftState.SYNCED
    bench.close()


def test_refused_draft_exits_1(isolated_data_dir: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bench = Workbench(isolated_data_dir, "http://127.0.0.1:9/api/v1")
    refused = bench.queue(RecordKind.PRODUCT, product_content("Deur", projectNumber=12345))
    bench.close()
    # The data folder's store is the embedded sandbox's (adopted by it in the window).
    EnvironmentRegistry(isolated_data_dir).register(SANDBOX_KEY, "Sandbox", folder=ROOT_FOLDER)
    assert cli.main(["sync", "--sandbox", "--data-dir", str(isolated_data_dir)]) == 1
    err = capsys.readouterr().err
    assert "need attention 1." in err
    # The refused draft is named by its title, with what the service said (worded by the
    # describe in use: the window's message table).
    assert "- Deur: " in err
    assert refused.id not in err


def test_notices_are_worded_by_the_describe_handed_in() -> None:
    issue = SyncIssue(None, IssueKind.UNREACHABLE, Notice("service.offline"))
    report = SyncReport(unreachable=True, issues=(issue,))
    counts = {DraftState.QUEUED: 2}
    totals = "Records: sent now 0, synced 0, waiting 2, need attention 0."
    worded = sync_command.summary(report, counts, 0, describe=describer("en"))
    assert worded == (
        "Could not reach the service or sign in. No connection to the service. Check the"
        f" internet connection. {totals}"
    )
    # Without a message table, every line says its codes: the core words nothing itself.
    coded = sync_command.summary(report, counts, 0)
    assert coded.startswith("sync.command.unreachable (reason=service.offline) sync.command.")
    assert headless.notice_as_code(Notice.said("The name is taken.")) == "The name is taken."


def test_unknown_environment_or_missing_secret_exits_2(
    isolated_data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write_settings(isolated_data_dir, "http://127.0.0.1:9/api/v1")
    assert cli.main(["sync", "--env", "Elders", "--data-dir", str(isolated_data_dir)]) == 2
    assert "No environment is called Elders. Environments here: Test." in capsys.readouterr().err
    # No secret in the (null) keyring: signing in is impossible.
    bench = Workbench(isolated_data_dir, "http://127.0.0.1:9/api/v1")
    bench.queue(RecordKind.PRODUCT, product_content("Deur"))
    bench.close()
    assert cli.main(["sync", "--env", "Test", "--data-dir", str(isolated_data_dir)]) == 2


@pytest.mark.parametrize(
    "written",
    [
        UiSettings(),
        UiSettings(photo_max_px=800, photo_keep_location=True),
        UiSettings(photo_max_px="original"),  # type: ignore[arg-type]
    ],
)
def test_headless_sync_prepares_photos_as_the_desktop_settings_say(
    isolated_data_dir: Path, written: UiSettings
) -> None:
    save_settings(written)  # where and how the desktop program writes them
    # `reuse-desk sync` reads them with the same model (app.settings).
    assert load_settings().photo_settings() == written.photo_settings()
    assert load_settings() == written


def test_photo_settings_defaults_and_odd_values(isolated_data_dir: Path) -> None:
    assert UiSettings().photo_settings() == PhotoSettings(max_side=2048, keep_location=False)
    assert UiSettings(photo_max_px=0).photo_settings().max_side is None
    assert json.loads(UiSettings(photo_max_px=0).model_dump_json())["photo_max_px"] == "original"
    (isolated_data_dir / "settings.json").write_text('{"photo_max_px": "huge"}')
    assert load_settings().photo_settings().max_side == 2048  # an odd file is set aside


def test_progress_line_in_plain_words() -> None:
    event = SyncProgress(
        SyncPhase.RUNNING,
        records_done=3,
        records_total=4,
        bytes_sent=1_500_000,
        bytes_total=3_000_000,
        current="Eiken deur: upload",
    )
    line = headless.describe(event)
    assert line.startswith("[###################...........]  62%")
    assert "3/4 records, 1.5 MB of 3.0 MB  Eiken deur: upload" in line


def test_the_summary_says_what_the_store_holds() -> None:
    report = SyncReport(
        outcomes={
            "a": RecordOutcome.DONE,
            "b": RecordOutcome.DONE,
            "product:12": RecordOutcome.DONE,  # pictures of a record without a draft
            "c": RecordOutcome.NEEDS_ATTENTION,
        }
    )
    counts = {
        DraftState.SYNCED: 7,
        DraftState.QUEUED: 1,
        DraftState.NEEDS_ATTENTION: 1,
        DraftState.HANDED_OVER: 2,
    }
    # The figures are the store's (`sent`: its sync log's), not the report's.
    assert sync_command.summary(report, counts, 2, local=3, describe=describer("en")) == (
        "Records: sent now 2, synced 7, waiting 1, need attention 1, handed over 2,"
        " made before any connection 3."
    )


def test_a_retry_line_says_what_failed_and_when_it_goes_again() -> None:
    stream = io.StringIO()
    tell = headless.retry_lines(stream, describe)
    tracker = ProgressTracker()
    tracker.subscribe(tell)
    tracker.start(1, 0)
    tracker.retrying("d1", "Eiken deur", Unavailable(status=503), 2.0)
    tracker.working_on("Eiken deur: create")  # a later snapshot with the same wait: told once
    at = tracker.snapshot.waiting["d1"].at.astimezone()
    assert stream.getvalue() == (
        f"Retry Eiken deur: server error 503; trying again at {at:%H:%M:%S} (in 2.0 s)\n"
    )


# What each injected fault reads as in a retry line (app/sandbox/faults.py).
_FAULT_LINES = {
    "500": "server error 500",
    "503": "server error 503",
    "429": "too many requests (429)",
    "drop": "connection dropped",
}


def test_sync_against_a_faulty_service_tells_each_retry_and_ends_at_100(
    sandbox_factory: Any,
    isolated_data_dir: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # A fixed fault plan with every kind early in it (faults drawn at random left a kind
    # out about once in five runs); 40 records keep every kind's turn inside the run.
    sandbox = sandbox_factory(fault_seed=2)
    bench = Workbench(isolated_data_dir, sandbox.base_url)
    for n in range(40):
        draft = bench.queue(RecordKind.PRODUCT, product_content(f"Deur {n}"))
        if n % 6 == 0:
            bench.attach_photos(draft, 1)
    bench.close()
    _write_settings(isolated_data_dir, sandbox.base_url)
    monkeypatch.setattr(
        sync_command,
        "KeyringSecretStore",
        lambda: sandbox_secrets(sandbox_profile(sandbox.base_url)),
    )
    sandbox.set_faults(0.3, list(_FAULT_LINES))

    code = cli.main(["sync", "--data-dir", str(isolated_data_dir)])

    err = capsys.readouterr().err
    retries = [line for line in err.splitlines() if line.startswith("Retry ")]
    for fault, words in _FAULT_LINES.items():
        assert any(f": {words}; trying again at " in line for line in retries), (fault, err)
    assert not any(name in err for name in ("ReadError", "RemoteProtocolError", "Traceback"))
    bars = [line for line in err.splitlines() if line.startswith("[")]
    assert "100%" in bars[-1], err
    bench = Workbench(isolated_data_dir, sandbox.base_url)
    counts = bench.drafts.count_by_state()
    bench.close()
    waiting = counts[DraftState.QUEUED] + counts[DraftState.SYNCING]
    assert err.rstrip().endswith(
        f"Records: sent now {counts[DraftState.SYNCED]}, synced {counts[DraftState.SYNCED]},"
        f" waiting {waiting}, need attention {counts[DraftState.NEEDS_ATTENTION]}."
    ), err
    assert code == (0 if counts[DraftState.SYNCED] == 40 else 1), err
