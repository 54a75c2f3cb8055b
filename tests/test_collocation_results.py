"""Run-level collocations and regimes (daweb/collocation_results.py): scores, tables, memory.

Expected values are computed by hand in the comments (log2 and ln of small ratios).
"""

from __future__ import annotations

import math
import sqlite3
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.collocations import PageCollocations
from analyzers.document import DocumentResult, SourceDocument
from analyzers.morphology import MorphCache, Recognizer
from analyzers.regimes import PageRegimes
from daweb.collocation_results import (
    CooccurrenceOptions,
    CooccurrenceTotals,
    PairCounts,
    association,
    log_likelihood,
)
from daweb.store.writer import ResultsWriter


def page(colloc: PageCollocations | None = None, regimes: PageRegimes | None = None
         ) -> DocumentResult:
    """A DocumentResult carrying only co-occurrence counts."""
    return DocumentResult("http://x/", "", 0, 0, {}, {}, {}, collocations=colloc,
                          regimes=regimes)


def test_a_form_read_differently_on_two_pages_keeps_both_readings() -> None:
    """Read in context (issue 18), "bajo" is an adjective on one page and a preposition on
    the next, "cuenta" a verb then a noun: the run's readings are those of both pages."""
    totals = CooccurrenceTotals(CooccurrenceOptions(regimes=True, regime_min_freq=1))
    totals.add(page(regimes=PageRegimes(
        {("cuenta", "con"): 1}, {"cuenta": 1, "con": 1, "bajo": 1},
        {"cuenta": (("contar", "VERB"),), "bajo": (("bajo", "ADJ"),)}, {"con": ("con",)})))
    totals.add(page(regimes=PageRegimes(
        {("cuenta", "bajo"): 1}, {"cuenta": 1, "bajo": 1},
        {"cuenta": (("cuenta", "NOUN"),)}, {"bajo": ("bajo",)})))
    rows = {(r[0], r[1], r[2]): (r[3], r[4]) for r in totals.regime_rows()}
    # the first page's match now counts for both readings of "cuenta", marked ambiguous
    assert rows[("contar", "VERB", "con")] == (1, 1)
    assert rows[("cuenta", "NOUN", "bajo")] == (1, 1)
    assert rows[("contar", "VERB", "bajo")] == (1, 1)


def test_scores_by_hand() -> None:
    # O = 4, f(node) = 8, f(coll) = 16, N = 1024, window ±2 → span 4.
    # E = 8·16·4/1024 = 0.5; MI = log2(4/0.5) = 3; MI3 = log2(4³/0.5) = log2(128) = 7;
    # t = (4 − 0.5)/√4 = 1.75; log Dice = 14 + log2(2·4/(8+16)) = 14 − log2 3 = 12.41504.
    # G²: R1 = 8·4 = 32, C1 = 16: cells 4, 28, 12, 980 with expectations
    # 0.5, 31.5, 15.5, 976.5 → 2·(4 ln 8 + 28 ln(28/31.5) + 12 ln(12/15.5) + 980 ln(980/976.5))
    # = 2·(8.31777 − 3.29792 − 3.07120 + 3.50626) = 10.9098.
    s = association(4, 8, 16, 1024, 4)
    assert s.mi == pytest.approx(3.0)
    assert s.mi3 == pytest.approx(7.0)
    assert s.t_score == pytest.approx(1.75)
    assert s.log_dice == pytest.approx(14 - math.log2(3))
    assert s.log_likelihood == pytest.approx(10.9098, abs=1e-3)


def test_log_likelihood_is_zero_at_independence_and_clamps_tiny_tables() -> None:
    # O11 equal to its expectation R1·C1/N = 10·20/100 = 2 → G² = 0
    assert log_likelihood(2, 10, 20, 100) == pytest.approx(0.0, abs=1e-12)
    # window slots above N (tiny corpus): cells clamp at 0 instead of going negative
    assert log_likelihood(2, 8, 1, 7) >= 0


def test_regime_rows_by_hand() -> None:
    totals = CooccurrenceTotals(CooccurrenceOptions(regimes=True, regime_min_freq=2))
    totals.add(page(regimes=PageRegimes(
        {("depende", "de"): 2, ("depende", "del"): 1, ("dependía", "de"): 1,
         ("cuenta", "con"): 2, ("pienso", "en"): 1},
        {"depende": 6, "dependía": 2, "cuenta": 4, "pienso": 5, "de": 30, "del": 10,
         "con": 6, "en": 9},
        {"depende": (("depender", "VERB"),), "dependía": (("depender", "VERB"),),
         "cuenta": (("contar", "VERB"), ("cuenta", "NOUN")), "pienso": (("pensar", "VERB"),)},
        {"de": ("de",), "del": ("de",), "con": ("con",), "en": ("en",)},
        frozenset({"cuenta"}))))
    # depende de ×2 + depende del ×1 + dependía de ×1 = 4 for (depender, de);
    # f(depender) = 6 + 2 = 8, f(contar) = 4 (cuenta), f(de) = 30 + 10 (del) = 40
    rows = totals.regime_rows()
    # depender+de: 4 of depender's 8 → share 0.5; log Dice 14 + log2(2·4/(8+40)) = 14 − log2 6
    # contar+con and cuenta+con: 2 each, both from the ambiguous "cuenta" (counted once per
    # candidate); f = 4 each; 14 + log2(2·2/(4+6)) = 14 + log2 0.4
    # pensar+en: 1 < regime_min_freq → not listed
    assert rows == [
        ("depender", "VERB", "de", 4, 0, 8, 40, 0.5, pytest.approx(14 - math.log2(6)),
         "depende|dependía"),
        ("contar", "VERB", "con", 2, 2, 4, 6, 0.5, pytest.approx(14 + math.log2(0.4)),
         "cuenta"),
        ("cuenta", "NOUN", "con", 2, 2, 4, 6, 0.5, pytest.approx(14 + math.log2(0.4)),
         "cuenta"),
    ]


def test_pruning_keeps_memory_under_the_cap_and_never_overcounts() -> None:
    totals = CooccurrenceTotals(CooccurrenceOptions(collocations=True, pair_cap=4,
                                                    merge_pairs=1, min_node_freq=1,
                                                    min_freq=1))
    keys, counts = tuple("abcdefghij"), (1,) * 10

    def pairs(named: dict[tuple[str, str], int]) -> PageCollocations:
        codes = [keys.index(a) * 10 + keys.index(b) for a, b in named]
        return PageCollocations(keys, np.array(counts), np.array(codes),
                                np.array(list(named.values())))

    totals.add(page(pairs({("a", "b"): 3, ("c", "d"): 1, ("e", "f"): 1})))
    # 5 pairs > cap 4 → forget those seen once until ≤ 2 remain: (a,b)=4 and (i,j)=2 stay
    totals.add(page(pairs({("a", "b"): 1, ("g", "h"): 1, ("i", "j"): 2})))
    totals.add(page(pairs({("c", "d"): 2})))  # true 3, stored 2
    rows = {(r[0], r[1]): r[2:5] for r in totals.collocation_rows()}
    assert rows[("a", "b")] == (4, 0, 4)  # exact: never pruned
    assert rows[("c", "d")] == (2, 0, 2)  # 1 below the truth: at most prunes × level
    assert ("e", "f") not in rows
    info = dict(totals.info())
    assert info["collocation_prunes"] == "1"
    assert info["collocation_prune_pages"] == "[2]"
    assert info["collocation_pruned_max_count"] == "1"
    assert info["collocation_positions"] == "30"


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return Recognizer.for_language("es")


def test_run_tables_by_hand(tmp_path: Path, recognizer: Recognizer) -> None:
    # Positions: el0 gato1 come2 pescado3 el4 gato5 duerme6 (the full stop fills none); N = 7.
    # Window ±2 (span 4); nodes f ≥ 2: el, gato. Joint ≥ 2:
    #   gato: el on the left of gato1 and gato5 → (gato, el) L2 R0;
    #         pescado right of gato1 (d2), left of gato5 (d2) → (gato, pescado) L1 R1;
    #   el:   gato right of el0 and el4 → (el, gato) L0 R2; come right of el0, left of el4
    #         → (el, come) L1 R1. Everything else co-occurs once.
    # (gato, pescado): E = 2·1·4/7 = 8/7, MI = log2(2·7/8) = log2 1.75 = 0.80735,
    #   log Dice = 14 + log2(4/3) = 14.41504, t = (2 − 8/7)/√2 = 0.60609.
    # (el, gato): E = 2·2·4/7 = 16/7, MI = log2(14/16) = −0.19265, log Dice = 14.
    config = AnalysisConfig(mode="all", template_share=None, collocations=True,
                            collocation_window=2)
    analyzer = Analyzer(config, MorphCache(recognizer))
    path = tmp_path / "results.sqlite"
    options = CooccurrenceOptions(collocations=True, window=2, min_node_freq=2, min_freq=2)
    with ResultsWriter(path, cooccurrence=options) as writer:
        writer.add_page(None, analyzer.analyze(SourceDocument(
            "http://x/", "<p>El gato come pescado. El gato duerme.</p>")))
    conn = sqlite3.connect(path)
    rows = {(r[0], r[1]): r[2:] for r in conn.execute("SELECT * FROM collocations")}
    assert {k: v[:3] for k, v in rows.items()} == {
        ("gato", "el"): (2, 2, 0), ("gato", "pescado"): (2, 1, 1),
        ("el", "gato"): (2, 0, 2), ("el", "come"): (2, 1, 1)}
    freq, left, right, fn, fc, mi, mi3, t, g2, dice = rows[("gato", "pescado")]
    assert (fn, fc) == (2, 1)
    assert mi == pytest.approx(math.log2(1.75))
    assert mi3 == pytest.approx(math.log2(8 * 7 / 8))
    assert t == pytest.approx((2 - 8 / 7) / math.sqrt(2))
    assert dice == pytest.approx(14 + math.log2(4 / 3))
    assert rows[("el", "gato")][5] == pytest.approx(math.log2(14 / 16))
    info = dict(conn.execute("SELECT key, value FROM run_info"))
    assert info["collocation_positions"] == "7"
    assert info["collocation_window"] == "2"
    assert "collocation_prunes" not in info
    # regimes were not asked for: no table (readers tolerate its absence)
    assert conn.execute("SELECT COUNT(*) FROM sqlite_master WHERE name = 'regimes'"
                        ).fetchone()[0] == 0
    conn.close()


def test_lemma_nodes_expand_ambiguous_forms(tmp_path: Path, recognizer: Recognizer) -> None:
    # By lemma, "depende"/"dependían" both count for depender: f(depender) = 2 and the pair
    # (depender, de) has joint 2, both on the right.
    config = AnalysisConfig(mode="all", template_share=None, collocations=True,
                            collocation_window=1, collocation_by="lemma")
    analyzer = Analyzer(config, MorphCache(recognizer))
    path = tmp_path / "results.sqlite"
    options = CooccurrenceOptions(collocations=True, regimes=True, window=1, by="lemma",
                                  min_node_freq=2, min_freq=2)
    with ResultsWriter(path, cooccurrence=options) as writer:
        writer.add_page(None, analyzer.analyze(SourceDocument(
            "http://x/", "<p>Todo depende de ti.</p><p>Ellos dependían de sus padres.</p>")))
    conn = sqlite3.connect(path)
    row = conn.execute("SELECT frequency, left_count, right_count, node_frequency "
                       "FROM collocations WHERE node = 'depender' AND collocate = 'de'"
                       ).fetchone()
    assert row == (2, 0, 2, 2)
    # the regimes table exists (asked for) and is empty: no page brought regime counts
    assert conn.execute("SELECT COUNT(*) FROM regimes").fetchone()[0] == 0
    conn.close()


def test_pair_counts_merge_batches_into_sorted_arrays() -> None:
    store = PairCounts(cap=100, batch=3)
    store.add(np.array([5, 1]), np.array([1, 2]), 1)
    store.add(np.array([1, 9]), np.array([3, 1]), 2)  # 4 buffered ≥ 3: merged now
    assert store.codes.tolist() == [1, 5, 9] and store.counts.tolist() == [5, 1, 1]
    store.add(np.array([5, 0]), np.array([2, 7]), 3)
    assert len(store) == 4  # merges the buffer
    assert store.codes.tolist() == [0, 1, 5, 9] and store.counts.tolist() == [7, 5, 3, 1]
    assert store.prunes == []


def test_keyword_nodes_only(tmp_path: Path, recognizer: Recognizer) -> None:
    # Keyword "gato": "el gato come el pescado", window ±2 → (gato, el) L1 + R1 = 2,
    # (gato, come) R1; "el" and "come" are no nodes, however frequent.
    from analyzers.lists import parse_lines

    config = AnalysisConfig(mode="all", template_share=None, collocations=True,
                            collocation_window=2, list_mode="keywords",
                            word_list=parse_lines(["gato"]), collocation_nodes="keywords")
    analyzer = Analyzer(config, MorphCache(recognizer))
    path = tmp_path / "results.sqlite"
    options = CooccurrenceOptions(collocations=True, window=2, nodes="keywords", min_freq=1)
    with ResultsWriter(path, cooccurrence=options) as writer:
        writer.add_page(None, analyzer.analyze(SourceDocument(
            "http://x/", "<p>el gato come el pescado</p>")))
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT node, collocate, left_count, right_count, node_frequency, "
                        "collocate_frequency FROM collocations ORDER BY collocate").fetchall() \
        == [("gato", "come", 0, 1, 1, 1), ("gato", "el", 1, 1, 1, 2)]
    conn.close()


@settings(max_examples=200, deadline=None)
@given(st.lists(st.lists(st.tuples(st.sampled_from([0, 1, 7, (1 << 24) + 3, (1 << 30)]),
                                   st.sampled_from([0, 2, 9, 1 << 25]),
                                   st.sampled_from([1, 2, 5, 40_000])),
                         max_size=6, unique_by=lambda t: (t[0], t[1])),
                max_size=8),
       st.integers(1, 12))
def test_pair_counts_sum_like_a_counter(pages: list[list[tuple[int, int, int]]],
                                        batch: int) -> None:
    # Key numbers and counts on both sides of the packed sort's limits (2**24, 2**15).
    store = PairCounts(cap=1 << 40, batch=batch)
    expected: dict[int, int] = {}
    for number, pairs in enumerate(pages):
        codes = [(first << 32) | second for first, second, _ in pairs]
        store.add(np.array(codes, np.int64), np.array([n for *_, n in pairs], np.int64),
                  number)
        for code, (*_, n) in zip(codes, pairs, strict=True):
            expected[code] = expected.get(code, 0) + n
    store.merge()
    assert store.codes.tolist() == sorted(expected)
    assert store.counts.tolist() == [expected[c] for c in sorted(expected)]


def test_pages_numbered_elsewhere_give_the_same_tables(recognizer: Recognizer) -> None:
    # Pages from another process (a cluster worker) bring numbers the totals cannot use:
    # their strings are numbered instead. Local, foreign and mixed pages: same tables.
    texts = ["<p>El gato come pescado. El gato duerme en casa.</p>",
             "<p>Depende de ti. El perro come en casa del gato.</p>",
             "<p>El gato depende del perro y come pescado.</p>"] * 2
    for by in ("form", "lemma"):
        analyzer = Analyzer(AnalysisConfig(mode="all", template_share=None, collocations=True,
                                           regimes=True, collocation_by=by), MorphCache(recognizer))
        results = [analyzer.analyze(SourceDocument(f"http://x/{i}", t))
                   for i, t in enumerate(texts)]

        def foreign(result: DocumentResult) -> DocumentResult:
            c, r = result.collocations, result.regimes
            # and without the matches' places among the forms (found from the strings)
            return replace(result, collocations=c._replace(numbering="elsewhere:1:x"),
                           regimes=r._replace(numbering="elsewhere:1:forms", matched=None))

        tables = []
        for pages in (results, [foreign(r) for r in results],
                      [foreign(r) if i % 2 else r for i, r in enumerate(results)]):
            totals = CooccurrenceTotals(CooccurrenceOptions(
                collocations=True, regimes=True, by=by, min_node_freq=1, min_freq=1,
                regime_min_freq=1))
            for result in pages:
                totals.add(result)
            tables.append((list(totals.collocation_rows()), totals.regime_rows()))
        assert tables[0][0] and tables[0][1]
        assert tables[0] == tables[1] == tables[2]
