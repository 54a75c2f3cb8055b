"""The distributor crawling the real test site: every behaviour of issue 2, end to end.

One full crawl (module fixture, 10 retrievers) is checked from many angles: the exact
incident of every special route, one GET per page, nothing lost. Smaller crawls cover
determinism, robots.txt, limits and stopping.
"""

from __future__ import annotations

import queue
import threading
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest
from hostile import Crawl, crawl, drain, run_in_thread, wait_until
from sites import LATIN1_TEXT, CorpusSite, SiteServer

from daweb.crawl.distributor import Distributor, DistributorError
from daweb.crawl.settings import CrawlSettings, InvalidSettings
from daweb.events import (
    Cause,
    CrawlFinished,
    CrawlProgress,
    FetchedDocument,
    Incident,
    Outcome,
    RetrieverState,
    RetrieverStatus,
)

FAST = dict(delay=0.0, per_host_concurrency=10, read_timeout=0.5, connect_timeout=0.5,
            retries=2, backoff=0.05, max_bytes=256 * 1024, max_query_variants_per_path=5)
BAD_STARTS = ["ftp://example.org/file", "http://exa mple.com/", "http://ñandú.invalid/",
              "www.ulpgc.invalid"]


def retriever_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("daweb-retriever")]


# ---------------------------------------------------------------------- the full crawl


@pytest.fixture(scope="module")
def site() -> Iterator[SiteServer]:
    with SiteServer(pages=300, slow_seconds=3.0) as server:
        yield server


@pytest.fixture(scope="module")
def full(site: SiteServer) -> Crawl:
    site.reset_hits()
    return crawl([site.url("/"), *BAD_STARTS], cancelled=("deportes",), retrievers=10, **FAST)


def expected_failures(site: SiteServer) -> dict[str, tuple[Outcome, Cause]]:
    """Every address of the test site (and bad start) that must not be obtained, and why."""
    lost = Outcome.NOT_OBTAINED
    routes = {
        "/redirect/ftp": Cause.UNSUPPORTED_SCHEME,
        "/redirect/dup": Cause.DUPLICATE,
        "/loop/a": Cause.REDIRECT_LOOP,
        "/status/404": Cause.HTTP_STATUS,
        "/status/410": Cause.HTTP_STATUS,
        "/status/500": Cause.HTTP_STATUS,
        "/status/401": Cause.HTTP_STATUS,
        "/slow": Cause.TIMEOUT,
        "/reset": Cause.RESET,
        "/big/declared": Cause.TOO_LARGE,
        "/big/chunked": Cause.TOO_LARGE,
        "/bomb/gzip": Cause.TOO_LARGE,
        "/bomb/br": Cause.TOO_LARGE,
        "/binary": Cause.UNSUPPORTED_CONTENT_TYPE,
        "/file.pdf": Cause.UNSUPPORTED_CONTENT_TYPE,
        "/private/secret": Cause.ROBOTS,
        "/deportes/futbol": Cause.EXCLUDED,
        "/calendar?month=5": Cause.CRAWL_TRAP,
        "/rel/x/x/x/x/": Cause.CRAWL_TRAP,
    }
    expected = {site.url(path): (lost, cause) for path, cause in routes.items()}
    expected[site.base_url + ":99/x"] = (lost, Cause.BAD_URL)
    expected.update({
        "ftp://example.org/file": (lost, Cause.UNSUPPORTED_SCHEME),
        "http://exa mple.com/": (lost, Cause.BAD_URL),
        "http://xn--and-6ma2c.invalid/": (lost, Cause.SERVER_NOT_FOUND),
        "http://www.ulpgc.invalid/": (lost, Cause.SERVER_NOT_FOUND),
    })
    return expected


def expected_obtained(site: SiteServer) -> set[str]:
    """Every address of the test site that must be obtained."""
    paths = ["/", *site.page_paths(), "/redirect/301", "/redirect/302", "/redirect/307",
             "/redirect/308", "/redirect/chain", "/cross", "/flaky/503", "/latin1",
             "/gzip-page", "/nofollow/meta", "/only-in-sitemap", "/rel/", "/rel/x/",
             "/rel/x/x/", "/rel/x/x/x/", *[f"/calendar?month={n}" for n in range(5)]]
    return {site.url(p) for p in paths} | {site.alt_base_url + "/landing/next"}


def test_exactly_the_expected_incidents(full: Crawl, site: SiteServer) -> None:
    failures = {url: oc for url, oc in full.causes().items() if oc[0] is not Outcome.OBTAINED}
    obtained = {i.url for i in full.incidents if i.outcome is Outcome.OBTAINED}
    assert failures == expected_failures(site)
    assert obtained == expected_obtained(site)
    assert len(full.incidents) == len({i.url for i in full.incidents})  # one line per address


def test_documents_match_obtained_incidents(full: Crawl) -> None:
    obtained = [i.url for i in full.incidents if i.outcome is Outcome.OBTAINED]
    assert sorted(d.url for d in full.documents) == sorted(obtained)
    assert full.finished == CrawlFinished("completed", full.finished.accessed, len(obtained),
                                          len(full.incidents) - len(obtained), 0)


def test_ten_retrievers_one_get_per_page(full: Crawl, site: SiteServer) -> None:
    retried = {"/status/500": 3, "/slow": 3, "/reset": 3, "/flaky/503": 2}
    counts = site.hit_counts()
    for key, count in counts.items():
        path = "/" + key.partition("/")[2]
        assert count == retried.get(path, 1), key
    for path in site.page_paths():
        assert site.hits(path) == 1
    # Five spellings of /page/1../page/5 on /page/0, the sitemap's #fragment: one GET each.
    assert not [k for k in counts if "utm_" in k or "gclid" in k or "%35" in k]


def test_never_fetched(full: Crawl, site: SiteServer) -> None:
    for path in ("/hidden/meta", "/hidden/rel", "/deportes/futbol", "/deportes/baloncesto",
                 "/private/secret", "/redirect/dup/", "/calendar?month=5"):
        assert site.hits(path) == 0, path
    bad_starts = set(expected_failures(site)) - {i for i in expected_failures(site)
                                                  if i.startswith(site.base_url)}
    off_site = [i.url for i in full.incidents if i.url not in bad_starts
                and not i.url.startswith((site.base_url, site.alt_base_url))]
    assert off_site == []


def test_retries_and_attempts(full: Crawl, site: SiteServer) -> None:
    assert full.incident(site.url("/status/500")).attempts == 3
    assert full.incident(site.url("/slow")).attempts == 3
    assert full.incident(site.url("/reset")).attempts == 3
    assert full.incident(site.url("/status/404")).attempts == 1  # 4xx: given up at once
    flaky = full.incident(site.url("/flaky/503"))
    assert (flaky.outcome, flaky.attempts) == (Outcome.OBTAINED, 2)


def test_retry_after_is_honoured(full: Crawl, site: SiteServer) -> None:
    times = [t for t, key in site.hit_log() if key.endswith("/flaky/503")]
    assert len(times) == 2 and times[1] - times[0] >= 0.95


def test_redirect_chain_is_recorded(full: Crawl, site: SiteServer) -> None:
    doc = next(d for d in full.documents if d.url == site.url("/redirect/chain"))
    assert doc.final_url == site.url("/target/chain")
    assert doc.redirects == (site.url("/redirect/chain"), site.url("/redirect/chain2"))
    for code in ("301", "302", "307", "308"):
        doc = next(d for d in full.documents if d.url == site.url(f"/redirect/{code}"))
        assert doc.final_url == site.url(f"/target/{code}")


def test_cross_host_redirect_extends_the_site(full: Crawl, site: SiteServer) -> None:
    cross = next(d for d in full.documents if d.url == site.url("/cross"))
    assert cross.final_url == site.alt_base_url + "/landing"
    landing_next = next(d for d in full.documents
                        if d.url == site.alt_base_url + "/landing/next")
    assert landing_next.start_url == cross.start_url == site.url("/")
    assert site.hits("/robots.txt", host="localhost") == 1


def test_documents_record_start_depth_and_text(full: Crawl, site: SiteServer) -> None:
    docs = {d.url: d for d in full.documents}
    assert docs[site.url("/")].depth == 0
    assert docs[site.url("/page/0")].depth == 1
    assert docs[site.url("/only-in-sitemap")].depth == 1
    assert {d.start_url for d in full.documents} == {site.url("/")}
    assert LATIN1_TEXT in docs[site.url("/latin1")].html
    assert docs[site.url("/latin1")].charset == "windows-1252"


def test_status_events_use_the_papers_states(full: Crawl) -> None:
    statuses = [e for e in full.events if isinstance(e, RetrieverStatus)]
    assert {s.retriever for s in statuses} == set(range(10))
    assert {s.state for s in statuses} == set(RetrieverState)  # all eight states occur


def test_progress_is_throttled_and_final(full: Crawl) -> None:
    progress = [e for e in full.events if isinstance(e, CrawlProgress)]
    assert len(progress) <= full.seconds * 10 + 3
    assert progress[-1].obtained == full.finished.obtained
    assert progress[-1].pending == 0
    assert isinstance(full.events[-1], CrawlFinished)


# ---------------------------------------------------------------------- smaller crawls


def test_one_retriever_order_is_deterministic() -> None:
    with SiteServer(pages=120, specials=False) as site:
        first = crawl([site.url("/")], retrievers=1, delay=0.0)
        second = crawl([site.url("/")], retrievers=1, delay=0.0)
    order = [d.url for d in first.documents]
    assert len(order) == 122  # index, 120 pages, /only-in-sitemap
    assert order == [d.url for d in second.documents]


def test_robots_crawl_delay_and_disallow() -> None:
    robots = "User-agent: *\nCrawl-delay: 0.2\nDisallow: /page/3\n"
    with SiteServer(pages=4, specials=False, robots_txt=robots, sitemap=False) as site:
        result = crawl([site.url("/")], retrievers=4, delay=0.0, per_host_concurrency=4,
                       sitemaps=False)
        log = site.hit_log()
    gaps = [b - a for (a, _), (b, _) in zip(log, log[1:], strict=False)]
    assert len(gaps) >= 5 and min(gaps) >= 0.19  # even with 4 retrievers free to go
    assert result.incident(site.url("/page/3")).cause is Cause.ROBOTS
    assert site.hits("/page/3") == 0
    assert {d.url for d in result.documents} == {site.url(p) for p in
                                                 ("/", "/page/0", "/page/1", "/page/2")}


def test_robots_5xx_means_try_later() -> None:
    robots = "User-agent: *\nDisallow: /page/1\n"
    with SiteServer(pages=3, specials=False, robots_txt=robots, robots_failures=1,
                    sitemap=False) as site:
        result = crawl([site.url("/")], retrievers=2, delay=0.0, backoff=0.05)
        assert site.hits("/robots.txt") == 2
    assert result.incident(site.url("/page/1")).cause is Cause.ROBOTS
    assert site.hits("/page/1") == 0


def test_missing_robots_txt_allows_everything() -> None:
    with SiteServer(pages=8, specials=False, robots_txt=None, sitemap=False) as site:
        result = crawl([site.url("/")], retrievers=2, delay=0.0)
        assert site.hits("/robots.txt") == 1
    assert result.finished.obtained == 9 and result.finished.failed == 0


def test_start_address_that_redirects_to_another_host() -> None:
    with SiteServer(pages=3, sitemap=False) as site:
        result = crawl([site.url("/cross")], retrievers=2, delay=0.0)
    assert {(d.url, d.final_url, d.start_url) for d in result.documents} == {
        (site.url("/cross"), site.alt_base_url + "/landing", site.url("/cross")),
        (site.alt_base_url + "/landing/next",) * 2 + (site.url("/cross"),),
    }


def test_bad_start_addresses_do_not_stop_the_others() -> None:
    with SiteServer(pages=2, specials=False, sitemap=False) as site:
        spaced = site.url("/página con espacios")
        result = crawl([*BAD_STARTS, spaced, site.url("/")], retrievers=3, delay=0.0)
        assert site.hits("/p%C3%A1gina%20con%20espacios") == 1  # sent percent-encoded
    assert result.finished.obtained == 3
    assert result.incident(site.url("/p%C3%A1gina%20con%20espacios")).status == 404
    assert "only http and https" in result.incident("ftp://example.org/file").detail
    assert "not a valid host name" in result.incident("http://exa mple.com/").detail


def test_refuse_private_addresses() -> None:
    with SiteServer(pages=2, specials=False) as site:
        result = crawl([site.url("/")], retrievers=1, delay=0.0, refuse_private=True)
        assert sum(site.hit_counts().values()) == 0
    assert result.causes() == {site.url("/"): (Outcome.NOT_OBTAINED, Cause.PRIVATE_ADDRESS)}


def test_max_pages() -> None:
    with SiteServer(pages=60, specials=False, sitemap=False) as site:
        result = crawl([site.url("/")], retrievers=10, delay=0.0, per_host_concurrency=10,
                       max_pages=10)
        page_gets = sum(n for k, n in site.hit_counts().items() if "/page/" in k or k[-1] == "/")
    assert len(result.documents) == result.finished.obtained == 10
    assert page_gets == 10
    limited = [i for i in result.incidents if i.outcome is Outcome.NOT_ATTEMPTED]
    assert limited and {i.cause for i in limited} == {Cause.LIMIT}
    assert result.finished.not_attempted == len(limited)


def test_max_depth() -> None:
    with SiteServer(pages=10, specials=False, sitemap=False) as site:
        result = crawl([site.url("/")], retrievers=2, delay=0.0, max_depth=1)
    assert {d.url for d in result.documents} == {site.url("/"), site.url("/page/0")}
    cut = {i.url for i in result.incidents if i.cause is Cause.LIMIT}
    assert cut == {site.url(f"/page/{n}") for n in (1, 2, 3, 4, 5, 7)}
    assert all(i.outcome is Outcome.NOT_OBTAINED for i in result.incidents
               if i.cause is Cause.LIMIT)


def test_max_duration_cuts_the_crawl() -> None:
    with SiteServer(pages=2, specials=False, slow_seconds=10.0, sitemap=False) as site:
        result = crawl([site.url(f"/slow?n={n}") for n in range(4)], retrievers=2, delay=0.0,
                       per_host_concurrency=2, read_timeout=30.0, max_duration=0.5)
    assert result.seconds < 2.5
    assert {(i.outcome, i.cause) for i in result.incidents} == {
        (Outcome.NOT_ATTEMPTED, Cause.LIMIT)}
    assert sorted(i.attempts for i in result.incidents) == [0, 0, 1, 1]  # 2 cut in flight
    assert result.finished.reason == "completed"
    assert not retriever_threads()


def test_settings_are_validated() -> None:
    with pytest.raises(InvalidSettings):
        CrawlSettings(retrievers=11)
    with pytest.raises(InvalidSettings):
        CrawlSettings(retrievers=0)
    with pytest.raises(InvalidSettings):
        CrawlSettings(delay=-1)


def test_run_twice_is_an_error() -> None:
    distributor = Distributor([], [], CrawlSettings(retrievers=1), queue.Queue(), print)
    finished = distributor.run()
    assert finished == CrawlFinished("completed", 0, 0, 0, 0)
    with pytest.raises(DistributorError):
        distributor.run()


# ---------------------------------------------------------------------- stopping


@pytest.mark.parametrize("method", ["stop_downloads", "finish"])
def test_stop_aborts_in_flight_and_reports_pending(method: str) -> None:
    with SiteServer(pages=2, specials=False, slow_seconds=10.0, sitemap=False) as site:
        starts = [site.url("/")] + [site.url(f"/slow?n={n}") for n in range(12)]
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        events: list[object] = []
        settings = CrawlSettings(retrievers=5, delay=0.0, per_host_concurrency=5,
                                 read_timeout=30.0)
        distributor = Distributor(starts, [], settings, documents, events.append)
        thread, out = run_in_thread(distributor.run)
        wait_until(lambda: sum(n for k, n in site.hit_counts().items() if "slow" in k) == 5)
        wait_until(lambda: documents.qsize() >= 1)  # the index page arrived before the stop
        started = time.monotonic()
        getattr(distributor, method)()
        thread.join(timeout=5)
        elapsed = time.monotonic() - started
    assert elapsed < 2.0
    assert not thread.is_alive() and not retriever_threads()
    incidents = [e for e in events if isinstance(e, Incident)]
    assert sorted(i.url for i in incidents if "slow" in i.url) == sorted(starts[1:])
    assert {i.outcome for i in incidents if "slow" in i.url} == {Outcome.NOT_ATTEMPTED}
    assert documents.qsize() >= 1  # delivered before the stop: kept for the analyzer
    expected = "stopped-downloads" if method == "stop_downloads" else "finished-early"
    assert out[0].reason == expected
    not_attempted = [i for i in incidents if i.outcome is Outcome.NOT_ATTEMPTED]
    assert out[0].not_attempted == len(not_attempted) == 13  # 12 slow, /page/0 pending


def test_finish_unblocks_a_full_document_queue() -> None:
    with SiteServer(pages=40, specials=False, sitemap=False) as site:
        documents: queue.Queue[FetchedDocument] = queue.Queue(maxsize=2)
        events: list[object] = []
        settings = CrawlSettings(retrievers=3, delay=0.0, per_host_concurrency=3)
        distributor = Distributor([site.url("/")], [], settings, documents, events.append)
        thread, out = run_in_thread(distributor.run)
        wait_until(documents.full)
        fetched_while_full = sum(site.hit_counts().values())
        started = time.monotonic()
        distributor.finish()
        thread.join(timeout=5)
        elapsed = time.monotonic() - started
    assert elapsed < 2.0 and not thread.is_alive() and not retriever_threads()
    assert documents.qsize() == 2  # nothing more was delivered after finish()
    assert fetched_while_full < 15  # back-pressure: the crawl did not run ahead
    assert out[0].reason == "finished-early"
    pending = [e for e in events if isinstance(e, Incident) and e.outcome is Outcome.NOT_ATTEMPTED]
    assert pending and Counter(i.cause for i in pending) == Counter({Cause.NOT_ATTEMPTED:
                                                                    len(pending)})


# ---------------------------------------------------------------------- re-runs (304)


def test_known_pages_are_revisited_conditionally_and_304_is_unchanged_not_failed():
    from daweb.freshness import KnownPage

    html = "text/html; charset=utf-8"
    docs = {"/": (html, '<a href="/a">a</a>'), "/a": (html, "<p>igual</p>"),
            "/solo-antes": (html, "<p>sin enlaces que lleguen</p>")}
    with CorpusSite(docs) as corpus:
        first = crawl([corpus.url("/")], robots=False, sitemaps=False, **FAST)
        validators = {d.url: dict(d.headers) for d in first.documents}
        known = {url: KnownPage(url, url, corpus.url("/"), 1, h["etag"], h["last-modified"])
                 for url, h in validators.items() if url != corpus.url("/")}
        # A page of the previous run that no link reaches any more is still revisited.
        known[corpus.url("/solo-antes")] = KnownPage(corpus.url("/solo-antes"),
                                                     corpus.url("/solo-antes"),
                                                     corpus.url("/"), 1, '"gone"')
        documents: queue.Queue[FetchedDocument] = queue.Queue()
        events: list[object] = []
        finished = Distributor([corpus.url("/")], [], CrawlSettings(robots=False,
                               sitemaps=False, **FAST), documents, events.append,
                               known=known).run()
    again = {d.url: d for d in drain(documents)}
    assert again[corpus.url("/a")].status == 304 and again[corpus.url("/a")].html == ""
    assert dict(again[corpus.url("/a")].headers)["etag"] == known[corpus.url("/a")].etag
    assert again[corpus.url("/solo-antes")].status == 200  # its ETag no longer matches
    assert again[corpus.url("/")].status == 200  # start addresses: always in full
    outcomes = {e.url: (e.outcome, e.cause) for e in events if isinstance(e, Incident)}
    assert outcomes[corpus.url("/a")] == (Outcome.UNCHANGED, Cause.NOT_MODIFIED)
    assert finished.failed == 0 and finished.obtained == 2
    assert corpus.conditional("/a")[-1] == (known[corpus.url("/a")].etag, corpus.LAST_MODIFIED)


def test_without_snapshots_documents_carry_no_bytes_and_the_same_text() -> None:
    with SiteServer(pages=20, specials=False) as site:
        kept = crawl([site.url("/"), site.url("/latin1")], retrievers=1, delay=0.0)
        dropped = crawl([site.url("/"), site.url("/latin1")], retrievers=1, delay=0.0,
                        keep_bodies=False)
    assert len(kept.documents) == 23 and all(d.body for d in kept.documents)
    assert [d.body for d in dropped.documents] == [b""] * 23

    def without_bytes(doc: FetchedDocument) -> FetchedDocument:
        return replace(doc, body=b"", elapsed=0.0, fetched_at="", headers=())

    assert list(map(without_bytes, dropped.documents)) == list(map(without_bytes,
                                                                   kept.documents))


def test_another_port_of_the_same_machine_is_another_site() -> None:
    html = "text/html; charset=utf-8"
    with CorpusSite({"/": (html, "<p>el otro servidor</p>")}) as other, \
            CorpusSite({"/": (html, "")}) as first:
        first.documents["/"] = (html, f'<a href="/a">a</a> <a href="{other.url("/")}">otro</a>')
        first.documents["/a"] = (html, "<p>dentro</p>")
        result = crawl([first.url("/")], robots=False, sitemaps=False, **FAST)
    assert {d.url for d in result.documents} == {first.url("/"), first.url("/a")}
    assert other.requests == []  # never asked: off-site, like any other host
