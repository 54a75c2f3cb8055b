"""Retry policy: a failure worth another attempt is tried again later, with backoff.

Timeouts, resets, refusals, 5xx, 408 and 429 are retried up to ``retries`` times, after
``backoff`` seconds doubling up to ``max_backoff``, or after the server's ``Retry-After``
(capped by ``max_retry_after``). Anything else, and a failure after the last attempt, is
passed on: the distributor reports it as given up.
"""

from __future__ import annotations

import time

from daweb.crawl.frontier import FrontierEntry, backoff_delay, with_attempt
from daweb.crawl.policies.base import CrawlState, Policy, Retry
from daweb.crawl.retriever import FetchResult
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause

# Failures worth another attempt later (issue 2, point 4); everything else gives up.
RETRY_CAUSES = frozenset({Cause.TIMEOUT, Cause.RESET, Cause.REFUSED})
RETRY_STATUSES = frozenset({408, 429})


def retryable(result: FetchResult) -> bool:
    """Whether a failure is worth another try later (not a download that passed its
    deadline: it would take as long again; not a nonsense status such as 999)."""
    if not result.retryable:
        return False
    if result.cause in RETRY_CAUSES:
        return True
    status = result.status
    return (
        result.cause is Cause.HTTP_STATUS
        and status is not None
        and (500 <= status < 600 or status in RETRY_STATUSES)
    )


class RetryPolicy(Policy):
    """Schedules another attempt of a retryable failure while attempts remain."""

    def __init__(self, settings: CrawlSettings, state: CrawlState) -> None:
        self._settings = settings
        self._state = state

    def on_result(self, entry: FrontierEntry, result: FetchResult) -> Retry | None:
        """Retry later, or pass (not a failure, not retryable, out of attempts, closing)."""
        if not retryable(result) or self._state.closing:
            return None
        failed = with_attempt(entry, elapsed=result.elapsed, cause=result.cause.value)
        if failed.attempts >= self._settings.max_attempts:
            return None
        retry_after = result.retry_after
        if retry_after is not None:
            retry_after = min(retry_after, self._settings.max_retry_after)
        wait = backoff_delay(
            failed.attempts,
            base=self._settings.backoff,
            cap=max(self._settings.max_backoff, retry_after or 0.0),
            retry_after=retry_after,
        )
        return Retry(failed, time.monotonic() + wait)
