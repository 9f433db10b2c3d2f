"""The pictures and files of a record in the store: copying them in, and what the strip shows."""

from __future__ import annotations

import asyncio
from pathlib import Path

from app.imaging.thumbnails import UnreadablePictureError, check_picture, looks_like_picture
from app.store.attachments import Attachment, AttachmentRole, AttachmentStore, Owner, UploadState
from app.ui.message_table import describe
from app.ui.records.image_strip import AttachmentView


def attachment_view(item: Attachment) -> AttachmentView:
    if item.upload_state is UploadState.DELETE_PENDING:
        state = "removing"
    elif item.upload_state is UploadState.UPLOADED:
        state = "uploaded"
    elif item.upload_error:
        state = "failed"
    elif item.upload_attempted_at is not None:
        state = "uploading"
    else:
        state = "pending"
    return AttachmentView(
        id=item.id,
        name=item.file_name,
        path=item.path,
        is_image=item.role is AttachmentRole.IMAGE,
        upload_state=state,
        # The sync engine records why an upload failed as a notice (a code).
        error=describe(item.upload_error),
    )


async def attach_files(
    store: AttachmentStore, owner: Owner, files: list[Path], *, pictures_only: bool
) -> tuple[int, list[str]]:
    """Copy the files into the data folder on a worker thread; (added, refused names).

    A picture that cannot be read is refused; any other file is attached as a file,
    or refused too with `pictures_only`.
    """

    def attach(path: Path) -> bool:
        if not looks_like_picture(path):
            if pictures_only:
                return False
            store.attach_file(owner, path, AttachmentRole.FILE)
            return True
        try:
            check_picture(path)
        except UnreadablePictureError:
            return False
        store.attach_file(owner, path, AttachmentRole.IMAGE)
        return True

    added = 0
    refused: list[str] = []
    for path in files:
        if await asyncio.to_thread(attach, path):
            added += 1
        else:
            refused.append(path.name)
    return added, refused
