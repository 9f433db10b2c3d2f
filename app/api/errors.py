"""Every way a conversation with the service can fail, as one family of typed errors.

Callers catch `ServiceError` (or one of its subclasses) and never a raw httpx
exception. An error reports a code, never a sentence: `notice` is
`Notice(code, params)` (params: status, retry_after, field, ... where known),
which `app.ui.message_table` turns into a sentence in the window's language;
`detail` is the technical account, in English, for the log. `retryable` tells
the sync engine whether sending the same request again later is safe and may
succeed.
"""

# The names say what went wrong in the domain's words; an "Error" suffix would add nothing.
# ruff: noqa: N818

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api.notices import FieldProblems, Notice


class ServiceError(Exception):
    """Base of every failure the service client reports.

    `code` is the class's kind; one failure may name a finer one (`code=`, say
    "service.certificate" for an `Offline`) and parameters of its own.
    """

    code = "service.failed"
    retryable = False

    def __init__(
        self,
        detail: str = "",
        *,
        status: int | None = None,
        retry_after: float | None = None,
        code: str | None = None,
        **params: Any,
    ) -> None:
        if code is not None:
            self.code = code
        self.detail = detail
        self.status = status
        self.retry_after = retry_after
        self.params = params
        super().__init__(detail or self.code)

    @property
    def notice(self) -> Notice:
        known = {"status": self.status, "retry_after": self.retry_after}
        return Notice(self.code, {k: v for k, v in known.items() if v is not None} | self.params)

    def __str__(self) -> str:
        parts = [self.code]
        if self.status is not None:
            parts.append(f"[HTTP {self.status}]")
        if self.detail:
            parts.append(f"({self.detail})")
        return " ".join(parts)

    def __repr__(self) -> str:
        return (
            f"{type(self).__name__}(code={self.code!r}, status={self.status!r}, "
            f"detail={self.detail!r}, retry_after={self.retry_after!r})"
        )


class ValidationFailed(ServiceError):
    """The service refused the content of a request (422): the form shows `field_errors`.

    `field_errors` is keyed by the dotted path of the request field, the same key
    shape the form models use for their own checks (for example `itemDetails.name`);
    the service's own texts come as `Notice.said(text)`.
    """

    code = "service.invalid"

    def __init__(
        self,
        detail: str = "",
        field_errors: Mapping[str, list[Notice]] | None = None,
        *,
        status: int | None = 422,
    ) -> None:
        self.field_errors: FieldProblems = {
            key: list(notices) for key, notices in (field_errors or {}).items()
        }
        super().__init__(detail, status=status)


class UnknownSubCategory(ValidationFailed):
    """The service does not know the sub-category of a new product (400)."""

    code = "service.unknown_sub_category"

    def __init__(self, detail: str = "Unknown subProductCategory value") -> None:
        super().__init__(detail, {"subProductCategory": [Notice(self.code)]}, status=400)


class RequestRejected(ServiceError):
    """A client error (4xx) that none of the more specific errors describes."""

    code = "service.rejected"


class PayloadTooLarge(RequestRejected):
    code = "service.too_large"


class Unauthorized(ServiceError):
    """The service did not accept the access token, even after a fresh one was fetched."""

    code = "service.unauthorized"


class AuthenticationFailed(Unauthorized):
    """The token endpoint refused the credentials (client secret or password)."""

    code = "service.credentials_refused"

    def __init__(
        self, detail: str = "", *, status: int | None = None, oauth_error: str | None = None
    ) -> None:
        self.oauth_error = oauth_error
        super().__init__(detail, status=status)


class MissingCredentials(ServiceError):
    """No secret is stored for this environment: the user has to enter it first."""

    code = "service.no_secret"


class SecretStoreUnavailable(ServiceError):
    """The operating system offers no keyring to keep secrets in."""

    code = "service.no_keyring"


class Forbidden(ServiceError):
    code = "service.forbidden"


class NotFound(ServiceError):
    code = "service.not_found"


class RateLimited(ServiceError):
    code = "service.rate_limited"
    retryable = True


class Unavailable(ServiceError):
    code = "service.unavailable"
    retryable = True


class ServerError(ServiceError):
    code = "service.server_error"
    retryable = True


class Offline(ServiceError):
    """No connection could be made, so nothing reached the service: safe to send again."""

    code = "service.offline"
    retryable = True


class RequestTimeout(ServiceError):
    """A request that is safe to repeat (a read, or one never sent) took too long."""

    code = "service.timeout"
    retryable = True


class OutcomeUnknown(ServiceError):
    """A write may have reached the service but its answer was lost.

    Sending it again could create a duplicate: the sync engine first checks the
    server's records (reconciliation) and only then decides.
    """

    code = "service.outcome_unknown"


class MalformedResponse(ServiceError):
    """The service answered, but not in the shape of the interface: `field` names where."""

    code = "service.malformed"

    def __init__(self, field: str, detail: str = "", *, status: int | None = None) -> None:
        self.field = field
        super().__init__(f"{field}: {detail}" if detail else field, status=status, field=field)


class AttachmentUnreadable(ServiceError):
    """An image or file to upload could not be read from disk (moved, deleted, no access)."""

    code = "service.file_unreadable"
