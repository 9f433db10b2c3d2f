"""A sync's progress drawn without a window (`reuse-desk sync`, `app/sync_command.py`).

A bar (redrawn in place on a terminal, a line per tenth otherwise, so logs stay readable),
and a line for each request that waits to go again (what failed, in words, and when it
goes). This layer may not load Qt: whoever draws hands in `describe`, which words a notice
(the window's message table, say).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC
from datetime import datetime
from typing import TextIO

from app.api.notices import SAID
from app.api.notices import Notice
from app.api.notices import printable
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress

_BAR_WIDTH = 30

Describe = Callable[[Notice], str]


def notice_as_code(notice: Notice) -> str:
    """A notice without a message table: the service's own words, or its code and params."""
    if notice.code == SAID:
        return str(notice.params.get("text", ""))
    params = ", ".join(f"{key}={value}" for key, value in notice.params.items())
    return f"{notice.code} ({params})" if params else notice.code


def progress_bar(stream: TextIO) -> Callable[[SyncProgress], None]:
    """Draws `SyncProgress` events as a bar with plain words."""
    live, last_tenth = stream.isatty(), -1

    def draw(event: SyncProgress) -> None:
        nonlocal last_tenth
        tenth = int(event.fraction * 10)
        ended = event.phase in (SyncPhase.FINISHED, SyncPhase.CANCELLED)
        if live or tenth != last_tenth or ended:
            last_tenth = tenth
            stream.write(describe(event) + ("\n" if ended or not live else "\r"))
            stream.flush()

    return draw


def retry_lines(stream: TextIO, describe: Describe) -> Callable[[SyncProgress], None]:
    """A line for each request that waits to go again: which record, what failed, when."""
    told: dict[str, datetime] = {}
    # On a terminal the bar's line is open: the retry line takes its place, the bar follows.
    start = "\r\x1b[K" if stream.isatty() else ""

    def tell(event: SyncProgress) -> None:
        for key, wait in event.waiting.items():
            if told.get(key) == wait.at:
                continue
            told[key] = wait.at
            seconds = max(0.0, (wait.at - datetime.now(UTC)).total_seconds())
            stream.write(
                f"{start}Retry {printable(wait.label)}: {describe(wait.notice)}; trying again at"
                f" {wait.at.astimezone():%H:%M:%S} (in {seconds:.{int(seconds < 10)}f} s)\n"
            )
            stream.flush()

    return tell


def describe(event: SyncProgress) -> str:
    """One line: bar, percentage, records, megabytes, and the current item."""
    filled = round(event.fraction * _BAR_WIDTH)
    bar = "#" * filled + "." * (_BAR_WIDTH - filled)
    line = f"[{bar}] {event.fraction:4.0%}  {event.records_done}/{event.records_total} records"
    if event.bytes_total:
        line += f", {_size(event.bytes_sent)} of {_size(event.bytes_total)}"
    if event.current:
        line += f"  {printable(event.current[:40])}"  # a title: from outside
    return line


def _size(count: int) -> str:
    if count < 1_000_000:
        return f"{count / 1000:.0f} kB"
    return f"{count / 1e6:.1f} MB"
