"""Images and files: storing them for a product or project, and serving their bytes back.

Media are served without a token under `/api/v1/media/{id}/{name}`, so a user interface can
show thumbnails with a plain image request.
"""

from __future__ import annotations

import mimetypes
from typing import Annotated
from urllib.parse import quote

from fastapi import APIRouter
from fastapi import Path
from fastapi import Request
from starlette.responses import Response

from app.sandbox.database import Database
from app.sandbox.database import StoredMedia
from app.sandbox.errors import found
from app.sandbox.field_types import MAX_INTEGER
from app.sandbox.resources import Message
from app.sandbox.state import sandbox_of

router = APIRouter(tags=["Media"])

_SIGNATURES = {
    b"\x89PNG\r\n\x1a\n": "image/png",
    b"\xff\xd8\xff": "image/jpeg",
    b"GIF87a": "image/gif",
    b"GIF89a": "image/gif",
    b"%PDF-": "application/pdf",
}


def content_type_for(name: str, data: bytes, declared: str | None = None) -> str:
    """The type the bytes show, else the one declared, else the one the name suggests."""
    signed = (kind for signature, kind in _SIGNATURES.items() if data.startswith(signature))
    webp = data[:4] == b"RIFF" and data[8:12] == b"WEBP"
    sniffed = "image/webp" if webp else next(signed, None)
    return sniffed or declared or mimetypes.guess_type(name)[0] or "application/octet-stream"


def store_media(
    db: Database,
    owner: tuple[str, int],
    kind: str,
    name: str,
    data: bytes | None,
    declared: str | None = None,
    external_url: str | None = None,
) -> StoredMedia:
    """Keep an image or file of a product or project (bytes, or only an outside address)."""
    content_type = content_type_for(name, data or b"", declared)
    return db.add_media(owner, kind, name, content_type, data, external_url)


def delete_owned_media(db: Database, owner: tuple[str, int], kind: str, media_id: int) -> None:
    """Delete an image or file of this owner, or answer 404 (another owner's id included)."""
    found(db.delete_media(owner, kind, media_id) or None, f"No such {kind} on this {owner[0]}.")


def media_summary(base: str, media: StoredMedia) -> dict[str, object]:
    # The name only makes the address readable; a slash in it would split the path.
    served = f"{base}/media/{media.id}/{quote(media.name.replace('/', '_'), safe='')}"
    return {"id": media.id, "name": media.name, "url": media.external_url or served}


@router.get(
    "/media/{media_id}/{name:path}",
    responses={
        200: {"description": "The bytes", "content": {"*/*": {"schema": {"type": "string"}}}},
        404: {"description": "Not found", "model": Message},
    },
)
async def download_media(
    request: Request,
    media_id: Annotated[int, Path(ge=1, le=MAX_INTEGER, description="The image or file ID")],
    name: Annotated[str, Path(description="The file name (only makes the address readable)")],
) -> Response:
    """The bytes of a product image or file, or of a project image (no token needed)."""
    media = found(sandbox_of(request).db.get_media(media_id), "No such image or file.")
    data = found(media.data, "No such image or file.")  # an image at an outside address
    kind = "inline" if media.content_type.startswith("image/") else "attachment"
    return Response(
        data,
        media_type=media.content_type,
        headers={
            "Cache-Control": "max-age=3600",
            "Content-Disposition": f"{kind}; filename*=UTF-8''{quote(media.name, safe='')}",
        },
    )
