"""Every command's exit code is one of the one table (`app.exit_codes`), and says what
happened: run through `main()` (and once as a real process), against real sandboxes and
real data folders."""

from __future__ import annotations

import json
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from app import cli
from app import sync_command
from app.api.environments import EnvironmentProfile
from app.api.environments import sandbox_profile
from app.api.environments import sandbox_secrets
from app.api.secrets import MemorySecretStore
from app.exit_codes import MEANINGS
from app.exit_codes import TABLE
from app.exit_codes import ExitCode
from app.store.kinds import RecordKind
from app.work.sync_session import environment_store
from tests.sync.helpers import product_content

ROOT = Path(__file__).resolve().parents[1]


def _set_up(folder: Path, base_url: str, monkeypatch: pytest.MonkeyPatch) -> EnvironmentProfile:
    profile = EnvironmentProfile(name="Test", base_url=base_url, client_id="demo")
    entry = profile.model_dump(mode="json", exclude={"source"}, exclude_none=True)
    settings = {"environment": "Test", "environments": [entry]}
    (folder / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    secrets = sandbox_secrets(sandbox_profile(base_url))
    monkeypatch.setattr(sync_command, "KeyringSecretStore", lambda: secrets)
    return profile


def _queue(folder: Path, profile: EnvironmentProfile, **content: Any) -> None:
    with environment_store(folder, profile) as store:
        draft = store.drafts.create_draft(RecordKind.PRODUCT, product_content("Deur", **content))
        store.drafts.mark_queued(draft.id)


def _too_new(folder: Path) -> None:
    """A data folder whose database a newer release wrote: it cannot be opened here."""
    with sqlite3.connect(folder / "reuse-desk.sqlite3") as conn:
        conn.execute("PRAGMA user_version = 999")


def _inventory(tmp_path: Path) -> Path:
    sheet = tmp_path / "inventaris.csv"
    sheet.write_text("Omschrijving;Categorie;Aantal\nDeur;Deuren;2\n", encoding="utf-8")
    return sheet


def test_sync_exits_0_only_when_nothing_queued_was_left_behind(
    sandbox: Any,
    isolated_data_dir: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    folder = ["--data-dir", str(isolated_data_dir)]
    profile = _set_up(isolated_data_dir, sandbox.base_url, monkeypatch)
    _queue(isolated_data_dir, profile)
    assert cli.main(["sync", *folder]) == ExitCode.DONE
    _queue(isolated_data_dir, profile, projectNumber=12345)  # a project the service lacks
    assert cli.main(["sync", *folder]) == ExitCode.LEFT_FOR_YOU
    capsys.readouterr()

    # Nothing was sent this time, but a draft still waits for the user: named, exit 1.
    assert cli.main(["sync", *folder]) == ExitCode.LEFT_FOR_YOU
    err = capsys.readouterr().err
    assert "- Deur: " in err
    assert "sent now 0, synced 1, waiting 0, need attention 1." in err


def test_sync_exits_2_when_what_it_was_told_to_use_cannot_be_used(
    isolated_data_dir: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = ["--data-dir", str(isolated_data_dir)]
    assert cli.main(["sync", *folder]) == ExitCode.NOT_USABLE
    assert "No environment is set up yet" in capsys.readouterr().err
    profile = _set_up(isolated_data_dir, "http://127.0.0.1:9/api/v1", monkeypatch)
    assert cli.main(["sync", "--env", "Elders", *folder]) == ExitCode.NOT_USABLE
    assert "No environment is called Elders. Environments here: Test." in capsys.readouterr().err
    _queue(isolated_data_dir, profile)
    monkeypatch.setattr(sync_command, "KeyringSecretStore", MemorySecretStore)  # no secret kept
    assert cli.main(["sync", *folder]) == ExitCode.NOT_USABLE  # signing in is impossible
    assert "Could not reach the service or sign in." in capsys.readouterr().err
    with pytest.raises(SystemExit) as refused:  # argparse's own exit, the same code
        cli.main(["sync", "--no-such-option", *folder])
    assert refused.value.code == ExitCode.NOT_USABLE


def test_every_command_exits_3_when_the_data_folder_cannot_be_opened(
    isolated_data_dir: Path, tmp_path: Path, qapp: object
) -> None:
    _too_new(isolated_data_dir)
    folder = ["--data-dir", str(isolated_data_dir)]
    report = ["report", "--project", "7", "--out", str(tmp_path / "r.pdf")]
    assert cli.main(["sync", "--sandbox", *folder]) == ExitCode.DATA_FOLDER
    assert cli.main(["import", str(_inventory(tmp_path)), *folder]) == ExitCode.DATA_FOLDER
    assert cli.main([*report, *folder]) == ExitCode.DATA_FOLDER
    # The same as a real process, whose exit status a scheduled task reads.
    done = subprocess.run(
        [sys.executable, "-m", "app", "sync", "--sandbox", *folder],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == ExitCode.DATA_FOLDER, done.stderr
    assert "newer version of Reuse Desk" in done.stderr


def test_import_and_report_exit_2_for_an_environment_of_no_known_name(
    isolated_data_dir: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    folder = ["--data-dir", str(isolated_data_dir), "--env", "Elders"]
    report = ["report", "--project", "7", "--out", str(tmp_path / "r.pdf")]
    assert cli.main(["import", str(_inventory(tmp_path)), *folder]) == ExitCode.NOT_USABLE
    assert cli.main([*report, *folder]) == ExitCode.NOT_USABLE
    assert capsys.readouterr().err.count("No environment is set up yet") == 2


def test_the_table_names_every_code_once_and_the_readme_shows_it() -> None:
    lines = [line for line in TABLE.splitlines() if line[:3].strip().isdigit()]
    assert [int(line.split()[0]) for line in lines] == [int(code) for code in ExitCode]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| (\d) \| (.+) \|$", readme, re.MULTILINE))
    assert rows == {str(int(code)): meaning for code, meaning in MEANINGS.items()}
