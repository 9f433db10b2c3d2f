"""Folders of cached files (server thumbnails, report previews) kept to a number of files."""

from __future__ import annotations

import contextlib
from pathlib import Path


def keep_newest(directory: Path, pattern: str, limit: int) -> None:
    """Remove the files matching `pattern` in `directory` beyond the `limit` newest (by their
    modification time): only a cache, so a file that cannot be read or removed is passed over."""
    entries: list[tuple[float, Path]] = []
    for entry in directory.glob(pattern):
        with contextlib.suppress(OSError):
            entries.append((entry.stat().st_mtime, entry))
    entries.sort()
    for _, entry in entries[: max(0, len(entries) - limit)]:
        entry.unlink(missing_ok=True)
