"""A retriever thread (paper §2.1.2): one HTTP GET at a time, reported, never decided upon.

Each retriever owns one ``httpx.Client`` (keep-alive pool reused across requests) and
follows no redirects: a 3xx comes back to the distributor as a result so that every hop is
filtered and shown as *redirected*. Bodies are streamed raw and decoded here with a cap on
the *decoded* size, so gzip and brotli bombs are cut off before they fill memory.

``abort()`` may be called from any thread: it shuts down this retriever's sockets, which
wakes a thread blocked in ``recv`` at once, so a stop takes effect well within 2 s.

Every connection is checked where it is made, on the resolved address (so no spelling of
an address and no DNS answer can slip past): link-local, cloud metadata, multicast and
unspecified addresses are never connected to; loopback and private ones only in a crawl
that started on such an address, and never with ``refuse_private``. A whole download is
bounded by ``download_timeout`` however slowly the server trickles its bytes.
"""

from __future__ import annotations

import functools
import ipaddress
import logging
import queue
import socket
import ssl
import threading
import time
import zlib
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from urllib.parse import urljoin, urlsplit

import brotli
import httpcore
import httpx

from daweb.crawl.charset import HTML_TYPES, decode_body, is_probably_binary
from daweb.crawl.feeds import is_feed_type
from daweb.crawl.frontier import JobKind, parse_retry_after
from daweb.crawl.links import extract_links
from daweb.crawl.settings import CrawlSettings
from daweb.crawl.urls import (
    InvalidURL,
    forbidden_reason,
    is_private_address,
    is_private_ip,
    normalize_url,
    resolve_host,
)
from daweb.events import Cause, RetrieverState, RetrieverStatus

logger = logging.getLogger(__name__)

REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
AUTH_STATUSES = frozenset({401, 407})
_CONNECT_SLICE = 0.5  # connect in short slices so an abort is noticed quickly
_PROGRESS_EVERY = 0.1  # seconds between progress events of one download
_SMALL_BODY = 64 * 1024  # error and redirect bodies up to this size are read to reuse the link
#: Where a response's Location header is kept: httpx parses ``location`` itself for every
#: 3xx (to offer ``next_request``), and a malformed one (``http://[::1:bad/x``) would then
#: fail the whole response as a protocol error; the distributor judges the address instead.
LOCATION = "x-daweb-location"
_DEADLINE_SLACK = 0.05  # a socket wait cut to the deadline may wake this much early


@dataclass(frozen=True, slots=True)
class Job:
    """One request a retriever must make; ``ticket`` lets the distributor match the result."""

    ticket: int
    url: str
    kind: JobKind = JobKind.PAGE
    #: Extra request headers: If-None-Match / If-Modified-Since of a re-run (textbook §3.2.3).
    headers: tuple[tuple[str, str], ...] = ()
    #: The crawl's start address: only a crawl that starts on a loopback or private address
    #: may reach such addresses ("" = no start known: treated like an own site).
    start_url: str = ""


@dataclass(frozen=True, slots=True)
class FetchResult:
    """What one request produced: a document, a redirect, a raw body or a classified failure.

    ``cause`` is ``Cause.OK`` for a document, a redirect (``location`` set) or a raw body
    (robots.txt, sitemaps). The distributor alone decides what to do with a failure.
    """

    job: Job
    retriever: int
    cause: Cause
    status: int | None = None
    detail: str = ""
    location: str | None = None
    final_url: str = ""
    content_type: str = ""
    charset: str = ""
    html: str = ""
    body: bytes = b""
    links: tuple[str, ...] = ()
    bad_links: tuple[tuple[str, str], ...] = ()
    title: str = ""
    bytes: int = 0
    elapsed: float = 0.0
    fetched_at: str = ""
    retry_after: float | None = None
    headers: tuple[tuple[str, str], ...] = ()
    status_line: str = ""  # "HTTP/1.1 200 OK", for the run's WARC snapshot
    aborted: bool = False
    #: False when trying again cannot help (the download deadline passed: the server is
    #: that slow), although the cause is one that is usually retried.
    retryable: bool = True


class _Failure(Exception):
    """A request failed for a known cause; carries what the result must say."""

    def __init__(
        self, cause: Cause, detail: str, status: int | None = None, *, retryable: bool = True
    ) -> None:
        super().__init__(detail)
        self.cause = cause
        self.detail = detail
        self.status = status
        self.retryable = retryable


class RetrieverAborted(Exception):
    """The crawl is stopping: the request in flight was cut on purpose."""


class Retriever(threading.Thread):
    """A worker thread: takes ``Job`` objects from ``inbox`` (None ends it) and puts
    ``RetrieverStatus`` events and ``FetchResult`` objects on ``outbox``."""

    def __init__(
        self,
        index: int,
        settings: CrawlSettings,
        inbox: queue.Queue[Job | None],
        outbox: queue.Queue[object],
    ) -> None:
        super().__init__(name=f"daweb-retriever-{index}", daemon=True)
        self.index = index
        self._settings = settings
        self._inbox = inbox
        self._outbox = outbox
        self._backend = AbortableBackend()
        self._client = make_client(settings, self._backend)
        self._private_starts: dict[str, bool] = {}

    def _start_is_private(self, host: str) -> bool:
        """:func:`is_private_address` of a start host, resolved once per retriever (a run)."""
        known = self._private_starts.get(host)
        if known is None:
            known = self._private_starts[host] = is_private_address(host)
        return known

    def abort(self) -> None:
        """Cut the request in flight (thread-safe, returns at once); later jobs fail fast."""
        self._backend.abort()

    def run(self) -> None:
        """Serve jobs until the None sentinel arrives, then close the connection pool."""
        try:
            self._status(RetrieverState.READY)
            while True:
                job = self._inbox.get()
                if job is None:
                    break
                self._outbox.put(self.fetch(job))
        finally:
            self._client.close()

    def fetch(self, job: Job) -> FetchResult:
        """Make one GET for ``job`` and classify its outcome; never raises for network trouble."""
        started = time.monotonic()
        self._status(RetrieverState.DOWNLOADING, job.url)
        try:
            result = self._request(job, started)
        except _Failure as failure:
            result = self._failed(job, started, failure.cause, failure.detail, failure.status,
                                  retryable=failure.retryable)
        except RetrieverAborted:
            result = self._failed(job, started, Cause.NOT_ATTEMPTED, "download aborted by stop")
        except (httpx.HTTPError, httpx.InvalidURL) as exc:
            if self._backend.aborted:
                result = self._failed(job, started, Cause.NOT_ATTEMPTED, "download aborted by stop")
            elif isinstance(exc, httpx.TimeoutException) and self._past_deadline(started):
                failure = deadline_failure(self._settings.download_timeout)
                result = self._failed(job, started, failure.cause, failure.detail,
                                      retryable=False)
            else:
                cause, detail = classify_error(exc)
                result = self._failed(job, started, cause, detail)
        except Exception as exc:  # noqa: BLE001 - a dead thread would hang the distributor
            logger.exception("retriever %d failed on %s", self.index, job.url)
            result = self._failed(job, started, Cause.PROTOCOL_ERROR,
                                  f"unexpected {type(exc).__name__}: {exc}")
        self._status(_state_for(result), job.url, result.bytes, result.bytes or None)
        return result

    def _past_deadline(self, started: float) -> bool:
        """Whether a timeout came from the download deadline (the last wait was cut to it)."""
        return time.monotonic() - started >= self._settings.download_timeout - _DEADLINE_SLACK

    def _request(self, job: Job, started: float) -> FetchResult:
        """Send the GET and read the response according to its status."""
        policy = AddressPolicy(self._settings.refuse_private, host_of_start(job.start_url),
                               self._start_is_private)
        check_fetchable(job.url, policy)
        timeout = self._timeout(job.kind)
        with self._backend.request(policy, started, self._settings.download_timeout), \
                self._client.stream("GET", job.url, timeout=timeout,
                                    headers=dict(job.headers)) as response:
            status = response.status_code
            if status in REDIRECT_STATUSES and response.headers.get(LOCATION):
                return self._redirect(job, response, started)
            if status == 304 and job.headers:  # unchanged since the previous run
                return self._not_modified(job, response, started)
            if not 200 <= status < 300:
                return self._http_failure(job, response, started)
            try:
                return self._read_document(job, response, started)
            except _Failure as failure:
                failure.status = failure.status or status
                raise

    def _read_document(self, job: Job, response: httpx.Response, started: float) -> FetchResult:
        """A 2xx answer: check the content type, then stream and decode the body."""
        mime = response.headers.get("content-type", "").split(";")[0].strip().lower()
        if job.kind is JobKind.PAGE and mime and mime not in HTML_TYPES \
                and not is_feed_type(mime):  # feeds come back raw: the distributor reads them
            raise _Failure(Cause.UNSUPPORTED_CONTENT_TYPE, f"content type {mime}")
        body = self._read_body(job, response)
        return self._success(job, response, body, started)

    def _timeout(self, kind: JobKind) -> httpx.Timeout:
        """Explicit timeouts; robots.txt has its own, shorter one."""
        settings = self._settings
        read = settings.robots_timeout if kind is JobKind.ROBOTS else settings.read_timeout
        connect = min(settings.connect_timeout, read)
        return httpx.Timeout(connect=connect, read=read, write=read, pool=connect)

    def _redirect(self, job: Job, response: httpx.Response, started: float) -> FetchResult:
        """A 3xx with a Location: report the absolute target, unread body; a Location that
        cannot even be resolved is reported as it is (the distributor calls it invalid)."""
        raw = response.headers[LOCATION].strip()
        try:
            location = urljoin(str(response.url), raw)
        except ValueError:  # "http://[::1:bad/x": an unclosed IPv6 bracket
            location = raw
        self._status(RetrieverState.REDIRECTED, location)
        _discard_small_body(response)
        return FetchResult(
            job=job,
            retriever=self.index,
            cause=Cause.OK,
            status=response.status_code,
            location=location,
            final_url=str(response.url),
            elapsed=time.monotonic() - started,
            fetched_at=_now(),
        )

    def _not_modified(self, job: Job, response: httpx.Response, started: float) -> FetchResult:
        """A 304 to a conditional request: no body; its headers may renew the validators."""
        _discard_small_body(response)
        return FetchResult(
            job=job,
            retriever=self.index,
            cause=Cause.NOT_MODIFIED,
            status=304,
            final_url=str(response.url),
            elapsed=time.monotonic() - started,
            fetched_at=_now(),
            headers=tuple(response.headers.items()),
        )

    def _http_failure(self, job: Job, response: httpx.Response, started: float) -> FetchResult:
        """A status outside 2xx (and not a followable redirect)."""
        status = response.status_code
        retry_after = parse_retry_after(response.headers.get("retry-after"), now_epoch=time.time())
        detail = f"HTTP {status} {response.reason_phrase}".strip()
        _discard_small_body(response)
        return FetchResult(
            job=job,
            retriever=self.index,
            cause=Cause.HTTP_STATUS,
            status=status,
            detail=detail,
            final_url=str(response.url),
            elapsed=time.monotonic() - started,
            fetched_at=_now(),
            retry_after=retry_after,
        )

    def _read_body(self, job: Job, response: httpx.Response) -> bytes:
        """Stream the body, decoding it here so the cap applies to the decoded size."""
        cap = self._settings.max_bytes
        declared = _content_length(response)
        encoding = response.headers.get("content-encoding", "identity")
        decoder = BodyDecoder(encoding)
        if declared is not None and declared > cap and decoder.identity:
            raise _Failure(Cause.TOO_LARGE, f"Content-Length {declared} over the {cap}-byte cap")
        parts: list[bytes] = []
        size = received = 0
        last_report = time.monotonic()
        for raw in response.iter_raw():
            if self._backend.aborted:
                raise RetrieverAborted
            received += len(raw)
            size += self._append(decoder.feed(raw, cap - size + 1), parts, size, cap)
            now = time.monotonic()
            if now - last_report >= _PROGRESS_EVERY:
                last_report = now
                self._status(RetrieverState.DOWNLOADING, job.url, received, declared)
        size += self._append(decoder.flush(cap - size + 1), parts, size, cap)
        return b"".join(parts)

    @staticmethod
    def _append(chunk: bytes, parts: list[bytes], size: int, cap: int) -> int:
        """Add a decoded chunk, failing as soon as the total passes the cap."""
        if size + len(chunk) > cap:
            raise _Failure(Cause.TOO_LARGE, f"body over the {cap}-byte cap (decoded)")
        if chunk:
            parts.append(chunk)
        return len(chunk)

    def _success(
        self, job: Job, response: httpx.Response, body: bytes, started: float
    ) -> FetchResult:
        """A complete 2xx body: raw bytes for robots/sitemaps, decoded HTML and links for pages."""
        common = dict(
            job=job,
            retriever=self.index,
            cause=Cause.OK,
            status=response.status_code,
            final_url=str(response.url),
            content_type=response.headers.get("content-type", ""),
            bytes=len(body),
            fetched_at=_now(),
            headers=tuple(response.headers.items()),
            status_line=f"{response.http_version} {response.status_code} "
                        f"{response.reason_phrase}".strip(),
            body=body,
        )
        if job.kind is not JobKind.PAGE or is_feed_type(common["content_type"]):
            return FetchResult(elapsed=time.monotonic() - started, **common)
        if not self._settings.keep_bodies:  # only the run's WARC snapshot reads a page's bytes
            common["body"] = b""
        if is_probably_binary(body):
            raise _Failure(
                Cause.UNSUPPORTED_CONTENT_TYPE,
                "binary content labelled as HTML",
                response.status_code,
            )
        html, charset = decode_body(body, response.headers.get("content-type"))
        page = extract_links(
            html, str(response.url), honour_nofollow=self._settings.honour_nofollow
        )
        links, bad_links = normalize_links(page.links, self._settings.tracking_params)
        return FetchResult(
            html=html,
            charset=charset,
            links=links,
            bad_links=bad_links,
            title=page.title,
            elapsed=time.monotonic() - started,
            **common,
        )

    def _failed(
        self,
        job: Job,
        started: float,
        cause: Cause,
        detail: str,
        status: int | None = None,
        *,
        retryable: bool = True,
    ) -> FetchResult:
        """A failure result."""
        return FetchResult(
            retryable=retryable,
            job=job,
            retriever=self.index,
            cause=cause,
            status=status,
            detail=detail,
            elapsed=time.monotonic() - started,
            fetched_at=_now(),
            aborted=cause is Cause.NOT_ATTEMPTED,
        )

    def _status(
        self,
        state: RetrieverState,
        url: str | None = None,
        received: int = 0,
        total: int | None = None,
    ) -> None:
        """Publish this retriever's state through the distributor."""
        self._outbox.put(RetrieverStatus(self.index, state, url, received, total))


def make_client(settings: CrawlSettings, backend: httpcore.NetworkBackend) -> httpx.Client:
    """An httpx client with explicit timeouts and limits, no automatic redirects or proxies.

    ``trust_env=False``: proxy variables must not reroute a crawl (nor the 127.0.0.1 tests).
    """
    limits = httpx.Limits(
        max_connections=4, max_keepalive_connections=4, keepalive_expiry=15.0
    )
    ssl_context = shared_ssl_context()
    transport = httpx.HTTPTransport(verify=ssl_context, limits=limits, trust_env=False)
    # httpx has no public hook for the network backend; the pool is rebuilt with the same
    # options plus our abortable backend.
    transport._pool = httpcore.ConnectionPool(
        ssl_context=ssl_context,
        max_connections=limits.max_connections,
        max_keepalive_connections=limits.max_keepalive_connections,
        keepalive_expiry=limits.keepalive_expiry,
        network_backend=backend,
    )
    return httpx.Client(
        transport=transport,
        follow_redirects=False,
        trust_env=False,
        event_hooks={"response": [_set_location_aside]},
        timeout=httpx.Timeout(settings.read_timeout, connect=settings.connect_timeout),
        headers={
            "User-Agent": settings.user_agent,
            "Accept": "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
            "Accept-Encoding": "gzip, deflate, br",
        },
    )


@functools.cache
def shared_ssl_context() -> ssl.SSLContext:
    """The TLS settings of every retriever of the process: reading the CA bundle takes
    ~0.12 s, which each retriever paid twice (its transport's context and its pool's) at
    the start of every crawl and every restart; one context serves all threads."""
    return httpx.create_ssl_context(trust_env=False)


def _set_location_aside(response: httpx.Response) -> None:
    """Move the Location header to :data:`LOCATION` before httpx reads it (see there)."""
    location = response.headers.get("location")
    if location is not None:
        del response.headers["location"]
        response.headers[LOCATION] = location


def check_fetchable(url: str, policy: AddressPolicy) -> None:
    """Refuse anything but http(s), and an address literal the policy refuses (a pooled
    connection to it may be reused, so the check at connect time would not run)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https"):
        raise _Failure(Cause.UNSUPPORTED_SCHEME, f"unsupported scheme {parts.scheme or '(none)'}:")
    if not parts.hostname:
        raise _Failure(Cause.BAD_URL, "no host in the address")
    try:
        literal = ipaddress.ip_address(parts.hostname)
    except ValueError:
        return  # a name: checked on the addresses it resolves to, when connecting
    policy.check(parts.hostname, literal)


def deadline_failure(seconds: float) -> _Failure:
    """The download took longer than ``download_timeout``: a timeout not worth retrying."""
    return _Failure(Cause.TIMEOUT, f"download deadline: not complete after {seconds:g} s "
                    "(download_timeout)", retryable=False)


def host_of_start(start_url: str) -> str:
    """The host of a crawl's start address ("" when unknown)."""
    try:
        return urlsplit(start_url).hostname or ""
    except ValueError:
        return ""


@dataclass(frozen=True, slots=True)
class AddressPolicy:
    """Which addresses one request may connect to (see the module docstring)."""

    refuse_private: bool
    start_host: str = ""
    #: Whether a start host is an own or local-network site (the retriever's memo).
    start_is_private: Callable[[str], bool] = is_private_address

    def check(self, host: str, ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> None:
        """Raise the PRIVATE_ADDRESS failure when ``host`` (resolved to ``ip``) is refused."""
        carried = getattr(ip, "ipv4_mapped", None) or ip  # ::ffff:a9fe:a9fe is 169.254.…
        shown = host if host.strip("[]") == str(carried) else f"{host} ({carried})"
        reason = forbidden_reason(ip)
        if reason is not None:
            raise _Failure(Cause.PRIVATE_ADDRESS, f"{shown} is {reason}: never fetched")
        if not is_private_ip(ip):
            return
        if self.refuse_private:
            raise _Failure(Cause.PRIVATE_ADDRESS,
                           f"{shown} is a private or loopback address (refuse_private is on)")
        if self.start_host and not self.start_is_private(self.start_host):
            raise _Failure(Cause.PRIVATE_ADDRESS,
                           f"{shown} is a private or loopback address, reached from the "
                           f"public site {self.start_host}: refused (start the crawl at "
                           "the local address to crawl a local site)")


def classify_error(exc: httpx.HTTPError | httpx.InvalidURL) -> tuple[Cause, str]:
    """Map an httpx exception to the incident cause and a short human detail."""
    text = _root_message(exc)
    if isinstance(exc, httpx.TimeoutException):
        return Cause.TIMEOUT, f"timeout ({type(exc).__name__}): {text}"
    if isinstance(exc, httpx.ConnectError):
        if _caused_by(exc, socket.gaierror) or "name or service not known" in text.lower():
            return Cause.SERVER_NOT_FOUND, f"server not found: {text}"
        if _caused_by(exc, ssl.SSLError):
            return Cause.TLS_ERROR, f"TLS error: {text}"
        if _caused_by(exc, ConnectionRefusedError) or "refused" in text.lower():
            return Cause.REFUSED, f"connection refused: {text}"
        return Cause.REFUSED, f"could not connect: {text}"
    if isinstance(exc, httpx.ReadError | httpx.WriteError | httpx.RemoteProtocolError):
        if _caused_by(exc, ssl.SSLError):
            return Cause.TLS_ERROR, f"TLS error: {text}"
        return Cause.RESET, f"connection reset or closed early: {text}"
    if isinstance(exc, httpx.UnsupportedProtocol):
        return Cause.UNSUPPORTED_SCHEME, text
    if isinstance(exc, httpx.InvalidURL):
        return Cause.BAD_URL, text
    if isinstance(exc, httpx.DecodingError):
        return Cause.PROTOCOL_ERROR, f"undecodable body: {text}"
    return Cause.PROTOCOL_ERROR, f"{type(exc).__name__}: {text}"


class BodyDecoder:
    """Content-Encoding decoder whose every call yields at most ``limit`` bytes.

    Output beyond the limit is left undecoded: the caller fails with TOO_LARGE, so a
    bomb never expands in memory past the cap plus one chunk.
    """

    def __init__(self, encoding: str) -> None:
        codings = [c.strip().lower() for c in encoding.split(",") if c.strip()]
        codings = [c for c in codings if c != "identity"]
        if len(codings) > 1:
            raise _Failure(Cause.PROTOCOL_ERROR, f"stacked content encodings {encoding!r}")
        self.coding = codings[0] if codings else "identity"
        self.identity = self.coding == "identity"
        if self.coding in ("gzip", "x-gzip"):
            self._zlib = zlib.decompressobj(16 + zlib.MAX_WBITS)
        elif self.coding == "deflate":
            self._zlib = zlib.decompressobj()
        elif self.coding == "br":
            self._brotli = brotli.Decompressor()
        elif not self.identity:
            raise _Failure(Cause.PROTOCOL_ERROR, f"unsupported content encoding {encoding!r}")
        self._first = True

    def feed(self, data: bytes, limit: int) -> bytes:
        """Decode ``data``, returning no more than ``limit`` bytes."""
        try:
            if self.identity:
                return data
            if self.coding == "br":
                return self._feed_brotli(data, limit)
            return self._feed_zlib(data, limit)
        except (zlib.error, brotli.error) as exc:
            raise _Failure(Cause.PROTOCOL_ERROR, f"corrupt {self.coding} body: {exc}") from exc

    def flush(self, limit: int) -> bytes:
        """Whatever the decoder still holds, within ``limit``."""
        if self.coding in ("gzip", "x-gzip", "deflate"):
            return self._zlib.flush()[:limit]
        return b""

    def _feed_zlib(self, data: bytes, limit: int) -> bytes:
        """zlib with max_length; raw deflate is accepted when the zlib header is missing."""
        if self._first and self.coding == "deflate" and data and data[0] & 0x0F != 8:
            self._zlib = zlib.decompressobj(-zlib.MAX_WBITS)
        self._first = False
        return self._zlib.decompress(data, limit)

    def _feed_brotli(self, data: bytes, limit: int) -> bytes:
        """Brotli with an output limit where the installed binding supports one."""
        try:
            return self._brotli.process(data, output_buffer_limit=limit)
        except TypeError:  # brotli < 1.2 has no output limit: still capped after the fact
            return self._brotli.process(data)


class AbortableBackend(httpcore.NetworkBackend):
    """httpcore's sync backend, plus ``abort()``: shut down every open socket at once."""

    def __init__(self) -> None:
        self._inner = httpcore.SyncBackend()
        self._lock = threading.Lock()
        self._sockets: set[socket.socket] = set()
        self._aborted = threading.Event()
        # Set for the request in flight (a retriever makes one at a time).
        self._policy = AddressPolicy(refuse_private=False)
        self._deadline: float | None = None
        self._seconds = 0.0

    @contextmanager
    def request(self, policy: AddressPolicy, started: float, seconds: float) -> Iterator[None]:
        """Apply ``policy`` to the connections, and a deadline ``seconds`` after
        ``started`` (monotonic) to every wait, during one request."""
        self._policy, self._deadline, self._seconds = policy, started + seconds, seconds
        try:
            yield
        finally:
            self._policy, self._deadline = AddressPolicy(refuse_private=False), None

    def remaining(self, timeout: float | None) -> float | None:
        """``timeout`` shortened to the download deadline; past it, the TIMEOUT failure."""
        if self._deadline is None:
            return timeout
        left = self._deadline - time.monotonic()
        if left <= 0:
            raise deadline_failure(self._seconds)
        return left if timeout is None else min(timeout, left)

    @property
    def aborted(self) -> bool:
        """Whether ``abort()`` was called."""
        return self._aborted.is_set()

    def abort(self) -> None:
        """Wake every thread blocked on one of our sockets; refuse new connections."""
        self._aborted.set()
        with self._lock:
            sockets = list(self._sockets)
        for sock in sockets:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass  # already closed by its owner: nothing to wake

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.NetworkStream:
        """Resolve ``host``, check every address against the policy, connect to the first
        allowed one that answers, in short slices so an abort is honoured quickly."""
        addresses = resolve_host(host, port)
        if not addresses:
            raise httpcore.ConnectError(f"[Errno -2] Name or service not known: {host}")
        for ip in addresses:
            self._policy.check(host, ip)  # any refused address refuses the host (DNS tricks)
        timeout = self.remaining(timeout)
        deadline = None if timeout is None else time.monotonic() + timeout
        error: httpcore.ConnectError | None = None
        for ip in addresses:
            try:
                return self._connect_one(str(ip), port, deadline, local_address, socket_options)
            except httpcore.ConnectTimeout:
                raise
            except httpcore.ConnectError as exc:  # refused: try the host's next address
                error = exc
        assert error is not None
        raise error

    def _connect_one(
        self,
        address: str,
        port: int,
        deadline: float | None,
        local_address: str | None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None,
    ) -> httpcore.NetworkStream:
        """Connect to one resolved address before ``deadline``."""
        while True:
            if self.aborted:
                raise httpcore.ConnectError("aborted by stop")
            remaining = _CONNECT_SLICE if deadline is None else deadline - time.monotonic()
            if remaining <= 0:
                raise httpcore.ConnectTimeout("timed out while connecting")
            try:
                stream = self._inner.connect_tcp(
                    address, port, min(remaining, _CONNECT_SLICE), local_address, socket_options
                )
            except httpcore.ConnectTimeout:
                continue
            return self._track(stream)

    def connect_unix_socket(
        self,
        path: str,
        timeout: float | None = None,
        socket_options: Iterable[httpcore.SOCKET_OPTION] | None = None,
    ) -> httpcore.NetworkStream:
        """Unix sockets are never used by the crawler."""
        raise httpcore.ConnectError("unix sockets are not supported")

    def sleep(self, seconds: float) -> None:
        """Delegate to the standard backend."""
        self._inner.sleep(seconds)

    def _track(self, stream: httpcore.NetworkStream) -> httpcore.NetworkStream:
        """Register the stream's socket until it is closed."""
        return _TrackedStream(stream, self)

    def _register(self, sock: socket.socket | None) -> None:
        """Remember ``sock``; shut it down at once if an abort already happened."""
        if sock is None:
            return
        with self._lock:
            self._sockets.add(sock)
        if self.aborted:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def _forget(self, sock: socket.socket | None) -> None:
        """Stop tracking ``sock``."""
        with self._lock:
            self._sockets.discard(sock)  # type: ignore[arg-type]


class _TrackedStream(httpcore.NetworkStream):
    """A network stream whose socket the backend can shut down from another thread."""

    def __init__(self, inner: httpcore.NetworkStream, backend: AbortableBackend) -> None:
        self._inner = inner
        self._backend = backend
        self._sock = inner.get_extra_info("socket")
        backend._register(self._sock)

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        """Read from the socket, within the download deadline."""
        return self._inner.read(max_bytes, self._backend.remaining(timeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        """Write to the socket, within the download deadline."""
        self._inner.write(buffer, self._backend.remaining(timeout))

    def close(self) -> None:
        """Close and forget the socket."""
        self._backend._forget(self._sock)
        self._inner.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        """Wrap in TLS; the TLS socket replaces the plain one in the registry."""
        self._backend._forget(self._sock)
        return _TrackedStream(
            self._inner.start_tls(ssl_context, server_hostname, timeout), self._backend
        )

    def get_extra_info(self, info: str) -> object:
        """Delegate."""
        return self._inner.get_extra_info(info)


def normalize_links(
    links: Iterable[str], tracking: tuple[str, ...]
) -> tuple[tuple[str, ...], tuple[tuple[str, str], ...]]:
    """Links in canonical form (document order, no duplicates), and the unusable ones
    with the reason, so the distributor can report the in-site ones as bad addresses."""
    good: dict[str, None] = {}
    bad: list[tuple[str, str]] = []
    for link in links:
        try:
            good.setdefault(normalize_url(link, tracking_params=tracking), None)
        except InvalidURL as exc:
            bad.append((link, str(exc)))
    return tuple(good), tuple(bad)


def _state_for(result: FetchResult) -> RetrieverState:
    """The paper's state that ends a request with this result."""
    if result.cause in (Cause.OK, Cause.NOT_MODIFIED):
        return RetrieverState.REDIRECTED if result.location else RetrieverState.FINISHED
    if result.cause is Cause.SERVER_NOT_FOUND:
        return RetrieverState.SERVER_NOT_FOUND
    if result.status in AUTH_STATUSES:
        return RetrieverState.AUTH_REQUIRED
    if result.cause in (
        Cause.BAD_URL,
        Cause.UNSUPPORTED_SCHEME,
        Cause.PRIVATE_ADDRESS,
        Cause.UNSUPPORTED_CONTENT_TYPE,
        Cause.TOO_LARGE,
    ) or (result.status is not None and 400 <= result.status < 500):
        return RetrieverState.ADDRESS_FAILED
    return RetrieverState.RETRIEVAL_FAILED


def _discard_small_body(response: httpx.Response) -> None:
    """Read a short unwanted body so the keep-alive connection can serve the next request
    (an unread body forces httpcore to close it); long or unsized bodies are abandoned."""
    length = _content_length(response)
    if length is not None and length <= _SMALL_BODY:
        for _ in response.iter_raw():
            pass


def _content_length(response: httpx.Response) -> int | None:
    """The declared length, or None when absent or malformed."""
    value = response.headers.get("content-length", "")
    return int(value) if value.isdigit() else None


def _caused_by(exc: BaseException, kind: type[BaseException]) -> bool:
    """Whether ``kind`` appears in the exception's cause/context chain."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        if isinstance(current, kind):
            return True
        seen.add(id(current))
        current = current.__cause__ or current.__context__
    return False


def _root_message(exc: BaseException) -> str:
    """The innermost non-empty message of an exception chain."""
    message = str(exc)
    current = exc.__cause__ or exc.__context__
    while current is not None:
        if str(current):
            message = str(current)
        current = current.__cause__ or current.__context__
    return message or type(exc).__name__


def _now() -> str:
    """UTC timestamp for documents and incidents."""
    return datetime.now(UTC).isoformat(timespec="seconds")
