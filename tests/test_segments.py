"""Segments: n-grams inside runs of adjacent words; lossy run-level counting."""

from __future__ import annotations

import pickle
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.segments import PageSegments, count_segments
from analyzers.words import PUNCT, classify, lower_preserving, scan


def segments(text: str, lo: int = 2, hi: int = 5, edges: set[str] | None = None) -> Counter:
    """Segments of ``text`` with every word kept."""
    stream = scan(lower_preserving(text))
    keep = {t: t for t in stream if classify(t) != PUNCT}
    return count_segments(stream, keep, lo, hi, edges)


def test_ngrams_of_one_sentence() -> None:
    got = segments("el gato negro duerme", 2, 3)
    assert got == Counter({
        "el gato": 1, "gato negro": 1, "negro duerme": 1,
        "el gato negro": 1, "gato negro duerme": 1,
    })


def test_never_crosses_sentence_end_break_or_punctuation() -> None:
    got = segments("Sin embargo, el tren llegó. Luego salió\nel tren llegó")
    assert "embargo el" not in got
    assert "llegó luego" not in got
    assert "salió el" not in got
    assert got["el tren llegó"] == 2
    assert got["el tren"] == 2


def test_abbreviation_does_not_split_a_segment() -> None:
    assert segments("el Sr. García llegó")["el sr. garcía"] == 1


def test_excluded_words_break_segments() -> None:
    stream = scan("la casa de la pradera")
    keep = {t: t for t in stream if t not in {"de"}}
    got = count_segments(stream, keep, 2, 5)
    assert "casa la" not in got and "la casa" in got and "la pradera" in got


def test_drop_stopword_edges() -> None:
    got = segments("la casa grande de madera", 2, 3, edges={"la", "de"})
    assert "casa grande" in got
    assert not any(g.split()[0] in {"la", "de"} or g.split()[-1] in {"la", "de"} for g in got)


def test_bad_lengths() -> None:
    with pytest.raises(ValueError):
        count_segments(["a"], {"a": "a"}, 3, 2)


def test_real_text_counts_match_a_naive_count(paper_text: str) -> None:
    text = paper_text
    stream = scan(lower_preserving(text))
    keep = {t: t for t in stream if classify(t) != PUNCT}
    fast = count_segments(stream, keep, 2, 4)
    naive: Counter = Counter()
    run: list[str] = []
    for t in [*stream, "\n"]:
        if t in keep:
            run.append(t)
            continue
        for n in range(2, 5):
            for i in range(len(run) - n + 1):
                naive[" ".join(run[i : i + n])] += 1
        run = []
    assert fast == naive
    assert fast["de la"] > 10


def naive_segments(stream: list[str], keep: set[str], lo: int, hi: int) -> Counter:
    """Every n-gram (lo ≤ n ≤ hi) of every run of kept tokens, one run at a time."""
    naive: Counter = Counter()
    run: list[str] = []
    for t in [*stream, None]:
        if t is not None and t in keep:
            run.append(t)
            continue
        for n in range(lo, hi + 1):
            for i in range(len(run) - n + 1):
                naive[" ".join(run[i : i + n])] += 1
        run = []
    return naive


@given(
    st.lists(st.sampled_from(["a", "b", "c", "de", ",", "\n", "x1"]), max_size=80),
    st.sets(st.sampled_from(["a", "b", "c", "de", "x1"])),
    st.integers(1, 4),
    st.integers(0, 3),
)
@settings(max_examples=300, deadline=None)
def test_bit_mask_counter_equals_a_naive_count(
    stream: list[str], kept: set[str], lo: int, extra: int
) -> None:
    # Runs of every length (none, one token, the whole stream) and every lo..hi, including 1.
    counts = count_segments(stream, {t: t for t in kept}, lo, lo + extra)
    assert counts == naive_segments(stream, kept, lo, lo + extra)


def test_page_segments_count_as_count_segments_when_read(paper_text: str) -> None:
    stream = scan(lower_preserving(paper_text))
    words = [t for t in dict.fromkeys(stream) if classify(t) != PUNCT]
    counted = count_segments(stream, {w: w for w in words}, 2, 4, {"de", "la"})
    later = PageSegments(stream, words, 2, 4, frozenset({"de", "la"}))
    assert later._counts is None  # nothing counted until read
    assert later == counted and dict(later) == counted and len(later) == len(counted)
    segment = next(iter(counted))
    assert later[segment] == counted[segment] and segment in later
    with pytest.raises(KeyError):  # a mapping, not a Counter: no 0 for what is absent
        later["no such segment"]
    with pytest.raises(ValueError):
        PageSegments(stream, words, 3, 2)


def test_page_segments_cross_as_the_stream_not_the_counts(paper_text: str) -> None:
    stream = scan(lower_preserving(paper_text))
    words = [t for t in dict.fromkeys(stream) if classify(t) != PUNCT]
    segments = PageSegments(stream, words)
    counts = dict(segments)  # counted here: what crosses is still the stream
    crossed = pickle.loads(pickle.dumps(segments))
    assert crossed._counts is None and crossed == counts
    assert len(pickle.dumps(segments)) < len(pickle.dumps(counts)) / 2
