"""Tests for daweb.crawl.policies: the ordered chain and the distributor's default order."""

from __future__ import annotations

from daweb.crawl.frontier import FrontierEntry, JobKind
from daweb.crawl.policies import CrawlState, Cut, Policies, Policy, RobotsPolicy, default_policies
from daweb.crawl.retriever import FetchResult, Job
from daweb.crawl.robots import RobotsRules
from daweb.crawl.settings import CrawlSettings
from daweb.crawl.urls import Exclusions
from daweb.events import Cause

SITE = "http://example.org"


class _Counting(Policy):
    """Cuts every link containing ``word`` and remembers which links it was asked about."""

    def __init__(self, word: str) -> None:
        self.word = word
        self.asked: list[str] = []

    def on_link(self, link: str, depth: int) -> Cut | None:
        self.asked.append(link)
        return Cut(Cause.EXCLUDED, self.word) if self.word in link else None


def test_the_first_verdict_wins_and_later_policies_are_not_asked() -> None:
    first, second = _Counting("/x1"), _Counting("/x2")
    chain = Policies([first, second])
    assert chain.link(f"{SITE}/x1/x2", 1) == Cut(Cause.EXCLUDED, "/x1")
    assert second.asked == []
    assert chain.link(f"{SITE}/x2", 1) == Cut(Cause.EXCLUDED, "/x2")
    assert chain.link(f"{SITE}/x3", 1) is None
    assert second.asked == [f"{SITE}/x2", f"{SITE}/x3"]


def test_base_policy_passes_every_question() -> None:
    entry = FrontierEntry(url=f"{SITE}/", start_url=f"{SITE}/")
    result = FetchResult(Job(1, entry.url), 0, Cause.TIMEOUT)
    chain = Policies([Policy()])
    assert chain.request(entry) is None
    assert chain.link(entry.url, 3) is None
    assert chain.result(entry, result) is None


def _default(**options: object) -> tuple[Policies, RobotsPolicy]:
    settings = CrawlSettings(delay=0, **options)  # type: ignore[arg-type]
    robots = RobotsPolicy(settings)
    return default_policies(settings, Exclusions(["privado"]), CrawlState(), robots), robots


def test_default_order_cancelled_before_trap_before_depth() -> None:
    chain, _ = _default(max_depth=1, max_segment_repeats=1)
    trap_and_cancelled = f"{SITE}/privado/a/a/a"
    assert chain.link(trap_and_cancelled, 5).cause is Cause.EXCLUDED  # type: ignore[union-attr]
    assert chain.link(f"{SITE}/a/a/a", 5).cause is Cause.CRAWL_TRAP  # type: ignore[union-attr]
    assert chain.link(f"{SITE}/a/b", 5).cause is Cause.LIMIT  # type: ignore[union-attr]
    assert chain.link(f"{SITE}/a/b", 1) is None


def test_default_chain_asks_robots_for_requests_and_redirect_retry_for_results() -> None:
    chain, robots = _default()
    robots.set_rules(SITE, RobotsRules.disallow_all())
    entry = FrontierEntry(url=f"{SITE}/p", start_url=f"{SITE}/")
    assert chain.request(entry).cause is Cause.ROBOTS  # type: ignore[union-attr]
    moved = FetchResult(Job(1, entry.url), 0, Cause.OK, status=301, location=f"{SITE}/q")
    assert chain.result(entry, moved).hop.fetch_url == f"{SITE}/q"  # type: ignore[union-attr]
    busy = FetchResult(Job(1, entry.url), 0, Cause.HTTP_STATUS, status=503)
    assert chain.result(entry, busy).entry.attempts == 1  # type: ignore[union-attr]
    page = FetchResult(Job(1, entry.url, JobKind.PAGE), 0, Cause.OK, status=200)
    assert chain.result(entry, page) is None
