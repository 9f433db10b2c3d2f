"""How HTTP answers and transport failures become typed service errors, for the token
request and the operations alike. "Idempotent": safe to send again without checking the
server first (reads, and requests that never left this machine).
"""

from __future__ import annotations

import json
import ssl
import time
from collections.abc import Mapping
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

from app.api.errors import AnswerTooLarge
from app.api.errors import DownloadTooLarge
from app.api.errors import Forbidden
from app.api.errors import MalformedResponse
from app.api.errors import NotFound
from app.api.errors import Offline
from app.api.errors import OutcomeUnknown
from app.api.errors import PayloadTooLarge
from app.api.errors import RateLimited
from app.api.errors import RequestRejected
from app.api.errors import RequestTimeout
from app.api.errors import ServerError
from app.api.errors import ServiceError
from app.api.errors import Unauthorized
from app.api.errors import Unavailable
from app.api.errors import UnknownSubCategory
from app.api.errors import ValidationFailed
from app.api.notices import FieldProblems
from app.api.notices import Notice

UNKNOWN_SUB_CATEGORY = "Unknown subProductCategory value"

# Longer waits than this are capped: a bad header must not park the sync engine for days.
MAX_RETRY_AFTER = 3600.0


def retry_after_seconds(value: str | None, *, now: float | None = None) -> float | None:
    """Seconds to wait from a `Retry-After` header (delta seconds or an HTTP date)."""
    text = (value or "").strip()
    if not text:
        return None
    try:
        seconds = float(text)
    except ValueError:
        try:
            moment = parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError, OverflowError):
            return None
        if moment.tzinfo is None:
            return None
        seconds = moment.timestamp() - (time.time() if now is None else now)
    if seconds != seconds:  # NaN
        return None
    return min(max(seconds, 0.0), MAX_RETRY_AFTER)


def decode_json(response: httpx.Response) -> Any:
    """The JSON body of `response`, or `MalformedResponse` when it is not JSON."""
    if not response.content:
        raise MalformedResponse("<body>", "empty body", status=response.status_code)
    try:
        return json.loads(response.content)
    except (ValueError, RecursionError) as exc:
        raise MalformedResponse(
            "<body>", f"not JSON: {type(exc).__name__}", status=response.status_code
        ) from None


def json_or_none(response: httpx.Response) -> Any:
    """The JSON body of an error answer, or None: its shape is never guaranteed."""
    try:
        return json.loads(response.content) if response.content else None
    except (ValueError, RecursionError):
        return None


def _text(value: Any) -> str:
    return value if isinstance(value, str) else ""


def _field_errors(raw: Any) -> FieldProblems:
    """The 422's `errors`: the service's own words, as said, by dotted field path."""
    if not isinstance(raw, Mapping):
        return {}
    return {
        str(key): [Notice.said(str(t)) for t in (texts if isinstance(texts, list) else [texts])]
        for key, texts in raw.items()
    }


_BY_STATUS: dict[int, type[ServiceError]] = {
    401: Unauthorized,
    403: Forbidden,
    404: NotFound,
    413: PayloadTooLarge,
    429: RateLimited,
    503: Unavailable,
}


def error_for_status(response: httpx.Response, *, idempotent: bool) -> ServiceError:
    """The typed error for an unsuccessful answer."""
    status = response.status_code
    body = json_or_none(response)
    message = _text(body.get("message")) if isinstance(body, Mapping) else ""
    error_code = _text(body.get("error")) if isinstance(body, Mapping) else ""
    detail = f"{response.request.method} {response.request.url.path}: {message or error_code}"
    retry_after = retry_after_seconds(response.headers.get("Retry-After"))

    if status == 422:
        errors = _field_errors(body.get("errors")) if isinstance(body, Mapping) else {}
        return ValidationFailed(detail, errors)
    if status == 400 and error_code == UNKNOWN_SUB_CATEGORY:
        return UnknownSubCategory(error_code)
    kind = _BY_STATUS.get(status)
    if kind is not None:
        return kind(detail, status=status, retry_after=retry_after)
    if status in (502, 504) and not idempotent:
        # A gateway gave up waiting: the service behind it may have done the work.
        return OutcomeUnknown(detail=detail, status=status)
    if status >= 500:
        return ServerError(detail=detail, status=status, retry_after=retry_after)
    return RequestRejected(detail=detail, status=status)


def error_for_exception(exc: BaseException, *, idempotent: bool, what: str) -> ServiceError:
    """The typed error for a transport failure or the end of the request deadline."""
    name = type(exc).__name__
    detail = f"{what}: {name}: {exc}" if str(exc) else f"{what}: {name}"
    if isinstance(exc, httpx.ConnectError | httpx.ConnectTimeout):
        if _is_certificate_problem(exc):
            return Offline(detail, code="service.certificate")
        return Offline(detail)
    if isinstance(exc, httpx.PoolTimeout):
        return RequestTimeout(detail=detail)
    if isinstance(exc, httpx.TimeoutException | TimeoutError):
        return RequestTimeout(detail=detail) if idempotent else OutcomeUnknown(detail=detail)
    if isinstance(exc, httpx.ProxyError):
        return Offline(detail, code="service.proxy_refused")
    if isinstance(exc, httpx.UnsupportedProtocol | httpx.InvalidURL):
        return RequestRejected(detail, code="service.bad_address")
    if isinstance(exc, httpx.TransportError | OSError):
        # The connection broke, perhaps after the request started to go out.
        return Offline(detail=detail) if idempotent else OutcomeUnknown(detail=detail)
    return ServiceError(detail=detail)


def _is_certificate_problem(exc: BaseException) -> bool:
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ssl.SSLCertVerificationError):
            return True
        if "CERTIFICATE_VERIFY_FAILED" in str(current):
            return True
        current = current.__cause__ or current.__context__
    return False


def read_answer(streamed: httpx.Response, content: bytes, request: httpx.Request) -> httpx.Response:
    """The streamed answer again, with the body read (decoded already: not decoded twice)."""
    headers = [
        (name, value)
        for name, value in streamed.headers.multi_items()
        if name.lower() not in ("content-encoding", "content-length", "transfer-encoding")
    ]
    return httpx.Response(streamed.status_code, headers=headers, content=content, request=request)


def bounded_by_length(response: httpx.Response, limit: int) -> bool:
    """Whether the answer's framing alone keeps its body within `limit`: a declared length
    no greater, and nothing to decode (a compressed body may unpack past it). HTTP/1.1
    reads no byte past the declared length, so such a body may be read whole (`aread`),
    without `read_capped`'s chunk loop and the rebuilt response of `read_answer`."""
    declared = response.headers.get("Content-Length", "")
    encoding = response.headers.get("Content-Encoding", "identity").strip().lower()
    return declared.isdigit() and int(declared) <= limit and encoding in ("", "identity")


def let_go_of_stream(response: httpx.Response) -> None:
    """A closed response's stream dropped. httpx's stream refers back to its response (to
    set its elapsed time), a reference cycle that takes some 48 objects of httpx and
    httpcore with it, which only the cyclic collector frees. A first load reads a thousand
    pages and more with the collector paused (`app.collector`): their cycles piled up, and
    the collection when it resumed walked them all at once, the interpreter lock held (some
    60,000 objects at 100,000 products: the window stalled for a tenth of a second and
    more). Without the stream's reference the response goes by its reference count. The
    body read (`aread`) stays on the response."""
    response.stream = httpx.ByteStream(b"")


async def read_capped(
    response: httpx.Response,
    limit: int,
    *,
    cut: bool = False,
    too_large: type[AnswerTooLarge] | type[DownloadTooLarge] = DownloadTooLarge,
) -> bytes:
    """At most `limit` bytes of the body, read as it comes: the rest is cut off (`cut`) or
    refused (`too_large`), a declared length over the limit before a byte is read."""
    declared = response.headers.get("Content-Length", "")
    if not cut and declared.isdigit() and int(declared) > limit:
        raise too_large(f"{response.url}: {declared} bytes", limit=limit)
    body = bytearray()
    async for chunk in response.aiter_bytes():
        body += chunk
        if len(body) > limit:
            if cut:
                return bytes(body[:limit])
            raise too_large(f"{response.url}: over {limit} bytes", limit=limit)
    return bytes(body)
