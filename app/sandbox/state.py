"""What every handler of one sandbox shares: its database, tokens, webhooks and options."""

from __future__ import annotations

from dataclasses import dataclass
from typing import cast

from starlette.requests import Request

from app.sandbox.auth import TokenStore, require_token
from app.sandbox.database import Database
from app.sandbox.webhooks import WebhookDispatcher

API_PREFIX = "/api/v1"


@dataclass(slots=True)
class SandboxState:
    db: Database
    tokens: TokenStore
    webhooks: WebhookDispatcher
    subscription_variant: str = "A"


def sandbox_of(request: Request) -> SandboxState:
    return cast(SandboxState, request.app.state.sandbox)


def authorised(request: Request, *, write: bool = False) -> SandboxState:
    """The sandbox state, after checking the request's bearer token allows the operation."""
    state = sandbox_of(request)
    require_token(request, state.tokens, write=write)
    return state


def api_base(request: Request) -> str:
    """The absolute base address as this client reached it, e.g. http://127.0.0.1:8765/api/v1."""
    return str(request.base_url).rstrip("/") + API_PREFIX
