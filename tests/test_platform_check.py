"""The check before the window on Linux: which libraries Qt's xcb plugin lacks, and the
sentence and install command the user gets instead of Qt's abort."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from app import platform_check
from app.exit_codes import ExitCode
from app.platform_check import PACKAGES
from app.platform_check import distribution_family
from app.platform_check import elf_dependencies
from app.platform_check import install_command
from app.platform_check import report
from app.platform_check import system_libraries
from app.platform_check import unloadable
from app.platform_check import xcb_expected

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's plugin")


@pytest.mark.parametrize(
    ("environ", "platform", "expected"),
    [
        ({"DISPLAY": ":0"}, "linux", True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb"}, "linux", True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "xcb:nograb;offscreen"}, "linux", True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, "linux", False),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "wayland"}, "linux", False),
        ({}, "linux", False),  # no X display: Qt will not pick xcb either
        # A Wayland session with XWayland: Qt takes its Wayland plugin first.
        (
            {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "XDG_SESSION_TYPE": "wayland"},
            "linux",
            False,
        ),
        (
            {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"},
            "linux",
            True,
        ),
        ({"DISPLAY": ":0"}, "win32", False),
        ({"DISPLAY": ":0"}, "darwin", False),
    ],
)
def test_only_a_linux_x_display_is_checked(
    environ: dict[str, str], platform: str, expected: bool, tmp_path: Path
) -> None:
    (tmp_path / "libqwayland-generic.so").touch()  # a Wayland plugin Qt could take
    (tmp_path / "libqxcb.so").touch()
    assert xcb_expected(environ, platform, tmp_path) is expected


@pytest.mark.parametrize("session", ["tty", "x11", None])
def test_a_wayland_display_is_taken_first_whatever_the_session_says(
    session: str | None, tmp_path: Path
) -> None:
    environ = {"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-1"}
    if session is not None:
        environ["XDG_SESSION_TYPE"] = session
    (tmp_path / "libqxcb.so").touch()
    # Without a Wayland plugin (the installed program bundles none) Qt falls back to xcb.
    assert xcb_expected(environ, "linux", tmp_path) is True
    (tmp_path / "libqwayland-egl.so").touch()
    assert xcb_expected(environ, "linux", tmp_path) is False
    assert xcb_expected({**environ, "QT_QPA_PLATFORM": "wayland;xcb"}, "linux", tmp_path) is False
    del environ["WAYLAND_DISPLAY"]  # a Wayland session with nothing to connect to: xcb
    assert xcb_expected(environ, "linux", tmp_path) is True


@pytest.mark.parametrize(
    ("text", "family"),
    [
        ('PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n', "debian"),
        ('ID=ubuntu\nID_LIKE=debian\nVERSION_ID="24.04"\n', "debian"),
        ('ID=linuxmint\nID_LIKE="ubuntu debian"\n', "debian"),
        ("ID=fedora\nVERSION_ID=40\n", "fedora"),
        ('ID="rocky"\nID_LIKE="rhel centos fedora"\n', "fedora"),
        ("ID=arch\n", None),
    ],
)
def test_the_distribution_family_comes_from_os_release(
    tmp_path: Path, text: str, family: str | None
) -> None:
    os_release = tmp_path / "os-release"
    os_release.write_text(text, encoding="utf-8")
    assert distribution_family(os_release) == family


def test_no_os_release_is_no_family(tmp_path: Path) -> None:
    assert distribution_family(tmp_path / "absent") is None


def test_the_install_command_names_each_package_once() -> None:
    missing = ["libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-randr.so.0", "libxcb-shm.so.0"]
    assert install_command(missing, "debian") == (
        "sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-randr0 libxcb-shm0"
    )
    # Fedora's libxcb holds both randr and shm: named once.
    assert install_command(missing, "fedora") == (
        "sudo dnf install xcb-util-cursor xcb-util-wm libxcb"
    )
    assert install_command(missing, None) is None
    assert install_command(["libunknown.so.1"], "debian") is None


def test_the_report_names_the_libraries_and_the_command() -> None:
    text = report(["libxcb-cursor.so.0", "libxkbcommon-x11.so.0"], "debian")
    assert "libxcb-cursor.so.0 and libxkbcommon-x11.so.0" in text
    assert "sudo apt install libxcb-cursor0 libxkbcommon-x11-0" in text
    assert "xcb" in text

    unknown = report(["libxcb-cursor.so.0"], None)
    assert "libxcb-cursor.so.0" in unknown
    assert "sudo" not in unknown
    assert "System packages" in unknown


@linux_only
def test_the_loader_is_asked_for_each_library() -> None:
    absent = "libreuse-desk-cannot-exist.so.9"
    assert unloadable(["libc.so.6", absent, "libm.so.6", absent]) == [absent]
    assert unloadable(["libc.so.6", "libm.so.6"]) == []


def _plugin() -> Path:
    plugin = platform_check.xcb_plugin()
    assert plugin is not None, "PySide6 ships its xcb plugin on Linux"
    return plugin


@linux_only
def test_the_plugin_is_read_with_its_bundled_qt_libraries() -> None:
    plugin = _plugin()
    needed, folders = elf_dependencies(plugin)
    assert "libQt6XcbQpa.so.6" in needed
    assert "libxcb.so.1" in needed
    assert any((folder / "libQt6XcbQpa.so.6").is_file() for folder in folders)

    system = system_libraries(plugin)
    # Followed into the bundled libraries (libQt6XcbQpa's own needs), never listed themselves.
    assert "libxcb-cursor.so.0" in system
    assert "libfontconfig.so.1" in system  # libQt6Gui's
    assert not [name for name in system if name.startswith("libQt6")]


@linux_only
def test_every_system_library_of_the_plugin_has_a_package_in_each_family() -> None:
    system = set(system_libraries(_plugin()))
    for family, table in PACKAGES.items():
        assert system - set(table) == set(), family


def test_a_file_that_is_no_elf_needs_nothing(tmp_path: Path) -> None:
    text = tmp_path / "libnot.so"
    text.write_bytes(b"#!/bin/sh\n" * 20)
    assert elf_dependencies(text) == ([], [])


def _ldd_not_found(library: Path) -> set[str]:
    out = subprocess.run(["ldd", str(library)], capture_output=True, text=True, check=False)
    return {line.split()[0] for line in out.stdout.splitlines() if "=> not found" in line}


@linux_only
@pytest.mark.skipif(shutil.which("ldd") is None, reason="ldd cross-checks the reading")
def test_what_is_missing_agrees_with_the_system_loader() -> None:
    plugin = _plugin()
    assert set(unloadable(system_libraries(plugin))) == _ldd_not_found(plugin)


@linux_only
def test_the_window_command_exits_with_the_sentence_instead_of_aborting(tmp_path: Path) -> None:
    missing = unloadable(system_libraries(_plugin()))
    if not missing:
        pytest.skip("this system has every library of the xcb plugin")
    session = {"QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE"}  # not the developer's
    environ = {k: v for k, v in os.environ.items() if k not in session}
    environ["DISPLAY"] = ":97"  # never opened: the check comes first
    done = subprocess.run(
        [sys.executable, "-m", "app", "--data-dir", str(tmp_path), "--sandbox"],
        env=environ,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == ExitCode.MISSING_LIBRARIES, done.stderr
    for name in missing:
        assert name in done.stderr
    family = distribution_family()
    if family is not None:
        assert install_command(missing, family) in done.stderr
    assert list(tmp_path.iterdir()) == []  # nothing started: no database, no log


# Every Debian and Fedora has these; the README leaves them out.
_BASE = {"libc6", "libstdc++6", "libgcc-s1", "zlib1g", "libzstd1"}
_BASE |= {"glibc", "libstdc++", "libgcc", "zlib", "libzstd"}
# What the README adds beyond Qt's libraries: Debian's venv module, a font for the tests.
_BESIDES_QT = {"python3-venv", "fonts-dejavu-core", "dejavu-sans-fonts"}


def _readme_install(manager: str) -> list[set[str]]:
    """The packages of each `sudo <manager> install` command in the README (window, tests)."""
    text = (Path(__file__).parents[1] / "README.md").read_text(encoding="utf-8")
    commands = text.replace("\\\n", " ").split(f"sudo {manager} install ")[1:]
    return [set(command.split("\n", 1)[0].split()) for command in commands]


@linux_only
@pytest.mark.parametrize(("family", "manager"), [("debian", "apt"), ("fedora", "dnf")])
def test_the_readme_lists_the_packages_of_the_plugins(family: str, manager: str) -> None:
    window, tests = _readme_install(manager)[:2]
    plugins = _plugin().parent
    for packages, plugin in ((window, "libqxcb.so"), (tests, "libqoffscreen.so")):
        needed = {PACKAGES[family][name] for name in system_libraries(plugins / plugin)}
        assert needed - _BASE == packages - _BESIDES_QT, plugin


# -- no display, a display that does not answer: exit 4 and the real cause ---------------------
_SESSION = ("DISPLAY", "WAYLAND_DISPLAY", "WAYLAND_SOCKET", "XDG_SESSION_TYPE", "QT_QPA_PLATFORM")
# What Qt says whenever its xcb plugin fails, whatever the cause: never the program's words.
_QT_GUESS = "xcb-cursor0"


def _window(
    folder: Path, code: str | None = None, **session: str
) -> subprocess.CompletedProcess[str]:
    """`reuse-desk` (the window) as a real process in the session described (the developer's
    own display, Wayland and Qt platform taken away), with `code` run first if given."""
    environ = {k: v for k, v in os.environ.items() if k not in _SESSION} | session
    start = "import sys; from app.cli import main; sys.exit(main(sys.argv[1:]))"
    return subprocess.run(
        [sys.executable, "-c", f"{code or ''}\n{start}", "--data-dir", str(folder)],
        env=environ,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _free_display() -> str:
    """A local display number nothing serves (no socket, no lock)."""
    for number in range(640, 700):
        taken = (Path(f"/tmp/.X11-unix/X{number}"), Path(f"/tmp/.X{number}-lock"))
        if not any(path.exists() for path in taken):
            return f":{number}"
    pytest.skip("no free display number")


@linux_only
def test_without_a_display_the_window_exits_4_saying_so(tmp_path: Path) -> None:
    done = _window(tmp_path / "data")
    assert done.returncode == ExitCode.NO_WINDOW, done.stderr
    assert "no display is set (neither DISPLAY nor WAYLAND_DISPLAY)" in done.stderr
    assert "reuse-desk sync" in done.stderr  # what works without a window
    assert _QT_GUESS not in done.stderr
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "data").exists()  # nothing started: no database, no log


@linux_only
def test_a_display_that_does_not_answer_exits_4_naming_it(tmp_path: Path) -> None:
    display = _free_display()
    done = _window(tmp_path / "data", DISPLAY=display)
    assert done.returncode == ExitCode.NO_WINDOW, done.stderr
    assert f"the X display {display} (DISPLAY) does not answer" in done.stderr
    assert _QT_GUESS not in done.stderr


@linux_only
def test_a_wayland_display_that_does_not_answer_is_said_before_the_missing_x_display(
    tmp_path: Path,
) -> None:
    done = _window(tmp_path / "data", WAYLAND_DISPLAY="wayland-gone", XDG_RUNTIME_DIR=str(tmp_path))
    assert done.returncode == ExitCode.NO_WINDOW, done.stderr
    wayland, x11 = done.stderr.splitlines()[:2]
    assert "the Wayland display wayland-gone (WAYLAND_DISPLAY) does not answer" in wayland
    assert "DISPLAY is not set" in x11


@linux_only
def test_a_missing_library_is_named_before_the_display_is_asked(tmp_path: Path) -> None:
    """The loader really asked, for one library more than the plugin needs: one this system
    cannot have (every library of the plugin is installed here)."""
    absent = "libxcb-reuse-desk-absent.so.0"
    code = (
        "from app import platform_check as check\n"
        "needs = check.system_libraries\n"
        f"check.system_libraries = lambda plugin: [*needs(plugin), {absent!r}]"
    )
    done = _window(tmp_path / "data", code, DISPLAY=_free_display())
    assert done.returncode == ExitCode.NO_WINDOW, done.stderr
    assert f"the system lacks {absent}" in done.stderr
    assert "does not answer" not in done.stderr  # one cause at a time: the first Qt meets


@linux_only
def test_what_only_qt_finds_still_exits_4_with_its_words(tmp_path: Path) -> None:
    done = _window(tmp_path / "data", QT_QPA_PLATFORM="reuse-desk-no-such-platform")
    assert done.returncode == ExitCode.NO_WINDOW, done.stderr  # not 134: Qt's abort
    assert "Reuse Desk cannot open its window: Qt could not start" in done.stderr
    assert "reuse-desk-no-such-platform" in done.stderr


@linux_only
def test_a_display_that_accepts_and_never_answers_is_given_up_on() -> None:
    import socket

    with socket.socket() as silent:
        for number in range(300, 400):  # an X display over TCP is port 6000 + its number
            try:
                silent.bind(("127.0.0.1", 6000 + number))
                break
            except OSError:
                continue
        else:
            pytest.skip("no free port for a display")
        silent.listen()
        why = platform_check.x_display_silence(f"127.0.0.1:{number}", within=0.5)
    assert why == "no answer within 0.5 s"


@linux_only
@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="needs Xvfb (CI installs it: .ci/run)")
def test_a_display_that_answers_lets_the_window_start(tmp_path: Path) -> None:
    read, write = os.pipe()
    xvfb = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-nolisten", "tcp"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as answer:  # the display number, once it takes clients
            number = answer.readline().strip()
        display = f":{number}"
        assert platform_check.x_display_silence(display) is None
        assert platform_check.window_problem({"DISPLAY": display}) is None
    finally:
        xvfb.terminate()
        xvfb.wait(10)


@pytest.mark.parametrize("platform", ["offscreen", "minimal", "vnc", "eglfs", "linuxfb"])
def test_a_platform_that_draws_on_no_display_is_not_checked(platform: str) -> None:
    assert platform_check.window_problem({"QT_QPA_PLATFORM": platform}) is None
