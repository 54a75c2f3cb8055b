"""Crawl options (issue 2): one frozen value, validated once, shared read-only by all threads."""

from __future__ import annotations

from dataclasses import dataclass, field

import daweb
from daweb.crawl.urls import DEFAULT_TRACKING
from daweb.errors import BadInput

#: Query parameters that only track visitors; removed before URLs are compared.
DEFAULT_TRACKING_PARAMS: tuple[str, ...] = tuple(sorted(DEFAULT_TRACKING))

MIN_RETRIEVERS = 1
MAX_RETRIEVERS = 10  # the paper's range: more threads stop paying off (§2.1.2, figure 3)


class InvalidSettings(BadInput, ValueError):
    """A crawl option is out of range."""


@dataclass(frozen=True, slots=True)
class CrawlSettings:
    """Every crawl option; defaults are polite settings for crawling someone else's site.

    For a local test site set ``delay=0``; ``None`` limits mean unlimited. A crawl that
    starts on a loopback or private-network address (one's own site) may fetch such
    addresses; one that starts on a public site may not, even after a redirect.
    ``refuse_private`` (off by default) refuses them for every crawl: turn it on for shared
    installations so users cannot probe the local network. Link-local, cloud metadata,
    multicast and unspecified addresses are never fetched (docs/reliability.md).
    ``download_timeout`` bounds a whole download (connect, headers and body), beside
    ``read_timeout``, which bounds each wait for the next bytes (Scrapy's
    ``DOWNLOAD_TIMEOUT`` is 180 s too).
    """

    retrievers: int = 5
    user_agent: str = field(default_factory=lambda: f"DAWeb/{daweb.__version__}")
    connect_timeout: float = 10.0
    read_timeout: float = 30.0
    robots_timeout: float = 10.0
    download_timeout: float = 180.0
    max_bytes: int = 10 * 1024 * 1024
    retries: int = 2
    backoff: float = 2.0
    max_backoff: float = 120.0
    max_retry_after: float = 600.0
    delay: float = 1.0
    per_host_concurrency: int = 1
    robots: bool = True
    sitemaps: bool = True
    max_sitemaps_per_host: int = 50
    #: Read RSS/Atom start addresses and the feeds start pages name (crawl/feeds.py).
    feeds: bool = True
    same_host_only: bool = False
    honour_nofollow: bool = True
    tracking_params: tuple[str, ...] = DEFAULT_TRACKING_PARAMS
    refuse_private: bool = False
    max_pages: int | None = None
    max_depth: int | None = None
    max_duration: float | None = None
    max_url_length: int = 2000
    max_segment_repeats: int = 3
    #: Trap guard: distinct addresses per query-less path, and per path pattern (the path
    #: with its ``;`` parameters and opaque id segments left out), per site.
    max_query_variants_per_path: int = 200
    max_redirects: int = 10
    progress_interval: float = 0.1
    stop_grace: float = 2.0
    #: Pages keep their response bytes after decoding, for the run's WARC snapshot. Off
    #: (project option ``snapshots = false``), nothing reads them after decoding, so a
    #: page carries only its text and the crawl's queues hold no second copy of it.
    keep_bodies: bool = True

    def __post_init__(self) -> None:
        """Reject options that would make the crawl misbehave rather than fail later."""
        if not MIN_RETRIEVERS <= self.retrievers <= MAX_RETRIEVERS:
            raise InvalidSettings(
                f"retrievers must be between {MIN_RETRIEVERS} and {MAX_RETRIEVERS}, "
                f"not {self.retrievers}"
            )
        _require_positive("connect_timeout", self.connect_timeout)
        _require_positive("read_timeout", self.read_timeout)
        _require_positive("robots_timeout", self.robots_timeout)
        _require_positive("download_timeout", self.download_timeout)
        _require_positive("max_bytes", self.max_bytes)
        _require_positive("per_host_concurrency", self.per_host_concurrency)
        _require_positive("max_url_length", self.max_url_length)
        _require_positive("max_segment_repeats", self.max_segment_repeats)
        _require_positive("max_query_variants_per_path", self.max_query_variants_per_path)
        _require_positive("progress_interval", self.progress_interval)
        for name in ("retries", "backoff", "max_backoff", "max_retry_after", "delay",
                     "max_redirects", "max_sitemaps_per_host"):
            if getattr(self, name) < 0:
                raise InvalidSettings(f"{name} cannot be negative")
        for name in ("max_pages", "max_depth", "max_duration"):
            value = getattr(self, name)
            if value is not None and value < 0:
                raise InvalidSettings(f"{name} cannot be negative (None means unlimited)")
        if not self.user_agent.strip():
            raise InvalidSettings("user_agent cannot be empty")

    @property
    def max_attempts(self) -> int:
        """Attempts per address: the first one plus the retries."""
        return 1 + self.retries


def _require_positive(name: str, value: float) -> None:
    """Raise InvalidSettings unless ``value`` is strictly positive."""
    if value <= 0:
        raise InvalidSettings(f"{name} must be positive, not {value}")
