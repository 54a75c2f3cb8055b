"""Per-page collocation counts (analyzers/collocations.py): window, break marks, lemmas, lists.

Every expected count below is worked out by hand in the comment next to it.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.collocations import (
    count_collocations,
    lemma_key,
    page_collocations,
    position_keys,
)
from analyzers.document import ALNUM, ALPHA, SourceDocument
from analyzers.extract import BREAK
from analyzers.lists import parse_lines
from analyzers.morphology import Analysis, MorphCache, Recognizer


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return Recognizer.for_language("es")


def analyze(recognizer: Recognizer, html: str, **options: object):
    """One page through the real analyzer with collocations on."""
    config = AnalysisConfig(mode="all", template_share=None, collocations=True,
                            **options)  # type: ignore[arg-type]
    return Analyzer(config, MorphCache(recognizer)).analyze(SourceDocument("http://x/", html))


def test_window_skips_punctuation_and_stops_at_break_marks() -> None:
    # Block 1 positions: a b c d (the comma fills no position); block 2: e a.
    # Window 2. Distance 1: (a,b) (b,c) (c,d) [d|e crosses the break] (e,a).
    # Distance 2: (a,c) (b,d) [c|e and d|a cross the break].
    stream = ["a", "b", "c", ",", "d", BREAK, "e", "a"]
    keys = {t: t for t in "abcde"}
    page = count_collocations(stream, keys, window=2)
    assert page.named_pairs() == {("a", "b"): 1, ("b", "c"): 1, ("c", "d"): 1, ("e", "a"): 1,
                                ("a", "c"): 1, ("b", "d"): 1}
    assert page.named_counts() == {"a": 2, "b": 1, "c": 1, "d": 1, "e": 1}


def test_window_one_and_repeated_words() -> None:
    # Positions x0 x1 y2 x3. Window 1: (x0,x1) (x1,y2) (y2,x3).
    # Window 3 adds distance 2: (x0,y2) (x1,x3), and distance 3: (x0,x3);
    # so (x,x) = 1+1+1 = 3, (x,y) = 1+1 = 2, (y,x) = 1.
    stream = ["x", "x", "y", "x"]
    keys = {"x": "x", "y": "y"}
    assert count_collocations(stream, keys, window=1).named_pairs() == {
        ("x", "x"): 1, ("x", "y"): 1, ("y", "x"): 1}
    assert count_collocations(stream, keys, window=3).named_pairs() == {
        ("x", "x"): 3, ("x", "y"): 2, ("y", "x"): 1}


def test_nodes_keep_only_pairs_with_a_node() -> None:
    # a b c, window 2: (a,b) (b,c) (a,c); with node b only (a,b) and (b,c) stay.
    page = count_collocations(["a", "b", "c"], {t: t for t in "abc"}, 2, frozenset({"b"}))
    assert page.named_pairs() == {("a", "b"): 1, ("b", "c"): 1}
    assert sum(page.counts) == 3  # every position still counts for N


def test_bad_window_is_refused() -> None:
    with pytest.raises(ValueError, match="window"):
        count_collocations(["a"], {"a": "a"}, window=0)
    with pytest.raises(ValueError, match="collocation_window"):
        AnalysisConfig(collocations=True, collocation_window=11)
    with pytest.raises(ValueError, match="keywords"):
        AnalysisConfig(collocations=True, collocation_nodes="keywords")


def test_position_keys_by_form_and_by_lemma() -> None:
    kinds = {"canto": ALPHA, "2024": ALNUM, "xyzzy": ALPHA}
    analyses = {"canto": (Analysis("cantar", "VERB"), Analysis("canto", "NOUN")),
                "xyzzy": ()}
    assert position_keys(kinds, analyses) == {"canto": "canto", "xyzzy": "xyzzy"}
    # ambiguous: sorted candidate lemmas joined by |; unrecognized: the form itself
    assert position_keys(kinds, analyses, "lemma") == {"canto": "cantar|canto",
                                                       "xyzzy": "xyzzy"}
    assert lemma_key("xyzzy", ()) == "xyzzy"


def test_analyzer_counts_words_proper_only(recognizer: Recognizer) -> None:
    # "pagó 300 euros": the number fills no position, so pagó-euros are neighbours.
    # Positions: ayer pagó euros → window 1 pairs (ayer,pagó) (pagó,euros).
    result = analyze(recognizer, "<p>Ayer pagó 300 euros.</p>", collocation_window=1)
    assert result.collocations.named_pairs() == {("ayer", "pagó"): 1, ("pagó", "euros"): 1}
    assert result.collocations.nodes == frozenset()


def test_analyzer_never_crosses_blocks(recognizer: Recognizer) -> None:
    # Two paragraphs: "gato negro" | "perro blanco"; window 4 gives one pair per block.
    result = analyze(recognizer, "<p>gato negro</p><p>perro blanco</p>")
    assert result.collocations.named_pairs() == {("gato", "negro"): 1, ("perro", "blanco"): 1}


def test_lemma_grouping(recognizer: Recognizer) -> None:
    # depende and dependían share the key "depender"; each is followed by "de" at distance
    # 1, so (depender, de) counts 2 — and "depender" fills 2 positions.
    result = analyze(recognizer, "<p>Depende de ti.</p><p>Dependían de sus padres.</p>",
                     collocation_by="lemma", collocation_window=1)
    assert result.collocations.named_pairs()[("depender", "de")] == 2
    assert result.collocations.named_counts()["depender"] == 2


def test_stopwords_leave_the_positions(recognizer: Recognizer) -> None:
    # Stopword "el" removed: positions gato come pescado → window 1: (gato,come) (come,pescado)
    words = parse_lines(["el"])
    result = analyze(recognizer, "<p>el gato come el pescado</p>", collocation_window=1,
                     list_mode="stopwords", word_list=words)
    assert result.collocations.named_pairs() == {("gato", "come"): 1, ("come", "pescado"): 1}


def test_keyword_nodes_with_every_word_as_collocate(recognizer: Recognizer) -> None:
    # Keyword "gato": positions el gato come el pescado (all words); window 2.
    # Pairs with gato: (el,gato) d1, (gato,come) d1, (gato,el) d2 — the others are dropped.
    words = parse_lines(["gato"])
    result = analyze(recognizer, "<p>el gato come el pescado</p>", collocation_window=2,
                     list_mode="keywords", word_list=words, collocation_nodes="keywords")
    assert result.collocations.named_pairs() == {("el", "gato"): 1, ("gato", "come"): 1,
                                               ("gato", "el"): 1}
    assert result.collocations.nodes == frozenset({"gato"})
    assert sum(result.collocations.counts) == 5


def test_off_by_default(recognizer: Recognizer) -> None:
    result = Analyzer(AnalysisConfig(mode="all"), MorphCache(recognizer)).analyze(
        SourceDocument("http://x/", "<p>el gato come</p>"))
    assert result.collocations is None and result.regimes is None



def reference_pairs(stream: list[str], window: int, positions: set[str]
                    ) -> dict[tuple[str, str], int]:
    """Ordered pairs of positions at most `window` apart, block by block, one loop per pair."""
    pairs: dict[tuple[str, str], int] = {}
    blocks: list[list[str]] = [[]]
    for token in stream:
        if token == BREAK:
            blocks.append([])
        elif token in positions:
            blocks[-1].append(token)
    for words in blocks:
        for i, first in enumerate(words):
            for second in words[i + 1 : i + 1 + window]:
                pairs[(first, second)] = pairs.get((first, second), 0) + 1
    return pairs


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(["a", "b", "c", "d", "e", ",", "3", BREAK]), max_size=60),
       st.integers(1, 5))
def test_vectorized_counts_match_a_reference(stream: list[str], window: int) -> None:
    # The numpy counting (shifted sums, paddings at break marks, one sort) against a loop,
    # through both entry points (the analyzer's numbers the stream's distinct tokens).
    words = {t for t in stream if t.isalpha()}
    expected = reference_pairs(stream, window, words)
    assert count_collocations(stream, {t: t for t in words}, window).named_pairs() == expected
    kinds = {t: ALPHA if t.isalpha() else ALNUM for t in set(stream) if t not in (",", BREAK)}
    page = page_collocations(stream, kinds, {t: () for t in words}, {t: t for t in kinds},
                             "none", window)
    assert page.named_pairs() == expected
    assert page.named_counts() == {t: stream.count(t) for t in words}


def test_pages_with_many_keys_count_in_64_bits() -> None:
    # 40,000 distinct keys (32-bit codes hold pages below 2**15 keys); a break every 7 words.
    words = [f"w{i}" for i in range(40_000)]
    stream = [t for i, w in enumerate(words) for t in ([BREAK, w] if i % 7 == 0 else [w])]
    stream += words[:5]  # repeated words: counts above 1
    page = count_collocations(stream, {w: w for w in words}, 3)
    assert page.named_pairs() == reference_pairs(stream, 3, set(words))
    assert page.codes.dtype.itemsize == 8


def test_words_without_analyses_stand_for_themselves_by_lemma() -> None:
    # A caller with no analyses for "zorp": by lemma its key is the form (as lemma_key says).
    stream = ["canto", "zorp", "canto"]
    analyses = {"canto": (Analysis("cantar", "VERB"), Analysis("canto", "NOUN"))}
    kinds = {"canto": ALPHA, "zorp": ALPHA}
    page = page_collocations(stream, kinds, analyses, {t: t for t in kinds}, "none", 1,
                             by="lemma")
    assert page.named_pairs() == {("cantar|canto", "zorp"): 1, ("zorp", "cantar|canto"): 1}
