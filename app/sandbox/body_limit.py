"""Refuse request bodies over the size limit with 413, before any handler reads them.

The limit is checked twice: against Content-Length up front, and while the body streams in
(chunked uploads declare no length). Bodies under the limit are buffered and replayed, which is
fine for a JSON interface whose largest bodies are base64 images.
"""

from __future__ import annotations

import json
from typing import Any

Scope = dict[str, Any]


class BodyLimitMiddleware:
    def __init__(self, app: Any, max_body_bytes: int) -> None:
        self.app = app
        self.max_body_bytes = max_body_bytes

    async def __call__(self, scope: Scope, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.max_body_bytes:
            await self._refuse(send)
            return
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body_bytes:
                await self._refuse(send)
                return
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        replayed = False

        async def replay() -> dict[str, Any]:
            nonlocal replayed
            if not replayed:
                replayed = True
                return {"type": "http.request", "body": body, "more_body": False}
            result: dict[str, Any] = await receive()
            return result

        await self.app(scope, replay, send)

    async def _refuse(self, send: Any) -> None:
        body = json.dumps(
            {"message": f"The request body is larger than {self.max_body_bytes} bytes."}
        ).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 413,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"connection", b"close"),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})
