"""Tests for daweb.crawl.policies.redirect (which redirects are followed, and why not)."""

from __future__ import annotations

from daweb.crawl.frontier import FrontierEntry
from daweb.crawl.policies.base import CrawlState, Cut, Follow
from daweb.crawl.policies.redirect import RedirectPolicy
from daweb.crawl.retriever import FetchResult, Job
from daweb.crawl.settings import CrawlSettings
from daweb.crawl.urls import Exclusions
from daweb.events import Cause, Outcome

SITE = "http://example.org"
ENTRY = FrontierEntry(url=f"{SITE}/a", start_url=f"{SITE}/", depth=1, elapsed=0.5)


def _policy(state: CrawlState | None = None, max_redirects: int = 10) -> RedirectPolicy:
    settings = CrawlSettings(delay=0, max_redirects=max_redirects)
    return RedirectPolicy(settings, Exclusions(["privado"]), state or CrawlState())


def _moved(location: str) -> FetchResult:
    return FetchResult(Job(1, ENTRY.url), 0, Cause.OK, 301, location=location, elapsed=0.25)


def test_a_hop_is_followed_with_the_chain_and_time_so_far() -> None:
    verdict = _policy().on_result(ENTRY, _moved(f"{SITE}/b?utm_source=x"))
    assert isinstance(verdict, Follow)
    assert verdict.hop.url == ENTRY.url and verdict.hop.fetch_url == f"{SITE}/b"
    assert verdict.hop.redirects == (ENTRY.url,) and verdict.hop.elapsed == 0.75


def test_what_is_no_redirect_is_passed_on() -> None:
    policy = _policy()
    assert policy.on_result(ENTRY, FetchResult(Job(1, ENTRY.url), 0, Cause.OK, 200)) is None
    failed = FetchResult(Job(1, ENTRY.url), 0, Cause.HTTP_STATUS, 302, location=f"{SITE}/b")
    assert policy.on_result(ENTRY, failed) is None


def test_refusals_name_their_cause() -> None:
    policy = _policy(max_redirects=1)
    cases = {
        "mailto:x@example.org": Cause.UNSUPPORTED_SCHEME,
        "http://[bad": Cause.BAD_URL,
        f"{SITE}/privado/b": Cause.EXCLUDED,
        ENTRY.url: Cause.REDIRECT_LOOP,
    }
    for location, cause in cases.items():
        verdict = policy.on_result(ENTRY, _moved(location))
        assert isinstance(verdict, Cut) and verdict.cause is cause, location
    two_hops = FrontierEntry(url=ENTRY.url, start_url=ENTRY.start_url, redirects=(f"{SITE}/z",))
    verdict = policy.on_result(two_hops, _moved(f"{SITE}/c"))
    assert isinstance(verdict, Cut) and verdict.cause is Cause.TOO_MANY_REDIRECTS


def test_a_seen_target_is_a_duplicate_and_closing_follows_nothing() -> None:
    state = CrawlState(seen={f"{SITE}/b"})
    policy = _policy(state)
    seen = policy.on_result(ENTRY, _moved(f"{SITE}/b"))
    assert isinstance(seen, Cut) and seen.cause is Cause.DUPLICATE
    state.closing = True
    stopped = policy.on_result(ENTRY, _moved(f"{SITE}/c"))
    assert stopped == Cut(
        Cause.NOT_ATTEMPTED,
        f"redirect to {SITE}/c not followed: the crawl was stopped",
        Outcome.NOT_ATTEMPTED,
    )
