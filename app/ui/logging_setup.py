"""The log file in the data folder: rotating, and scrubbed of secrets before anything is written.

Every technical detail the user does not see in a sentence ends up here, so the
filter below is the one guard that keeps tokens and passwords off the disk.
"""

from __future__ import annotations

import logging
import os
import re
from pathlib import Path

LOG_FILE_NAME = "reuse-desk.log"
_MAX_BYTES = 2_000_000
_BACKUPS = 5

# Values that must never reach a log file, whatever the logger that wrote them.
_SECRET_PATTERNS = [
    re.compile(r"(?i)(authorization['\"]?\s*[:=]\s*['\"]?)(bearer|basic)\s+[^\s'\",}]+"),
    re.compile(r"(?i)(bearer\s+)[A-Za-z0-9._~+/=-]{8,}"),
    re.compile(
        r"(?i)((?:client_secret|password|access_token|refresh_token|secret)['\"]?\s*[:=]\s*['\"]?)"
        r"[^\s'\"&,}]+"
    ),
]


def redact(text: str) -> str:
    """`text` with every bearer token, password and client secret replaced by ***."""
    for pattern in _SECRET_PATTERNS:
        text = pattern.sub(lambda m: m.group(1) + "***", text)
    return text


class SizeCappedFileHandler(logging.FileHandler):
    """A log file that moves aside past `max_bytes`, keeping the `backups` (1+) newest old ones.

    What `logging.handlers.RotatingFileHandler` does; that module brings socket, pickle
    and queue along, milliseconds of every start before the window can paint.
    """

    def __init__(self, path: Path, *, max_bytes: int, backups: int) -> None:
        super().__init__(path, encoding="utf-8")
        self.max_bytes = max_bytes
        self.backups = backups

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


def _redacted(record: logging.LogRecord) -> bool:
    """The log handler's filter: the record's message and traceback, redacted."""
    if record.exc_info and not record.exc_text:
        record.exc_text = logging.Formatter().formatException(record.exc_info)
    record.msg, record.args = redact(record.getMessage()), None
    if record.exc_text:
        record.exc_text = redact(record.exc_text)
    return True


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
    handler.addFilter(_redacted)
    root.addHandler(handler)
    root.setLevel(min(root.level or level, level) if root.level else level)
    # httpx logs every request line at INFO; keep the file for what matters.
    logging.getLogger("httpx").setLevel(logging.WARNING)
    logging.getLogger("httpcore").setLevel(logging.WARNING)
    return path
