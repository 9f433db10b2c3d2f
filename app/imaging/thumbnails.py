"""Thumbnails of photos, decoded at a reduced size (the JPEG DCT-scaled fast path).

Plain QtGui, no widgets: `QImageReader` is reentrant, so callers run this on a
worker thread (`asyncio.to_thread`) and turn the QImage into a pixmap on the UI thread.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QImage, QImageReader

from app.imaging.settings import is_photo


class UnreadablePictureError(Exception):
    """The file is not a picture this program can read (the path, and why)."""


# By name, whether a file is offered as a picture (its content is checked on reading):
# the file types the sync engine prepares as photos, so a picture shown is sent as one.
looks_like_picture = is_photo


def read_thumbnail(path: Path, max_px: int = 160) -> QImage:
    """The picture at `path` scaled to fit `max_px` square, honouring EXIF orientation."""
    reader = QImageReader(str(path))
    reader.setAutoTransform(True)
    if not reader.canRead():
        raise UnreadablePictureError(path, reader.errorString())
    size = reader.size()
    if size.isValid() and (size.width() > max_px or size.height() > max_px):
        # `size()` is the stored orientation; scaling keeps the aspect ratio either way.
        reader.setScaledSize(size.scaled(QSize(max_px, max_px), Qt.AspectRatioMode.KeepAspectRatio))
    image = reader.read()
    if image.isNull():
        raise UnreadablePictureError(path, reader.errorString())
    return image


def check_picture(path: Path) -> None:
    """Raise `UnreadablePictureError` unless `path` holds a readable picture (header check only)."""
    reader = QImageReader(str(path))
    if not reader.canRead() or not reader.size().isValid():
        raise UnreadablePictureError(path, reader.errorString() or "not a picture")
