"""How cost grows with size: each series measured at several sizes in one run, each size in
a fresh process (the benchmark modules build their data once per process, sized by a module
constant the child sets before the first call), with the machine and its load recorded.

    python -m tests.benchmarks --growth [--sizes SERIES=N,N,...] [--runs N] [--save FILE]
    python -m tests.benchmarks.readme_table --growth FILE   # the README's growth table

A series names the benchmark module, the constant that sizes it, the function measured and,
where there is one, the bare baseline measured beside it at the same size (each run of the
figure paired with one of the baseline, so the ratio says how the program grows against
the minimum doing the same work). The default sizes are the issue's; `--sizes` changes any
series' (`--sizes sync=100,1000 report=100`), and `--only` picks series by name.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import os
import statistics
import subprocess
import sys
from dataclasses import dataclass
from dataclasses import field
from datetime import UTC
from datetime import datetime
from pathlib import Path
from typing import Any

from tests.benchmarks import record

FORMAT = 1
_ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Series:
    name: str
    title: str  # what is measured, "{n}" standing for the size
    item: str  # what one item is, for "time per item"
    module: str
    constant: str  # the module constant that sizes the data
    function: str  # returns measured seconds (or a dict with "seconds" and more)
    sizes: tuple[int, ...]
    baseline: str | None = None  # a function of the same module, measured beside
    runs: int = 3
    # Modules tried first, in order: (module, constant, function), e.g. a newer benchmark
    # of the same figure; the first that exists and has the function is used.
    preferred: tuple[tuple[str, str, str], ...] = ()
    extra_constants: tuple[str, ...] = ()  # also set to the size (data built alike)
    versus: str = "bare"  # what the baseline is, for the table ("bare", "floor window")
    # Extra figures the function returns beside "seconds" that the table shows as rows of
    # their own: (key, title with "{n}"), e.g. the first load's first rows.
    extra_rows: tuple[tuple[str, str], ...] = ()


SERIES: tuple[Series, ...] = (
    Series(
        "first-load",
        "first load of {n} products from a sandbox process, to the last row searchable",
        "product",
        "tests.benchmarks.bench_first_load",
        "PRODUCTS",
        "growth_first_load",
        (10_000, 50_000, 100_000, 200_000),
        baseline="growth_bare_load",  # httpx, orjson, executemany, FTS5: nothing else
        runs=1,
        extra_rows=(
            (
                "first rows",
                "first load of {n} products from a sandbox process, until the first rows"
                " are searchable",
            ),
        ),
    ),
    Series(
        "search",
        "search as you type over {n} rows, keystroke to updated table (per keystroke)",
        "row",
        "tests.benchmarks.bench_ui",
        "CACHED_PRODUCTS",
        "search_as_you_type",
        (100_000, 500_000),
        runs=5,
    ),
    Series(
        "sync",
        "{n} drafts synced by the engine",
        "draft",
        "tests.benchmarks.bench_sync",
        "DRAFTS",
        "engine_sync",
        (100, 1_000, 5_000),
        baseline="bare_httpx_loop",
    ),
    Series(
        "bulk",
        "a change applied to {n} records (one step, listing, undo record)",
        "record",
        "tests.benchmarks.bench_bulk",
        "RECORDS",
        "apply_change",
        (1_000, 20_000),
        baseline="bare_executemany",
        runs=5,
    ),
    Series(
        "report",
        "report of {n} products with 12 MP photos to PDF, cold (subprocess)",
        "product",
        "tests.benchmarks.bench_report",
        "PRODUCTS",
        "growth_report",
        (100, 1_000, 5_000),
        runs=1,
    ),
    # The other figures, each at the one size it names, so that one run holds them
    # all: start-up against the bare window and against the floor window (a table over
    # SQLite, menus and a status bar with none of the app's code: what a start cannot go
    # below), the longest stalls, an autosave's history cost.
    Series(
        "load stall",
        "longest UI stall while the window loads {n} products from a sandbox process",
        "load",
        "tests.benchmarks.bench_first_load",
        "PRODUCTS",
        "growth_window_max_stall",
        (100_000,),
        runs=3,
    ),
    Series(
        "start-up",
        "start-up to the first paint, {n} cached products + 5k drafts (subprocess)",
        "start",
        "tests.benchmarks.bench_ui",
        "CACHED_PRODUCTS",
        "desk_window",
        (100_000,),
        baseline="bare_window",
        runs=5,
    ),
    Series(
        "start-up vs floor",
        "start-up to the first paint, {n} cached products + 5k drafts, against the floor"
        " window (subprocess)",
        "start",
        "tests.benchmarks.bench_ui",
        "CACHED_PRODUCTS",
        "desk_window",
        (100_000,),
        baseline="floor_window",
        runs=5,
        versus="floor window",
    ),
    Series(
        "start-up stall",
        "longest UI stall from first paint to complete start-up, {n} cached products",
        "start",
        "tests.benchmarks.bench_ui",
        "CACHED_PRODUCTS",
        "desk_start_stall",
        (100_000,),
        runs=5,
    ),
    Series(
        "sync stall",
        "longest UI stall while {n} drafts with photos sync",
        "round",
        "tests.benchmarks.bench_ui",
        "SYNC_DRAFTS",
        "sync_max_stall",
        (1_000,),
        runs=3,
    ),
    Series(
        "sync stall, busy",
        "longest UI stall while {n} drafts with photos sync, second core busy",
        "round",
        "tests.benchmarks.bench_ui",
        "SYNC_DRAFTS",
        "sync_max_stall_busy",
        (1_000,),
        runs=3,
    ),
    Series(
        "save",
        "an autosave with its history entry, {n} cached products + 5k drafts (median of 200)",
        "save",
        "tests.benchmarks.bench_store",
        "CACHED_PRODUCTS",
        "save_one_draft",
        (100_000,),
        baseline="save_one_draft_bare",
        runs=7,
    ),
)
BY_NAME = {s.name: s for s in SERIES}


def _target(series: Series) -> tuple[str, str, str]:
    for module, constant, function in series.preferred:
        try:
            found = importlib.util.find_spec(module)
        except ModuleNotFoundError:
            found = None
        if found is not None and hasattr(importlib.import_module(module), function):
            return module, constant, function
    return series.module, series.constant, series.function


# -- one size, in a child process ------------------------------------------------------


def measure_one(series: Series, size: int, runs: int) -> dict[str, Any]:
    """In this process (a fresh one): `runs` runs of the figure at `size`, each after one
    of its baseline when it has one."""
    module_name, constant, function = _target(series)
    module = importlib.import_module(module_name)
    for name in (constant, *series.extra_constants):
        setattr(module, name, size)
    measured = getattr(module, function)
    bare = getattr(module, series.baseline) if series.baseline else None
    samples: list[float] = []
    baseline: list[float] = []
    extras: dict[str, list[float]] = {}
    for _ in range(runs):
        if bare is not None:
            baseline.append(float(bare()))
        value = measured()
        if isinstance(value, dict):
            for key, extra in value.items():
                if key != "seconds":
                    extras.setdefault(key, []).append(float(extra))
            value = value["seconds"]
        samples.append(float(value))
    return {"samples": samples, "baseline": baseline, "extras": extras}


def _child(series: Series, size: int, runs: int) -> dict[str, Any]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")
    done = subprocess.run(
        [sys.executable, "-m", "tests.benchmarks.growth", series.name, str(size), str(runs)],
        cwd=_ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"growth {series.name} at {size} failed:\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


# -- the whole run ----------------------------------------------------------------------


def _spread(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


@dataclass
class GrowthRun:
    machine_before: dict[str, Any]
    taken: str
    series: dict[str, dict[str, Any]] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "kind": "growth",
            "taken": self.taken,
            "machine": {
                **record.machine(),
                "load_average_before": self.machine_before["load_average"],
            },
            "series": self.series,
        }


def entry(series: Series, size: int, measured: dict[str, Any]) -> dict[str, Any]:
    """One size's figures as recorded: the spread, the time per item, the paired ratio."""
    samples: list[float] = measured["samples"]
    figure: dict[str, Any] = {"size": size, "runs": len(samples), "samples": samples}
    figure.update(_spread(samples))
    figure["per_item"] = figure["median"] / size
    baseline: list[float] = measured.get("baseline") or []
    if baseline:
        ratios = [s / b for s, b in zip(samples, baseline, strict=False) if b > 0]
        figure["baseline"] = {**_spread(baseline), "samples": baseline}
        figure["ratio"] = {**_spread(ratios), "runs": ratios}
    for key, values in (measured.get("extras") or {}).items():
        figure[key] = _spread(values)
    return figure


def run(
    sizes: dict[str, tuple[int, ...]] | None = None,
    *,
    only: list[str] | None = None,
    runs: int | None = None,
    measure: Any = None,
) -> dict[str, Any]:
    """Every series (or `only` those) at its sizes (or those `sizes` gives), one fresh
    process per size; `measure(series, size, runs)` stands in for the child (tests)."""
    measure = measure or _child
    growth = GrowthRun(record.machine(), datetime.now(UTC).isoformat(timespec="seconds"))
    for series in SERIES:
        if only and series.name not in only:
            continue
        chosen = (sizes or {}).get(series.name, series.sizes)
        module, _constant, function = _target(series)
        done = []
        for size in chosen:
            print(f"growth: {series.name} at {size:,} ...", file=sys.stderr, flush=True)
            done.append(entry(series, size, measure(series, size, runs or series.runs)))
        growth.series[series.name] = {
            "title": series.title,
            "item": series.item,
            "measured_by": f"{module}.{function}",
            "baseline": series.baseline,
            "versus": series.versus,
            "extra_rows": dict(series.extra_rows),
            "sizes": done,
        }
    return growth.as_json()


def parse_sizes(texts: list[str]) -> dict[str, tuple[int, ...]]:
    """`["sync=100,1000", "report=100"]` as sizes per series (refusing a name not known)."""
    sizes: dict[str, tuple[int, ...]] = {}
    for text in texts:
        name, _, values = text.partition("=")
        if name not in BY_NAME or not values:
            known = ", ".join(BY_NAME)
            raise ValueError(f"--sizes wants SERIES=N,N,... with SERIES one of {known}: {text!r}")
        sizes[name] = tuple(int(v.replace("_", "")) for v in values.split(","))
    return sizes


def load(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if data.get("kind") != "growth" or data.get("format") != FORMAT:
        raise ValueError(f"{path}: not a recorded growth run of format {FORMAT}")
    return data


# How much worse a growth figure (a ratio to the bare baseline, or the time per item against
# the series' smallest size) may get against a recorded growth run before `--compare` fails.
GROWTH_TOLERANCE = 0.25


def compare(recorded: dict[str, Any], now: dict[str, Any]) -> list[record.Verdict]:
    """Each size measured now against the recorded growth run, by ratios measured within
    each run (they travel between machines): the paired ratio to the bare baseline, and
    the time per item against the series' smallest size (when both runs start at the same
    size); the time per item itself only on a machine described alike."""
    same = record.same_machine(recorded["machine"], now["machine"])
    verdicts: list[record.Verdict] = []
    for name, series in now["series"].items():
        then = recorded["series"].get(name)
        if then is None or not series["sizes"] or not then["sizes"]:
            continue
        then_at = {f["size"]: f for f in then["sizes"]}
        smallest_now, smallest_then = series["sizes"][0], then["sizes"][0]
        same_start = smallest_now["size"] == smallest_then["size"]
        for figure in series["sizes"]:
            old = then_at.get(figure["size"])
            if old is None:
                continue
            label = f"{name} at {figure['size']:,}"
            if figure.get("ratio") and old.get("ratio"):
                verdicts.append(
                    record.judged(
                        label,
                        f"ratio to {series.get('versus', 'bare')}",
                        figure["ratio"]["median"],
                        old["ratio"]["median"],
                        GROWTH_TOLERANCE,
                    )
                )
            if same_start and figure is not smallest_now:
                verdicts.append(
                    record.judged(
                        label,
                        "per item vs smallest",
                        figure["per_item"] / smallest_now["per_item"],
                        old["per_item"] / smallest_then["per_item"],
                        GROWTH_TOLERANCE,
                    )
                )
            # A time of its own says as much of the machine as of the program: judged only
            # on a machine described alike, and only where no baseline was measured beside.
            if same and not (figure.get("ratio") or old.get("ratio")):
                verdicts.append(
                    record.judged(
                        label,
                        "seconds per item",
                        figure["per_item"],
                        old["per_item"],
                        GROWTH_TOLERANCE,
                    )
                )
            for key in series.get("extra_rows") or {}:
                if same and key in figure and key in old:
                    verdicts.append(
                        record.judged(
                            label,
                            f"{key} seconds",
                            figure[key]["median"],
                            old[key]["median"],
                            GROWTH_TOLERANCE,
                        )
                    )
    return verdicts


def format_table(data: dict[str, Any]) -> str:
    lines = []
    for name, series in data["series"].items():
        first = series["sizes"][0]["per_item"] if series["sizes"] else 0.0
        for figure in series["sizes"]:
            grows = figure["per_item"] / first if first > 0 else 0.0
            versus = series.get("versus", "bare")
            ratio = f"  {figure['ratio']['median']:.2f}x {versus}" if "ratio" in figure else ""
            memory = f"  peak {figure['peak_mb']['median']:.0f} MB" if "peak_mb" in figure else ""
            extras = "".join(
                f"  {key} {figure[key]['median']:.3f} s"
                for key in series.get("extra_rows") or {}
                if key in figure
            )
            lines.append(
                f"{name:10} {figure['size']:>9,}  {figure['median']:9.3f} s"
                f"  {figure['per_item'] * 1e6:10.1f} us/{series['item']}"
                f"  x{grows:.2f} per item vs smallest{ratio}{memory}{extras}"
            )
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    """The child: `python -m tests.benchmarks.growth SERIES SIZE RUNS` prints one JSON line."""
    name, size, runs = argv
    print(json.dumps(measure_one(BY_NAME[name], int(size), int(runs))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
