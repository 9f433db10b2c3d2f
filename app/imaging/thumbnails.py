"""Thumbnails of photos, read as the sync prepares them: upright and decoded at a reduced
size. Plain QtGui, no widgets: callers run this on a worker thread (`asyncio.to_thread`)
and turn the QImage into a pixmap on the UI thread.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QImage, QImageReader

from app.imaging.photos import read_upright
from app.imaging.settings import PhotoError, is_photo


class UnreadablePictureError(Exception):
    """The file is not a picture this program can read (the path, and why)."""


# By name, whether a file is offered as a picture (its content is checked on reading):
# the file types the sync engine prepares as photos, so a picture shown is sent as one.
looks_like_picture = is_photo


def read_thumbnail(path: Path, max_px: int = 160) -> QImage:
    """The picture at `path` scaled to fit `max_px` square, upright."""
    try:
        return read_upright(path, max_px)
    except PhotoError as error:
        raise UnreadablePictureError(path, str(error)) from error


def check_picture(path: Path) -> None:
    """Raise `UnreadablePictureError` unless `path` holds a readable picture (header check only)."""
    reader = QImageReader(str(path))
    if not reader.canRead() or not reader.size().isValid():
        raise UnreadablePictureError(path, reader.errorString() or "not a picture")
