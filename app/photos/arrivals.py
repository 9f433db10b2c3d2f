"""A watched folder (a phone's sync folder): the pictures that arrive in it while the program
runs, each once it is whole.

A file being copied or synced grows for a while: a picture is taken only once its size and
time have stayed the same from one look to the next (and it is not empty), so the inbox
never reads half a photo. What the folder held at the first look is not new. Only the
folder itself is looked into (a phone writes there), by name, never opening a file; a
folder holding more pictures than one read takes (`inbox.MAX_PICTURES`) is not followed.
No Qt: the window looks on a timer, off its thread.
"""

from __future__ import annotations

import os
from pathlib import Path

from app.photos.inbox import MAX_PICTURES
from app.photos.inbox import PICTURE_SUFFIXES
from app.photos.inbox import FolderUnreadableError
from app.photos.inbox import TooManyPicturesError

Seen = tuple[int, int]  # a file's size and modification time (ns)


class Arrivals:
    """Look at `folder` with `look()`: the pictures that arrived and are whole since."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self._known: set[str] | None = None  # reported, or there at the first look
        self._growing: dict[str, Seen] = {}  # new, as they were at the last look

    def look(self) -> list[Path]:
        """The pictures new since the last look that have stopped changing, by name
        (blocking: a worker's call). `FolderUnreadableError`, `TooManyPicturesError`."""
        now = self._pictures()
        if self._known is None:
            self._known = set(now)
            return []
        ready = []
        growing: dict[str, Seen] = {}
        for name, seen in now.items():
            if name in self._known:
                continue
            if seen[0] > 0 and self._growing.get(name) == seen:
                ready.append(name)
            else:
                growing[name] = seen
        self._growing = growing
        self._known.update(ready)
        return [self.folder / name for name in sorted(ready)]

    def _pictures(self) -> dict[str, Seen]:
        try:
            entries = list(os.scandir(self.folder))
        except OSError as error:
            raise FolderUnreadableError(self.folder, error.strerror or str(error)) from error
        found: dict[str, Seen] = {}
        for entry in entries:
            if entry.name.startswith(".") or Path(entry.name).suffix.lower() not in (
                PICTURE_SUFFIXES
            ):
                continue  # a phone's own (.thumbnails, .pending-…) or another kind of file
            try:
                if not entry.is_file(follow_symlinks=False):
                    continue
                stat = entry.stat(follow_symlinks=False)
            except OSError:
                continue  # gone between the listing and the look
            found[entry.name] = (stat.st_size, stat.st_mtime_ns)
            if len(found) > MAX_PICTURES:
                raise TooManyPicturesError(self.folder)
        return found
