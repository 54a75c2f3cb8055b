"""The verdicts, the base :class:`Policy` and the ordered chain (see the package docstring)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import TypeVar

from daweb.crawl.frontier import FrontierEntry
from daweb.crawl.retriever import FetchResult
from daweb.events import Cause, Outcome

_V = TypeVar("_V")


@dataclass(frozen=True, slots=True)
class Cut:
    """Do not fetch (or go on with) an address; report it with this cause and detail."""

    cause: Cause
    detail: str
    outcome: Outcome = Outcome.NOT_OBTAINED


@dataclass(frozen=True, slots=True)
class Follow:
    """Follow a redirect: queue ``hop`` (the same entry, one hop further)."""

    hop: FrontierEntry


@dataclass(frozen=True, slots=True)
class Retry:
    """Try ``entry`` (its failed attempt counted) again at monotonic time ``at``."""

    entry: FrontierEntry
    at: float


Verdict = Cut | Follow | Retry


@dataclass(slots=True)
class CrawlState:
    """What the distributor knows that policies read: the addresses already pending or
    retrieved (the paper's first two filters) and whether the crawl is closing down."""

    seen: set[str] = field(default_factory=set)
    closing: bool = False


class Policy:
    """Base of the policies: every hook passes unless a policy overrides it."""

    def on_request(self, entry: FrontierEntry) -> Cut | None:
        """Judge an address just taken from the frontier, before it is fetched."""
        return None

    def on_link(self, link: str, depth: int) -> Cut | None:
        """Judge an in-site link found at ``depth`` before it is queued."""
        return None

    def on_result(self, entry: FrontierEntry, result: FetchResult) -> Verdict | None:
        """Judge what a (not aborted) request of ``entry`` brought."""
        return None


class Policies:
    """An ordered chain of policies: each question goes down it until one answers."""

    def __init__(self, policies: Iterable[Policy]) -> None:
        self._chain = tuple(policies)

    def request(self, entry: FrontierEntry) -> Cut | None:
        """The first policy's verdict on fetching ``entry``, or None."""
        return _first(p.on_request(entry) for p in self._chain)

    def link(self, link: str, depth: int) -> Cut | None:
        """The first policy's verdict on queueing ``link``, or None."""
        return _first(p.on_link(link, depth) for p in self._chain)

    def result(self, entry: FrontierEntry, result: FetchResult) -> Verdict | None:
        """The first policy's verdict on ``result``, or None."""
        return _first(p.on_result(entry, result) for p in self._chain)


def _first(verdicts: Iterator[_V | None]) -> _V | None:
    """The first verdict that is not None; later policies are not asked (lazy)."""
    return next((v for v in verdicts if v is not None), None)
