"""The run-level tables (``words`` totals, ``word_lemmas`` frequencies, ``segments``,
``lemmas``, ``vocabulary``), derived from the per-page tables in SQL.

They can always be derived again from the per-page tables, which are the record; the
writer brings them up to date incrementally while a run writes (:func:`refresh`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime


def now() -> str:
    """Current UTC time, ISO 8601."""
    return datetime.now(UTC).isoformat(timespec="seconds")



#: Brings the run-level tables up to date with the pages after :mark (the last page the
#: previous refresh covered) and the page_segments rows after :seg_mark (the last rowid it
#: covered: back-filled rows of old pages are new rows too). Totals only ever grow by whole
#: rows, so adding the new ones is exact; a full rebuild is the same with both marks 0 on
#: emptied totals.
_TOTALS_SQL = [
    # words: frequency = occurrences in the run, pages = pages it occurs on.
    """UPDATE words SET frequency = words.frequency + t.f, pages = words.pages + t.p
       FROM (SELECT word, SUM(frequency) AS f, COUNT(*) AS p FROM page_words
             WHERE page > :mark GROUP BY word) AS t
       WHERE words.code = t.word""",
    # word_lemmas: each form's occurrences per reading (issue 18); a reading chosen in
    # context that is no context-free pair of the form (de+el) gets its row here.
    """INSERT INTO word_lemmas(word, lemma, pos, frequency)
       SELECT word, lemma, pos, SUM(frequency) FROM page_readings WHERE page > :mark
       GROUP BY word, lemma, pos
       ON CONFLICT(word, lemma, pos) DO UPDATE SET frequency = frequency + excluded.frequency""",
    # segment_totals: every segment of page_segments; segments: those >= the minimum.
    """INSERT INTO segment_totals(text, frequency, pages)
       SELECT segment, SUM(frequency), COUNT(*) FROM page_segments
       WHERE rowid > :seg_mark GROUP BY segment
       ON CONFLICT(text) DO UPDATE SET frequency = frequency + excluded.frequency,
                                       pages = pages + excluded.pages""",
]
_SEGMENTS_SELECT = """INSERT INTO segments(text, length, frequency, pages)
       SELECT text, LENGTH(text) - LENGTH(REPLACE(text, ' ', '')) + 1, frequency, pages
       FROM segment_totals WHERE frequency >= :min_freq"""
_SEGMENTS_SQL = ["DELETE FROM segments", _SEGMENTS_SELECT]
#: The segments whose totals the page_segments rows after :seg_mark changed, the others as
#: they were: totals only grow, so a segment listed stays listed (the whole table rebuilt at
#: each refresh cost ~65 ms on the benchmark corpus, this ~1).
_SEGMENTS_SINCE_SQL = [
    _SEGMENTS_SELECT + """ AND text IN (SELECT segment FROM page_segments
                                        WHERE rowid > :seg_mark)
       ON CONFLICT(text) DO UPDATE SET frequency = excluded.frequency,
                                       pages = excluded.pages""",
]

#: The lemmas table is rebuilt whole (its cost grows with the vocabulary, not with the new
#: pages), so a run does it at most every LEMMAS_EVERY_SECONDS and at the end.
_LEMMAS_SQL = [
    # Each occurrence counts for the reading it was given (issue 18): the frequencies add up
    # to the words proper counted; without disambiguation, an ambiguous form counts for each
    # of its candidate readings (the paper's context-free counts).
    "DELETE FROM lemmas",
    # One sort instead of a subquery per lemma; group_concat keeps the sorted order.
    """INSERT INTO lemmas(lemma, pos, frequency, forms, form_list, guessed)
       SELECT lemma, pos, SUM(frequency), COUNT(*), GROUP_CONCAT(form, '|'),
              SUM(frequency * (1 - recognized)) FROM
         (SELECT wl.lemma, wl.pos, wl.frequency, w.form, w.recognized
          FROM word_lemmas wl JOIN words w ON w.code = wl.word
          WHERE wl.frequency > 0
          ORDER BY wl.lemma, wl.pos, wl.frequency DESC, w.form)
       GROUP BY lemma, pos""",
]
#: Minimum seconds between two rebuilds of ``lemmas`` during a run.
LEMMAS_EVERY_SECONDS = 10.0
#: Minimum seconds between two refreshes of the run tables by refresh_if_due() …
REFRESH_SECONDS = 5.0
#: … and at least this many times the last refresh's duration.
REFRESH_COST_RATIO = 10.0

_ZERO_SQL = [
    "UPDATE words SET frequency = 0, pages = 0 WHERE frequency != 0 OR pages != 0",
    "UPDATE word_lemmas SET frequency = 0 WHERE frequency != 0",
    "DELETE FROM segment_totals",
]
_VOCABULARY_SQL = [
    # Heaps curve: the types after page n are the words whose first page is <= n.
    "DELETE FROM vocabulary",
    """INSERT INTO vocabulary(page, tokens, types)
       SELECT p.id,
              SUM(p.tokens) OVER (ORDER BY p.id),
              COALESCE(SUM(n.new) OVER (ORDER BY p.id), 0)
       FROM pages p LEFT JOIN
            (SELECT first AS page, COUNT(*) AS new FROM
               (SELECT MIN(page) AS first FROM page_words GROUP BY word) GROUP BY first) n
            ON n.page = p.id""",
]
_RESET_SQL = _ZERO_SQL + _VOCABULARY_SQL


def refresh(conn: sqlite3.Connection, min_freq: int, mark: tuple[int, int] | None,
            lemmas: bool = True, extra_info: Iterable[tuple[str, str]] = (),
            lemmas_page: int | None = None, totals: bool = True) -> tuple[int, int]:
    """Update run tables for rows after ``mark`` (``None``: rebuild all); returns new mark.

    ``mark`` is (last page id, last ``page_segments`` rowid) the previous refresh covered.
    One transaction on an autocommit connection; the marks are stored in ``run_info`` as
    ``refreshed_through_page`` and ``segments_through_row`` (and ``lemmas_through_page``
    when ``lemmas`` are rebuilt) in the same transaction, so they never disagree with the
    totals; ``extra_info`` rows are stored with them.

    Statements whose input did not change are skipped: the totals when no page or
    ``page_segments`` row came after ``mark``, the lemmas when they already include page
    ``lemmas_page`` = the last one (a run's last refresh and ``close()`` follow each other).
    ``totals=False`` (with ``mark=None``): the word and segment totals are already right
    (a merge of partitions summed them, daweb/store/partitions.py); everything else is rebuilt.
    """
    conn.execute("BEGIN")
    try:
        if mark is None:
            for sql in _RESET_SQL if totals else _VOCABULARY_SQL:
                conn.execute(sql)
            mark = (0, 0)
        top = conn.execute("SELECT COALESCE(MAX(id), 0) FROM pages").fetchone()[0]
        top_row = conn.execute("SELECT COALESCE(MAX(rowid), 0) FROM page_segments").fetchone()[0]
        params = {"mark": mark[0], "seg_mark": mark[1], "min_freq": min_freq}
        info = [("refreshed_at", now()), ("refreshed_through_page", str(top)),
                ("segments_through_row", str(top_row)), *extra_info]
        current = mark == (top, top_row) and top > 0
        lemmas_sql = _LEMMAS_SQL if lemmas and lemmas_page != top else []
        if not totals:
            stale = _SEGMENTS_SQL
        else:
            stale = _TOTALS_SQL + (_SEGMENTS_SQL if mark == (0, 0) else _SEGMENTS_SINCE_SQL)
        for sql in ([] if current else stale) + lemmas_sql:
            conn.execute(sql, {k: v for k, v in params.items() if f":{k}" in sql})
        if lemmas:
            info.append(("lemmas_through_page", str(top)))
        conn.executemany("INSERT OR REPLACE INTO run_info(key, value) VALUES (?, ?)", info)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    return top, top_row


