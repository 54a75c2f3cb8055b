"""Keyness (daweb/keyness.py, ``daweb keywords``): log-likelihood and log ratio of a run
against another run and against wordfreq's Spanish list, on real runs of real pages."""

from __future__ import annotations

import math
from pathlib import Path

import pytest

from daweb.cli import main
from daweb.keyness import (
    WORDFREQ_SIZE,
    Frequencies,
    KeynessError,
    keyword_rows,
    keywords,
    log_ratio,
    reference_frequencies,
    run_frequencies,
    wordfreq_frequencies,
)
from daweb.store.reading import open_results

PAGES = Path(__file__).parent / "data" / "extract"


def _analyze(runs: Path, pages: list[Path]) -> Path:
    assert main(["analyze", "--runs-dir", str(runs), "--quiet", *map(str, pages)]) == 0
    (results,) = runs.glob("*/results.sqlite")
    return results.parent


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """Two real runs: the stork encyclopedia page alone, and the other 18 pages."""
    pages = sorted(PAGES.glob("*.html"))
    stork = [p for p in pages if "ciguena" in p.name]
    rest = [p for p in pages if p not in stork]
    return (
        _analyze(tmp_path_factory.mktemp("stork"), stork),
        _analyze(tmp_path_factory.mktemp("rest"), rest),
    )


def test_log_ratio_is_the_binary_log_of_the_ratio_of_relative_frequencies() -> None:
    assert log_ratio(20, 10, 1000, 1000) == pytest.approx(1.0)
    assert log_ratio(10, 40, 1000, 2000) == pytest.approx(-1.0)
    assert log_ratio(4, 0, 100, 100) == pytest.approx(3.0)  # Hardie: 0 counts as 0.5


def test_keywords_by_log_ratio_among_the_significant() -> None:
    run = Frequencies({"cigüeña": 30, "de": 100, "nido": 4, "casa": 1}, 1000, "run")
    reference = Frequencies({"de": 1000, "casa": 200, "nido": 1}, 10000, "ref")
    found = keywords(run, reference)
    assert [(k.form, k.sign) for k in found] == [("cigüeña", "+"), ("nido", "+"), ("casa", "-")]
    stork = found[0]
    expected_1 = 1000 * 30 / 11000
    expected_2 = 10000 * 30 / 11000
    assert stork.log_likelihood == pytest.approx(
        2 * 30 * math.log(30 / expected_1) + 0 * expected_2
    )
    assert stork.log_ratio == pytest.approx(math.log2((30 / 1000) / (0.5 / 10000)))
    # "de" has the same share in both: no keyword at all
    assert "de" not in {k.form for k in found}
    empty = Frequencies({}, 0, "a run without words")
    assert keywords(empty, reference) == [] == keyword_rows([], empty, reference)
    rows = keyword_rows(found, run, reference)
    assert rows[0][:3] == ("cigüeña", 30, 30000.0) and rows[-1][-1] == "-"


def test_a_run_against_another_run(runs: tuple[Path, Path]) -> None:
    stork, rest = runs
    conn = open_results(stork / "results.sqlite")
    run = run_frequencies(conn)
    conn.close()
    found = keywords(run, reference_frequencies(str(rest)))
    positive = [k.form for k in found if k.positive]
    assert "cigüeña" in positive[:10]
    assert "de" not in positive[:50]
    assert all(k.log_likelihood >= 3.84 for k in found)
    ratios = [k.log_ratio for k in found if k.positive]
    assert ratios == sorted(ratios, reverse=True)


def test_a_run_against_general_spanish(runs: tuple[Path, Path]) -> None:
    reference = wordfreq_frequencies()
    assert reference.words == WORDFREQ_SIZE and reference.count("de") > 1e7
    assert reference.count("etc.") == reference.count("etc") > 0  # wordfreq's tokenization
    assert reference.count("el/los") == 0  # a phrase is no word's frequency
    conn = open_results(runs[0] / "results.sqlite")
    found = keywords(run_frequencies(conn), reference)
    conn.close()
    positive = [k.form for k in found if k.positive]
    assert {"ciconia", "cigüeña"} <= set(positive) and "de" not in positive


def test_daweb_keywords(runs: tuple[Path, Path], capsys: pytest.CaptureFixture[str]) -> None:
    stork, rest = runs
    assert main(["keywords", str(stork), "--reference", str(rest), "--limit", "3"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == "sign\tform\tfrequency\treference\tlog_likelihood\tlog_ratio"
    signs = [line.split("\t")[0] for line in out[2:]]
    assert signs.count("+") == 3 and signs == sorted(signs, key="+-=".index)
    assert main(["keywords", str(stork), "--reference", str(stork.parent)]) == 2
    assert "the reference is a run folder or `wordfreq`" in capsys.readouterr().err
    with pytest.raises(KeynessError):
        reference_frequencies(str(stork.parent / "nowhere"))
