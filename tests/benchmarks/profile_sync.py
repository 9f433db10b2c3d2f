"""Where the sync engine's time goes, per draft, against the bare httpx loop (for finding
what to cut, not a benchmark of its own; the timed figures are `bench_sync`'s).

    python -m tests.benchmarks.profile_sync [--drafts N] [--pairs N] [--profile FILE]

Each pair runs the bare loop, then the engine, on fresh sandboxes in this process, as
`bench_sync` does. Besides the wall time it prints the CPU time of the event loop's thread
(the engine's own work and the client's; the sandbox serves from a thread of its own), which
a loaded machine disturbs far less than the wall time, and the engine's store statements
and commits per draft, counted in one more engine run (untimed: counting slows it). A
statement a trigger runs is not counted: it is part of the statement that fired it.
`--profile FILE` keeps a cProfile of that run, timed in the loop thread's CPU
time (`python -m pstats FILE`).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import cProfile
import os
import statistics
import threading
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from app.sync.engine import SyncEngine
from app.sync.engine import SyncReport
from tests.benchmarks import bench_sync


class _LoopThread:
    """`asyncio.run` for the benchmark's own loop (the main thread's; the sandbox runs one
    in its thread too), timing its CPU."""

    def __init__(self) -> None:
        self.cpu = 0.0
        self._run = asyncio.run

    def __call__(self, main: Coroutine[Any, Any, Any], **kwargs: Any) -> Any:
        if threading.current_thread() is not threading.main_thread():
            return self._run(main, **kwargs)
        started = time.thread_time()
        try:
            return self._run(main, **kwargs)
        finally:
            self.cpu = time.thread_time() - started


class _Statements:
    """The engine store's top-level statements by their first word (BEGIN, COMMIT, ...).

    SQLite traces a statement again at each trigger program it runs, with the same text (its
    parameters written out), and a virtual table's own statements as comments: a statement
    is counted when its text differs from the one traced before."""

    def __init__(self) -> None:
        self.counts: collections.Counter[str] = collections.Counter()
        self._last = ""

    def __call__(self, sql: str) -> None:
        if sql.startswith("--") or sql == self._last:
            return
        self._last = sql
        self.counts[sql.split(None, 1)[0].upper()] += 1


def _untimed_engine(statements: _Statements, profile: cProfile.Profile | None) -> None:
    """One more engine run, its statements counted (from its start: not the making of the
    drafts before it) and, given `profile`, profiled."""
    run_once = SyncEngine.run_once

    async def counted(engine: SyncEngine) -> SyncReport:
        engine.store.database._conn.set_trace_callback(statements)
        if profile is not None:
            profile.enable()
        try:
            return await run_once(engine)
        finally:
            if profile is not None:
                profile.disable()
            engine.store.database._conn.set_trace_callback(None)

    SyncEngine.run_once = counted  # type: ignore[method-assign,assignment]
    try:
        bench_sync.engine_sync()
    finally:
        SyncEngine.run_once = run_once  # type: ignore[method-assign]


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("PYTHON_KEYRING_BACKEND", "keyring.backends.null.Keyring")
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.profile_sync")
    parser.add_argument("--drafts", type=int, default=bench_sync.DRAFTS)
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--profile", type=Path, metavar="FILE")
    args = parser.parse_args(argv)
    bench_sync.DRAFTS = args.drafts
    loop = _LoopThread()
    # The one `asyncio` module: the sandbox's thread runs through `_LoopThread` untimed.
    asyncio.run = loop
    figures: dict[str, list[tuple[float, float]]] = {"bare": [], "engine": []}
    counted = _Statements()
    try:
        for pair in range(args.pairs):
            figures["bare"].append((bench_sync.bare_httpx_loop(), loop.cpu))
            figures["engine"].append((bench_sync.engine_sync(), loop.cpu))
            print(f"pair {pair + 1}: " + _line(figures, -1), flush=True)
        # Counted and profiled in a run of its own, untimed: the trace callback is handed
        # each statement with its parameters written out, at every trigger it fires (a
        # statement of a batch of 64 answers costs it some 64 x 12 copies of its JSON).
        profile = cProfile.Profile(time.thread_time) if args.profile else None
        _untimed_engine(counted, profile)
        if profile is not None and args.profile is not None:
            profile.dump_stats(args.profile)
    finally:
        asyncio.run = loop._run
    print("medians: " + _line(figures, None))
    per_draft = ", ".join(
        f"{word} {count / args.drafts:.3f}" for word, count in counted.counts.most_common()
    )
    print(f"engine store statements per draft: {per_draft}")
    if args.profile is not None:
        print(f"profile of an untimed engine run (loop thread CPU) in {args.profile}")
    return 0


def _line(figures: dict[str, list[tuple[float, float]]], index: int | None) -> str:
    def pick(name: str, column: int) -> float:
        values = [row[column] for row in figures[name]]
        return values[index] if index is not None else statistics.median(values)

    def ratio(column: int) -> float:
        if index is not None:
            return pick("engine", column) / pick("bare", column)
        pairs = zip(figures["engine"], figures["bare"], strict=True)
        return statistics.median(e[column] / b[column] for e, b in pairs)

    return (
        f"wall bare {pick('bare', 0):.2f} s, engine {pick('engine', 0):.2f} s ({ratio(0):.2f}x); "
        f"loop-thread CPU bare {pick('bare', 1):.2f} s, engine {pick('engine', 1):.2f} s "
        f"({ratio(1):.2f}x)"
    )


if __name__ == "__main__":
    raise SystemExit(main())
