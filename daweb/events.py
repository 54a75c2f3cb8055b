"""Small immutable events that the distributor, the retrievers, the analyzer and the GUI exchange.

Scrapy's separation: the distributor decides, retrievers only fetch, the analyzer only
analyzes, and they talk through queues carrying these frozen dataclasses, never through
shared mutable state. Listeners (the CLI progress line, the desktop app) receive them
through a plain callable ``on_event(event) -> None`` that must return quickly; a run's
:class:`~daweb.run.bus.EventBus` gives each event to all of them and reports one that fails.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the crawl's events stay light to import: the analyzers load on use
    from analyzers.page_text import PageText


class RetrieverState(StrEnum):
    """The paper's eight retriever states (§3, Process section, figure 14)."""

    READY = "ready"
    DOWNLOADING = "downloading"
    REDIRECTED = "redirected"
    FINISHED = "finished"
    ADDRESS_FAILED = "address_failed"
    RETRIEVAL_FAILED = "retrieval_failed"
    SERVER_NOT_FOUND = "server_not_found"
    AUTH_REQUIRED = "auth_required"


class Cause(StrEnum):
    """Apparent cause of an incident-report line (paper §2.1.1, *Incidencias*)."""

    OK = "ok"
    HTTP_STATUS = "http_status"
    SERVER_NOT_FOUND = "server_not_found"
    TIMEOUT = "timeout"
    REFUSED = "connection_refused"
    RESET = "connection_reset"
    TLS_ERROR = "tls_error"
    REDIRECT_LOOP = "redirect_loop"
    TOO_MANY_REDIRECTS = "too_many_redirects"
    TOO_LARGE = "too_large"
    UNSUPPORTED_CONTENT_TYPE = "unsupported_content_type"
    ROBOTS = "robots_txt"
    EXCLUDED = "excluded"
    BAD_URL = "bad_url"
    UNSUPPORTED_SCHEME = "unsupported_scheme"
    PRIVATE_ADDRESS = "private_address"
    LIMIT = "limit"
    CRAWL_TRAP = "crawl_trap"
    NOT_ATTEMPTED = "not_attempted"
    PROTOCOL_ERROR = "protocol_error"
    DUPLICATE = "duplicate"  # redirects to an address already retrieved or pending
    ANALYSIS_ERROR = "analysis_error"
    NOT_MODIFIED = "not_modified"  # 304 to a conditional request: same as the previous run
    FEED_ERROR = "feed_error"  # an RSS/Atom start address that cannot be read as a feed


class Outcome(StrEnum):
    OBTAINED = "obtained"
    NOT_OBTAINED = "not_obtained"
    NOT_ATTEMPTED = "not_attempted"
    UNCHANGED = "unchanged"  # not fetched again: the previous run's copy is current (304)


@dataclass(frozen=True, slots=True)
class RetrieverStatus:
    """A retriever's state changed, or its download progressed."""

    retriever: int
    state: RetrieverState
    url: str | None = None
    received: int = 0
    total: int | None = None

    @property
    def percent(self) -> float | None:
        """Share of the response received, from Content-Length; None when unknown."""
        if not self.total:
            return None
        return min(100.0, 100.0 * self.received / self.total)


@dataclass(frozen=True, slots=True)
class FetchedDocument:
    """One HTML document obtained by a retriever, ready for the analyzer queue."""

    url: str
    final_url: str
    start_url: str
    status: int
    content_type: str
    charset: str
    html: str
    bytes: int
    fetched_at: str
    elapsed: float
    depth: int = 0
    redirects: tuple[str, ...] = ()
    headers: tuple[tuple[str, str], ...] = ()
    #: The RSS/Atom feed that listed this page, and the item's date (ISO 8601), if any.
    feed: str = ""
    published: str = ""
    #: The response as fetched, for the run's WARC snapshot (daweb/archive.py): the status
    #: line ("HTTP/1.1 200 OK") and the body after Content-Encoding decoding, before charset
    #: decoding. Empty for documents that were not fetched over HTTP, and for crawled pages
    #: when the project keeps no snapshots (``CrawlSettings.keep_bodies``).
    status_line: str = ""
    body: bytes = field(default=b"", repr=False)
    #: Where the page's WARC record is (run snapshot or analyzed archive); "" = none.
    warc_file: str = ""
    warc_offset: int | None = None
    #: The page's text extracted by the feeder's process when the run lets it (no site
    #: rules rewrite the page first; daweb/crawl/process.py); None: the analyzer extracts.
    page_text: PageText | None = field(default=None, repr=False)

    @property
    def is_html(self) -> bool:
        """Whether the analyzer reads the page as HTML (everything but plain text)."""
        return self.content_type != "text/plain"


@dataclass(frozen=True, slots=True)
class Incident:
    """One line of the incident report: every address ever taken from the frontier."""

    url: str
    start_url: str
    outcome: Outcome
    cause: Cause
    status: int | None = None
    attempts: int = 0
    bytes: int = 0
    elapsed: float = 0.0
    detail: str = ""


@dataclass(frozen=True, slots=True)
class CrawlProgress:
    """Distributor counters: accessed always grows, pending fluctuates (paper §3)."""

    accessed: int
    pending: int
    obtained: int
    failed: int
    pending_sample: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class CrawlFinished:
    """The distributor ended: ``reason`` is completed, stopped-downloads or finished-early."""

    reason: str
    accessed: int
    obtained: int
    failed: int
    not_attempted: int


@dataclass(frozen=True, slots=True)
class DocumentAnalyzed:
    """The analyzer finished one document and its results were written."""

    url: str
    title: str
    tokens: int
    analyzed: int
    queued: int


@dataclass(frozen=True, slots=True)
class AnalyzingDocument:
    """The analyzer took a document from the queue."""

    url: str


@dataclass(frozen=True, slots=True)
class RunFinished:
    """A run ended; ``status`` is completed, stopped-downloads, finished-early or crashed."""

    run_dir: str
    status: str
    summary: dict = field(default_factory=dict)
