"""Profiles and vocabulary statistics (paper §2.2.5; textbook §4.2).

* :func:`page_profile` — a page's words split into K equal parts with, per part, the number of
  words appearing for the first time in the page and the number of all words.
* :class:`VocabularyGrowth` — per run, types against tokens after each page (sampled rows).
* :func:`heaps_fit` — Heaps' law ``V = k·N^β`` by least squares on log–log.
* :func:`zipf_points` / :func:`zipf_fit` — rank–frequency data and the fit ``f = C·r^(-α)``.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import repeat
from operator import floordiv, mul


def page_profile(words: Sequence[str], parts: int = 10) -> tuple[tuple[int, int], ...]:
    """Split ``words`` into ``parts`` equal parts; per part ``(new words, all words)``.

    Part ``i`` holds positions ``p`` with ``i ≤ p·parts/n < i+1`` (sizes differ by at most one).
    An empty page has an empty profile.
    """
    if parts < 1:
        raise ValueError("parts must be ≥ 1")
    n = len(words)
    if n == 0:
        return ()
    # dict(zip(reversed…)) keeps the LAST assignment per key, i.e. the first position: in C.
    first = dict(zip(reversed(words), range(n - 1, -1, -1), strict=True))
    new = Counter(map(floordiv, map(mul, first.values(), repeat(parts)), repeat(n)))
    bounds = [-(-i * n // parts) for i in range(parts + 1)]  # ceil(i·n/parts)
    return tuple((new.get(i, 0), bounds[i + 1] - bounds[i]) for i in range(parts))


@dataclass(frozen=True, slots=True)
class Fit:
    """A power-law fit ``y = coef · x^exponent`` with its coefficient of determination."""

    coef: float
    exponent: float
    r2: float
    points: int


def _loglog_fit(points: Iterable[tuple[float, float]]) -> Fit:
    """Least squares of ``log y = log coef + exponent · log x`` over positive points."""
    xs: list[float] = []
    ys: list[float] = []
    for x, y in points:
        if x > 0 and y > 0:
            xs.append(math.log(x))
            ys.append(math.log(y))
    m = len(xs)
    if m < 2:
        raise ValueError("a fit needs at least two positive points")
    mx, my = sum(xs) / m, sum(ys) / m
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        raise ValueError("a fit needs at least two distinct x values")
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    slope = sxy / sxx
    intercept = my - slope * mx
    ss_tot = sum((y - my) ** 2 for y in ys)
    ss_res = sum((y - intercept - slope * x) ** 2 for x, y in zip(xs, ys, strict=True))
    r2 = 1.0 - ss_res / ss_tot if ss_tot else 1.0
    return Fit(math.exp(intercept), slope, r2, m)


def heaps_fit(points: Iterable[tuple[int, int]]) -> Fit:
    """Fit Heaps' law ``types = k · tokens^β`` to ``(tokens, types)`` points.

    Returns ``Fit(coef=k, exponent=β, …)``; textbook values are 10 ≤ k ≤ 100, β ≈ 0.5.
    """
    return _loglog_fit(points)


def zipf_points(freqs: Iterable[int], max_points: int = 1000) -> list[tuple[int, int]]:
    """Rank–frequency pairs, ranks 1…V by decreasing frequency, sampled log-uniformly.

    At most about ``max_points`` pairs are returned (always including rank 1 and the last rank),
    which is all a log–log plot can show.
    """
    ordered = sorted((f for f in freqs if f > 0), reverse=True)
    v = len(ordered)
    if v <= max_points:
        return [(r + 1, f) for r, f in enumerate(ordered)]
    ranks = sorted({round(math.exp(i * math.log(v) / (max_points - 1))) for i in range(max_points)})
    return [(r, ordered[r - 1]) for r in ranks]


def zipf_fit(freqs: Iterable[int]) -> Fit:
    """Fit Zipf's law ``f = C · r^(-α)`` on all ranks; returns ``Fit(coef=C, exponent=-α, …)``."""
    ordered = sorted((f for f in freqs if f > 0), reverse=True)
    return _loglog_fit((r + 1, f) for r, f in enumerate(ordered))


class VocabularyGrowth:
    """Types against tokens over a run, one point per page, kept sampled for the viewer.

    Memory grows with the vocabulary (the set of types) and with ``max_rows``, not with the
    corpus: when the row list is full, every other row is dropped and the sampling step doubles.
    """

    def __init__(self, max_rows: int = 2000) -> None:
        """Start an empty run; ``max_rows`` bounds the stored rows (≥ 2)."""
        if max_rows < 2:
            raise ValueError("max_rows must be ≥ 2")
        self.max_rows = max_rows
        self.tokens = 0
        self._types: set[str] = set()
        self._rows: list[tuple[int, int]] = []
        self._step = 1
        self._pages = 0

    @property
    def types(self) -> int:
        """Distinct keys seen so far."""
        return len(self._types)

    def add(self, words: Mapping[str, int]) -> None:
        """Add one page's key → frequency map."""
        self.tokens += sum(words.values())
        self._types.update(words)
        self._pages += 1
        if self._pages % self._step == 0:
            self._rows.append((self.tokens, len(self._types)))
            if len(self._rows) >= self.max_rows:
                self._rows = self._rows[1::2]
                self._step *= 2

    def rows(self) -> list[tuple[int, int]]:
        """Sampled ``(tokens, types)`` rows, ending with the current totals."""
        last = (self.tokens, len(self._types))
        if self.tokens and (not self._rows or self._rows[-1] != last):
            return [*self._rows, last]
        return list(self._rows)

    def heaps(self) -> Fit:
        """Heaps' law fit over the sampled rows."""
        return heaps_fit(self.rows())
