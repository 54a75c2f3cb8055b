"""Exclusion policy: links containing one of the project's cancelled fragments are cut."""

from __future__ import annotations

from daweb.crawl.policies.base import Cut, Policy
from daweb.crawl.urls import Exclusions
from daweb.events import Cause


class ExclusionPolicy(Policy):
    """The paper's third filter: cancelled addresses (substrings or ``re:`` expressions)."""

    def __init__(self, exclusions: Exclusions) -> None:
        self._exclusions = exclusions

    def on_link(self, link: str, depth: int) -> Cut | None:
        """Cut a link that matches a cancelled fragment."""
        excluded = self._exclusions.match(link)
        if excluded is not None:
            return Cut(Cause.EXCLUDED, f"matches cancelled fragment {excluded!r}")
        return None
