"""The installers workflow, read as YAML: signed, guarded, pinned, and with its provenance.

The release guards are run as they are written (bash), with and without the secrets.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
TAG_CONDITION = "startsWith(github.ref, 'refs/tags/v')"


def _workflow() -> dict[str, Any]:
    found = sorted(ROOT.glob(".*/workflows/installers.yml"))
    assert found, "the installers workflow is missing"
    loaded: dict[str, Any] = yaml.safe_load(found[0].read_text(encoding="utf-8"))
    return loaded


def _jobs() -> dict[str, dict[str, Any]]:
    jobs: dict[str, dict[str, Any]] = _workflow()["jobs"]
    return jobs


def _steps(job: str) -> list[dict[str, Any]]:
    steps: list[dict[str, Any]] = _jobs()[job]["steps"]
    return steps


def _runners(job: dict[str, Any]) -> list[str]:
    runs_on = job["runs-on"]
    if "matrix." not in runs_on:
        return [runs_on]
    return [entry["runner"] for entry in job["strategy"]["matrix"]["include"]]


def _step_with(job: str, text: str) -> dict[str, Any]:
    for step in _steps(job):
        if text in json.dumps(step):
            return step
    raise AssertionError(f"no step of job {job} mentions {text}")


def test_every_action_is_pinned_by_a_full_commit_with_its_version() -> None:
    source = next(ROOT.glob(".*/workflows/installers.yml")).read_text(encoding="utf-8")
    uses = re.findall(r"uses:\s*(\S+)(.*)", source)
    assert uses
    for action, comment in uses:
        assert re.fullmatch(r"[\w.-]+/[\w.-]+@[0-9a-f]{40}", action), action
        assert re.search(r"#\s*v\d+\.\d+\.\d+", comment), f"{action} names no version"


def test_runners_are_pinned_images() -> None:
    for name, job in _jobs().items():
        for runner in _runners(job):
            assert "latest" not in runner, f"{name} runs on {runner}"
            assert re.fullmatch(r"(ubuntu-\d\d\.\d\d|windows-20\d\d|macos-\d+(-intel)?)", runner)


def test_python_and_inno_setup_are_fixed_versions() -> None:
    env = _workflow()["env"]
    assert re.fullmatch(r"3\.\d+\.\d+", env["PYTHON_VERSION"])
    assert re.fullmatch(r"\d+\.\d+\.\d+", env["INNO_SETUP_VERSION"])
    inno = _step_with("windows", "choco install innosetup")
    assert "--version $env:INNO_SETUP_VERSION" in inno["run"]
    assert "throw" in inno["run"]  # another version installed fails the job


def test_macos_is_built_and_smoke_tested_on_both_architectures() -> None:
    job = _jobs()["macos"]
    runners = _runners(job)
    assert any(runner.endswith("-intel") for runner in runners)
    assert any(not runner.endswith("-intel") for runner in runners)
    assert "${{ matrix.arch }}" in json.dumps(job["steps"])  # artifacts apart
    assert "python packaging/smoke_test.py" in _step_with("macos", "smoke_test.py")["run"]


@pytest.mark.parametrize(
    ("job", "secrets"),
    [
        ("windows", ("WINDOWS_CERTIFICATE_PFX", "WINDOWS_CERTIFICATE_PASSWORD")),
        ("macos", ("MACOS_CERTIFICATE_P12", "MACOS_SIGNING_IDENTITY", "APPLE_ID")),
    ],
)
def test_signing_steps_are_present(job: str, secrets: tuple[str, ...]) -> None:
    certificate = _step_with(job, "Signing certificate")
    assert f"secrets.{secrets[0]}" in json.dumps(certificate["env"])
    build = _step_with(job, "packaging/build.py --installer")
    assert "$SIGNING_ARG" in build["run"]
    if job == "windows":
        assert "Import-PfxCertificate" in certificate["run"]
        assert "WINDOWS_SIGN_THUMBPRINT" in certificate["run"]
        assert "Get-AuthenticodeSignature" in _step_with(job, "unins000.exe")["run"]
    else:
        for name in secrets[1:]:
            assert f"secrets.{name}" in json.dumps(build["env"])


def test_the_signing_key_is_the_pfx_certificate_with_the_private_key() -> None:
    # Import-PfxCertificate returns the issuers' certificates of the .pfx too: without the
    # filter, $certificate.Thumbprint is an array and signtool gets no usable /sha1.
    script = _step_with("windows", "Import-PfxCertificate")["run"]
    imported = re.search(r"\$certificate = Import-PfxCertificate[^\n]*\|\s*\n?\s*(.*)", script)
    assert imported, script
    assert imported.group(1).split("|")[0].strip() == "Where-Object HasPrivateKey"
    assert imported.group(1).split("|")[1].strip() == "Select-Object -First 1"
    refuse = script.index("if (-not $certificate) { throw")
    assert refuse < script.index("WINDOWS_SIGN_THUMBPRINT=$($certificate.Thumbprint)")


def test_tag_builds_require_signing() -> None:
    signing_arg = _workflow()["env"]["SIGNING_ARG"]
    assert TAG_CONDITION in signing_arg
    assert "--require-signing" in signing_arg


def _guard(job: str) -> dict[str, Any]:
    guards = [step for step in _steps(job) if TAG_CONDITION in str(step.get("if", ""))]
    assert guards, f"job {job} has no step for tag builds"
    return guards[0]


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
@pytest.mark.parametrize("job", ["windows", "macos"])
def test_a_tag_build_without_secrets_fails_at_once(job: str) -> None:
    guard = _guard(job)
    assert _steps(job).index(guard) == 0  # before the long build, not after it
    assert guard.get("shell", "bash") == "bash"
    names = [name for name in guard["env"] if name.isupper()]
    base = {key: value for key, value in os.environ.items() if key not in names}
    base["GITHUB_REF_NAME"] = "v1.0.0"

    def run(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            ["bash", "-c", guard["run"]], env=env, capture_output=True, text=True, check=False
        )

    without = run({**base, **dict.fromkeys(names, "")})
    assert without.returncode != 0
    assert names[0] in without.stdout
    partly = run({**base, **dict.fromkeys(names, "x"), names[-1]: ""})
    assert partly.returncode != 0
    assert names[-1] in partly.stdout
    assert run({**base, **dict.fromkeys(names, "x")}).returncode == 0


@pytest.mark.parametrize("job", ["windows", "macos", "linux"])
def test_checksums_and_frozen_requirements_are_uploaded(job: str) -> None:
    upload = _step_with(job, "actions/upload-artifact")
    paths = upload["with"]["path"]
    assert "*.sha256" in paths
    assert "*.requirements.txt" in paths
    assert upload["with"]["if-no-files-found"] == "error"


def test_the_linux_job_installs_what_qt_needs() -> None:
    step = _step_with("linux", "apt-get install")
    # Also what packaging/bundle_rules.py leaves to the system: D-Bus and Kerberos.
    packages = ("libgl1", "libegl1", "libxkbcommon0", "libxkbcommon-x11-0", "libxcb-cursor0")
    for package in (*packages, "libdbus-1-3", "libgssapi-krb5-2"):
        assert re.search(rf"(^|\s){re.escape(package)}(\s|$)", step["run"]), package
    steps = _steps("linux")
    assert steps.index(step) < steps.index(_step_with("linux", "packaging/build.py"))


# --- the lock file the workflow's builds install from -------------------------------


@pytest.fixture(scope="module")
def build_module() -> types.ModuleType:
    sys.path.insert(0, str(PACKAGING))
    try:
        spec = importlib.util.spec_from_file_location("_workflow_build", PACKAGING / "build.py")
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(PACKAGING))
    return module


def test_the_build_environment_comes_from_the_lock_with_hashes(
    build_module: types.ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    commands: list[list[str]] = []
    monkeypatch.setattr(build_module, "run", lambda command, **_: commands.append(command))
    monkeypatch.setattr(build_module, "stage_source", lambda: tmp_path / "source")
    monkeypatch.setattr(build_module, "check_clean", lambda interpreter: None)
    monkeypatch.setattr(build_module, "VENV", tmp_path / "venv")
    build_module.make_environment(sys.executable, reuse=False)
    installs = [command for command in commands if "install" in command]
    assert "--require-hashes" in installs[0]
    assert build_module.LOCK in installs[0]
    # The program comes after, with nothing fetched beside the lock.
    assert "--no-deps" in installs[1]
    assert "--no-build-isolation" in installs[1]
    assert len(installs) == 2


def _locked(build_module: types.ModuleType) -> dict[str, str]:
    text = build_module.LOCK.read_text(encoding="utf-8")
    return {
        name.lower().replace("_", "-"): version
        for name, version in re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", text, re.M)
    }


def test_the_lock_pins_every_dependency_with_hashes(build_module: types.ModuleType) -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    locked = _locked(build_module)
    wanted = [*project["dependencies"], *project["optional-dependencies"]["packaging"]]
    for requirement in wanted:
        name = re.match(r"[A-Za-z0-9_.-]+", requirement)
        assert name is not None
        key = name.group(0).lower().replace("_", "-")
        assert key in locked, f"{key} is not in the lock: regenerate it (see its first lines)"
    for tool in ("pip", "setuptools", "wheel"):
        assert tool in locked
    entries = re.split(r"\n(?=[A-Za-z0-9])", build_module.LOCK.read_text(encoding="utf-8"))
    for entry in entries:
        if "==" in entry.split("\n", 1)[0]:
            assert "--hash=sha256:" in entry, entry.split("\n", 1)[0]


def test_provenance_lists_the_installer_and_requirements_with_their_checksums(
    build_module: types.ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import hashlib

    monkeypatch.setattr(build_module, "DIST", tmp_path / "dist")
    monkeypatch.setattr(build_module, "BUILD", tmp_path / "build")
    (tmp_path / "dist").mkdir()
    (tmp_path / "build").mkdir()
    (tmp_path / "build" / "requirements-frozen.txt").write_text("pyside6==6.11.3\n")
    installer = tmp_path / "dist" / "reuse-desk-0.1.0-linux-x64.tar.gz"
    installer.write_bytes(b"archive")
    requirements, checksums = build_module.publish_provenance(installer)
    assert requirements.name == "reuse-desk-0.1.0-linux-x64.requirements.txt"
    assert checksums.name == "reuse-desk-0.1.0-linux-x64.sha256"
    lines = checksums.read_text(encoding="utf-8").splitlines()
    for line, path in zip(lines, (installer, requirements), strict=True):
        assert line == f"{hashlib.sha256(path.read_bytes()).hexdigest()}  {path.name}"
