"""A real HTTP server on loopback that serves an update manifest and counts who asked."""

from __future__ import annotations

import json
import threading
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler
from http.server import ThreadingHTTPServer
from typing import Any

SHA256 = "ab" * 32


def manifest(version: str = "9.1.0", **changes: Any) -> dict[str, Any]:
    """A manifest announcing `version` with an installer for every platform."""
    installers = {
        key: {"url": f"https://downloads.example.org/reuse-desk-{version}-{key}", "sha256": SHA256}
        for key in ("windows", "macos-arm64", "macos-x86_64", "linux")
    }
    return {"version": version, "published": "2026-05-04", "installers": installers} | changes


class ManifestServer:
    """Answers each path with what `answer(path, ...)` set; everything else is a 404."""

    def __init__(self) -> None:
        self.answers: dict[str, tuple[int, bytes, dict[str, str]]] = {}
        self.requests: Counter[str] = Counter()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                server.requests[self.path] += 1
                status, body, headers = server.answers.get(self.path, (404, b"", {}))
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, format: str, *args: Any) -> None:
                pass  # the test asserts on the counts, not on a console line

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base_url = f"http://127.0.0.1:{self.httpd.server_address[1]}"

    def answer(
        self, path: str, body: Any, status: int = 200, headers: dict[str, str] | None = None
    ) -> str:
        """Serve `body` (JSON unless bytes) at `path`; its full address."""
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.answers[path] = (status, data, headers or {"Content-Type": "application/json"})
        return self.base_url + path


@contextmanager
def running_manifest_server() -> Iterator[ManifestServer]:
    server = ManifestServer()
    thread = threading.Thread(target=server.httpd.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.httpd.shutdown()
        server.httpd.server_close()
        thread.join()
