"""Start the frozen program headless, let it test itself, and measure it.

    python packaging/smoke_test.py                 # one run of packaging/dist/reuse-desk
    python packaging/smoke_test.py --runs 5        # the figures quoted in the README
    python packaging/smoke_test.py --json smoke.json

Each run starts `reuse-desk --self-test --sandbox --data-dir <fresh folder>` with
the offscreen Qt platform: the program opens its main window, starts its embedded
sandbox, creates one product draft, syncs it and finds it in the server's list,
then exits 0. Any other exit code, or no exit within the time limit, fails.

Measured from outside the program, so the bootloader's unpacking and Python's
start are included:
- start time: from launching the process until it reports its main window shown;
- self-test time: from launching until it exits;
- bundle size: the bytes of every file in the one-folder build.
The start time needs the program's standard output, which a windowed Windows
build does not have; there only the self-test time is measured.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import asdict
from dataclasses import dataclass
from dataclasses import field
from pathlib import Path

PACKAGING = Path(__file__).resolve().parent
DIST = PACKAGING / "dist"
WINDOW_SHOWN = "self-test: window shown"
REPORT_NAME = "self-test.log"  # written by app.self_test into the log folder


@dataclass
class Run:
    exit_code: int | None
    start_seconds: float | None
    total_seconds: float
    output: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return self.exit_code == 0


def find_executable(bundle: Path) -> Path:
    """The program inside a one-folder build, a macOS .app, or the path itself."""
    if bundle.is_file():
        return bundle
    names = ("reuse-desk.exe",) if sys.platform == "win32" else ("reuse-desk",)
    for candidate in (bundle / name for name in names):
        if candidate.is_file():
            return candidate
    if bundle.suffix == ".app":
        return bundle / "Contents" / "MacOS" / "reuse-desk"
    raise SystemExit(f"no reuse-desk executable in {bundle}: run packaging/build.py first")


def bundle_size(bundle: Path) -> int:
    root = bundle if bundle.is_dir() else bundle.parent
    return sum(path.lstat().st_size for path in root.rglob("*") if path.is_file())


def run_once(executable: Path, timeout: float, extra_env: dict[str, str]) -> Run:
    with tempfile.TemporaryDirectory(prefix="reuse-desk-smoke-") as data_dir:
        env = {**os.environ, **extra_env}
        command = [str(executable), "--self-test", "--sandbox", "--data-dir", data_dir]
        output: list[str] = []
        shown_at: list[float] = []
        started = time.perf_counter()
        process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            env=env,
            text=True,
            encoding="utf-8",
            errors="replace",
        )

        def read() -> None:
            assert process.stdout is not None
            for line in process.stdout:
                if WINDOW_SHOWN in line and not shown_at:
                    shown_at.append(time.perf_counter())
                output.append(line.rstrip("\n"))

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        try:
            exit_code: int | None = process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
            exit_code = None
            output.append(f"smoke test: no exit within {timeout:.0f} s, killed")
        total = time.perf_counter() - started
        reader.join(5)
        if not output:
            # A windowed Windows build has no standard output: read the report instead.
            report = Path(data_dir) / "logs" / REPORT_NAME
            if report.exists():
                output = report.read_text(encoding="utf-8", errors="replace").splitlines()
        if exit_code != 0:
            output.extend(_log_tail(Path(data_dir) / "logs"))
        start = shown_at[0] - started if shown_at else None
        return Run(exit_code=exit_code, start_seconds=start, total_seconds=total, output=output)


def _log_tail(folder: Path, lines: int = 60) -> list[str]:
    tail: list[str] = []
    for log_file in sorted(folder.glob("*.log")) if folder.exists() else []:
        text = log_file.read_text(encoding="utf-8", errors="replace").splitlines()
        tail.append(f"--- last lines of {log_file.name} ---")
        tail.extend(text[-lines:])
    return tail


def summary(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), 3),
        "min": round(min(values), 3),
        "max": round(max(values), 3),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--bundle",
        type=Path,
        default=DIST / "reuse-desk",
        help="the one-folder build, a .app, or the executable (default: packaging/dist/reuse-desk)",
    )
    parser.add_argument("--runs", type=int, default=1, help="how many times to start it")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds allowed per run")
    parser.add_argument("--json", type=Path, metavar="FILE", help="write the figures to FILE")
    parser.add_argument(
        "--platform",
        default="offscreen",
        help="Qt platform plugin to run on (default: offscreen, no display needed)",
    )
    args = parser.parse_args(argv)

    executable = find_executable(args.bundle)
    size = bundle_size(args.bundle)
    extra_env = {"QT_QPA_PLATFORM": args.platform}
    print(f"smoke test of {executable} ({size / 1e6:.1f} MB), {args.runs} run(s)", flush=True)

    runs: list[Run] = []
    for number in range(1, args.runs + 1):
        run = run_once(executable, args.timeout, extra_env)
        runs.append(run)
        start = f"{run.start_seconds:.2f} s" if run.start_seconds is not None else "not reported"
        verdict = "passed" if run.passed else f"FAILED (exit code {run.exit_code})"
        print(
            f"run {number}: {verdict}; window shown after {start}; "
            f"self-test took {run.total_seconds:.2f} s",
            flush=True,
        )
        if not run.passed or number == 1:
            for line in run.output:
                print(f"    {line}")

    starts = [run.start_seconds for run in runs if run.start_seconds is not None]
    figures: dict[str, object] = {
        "executable": executable.name,
        "platform": sys.platform,
        "bundle_size_mb": round(size / 1e6, 1),
        "runs": args.runs,
        "passed": sum(run.passed for run in runs),
        "start_seconds": summary(starts) if starts else None,
        "self_test_seconds": summary([run.total_seconds for run in runs]),
        "details": [
            {key: value for key, value in asdict(run).items() if key != "output"} for run in runs
        ],
    }
    if starts:
        print(f"start time to main window: median {statistics.median(starts):.2f} s")
    if args.json is not None:
        args.json.write_text(json.dumps(figures, indent=2) + "\n", encoding="utf-8")
    failed = [run for run in runs if not run.passed]
    print(f"{len(runs) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
