"""A bounded, deterministic Schemathesis round over the sandbox finds nothing.

The round runs the same command as `python -m tests.sandbox.fuzz` (which fuzzes for longer), in
Schemathesis's deterministic mode with a bounded number of examples per operation: the same
requests every time. The suite's round takes 25 examples per operation; the fuller round of
80 (3,442 requests, half a minute) runs with `REUSE_DESK_FUZZ_EXAMPLES=80`.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

from app.sandbox import SandboxServer
from tests.sandbox.fuzz import SERVER_OPTIONS
from tests.sandbox.fuzz import run_schemathesis

EXAMPLES_PER_OPERATION = int(os.environ.get("REUSE_DESK_FUZZ_EXAMPLES", "25"))


def test_schemathesis_finds_nothing_in_a_bounded_round(
    sandbox_factory: Callable[..., SandboxServer], tmp_path: Path
) -> None:
    server = sandbox_factory(**SERVER_OPTIONS)

    result = run_schemathesis(
        server.base_url,
        tmp_path,
        ["--generation-deterministic", "--max-examples", str(EXAMPLES_PER_OPERATION)],
    )

    # The end of the output holds the findings (each with a command that repeats it).
    assert result.returncode == 0, (result.stdout + result.stderr)[-20_000:]
