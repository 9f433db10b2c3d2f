"""The installer sources say what the issue asks, checked without building anything.

A real build takes minutes (`python packaging/build.py`, then
`python packaging/smoke_test.py`); these tests catch the mistakes that would only
show up there or on a Windows or macOS machine: a version not taken from
pyproject.toml, a one-file spec, a machine-wide installer, a lost presets file,
a workflow without one of its runners.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import sys
import types
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ISS = PACKAGING / "windows" / "reuse-desk.iss"
DMG_SCRIPT = PACKAGING / "macos" / "build_dmg.sh"
SPEC = PACKAGING / "reuse-desk.spec"


def _load(name: str) -> types.ModuleType:
    # packaging/ is not a Python package (its name would shadow the PyPI library
    # "packaging"), so its scripts are loaded by path, as `python packaging/x.py` runs them.
    sys.path.insert(0, str(PACKAGING))
    try:
        spec = importlib.util.spec_from_file_location(
            f"_packaging_{name}", PACKAGING / f"{name}.py"
        )
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses look their module up there
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(PACKAGING))


@pytest.fixture(scope="module")
def metadata_module() -> types.ModuleType:
    return _load("project_metadata")


@pytest.fixture(scope="module")
def build_module() -> types.ModuleType:
    return _load("build")


@pytest.fixture(scope="module")
def smoke_module() -> types.ModuleType:
    return _load("smoke_test")


def _workflow() -> Path:
    found = sorted(ROOT.glob(".*/workflows/installers.yml"))
    assert found, "the installers workflow is missing"
    return found[0]


def _jobs(text: str) -> dict[str, str]:
    """Each job's block of the workflow, by job id (no YAML library needed)."""
    jobs_at = re.search(r"^jobs:\s*$", text, re.MULTILINE)
    assert jobs_at is not None, "the workflow has no jobs"
    body = text[jobs_at.end() :]
    starts = list(re.finditer(r"^  ([A-Za-z0-9_-]+):\s*$", body, re.MULTILINE))
    return {
        match.group(1): body[match.end() : (starts[i + 1].start() if i + 1 < len(starts) else None)]
        for i, match in enumerate(starts)
    }


# --- version and metadata -----------------------------------------------------------


def test_metadata_is_read_from_pyproject(metadata_module: types.ModuleType) -> None:
    import tomllib

    import app

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    metadata = metadata_module.read_metadata()
    assert metadata.name == project["name"] == "reuse-desk"
    assert metadata.version == project.get("version", app.__version__)
    assert metadata.description == project["description"]


def _project(tmp_path: Path, project: str, tool: str = "", init: str | None = None) -> Path:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(
        f'[project]\nname = "reuse-desk"\ndescription = "x"\n{project}\n{tool}',
        encoding="utf-8",
    )
    if init is not None:
        (tmp_path / "app").mkdir()
        (tmp_path / "app" / "__init__.py").write_text(init, encoding="utf-8")
    return pyproject


def test_metadata_follows_a_changed_pyproject(
    metadata_module: types.ModuleType, tmp_path: Path
) -> None:
    metadata = metadata_module.read_metadata(_project(tmp_path, 'version = "2.3.1rc2"'))
    assert metadata.version == "2.3.1rc2"
    # Windows file versions and CFBundleVersion take digits only.
    assert metadata.numeric_version == (2, 3, 1, 0)
    assert metadata.short_version == "2.3.1"


def test_a_version_taken_from_the_package_is_read_from_its_source(
    metadata_module: types.ModuleType, tmp_path: Path
) -> None:
    pyproject = _project(
        tmp_path,
        'dynamic = ["version"]',
        '[tool.setuptools.dynamic]\nversion = { attr = "app.__version__" }\n',
        'import sys\n__version__ = "4.0.2"\nAPP_NAME = "x"\n',
    )
    assert metadata_module.read_metadata(pyproject).version == "4.0.2"


@pytest.mark.parametrize(
    ("tool", "init", "problem"),
    [
        ("", None, "must give the version"),
        (
            '[tool.setuptools.dynamic]\nversion = { attr = "app.__version__" }\n',
            "__version__ = compute()\n",
            "not a string literal",
        ),
        (
            '[tool.setuptools.dynamic]\nversion = { attr = "app.__version__" }\n',
            'VERSION = "1"\n',
            "does not assign __version__",
        ),
    ],
)
def test_an_unreadable_version_stops_the_build(
    metadata_module: types.ModuleType, tmp_path: Path, tool: str, init: str | None, problem: str
) -> None:
    pyproject = _project(tmp_path, 'dynamic = ["version"]', tool, init)
    with pytest.raises(ValueError, match=problem):
        metadata_module.read_metadata(pyproject)


def test_the_program_reports_the_packaged_version() -> None:
    import app
    from app.cli import build_parser

    metadata = _load("project_metadata").read_metadata()
    assert app.__version__ == metadata.version
    assert build_parser().prog == metadata.name


# --- the build script ---------------------------------------------------------------


def test_build_installs_runtime_dependencies_and_pyinstaller_only(
    build_module: types.ModuleType,
) -> None:
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    extras = project["optional-dependencies"]
    assert any(dep.lower().startswith("pyinstaller") for dep in extras["packaging"])
    assert not any(dep.lower().startswith(("pytest", "hypothesis")) for dep in extras["packaging"])
    locked = re.findall(
        r"^([A-Za-z0-9_.-]+)==", build_module.LOCK.read_text(encoding="utf-8"), re.M
    )
    assert "pyinstaller" in locked
    for development_tool in ("pytest", "hypothesis", "mypy", "ruff"):
        assert development_tool not in locked
        assert development_tool in build_module.DEVELOPMENT_ONLY
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert "[test]" not in source
    assert "-e" not in re.findall(r'"(-e|--editable)"', source)


def test_build_installs_a_copy_of_the_program_not_the_checkout(
    build_module: types.ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build_module, "STAGED_SOURCE", tmp_path / "source")
    staged = build_module.stage_source()
    assert (staged / "pyproject.toml").read_bytes() == (ROOT / "pyproject.toml").read_bytes()
    assert (staged / "app" / "cli.py").is_file()
    assert not list(staged.rglob("__pycache__"))
    assert not (staged / "tests").exists()


def test_build_refuses_an_environment_holding_the_test_stack(
    build_module: types.ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    freeze = "PySide6-Essentials==6.12.0\npytest==9.2.0\nreuse-desk @ file:///src\n"

    def fake_run(*args: object, **kwargs: object) -> types.SimpleNamespace:
        return types.SimpleNamespace(stdout=freeze, returncode=0)

    monkeypatch.setattr(build_module, "BUILD", tmp_path)
    monkeypatch.setattr(build_module.subprocess, "run", fake_run)
    with pytest.raises(SystemExit, match="pytest"):
        build_module.check_clean(tmp_path / "python")
    assert "pytest==9.2.0" in (tmp_path / "requirements-frozen.txt").read_text(encoding="utf-8")


def test_build_documents_its_one_command(build_module: types.ModuleType) -> None:
    assert "python packaging/build.py" in (build_module.__doc__ or "")
    args = build_module.parse_args(["--presets", "org.json", "--installer"])
    assert args.presets == Path("org.json")
    assert args.installer


def test_presets_land_next_to_the_executable(
    build_module: types.ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app import paths

    monkeypatch.setattr(build_module, "DIST", tmp_path)
    metadata = build_module.read_metadata()
    for folder in build_module.presets_folders(metadata):
        folder.mkdir(parents=True)
    presets = tmp_path / "org.json"
    presets.write_text(json.dumps({"environments": []}), encoding="utf-8")
    build_module.place_presets(presets, metadata)
    for folder in build_module.presets_folders(metadata):
        # The name app.paths looks for beside the frozen executable.
        assert (folder / paths.PRESETS_FILE_NAME).read_text(encoding="utf-8") == presets.read_text(
            encoding="utf-8"
        )


def test_a_broken_presets_file_stops_the_build(
    build_module: types.ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(build_module, "DIST", tmp_path)
    presets = tmp_path / "org.json"
    presets.write_text('{"environments": [', encoding="utf-8")
    with pytest.raises(SystemExit, match="not readable JSON"):
        build_module.place_presets(presets, build_module.read_metadata())


def test_staged_resources_leave_out_what_the_program_never_reads(
    build_module: types.ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "root"
    (root / "resources" / "screenshots").mkdir(parents=True)
    (root / "resources" / "screenshots" / "main.png").write_bytes(b"png")
    (root / "resources" / "icons").mkdir()
    (root / "resources" / "icons" / "reuse-desk.svg").write_text("<svg/>", encoding="utf-8")
    (root / "resources" / "style.qss").write_text("QWidget {}", encoding="utf-8")
    monkeypatch.setattr(build_module, "PROJECT_ROOT", root)
    monkeypatch.setattr(build_module, "STAGED_RESOURCES", tmp_path / "staged")
    staged = build_module.stage_resources()
    shipped = sorted(str(p.relative_to(staged)) for p in staged.rglob("*") if p.is_file())
    assert shipped == ["icons/reuse-desk.svg", "style.qss"]


# --- the PyInstaller spec -----------------------------------------------------------


def _spec_calls() -> dict[str, ast.Call]:
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    calls: dict[str, ast.Call] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.setdefault(node.func.id, node)
    return calls


def _keyword(call: ast.Call, name: str) -> ast.expr:
    for keyword in call.keywords:
        if keyword.arg == name:
            return keyword.value
    raise AssertionError(f"{name}= is not passed")


def test_spec_is_a_one_folder_build() -> None:
    calls = _spec_calls()
    for needed in ("Analysis", "PYZ", "EXE", "COLLECT", "BUNDLE"):
        assert needed in calls, f"{needed} is missing from the spec"
    exclude = _keyword(calls["EXE"], "exclude_binaries")
    # One file would put a.binaries into EXE and have no COLLECT.
    assert isinstance(exclude, ast.Constant)
    assert exclude.value is True
    binaries = [arg for arg in calls["EXE"].args if isinstance(arg, ast.Attribute)]
    assert all(arg.attr != "binaries" for arg in binaries)
    upx = _keyword(calls["COLLECT"], "upx")
    assert isinstance(upx, ast.Constant)
    assert upx.value is False


def test_spec_is_windowed_on_windows_and_macos_only() -> None:
    text = SPEC.read_text(encoding="utf-8")
    assert re.search(r'windowed = sys\.platform in \("win32", "darwin"\)', text)
    console = _keyword(_spec_calls()["EXE"], "console")
    assert ast.unparse(console) == "not windowed"


def test_spec_collects_what_is_loaded_at_run_time() -> None:
    text = SPEC.read_text(encoding="utf-8")
    for needed in (
        'collect_submodules("app")',
        'collect_submodules("keyring.backends")',
        'collect_submodules("uvicorn")',
        "copy_metadata(metadata.name)",
        'copy_metadata("keyring")',
        'copy_metadata("email-validator")',
        '"resources"',
    ):
        assert needed in text, needed
    # The spec's filters keep Dutch and English Qt translations.
    assert "(nl|en)" in text


def test_spec_excludes_the_test_stack_and_unused_qt() -> None:
    passed = _keyword(_spec_calls()["Analysis"], "excludes")
    assert isinstance(passed, ast.Name)
    tree = ast.parse(SPEC.read_text(encoding="utf-8"))
    assignment = next(
        node.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == passed.id for t in node.targets)
    )
    excludes = ast.literal_eval(assignment)
    assert isinstance(excludes, list)
    for module in ("pytest", "_pytest", "hypothesis", "mypy", "tkinter", "PySide6.QtQml"):
        assert module in excludes
    assert not any(
        module.startswith(("app", "keyring", "uvicorn", "fastapi")) for module in excludes
    )
    assert "PySide6.QtWidgets" not in excludes
    assert "PySide6.QtGui" not in excludes


def test_frozen_resources_are_where_app_paths_looks(monkeypatch: pytest.MonkeyPatch) -> None:
    from app import paths

    monkeypatch.setattr(sys, "_MEIPASS", "/opt/reuse-desk/_internal", raising=False)
    # The spec puts resources/ at the bundle root, which is sys._MEIPASS when frozen.
    assert paths.resources_dir() == Path("/opt/reuse-desk/_internal") / "resources"


# --- the icons ----------------------------------------------------------------------


def test_icons_exist_in_each_platform_format() -> None:
    icons = PACKAGING / "icons"
    assert (icons / "reuse-desk.png").read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    ico = (icons / "reuse-desk.ico").read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00"
    assert int.from_bytes(ico[4:6], "little") >= 4
    icns = (icons / "reuse-desk.icns").read_bytes()
    assert icns[:4] == b"icns"
    assert int.from_bytes(icns[4:8], "big") == len(icns)


# --- Windows installer --------------------------------------------------------------


def _iss_setup() -> dict[str, str]:
    section = ""
    values: dict[str, str] = {}
    for raw in ISS.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if line.startswith("["):
            section = line
        elif section == "[Setup]" and "=" in line and not line.startswith(";"):
            key, value = line.split("=", 1)
            values[key.strip()] = value.strip()
    return values


def test_windows_installer_is_per_user() -> None:
    setup = _iss_setup()
    assert setup["PrivilegesRequired"] == "lowest"
    assert "PrivilegesRequiredOverridesAllowed" not in setup
    assert setup["DefaultDirName"].startswith(("{userpf}", "{localappdata}"))


def test_windows_installer_takes_its_version_from_the_build() -> None:
    setup = _iss_setup()
    assert setup["AppVersion"] == "{#AppVersion}"
    text = ISS.read_text(encoding="utf-8")
    assert "#error AppVersion" in text
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert '"/DAppVersion={metadata.version}"' in source


def test_windows_installer_has_start_menu_entry_and_uninstaller() -> None:
    setup = _iss_setup()
    assert setup.get("Uninstallable", "yes") == "yes"
    assert setup["UninstallDisplayIcon"] == r"{app}\{#AppExe}"
    text = ISS.read_text(encoding="utf-8")
    assert re.search(
        r'^Name: "\{group\}\\\{#AppName\}"; Filename: "\{app\}\\\{#AppExe\}"', text, re.M
    )
    assert re.search(
        r'^Name: "\{group\}\\\{cm:UninstallProgram,.*Filename: "\{uninstallexe\}"', text, re.M
    )
    # The AppId is what upgrades and the uninstaller recognise: a fixed GUID.
    assert re.fullmatch(r"\{\{[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}\}", setup["AppId"])


def test_windows_installer_places_the_presets_file_when_given() -> None:
    text = ISS.read_text(encoding="utf-8")
    block = re.search(r"#ifdef PresetsFile\n(.*?)#endif", text, re.S)
    assert block is not None
    assert re.search(
        r'Source: "\{#PresetsFile\}"; DestDir: "\{app\}"; DestName: "environments\.json"',
        block.group(1),
    )
    source = (PACKAGING / "build.py").read_text(encoding="utf-8")
    assert '"/DPresetsFile=' in source


def test_windows_installer_ships_the_one_folder_build() -> None:
    text = ISS.read_text(encoding="utf-8")
    assert re.search(r'Source: "\{#SourceDir\}\\\*";.*recursesubdirs', text)
    assert '#define AppExe "reuse-desk.exe"' in text


# --- macOS disk image ---------------------------------------------------------------


def test_macos_script_signs_notarizes_and_staples_only_with_credentials() -> None:
    text = DMG_SCRIPT.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash")
    assert "set -euo pipefail" in text
    assert "codesign --force --options runtime --timestamp" in text
    assert "xcrun notarytool submit" in text
    assert "--wait" in text
    assert "xcrun stapler staple" in text
    assert "hdiutil create" in text
    for variable in ("MACOS_SIGNING_IDENTITY", "APPLE_ID", "APPLE_TEAM_ID", "APPLE_APP_PASSWORD"):
        assert f"${{{variable}:-}}" in text, f"{variable} must be optional"
    assert "skipping code signing" in text
    assert "skipping notarization" in text


def test_macos_bundle_id_agrees_between_spec_and_script(metadata_module: types.ModuleType) -> None:
    text = DMG_SCRIPT.read_text(encoding="utf-8")
    assert f'BUNDLE_ID="${{BUNDLE_ID:-{metadata_module.BUNDLE_ID}}}"' in text
    assert "bundle_identifier=BUNDLE_ID" in SPEC.read_text(encoding="utf-8")


# --- hosted CI ----------------------------------------------------------------------


def test_workflow_builds_on_windows_and_macos_and_keeps_artifacts() -> None:
    jobs = _jobs(_workflow().read_text(encoding="utf-8"))
    for job, installer in (("windows", "*-setup.exe"), ("macos", "*.dmg")):
        body = jobs[job]
        assert "python packaging/build.py --installer" in body
        assert "packaging/smoke_test.py" in body
        assert "actions/upload-artifact" in body
        assert installer in body


def test_workflow_runs_the_linux_smoke_test() -> None:
    jobs = _jobs(_workflow().read_text(encoding="utf-8"))
    linux = [body for body in jobs.values() if "runs-on: ubuntu-" in body]
    assert linux
    assert "packaging/smoke_test.py --runs 5" in linux[0]


def test_hosted_ci_is_named_only_in_its_own_folder() -> None:
    # The installers must not tie the project to one CI vendor outside its workflow file.
    candidates = [ROOT / "README.md", *(ROOT / "packaging").rglob("*")]
    offenders = []
    for path in candidates:
        if not path.is_file() or path.suffix not in {
            ".py",
            ".md",
            ".sh",
            ".iss",
            ".spec",
            ".plist",
        }:
            continue
        if {"build", "dist"} & set(path.relative_to(ROOT).parts):
            continue
        if re.search(r"git" + r"hub", path.read_text(encoding="utf-8", errors="ignore"), re.I):
            offenders.append(str(path.relative_to(ROOT)))
    assert offenders == []


# --- the smoke test script ----------------------------------------------------------


def _fake_bundle(tmp_path: Path, script: str) -> Path:
    bundle = tmp_path / "reuse-desk"
    bundle.mkdir()
    name = "reuse-desk.exe" if sys.platform == "win32" else "reuse-desk"
    if sys.platform == "win32":  # pragma: no cover - the suite runs on Linux
        pytest.skip("the fake program is a shell script")
    program = bundle / name
    program.write_text(f"#!{sys.executable}\n{script}", encoding="utf-8")
    program.chmod(0o755)
    return bundle


@pytest.fixture
def passing_bundle(tmp_path: Path) -> Path:
    return _fake_bundle(
        tmp_path,
        "import sys\nassert sys.argv[1:4] == ['--self-test', '--sandbox', '--data-dir']\n"
        "print('self-test: window shown', flush=True)\nprint('self-test: passed')\n",
    )


def test_smoke_test_passes_a_program_that_exits_0(
    smoke_module: types.ModuleType,
    passing_bundle: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    figures_file = tmp_path / "smoke.json"
    code = smoke_module.main(
        ["--bundle", str(passing_bundle), "--runs", "2", "--json", str(figures_file)]
    )
    assert code == 0
    figures = json.loads(figures_file.read_text(encoding="utf-8"))
    assert figures["passed"] == 2
    assert figures["start_seconds"]["median"] > 0
    assert figures["bundle_size_mb"] >= 0
    assert "2 passed, 0 failed" in capsys.readouterr().out


def test_smoke_test_fails_a_program_that_fails(
    smoke_module: types.ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = _fake_bundle(tmp_path, "import sys\nprint('self-test: no sandbox')\nsys.exit(3)\n")
    assert smoke_module.main(["--bundle", str(bundle)]) == 1
    out = capsys.readouterr().out
    assert "exit code 3" in out
    assert "self-test: no sandbox" in out


def test_smoke_test_kills_a_program_that_hangs(
    smoke_module: types.ModuleType, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bundle = _fake_bundle(tmp_path, "import time\ntime.sleep(60)\n")
    assert smoke_module.main(["--bundle", str(bundle), "--timeout", "1"]) == 1
    assert "killed" in capsys.readouterr().out
