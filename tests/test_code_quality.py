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


# Circles that other parts of issue 33 are taking apart; each found must lie within one of
# these while they do, and the list empties as they land (a new circle fails at once).
STILL_OPEN = (
    {"api.product_groups", "api.products", "api.projects", "api.schema", "api.subscriptions"},
    {"store.database", "store.listing", "store.migrations"},
    {"store.draft_outcomes", "store.drafts"},
    {"store.bulk", "store.bulk_writes"},
    {"store.environments", "store.store"},
    {"inventory.columns", "inventory.csv_reading", "inventory.export"}
    | {"inventory.sheets", "inventory.units", "inventory.values"},
    {"ui.binding", "ui.editors"},
    {"ui.desk", "ui.desk_dialogs", "ui.move_drafts", "ui.sandbox_reset", "ui.startup"}
    | {"ui.sync_controller", "ui.sync_progress_shown", "ui.update_offer", "ui.window_state"},
)


def test_no_import_circle() -> None:
    """No two modules import each other, however indirectly: imports inside functions and
    for typing count too (a circle is one for the reader, whenever it is paid). A module
    may be long when it is one thing."""
    import grimp

    graph = grimp.build_graph("app", cache_dir=None)
    circles: list[set[str]] = []
    for module in sorted(graph.modules):
        if any(module in circle for circle in circles):
            continue
        both_ways = graph.find_upstream_modules(module) & graph.find_downstream_modules(module)
        if both_ways:
            circles.append({m.removeprefix("app.") for m in both_ways | {module}})
    assert [sorted(c) for c in circles if not any(c <= still for still in STILL_OPEN)] == []
