"""Stopword / keyword lists: parsing, errors with file and line, lemma and expression matching."""

from __future__ import annotations

from pathlib import Path

import pytest

from analyzers.lists import WordListError, bundled_stopwords, load_list, parse_lines
from analyzers.morphology import Analysis
from analyzers.words import scan


def test_load_list_kinds_of_entries(tmp_path: Path) -> None:
    path = tmp_path / "claves.txt"
    path.write_text("# comentario\nCasa\n\nlemma:ir  # todas las formas\nsin embargo\n",
                    encoding="utf-8")
    wl = load_list(path)
    assert wl.forms == {"casa"}
    assert wl.lemmas == {"ir"}
    assert wl.expressions == (("sin", "embargo"),)


def test_lemma_entry_matches_every_form_through_analyses() -> None:
    wl = parse_lines(["lemma:ir"])
    assert wl.matches("fuimos", (Analysis("ir", "VERB"), Analysis("ser", "AUX")))
    assert not wl.matches("fuimos", (Analysis("ser", "AUX"),))


def test_bad_entries_name_file_and_line(tmp_path: Path) -> None:
    path = tmp_path / "mala.txt"
    path.write_text("casa\nlemma:\n", encoding="utf-8")
    with pytest.raises(WordListError, match=r"mala\.txt:2: empty lemma"):
        load_list(path)
    path.write_text("bien\n\n¡hola!\n", encoding="utf-8")
    with pytest.raises(WordListError, match=r"mala\.txt:3: .*punctuation"):
        load_list(path)
    path.write_text("lemma:sin embargo\n", encoding="utf-8")
    with pytest.raises(WordListError, match=r":1: a lemma entry must be a single word"):
        load_list(path)
    path.write_bytes("casa\nárbol\n".encode("latin-1"))
    with pytest.raises(WordListError,
                       match=r"mala\.txt:2: not UTF-8 text \(byte 0xe1.*save it as UTF-8"):
        load_list(path)
    with pytest.raises(WordListError, match="no_existe"):
        load_list(tmp_path / "no_existe.txt")


def test_a_byte_order_mark_is_not_part_of_the_first_entry(tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes("de\nla\n".encode("utf-8-sig"))  # as Windows Notepad saves
    assert load_list(path).forms == {"de", "la"}


def test_non_utf8_line_is_counted_after_a_byte_order_mark(tmp_path: Path) -> None:
    path = tmp_path / "mixta.txt"
    path.write_bytes("de\nla\n".encode("utf-8-sig") + "\n# ñandú\n".encode("cp1252"))
    with pytest.raises(WordListError, match=r"mixta\.txt:4: not UTF-8 text \(byte 0xf1"):
        load_list(path)


def test_expressions_found_in_the_token_stream_not_across_punctuation() -> None:
    wl = parse_lines(["sin embargo", "por lo tanto", "lo tanto"])
    stream = scan("sin embargo, por lo tanto sin, embargo")
    found = sorted(wl.find_expressions(stream))
    assert found == [(0, 2), (3, 3), (4, 2)]  # index 2 is the comma
    assert [" ".join(stream[s : s + n]) for s, n in found] == [
        "sin embargo", "por lo tanto", "lo tanto",
    ]


def test_bundled_stopword_lists() -> None:
    import spacy
    from spacy.lang.es.stop_words import STOP_WORDS

    es = bundled_stopwords("es")
    assert {"de", "la", "que", "el"} <= es.forms
    assert es.forms == {w.lower() for w in STOP_WORDS}
    header = Path(es.path).read_text(encoding="utf-8").splitlines()[0]
    assert header == f"# source: spaCy {spacy.__version__} spacy/lang/es/stop_words.py (MIT)"
    assert {"the", "and", "of"} <= bundled_stopwords("en").forms


def test_keyword_template_parses() -> None:
    template = Path(__file__).resolve().parents[1] / "lexicons" / "keywords.template.txt"
    wl = load_list(template)
    assert wl.lemmas and wl.forms and wl.expressions
