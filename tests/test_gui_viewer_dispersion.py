"""Range and Gries' DP: the formula on Gries' own example, a word's DP and a lemma's range
read from a real run."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from daweb.store.reading import open_results
from gui.viewer.dispersion import gries_dp, lemma_range, word_dp
from gui.viewer.sample import PAGES, write_sample_run


def test_gries_example_and_bounds() -> None:
    # Gries (2008): five parts of 9, 10, 10, 10 and 11 words; the word 1…5 times: DP 0.18.
    assert gries_dp([1, 2, 3, 4, 5], [9, 10, 10, 10, 11]) == pytest.approx(0.18)
    assert gries_dp([2, 4], [10, 20]) == pytest.approx(0.0)  # spread as the text is
    assert gries_dp([0, 0, 7], [50, 49, 1]) == pytest.approx(0.99)  # all in a tiny part
    assert gries_dp([0, 0], [1, 1]) == 0.0


def test_the_sql_gives_every_words_dp_over_the_run_pages(tmp_path: Path) -> None:
    conn = open_results(write_sample_run(tmp_path / "run") / "results.sqlite")
    conn.row_factory = None
    pages = [Counter(text.lower().split()) for _, text in PAGES]
    sizes = [sum(page.values()) for page in pages]
    rows = conn.execute("SELECT code, form, frequency FROM words").fetchall()
    assert len(rows) == len(set().union(*pages))
    for code, form, frequency in rows:
        expected = gries_dp([page[form] for page in pages], sizes)
        assert word_dp(conn, code, frequency, sum(sizes)) == pytest.approx(expected), form


def test_a_lemmas_range_counts_the_pages_of_all_its_forms(tmp_path: Path) -> None:
    conn = open_results(write_sample_run(tmp_path / "run") / "results.sqlite")
    conn.row_factory = None
    pages = [set(text.lower().split()) for _, text in PAGES]
    lemmas = conn.execute("SELECT lemma, pos FROM lemmas").fetchall()
    assert lemmas
    for lemma, pos in lemmas:
        forms = {form for (form,) in conn.execute(
            "SELECT w.form FROM word_lemmas wl JOIN words w ON w.code = wl.word "
            "WHERE wl.lemma = ? AND wl.pos = ?", (lemma, pos))}
        assert lemma_range(conn, lemma, pos) == sum(1 for page in pages if page & forms)
