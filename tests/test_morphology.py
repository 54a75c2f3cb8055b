"""Tests of the morphological recognizer, its sources and the memoized cache."""

from __future__ import annotations

import json
import pickle
import shutil
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers import lexicon_sources as src
from analyzers import lexicon_table, morphology
from analyzers.morphology import (
    DERIVED_VERSION,
    LANGUAGES,
    SLIP,
    Analysis,
    MorphCache,
    Recognizer,
    accent_slips,
    load_derived,
    merged_dicts,
    reading_groups,
)

HAS_APERTIUM = shutil.which("lt-proc") is not None and Path(LANGUAGES["es"].apertium).exists()
needs_apertium = pytest.mark.skipif(
    not HAS_APERTIUM,
    reason="Apertium not installed (Debian packages lttoolbox and apertium-spa-cat)")


@pytest.fixture(scope="module")
def rec() -> Recognizer:
    """The pip-only recognizer (no Apertium), loaded once for the module."""
    recognizer = Recognizer.for_language("es", apertium=False)
    yield recognizer
    recognizer.close()


@pytest.fixture(scope="module")
def full() -> Recognizer:
    """The recognizer with Apertium, loaded once for the module."""
    if not HAS_APERTIUM:
        pytest.skip("Apertium not installed (Debian packages lttoolbox and apertium-spa-cat)")
    recognizer = Recognizer.for_language("es", apertium=True)
    yield recognizer
    recognizer.close()


def pairs(analyses: tuple[Analysis, ...]) -> set[tuple[str, str]]:
    """(lemma, UPOS) of the host word (parts of multiword tokens left out)."""
    return {(a.lemma, a.pos) for a in analyses if not a.source.endswith(src.PART)}


def parts(analyses: tuple[Analysis, ...]) -> set[tuple[str, str]]:
    """(lemma, UPOS) of the extra words of a multiword token (clitics, el of del)."""
    return {(a.lemma, a.pos) for a in analyses if a.source.endswith(src.PART)}


# --------------------------------------------------------------------------- the examples

EXAMPLES = [
    ("canto", {("cantar", "VERB"), ("canto", "NOUN")}, set()),
    ("casas", {("casa", "NOUN"), ("casar", "VERB")}, set()),
    ("dímelo", {("decir", "VERB")}, {("yo", "PRON"), ("él", "PRON")}),
    ("comérselo", {("comer", "VERB")}, {("él", "PRON")}),
    ("vámonos", {("ir", "VERB")}, {("nosotros", "PRON")}),
    ("niñas", {("niño", "NOUN")}, set()),
    ("rápidamente", {("rápido", "ADV")}, set()),
    ("del", {("de", "ADP")}, {("el", "DET")}),
]


@pytest.mark.parametrize(("form", "host", "extra"), EXAMPLES)
def test_spec_examples_without_apertium(rec: Recognizer, form: str, host: set, extra: set):
    found = rec.analyze(form)
    assert host <= pairs(found), found
    assert extra <= parts(found), found


@needs_apertium
@pytest.mark.parametrize(("form", "host", "extra"), EXAMPLES)
def test_spec_examples_with_apertium(full: Recognizer, form: str, host: set, extra: set):
    found = full.analyze(form)
    assert host <= pairs(found), found
    assert extra <= parts(found), found


def test_features_of_inflected_noun(rec: Recognizer):
    niñas = [a for a in rec.analyze("niñas") if a.lemma == "niño" and a.pos == "NOUN"]
    assert any(a.features == "Gender=Fem|Number=Plur" for a in niñas), niñas


def test_dimelo_host_is_an_imperative(rec: Recognizer):
    decir = [a for a in rec.analyze("dímelo") if a.lemma == "decir"]
    assert any("Mood=Imp" in a.features for a in decir), decir


def test_comerselo_clitics_are_se_and_lo(rec: Recognizer):
    clitics = [a for a in rec.analyze("comérselo") if a.source.endswith(src.PART)]
    assert any("Reflex=Yes" in a.features for a in clitics)  # se
    assert any("Case=Acc|Gender=Masc|Number=Sing" in a.features for a in clitics)  # lo


def test_contraction_parts_are_marked(rec: Recognizer):
    found = rec.analyze("del")
    assert Analysis("de", "ADP", "", "closed") in found
    assert [a.source for a in found if a.lemma == "el"] == ["closed:part"]


def test_ud_lemmas_of_closed_classes(rec: Recognizer):
    assert ("él", "PRON") in pairs(rec.analyze("lo"))
    assert ("el", "DET") in pairs(rec.analyze("lo"))
    assert ("yo", "PRON") in pairs(rec.analyze("me"))
    assert ("su", "DET") in pairs(rec.analyze("sus"))
    assert pairs(rec.analyze("y")) == {("y", "CCONJ")}  # no guessed noun reading


def test_auxiliaries_get_both_categories(rec: Recognizer):
    assert {("ser", "AUX"), ("ser", "VERB")} <= pairs(rec.analyze("es"))
    assert {("ser", "AUX"), ("ir", "VERB")} <= pairs(rec.analyze("fueron"))


def test_unrecognized_forms_have_no_analysis(rec: Recognizer):
    # misspelt (no accent) and a coinage: neologism candidates
    assert rec.analyze("deteccion") == ()
    assert rec.analyze("nanoesporas") == ()


def test_recognition_is_case_insensitive(rec: Recognizer):
    for form in ("canto", "dímelo", "del", "rápidamente"):
        lower = rec.analyze(form)
        assert rec.analyze(form.upper()) == lower
        assert rec.analyze(form.capitalize()) == lower


def test_clitic_needs_written_accent_on_long_imperative(rec: Recognizer):
    # hablase is a subjunctive, not habla + se (that would be háblase)
    assert parts(rec.analyze("hablase")) == set()
    assert ("él", "PRON") in parts(rec.analyze("háblase"))


def test_vosotros_imperative_restores_dropped_d(rec: Recognizer):
    found = rec.analyze("sentaos")
    assert ("sentar", "VERB") in pairs(found)
    assert ("vosotros", "PRON") in parts(found)


def test_os_needs_a_host_not_in_the_singular(rec: Recognizer):
    # di + os would be an imperative of tú carrying vosotros' clitic: dios is a noun
    assert parts(rec.analyze("dios")) == set()
    for form, verb in (("sentaos", "sentar"), ("dándoos", "dar"), ("iros", "ir")):
        found = rec.analyze(form)
        assert (verb, "VERB") in pairs(found) and ("vosotros", "PRON") in parts(found)


@pytest.mark.parametrize("form", ["agua", "cielo", "gato", "adoptado"])
def test_a_verb_lemma_is_an_infinitive(rec: Recognizer, form: str):
    # the dictionaries pair these forms with themselves as verbs (cielo VerbForm=Inf)
    verbs = {lemma for lemma, pos in pairs(rec.analyze(form)) if pos in ("VERB", "AUX")}
    assert form not in verbs
    assert all(v.removesuffix("se").endswith(("ar", "er", "ir", "ír")) for v in verbs)


@needs_apertium
def test_a_guessed_category_apertium_contradicts_is_dropped(full: Recognizer, rec: Recognizer):
    # despacio NOUN and desinhibición ADJ are guessed from the lemma's shape; Apertium's
    # dictionary says ADV and NOUN
    assert pairs(full.analyze("despacio")) == {("despacio", "ADV")}
    assert ("desinhibición", "ADJ") not in pairs(full.analyze("desinhibición"))
    # without Apertium nothing contradicts the guess: it stays
    assert ("despacio", "NOUN") in pairs(rec.analyze("despacio"))
    # kept beside Apertium: a noun beside its adjective, an adjective beside its participle
    assert {("misionero", "NOUN"), ("misionero", "ADJ")} <= pairs(full.analyze("misionero"))
    assert ("autofinanciado", "ADJ") in pairs(full.analyze("autofinanciados"))


@pytest.mark.parametrize(("form", "lemma", "pos"), [
    ("arbolito", "árbol", "NOUN"), ("cafecito", "café", "NOUN"),
    ("larguísimo", "largo", "ADJ"), ("amabilísimas", "amable", "ADJ"),
    ("venadito", "venado", "NOUN"),
])
def test_diminutives_and_superlatives(rec: Recognizer, form: str, lemma: str, pos: str):
    found = [a for a in rec.analyze(form) if (a.lemma, a.pos) == (lemma, pos)]
    assert found and found[0].source == "rules", rec.analyze(form)


def test_masculine_diminutive_not_from_feminine_base(rec: Recognizer):
    assert ("venada", "NOUN") not in pairs(rec.analyze("venadito"))


def test_analyze_many_matches_analyze(rec: Recognizer):
    forms = ["canto", "Casas", "dímelo", "xyzzyq"]
    batch = rec.analyze_many(forms)
    assert list(batch) == forms
    assert all(batch[f] == rec.analyze(f) for f in forms)


def test_sources_describe_each_source(rec: Recognizer):
    names = {s["name"] for s in rec.sources}
    assert {"closed", "spacy", "simplemma", "rules"} <= names
    assert "apertium" not in names
    for source in rec.sources:
        assert source["version"] and source["license"] and source["size"] > 0


# --------------------------------------------------------------------------- cache


def test_cache_counts_hits_and_misses(rec: Recognizer):
    cache = MorphCache(rec)
    cache.get("canto")
    cache.get("Canto")  # same lower-cased key
    cache.get("casas")
    assert (cache.hits, cache.misses, len(cache)) == (1, 2, 2)
    cache.get_many(["CASAS", "niñas", "niñas"])
    assert (cache.hits, cache.misses) == (3, 3)
    assert cache.stats() == {"entries": 3, "hits": 3, "misses": 3}
    assert cache.get("canto") == rec.analyze("canto")


def test_cache_get_many_keeps_the_given_forms_and_batches_the_misses(rec: Recognizer):
    cache = MorphCache(rec)
    cache.get("casas")
    forms = ["Dímelo", "dímelo", "CASAS", "zzqxw", "casas"]
    found = cache.get_many(f for f in forms)  # any iterable, keys as given
    assert list(found) == forms
    assert all(found[f] == rec.analyze(f.lower()) for f in forms)
    assert found["zzqxw"] == () and found["Dímelo"]
    # dímelo and zzqxw were missing: one miss each, whatever their spelling; 3 hits
    assert (cache.hits, cache.misses, len(cache)) == (0 + 3, 1 + 2, 3)


def test_cache_peek_many_looks_aside_and_keeps_what_it_asked(
        rec: Recognizer, monkeypatch: pytest.MonkeyPatch):
    cache = MorphCache(rec)
    cache.get("casas")
    asked: list[list[str]] = []
    analyze_many = rec.analyze_many

    def counting(forms):
        forms = list(forms)
        asked.append(forms)
        return analyze_many(forms)

    monkeypatch.setattr(rec, "analyze_many", counting)
    found = cache.peek_many(["Atención", "CASAS", "atención", "zzqxw"])
    assert list(found) == ["Atención", "CASAS", "atención", "zzqxw"]
    assert found["Atención"] == found["atención"] == analyze_many(["atención"])["atención"]
    assert found["CASAS"] == cache.get("casas") and found["zzqxw"] == ()
    assert asked == [["atención", "zzqxw"]]  # one batch, the run's forms not asked again
    # neither counted nor made the run's forms (the triage ranks those seen in the run)
    assert "atención" not in cache and len(cache) == 1
    assert (cache.hits, cache.misses) == (1, 1)  # the get above, not the peeks
    assert cache.peek("zzqxw") == () and cache.peek("ATENCIÓN") == found["atención"]
    assert len(asked) == 1  # kept aside for the run


def _rule_sizes_by_scanning(rec: Recognizer, form: str) -> list[int]:
    """Suffix lengths of ``form`` that have rules, longest first: every length tried."""
    return [size for size in range(len(form), -1, -1)
            if (form[len(form) - size:] if size else "") in rec._suffix_rules]


@given(st.text(alphabet="aeioudrsnlctmgáéíóúñ", max_size=14))
@settings(max_examples=300, deadline=None)
def test_suffix_trie_finds_every_rule_suffix(rec: Recognizer, form: str):
    assert rec._rule_sizes(form) == _rule_sizes_by_scanning(rec, form)


def test_suffix_trie_on_real_forms(rec: Recognizer):
    forms = ["cantábamos", "niñas", "rápidamente", "casitas", "comiéramos", "a", "", "xyz"]
    sizes = [rec._rule_sizes(f) for f in forms]
    assert sizes == [_rule_sizes_by_scanning(rec, f) for f in forms]
    assert sizes[0] and sizes[0] == sorted(sizes[0], reverse=True)


@pytest.mark.parametrize("name", ["cache.json", "cache.sqlite"])
def test_cache_persistence_round_trip(rec: Recognizer, tmp_path: Path, name: str):
    cache = MorphCache(rec)
    cache.get_many(["dímelo", "del", "deteccion"])
    path = tmp_path / name
    cache.save(path)
    again = MorphCache(rec)
    assert again.load(path) == 3
    assert again.get("dímelo") == cache.get("dímelo")
    assert again.get("deteccion") == ()
    assert (again.hits, again.misses) == (2, 0)


def test_cache_load_rejects_foreign_json(rec: Recognizer, tmp_path: Path):
    path = tmp_path / "other.json"
    path.write_text(json.dumps({"forms": {}}), encoding="utf-8")
    with pytest.raises(ValueError, match="other.json"):
        MorphCache(rec).load(path)


def test_cache_load_names_a_file_that_is_no_cache(rec: Recognizer, tmp_path: Path):
    text, sqlite = tmp_path / "cut.json", tmp_path / "text.sqlite"
    text.write_text('{"format": "daweb-morph-cache-1", "for', encoding="utf-8")
    sqlite.write_text("not a database, written over by mistake\n" * 100, encoding="utf-8")
    for path in (text, sqlite):
        with pytest.raises(ValueError, match=path.name):
            MorphCache(rec).load(path)


@pytest.mark.parametrize("name", ["cache.json", "cache.sqlite"])
def test_cache_of_another_analyses_version_is_not_loaded(rec: Recognizer, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch,
                                                         name: str):
    cache = MorphCache(rec)
    cache.get_many(["dímelo", "del"])
    path = tmp_path / name
    monkeypatch.setattr(morphology, "ANALYSES_VERSION", morphology.ANALYSES_VERSION - 1)
    cache.save(path)  # as an older DAWeb saved it
    monkeypatch.undo()
    again = MorphCache(rec)
    assert again.load(path) == 0 and len(again) == 0


# --------------------------------------------------------------------------- user lexicon


def test_user_lexicon_adds_analyses(tmp_path: Path):
    path = tmp_path / "user.tsv"
    path.write_text("# comment\n\nWebcómics\twebcómic\tNOUN\tNumber=Plur\n"
                    "pal\tpara+el\tADP+DET\n", encoding="utf-8")
    table = src.load_tsv_lexicon(path, "user")
    assert table["webcómics"] == (Analysis("webcómic", "NOUN", "Number=Plur", "user"),)
    assert table["pal"] == (Analysis("para", "ADP", "", "user"),
                            Analysis("el", "DET", "", "user:part"))


def test_user_lexicon_in_recognizer(tmp_path: Path):
    path = tmp_path / "user.tsv"
    path.write_text("nanoesporas\tnanoespora\tNOUN\tGender=Fem|Number=Plur\n", encoding="utf-8")
    recognizer = Recognizer.for_language("es", apertium=False, user_lexicon=path)
    assert recognizer.analyze("Nanoesporas") == (
        Analysis("nanoespora", "NOUN", "Gender=Fem|Number=Plur", "user"),)
    assert any(s["name"] == "user" for s in recognizer.sources)


@pytest.mark.parametrize("bad", ["solo-una-columna", "a\tb", "x\ty\tnoun", "del\tde+el\tADP"])
def test_malformed_user_line_names_file_and_line(tmp_path: Path, bad: str):
    path = tmp_path / "mine.tsv"
    path.write_text(f"# header\nok\tok\tNOUN\n{bad}\n", encoding="utf-8")
    with pytest.raises(src.LexiconError, match=r"mine\.tsv:3"):
        src.load_tsv_lexicon(path, "user")


def test_bundled_lexicons_parse():
    closed = src.load_tsv_lexicon(src_path("closed-class.es.tsv"), "closed")
    assert len(closed) > 300
    assert src.load_tsv_lexicon(src_path("user.es.tsv"), "user") == {}  # template only


def src_path(name: str) -> Path:
    """A bundled lexicon file."""
    return Path(__file__).resolve().parent.parent / "lexicons" / name


# --------------------------------------------------------------------------- Apertium


def test_escape_apertium_special_characters():
    assert src.escape_apertium("a^b$c/d[e]f<g>h@i{j}k\\l") == (
        "a\\^b\\$c\\/d\\[e\\]f\\<g\\>h\\@i\\{j\\}k\\\\l")
    assert src.escape_apertium("canción") == "canción"


def test_parse_unit_splits_readings_and_clitics():
    unit = "dímelo/decir<vblex><imp><p2><sg>+me<prn><enc><p1><mf><sg>+lo<prn><enc><p3><nt>"
    readings = src.parse_unit(unit)
    assert readings == [[("decir", ["vblex", "imp", "p2", "sg"]),
                         ("me", ["prn", "enc", "p1", "mf", "sg"]),
                         ("lo", ["prn", "enc", "p3", "nt"])]]
    assert src.parse_unit("sarten/*sarten") == []


@needs_apertium
def test_apertium_stream_survives_special_characters():
    proc = src.ApertiumProcess(Path(LANGUAGES["es"].apertium))
    try:
        forms = ["a^b", "x$", "c/d", "[z]", "<t>", "@", "{", "\\", "canto", "casas"]
        out = proc.analyze(forms)
        assert set(out) == set(forms)
        # the stream stays in step: the ordinary words after the special ones are right
        assert any(w[0][0] == "cantar" for w in out["canto"])
        assert any(w[0][0] == "casar" for w in out["casas"])
        again = proc.analyze(["canto"])  # and the process is still usable
        assert again["canto"] == out["canto"]
    finally:
        proc.close()


@needs_apertium
def test_apertium_batches_many_forms():
    proc = src.ApertiumProcess(Path(LANGUAGES["es"].apertium))
    try:
        forms = [f"casa{'s' * (i % 2)}" for i in range(2)] + [f"zzq{i}" for i in range(1500)]
        out = proc.analyze(forms)
        assert len(out) == len(set(forms))
        assert out["casas"] and out["zzq7"] == []
    finally:
        proc.close()


@needs_apertium
def test_apertium_analyses_are_ud(full: Recognizer):
    # Apertium's enclitic lemmas (le, se, lo) become UD personal pronouns
    apertium_parts = [a for a in full.analyze("comérselo") if a.source == "apertium:part"]
    assert apertium_parts and all(a.lemma == "él" for a in apertium_parts)
    crear = [a for a in full.analyze("creo") if a.lemma == "crear"]
    assert crear[0].source == "apertium" and crear[0].pos == "VERB"
    assert "Mood=Ind" in crear[0].features and "Person=1" in crear[0].features
    # our closed-class lexicon keeps UD lemmas: su, not Apertium's suyo
    assert pairs(full.analyze("su")) == {("su", "DET")}
    assert any(s["name"] == "apertium" for s in full.sources)


def shapes(found: tuple[Analysis, ...]) -> set[tuple[tuple[str, str], ...]]:
    """Each reading of ``found`` as its (lemma, category) sequence."""
    return {tuple((a.lemma, a.pos) for a in group) for group in reading_groups(found)}


@needs_apertium
@pytest.mark.parametrize(("form", "verb", "pronouns"), [
    # Apertium and the rules both give usar + la: one pronoun, whichever is listed first
    ("usarla", ("usar", "VERB"), [("él", "PRON")]),
    # decir, dar (dí) and the rest: each host carries both its clitics
    ("dímelo", ("decir", "VERB"), [("yo", "PRON"), ("él", "PRON")]),
    ("dáselo", ("dar", "VERB"), [("él", "PRON"), ("él", "PRON")]),
    # the AUX copy of haber carries lo as the VERB reading does
    ("haberlo", ("haber", "AUX"), [("él", "PRON")]),
    ("haberlo", ("haber", "VERB"), [("él", "PRON")]),
])
def test_each_verb_reading_carries_its_own_clitics(full: Recognizer, form: str,
                                                   verb: tuple[str, str],
                                                   pronouns: list[tuple[str, str]]):
    found = shapes(full.analyze(form))
    assert (verb, *pronouns) in found, found
    # no reading carries a pronoun twice over (usar + él + él)
    assert all(len(shape) <= len(pronouns) + 1 for shape in found), found


@needs_apertium
def test_apertium_reads_a_verb_with_enclitics_instead_of_the_rules_splits(full: Recognizer,
                                                                         rec: Recognizer):
    # the rules also try dime (dimir, in two word lists) and di (dar) as hosts
    assert shapes(full.analyze("dímelo")) == {
        (("decir", "VERB"), ("yo", "PRON"), ("él", "PRON"))}
    assert all(shape[0] == ("dar", "VERB") for shape in shapes(full.analyze("dárselo")))
    # without Apertium the rules' readings stay
    assert any(shape[0] == ("decir", "VERB") for shape in shapes(rec.analyze("dímelo")))


@needs_apertium
def test_a_clitic_apertium_names_by_its_lemma_keeps_its_gender_and_number(full: Recognizer):
    # Apertium's lemma of la, las, los is lo; the closed lexicon's lo is masculine singular
    for form, features in (("usarla", "Gender=Fem|Number=Sing"),
                           ("usarlas", "Gender=Fem|Number=Plur"),
                           ("usarlos", "Gender=Masc|Number=Plur")):
        (pronoun,) = [a for a in full.analyze(form) if a.source.endswith(src.PART)]
        assert features in pronoun.features, (form, pronoun)


@needs_apertium
def test_a_clitic_of_two_lemmas_makes_two_readings(full: Recognizer):
    # nos is nosotros or yo: ir + nosotros, ir + yo, not ir + nosotros + yo
    found = shapes(full.analyze("vámonos"))
    assert found == {(("ir", "VERB"), ("nosotros", "PRON")), (("ir", "VERB"), ("yo", "PRON"))}


@needs_apertium
def test_apertium_adds_readings_dictionaries_miss(full: Recognizer, rec: Recognizer):
    # creo: creer (dictionaries) and crear (Apertium)
    assert ("crear", "VERB") in pairs(full.analyze("creo"))
    assert ("creer", "VERB") in pairs(full.analyze("creo"))


def test_apertium_required_but_absent_raises(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(shutil, "which", lambda name: None)
    with pytest.raises(FileNotFoundError, match="Apertium"):
        Recognizer._start_apertium(LANGUAGES["es"], True)
    assert Recognizer._start_apertium(LANGUAGES["es"], None) is None


@needs_apertium
def test_analyze_many_with_apertium_matches_analyze(full: Recognizer):
    # the batch's own sources run while lt-proc works on the same forms
    forms = ["canto", "Casas", "dímelo", "xyzzyq", "creo", "CREO", "del"]
    batch = full.analyze_many(forms)
    assert list(batch) == forms
    assert all(batch[f] == full.analyze(f) for f in forms)
    assert any(a.source == "apertium" for a in batch["creo"])


@needs_apertium
def test_an_error_of_our_sources_is_not_taken_for_apertium_failing(
        full: Recognizer, monkeypatch: pytest.MonkeyPatch):
    class Boom(Exception):
        pass

    def broken(form: str) -> list[Analysis]:
        raise Boom(form)

    expected = full.analyze("casas")
    monkeypatch.setattr(full, "prepared", None)  # computed, not looked up
    monkeypatch.setattr(full, "_analyze_lower", broken)
    with pytest.raises(Boom):
        full.analyze_many(["cantamos", "casas"])
    monkeypatch.undo()
    assert full.uses_apertium  # lt-proc was not given up
    assert full.analyze("casas") == expected  # and its stream is still in step


def test_categories_follow_the_lemma_pos_strings(rec: Recognizer):
    # each distinct value ("NOUN?,ADJ?") is parsed once; the parse must say what it says
    upos = {"NOUN", "ADJ", "VERB", "AUX", "ADV", "PROPN", "ADP", "DET", "PRON", "X"}
    values: dict[str, str] = {}
    for lemma, value in rec._derived.lemma_pos.items():
        values.setdefault(value, lemma)
    assert len(values) > 5
    for value, lemma in values.items():
        cats = value.split(",")
        for pos in upos:
            assert rec._has_category(lemma, pos, guessed_ok=False) == (pos in cats)
            assert rec._has_category(lemma, pos, guessed_ok=True) == (
                pos in cats or pos + "?" in cats)
    assert not rec._has_category("zzqxnotalemma", "NOUN", guessed_ok=True)


@needs_apertium
def test_recognizer_survives_a_dead_apertium(caplog: pytest.LogCaptureFixture):
    # computed, not looked up: the prepared analyses would answer without lt-proc
    recognizer = Recognizer.for_language("es", apertium=True, prepared=False)
    recognizer._apertium._proc.kill()  # simulate lt-proc crashing mid-run
    recognizer._apertium._proc.wait()
    found = recognizer.analyze("canto")
    assert ("cantar", "VERB") in pairs(found)  # the other sources still answer
    assert not recognizer.uses_apertium
    assert "Apertium stopped" in caplog.text


def test_unknown_language_is_a_clear_error():
    with pytest.raises(ValueError, match="no morphology data for language 'xx'"):
        Recognizer.for_language("xx")


@pytest.mark.parametrize("form", ["en", "a", "de"])
def test_function_words_carry_no_lookup_noise(rec: Recognizer, form: str):
    # spaCy's lemma_lookup says en/a → ir and de → dar; nothing else confirms it
    assert "VERB" not in {a.pos for a in rec.analyze(form)}
    assert "ADP" in {a.pos for a in rec.analyze(form)}


# --------------------------------------------------------------------------- spelling rules
# Misspellings our rules used to take apart as words, found on real text (docs/neologisms.md).


@pytest.mark.parametrize(("word", "placed"), [
    ("canción", True), ("está", True), ("césped", True), ("árbol", True), ("área", True),
    ("línea", True), ("dímelo", True), ("quedándose", True), ("oírla", True), ("reúnen", True),
    ("estudiáis", True), ("guión", True), ("casa", True), ("fué", True),
    ("activélo", False), ("quedandóse", False), ("versións", False), ("remóte", False),
    ("certificáte", False), ("conocído", False),
])
def test_accent_well_placed(word: str, placed: bool):
    from analyzers.morphology import accent_well_placed

    assert accent_well_placed(word, LANGUAGES["es"]) is placed


@pytest.mark.parametrize("form", ["quedandóse", "versións", "versiónes", "veáse",
                                  "echádle"])
def test_rules_do_not_take_misspellings_apart(rec: Recognizer, form: str):
    assert rec.analyze(form) == ()


@pytest.mark.parametrize(("form", "lemma"), [("quedóse", "quedar"), ("volvíme", "volver"),
                                             ("dícense", "decir")])
def test_enclitics_of_the_old_spelling(rec: Recognizer, form: str, lemma: str):
    # before 2010 a verb form kept its accent with enclitics: quedó + se = quedóse
    assert (lemma, "VERB") in pairs(rec.analyze(form))
    assert parts(rec.analyze(form))


@pytest.mark.parametrize(("form", "lemma"), [("actívelo", "activar"),
                                             ("quedándose", "quedar"),
                                             ("pongámonos", "poner")])
def test_well_spelled_clitic_forms_still_split(rec: Recognizer, form: str, lemma: str):
    assert (lemma, "VERB") in pairs(rec.analyze(form))


def test_accented_monosyllables_of_the_old_spelling(rec: Recognizer):
    assert {("ser", "AUX"), ("ir", "VERB")} <= pairs(rec.analyze("fué"))
    assert ("dar", "VERB") in pairs(rec.analyze("dió"))
    for form in ("tí", "á", "ún", "crées"):  # no verb, or two syllables: left to the triage
        assert rec.analyze(form) == (), form


def _persons(analyses: tuple[Analysis, ...], lemma: str, mood: str) -> set[str]:
    """The Person values of ``lemma``'s verb analyses in ``mood``."""
    return {f.split("Person=")[1][0] for a in analyses if a.lemma == lemma
            and a.pos == "VERB" and f"Mood={mood}" in (f := a.features) and "Person=" in f}


@pytest.mark.parametrize("form, lemma", [("habló", "hablar"), ("comió", "comer"),
                                         ("cantó", "cantar"), ("estuvo", "estar"),
                                         ("dijo", "decir"), ("hablaron", "hablar")])
def test_third_person_preterite_is_no_second_person(rec: Recognizer, form: str, lemma: str):
    assert _persons(rec.analyze(form), lemma, "Ind") == {"3"}


@pytest.mark.parametrize("form, lemma", [("diga", "decir"), ("cante", "cantar"),
                                         ("haga", "hacer")])
def test_usted_subjunctive_is_no_second_person(rec: Recognizer, form: str, lemma: str):
    found = rec.analyze(form)
    assert _persons(found, lemma, "Sub") == {"1", "3"}
    assert "2" not in _persons(found, lemma, "Imp")


@pytest.mark.parametrize("form, lemma, mood", [
    ("hablaste", "hablar", "Ind"), ("cantes", "cantar", "Sub"), ("habla", "hablar", "Imp"),
    ("di", "decir", "Imp"), ("hablabas", "hablar", "Ind"), ("hablarías", "hablar", "Cnd"),
    ("habláis", "hablar", "Ind"), ("cantaras", "cantar", "Sub")])
def test_true_second_persons_keep_person_2(rec: Recognizer, form: str, lemma: str, mood: str):
    assert "2" in _persons(rec.analyze(form), lemma, mood)


def test_a_verb_form_is_no_noun_only_spacys_index_lists(rec: Recognizer):
    assert {a.pos for a in rec.analyze("está")} <= {"VERB", "AUX"}


def test_accent_slips_are_variants_about_as_frequent_as_the_form():
    listed = {"esta", "está", "mas", "más", "el", "él", "como", "cómo", "taller", "táller",
              "número", "tambien", "también"}
    # él and cómo are far rarer than el and como; táller is no word wordfreq knows;
    # numero is not listed
    assert accent_slips(LANGUAGES["es"], listed) == {
        "esta": ("está",), "mas": ("más",), "tambien": ("también",)}


def test_a_slip_adds_its_variants_readings_after_the_forms_own(rec: Recognizer):
    esta = rec.analyze("esta")
    own = [a for a in esta if a.source != SLIP]
    assert ("este", "DET") in pairs(own) and esta[:len(own)] == tuple(own)
    assert {(a.lemma, a.pos) for a in esta if a.source == SLIP} >= {("estar", "AUX"),
                                                                    ("estar", "VERB")}
    assert ("también", "ADV") in {(a.lemma, a.pos) for a in rec.analyze("tambien")
                                  if a.source == SLIP}
    # no reading twice (sólo ADV is solo's own), none for a rare variant (él)
    assert ("sólo", "ADV") not in {(a.lemma, a.pos) for a in rec.analyze("solo")
                                   if a.source == SLIP}
    assert not [a for a in rec.analyze("el") if a.source == SLIP]
    assert not [a for a in rec.analyze("está") if a.source == SLIP]


def test_the_slip_spelling_of_an_accented_word_is_its_form_without_the_accent(rec: Recognizer):
    assert rec.slip_spelling("está") == "esta" and rec.slip_spelling("también") == "tambien"
    # no slip: él is far rarer than el, casa has no accent, año's ñ is no accent
    assert [rec.slip_spelling(w) for w in ("él", "casa", "año", "esta")] == [None] * 4


def test_a_guessed_lemma_our_closed_lexicon_lists_has_its_categories(rec: Recognizer):
    # simplemma gives despues -> después, ademas -> además with no category; the shape of
    # the lemma alone said NOUN
    assert pairs(rec.analyze("despues")) == {("después", "ADV")}
    assert ("además", "ADV") in pairs(rec.analyze("ademas"))
    assert ("además", "NOUN") not in pairs(rec.analyze("ademas"))
    # a lemma with categories of its own keeps them (solo is an adjective too)
    assert {("solo", "ADJ"), ("solo", "NOUN")} <= pairs(rec.analyze("solos"))


def test_a_hiatus_host_needs_its_accent(rec: Recognizer):
    assert not rec.analyze("create")  # cre-a + te would be créate
    assert ("crear", "VERB") in pairs(rec.analyze("créate"))


@pytest.mark.parametrize("form", ["the", "of", "and", "is", "for", "to", "my"])
def test_english_function_words_are_no_spanish_words(rec: Recognizer, form: str):
    assert rec.analyze(form) == ()  # simplemma's letter names and quotations only


def test_spanish_words_that_are_english_function_words_too_stay(rec: Recognizer):
    assert ("tener", "VERB") in pairs(rec.analyze("ten"))
    assert rec.analyze("y") and rec.analyze("a") and rec.analyze("no")


@needs_apertium
def test_a_diminutive_of_a_base_no_spanish_source_knows_is_only_a_guess(full: Recognizer):
    assert full.analyze("memecito") == ()
    assert {a.lemma for a in full.guesses("memecito")} & {"meme", "memo"}
    assert ("venado", "NOUN") in pairs(full.analyze("venadito"))  # Apertium knows venado


@needs_apertium
@pytest.mark.parametrize("form, lemma", [("selfie", "selfiar"), ("postureo", "posturear")])
def test_paradigm_only_verb_readings_do_not_hide_a_coinage(full: Recognizer, form: str,
                                                           lemma: str):
    assert full.analyze(form) == ()
    assert lemma in {a.lemma for a in full.guesses(form)}
    assert full.analyze("revistaba")  # a rare verb's past is no noun-shaped coinage
    assert full.guesses("casa") == ()


@pytest.mark.parametrize("form, lemma, pos", [
    ("sub-sección", "sub-sección", "NOUN"), ("fin-de-archivo", "fin-de-archivo", "NOUN"),
    ("hombres-rana", "hombre-rana", "NOUN"), ("político-económicas", "político-económico", "ADJ"),
    ("y/o", "y/o", "CCONJ"), ("secuencia-color", "secuencia-color", "NOUN")])
def test_compounds_are_read_by_their_parts(rec: Recognizer, form: str, lemma: str, pos: str):
    found = rec.analyze(form)
    assert (lemma, pos) in {(a.lemma, a.pos) for a in found if a.source == "compound"}
    assert all(a.pos != "VERB" for a in found if a.source == "compound")
    parts = {a.lemma for a in found if a.source == "compound:part"}
    assert set(lemma.replace("/", "-").split("-")) - {"sub"} <= parts  # each part's analyses


def test_a_compound_with_an_unknown_part_stays_a_candidate(rec: Recognizer):
    assert rec.analyze("secuencia-xyzzy") == () and rec.analyze("tcp/ip") == ()


def test_equal_dictionary_entries_are_one_string(rec: Recognizer):
    # issue 21: the 823 k forms have 91 k distinct entries ("s:casa"); stored and loaded
    # once each, the tables take ~45 MB less
    entries = list(rec._derived.forms.values())
    assert len(entries) > 100_000
    assert len({id(entry) for entry in entries}) == len(set(entries))
    assert len(set(entries)) < len(entries) / 4


def test_the_tables_as_tries_equal_the_dicts_on_every_key(rec: Recognizer):
    # issue 21: the cached tries (loaded in ~0.01 s) give what the dicts gave, key by key
    spacy = src.load_spacy_tables(rec.profile.spacy, lookup=False)
    forms, lemma_pos, sizes = merged_dicts(rec.profile, spacy)
    derived = rec._derived
    assert len(derived.forms) == len(forms) > 800_000 and derived.sizes == sizes
    assert all(derived.forms.get(form) == entry for form, entry in forms.items())
    assert len(derived.lemma_pos) == len(lemma_pos)
    assert all(derived.lemma_pos[lemma] == cats for lemma, cats in lemma_pos.items())
    assert set(derived.forms) == forms.keys()


class _DamagedTrie:
    """Pickles as a table whose trie bytes are garbage (marisa raises RuntimeError)."""

    def __reduce__(self) -> tuple:
        return (lexicon_table._unpickled, (b"damaged", b"", ()))


def test_a_damaged_or_stale_cache_file_is_rebuilt(monkeypatch, tmp_path: Path):
    monkeypatch.setenv("DAWEB_CACHE_DIR", str(tmp_path))
    profile = LANGUAGES["es"]
    spacy = src.load_spacy_tables(profile.spacy, lookup=False)
    built = load_derived(profile, spacy)  # no file: built and stored
    [path] = tmp_path.glob(f"morph-es-*-d{DERIVED_VERSION}.pickle")
    good = path.read_bytes()
    damages = [good[: len(good) // 2], pickle.dumps(_DamagedTrie()), pickle.dumps({"a": "b"})]
    for damaged in damages:
        path.write_bytes(damaged)
        morphology._loaded.clear()  # as a new process: read the file
        again = load_derived(profile, spacy)
        assert again is not built and len(again.forms) == len(built.forms)
        assert again.forms.get("casas") == built.forms.get("casas")
        assert path.read_bytes() != damaged  # stored again
    morphology._loaded.clear()
