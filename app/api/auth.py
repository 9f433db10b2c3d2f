"""OAuth2 access tokens: fetched at `POST /token`, kept in memory, renewed before they expire.

`BearerAuth` is an `httpx.Auth` flow. It renews the token shortly before it
expires and once after a 401, behind one `asyncio.Lock`, so twenty requests that
find the token stale cause one token request, not twenty. The token value is
never logged and never leaves memory.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import AsyncGenerator, Awaitable, Callable, Generator
from dataclasses import dataclass, field

import httpx
from pydantic import Field, field_validator

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
    token_type: str = "Bearer"
    expires_in: float | None = None
    scope: str | None = None

    @field_validator("token_type")
    @classmethod
    def _bearer(cls, value: str) -> str:
        if value.lower() != "bearer":
            raise ValueError(f"unsupported token type {value!r}")
        return value

    @field_validator("expires_in")
    @classmethod
    def _positive(cls, value: float | None) -> float | None:
        if value is not None and not 0 <= value < 10**9:
            raise ValueError("expires_in out of range")
        return value


# The token request itself carries no bearer token.
_NO_AUTH = httpx.Auth()

TokenFetch = Callable[[], Awaitable[AccessToken]]


class TokenRequester:
    """Asks `POST /token` for an access token with the profile's grant and stored secret."""

    def __init__(
        self,
        profile: EnvironmentProfile,
        secrets: SecretStore,
        http: httpx.AsyncClient,
        *,
        deadline: float = 30.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._profile = profile
        self._secrets = secrets
        self._http = http
        self._deadline = deadline
        self._clock = clock
        self.requests_made = 0

    async def _secret(self) -> str:
        try:
            secret = await asyncio.to_thread(self._secrets.get, secret_key(self._profile))
        except ServiceError:
            raise
        except Exception as exc:
            # A broken keyring backend must read as a missing secret, not crash a sync.
            raise MissingCredentials(detail=f"secret store: {type(exc).__name__}") from None
        if not secret:
            raise MissingCredentials(detail=f"no secret for {self._profile.name!r}")
        return secret

    def _form(self, secret: str) -> dict[str, str]:
        profile = self._profile
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

    async def __call__(self) -> AccessToken:
        form = self._form(await self._secret())
        self.requests_made += 1
        started = self._clock()
        what = f"POST {self._profile.token_url}"
        try:
            async with asyncio.timeout(self._deadline):
                response = await self._http.post(self._profile.token_url, data=form, auth=_NO_AUTH)
        except (httpx.HTTPError, TimeoutError, OSError) as exc:
            raise error_for_exception(exc, idempotent=True, what=what) from None
        if response.status_code in (400, 401):
            body = json_or_none(response)
            code = str(body.get("error", "")) if isinstance(body, dict) else ""
            description = str(body.get("error_description", "")) if isinstance(body, dict) else ""
            log.info("token refused by %s: %s", self._profile.name, code or response.status_code)
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
        log.debug("token obtained for %s, valid %.0f s", self._profile.name, lifetime)
        return AccessToken(answer.access_token, started + lifetime, lifetime, scopes)


class BearerAuth(httpx.Auth):
    """Adds `Authorization: Bearer ...`, renewing the token before expiry and once after a 401."""

    def __init__(self, fetch: TokenFetch, *, clock: Callable[[], float] = time.monotonic) -> None:
        self._fetch = fetch
        self._clock = clock
        self._token: AccessToken | None = None
        self._lock = asyncio.Lock()
        self._epoch = 0
        self._failure: ServiceError | None = None

    @property
    def token(self) -> AccessToken | None:
        return self._token

    def forget(self) -> None:
        """Drop the token (the next request fetches a new one)."""
        self._token = None

    async def valid_token(self) -> AccessToken:
        current = self._token
        if current is not None and current.fresh(self._clock()):
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
                and current.fresh(self._clock())
            ):
                return current
            try:
                token = await self._fetch()
            except ServiceError as exc:
                self._failure = exc
                self._epoch += 1
                raise
            self._token = token
            self._failure = None
            self._epoch += 1
            return token

    def sync_auth_flow(
        self, request: httpx.Request
    ) -> Generator[httpx.Request, httpx.Response, None]:
        raise RuntimeError("BearerAuth works with httpx.AsyncClient only")
        yield request  # pragma: no cover - makes this a generator

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
