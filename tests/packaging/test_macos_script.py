"""packaging/macos/build_dmg.sh, run with stand-ins for Apple's tools.

The real tools exist only on macOS; here each is a small script that records how it
was called, so the order of the steps and which ones are skipped without
credentials are checked on any machine.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "packaging" / "macos" / "build_dmg.sh"
BUNDLE_ID = "org.materialreuse.reuse-desk"

pytestmark = pytest.mark.skipif(
    sys.platform == "win32" or shutil.which("bash") is None, reason="needs bash"
)

STUB = """#!/usr/bin/env bash
printf '%s' "$(basename "$0")" >> "$CALLS"
printf ' [%s]' "$@" >> "$CALLS"
printf '\\n' >> "$CALLS"
"""
STUBS = {
    "codesign": STUB,
    # notarytool answers with its verdict as JSON (FAKE_NOTARY_STATUS, Accepted by default).
    "xcrun": STUB
    + 'if [ "$1 $2" = "notarytool submit" ]; then'
    + ' printf \'{"id": "sub-42", "status": "%s"}\' "${FAKE_NOTARY_STATUS:-Accepted}"; fi\n'
    + 'if [ "$1 $2" = "notarytool log" ]; then'
    + ' echo "The signature of the binary is invalid."; fi\n',
    "spctl": STUB,
    # hdiutil must leave the disk image behind: the script signs and notarizes it.
    "hdiutil": STUB + 'for last; do :; done; echo dmg > "$last"\n',
    "file": STUB
    + 'case "$2" in *.dylib|*.so|*/MacOS/reuse-desk) echo "Mach-O 64-bit";; *) echo data;; esac\n',
    "PlistBuddy": STUB
    + f'case "$2" in *CFBundleIdentifier) echo "${{FAKE_BUNDLE_ID:-{BUNDLE_ID}}}";;'
    " *) echo 0.1.0;; esac\n",
}


def _fake_app(tmp_path: Path) -> Path:
    app = tmp_path / "dist" / "Reuse Desk.app"
    (app / "Contents" / "MacOS").mkdir(parents=True)
    (app / "Contents" / "Frameworks" / "QtCore.framework").mkdir(parents=True)
    (app / "Contents" / "Resources").mkdir()
    (app / "Contents" / "Info.plist").write_text("<plist/>", encoding="utf-8")
    executable = app / "Contents" / "MacOS" / "reuse-desk"
    executable.write_text("binary", encoding="utf-8")
    executable.chmod(0o755)
    (app / "Contents" / "Frameworks" / "libpython3.11.dylib").write_text("lib", encoding="utf-8")
    (app / "Contents" / "Resources" / "style.qss").write_text("QWidget {}", encoding="utf-8")
    return app


def _run(
    tmp_path: Path, stubs: dict[str, str] | None = None, **extra_env: str
) -> tuple[subprocess.CompletedProcess[str], list[str]]:
    tools = tmp_path / "tools"
    tools.mkdir()
    for name, body in {**STUBS, **(stubs or {})}.items():
        path = tools / name
        path.write_text(body, encoding="utf-8")
        path.chmod(0o755)
    calls = tmp_path / "calls.txt"
    calls.write_text("", encoding="utf-8")
    app = _fake_app(tmp_path)
    env = {
        key: value for key, value in os.environ.items() if not key.startswith(("MACOS_", "APPLE_"))
    }
    env.update(
        PATH=f"{tools}{os.pathsep}{env.get('PATH', '')}",
        CALLS=str(calls),
        PLISTBUDDY=str(tools / "PlistBuddy"),
        APP_PATH=str(app),
        DMG_PATH=str(tmp_path / "dist" / "reuse-desk.dmg"),
        **extra_env,
    )
    result = subprocess.run(
        ["bash", str(SCRIPT)], env=env, capture_output=True, text=True, timeout=60, check=False
    )
    return result, calls.read_text(encoding="utf-8").splitlines()


def _tool_calls(calls: list[str], tool: str) -> list[str]:
    return [call for call in calls if call.startswith(tool + " ")]


def test_without_credentials_the_image_is_made_unsigned(tmp_path: Path) -> None:
    result, calls = _run(tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "MACOS_SIGNING_IDENTITY not set: skipping code signing" in result.stdout
    assert "not signed: skipping notarization and stapling" in result.stdout
    assert _tool_calls(calls, "codesign") == []
    assert _tool_calls(calls, "xcrun") == []
    (create,) = _tool_calls(calls, "hdiutil")
    assert "[create]" in create
    assert "[-volname] [Reuse Desk]" in create
    assert (tmp_path / "dist" / "reuse-desk.dmg").exists()


def test_signing_without_notary_credentials_skips_notarization(tmp_path: Path) -> None:
    result, calls = _run(tmp_path, MACOS_SIGNING_IDENTITY="Developer ID Application: Test (T1)")
    assert result.returncode == 0, result.stdout + result.stderr
    signs = [call for call in _tool_calls(calls, "codesign") if "[--sign]" in call]
    # Nested code first, the bundle last (with the entitlements), then the disk image.
    assert any(call.endswith("libpython3.11.dylib]") for call in signs[:-2])
    assert signs[-2].endswith("Reuse Desk.app]")
    assert "[--entitlements]" in signs[-2]
    assert signs[-1].endswith("reuse-desk.dmg]")
    for call in signs[:-1]:
        assert "[--options] [runtime] [--timestamp]" in call
    assert "skipping notarization" in result.stdout
    assert _tool_calls(calls, "xcrun") == []


def test_with_every_credential_it_signs_notarizes_and_staples(tmp_path: Path) -> None:
    result, calls = _run(
        tmp_path,
        MACOS_SIGNING_IDENTITY="Developer ID Application: Test (T1)",
        APPLE_ID="build@example.org",
        APPLE_TEAM_ID="T1",
        APPLE_APP_PASSWORD="app-specific",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    xcrun = _tool_calls(calls, "xcrun")
    assert xcrun[0].startswith("xcrun [notarytool] [submit]")
    assert "[--wait] [--output-format] [json]" in xcrun[0]
    assert "notarized: submission sub-42 accepted" in result.stdout
    assert "[--apple-id] [build@example.org] [--team-id] [T1]" in xcrun[0]
    assert xcrun[1].startswith("xcrun [stapler] [staple]")
    order = [call.split(" ")[0] for call in calls if call.split(" ")[0] != "file"]
    assert order.index("hdiutil") < order.index("xcrun")


def test_an_api_key_is_used_for_notarization_when_given(tmp_path: Path) -> None:
    result, calls = _run(
        tmp_path,
        MACOS_SIGNING_IDENTITY="Developer ID Application: Test (T1)",
        APPLE_API_KEY_PATH="/keys/AuthKey.p8",
        APPLE_API_KEY_ID="KEY1",
        APPLE_API_ISSUER="issuer-uuid",
    )
    assert result.returncode == 0, result.stdout + result.stderr
    submit = _tool_calls(calls, "xcrun")[0]
    assert "[--key] [/keys/AuthKey.p8] [--key-id] [KEY1] [--issuer] [issuer-uuid]" in submit


def test_a_bundle_with_another_identifier_is_refused(tmp_path: Path) -> None:
    result, calls = _run(tmp_path, FAKE_BUNDLE_ID="com.example.other")
    assert result.returncode == 1
    assert "expected org.materialreuse.reuse-desk" in result.stderr
    assert _tool_calls(calls, "hdiutil") == []


def test_a_release_build_fails_instead_of_skipping_signing(tmp_path: Path) -> None:
    result, calls = _run(tmp_path, REQUIRE_SIGNING="1")
    assert result.returncode != 0
    assert "release build" in result.stderr
    assert not _tool_calls(calls, "hdiutil")  # no unsigned image is left to publish


def test_a_release_build_fails_without_notarization(tmp_path: Path) -> None:
    result, calls = _run(
        tmp_path, REQUIRE_SIGNING="1", MACOS_SIGNING_IDENTITY="Developer ID Application: X"
    )
    assert result.returncode != 0
    assert "notarization" in result.stderr
    assert not _tool_calls(calls, "xcrun")


def test_a_busy_hdiutil_is_tried_again(tmp_path: Path) -> None:
    # The first call fails as hosted runners' hdiutil does now and then; the second works.
    busy_once = (
        STUB
        + 'if [ ! -e "$CALLS.busy" ]; then touch "$CALLS.busy";'
        + ' echo "hdiutil: create failed - Resource busy" >&2; exit 1; fi\n'
        + 'for last; do :; done; echo dmg > "$last"\n'
    )
    result, calls = _run(tmp_path, stubs={"hdiutil": busy_once}, RETRY_DELAY="0")
    assert result.returncode == 0, result.stderr
    assert len(_tool_calls(calls, "hdiutil")) == 2
    assert (tmp_path / "dist" / "reuse-desk.dmg").read_text(encoding="utf-8").strip() == "dmg"


def test_hdiutil_failing_for_good_fails_the_build(tmp_path: Path) -> None:
    always_busy = STUB + "exit 1\n"
    result, calls = _run(tmp_path, stubs={"hdiutil": always_busy}, RETRY_DELAY="0")
    assert result.returncode != 0
    assert len(_tool_calls(calls, "hdiutil")) == 5


NOTARY = {
    "MACOS_SIGNING_IDENTITY": "Developer ID Application: Test (T1)",
    "APPLE_ID": "build@example.org",
    "APPLE_TEAM_ID": "T1",
    "APPLE_APP_PASSWORD": "app-specific",
}


@pytest.mark.parametrize("verdict", ["Invalid", "Rejected"])
def test_a_notarization_verdict_other_than_accepted_fails_before_stapling(
    tmp_path: Path, verdict: str
) -> None:
    # notarytool exits 0 on an Invalid verdict: the script must read the verdict itself.
    result, calls = _run(tmp_path, FAKE_NOTARY_STATUS=verdict, **NOTARY)
    assert result.returncode == 1
    assert f"notarization of {tmp_path / 'dist' / 'reuse-desk.dmg'}: {verdict}" in result.stderr
    xcrun = _tool_calls(calls, "xcrun")
    assert xcrun[1].startswith("xcrun [notarytool] [log] [sub-42] [--apple-id]")
    assert "The signature of the binary is invalid." in result.stderr  # the notary's log
    assert not [call for call in xcrun if "[stapler]" in call]


def test_an_unreadable_notary_answer_fails(tmp_path: Path) -> None:
    garbled = STUB + 'echo "Error: HTTP status code: 401"\n'
    result, calls = _run(tmp_path, stubs={"xcrun": garbled}, **NOTARY)
    assert result.returncode == 1
    assert "no verdict" in result.stderr
    assert "HTTP status code: 401" in result.stderr
    assert not [call for call in _tool_calls(calls, "xcrun") if "[stapler]" in call]
