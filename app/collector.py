"""The cyclic garbage collector held off while an import reads, plans or writes its rows,
and while the sync loads a list of the service's records.

The rule it keeps: the collector is paused only around work that builds many objects
without cycles (cells, rows, drafts' content) and resumed after, as it was; nothing is
collected by force. Each of the 10,000 rows of an inventory adds dozens of containers,
so the collector would otherwise run hundreds of times, walking everything the program
holds (a tenth of a second an import), only to find nothing to free. A list's page read makes
some 3,000 containers and the batches being stored hold tens of thousands alive: a full scan
every two thousand items, 60-110 ms each with the interpreter lock held (a tenth of a first
load, and the window's longest stalls), for items that leave by their reference counts.
"""

from __future__ import annotations

import contextlib
import gc
from collections.abc import Iterator


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """The collector off for the block when it was on (process-wide: another thread's
    garbage waits too, for as long as the block lasts)."""
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on:
            gc.enable()
