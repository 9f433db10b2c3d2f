"""A recorded run: every figure and ratio of one `python -m tests.benchmarks` run,
with the machine it ran on, saved as JSON (`--save FILE`) and compared with a later
run (`--compare FILE`).

A figure with a baseline is judged by its paired ratio alone (both sides measured in turns
on the same machine, so it travels between machines; without the ratio in both runs it is
not judged); a figure without one is judged by its median, and only when the machine is
described alike (cpu count, model, Python, Qt): an absolute time from another machine says
nothing about drift. Each figure is
"worse" when its value exceeds the recorded one by more than the tolerance its
benchmark states (`@benchmark(..., tolerance=0.15)`).
"""

from __future__ import annotations

import json
import os
import platform
import statistics
from dataclasses import dataclass
from datetime import UTC
from datetime import datetime
from pathlib import Path
from typing import Any

from tests.benchmarks.harness import REGISTRY
from tests.benchmarks.harness import Benchmark
from tests.benchmarks.harness import paired_ratios

FORMAT = 1
# The parts of the machine's description that must agree for absolute times to be judged.
_SAME_MACHINE_KEYS = ("cpu_count", "cpu_model", "python", "qt")


def _cpu_model() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def machine() -> dict[str, Any]:
    """What the figures depend on besides the program."""
    try:
        from PySide6 import QtCore

        qt = f"Qt {QtCore.qVersion()}, PySide6 {QtCore.__version__}"
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        qt = "none"
    try:
        load = ", ".join(f"{value:.2f}" for value in os.getloadavg())
    except OSError:  # pragma: no cover - not on every platform
        load = "unknown"
    return {
        "cpu_count": os.cpu_count(),
        "cpu_model": _cpu_model(),
        "system": f"{platform.system()} {platform.release()}",
        "python": platform.python_version(),
        "qt": qt,
        "load_average": load,
    }


def _spread(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def figure_of(bench: Benchmark) -> dict[str, Any]:
    """One benchmark's measured run, as recorded."""
    entry: dict[str, Any] = {
        "unit": bench.unit,
        "runs": len(bench.samples),
        "samples": bench.samples,
        **_spread(bench.samples),
        "goal": bench.goal,
        "tolerance": bench.tolerance,
        "baseline": bench.baseline,
        "ratio": None,
    }
    base = REGISTRY.get(bench.baseline) if bench.baseline else None
    ratios = paired_ratios(bench, base) if base is not None and base.samples else []
    if ratios:
        entry["ratio"] = {**_spread(ratios), "runs": ratios}
    return entry


def record(benches: list[Benchmark]) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "taken": datetime.now(UTC).isoformat(timespec="seconds"),
        "machine": machine(),
        "figures": {b.name: figure_of(b) for b in benches if b.samples},
    }


def save(path: Path, benches: list[Benchmark]) -> None:
    text = json.dumps(record(benches), indent=1, ensure_ascii=False)
    path.write_text(text + "\n", encoding="utf-8")


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if data.get("format") != FORMAT:
        raise ValueError(f"{path}: not a recorded benchmark run of format {FORMAT}")
    return data


def same_machine(a: dict[str, Any], b: dict[str, Any]) -> bool:
    return all(a.get(key) == b.get(key) for key in _SAME_MACHINE_KEYS)


@dataclass(frozen=True)
class Verdict:
    name: str
    line: str
    worse: bool


def judged(name: str, what: str, value: float, recorded: float, tolerance: float) -> Verdict:
    """`value` against `recorded` (both "lower is better"), worse beyond `tolerance`."""
    change = value / recorded - 1 if recorded > 0 else 0.0
    worse = change > tolerance
    mark = "WORSE" if worse else "ok"
    return Verdict(
        name,
        f"{mark:5} {name}: {what} {value:.3g} vs {recorded:.3g}"
        f" ({change:+.0%}, tolerance +{tolerance:.0%})",
        worse,
    )


def _judge(name: str, now: dict[str, Any], then: dict[str, Any], judge_times: bool) -> Verdict:
    tolerance = float(now["tolerance"])
    if now.get("ratio") and then.get("ratio"):
        value, recorded, what = now["ratio"]["median"], then["ratio"]["median"], "ratio"
        shown = f"{value:.2f}x vs {recorded:.2f}x"
    elif now.get("baseline") or then.get("baseline"):
        # A figure that has a baseline is judged by its ratio alone: its time says as much
        # of the machine as of the program.
        line = f"{name}: not judged (its baseline was not measured in both runs)"
        return Verdict(name, line, False)
    elif judge_times:
        value, recorded, what = now["median"], then["median"], "median"
        scale = {"s": 1.0, "ms": 1e3, "us": 1e6, "MB": 1e-6}[now["unit"]]
        shown = f"{value * scale:.2f} vs {recorded * scale:.2f} {now['unit']}"
    else:
        return Verdict(name, f"{name}: not judged (recorded on another machine)", False)
    change = value / recorded - 1 if recorded > 0 else 0.0
    worse = change > tolerance
    mark = "WORSE" if worse else "ok"
    line = f"{mark:5} {name}: {what} {shown} ({change:+.0%}, tolerance +{tolerance:.0%})"
    return Verdict(name, line, worse)


def compare(recorded: dict[str, Any], now: dict[str, Any]) -> list[Verdict]:
    """Each figure measured now against the recorded run (figures missing from
    either side are skipped: a `-k` run compares only what it measured)."""
    judge_times = same_machine(recorded["machine"], now["machine"])
    return [
        _judge(name, figure, recorded["figures"][name], judge_times)
        for name, figure in now["figures"].items()
        if name in recorded["figures"]
    ]
