"""The work on a page that depends on the page alone (analyzers/page_text.py)."""

from __future__ import annotations

import pytest

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import SourceDocument
from analyzers.duplicates import DuplicateDetector
from analyzers.lists import bundled_stopwords
from analyzers.morphology import MorphCache, Recognizer
from analyzers.page_text import ExtractionSettings, PageExtraction, WordsAhead
from analyzers.words import normalize, word_count

SPANISH = "La instalación del sistema es sencilla y rápida para todos."
ENGLISH = "Install the package with apt and then reboot the machine."
CATALAN = "Sortida del programa i fitxers de configuració del sistema operatiu."


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return Recognizer.for_language("es")


def test_the_words_of_each_block_in_another_language_are_counted_with_its_language() -> None:
    text = "\n\n".join([SPANISH, ENGLISH, CATALAN, "Pulse Intro."])
    page = PageExtraction(ExtractionSettings.of("all", "es", "count"))(text, False)
    assert page.languages == ("es", "en", "ca", "es")
    assert page.other_words == (0, word_count(normalize(ENGLISH)),
                                word_count(normalize(CATALAN)), 0) == (0, 10, 10, 0)
    for other in ("skip", "analyze"):  # no counts asked for
        assert PageExtraction(ExtractionSettings.of("all", "es", other))(
            text, False).other_words is None


def test_a_page_extracted_elsewhere_is_counted_as_one_extracted_here(
        recognizer: Recognizer) -> None:
    """The counts a feeder's process sends are those the analyzer makes itself."""
    doc = SourceDocument("https://a.es/", "\n\n".join([SPANISH, ENGLISH, CATALAN]),
                         is_html=False)
    config = AnalysisConfig(mode="all", template_share=None)
    sent = PageExtraction(ExtractionSettings.of("all", "es", "count"))(doc.text, False)
    here = Analyzer(config, MorphCache(recognizer)).analyze(doc)
    assert here.languages == {"en": 10, "ca": 10}
    elsewhere = Analyzer(config, MorphCache(recognizer)).analyze(
        SourceDocument(doc.url, doc.text, is_html=False, page_text=sent))
    assert elsewhere == here


def test_a_block_the_site_template_filter_drops_is_not_counted(
        recognizer: Recognizer) -> None:
    """Once a block repeats on a site's pages, the filter drops it: its words no longer
    count for its language; each page's own block in that language still does."""
    config = AnalysisConfig(mode="all", template_share=0.5, template_min_pages=3)
    analyzer = Analyzer(config, MorphCache(recognizer))
    own = [f"Read the manual page number {n} before you install anything else here."
           for n in range(6)]
    results = [analyzer.analyze(SourceDocument(
        f"https://a.es/{n}", "\n\n".join([SPANISH + f" Página {n}.", ENGLISH, own[n]]),
        is_html=False)) for n in range(6)]
    assert results[0].languages == {"en": 10 + word_count(own[0])}
    assert results[-1].template_blocks == 1  # the repeated English block
    assert results[-1].languages == {"en": word_count(own[-1])}


def site_pages(count: int) -> list[SourceDocument]:
    """Pages of one site: a menu block repeated on each, an English note, a text of its own."""
    menu = "Inicio de la documentación del sistema y ayuda para todos los usuarios."
    return [SourceDocument(f"https://a.es/{n}", "\n\n".join(
        [menu, ENGLISH, SPANISH + f" Es la página {n} del manual."]), is_html=False)
        for n in range(count)]


def read_ahead(docs: list[SourceDocument]) -> list[SourceDocument]:
    """``docs`` as a feeder's process sends them: extracted, their words read ahead."""
    extraction = PageExtraction(ExtractionSettings.of("all", "es", "count"))
    ahead = WordsAhead(extraction.settings)
    return [SourceDocument(d.url, d.text, is_html=False,
                           page_text=ahead(extraction(d.text, False), d.url)) for d in docs]


def test_the_words_read_ahead_are_those_the_analyzer_reads(
        recognizer: Recognizer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 21: a feeder's process reads the words of the blocks the analyzer keeps (the
    site's template dropped once it repeats, other languages left out); the analyzer takes
    them instead of reading the page again, and its results are those of a bare page."""
    import analyzers.analyzer

    docs = site_pages(8)
    sent = read_ahead(docs)
    first, last = sent[0].page_text, sent[-1].page_text
    assert first is not None and first.words is not None
    assert last is not None and last.words is not None
    assert len(first.words.blocks) == 2 and len(last.words.blocks) == 1  # menu, then not
    assert ENGLISH not in first.words.blocks
    config = AnalysisConfig(mode="all")
    bare = Analyzer(config, MorphCache(recognizer))
    expected = [bare.analyze(doc) for doc in docs]
    read = []
    real = analyzers.analyzer.read_words
    monkeypatch.setattr(analyzers.analyzer, "read_words", lambda b: read.append(b) or real(b))
    analyze = Analyzer(config, MorphCache(recognizer)).analyze
    assert [analyze(doc) for doc in sent] == expected
    assert expected[-1].template_blocks == 2  # the menu and the English note
    assert read == []  # every page's words came read


def test_an_analyzer_that_keeps_other_blocks_reads_them_itself(
        recognizer: Recognizer, monkeypatch: pytest.MonkeyPatch) -> None:
    """Words read ahead for other blocks than the analyzer keeps (here: it has no template
    filter) are left aside: the analyzer reads its blocks, with the same results."""
    import analyzers.analyzer

    docs = site_pages(8)
    config = AnalysisConfig(mode="all", template_share=None)
    expected = [Analyzer(config, MorphCache(recognizer)).analyze(doc) for doc in docs]
    read = []
    real = analyzers.analyzer.read_words
    monkeypatch.setattr(analyzers.analyzer, "read_words", lambda b: read.append(b) or real(b))
    analyzer = Analyzer(config, MorphCache(recognizer))
    assert [analyzer.analyze(doc) for doc in read_ahead(docs)] == expected
    assert len(read) == 4  # the fifth page on, whose menu the guess dropped


def test_the_fingerprint_made_ahead_is_the_run_s_detector_s(recognizer: Recognizer) -> None:
    """Issue 21: a feeder's process given the detector's stopwords fingerprints the words
    it read; the analyzer passes that fingerprint on for a page whose words nothing
    filters, and it is the one the run's detector makes of the analyzer's page."""
    stopwords = bundled_stopwords("es").forms
    extraction = PageExtraction(ExtractionSettings.of("all", "es", "count"))
    ahead = WordsAhead(extraction.settings, stopwords, 7)
    docs = site_pages(6)
    sent = [SourceDocument(d.url, d.text, is_html=False,
                           page_text=ahead(extraction(d.text, False), d.url)) for d in docs]
    analyzer = Analyzer(AnalysisConfig(mode="all", profile_parts=7), MorphCache(recognizer))
    bare = Analyzer(AnalysisConfig(mode="all", profile_parts=7), MorphCache(recognizer))
    detector = DuplicateDetector(stopwords=stopwords)
    for doc in sent:
        counted = analyzer.count(doc)
        assert counted.fingerprint is not None and counted.profile is not None
        assert counted.fingerprint == doc.page_text.fingerprint == detector.fingerprint(counted)
        # the profile made ahead is the one the analyzer makes of a bare page
        assert analyzer.complete(counted).profile == counted.profile[1] == bare.analyze(
            SourceDocument(doc.url, doc.text, is_html=False)).profile
    assert len({doc.page_text.fingerprint.simhash for doc in sent}) > 1  # pages differ
    plain = WordsAhead(extraction.settings)(extraction(docs[0].text, False), docs[0].url)
    assert plain.fingerprint is None and plain.profile is None  # the analyzer makes them


@pytest.mark.parametrize("options", [
    {"list_mode": "stopwords", "word_list": bundled_stopwords("es")},
    {"unrecognized": False}])
def test_words_the_analysis_filters_are_fingerprinted_by_the_run(
        recognizer: Recognizer, options: dict) -> None:
    """A stop list, or recognized words only: the words the run delivers are not those the
    feeder's process fingerprinted, so its fingerprint is not passed on."""
    extraction = PageExtraction(ExtractionSettings.of("all", "es", "count"))
    ahead = WordsAhead(extraction.settings, bundled_stopwords("es").forms)
    doc = site_pages(1)[0]
    sent = SourceDocument(doc.url, doc.text, is_html=False,
                          page_text=ahead(extraction(doc.text, False), doc.url))
    assert sent.page_text is not None and sent.page_text.fingerprint is not None
    counted = Analyzer(AnalysisConfig(mode="all", **options), MorphCache(recognizer)).count(sent)
    assert counted.fingerprint is None
