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
