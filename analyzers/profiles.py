"""Profiles and vocabulary statistics (paper §2.2.5; textbook §4.2).

* :func:`page_profile` — a page's words split into K equal parts with, per part, the number of
  words appearing for the first time in the page and the number of all words.
* :func:`heaps_fit` — Heaps' law ``V = k·N^β`` by least squares on log–log (the run's growth
  rows are the results writer's, daweb/store/writer.py).
* :func:`zipf_points` / :func:`zipf_fit` — rank–frequency data and the fit ``f = C·r^(-α)``.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Container, Iterable, Sequence
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


def kept_profile(stream: Iterable[str], kept: Container[str], parts: int = 10
                 ) -> tuple[tuple[int, int], ...]:
    """:func:`page_profile` of the tokens of ``stream`` that ``kept`` holds (the words the
    analysis keeps): the analyzer's and the reading process's (analyzers/page_text.py)."""
    return page_profile(list(filter(kept.__contains__, stream)), parts)


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
