"""What the sync and its list process (`list_process`, `list_child`) say to each other:
the orders, the end of the read, a failure as it crosses. Plain data, pickled over the
pipe only the two processes hold."""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field
from typing import Any

from app.api.client import Credentials
from app.api.errors import ServiceError
from app.store.cache import ReadSoFar
from app.store.cache import RefreshSummary
from app.store.kinds import RecordKind
from app.sync.retry import RetryPolicy

# What the process is told, besides its `ListOrders`.
PAUSE, RESUME, STOP = "pause", "resume", "stop"


@dataclass(frozen=True, slots=True)
class ListOrders:
    """What the process needs to read on: the store file, the account, and where the read
    stands (the page it goes on from, what was read so far, the pages it may still read)."""

    store_file: str  # the store's database file, open in the sync's process
    kind: RecordKind
    credentials: Credentials
    per_page: int
    max_pages: int
    next_page: int
    so_far: ReadSoFar
    skipped: int
    retry: RetryPolicy
    paused: bool


@dataclass(frozen=True, slots=True)
class ErrorInfo:
    """A failure as it crosses from the process: a `ServiceError` is made again as the same
    kind, with its code and parameters (an exception itself may not survive pickling)."""

    name: str  # qualified class name
    detail: str
    code: str = ServiceError.code
    status: int | None = None
    retry_after: float | None = None
    params: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def of(cls, error: BaseException) -> ErrorInfo:
        name = f"{type(error).__module__}.{type(error).__qualname__}"
        if not isinstance(error, ServiceError):
            return cls(name, f"{type(error).__name__}: {error}")
        return cls(
            name, error.detail, error.code, error.status, error.retry_after, dict(error.params)
        )

    def revived(self) -> ServiceError:
        """The failure as this process raises it; one not of the service a plain
        `ServiceError` (the list is not refreshed this time, and the log says why)."""
        kind = _service_errors().get(self.name)
        if kind is None:
            return ServiceError(f"list process: {self.detail}")
        error = kind.__new__(kind)
        Exception.__init__(error, self.detail or self.code)
        error.code, error.detail = self.code, self.detail
        error.status, error.retry_after, error.params = self.status, self.retry_after, self.params
        return error


def _service_errors() -> dict[str, type[ServiceError]]:
    found: dict[str, type[ServiceError]] = {}
    todo: list[type[ServiceError]] = [ServiceError]
    while todo:
        kind = todo.pop()
        found[f"{kind.__module__}.{kind.__qualname__}"] = kind
        todo.extend(kind.__subclasses__())
    return found


@dataclass(frozen=True, slots=True)
class ListDone:
    """How the process's read ended: `read` items read there; `cut_short` or `failed` what
    ended it early; `skipped` the items of the whole read left out; `summary` the refresh's
    when the list was read whole (then the process finished it)."""

    read: int
    skipped: int
    cut_short: ErrorInfo | None = None
    failed: ErrorInfo | None = None
    summary: RefreshSummary | None = None
