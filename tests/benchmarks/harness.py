"""A small benchmark harness: each figure is measured several times, reported as
median, min and max, and compared with its baseline figure as a ratio.

A benchmark is a function that performs one run and returns the seconds it
measured (so set-up stays outside the figure), registered with `@benchmark`:

    @benchmark("store: save one draft", baseline=None, goal="< 5 ms")
    def save_draft() -> float: ...

    @benchmark("sync: 1,000 drafts", baseline="sync: bare httpx loop", goal="<= 1.3x")
    def sync_drafts() -> float: ...

Modules named `bench_*.py` in this folder are collected by `python -m tests.benchmarks`.
Figures are never asserted in tests: this machine is shared and noisy.
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from dataclasses import dataclass, field

BenchmarkFn = Callable[[], float]


@dataclass
class Benchmark:
    name: str
    fn: BenchmarkFn
    runs: int
    baseline: str | None
    goal: str | None
    unit: str
    group: str
    samples: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.samples)


REGISTRY: dict[str, Benchmark] = {}

_UNITS = {"s": 1.0, "ms": 1e3, "us": 1e6}


def benchmark(
    name: str,
    *,
    runs: int = 5,
    baseline: str | None = None,
    goal: str | None = None,
    unit: str = "ms",
    group: str = "",
) -> Callable[[BenchmarkFn], BenchmarkFn]:
    """Register `fn` (one run, returns measured seconds) under `name`."""
    if unit not in _UNITS:
        raise ValueError(f"unit must be one of {sorted(_UNITS)}")

    def register(fn: BenchmarkFn) -> BenchmarkFn:
        REGISTRY[name] = Benchmark(name, fn, runs, baseline, goal, unit, group or fn.__module__)
        return fn

    return register


def run_all(selected: list[Benchmark], runs_override: int | None = None) -> None:
    for bench in selected:
        bench.samples.clear()
        for _ in range(runs_override or bench.runs):
            bench.samples.append(bench.fn())


def format_table(benches: list[Benchmark]) -> str:
    header = ("benchmark", "median", "min", "max", "runs", "vs baseline", "goal")
    rows: list[tuple[str, ...]] = [header]
    for bench in benches:
        if not bench.samples:
            continue
        scale = _UNITS[bench.unit]
        ratio = ""
        base = REGISTRY.get(bench.baseline) if bench.baseline else None
        if base is not None and base.samples and base.median > 0:
            ratio = f"{bench.median / base.median:.2f}x {base.name}"
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
