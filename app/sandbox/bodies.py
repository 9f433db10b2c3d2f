"""Reading a request's JSON body the way the service does.

A form's body is read as a JSON object with its decimals kept as sent (`Decimal`, so "12.50" is
not rounded by float). A body that is not a JSON object (none, malformed JSON, text that is not
UTF-8, another JSON value, another content type) is read as the empty object, as Laravel reads
input it cannot parse: the interface lists 422 for a body that fails validation and no status
for one it cannot read, so such a body answers the 422 that names every required member, and
its message says why nothing was read (`unreadable_reason`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from collections.abc import Coroutine
from decimal import Decimal
from email.message import Message
from typing import Any

from fastapi.routing import APIRoute
from starlette.requests import Request
from starlette.responses import Response

_SENT_TYPE = "reuse_desk.sent_content_type"
_UNREADABLE = "reuse_desk.unreadable_body"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a JSON number")


def _is_json(content_type: str | None) -> bool:
    """No type (read as JSON, as before), `application/json` or `application/<anything>+json`."""
    if not content_type:
        return True
    message = Message()
    message["content-type"] = content_type
    subtype = message.get_content_subtype()
    return message.get_content_maintype() == "application" and (
        subtype == "json" or subtype.endswith("+json")
    )


def json_object(raw: bytes, content_type: str | None) -> tuple[dict[str, Any], str | None]:
    """The body as a JSON object, and why it was read as the empty one (None: it was read)."""
    if not _is_json(content_type):
        return {}, f"The request body is not JSON (Content-Type {content_type})."
    if not raw.strip():
        return {}, "The request body is empty."
    try:
        value = json.loads(raw, parse_float=Decimal, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:  # UnicodeDecodeError is a ValueError
        return {}, f"The request body is not valid JSON: {exc}."
    if not isinstance(value, dict):
        return {}, "The request body is not a JSON object."
    return value, None


def unreadable_reason(request: Request) -> str | None:
    """Why this request's body was read as the empty object, if it was."""
    reason = request.scope.get(_UNREADABLE)
    return reason if isinstance(reason, str) else None


class _JsonObjectRequest(Request):
    """The request as FastAPI's body reading sees it in a `JsonRoute`."""

    async def body(self) -> bytes:
        # FastAPI skips an empty body (and then reports the whole body missing, at "body"):
        # one space makes it ask `json()`, which reads it as the empty object.
        return await super().body() or b" "

    async def json(self) -> Any:
        value, reason = json_object(await super().body(), self.scope.get(_SENT_TYPE))
        if reason is not None:
            self.scope[_UNREADABLE] = reason
        return value


class JsonRoute(APIRoute):
    """A route whose body FastAPI always reads through `json_object` and checks against its form."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        reads_a_body = self.body_field is not None

        async def read_as_json_object(request: Request) -> Response:
            scope = request.scope
            if reads_a_body:
                # The scope itself is changed, not a copy: the validation error handler reads
                # the reason from the same scope. FastAPI hands any body it is told is JSON to
                # `json()`, which decides by the type that was sent.
                scope[_SENT_TYPE] = request.headers.get("content-type")
                headers = [(k, v) for k, v in scope["headers"] if k.lower() != b"content-type"]
                scope["headers"] = [*headers, (b"content-type", b"application/json")]
            return await handler(_JsonObjectRequest(scope, request.receive))

        return read_as_json_object
