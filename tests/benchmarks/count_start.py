"""The start-up to the first paint in instructions, against the bare PySide6 window: a figure
that does not vary with the machine's load (for finding what to cut, not a benchmark of
its own; the timed figures are `bench_ui`'s).

    python -m tests.benchmarks.count_start

Each child runs once under `valgrind --tool=callgrind` (some 20 s each), after one
unmeasured whole start that writes the bytecode caches, on the benchmark's catalogue
(`bench_ui.data_folder`). Threads are counted one after the other, so work moved to a
worker thread still counts here (it is what the timed figures gain from the second core).
The callgrind files are kept for `callgrind_annotate --inclusive=yes FILE`.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from tests.benchmarks import bench_ui

# `reuse-desk --data-dir DIR`, ended at the first paint (the moment `bench_ui` times).
_DESK_TO_FIRST_PAINT = """
import os, sys
from app.cli import build_parser
from app.ui.application import run_application

def shown(desk):
    sys.stdout.flush()
    os._exit(0)

run_application(build_parser().parse_args(["--data-dir", sys.argv[1]]), on_window_shown=shown)
"""


def _instructions(code: str, *args: str, warm_up: str, out: Path) -> int:
    env = bench_ui._child_env()
    # A whole start first: the bytecode written and the data folder settled before counting.
    subprocess.run(
        [sys.executable, "-c", warm_up, *args],
        env=env,
        cwd=bench_ui._ROOT,
        check=True,
        timeout=600,
        capture_output=True,
    )
    done = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            f"--callgrind-out-file={out}",
            sys.executable,
            "-c",
            code,
            *args,
        ],
        env=env,
        cwd=bench_ui._ROOT,
        capture_output=True,
        text=True,
        timeout=1200,
    )
    found = re.search(r"Collected : (\d+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise RuntimeError(f"callgrind failed:\n{done.stderr[-2000:]}")
    return int(found.group(1))


def main() -> int:
    if shutil.which("valgrind") is None:
        print("valgrind is not installed")
        return 1
    folder = Path(tempfile.mkdtemp(prefix="count-start-"))
    bare = _instructions(
        bench_ui._BARE_WINDOW, warm_up=bench_ui._BARE_WINDOW, out=folder / "bare.callgrind"
    )
    desk = _instructions(
        _DESK_TO_FIRST_PAINT,
        str(bench_ui.data_folder()),
        warm_up=bench_ui._DESK_WINDOW,
        out=folder / "desk.callgrind",
    )
    print(f"bare PySide6 window:    {bare / 1e6:8.0f} M instructions")
    print(f"start to first paint:   {desk / 1e6:8.0f} M instructions ({desk / bare:.2f}x bare)")
    print(f"callgrind files in {folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
