"""Schemathesis, a third party's fuzzer, over the sandbox's own OpenAPI description.

The suite runs a bounded, deterministic round (`tests/sandbox/test_fuzz.py`); a longer one,
with a fresh random seed, runs on its own:

    python -m tests.sandbox.fuzz --minutes 10 [--seed N]

Both start a sandbox with the demo catalogue on a loopback port, which delivers no webhook (a
fuzzer's made-up webhook addresses are never looked up, let alone contacted), and run the
Schemathesis command line against its `/openapi.json`, signed in with a token from `POST
/token`. Every phase runs (coverage, fuzzing, stateful), positive and negative data alike.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from tempfile import TemporaryDirectory
from typing import Any

from app.sandbox import SandboxServer
from app.sandbox.credentials import DEMO_CLIENT_ID
from app.sandbox.credentials import DEMO_CLIENT_SECRET

CHECKS = (
    "not_a_server_error",
    "status_code_conformance",
    "content_type_conformance",
    "response_schema_conformance",
    "response_headers_conformance",
    "negative_data_rejection",
    "ignored_auth",
    "unsupported_method",
    "allow_header_conformance",
    "missing_required_header",
    "use_after_free",
    "ensure_resource_availability",
)
"""Every check Schemathesis has but the three below."""

LEFT_OUT = {
    "positive_data_acceptance": (
        "a schema-valid body may still fail a rule JSON Schema does not state (a required text "
        "is not empty, a sub-category is one of its category's, an end comes after its start), "
        "and the request schemas are held equal to the client's models "
        "(tests/test_interface_drift.py): the interface answers such a body 422"
    ),
    "object_level_authorization": "the sandbox has one party: every token sees every record",
    "max_response_time": "times are measured in benchmarks, never asserted",
}
"""The checks left out, and why."""

SERVER_OPTIONS: dict[str, Any] = {
    "seed_demo": True,  # lists with items, and ids that name records
    "webhook_hosts": (),  # no delivery at all: the fuzzer's webhook addresses are made up
    "webhook_retry_delays": (),
}
"""The `SandboxServer` options of a fuzzed sandbox."""


def config_text() -> str:
    """The Schemathesis configuration (TOML): the checks, and the token from `POST /token`."""
    checks = "\n".join(f"{name}.enabled = true" for name in CHECKS)
    return f"""\
[checks]
enabled = false
{checks}

[auth.dynamic.openapi.oauth2]
path = "/token"
payload = {{ grant_type = "client_credentials", client_id = "{DEMO_CLIENT_ID}", \
client_secret = "{DEMO_CLIENT_SECRET}" }}
payload_content_type = "application/x-www-form-urlencoded"
extract_selector = "/access_token"
"""


def run_schemathesis(
    base_url: str, folder: Path, options: Sequence[str]
) -> subprocess.CompletedProcess[str]:
    """The Schemathesis command line against the sandbox at `base_url` (ending in /api/v1),
    with its configuration and reports in `folder`; `options` bound the run."""
    config = folder / "schemathesis.toml"
    config.write_text(config_text(), encoding="utf-8")
    command = [
        sys.executable, "-m", "schemathesis.cli", "--config-file", str(config),
        "run", f"{base_url}/openapi.json",
        "--workers", "1", "--no-color",
        "--report-dir", str(folder / "report"), *options,
    ]  # fmt: skip
    # Loopback only: no proxy from the environment may see a request.
    environment = {
        key: value for key, value in os.environ.items() if "proxy" not in key.lower()
    } | {"NO_PROXY": "*"}
    return subprocess.run(
        command, capture_output=True, text=True, env=environment, cwd=folder, check=False
    )


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.sandbox.fuzz", description=__doc__)
    parser.add_argument("--minutes", type=float, default=10.0, help="how long to fuzz")
    parser.add_argument("--seed", type=int, help="Schemathesis's seed (default: a random one)")
    args = parser.parse_args(argv)
    # No example database: what a run finds is reported, not kept for the next one.
    options = ["--max-time", str(max(1, round(args.minutes * 60))), "--generation-database", "none"]
    options += ["--seed", str(args.seed)] if args.seed is not None else []
    with TemporaryDirectory() as folder, SandboxServer(**SERVER_OPTIONS) as server:
        result = run_schemathesis(server.base_url, Path(folder), options)
    print(result.stdout, result.stderr, sep="\n")
    return result.returncode


if __name__ == "__main__":
    sys.exit(main())
