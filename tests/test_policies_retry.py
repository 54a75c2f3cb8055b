"""Tests for daweb.crawl.policies.retry (what is tried again, and when)."""

from __future__ import annotations

import time

import pytest

from daweb.crawl.frontier import FrontierEntry
from daweb.crawl.policies.base import CrawlState, Retry
from daweb.crawl.policies.retry import RetryPolicy, retryable
from daweb.crawl.retriever import FetchResult, Job
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause

ENTRY = FrontierEntry(url="http://example.org/a", start_url="http://example.org/", depth=1)


def _failure(cause: Cause, status: int | None = None, **fields: object) -> FetchResult:
    return FetchResult(Job(1, ENTRY.url), 0, cause, status, **fields)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("cause", "status", "expected"),
    [
        (Cause.TIMEOUT, None, True),
        (Cause.RESET, None, True),
        (Cause.REFUSED, None, True),
        (Cause.HTTP_STATUS, 503, True),
        (Cause.HTTP_STATUS, 408, True),
        (Cause.HTTP_STATUS, 429, True),
        (Cause.HTTP_STATUS, 404, False),
        (Cause.HTTP_STATUS, 999, False),
        (Cause.SERVER_NOT_FOUND, None, False),
        (Cause.OK, 200, False),
        (Cause.NOT_MODIFIED, 304, False),
    ],
)
def test_which_failures_are_retryable(cause: Cause, status: int | None, expected: bool) -> None:
    assert retryable(_failure(cause, status)) is expected


def test_a_download_past_its_deadline_is_not_retried() -> None:
    assert not retryable(_failure(Cause.TIMEOUT, retryable=False))


def test_backoff_doubles_until_the_attempts_run_out() -> None:
    policy = RetryPolicy(CrawlSettings(delay=0, retries=2, backoff=2.0), CrawlState())
    before = time.monotonic()
    first = policy.on_result(ENTRY, _failure(Cause.TIMEOUT, elapsed=1.0))
    assert isinstance(first, Retry) and first.entry.attempts == 1
    assert first.entry.last_cause == Cause.TIMEOUT.value and first.entry.elapsed == 1.0
    assert before + 2.0 <= first.at <= time.monotonic() + 2.0
    second = policy.on_result(first.entry, _failure(Cause.TIMEOUT))
    assert isinstance(second, Retry) and second.at >= before + 4.0
    assert policy.on_result(second.entry, _failure(Cause.TIMEOUT)) is None  # given up


def test_retry_after_is_capped_by_max_retry_after() -> None:
    settings = CrawlSettings(delay=0, max_backoff=10.0, max_retry_after=60.0)
    policy = RetryPolicy(settings, CrawlState())
    before = time.monotonic()
    verdict = policy.on_result(ENTRY, _failure(Cause.HTTP_STATUS, 429, retry_after=3600.0))
    assert isinstance(verdict, Retry)
    assert before + 60.0 <= verdict.at <= time.monotonic() + 60.0


def test_nothing_is_retried_while_closing() -> None:
    policy = RetryPolicy(CrawlSettings(delay=0), CrawlState(closing=True))
    assert policy.on_result(ENTRY, _failure(Cause.TIMEOUT)) is None
