"""The log file in the data folder: rotating, its user's only, and scrubbed of secrets before
anything is written.

Every technical detail the user does not see in a sentence ends up here. Redaction is done
once per record, when the record is made (`logging.setLogRecordFactory`): every handler,
the file, a console one, a test's, writes the same redacted message and traceback, and no
handler added later can forget it. What is redacted is `app.api.redaction`'s.
"""

from __future__ import annotations

import io
import logging
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.api.redaction import redact
from app.private_files import open_private

__all__ = ["LOG_FILE_NAME", "SizeCappedFileHandler", "redact", "setup_logging"]

LOG_FILE_NAME = "reuse-desk.log"
_MAX_BYTES = 2_000_000
_BACKUPS = 5


class SizeCappedFileHandler(logging.FileHandler):
    """A log file that moves aside past `max_bytes`, keeping the `backups` (1+) newest old ones.

    What `logging.handlers.RotatingFileHandler` does; that module brings socket, pickle
    and queue along, milliseconds of every start before the window can paint.
    """

    def __init__(self, path: Path, *, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

    def _open(self) -> io.TextIOWrapper:
        # 0600 whatever the umask; a file an older version left readable is narrowed.
        return open_private(Path(self.baseFilename), encoding=self.encoding or "utf-8")

    def emit(self, record: logging.LogRecord) -> None:
        try:
            if self.stream is not None and self.stream.tell() >= self.max_bytes:
                self._roll_over()
        except OSError:
            self.handleError(record)
        super().emit(record)

    def _roll_over(self) -> None:
        if self.stream is not None:
            self.stream.close()
        self.stream = None  # FileHandler.emit opens it again
        base = self.baseFilename
        for n in range(self.backups - 1, 0, -1):
            if os.path.exists(f"{base}.{n}"):
                os.replace(f"{base}.{n}", f"{base}.{n + 1}")
        os.replace(base, f"{base}.1")


def setup_logging(folder: Path, *, level: int = logging.INFO) -> Path:
    """Send the root logger to a rotating file in `folder`; returns the file's path."""
    path = folder / LOG_FILE_NAME
    root = logging.getLogger()
    for handler in list(root.handlers):
        if isinstance(handler, SizeCappedFileHandler):
            root.removeHandler(handler)
            handler.close()
    handler = SizeCappedFileHandler(path, max_bytes=_MAX_BYTES, backups=_BACKUPS)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    _redact_every_record()
    root.setLevel(min(root.level or level, level) if root.level else level)
    # httpx logs every request line at INFO; keep the file for what matters.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("httpcore").setLevel(logging.WARNING)
    return path


def _redact_every_record() -> None:
    """From now on each log record is made redacted: its message (with its arguments put
    in), its traceback and its stack. Once per process; the factory found is kept under it."""
    made = logging.getLogRecordFactory()
    if getattr(made, "redacts", False):
        return

    def redacted_record(*args: Any, **kwargs: Any) -> logging.LogRecord:
        record = made(*args, **kwargs)
        try:
            record.msg, record.args = redact(record.getMessage()), None
        except Exception:  # a message its arguments do not fit: the handler reports it
            return record
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = redact(record.exc_text)
        if record.stack_info:
            record.stack_info = redact(record.stack_info)
        return record

    factory: Callable[..., logging.LogRecord] = redacted_record
    factory.redacts = True  # type: ignore[attr-defined]
    logging.setLogRecordFactory(factory)
