"""The load-stall benchmark's window with a `StallProbe` attached: each stall over a frame
with when it began (seconds since connecting) beside the load's phases (the first page
read, the list handed to its own process, the load's end), and what the UI thread and the
other threads did. A tool for finding the cause, not a figure of its own:

    python -m tests.benchmarks.load_stall_probe REPORT_FILE [RUNS]
"""

from __future__ import annotations

import json
import os
import sys

from tests.benchmarks import bench_first_load

# The phases, marked where the sync reaches them (patched in the child: no app code knows).
_MARKS = """
import time as _time
from app.sync import list_reading as _reading
_marks = {}
_ready = _reading.ListReading._helper_ready
def _helper_ready(self):
    ready = _ready(self)
    if ready:
        _marks.setdefault("handed over", _time.perf_counter())
    return ready
_reading.ListReading._helper_ready = _helper_ready
_start = _reading.ListReading._maybe_start_helper
async def _first_page(self):
    _marks.setdefault("first page", _time.perf_counter())
    return await _start(self)
_reading.ListReading._maybe_start_helper = _first_page
"""


def probed_window(report_file: str) -> str:
    """`bench_first_load._LOAD_WINDOW` with the probe ticking on its timer and the phases
    marked; each run appends its stalls to `report_file`."""
    code = bench_first_load._LOAD_WINDOW
    anchors = (
        "from app import paths\n",
        "    timer.start()\n",
        "    started = time.perf_counter()\n",
        "    timer.stop()\n",
    )
    if any(anchor not in code for anchor in anchors):
        raise RuntimeError("the load window is no longer as the probe expects it")
    imports, start, started, stop = anchors
    code = code.replace(imports, imports + _MARKS, 1)
    code = code.replace(
        start,
        "    from tests.benchmarks.stall_probe import StallProbe\n"
        "    probe = StallProbe.start()\n"
        "    timer.timeout.connect(probe.tick)\n" + start,
        1,
    )
    code = code.replace(started, started + "    _marks['connected'] = started\n", 1)
    return code.replace(
        stop,
        stop + "    probe.stop()\n"
        "    _marks['ended'] = time.perf_counter()\n"
        f"    with open({report_file!r}, 'a', encoding='utf-8') as out:\n"
        "        out.write(_report(probe, _marks, started))\n",
        1,
    ).replace("async def main():\n", _REPORT + "\nasync def main():\n", 1)


_REPORT = """
def _report(probe, marks, started):
    lines = ["=== run: " + ", ".join(
        f"{name} at {at - started:.3f} s" for name, at in sorted(marks.items(), key=lambda m: m[1])
    )]
    for stall in probe.stalls:
        lines.append(f"--- stall {stall.length * 1e3:.1f} ms at {stall.started - started:.3f} s")
        lines.extend(stack for stack, _count in stall.stacks.most_common(2))
    return "\\n".join(lines) + "\\n"
"""


def main(argv: list[str]) -> int:
    report_file = os.path.abspath(argv[0] if argv else "load-stall-probe.txt")
    runs = int(argv[1]) if len(argv) > 1 else 1
    bench_first_load._LOAD_WINDOW = probed_window(report_file)
    for _ in range(runs):
        bench_first_load._window_runs.clear()
        bench_first_load._window_used.clear()
        figures = ("max_stall", "p99_stall", "connect_seconds", "load_seconds")
        run = {key: bench_first_load._window_load(key) for key in figures}
        print(json.dumps(run), "load", os.getloadavg())
    print("stalls in", report_file)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
