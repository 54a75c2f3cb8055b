"""Crawl-trap policy: links whose shape or number betrays an endless space are cut.

The address itself (too long, a path segment repeated: ``trap_reason`` in
daweb/crawl/urls.py), too many distinct query strings on one path (an endless calendar) and
too many addresses of one path pattern (ever-new ``;`` parameters or opaque id segments:
session ids the canonical form cannot recognize).
"""

from __future__ import annotations

from daweb.crawl.policies.base import Cut, Policy
from daweb.crawl.settings import CrawlSettings
from daweb.crawl.urls import path_pattern, trap_reason
from daweb.events import Cause


class TrapPolicy(Policy):
    """Counts query strings and path-pattern variants of the links it lets through."""

    def __init__(self, settings: CrawlSettings) -> None:
        self._settings = settings
        self._variants: dict[str, set[str]] = {}  # path or path pattern -> queries or links

    def on_link(self, link: str, depth: int) -> Cut | None:
        """Cut a link that looks like a crawl trap."""
        settings = self._settings
        trap = trap_reason(
            link,
            max_url_length=settings.max_url_length,
            max_segment_repeats=settings.max_segment_repeats,
        )
        if trap is None:
            trap = self._variant_trap(link)
        return Cut(Cause.CRAWL_TRAP, trap) if trap is not None else None

    def _variant_trap(self, link: str) -> str | None:
        """Too many query strings on the link's path, or addresses of its path pattern."""
        path, _, query = link.partition("?")
        limit = self._settings.max_query_variants_per_path
        if query:
            variants = self._variants.setdefault(path, set())
            if query not in variants and len(variants) >= limit:
                return f"more than {limit} distinct query strings for {path}"
            variants.add(query)
        pattern = path_pattern(path)
        if pattern is not None:
            variants = self._variants.setdefault(pattern, set())
            if link not in variants and len(variants) >= limit:
                return f"more than {limit} addresses of the path pattern {pattern}"
            variants.add(link)
        return None
