"""Before the window on Linux: whether Qt can open it, and if not, why, in a sentence.

Qt aborts (exit 134, a core dump) when its platform plugin cannot start, and names the
first thing its xcb plugin mentions, "xcb-cursor0 is needed", whatever the cause. This
module looks first, without Qt, at each platform Qt will try in turn (`platforms_wanted`):
for X11 (xcb) whether a display is named, whether the system has every library the plugin
needs (read from its ELF dynamic section, following the Qt libraries bundled beside it,
each asked of the dynamic loader: the missing ones named with the install command of the
distribution family), and whether the display answers (libxcb's own connect, with the
user's XAUTHORITY, within `DISPLAY_ANSWER_S`); for Wayland whether its socket answers.
What stops the window is said on stderr and the program exits 4 (`ExitCode.NO_WINDOW`).
It must not import Qt: it runs before Qt loads a platform plugin. (What Qt still finds
after this is caught by `app.ui.platform_fatal`: exit 4 too, never an abort.)
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import socket
import struct
import sys
import threading
from collections.abc import Iterable
from collections.abc import Mapping
from collections.abc import Sequence
from pathlib import Path

from app.exit_codes import ExitCode

_C_LIBRARY = (
    "libc.so.6",
    "libm.so.6",
    "libdl.so.2",
    "libpthread.so.0",
    "ld-linux-x86-64.so.2",
    "ld-linux-aarch64.so.1",
)
# Debian/Ubuntu and Fedora package of each library the xcb plugin and Qt's GUI library need
# (checked with `dpkg -S` and `dnf provides`). A library not listed is named as it is.
PACKAGES: dict[str, dict[str, str]] = {
    "debian": {
        "libxcb.so.1": "libxcb1",
        "libxcb-cursor.so.0": "libxcb-cursor0",
        "libxcb-icccm.so.4": "libxcb-icccm4",
        "libxcb-image.so.0": "libxcb-image0",
        "libxcb-keysyms.so.1": "libxcb-keysyms1",
        "libxcb-randr.so.0": "libxcb-randr0",
        "libxcb-render.so.0": "libxcb-render0",
        "libxcb-render-util.so.0": "libxcb-render-util0",
        "libxcb-shape.so.0": "libxcb-shape0",
        "libxcb-shm.so.0": "libxcb-shm0",
        "libxcb-sync.so.1": "libxcb-sync1",
        "libxcb-util.so.1": "libxcb-util1",
        "libxcb-xfixes.so.0": "libxcb-xfixes0",
        "libxcb-xkb.so.1": "libxcb-xkb1",
        "libX11.so.6": "libx11-6",
        "libX11-xcb.so.1": "libx11-xcb1",
        "libxkbcommon.so.0": "libxkbcommon0",
        "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
        "libGL.so.1": "libgl1",
        "libEGL.so.1": "libegl1",
        "libfontconfig.so.1": "libfontconfig1",
        "libfreetype.so.6": "libfreetype6",
        "libglib-2.0.so.0": "libglib2.0-0",
        "libgthread-2.0.so.0": "libglib2.0-0",
        "libdbus-1.so.3": "libdbus-1-3",
        "libz.so.1": "zlib1g",
        "libzstd.so.1": "libzstd1",
        "libstdc++.so.6": "libstdc++6",
        "libgcc_s.so.1": "libgcc-s1",
        **dict.fromkeys(_C_LIBRARY, "libc6"),
    },
    "fedora": {
        "libxcb.so.1": "libxcb",
        "libxcb-cursor.so.0": "xcb-util-cursor",
        "libxcb-icccm.so.4": "xcb-util-wm",
        "libxcb-image.so.0": "xcb-util-image",
        "libxcb-keysyms.so.1": "xcb-util-keysyms",
        "libxcb-randr.so.0": "libxcb",
        "libxcb-render.so.0": "libxcb",
        "libxcb-render-util.so.0": "xcb-util-renderutil",
        "libxcb-shape.so.0": "libxcb",
        "libxcb-shm.so.0": "libxcb",
        "libxcb-sync.so.1": "libxcb",
        "libxcb-util.so.1": "xcb-util",
        "libxcb-xfixes.so.0": "libxcb",
        "libxcb-xkb.so.1": "libxcb",
        "libX11.so.6": "libX11",
        "libX11-xcb.so.1": "libX11-xcb",
        "libxkbcommon.so.0": "libxkbcommon",
        "libxkbcommon-x11.so.0": "libxkbcommon-x11",
        "libGL.so.1": "libglvnd-glx",
        "libEGL.so.1": "libglvnd-egl",
        "libfontconfig.so.1": "fontconfig",
        "libfreetype.so.6": "freetype",
        "libglib-2.0.so.0": "glib2",
        "libgthread-2.0.so.0": "glib2",
        "libdbus-1.so.3": "dbus-libs",
        "libz.so.1": "zlib",
        "libzstd.so.1": "libzstd",
        "libstdc++.so.6": "libstdc++",
        "libgcc_s.so.1": "libgcc",
        **dict.fromkeys(_C_LIBRARY, "glibc"),
    },
}
INSTALL = {"debian": "sudo apt install", "fedora": "sudo dnf install"}
# os-release IDs of each family (ID or ID_LIKE).
_FAMILIES = {
    "debian": ("debian", "ubuntu"),
    "fedora": ("fedora", "rhel", "centos"),
}


# How long a display may take to accept the connection (an X server over a slow SSH link
# answers in well under a second; one that is stopped never does).
DISPLAY_ANSWER_S = 10.0
# Qt's platforms that draw on no display: nothing to check before them.
_NO_DISPLAY_PLATFORMS = ("offscreen", "minimal", "vnc", "linuxfb", "eglfs", "minimalegl", "vkkhr")
_ELSEWHERE = (
    "Without a window, 'reuse-desk sync', 'reuse-desk import' and 'reuse-desk report' work"
    " as they are."
)


def platforms_wanted(environ: Mapping[str, str], plugins: Path | None) -> list[str]:
    """The platform plugins Qt will try, in its order: QT_QPA_PLATFORM's list ("wayland;xcb",
    options such as "xcb:nograb" left off), else Wayland where a Wayland display is named
    or the session is Wayland's and its plugin is there (`plugins`: Qt's folder), then xcb."""
    asked = environ.get("QT_QPA_PLATFORM", "")
    wanted = [part.split(":")[0].strip() for part in asked.split(";") if part.strip()]
    if wanted:
        return wanted
    wayland = environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland"
    bundled = plugins is not None and any(plugins.glob("libqwayland*.so"))
    return ["wayland", "xcb"] if wayland and bundled else ["xcb"]


def xcb_expected(
    environ: Mapping[str, str] | None = None,
    platform: str | None = None,
    plugins: Path | None = None,
) -> bool:
    """Whether Qt will load its xcb plugin: Linux, an X display, and no other platform it
    takes first (offscreen tests, a Wayland plugin that is there and a Wayland display to
    connect to). `plugins`: Qt's platform plugins folder (by default PySide6's)."""
    environ = os.environ if environ is None else environ
    if not (platform or sys.platform).startswith("linux") or not environ.get("DISPLAY"):
        return False
    folder = plugins if plugins is not None else _platforms_folder()
    for name in platforms_wanted(environ, folder):
        if name.startswith("wayland"):
            # A Wayland plugin that is not bundled, or nothing to connect to: Qt goes on.
            if environ.get("WAYLAND_DISPLAY") and folder and any(folder.glob(f"libq{name}*.so")):
                return False
            continue
        return name == "xcb"
    return False


def _platforms_folder() -> Path | None:
    plugin = xcb_plugin()
    return None if plugin is None else plugin.parent


def xcb_plugin() -> Path | None:
    """PySide6's xcb plugin (also in the frozen program), found without importing Qt."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or spec.origin is None:
        return None
    plugin = Path(spec.origin).parent / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    return plugin if plugin.is_file() else None


def elf_dependencies(path: Path) -> tuple[list[str], list[Path]]:
    """The libraries an ELF file needs (DT_NEEDED) and the folders it searches first
    (DT_RUNPATH or DT_RPATH, with $ORIGIN resolved); empty for a file that is no ELF."""
    with path.open("rb") as elf:
        ident = elf.read(64)
        if len(ident) < 52 or ident[:4] != b"\x7fELF" or ident[4] not in (1, 2):
            return [], []
        wide = ident[4] == 2
        order = "<" if ident[5] == 1 else ">"
        if wide:
            (table,) = struct.unpack_from(order + "Q", ident, 0x28)
            size, count = struct.unpack_from(order + "HH", ident, 0x3A)
            header, entry = order + "IIQQQQIIQQ", order + "qQ"
        else:
            (table,) = struct.unpack_from(order + "I", ident, 0x20)
            size, count = struct.unpack_from(order + "HH", ident, 0x2E)
            header, entry = order + "IIIIIIIIII", order + "iI"
        elf.seek(table)
        raw = elf.read(size * count)
        sections = [struct.unpack_from(header, raw, i * size) for i in range(count)]

        def contents(section: tuple[int, ...]) -> bytes:
            elf.seek(section[4])
            return elf.read(section[5])

        dynamic = next((s for s in sections if s[1] == 6), None)  # SHT_DYNAMIC
        if dynamic is None or dynamic[6] >= len(sections):
            return [], []
        strings = contents(sections[dynamic[6]])
        needed: list[str] = []
        folders: list[Path] = []
        for tag, value in struct.iter_unpack(entry, contents(dynamic)):
            if tag == 0:  # DT_NULL
                break
            text = strings[value : strings.find(b"\0", value)].decode(errors="replace")
            if tag == 1:  # DT_NEEDED
                needed.append(text)
            elif tag in (15, 29):  # DT_RPATH, DT_RUNPATH
                for folder in filter(None, text.split(":")):
                    folders.append(Path(folder.replace("$ORIGIN", str(path.parent))))
        return needed, folders


def unloadable(names: Iterable[str]) -> list[str]:
    """Of these system libraries, the ones the dynamic loader cannot open, each named by
    what the loader missed (for a library that is there but lacks one of its own, that one)."""
    missing: list[str] = []
    for name in names:
        try:
            ctypes.CDLL(name)
        except OSError as exc:
            found = re.match(r"([^\s:]+\.so[.\d]*): cannot open", str(exc))
            lacking = found.group(1) if found else name
            if lacking not in missing:
                missing.append(lacking)
    return missing


def system_libraries(elf: Path) -> list[str]:
    """The libraries `elf` (a Qt plugin) needs from the system: the bundled libraries beside
    it (found in its run path) are followed, the others listed."""
    system: list[str] = []
    seen: set[Path] = set()
    pending = [elf]
    while pending:
        current = pending.pop()
        if current in seen:
            continue
        seen.add(current)
        needed, folders = elf_dependencies(current)
        for name in needed:
            bundled = next((f / name for f in folders if (f / name).is_file()), None)
            if bundled is not None:
                pending.append(bundled.resolve())
            elif name not in system:
                system.append(name)
    return system


def distribution_family(os_release: Path = Path("/etc/os-release")) -> str | None:
    """ "debian" or "fedora" from the system's os-release (ID, then ID_LIKE); None otherwise."""
    try:
        text = os_release.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    fields = dict(re.findall(r'^([A-Z_]+)="?([^"\n]*)"?$', text, re.MULTILINE))
    ids = [fields.get("ID", ""), *fields.get("ID_LIKE", "").split()]
    for family, members in _FAMILIES.items():
        if any(i.lower() in members for i in ids):
            return family
    return None


def install_command(missing: Iterable[str], family: str | None) -> str | None:
    """The command that installs the packages holding `missing`; None for an unknown family
    or a library the family's table does not hold."""
    table = PACKAGES.get(family or "")
    if table is None or any(name not in table for name in missing):
        return None
    return " ".join([INSTALL[family or ""], *dict.fromkeys(table[name] for name in missing)])


def report(missing: Sequence[str], family: str | None) -> str:
    """What the user reads when the window cannot open: which libraries, and how to install."""
    names = " and ".join([", ".join(missing[:-1]), missing[-1]] if len(missing) > 1 else missing)
    lines = [
        f"Reuse Desk cannot open its window: the system lacks {names},"
        " needed by Qt's X11 platform plugin (xcb).",
    ]
    command = install_command(missing, family)
    if command is not None:
        lines += ["Install the missing packages with:", f"    {command}"]
    else:
        lines.append(
            "Install the packages of your distribution that provide them; the README's"
            " section 'System packages' lists them for Debian/Ubuntu and Fedora."
        )
    return "\n".join(lines)


def x_display_silence(display: str, *, within: float = DISPLAY_ANSWER_S) -> str | None:
    """Why the X display `display` does not take a connection (libxcb's reason), or None
    when it does. libxcb is asked as Qt will ask it, on a thread given up on after
    `within` seconds (a server that accepts and never answers holds its caller)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return None  # named with the plugin's other libraries, or Qt says
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.restype = ctypes.c_int
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    found: list[int] = []

    def connect() -> None:
        connection = xcb.xcb_connect(display.encode(), None)
        found.append(xcb.xcb_connection_has_error(connection))
        xcb.xcb_disconnect(connection)

    asking = threading.Thread(target=connect, name="display check", daemon=True)
    asking.start()
    asking.join(within)
    if not found:
        return f"no answer within {within:g} s"
    return None if found[0] == 0 else _XCB_ERRORS.get(found[0], f"error {found[0]}")


# xcb_connection_has_error's codes (xcb.h), as they read for this check.
_XCB_ERRORS = {
    1: "nothing accepts the connection, or it refused this user",
    2: "it lacks an extension Qt needs",
    3: "it ran out of memory",
    5: "the address cannot be read",
    6: "it has no such screen",
}


def wayland_silence(environ: Mapping[str, str], *, within: float = DISPLAY_ANSWER_S) -> str | None:
    """Why the Wayland display does not take a connection, or None when it does (or a socket
    was handed over: WAYLAND_SOCKET)."""
    if environ.get("WAYLAND_SOCKET"):
        return None
    name = environ.get("WAYLAND_DISPLAY") or "wayland-0"  # what libwayland takes then
    runtime = environ.get("XDG_RUNTIME_DIR")
    if not os.path.isabs(name) and not runtime:
        return "XDG_RUNTIME_DIR, where its socket is, is not set"
    path = os.path.join(runtime or "", name)
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as wayland:
        wayland.settimeout(within)
        try:
            wayland.connect(path)
        except OSError as exc:
            return exc.strerror or type(exc).__name__
    return None


def window_problem(
    environ: Mapping[str, str] | None = None, plugins: Path | None = None
) -> str | None:
    """What keeps Qt from opening the window, in sentences; None when a platform it tries
    will start (or draws on no display). `plugins`: Qt's folder (by default PySide6's)."""
    environ = os.environ if environ is None else environ
    folder = plugins if plugins is not None else _platforms_folder()
    said: list[str] = []
    for name in platforms_wanted(environ, folder):
        if name.startswith(_NO_DISPLAY_PLATFORMS):
            return None
        if name.startswith("wayland"):
            why = wayland_silence(environ)
            if why is None:
                return None
            shown = environ.get("WAYLAND_DISPLAY") or "wayland-0"
            said.append(
                f"Reuse Desk cannot open its window: the Wayland display {shown}"
                f" (WAYLAND_DISPLAY) does not answer: {why}. Is its compositor running?"
            )
        elif name == "xcb":
            why = _xcb_problem(environ, folder)
            if why is None:
                return None
            said.append(why)
        else:
            return None  # a platform this check does not know: Qt says what it finds
    if not said:
        return None
    return "\n".join([*dict.fromkeys(said), _ELSEWHERE])


def _xcb_problem(environ: Mapping[str, str], plugins: Path | None) -> str | None:
    display = environ.get("DISPLAY")
    if not display:
        if environ.get("WAYLAND_DISPLAY"):
            return "Reuse Desk cannot open its window on X11 either: DISPLAY is not set."
        return (
            "Reuse Desk cannot open its window: no display is set (neither DISPLAY nor"
            " WAYLAND_DISPLAY), as in a text console or an SSH session without X forwarding."
            " Start it in a desktop session, or log in with 'ssh -X'."
        )
    plugin = plugins / "libqxcb.so" if plugins is not None else None
    if plugin is not None and plugin.is_file():
        try:
            missing = unloadable(system_libraries(plugin))
        except (OSError, struct.error):  # an unreadable plugin: Qt will say what it finds
            missing = []
        if missing:
            return report(missing, distribution_family())
    why = x_display_silence(display)
    if why is None:
        return None
    return (
        f"Reuse Desk cannot open its window: the X display {display} (DISPLAY) does not"
        f" answer: {why}. Is its X server running, and may this user use it (XAUTHORITY)?"
    )


def check_window_platform() -> int | None:
    """Before Qt is loaded: None when the window can start (or Qt draws on no display);
    else the exit code, after telling the user on stderr what keeps it from starting."""
    if not sys.platform.startswith("linux"):
        return None
    problem = window_problem()
    if problem is None:
        return None
    print(problem, file=sys.stderr)
    return ExitCode.NO_WINDOW
