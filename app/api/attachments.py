"""Images and files: how uploads are encoded, and how the service describes what it holds.

This is the one place that knows the upload encoding (an interface assumption):
product images and files go as JSON `{"name", "data"}` with `data` in base64,
project images as `{"name", "src"}` with `src` a `data:` URI. Uploads come from a
file on disk or from bytes already in memory (a prepared photo); reading and
encoding run in a worker thread so a large file never stalls the event loop.
"""

from __future__ import annotations

import asyncio
import base64
import json
import mimetypes
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import field_validator

from app.api.fields import ApiModel, LenientText


class UploadedAttachment(ApiModel):
    """An image or file the service holds: the answer to an upload, and an entry of a product."""

    id: LenientText
    name: str = ""
    url: str = ""

    @field_validator("name", "url", mode="before")
    @classmethod
    def _null_is_empty(cls, value: Any) -> Any:
        return "" if value is None else value


def parse_attachment_refs(text: str | None) -> list[UploadedAttachment]:
    """The images or files named in a product's `imageData`/`attachedData` text.

    The service fills these strings with the JSON text of a list of `{id, name, url}`.
    Anything else (not JSON, not a list, entries without an id) yields no entries
    for that part; the raw text stays on the model.
    """
    if not text:
        return []
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return []
    if isinstance(value, dict):
        value = [value]
    if not isinstance(value, list):
        return []
    refs: list[UploadedAttachment] = []
    for entry in value:
        if not isinstance(entry, dict) or entry.get("id") in (None, ""):
            continue
        try:
            refs.append(UploadedAttachment.model_validate(entry))
        except ValueError:
            continue
    return refs


@dataclass(frozen=True, slots=True)
class EncodedUpload:
    """A file ready to send: its name, media type and the JSON body as bytes (replayable)."""

    name: str
    media_type: str
    size: int
    body: bytes


def media_type_of(name: str) -> str:
    guessed, _ = mimetypes.guess_type(name, strict=False)
    return guessed or "application/octet-stream"


def _product_body(name: str, content: bytes) -> bytes:
    data = base64.b64encode(content).decode("ascii")
    return json.dumps({"name": name, "data": data}).encode("utf-8")


def _project_image_body(name: str, content: bytes) -> bytes:
    data = base64.b64encode(content).decode("ascii")
    src = f"data:{media_type_of(name)};base64,{data}"
    return json.dumps({"name": name, "src": src}).encode("utf-8")


def encode_product_attachment(content: bytes, name: str) -> EncodedUpload:
    """The body of `POST /products/{id}/images` or `/files` for `content` named `name`."""
    return EncodedUpload(name, media_type_of(name), len(content), _product_body(name, content))


def encode_project_image(content: bytes, name: str) -> EncodedUpload:
    """The body of `POST /projects/{id}/images` for `content` named `name`."""
    return EncodedUpload(
        name, media_type_of(name), len(content), _project_image_body(name, content)
    )


async def encode_product_attachment_bytes(content: bytes, name: str) -> EncodedUpload:
    """`encode_product_attachment` off the event loop (base64 of a large photo takes a while)."""
    return await asyncio.to_thread(encode_product_attachment, content, name)


async def encode_project_image_bytes(content: bytes, name: str) -> EncodedUpload:
    """`encode_project_image` off the event loop."""
    return await asyncio.to_thread(encode_project_image, content, name)


def _read_and_encode(path: Path, name: str | None, for_project: bool) -> EncodedUpload:
    content = path.read_bytes()
    label = name or path.name
    if for_project:
        return encode_project_image(content, label)
    return encode_product_attachment(content, label)


async def encode_product_attachment_file(path: Path, name: str | None = None) -> EncodedUpload:
    """Read `path` and encode it for a product upload, off the event loop."""
    return await asyncio.to_thread(_read_and_encode, Path(path), name, False)


async def encode_project_image_file(path: Path, name: str | None = None) -> EncodedUpload:
    """Read `path` and encode it for a project image upload, off the event loop."""
    return await asyncio.to_thread(_read_and_encode, Path(path), name, True)
