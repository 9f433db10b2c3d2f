"""Every way a conversation with the service can fail, as one family of typed errors.

Callers catch `ServiceError` and never a raw httpx exception. An error reports a code,
never a sentence: `notice` is `Notice(code, params)`, worded by `app.ui.message_table`;
`detail` is the technical account for the log; `retryable` tells the sync engine
whether sending the same request again later is safe and may succeed.
"""

# The names say what went wrong in the domain's words; an "Error" suffix would add nothing.
# ruff: noqa: N818

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from app.api.bounds import mebibytes
from app.api.notices import FieldProblems
from app.api.notices import Notice


class ServiceError(Exception):
    """Base of every failure the service client reports.

    A subclass names its kind in its class statement (`code=`, and `retryable=True`
    when sending again later may succeed); one failure may name a finer kind of its
    own (`code=`, say "service.certificate" for an `Offline`) and parameters.
    """

    code = "service.failed"
    retryable = False

    def __init_subclass__(
        cls, *, code: str | None = None, retryable: bool | None = None, **kwargs: Any
    ) -> None:
        super().__init_subclass__(**kwargs)
        if code is not None:
            cls.code = code
        if retryable is not None:
            cls.retryable = retryable

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
        status = f"[HTTP {self.status}]" if self.status is not None else ""
        detail = f"({self.detail})" if self.detail else ""
        return " ".join(part for part in (self.code, status, detail) if part)


class ValidationFailed(ServiceError, code="service.invalid"):
    """The service refused the content of a request (422): the form shows `field_errors`.

    They are keyed by dotted wire path (`itemDetails.name`), as the form's own checks
    are; the service's own texts come as `Notice.said(text)`.
    """

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


class UnknownSubCategory(ValidationFailed, code="service.unknown_sub_category"):
    """The service does not know the sub-category of a new product (400)."""

    def __init__(self, detail: str = "Unknown subProductCategory value") -> None:
        super().__init__(detail, {"subProductCategory": [Notice(self.code)]}, status=400)


class RequestRejected(ServiceError, code="service.rejected"):
    """A client error (4xx) that none of the more specific errors describes."""


class PayloadTooLarge(RequestRejected, code="service.too_large"):
    """The request body is larger than the service takes (413)."""


class Unauthorized(ServiceError, code="service.unauthorized"):
    """The service did not accept the access token, even after a fresh one was fetched."""


class AuthenticationFailed(Unauthorized, code="service.credentials_refused"):
    """The token endpoint refused the credentials (client secret or password)."""

    def __init__(
        self, detail: str = "", *, status: int | None = None, oauth_error: str | None = None
    ) -> None:
        self.oauth_error = oauth_error
        super().__init__(detail, status=status)


class MissingCredentials(ServiceError, code="service.no_secret"):
    """No secret is stored for this environment: the user has to enter it first."""


class SecretStoreUnavailable(ServiceError, code="service.no_keyring"):
    """The operating system offers no keyring to keep secrets in."""


class OtherEnvironment(ServiceError, code="service.other_environment"):
    """The work of one environment's store about to go to another: refused, never sent
    (`environment` names the store's environment, `target` the one connected)."""


class EnvironmentUnknown(OtherEnvironment, code="service.environment_unknown"):
    """The work of a store whose environment is not known (a store of an earlier release
    whose registry was lost): sent to none until the user says where it belongs."""


class Forbidden(ServiceError, code="service.forbidden"):
    """The account may not do this, for example write with a read-only token (403)."""


class NotFound(ServiceError, code="service.not_found"):
    """The record is not (or no longer) at the service (404)."""


class RateLimited(ServiceError, code="service.rate_limited", retryable=True):
    """The service asks for fewer requests (429); `retry_after` says when to try again."""


class Unavailable(ServiceError, code="service.unavailable", retryable=True):
    """The service is down for a while (503); `retry_after` may say how long."""


class ServerError(ServiceError, code="service.server_error", retryable=True):
    """The service failed on its side (5xx): sending again later may work."""


class Offline(ServiceError, code="service.offline", retryable=True):
    """No connection could be made, so nothing reached the service: safe to send again."""


class RequestTimeout(ServiceError, code="service.timeout", retryable=True):
    """A request that is safe to repeat (a read, or one never sent) took too long."""


class DownloadTooLarge(ServiceError, code="service.download_too_large"):
    """An image or file on the service is larger than the program takes in (`limit` bytes)."""

    def __init__(self, detail: str = "", *, limit: int) -> None:
        super().__init__(detail, limit=limit, mebibytes=mebibytes(limit))


class AnswerTooLarge(ServiceError, code="service.answer_too_large"):
    """An answer was larger than the program reads of it (`limit` bytes, see `bounds.py`):
    the read stopped there, nothing of it is used."""

    def __init__(self, detail: str = "", *, limit: int, status: int | None = None) -> None:
        super().__init__(detail, status=status, limit=limit, mebibytes=mebibytes(limit))


class OutcomeUnknown(ServiceError, code="service.outcome_unknown"):
    """A write may have reached the service but its answer was lost.

    Sending it again could create a duplicate: the sync engine first checks the
    server's records (reconciliation) and only then decides.
    """


class AcceptedWithoutId(OutcomeUnknown, code="service.accepted_without_id"):
    """A write was answered with success (2xx), but without the id we assume it names.

    Settled like a lost answer: the engine looks for the record by what it sent, or for
    the upload by its name, and never sends it again blindly.
    """


class UnusableId(AcceptedWithoutId, code="service.unusable_id"):
    """A create or upload was answered with success (2xx) and an id that no record of its
    kind can have (`app.api.ids`; `answered_id` says what it was): done, but where is not
    known, and nothing may be based on that id."""

    def __init__(self, detail: str = "", *, answered_id: str, status: int | None = None) -> None:
        super().__init__(detail, status=status, answered_id=answered_id)


class AnsweredForAnother(ServiceError, code="service.answered_for_another"):
    """An update was answered with success (2xx), but for another record than the one sent
    (`answered_id` instead of `server_id`): nothing of that answer may be kept."""

    def __init__(
        self, detail: str = "", *, answered_id: str, server_id: str, status: int | None = None
    ) -> None:
        super().__init__(detail, status=status, answered_id=answered_id, server_id=server_id)


class MalformedResponse(ServiceError, code="service.malformed"):
    """The service answered, but not in the shape of the interface: `field` names where."""

    def __init__(self, field: str, detail: str = "", *, status: int | None = None) -> None:
        self.field = field
        super().__init__(f"{field}: {detail}" if detail else field, status=status, field=field)


class EndlessList(MalformedResponse, code="service.endless_list"):
    """A list kept pointing onwards (`links.next` to a page it gave already, or past the page
    cap): read up to there (`pages` pages), the rest left for a later run."""

    def __init__(self, detail: str = "", *, pages: int) -> None:
        super().__init__("links.next", detail)
        self.params["pages"] = pages
