"""Before the window on Linux: whether Qt's X11 platform plugin (xcb) can load.

Qt aborts (exit 134, a core dump) when a system library of its xcb plugin is missing, as on
a bare Debian without libxcb-cursor0 or libxcb-icccm4. This module looks first, without
Qt: it reads which shared libraries the plugin needs (its ELF dynamic section, following
the Qt libraries bundled beside it), asks the dynamic loader for each system library, and
turns the missing ones into a sentence with the install command of the distribution
family. It must not import Qt: it runs before Qt loads a platform plugin.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import struct
import sys
from collections.abc import Iterable, Mapping, Sequence
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
    # QT_QPA_PLATFORM may hold a list ("wayland;xcb") and options ("xcb:nograb"): Qt tries
    # each in turn. Without it Qt 6 tries Wayland first wherever a Wayland display is
    # named (whatever XDG_SESSION_TYPE says), then xcb.
    asked = environ.get("QT_QPA_PLATFORM", "")
    wanted = [part.split(":")[0].strip() for part in asked.split(";") if part.strip()]
    if not wanted:
        wayland = environ.get("WAYLAND_DISPLAY") or environ.get("XDG_SESSION_TYPE") == "wayland"
        wanted = ["wayland", "xcb"] if wayland else ["xcb"]
    folder = plugins if plugins is not None else _platforms_folder()
    for name in wanted:
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
    lines.append("Without a window, 'reuse-desk sync' and 'reuse-desk import' work as they are.")
    return "\n".join(lines)


def check_window_platform() -> int | None:
    """Before Qt is loaded: None when the window can start (or Qt will not use xcb); else
    the exit code, after telling the user on stderr which libraries to install."""
    plugin = xcb_plugin()
    if plugin is None or not xcb_expected(plugins=plugin.parent):
        return None
    try:
        missing = unloadable(system_libraries(plugin))
    except (OSError, struct.error):  # an unreadable plugin: Qt will say what it finds
        return None
    if not missing:
        return None
    print(report(missing, distribution_family()), file=sys.stderr)
    return ExitCode.MISSING_LIBRARIES
