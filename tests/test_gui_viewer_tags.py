"""Stored tags (triage, incident outcomes and causes) named in the user's language."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from analyzers import neologisms
from analyzers.document import ALNUM, ALPHA, NON_WORDS, OTHER
from daweb.events import Cause, Outcome
from gui import i18n
from gui.viewer import ensure_translator
from gui.viewer.tags import NAMES, choice_name, tag_name


def test_every_tag_the_engine_writes_has_a_name() -> None:
    written = {c.value for c in Cause} | {o.value for o in Outcome} | {
        neologisms.DIGITS, neologisms.ACRONYM, neologisms.PROPER, neologisms.TYPO,
        neologisms.FOREIGN, neologisms.GUESSED, neologisms.PLAIN, ALPHA, ALNUM, OTHER, *NON_WORDS}
    assert written <= set(NAMES)


@contextmanager
def spanish() -> Iterator[None]:
    """The app and the viewer in Spanish, English again after."""
    try:
        i18n.set_language("es")
        ensure_translator("es")
        yield
    finally:
        i18n.reset()
        ensure_translator("en")


def test_names_follow_the_language_and_keep_a_suggestion(qapp) -> None:
    with spanish():
        assert tag_name("likely typo: cámara") == "probable errata: cámara"
        assert tag_name("not_obtained") == "no obtenida"
        assert tag_name("robots_txt") == "prohibida por robots.txt"
        assert tag_name("alnum") == "letras y cifras"
        assert tag_name("keys") == "tecla o combinación de teclas"
    assert tag_name("not_obtained") == "not obtained"
    assert tag_name("a tag of a newer analyzer") == "a tag of a newer analyzer"
    assert tag_name("https://a.es/") == "https://a.es/"  # a start address, not a tag


def test_categories_are_offered_with_code_and_name(qapp) -> None:
    with spanish():
        assert choice_name("ADP") == "ADP — adposición (preposición)"
        assert choice_name("acronym") == "sigla"
    assert choice_name("PROPN") == "PROPN — proper noun"
    assert choice_name("3") == "3"  # a segment length
