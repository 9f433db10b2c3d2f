"""OAuth2 for the sandbox: the `/token` endpoint and bearer-token checks.

Grants: `client_credentials` (client_id, client_secret, in the form or as HTTP Basic) and
`password` (username, password, client_id). A token's scope is `read write`, or `read` for the
viewer client; writing with a read-only token answers 403. A refused token request answers
400/401 in RFC 6749's shape (`error`, `error_description`).
"""

from __future__ import annotations

import base64
import secrets
import time
from urllib.parse import parse_qs

from starlette.requests import Request
from starlette.responses import JSONResponse

from app.sandbox.credentials import CLIENTS
from app.sandbox.credentials import SCOPE_READ
from app.sandbox.credentials import SCOPE_WRITE
from app.sandbox.credentials import USERS
from app.sandbox.errors import ApiError

_NO_STORE = {"Cache-Control": "no-store"}
_BAD_CLIENT = (401, "invalid_client", "Client authentication failed.")


class TokenStore:
    """Tokens issued by this sandbox, kept in memory (a restart signs everyone out).

    No lock: only the server's loop issues and reads tokens, and `revoke_all` is one dict call.
    """

    def __init__(self, ttl: int) -> None:
        self.ttl = ttl
        self._tokens: dict[str, tuple[frozenset[str], float]] = {}  # scopes, expiry
        self.issued = 0

    def issue(self, scopes: frozenset[str]) -> str:
        token = secrets.token_urlsafe(32)
        self._tokens[token] = (scopes, time.monotonic() + self.ttl)
        self.issued += 1
        return token

    def revoke_all(self) -> None:
        self._tokens.clear()

    def require(self, authorization: str, *, write: bool) -> None:
        """Raise 401 without a usable bearer token, 403 when a read-only token tries to write."""
        scheme, _, token = authorization.partition(" ")
        scopes, expires_at = self._tokens.get(token.strip(), (frozenset(), 0.0))
        if scheme.lower() != "bearer" or expires_at <= time.monotonic():
            raise ApiError(401, {"message": "Unauthenticated."}, {"WWW-Authenticate": "Bearer"})
        if write and SCOPE_WRITE not in scopes:
            message = "This token may only read (scope 'read'); writing needs scope 'write'."
            raise ApiError(403, {"message": message})


def _refused(status: int, error: str, description: str) -> ApiError:
    headers = _NO_STORE | ({"WWW-Authenticate": 'Basic realm="sandbox"'} if status == 401 else {})
    return ApiError(status, {"error": error, "error_description": description}, headers)


def _require(form: dict[str, str], *names: str) -> None:
    if not all(form.get(name) for name in names):
        raise _refused(400, "invalid_request", f"{' and '.join(names)} must be given.")


async def _token_form(request: Request) -> dict[str, str]:
    """The form's members (the first of each), with the client's id and secret from HTTP Basic
    where the form has none."""
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type != "application/x-www-form-urlencoded":
        raise _refused(
            400, "invalid_request", "The body must be application/x-www-form-urlencoded."
        )
    try:
        parsed = parse_qs((await request.body()).decode("utf-8"), keep_blank_values=True)
    except UnicodeDecodeError:
        raise _refused(400, "invalid_request", "The token request is not valid UTF-8.") from None
    form = {key: values[0] for key, values in parsed.items()}
    scheme, _, encoded = request.headers.get("authorization", "").partition(" ")
    try:
        basic = base64.b64decode(encoded.strip()).decode() if scheme.lower() == "basic" else ":"
    except ValueError:
        basic = ":"
    client_id, _, client_secret = basic.partition(":")
    form["client_id"] = form.get("client_id") or client_id
    form["client_secret"] = form.get("client_secret") or client_secret
    return form


async def token_endpoint(request: Request, tokens: TokenStore) -> JSONResponse:
    form = await _token_form(request)
    grant_type = form.get("grant_type", "")
    _require(form, "grant_type")
    if grant_type not in ("client_credentials", "password"):
        raise _refused(400, "unsupported_grant_type", f"The grant type {grant_type!r} is unknown.")
    _require(form, "client_id")
    if form["client_id"] not in CLIENTS:
        raise _refused(*_BAD_CLIENT)
    known_secret, allowed = CLIENTS[form["client_id"]]
    if grant_type == "client_credentials":
        _require(form, "client_secret")
    # With the password grant an installed app sends only its id; a confidential client adds
    # its secret, which must then be right.
    if form["client_secret"] and not secrets.compare_digest(form["client_secret"], known_secret):
        raise _refused(*_BAD_CLIENT)
    if grant_type == "password":
        _require(form, "username", "password")
        password, user_scopes = USERS.get(form["username"], ("", frozenset()))
        if not password or not secrets.compare_digest(form["password"], password):
            raise _refused(400, "invalid_grant", "The user credentials were incorrect.")
        allowed &= user_scopes

    requested = frozenset(form.get("scope", "").split())
    if not requested <= allowed:
        raise _refused(400, "invalid_scope", "The requested scope exceeds what was granted.")
    scopes = (requested or allowed) | {SCOPE_READ}
    answer = {
        "access_token": tokens.issue(scopes),
        "token_type": "Bearer",
        "expires_in": tokens.ttl,
        "scope": " ".join(sorted(scopes)),
    }
    return JSONResponse(answer, headers=_NO_STORE)
