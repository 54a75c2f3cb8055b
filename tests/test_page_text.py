"""The work on a page that depends on the page alone (analyzers/page_text.py)."""

from __future__ import annotations

import pytest

from analyzers.analyzer import AnalysisConfig, Analyzer
from analyzers.document import SourceDocument
from analyzers.morphology import MorphCache, Recognizer
from analyzers.page_text import ExtractionSettings, PageExtraction
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
