"""`reuse-desk --self-test` from the source tree: the check the frozen program runs.

The program is started as a user starts it (`python -m app ...`, offscreen), in a
process of its own, with its embedded sandbox; only the time limit and, for the
failure case, the sandbox's fault setting are changed through a small driver.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from app.exit_codes import ExitCode

ROOT = Path(__file__).resolve().parents[2]

# Runs the real `reuse-desk` entry point with a shorter time limit, optionally making
# the sandbox the command line starts answer every request with 500.
DRIVER = """
import functools, sys
from app import self_test
from app.sandbox import SandboxServer

self_test.run_self_test = functools.partial(self_test.run_self_test, time_limit=60)
if sys.argv[1] == "faults":
    started = SandboxServer.start

    def start(self):
        server = started(self)
        server.set_faults(1.0, ["500"])
        return server

    SandboxServer.start = start
from app.cli import main
sys.exit(main(sys.argv[2:]))
"""


def _run(data_dir: Path, mode: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
    }
    command = [sys.executable, "-c", DRIVER, mode, "--self-test", "--sandbox"]
    return subprocess.run(
        [*command, "--data-dir", str(data_dir)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=150,
        check=False,
    )


def _steps(stdout: str) -> list[str]:
    return [line for line in stdout.splitlines() if line.startswith("self-test: ")]


def test_self_test_syncs_one_draft_and_exits_0(tmp_path: Path) -> None:
    result = _run(tmp_path, "plain")
    assert result.returncode == 0, result.stdout + result.stderr
    steps = _steps(result.stdout)
    expected = [
        "self-test: window shown: 'Reuse Desk'",
        "self-test: window complete: 3 tabs",
        "self-test: keyring backends: ",
        "self-test: presets: ",
        "self-test: sandbox answers at http://127.0.0.1:",
        "self-test: photo attached: zelftest.jpg",
        "self-test: draft ",
        "self-test: draft synced as product ",
        "self-test: server lists product ",
        "self-test: passed in ",
    ]
    assert len(steps) == len(expected), steps
    for step, start in zip(steps, expected, strict=True):
        assert step.startswith(start), steps
    # The same lines reach the report file, for a windowed program without stdout.
    report = (tmp_path / "logs" / "self-test.log").read_text(encoding="utf-8").splitlines()
    assert report == steps
    assert "SecretService" in steps[2]
    assert "with its photo" in steps[-2]


def test_self_test_fails_with_a_reason_when_the_sandbox_fails(tmp_path: Path) -> None:
    result = _run(tmp_path, "faults")
    assert result.returncode == 1, result.stdout + result.stderr
    steps = _steps(result.stdout)
    assert steps[-1].startswith("self-test: FAILED: "), steps
    assert not any(step.startswith("self-test: passed") for step in steps)


def test_watchdog_ends_a_hung_program_with_its_own_exit_code(tmp_path: Path) -> None:
    hung = (
        "import sys, time\n"
        "from pathlib import Path\n"
        "from app.self_test import SelfTestReport, watchdog\n"
        "watchdog(SelfTestReport(Path(sys.argv[1])), 0.2, 'stuck in shutdown')\n"
        "time.sleep(30)\n"
    )
    report = tmp_path / "self-test.log"
    result = subprocess.run(
        [sys.executable, "-c", hung, str(report)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=20,
        check=False,
    )
    assert result.returncode == ExitCode.HUNG
    expected = "self-test: FAILED: stuck in shutdown (hard limit; process ended)"
    assert expected in result.stdout
    assert report.read_text(encoding="utf-8").strip() == expected


def test_shipped_presets_are_reported_and_a_useless_file_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app import self_test

    presets = tmp_path / "environments.json"
    monkeypatch.setattr(self_test.paths, "presets_path", lambda: presets)
    report = self_test.SelfTestReport(tmp_path / "report.log")

    self_test._presets(report)
    presets.write_text(
        json.dumps(
            {
                "environments": [
                    {
                        "name": "Acceptatie",
                        "base_url": "https://acc.example.org/api/v1",
                        "client_id": "gemeente",
                    }
                ]
            }
        ),
        encoding="utf-8",
    )
    self_test._presets(report)
    assert (tmp_path / "report.log").read_text(encoding="utf-8").splitlines() == [
        f"self-test: presets: none shipped (environments.json not in {tmp_path})",
        f"self-test: presets: Acceptatie from {presets}",
        "self-test: update check: off",
    ]

    presets.write_text('[{"name": "no address"}]', encoding="utf-8")
    with pytest.raises(self_test.SelfTestError, match="no usable environment"):
        self_test._presets(report)
    presets.write_text('{"environments": [', encoding="utf-8")
    with pytest.raises(self_test.SelfTestError, match="cannot be read"):
        self_test._presets(report)


def test_presets_with_only_the_update_address_pass_and_name_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app import self_test

    presets = tmp_path / "environments.json"
    address = "https://updates.example.org/reuse-desk/manifest.json"
    presets.write_text(json.dumps({"update_manifest": address}), encoding="utf-8")
    monkeypatch.setattr(self_test.paths, "presets_path", lambda: presets)

    self_test._presets(self_test.SelfTestReport(tmp_path / "report.log"))

    assert (tmp_path / "report.log").read_text(encoding="utf-8").splitlines() == [
        f"self-test: presets: no environments from {presets}",
        f"self-test: update check: {address}",
    ]
    # An address the program would refuse fails the self-test; one switched off does not.
    refused = {"update_manifest": "http://updates.example.org/manifest.json"}
    presets.write_text(json.dumps(refused), encoding="utf-8")
    with pytest.raises(self_test.SelfTestError, match="update address refused"):
        self_test._presets(self_test.SelfTestReport(tmp_path / "report.log"))
    presets.write_text(json.dumps(refused | {"update_check": False}), encoding="utf-8")
    self_test._presets(self_test.SelfTestReport(tmp_path / "report.log"))
