"""Redirect policy: follow a redirect hop by hop, or say why not.

A redirect is refused when its target is not a valid http(s) address, loops back to a hop
already made, exceeds ``max_redirects``, matches a cancelled fragment or is already pending
or retrieved; while the crawl closes down it is not followed.
"""

from __future__ import annotations

from dataclasses import replace

from daweb.crawl.frontier import FrontierEntry
from daweb.crawl.policies.base import CrawlState, Cut, Follow, Policy
from daweb.crawl.retriever import FetchResult
from daweb.crawl.settings import CrawlSettings
from daweb.crawl.urls import SCHEME, Exclusions, InvalidURL, normalize_url
from daweb.events import Cause, Outcome


class RedirectPolicy(Policy):
    """Judges results that carry a ``Location`` (``Cause.OK`` with ``location`` set)."""

    def __init__(self, settings: CrawlSettings, exclusions: Exclusions, state: CrawlState) -> None:
        self._settings = settings
        self._exclusions = exclusions
        self._state = state

    def on_result(self, entry: FrontierEntry, result: FetchResult) -> Cut | Follow | None:
        """Follow one hop, or cut the address with the reason; pass what is no redirect."""
        if result.cause is not Cause.OK or not result.location:
            return None
        hops = entry.redirects + (entry.target,)
        location = result.location
        problem = self._problem(location, hops)
        if problem is not None:
            return problem
        target = normalize_url(location, tracking_params=self._settings.tracking_params)
        excluded = self._exclusions.match(target)
        if excluded is not None:
            return Cut(
                Cause.EXCLUDED, f"redirects to {target}, which matches cancelled {excluded!r}"
            )
        if target in self._state.seen:
            return Cut(Cause.DUPLICATE, f"redirects to {target}, already retrieved or pending")
        if self._state.closing:
            return Cut(
                Cause.NOT_ATTEMPTED,
                f"redirect to {target} not followed: the crawl was stopped",
                Outcome.NOT_ATTEMPTED,
            )
        return Follow(
            replace(entry, redirects=hops, fetch_url=target, elapsed=entry.elapsed + result.elapsed)
        )

    def _problem(self, location: str, hops: tuple[str, ...]) -> Cut | None:
        """Why a redirect to ``location`` must not be followed, or None."""
        try:
            target = normalize_url(location, tracking_params=self._settings.tracking_params)
        except InvalidURL as exc:
            scheme = location.partition(":")[0].lower() if SCHEME.match(location) else ""
            if scheme and scheme not in ("http", "https"):
                return Cut(
                    Cause.UNSUPPORTED_SCHEME, f"redirect to a {scheme}: address ({location})"
                )
            return Cut(Cause.BAD_URL, f"redirect to an invalid address: {exc}")
        if target in hops:
            return Cut(Cause.REDIRECT_LOOP, f"redirect loop: {' -> '.join(hops + (target,))}")
        if len(hops) > self._settings.max_redirects:
            return Cut(
                Cause.TOO_MANY_REDIRECTS,
                f"more than {self._settings.max_redirects} redirects (last to {target})",
            )
        return None
