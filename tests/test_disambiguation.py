"""The reading in context (issue 18): the shipped model, with the real recognizer."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from analyzers.disambiguation import (
    GUESS,
    Disambiguator,
    Model,
    categories,
    examples,
    frequent_forms,
    label,
    marks,
    model_path,
    readings_of,
    tag,
    text_tokens,
    train,
)
from analyzers.morphology import Analysis, Recognizer


@pytest.fixture(scope="module")
def recognizer():
    rec = Recognizer.for_language("es")
    yield rec
    rec.close()


@pytest.fixture
def disambiguator() -> Disambiguator:
    found = Disambiguator.for_language("es")
    assert found is not None, "the Spanish model ships with DAWeb"
    return found


def read(text: str, recognizer: Recognizer, disambiguator: Disambiguator) -> list[tuple]:
    """(form, lemma, categories) of each word of ``text`` as read in context."""
    rows = [r for block in text_tokens(text) for r in tag(block, recognizer.analyze_many,
                                                          disambiguator)]
    return [(r["form"].lower(), r["lemma"], r["pos"]) for r in rows if r["pos"] != "PUNCT"]


def test_readings_group_carried_words_and_merge_feature_variants(recognizer):
    (contraction,) = readings_of(recognizer.analyze("del"))
    assert label(contraction) == "de/ADP+el/DET" and categories(contraction) == "ADP+DET"
    fue = readings_of(recognizer.analyze("fue"))
    # ser AUX/VERB and ir VERB; the 2nd/3rd person variants are one choice each
    assert sorted(label(r) for r in fue) == ["ir/VERB", "ser/AUX", "ser/VERB"]


def test_context_decides_between_readings(recognizer, disambiguator):
    got = read("El canto de los pájaros. Yo la vi en la casa. Es la casa más bonita que he "
               "visto.", recognizer, disambiguator)
    assert got[:2] == [("el", "el", "DET"), ("canto", "canto", "NOUN")]
    las = [pos for form, _, pos in got if form == "la"]
    assert las == ["PRON", "DET", "DET"]  # la vi / en la casa / es la casa
    assert ("es", "ser", "AUX") in got and ("he", "haber", "AUX") in got


def test_an_unknown_word_gets_a_guessed_open_category(recognizer, disambiguator):
    words = ["Los", "blorfos", "nuevos", "llegaron"]
    analyses = recognizer.analyze_many([w.lower() for w in words])
    assert analyses["blorfos"] == ()
    chosen = disambiguator.read([w.lower() for w in words], analyses)
    assert chosen[1][0].source == GUESS and chosen[1][0].lemma == "blorfos"
    assert chosen[1][0].pos in ("NOUN", "ADJ", "VERB", "ADV")
    assert chosen[0][0].source != GUESS


def test_counts_add_up_and_the_memo_gives_the_same_choices(recognizer, disambiguator):
    stream = "la casa que canto es la casa de la que canto , y el canto de ella".split()
    words = Counter(stream)
    del words[","]
    analyses = recognizer.analyze_many(list(words))
    first = disambiguator.counts(stream, analyses, words)
    assert sum(first.values()) == sum(words.values()) == len(stream) - 1
    for key, n in words.items():  # each form's readings add up to its frequency
        assert sum(c for (k, _, _), c in first.items() if k == key) == n
    misses = disambiguator.misses
    assert disambiguator.counts(stream, analyses, words) == first
    assert disambiguator.misses == misses and disambiguator.hits > 0


def test_training_learns_from_context_and_the_model_round_trips(tmp_path: Path):
    """A toy treebank where `sobre` is a noun after a determiner and a preposition
    elsewhere: the perceptron learns it, and a saved model chooses the same."""
    prep, noun = Analysis("sobre", "ADP"), Analysis("sobre", "NOUN")
    lexicon = {"sobre": (prep, noun), "el": (Analysis("el", "DET"),),
               "hablo": (Analysis("hablar", "VERB"),), "abro": (Analysis("abrir", "VERB"),),
               "mesa": (Analysis("mesa", "NOUN"),)}

    def sentence(words: str, gold: list[str]) -> list:
        return [(w, lexicon[w], g) for w, g in zip(words.split(), gold, strict=True)]

    data = [sentence("abro el sobre", ["abrir/VERB", "el/DET", "sobre/NOUN"]),
            sentence("hablo sobre mesa", ["hablar/VERB", "sobre/ADP", "mesa/NOUN"])] * 5
    vocabulary = frequent_forms(data, 2)
    model = train(examples(data, vocabulary), vocabulary)
    path = tmp_path / "m.json.gz"
    model.save(path)
    for m in (model, Model.load(path)):
        tagger = Disambiguator(m)
        assert tagger.read(["el", "sobre"], lexicon)[1] == (noun,)
        assert tagger.read(["hablo", "sobre", "mesa"], lexicon)[1] == (prep,)


def test_marks_say_what_the_recognizer_says_of_each_reading(recognizer):
    analyses = recognizer.analyze("asiáticos")
    got = dict(zip(map(label, readings_of(analyses)), marks("asiáticos", analyses), strict=True))
    # the noun and the adjective both come from spaCy's tables and simplemma's
    assert got["asiático/NOUN"][1:] == ("Ssimplemma|spacy", "N2", "EFalse")
    assert [m[0] for m in got.values()] == ["R0", "R1"]
    espera = recognizer.analyze("espera")
    assert ("Sapertium", "N1", "ETrue") in [m[1:] for m in marks("espera", espera)]
    assert marks("blorfos", ()) == ((), (), (), ())


def test_training_learns_from_the_readings_own_marks():
    """Toy forms whose gold reading is always the one source `b` gives, a noun for some
    forms and a verb for others, in the same context: only the marks tell them apart, and
    the model picks `b`'s reading of a form it never saw."""

    def form(word: str, gold_pos: str) -> tuple:
        other = "VERB" if gold_pos == "NOUN" else "NOUN"
        analyses = (Analysis(word + "a", other, "", "a"), Analysis(word, gold_pos, "", "b"))
        return (word, analyses, f"{word}/{gold_pos}")

    data = [[form(f"w{i}", ("NOUN", "VERB")[i % 2])] for i in range(40)]
    vocabulary = frequent_forms(data, 100)
    model = train(examples(data, vocabulary), vocabulary)
    for pos in ("NOUN", "VERB"):
        word, analyses, _ = form("nuevo", pos)
        (chosen,) = Disambiguator(model).read([word], {word: analyses})[0]
        assert chosen.source == "b" and chosen.pos == pos


def test_the_shipped_model_is_small():
    assert model_path("es").stat().st_size < 1_000_000


def test_a_full_memo_starts_afresh_with_the_same_choices(recognizer, disambiguator,
                                                         monkeypatch):
    import analyzers.disambiguation as module

    stream = "la casa que canto es la casa de la que canto y el canto de ella".split()
    analyses = recognizer.analyze_many(stream)
    first = disambiguator.read(stream, analyses)
    windows = len(disambiguator.memo)
    assert windows > 3
    assert disambiguator.read(stream, analyses) == first
    assert len(disambiguator.memo) == windows  # every window was a hit
    monkeypatch.setattr(module, "MEMO_LIMIT", 3)
    other = ["el", "canto", "y"]
    disambiguator.read(other, recognizer.analyze_many(other))  # starts afresh first
    assert len(disambiguator.memo) < windows
    assert disambiguator.read(stream, analyses) == first
