"""The interpreter handed to the window's thread promptly while other threads work flat out.

CPython lets a thread that wants the interpreter lock wait up to its switch interval (5 ms)
before the holder must let go, and the window's thread asks for it again at every event,
timer and painted cell: behind a busy sync thread one frame's work took two to four times
as long (`python -m tests.benchmarks -k "own UI stall"`). While `prompt_turns()` is held
the holder lets go within `PROMPT_INTERVAL` instead. Process-wide, so counted: the
interval the process had is put back when the last holder leaves. Qt-free.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Iterator

# Within 0.2 ms, as the bulk edit's and the import's writers hand it over.
PROMPT_INTERVAL = 0.0002

_lock = threading.Lock()
_holders = 0
_before = sys.getswitchinterval()


@contextlib.contextmanager
def prompt_turns() -> Iterator[None]:
    global _holders, _before
    with _lock:
        if _holders == 0:
            _before = sys.getswitchinterval()
            sys.setswitchinterval(min(_before, PROMPT_INTERVAL))
        _holders += 1
    try:
        yield
    finally:
        with _lock:
            _holders -= 1
            if _holders == 0:
                sys.setswitchinterval(_before)
