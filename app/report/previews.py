"""Report-sized previews of the photos kept here, so that a second report of a project (or a
report after a first one) need not decode its photos again: a phone's 12 MP photo takes some
20 ms to decode even at an eighth of its size, its 320-pixel preview well under 1 ms.

A preview is named by its photo's content hash (the attachment's sha256), never by a name
anyone chose; written to a temporary name and renamed, so a reader never sees half a file.
The folder is bounded: past `MAX_PREVIEWS` files those used longest ago go, once per report.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import stat
from pathlib import Path
from typing import BinaryIO

from PySide6.QtCore import QBuffer
from PySide6.QtCore import QByteArray
from PySide6.QtCore import QIODevice
from PySide6.QtGui import QImage
from PySide6.QtGui import QImageReader

from app.imaging.photos import write_jpeg
from app.imaging.settings import PhotoError
from app.private_files import private_folder
from app.private_files import touch_private
from app.store.cache_files import keep_newest
from app.store.kinds import new_id

log = logging.getLogger(__name__)

MAX_PREVIEWS = 5000  # about 15 KB each: some 75 MB at most
# A kept preview is about 15 KB and 320 pixels long; one larger than these was not written
# here (planted, or another program's), and is decoded from the photo again instead.
MAX_PREVIEW_BYTES = 1 << 20
MAX_PREVIEW_SIDE = 640
QUALITY = 85
_SUFFIX = ".jpg"
_HASH = re.compile(r"[0-9a-f]{64}")


class PreviewCache:
    def __init__(self, directory: Path, *, limit: int = MAX_PREVIEWS) -> None:
        self.directory = directory
        self.limit = limit

    def _path(self, sha256: str) -> Path | None:
        return self.directory / f"{sha256}{_SUFFIX}" if _HASH.fullmatch(sha256) else None

    def has(self, sha256: str) -> bool:
        path = self._path(sha256)
        return path is not None and path.exists()

    def read(self, sha256: str) -> QImage | None:
        path = self._path(sha256)
        data = None if path is None else regular_file_bytes(path, MAX_PREVIEW_BYTES)
        if path is None or data is None:
            return None
        buffer = QBuffer()
        buffer.setData(QByteArray(data))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        reader = QImageReader(buffer)
        size = reader.size()
        # By its header, before any pixel: a small file may say 7,000 x 7,000.
        if not size.isValid() or max(size.width(), size.height()) > MAX_PREVIEW_SIDE:
            return None
        image = reader.read()
        if image.isNull():
            return None
        with contextlib.suppress(OSError):
            os.utime(path)  # reading it counts as a use: kept longest
        return image

    def write(self, sha256: str, image: QImage) -> None:
        path = self._path(sha256)
        if path is None:
            return
        partial = self.directory / f".{new_id()}.partial"
        try:
            private_folder(self.directory)
            touch_private(partial)  # opened below as it is: its mode kept
            # Pillow's encoder, not Qt's: libjpeg-turbo's vector code (a preview in a
            # fraction of Qt's 1.5 ms), into the file in one call without the interpreter
            # lock, on the report's decoding thread.
            with partial.open("r+b") as output:
                write_jpeg(image, output, QUALITY)
            os.replace(partial, path)
        except (OSError, PhotoError) as error:
            partial.unlink(missing_ok=True)
            # Only a cache: without it the photo is decoded again next time.
            log.warning("report preview not kept: %s", error)

    def trim(self) -> None:
        keep_newest(self.directory, f"*{_SUFFIX}", self.limit)


def regular_file(path: Path) -> BinaryIO | None:
    """`path` opened to read when it is a regular file, checked on the handle it returns
    (None otherwise). Asked without blocking: opening a FIFO (or a device) to read would
    wait for a writer for ever, and the report's painter with it. Reading from the handle
    that was checked means a file swapped for another after the check is never read."""
    try:
        handle = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        regular = stat.S_ISREG(os.fstat(handle).st_mode)
    except OSError:
        regular = False
    if not regular:
        os.close(handle)
        return None
    return os.fdopen(handle, "rb")


def regular_file_bytes(path: Path, limit: int) -> bytes | None:
    """The bytes of `path` when it is a regular file of at most `limit` bytes, read from the
    one handle that was checked (None otherwise: missing, a FIFO, a device, too large)."""
    file = regular_file(path)
    if file is None:
        return None
    with file:
        try:
            if os.fstat(file.fileno()).st_size > limit:
                return None
            data = file.read(limit + 1)
        except OSError:
            return None
    return data if len(data) <= limit else None


def default_previews() -> PreviewCache:
    """The previews in the data folder (`app.paths`)."""
    from app import paths

    return PreviewCache(paths.data_dir() / "report-previews")
