"""The distributor (paper §2.1.1): hands addresses to retrievers, judges their results.

It runs in the caller's thread (``run()`` blocks) and is the only owner of the frontier,
the retrieved set and the per-start site hosts; retrievers talk to it through queues, and
every listener callback (``on_event``) is made from this thread only. ``stop_downloads()``
and ``finish()`` are the only methods meant for other threads.

Decisions made here, never in the retrievers: the paper's triple filter (not pending, not
retrieved, not cancelled) plus the domain rule, limits, give up, the incident report. The
questions of robots.txt, cancelled fragments, crawl traps, depth, redirects and retries are
asked of an ordered chain of small policies (daweb/crawl/policies/, in the manner of
Scrapy's downloader middlewares); the distributor carries their verdicts out.
"""

from __future__ import annotations

import queue
import threading
import time
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from daweb.crawl.feeds import FeedError, alternate_feeds, is_feed_type, media_type, parse_feed
from daweb.crawl.frontier import (
    Frontier,
    FrontierEntry,
    JobKind,
    host_key,
    with_attempt,
)
from daweb.crawl.plan import CrawlPlan, SiteScope
from daweb.crawl.policies import (
    CrawlState,
    Cut,
    Follow,
    Retry,
    RobotsJob,
    RobotsPolicy,
    default_policies,
)
from daweb.crawl.process import deliver
from daweb.crawl.retriever import FetchResult, Job, Retriever
from daweb.crawl.robots import RobotsRules
from daweb.crawl.settings import CrawlSettings
from daweb.crawl.sitemaps import SitemapError, parse_sitemap
from daweb.crawl.urls import (
    SCHEME,
    Exclusions,
    InvalidURL,
    normalize_url,
    same_site,
    site_host,
)
from daweb.errors import DawebError
from daweb.events import (
    Cause,
    CrawlFinished,
    CrawlProgress,
    FetchedDocument,
    Incident,
    Outcome,
    RetrieverStatus,
)
from daweb.freshness import KnownPage, header_rows

COMPLETED = "completed"
STOPPED_DOWNLOADS = "stopped-downloads"
FINISHED_EARLY = "finished-early"

_WAKE = object()  # put on the results queue to wake the distributor after a stop request


class DistributorError(DawebError, RuntimeError):
    """The distributor was used wrongly (e.g. ``run()`` called twice)."""


@dataclass(slots=True)
class _Counters:
    """Figures for CrawlProgress and CrawlFinished."""

    accessed: int = 0
    obtained: int = 0
    failed: int = 0
    not_attempted: int = 0
    unchanged: int = 0  # 304 to a conditional request of a re-run


@dataclass(slots=True)
class _Busy:
    """What a busy retriever is doing."""

    job: Job
    entry: FrontierEntry | None = None
    robots: RobotsJob | None = None
    started: float = 0.0  # monotonic time the job was handed out


@dataclass(slots=True)
class _HostInfo:
    """What the crawl knows of one host: the start it was found from, its sitemaps."""

    start_url: str
    sitemaps_seen: set[str] = field(default_factory=set)


class Distributor:
    """Crawl the sites of ``starts``; deliver FetchedDocument objects on ``documents``.

    ``cancelled`` are the project's cancelled-address fragments (substrings, or ``re:``
    regular expressions). ``documents`` may be bounded: a full queue slows the crawl down
    instead of filling memory. No sentinel is put on it: ``run()`` returning is the end.
    """

    def __init__(
        self,
        starts: Sequence[str],
        cancelled: Sequence[str],
        settings: CrawlSettings,
        documents: queue.Queue,
        on_event: Callable[[object], None],
        *,
        known: Mapping[str, KnownPage] | None = None,
        scope: SiteScope | None = None,
    ) -> None:
        """``known``: the previous run's pages (daweb/freshness.py) for a re-run that
        fetches only what changed: they are revisited with conditional requests.
        ``scope``: site descriptions (analyzers/normalizer.py) restricting the crawls that
        start at their index pages to the links they select."""
        self._starts = list(starts)
        self._settings = settings
        self._documents = documents
        self._emit = on_event
        self._results: queue.Queue[object] = queue.Queue()
        self._stop = threading.Event()
        self._finish = threading.Event()
        self._lock = threading.Lock()  # guards _retrievers against stop requests
        self._retrievers: list[Retriever] = []
        self._started = False
        self._frontier = Frontier(
            delay=settings.delay, per_host_concurrency=settings.per_host_concurrency
        )
        self._state = CrawlState()  # seen (pending or retrieved) and closing, for policies
        self._seen = self._state.seen  # the paper's first two filters
        self._sites: dict[str, set[str]] = {}  # start URL -> in-site hosts (site_host)
        self._hosts: dict[str, _HostInfo] = {}
        self._robots = RobotsPolicy(settings)
        self._policies = default_policies(settings, Exclusions(cancelled), self._state,
                                          self._robots)
        self._busy: dict[int, _Busy] = {}
        self._idle: deque[int] = deque()
        self._tickets = 0
        self._counts = _Counters()
        self._limit_detail = ""
        self._last_progress = 0.0
        self._scope = scope
        self._known = dict(known or {})
        self._validators = {p.final_url: p for p in self._known.values()}
        self._validators.update((p.url, p) for p in self._known.values() if p.url == p.final_url)
        self._feed_urls: set[str] = set()  # feeds of start addresses (textbook §3.4)
        self._feed_items: dict[str, tuple[str, str]] = {}  # page -> (feed, item date)

    @classmethod
    def of_plan(cls, plan: CrawlPlan, documents: queue.Queue,
                on_event: Callable[[object], None]) -> Distributor:
        """The distributor that carries out ``plan``."""
        return cls(plan.starts, plan.cancelled, plan.settings, documents, on_event,
                   known=plan.known, scope=plan.scope)

    # ------------------------------------------------------------------ control

    def stop_downloads(self) -> None:
        """Abort downloads in flight and drop pending addresses; deliver what was fetched."""
        self._request_stop()

    def finish(self) -> None:
        """Like ``stop_downloads()``, and deliver no more documents at all."""
        self._finish.set()
        self._request_stop()

    def _request_stop(self) -> None:
        """Signal the run loop and cut every connection in flight (any thread)."""
        self._stop.set()
        with self._lock:
            retrievers = list(self._retrievers)
        for retriever in retrievers:
            retriever.abort()
        self._results.put(_WAKE)

    # ------------------------------------------------------------------ main loop

    def run(self) -> CrawlFinished:
        """Crawl until done or stopped; return the final figures (also emitted)."""
        if self._started:
            raise DistributorError("a Distributor runs once; create a new one for a new run")
        self._started = True
        began = time.monotonic()
        self._start_retrievers()
        try:
            for raw in self._starts:
                self._seed(raw)
            self._revisit_known()
            self._loop(began)
        finally:
            self._shutdown()
        finished = CrawlFinished(
            reason=self._reason(),
            accessed=self._counts.accessed,
            obtained=self._counts.obtained,
            failed=self._counts.failed,
            not_attempted=self._counts.not_attempted,
        )
        self._progress(force=True)
        self._emit(finished)
        return finished

    def _start_retrievers(self) -> None:
        """Start the retriever threads, each with its own job queue."""
        self._inboxes: list[queue.Queue[Job | None]] = []
        with self._lock:
            for index in range(self._settings.retrievers):
                inbox: queue.Queue[Job | None] = queue.Queue()
                retriever = Retriever(index, self._settings, inbox, self._results)
                self._inboxes.append(inbox)
                self._retrievers.append(retriever)
                if self._stop.is_set():
                    retriever.abort()
                retriever.start()
                self._idle.append(index)

    def _loop(self, began: float) -> None:
        """Dispatch and collect until nothing is pending or busy, or a stop/limit."""
        max_duration = self._settings.max_duration
        while not self._stop.is_set():
            now = time.monotonic()
            if max_duration is not None and now - began >= max_duration:
                self._limit_detail = f"maximum duration of {max_duration:g} s reached"
                self._abort_all()
                return
            self._replace_held(now)
            self._dispatch(now)
            if not self._busy and self._nothing_left():
                return
            self._wait_and_handle(self._wait_time(now, began))
            self._progress()

    def _replace_held(self, now: float) -> None:
        """Give up on jobs a retriever holds past the download deadline plus the stop grace
        (a page that is too costly to read: its socket waits are bounded by the deadline,
        its parsing is not): report them and put a fresh retriever in the held one's place.
        The held thread ends by itself; its late result is dropped."""
        limit = self._settings.download_timeout + self._settings.stop_grace
        for index, busy in list(self._busy.items()):
            if now - busy.started <= limit:
                continue
            del self._busy[index]
            self._restart_retriever(index)
            self._idle.append(index)
            if busy.robots is not None:
                self._set_rules(busy.robots.host, RobotsRules.allow_all())
            elif busy.entry is not None:
                self._frontier.done(busy.entry, now)
                if busy.entry.kind is not JobKind.SITEMAP:
                    detail = (f"retriever still busy {now - busy.started:.0f} s after the "
                              f"request began (download_timeout "
                              f"{self._settings.download_timeout:g} s): the page is too "
                              "costly to read")
                    self._report(busy.entry, Outcome.NOT_OBTAINED, Cause.TIMEOUT,
                                 attempts=busy.entry.attempts + 1, detail=detail)

    def _restart_retriever(self, index: int) -> None:
        """Replace retriever ``index`` by a new thread with a new job queue."""
        with self._lock:
            self._inboxes[index].put(None)
            inbox: queue.Queue[Job | None] = queue.Queue()
            retriever = Retriever(index, self._settings, inbox, self._results)
            self._inboxes[index] = inbox
            self._retrievers[index] = retriever
            if self._stop.is_set():
                retriever.abort()
            retriever.start()

    def _nothing_left(self) -> bool:
        """True when no address can be handed out any more."""
        if self._limit_reached():
            return True
        return not (len(self._frontier) or self._robots.pending())

    def _wait_time(self, now: float, began: float) -> float:
        """How long to block for a result before the frontier may have something ready."""
        times = [now + 0.5]
        can_pop = self._idle and not self._limit_reached()
        ready = self._frontier.next_event_time(now) if can_pop else None
        if ready is not None:
            times.append(ready)
        retry = self._robots.next_retry_time()
        if retry is not None and self._idle:
            times.append(retry)
        if self._settings.max_duration is not None:
            times.append(began + self._settings.max_duration)
        return max(0.0, min(times) - now)

    def _wait_and_handle(self, timeout: float) -> None:
        """Handle one message (waiting up to ``timeout``), then all already queued."""
        try:
            if timeout > 0:
                message = self._results.get(timeout=timeout)
            else:
                message = self._results.get_nowait()
        except queue.Empty:
            return
        while message is not None:
            self._handle_message(message)
            try:
                message = self._results.get_nowait()
            except queue.Empty:
                message = None

    def _handle_message(self, message: object) -> None:
        """Relay a status event or judge a result."""
        if message is _WAKE:
            return
        if isinstance(message, RetrieverStatus):
            self._emit(message)
        elif isinstance(message, FetchResult):
            self._on_result(message)

    # ------------------------------------------------------------------ dispatching

    def _dispatch(self, now: float) -> None:
        """Give one job to each idle retriever while there are jobs to give."""
        self._robots.release_due(now)
        while self._idle and not self._stop.is_set():
            robots = self._robots.next_job()
            if robots is not None:
                self._assign(Job(self._ticket(), robots.url, JobKind.ROBOTS,
                                 start_url=robots.start_url), robots=robots)
                continue
            if self._limit_reached():
                return
            entry = self._frontier.pop(now)
            if entry is None:
                return
            if entry.kind is JobKind.PAGE and not self._admit(entry):
                continue
            self._assign(Job(self._ticket(), entry.target, entry.kind, self._conditional(entry),
                             entry.start_url), entry=entry)

    def _admit(self, entry: FrontierEntry) -> bool:
        """Count an address just taken from the frontier and ask the policies (robots.txt)."""
        if not entry.redirects:
            self._counts.accessed += 1
        cut = self._policies.request(entry)
        if cut is not None:
            self._frontier.release(entry)
            self._report(entry, cut.outcome, cut.cause, detail=cut.detail)
            return False
        return True

    def _assign(
        self, job: Job, *, entry: FrontierEntry | None = None, robots: RobotsJob | None = None
    ) -> None:
        """Send ``job`` to the next idle retriever."""
        index = self._idle.popleft()
        self._busy[index] = _Busy(job, entry, robots, time.monotonic())
        self._inboxes[index].put(job)

    def _ticket(self) -> int:
        """A fresh job number."""
        self._tickets += 1
        return self._tickets

    def _limit_reached(self) -> bool:
        """Whether max_pages is reached, counting pages in flight that may still succeed."""
        limit = self._settings.max_pages
        if limit is None:
            return False
        in_flight = sum(
            1 for b in self._busy.values() if b.entry is not None and b.entry.kind is JobKind.PAGE
        )
        if self._counts.obtained + in_flight < limit:
            return False
        if not self._limit_detail:
            self._limit_detail = f"maximum of {limit} pages reached"
        return True

    # ------------------------------------------------------------------ seeding

    def _seed(self, raw: str) -> None:
        """Add one start address, or report why it cannot be crawled."""
        text = raw.strip()
        if text and not SCHEME.match(text) and not text.startswith("//"):
            text = "http://" + text  # "www.ulpgc.es" is what users type
        try:
            url = normalize_url(text, tracking_params=self._settings.tracking_params)
        except InvalidURL as exc:
            cause = Cause.UNSUPPORTED_SCHEME if "unsupported scheme" in str(exc) else Cause.BAD_URL
            self._incident(Incident(raw, raw, Outcome.NOT_OBTAINED, cause, detail=str(exc)))
            return
        if url in self._seen:
            return  # the same start twice: one crawl
        self._sites.setdefault(url, set()).add(site_host(url) or "")
        self._enqueue(FrontierEntry(url=url, start_url=url, depth=0))

    def _enqueue(self, entry: FrontierEntry, *, priority: int = 1) -> None:
        """Mark the address seen and put it in the frontier, fetching robots.txt first."""
        self._seen.add(entry.target)
        self._prepare_host(entry.host, entry.start_url)
        self._frontier.push(entry, priority=priority)

    def _prepare_host(self, host: str, start_url: str) -> None:
        """First time a host appears: hold it until its robots.txt is read."""
        if host in self._hosts:
            return
        self._hosts[host] = _HostInfo(start_url)
        if self._settings.robots:
            self._frontier.block(host)
            self._robots.ask(host, start_url)
        else:
            self._seed_sitemaps(host, ())

    # ------------------------------------------------------------------ results

    def _on_result(self, result: FetchResult) -> None:
        """Free the retriever and judge what it brought (a held retriever's late result,
        already reported by :meth:`_replace_held`, is dropped)."""
        busy = self._busy.get(result.retriever)
        if busy is None or busy.job.ticket != result.job.ticket:
            return
        del self._busy[result.retriever]
        self._idle.append(result.retriever)
        if busy.robots is not None:
            self._on_robots(busy.robots, result)
            return
        entry = busy.entry
        assert entry is not None  # a job is either robots.txt or a frontier entry
        self._frontier.done(entry, time.monotonic())
        if entry.kind is JobKind.SITEMAP:
            self._on_sitemap(entry, result)
        elif result.aborted:
            cause, detail = self._stop_cause()
            self._report(entry, Outcome.NOT_ATTEMPTED, cause, result=result,
                         detail=f"download aborted: {detail}")
        elif (verdict := self._policies.result(entry, result)) is not None:
            self._carry_out(entry, result, verdict)
        elif result.cause is Cause.NOT_MODIFIED:
            self._on_unchanged(entry, result)
        elif result.cause is Cause.OK and is_feed_type(result.content_type):
            self._on_feed(entry, result)
        elif result.cause is Cause.OK:
            self._on_document(entry, result)
        else:
            self._give_up(entry, result)

    def _on_document(self, entry: FrontierEntry, result: FetchResult) -> None:
        """Deliver the document, report it and consider its links."""
        elapsed = entry.elapsed + result.elapsed
        document = FetchedDocument(
            url=entry.url,
            final_url=result.final_url or entry.target,
            start_url=entry.start_url,
            status=result.status or 200,
            content_type=result.content_type,
            charset=result.charset,
            html=result.html,
            bytes=result.bytes,
            fetched_at=result.fetched_at,
            elapsed=elapsed,
            depth=entry.depth,
            redirects=entry.redirects,
            headers=result.headers,
            status_line=result.status_line,
            body=result.body,
        )
        if entry.url in self._feed_items:  # announced by a feed: keep the item's date
            feed, published = self._feed_items[entry.url]
            document = replace(document, feed=feed, published=published)
        detail = f"redirected to {entry.target}" if entry.redirects else ""
        self._report(entry, Outcome.OBTAINED, Cause.OK, result=result, detail=detail)
        self._deliver(document)
        if not self._state.closing:
            if entry.depth == 0 and self._settings.feeds:
                self._queue_feeds(entry, alternate_feeds(result.html, document.final_url))
            self._consider_links(entry, result)

    def _deliver(self, document: FetchedDocument) -> None:
        """Put the document on the analyzer queue (see :func:`deliver`)."""
        deliver(self._documents, document, self._finish)

    def _carry_out(
        self, entry: FrontierEntry, result: FetchResult, verdict: Cut | Follow | Retry
    ) -> None:
        """Do what a policy decided about a result."""
        if isinstance(verdict, Retry):
            self._frontier.retry(verdict.entry, verdict.at)
        elif isinstance(verdict, Follow):
            # The paper's one exception to the domain rule: a redirect makes its host in-site.
            self._sites[entry.start_url].add(site_host(verdict.hop.target) or "")
            self._enqueue(verdict.hop, priority=0)
        else:
            self._report(entry, verdict.outcome, verdict.cause, result=result,
                         detail=verdict.detail)

    def _give_up(self, entry: FrontierEntry, result: FetchResult) -> None:
        """A failure no policy retries: report its cause."""
        failed = with_attempt(entry, elapsed=result.elapsed, cause=result.cause.value)
        self._report(failed, Outcome.NOT_OBTAINED, result.cause, result=result,
                     detail=result.detail, attempts=failed.attempts)

    # ------------------------------------------------------------------ links

    def _consider_links(self, entry: FrontierEntry, result: FetchResult) -> None:
        """The triple filter and the domain rule, then trap guards and limits."""
        site = self._sites[entry.start_url]
        depth = entry.depth + 1
        for link in result.links:
            if link in self._seen or not same_site(
                link, site, same_host_only=self._settings.same_host_only
            ):
                continue
            if not self._selected(entry.start_url, entry.depth, link):
                continue  # not selected by the site description: silently, like off-site
            self._add_link(link, entry.start_url, depth)
        origin = host_key(result.final_url or entry.target).lower()
        for raw, message in result.bad_links:
            if raw.lower().startswith(origin) and raw not in self._seen:
                self._seen.add(raw)
                self._incident(Incident(raw, entry.start_url, Outcome.NOT_OBTAINED,
                                        Cause.BAD_URL, detail=message))

    def _selected(self, start_url: str, depth: int, link: str) -> bool:
        """Whether the site description (if any) selects a link found at ``depth``."""
        return self._scope is None or self._scope.follows(start_url, depth, link)

    def _add_link(self, link: str, start_url: str, depth: int) -> None:
        """Queue an in-site link, or report why it is cut."""
        self._seen.add(link)
        cut = self._policies.link(link, depth)
        if cut is not None:
            self._incident(Incident(link, start_url, cut.outcome, cut.cause, detail=cut.detail))
            return
        self._enqueue(FrontierEntry(url=link, start_url=start_url, depth=depth))

    # ------------------------------------------------------------------ feeds and re-runs

    def _queue_feeds(self, entry: FrontierEntry, feeds: Sequence[str]) -> None:
        """Queue the feeds a start page names (``<link rel=alternate>``), before its links."""
        for raw in feeds:
            try:
                url = normalize_url(raw, tracking_params=self._settings.tracking_params)
            except InvalidURL:
                continue
            self._feed_urls.add(url)
            if url not in self._seen:
                self._enqueue(FrontierEntry(url=url, start_url=entry.start_url, depth=0),
                              priority=0)  # read first, so its items' dates are known

    def _on_feed(self, entry: FrontierEntry, result: FetchResult) -> None:
        """An RSS/Atom body: a start address or a start page's feed seeds its items;
        any other feed (or XML page) is reported as an unsupported content type."""
        if not self._settings.feeds or (entry.depth != 0 and entry.url not in self._feed_urls):
            self._report(entry, Outcome.NOT_OBTAINED, Cause.UNSUPPORTED_CONTENT_TYPE,
                         result=result, detail=f"content type {media_type(result.content_type)}")
            return
        try:
            feed = parse_feed(result.body, result.final_url or entry.target)
        except FeedError as exc:
            self._report(entry, Outcome.NOT_OBTAINED, Cause.FEED_ERROR, result=result,
                         detail=str(exc))
            return
        self._report(entry, Outcome.OBTAINED, Cause.OK, result=result, detail=feed.summary())
        if self._state.closing:
            return
        site = self._sites[entry.start_url]
        for item in feed.items:
            try:
                link = normalize_url(item.link, tracking_params=self._settings.tracking_params)
            except InvalidURL:
                continue
            self._feed_items.setdefault(link, (feed.url, item.published))
            if link not in self._seen and same_site(
                link, site, same_host_only=self._settings.same_host_only
            ) and self._selected(entry.start_url, entry.depth, link):
                self._add_link(link, entry.start_url, 1)

    def _revisit_known(self) -> None:
        """Queue the previous run's pages of this run's start addresses: an unchanged page
        (304) gives no links, so what it linked to must come from the previous run."""
        for page in self._known.values():
            if page.url not in self._seen and page.start_url in self._sites:
                self._add_link(page.url, page.start_url, page.depth)

    def _conditional(self, entry: FrontierEntry) -> tuple[tuple[str, str], ...]:
        """Conditional-request headers for a page the previous run fetched, else ().

        Start addresses are always fetched in full: they are where new links (and the feeds
        they name) appear, and an unchanged start page would give neither.
        """
        if entry.kind is not JobKind.PAGE or entry.depth == 0:
            return ()
        known = self._validators.get(entry.target)
        return known.conditional_headers() if known is not None else ()

    def _on_unchanged(self, entry: FrontierEntry, result: FetchResult) -> None:
        """A 304: report it as unchanged and tell the analyzer side, which records it."""
        self._report(entry, Outcome.UNCHANGED, Cause.NOT_MODIFIED, result=result,
                     detail="not modified since the previous run")
        known = self._validators.get(entry.target)
        # A 304 should repeat the validators (RFC 9110 §15.4.5); keep the old ones if not.
        headers = dict(header_rows(known)) if known is not None else {}
        headers.update((k.lower(), v) for k, v in result.headers
                       if k.lower() in ("etag", "last-modified"))
        self._deliver(FetchedDocument(
            url=entry.url, final_url=result.final_url or entry.target,
            start_url=entry.start_url, status=304, content_type="", charset="", html="",
            bytes=0, fetched_at=result.fetched_at, elapsed=entry.elapsed + result.elapsed,
            depth=entry.depth, redirects=entry.redirects, headers=tuple(headers.items()),
        ))

    # ------------------------------------------------------------------ robots and sitemaps

    def _on_robots(self, job: RobotsJob, result: FetchResult) -> None:
        """Apply the rules the robots policy reads from a result (None: asked again later)."""
        rules = self._robots.judge(job, result, closing=self._state.closing)
        if rules is not None:
            self._set_rules(job.host, rules)

    def _set_rules(self, host: str, rules: RobotsRules) -> None:
        """Store a host's rules, apply its Crawl-delay and release its addresses."""
        self._robots.set_rules(host, rules)
        if rules.crawl_delay is not None:
            self._frontier.set_delay(host, rules.crawl_delay)
        self._frontier.touch(host, time.monotonic())  # robots.txt was a request too
        self._frontier.unblock(host)
        self._seed_sitemaps(host, rules.sitemaps)

    def _seed_sitemaps(self, host: str, named: tuple[str, ...]) -> None:
        """Queue the sitemaps robots.txt names, or /sitemap.xml, if the option is on."""
        if not self._settings.sitemaps or self._state.closing:
            return
        info = self._hosts[host]
        if self._scope is not None and self._scope.is_index(info.start_url):
            return  # a site description chooses the pages; a sitemap would add them all
        for url in named or (f"{host}/sitemap.xml",):
            self._queue_sitemap(info, url)

    def _queue_sitemap(self, info: _HostInfo, url: str) -> None:
        """Queue one in-site sitemap, at most max_sitemaps_per_host per host."""
        try:
            url = normalize_url(url, tracking_params=self._settings.tracking_params)
        except InvalidURL:
            return
        site = self._sites[info.start_url]
        if (url in info.sitemaps_seen or url in self._seen
                or len(info.sitemaps_seen) >= self._settings.max_sitemaps_per_host
                or not same_site(url, site, same_host_only=self._settings.same_host_only)):
            return
        info.sitemaps_seen.add(url)
        entry = FrontierEntry(url=url, start_url=info.start_url, depth=0, kind=JobKind.SITEMAP)
        self._prepare_host(entry.host, info.start_url)
        self._frontier.push(entry, priority=0)

    def _on_sitemap(self, entry: FrontierEntry, result: FetchResult) -> None:
        """Seed the frontier with a sitemap's in-site addresses; failures are not incidents."""
        if result.cause is not Cause.OK or result.location or self._state.closing:
            return
        try:
            sitemap = parse_sitemap(result.body)
        except SitemapError:
            return
        info = self._hosts[entry.host]
        for url in sitemap.sitemaps:
            self._queue_sitemap(info, url)
        site = self._sites[entry.start_url]
        for raw in sitemap.urls:
            try:
                link = normalize_url(raw, tracking_params=self._settings.tracking_params)
            except InvalidURL:
                continue
            if link not in self._seen and same_site(
                link, site, same_host_only=self._settings.same_host_only
            ):
                self._add_link(link, entry.start_url, 1)

    # ------------------------------------------------------------------ reporting

    def _report(
        self,
        entry: FrontierEntry,
        outcome: Outcome,
        cause: Cause,
        *,
        result: FetchResult | None = None,
        detail: str = "",
        attempts: int | None = None,
    ) -> None:
        """One incident line for an address taken from the frontier."""
        if attempts is None:
            attempts = entry.attempts + (1 if result is not None else 0)
        self._incident(Incident(
            url=entry.url,
            start_url=entry.start_url,
            outcome=outcome,
            cause=cause,
            status=result.status if result is not None else None,
            attempts=attempts,
            bytes=result.bytes if result is not None else 0,
            elapsed=entry.elapsed + (result.elapsed if result is not None else 0.0),
            detail=detail,
        ))

    def _incident(self, incident: Incident) -> None:
        """Count and emit an incident."""
        if incident.outcome is Outcome.OBTAINED:
            self._counts.obtained += 1
        elif incident.outcome is Outcome.NOT_ATTEMPTED:
            self._counts.not_attempted += 1
        elif incident.outcome is Outcome.UNCHANGED:
            self._counts.unchanged += 1
        else:
            self._counts.failed += 1
        self._emit(incident)

    def _progress(self, *, force: bool = False) -> None:
        """Emit CrawlProgress, at most once per progress_interval unless forced."""
        now = time.monotonic()
        if not force and now - self._last_progress < self._settings.progress_interval:
            return
        self._last_progress = now
        self._emit(CrawlProgress(
            accessed=self._counts.accessed,
            pending=len(self._frontier),
            obtained=self._counts.obtained,
            failed=self._counts.failed,
            pending_sample=self._frontier.sample(),
        ))

    def _reason(self) -> str:
        """completed, stopped-downloads or finished-early."""
        if self._finish.is_set():
            return FINISHED_EARLY
        if self._stop.is_set():
            return STOPPED_DOWNLOADS
        return COMPLETED

    # ------------------------------------------------------------------ shutdown

    def _abort_all(self) -> None:
        """Cut every download in flight (used by max_duration)."""
        with self._lock:
            for retriever in self._retrievers:
                retriever.abort()

    def _stop_cause(self) -> tuple[Cause, str]:
        """Cause and detail for addresses a stop or a limit left unfetched."""
        if self._limit_detail and not self._stop.is_set():
            return Cause.LIMIT, self._limit_detail
        return Cause.NOT_ATTEMPTED, "the crawl was stopped"

    def _shutdown(self) -> None:
        """Report what is left, collect in-flight results and end every retriever thread."""
        self._state.closing = True
        if self._busy:  # stop, limit or an error in a listener: nothing in flight may linger
            self._abort_all()
        cause, detail = self._stop_cause()
        for entry in self._frontier.drain():
            if entry.kind is JobKind.PAGE:
                self._incident(Incident(entry.url, entry.start_url, Outcome.NOT_ATTEMPTED, cause,
                                        attempts=entry.attempts, detail=detail))
        self._robots.clear()
        for inbox in self._inboxes:
            inbox.put(None)
        deadline = time.monotonic() + self._settings.stop_grace
        while self._busy and time.monotonic() < deadline:
            try:
                message = self._results.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                break
            self._handle_message(message)
        for entry in [b.entry for b in self._busy.values() if b.entry is not None]:
            if entry.kind is JobKind.PAGE:
                self._incident(Incident(entry.url, entry.start_url, Outcome.NOT_ATTEMPTED,
                                        cause, attempts=entry.attempts,
                                        detail=f"download did not end in time: {detail}"))
        self._busy.clear()
        self._join_retrievers(deadline)
        self._drain_statuses()

    def _join_retrievers(self, deadline: float) -> None:
        """Wait for every retriever thread to end (they were sent the None sentinel)."""
        for retriever in self._retrievers:
            retriever.join(timeout=max(0.1, deadline - time.monotonic()))

    def _drain_statuses(self) -> None:
        """Relay the last status events the retrievers published."""
        while True:
            try:
                message = self._results.get_nowait()
            except queue.Empty:
                return
            if isinstance(message, RetrieverStatus):
                self._emit(message)
