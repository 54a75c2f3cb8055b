"""Word-formation readings of neologism candidates (analyzers/formation.py), on the real
Spanish dictionary and recognizer."""

from __future__ import annotations

import pytest

from analyzers.formation import affix_bases, formation, formation_type
from analyzers.morphology import MorphCache, Recognizer
from analyzers.neologisms import (
    GUESSED,
    PLAIN,
    PROPER,
    english_forms,
    formation_readings,
    is_english,
    spanish_forms,
)


@pytest.fixture(scope="module")
def recognizer() -> Recognizer:
    return Recognizer.for_language("es", apertium=False)


@pytest.mark.parametrize("key, reading", [
    ("ciberacoso", "prefixation: ciber- + acoso (acoso NOUN)"),
    ("desglobalizar", "prefixation: des- + globalizar (globalizar VERB)"),
    ("hiperconectividad", "prefixation: hiper- + conectividad (conectividad NOUN)"),
    ("autorrecorte", "prefixation: auto- + recorte (recorte NOUN)"),
    ("multiventana", "prefixation: multi- + ventana (ventana NOUN)"),
    ("tecnoeuforia", "prefixation: tecno- + euforia (euforia NOUN)"),
    ("narcoserie", "prefixation: narco- + serie (serie NOUN)"),
    ("bloguero", "suffixation: blog (blog NOUN) + -ero"),
    ("bicicletear", "suffixation: bicicleta (bicicleta NOUN) + -ear"),
    ("memecito", "suffixation: meme (meme NOUN) + -cito"),
    ("webserie", "compounding: web + serie (serie NOUN)"),
    ("algoritmocracia", "compounding: algoritmo (algoritmo NOUN) + -cracia"),
    ("secuencia-xyzzy", "compounding: secuencia + xyzzy?"),
    ("ciber-acoso", "prefixation: ciber- + acoso (acoso NOUN)"),
    ("hashtag", "borrowing: English"),
    ("ghosteo", "suffixation: ghost (English) + -eo"),
    ("smartphonización", "suffixation: smartphone (English) + -ización"),
    ("spoilear", "suffixation: spoil (English) + -ear"),
    ("pythonista", "suffixation: python (English) + -ista"),
    ("hackatón", "suffixation: hack (English) + -atón"),
    ("cervezatón", "suffixation: cerveza (cerveza NOUN) + -atón"),
])
def test_readings_name_the_class_the_parts_and_the_base(recognizer: Recognizer, key: str,
                                                       reading: str) -> None:
    assert formation(key, spanish_forms(), recognizer.analyze, is_english,
                     english_forms()) == reading


def test_no_reading_for_a_form_made_of_nothing_known(recognizer: Recognizer) -> None:
    assert formation("xzqwv", spanish_forms(), recognizer.analyze, is_english) == ""
    assert formation_type("prefixation: ciber- + acoso (acoso NOUN)") == "prefixation"


def test_readings_are_given_to_candidates_only(recognizer: Recognizer) -> None:
    cache = MorphCache(recognizer)
    tags = {"ciberacoso": PLAIN, "memecito": f"{GUESSED}: meme (NOUN)",
            "zaragoza": PROPER}
    readings = formation_readings(tags, cache)
    assert set(readings) == {"ciberacoso", "memecito"}
    assert len(cache) == 0  # the run's cache (its statistics) is left as the pages left it


def test_a_base_only_apertium_knows_gives_a_reading() -> None:
    # tuit and gamificación are Apertium's, not simplemma's: the bases are asked of it
    cache = MorphCache(Recognizer.for_language("es"))
    readings = formation_readings({"tuitera": PLAIN, "antigamificación": PLAIN}, cache)
    assert readings == {"tuitera": "suffixation: tuit (tuit NOUN) + -era",
                        "antigamificación":
                            "prefixation: anti- + gamificación (gamificación NOUN)"}
    assert len(cache) == 0
    # ... but not a rule's evaluative of another word (mmillas: mm + -illas), nor an adverb
    assert formation_readings({"commillas": PLAIN, "indiza": PLAIN}, cache) == {}


def test_affix_bases_are_what_a_reading_looks_up() -> None:
    assert {"tuit", "gamificación"} <= affix_bases("tuitera") | affix_bases("antigamificación")
    assert "recorte" in affix_bases("autorrecorte")  # the doubled r undone
    assert affix_bases("xyz") == set()


def test_the_suffixes_of_a_form_are_tried_longest_first() -> None:
    from analyzers.formation import _LONGEST_SUFFIXES, MIN_PART, _suffix_bases

    # grouped by their last letter, the suffixes a form ends with come in the order of the
    # whole list (the longest one a form has gives its reading)
    for key in ("bloguero", "tuiteras", "ghosteo", "smartphonización", "memecito", "casa"):
        tried = list(dict.fromkeys(suffix for suffix, _ in _suffix_bases(key)))
        assert tried == [s for s in _LONGEST_SUFFIXES
                         if key.endswith(s) and len(key) - len(s) >= MIN_PART], key
    assert ("ero", "blog") in list(_suffix_bases("bloguero"))  # gu -> g at the joint
