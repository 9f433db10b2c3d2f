"""The trim rule of the bundle (packaging/bundle_rules.py), on a built bundle and on listings.

With a build in packaging/dist (`python packaging/build.py`), its Qt plugins and
libraries are listed and every one must be wanted; without one the rule is checked on
listings of what PySide6 brings on each platform.
"""

from __future__ import annotations

import importlib.util
import sys
import types
from pathlib import Path

import pytest

from app.imaging.settings import is_photo

ROOT = Path(__file__).resolve().parents[2]
BUNDLE = ROOT / "packaging" / "dist" / "reuse-desk"


@pytest.fixture(scope="module")
def rules() -> types.ModuleType:
    spec = importlib.util.spec_from_file_location(
        "_bundle_rules", ROOT / "packaging" / "bundle_rules.py"
    )
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


# What PySide6 6.11 on Linux brought into the bundle before the rule (164 MB), in part.
LINUX_BEFORE = {
    "wanted": [
        "_internal/PySide6/Qt/plugins/platforms/libqxcb.so",
        "_internal/PySide6/Qt/plugins/platforms/libqoffscreen.so",
        "_internal/PySide6/Qt/plugins/platforms/libqminimal.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqjpeg.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqgif.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqwebp.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqtiff.so",
        "_internal/PySide6/Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
        "_internal/PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so",
        "_internal/PySide6/Qt/plugins/networkinformation/libqnetworkmanager.so",
        "_internal/PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so",
        "_internal/PySide6/Qt/lib/libQt6Core.so.6",
        "_internal/PySide6/Qt/lib/libQt6Gui.so.6",
        "_internal/PySide6/Qt/lib/libQt6Widgets.so.6",
        "_internal/PySide6/Qt/lib/libQt6Network.so.6",
        "_internal/PySide6/Qt/lib/libQt6DBus.so.6",
        "_internal/PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "_internal/PySide6/Qt/lib/libicudata.so.73",
        "_internal/PySide6/QtWidgets.abi3.so",
        "_internal/PySide6/Qt/translations/qtbase_nl.qm",
        "_internal/libpython3.11.so.1.0",
        "_internal/libcrypto.so.3",
        "_internal/libglib-2.0.so.0",
        "_internal/libzstd.so.1",
        "_internal/liblzma.so.5",
        "_internal/pillow.libs/libxcb-9065bb12.so.1.1.0",
        "_internal/pillow.libs/libXau-154567c4.so.6.0.0",
        "_internal/zxingcpp/zxingcpp.cpython-311-x86_64-linux-gnu.so",
        "reuse-desk",
    ],
    "unwanted": [
        "_internal/PySide6/Qt/plugins/platformthemes/libqgtk3.so",
        "_internal/PySide6/Qt/plugins/generic/libqtuiotouchplugin.so",
        "_internal/PySide6/Qt/plugins/generic/libqevdevtouchplugin.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqicns.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqtga.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqwbmp.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqsvg.so",
        "_internal/PySide6/Qt/plugins/imageformats/libqpdf.so",
        "_internal/PySide6/Qt/plugins/iconengines/libqsvgicon.so",
        "_internal/PySide6/Qt/plugins/platforms/libqwayland.so",
        "_internal/PySide6/Qt/plugins/platforms/libqeglfs.so",
        "_internal/PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so",
        "_internal/PySide6/Qt/plugins/networkinformation/libqglib.so",
        "_internal/PySide6/Qt/plugins/tls/libqopensslbackend.so",
        "_internal/PySide6/Qt/plugins/xcbglintegrations/libqxcb-egl-integration.so",
        "_internal/PySide6/Qt/lib/libQt6EglFSDeviceIntegration.so.6",
        "_internal/PySide6/Qt/lib/libQt6EglFsKmsSupport.so.6",
        "_internal/PySide6/Qt/lib/libQt6Svg.so.6",
        "_internal/PySide6/Qt/lib/libQt6WaylandClient.so.6",
        "_internal/PySide6/Qt/lib/libQt6OpenGL.so.6",
        "_internal/libgtk-3.so.0",
        "_internal/libcairo.so.2",
        "_internal/libpango-1.0.so.0",
        "_internal/libgdk_pixbuf-2.0.so.0",
        "_internal/libgio-2.0.so.0",
        # The base system of every desktop, left to it.
        "_internal/libstdc++.so.6",
        "_internal/libX11.so.6",
        "_internal/libfontconfig.so.1",
        "_internal/libfreetype.so.6",
        "_internal/libz.so.1",
        # D-Bus and Kerberos, system services whose clients belong with the system.
        "_internal/libdbus-1.so.3",
        "_internal/libsystemd.so.0",
        "_internal/libgcrypt.so.20",
        "_internal/libgssapi_krb5.so.2",
        "_internal/libkrb5.so.3",
        "_internal/libk5crypto.so.3",
        # Linked only by libraries left to the system (libxcb, freetype).
        "_internal/libXau.so.6",
        "_internal/libXdmcp.so.6",
        "_internal/libpng16.so.16",
    ],
}

WINDOWS = {
    "wanted": [
        "_internal/PySide6/plugins/platforms/qwindows.dll",
        "_internal/PySide6/plugins/imageformats/qjpeg.dll",
        "_internal/PySide6/plugins/networkinformation/qnetworklistmanager.dll",
        "_internal/PySide6/plugins/platforms/qoffscreen.dll",
        "_internal/PySide6/plugins/imageformats/qgif.dll",
        "_internal/PySide6/plugins/imageformats/qwebp.dll",
        "_internal/PySide6/plugins/imageformats/qtiff.dll",
        "_internal/PySide6/Qt6Core.dll",
        "_internal/PySide6/Qt6Widgets.dll",
        "_internal/PySide6/msvcp140.dll",
        "_internal/libcrypto-3.dll",
        "_internal/zlib.dll",
        "_internal/zxingcpp/zxingcpp.cp311-win_amd64.pyd",
    ],
    "unwanted": [
        "_internal/PySide6/opengl32sw.dll",
        "_internal/PySide6/Qt6Pdf.dll",
        "_internal/PySide6/Qt6Svg.dll",
        "_internal/PySide6/plugins/styles/qmodernwindowsstyle.dll",
        "_internal/PySide6/plugins/imageformats/qicns.dll",
        "_internal/PySide6/plugins/generic/qtuiotouchplugin.dll",
    ],
}

MACOS = {
    "wanted": [
        "_internal/PySide6/Qt/plugins/platforms/libqcocoa.dylib",
        "_internal/PySide6/Qt/plugins/platforms/libqoffscreen.dylib",
        "_internal/PySide6/Qt/plugins/imageformats/libqjpeg.dylib",
        "_internal/PySide6/Qt/plugins/imageformats/libqgif.dylib",
        "_internal/PySide6/Qt/plugins/imageformats/libqwebp.dylib",
        "_internal/PySide6/Qt/plugins/imageformats/libqtiff.dylib",
        "_internal/PySide6/Qt/plugins/networkinformation/libqapplenetworkinformation.dylib",
        "_internal/PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore",
        "_internal/PySide6/Qt/lib/QtGui.framework/Versions/A/Resources/Info.plist",
        "_internal/libz.1.dylib",
        "_internal/zxingcpp/zxingcpp.cpython-311-darwin.so",
    ],
    "unwanted": [
        "_internal/PySide6/Qt/lib/QtSvg.framework/Versions/A/QtSvg",
        "_internal/PySide6/Qt/lib/QtOpenGL.framework/Versions/A/QtOpenGL",
        "_internal/PySide6/Qt/plugins/platforms/darwin/libqdarwincamerapermission.dylib",
        "_internal/PySide6/Qt/plugins/styles/libqmacstyle.dylib",
        "_internal/PySide6/Qt/plugins/iconengines/libqsvgicon.dylib",
        "_internal/PySide6/Qt/plugins/networkinformation/libqglib.dylib",
    ],
}


@pytest.mark.parametrize(
    ("listing", "system"), [(LINUX_BEFORE, "linux"), (WINDOWS, "win32"), (MACOS, "darwin")]
)
def test_the_rule_keeps_what_the_program_loads_and_drops_the_rest(
    rules: types.ModuleType, listing: dict[str, list[str]], system: str
) -> None:
    everything = listing["wanted"] + listing["unwanted"]
    assert rules.unwanted(everything, system) == sorted(listing["unwanted"])


@pytest.mark.parametrize(
    ("listing", "system"), [(LINUX_BEFORE, "linux"), (WINDOWS, "win32"), (MACOS, "darwin")]
)
def test_a_listing_of_what_the_rule_keeps_has_no_problem(
    rules: types.ModuleType, listing: dict[str, list[str]], system: str
) -> None:
    assert rules.problems(listing["wanted"], system) == []
    assert rules.problems(listing["wanted"] + listing["unwanted"], system) == [
        f"unwanted: {path}" for path in sorted(listing["unwanted"])
    ]


@pytest.mark.parametrize(
    ("listing", "system", "plugin", "missing"),
    [
        (LINUX_BEFORE, "linux", "libqxcb.so", "platforms plugin qxcb"),
        (LINUX_BEFORE, "linux", "libqjpeg.so", "imageformats plugin qjpeg"),
        (LINUX_BEFORE, "linux", "libqnetworkmanager.so", "plugin qconnman or qnetworkmanager"),
        (WINDOWS, "win32", "qwindows.dll", "platforms plugin qwindows"),
        (WINDOWS, "win32", "qoffscreen.dll", "platforms plugin qoffscreen"),
        (WINDOWS, "win32", "qnetworklistmanager.dll", "plugin qnetworklistmanager"),
        (MACOS, "darwin", "libqcocoa.dylib", "platforms plugin qcocoa"),
        (MACOS, "darwin", "libqtiff.dylib", "imageformats plugin qtiff"),
        (MACOS, "darwin", "libqapplenetworkinformation.dylib", "qapplenetworkinformation"),
    ],
)
def test_a_listing_without_a_needed_plugin_is_a_problem(
    rules: types.ModuleType,
    listing: dict[str, list[str]],
    system: str,
    plugin: str,
    missing: str,
) -> None:
    without = [path for path in listing["wanted"] if not path.endswith("/" + plugin)]
    assert len(without) == len(listing["wanted"]) - 1
    (problem,) = rules.problems(without, system)
    assert problem.startswith("missing: ")
    assert missing in problem


@pytest.mark.parametrize(
    ("listing", "system"), [(LINUX_BEFORE, "linux"), (WINDOWS, "win32"), (MACOS, "darwin")]
)
def test_a_listing_without_the_qr_reader_is_a_problem(
    rules: types.ModuleType, listing: dict[str, list[str]], system: str
) -> None:
    without = [path for path in listing["wanted"] if "zxingcpp" not in path]
    assert len(without) == len(listing["wanted"]) - 1
    assert rules.problems(without, system) == ["missing: extension zxingcpp"]
    # Its package without the compiled reader is no reader either.
    assert rules.problems([*without, "_internal/zxingcpp/__init__.pyc"], system) == [
        "missing: extension zxingcpp"
    ]
    windows = [path.replace("/", "\\") for path in listing["wanted"]]
    assert rules.problems(windows, system) == []


def test_windows_paths_with_backslashes_are_judged_alike(rules: types.ModuleType) -> None:
    assert not rules.wanted(r"PySide6\plugins\platformthemes\qgtk3.dll", "win32")
    assert rules.wanted(r"PySide6\plugins\platforms\qwindows.dll", "win32")


def test_the_base_system_stays_in_the_bundle_off_linux(rules: types.ModuleType) -> None:
    # Only a Linux desktop is sure to have them; elsewhere a library of that name is ours.
    assert rules.wanted("_internal/libz.so.1", "darwin")
    assert not rules.wanted("_internal/libz.so.1", "linux")
    # A private copy deeper in the bundle (Pillow's) is never the system's.
    assert rules.wanted("_internal/pillow.libs/libz.so.1", "linux")


@pytest.mark.parametrize(
    ("suffix", "plugin"),
    [
        ("jpg", "qjpeg"),
        ("jpeg", "qjpeg"),
        ("jfif", "qjpeg"),
        ("gif", "qgif"),
        ("webp", "qwebp"),
        ("tif", "qtiff"),
        ("tiff", "qtiff"),
    ],
)
def test_every_photo_the_program_accepts_has_its_reader(
    rules: types.ModuleType, suffix: str, plugin: str
) -> None:
    # app/imaging reads photos with QImageReader: dropping a format's plugin would make
    # the photos the picker offers unreadable in the installed program only.
    assert is_photo(f"photo.{suffix}")
    assert rules.plugin_wanted("imageformats", f"lib{plugin}.so")
    assert rules.plugin_wanted("imageformats", f"{plugin}.dll")


def _built_files() -> list[str]:
    return sorted(
        path.relative_to(BUNDLE).as_posix() for path in BUNDLE.rglob("*") if path.is_file()
    )


@pytest.mark.skipif(not BUNDLE.is_dir(), reason="no build in packaging/dist")
def test_the_built_bundle_holds_no_unwanted_qt_plugin_or_library(
    rules: types.ModuleType,
) -> None:
    files = _built_files()
    libraries = [
        path
        for path in files
        if "/plugins/" in path or path.endswith((".so", ".dll", ".dylib")) or ".so." in path
    ]
    assert libraries
    assert rules.unwanted(libraries) == []


@pytest.mark.skipif(not BUNDLE.is_dir(), reason="no build in packaging/dist")
def test_the_built_bundle_still_has_what_the_program_needs(rules: types.ModuleType) -> None:
    assert rules.missing(_built_files()) == []
    found = rules.plugins_in(_built_files())
    # One network-information backend of this OS, besides the window system and readers.
    backend = {"win32": "qnetworklistmanager", "darwin": "qapplenetworkinformation"}
    assert found["networkinformation"] & {backend.get(sys.platform, "qnetworkmanager")}
