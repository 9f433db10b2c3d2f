"""packaging/build.py's checks after PyInstaller: the trim rule and the size ceiling.

They run in every build, so the Windows and macOS jobs of the workflow enforce the rule
too; here they are run on listings and on a stand-in bundle, without PyInstaller.
"""

from __future__ import annotations

import importlib.util
import re
import sys
import types
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"

PLUGINS = "_internal/PySide6/Qt/plugins"
LINUX_BUNDLE = [
    "reuse-desk",
    "_internal/libpython3.11.so.1.0",
    "_internal/PySide6/Qt/lib/libQt6Core.so.6",
    "_internal/PySide6/Qt/lib/libicudata.so.73",
    f"{PLUGINS}/platforms/libqxcb.so",
    f"{PLUGINS}/platforms/libqoffscreen.so",
    f"{PLUGINS}/imageformats/libqjpeg.so",
    f"{PLUGINS}/imageformats/libqgif.so",
    f"{PLUGINS}/imageformats/libqwebp.so",
    f"{PLUGINS}/imageformats/libqtiff.so",
    f"{PLUGINS}/networkinformation/libqnetworkmanager.so",
    "_internal/zxingcpp/zxingcpp.cpython-311-x86_64-linux-gnu.so",
]


@pytest.fixture(scope="module")
def build() -> types.ModuleType:
    sys.path.insert(0, str(PACKAGING))
    try:
        spec = importlib.util.spec_from_file_location("_checked_build", PACKAGING / "build.py")
        assert spec is not None
        assert spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(PACKAGING))
    return module


def test_a_bundle_that_follows_the_rule_passes(build: types.ModuleType) -> None:
    build.check_bundle(LINUX_BUNDLE, "linux")


@pytest.mark.parametrize(
    "stray",
    [
        "_internal/libgssapi_krb5.so.2",
        "_internal/libdbus-1.so.3",
        f"{PLUGINS}/platformthemes/libqgtk3.so",
        "_internal/PySide6/Qt/lib/libQt6Svg.so.6",
    ],
)
def test_a_file_the_rule_leaves_out_stops_the_build(build: types.ModuleType, stray: str) -> None:
    with pytest.raises(SystemExit, match=re.escape(f"unwanted: {stray}")):
        build.check_bundle([*LINUX_BUNDLE, stray], "linux")


def test_a_missing_photo_reader_stops_the_build(build: types.ModuleType) -> None:
    without_tiff = [path for path in LINUX_BUNDLE if not path.endswith("libqtiff.so")]
    with pytest.raises(SystemExit, match="missing: imageformats plugin qtiff"):
        build.check_bundle(without_tiff, "linux")


def test_the_windows_rule_is_checked_on_a_windows_listing(build: types.ModuleType) -> None:
    # The Linux listing lacks every Windows must-have: the check follows the OS it runs on.
    with pytest.raises(SystemExit) as stopped:
        build.check_bundle(LINUX_BUNDLE, "win32")
    message = str(stopped.value)
    assert "missing: platforms plugin qwindows" in message
    assert "missing: networkinformation plugin qnetworklistmanager" in message


@pytest.mark.parametrize(
    ("size_mb", "system", "passes"),
    [
        (143.5, "linux", True),
        (145.0, "linux", True),
        (145.1, "linux", False),
        (164.0, "linux", False),
        (180.0, "win32", True),  # the ceiling is the Linux bundle's
        (180.0, "darwin", True),
    ],
)
def test_the_linux_bundle_may_weigh_145_mb_at_most(
    build: types.ModuleType, size_mb: float, system: str, passes: bool
) -> None:
    if passes:
        build.check_size(size_mb, system)
    else:
        with pytest.raises(SystemExit, match=re.escape(f"{size_mb:.1f} MB, more than the 145 MB")):
            build.check_size(size_mb, system)


def test_the_bundle_listing_uses_forward_slashes_inside_the_bundle(
    build: types.ModuleType, tmp_path: Path
) -> None:
    for path in LINUX_BUNDLE:
        (tmp_path / path).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / path).write_bytes(b"x")
    assert build.bundle_listing(tmp_path) == sorted(LINUX_BUNDLE)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux bundle's listing")
def test_the_build_stops_after_pyinstaller_when_the_bundle_breaks_the_rule(
    build: types.ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dist = tmp_path / "dist"
    metadata = build.read_metadata()

    def fake_pyinstaller(*args: object, **kwargs: object) -> None:
        for path in [*LINUX_BUNDLE, "_internal/libkrb5.so.3"]:
            target = dist / metadata.name / path
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(b"x")

    signed: list[Path] = []
    monkeypatch.setattr(build, "DIST", dist)
    monkeypatch.setattr(build, "BUILD", tmp_path / "build")
    monkeypatch.setattr(build, "make_environment", lambda python, reuse: Path("python"))
    monkeypatch.setattr(build, "stage_resources", lambda: tmp_path / "resources")
    monkeypatch.setattr(build, "ensure_icons", lambda interpreter: None)
    monkeypatch.setattr(build, "run_pyinstaller", fake_pyinstaller)
    monkeypatch.setattr(build.signing, "sign_bundle", lambda state, bundle: signed.append(bundle))
    with pytest.raises(SystemExit, match=re.escape("unwanted: _internal/libkrb5.so.3")):
        build.main([])
    assert signed == []  # nothing signed or packed after a failed check
    assert not (dist / "build-info.json").exists()
