"""Tests for daweb.crawl.policies.robots (RFC 9309 decisions on robots.txt results)."""

from __future__ import annotations

import time
from dataclasses import replace

from daweb.crawl.frontier import FrontierEntry, JobKind
from daweb.crawl.policies.robots import MAX_ROBOTS_REDIRECTS, RobotsJob, RobotsPolicy
from daweb.crawl.retriever import FetchResult, Job
from daweb.crawl.robots import RobotsRules
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause

HOST = "http://example.org"


def _policy(**options: object) -> RobotsPolicy:
    return RobotsPolicy(CrawlSettings(delay=0, **options))  # type: ignore[arg-type]


def _result(cause: Cause, status: int | None = None, **fields: object) -> FetchResult:
    return FetchResult(Job(1, f"{HOST}/robots.txt", JobKind.ROBOTS), 0, cause, status, **fields)  # type: ignore[arg-type]


def _job(**fields: object) -> RobotsJob:
    return replace(RobotsJob(HOST, f"{HOST}/", f"{HOST}/robots.txt"), **fields)


def test_disallowed_addresses_are_cut_and_unknown_hosts_pass() -> None:
    policy = _policy()
    entry = FrontierEntry(url=f"{HOST}/privado/x", start_url=f"{HOST}/")
    assert policy.on_request(entry) is None  # rules not known yet
    policy.set_rules(HOST, RobotsRules.parse(b"User-agent: *\nDisallow: /privado/\n", "DAWeb"))
    cut = policy.on_request(entry)
    assert cut is not None and cut.cause is Cause.ROBOTS
    assert cut.detail == f"disallowed by {HOST}/robots.txt"
    assert policy.on_request(FrontierEntry(url=f"{HOST}/publico", start_url=f"{HOST}/")) is None


def test_requests_are_queued_once_asked_and_cleared() -> None:
    policy = _policy()
    assert not policy.pending() and policy.next_job() is None
    policy.ask(HOST, f"{HOST}/")
    assert policy.pending()
    assert policy.next_job() == _job()
    policy.ask(HOST, f"{HOST}/")
    policy.clear()
    assert not policy.pending()


def test_a_body_is_parsed_and_4xx_allows_everything() -> None:
    policy = _policy()
    rules = policy.judge(
        _job(), _result(Cause.OK, 200, body=b"User-agent: *\nDisallow: /\n"), closing=False
    )
    assert rules is not None and not rules.allowed(f"{HOST}/a")
    allowed = policy.judge(_job(), _result(Cause.HTTP_STATUS, 404), closing=False)
    assert allowed is not None and allowed.allowed(f"{HOST}/a")
    unreadable = policy.judge(_job(), _result(Cause.SERVER_NOT_FOUND), closing=False)
    assert unreadable is not None and unreadable.allowed(f"{HOST}/a")


def test_5xx_is_retried_then_disallows_and_a_network_failure_then_allows() -> None:
    policy = _policy(retries=1, backoff=0.0)
    assert policy.judge(_job(), _result(Cause.HTTP_STATUS, 503), closing=False) is None
    assert policy.pending() and policy.next_job() is None  # waiting, not queued yet
    retry_at = policy.next_retry_time()
    assert retry_at is not None and retry_at <= time.monotonic()
    policy.release_due(time.monotonic())
    again = policy.next_job()
    assert again == _job(attempts=1)
    last = policy.judge(again, _result(Cause.HTTP_STATUS, 503), closing=False)
    assert last is not None and not last.allowed(f"{HOST}/a")  # RFC 9309 §2.3.1.4
    reset = policy.judge(again, _result(Cause.RESET), closing=False)
    assert reset is not None and reset.allowed(f"{HOST}/a")


def test_429_is_not_a_plain_4xx_and_retry_after_is_honoured() -> None:
    policy = _policy(retries=2)
    before = time.monotonic()
    assert (
        policy.judge(_job(), _result(Cause.HTTP_STATUS, 429, retry_after=30.0), closing=False)
        is None
    )
    retry_at = policy.next_retry_time()
    assert retry_at is not None and retry_at >= before + 30.0


def test_redirects_are_followed_a_few_hops_then_allowed() -> None:
    policy = _policy()
    moved = _result(Cause.OK, 301, location="https://example.org/robots.txt")
    assert policy.judge(_job(), moved, closing=False) is None
    assert policy.next_job() == _job(url="https://example.org/robots.txt", redirects=1)
    too_far = policy.judge(_job(redirects=MAX_ROBOTS_REDIRECTS), moved, closing=False)
    assert too_far is not None and too_far.allowed(f"{HOST}/a")
    elsewhere = _result(Cause.OK, 301, location="ftp://example.org/robots.txt")
    assert policy.judge(_job(), elsewhere, closing=False) is not None


def test_closing_or_aborted_allows_without_asking_again() -> None:
    policy = _policy()
    assert policy.judge(_job(), _result(Cause.HTTP_STATUS, 503), closing=True) is not None
    assert policy.judge(_job(), _result(Cause.TIMEOUT, aborted=True), closing=False) is not None
    assert not policy.pending()
