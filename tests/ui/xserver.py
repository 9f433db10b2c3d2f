"""An X server (Xvfb) of one size with a window manager (openbox, where installed), kept for a
worker's session and shared by the real-window tests (tests/ui/test_real_window*.py).

Each test starts and closes its own application on it; the server and its window manager are
started once per size per worker (starting them took a second or two of every test). Before
each test the server is looked at again: a server or window manager that has ended since is
started anew.

A window manager that has not announced itself (`_NET_SUPPORTING_WM_CHECK` on the root window)
within `WM_WAIT` seconds, or that ends, is stopped and started again, `STARTS` times at the
most; from the second try on with a fresh X server as well. What went wrong each time is kept
(`XServer.trouble`) and told in the failure, with what openbox and xprop said, and as a
warning when a later try worked.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
import time
import warnings
from pathlib import Path

WM_WAIT = 15.0  # seconds: openbox announces itself in well under one, even on a loaded machine
STARTS = 3  # tries of server and window manager before the test fails


class NoServerError(RuntimeError):
    """Xvfb gave no display number on any try (the tests skip, as without Xvfb)."""


class XServer:
    """Xvfb on a display number of its own choosing (`-displayfd`), and openbox on it."""

    def __init__(self, size: str) -> None:
        self.size = size
        self.name = ""
        self.trouble: list[str] = []
        self._xvfb: subprocess.Popen[bytes] | None = None
        self._wm: subprocess.Popen[bytes] | None = None
        # openbox's own home: its settings and cache are its own, not shared with the
        # other workers' (or the user's) openbox.
        self._home = Path(tempfile.mkdtemp(prefix="reuse-desk-openbox-"))
        self._wm_log = self._home / "openbox.log"

    @property
    def env(self) -> dict[str, str]:
        return {**os.environ, "DISPLAY": self.name}

    def ready(self) -> str:
        """The display's name, once server and window manager run (started anew if not)."""
        if self._running():
            return self.name
        if self._xvfb is not None:
            self.trouble.append(f"{self._state()} since the last test: started again")
        for attempt in range(1, STARTS + 1):
            if attempt > 1 or not self._server_alive():
                self._start_server()
            if not self.name:
                self.trouble.append(f"try {attempt}: Xvfb did not start")
                continue
            if self._start_wm():
                if self.trouble:
                    said = f"X server {self.size}: " + "; ".join(self.trouble)
                    self.trouble = []  # told once
                    warnings.warn(said, stacklevel=2)
                return self.name
        said = f"X server {self.size} not ready: " + "; ".join(self.trouble)
        if not self.name:
            raise NoServerError(said)
        raise AssertionError(said)

    def stop(self) -> None:
        self._stop_wm()
        self._stop_server()
        shutil.rmtree(self._home, ignore_errors=True)

    # -- parts ---------------------------------------------------------------------------
    def _running(self) -> bool:
        wm_alive = self._wm is not None and self._wm.poll() is None
        return self._server_alive() and (wm_alive or not _has_openbox()) and self._wm_seen()

    def _server_alive(self) -> bool:
        return self._xvfb is not None and self._xvfb.poll() is None and bool(self.name)

    def _state(self) -> str:
        if not self._server_alive():
            return f"Xvfb ended ({_ended(self._xvfb)})"
        return f"openbox ended ({_ended(self._wm)})"

    def _start_server(self) -> None:
        self._stop_wm()
        self._stop_server()
        read, write = os.pipe()
        self._xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", self.size],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as answer:  # the display number, once it takes clients
            number = answer.readline().strip()
        self.name = f":{number}" if number else ""

    def _start_wm(self) -> bool:
        """openbox started (anew); True once it has announced itself."""
        self._stop_wm()
        if not _has_openbox():
            return True
        env = {**self.env, "HOME": str(self._home), "XDG_CONFIG_HOME": str(self._home / "config")}
        env["XDG_CACHE_HOME"] = str(self._home / "cache")
        with self._wm_log.open("ab") as log:
            self._wm = subprocess.Popen(
                ["openbox", "--sm-disable"], env=env, stdout=log, stderr=subprocess.STDOUT
            )
        deadline = time.monotonic() + WM_WAIT
        while time.monotonic() < deadline:
            if self._wm.poll() is not None:
                self.trouble.append(f"openbox ended ({_ended(self._wm)}): {self._wm_said()}")
                return False
            if not self._server_alive():
                self.trouble.append(f"Xvfb ended ({_ended(self._xvfb)}) under openbox")
                return False
            if self._wm_seen():
                return True
            time.sleep(0.05)
        self.trouble.append(
            f"openbox not announced in {WM_WAIT:.0f} s (xprop: {self._xprop_said()!r}; "
            f"openbox: {self._wm_said()!r})"
        )
        return False

    def _wm_seen(self) -> bool:
        if shutil.which("xprop") is None or not _has_openbox():
            return True
        return "window id" in self._xprop_said()

    def _xprop_said(self) -> str:
        done = subprocess.run(
            ["xprop", "-root", "_NET_SUPPORTING_WM_CHECK"],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=10,
        )
        return (done.stdout + done.stderr).strip()

    def _wm_said(self) -> str:
        try:
            return self._wm_log.read_text(encoding="utf-8", errors="replace")[-500:].strip()
        except OSError:
            return ""

    def _stop_wm(self) -> None:
        _stop(self._wm)
        self._wm = None

    def _stop_server(self) -> None:
        _stop(self._xvfb)
        self._xvfb = None
        self.name = ""


def _has_openbox() -> bool:
    return shutil.which("openbox") is not None


def _ended(process: subprocess.Popen[bytes] | None) -> str:
    code = None if process is None else process.poll()
    return "not started" if process is None else f"exit status {code}"


def _stop(process: subprocess.Popen[bytes] | None) -> None:
    if process is None:
        return
    process.terminate()
    try:
        process.wait(5)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
