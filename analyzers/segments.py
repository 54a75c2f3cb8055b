"""Segments (paper §2.2, "gestor de segmentos"): frequent word sequences.

A segment is a run of 2–5 (configurable) adjacent counted words proper — alphabetic sequences,
the paper's "palabras propiamente dichas"; the analyzer lets numbers, codes and addresses
(ALNUM, OTHER) break segments. It never crosses a break mark,
a sentence end or — a deliberate, stricter choice — any punctuation: "sin embargo , el" gives no
segment "embargo el", because the comma separates the two words in the text. A word that a
stop/keyword list keeps out of the analysis breaks segments as well (a segment must exist in
the text as written, not in the filtered stream).

Per page every n-gram is counted (frequency ≥ 1); the run-level minimum frequency is applied when
the run's totals are written, with :class:`SegmentCounter` keeping memory bounded.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from itertools import compress, islice
from operator import add


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
    if min_len < 1 or max_len < min_len:
        raise ValueError(f"bad segment lengths {min_len}..{max_len}")
    # Whole-list operations only (map/compress/Counter run in C; no Python code per token).
    # Bit masks: byte i of ``valid`` says "token i may be in a segment"; as one big integer,
    # "the n-gram starting at i lies inside one run" is the AND of ``valid`` shifted by
    # 0 … n-1 bytes — a handful of big-integer operations per page instead of one Python
    # object per token and level. ``grams`` holds only the n-grams whose mask byte is set,
    # so no string is built for a broken n-gram.
    valid = bytes(map(keep.__contains__, stream))
    size = len(valid)
    whole = int.from_bytes(valid, "little")
    # " w" per distinct key, not per token (built in C); broken positions get None and are
    # never picked.
    spaced_of = dict(zip(keep, map(" ".__add__, keep.values()), strict=True))
    spaced = list(map(spaced_of.get, stream))
    counts: Counter[str] = Counter()
    # keep maps a token to itself, so the 1-grams are the kept tokens as they are.
    grams = list(compress(stream, valid))
    mask = valid
    bits = whole
    if min_len == 1:
        counts.update(grams)
    for n in range(2, max_len + 1):
        bits &= whole >> (8 * (n - 1))
        if not bits:
            break
        longer = bits.to_bytes(size, "little")
        # the (n-1)-grams that extend to a valid n-gram, each plus its next word
        grams = list(map(add, compress(grams, compress(longer, mask)),
                         compress(islice(spaced, n - 1, None), longer)))
        mask = longer
        if n >= min_len:
            counts.update(grams)
    if edge_stopwords:
        drop_stopword_edges(counts, edge_stopwords)
    return counts


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


class SegmentCounter:
    """Run-level segment totals with bounded memory: lossy counting (Manku & Motwani, 2002).

    The stream of segment occurrences is cut into buckets of ``ceil(1/epsilon)`` occurrences.
    Each entry keeps ``count`` (occurrences seen since it was last created) and ``delta`` (an
    upper bound of the occurrences it may have lost before). When a bucket boundary is passed,
    entries with ``count + delta <= completed buckets`` are dropped. With ``N`` occurrences added,
    what survives is exactly characterized by:

    * a stored count never exceeds the true count, and is at most ``εN`` below it
      (:meth:`error_bound`);
    * every segment whose true count is above ``εN`` is still stored;
    * :meth:`items` with ``min_freq`` reports every segment whose true count is at least
      ``min_freq + εN`` and never one whose true count is below ``min_freq``;
    * at most about ``(1/ε)·log(εN)`` entries are stored.

    ``epsilon=0`` disables pruning (exact counts, memory grows with the distinct segments).
    With the default ``epsilon=1e-6`` nothing is pruned before one million segment
    occurrences (a run of roughly 350,000 words with segments 2–5): counts are exact up to
    there; after that the stored entries are about the distinct segments of the last million
    occurrences plus the frequent ones.
    """

    def __init__(self, epsilon: float = 1e-6) -> None:
        """Create an empty counter; ``epsilon`` is the relative error bound."""
        if epsilon < 0 or epsilon >= 1:
            raise ValueError("epsilon must be in [0, 1)")
        self.epsilon = epsilon
        self.width = math.ceil(1 / epsilon) if epsilon else 0
        self.total = 0
        self._bucket = 1
        self._count: dict[str, int] = {}
        self._delta: dict[str, int] = {}

    def add(self, counts: Mapping[str, int]) -> None:
        """Add one page's segment counts and prune if a bucket boundary was passed."""
        stored, deltas, lost = self._count, self._delta, self._bucket - 1
        for gram, c in counts.items():
            if gram in stored:
                stored[gram] += c
            else:
                stored[gram] = c
                if lost:
                    deltas[gram] = lost
        self.total += sum(counts.values())
        if self.width:
            bucket = self.total // self.width + 1
            if bucket != self._bucket:
                self._bucket = bucket
                self._prune(bucket - 1)

    def _prune(self, completed: int) -> None:
        """Drop entries whose count plus possible loss does not exceed ``completed``."""
        deltas = self._delta
        doomed = [g for g, c in self._count.items() if c + deltas.get(g, 0) <= completed]
        for g in doomed:
            del self._count[g]
            deltas.pop(g, None)

    def error_bound(self) -> int:
        """The largest amount by which a stored count can be below the true count (εN)."""
        return self._bucket - 1

    def __len__(self) -> int:
        """Number of stored entries."""
        return len(self._count)

    def get(self, gram: str) -> int:
        """Stored count of ``gram`` (0 if not stored)."""
        return self._count.get(gram, 0)

    def items(self, min_freq: int = 1) -> Iterator[tuple[str, int]]:
        """Stored ``(segment, count)`` pairs with count ≥ ``min_freq``, most frequent first."""
        kept = [(g, c) for g, c in self._count.items() if c >= min_freq]
        kept.sort(key=lambda gc: (-gc[1], gc[0]))
        return iter(kept)
