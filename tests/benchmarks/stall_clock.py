"""The UI thread's stalls, measured by a 5 ms timer on it (in the benchmark's child process):
each gap between two ticks is how long the event loop was held up.

On a shared machine a gap also holds the time the UI thread was ready to run but waited for
a CPU (other programs, or the benchmark's own busy process on the second core): Linux counts
that per thread (`/proc/thread-self/schedstat`, its second field). The *own* stall is the gap
less that wait: the program's work on the UI thread, its waits for the interpreter lock held
by its other threads, and its blocking calls; not the machine's load. Where the count is not
available the own stall is the gap itself.

    clock = StallClock()           # on the UI thread
    timer.timeout.connect(clock.tick)
    ...
    clock.summary()                # {"max_stall", "p99_stall", "max_own_stall", "p99_own_stall"}
"""

from __future__ import annotations

import time

_SCHEDSTAT = "/proc/thread-self/schedstat"


def _waited() -> float:
    """Seconds the calling thread has waited, ready to run, for a CPU (0.0 where unknown)."""
    try:
        with open(_SCHEDSTAT, "rb") as stat:
            return int(stat.read().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


class StallClock:
    def __init__(self) -> None:
        self.ticks: list[tuple[float, float]] = []
        self.tick()

    def tick(self) -> None:
        # The wait read before the clock: a wait that comes between the two lands in the
        # next gap, never makes a gap negative.
        waited = _waited()
        self.ticks.append((time.perf_counter(), waited))

    def gaps(self) -> list[tuple[float, float]]:
        """Each gap as (wall seconds, own seconds)."""
        pairs = zip(self.ticks, self.ticks[1:], strict=False)
        return [(b[0] - a[0], max(0.0, (b[0] - a[0]) - (b[1] - a[1]))) for a, b in pairs]

    def summary(self) -> dict[str, float]:
        gaps = self.gaps() or [(0.0, 0.0)]
        wall = sorted(g[0] for g in gaps)
        own = sorted(g[1] for g in gaps)
        at = int(len(gaps) * 0.99)
        return {
            "max_stall": wall[-1],
            "p99_stall": wall[min(at, len(wall) - 1)],
            "max_own_stall": own[-1],
            "p99_own_stall": own[min(at, len(own) - 1)],
        }
