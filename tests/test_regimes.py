"""Prepositional regimes (analyzers/regimes.py) with the real Spanish recognizer."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import SourceDocument
from analyzers.morphology import Analysis, MorphCache, Recognizer
from analyzers.regimes import PageRegimes, count_regimes


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return Recognizer.for_language("es")


def regimes(recognizer: Recognizer, html: str, disambiguate: bool = True) -> PageRegimes:
    """One page through the real analyzer with regimes on."""
    config = AnalysisConfig(mode="all", template_share=None, regimes=True,
                            disambiguate=disambiguate)
    result = Analyzer(config, MorphCache(recognizer)).analyze(SourceDocument("http://x/", html))
    assert result.regimes is not None
    return result.regimes


def by_lemma(page: PageRegimes) -> dict[tuple[str, str, str], int]:
    """(lemma, category, preposition) -> occurrences, forms and ambiguity summed."""
    out: dict[tuple[str, str, str], int] = {}
    for (lemma, pos, prep, _form, _amb), n in page.regimes().items():
        out[(lemma, pos, prep)] = out.get((lemma, pos, prep), 0) + n
    return out


def test_spanish_sample(recognizer: Recognizer) -> None:
    page = regimes(recognizer, "<p>Todo depende de ti. Ellos dependían de sus padres. "
                               "Yo confío en ti.</p>")
    # depende de + dependían de → (depender, VERB, de) twice, one per form; confío en once.
    assert page.matches == {("depende", "de"): 1, ("dependían", "de"): 1, ("confío", "en"): 1}
    found = page.regimes()
    assert found[("depender", "VERB", "de", "depende", False)] == 1
    assert found[("depender", "VERB", "de", "dependían", False)] == 1
    assert found[("confiar", "VERB", "en", "confío", False)] == 1
    # totals for the score: 2 occurrences of depender, 2 of de, 1 of en
    assert page.head_totals()[("depender", "VERB")] == 2
    prepositions = page.preposition_totals()
    assert prepositions["de"] == 2 and prepositions["en"] == 1


def test_bridge_adverb_and_contraction(recognizer: Recognizer) -> None:
    # an adverb between head and preposition bridges; "del" counts as "de"
    page = regimes(recognizer, "<p>Confío plenamente en ella. Depende también del tiempo.</p>")
    found = by_lemma(page)
    assert found[("confiar", "VERB", "en")] == 1
    assert found[("depender", "VERB", "de")] == 1


def test_punctuation_and_break_marks_break_the_pattern(recognizer: Recognizer) -> None:
    page = regimes(recognizer, "<p>Depende, de hecho, mucho.</p><p>Depende</p><p>de ti</p>")
    assert ("depender", "VERB") not in {k[:2] for k in by_lemma(page)}


def test_ambiguous_head_counts_once_per_candidate(recognizer: Recognizer) -> None:
    # "cuenta" is (cuenta, NOUN) and (contar, VERB): without its reading in context, one
    # occurrence gives two rows, both ambiguous; read in context (issue 18), one
    page = regimes(recognizer, "<p>La empresa cuenta con recursos.</p>", disambiguate=False)
    found = page.regimes()
    assert found[("cuenta", "NOUN", "con", "cuenta", True)] == 1
    assert found[("contar", "VERB", "con", "cuenta", True)] == 1
    in_context = regimes(recognizer, "<p>La empresa cuenta con recursos.</p>").regimes()
    assert in_context == {("contar", "VERB", "con", "cuenta", False): 1}


def test_forms_that_may_be_prepositions_are_never_heads() -> None:
    # "para" may be parar (VERB) but is a preposition first: "para en" gives nothing;
    # a clitic bridges: "dio le de" (hand-made analyses, the pattern only).
    analyses = {
        "para": (Analysis("para", "ADP"), Analysis("parar", "VERB")),
        "en": (Analysis("en", "ADP"),),
        "de": (Analysis("de", "ADP"),),
        "dio": (Analysis("dar", "VERB"),),
        "le": (Analysis("él", "PRON"),),
    }
    stream = ["para", "en", ",", "dio", "le", "de"]
    counts = {t: stream.count(t) for t in analyses}
    page = count_regimes(stream, analyses, counts, "es")
    assert page.regimes() == {("dar", "VERB", "de", "dio", False): 1}
    assert ("parar", "VERB") not in page.head_totals()
    assert page.preposition_totals() == {"para": 1, "en": 1, "de": 1}


#: Hand-made analyses for the pattern test: prepositions (one also a verb), heads (one
#: ambiguous, one also an adverb), an adverb and a clitic.
PATTERN_ANALYSES = {
    "de": (Analysis("de", "ADP"),),
    "para": (Analysis("para", "ADP"), Analysis("parar", "VERB")),
    "casa": (Analysis("casa", "NOUN"),),
    "cuenta": (Analysis("contar", "VERB"), Analysis("cuenta", "NOUN")),
    "también": (Analysis("también", "ADV"), Analysis("también", "NOUN")),
    "bien": (Analysis("bien", "ADV"),),
    "se": (Analysis("él", "PRON"),),
}


def reference_matches(stream: list[str]) -> dict[tuple[str, str], int]:
    """HEAD [BRIDGE] PREP, one token at a time (the rules of the module docstring)."""
    def has(form: str, *categories: str) -> bool:
        return any(a.pos in categories for a in PATTERN_ANALYSES.get(form, ()))

    def is_head(form: str) -> bool:
        return has(form, "VERB", "NOUN", "ADJ") and not has(form, "ADP")

    matches: dict[tuple[str, str], int] = {}
    for i, prep in enumerate(stream):
        if not has(prep, "ADP"):
            continue
        before = stream[i - 1] if i >= 1 else ""
        two_before = stream[i - 2] if i >= 2 else ""
        bridge = (has(before, "ADV") or before == "se") and not has(before, "ADP")
        head = two_before if bridge and is_head(two_before) else before
        if is_head(head):
            matches[(head, prep)] = matches.get((head, prep), 0) + 1
    return matches


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([*PATTERN_ANALYSES, ",", "\n"]), max_size=40))
def test_vectorized_matches_follow_the_pattern(stream: list[str]) -> None:
    analyses = {t: PATTERN_ANALYSES[t] for t in stream if t in PATTERN_ANALYSES}
    counts = {t: stream.count(t) for t in analyses}
    page = count_regimes(stream, analyses, counts, "es")
    assert page.matches == reference_matches(stream)
    heads = {t for t in analyses if t in ("casa", "cuenta", "también")}
    assert set(page.heads) == heads and page.ambiguous == heads - {"casa"}
    assert page.forms == {t: counts[t] for t in analyses if t in heads | {"de", "para"}}
