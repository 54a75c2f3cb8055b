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

A run's words table shows DP and Juilland's D (:func:`juilland_d`) for every word, computed
in one grouped pass over ``page_words`` when the run opens (:func:`dispersion_connection`),
so that they sort; a run of more than :data:`ALL_WORDS_MAX_POSTINGS` rows shows DP for the
rows on screen only (:func:`word_dp`; the pass over the 5,000,000 rows of bench/viewer.py's
file took 31 s).

Reference: Gries, S. Th. (2008). Dispersions and adjusted frequencies in corpora.
*International Journal of Corpus Linguistics* 13(4), 403–437.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Sequence
from pathlib import Path

from daweb.store.connection import readonly_uri
from daweb.store.schema import WORD_DISPERSION_DDL

#: Runs with up to this many ``page_words`` rows get DP and D for every word when opened
#: (:func:`dispersion_connection`; 0.8 s for the 101,504 rows of the 320-page benchmark run
#: on the loaded machine): their columns sort, filter and export. Bigger runs show them for
#: the rows on screen only (the pass grows with the rows: ~40 s for 5,000,000).
ALL_WORDS_MAX_POSTINGS = 1_000_000


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


def juilland_d(frequencies: Sequence[int], sizes: Sequence[int]) -> float | None:
    """Juilland's D of a word with ``frequencies[i]`` occurrences in part ``i`` of
    ``sizes[i]`` words: ``1 − CV / √(n − 1)``, with CV the coefficient of variation of the
    word's relative frequencies ``vᵢ/sizeᵢ`` over the ``n`` parts (population standard
    deviation; parts of unequal size compared by relative frequency, as Gries 2008
    recommends); None for fewer than two parts or a word that never occurs."""
    shares = [v / s for v, s in zip(frequencies, sizes, strict=True) if s]
    return _juilland(sum(shares), sum(x * x for x in shares), len(shares))


def _juilland(total: float, squares: float, parts: int) -> float | None:
    """Juilland's D from the sum and the sum of squares of the relative frequencies."""
    if parts < 2 or not total:
        return None
    mean = total / parts
    deviation = math.sqrt(max(0.0, squares / parts - mean * mean))
    return 1.0 - deviation / mean / math.sqrt(parts - 1)


def dispersion_connection(results: Path, run_tokens: int) -> sqlite3.Connection:
    """A private in-memory database with the run's ``results`` attached read-only as
    ``run`` and a table ``word_dispersion(word, dp, juilland_d)`` for every word of it,
    computed in one grouped pass over ``page_words`` (``word_dispersion_sql`` shows a
    word's values). An in-memory main database: an export of the view then runs on this
    connection (daweb's exports reopen a results file, which has no such table)."""
    conn = sqlite3.connect(":memory:", uri=True, check_same_thread=False)
    conn.execute("ATTACH DATABASE ? AS run", (readonly_uri(results),))
    parts = int(conn.execute("SELECT COUNT(*) FROM run.pages WHERE tokens > 0").fetchone()[0])
    share = 1.0 / max(1, run_tokens)
    rows = conn.execute(
        "SELECT pw.word, 0.5 * (SUM(ABS(pw.frequency * 1.0 / w.frequency - p.tokens * ?)) "
        "+ 1.0 - SUM(p.tokens) * ?), SUM(pw.frequency * 1.0 / p.tokens), "
        "SUM(pw.frequency * pw.frequency * 1.0 / p.tokens / p.tokens) "
        "FROM run.page_words pw JOIN run.words w ON w.code = pw.word "
        "JOIN run.pages p ON p.id = pw.page WHERE p.tokens > 0 AND w.frequency > 0 "
        "GROUP BY pw.word", (share, share))
    conn.execute(WORD_DISPERSION_DDL)
    conn.executemany("INSERT INTO word_dispersion VALUES (?, ?, ?)",
                     ((word, dp, _juilland(total, squares, parts))
                      for word, dp, total, squares in rows))
    conn.commit()
    return conn


def word_dispersion_sql(column: str) -> str:
    """SQL of a ``run.words`` row's ``column`` (``dp`` or ``juilland_d``) on a
    :func:`dispersion_connection`: one primary-key look-up per row."""
    return f"(SELECT {column} FROM word_dispersion WHERE word = code)"
