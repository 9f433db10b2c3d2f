"""Errors a handler raises to answer with one of the service's error bodies."""

from __future__ import annotations

from typing import Any
from typing import TypeVar

from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse

T = TypeVar("T")


class ApiError(HTTPException):
    """An answer other than success, with one of the service's error bodies."""

    def __init__(self, status: int, body: dict[str, Any], headers: dict[str, str] | None = None):
        super().__init__(status, headers=headers)
        self.body = body

    def response(self) -> JSONResponse:
        return JSONResponse(self.body, self.status_code, self.headers)


def found(value: T | None, message: str = "Not found.") -> T:
    """The value, or the 404 with this message when there is none."""
    if value is None:
        raise ApiError(404, {"message": message})
    return value


def validation_failed(errors: dict[str, list[str]]) -> ApiError:
    """422 in the Laravel shape: the first message, and every message per dotted field path."""
    messages = [text for texts in errors.values() for text in texts]
    message = messages[0] if messages else "The given data was invalid."
    extra = len(messages) - 1
    if extra > 0:
        message += f" (and {extra} more error{'s' if extra > 1 else ''})"
    return ApiError(422, {"message": message, "errors": errors})
