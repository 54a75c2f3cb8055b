"""The reference word selection the analyzer's fast path is checked against (tests only).

:func:`select_words` builds one full :class:`Sequence` object per word (offsets, punctuation
before and after, sentence start) with ``TOKEN_RE.finditer``: slow and plain, so the hot path
of analyzers/words.py (``scan_raw``/``tokens_of``/``ends_of``/``sentence_start_at``), which
shares the one compiled expression, can be compared with it on real and random text. It
lived in analyzers/words.py until issue 20: nothing but the tests used it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from analyzers.words import (
    BREAK,
    PUNCT,
    TERMINATORS,
    TOKEN_RE,
    classify,
    lower_preserving,
    normalize,
)


@dataclass(frozen=True, slots=True)
class Sequence:
    """One selected sequence with its position and surrounding punctuation."""

    text: str  # as written (NFC)
    kind: str  # ALPHA, ALNUM or OTHER
    start: int  # text[start:end] == self.text
    end: int
    punct_before: str  # punctuation between the previous sequence (or block start) and this one
    punct_after: str  # punctuation between this sequence and the next one (or block end)
    sentence_start: bool

    @property
    def key(self) -> str:
        """The case-insensitive key the sequence is counted under."""
        return lower_preserving(self.text)


def iter_spans(low_text: str) -> Iterator[tuple[int, int, str, str, bool]]:
    """Yield ``(start, end, key, kind, sentence_start)`` for every sequence of lower-cased text.

    A sequence starts a sentence when it is the first of its block or when the punctuation
    since the previous sequence holds ``. ! ? …`` (an abbreviation's dot is part of the word).
    """
    starts_sentence = True
    for m in TOKEN_RE.finditer(low_text):
        token = m.group(1)
        kind = classify(token)
        if kind == PUNCT:
            if token == BREAK or not TERMINATORS.isdisjoint(token):
                starts_sentence = True
            continue
        yield m.start(1), m.end(1), token, kind, starts_sentence
        starts_sentence = False


def select_words(text: str) -> list[Sequence]:
    """Full-object word selection of ``text`` (NFC-normalized first; offsets refer to the NFC text).

    Break marks (``\\n``) separate blocks: the first sequence of a block starts a sentence and no
    punctuation is carried across a break.
    """
    text = normalize(text)
    spans = list(iter_spans(lower_preserving(text)))
    out: list[Sequence] = []
    n = len(spans)
    for i, (start, end, _key, kind, sentence_start) in enumerate(spans):
        prev_end = spans[i - 1][1] if i else 0
        next_start = spans[i + 1][0] if i + 1 < n else len(text)
        before = _punct_between(text, prev_end, start, keep="last")
        after = _punct_between(text, end, next_start, keep="first")
        out.append(Sequence(text[start:end], kind, start, end, before, after, sentence_start))
    return out


def _punct_between(text: str, start: int, end: int, keep: str) -> str:
    """Punctuation characters in ``text[start:end]`` on one side of any break mark."""
    gap = text[start:end]
    if BREAK in gap:
        gap = gap.rsplit(BREAK, 1)[1] if keep == "last" else gap.split(BREAK, 1)[0]
    return "".join(gap.split())
