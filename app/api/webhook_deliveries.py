"""What the local webhook receiver got, delivery by delivery, and the history of them that
outlives the window: kept in a file of the data folder, so a restart or a switch to another
environment shows the deliveries that came before.

The history is bounded as the window shows it (`WEBHOOK_HISTORY_COUNT` deliveries, the bodies
kept within `WEBHOOK_HISTORY_BYTES`), in memory and on disk alike: each delivery is one JSON
line appended to the file (0600: a body holds what the service sent), and once the file
holds twice the bounds it is written anew with only what is kept. Reading it back reads at
most the end a bounded file can have (`FILE_BYTES`); a line that cannot be read (a crash
halfway through writing it, a hand edit) is left out. No signing secret is ever in it: a
delivery names the subscription whose secret matched, never the secret.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import enum
import logging
import os
from collections import deque
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from pydantic import ConfigDict
from pydantic import TypeAdapter
from pydantic import ValidationError

from app.api.bounds import WEBHOOK_BODY_BYTES
from app.api.bounds import WEBHOOK_HISTORY_BYTES
from app.api.bounds import WEBHOOK_HISTORY_COUNT
from app.private_files import open_fd
from app.private_files import write_private

log = logging.getLogger(__name__)

# What one line holds besides its body (the event id, kind and resource are cut to 500
# characters together, the rest is the line's own JSON), and a body's growth in base64.
_LINE_OVERHEAD: Final = 2048
_BASE64_GROWTH: Final = 4 / 3
LINE_BYTES: Final = int(WEBHOOK_BODY_BYTES * _BASE64_GROWTH) + _LINE_OVERHEAD
# The most a history file can hold before it is written anew: twice what is kept.
FILE_BYTES: Final = 2 * (
    int(WEBHOOK_HISTORY_BYTES * _BASE64_GROWTH) + WEBHOOK_HISTORY_COUNT * _LINE_OVERHEAD
)


class Verdict(enum.StrEnum):
    VALID = "valid"
    INVALID = "invalid"  # no known secret gives this signature
    STALE = "stale"  # signed correctly, but too long ago (or in the future): a replay
    UNSIGNED = "unsigned"  # signature or timestamp header missing or malformed
    NO_SECRET = "no_secret"  # nothing to verify against (no subscription known yet)


@dataclass(frozen=True, slots=True)
class Verification:
    verdict: Verdict
    subscription_id: str | None = None  # whose secret matched

    @property
    def valid(self) -> bool:
        return self.verdict is Verdict.VALID


@dataclass(frozen=True, slots=True)
class Delivery:
    """One request the receiver got, with what its body says and whether it is genuine."""

    # The body is kept in the history file as base64 (it is bytes, whatever it holds).
    __pydantic_config__ = ConfigDict(ser_json_bytes="base64", val_json_bytes="base64")

    received_at: dt.datetime
    event_id: str
    event_type: str
    resource: str  # "product 12"
    verification: Verification
    status_code: int  # what the receiver answered
    body: bytes  # kept only of a valid delivery: nothing of an unsigned or forged one
    # A valid delivery of an event received before within the signature's window (the
    # service retrying, or a replay): answered, shown, not counted again.
    repeated: bool = False

    @property
    def signature_valid(self) -> bool:
        return self.verification.valid


_LINE: Final = TypeAdapter(Delivery)


class DeliveryHistory:
    """The deliveries, oldest first, within the bounds; kept in `path` when one is given."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path
        self._deliveries: deque[Delivery] = deque()
        self._bytes = 0  # of the bodies kept
        self._file_lines = 0
        self._file_bytes = 0
        if path is not None:
            self._read(path)

    def __iter__(self) -> Iterator[Delivery]:
        return iter(self._deliveries)

    def __len__(self) -> int:
        return len(self._deliveries)

    def __getitem__(self, index: int) -> Delivery:
        return self._deliveries[index]

    def add(self, delivery: Delivery) -> None:
        """Kept, in memory and in the file; the oldest go while there are too many or
        their bodies are too large. A file that cannot be written costs only the history."""
        self._keep(delivery)
        if self.path is None:
            return
        line = _LINE.dump_json(delivery) + b"\n"
        try:
            if self._file_lines >= 2 * WEBHOOK_HISTORY_COUNT or (
                self._file_bytes + len(line) > FILE_BYTES
            ):
                self._write_anew(self.path)
            else:
                fd = open_fd(self.path, os.O_WRONLY | os.O_CREAT | os.O_APPEND)
                with os.fdopen(fd, "ab") as out:
                    out.write(line)
                self._file_lines += 1
                self._file_bytes += len(line)
        except OSError as exc:
            log.warning("webhook delivery history not written to %s: %s", self.path, exc)

    def _keep(self, delivery: Delivery) -> None:
        self._deliveries.append(delivery)
        self._bytes += len(delivery.body)
        while self._deliveries and (
            len(self._deliveries) > WEBHOOK_HISTORY_COUNT or self._bytes > WEBHOOK_HISTORY_BYTES
        ):
            self._bytes -= len(self._deliveries.popleft().body)

    def _write_anew(self, path: Path) -> None:
        lines = b"".join(_LINE.dump_json(d) + b"\n" for d in self._deliveries)
        write_private(path, lines)
        self._file_lines, self._file_bytes = len(self._deliveries), len(lines)

    def _read(self, path: Path) -> None:
        try:
            with path.open("rb") as file:
                size = file.seek(0, os.SEEK_END)
                file.seek(max(0, size - FILE_BYTES))
                tail = file.read(FILE_BYTES)
        except FileNotFoundError:
            return
        except OSError as exc:
            log.warning("webhook delivery history %s not read: %s", path, exc)
            return
        lines = tail.split(b"\n")
        if size > FILE_BYTES:
            lines = lines[1:]  # the first is cut: read from its middle
        lines = [line for line in lines if line.strip()]
        unreadable = 0
        for line in lines:
            try:
                if len(line) > LINE_BYTES:
                    raise ValueError(f"a line of {len(line)} bytes")
                self._keep(_LINE.validate_json(line))
            except (ValueError, ValidationError):
                unreadable += 1
        if unreadable:
            log.warning("webhook delivery history %s: %d lines unreadable", path, unreadable)
        self._file_lines, self._file_bytes = len(lines), min(size, FILE_BYTES)
        if size > FILE_BYTES or unreadable:
            with contextlib.suppress(OSError):
                self._write_anew(path)
