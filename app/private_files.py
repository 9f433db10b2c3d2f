"""Files and folders only their user can read: 0600 and 0700, whatever the umask.

Drafts hold names, addresses and e-mail addresses of contact persons, the logs the
service's answers, the settings the environments used: nothing another account on the
computer may read. Every file Reuse Desk writes in its data folder goes through here, so
the mode is set when the file is made (never widened for a moment and narrowed after),
and a file an older version left readable is narrowed when it is next written or opened.
Files the user saves where they choose (exports, reports, labels) are theirs: they follow
the umask, as any other program's do. Plain Python, imported by every layer.

On Windows a new file inherits the folder's access list, which is the user's own in the
profile's application data; the mode bits below do not apply there.
"""

from __future__ import annotations

import contextlib
import io
import os
import stat
from pathlib import Path
from typing import Final
from typing import Literal

FILE_MODE: Final = 0o600
FOLDER_MODE: Final = 0o700
_POSIX: Final = os.name == "posix"
_O_BINARY: Final = getattr(os, "O_BINARY", 0)  # Windows would translate line ends
_OTHERS: Final = 0o077  # the group's and everyone else's bits


def private_folder(path: Path, *, narrow_existing: bool = True) -> Path:
    """`path` made with every missing parent as 0700 (`Path.mkdir` gives the parents the
    umask's mode); an existing one narrowed too, unless `narrow_existing` is False (a
    folder the user gave: theirs, as they made it)."""
    missing = []
    folder = path
    while not folder.is_dir() and folder.parent != folder:
        missing.append(folder)
        folder = folder.parent
    for made in reversed(missing):
        try:
            made.mkdir(mode=FOLDER_MODE)
        except FileExistsError:
            if not made.is_dir():
                raise
    if narrow_existing and not missing:
        narrow(path)
    return path


def narrow(path: Path) -> None:
    """Take the group's and others' bits off `path` (a file a library made, or an older
    version); nothing when it is not there or is private already."""
    if not _POSIX:
        return
    with contextlib.suppress(FileNotFoundError):
        mode = stat.S_IMODE(path.stat().st_mode)
        if mode & _OTHERS:
            path.chmod(mode & ~_OTHERS)


def open_fd(path: Path, flags: int) -> int:
    """`os.open` of `path` with `flags` (O_CREAT among them): a new file is 0600 (or less,
    under a umask that takes the owner's bits too), an existing one is narrowed."""
    fd = os.open(path, flags | _O_BINARY, FILE_MODE)
    if _POSIX:
        try:
            mode = stat.S_IMODE(os.fstat(fd).st_mode)
            if mode & _OTHERS:
                os.fchmod(fd, mode & ~_OTHERS)
        except BaseException:
            os.close(fd)
            raise
    return fd


def open_private(
    path: Path, mode: Literal["a", "w"] = "a", *, encoding: str = "utf-8"
) -> io.TextIOWrapper:
    """A text file opened for appending or writing, 0600 (the log, a report of steps)."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if mode == "a" else os.O_TRUNC)
    return open(open_fd(path, flags), mode, encoding=encoding)


def touch_private(path: Path) -> None:
    """An empty 0600 file at `path`, or the one there narrowed (a database before SQLite
    opens it: SQLite gives its WAL and shared-memory files the database's own mode)."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | _O_BINARY, FILE_MODE))
    except FileExistsError:
        narrow(path)


def write_private(path: Path, data: bytes | str) -> None:
    """`data` at `path`, atomically: a 0600 file beside it, renamed over it (a reader never
    sees half a file, and an older file's looser mode goes with it)."""
    content = data.encode("utf-8") if isinstance(data, str) else data
    partial = path.with_name(f".{path.name}.{os.urandom(6).hex()}.partial")
    try:
        with os.fdopen(open_fd(partial, os.O_WRONLY | os.O_CREAT | os.O_EXCL), "wb") as out:
            out.write(content)
        os.replace(partial, path)
    except BaseException:
        with contextlib.suppress(OSError):
            partial.unlink()
        raise
