"""Analyzer end to end on real Spanish HTML: counts, analyses, occurrences, lists, templates."""

from __future__ import annotations

import gc
import re
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from word_reference import select_words

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import ALPHA, NON_WORDS, DocumentResult, Occurrence, SourceDocument
from analyzers.duplicates import uncounted
from analyzers.extract import BREAK, extract, extract_text_file
from analyzers.lists import bundled_stopwords, parse_lines
from analyzers.morphology import MorphCache, Recognizer
from analyzers.segments import PageSegments
from analyzers.words import lower_preserving, normalize

HANDBOOK = Path("/usr/share/doc/debian-handbook/html/es-ES")


def page(name: str) -> SourceDocument:
    """A real page of the Spanish Debian Administrator's Handbook."""
    path = HANDBOOK / name
    if not path.exists():
        pytest.skip(f"{path} not installed (Debian package debian-handbook)")
    return SourceDocument(url=f"file://{path}", text=path.read_text(encoding="utf-8"),
                          site="handbook")


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return Recognizer.for_language("es")


def analyzer(recognizer: Recognizer, **options: object) -> Analyzer:
    """A fresh analyzer (fresh cache and template state) sharing the loaded recognizer."""
    return Analyzer(AnalysisConfig(mode="all", **options), MorphCache(recognizer))  # type: ignore[arg-type]


def test_end_to_end_on_a_real_page(recognizer: Recognizer) -> None:
    doc = page("sect.role-of-distributions.html")
    result = analyzer(recognizer, other_languages="analyze").analyze(doc)
    text = normalize(BREAK.join(extract(doc.text, "all").blocks))
    expected = Counter(s.key for s in select_words(text))
    assert result.words == expected  # the fast path counts exactly what the full API selects
    assert result.tokens == sum(expected.values()) > 200
    assert result.types == len(expected)
    assert result.text_chars == len(text)
    assert "distribuci" in result.title.lower()
    assert any(a.lemma == "de" for a in result.analyses["de"])
    # every occurrence points at its form and is an unrecognized key
    # (numbers, URLs and other non-words are counted under their kind, never candidates)
    unrec = {k for k, a in result.analyses.items() if not a and result.kinds[k] not in NON_WORDS}
    assert result.unrecognized and {o.key for o in result.unrecognized} == unrec
    assert {result.kinds[k] for k, a in result.analyses.items() if not a} & NON_WORDS
    for occ in result.unrecognized:
        assert text[occ.offset : occ.offset + len(occ.form)] == occ.form
        assert occ.form.lower() == occ.key
        # ≤ 40 characters of text each side; a break mark is shown as " ¶ "
        assert len(occ.left.replace(" ¶ ", BREAK)) <= 40
        assert len(occ.right.replace(" ¶ ", BREAK)) <= 40
    assert sum(1 for o in result.unrecognized) == sum(result.words[k] for k in unrec)
    # segments: 2–5 words, never punctuation inside, counted per page
    assert result.segments and all(2 <= len(g.split()) <= 5 for g in result.segments)
    low = text.lower()
    for gram in result.segments:  # each one is in the text with only a space between words
        assert all(result.kinds.get(w) == ALPHA for w in gram.split())  # words proper only
        assert re.search(rf"(?<!\w){re.escape(gram)}(?!\w)", low), gram
    # profile: 10 parts covering every counted word, first-time words summing to the types
    assert len(result.profile) == 10
    assert sum(p[1] for p in result.profile) == result.tokens
    assert sum(p[0] for p in result.profile) == result.types


def test_cache_on_and_off_agree_and_stats(recognizer: Recognizer) -> None:
    doc = page("sect.kali.html")
    cached = analyzer(recognizer)
    first = cached.analyze(doc)
    assert cached.stats()["cache_hits"] == 0
    again = cached.analyze(doc)
    stats = cached.stats()
    assert stats["cache_misses"] == len([k for k in first.words if first.kinds[k] == ALPHA])
    assert stats["cache_hits"] == stats["cache_misses"]  # the second page hit every form
    assert again.words == first.words
    uncached = analyzer(recognizer, cache=False)
    plain = uncached.analyze(doc)
    assert plain.words == first.words and plain.analyses == first.analyses
    alpha_tokens = sum(c for k, c in first.words.items() if first.kinds[k] == ALPHA)
    assert uncached.recognizer_calls == alpha_tokens  # one call per token without the cache


def test_stopword_list_removes_words_and_breaks_segments(recognizer: Recognizer) -> None:
    stop = bundled_stopwords("es")
    result = analyzer(recognizer, list_mode="stopwords", word_list=stop).analyze(
        page("sect.why-debian-stable.html"))
    assert result.words and not (set(result.words) & stop.forms)
    assert not any(w in stop.forms for g in result.segments for w in g.split())


def test_segments_left_to_count_where_they_are_written_are_the_same(
        recognizer: Recognizer) -> None:
    doc = page("sect.why-debian-stable.html")
    for options in ({}, {"list_mode": "stopwords", "word_list": bundled_stopwords("es")},
                    {"seg_drop_stopword_edges": True, "seg_min": 1, "seg_max": 3}):
        counted = analyzer(recognizer, **options).analyze(doc)
        config = AnalysisConfig(mode="all", **options)  # type: ignore[arg-type]
        later = Analyzer(config, MorphCache(recognizer), defer_segments=True).analyze(doc)
        assert isinstance(later.segments, PageSegments)
        assert later.segments._counts is None  # not counted by the analyzer
        assert dict(later.segments) == counted.segments and counted.segments
        assert type(counted.segments) is not PageSegments
        assert replace(later, segments={}) == replace(counted, segments={})


def test_keyword_list_with_lemma_and_expression(recognizer: Recognizer) -> None:
    doc = SourceDocument("http://ejemplo.es/a", "<p>Fuimos hasta casa. Voy, sin embargo, hacia la "
                         "Casa grande; iremos sin embargo.</p>")
    wl = parse_lines(["lemma:ir", "casa", "sin embargo"])
    result = analyzer(recognizer, list_mode="keywords", word_list=wl).analyze(doc)
    assert result.words == {"fuimos": 1, "voy": 1, "iremos": 1, "casa": 2, "sin embargo": 2}
    assert result.tokens == 7


def test_outputs_can_be_switched_off(recognizer: Recognizer) -> None:
    doc = page("sect.kali.html")
    result = analyzer(recognizer, recognized=False, segments=False, profiles=False).analyze(doc)
    assert result.words and all(not a for a in result.analyses.values())
    assert result.segments == {} and result.profile == ()
    result = analyzer(recognizer, unrecognized=False).analyze(doc)
    assert result.unrecognized == () and all(result.analyses.values())


def test_site_template_blocks_are_counted_once(recognizer: Recognizer) -> None:
    run = analyzer(recognizer, template_min_pages=2)
    footer = "<p>Todos los derechos reservados por la asociación vecinal</p>"
    results = [
        run.analyze(SourceDocument(f"http://ejemplo.es/{i}", f"<p>Noticia número {i} del barrio"
                                   f" con texto propio {i * 7}</p>{footer}"))
        for i in range(4)
    ]
    assert results[0].words["derechos"] == 1
    assert [r.template_blocks for r in results] == [0, 1, 1, 1]
    assert all("derechos" not in r.words for r in results[1:])


def test_plain_text_document_and_abbreviations(recognizer: Recognizer, paper_text: str
                                               ) -> None:
    result = analyzer(recognizer).analyze(
        SourceDocument("file://paper.txt", paper_text, is_html=False))
    assert result.tokens > 5000 and result.words["analizador"] > 5
    doc = SourceDocument("http://e.es", "<p>El Sr. Pérez vive en EE. UU., etc.</p>")
    abbr = analyzer(recognizer).analyze(doc)
    assert abbr.analyses["sr."][0].lemma == "señor"
    assert abbr.analyses["ee. uu."][0].lemma == "Estados Unidos"


def test_config_validation() -> None:
    with pytest.raises(ValueError, match="word_list"):
        AnalysisConfig(list_mode="keywords")
    with pytest.raises(ValueError, match="mode"):
        AnalysisConfig(mode="todo")
    with pytest.raises(ValueError, match="seg_min"):
        AnalysisConfig(seg_min=4, seg_max=2)


@given(st.text(max_size=400), st.booleans())
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_input_gives_consistent_results(recognizer: Recognizer, text: str, html: bool) -> None:
    run = analyzer(recognizer)
    result = run.analyze(SourceDocument("http://e.es/x", text, is_html=html))
    assert result.tokens == sum(result.words.values()) and result.types == len(result.words)
    assert sum(p[1] for p in result.profile) == result.tokens
    for occ in result.unrecognized:
        assert lower_preserving(occ.form) == occ.key
        assert result.words[occ.key] >= 1


def test_occurrences_agree_with_select_words(recognizer: Recognizer) -> None:
    # The analyzer decides sentence starts from a per-page table of the preceding tokens;
    # the full-object word selector must agree on every unrecognized occurrence.
    text = ("Instale freedombox. Luego, freedombox arranca; (freedombox) sigue.\n\n"
            "xqzt en otro bloque, tras coma: xqzt, xqzt… xqzt ¿xqzt? Sr. xqzt")
    result = analyzer(recognizer).analyze(SourceDocument("file:///t.txt", text, is_html=False))
    by_offset = {s.start: s for s in select_words(BREAK.join(extract_text_file(text).blocks))}
    assert len(result.unrecognized) >= 9
    for occ in result.unrecognized:
        assert by_offset[occ.offset].sentence_start == occ.sentence_start, occ
    starts = [o.sentence_start for o in result.unrecognized if o.key == "xqzt"]
    # block start; after ":" and ","; after "…"; after "¿" behind a word; after "Sr."
    assert starts == [True, False, False, True, False, False]


def test_occurrence_is_an_immutable_record_with_the_documented_fields(
    recognizer: Recognizer,
) -> None:
    result = analyzer(recognizer).analyze(
        SourceDocument("file:///t.txt", "Hola xqzt mundo.", is_html=False))
    (occ,) = result.unrecognized
    assert occ == Occurrence("xqzt", "xqzt", ALPHA, 5, "Hola ", " mundo.", False)
    assert (occ.form, occ.key, occ.kind, occ.offset) == ("xqzt", "xqzt", ALPHA, 5)
    assert (occ.left, occ.right, occ.sentence_start) == ("Hola ", " mundo.", False)
    assert type(occ) is Occurrence
    with pytest.raises(AttributeError):
        occ.offset = 6  # type: ignore[misc]


@given(st.text(alphabet="ab xq.,;¿?¡!\n", max_size=200))
@settings(max_examples=200, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_sentence_start_of_occurrences_on_random_text(recognizer: Recognizer, text: str) -> None:
    # "xq" is no Spanish word: its occurrences exercise every punctuation run before them.
    # Every block is analyzed: the truth below is computed on all of them.
    result = analyzer(recognizer, template_share=None, other_languages="analyze").analyze(
        SourceDocument("file:///t.txt", text, is_html=False))
    truth = {s.start: s.sentence_start
             for s in select_words(BREAK.join(extract_text_file(text).blocks))}
    for occ in result.unrecognized:
        assert truth[occ.offset] == occ.sentence_start, (text, occ)


def test_garbage_collector_paused_during_a_page_and_restored(recognizer: Recognizer,
                                                             paper_text: str) -> None:
    # A long page builds ~10^5 tuples, lists and dicts; without the pause the collector ran
    # several times per page (docs/benchmarks-analyzer.md). Its state is restored afterwards.
    doc = SourceDocument(url="file://paper.txt", text=paper_text, is_html=False)
    collections: list[int] = []

    def record(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            collections.append(info["generation"])

    analyzer_ = analyzer(recognizer)
    gc.callbacks.append(record)
    try:
        assert gc.isenabled()
        result = analyzer_.analyze(doc)
        assert gc.isenabled()
        assert collections == []
        assert result.tokens > 5_000 and len(result.unrecognized) > 100
        gc.disable()  # a caller that disabled the collector keeps it disabled
        try:
            analyzer_.analyze(doc)
            assert not gc.isenabled()
        finally:
            gc.enable()
    finally:
        gc.callbacks.remove(record)


def test_readings_count_each_occurrence_once_or_every_reading_when_off(
        recognizer: Recognizer) -> None:
    doc = page("sect.role-of-distributions.html")
    on = analyzer(recognizer).analyze(doc)
    alpha = {k: n for k, n in on.words.items() if on.kinds[k] == ALPHA}
    assert sum(on.readings.values()) == sum(alpha.values()) > 250  # non-words apart
    for key, n in alpha.items():
        assert sum(c for (k, _, _), c in on.readings.items() if k == key) == n, key
    de = {(lemma, pos) for (k, lemma, pos) in on.readings if k == "de"}
    assert de == {("de", "ADP")}
    off = analyzer(recognizer, disambiguate=False).analyze(doc)
    assert off.readings[("de", "de", "NOUN")] == off.readings[("de", "de", "ADP")] == \
        off.words["de"]
    assert sum(off.readings.values()) > sum(alpha.values())


def test_collocations_by_lemma_and_regimes_read_the_readings_in_context(
        recognizer: Recognizer) -> None:
    doc = SourceDocument("http://x/", "<p>El canto de los pájaros depende de la luz. "
                                      "El canto de la casa.</p>")
    keys, heads = {}, {}
    for on in (True, False):
        result = analyzer(recognizer, collocations=True, collocation_by="lemma", regimes=True,
                          disambiguate=on).analyze(doc)
        assert result.collocations is not None and result.regimes is not None
        keys[on] = set(result.collocations.keys)
        heads[on] = result.regimes.heads["canto"]
    assert "canto" in keys[True] and "cantar|canto" in keys[False]
    assert heads[True] == (("canto", "NOUN"),)
    assert set(heads[False]) == {("canto", "NOUN"), ("cantar", "VERB")}


def test_non_words_are_counted_under_their_kind_and_never_candidates(
        recognizer: Recognizer) -> None:
    text = ("Escriba marcos@debian.org o visite https://debian.org/doc y debian.org; edite "
            "/etc/apt/sources.list y ~/.bashrc con --max-depth o -rf, llame a getElementById "
            "o a snake_case, pulse Ctrl-V o Alt+F4 el 26/11/2026 a las 10:30, #DíaDelLibro "
            "@rae_es, y/o a 120 km/h por TCP/IP. Un ciberacosador.")
    result = analyzer(recognizer).analyze(SourceDocument("https://a.es/", text, is_html=False))
    kinds = result.kinds
    assert kinds["marcos@debian.org"] == "email" and kinds["debian.org"] == "url"
    assert kinds["/etc/apt/sources.list"] == "path" and kinds["--max-depth"] == "option"
    assert kinds["getelementbyid"] == "identifier" and kinds["ctrl-v"] == "keys"
    assert kinds["26/11/2026"] == "date" and kinds["120"] == "number"
    assert result.words["-rf"] == 1  # counted
    candidates = {o.key for o in result.unrecognized}
    assert not {k for k in candidates if kinds[k] in NON_WORDS}
    assert "ciberacosador" in candidates or result.analyses["ciberacosador"]
    assert result.analyses["y/o"] and result.analyses["km/h"]  # read by their parts
    assert "tcp/ip" in candidates  # unknown parts: a candidate (an acronym, by its capitals)


def test_blocks_in_another_language_are_counted_apart(recognizer: Recognizer) -> None:
    text = ("La instalación del sistema es sencilla y rápida.\n\n"
            "Install the package with apt and then reboot the machine.\n\n"
            "Sortida del programa i fitxers de configuració del sistema operatiu.\n\n"
            "Pulse Intro.\n\nThe end")
    doc = SourceDocument("https://a.es/", text, is_html=False)
    counted = analyzer(recognizer).analyze(doc)
    assert counted.languages == {"en": 10, "ca": 10}
    assert "package" not in counted.words and "fitxers" not in counted.words
    assert "end" in counted.words  # a block of two words says too little: kept
    assert {"instalación", "pulse", "intro"} <= counted.words.keys()  # short blocks stay
    skipped = analyzer(recognizer, other_languages="skip").analyze(doc)
    assert skipped.languages == {} and skipped.words == counted.words
    kept = analyzer(recognizer, other_languages="analyze").analyze(doc)
    assert kept.languages == {} and "package" in kept.words


def test_words_a_page_writes_as_code_are_identifiers_unless_spanish(
        recognizer: Recognizer) -> None:
    man = Path(__file__).parent / "data" / "man" / "mren.1.html"  # Debian's mren(1), by mandoc
    result = analyzer(recognizer).analyze(
        SourceDocument(f"file://{man}", man.read_text(encoding="utf-8")))
    candidates = {o.key for o in result.unrecognized}
    for key in ("ficheroorigen", "ficherodestino", "mmove"):  # italic, literal font
        assert result.kinds[key] == "identifier" and key not in candidates
    assert result.kinds["fichero"] == ALPHA and result.analyses["fichero"]
    assert "texinfo" in candidates  # written in plain prose only: still a candidate
    # A term in italic where it is defined and in prose after it (bash(1)) stays a coinage.
    bash = SourceDocument("file:///bash.1.html", "<title>BASH(1)</title><p>Un <i>coproceso"
                          "</i> es una orden de la shell. Un coproceso se ejecuta.</p>")
    assert "coproceso" in {o.key for o in analyzer(recognizer).analyze(bash).unrecognized}
    # On an ordinary page only code elements say so: italic is how a coinage is marked.
    doc = SourceDocument("https://a.es/", "<p>El <i>posturitis</i> y la orden "
                         "<code>ixonflag</code>; otra vez posturitis y <code>ixonflag</code>.</p>")
    result = analyzer(recognizer).analyze(doc)
    assert result.kinds["ixonflag"] == "identifier" and result.words["ixonflag"] == 2
    assert {o.key for o in result.unrecognized} == {"posturitis"}


def _comparable(result: DocumentResult) -> DocumentResult:
    """``result`` with the numpy arrays of its co-occurrences as lists, which == compares,
    and without the keys' numbers, which each analyzer hands out in its own order."""
    def plain(counts: Any) -> tuple | None:
        return None if counts is None else tuple(
            part.tolist() if hasattr(part, "tolist") else part
            for part in counts._replace(numbers=None))

    return replace(result, collocations=plain(result.collocations),
                   regimes=plain(result.regimes))


@pytest.mark.parametrize("options", [{}, {"unrecognized": False}, {"collocations": True,
                                                                 "regimes": True}])
def test_analyze_is_count_then_complete_and_a_copy_keeps_what_uncounted_leaves(
        recognizer: Recognizer, options: dict[str, object]) -> None:
    names = ("apt.html", "sect.apt-get.html", "apt.html")  # the last one twice
    whole, parts, copies = (analyzer(recognizer, **options) for _ in range(3))
    for name in names:
        doc = page(name)
        expected = whole.analyze(doc)
        assert _comparable(parts.complete(parts.count(doc))) == _comparable(expected)
        counted = copies.count(doc)
        assert counted.words == expected.words
        assert counted.text_digest == expected.text_digest
        assert copies.complete(counted, counted=False) == uncounted(expected)
    assert copies.stats() == whole.stats()


def test_a_page_extracted_with_other_settings_is_extracted_again_or_refused() -> None:
    """A feeder's process extracts with the run's settings and then sends the text without
    the page (daweb/crawl/process.py); a text made with other settings is extracted again
    from the page, and refused loudly when the page did not come with it."""
    from analyzers.page_text import ExtractionSettings, PageExtraction

    html = "<html><body><main><p>La casa del pueblo tiene un huerto.</p></main></body></html>"
    analyzer = Analyzer(AnalysisConfig(mode="main", template_share=None))
    other = PageExtraction(ExtractionSettings.of("all", "es", "count"))(html, True)
    assert other.settings != analyzer.extraction.settings
    again = analyzer.analyze(SourceDocument("http://x/a", html, page_text=other))
    assert again == analyzer.analyze(SourceDocument("http://x/a", html))
    with pytest.raises(ValueError, match="http://x/a: extracted with other settings"):
        analyzer.analyze(SourceDocument("http://x/a", "", page_text=other))
