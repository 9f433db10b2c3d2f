"""Images and files: how uploads are encoded, and how the service describes what it holds.

This is the one place that knows the upload encoding (an interface assumption):
product images and files go as JSON `{"name", "data"}` with `data` in base64,
project images as `{"name", "src"}` with `src` a `data:` URI.
"""

from __future__ import annotations

import base64
import contextlib
import json
import mimetypes
from typing import Annotated

from app.api.fields import ApiModel
from app.api.fields import LenientText
from app.api.fields import null_as


class UploadedAttachment(ApiModel):
    """An image or file the service holds: the answer to an upload, and an entry of a product."""

    id: LenientText
    name: Annotated[str, null_as(str)] = ""
    url: Annotated[str, null_as(str)] = ""


def parse_attachment_refs(text: object) -> list[UploadedAttachment]:
    """The images or files named in a product's `imageData`/`attachedData` text.

    The service fills these strings with the JSON text of a list of `{id, name, url}`.
    Anything else (not JSON, not a list, entries without an id) yields no entries.
    """
    try:
        value = json.loads(text) if isinstance(text, str) else []
    except (ValueError, RecursionError):
        return []
    entries = [value] if isinstance(value, dict) else value if isinstance(value, list) else []
    refs: list[UploadedAttachment] = []
    for entry in entries:
        if isinstance(entry, dict) and entry.get("id") not in (None, ""):
            with contextlib.suppress(ValueError):
                refs.append(UploadedAttachment.model_validate(entry))
    return refs


def media_type_of(name: str) -> str:
    guessed, _ = mimetypes.guess_type(name, strict=False)
    return guessed or "application/octet-stream"


def upload_body(name: str, content: bytes, *, data_uri: bool) -> bytes:
    """The JSON body that uploads `content` as `name`: base64 `data`, or a `data:` URI `src`.

    Put together around the base64 text rather than by `json.dumps`: the base64 alphabet
    needs no escaping, and scanning a photo's megabyte of it held the interpreter lock
    (and so the window) for milliseconds per upload.
    """
    if data_uri:
        # The opening of the string value, without its closing quote.
        opening = json.dumps(f"data:{media_type_of(name)};base64,")[:-1]
        head = f'{{"name": {json.dumps(name)}, "src": {opening}'
    else:
        head = f'{{"name": {json.dumps(name)}, "data": "'
    return b"".join((head.encode(), base64.b64encode(content), b'"}'))
