"""Fixtures shared by every test folder.

Every test runs with its own data folder and without the operating system's
keyring, so no test can touch a real user's drafts or secrets.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Offscreen, Qt's one screen is 800 x 600 unless told: the tests' is a common desktop's, where
# the window opens at its preferred size (tests/ui/test_screens.py tries the smaller ones).
_SCREEN = Path(__file__).with_name("desktop-screen.json")
if os.environ["QT_QPA_PLATFORM"] == "offscreen" and ":" not in str(_SCREEN):
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={_SCREEN}"
os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")


@pytest.fixture(autouse=True)
def english_commands(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands speak English in every test (their language follows the locale where
    the settings state none, and this machine's may be any): the tests assert English
    sentences. A test of the language itself sets its own locale (tests/test_cli_language.py).
    LC_MESSAGES alone: a locale this machine lacks as LANG or LC_ALL makes Qt warn."""
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.setenv("LC_MESSAGES", "en_GB.UTF-8")


@pytest.fixture(autouse=True)
def isolated_data_dir(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """Point app.paths at a fresh folder for each test, and undo it afterwards."""
    from app import paths

    folder = tmp_path_factory.mktemp("data")
    paths.set_data_dir(folder)
    import logging

    handlers = list(logging.getLogger().handlers)
    records_made = logging.getLogRecordFactory()
    try:
        yield folder
    finally:
        paths.set_data_dir(None)
        # A test that starts the program (`cli.main`) sends the root logger to a file in
        # its data folder; that handler's redaction rewrites every later test's records.
        for handler in set(logging.getLogger().handlers) - set(handlers):
            logging.getLogger().removeHandler(handler)
            handler.close()
        # Its records are made redacted from then on (`logging_setup`): not those of the next.
        logging.setLogRecordFactory(records_made)


@pytest.fixture
def sandbox_factory() -> Iterator[Callable[..., Any]]:
    """Start sandboxes with chosen options on free loopback ports; all stopped at teardown.

    `sandbox_factory(seed_demo=True, fault_rate=0.3, ...)` takes the keyword
    arguments of `app.sandbox.SandboxServer`.
    """
    from app.sandbox import SandboxServer

    started: list[SandboxServer] = []

    def start(**options: Any) -> SandboxServer:
        server = SandboxServer(**options)
        server.start()
        started.append(server)
        return server

    yield start
    for server in started:
        # uvicorn's shutdown sleeps a fixed 0.1 s; the next test need not wait for it. Each
        # server has its own port and database, and a failed stop still fails the run.
        stopping = threading.Thread(
            target=_stop_sandbox, args=(server,), name="sandbox-stop", daemon=True
        )
        stopping.start()
        _SANDBOXES_STOPPING.append(stopping)


# Sandboxes stopping after their tests; all joined, and their failures reported, at the end.
_SANDBOXES_STOPPING: list[threading.Thread] = []
_SANDBOX_STOP_FAILURES: list[BaseException] = []


def _stop_sandbox(server: Any) -> None:
    try:
        server.stop()
    except BaseException as exc:
        _SANDBOX_STOP_FAILURES.append(exc)


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    for stopping in _SANDBOXES_STOPPING:
        stopping.join(30)
    still_running = [stopping for stopping in _SANDBOXES_STOPPING if stopping.is_alive()]
    if _SANDBOX_STOP_FAILURES or still_running:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
        reporter = session.config.pluginmanager.get_plugin("terminalreporter")
        if reporter is not None:
            reporter.write_line(
                f"sandboxes that failed to stop: {_SANDBOX_STOP_FAILURES!r}, "
                f"{len(still_running)} still stopping after 30 s",
                red=True,
            )


@pytest.fixture
def sandbox(sandbox_factory: Callable[..., Any]) -> Any:
    """A fresh, empty sandbox (in-memory database) on a free loopback port."""
    return sandbox_factory()


@pytest.fixture
def demo_sandbox(sandbox_factory: Callable[..., Any]) -> Any:
    """A fresh sandbox seeded with the demo catalogue."""
    return sandbox_factory(seed_demo=True)


@pytest.fixture
def dead_proxy(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """A system proxy set for every scheme (as a company's laptop has it) that answers
    nothing: a port held on loopback where nobody listens, so each connection is refused."""
    import socket

    held = socket.socket()
    held.bind(("127.0.0.1", 0))
    address = f"http://127.0.0.1:{held.getsockname()[1]}"
    for name in ("HTTPS_PROXY", "HTTP_PROXY", "ALL_PROXY"):
        monkeypatch.setenv(name, address)
        monkeypatch.setenv(name.lower(), address)
    for name in ("NO_PROXY", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    try:
        yield address
    finally:
        held.close()


def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """`-n auto`: one worker per core and half as many again. A worker spends about a third
    of its time waiting (on the sandbox's and the window's subprocesses, X servers, fsync):
    on two cores two workers kept 1.25 of them busy (user time over wall time of a whole
    run), so a third fills the wait. Each worker holds up to about 1 GB."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, (cores or 1) * 3 // 2)
