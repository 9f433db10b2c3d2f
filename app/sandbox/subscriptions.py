"""Webhook subscriptions: list, create, read, delete and test.

Two response shapes exist. Variant A (the default): dates are ISO strings, `event_type` is a
comma-separated string, party ids are decentralized-identifier style. Variant B: dates are unix
seconds (start/end may be null), `event_type` is an array, party ids are plain strings. A
subscription without a start date starts when it is created; one without an end date never ends
(`end_date` null in both variants).
"""

from __future__ import annotations

import secrets
import time
import uuid
from datetime import UTC
from datetime import datetime
from typing import Any

from fastapi import APIRouter
from fastapi import Request
from starlette.responses import JSONResponse
from starlette.responses import Response

from app.sandbox.bodies import JsonRoute
from app.sandbox.errors import found
from app.sandbox.field_types import iso_utc
from app.sandbox.forms import SubscriptionRequest
from app.sandbox.resources import SubscriptionA
from app.sandbox.resources import SubscriptionB
from app.sandbox.resources import SubscriptionList
from app.sandbox.resources import SubscriptionTestResult
from app.sandbox.resources import answers
from app.sandbox.state import Reader
from app.sandbox.state import SandboxState
from app.sandbox.state import Writer
from app.sandbox.state import api_base

router = APIRouter(tags=["Subscriptions"], route_class=JsonRoute)

CONSUMER_PARTY = 1
PROVIDER_PARTY = 2
_DID_PREFIX = "did:web:sandbox.reuse.local:party:"
_ONE = SubscriptionA | SubscriptionB


def subscription_resource(
    doc: dict[str, Any], state: SandboxState, request: Request
) -> dict[str, Any]:
    """The stored subscription in the sandbox's variant of the answer (the module says how they
    differ); the stored one keeps its moments in unix seconds."""
    variant_b = state.subscription_variant == "B"
    start = doc["start_ts"] if doc["start_ts"] is not None or variant_b else doc["created_ts"]

    def moment(ts: int | None) -> int | str | None:
        return ts if variant_b or ts is None else iso_utc(datetime.fromtimestamp(ts, UTC))

    def party(number: int) -> str:
        return str(number) if variant_b else f"{_DID_PREFIX}{number}"

    return {
        "id": doc["id"],
        "resource_type": "subscription",
        "url": f"{api_base(request)}/resources/subscriptions/{doc['id']}",
        "created_date": moment(doc["created_ts"]),
        "start_date": moment(start),
        "end_date": moment(doc["end_ts"]),
        "consumer_id": party(CONSUMER_PARTY),
        "provider_id": party(PROVIDER_PARTY),
        "event_type": list(doc["event_types"]) if variant_b else ",".join(doc["event_types"]),
        "description": doc["description"],
        "status": doc["status"],
        "webhook_url": doc["webhook_url"],
        "signing_secret": doc["signing_secret"],
    }


def _find(state: SandboxState, subscription: str) -> dict[str, Any]:
    return found(state.db.get_subscription(subscription), "Subscription not found.")


@router.get(
    "/resources/subscriptions",
    responses=answers(200, "The subscriptions", SubscriptionList, 401, 403),
)
async def list_subscriptions(request: Request, state: Reader) -> JSONResponse:
    """List webhook subscriptions."""
    items = [subscription_resource(doc, state, request) for doc in state.db.list_subscriptions()]
    return JSONResponse({"count": len(items), "subscriptions": items})


@router.post(
    "/resources/subscriptions",
    status_code=201,
    responses=answers(201, "The subscription", _ONE, 401, 403, 422),
)
async def create_subscription(
    request: Request, state: Writer, form: SubscriptionRequest
) -> JSONResponse:
    """Create a webhook subscription."""
    doc = {
        "id": str(uuid.uuid4()),
        "webhook_url": form.webhook_url,
        "description": form.description,
        "event_types": list(dict.fromkeys(form.event_type)),
        "start_ts": form.start_date,
        "end_ts": form.end_date,
        "created_ts": int(time.time()),
        "status": "active",
        "signing_secret": "whsec_" + secrets.token_urlsafe(32),
    }
    state.db.insert_subscription(doc)
    return JSONResponse(subscription_resource(doc, state, request), status_code=201)


@router.get(
    "/resources/subscriptions/{subscription}",
    responses=answers(200, "The subscription", _ONE, 401, 403, 404),
)
async def get_subscription(request: Request, state: Reader, subscription: str) -> JSONResponse:
    """Read a webhook subscription."""
    doc = _find(state, subscription)
    return JSONResponse(subscription_resource(doc, state, request))


@router.delete(
    "/resources/subscriptions/{subscription}",
    status_code=204,
    responses=answers(204, "Deleted", None, 401, 403, 404),
)
async def delete_subscription(state: Writer, subscription: str) -> Response:
    """Delete a webhook subscription."""
    state.db.delete_subscription(_find(state, subscription)["id"])
    return Response(status_code=204)


@router.post(
    "/resources/subscriptions/{subscription}/test",
    responses=answers(200, "The delivery's outcome", SubscriptionTestResult, 401, 403, 404),
)
async def test_subscription(state: Writer, subscription: str) -> JSONResponse:
    """Deliver a signed test event to the subscription's webhook."""
    return JSONResponse(await state.webhooks.send_test(_find(state, subscription)))
