"""The sync-stall benchmark's window with a `StallProbe` attached: what the UI thread (and
the other threads, innermost frame) did during each stall over a frame. A tool for finding
the cause, not a figure of its own:

    python -m tests.benchmarks.sync_stall_probe REPORT_FILE
"""

from __future__ import annotations

import json
import os
import sys

from tests.benchmarks import bench_ui


def probed_window(report_file: str) -> str:
    """`bench_ui._SYNC_WINDOW` with the probe ticking on the clock's timer."""
    code = bench_ui._SYNC_WINDOW
    start = "    timer.start()\n"
    stop = "    timer.stop()\n"
    if start not in code or stop not in code:
        raise RuntimeError("the sync window's timer is no longer where the probe expects it")
    code = code.replace(
        start,
        "    from tests.benchmarks.stall_probe import StallProbe\n"
        "    probe = StallProbe.start()\n"
        "    timer.timeout.connect(probe.tick)\n" + start,
        1,
    )
    return code.replace(
        stop,
        stop + "    probe.stop()\n"
        f"    Path({report_file!r}).write_text(probe.report(), encoding='utf-8')\n",
        1,
    )


def main(argv: list[str]) -> int:
    report_file = os.path.abspath(argv[0] if argv else "sync-stall-probe.txt")
    bench_ui._sync_window(bench_ui.WARM_UP_DRAFTS)
    bench_ui._SYNC_WINDOW = probed_window(report_file)
    run = bench_ui._sync_window(bench_ui.SYNC_DRAFTS)
    figures = ("max_stall", "max_own_stall", "p99_stall", "sync_seconds")
    print(json.dumps({key: run[key] for key in figures}), "load", os.getloadavg())
    print("stacks in", report_file)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
