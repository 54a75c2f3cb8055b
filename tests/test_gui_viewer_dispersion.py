"""Range and Gries' DP: the formula on Gries' own example, a word's DP and a lemma's range
read from a real run."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from daweb.store.reading import open_results
from gui.viewer.dispersion import (
    dispersion_connection,
    gries_dp,
    juilland_d,
    lemma_range,
    word_dp,
)
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


def test_juilland_d_on_equal_and_unequal_parts() -> None:
    # Five parts of 10 words, the word 1…5 times: relative frequencies 0.1…0.5, mean 0.3,
    # population SD 0.1414, CV 0.4714, D = 1 − 0.4714 / √4 = 0.764.
    assert juilland_d([1, 2, 3, 4, 5], [10] * 5) == pytest.approx(0.7643, abs=1e-4)
    assert juilland_d([2, 4], [10, 20]) == pytest.approx(1.0)  # the same share everywhere
    assert juilland_d([0, 0, 0, 5], [10, 10, 10, 10]) == pytest.approx(0.0)  # one part only
    assert juilland_d([3], [10]) is None and juilland_d([0, 0], [5, 5]) is None


def test_every_words_dispersion_in_one_pass_matches_the_per_word_figures(
        tmp_path: Path) -> None:
    results = write_sample_run(tmp_path / "run") / "results.sqlite"
    conn = open_results(results)
    conn.row_factory = None
    run_tokens = conn.execute("SELECT SUM(tokens) FROM pages").fetchone()[0]
    pages = [Counter(text.lower().split()) for _, text in PAGES]
    sizes = [sum(page.values()) for page in pages]
    every = dispersion_connection(results, run_tokens)
    found = {form: (dp, d) for form, dp, d in every.execute(
        "SELECT w.form, d.dp, d.juilland_d FROM word_dispersion d "
        "JOIN run.words w ON w.code = d.word")}
    rows = conn.execute("SELECT code, form, frequency FROM words").fetchall()
    assert set(found) == {form for _, form, _ in rows}
    for code, form, frequency in rows:
        dp, d = found[form]
        assert dp == pytest.approx(word_dp(conn, code, frequency, run_tokens))
        assert dp == pytest.approx(gries_dp([p[form] for p in pages], sizes))
        assert d == pytest.approx(juilland_d([p[form] for p in pages], sizes))
    every.close()
    conn.close()
