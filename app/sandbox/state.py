"""What every handler of one sandbox shares, and the token check each operation declares.

An operation asks for `Reader` or `Writer`: that one declaration both checks the bearer token
and puts the OAuth2 scope into the OpenAPI description.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from dataclasses import field
from typing import Annotated
from typing import cast

from fastapi import Depends
from fastapi import Security
from fastapi.openapi.models import OAuthFlowClientCredentials
from fastapi.openapi.models import OAuthFlowPassword
from fastapi.openapi.models import OAuthFlows
from fastapi.security import OAuth2
from fastapi.security import SecurityScopes
from starlette.requests import Request

from app.sandbox.auth import TokenStore
from app.sandbox.credentials import SCOPE_READ
from app.sandbox.credentials import SCOPE_WRITE
from app.sandbox.database import Database
from app.sandbox.webhooks import WebhookDispatcher

API_PREFIX = "/api/v1"
BODY_METHODS = frozenset({"POST", "PUT"})
"""The methods whose requests may carry a body the sandbox reads, and so may answer 413."""
SCOPES = {SCOPE_READ: "Read products, projects and subscriptions", SCOPE_WRITE: "Change them"}


@dataclass(slots=True)
class SandboxState:
    db: Database
    tokens: TokenStore
    webhooks: WebhookDispatcher
    subscription_variant: str = "A"
    # Requests answered, by "METHOD /path" below the API prefix: what tests count (a
    # record sent exactly once). Kept in memory; a sandbox is restarted between sessions.
    requests: Counter[str] = field(default_factory=Counter)


def sandbox_of(request: Request) -> SandboxState:
    return cast(SandboxState, request.app.state.sandbox)


def api_base(request: Request) -> str:
    """The absolute base address as this client reached it, e.g. http://127.0.0.1:8765/api/v1."""
    return str(request.base_url).rstrip("/") + API_PREFIX


# The token address is relative to the server; openapi.py makes it absolute per request.
oauth2 = OAuth2(
    flows=OAuthFlows(
        clientCredentials=OAuthFlowClientCredentials(tokenUrl="token", scopes=SCOPES),
        password=OAuthFlowPassword(tokenUrl="token", scopes=SCOPES),
    ),
    scheme_name="oauth2",
    auto_error=False,  # TokenStore.require answers in the service's own shape
)


async def _with_token(
    request: Request, security: SecurityScopes, authorization: str | None = Depends(oauth2)
) -> SandboxState:
    state = sandbox_of(request)
    state.tokens.require(authorization or "", write=SCOPE_WRITE in security.scopes)
    return state


Reader = Annotated[SandboxState, Security(_with_token, scopes=[SCOPE_READ])]
Writer = Annotated[SandboxState, Security(_with_token, scopes=[SCOPE_WRITE])]
