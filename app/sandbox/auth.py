"""OAuth2 for the sandbox: the `/token` endpoint and bearer-token checks.

Grants: `client_credentials` (client_id, client_secret, in the form or as HTTP Basic) and
`password` (username, password, client_id). A token's scope is `read write`, or `read` for the
viewer client; writing with a read-only token answers 403.
"""

from __future__ import annotations

import base64
import secrets
import threading
import time
from dataclasses import dataclass
from urllib.parse import parse_qs

from starlette.requests import Request
from starlette.responses import JSONResponse

from app.sandbox.credentials import CLIENTS, SCOPE_READ, SCOPE_WRITE, USERS
from app.sandbox.errors import forbidden, unauthenticated


@dataclass(frozen=True, slots=True)
class Grant:
    scopes: frozenset[str]
    expires_at: float


class TokenStore:
    """Tokens issued by this sandbox, kept in memory (a restart signs everyone out)."""

    def __init__(self, ttl: int) -> None:
        self.ttl = ttl
        self._tokens: dict[str, Grant] = {}
        self._lock = threading.Lock()
        self.issued = 0

    def issue(self, scopes: frozenset[str]) -> str:
        token = secrets.token_urlsafe(32)
        with self._lock:
            self._tokens[token] = Grant(scopes, time.monotonic() + self.ttl)
            self.issued += 1
        return token

    def lookup(self, token: str) -> Grant | None:
        with self._lock:
            grant = self._tokens.get(token)
            if grant is not None and grant.expires_at <= time.monotonic():
                del self._tokens[token]
                return None
            return grant

    def revoke_all(self) -> None:
        with self._lock:
            self._tokens.clear()


def require_token(request: Request, tokens: TokenStore, *, write: bool) -> None:
    """Raise 401 without a usable bearer token, 403 when a read-only token tries to write."""
    header = request.headers.get("authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise unauthenticated()
    grant = tokens.lookup(token.strip())
    if grant is None:
        raise unauthenticated()
    if write and SCOPE_WRITE not in grant.scopes:
        raise forbidden("This token may only read (scope 'read'); writing needs scope 'write'.")


def _token_error(status: int, error: str, description: str) -> JSONResponse:
    headers = {"Cache-Control": "no-store"}
    if status == 401:
        headers["WWW-Authenticate"] = 'Basic realm="sandbox"'
    return JSONResponse(
        {"error": error, "error_description": description}, status_code=status, headers=headers
    )


def _basic_credentials(request: Request) -> tuple[str, str] | None:
    scheme, _, encoded = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() != "basic":
        return None
    try:
        client_id, _, secret = base64.b64decode(encoded.strip()).decode().partition(":")
    except ValueError:
        return None
    return client_id, secret


async def token_endpoint(request: Request, tokens: TokenStore) -> JSONResponse:
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type != "application/x-www-form-urlencoded":
        return _token_error(
            400, "invalid_request", "The token request must be application/x-www-form-urlencoded."
        )
    raw = await request.body()
    try:
        form = {k: v[0] for k, v in parse_qs(raw.decode("utf-8"), keep_blank_values=True).items()}
    except UnicodeDecodeError:
        return _token_error(400, "invalid_request", "The token request is not valid UTF-8.")

    grant_type = form.get("grant_type", "")
    if not grant_type:
        return _token_error(400, "invalid_request", "The grant_type parameter is missing.")
    if grant_type not in ("client_credentials", "password"):
        return _token_error(
            400, "unsupported_grant_type", f"The grant type '{grant_type}' is not supported."
        )

    basic = _basic_credentials(request)
    client_id = form.get("client_id") or (basic[0] if basic else "")
    client_secret = form.get("client_secret") or (basic[1] if basic else "")
    if not client_id:
        return _token_error(400, "invalid_request", "The client_id parameter is missing.")
    client = CLIENTS.get(client_id)
    if client is None:
        return _token_error(401, "invalid_client", "Client authentication failed.")
    known_secret, allowed = client

    if grant_type == "client_credentials":
        if not client_secret:
            return _token_error(400, "invalid_request", "The client_secret parameter is missing.")
        if not secrets.compare_digest(client_secret, known_secret):
            return _token_error(401, "invalid_client", "Client authentication failed.")
    else:
        # A confidential client may add its secret; an installed app sends only its id.
        if client_secret and not secrets.compare_digest(client_secret, known_secret):
            return _token_error(401, "invalid_client", "Client authentication failed.")
        username, password = form.get("username", ""), form.get("password", "")
        if not username or not password:
            return _token_error(
                400, "invalid_request", "The username and password parameters are required."
            )
        user = USERS.get(username)
        if user is None or not secrets.compare_digest(password, user[0]):
            return _token_error(400, "invalid_grant", "The user credentials were incorrect.")
        allowed = allowed & user[1]

    requested = frozenset(form.get("scope", "").split())
    if requested and not requested <= allowed:
        return _token_error(400, "invalid_scope", "The requested scope exceeds what was granted.")
    scopes = requested or allowed
    if SCOPE_READ not in scopes:
        scopes = scopes | {SCOPE_READ}
    token = tokens.issue(scopes)
    return JSONResponse(
        {
            "access_token": token,
            "token_type": "Bearer",
            "expires_in": tokens.ttl,
            "scope": " ".join(sorted(scopes)),
        },
        headers={"Cache-Control": "no-store"},
    )
