"""OAuth2 access tokens: fetched at `POST /token`, kept in memory, renewed before they expire.

`BearerAuth` renews the token shortly before it expires and once after a 401,
behind one `asyncio.Lock`, so twenty requests that find the token stale cause one
token request, not twenty. The token value is never logged and never leaves memory.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncGenerator
from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field

import httpx
from pydantic import Field

from app.api import redaction
from app.api.bounds import ANSWER_BYTES
from app.api.bounds import ERROR_BODY_BYTES
from app.api.environments import EnvironmentProfile
from app.api.environments import secret_key
from app.api.errors import AnswerTooLarge
from app.api.errors import AuthenticationFailed
from app.api.errors import MalformedResponse
from app.api.errors import MissingCredentials
from app.api.errors import ServiceError
from app.api.fields import ApiModel
from app.api.fields import parse_model
from app.api.secrets import SecretStore
from app.api.transport import decode_json
from app.api.transport import error_for_exception
from app.api.transport import error_for_status
from app.api.transport import json_or_none
from app.api.transport import let_go_of_stream
from app.api.transport import read_answer
from app.api.transport import read_capped

log = logging.getLogger(__name__)

# Lifetime assumed when the token answer names none.
DEFAULT_TOKEN_LIFETIME = 3600.0
# Renew this long before expiry at most; short-lived tokens renew at 90 % of their life.
RENEW_MARGIN = 60.0


@dataclass(frozen=True, slots=True)
class AccessToken:
    value: str = field(repr=False)
    expires_at: float
    lifetime: float
    scopes: frozenset[str] | None = None

    def fresh(self, now: float) -> bool:
        margin = min(RENEW_MARGIN, self.lifetime * 0.1)
        return now < self.expires_at - margin


class TokenAnswer(ApiModel):
    # Sent back as a header value: visible ASCII only (RFC 6750's token is narrower). A line
    # break or a letter outside ASCII would fail each request as if the connection had.
    access_token: str = Field(min_length=1, pattern=r"^[\x21-\x7e]+$")
    token_type: str = Field("Bearer", pattern="(?i)^bearer$")
    expires_in: float | None = Field(None, ge=0, lt=10**9)
    scope: str | None = None


# The token request itself carries no bearer token.
_NO_AUTH = httpx.Auth()


@dataclass(eq=False)
class BearerAuth(httpx.Auth):
    """Adds `Authorization: Bearer ...`, renewing the token before expiry and once after a 401.

    Tokens come from `POST /token` with the profile's grant and its stored secret.
    """

    profile: EnvironmentProfile
    secrets: SecretStore
    http: httpx.AsyncClient
    deadline: float
    clock: Callable[[], float] = time.monotonic
    _token: AccessToken | None = field(default=None, init=False)
    # The token request in flight: every request that finds the token stale meanwhile
    # waits for it and shares its outcome, token or failure.
    _renewal: asyncio.Future[AccessToken] | None = field(default=None, init=False)

    async def valid_token(self) -> AccessToken:
        current = self._token
        if current is not None and current.fresh(self.clock()):
            return current
        return await self._renew(stale=current)

    async def renew(self) -> AccessToken:
        """Fetch a new token now, whatever the state of the current one."""
        return await self._renew(stale=self._token, force=True)

    async def _renew(self, stale: AccessToken | None, *, force: bool = False) -> AccessToken:
        current = self._token
        renewed = current is not stale and current is not None and current.fresh(self.clock())
        if renewed and not force and current is not None:
            return current  # another request renewed it meanwhile
        if self._renewal is None:
            self._renewal = asyncio.ensure_future(self._request_token())
            self._renewal.add_done_callback(self._renewed)
        # Shielded: a request given up on does not cancel the others' token request.
        return await asyncio.shield(self._renewal)

    def _renewed(self, renewal: asyncio.Future[AccessToken]) -> None:
        self._renewal = None
        if not renewal.cancelled() and renewal.exception() is None:
            self._token = renewal.result()

    async def async_auth_flow(
        self, request: httpx.Request
    ) -> AsyncGenerator[httpx.Request, httpx.Response]:
        token = await self.valid_token()
        request.headers["Authorization"] = f"Bearer {token.value}"
        response = yield request
        if response.status_code != 401:
            return
        # The service forgot or revoked the token: renew once and send the same bytes again.
        log.info("401 for %s %s: renewing the token once", request.method, request.url.path)
        token = await self._renew(stale=token)
        request.headers["Authorization"] = f"Bearer {token.value}"
        yield request

    # --- the token request ----------------------------------------------------------------

    async def secret(self) -> str:
        """The profile's stored secret (`MissingCredentials` when there is none)."""
        return await self._secret()

    async def _secret(self) -> str:
        try:
            secret = await asyncio.to_thread(self.secrets.get, secret_key(self.profile))
        except ServiceError:
            raise
        except Exception as exc:
            # A broken keyring backend must read as a missing secret, not crash a sync.
            raise MissingCredentials(detail=f"secret store: {type(exc).__name__}") from None
        if not secret:
            raise MissingCredentials(detail=f"no secret for {self.profile.name!r}")
        redaction.remember(secret)  # a service that says it back never puts it in the log
        return secret

    def _form(self, secret: str) -> dict[str, str]:
        profile = self.profile
        form = {"grant_type": profile.grant, "client_id": profile.client_id}
        if profile.grant == "password":
            return form | {"username": profile.username or "", "password": secret}
        return form | {"client_secret": secret}

    async def _post_bounded(self, form: dict[str, str]) -> httpx.Response:
        """The token endpoint's answer, its body read with the bounds of every answer
        (`app.api.bounds`): a sign-in answered without end (a portal in front of the
        service, a broken proxy) would otherwise be held in memory whole."""
        request = self.http.build_request("POST", self.profile.token_url, data=form)
        response = await self.http.send(request, auth=_NO_AUTH, stream=True)
        try:
            ok = response.is_success
            limit = ANSWER_BYTES if ok else ERROR_BODY_BYTES
            content = await read_capped(response, limit, cut=not ok, too_large=AnswerTooLarge)
        except AnswerTooLarge as unread:
            # No sign-in in it: an answer of the wrong shape, not "too large" (that, of a
            # create, would say the create was done, and a create never sent would wait for
            # the user as one accepted without its id).
            raise MalformedResponse(
                "<body>", f"sign-in answer: {unread.detail}", status=response.status_code
            ) from None
        finally:
            await response.aclose()
            let_go_of_stream(response)
        return read_answer(response, content, request)

    async def _request_token(self) -> AccessToken:
        form = self._form(await self._secret())
        started = self.clock()
        try:
            async with asyncio.timeout(self.deadline):
                response = await self._post_bounded(form)
        except ServiceError:
            raise
        except (httpx.HTTPError, TimeoutError, OSError) as exc:
            what = f"POST {self.profile.token_url}"
            raise error_for_exception(exc, idempotent=True, what=what) from None
        if response.status_code in (400, 401):
            body = json_or_none(response)
            body = body if isinstance(body, dict) else {}
            code, description = str(body.get("error", "")), str(body.get("error_description", ""))
            log.info("token refused by %s: %s", self.profile.name, code or response.status_code)
            raise AuthenticationFailed(
                detail=f"{code}: {description}" if code else f"HTTP {response.status_code}",
                status=response.status_code,
                oauth_error=code or None,
            )
        if response.status_code != 200:
            raise error_for_status(response, idempotent=True)
        answer = parse_model(TokenAnswer, decode_json(response), status=200)
        redaction.remember(answer.access_token)
        lifetime = DEFAULT_TOKEN_LIFETIME if answer.expires_in is None else answer.expires_in
        scopes = frozenset(answer.scope.split()) if answer.scope is not None else None
        log.debug("token obtained for %s, valid %.0f s", self.profile.name, lifetime)
        return AccessToken(answer.access_token, started + lifetime, lifetime, scopes)
