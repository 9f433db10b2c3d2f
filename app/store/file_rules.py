"""The rules a file from outside passes before it is read: a regular file (a link only to
one), checked before it is opened, so that a FIFO, a device or a directory never blocks or
floods a reader, and no larger than a limit (the pictures' is stated here).

`read_regular_file` is the one way the photo inbox (`app.photos`) reads a picture; attaching
(`AttachmentStore.attach_file`) opens with `open_regular_file` and copies within the limit of
the attachment's kind, waiting a moment for a file still being written (`unchanged`).
Refusals are `RefusedFileError` (a `StoreStateError`), whose `notice` says why (codes `file.*`).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path
from typing import BinaryIO
from typing import Final

from app.api import bounds
from app.api.notices import Notice
from app.store.errors import StoreStateError

MAX_PICTURE_BYTES: Final = bounds.PICTURE_FILE_BYTES
TOO_BIG: Final = "file.too_big"  # no picture is that large
TOO_BIG_TO_SEND: Final = "file.too_big_to_send"  # more than the service takes
CHANGING: Final = "file.changing"  # still being written: not unchanged across the copy

# A file that changed while it was copied is still being written (a camera's card, a download,
# a program saving): copied again after this pause, at most `SETTLE_TRIES` times, then refused.
SETTLE_SECONDS: Final = 0.5
SETTLE_TRIES: Final = 4

# Opening a FIFO for reading waits for a writer; without one it must not. Windows has
# neither FIFOs nor the flag.
_NONBLOCK: Final[int] = getattr(os, "O_NONBLOCK", 0)
_BINARY: Final[int] = getattr(os, "O_BINARY", 0)


# The store's error for a refused file: whoever attaches (the window, the inbox) handles it as
# any other; its code and parameters are the notice's.
class RefusedFileError(StoreStateError):
    """The file is not read; `notice` says why."""

    def __init__(self, path: Path, notice: Notice) -> None:
        self.code = notice.code
        super().__init__(f"{path.name}: {notice.code}", **notice.params)
        self.path = path

    @property
    def notice(self) -> Notice:
        return Notice(self.code, self.params)


def _refused(path: Path, code: str, **params: object) -> RefusedFileError:
    return RefusedFileError(path, Notice(code, {"name": path.name, **params}))


def _too_big(path: Path, max_bytes: int, code: str) -> RefusedFileError:
    return _refused(
        path, code, limit_mb=max_bytes // (1024 * 1024), mebibytes=bounds.mebibytes(max_bytes)
    )


def own_file(directory: Path, name: object) -> Path | None:
    """The file `name` in `directory` when it is a plain name there (no folder, no way out of
    it: a row of a damaged or edited store may name "../x" or an absolute path), else None.
    What the store removes by a row's name is only ever a file of its own folder."""
    if not isinstance(name, str) or name in ("", ".", "..") or "\x00" in name:
        return None
    if "/" in name or "\\" in name or Path(name).name != name:
        return None
    return directory / name


# What a row naming no plain file of the folder reads as: a name the store never writes
# (its copies are an id and a suffix), so reading it fails as a missing file would.
_NOT_OWN = ".not-a-file-of-this-folder"


def own_path(directory: Path, name: object) -> Path:
    """The path a row's `name` reads from: `own_file`, or a file of `directory` that is not
    there, so a damaged or edited row never has a file outside the folder read (and sent,
    or put in an archive) as its attachment."""
    return own_file(directory, name) or directory / _NOT_OWN


def link_target(path: Path) -> Path | None:
    """Where `path` points when it is a symbolic link (resolved whole), else None."""
    try:
        if not stat.S_ISLNK(path.lstat().st_mode):
            return None
    except OSError:
        return None
    return Path(os.path.realpath(path))


def check_regular_file(
    path: Path, max_bytes: int = MAX_PICTURE_BYTES, *, too_big: str = TOO_BIG
) -> os.stat_result:
    """The file's status if it may be read: a regular file (or a link to one) no larger than
    `max_bytes` (else refused with the code `too_big`). Only its status is read: nothing is
    opened."""
    try:
        status = path.stat()  # follows a link: what it names is what counts
    except OSError as error:
        raise _refused(path, "file.unreadable", reason=error.strerror or str(error)) from error
    if not stat.S_ISREG(status.st_mode):
        raise _refused(path, "file.not_a_file")
    if status.st_size > max_bytes:
        raise _too_big(path, max_bytes, too_big)
    if not os.access(path, os.R_OK):
        raise _refused(path, "file.unreadable", reason=os.strerror(13))
    return status


def open_regular_file(
    path: Path, max_bytes: int = MAX_PICTURE_BYTES, *, too_big: str = TOO_BIG
) -> BinaryIO:
    """The file opened for reading, after `check_regular_file`; the opened file is checked
    again, so a file swapped for another kind between the check and the opening is refused
    too (and, opened without blocking, never holds the reader up)."""
    before = check_regular_file(path, max_bytes, too_big=too_big)
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
            raise _too_big(path, max_bytes, too_big)
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
        raise _too_big(path, max_bytes, TOO_BIG)
    return data


def unchanged(before: os.stat_result, after: os.stat_result, copied: int) -> bool:
    """Whether a file read whole (`copied` bytes) stayed as it was while it was read."""
    return (
        before.st_size == after.st_size == copied
        and before.st_mtime_ns == after.st_mtime_ns
        and (before.st_dev, before.st_ino) == (after.st_dev, after.st_ino)
    )


def changing(path: Path) -> RefusedFileError:
    return _refused(path, CHANGING)
