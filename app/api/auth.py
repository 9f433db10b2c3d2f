"""OAuth2 access tokens: fetched at `POST /token`, kept in memory, renewed before they expire.

`BearerAuth` renews the token shortly before it expires and once after a 401,
behind one `asyncio.Lock`, so twenty requests that find the token stale cause one
token request, not twenty. The token value is never logged and never leaves memory.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncGenerator, Callable
from dataclasses import dataclass, field

import httpx
from pydantic import Field

from app.api.environments import EnvironmentProfile, secret_key
from app.api.errors import AuthenticationFailed, MissingCredentials, ServiceError
from app.api.fields import ApiModel, parse_model
from app.api.secrets import SecretStore
from app.api.transport import decode_json, error_for_exception, error_for_status, json_or_none

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
    access_token: str = Field(min_length=1)
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
    _lock: asyncio.Lock = field(default_factory=asyncio.Lock, init=False)
    # Counts renewals (and failed ones), so requests that waited share their outcome.
    _epoch: int = field(default=0, init=False)
    _failure: ServiceError | None = field(default=None, init=False)

    async def valid_token(self) -> AccessToken:
        current = self._token
        if current is not None and current.fresh(self.clock()):
            return current
        return await self._renew(stale=current)

    async def renew(self) -> AccessToken:
        """Fetch a new token now, whatever the state of the current one."""
        return await self._renew(stale=self._token, force=True)

    async def _renew(self, stale: AccessToken | None, *, force: bool = False) -> AccessToken:
        epoch = self._epoch
        async with self._lock:
            current = self._token
            if self._epoch != epoch:
                # Another request renewed, or failed to, while this one waited: share its outcome.
                if self._failure is not None:
                    raise self._failure
                if current is not None and current is not stale:
                    return current
            if (
                not force
                and current is not None
                and current is not stale
                and current.fresh(self.clock())
            ):
                return current
            try:
                token = await self._request_token()
            except ServiceError as exc:
                self._failure = exc
                self._epoch += 1
                raise
            self._token = token
            self._failure = None
            self._epoch += 1
            return token

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
        return secret

    def _form(self, secret: str) -> dict[str, str]:
        profile = self.profile
        if profile.grant == "password":
            return {
                "grant_type": "password",
                "username": profile.username or "",
                "password": secret,
                "client_id": profile.client_id,
            }
        return {
            "grant_type": "client_credentials",
            "client_id": profile.client_id,
            "client_secret": secret,
        }

    async def _request_token(self) -> AccessToken:
        form = self._form(await self._secret())
        started = self.clock()
        try:
            async with asyncio.timeout(self.deadline):
                response = await self.http.post(self.profile.token_url, data=form, auth=_NO_AUTH)
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
        lifetime = DEFAULT_TOKEN_LIFETIME if answer.expires_in is None else answer.expires_in
        scopes = frozenset(answer.scope.split()) if answer.scope is not None else None
        log.debug("token obtained for %s, valid %.0f s", self.profile.name, lifetime)
        return AccessToken(answer.access_token, started + lifetime, lifetime, scopes)
