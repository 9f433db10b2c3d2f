"""A small hostile HTTP server on loopback, in front of a real sandbox.

Every request is forwarded to the sandbox unless the test's `route` answers it itself: with
a status, headers and a body given as bytes or as an iterator of chunks, streamed as it is
sent (so a test can answer with gigabytes without holding them). A `rewrite` sees each
answer the sandbox gave and may put another in its place (the work done, the answer false).
What came in is counted. Real HTTP: the client under test cannot tell it from a broken
service.
"""

from __future__ import annotations

import collections
import json
import re
import threading
from collections.abc import Callable
from collections.abc import Iterable
from collections.abc import Iterator
from dataclasses import dataclass
from dataclasses import field
from http.server import BaseHTTPRequestHandler
from http.server import ThreadingHTTPServer
from typing import Any

import httpx


@dataclass
class Request:
    method: str
    path: str  # without the query
    query: str
    headers: dict[str, str]
    body: bytes


@dataclass
class Answer:
    status: int = 200
    body: bytes | Iterable[bytes] = b""
    headers: dict[str, str] = field(default_factory=lambda: {"Content-Type": "application/json"})
    length: int | None = None  # a Content-Length to declare (default: of a bytes body)


Route = Callable[[Request], Answer | None]
Rewrite = Callable[[Request, Answer], Answer | None]


def answered_with(method: str, path: str, new_id: Any) -> Rewrite:
    """A rewrite putting `new_id` in the success answers of `method` on `path` (a pattern
    after /api/v1/): the work is done, the answer names another id."""

    def rewrite(request: Request, answer: Answer) -> Answer | None:
        where = request.path.split("/api/v1/", 1)[-1]
        if request.method != method or not re.fullmatch(path, where) or answer.status >= 300:
            return None
        assert isinstance(answer.body, bytes)
        body = json.loads(answer.body)
        record = body["data"] if isinstance(body.get("data"), dict) else body
        record["id"] = new_id
        return Answer(answer.status, json.dumps(body).encode(), answer.headers)

    return rewrite


class HostileServer:
    """`with HostileServer(upstream, route) as server:` -> `server.base_url` (ends in /api/v1).
    Without `route` (and `rewrite`), an honest service that counts what it is asked."""

    def __init__(
        self, upstream: str, route: Route | None = None, rewrite: Rewrite | None = None
    ) -> None:
        self.upstream = upstream.rstrip("/")
        self.route = route
        self.rewrite = rewrite
        self.requests: collections.Counter[str] = collections.Counter()
        self._http = httpx.Client(trust_env=False, timeout=30.0)
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                pass

            def _any(self) -> None:
                server.handle(self)

            do_GET = do_POST = do_PUT = do_DELETE = _any

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        port = self._server.server_address[1]
        path = httpx.URL(self.upstream).path
        return f"http://127.0.0.1:{port}{path}"

    def __enter__(self) -> HostileServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()
        self._http.close()

    def count(self, method: str, path_end: str) -> int:
        return sum(n for key, n in self.requests.items() if key == f"{method} {path_end}")

    def handle(self, handler: BaseHTTPRequestHandler) -> None:
        path, _, query = handler.path.partition("?")
        length = int(handler.headers.get("Content-Length") or 0)
        body = handler.rfile.read(length) if length else b""
        request = Request(
            handler.command, path, query, {k.lower(): v for k, v in handler.headers.items()}, body
        )
        with self._lock:
            self.requests[f"{request.method} {path.split('/api/v1/', 1)[-1]}"] += 1
        answer = None if self.route is None else self.route(request)
        if answer is None:
            answer = self._forward(request)
            if self.rewrite is not None:
                answer = self.rewrite(request, answer) or answer
        handler.send_response(answer.status)
        for name, value in answer.headers.items():
            handler.send_header(name, value)
        chunks: Iterator[bytes]
        if isinstance(answer.body, bytes):
            handler.send_header("Content-Length", str(answer.length or len(answer.body)))
            chunks = iter([answer.body])
        else:
            if answer.length is not None:
                handler.send_header("Content-Length", str(answer.length))
            else:
                handler.send_header("Transfer-Encoding", "chunked")
            chunks = iter(answer.body)
        handler.send_header("Connection", "close")
        handler.end_headers()
        chunked = not isinstance(answer.body, bytes) and answer.length is None
        try:
            for chunk in chunks:
                if chunked:
                    handler.wfile.write(f"{len(chunk):x}\r\n".encode() + chunk + b"\r\n")
                else:
                    handler.wfile.write(chunk)
            if chunked:
                handler.wfile.write(b"0\r\n\r\n")
        except (BrokenPipeError, ConnectionResetError):
            pass  # the client stopped reading: what a bounded reader does
        handler.close_connection = True

    def _forward(self, request: Request) -> Answer:
        url = self.upstream.removesuffix(httpx.URL(self.upstream).path) + request.path
        if request.query:
            url += "?" + request.query
        headers = {k: v for k, v in request.headers.items() if k not in ("host", "content-length")}
        answer = self._http.request(request.method, url, headers=headers, content=request.body)
        kept = {"Content-Type": answer.headers.get("Content-Type", "application/json")}
        return Answer(answer.status_code, answer.content, kept)
