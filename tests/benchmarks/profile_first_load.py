"""Where a first load's time goes (for finding what to cut, not a benchmark of its own; the
timed figures are `bench_first_load`'s).

    python -m tests.benchmarks.profile_first_load [--products N] [--profile PREFIX]

One first load from a sandbox in a process of its own, as `bench_first_load` runs it. It
prints the wall time and the CPU time of the event loop's thread (fetching and parsing the
pages, validating the items) and of the store's worker thread (hashing, the listing's
extraction, SQLite), the latter split by the refresh's steps. `--profile PREFIX` keeps a
cProfile of each thread (PREFIX.loop, PREFIX.store; `python -m pstats FILE`), timed in
thread CPU time.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import cProfile
import functools
import os
import subprocess
import threading
import time
from collections.abc import Callable
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from app.store.cache import ListRefresh
from tests.benchmarks import bench_sync

_cpu: collections.Counter[str] = collections.Counter()
_each: collections.defaultdict[str, list[float]] = collections.defaultdict(list)
_store_profile = cProfile.Profile(time.thread_time)


def _timed(name: str, method: Callable[..., Any], profile: bool) -> Callable[..., Any]:
    @functools.wraps(method)
    def timed(*args: Any, **kwargs: Any) -> Any:
        started = time.thread_time()
        if profile:
            _store_profile.enable()
        try:
            return method(*args, **kwargs)
        finally:
            if profile:
                _store_profile.disable()
            _each[name].append(time.thread_time() - started)
            _cpu[f"store: {name}"] += _each[name][-1]

    return timed


def _process_cpu(pid: int) -> float:
    """The CPU seconds (user and system) process `pid` has used so far; 0 where `/proc`
    does not tell."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _watched_popen() -> Iterator[None]:
    """The sandbox's process CPU, read just before it is stopped."""
    popen = subprocess.Popen

    class Watched(popen):  # type: ignore[misc, valid-type]
        def terminate(self) -> None:
            _cpu["sandbox process"] += _process_cpu(self.pid)
            super().terminate()

    subprocess.Popen = Watched  # type: ignore[misc]
    try:
        yield
    finally:
        subprocess.Popen = popen  # type: ignore[misc]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--products", type=int, default=bench_sync.FIRST_LOAD_PRODUCTS)
    parser.add_argument("--profile", default=None)
    options = parser.parse_args()
    bench_sync.FIRST_LOAD_PRODUCTS = options.products
    bench_sync._large_sandbox()  # built before the clock starts
    profile = options.profile is not None
    for name in ("resume", "add", "set_public", "finish", "_defer_indexes", "build_indexes"):
        setattr(ListRefresh, name, _timed(name, getattr(ListRefresh, name), profile))
    loop_profile = cProfile.Profile(time.thread_time)
    run = asyncio.run

    def timed_run(main: Any, **kwargs: Any) -> Any:
        if threading.current_thread() is not threading.main_thread():
            return run(main, **kwargs)
        started = time.thread_time()
        if profile:
            loop_profile.enable()
        try:
            return run(main, **kwargs)
        finally:
            if profile:
                loop_profile.disable()
            _cpu["loop thread"] += time.thread_time() - started

    asyncio.run = timed_run  # type: ignore[assignment]
    try:
        with contextlib.contextmanager(_watched_popen)():
            figures = bench_sync._load_from_sandbox(own_process=True)
    finally:
        asyncio.run = run
    n = options.products
    print(f"{n} products: {figures['total']:.2f} s, first rows {figures['first']:.3f} s")
    for name, seconds in sorted(_cpu.items()):
        print(f"  {name:28} {seconds:7.2f} s CPU  {seconds / n * 1e6:6.0f} µs a product")
    # A cost that grows with the rows stored shows as later batches slower than the first.
    adds = _each["add"][1:-1]  # the first page alone, then batches of one size, the rest
    if len(adds) >= 10:
        tenth = len(adds) // 10
        first, last = sorted(adds[:tenth]), sorted(adds[-tenth:])
        print(
            f"  store: add, a batch's CPU    first tenth {first[len(first) // 2] * 1e3:.0f} ms,"
            f" last tenth {last[len(last) // 2] * 1e3:.0f} ms (medians)"
        )
    if options.profile is not None:
        loop_profile.dump_stats(options.profile + ".loop")
        _store_profile.dump_stats(options.profile + ".store")


if __name__ == "__main__":
    main()
