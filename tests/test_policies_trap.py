"""Tests for daweb.crawl.policies.trap (crawl-trap guards on links)."""

from __future__ import annotations

from daweb.crawl.policies.trap import TrapPolicy
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause

SITE = "http://example.org"


def _policy(**options: object) -> TrapPolicy:
    return TrapPolicy(CrawlSettings(delay=0, **options))  # type: ignore[arg-type]


def test_repeated_segments_and_long_addresses_are_traps() -> None:
    policy = _policy(max_segment_repeats=2, max_url_length=60)
    repeated = policy.on_link(f"{SITE}/a/a/a/x", 1)
    assert repeated is not None and repeated.cause is Cause.CRAWL_TRAP
    long = policy.on_link(f"{SITE}/" + "b" * 80, 1)
    assert long is not None and "long" in long.detail
    assert policy.on_link(f"{SITE}/a/b", 1) is None


def test_too_many_query_strings_on_one_path() -> None:
    policy = _policy(max_query_variants_per_path=3)
    for day in range(3):
        assert policy.on_link(f"{SITE}/calendario?dia={day}", 1) is None
    assert policy.on_link(f"{SITE}/calendario?dia=1", 1) is None  # seen variant: still fine
    cut = policy.on_link(f"{SITE}/calendario?dia=99", 1)
    assert cut is not None and cut.cause is Cause.CRAWL_TRAP
    assert cut.detail == f"more than 3 distinct query strings for {SITE}/calendario"
    assert policy.on_link(f"{SITE}/otra?dia=99", 1) is None  # counted per path


def test_too_many_addresses_of_one_path_pattern() -> None:
    policy = _policy(max_query_variants_per_path=2)
    assert policy.on_link(f"{SITE}/item;sid=1/ver", 1) is None
    assert policy.on_link(f"{SITE}/item;sid=2/ver", 1) is None
    cut = policy.on_link(f"{SITE}/item;sid=3/ver", 1)
    assert cut is not None and "path pattern" in cut.detail
