"""Depth policy: links deeper than ``max_depth`` below their start address are cut."""

from __future__ import annotations

from daweb.crawl.policies.base import Cut, Policy
from daweb.crawl.settings import CrawlSettings
from daweb.events import Cause


class DepthPolicy(Policy):
    """The depth limit (``None``: unlimited)."""

    def __init__(self, settings: CrawlSettings) -> None:
        self._max_depth = settings.max_depth

    def on_link(self, link: str, depth: int) -> Cut | None:
        """Cut a link found deeper than the limit."""
        if self._max_depth is not None and depth > self._max_depth:
            return Cut(Cause.LIMIT, f"deeper than the maximum depth {self._max_depth}")
        return None
