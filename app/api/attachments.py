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

from app.api.fields import ApiModel, LenientText, null_as


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
    """The JSON body that uploads `content` as `name`: base64 `data`, or a `data:` URI `src`."""
    data = base64.b64encode(content).decode("ascii")
    if data_uri:
        return json.dumps(
            {"name": name, "src": f"data:{media_type_of(name)};base64,{data}"}
        ).encode()
    return json.dumps({"name": name, "data": data}).encode()
