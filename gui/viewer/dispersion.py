"""How a word spreads over a run's pages: its range (pages it is on) and Gries' DP
(*deviation of proportions*).

A word can be frequent because one page repeats it; linguists then cite its dispersion
beside its frequency. Gries (2008) compares the share of the word's occurrences in each
part of the corpus with the share of the corpus that part is::

    DP = ½ · Σᵢ | vᵢ/f − sᵢ |

over the parts *i* (here: the run's pages), with *vᵢ* the word's frequency in part *i*,
*f* its total frequency and *sᵢ* the part's size over the corpus size (page tokens / run
tokens). DP is 0 for a word spread exactly as the text is, and approaches 1 for a word
packed into one small page. Pages without the word contribute their whole *sᵢ*, so
``Σ over all pages`` equals ``Σ over the word's pages of |vᵢ/f − sᵢ| + 1 − Σ of their sᵢ``,
which :func:`word_dp` computes from the word's ``page_words`` rows alone.

A run's words table shows DP for the rows on screen only (a computed column,
gui/viewer/models.py): for all the words of a big run at once it is a pass over every
``page_words`` row (31 s for 5,000,000 rows on the benchmark file of bench/viewer.py).

Reference: Gries, S. Th. (2008). Dispersions and adjusted frequencies in corpora.
*International Journal of Corpus Linguistics* 13(4), 403–437.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence


def gries_dp(frequencies: Sequence[int], sizes: Sequence[int]) -> float:
    """DP of a word with ``frequencies[i]`` occurrences in part ``i`` of ``sizes[i]``
    words (every part of the corpus, zeros included)."""
    total, size = sum(frequencies), sum(sizes)
    if not total or not size:
        return 0.0
    return 0.5 * sum(abs(v / total - s / size)
                     for v, s in zip(frequencies, sizes, strict=True))


def word_dp(conn: sqlite3.Connection, code: int, frequency: int, run_tokens: int) -> float:
    """The DP of the word ``code`` (``frequency`` occurrences) over the pages of a run of
    ``run_tokens`` words, from its ``page_words`` rows (read through their ``(word, page)``
    index: as many rows as pages the word is on)."""
    if not frequency or not run_tokens:
        return 0.0
    deviation, covered = conn.execute(
        "SELECT SUM(ABS(pw.frequency * 1.0 / ? - p.tokens * 1.0 / ?)), SUM(p.tokens) "
        "FROM page_words pw JOIN pages p ON p.id = pw.page WHERE pw.word = ?",
        (frequency, run_tokens, code)).fetchone()
    return 0.5 * ((deviation or 0.0) + 1.0 - (covered or 0) / run_tokens)


def lemma_range(conn: sqlite3.Connection, lemma: str, pos: str) -> int:
    """On how many pages a form analysed as ``lemma`` (``pos``) occurs: the lemma's range
    (through the ``word_lemmas(lemma, pos)`` and ``page_words(word, page)`` indexes)."""
    return int(conn.execute(
        "SELECT COUNT(DISTINCT pw.page) FROM word_lemmas wl JOIN page_words pw "
        "ON pw.word = wl.word WHERE wl.lemma = ? AND wl.pos = ?", (lemma, pos)).fetchone()[0])
