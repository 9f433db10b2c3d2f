"""The checks every change must pass: lint, format, strict typing and the layer contracts.

They run inside the test suite so that the README's one test command is the whole gate.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool(name: str) -> str:
    # The tools live beside the interpreter in a virtual environment.
    candidate = Path(sys.executable).parent / name
    found = str(candidate) if candidate.exists() else shutil.which(name)
    if found is None:
        pytest.fail(f"{name} is not installed: install the test extra (pip install -e '.[test]')")
    return found


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)


def test_ruff_lint() -> None:
    result = _run(_tool("ruff"), "check", "app", "tests", "packaging")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format() -> None:
    result = _run(_tool("ruff"), "format", "--check", "app", "tests", "packaging")
    assert result.returncode == 0, result.stdout + result.stderr


def test_mypy_strict() -> None:
    result = _run(_tool("mypy"), "--no-incremental")
    assert result.returncode == 0, result.stdout + result.stderr


def test_layer_contracts() -> None:
    result = _run(_tool("lint-imports"), "--no-cache")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "broken" not in result.stdout.lower().replace("0 broken", "")


# Small modules named from the domain: a module past this has two subjects to split by.
MODULE_LINES = 500


def test_modules_stay_small() -> None:
    long = {
        str(path.relative_to(ROOT)): count
        for path in sorted((ROOT / "app").rglob("*.py"))
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > MODULE_LINES
    }
    assert long == {}
