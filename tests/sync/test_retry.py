"""The retry policy: which failures are tried again, and how long the engine waits."""

from __future__ import annotations

import logging
import random
from datetime import UTC
from datetime import datetime
from datetime import timedelta

import pytest

from app.api.errors import Forbidden
from app.api.errors import Offline
from app.api.errors import OutcomeUnknown
from app.api.errors import RateLimited
from app.api.errors import RequestTimeout
from app.api.errors import ServerError
from app.api.errors import ServiceError
from app.api.errors import Unauthorized
from app.api.errors import Unavailable
from app.api.errors import ValidationFailed
from app.api.notices import Notice
from app.sync.progress import ProgressTracker
from app.sync.progress import SyncPhase
from app.sync.progress import SyncProgress
from app.sync.progress import retry_reason
from app.sync.retry import RetryPolicy
from app.sync.retry import with_retries


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


@pytest.mark.asyncio
async def test_on_retry_hears_each_pause_before_it_starts() -> None:
    failures: list[ServiceError] = [ServerError(status=500), RateLimited(status=429)]
    heard: list[tuple[ServiceError, float]] = []

    async def send() -> str:
        if failures:
            raise failures.pop(0)
        return "ok"

    def on_retry(error: ServiceError, pause: float) -> None:
        # Told before the pause: the request it announces has not gone yet.
        assert len(failures) == 1 - len(heard)
        heard.append((error, pause))

    policy = RetryPolicy(base=0.001, cap=0.002)
    assert await with_retries(send, policy, on_retry=on_retry) == "ok"
    assert [(type(e), e.status) for e, _ in heard] == [(ServerError, 500), (RateLimited, 429)]
    assert all(0 <= pause <= 0.002 for _, pause in heard)


def test_a_retry_reason_says_what_failed_in_few_words() -> None:
    cases = {
        ServerError(status=500): Notice("sync.retry_server_error", {"status": 500}),
        Unavailable(status=503): Notice("sync.retry_server_error", {"status": 503}),
        RateLimited(status=429): Notice("sync.retry_rate_limited", {"status": 429}),
        # The transport's detail names the exception (app.api.transport).
        Offline("GET /products: ReadError: "): Notice("sync.retry_connection_dropped"),
        Offline("GET /products: RemoteProtocolError: gone"): Notice(
            "sync.retry_connection_dropped"
        ),
        Offline("POST /token: ConnectError: refused"): Notice("sync.retry_no_connection"),
        OutcomeUnknown("POST /products: RemoteProtocolError: "): Notice(
            "sync.retry_connection_dropped"
        ),
        RequestTimeout("GET /products: ReadTimeout: "): Notice("sync.retry_timeout"),
    }
    for error, reason in cases.items():
        assert retry_reason(error) == reason, error
    certificate = Offline("x", code="service.certificate")
    assert retry_reason(certificate) == certificate.notice


def test_the_progress_keeps_a_records_wait_until_its_step_goes_on() -> None:
    tracker = ProgressTracker()
    seen: list[SyncProgress] = []
    tracker.subscribe(seen.append)
    tracker.start(2, 0)
    before = datetime.now(UTC)
    tracker.retrying("d1", "Eiken deur", Unavailable(status=503), 2.0)
    wait = tracker.snapshot.waiting["d1"]
    assert wait.label == "Eiken deur"
    assert wait.notice == Notice("sync.retry_server_error", {"status": 503})
    assert before + timedelta(seconds=1.9) <= wait.at <= datetime.now(UTC) + timedelta(seconds=2)
    earlier = seen[-1]
    tracker.working_on("Eiken deur: upload", "d2")  # another record: the wait stays
    assert "d1" in tracker.snapshot.waiting
    tracker.working_on("Eiken deur: upload", "d1")
    assert tracker.snapshot.waiting == {}
    assert "d1" in earlier.waiting  # a snapshot handed out never changes
    tracker.retrying("d2", "Grenen kast", ServerError(status=500), 1.0)
    tracker.record_done("d2")
    assert tracker.snapshot.waiting == {}
    tracker.retrying("d1", "Eiken deur", RateLimited(status=429), 1.0)
    tracker.phase(SyncPhase.FINISHED)
    assert tracker.snapshot.waiting == {}  # what still waits goes with the next run


def test_every_record_done_is_the_whole_bar() -> None:
    # An upload found on the server after a lost answer is never sent, its bytes never counted.
    done = SyncProgress(SyncPhase.FINISHED, 3, 3, bytes_sent=800, bytes_total=900)
    assert done.fraction == 1.0
    assert SyncProgress(SyncPhase.RUNNING, 2, 3, bytes_sent=900, bytes_total=900).fraction < 1
