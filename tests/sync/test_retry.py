"""The retry policy: which failures are tried again, and how long the engine waits."""

from __future__ import annotations

import logging
import random

import pytest

from app.api.errors import (
    Forbidden,
    Offline,
    OutcomeUnknown,
    RateLimited,
    ServerError,
    ServiceError,
    Unauthorized,
    Unavailable,
    ValidationFailed,
)
from app.sync.retry import RetryPolicy, with_retries


@pytest.mark.parametrize(
    "error",
    [Offline(), ServerError(status=500), RateLimited(status=429), Unavailable(status=503)],
)
def test_transport_errors_5xx_429_and_503_are_retried(error: ServiceError) -> None:
    assert error.retryable


@pytest.mark.parametrize(
    "error",
    [ValidationFailed("bad"), Forbidden(status=403), Unauthorized(status=401), OutcomeUnknown()],
)
def test_other_client_errors_and_unknown_outcomes_are_not(error: ServiceError) -> None:
    assert not error.retryable


def test_delay_grows_exponentially_within_the_cap_and_is_jittered() -> None:
    policy = RetryPolicy(base=1.0, cap=8.0)
    rng = random.Random(7)
    for attempt, ceiling in [(1, 1.0), (2, 2.0), (3, 4.0), (4, 8.0), (9, 8.0)]:
        samples = [policy.delay(attempt, rng=rng) for _ in range(200)]
        assert all(0 <= s <= ceiling for s in samples)
        assert max(samples) > ceiling * 0.8  # full jitter spreads over the whole range
        assert len(set(samples)) > 100


def test_retry_after_is_a_lower_bound() -> None:
    policy = RetryPolicy(base=0.01, cap=0.02)
    assert policy.delay(1, retry_after=3.0) == 3.0
    assert RetryPolicy(max_retry_after=5.0).delay(1, retry_after=60.0) >= 5.0


@pytest.mark.asyncio
async def test_with_retries_repeats_until_success_and_logs_each_retry(
    caplog: pytest.LogCaptureFixture,
) -> None:
    failures: list[ServiceError] = [Offline(), Unavailable(status=503, retry_after=0.01)]
    caplog.set_level(logging.INFO, logger="app.sync.retry")

    async def send() -> str:
        if failures:
            raise failures.pop(0)
        return "ok"

    result = await with_retries(send, RetryPolicy(base=0.001, cap=0.002))
    assert result == "ok"
    seen = [r.args[:2] for r in caplog.records if r.name == "app.sync.retry"]
    assert [a for a, _ in seen] == [1, 2]
    assert seen[1][1] >= 0.01


@pytest.mark.asyncio
async def test_with_retries_gives_up_after_max_attempts() -> None:
    calls = 0

    async def send() -> None:
        nonlocal calls
        calls += 1
        raise ServerError(status=500)

    with pytest.raises(ServerError):
        await with_retries(send, RetryPolicy(base=0.0, cap=0.0, max_attempts=3))
    assert calls == 3


@pytest.mark.asyncio
async def test_final_errors_are_raised_at_once() -> None:
    calls = 0

    async def send() -> None:
        nonlocal calls
        calls += 1
        raise ValidationFailed("bad", {"itemDetails.name": ["required"]})

    with pytest.raises(ValidationFailed):
        await with_retries(send, RetryPolicy(base=0.0))
    assert calls == 1


@pytest.mark.asyncio
async def test_a_retry_after_beyond_the_run_limit_is_left_for_the_next_run() -> None:
    async def send() -> None:
        raise RateLimited(status=429, retry_after=3600)

    with pytest.raises(RateLimited):
        await with_retries(send, RetryPolicy(max_retry_after=10))
