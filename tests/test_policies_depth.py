"""Tests for daweb.crawl.policies.depth (the depth limit on links)."""

from __future__ import annotations

from daweb.crawl.policies.base import Cut
from daweb.crawl.policies.depth import DepthPolicy
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause


def test_links_deeper_than_the_limit_are_cut() -> None:
    policy = DepthPolicy(CrawlSettings(delay=0, max_depth=2))
    assert policy.on_link("http://example.org/a", 2) is None
    assert policy.on_link("http://example.org/a", 3) == Cut(
        Cause.LIMIT, "deeper than the maximum depth 2"
    )


def test_no_limit_cuts_nothing() -> None:
    assert DepthPolicy(CrawlSettings(delay=0)).on_link("http://example.org/a", 999) is None
