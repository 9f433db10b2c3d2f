"""The rules a file from outside passes before it is read: a regular file (a link only to
one), checked before it is opened, so that a FIFO, a device or a directory never blocks or
floods a reader, and no larger than a limit (the pictures' is stated here).

`read_regular_file` is the one way the photo inbox (`app.photos`) reads a picture; attaching
can share these rules from here, in the store (`open_regular_file` for a copy that streams).
Refusals are `RefusedFileError`, whose `notice` says why (codes `file.*`).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO, Final

from app.api import bounds
from app.api.notices import Notice

MAX_PICTURE_BYTES: Final = bounds.PICTURE_FILE_BYTES

# Opening a FIFO for reading waits for a writer; without one it must not. Windows has
# neither FIFOs nor the flag.
_NONBLOCK: Final[int] = getattr(os, "O_NONBLOCK", 0)
_BINARY: Final[int] = getattr(os, "O_BINARY", 0)


class RefusedFileError(Exception):
    """The file is not read; `notice` says why."""

    def __init__(self, path: Path, notice: Notice) -> None:
        super().__init__(f"{path.name}: {notice.code}")
        self.path = path
        self.notice = notice


def _refused(path: Path, code: str, **params: object) -> RefusedFileError:
    return RefusedFileError(path, Notice(code, {"name": path.name, **params}))


def check_regular_file(path: Path, max_bytes: int = MAX_PICTURE_BYTES) -> os.stat_result:
    """The file's status if it may be read: a regular file (or a link to one) no larger than
    `max_bytes`. Only its status is read: nothing is opened."""
    try:
        status = path.stat()  # follows a link: what it names is what counts
    except OSError as error:
        raise _refused(path, "file.unreadable", reason=error.strerror or str(error)) from error
    if not stat.S_ISREG(status.st_mode):
        raise _refused(path, "file.not_a_file")
    if status.st_size > max_bytes:
        raise _refused(path, "file.too_big", limit_mb=max_bytes // (1024 * 1024))
    return status


def open_regular_file(path: Path, max_bytes: int = MAX_PICTURE_BYTES) -> BinaryIO:
    """The file opened for reading, after `check_regular_file`; the opened file is checked
    again, so a file swapped for another kind between the check and the opening is refused
    too (and, opened without blocking, never holds the reader up)."""
    before = check_regular_file(path, max_bytes)
    try:
        fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY)
    except OSError as error:
        raise _refused(path, "file.unreadable", reason=error.strerror or str(error)) from error
    try:
        opened = os.fstat(fd)
        if not stat.S_ISREG(opened.st_mode) or (opened.st_dev, opened.st_ino) != (
            before.st_dev,
            before.st_ino,
        ):
            raise _refused(path, "file.not_a_file")
        if opened.st_size > max_bytes:
            raise _refused(path, "file.too_big", limit_mb=max_bytes // (1024 * 1024))
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular_file(path: Path, max_bytes: int = MAX_PICTURE_BYTES) -> bytes:
    """The whole content of a file that passes the rules; one that grew past the limit while
    it was read is refused, never read on."""
    with open_regular_file(path, max_bytes) as reader:
        try:
            data = reader.read(max_bytes + 1)
        except OSError as error:
            raise _refused(path, "file.unreadable", reason=error.strerror or str(error)) from error
    if len(data) > max_bytes:
        raise _refused(path, "file.too_big", limit_mb=max_bytes // (1024 * 1024))
    return data
