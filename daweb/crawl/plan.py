"""What a crawl is told before it starts (:class:`CrawlPlan`), apart from the distributor.

The run's process makes the plan and sends it to the crawl's process
(daweb/crawl/process.py), which makes the :class:`~daweb.crawl.distributor.Distributor`
from it. Kept in a module of its own so that the run's process does not import the
distributor's stack (httpx, feedparser, the policies: ~0.1 s) before it can start the
crawl's process, which then fetches sooner (issue 21).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from daweb.crawl.settings import CrawlSettings
    from daweb.freshness import KnownPage


class SiteScope(Protocol):
    """What the distributor asks a site description (analyzers/normalizer.py)."""

    def follows(self, start_url: str, depth: int, link: str) -> bool: ...

    def is_index(self, start_url: str) -> bool: ...


@dataclass(frozen=True)
class CrawlPlan:
    """What a crawl is told once, before it starts (the arguments of
    :class:`~daweb.crawl.distributor.Distributor` besides its queue and listener);
    picklable, for a crawl in its own process."""

    starts: Sequence[str]
    cancelled: Sequence[str]
    settings: CrawlSettings
    known: Mapping[str, KnownPage] | None = None
    scope: SiteScope | None = None
