"""The frontier: FIFO order, per-host politeness, retries with backoff and Retry-After."""

from __future__ import annotations

import pytest

from daweb.crawl.frontier import (
    Frontier,
    FrontierEntry,
    JobKind,
    backoff_delay,
    host_key,
    parse_retry_after,
    with_attempt,
)


def entry(url: str, **kwargs: object) -> FrontierEntry:
    """An entry whose start is its own host."""
    return FrontierEntry(url=url, start_url=url, **kwargs)  # type: ignore[arg-type]


def drain_urls(frontier: Frontier, now: float = 0.0) -> list[str]:
    """Pop everything poppable at ``now``, releasing each host right away."""
    urls = []
    while (item := frontier.pop(now)) is not None:
        urls.append(item.url)
        frontier.done(item, now)
    return urls


def test_fifo_order_across_hosts_without_delay() -> None:
    frontier = Frontier(delay=0.0)
    urls = ["http://a.test/1", "http://b.test/1", "http://a.test/2", "http://c.test/1"]
    for url in urls:
        frontier.push(entry(url))
    assert drain_urls(frontier) == urls
    assert len(frontier) == 0


def test_one_request_at_a_time_per_host_by_default() -> None:
    frontier = Frontier(delay=0.0)
    frontier.push(entry("http://a.test/1"))
    frontier.push(entry("http://a.test/2"))
    frontier.push(entry("http://b.test/1"))
    first = frontier.pop(0.0)
    second = frontier.pop(0.0)
    assert (first.url, second.url) == ("http://a.test/1", "http://b.test/1")
    assert frontier.pop(0.0) is None  # a.test is busy
    frontier.done(first, 0.0)
    assert frontier.pop(0.0).url == "http://a.test/2"


def test_per_host_concurrency_option() -> None:
    frontier = Frontier(delay=0.0, per_host_concurrency=2)
    for n in range(3):
        frontier.push(entry(f"http://a.test/{n}"))
    assert frontier.pop(0.0) is not None
    assert frontier.pop(0.0) is not None
    assert frontier.pop(0.0) is None


def test_delay_starts_when_the_request_ends() -> None:
    frontier = Frontier(delay=1.0)
    frontier.push(entry("http://a.test/1"))
    frontier.push(entry("http://a.test/2"))
    first = frontier.pop(10.0)
    frontier.done(first, 12.0)  # a 2 s download: the window opens at 13 s
    assert frontier.pop(12.9) is None
    assert frontier.next_event_time(12.5) == pytest.approx(13.0)
    assert frontier.pop(13.0).url == "http://a.test/2"


def test_crawl_delay_never_lowers_the_minimum() -> None:
    frontier = Frontier(delay=1.0)
    frontier.set_delay("http://a.test", 0.2)
    frontier.set_delay("http://b.test", 3.0)
    for url in ("http://a.test/1", "http://a.test/2", "http://b.test/1", "http://b.test/2"):
        frontier.push(entry(url))
    a1, b1 = frontier.pop(0.0), frontier.pop(0.0)
    frontier.done(a1, 0.0)
    frontier.done(b1, 0.0)
    assert frontier.pop(0.5) is None
    assert frontier.pop(1.0).url == "http://a.test/2"
    assert frontier.pop(2.9) is None
    assert frontier.pop(3.0).url == "http://b.test/2"


def test_retry_waits_for_its_time_and_keeps_count() -> None:
    frontier = Frontier(delay=0.0)
    frontier.push(entry("http://a.test/1"))
    taken = frontier.pop(0.0)
    frontier.done(taken, 0.0)
    failed = with_attempt(taken, elapsed=0.5, cause="timeout")
    frontier.retry(failed, not_before=5.0)
    assert len(frontier) == 1
    assert frontier.pop(4.9) is None
    assert frontier.next_event_time(1.0) == pytest.approx(5.0)
    again = frontier.pop(5.0)
    assert again.url == "http://a.test/1"
    assert (again.attempts, again.elapsed, again.last_cause) == (1, 0.5, "timeout")


def test_blocked_host_waits_for_robots_txt() -> None:
    frontier = Frontier(delay=0.0)
    frontier.block("http://a.test")
    frontier.push(entry("http://a.test/1"))
    frontier.push(entry("http://b.test/1"))
    assert frontier.pop(0.0).url == "http://b.test/1"
    assert frontier.pop(0.0) is None
    frontier.unblock("http://a.test")
    assert frontier.pop(0.0).url == "http://a.test/1"


def test_lower_priority_value_leaves_first_within_a_host() -> None:
    frontier = Frontier(delay=0.0)
    frontier.push(entry("http://a.test/page"))
    frontier.push(entry("http://a.test/sitemap.xml", kind=JobKind.SITEMAP), priority=0)
    assert drain_urls(frontier) == ["http://a.test/sitemap.xml", "http://a.test/page"]


def test_release_does_not_start_a_politeness_window() -> None:
    frontier = Frontier(delay=5.0)
    frontier.push(entry("http://a.test/1"))
    frontier.push(entry("http://a.test/2"))
    frontier.release(frontier.pop(0.0))  # e.g. forbidden by robots.txt: no request made
    assert frontier.pop(0.0).url == "http://a.test/2"


def test_drain_returns_everything_in_arrival_order() -> None:
    frontier = Frontier(delay=10.0)
    frontier.push(entry("http://a.test/1"))
    frontier.push(entry("http://b.test/1"))
    taken = frontier.pop(0.0)
    frontier.done(taken, 0.0)
    frontier.retry(with_attempt(taken, elapsed=0.1, cause="reset"), not_before=100.0)
    frontier.push(entry("http://a.test/2"))
    assert [e.url for e in frontier.drain()] == [
        "http://b.test/1", "http://a.test/1", "http://a.test/2"
    ]
    assert len(frontier) == 0
    assert frontier.pop(1000.0) is None


def test_sample_lists_pending_addresses() -> None:
    frontier = Frontier()
    for n in range(30):
        frontier.push(entry(f"http://a.test/{n}"))
    sample = frontier.sample(5)
    assert sample == tuple(f"http://a.test/{n}" for n in range(5))


def test_redirect_hop_is_scheduled_on_the_target_host() -> None:
    hop = FrontierEntry(url="http://a.test/old", start_url="http://a.test/",
                        fetch_url="http://b.test/new", redirects=("http://a.test/old",))
    assert hop.target == "http://b.test/new"
    assert hop.host == "http://b.test"
    assert host_key("https://Example.org:8443/x?y") == "https://Example.org:8443"


def test_backoff_is_exponential_and_capped() -> None:
    delays = [backoff_delay(n, base=2.0, cap=30.0) for n in range(1, 6)]
    assert delays == [2.0, 4.0, 8.0, 16.0, 30.0]


def test_retry_after_wins_over_backoff_but_is_capped() -> None:
    assert backoff_delay(1, base=2.0, cap=60.0, retry_after=7.0) == 7.0
    assert backoff_delay(1, base=2.0, cap=60.0, retry_after=3600.0) == 60.0


def test_parse_retry_after_seconds_and_http_date() -> None:
    assert parse_retry_after("120", now_epoch=0.0) == 120.0
    when = parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT", now_epoch=1445412470.0)
    assert when == pytest.approx(10.0)
    assert parse_retry_after("soon", now_epoch=0.0) is None
    assert parse_retry_after(None, now_epoch=0.0) is None
