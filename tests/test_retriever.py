"""One retriever against the real test site: each response kind gives the right result."""

from __future__ import annotations

import queue
import shutil
import socket
import ssl
import subprocess
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from hostile import HostileServer, redirect, trickle, wait_until
from sites import LATIN1_TEXT, CorpusSite, SiteServer

from daweb.crawl.frontier import JobKind
from daweb.crawl.retriever import BodyDecoder, FetchResult, Job, Retriever
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause, RetrieverState, RetrieverStatus

CAP = 256 * 1024
SETTINGS = CrawlSettings(
    retrievers=1, delay=0.0, read_timeout=0.5, connect_timeout=0.5, max_bytes=CAP
)


@pytest.fixture(scope="module")
def site() -> Iterator[SiteServer]:
    with SiteServer(pages=20, slow_seconds=4.0) as server:
        yield server


@pytest.fixture
def outbox() -> queue.Queue[object]:
    return queue.Queue()


@pytest.fixture
def retriever(outbox: queue.Queue[object]) -> Iterator[Retriever]:
    worker = Retriever(0, SETTINGS, queue.Queue(), outbox)
    yield worker
    worker._client.close()


def fetch(retriever: Retriever, url: str, kind: JobKind = JobKind.PAGE) -> FetchResult:
    return retriever.fetch(Job(1, url, kind))


def statuses(outbox: queue.Queue[object]) -> list[RetrieverStatus]:
    items = []
    while not outbox.empty():
        item = outbox.get_nowait()
        if isinstance(item, RetrieverStatus):
            items.append(item)
    return items


def test_page_is_decoded_and_links_normalized(site: SiteServer, retriever: Retriever,
                                              outbox: queue.Queue[object]) -> None:
    result = fetch(retriever, site.url("/page/0"))
    assert result.cause is Cause.OK and result.status == 200
    assert result.title == "Página 0"
    assert "lingüista" in result.html and result.charset == "utf-8"
    # /page/0 links to 1, 7, 3 and to spelling variants of 1..5: each appears once, canonical.
    assert set(result.links) == {site.url(f"/page/{n}") for n in (1, 2, 3, 4, 5, 7)}
    assert len(result.links) == len(set(result.links))
    states = [s.state for s in statuses(outbox)]
    assert states == [RetrieverState.DOWNLOADING, RetrieverState.FINISHED]


@pytest.mark.parametrize("code", ["301", "302", "307", "308"])
def test_redirect_is_reported_not_followed(site: SiteServer, retriever: Retriever,
                                          outbox: queue.Queue[object], code: str) -> None:
    before = site.hits(f"/target/{code}")
    result = fetch(retriever, site.url(f"/redirect/{code}"))
    assert (result.cause, result.status) == (Cause.OK, int(code))
    assert result.location == site.url(f"/target/{code}")
    assert site.hits(f"/target/{code}") == before  # the retriever did not follow it
    assert RetrieverState.REDIRECTED in [s.state for s in statuses(outbox)]


@pytest.mark.parametrize(
    ("path", "status", "state"),
    [
        ("/status/404", 404, RetrieverState.ADDRESS_FAILED),
        ("/status/410", 410, RetrieverState.ADDRESS_FAILED),
        ("/status/500", 500, RetrieverState.RETRIEVAL_FAILED),
        ("/status/401", 401, RetrieverState.AUTH_REQUIRED),
    ],
)
def test_http_errors_keep_their_status(site: SiteServer, retriever: Retriever,
                                       outbox: queue.Queue[object], path: str, status: int,
                                       state: RetrieverState) -> None:
    result = fetch(retriever, site.url(path))
    assert (result.cause, result.status) == (Cause.HTTP_STATUS, status)
    assert statuses(outbox)[-1].state is state


def test_retry_after_is_passed_on(site: SiteServer, retriever: Retriever) -> None:
    site.reset_hits()
    result = fetch(retriever, site.url("/flaky/503"))
    assert (result.cause, result.status, result.retry_after) == (Cause.HTTP_STATUS, 503, 1.0)


def test_slow_page_times_out(site: SiteServer, retriever: Retriever) -> None:
    started = time.monotonic()
    result = fetch(retriever, site.url("/slow"))
    assert result.cause is Cause.TIMEOUT
    assert time.monotonic() - started < 2.0


def test_reset_mid_body(site: SiteServer, retriever: Retriever) -> None:
    assert fetch(retriever, site.url("/reset")).cause is Cause.RESET


@pytest.mark.parametrize("path", ["/big/declared", "/big/chunked", "/bomb/gzip", "/bomb/br"])
def test_size_cap_applies_to_decoded_bytes(site: SiteServer, retriever: Retriever,
                                           path: str) -> None:
    result = fetch(retriever, site.url(path))
    assert (result.cause, result.status) == (Cause.TOO_LARGE, 200)
    assert str(CAP) in result.detail


def test_binary_labelled_html_and_pdf_are_unsupported(site: SiteServer,
                                                      retriever: Retriever) -> None:
    binary = fetch(retriever, site.url("/binary"))
    pdf = fetch(retriever, site.url("/file.pdf"))
    assert binary.cause is Cause.UNSUPPORTED_CONTENT_TYPE and "binary" in binary.detail
    assert pdf.cause is Cause.UNSUPPORTED_CONTENT_TYPE and "application/pdf" in pdf.detail


def test_latin1_without_charset_decodes_right(site: SiteServer, retriever: Retriever) -> None:
    result = fetch(retriever, site.url("/latin1"))
    assert result.cause is Cause.OK
    assert LATIN1_TEXT in result.html


def test_gzip_page_is_decoded(site: SiteServer, retriever: Retriever) -> None:
    result = fetch(retriever, site.url("/gzip-page"))
    assert result.cause is Cause.OK and "ñandú" in result.html


def test_robots_and_sitemap_jobs_return_raw_bodies(site: SiteServer,
                                                   retriever: Retriever) -> None:
    robots = fetch(retriever, site.url("/robots.txt"), JobKind.ROBOTS)
    sitemap = fetch(retriever, site.url("/sitemap.xml"), JobKind.SITEMAP)
    assert robots.cause is Cause.OK and b"Disallow: /private/" in robots.body
    assert sitemap.cause is Cause.OK and b"sitemap-pages.xml.gz" in sitemap.body
    packed = fetch(retriever, site.url("/sitemap-pages.xml.gz"), JobKind.SITEMAP)
    assert packed.body.startswith(b"\x1f\x8b")  # not HTML, yet fetched: sitemaps may be gzip


def test_without_snapshots_pages_drop_their_bytes_after_decoding(site: SiteServer) -> None:
    feed = ('<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel>'
            "<title>Últimas</title></channel></rss>")
    with CorpusSite({"/feed.xml": ("application/rss+xml", feed)}) as corpus:
        results = {}
        for keep in (True, False):
            worker = Retriever(0, replace(SETTINGS, keep_bodies=keep), queue.Queue(),
                               queue.Queue())
            try:
                results[keep] = [fetch(worker, site.url("/page/0")),
                                 fetch(worker, site.url("/latin1")),
                                 fetch(worker, site.url("/robots.txt"), JobKind.ROBOTS),
                                 fetch(worker, corpus.url("/feed.xml"))]
            finally:
                worker._client.close()
    (page, latin1, robots, rss), (page_, latin1_, robots_, rss_) = results[True], results[False]
    assert page.body and latin1.body  # kept for the WARC snapshot
    assert page_.body == latin1_.body == b""
    for kept, dropped in ((page, page_), (latin1, latin1_)):  # the same text, charset, links
        assert replace(kept, body=b"", elapsed=0, fetched_at="", headers=()) == \
            replace(dropped, elapsed=0, fetched_at="", headers=())
        assert dropped.bytes == len(kept.body)  # the size is still reported
    assert LATIN1_TEXT in latin1_.html
    # robots.txt and feeds are parsed from their bytes by the distributor: always kept.
    assert robots_.body == robots.body and b"Disallow" in robots_.body
    assert rss_.body == rss.body == feed.encode()


def test_refused_and_unknown_host(retriever: Retriever) -> None:
    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    refused = fetch(retriever, f"http://127.0.0.1:{port}/")
    unknown = fetch(retriever, "http://nonexistent.invalid/")
    assert refused.cause is Cause.REFUSED
    assert unknown.cause is Cause.SERVER_NOT_FOUND


def test_scheme_and_private_address_checks(site: SiteServer, outbox: queue.Queue[object]) -> None:
    strict = Retriever(0, CrawlSettings(refuse_private=True), queue.Queue(), outbox)
    before = site.hits("/page/1")
    try:
        assert fetch(strict, "ftp://127.0.0.1/x").cause is Cause.UNSUPPORTED_SCHEME
        assert fetch(strict, site.url("/page/1")).cause is Cause.PRIVATE_ADDRESS
        assert site.hits("/page/1") == before  # refused before connecting
    finally:
        strict._client.close()


@pytest.mark.parametrize(("start", "allowed"), [
    ("", True),  # no start known (a job made by hand): like an own site
    ("http://127.0.0.1:1/", True),  # a crawl the user started on loopback: an own site
    ("http://localhost/", True),
    ("http://10.0.0.7/", True),  # a local-network site
    ("http://93.184.216.34/", False),  # a public start may not lead into the local network
    ("http://[2001:4860:4860::8888]/", False),
])
def test_private_addresses_only_for_crawls_that_start_on_one(
        site: SiteServer, retriever: Retriever, start: str, allowed: bool) -> None:
    """Issue 19, fault 1: a redirect or link from a public site to 127.0.0.1 is refused by
    default, while a user's own local site stays crawlable (no network is needed: the
    start address itself is never fetched here)."""
    before = site.hits("/page/2")
    result = retriever.fetch(Job(1, site.url("/page/2"), start_url=start))
    assert (result.cause is Cause.OK) is allowed
    if not allowed:
        assert result.cause is Cause.PRIVATE_ADDRESS and "public site" in result.detail
        assert site.hits("/page/2") == before  # refused before connecting


def test_a_malformed_location_is_reported_as_it_is(retriever: Retriever) -> None:
    """Issue 19, fault 10: httpx no longer fails the response on it (was connection_reset)."""
    with HostileServer({"/r": redirect(302, "http://[::1:bad/x")}) as server:
        result = fetch(retriever, server.url("/r"))
    assert (result.cause, result.status, result.location) == (Cause.OK, 302, "http://[::1:bad/x")


def test_the_download_deadline_bounds_a_trickled_body(outbox: queue.Queue[object]) -> None:
    """Issue 19, fault 2: each byte restarts read_timeout, not download_timeout."""
    worker = Retriever(0, replace(SETTINGS, download_timeout=1.0), queue.Queue(), outbox)
    try:
        with HostileServer({"/t": trickle(600, 0.1)}) as server:
            started = time.monotonic()
            result = fetch(worker, server.url("/t"))
            took = time.monotonic() - started
    finally:
        worker._client.close()
    assert (result.cause, result.retryable) == (Cause.TIMEOUT, False)
    assert "download deadline" in result.detail and "1 s" in result.detail
    assert 0.9 < took < 2.0


def test_abort_cuts_a_stalled_request_and_the_thread_ends(site: SiteServer) -> None:
    inbox: queue.Queue[Job | None] = queue.Queue()
    outbox: queue.Queue[object] = queue.Queue()
    slow_settings = CrawlSettings(retrievers=1, read_timeout=30.0)
    worker = Retriever(3, slow_settings, inbox, outbox)
    worker.start()
    before = site.hits("/slow")
    inbox.put(Job(7, site.url("/slow")))
    _wait_for_state(outbox, RetrieverState.DOWNLOADING)
    wait_until(lambda: site.hits("/slow") > before, timeout=2.0)  # blocked in recv now
    started = time.monotonic()
    worker.abort()
    result = _next_result(outbox, timeout=2.0)
    inbox.put(None)
    worker.join(timeout=2.0)
    assert time.monotonic() - started < 2.0
    assert (result.cause, result.aborted, result.job.ticket) == (Cause.NOT_ATTEMPTED, True, 7)
    assert not worker.is_alive()
    assert worker.name not in {t.name for t in threading.enumerate()}


def test_body_decoder_limits_output_per_call() -> None:
    import gzip

    decoder = BodyDecoder("gzip")
    out = decoder.feed(gzip.compress(b"a" * 1_000_000), 1000)
    assert len(out) == 1000


def _wait_for_state(outbox: queue.Queue[object], state: RetrieverState) -> None:
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline:
        item = outbox.get(timeout=2.0)
        if isinstance(item, RetrieverStatus) and item.state is state:
            return
    raise AssertionError(f"no {state} status")


def _next_result(outbox: queue.Queue[object], timeout: float) -> FetchResult:
    deadline = time.monotonic() + timeout
    while True:
        item = outbox.get(timeout=max(0.01, deadline - time.monotonic()))
        if isinstance(item, FetchResult):
            return item


def test_untrusted_certificate_is_a_tls_error(tmp_path: Path) -> None:
    """A self-signed certificate on a real HTTPS server on 127.0.0.1."""
    if shutil.which("openssl") is None:
        pytest.skip("the openssl command is needed to make a certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
         "-subj", "/CN=127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True,
    )
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    with socket.create_server(("127.0.0.1", 0)) as listener:
        port = listener.getsockname()[1]
        accepted = threading.Thread(target=_handshake_once, args=(listener, context))
        accepted.start()
        worker = Retriever(0, SETTINGS, queue.Queue(), queue.Queue())
        try:
            result = worker.fetch(Job(1, f"https://127.0.0.1:{port}/"))
        finally:
            worker._client.close()
        accepted.join(timeout=5)
    assert result.cause is Cause.TLS_ERROR
    assert "certificate" in result.detail.lower()


def _handshake_once(listener: socket.socket, context: ssl.SSLContext) -> None:
    """Accept one connection and attempt the TLS handshake (the client will refuse it)."""
    conn, _ = listener.accept()
    try:
        with context.wrap_socket(conn, server_side=True):
            pass
    except (ssl.SSLError, OSError):
        pass  # the crawler rejected our certificate: expected


def test_conditional_request_gets_304_as_not_modified(retriever: Retriever) -> None:
    with CorpusSite({"/n": ("text/html", "<p>hola</p>")}) as corpus:
        first = fetch(retriever, corpus.url("/n"))
        etag = dict(first.headers)["etag"]
        job = Job(2, corpus.url("/n"), JobKind.PAGE, (("If-None-Match", etag),))
        again = retriever.fetch(job)
        stale = retriever.fetch(Job(3, corpus.url("/n"), JobKind.PAGE,
                                    (("If-None-Match", '"other"'),)))
    assert (again.cause, again.status, again.html) == (Cause.NOT_MODIFIED, 304, "")
    assert dict(again.headers)["etag"] == etag
    assert (stale.cause, stale.status) == (Cause.OK, 200) and "hola" in stale.html
    assert corpus.conditional("/n") == [("", ""), (etag, ""), ('"other"', "")]


def test_a_feed_page_comes_back_raw(retriever: Retriever) -> None:
    rss = '<?xml version="1.0"?><rss version="2.0"><channel><title>t</title></channel></rss>'
    with CorpusSite({"/feed": ("application/rss+xml", rss),
                     "/data": ("application/json", "{}")}) as corpus:
        feed = fetch(retriever, corpus.url("/feed"))
        other = fetch(retriever, corpus.url("/data"))
    assert feed.cause is Cause.OK and feed.body == rss.encode() and feed.html == ""
    assert other.cause is Cause.UNSUPPORTED_CONTENT_TYPE
