"""packaging/signing.py: what is signed, how installers are named, and release builds refused."""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
MAC_SIGNED = {"MACOS_SIGNING_IDENTITY": "Developer ID Application: X (T)"}
MAC_NOTARY = {"APPLE_ID": "a@b.nl", "APPLE_TEAM_ID": "T", "APPLE_APP_PASSWORD": "p"}


@pytest.fixture(scope="module")
def signing() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location("_signing", PACKAGING / "signing.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("system", "env", "suffix"),
    [
        ("win32", {}, "-unsigned"),
        ("win32", {"WINDOWS_SIGN_THUMBPRINT": "AB CD"}, ""),
        ("win32", {"WINDOWS_SIGN_DLIB": "d.dll", "WINDOWS_SIGN_METADATA": "m.json"}, ""),
        ("darwin", {}, "-unsigned"),
        ("darwin", MAC_SIGNED, "-unnotarized"),
        ("darwin", {**MAC_SIGNED, **MAC_NOTARY}, ""),
        ("linux", {}, ""),
    ],
)
def test_an_installer_says_in_its_name_what_it_lacks(
    signing: types.ModuleType, system: str, env: dict[str, str], suffix: str
) -> None:
    assert signing.signing_state(environ=env, system=system).name_suffix == suffix


@pytest.mark.parametrize(
    ("system", "env", "missing"),
    [
        ("win32", {}, "WINDOWS_SIGN_THUMBPRINT"),
        ("darwin", {}, "MACOS_SIGNING_IDENTITY"),
        ("darwin", MAC_SIGNED, "APPLE_ID"),
    ],
)
def test_a_release_build_stops_when_signing_is_not_configured(
    signing: types.ModuleType, system: str, env: dict[str, str], missing: str
) -> None:
    with pytest.raises(SystemExit, match=missing):
        signing.signing_state(required=True, environ=env, system=system)


def test_a_configured_release_build_goes_on(signing: types.ModuleType) -> None:
    state = signing.signing_state(
        required=True, environ={"WINDOWS_SIGN_THUMBPRINT": "AB CD"}, system="win32"
    )
    assert state.signed
    assert state.identity == ("/sha1", "ABCD")


def test_inno_setup_signs_setup_and_uninstaller_timestamped(
    signing: types.ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    signtool = Path("C:/Program Files (x86)/Windows Kits/10/bin/x64/signtool.exe")
    monkeypatch.setattr(signing, "find_signtool", lambda: signtool)
    state = signing.signing_state(environ={"WINDOWS_SIGN_THUMBPRINT": "AB"}, system="win32")
    define, sign_flag = signing.iscc_arguments(state)
    assert sign_flag == "/DSignInstaller"
    assert define.startswith("/Ssigntool=$q")  # a path with spaces is quoted for ISCC
    assert define.endswith(" $f")
    for part in ("sign /fd sha256", f"/tr {signing.DEFAULT_TIMESTAMP_URL}", "/td sha256"):
        assert part in define
    assert "/sha1 AB" in define
    iss = (PACKAGING / "windows" / "reuse-desk.iss").read_text(encoding="utf-8")
    assert "SignTool=signtool" in iss
    assert "SignedUninstaller=yes" in iss


def test_nothing_is_signed_without_a_certificate(
    signing: types.ModuleType, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_signtool() -> Path:
        raise AssertionError("signtool must not be looked for")

    monkeypatch.setattr(signing, "find_signtool", no_signtool)
    state = signing.signing_state(environ={}, system="win32")
    assert signing.iscc_arguments(state) == []
    signing.sign_windows(state, [Path("reuse-desk.exe")])


# A stand-in for signtool: `verify` passes for files whose content starts with SIGNED
# (all of them, when given several), `sign` makes them so; every call is logged.
FAKE_SIGNTOOL = """
import sys
from pathlib import Path

command, files = sys.argv[1], [Path(arg) for arg in sys.argv[2:] if Path(arg).is_file()]
with open(Path(__file__).with_suffix(".log"), "a", encoding="utf-8") as log:
    log.write(" ".join(sys.argv[1:]) + "\\n")
if command == "verify":
    sys.exit(0 if all(file.read_bytes().startswith(b"SIGNED") for file in files) else 1)
if command == "sign":
    for file in files:
        file.write_bytes(b"SIGNED " + file.read_bytes())
"""


def test_the_bundle_s_unsigned_code_is_signed_and_signed_code_left_alone(
    signing: types.ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    signtool = tmp_path / "signtool"
    signtool.write_text(f"#!{sys.executable}\n{FAKE_SIGNTOOL}", encoding="utf-8")
    signtool.chmod(0o755)
    monkeypatch.setattr(signing, "find_signtool", lambda: signtool)
    bundle = tmp_path / "reuse-desk"
    files = {
        "reuse-desk.exe": b"bootloader",
        "_internal/python311.dll": b"SIGNED by the PSF",
        "_internal/PySide6/Qt6Core.dll": b"SIGNED by The Qt Company",
        "_internal/pydantic_core/_pydantic_core.cp311-win_amd64.pyd": b"module",
        "_internal/PIL/_imaging.cp311-win_amd64.pyd": b"module",
        "_internal/libcrypto-3.dll": b"library",
        "_internal/base_library.zip": b"not code",
    }
    for name, content in files.items():
        (bundle / name).parent.mkdir(parents=True, exist_ok=True)
        (bundle / name).write_bytes(content)
    state = signing.signing_state(environ={"WINDOWS_SIGN_THUMBPRINT": "AB"}, system="win32")

    done = signing.sign_bundle(state, bundle)

    expected = {
        "reuse-desk.exe",
        "_internal/pydantic_core/_pydantic_core.cp311-win_amd64.pyd",
        "_internal/PIL/_imaging.cp311-win_amd64.pyd",
        "_internal/libcrypto-3.dll",
    }
    assert {path.relative_to(bundle).as_posix() for path in done} == expected
    for name, content in files.items():
        now = (bundle / name).read_bytes()
        if name in expected:
            assert now == b"SIGNED " + content, name
        else:
            assert now == content, name  # signed by its maker, or not code: untouched
    log = signtool.with_suffix(".log").read_text(encoding="utf-8").splitlines()
    (sign,) = [line for line in log if line.startswith("sign ")]
    assert f"/fd sha256 /tr {signing.DEFAULT_TIMESTAMP_URL} /td sha256" in sign
    assert "/sha1 AB" in sign
    assert "python311.dll" not in sign
    assert "Qt6Core.dll" not in sign
    assert any(line.startswith("verify /pa /all") for line in log)  # checked after signing


def test_signing_goes_in_batches_short_enough_for_a_command_line(
    signing: types.ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[list[str]] = []

    def fake_run(command: list[str], **kwargs: object) -> types.SimpleNamespace:
        calls.append(command)
        return types.SimpleNamespace(returncode=1 if command[1] == "verify" else 0)

    monkeypatch.setattr(signing, "find_signtool", lambda: Path("signtool.exe"))
    monkeypatch.setattr(signing.subprocess, "run", fake_run)
    for number in range(120):
        (tmp_path / f"module{number:03}.pyd").write_bytes(b"x")
    state = signing.signing_state(environ={"WINDOWS_SIGN_THUMBPRINT": "AB"}, system="win32")
    assert len(signing.sign_bundle(state, tmp_path)) == 120
    signs = [call for call in calls if call[1] == "sign"]
    assert [len([a for a in call if a.endswith(".pyd")]) for call in signs] == [50, 50, 20]


def test_an_unsigned_build_signs_nothing_in_the_bundle(
    signing: types.ModuleType, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    def no_signtool() -> Path:
        raise AssertionError("signtool must not be looked for")

    monkeypatch.setattr(signing, "find_signtool", no_signtool)
    (tmp_path / "reuse-desk.exe").write_bytes(b"bootloader")
    for system in ("win32", "linux", "darwin"):
        assert signing.sign_bundle(signing.signing_state(environ={}, system=system), tmp_path) == []
