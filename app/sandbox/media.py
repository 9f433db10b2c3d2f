"""Image and file bytes: decoding uploads, guessing their type, and serving them back.

Media are served without a token under `/api/v1/media/{id}/{name}`, so a user interface can
show thumbnails with a plain image request.
"""

from __future__ import annotations

import base64
import binascii
import mimetypes
import re
from urllib.parse import quote, unquote_to_bytes

from fastapi import APIRouter, Request
from starlette.responses import Response

from app.sandbox.database import Media
from app.sandbox.errors import not_found
from app.sandbox.state import sandbox_of
from app.sandbox.validation import parse_id

router = APIRouter()

_DATA_URI = re.compile(
    r"^data:(?P<type>[\w.+-]+/[\w.+-]+)?(?P<params>(;[^;,]*)*?),(?P<data>.*)$", re.S
)

_SIGNATURES = (
    (b"\x89PNG\r\n\x1a\n", "image/png"),
    (b"\xff\xd8\xff", "image/jpeg"),
    (b"GIF87a", "image/gif"),
    (b"GIF89a", "image/gif"),
    (b"%PDF-", "application/pdf"),
)


def decode_base64(text: str) -> bytes | None:
    """Strict base64 (padding and alphabet checked); a `data:` URI is accepted too."""
    if text.startswith("data:"):
        decoded = decode_data_uri(text)
        return decoded[1] if decoded else None
    try:
        return base64.b64decode("".join(text.split()), validate=True)
    except (binascii.Error, ValueError):
        return None


def decode_data_uri(text: str) -> tuple[str | None, bytes] | None:
    """The media type and bytes of a `data:` URI, or None when it is malformed."""
    match = _DATA_URI.match(text)
    if match is None:
        return None
    payload = match.group("data")
    if ";base64" in (match.group("params") or ""):
        try:
            data = base64.b64decode("".join(payload.split()), validate=True)
        except (binascii.Error, ValueError):
            return None
    else:
        data = unquote_to_bytes(payload)
    return match.group("type"), data


def content_type_for(name: str, data: bytes, declared: str | None = None) -> str:
    for signature, media_type in _SIGNATURES:
        if data.startswith(signature):
            return media_type
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "image/webp"
    if declared:
        return declared
    guessed, _ = mimetypes.guess_type(name)
    return guessed or "application/octet-stream"


def media_url(base: str, media: Media) -> str:
    if media.external_url:
        return media.external_url
    # The name only makes the address readable; a slash in it would split the path.
    return f"{base}/media/{media.id}/{quote(media.name.replace('/', '_'), safe='')}"


def media_summary(base: str, media: Media) -> dict[str, object]:
    return {"id": media.id, "name": media.name, "url": media_url(base, media)}


@router.get("/media/{media_id}/{name}")
async def download_media(request: Request, media_id: str, name: str) -> Response:
    number = parse_id(media_id)
    found = sandbox_of(request).db.get_media(number) if number is not None else None
    if found is None or found.data is None:
        raise not_found("No such image or file.")
    return Response(
        found.data,
        media_type=found.content_type,
        headers={"Cache-Control": "max-age=3600", "Content-Disposition": _disposition(found)},
    )


def _disposition(found: Media) -> str:
    kind = "inline" if found.content_type.startswith("image/") else "attachment"
    return f"{kind}; filename*=UTF-8''{quote(found.name, safe='')}"
