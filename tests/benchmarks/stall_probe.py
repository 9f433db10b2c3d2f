"""Where the window's thread stalls: a watchdog that samples the UI thread's stack while
its 5 ms timer is late, for finding what to move off it (not a figure of its own).

    probe = StallProbe.start()      # on the UI thread, with a QTimer calling probe.tick
    ...
    print(probe.report())           # the stalls over `limit`, each with the stacks seen

The sampler runs on a thread of its own and needs the interpreter lock to look, so a
stall inside C++ code that keeps the lock is seen at its end (the stack still says
whose call it was).
"""

from __future__ import annotations

import sys
import threading
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from dataclasses import field


@dataclass
class Stall:
    started: float
    length: float = 0.0
    stacks: Counter[str] = field(default_factory=Counter)


def _thread_name(ident: int) -> str:
    for thread in threading.enumerate():
        if thread.ident == ident:
            return thread.name
    return str(ident)


class StallProbe:
    def __init__(self, *, late: float = 0.008, limit: float = 0.016, every: float = 0.001):
        self.late = late
        self.limit = limit
        self.every = every
        self.main = threading.get_ident()
        self.last_tick = time.perf_counter()
        self.stalls: list[Stall] = []
        self._current: Stall | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._watch, name="stall-probe", daemon=True)

    @classmethod
    def start(cls, **kwargs: float) -> StallProbe:
        probe = cls(**kwargs)
        probe._thread.start()
        return probe

    def tick(self) -> None:
        now = time.perf_counter()
        gap = now - self.last_tick
        self.last_tick = now
        current, self._current = self._current, None
        if current is not None:
            current.length = gap
            if gap >= self.limit:
                self.stalls.append(current)

    def stop(self) -> None:
        self._stop.set()
        self._thread.join()

    def _watch(self) -> None:
        while not self._stop.wait(self.every):
            started = self.last_tick
            if time.perf_counter() - started < self.late:
                continue
            frames = sys._current_frames()
            frame = frames.get(self.main)
            if frame is None or self.last_tick != started:
                continue
            others = [
                f"[{name}] " + traceback.format_stack(f, limit=1)[-1].strip().splitlines()[0]
                for ident, f in frames.items()
                if ident not in (self.main, threading.get_ident())
                for name in [_thread_name(ident)]
            ]
            current = self._current
            if current is None or current.started != started:
                current = self._current = Stall(started)
            lines = traceback.format_stack(frame, limit=14)
            current.stacks["".join(lines[-10:]) + "\n".join(others)] += 1

    def report(self, top: int = 3) -> str:
        out = []
        for stall in sorted(self.stalls, key=lambda s: -s.length):
            out.append(f"=== stall {stall.length * 1e3:.1f} ms")
            for stack, count in stall.stacks.most_common(top):
                out.append(f"--- seen {count}x\n{stack}")
        return "\n".join(out)
