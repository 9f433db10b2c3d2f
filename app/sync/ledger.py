"""The engine's bookkeeping of creates, in few store statements.

Every store statement releases the interpreter lock, which a busy thread (the UI; in
the benchmarks, the sandbox) may then keep for a switch interval: a round of a thousand
creates would pay that thousands of times. So:

- Possibly-sent markers are set ahead, for the next few creates in one statement, each
  only on a draft still as the round read it (one typed in, moved or undone meanwhile is
  the round's to leave). A marker on a create that never went out costs only a look at the
  server list after a crash; when the round ends otherwise, such markers are withdrawn.
- A create with nothing after it is recorded as synced, with its log line, in batches
  (full, old enough, or at the round's end). Should the program die first, its marker
  still stands, so the next run finds the record on the server instead of resending.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import time
from collections.abc import Callable
from collections.abc import Iterable
from dataclasses import dataclass
from dataclasses import field

from app.store.drafts import Draft
from app.store.drafts import SentDraft
from app.store.store import Store
from app.store.synclog import LogLine

log = logging.getLogger(__name__)

# Markers set ahead and confirmations written per statement. The size changes no outcome,
# only how much a kill leaves to look up: every create still goes out under a marker that
# is in the store before it is sent (`mark` writes it, `sending` keeps it), and its marker
# goes only with its confirmation or, unused, at `close`. So a kill anywhere leaves each
# create either confirmed, or marked (found on the server next run, or sent then if not
# there: it never went out), or unmarked and unsent. A larger batch is fewer statements
# in the round, each of which lets a busy thread take the interpreter lock.
DEFAULT_BATCH = 64
# A confirmed create shows as synced in the store at most this much later (seconds).
DEFAULT_MAX_DELAY = 0.25


@dataclass(eq=False)
class SendLedger:
    """Markers and confirmations of one round's creates; `close` when the round ends."""

    store: Store
    batch: int = DEFAULT_BATCH
    max_delay: float = DEFAULT_MAX_DELAY
    clock: Callable[[], float] = time.monotonic
    _unsent: set[str] = field(default_factory=set, init=False)  # marked, not gone out (yet)
    _confirmed: list[SentDraft] = field(default_factory=list, init=False)
    _lines: list[LogLine] = field(default_factory=list, init=False)
    _oldest: float | None = field(default=None, init=False)
    _timer: asyncio.TimerHandle | None = field(default=None, init=False)

    def __post_init__(self) -> None:
        if self.batch < 1:
            raise ValueError("batch must be at least 1")

    def mark(self, draft: Draft, upcoming: Iterable[Draft] = ()) -> bool:
        """Before `draft` is created: its marker, and those of the next upcoming creates.
        Whether it is marked: if not, it changed or left since the round read it."""
        if draft.id in self._unsent:
            return True
        ahead = (d for d in upcoming if d.id != draft.id and d.id not in self._unsent)
        marked = self.store.drafts.begin_sends([draft, *itertools.islice(ahead, self.batch - 1)])
        self._unsent.update(marked)
        return draft.id in marked

    def sending(self, draft_id: str) -> None:
        """The create goes out now: from here its marker stays until an answer is recorded."""
        self._unsent.discard(draft_id)

    def confirmed(self, sent: SentDraft, line: LogLine) -> None:
        """The server created the record and nothing else is to be sent for it."""
        self._confirmed.append(sent)
        self._lines.append(line)
        now = self.clock()
        if self._oldest is None:
            self._oldest = now
            self._flush_later()
        if len(self._confirmed) >= self.batch or now - self._oldest >= self.max_delay:
            self.flush()

    def flush(self) -> None:
        """Write the confirmations held; kept for the next try should the write fail."""
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if not self._confirmed:
            return
        with self.store.transaction():
            self.store.drafts.mark_synced(self._confirmed)
            self.store.sync_log.add(*self._lines)
        self._confirmed, self._lines, self._oldest = [], [], None

    def _flush_later(self) -> None:
        """The batch is written `max_delay` after its first confirmation even when none
        follows (the round's last records uploading a large photo, say): the window reads
        the store, and would show a record the server has as still to send."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # outside a run: written at the next confirmation or the close
            return
        self._timer = loop.call_later(self.max_delay, self._flush_on_time)

    def _flush_on_time(self) -> None:
        self._timer = None
        try:
            self.flush()
        except Exception:
            log.warning("confirmed creates not written yet", exc_info=True)

    def close(self) -> None:
        """The round is over: write what was confirmed, withdraw markers never used."""
        self.flush()
        if self._unsent:
            unsent, self._unsent = sorted(self._unsent), set()
            self.store.drafts.withdraw_sends(unsent)
