"""The ASGI application of the sandbox: routes, error bodies, and the middleware around them."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI
from fastapi import Request
from fastapi.exceptions import RequestValidationError
from starlette.datastructures import Headers
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse
from starlette.routing import Match

from app.sandbox import media
from app.sandbox import products
from app.sandbox import projects
from app.sandbox import subscriptions
from app.sandbox.auth import token_endpoint
from app.sandbox.bodies import unreadable_reason
from app.sandbox.errors import ApiError
from app.sandbox.errors import validation_failed
from app.sandbox.faults import FaultMiddleware
from app.sandbox.faults import FaultPlan
from app.sandbox.field_types import problems
from app.sandbox.openapi import TOKEN_OPERATION
from app.sandbox.openapi import openapi_document
from app.sandbox.state import API_PREFIX
from app.sandbox.state import BODY_METHODS
from app.sandbox.state import SandboxState
from app.sandbox.state import api_base
from app.sandbox.state import sandbox_of

log = logging.getLogger(__name__)
_METHODS = ("GET", "POST", "PUT", "PATCH", "DELETE")  # those a route of the sandbox may serve
_TOO_LARGE = "The request body is larger than the sandbox accepts."

# Every router of the interface, all mounted under API_PREFIX (the OpenAPI test walks them).
ROUTERS = (products.router, projects.router, subscriptions.router, media.router)


def create_app(state: SandboxState, max_body_bytes: int | None = None) -> FastAPI:
    """The FastAPI application; a body over `max_body_bytes` (even streamed) answers 413."""

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        try:
            yield
        finally:
            await state.webhooks.close()

    app = FastAPI(
        title="Reuse Desk sandbox",
        openapi_url=None,
        docs_url=None,
        redoc_url=None,
        lifespan=lifespan,
        max_body_size=max_body_bytes,
        strict_content_type=False,  # a body without a content type is read as JSON too
        generate_unique_id_function=lambda route: route.name,  # operationId: the handler's name
    )
    app.state.sandbox = state

    @app.post(API_PREFIX + "/token", tags=["Authentication"], **TOKEN_OPERATION)
    async def token(request: Request) -> JSONResponse:
        """Obtain an access token (client_credentials or password grant)."""
        return await token_endpoint(request, sandbox_of(request).tokens)

    @app.get(API_PREFIX + "/openapi.json", tags=["Description"])
    async def openapi(request: Request) -> JSONResponse:
        """This description."""
        return JSONResponse(openapi_document(app, api_base(request)))

    for router in ROUTERS:
        app.include_router(router, prefix=API_PREFIX)

    app.add_exception_handler(RequestValidationError, _request_validation_error)
    app.add_exception_handler(HTTPException, _http_error)
    app.add_exception_handler(Exception, _unexpected_error)
    return app


def asgi_app(state: SandboxState, faults: FaultPlan, max_body_bytes: int) -> Any:
    """The application as served: faults outermost (a drop happens before the body is read)."""
    app = create_app(state, max_body_bytes)

    async def refuse_declared_overflow(scope: Any, receive: Any, send: Any) -> None:
        if scope["type"] == "http":
            path = str(scope.get("path", "")).removeprefix(API_PREFIX)
            state.requests[f"{scope.get('method', '')} {path}"] += 1
        # Starlette refuses a declared length over the limit in plain text; the service in JSON.
        # Only a POST or PUT may carry a body; the others' bodies are never read.
        takes_body = scope["type"] == "http" and scope.get("method") in BODY_METHODS
        declared = Headers(scope=scope).get("content-length", "") if takes_body else ""
        if declared.isdigit() and int(declared) > max_body_bytes:
            refusal = JSONResponse({"message": _TOO_LARGE}, 413, {"Connection": "close"})
            await refusal(scope, receive, send)
        else:
            await app(scope, receive, send)

    return FaultMiddleware(refuse_declared_overflow, faults)


async def _request_validation_error(request: Request, exc: Exception) -> JSONResponse:
    """A body that fails its form answers 422 (one that could not be read, too: its message
    says why); a path that can name nothing (not a positive 64-bit integer) answers 404, as an
    id that names nothing does."""
    assert isinstance(exc, RequestValidationError)
    if any(error.get("loc", ("",))[0] == "path" for error in exc.errors()):
        return ApiError(404, {"message": "Not found."}).response()
    refusal = validation_failed(problems(exc.errors()))
    reason = unreadable_reason(request)
    if reason is not None:
        refusal.body["message"] = f"{reason} {refusal.body['message']}"
    return refusal.response()


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, HTTPException)
    if isinstance(exc, ApiError):
        return exc.response()
    messages = {404: "Not found.", 405: "Method not allowed.", 413: _TOO_LARGE}
    message = messages.get(exc.status_code, str(exc.detail))
    headers = exc.headers
    if exc.status_code == 405:
        headers = {**(headers or {}), "Allow": ", ".join(_methods_at(request))}
    return JSONResponse({"message": message}, status_code=exc.status_code, headers=headers)


def _methods_at(request: Request) -> list[str]:
    """Every method some route serves at this request's path. Starlette's 405 names only those
    of the first route that matched the path, but each method of a path is its own route."""
    routes = request.app.router.routes
    return [
        method
        for method in _METHODS
        if any(
            route.matches({**request.scope, "method": method})[0] is Match.FULL for route in routes
        )
    ]


async def _unexpected_error(_: Request, exc: Exception) -> JSONResponse:
    log.exception("unexpected error in the sandbox", exc_info=exc)
    return JSONResponse({"message": "Server error."}, status_code=500)
