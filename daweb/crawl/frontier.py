"""The pending-addresses list with per-host politeness (textbook §3.2.2) and retry scheduling.

The frontier belongs to the distributor thread alone, so it takes no locks. Within the
hosts that may be contacted now, entries leave in the order they arrived (FIFO by a
sequence number), which makes a one-retriever crawl of an unchanged site deterministic
(paper §2.1.2). Retries get a fresh sequence number and an earliest time.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from email.utils import parsedate_to_datetime
from enum import StrEnum
from urllib.parse import urlsplit


class JobKind(StrEnum):
    """What a job fetches: a page for the analyzer, a sitemap to seed links, or robots.txt."""

    PAGE = "page"
    SITEMAP = "sitemap"
    ROBOTS = "robots"


@dataclass(frozen=True, slots=True)
class FrontierEntry:
    """One address waiting in the frontier, with what the distributor must remember about it.

    ``url`` is the address as taken from a link; ``fetch_url`` is the hop to request next
    (it differs from ``url`` while a redirect chain is followed).
    """

    url: str
    start_url: str
    depth: int = 0
    kind: JobKind = JobKind.PAGE
    attempts: int = 0
    redirects: tuple[str, ...] = ()
    fetch_url: str = ""
    elapsed: float = 0.0
    last_cause: str = ""

    @property
    def target(self) -> str:
        """The URL to request now."""
        return self.fetch_url or self.url

    @property
    def host(self) -> str:
        """Politeness key of the URL to request now."""
        return host_key(self.target)


def host_key(url: str) -> str:
    """Politeness and robots.txt key: scheme, host and port (RFC 9309 rules are per origin)."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


@dataclass(slots=True)
class _Host:
    """Scheduling state of one host."""

    queue: list[tuple[int, int, FrontierEntry]] = field(default_factory=list)
    next_allowed: float = 0.0
    in_flight: int = 0
    delay: float = 0.0
    blocked: bool = False
    allowed_before_pop: float = 0.0


class Frontier:
    """Pending addresses per host, FIFO within the hosts that politeness lets us contact now."""

    def __init__(self, *, delay: float = 0.0, per_host_concurrency: int = 1) -> None:
        """``delay`` is the per-host minimum between the end of one request and the next."""
        self._default_delay = delay
        self._concurrency = per_host_concurrency
        self._hosts: dict[str, _Host] = {}
        self._waiting: list[tuple[float, int, FrontierEntry]] = []  # retries not yet due
        self._seq = itertools.count()
        self._pending = 0

    def __len__(self) -> int:
        """Entries not yet handed out, including retries waiting for their time."""
        return self._pending

    def push(self, entry: FrontierEntry, *, priority: int = 1) -> None:
        """Append an entry; lower ``priority`` values leave first within a host (sitemaps: 0)."""
        host = self._host(entry.host)
        heapq.heappush(host.queue, (priority, next(self._seq), entry))
        self._pending += 1

    def retry(self, entry: FrontierEntry, not_before: float) -> None:
        """Put an entry back to be tried again no earlier than ``not_before``."""
        heapq.heappush(self._waiting, (not_before, next(self._seq), entry))
        self._pending += 1

    def pop(self, now: float) -> FrontierEntry | None:
        """The oldest entry whose host may be contacted at ``now``, or None."""
        self._release_due_retries(now)
        best: tuple[int, int, FrontierEntry] | None = None
        best_host: _Host | None = None
        for host in self._hosts.values():
            if not host.queue or host.blocked or host.in_flight >= self._concurrency:
                continue
            if host.next_allowed > now:
                continue
            if best is None or host.queue[0][:2] < best[:2]:
                best, best_host = host.queue[0], host
        if best is None or best_host is None:
            return None
        heapq.heappop(best_host.queue)
        best_host.in_flight += 1
        best_host.allowed_before_pop = best_host.next_allowed
        # With a delay, requests also *start* at least that far apart, even when
        # per-host concurrency lets several run at once.
        best_host.next_allowed = max(best_host.next_allowed, now + best_host.delay)
        self._pending -= 1
        return best[2]

    def done(self, entry: FrontierEntry, now: float) -> None:
        """The request for ``entry`` ended: start the host's politeness window now.

        The window starts after the download (textbook §3.2.2), not when it began.
        """
        host = self._host(entry.host)
        host.in_flight = max(0, host.in_flight - 1)
        host.next_allowed = max(host.next_allowed, now + host.delay)

    def release(self, entry: FrontierEntry) -> None:
        """``entry`` was taken but no request was made (e.g. robots.txt forbids it)."""
        host = self._host(entry.host)
        host.in_flight = max(0, host.in_flight - 1)
        host.next_allowed = host.allowed_before_pop

    def touch(self, host: str, now: float) -> None:
        """A request to ``host`` outside the frontier (robots.txt) ended at ``now``."""
        state = self._host(host)
        state.next_allowed = max(state.next_allowed, now + state.delay)

    def next_event_time(self, now: float) -> float | None:
        """The earliest time a currently waiting entry could become poppable, or None."""
        times = [t for t, _, _ in self._waiting[:1]]
        for host in self._hosts.values():
            if host.queue and not host.blocked and host.in_flight < self._concurrency:
                times.append(host.next_allowed)
        return max(now, min(times)) if times else None

    def set_delay(self, host: str, seconds: float) -> None:
        """Per-host delay, e.g. robots.txt Crawl-delay; never below the configured minimum."""
        self._host(host).delay = max(self._default_delay, seconds)

    def pause(self, host: str, until: float) -> None:
        """Contact ``host`` no earlier than ``until`` (Retry-After, robots.txt try-later)."""
        state = self._host(host)
        state.next_allowed = max(state.next_allowed, until)

    def block(self, host: str) -> None:
        """Hold every entry of ``host`` (until its robots.txt is known)."""
        self._host(host).blocked = True

    def unblock(self, host: str) -> None:
        """Release the entries of ``host``."""
        self._host(host).blocked = False

    def is_known(self, host: str) -> bool:
        """Whether ``host`` has ever had an entry or a setting."""
        return host in self._hosts

    def drain(self) -> list[FrontierEntry]:
        """Remove and return every pending entry, oldest first."""
        items = [item for host in self._hosts.values() for item in host.queue]
        items += [(1, seq, entry) for _, seq, entry in self._waiting]
        for host in self._hosts.values():
            host.queue.clear()
        self._waiting.clear()
        self._pending = 0
        return [entry for _, _, entry in sorted(items, key=lambda item: item[1])]

    def sample(self, limit: int = 20) -> tuple[str, ...]:
        """A few pending URLs for the GUI's pending-addresses list, oldest first."""
        pending = self._iter_pending(limit)
        return tuple(entry.target for entry in itertools.islice(pending, limit))

    def _iter_pending(self, limit: int) -> Iterator[FrontierEntry]:
        """Pending entries, ready ones first, roughly in arrival order."""
        for host in self._hosts.values():
            for _, _, entry in heapq.nsmallest(limit, host.queue):
                yield entry
        for _, _, entry in heapq.nsmallest(limit, self._waiting):
            yield entry

    def _release_due_retries(self, now: float) -> None:
        """Move retries whose time has come into their host queues."""
        while self._waiting and self._waiting[0][0] <= now:
            _, seq, entry = heapq.heappop(self._waiting)
            heapq.heappush(self._host(entry.host).queue, (1, seq, entry))

    def _host(self, key: str) -> _Host:
        """The state of host ``key``, created with the default delay."""
        state = self._hosts.get(key)
        if state is None:
            state = self._hosts[key] = _Host(delay=self._default_delay)
        return state


def backoff_delay(
    attempts: int, *, base: float, cap: float, retry_after: float | None = None
) -> float:
    """Seconds before the next attempt: exponential backoff, or the server's Retry-After.

    ``attempts`` counts the attempts made so far (1 after the first failure).
    """
    if retry_after is not None:
        return max(0.0, min(retry_after, cap))
    return min(cap, base * (2 ** max(0, attempts - 1)))


def parse_retry_after(value: str | None, *, now_epoch: float) -> float | None:
    """Seconds from a Retry-After header (delta-seconds or HTTP-date); None when absent/invalid."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        moment = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if moment is None:
        return None
    return max(0.0, moment.timestamp() - now_epoch)


def with_attempt(entry: FrontierEntry, *, elapsed: float, cause: str) -> FrontierEntry:
    """A copy of ``entry`` that remembers one more failed attempt."""
    return replace(
        entry, attempts=entry.attempts + 1, elapsed=entry.elapsed + elapsed, last_cause=cause
    )
