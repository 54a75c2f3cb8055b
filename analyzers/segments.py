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
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

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
    if min_len < 1 or max_len < min_len:
        raise ValueError(f"bad segment lengths {min_len}..{max_len}")
    counts: Counter[str] = Counter()
    # compiled: windows counted as numbers, each distinct n-gram's string written once
    count_ngrams(stream if isinstance(stream, list) else list(stream), keep, min_len, max_len,
                 counts)
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
