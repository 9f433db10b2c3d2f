"""What of Qt goes into the bundle: the plugins and libraries the program loads, no more.

The rule is an allow-list, so a new PySide6 release that ships another plugin leaves it
out until someone decides the program needs it. `reuse-desk.spec` applies it twice: to
the plugins PyInstaller's Qt hooks collect (before the dependency analysis, so that the
libraries only a dropped plugin links, such as the GTK stack of the GTK3 theme, never
come in) and to the finished list of files. tests/packaging/test_bundle_rules.py
checks a built bundle (or a listing) against it.

Why each plugin stays:
- platforms: the window system of each OS; offscreen and minimal for the headless
  self-test and command line. Wayland sessions use xcb through XWayland (Qt falls back
  to it), which spares the Wayland client, its shells and its OpenGL integrations.
- imageformats: the photos a user may attach (app/imaging/settings.py: JPEG, GIF,
  WebP, TIFF; PNG and BMP are built into QtGui). Not icns, tga, wbmp, ico, svg, pdf.
- platforminputcontexts: dead keys and compose sequences (é, ë) and input methods.
- platformthemes: the desktop portal for file dialogs. Not GTK3, which drags in GTK,
  cairo and pango (8.6 MB) and cannot load against the desktop's own GTK anyway.
- networkinformation: the hint that the network changed (app/ui/sync_controller.py),
  through each OS's own service: NetworkManager or ConnMan on Linux, the Network List
  Manager on Windows, the Network framework on macOS (`qapplenetworkinformation`; the
  older `qscnetworkreachability` is no longer built). Not the GLib one, which pulls in GIO.
- xcbglintegrations: GLX only; the EGL one belongs with the embedded-device platforms.
- No styles (Fusion is built into QtWidgets and the program always uses it), no icon
  engines (no SVG icons), no TLS backends (HTTPS is Python's, through httpx), no
  generic input plugins (evdev, and TUIO, which pulls in QtNetwork's Kerberos).

On Linux the bundle also leaves out the libraries of every desktop's base system that
the AppImage project's exclude list names (C++ runtime, X11, fontconfig, freetype,
zlib, ...): a copy from the build machine is known to break against the desktop's own
graphics drivers and font configuration, and the program, built on a system at least
as old as the one it runs on, finds them there. Two system services go the same way,
because their client libraries belong with the system they talk to: D-Bus (libdbus-1,
which QtDBus links; the copy brought systemd's client library and, through it,
libgcrypt, lz4 and libcap) and Kerberos (GSSAPI, which QtNetwork links for the
Negotiate login of its HTTP client, a client the program never uses; krb5 reads the
system's krb5.conf and loads the system's plugins). So do the libraries that only
these left-out ones link (libxcb's Xau and Xdmcp, freetype's libpng16). Every desktop
has them; ICU stays, QtCore links the copy in PySide6's wheel.

`problems()` is what packaging/build.py checks after every build, on every OS: no file
the rule leaves out, and nothing missing that the program needs (`REQUIRED_PLUGINS`, and
`REQUIRED_EXTENSIONS`: zxing-cpp's QR reader, which the photo inbox cannot do without).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from pathlib import PurePath
from pathlib import PurePosixPath
from pathlib import PureWindowsPath

WANTED_PLUGINS: dict[str, frozenset[str]] = {
    "platforms": frozenset({"qxcb", "qwindows", "qcocoa", "qoffscreen", "qminimal"}),
    "imageformats": frozenset({"qjpeg", "qgif", "qwebp", "qtiff"}),
    "platforminputcontexts": frozenset(
        {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"}
    ),
    "platformthemes": frozenset({"qxdgdesktopportal"}),
    "networkinformation": frozenset(
        {"qnetworkmanager", "qconnman", "qnetworklistmanager", "qapplenetworkinformation"}
    ),
    "xcbglintegrations": frozenset({"qxcb-glx-integration"}),
}

# Qt's own libraries, by module: those of the modules the program imports and those
# the kept plugins link (XcbQpa for xcb, DBus for the portal and NetworkManager).
WANTED_QT_MODULES = frozenset({"Core", "Gui", "Widgets", "Network", "DBus", "XcbQpa"})

# Libraries that only a dropped plugin needs, or that no widget program needs: if one
# is in the bundle, something collects what the rule above leaves out.
UNWANTED_LIBRARY = re.compile(
    r"^(lib)?("
    r"gtk-3|gdk-3|gdk_pixbuf|cairo|pango|atk-|atk-bridge|epoxy|"  # the GTK3 theme
    r"wayland-|"  # the Wayland platform
    r"gio-2|"  # the GLib network information backend
    r"opengl32sw|"  # Windows' software OpenGL: widgets draw without OpenGL
    r"Qt6?(EglFS|EglFsKms|Wayland|WlShell|OpenGL|Svg|Pdf|Quick|Qml|Sql|VirtualKeyboard)"
    r")",
    re.IGNORECASE,
)

LINUX_BASE_SYSTEM = frozenset(
    {
        "libstdc++.so.6",
        "libgcc_s.so.1",
        "libX11.so.6",
        "libX11-xcb.so.1",
        "libxcb.so.1",
        "libfontconfig.so.1",
        "libfreetype.so.6",
        "libharfbuzz.so.0",
        "libfribidi.so.0",
        "libexpat.so.1",
        "libz.so.1",
        "libuuid.so.1",
        "libcom_err.so.2",
        "libgpg-error.so.0",
        "libwayland-client.so.0",
        # The D-Bus client and what the build machine's copy links (systemd's client).
        "libdbus-1.so.3",
        "libsystemd.so.0",
        "libgcrypt.so.20",
        "liblz4.so.1",
        "libcap.so.2",
        # Kerberos, for QtNetwork's GSSAPI.
        "libgssapi_krb5.so.2",
        "libkrb5.so.3",
        "libk5crypto.so.3",
        "libkrb5support.so.0",
        "libkeyutils.so.1",
        # Linked only by libraries left out above: libxcb's, and freetype's libpng16.
        "libXau.so.6",
        "libXdmcp.so.6",
        "libbsd.so.0",
        "libmd.so.0",
        "libpng16.so.16",
    }
)

# What the program cannot run without, by plugin type: every set needs one of its
# plugins. The window system of the OS (offscreen for the self-test everywhere), a
# reader for every photo format app/imaging accepts, and the network hint's backend.
_PHOTO_READERS = (
    frozenset({"qjpeg"}),
    frozenset({"qgif"}),
    frozenset({"qwebp"}),
    frozenset({"qtiff"}),
)
REQUIRED_PLUGINS: dict[str, tuple[tuple[str, frozenset[str]], ...]] = {
    "linux": (
        ("platforms", frozenset({"qxcb"})),
        ("platforms", frozenset({"qoffscreen"})),
        *(("imageformats", reader) for reader in _PHOTO_READERS),
        ("networkinformation", frozenset({"qnetworkmanager", "qconnman"})),
    ),
    "win32": (
        ("platforms", frozenset({"qwindows"})),
        ("platforms", frozenset({"qoffscreen"})),
        *(("imageformats", reader) for reader in _PHOTO_READERS),
        ("networkinformation", frozenset({"qnetworklistmanager"})),
    ),
    "darwin": (
        ("platforms", frozenset({"qcocoa"})),
        ("platforms", frozenset({"qoffscreen"})),
        *(("imageformats", reader) for reader in _PHOTO_READERS),
        ("networkinformation", frozenset({"qapplenetworkinformation"})),
    ),
}

# Compiled Python extensions the program cannot run without, by the package that holds
# them: zxing-cpp reads the labels' QR codes in photos (app/photos, the photo inbox).
REQUIRED_EXTENSIONS: tuple[str, ...] = ("zxingcpp",)
_EXTENSION_SUFFIXES = (".so", ".pyd", ".dylib")

_QT_LIBRARY = re.compile(r"^(lib)?Qt6?(?P<module>[0-9A-Za-z]+?)(d)?(\.so|\.dll|\.dylib|$)")


def _path(path: str) -> PurePath:
    return PureWindowsPath(path) if "\\" in path else PurePosixPath(path)


def plugin_stem(file_name: str) -> str:
    """`libqxcb.so`, `qxcb.dll`, `libqcocoa.dylib` -> `qxcb`/`qcocoa`."""
    stem = file_name.split(".", 1)[0]
    return stem[3:] if stem.startswith("lib") else stem


def plugin_wanted(plugin_type: str, file_name: str) -> bool:
    """Whether a Qt plugin of `plugin_type` (`platforms`, `imageformats`, ...) ships."""
    return plugin_stem(file_name) in WANTED_PLUGINS.get(plugin_type, frozenset())


def qt_module(file_name: str) -> str | None:
    """The Qt module of a Qt library file (`libQt6Gui.so.6`, `Qt6Gui.dll`, `QtGui`), or None."""
    match = _QT_LIBRARY.match(file_name)
    return match.group("module") if match else None


def is_qt_library(parts: tuple[str, ...]) -> bool:
    # Linux keeps them in PySide6/Qt/lib, macOS as frameworks there, Windows next to
    # the bindings in PySide6/.
    name = parts[-1]
    if "PySide6" not in parts or "plugins" in parts:
        return False
    if name.startswith(("icu", "libicu")):
        return False  # ICU is Qt's dependency, not a Qt module
    return bool(re.match(r"^(lib)?Qt6[A-Za-z]+(d)?(\.so|\.dll)|^Qt[A-Za-z]+$", name))


def wanted(path: str, system: str = sys.platform) -> bool:
    """Whether a file of the bundle (its path inside the bundle) is wanted on `system`."""
    parts = _path(path).parts
    top_level = len(parts) == 1 or (len(parts) == 2 and parts[0] == "_internal")
    if system.startswith("linux") and top_level and parts[-1] in LINUX_BASE_SYSTEM:
        return False
    if "plugins" in parts:
        at = parts.index("plugins")
        if "PySide6" in parts[:at] and len(parts) > at + 2:
            return plugin_wanted("/".join(parts[at + 1 : -1]), parts[-1])
    name = parts[-1] if parts else ""
    if is_qt_library(parts):
        return qt_module(name) in WANTED_QT_MODULES
    # A framework's files live below QtX.framework/: judge them by the framework.
    for part in parts:
        if part.endswith(".framework") and part.startswith("Qt"):
            return qt_module(part.removesuffix(".framework")) in WANTED_QT_MODULES
    return not UNWANTED_LIBRARY.match(name)


def unwanted(paths: Iterable[str], system: str = sys.platform) -> list[str]:
    """The files among `paths` that the rule leaves out on `system`, sorted."""
    return sorted(path for path in paths if not wanted(path, system))


def _system_key(system: str) -> str:
    return "linux" if system.startswith("linux") else system


def plugins_in(paths: Iterable[str]) -> dict[str, set[str]]:
    """The Qt plugins among `paths`, as {plugin type: {plugin stem}}."""
    found: dict[str, set[str]] = {}
    for path in paths:
        parts = _path(path).parts
        if "plugins" not in parts:
            continue
        at = parts.index("plugins")
        if "PySide6" in parts[:at] and len(parts) > at + 2:
            plugin_type = "/".join(parts[at + 1 : -1])
            found.setdefault(plugin_type, set()).add(plugin_stem(parts[-1]))
    return found


def extensions_in(paths: Iterable[str]) -> set[str]:
    """The packages among `paths` that hold a compiled extension of their own name
    (`zxingcpp/zxingcpp.cpython-311-x86_64-linux-gnu.so`, `zxingcpp/zxingcpp.cp311-win_amd64.pyd`
    on Windows)."""
    found = set()
    for path in paths:
        parts = _path(path).parts
        if len(parts) >= 2 and parts[-1].endswith(_EXTENSION_SUFFIXES):
            package, name = parts[-2], parts[-1]
            if name.split(".", 1)[0] == package:
                found.add(package)
    return found


def missing(paths: Iterable[str], system: str = sys.platform) -> list[str]:
    """What the program needs that `paths` lack on `system`, one line each."""
    listed = list(paths)
    found = plugins_in(listed)
    extensions = extensions_in(listed)
    return [
        f"{plugin_type} plugin {' or '.join(sorted(choices))}"
        for plugin_type, choices in REQUIRED_PLUGINS.get(_system_key(system), ())
        if not choices & found.get(plugin_type, set())
    ] + [f"extension {name}" for name in REQUIRED_EXTENSIONS if name not in extensions]


def problems(paths: Iterable[str], system: str = sys.platform) -> list[str]:
    """What is wrong with a bundle of `paths` on `system`: unwanted files, then missing ones."""
    listed = list(paths)
    return [f"unwanted: {path}" for path in unwanted(listed, system)] + [
        f"missing: {need}" for need in missing(listed, system)
    ]
