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
