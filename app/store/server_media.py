"""What a server record already holds (a product's images and files), and the thumbnails of
its images kept on disk so that they show without a connection.

A thumbnail is kept under a name derived from the record and the attachment's server id,
never from anything the service chose (a name or a URL). The folder is bounded: past
`MAX_THUMBNAILS` files, those read longest ago go first. A thumbnail is written to a
temporary name and renamed, so a reader never sees half a file.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from app.api.attachments import parse_attachment_refs
from app.private_files import private_folder
from app.private_files import write_private
from app.store.attachments import AttachmentRole
from app.store.cache_files import keep_newest
from app.store.kinds import ServerRecord

log = logging.getLogger(__name__)

MAX_THUMBNAILS = 2000  # about 10 KB each: some 20 MB at most
_SUFFIX = ".thumb"

# Where a product lists what it holds: `itemDetails.attachment.imageData`/`attachedData`.
_LISTS = ((AttachmentRole.IMAGE, "imageData"), (AttachmentRole.FILE, "attachedData"))


@dataclass(frozen=True, slots=True)
class ServerAttachment:
    """An image or file the server holds for a record, as the record lists it."""

    record: ServerRecord
    role: AttachmentRole
    server_id: str
    name: str
    url: str


def server_attachments(record: ServerRecord, data: Mapping[str, Any]) -> list[ServerAttachment]:
    """The images, then the files, a cached product (as the service sent it) lists."""
    details = data.get("itemDetails")
    holder = details.get("attachment") if isinstance(details, Mapping) else None
    if not isinstance(holder, Mapping):
        return []
    found: list[ServerAttachment] = []
    for role, key in _LISTS:
        text = holder.get(key)
        # The service may send the list itself instead of its JSON text.
        refs = parse_attachment_refs(text if isinstance(text, str) else json.dumps(text))
        found += [
            ServerAttachment(record, role, str(ref.id), ref.name or str(ref.id), ref.url)
            for ref in refs
        ]
    return found


class ThumbnailCache:
    """Thumbnails of server images, by record and attachment id, in a bounded folder."""

    def __init__(self, directory: Path, *, limit: int = MAX_THUMBNAILS) -> None:
        # A store's own folder (`Store.thumbnails_dir`): a server id names a picture only
        # in the environment that gave it, so no folder is shared between stores.
        self._directory = directory
        self.limit = limit

    @property
    def directory(self) -> Path:
        return private_folder(self._directory)

    def _path(self, item: ServerAttachment) -> Path:
        key = f"{item.record.kind}/{item.record.server_id}/{item.server_id}"
        return self.directory / f"{hashlib.sha256(key.encode()).hexdigest()[:32]}{_SUFFIX}"

    def read(self, item: ServerAttachment) -> bytes | None:
        """The kept thumbnail, or None; reading it counts as a use (it is kept longest)."""
        path = self._path(item)
        try:
            data = path.read_bytes()
        except OSError:
            return None
        with contextlib.suppress(OSError):
            os.utime(path)
        return data

    def write(self, item: ServerAttachment, data: bytes) -> None:
        """Keep `data` as the thumbnail of `item`; a full folder drops its oldest ones."""
        path = self._path(item)
        try:
            write_private(path, data)
        except OSError as error:
            # Only a cache: without it the picture is fetched again next time.
            log.warning("thumbnail of %s not kept: %s", item.server_id, error)
            return
        self._trim()

    def _trim(self) -> None:
        keep_newest(self.directory, f"*{_SUFFIX}", self.limit)
