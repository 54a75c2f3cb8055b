"""Unrecognized words: contexts and run-level triage."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from word_reference import select_words

from analyzers.document import Occurrence
from analyzers.morphology import MorphCache, Recognizer
from analyzers.neologisms import (
    ACRONYM,
    DIGITS,
    FOREIGN,
    GUESSED,
    PLAIN,
    PROPER,
    TYPO,
    code_parts,
    context,
    contexts,
    respellings,
    triage,
    triage_run,
    written_as_names,
)


@pytest.fixture(scope="module")
def cache() -> MorphCache:
    return MorphCache(Recognizer.for_language("es"))


def occurrences(text: str, key: str) -> list[Occurrence]:
    """Occurrences of ``key`` in ``text`` as the analyzer builds them."""
    found = []
    for s in select_words(text):
        if s.key == key:
            left, right = context(text, s.start, s.end)
            found.append(Occurrence(s.text, s.key, s.kind, s.start, left, right,
                                    s.sentence_start))
    return found


def test_context_cuts_at_word_boundaries() -> None:
    text = "Los investigadores describieron nanoesporas resistentes al calor extremo del desierto"
    start = text.index("nanoesporas")
    left, right = context(text, start, start + len("nanoesporas"), width=20)
    assert left == "describieron "  # "investigadores" would be cut: dropped
    assert right == " resistentes al"  # " resistentes al calor" is 21 characters
    assert len(left) <= 20 and len(right) <= 20


def test_context_shows_breaks_and_handles_edges() -> None:
    text = "Inicio\nwebcómic nuevo\nFin"
    start = text.index("webcómic")
    assert context(text, start, start + 8) == ("Inicio ¶ ", " nuevo ¶ Fin")
    assert context("webcómic", 0, 8) == ("", "")


def test_triage_examples_from_the_issue(cache: MorphCache) -> None:
    def tag(form: str, text: str | None = None) -> str:
        text = text or f"Ayer vimos {form} en la calle"
        return triage(form, occurrences(text, form.lower()), cache)

    assert tag("sarten") == f"{TYPO}: sartén"
    assert tag("deteccion") == f"{TYPO}: detección"
    assert tag("webcómic") == PLAIN
    assert tag("nanoesporas") == PLAIN
    assert tag("COVID19") == DIGITS
    assert tag("ONU") == ACRONYM
    assert tag("download") == FOREIGN
    assert tag("Zaragoza") == PROPER


def test_sentence_initial_capitals_do_not_make_a_proper_noun(cache: MorphCache) -> None:
    text = "Webcómic fue la palabra. Webcómic otra vez. Leímos un webcómic ayer"
    assert triage("webcómic", occurrences(text, "webcómic"), cache) == PLAIN
    text = "Vimos Nanolandia ayer. Nanolandia crece. Hablan de Nanolandia y de nanolandia"
    assert triage("nanolandia", occurrences(text, "nanolandia"), cache) == PROPER


def test_triage_run_covers_every_form(cache: MorphCache) -> None:
    text = "La sarten de Zaragoza. El FMI y la sarten"
    by_form = {k: occurrences(text, k) for k in ("sarten", "zaragoza", "fmi")}
    tags = triage_run(by_form, cache)
    assert tags == {"sarten": f"{TYPO}: sartén", "zaragoza": PROPER, "fmi": ACRONYM}


def test_batched_contexts_equal_single_contexts_on_real_text() -> None:
    from pathlib import Path

    paper = Path(__file__).resolve().parents[2] / "shared" / "reference" / "daweb-paper.es.txt"
    if not paper.exists():
        pytest.skip("paper not present")
    # the extractor's shape: single spaces inside blocks, break marks between them
    text = "\n".join(" ".join(p.split()) for p in paper.read_text(encoding="utf-8").split("\n"))
    seqs = select_words(text)
    starts = [s.start for s in seqs]
    ends = [s.end for s in seqs]
    for width in (0, 7, 40):
        lefts, rights = contexts(text, starts, ends, width)
        assert list(zip(lefts, rights, strict=True)) == [
            context(text, s, e, width) for s, e in zip(starts, ends, strict=True)
        ]


@given(st.text(alphabet=st.sampled_from(list("ab \n.,é")), max_size=80),
       st.integers(0, 12))
@settings(max_examples=200, deadline=None)
def test_contexts_never_cut_a_word(text: str, width: int) -> None:
    spans = [(s.start, s.end) for s in select_words(text)]
    lefts, rights = contexts(text, [a for a, _ in spans], [b for _, b in spans], width)
    for (start, end), left, right in zip(spans, lefts, rights, strict=True):
        assert (left, right) == context(text, start, end, width)
        raw_left = left.replace(" ¶ ", "\n")
        raw_right = right.replace(" ¶ ", "\n")
        assert text[:start].endswith(raw_left) and text[end:].startswith(raw_right)
        assert len(raw_left) <= width and len(raw_right) <= width
        before = start - len(raw_left)
        assert before == 0 or not text[before - 1].isalnum() or not raw_left[:1].isalnum()


def test_batched_triage_equals_per_form_triage_on_real_text() -> None:
    """The run's triage checks all accent variants in one recognizer batch: the tags are
    those of one form at a time, and the recognized variants those of one look-up each."""
    from pathlib import Path

    from analyzers.analyzer import AnalysisConfig, Analyzer
    from analyzers.document import SourceDocument
    from analyzers.neologisms import _recognized_many, accent_variants

    reference = Path(__file__).resolve().parents[2] / "shared" / "reference"
    papers = sorted(reference.glob("*.es.txt"))
    if not papers:
        pytest.skip("reference papers not present")
    run_cache = MorphCache(Recognizer.for_language("es"))
    analyzer = Analyzer(AnalysisConfig(mode="all"), run_cache)
    by_form: dict[str, list[Occurrence]] = {}
    for paper in papers:
        result = analyzer.analyze(SourceDocument(f"file://{paper}",
                                                 paper.read_text(encoding="utf-8"), is_html=False))
        for occ in result.unrecognized:
            by_form.setdefault(occ.key, []).append(occ)
    tags = triage_run(by_form, run_cache)
    assert tags == {form: triage(form, occs, run_cache) for form, occs in by_form.items()}
    assert {tag.split(":")[0] for tag in tags.values()} >= {TYPO, FOREIGN, PLAIN, PROPER}
    variants = {v for form in by_form for v in accent_variants(form)}
    one_by_one = {v for v in variants
                  if (run_cache.get(v) if v in run_cache else run_cache.recognizer.analyze(v))}
    assert _recognized_many(run_cache, variants) == one_by_one
    assert one_by_one  # the papers have accent typos or variants the lexicon knows


def test_form_lists_are_stored_once_and_read_back_equal(tmp_path, monkeypatch) -> None:
    import marisa_trie

    from analyzers.neologisms import _english_forms, _stored_forms

    monkeypatch.setenv("DAWEB_CACHE_DIR", str(tmp_path))
    built = _stored_forms("en", _english_forms)
    stored = list(tmp_path.glob("typo-forms-en-*.pickle"))
    assert len(stored) == 1 and not list(tmp_path.glob("*.tmp"))
    assert "the" in built and "computer" in built and "ordenador" not in built
    assert isinstance(built, marisa_trie.Trie)  # ~2 MB where a set took ~19 (issue 21)
    assert _stored_forms("en", frozenset) == built  # read back, not built again
    stored[0].write_bytes(b"damaged")
    assert _stored_forms("en", _english_forms) == built  # a damaged file is rebuilt


def test_known_spanish_forms_are_simplemmas_asked_of_the_recognizers_table(cache) -> None:
    """Issue 21: the known forms are membership queries on the recognizer's table and the
    stored differences, not a second copy of 800 k strings, and are simplemma's forms
    exactly: every form of either list is checked."""
    from analyzers.morphology import dictionary_forms
    from analyzers.neologisms import _dictionary_forms, spanish_forms

    merged = dictionary_forms("es")
    spanish_forms.cache_clear()  # made again now: an earlier test may have loaded other tables
    forms = spanish_forms()
    simplemma = _dictionary_forms("es")
    assert forms.merged is merged  # the recognizer's own table, not a copy
    assert len(merged) > 800_000 and len(simplemma) > 600_000
    assert all(form in forms for form in simplemma)
    assert not any(form in forms for form in merged if form not in simplemma)
    assert "casa" in forms and "zzqxnotaword" not in forms


# --------------------------------------------------------------------------- triage quality
# Failures found on Debian's Spanish manuals and fortunes-es (docs/neologisms.md): each test
# is one general rule, checked on sentences written for it.


def tag_in(cache: MorphCache, text: str, key: str) -> str:
    """The triage tag of ``key`` from its occurrences in ``text`` (contexts included)."""
    return triage(key, occurrences(text, key), cache)


def test_english_contexts_make_english_words_foreign_not_typos(cache: MorphCache) -> None:
    english = "Check the version of the package with this command before you upgrade it"
    assert tag_in(cache, english, "version") == FOREIGN
    spanish = "Instale la version nueva del paquete con esta orden antes de actualizar"
    assert tag_in(cache, spanish, "version") == f"{TYPO}: versión"
    # without contexts (a run's triage reads none) the form alone decides, as before
    assert triage("version", [], cache) == f"{TYPO}: versión"


def test_a_capital_after_a_colon_is_no_proper_noun(cache: MorphCache) -> None:
    changelog = ("ssh: Add option to disable password logins ¶ tor: Add support for the new "
                 "bridges ¶ apache: Add the missing headers to the configuration").replace(
        " ¶ ", "\n")
    assert tag_in(cache, changelog, "add") == FOREIGN
    assert tag_in(cache, "Instalamos Zaragoza: Zaragoza y Zaragoza", "zaragoza") == PROPER


def test_names_seen_only_at_sentence_starts(cache: MorphCache) -> None:
    text = ("Vive peligrosamente. Friedrich Nietzsche. Hay que tener un caos dentro. "
            "Friedrich Nietzsche.")
    assert tag_in(cache, text, "friedrich") == PROPER  # a name, not an English word
    once = "Nunca dijo nada. Friedrich Nietzsche. Ni una palabra. Zarquino Pérez."
    assert tag_in(cache, once, "friedrich") == PROPER  # once, but the dictionary's name
    assert tag_in(cache, once, "zarquino") == PLAIN  # one capital at a sentence start
    assert tag_in(cache, "Hablamos con roland ayer", "roland") == PLAIN  # not rolad
    assert tag_in(cache, text.replace("Nietzsche. Hay", "Nietzsche. friedrich hay"),
                  "friedrich") == PLAIN  # seen in lower case as well


def test_the_triage_does_not_ask_again_what_the_reading_asked(
        monkeypatch: pytest.MonkeyPatch) -> None:
    run_cache = MorphCache(Recognizer.for_language("es"))
    text = "Gracias por la atencion, la informacion y la opinion."
    found = {key: occurrences(text, key) for key in ("atencion", "informacion", "opinion")}
    assert set(respellings(found, run_cache)) == set(found)  # the pages' reading
    asked: list[str] = []
    analyze_many = run_cache.recognizer.analyze_many

    def counting(forms):
        forms = list(forms)
        asked.extend(forms)
        return analyze_many(forms)

    monkeypatch.setattr(run_cache.recognizer, "analyze_many", counting)
    tags = triage_run(found, run_cache)  # the run's end
    assert tags == {"atencion": f"{TYPO}: atención", "informacion": f"{TYPO}: información",
                    "opinion": f"{TYPO}: opinión"}
    assert not {"atención", "información", "opinión"} & set(asked)
    assert len(run_cache) == 0  # asked aside: the run's forms are its pages'


def test_accent_typos_moved_accents_and_short_forms(cache: MorphCache) -> None:
    assert tag_in(cache, "Es un problema díficil de resolver", "díficil") == f"{TYPO}: difícil"
    assert tag_in(cache, "Esto es para tí y para mí", "tí") == f"{TYPO}: ti"
    assert tag_in(cache, "La imágen del sistema", "imágen") == f"{TYPO}: imagen"


def test_respellings_are_the_one_accent_typos_with_one_suggestion(cache: MorphCache) -> None:
    text = ("Gracias por la atencion. Vivo aqui con Debian y uso Debian; ella me sonrio. "
            "Click navigate to open the version. Los blorfos.")
    forms = ("atencion", "aqui", "debian", "sonrio", "navigate", "version", "blorfos")
    found = respellings({key: occurrences(text, key) for key in forms}, cache)
    # Debian is a name (capitals inside sentences: no debían), version an English word in
    # an English passage, sonrio has two suggestions
    assert {k: v for k, (v, _) in found.items()} == {"atencion": "atención", "aqui": "aquí"}
    assert written_as_names({key: occurrences(text, key) for key in forms}) == {"debian"}
    text = "Del siglo XIV. Las URLs de iOS. Irene dijo que sí."
    assert written_as_names({k: occurrences(text, k) for k in ("xiv", "urls", "ios", "irene")}
                            ) == {"urls", "ios"}  # a Roman numeral, a sentence's start
    assert respellings({"atencion": []}, cache) == {}  # judged on occurrences only
    assert found["atencion"][1] == cache.get("atención")
    assert tag_in(cache, "Gracias por la atencion", "atencion") == f"{TYPO}: atención"
    # sonrío and sonrió: two suggestions, tag 4 picks one, a respelling none
    assert tag_in(cache, "Ella me sonrio", "sonrio") == f"{TYPO}: sonrió"


def test_names_are_judged_as_the_triage_tags_them(cache: MorphCache) -> None:
    # written_as_names skips the English judgement of forms no shape makes a name; a form
    # written in mixed case is still judged: in an English passage it is foreign, no name
    forms = {
        "FileName is the name of the file. FileName was set by the user.": "filename",
        "SteamOS es un sistema. SteamOS fue creado por Valve.": "steamos",
        "Browser is the program of the user. Browser was open.": "browser",
        "Vivo con Debian y uso Debian cada día.": "debian",
    }
    for text, key in forms.items():
        occs = occurrences(text, key)
        named = written_as_names({key: occs})
        assert (key in named) == (triage(key, occs, cache) == PROPER), key
    assert triage("filename", occurrences(next(iter(forms)), "filename"), cache) == FOREIGN


def test_accent_suggestions_are_spanish_words(cache: MorphCache) -> None:
    # the recognizer no longer takes misplaced accents apart (activé-lo, versión-s), so no
    # such non-word is offered as the correction
    assert tag_in(cache, "Marque la opción y activelo después", "activelo") == f"{TYPO}: actívelo"
    for english in ("versions", "remote"):
        assert tag_in(cache, f"Vimos {english} ayer", english) == FOREIGN


def test_one_edit_suggestions_need_long_forms_kept_first_letters_and_no_derivation(
        cache: MorphCache) -> None:
    def tag(form: str) -> str:
        return tag_in(cache, f"Luego usamos {form} en el servidor", form)

    assert tag("disponble") == f"{TYPO}: disponible"
    assert tag("prerequisitos") == f"{TYPO}: prerrequisitos"  # pre + r needs rr
    # five letters (medir is an accident), the first letter changed (sembrado): no typos;
    # both start as no Spanish word does, so they are foreign (issue 17)
    assert tag("mkdir") == FOREIGN
    assert tag("xsembrado") == FOREIGN
    for coinage in ("monoplaca", "presembrado", "autofirmado", "paginador"):
        assert tag(coinage) == PLAIN, coinage


def test_a_typo_is_a_slip_a_typist_makes(cache: MorphCache) -> None:
    def tag(form: str) -> str:
        return tag_in(cache, f"Luego vimos los {form} en la calle", form)

    assert tag("caractares") == f"{TYPO}: caracteres"  # a letter the word has elsewhere
    assert tag("achivos") == f"{TYPO}: archivos"  # one left out (not activos: h for t)
    assert tag("diagnísticos") == f"{TYPO}: diagnósticos"  # a vowel for a vowel
    # one letter off a word, but struck for a letter no typist confuses with it: the
    # coinage and the demonym stay candidates
    assert tag("frikis") == PLAIN  # k for á (friáis)
    assert tag("feroés") == PLAIN  # o for r (ferrés)
    # a known noun and a suffix of persons, trades and creeds: a coinage, though one letter
    # added to a verb form (tuitea; tuit is a noun only Apertium lists)
    assert tag("tuiteras") == PLAIN


def test_typing_slips_are_the_slips_anywhere_that_keep_the_first_letter() -> None:
    from analyzers.neologisms import _edits, _wanted_for, typing_slips

    # a doubled first letter (llamar: lamar), the first letter elsewhere in the word (a
    # letter struck for one the word has: the rest includes the first letter), a short word
    for word in ("llamar", "caractares", "ssh", "achivos", "ñandú"):
        anywhere = _edits(word, _wanted_for)
        kept = typing_slips(word)
        assert kept == {s for s in anywhere if s.startswith(word[0])}, word
        assert word not in kept and kept < anywhere


def test_the_typo_search_looks_up_only_slips_a_known_form_may_begin_like() -> None:
    from analyzers.neologisms import spanish_forms, typing_slips

    known = spanish_forms()
    for word, slip_of in (("disponble", "disponible"), ("caractares", "caracteres"),
                          ("paqeutes", "paquetes"), ("diagnísticos", "diagnósticos"),
                          ("herramientsa", "herramientas"), ("servidro", "servidor"),
                          ("achivos", "archivos"), ("xsembrado", None)):
        reach = known.reach(word)
        every, kept = typing_slips(word), typing_slips(word, reach)
        # fewer strings looked up (a fifth to nine tenths of them), the same forms found
        assert kept < every, word
        assert known.among(kept) == known.among(every), word
        assert (slip_of in known.among(kept)) if slip_of else not known.among(every), word
    # the bound is the least that finds them: one letter less and the slip is missed
    for word, slip_of in (("disponble", "disponible"), ("paqeutes", "paquetes")):
        assert slip_of not in known.among(typing_slips(word, known.reach(word) - 1))


def test_known_forms_among_gives_what_in_gives_one_form_at_a_time() -> None:
    from itertools import islice

    from analyzers.neologisms import accent_variants, one_edit, spanish_forms

    known = spanish_forms()
    # the one-edit and accent variants of real words and typos, as the triage asks them
    for word in ("disponble", "prerequisitos", "version", "configuracion", "servidor"):
        asked = [word[0] + e for e in one_edit(word[1:])] + accent_variants(word)
        found = known.among(asked)
        assert found == {form for form in asked if form in known}, word
    # and the two stored differences the merged forms are corrected by
    differences = [*islice(known.unlisted, 20), *islice(known.listed_only, 20)]
    assert known.among(differences) == {form for form in differences if form in known}
    assert known.unlisted  # the correction is tested for real (listed_only may be empty)
    assert "versión" in known.among(accent_variants("version"))
    assert known.among([]) == set()


def test_the_recognizer_is_asked_only_about_variants_that_can_decide_a_tag() -> None:
    from analyzers.neologisms import _asked_variants, accent_variants, spanish_forms

    # a form read as English: only the variants the dictionary lists (versión, not versíon)
    assert _asked_variants("version", english=True) == ["versión"]
    # and none with an ñ, which English has not (name is no ñame, though ñame is Spanish)
    assert "ñame" in spanish_forms().among(accent_variants("name"))
    assert _asked_variants("name", english=True) == []
    # otherwise every variant, for the recognizer to judge (clitics: navígate)
    assert _asked_variants("navigate", english=False) == accent_variants("navigate")
    assert "navígate" not in spanish_forms().among(accent_variants("navigate"))
    # a derivation is a coinage, no typo: nothing to ask; nor for a short unaccented form
    assert _asked_variants("ciberacoso", english=False) == []
    assert _asked_variants("sol", english=False) == []


def test_english_contractions_and_compounds_are_foreign(cache: MorphCache) -> None:
    from analyzers.neologisms import is_english

    assert tag_in(cache, "el archivo doesn't existe", "doesn't") == FOREIGN
    assert tag_in(cache, "el bootloader del sistema", "bootloader") == FOREIGN
    assert is_english("workaround") and is_english("user's")
    assert not is_english("autoinstalado") and not is_english("metainformación")


def test_an_english_word_with_a_spanish_suffix_is_a_spanish_coinage(cache: MorphCache) -> None:
    from analyzers.neologisms import is_english

    # spoil + ear is no English compound of spoil and ear: a hybrid, a candidate
    for hybrid in ("spoilear", "clickear", "linkear", "ghosteo", "smartphonización"):
        assert not is_english(hybrid), hybrid
        assert tag_in(cache, f"En clase hablamos del {hybrid} de los jóvenes", hybrid) == PLAIN
    # English words themselves stay English, whatever they end in
    assert is_english("linear") and is_english("streamers")


def test_english_words_are_no_typos_of_clitic_forms(cache: MorphCache) -> None:
    # navígate, prívate are Spanish (navega + te), but no dictionary lists them: an English
    # word one accent away from such a form is foreign; from a listed word, a typo
    for english in ("navigate", "private", "hibernate"):
        assert tag_in(cache, f"Vimos {english} ayer", english) == FOREIGN, english
    assert tag_in(cache, "Abra el menu principal", "menu") == f"{TYPO}: menú"
    assert tag_in(cache, "Marque la opción e instalalo", "instalalo") == f"{TYPO}: instálalo"


def test_a_form_only_guessed_is_a_candidate_with_its_guess(cache: MorphCache) -> None:
    # the recognizer does not count these, and the triage shows what it guessed
    assert not cache.recognizer.analyze("postureo")
    assert triage("postureo", occurrences("Mucho postureo en la red", "postureo"),
                  cache) == f"{GUESSED}: posturear (VERB)"
    assert triage("memecito", occurrences("Un memecito gracioso", "memecito"),
                  cache).startswith(f"{GUESSED}: ")


def test_other_scripts_and_english_compounds_are_foreign(cache: MorphCache) -> None:
    for form in ("Ж", "最新", "ω", "č", "ß", "image-menu", "start/stop", "gimp-layer-new"):
        assert triage(form, occurrences(f"Vimos {form} ayer", form.lower()), cache) == FOREIGN
    assert triage("tcp/ip", occurrences("Vimos tcp/ip ayer", "tcp/ip"), cache) != FOREIGN


def test_forms_no_spanish_spelling_gives_are_no_plain_candidates(cache: MorphCache) -> None:
    for form in ("stdout", "nroff", "pfm", "menurc", "libexif"):
        assert triage(form, occurrences(f"Use {form} ahora", form), cache) == FOREIGN
    for form in ("preajuste", "enlosable", "bloguero"):  # coinages spelled the Spanish way
        assert triage(form, occurrences(f"Use {form} ahora", form), cache) != FOREIGN


def test_utf8_read_as_windows_1252_is_a_typo_with_the_repaired_form(cache: MorphCache) -> None:
    occurrence = Occurrence("versiÃ³n", "versiã³n", "alpha", 0, "la ", " nueva", False)
    assert triage("versiã³n", [occurrence], cache) == f"{TYPO}: versión"


def test_identifiers_spelled_as_no_spanish_word_and_prefixed_coinages_are_no_typos(
        cache: MorphCache) -> None:
    def tag(form: str) -> str:
        return triage(form, occurrences(f"Use la orden {form} para ver", form), cache)

    assert tag("rcfile") == FOREIGN  # no Spanish word starts with rc (was: typo of refile)
    assert not tag("ciberacoso").startswith(TYPO)  # ciber- + acoso (was: ciberacosó)


# Lines of Debian's Spanish manual pages (manpages-es: stty(1), logrotate(8), bash(1)),
# rendered as bench/morphology.py's corpus is.
STTY = ("raw igual que -ignbrk -brkint -ignpar -parmrk -inpck -istrip -inlcr -igncr -icrnl "
        "-ixon -ixoff -icanon -opost -isig -iuclc -ixany -imaxbel -xcase min 1 time 0\n"
        "cooked igual que caracteres brkint ignpar istrip icrnl ixon opost isig icanon, eof "
        "y eol a sus valores predeterminados")
LOGROTATE = ("Esta opción puede anularse con la opción nocreate.\nnocreate\nNo se crean "
             "archivos de registro nuevos (esto anula la opción create).")
BASH = "call-last-kbd-macro (C-x e)\nVuelve a ejecutar la última macro de teclado definida"


def test_code_parts_are_the_words_of_identifiers_options_and_paths() -> None:
    parts = code_parts(["--rcfile", "-ixon", "--max-depth", "/etc/X11/xorg.conf", "a_b"])
    assert {"rcfile", "ixon", "max-depth", "max", "depth", "etc", "xorg", "conf"} <= parts
    assert not {"x", "a", "b"} & parts  # too short to tell anything


def test_a_form_written_as_an_option_elsewhere_in_the_run_is_code(cache: MorphCache) -> None:
    # "ixon" in running text is a plain candidate by its spelling alone; the run's option
    # -ixon tells it is code (the stty line gives both)
    selected = select_words(STTY)
    options = [s.text for s in selected if s.kind == "option"]
    assert "-ixon" in options
    occ = occurrences(STTY, "ixon")
    assert triage("ixon", occ, cache) == PLAIN
    assert triage("ixon", occ, cache, code_parts(options)) == FOREIGN
    # a coinage is no code for being near some
    assert triage("preajuste", occurrences("Use preajuste ahora", "preajuste"), cache,
                  code_parts(options)) == PLAIN


def test_negated_options_and_names_made_of_english_or_code_words_are_foreign(
        cache: MorphCache) -> None:
    assert triage("nocreate", occurrences(LOGROTATE, "nocreate"), cache) == FOREIGN
    assert triage("call-last-kbd-macro", occurrences(BASH, "call-last-kbd-macro"),
                  cache) == FOREIGN
    for form in ("time-to-live", "end-of-file", "notime", "nowarn"):
        assert triage(form, occurrences(f"Vimos {form} ayer", form), cache) == FOREIGN
    # a Spanish part keeps a compound Spanish; Spanish writes its "no" apart, so words
    # starting with no- that are no English after it stay candidates
    for form in ("cambio-de-id-de-usuario", "nombre-gruponoticias", "nomofobia"):
        assert triage(form, occurrences(f"Vimos {form} ayer", form), cache) != FOREIGN


def test_a_capital_inside_a_form_makes_a_name_not_a_typo_nor_a_coinage(
        cache: MorphCache) -> None:
    # Debian's manuals: brands and systems, whose one-edit neighbours are Spanish words
    text = "Instala SteamOS o PureOS. SteamOS arranca; el microSD y el domU van con iCloud"
    for key in ("steamos", "pureos", "microsd", "domu", "icloud"):
        assert tag_in(cache, text, key) == PROPER, key
    # mostly written in lower case: the capital once is no proof
    assert tag_in(cache, "un steamos, otro steamos y un SteamOS", "steamos") != PROPER


def test_an_acronym_s_plural_is_an_acronym(cache: MorphCache) -> None:
    text = "Las URLs y las VPNs. APIs nuevas para los ISPs; los IDs van aparte"
    for key in ("urls", "vpns", "apis", "isps", "ids"):
        assert tag_in(cache, text, key) == ACRONYM, key
    assert tag_in(cache, "Vimos a Is y a Is otra vez", "is") != ACRONYM  # one capital
