"""When to send a request again, and how long to wait first.

Transport errors, 5xx, 429 and 503 are tried again after an exponentially growing,
fully jittered pause (laptops coming back online must not hit the service in lockstep),
at least the request's own `Retry-After` (the other requests in flight are not held).
Other 4xx are final, and so is a write whose outcome is unknown: the engine reconciles
it first. A 401 here is final too: the client has already renewed its token once.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from app.api.errors import ServiceError

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass(frozen=True)
class RetryPolicy:
    """Exponential backoff with full jitter; `max_attempts` bounds one sync run, not the draft.

    A step that is still failing after `max_attempts` stays queued for the next run.
    """

    base: float = 0.5
    cap: float = 60.0
    max_attempts: int = 6
    # A Retry-After beyond this is not waited out inside a run; the step waits for the next run.
    max_retry_after: float = 300.0

    def __post_init__(self) -> None:
        if self.base < 0 or self.cap < 0 or self.max_attempts < 1:
            raise ValueError("base and cap must be >= 0 and max_attempts >= 1")

    def delay(
        self, attempt: int, retry_after: float | None = None, rng: random.Random | None = None
    ) -> float:
        """Seconds to wait before attempt number `attempt + 1` (attempt counts from 1)."""
        ceiling = min(self.cap, self.base * (2 ** (attempt - 1)))
        pause = (rng or random).uniform(0, ceiling)
        if retry_after is not None:
            pause = max(pause, min(retry_after, self.max_retry_after))
        return pause


async def with_retries(
    send: Callable[[], Awaitable[T]],
    policy: RetryPolicy,
    *,
    rng: random.Random | None = None,
    on_retry: Callable[[ServiceError, float], None] | None = None,
) -> T:
    """Call `send` until it succeeds, fails finally, or the policy's attempts are spent.

    `on_retry` hears of each pause before it starts: the error and the seconds it lasts,
    so the user learns why a record waits and until when.
    """
    attempt = 1
    while True:
        try:
            return await send()
        except ServiceError as error:
            # OutcomeUnknown is not retryable by design: the engine reconciles it instead.
            if not error.retryable or attempt >= policy.max_attempts:
                raise
            if error.retry_after is not None and error.retry_after > policy.max_retry_after:
                raise
            pause = policy.delay(attempt, error.retry_after, rng)
            log.info("retry %d in %.2fs after %s", attempt, pause, error)
            if on_retry is not None:
                on_retry(error, pause)
            await asyncio.sleep(pause)
            attempt += 1
