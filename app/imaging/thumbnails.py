"""Thumbnails of photos, read as the sync prepares them: upright and decoded at a reduced
size; those of pictures on the server from the bytes downloaded, kept as small PNGs.
Plain QtGui, no widgets: callers run this on a worker thread (`asyncio.to_thread`)
and turn the QImage into a pixmap on the UI thread.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QIODevice
from PySide6.QtCore import QSize
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtGui import QImageReader

from app.imaging.photos import read_upright
from app.imaging.settings import PhotoError
from app.imaging.settings import is_photo


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


def thumbnail_from_bytes(data: bytes, max_px: int = 160) -> tuple[QImage, bytes]:
    """A downloaded picture scaled to fit `max_px` square, upright, with its PNG (to keep)."""
    source = QBuffer()
    source.setData(QByteArray(data))
    source.open(QIODevice.OpenModeFlag.ReadOnly)
    reader = QImageReader(source)
    reader.setAutoTransform(True)
    stored = reader.size()
    if stored.isValid() and max(stored.width(), stored.height()) > max_px:
        reader.setScaledSize(
            stored.scaled(QSize(max_px, max_px), Qt.AspectRatioMode.KeepAspectRatio)
        )
    image = reader.read()
    if image.isNull():
        raise UnreadablePictureError(reader.errorString() or "not a picture")
    if max(image.width(), image.height()) > max_px:
        image = image.scaled(
            max_px,
            max_px,
            Qt.AspectRatioMode.KeepAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
    target = QBuffer()
    target.open(QIODevice.OpenModeFlag.WriteOnly)
    # The stubs ask bytes for the format; PySide6 accepts only a str here.
    image.save(target, "PNG")  # type: ignore[call-overload]
    return image, bytes(target.data().data())
