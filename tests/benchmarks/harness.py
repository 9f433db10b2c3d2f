"""A small benchmark harness: each figure is measured several times, reported as
median, min and max, and compared with its baseline figure as a ratio.

A benchmark is a function that performs one run and returns the seconds it
measured (so set-up stays outside the figure), registered with `@benchmark`:

    @benchmark("store: save one draft", baseline=None, goal="< 5 ms")
    def save_draft() -> float: ...

    @benchmark("sync: 1,000 drafts", baseline="sync: bare httpx loop", goal="<= 1.3x")
    def sync_drafts() -> float: ...

Modules named `bench_*.py` in this folder are collected by `python -m tests.benchmarks`.
Figures are never asserted in tests: this machine is shared and noisy. A run can be
recorded (`--save FILE`) and a later one compared with it (`--compare FILE`, which
fails when a figure got worse by more than its `tolerance`): see `record.py`.

A figure and its baseline are measured in turns (baseline, figure, baseline, ...),
so a change in the machine's load hits both alike; the ratio is the median of the
ratios of the runs taken side by side, with their range.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field

BenchmarkFn = Callable[[], float]

# A shared 2-core machine moves single figures by about a fifth between runs; paired
# ratios move less, and figures that matter state their own tolerance.
DEFAULT_TOLERANCE = 0.25


@dataclass
class Benchmark:
    name: str
    fn: BenchmarkFn
    runs: int
    baseline: str | None
    goal: str | None
    unit: str
    group: str
    # How much worse (a fraction) the figure, or its ratio to its baseline, may get
    # against a recorded run before `--compare` fails.
    tolerance: float = DEFAULT_TOLERANCE
    samples: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.samples)


REGISTRY: dict[str, Benchmark] = {}

# "MB": a figure of memory (the function returns bytes, shown in millions of them).
_UNITS = {"s": 1.0, "ms": 1e3, "us": 1e6, "MB": 1e-6}


def benchmark(
    name: str,
    *,
    runs: int = 5,
    baseline: str | None = None,
    goal: str | None = None,
    unit: str = "ms",
    group: str = "",
    tolerance: float = DEFAULT_TOLERANCE,
) -> Callable[[BenchmarkFn], BenchmarkFn]:
    """Register `fn` (one run, returns measured seconds) under `name`."""
    if unit not in _UNITS:
        raise ValueError(f"unit must be one of {sorted(_UNITS)}")

    def register(fn: BenchmarkFn) -> BenchmarkFn:
        REGISTRY[name] = Benchmark(
            name, fn, runs, baseline, goal, unit, group or fn.__module__, tolerance
        )
        return fn

    return register


def run_all(selected: list[Benchmark], runs_override: int | None = None) -> None:
    """Measure `selected` in turns: run 1 of each, then run 2 of each, and so on."""
    for bench in selected:
        bench.samples.clear()
    rounds = max((runs_override or b.runs) for b in selected) if selected else 0
    for index in range(rounds):
        for bench in selected:
            if index < (runs_override or bench.runs):
                bench.samples.append(bench.fn())


def paired_ratios(bench: Benchmark, base: Benchmark) -> list[float]:
    """The figure over its baseline, run by run (runs taken side by side)."""
    return [s / b for s, b in zip(bench.samples, base.samples, strict=False) if b > 0]


def format_table(benches: list[Benchmark]) -> str:
    header = ("benchmark", "median", "min", "max", "runs", "vs baseline", "goal")
    rows: list[tuple[str, ...]] = [header]
    for bench in benches:
        if not bench.samples:
            continue
        scale = _UNITS[bench.unit]
        ratio = ""
        base = REGISTRY.get(bench.baseline) if bench.baseline else None
        ratios = paired_ratios(bench, base) if base is not None else []
        if base is not None and ratios:
            ratio = (
                f"{statistics.median(ratios):.2f}x ({min(ratios):.2f}-{max(ratios):.2f})"
                f" {base.name}"
            )
        rows.append(
            (
                bench.name,
                f"{bench.median * scale:.2f} {bench.unit}",
                f"{min(bench.samples) * scale:.2f}",
                f"{max(bench.samples) * scale:.2f}",
                str(len(bench.samples)),
                ratio,
                bench.goal or "",
            )
        )
    widths = [max(len(row[i]) for row in rows) for i in range(len(header))]
    lines = ["  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)) for row in rows]
    lines.insert(1, "  ".join("-" * w for w in widths))
    return "\n".join(lines)
