"""The OpenAPI description served at /api/v1/openapi.json, derived from the sandbox's declarations.

FastAPI's generator reads the routes: their paths, parameters, token scopes (`Reader`/`Writer`),
request forms (`forms.py`) and answers (`resources.answers`). Nothing about an operation or a
field is written twice, so the description cannot drift from what the server does.
"""

from __future__ import annotations

import copy
from typing import Any

from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi
from pydantic import BaseModel
from pydantic.json_schema import models_json_schema

from app.sandbox.forms import REQUEST_FORMS
from app.sandbox.resources import Token, TokenError, TokenRequest, answers
from app.sandbox.state import API_PREFIX

_DESCRIPTION = (
    "Products, projects and webhook subscriptions. Webhook deliveries carry X-Event-Id, "
    "X-Signature-Timestamp and X-Signature: sha256=<hex>, the HMAC-SHA256 of "
    "'<timestamp>.' + raw body keyed with the signing secret."
)
_FRAMEWORK_ERROR = "#/components/schemas/HTTPValidationError"

TOKEN_OPERATION: dict[str, Any] = {
    "responses": {
        **answers(200, "The token", Token),
        400: {"description": "Bad token request", "model": TokenError},
        401: {"description": "Client authentication failed", "model": TokenError},
    },
    "openapi_extra": {
        "requestBody": {
            "required": True,
            "content": {
                "application/x-www-form-urlencoded": {
                    "schema": {"$ref": "#/components/schemas/TokenRequest"}
                }
            },
        }
    },
}
"""How `POST /token` is described: its form-encoded body and its RFC 6749 answers."""


def _generated(app: FastAPI) -> dict[str, Any]:
    cached: dict[str, Any] | None = getattr(app.state, "openapi_document", None)
    if cached is not None:
        return cached
    document = get_openapi(
        title="Material Reuse Service (Reuse Desk sandbox)",
        version="1.0.0",
        openapi_version="3.1.0",
        description=_DESCRIPTION,
        routes=app.routes,
    )
    # Paths are described below the server address, which ends in the prefix.
    document["paths"] = {
        path.removeprefix(API_PREFIX): item for path, item in document["paths"].items()
    }
    for item in document["paths"].values():
        for operation in item.values():
            operation.setdefault("security", [])  # no token needed
            # FastAPI's own 422 for parameters: the sandbox answers those in the service's shape.
            answer = operation["responses"].get("422", {})
            if _FRAMEWORK_ERROR in str(answer):
                del operation["responses"]["422"]
    schemas = document["components"]["schemas"]
    for name in ("HTTPValidationError", "ValidationError"):
        schemas.pop(name, None)
    # FastAPI's OpenAPI models read every bound as a float (2**63 - 1 would come out one too
    # large), so the request forms' own schemas replace them; the token form is read by hand.
    described: list[type[BaseModel]] = [*REQUEST_FORMS, TokenRequest]
    _, forms = models_json_schema(
        [(form, "validation") for form in described],
        ref_template="#/components/schemas/{model}",
    )
    schemas.update(forms["$defs"])
    app.state.openapi_document = document
    return document


def openapi_document(app: FastAPI, server_url: str) -> dict[str, Any]:
    """The description, with `server_url` (ending in /api/v1) as its server and token URL."""
    document = copy.deepcopy(_generated(app))
    document["servers"] = [{"url": server_url}]
    flows = document["components"]["securitySchemes"]["oauth2"]["flows"]
    for flow in flows.values():
        flow["tokenUrl"] = f"{server_url}/token"
    return document
