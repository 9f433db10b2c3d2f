"""The `reuse-desk-sandbox` command: starts, prints its address and credentials, stops on Ctrl+C."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import httpx

from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET
from app.sandbox.credentials import VIEWER_CLIENT_ID
from app.sandbox.credentials import VIEWER_CLIENT_SECRET
from tests.sandbox.conftest import TLS

REPO = Path(__file__).resolve().parents[2]


def start_cli(*args: str) -> subprocess.Popen[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO), PYTHONUNBUFFERED="1")
    return subprocess.Popen(
        [
            sys.executable,
            "-c",
            "import sys; from app.sandbox.cli import main; sys.exit(main())",
            *args,
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=REPO,
    )


def read_until_ready(process: subprocess.Popen[str]) -> list[str]:
    assert process.stdout is not None
    lines: list[str] = []
    for line in process.stdout:
        lines.append(line)
        if "Ctrl+C" in line:
            break
    return lines


def test_cli_serves_the_demo_catalogue_and_stops_on_sigint(tmp_path: Path) -> None:
    database = tmp_path / "sandbox.sqlite3"
    process = start_cli("--port", "0", "--seed-demo-data", "--db", str(database))
    try:
        output = "".join(read_until_ready(process))
        match = re.search(r"(http://127\.0\.0\.1:\d+/api/v1)", output)
        assert match, output
        base_url = match.group(1)
        for credential in (
            DEMO_CLIENT_ID,
            DEMO_CLIENT_SECRET,
            VIEWER_CLIENT_ID,
            VIEWER_CLIENT_SECRET,
        ):
            assert credential in output

        token = httpx.post(
            f"{base_url}/token",
            data={
                "grant_type": "client_credentials",
                "client_id": DEMO_CLIENT_ID,
                "client_secret": DEMO_CLIENT_SECRET,
            },
            trust_env=False,
            verify=TLS,
        ).json()["access_token"]
        page = httpx.get(
            f"{base_url}/products",
            headers={"Authorization": f"Bearer {token}"},
            trust_env=False,
            verify=TLS,
        ).json()
        assert page["meta"]["total"] == 300
    finally:
        process.send_signal(signal.SIGINT)
        _, errors = process.communicate(timeout=20)

    assert process.returncode == 0, errors
    assert database.exists()


def test_cli_refuses_unknown_fault_kinds() -> None:
    process = start_cli("--port", "0", "--fault-kinds", "500,meteor")
    _, errors = process.communicate(timeout=20)

    assert process.returncode == 2
    assert "meteor" in errors
