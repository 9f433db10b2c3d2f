"""A profile whose address cannot be used: the connection dialog says why at the address;
one stored that way is left out and said, and never keeps the window or `reuse-desk sync`
from starting. The window in a fresh interpreter, offscreen."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from app import cli
from app.api.notices import Notice
from app.api.secrets import MemorySecretStore
from app.ui import i18n
from app.ui.connection_dialog import ConnectionDialog

PROJECT_ROOT = Path(__file__).resolve().parents[2]
BROKEN = {"name": "Kapot", "base_url": "https://kapot.example:99999/api/v1", "client_id": "x"}
PORT_SENTENCE = "The port in the address must be a number from 1 to 65535."


@pytest.fixture(autouse=True)
def _english(qapp: QApplication) -> None:
    i18n.install_language("en")


def _dialog(qtbot: QtBot, skipped: list[Notice] | None = None) -> ConnectionDialog:
    dialog = ConnectionDialog(
        [],
        current=None,
        secrets_for=lambda _p: MemorySecretStore(),
        http=None,
        skipped=skipped or [],
    )
    qtbot.addWidget(dialog)
    dialog.environment.setCurrentIndex(dialog.environment.findData("__new__"))
    return dialog


def test_the_dialog_says_at_the_address_that_its_port_is_out_of_range(qtbot: QtBot) -> None:
    dialog = _dialog(qtbot)
    dialog.name.setText("Elders")
    dialog.client_id.setText("app")
    dialog.base_url.setText(BROKEN["base_url"])
    assert dialog.profile() is None
    assert dialog.address_problem.isVisibleTo(dialog)
    assert dialog.address_problem.text() == PORT_SENTENCE
    assert dialog.base_url.property("invalid") == "yes"
    # Corrected: the message goes as soon as the address is typed again.
    qtbot.keyClicks(dialog.base_url, "x")
    assert not dialog.address_problem.isVisibleTo(dialog)
    dialog.base_url.setText("https://kapot.example:8443/api/v1")
    assert dialog.profile() is not None
    assert dialog.base_url.property("invalid") == "no"


def test_the_dialog_names_a_stored_profile_left_out(qtbot: QtBot) -> None:
    skipped = Notice(
        "environment.profile_skipped",
        {"name": "Kapot", "source": "settings", "problem": "environment.address_port"},
    )
    dialog = _dialog(qtbot, [skipped])
    assert dialog.skipped_notice.isVisibleTo(dialog)
    assert "Kapot" in dialog.skipped_notice.text()
    assert dialog.skipped_notice.text().endswith(PORT_SENTENCE)


def _settings(folder: Path, environment: str) -> None:
    content = {"environment": environment, "environments": [BROKEN], "language": "en"}
    (folder / "settings.json").write_text(json.dumps(content), encoding="utf-8")


def test_a_stored_profile_that_cannot_be_used_does_not_stop_reuse_desk_sync(
    isolated_data_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _settings(isolated_data_dir, "Kapot")
    folder = ["--data-dir", str(isolated_data_dir)]
    assert cli.main(["sync", "--env", "Kapot", *folder]) == 2
    assert cli.main(["sync", *folder]) == 2  # the one last connected: left out
    assert "Traceback" not in capsys.readouterr().err


_WINDOW = """
import json, sys
from app.cli import build_parser
from app.ui.application import run_application

seen = {}

def shown(desk):
    from PySide6.QtCore import QTimer

    def close_when_told():
        said = desk.window.status.message_label.text()
        if desk.is_complete and said:
            seen["said"] = said
            seen["profiles"] = [p.name for p in desk.sync.profiles()]
            desk.window.close()
        else:
            QTimer.singleShot(10, close_when_told)

    close_when_told()

args = build_parser().parse_args(["--data-dir", sys.argv[1]])
code = run_application(args, on_window_shown=shown)
print(json.dumps(seen))
sys.exit(code)
"""


def test_a_stored_profile_that_cannot_be_used_does_not_stop_the_window(tmp_path: Path) -> None:
    _settings(tmp_path, "Kapot")
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        PYTHON_KEYRING_BACKEND="keyring.backends.null.Keyring",
        PYTHONPATH=str(PROJECT_ROOT),
    )
    done = subprocess.run(
        [sys.executable, "-c", _WINDOW, str(tmp_path)],
        cwd=PROJECT_ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert seen["profiles"] == []
    assert "Kapot" in seen["said"]
    assert PORT_SENTENCE in seen["said"]
    log = "".join(p.read_text(encoding="utf-8") for p in (tmp_path / "logs").glob("*.log*"))
    assert "'Kapot' from settings ignored" in log
