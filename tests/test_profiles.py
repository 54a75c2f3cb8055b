"""Profiles, Heaps and Zipf fits."""

from __future__ import annotations

import math
from collections import Counter
from pathlib import Path

import pytest

from analyzers.profiles import (
    heaps_fit,
    kept_profile,
    page_profile,
    zipf_fit,
    zipf_points,
)
from analyzers.words import PUNCT, classify, lower_preserving, scan

PAPER = Path(__file__).resolve().parents[2] / "shared" / "reference" / "daweb-paper.es.txt"


def paper_words() -> list[str]:
    """Word keys of the DAWeb paper, in order."""
    if not PAPER.exists():
        pytest.skip("paper not present")
    return [t for t in scan(lower_preserving(PAPER.read_text(encoding="utf-8")))
            if classify(t) != PUNCT]


def test_page_profile_small() -> None:
    words = "a b a c a b d e f a".split()
    # parts: [a b] [a c] [a b] [d e] [f a]
    assert page_profile(words, 5) == ((2, 2), (1, 2), (0, 2), (2, 2), (1, 2))


def test_page_profile_uneven_and_empty() -> None:
    prof = page_profile(list("abcdefg"), 3)
    assert [p[1] for p in prof] == [3, 2, 2]
    assert sum(p[0] for p in prof) == 7
    assert page_profile([], 10) == ()


def test_page_profile_real_text_matches_a_naive_pass() -> None:
    words = paper_words()
    prof = page_profile(words, 10)
    n = len(words)
    seen: set[str] = set()
    for i, (new, total) in enumerate(prof):
        part = words[math.ceil(i * n / 10) : math.ceil((i + 1) * n / 10)]
        assert total == len(part)
        fresh = {w for w in part if w not in seen}
        assert new == len(fresh)
        seen.update(part)
    assert prof[0][0] > prof[-1][0]  # fewer new words towards the end


def test_heaps_fit_recovers_known_parameters() -> None:
    points = [(n, round(40 * n**0.55)) for n in (100, 1000, 10_000, 100_000)]
    fit = heaps_fit(points)
    assert fit.coef == pytest.approx(40, rel=0.02)
    assert fit.exponent == pytest.approx(0.55, abs=0.005)


def test_heaps_on_real_text_is_sublinear() -> None:
    words = paper_words()
    rows = [(n, len(set(words[:n]))) for n in range(200, len(words), 200)]
    fit = heaps_fit(rows)
    assert 0.4 < fit.exponent < 0.95 and fit.r2 > 0.95


def test_zipf_on_real_text() -> None:
    freqs = Counter(paper_words()).values()
    fit = zipf_fit(freqs)
    assert -1.3 < fit.exponent < -0.6  # Zipf's law: frequency ∝ 1/rank
    pts = zipf_points(freqs, max_points=50)
    assert pts[0] == (1, max(freqs)) and len(pts) <= 50
    assert all(a[1] >= b[1] for a, b in zip(pts, pts[1:], strict=False))


def test_fit_needs_points() -> None:
    with pytest.raises(ValueError):
        heaps_fit([(10, 5)])


def test_the_profile_of_the_kept_words_leaves_the_other_tokens_out():
    """The analyzer's and the reading process's profile: only the tokens the analysis keeps
    (here the words, not the punctuation or a left-out word) are parts of it."""
    stream = ["el", ",", "gato", "y", "el", "perro", ".", "gato", "come"]
    kept = {"el": "el", "gato": "gato", "perro": "perro", "come": "come"}
    assert kept_profile(stream, kept, 3) == page_profile(
        ["el", "gato", "el", "perro", "gato", "come"], 3) == ((2, 2), (1, 2), (1, 2))
