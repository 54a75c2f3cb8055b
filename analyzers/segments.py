"""Segments (paper §2.2, "gestor de segmentos"): frequent word sequences.

A segment is a run of 2–5 (configurable) adjacent counted words proper — alphabetic sequences,
the paper's "palabras propiamente dichas"; the analyzer lets numbers, codes and addresses
(ALNUM, OTHER) break segments. It never crosses a break mark,
a sentence end or — a deliberate, stricter choice — any punctuation: "sin embargo , el" gives no
segment "embargo el", because the comma separates the two words in the text. A word that a
stop/keyword list keeps out of the analysis breaks segments as well (a segment must exist in
the text as written, not in the filtered stream).

Per page every n-gram is counted (frequency ≥ 1); the run-level minimum frequency is applied when
the run's totals are written (daweb/store/writer.py, which also keeps their memory bounded).

A run's analyzer may leave the counting to where the segments are written
(:class:`PageSegments`, ``Analyzer(defer_segments=True)``): a run's pages are committed by
a process of their own, on the other core, which then counts them and sorts them by the
run's pending memory (daweb/store/segment_memory.py) while the analyzer reads the next page.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from analyzers.ngrams import count_ngrams


def count_segments(
    stream: Sequence[str],
    keep: Mapping[str, str],
    min_len: int = 2,
    max_len: int = 5,
    edge_stopwords: frozenset[str] | set[str] | None = None,
) -> Counter[str]:
    """Count the n-grams (``min_len`` ≤ n ≤ ``max_len``) of ``stream``, keys ``"w1 w2 …"``.

    ``stream`` is the page's token stream (words, punctuation runs, break marks); ``keep`` maps
    each token that may be part of a segment to itself — every other token breaks segments.
    With ``edge_stopwords``, segments starting or ending with one of those words are dropped.
    """
    _check_lengths(min_len, max_len)
    counts: Counter[str] = Counter()
    # compiled: windows counted as numbers, each distinct n-gram's string written once
    count_ngrams(stream if isinstance(stream, list) else list(stream), keep, min_len, max_len,
                 counts)
    if edge_stopwords:
        drop_stopword_edges(counts, edge_stopwords)
    return counts


def _check_lengths(min_len: int, max_len: int) -> None:
    """Refuse segment lengths other than 1 <= ``min_len`` <= ``max_len``."""
    if min_len < 1 or max_len < min_len:
        raise ValueError(f"bad segment lengths {min_len}..{max_len}")


def drop_stopword_edges(counts: Counter[str], stopwords: frozenset[str] | set[str]) -> None:
    """Remove, in place, the segments whose first or last word is in ``stopwords``.

    Splitting at spaces is safe here: only dotted abbreviations (``ee. uu.``) contain a space and
    none of their pieces is a stopword.
    """
    doomed = [
        g
        for g in counts
        if g.split(" ", 1)[0] in stopwords or g.rsplit(" ", 1)[-1] in stopwords
    ]
    for g in doomed:
        del counts[g]


class PageSegments(Mapping[str, int]):
    """A page's segments, counted when first read: what :func:`count_segments` gives for
    ``stream`` with ``words`` (the tokens that may be part of a segment).

    Pickled, it carries what it counts from, not the counts: a page's token stream
    (~1,100 references to ~450 distinct strings) crosses to another process in a fraction
    of the time of its ~3,000 segments, and the counting is done there (issue 21).
    """

    __slots__ = ("stream", "words", "min_len", "max_len", "edge_stopwords", "_counts")

    def __init__(self, stream: list[str], words: list[str], min_len: int = 2,
                 max_len: int = 5, edge_stopwords: frozenset[str] | None = None) -> None:
        _check_lengths(min_len, max_len)  # here, not in the process that counts them
        self.stream = stream
        self.words = words
        self.min_len = min_len
        self.max_len = max_len
        self.edge_stopwords = edge_stopwords
        self._counts: Counter[str] | None = None

    def counted(self) -> Counter[str]:
        """The counts (computed once)."""
        if self._counts is None:
            self._counts = count_segments(self.stream, dict(zip(self.words, self.words,
                                                                strict=True)),
                                          self.min_len, self.max_len, self.edge_stopwords)
        return self._counts

    def __getitem__(self, segment: str) -> int:
        counts = self.counted()
        if segment not in counts:  # a Counter would answer 0
            raise KeyError(segment)
        return counts[segment]

    def __iter__(self) -> Iterator[str]:
        return iter(self.counted())

    def __len__(self) -> int:
        return len(self.counted())

    def __eq__(self, other: object) -> bool:
        return dict(self.counted()) == (dict(other) if isinstance(other, Mapping) else other)

    __hash__ = None  # type: ignore[assignment]  # a mapping, mutable in spirit

    def __reduce__(self) -> tuple[Any, ...]:
        return (PageSegments, (self.stream, self.words, self.min_len, self.max_len,
                               self.edge_stopwords))
