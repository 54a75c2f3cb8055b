"""The compiled n-gram counter (analyzers/ngrams.pyx) against plain Python."""

from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.ngrams import count_ngrams, ngram_keys, segment_key
from analyzers.segments import count_segments

# One-byte ASCII and Latin-1 words, two- and four-byte ones: the n-gram's storage follows
# its widest word, as CPython's own strings do, or equal strings would not be equal keys.
WORDS = ["la", "casa", "año", "ĉu", "ŝi", "😀", "x", ",", "\n", "ee. uu."]


def reference(stream: list[str], keep: set[str], low: int, high: int) -> Counter[str]:
    """Every run's n-grams, shorter first, each length in the order of the text."""
    counts: Counter[str] = Counter()
    for size in range(low, high + 1):
        for i in range(len(stream) - size + 1):
            gram = stream[i : i + size]
            if all(t in keep for t in gram):
                counts[" ".join(gram)] += 1
    return counts


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS), max_size=30), st.integers(1, 3), st.integers(0, 3))
def test_counts_and_order_equal_plain_python(stream: list[str], low: int, more: int) -> None:
    keep = {w for w in WORDS if w not in (",", "\n")}
    counts: Counter[str] = Counter()
    count_ngrams(stream, keep, low, low + more, counts)
    want = reference(stream, keep, low, low + more)
    assert counts == want
    assert list(counts) == list(want)
    # keys made in C find the same keys made in Python: same hash, same storage
    assert all(counts[key] == n for key, n in want.items())


def test_words_outside_keep_break_runs() -> None:
    counts: Counter[str] = Counter()
    count_ngrams("el año , el año del ĉu".split(), {"el", "año", "del", "ĉu"}, 2, 3, counts)
    assert counts == {"el año": 2, "año del": 1, "del ĉu": 1, "el año del": 1, "año del ĉu": 1}


@settings(max_examples=50, deadline=None)
@given(st.lists(st.sampled_from(["a", "b", "ñ", ","]), min_size=200, max_size=2000))
def test_long_repetitive_pages_count_every_window(stream: list[str]) -> None:
    # few distinct words over many windows: most n-grams repeat, the table probes past
    # occupied slots, and each n-gram's string is still written once with its full count
    counts: Counter[str] = Counter()
    count_ngrams(stream, {"a", "b", "ñ"}, 2, 5, counts)
    want = reference(stream, {"a", "b", "ñ"}, 2, 5)
    assert counts == want
    assert list(counts) == list(want)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(WORDS + ["de", "la"]), max_size=30), st.integers(1, 3),
       st.integers(0, 3), st.booleans())
def test_ngram_keys_are_the_keys_of_the_counted_strings(stream: list[str], low: int, more: int,
                                                       edges: bool) -> None:
    """Each distinct n-gram once, in :func:`count_ngrams`'s order, with its count and the
    key of its string, the segments with a stop word at an edge left out as
    ``count_segments`` leaves them out."""
    keep = {w for w in WORDS + ["de", "la"] if w not in (",", "\n")}
    stopwords = frozenset({"de", "la", "uu."}) if edges else None
    want = count_segments(stream, {w: w for w in keep}, low, low + more, stopwords)
    key1, key2, freq, first, size = ngram_keys(stream, keep, low, low + more, stopwords)
    grams = [" ".join(stream[at:at + n]) for at, n in zip(first, size, strict=True)]
    assert grams == list(want) and list(freq) == list(want.values())
    assert list(zip(key1, key2, strict=True)) == [segment_key(g) for g in grams]


def test_segment_keys_tell_strings_apart() -> None:
    grams = {" ".join(p) for p in itertools.product(WORDS[:6], repeat=3)}
    grams |= {g + " " for g in grams} | {"a b", "ab", "a  b", "b a", ""}
    assert len({segment_key(g) for g in grams}) == len(grams)
    assert all(0 <= half < 2**61 - 1 for g in grams for half in segment_key(g))
