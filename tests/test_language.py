"""The language of each text block (analyzers/language.py), with the real py3langid model."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.language import (
    CODE,
    HEAD_PIECES,
    MARKERS_NEEDED,
    OWN_MARKERS,
    BlockLanguages,
    _code_share,
)

GSD = Path(__file__).resolve().parents[2] / "shared" / "data" / "es_gsd-ud-dev.conllu"


@pytest.fixture(scope="module")
def spanish() -> BlockLanguages:
    return BlockLanguages("es")


@pytest.mark.parametrize("block, language", [
    ("Install the package with apt and then reboot the machine.", "en"),
    ("Sortida del programa i fitxers de configuració del sistema operatiu.", "ca"),
    ("Le serveur web affiche la page demandée par le navigateur.", "fr"),
    ("(define (AddXY inX inY) (+ inX inY) )", CODE),
    ("[-C|--demangle[=style]] [-r|--no-recurse-limit] [-R|--recurse-limit]", CODE),
    ("La instalación del sistema es sencilla y rápida.", "es"),
    ("The end", "es"),  # two words say too little
    ("; ; ; -- ;", "es"),  # punctuation: no words at all
    ("Pulse el botón Install y espere", "es"),  # a Spanish-only function word: y
    ("warn: advertencia (error potencial);", "es"),  # a few brackets are no code
    ("Cultura (página 2)", "es"),  # a heading's parentheses are no code
    ("Resultados del año (2024) y del anterior (2023)", "es"),
    # longer than the first pieces looked at alone, no marker anywhere
    ("Install the package with apt and then reboot the machine when the upgrade is "
     "complete and the new kernel is in place.", "en"),
])
def test_block_languages(spanish: BlockLanguages, block: str, language: str) -> None:
    assert spanish.language_of(block) == language


def code_share_by_character(block: str) -> float:
    """:func:`_code_share` as its rule reads, a character at a time: the code characters,
    and the parentheses too when there is one or a parenthesis opens inside another."""
    visible = [c for c in block if not c.isspace()]
    code = sum(c in "{}[]<>;=_$\\|" for c in visible)
    depth, nested = 0, False
    for c in visible:
        if c == "(":
            depth += 1
            nested = nested or depth > 1
        elif c == ")":
            depth = max(0, depth - 1)
    if code or nested:
        code += sum(c in "()" for c in visible)
    return code / len(visible) if visible else 0.0


@settings(max_examples=500, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("(){}[]<>;=_$\\| ab\n\u00a0")), max_size=40))
def test_the_code_share_counted_in_c_is_the_rule_read_a_character_at_a_time(block: str) -> None:
    assert _code_share(block) == code_share_by_character(block)
    assert _code_share("(a)(b) c") == 0.0 and _code_share("(a (b)) c") == 4 / 7


PIECES = ["Los", "LAS", "y", "the", "package", "(x)", "--", "Ĳ", "İnstall", "\u00a0", " ", "\t"]


@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=3 * HEAD_PIECES))
def test_markers_found_as_among_all_the_lower_cased_pieces(pieces: list[str]) -> None:
    # the first pieces are looked at alone: markers early, late (past HEAD_PIECES) or
    # absent, upper-cased, beside blanks that are no ASCII space, give what a look at
    # every lower-cased piece gives
    block = " ".join(pieces)
    decided = BlockLanguages("es")._decide(block)
    if len(OWN_MARKERS["es"].intersection(block.lower().split())) >= MARKERS_NEEDED:
        assert decided == "es"


@pytest.mark.skipif(not GSD.exists(), reason="UD Spanish-GSD dev is in ../shared/data")
def test_no_spanish_sentence_of_the_treebank_is_called_another_language(
        spanish: BlockLanguages) -> None:
    sentences = [line[9:] for line in GSD.read_text(encoding="utf-8").splitlines()
                 if line.startswith("# text = ")]
    assert len(sentences) > 1000
    lost = [s for s in sentences if spanish.language_of(s) != "es"]
    assert len(lost) <= len(sentences) // 500, lost[:5]  # ≤ 0.2 % of the sentences


def test_the_cached_model_classifies_as_py3langids_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The compact model walked in C (issue 21) gives py3langid's own answers, whether made
    now, read back, or made again over a damaged file: the same language, the same
    probability but for the last bits (summed in double, not numpy's single precision)."""
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    from analyzers import language

    monkeypatch.setenv("DAWEB_CACHE_DIR", str(tmp_path))
    reference = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    reference.set_languages(list(language.CANDIDATES))
    blocks = ["Install the package with apt and then reboot the machine.",
              "Sortida del programa i fitxers de configuració del sistema operatiu.",
              "O servidor mostra a páxina que pide o navegador.",
              "Der Server zeigt die Seite an, die der Browser anfordert.",
              "La instalación del sistema es sencilla y rápida.",
              "LE SERVEUR AFFICHE LA PAGE DEMANDÉE", "Ça̧ ﬁn \udcff ✓ 漢字", "zzz", ""]
    if GSD.exists():  # real Spanish sentences, each one walk of the automaton
        blocks += [line[9:] for line in GSD.read_text(encoding="utf-8").splitlines()
                   if line.startswith("# text = ")][:500]
    expected = [reference.classify(block) for block in blocks]
    for damage in (None, None, b"not a pickle", b"\x80\x05N.", b""):
        if damage is not None:
            for cached in tmp_path.glob("langid-*"):
                cached.write_bytes(damage)
        language._identifier.cache_clear()
        try:
            model = language._identifier()
            assert model is not None and model.languages == tuple(reference.nb_classes)
            found = [model.classify(block) for block in blocks]
        finally:
            language._identifier.cache_clear()
        assert [code for code, _ in found] == [code for code, _ in expected]
        assert [probability for _, probability in found] == pytest.approx(
            [float(probability) for _, probability in expected], abs=1e-5)
    assert len(list(tmp_path.glob("langid-*.pickle"))) == 1


def test_a_model_whose_tables_do_not_agree_is_refused() -> None:
    """Tables that would send the C walk out of its arrays are refused when loaded."""
    from analyzers.language import _restricted_model
    from analyzers.language_model import LanguageModel

    model = _restricted_model()
    assert model.classify("The server shows the page.")[0] == "en"
    start = memoryview(bytes(4 * 256)).cast("I")
    one_row = memoryview(bytes(32)).cast("Q")
    first = memoryview(bytes(4)).cast("I")
    no_moves = memoryview(b"").cast("I")
    rows = memoryview(bytes(2)).cast("H")
    outputs = memoryview((-1).to_bytes(4, "little", signed=True)).cast("i")
    weights = memoryview(bytes(4)).cast("f")
    priors = memoryview(bytes(4)).cast("f")
    fine = LanguageModel(("es",), start, one_row, first, no_moves, rows, outputs, weights,
                         priors)
    assert fine.classify("hola") == ("es", 1.0)
    bad_start = memoryview((7).to_bytes(4, "little") * 256).cast("I")  # state 7 of 1
    two_bits = memoryview((3).to_bytes(8, "little") + bytes(24)).cast("Q")  # 2 own moves
    bad_row = memoryview((1).to_bytes(2, "little")).cast("H")  # row 1 of 1
    for tables in ((start, one_row, first, no_moves, rows, outputs, weights, priors[:0]),
                   (bad_start, one_row, first, no_moves, rows, outputs, weights, priors),
                   (start, two_bits, first, no_moves, rows, outputs, weights, priors),
                   (start, one_row, first, no_moves, bad_row, outputs, weights, priors)):
        with pytest.raises(ValueError, match="inconsistent"):
            LanguageModel(("es",), *tables)
