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
from datetime import UTC, datetime
from decimal import Decimal
from typing import Any

from fastapi import APIRouter, Request
from starlette.responses import JSONResponse, Response

from app.sandbox.errors import not_found
from app.sandbox.interface import EVENT_TYPES
from app.sandbox.state import SandboxState, api_base, authorised
from app.sandbox.validation import Checker, iso_utc, parse_date_time, parse_json_body

router = APIRouter()

CONSUMER_PARTY = 1
PROVIDER_PARTY = 2
_DID_PREFIX = "did:web:sandbox.reuse.local:party:"
_LAST_SECOND = 253402300799  # 9999-12-31T23:59:59Z


def read_subscription(body: dict[str, Any]) -> dict[str, Any]:
    c = Checker()
    c.choice(body, "resource_type", "resource_type", ("subscription",), required=True)
    webhook_url = c.url(body, "webhook_url", "webhook_url", required=True)
    description = c.string(body, "description", "description", max_length=1000)
    start_ts = _read_moment(c, body, "start_date")
    end_ts = _read_moment(c, body, "end_date")
    if start_ts is not None and end_ts is not None and end_ts <= start_ts:
        c.add("end_date", "The end_date field must be a date after start_date.")

    event_types: list[str] = []
    raw = body.get("event_type")
    if raw is None:
        c.add("event_type", "The event_type field is required.")
    elif isinstance(raw, str):
        # Variant A shows event_type as a comma-separated string; accept it as a request too.
        raw = [part.strip() for part in raw.split(",") if part.strip()]
    if isinstance(raw, list):
        if not raw:
            c.add("event_type", "The event_type field must have at least one item.")
        for index, value in enumerate(raw):
            if value not in EVENT_TYPES:
                c.add(f"event_type.{index}", f"The selected event_type.{index} is invalid.")
            elif value not in event_types:
                event_types.append(value)
    elif raw is not None:
        c.add("event_type", "The event_type field must be an array.")
    c.raise_if_failed()
    return {
        "id": str(uuid.uuid4()),
        "webhook_url": webhook_url,
        "description": description,
        "event_types": event_types,
        "start_ts": start_ts,
        "end_ts": end_ts,
        "created_ts": int(time.time()),
        "status": "active",
        "signing_secret": "whsec_" + secrets.token_urlsafe(32),
    }


def _read_moment(c: Checker, body: dict[str, Any], key: str) -> int | None:
    """An ISO date or date-time (or unix seconds, as variant B returns them) as unix seconds."""
    value = body.get(key)
    if value is None:
        return None
    seconds: int | None = None
    if isinstance(value, int | Decimal) and not isinstance(value, bool):
        if isinstance(value, int) or (value.is_finite() and abs(value.adjusted()) < 20):
            seconds = int(value)
    elif isinstance(value, str):
        text = value.strip()
        moment = parse_date_time(text if "T" in text or " " in text else f"{text}T00:00:00Z")
        seconds = int(moment.timestamp()) if moment is not None else None
    if seconds is None:
        c.add(key, f"The {key} field must be a valid ISO 8601 date or date-time.")
        return None
    if not 0 <= seconds <= _LAST_SECOND:
        c.add(key, f"The {key} field must lie between 1970 and 9999.")
        return None
    return seconds


def subscription_resource(doc: dict[str, Any], variant: str, base: str) -> dict[str, Any]:
    start = doc["start_ts"] if doc["start_ts"] is not None else doc["created_ts"]
    resource: dict[str, Any] = {
        "id": doc["id"],
        "resource_type": "subscription",
        "url": f"{base}/resources/subscriptions/{doc['id']}",
    }
    if variant == "B":
        resource |= {
            "created_date": doc["created_ts"],
            "start_date": doc["start_ts"],
            "end_date": doc["end_ts"],
            "consumer_id": str(CONSUMER_PARTY),
            "provider_id": str(PROVIDER_PARTY),
            "event_type": list(doc["event_types"]),
        }
    else:
        resource |= {
            "created_date": _iso(doc["created_ts"]),
            "start_date": _iso(start),
            "end_date": _iso(doc["end_ts"]) if doc["end_ts"] is not None else None,
            "consumer_id": f"{_DID_PREFIX}{CONSUMER_PARTY}",
            "provider_id": f"{_DID_PREFIX}{PROVIDER_PARTY}",
            "event_type": ",".join(doc["event_types"]),
        }
    resource |= {
        "description": doc["description"],
        "status": doc["status"],
        "webhook_url": doc["webhook_url"],
        "signing_secret": doc["signing_secret"],
    }
    return resource


def _iso(ts: int) -> str:
    return iso_utc(datetime.fromtimestamp(ts, UTC))


def _find(state: SandboxState, subscription_id: str) -> dict[str, Any]:
    found = state.db.get_subscription(subscription_id)
    if found is None:
        raise not_found("Subscription not found.")
    return found


@router.get("/resources/subscriptions")
async def list_subscriptions(request: Request) -> JSONResponse:
    state = authorised(request)
    base = api_base(request)
    items = [
        subscription_resource(doc, state.subscription_variant, base)
        for doc in state.db.list_subscriptions()
    ]
    return JSONResponse({"count": len(items), "subscriptions": items})


@router.post("/resources/subscriptions")
async def create_subscription(request: Request) -> JSONResponse:
    state = authorised(request, write=True)
    doc = read_subscription(parse_json_body(await request.body()))
    state.db.insert_subscription(doc["id"], doc)
    return JSONResponse(
        subscription_resource(doc, state.subscription_variant, api_base(request)), status_code=201
    )


@router.get("/resources/subscriptions/{subscription}")
async def get_subscription(request: Request, subscription: str) -> JSONResponse:
    state = authorised(request)
    doc = _find(state, subscription)
    return JSONResponse(subscription_resource(doc, state.subscription_variant, api_base(request)))


@router.delete("/resources/subscriptions/{subscription}")
async def delete_subscription(request: Request, subscription: str) -> Response:
    state = authorised(request, write=True)
    if not state.db.delete_subscription(subscription):
        raise not_found("Subscription not found.")
    return Response(status_code=204)


@router.post("/resources/subscriptions/{subscription}/test")
async def test_subscription(request: Request, subscription: str) -> JSONResponse:
    state = authorised(request, write=True)
    doc = _find(state, subscription)
    event_id, outcome = await state.webhooks.send_test(doc)
    error = outcome.error
    if error is None and not outcome.delivered:
        error = f"The webhook answered HTTP {outcome.status_code}."
    return JSONResponse(
        {
            "delivered": outcome.delivered,
            "status_code": outcome.status_code,
            "error": error,
            "event_id": event_id,
        }
    )
