"""Run the benchmarks and print a table:
`python -m tests.benchmarks [-k WORD] [--runs N] [--save FILE] [--compare FILE]`;
how cost grows with size: `python -m tests.benchmarks --growth [--sizes S=N,N] [--only S]
[--runs N] [--save FILE]` (see `growth.py`).

`--save FILE` records every figure and ratio with the machine's description;
`--compare FILE` prints each figure against a recorded run and exits 1 when one got
worse by more than its stated tolerance (see `record.py`)."""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
from pathlib import Path

from tests.benchmarks import bytecode
from tests.benchmarks import record
from tests.benchmarks.harness import REGISTRY
from tests.benchmarks.harness import Benchmark
from tests.benchmarks.harness import format_table
from tests.benchmarks.harness import run_all


def _groups(selected: list[Benchmark]) -> list[list[Benchmark]]:
    """Each baseline with the figures compared to it (measured in turns); others alone."""
    by_baseline: dict[str, list[Benchmark]] = {}
    for bench in selected:
        if bench.baseline and any(b.name == bench.baseline for b in selected):
            by_baseline.setdefault(bench.baseline, []).append(bench)
    groups: list[list[Benchmark]] = []
    placed: set[str] = set()
    for bench in selected:
        if bench.name in placed:
            continue
        if bench.name in by_baseline:
            group = [bench, *by_baseline[bench.name]]
        elif bench.baseline in by_baseline:
            base = REGISTRY[bench.baseline]
            group = [base, *by_baseline[base.name]]
        else:
            group = [bench]
        group = [b for b in group if b.name not in placed]
        placed.update(b.name for b in group)
        groups.append(group)
    return groups


def load_benchmarks() -> None:
    folder = Path(__file__).parent
    for module in pkgutil.iter_modules([str(folder)]):
        if module.name.startswith("bench_"):
            importlib.import_module(f"tests.benchmarks.{module.name}")


def main(argv: list[str] | None = None, *, collect: bool = True) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks")
    parser.add_argument("-k", dest="keyword", help="only benchmarks whose name or module has WORD")
    parser.add_argument("--runs", type=int, help="runs per figure (default: each benchmark's own)")
    parser.add_argument("--list", action="store_true", help="list the benchmarks and stop")
    parser.add_argument("--save", type=Path, metavar="FILE", help="record the run in FILE (JSON)")
    parser.add_argument(
        "--compare",
        type=Path,
        metavar="FILE",
        help="compare with a recorded run; exit 1 when a figure is worse than its tolerance",
    )
    parser.add_argument(
        "--growth", action="store_true", help="measure how cost grows with size (growth.py)"
    )
    parser.add_argument(
        "--sizes",
        nargs="*",
        default=[],
        metavar="SERIES=N,N",
        help="with --growth: the sizes of a series (e.g. sync=100,1000)",
    )
    parser.add_argument(
        "--only", nargs="*", default=[], metavar="SERIES", help="with --growth: these series"
    )
    args = parser.parse_args(argv)
    if collect and not args.list:  # a real run (not a test's, of benchmarks it registered)
        bytecode.as_installed()
    if args.growth:
        return _growth(args)
    # Read first: a missing or foreign file should stop the run before it starts.
    recorded = record.load(args.compare) if args.compare else None

    if collect:
        load_benchmarks()

    selected = [
        b for b in REGISTRY.values() if not args.keyword or args.keyword in f"{b.name} {b.group}"
    ]
    # A figure's baseline is always measured with it, so every ratio comes from one run.
    names = {b.name for b in selected}
    for bench in list(selected):
        if bench.baseline and bench.baseline not in names and bench.baseline in REGISTRY:
            selected.append(REGISTRY[bench.baseline])
            names.add(bench.baseline)
    if args.list:
        print("\n".join(sorted(names)))
        return 0
    for group in _groups(selected):
        names_in_turn = ", ".join(b.name for b in group)
        print(f"running {names_in_turn} ...", file=sys.stderr, flush=True)
        run_all(group, args.runs)
    print(format_table(selected))
    taken = record.record(selected)
    print("machine: " + ", ".join(f"{k} {v}" for k, v in taken["machine"].items()))
    if args.save:
        record.save(args.save, selected)
        print(f"recorded in {args.save}")
    if recorded is None:
        return 0
    print(f"compared with {args.compare} (taken {recorded['taken']}):")
    verdicts = record.compare(recorded, taken)
    for verdict in verdicts:
        print(verdict.line)
    return 1 if any(v.worse for v in verdicts) else 0


def _growth(args: argparse.Namespace) -> int:
    import json

    from tests.benchmarks import growth

    try:
        sizes = growth.parse_sizes(args.sizes)
    except ValueError as exc:
        raise SystemExit(str(exc)) from None
    unknown = [name for name in args.only if name not in growth.BY_NAME]
    if unknown:
        raise SystemExit(f"--only: no series {', '.join(unknown)} ({', '.join(growth.BY_NAME)})")
    recorded = growth.load(args.compare) if args.compare else None
    data = growth.run(sizes, only=args.only or None, runs=args.runs)
    print(growth.format_table(data))
    print("machine: " + ", ".join(f"{k} {v}" for k, v in data["machine"].items()))
    if args.save:
        text = json.dumps(data, indent=1, ensure_ascii=False)
        args.save.write_text(text + "\n", encoding="utf-8")
        print(f"recorded in {args.save}")
    if recorded is None:
        return 0
    print(f"compared with {args.compare} (taken {recorded['taken']}):")
    verdicts = growth.compare(recorded, data)
    for verdict in verdicts:
        print(verdict.line)
    return 1 if any(v.worse for v in verdicts) else 0


if __name__ == "__main__":
    sys.exit(main())
