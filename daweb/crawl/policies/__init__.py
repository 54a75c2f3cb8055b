"""The distributor's policies: small ordered decision objects, like Scrapy's downloader
middlewares.

Each policy answers a question through hooks that return ``None`` to pass it on, or a
verdict that ends it (:mod:`daweb.crawl.policies.base`); the distributor
(daweb/crawl/distributor.py) asks them in the order of :func:`default_policies` and carries
the verdict out (reporting, queueing, retrying). Policies decide only: they never fetch and
never touch the frontier.

* ``on_request(entry)`` — an address just taken from the frontier: robots.txt.
* ``on_link(link, depth)`` — an in-site link about to be queued: cancelled fragments, then
  crawl traps, then the depth limit (the first cut wins and later policies are not asked,
  so the trap counters only count links that got that far).
* ``on_result(entry, result)`` — a finished, not aborted request: follow or refuse a
  redirect, retry a failure later, or pass to the distributor, which delivers documents,
  feeds and 304s and reports any other failure as given up.

Politeness (per-host delay, Crawl-delay, concurrency) is not a policy: it is the frontier's
scheduling (daweb/crawl/frontier.py).
"""

from __future__ import annotations

from daweb.crawl.policies.base import CrawlState, Cut, Follow, Policies, Policy, Retry, Verdict
from daweb.crawl.policies.depth import DepthPolicy
from daweb.crawl.policies.exclusion import ExclusionPolicy
from daweb.crawl.policies.redirect import RedirectPolicy
from daweb.crawl.policies.retry import RetryPolicy
from daweb.crawl.policies.robots import RobotsJob, RobotsPolicy
from daweb.crawl.policies.trap import TrapPolicy
from daweb.crawl.settings import CrawlSettings
from daweb.crawl.urls import Exclusions

__all__ = [
    "CrawlState",
    "Cut",
    "Follow",
    "Policies",
    "Policy",
    "Retry",
    "RobotsJob",
    "RobotsPolicy",
    "Verdict",
    "default_policies",
]


def default_policies(
    settings: CrawlSettings, exclusions: Exclusions, state: CrawlState, robots: RobotsPolicy
) -> Policies:
    """The distributor's chain, in the order its questions must be asked."""
    return Policies(
        (
            robots,
            ExclusionPolicy(exclusions),
            TrapPolicy(settings),
            DepthPolicy(settings),
            RedirectPolicy(settings, exclusions, state),
            RetryPolicy(settings, state),
        )
    )
