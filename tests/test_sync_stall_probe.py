"""The sync-stall probe still fits the benchmark's window code it patches."""

from __future__ import annotations

from tests.benchmarks import bench_ui
from tests.benchmarks.sync_stall_probe import probed_window


def test_the_probe_ticks_on_the_clock_timer_and_writes_its_report() -> None:
    code = probed_window("report.txt")
    assert code != bench_ui._SYNC_WINDOW
    assert code.index("timer.timeout.connect(probe.tick)") < code.index("timer.start()")
    assert code.index("timer.stop()") < code.index("probe.stop()")
    assert "Path('report.txt').write_text(probe.report()" in code
    compile(code, "<sync window>", "exec")
