"""robots.txt policy: fetch each host's robots.txt first, then cut what it disallows.

The policy keeps the robots.txt requests still to make (and those waiting for a retry) and
each host's rules; the distributor hands the requests to retrievers and gives the results
back to :meth:`RobotsPolicy.judge`, which follows RFC 9309: 4xx means everything is
allowed, 5xx after the retries means nothing is, a redirect is followed a few hops.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, replace

from daweb.crawl.frontier import FrontierEntry, backoff_delay
from daweb.crawl.policies.base import Cut, Policy
from daweb.crawl.retriever import FetchResult
from daweb.crawl.robots import RobotsRules
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause

MAX_ROBOTS_REDIRECTS = 5  # RFC 9309 §2.3.1.2
# Hosts that fail like this have no robots.txt to read: the pages themselves will fail and
# be reported with the real cause, so the host is allowed.
_UNREADABLE = frozenset(
    {
        Cause.SERVER_NOT_FOUND,
        Cause.TLS_ERROR,
        Cause.UNSUPPORTED_SCHEME,
        Cause.BAD_URL,
        Cause.PRIVATE_ADDRESS,
        Cause.TOO_LARGE,
        Cause.PROTOCOL_ERROR,
    }
)


@dataclass(frozen=True, slots=True)
class RobotsJob:
    """A robots.txt request in progress for one host."""

    host: str
    start_url: str
    url: str
    attempts: int = 0
    redirects: int = 0


class RobotsPolicy(Policy):
    """Per-host robots.txt rules and the requests that read them."""

    def __init__(self, settings: CrawlSettings) -> None:
        self._settings = settings
        self._rules: dict[str, RobotsRules] = {}
        self._queue: deque[RobotsJob] = deque()
        self._waiting: list[tuple[float, RobotsJob]] = []

    def on_request(self, entry: FrontierEntry) -> Cut | None:
        """Cut an address its host's robots.txt disallows (unknown rules: allowed)."""
        rules = self._rules.get(entry.host)
        if rules is not None and not rules.allowed(entry.target):
            return Cut(Cause.ROBOTS, f"disallowed by {entry.host}/robots.txt")
        return None

    # -- the robots.txt requests

    def ask(self, host: str, start_url: str) -> None:
        """Queue the request for ``host``'s robots.txt."""
        self._queue.append(RobotsJob(host, start_url, f"{host}/robots.txt"))

    def next_job(self) -> RobotsJob | None:
        """The next robots.txt request to hand out, if any."""
        return self._queue.popleft() if self._queue else None

    def pending(self) -> bool:
        """Whether a robots.txt request is still to be made (now or after a wait)."""
        return bool(self._queue or self._waiting)

    def next_retry_time(self) -> float | None:
        """Monotonic time of the earliest retry waiting, if any."""
        return min((t for t, _ in self._waiting), default=None)

    def release_due(self, now: float) -> None:
        """Queue the retries whose time has come."""
        due = [item for item in self._waiting if item[0] <= now]
        if due:
            self._waiting = [item for item in self._waiting if item[0] > now]
            self._queue.extend(job for _, job in due)

    def clear(self) -> None:
        """Forget every request not made yet (the crawl is closing)."""
        self._queue.clear()
        self._waiting.clear()

    def set_rules(self, host: str, rules: RobotsRules) -> None:
        """Remember ``host``'s rules."""
        self._rules[host] = rules

    def judge(self, job: RobotsJob, result: FetchResult, *, closing: bool) -> RobotsRules | None:
        """The host's rules from a robots.txt result, or None when it is asked again later."""
        status = result.status
        if result.aborted or closing:
            return RobotsRules.allow_all()
        if result.cause is Cause.OK and result.location:
            return self._redirect(job, result.location)
        if result.cause is Cause.OK:
            return RobotsRules.parse(result.body, self._settings.user_agent)
        if status is not None and 400 <= status < 500 and status != 429:
            return RobotsRules.allow_all()  # RFC 9309: 4xx means allowed
        if result.cause in _UNREADABLE:
            return RobotsRules.allow_all()
        return self._try_later(job, result)

    def _redirect(self, job: RobotsJob, location: str) -> RobotsRules | None:
        """Follow a robots.txt redirect a few hops (RFC 9309), then give up: allowed."""
        if job.redirects >= MAX_ROBOTS_REDIRECTS or not location.lower().startswith("http"):
            return RobotsRules.allow_all()
        self._queue.append(replace(job, url=location, redirects=job.redirects + 1))
        return None

    def _try_later(self, job: RobotsJob, result: FetchResult) -> RobotsRules | None:
        """5xx, 429 or a network failure: retry with backoff; after that, disallow on 5xx."""
        attempts = job.attempts + 1
        if attempts < self._settings.max_attempts:
            wait = backoff_delay(
                attempts,
                base=self._settings.backoff,
                cap=self._settings.max_backoff,
                retry_after=result.retry_after,
            )
            self._waiting.append((time.monotonic() + wait, replace(job, attempts=attempts)))
            return None
        if result.cause is Cause.HTTP_STATUS:
            return RobotsRules.disallow_all()  # RFC 9309 §2.3.1.4
        return RobotsRules.allow_all()
