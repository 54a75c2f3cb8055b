"""Word selector: Spanish specifics, kinds, offsets, sentence starts, fast path = full API."""

from __future__ import annotations

import unicodedata
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from word_reference import select_words

from analyzers.document import (
    ALNUM,
    ALPHA,
    DATE,
    EMAIL,
    HASHTAG,
    IDENTIFIER,
    KEYS,
    MENTION,
    NON_WORDS,
    NUMBER,
    OPTION,
    OTHER,
    PATH,
    URL,
)
from analyzers.words import (
    BREAK,
    PUNCT,
    Matches,
    classify,
    ends_of,
    kept_counts,
    lower_preserving,
    normalize,
    read_words,
    scan,
    scan_raw,
    sentence_start_at,
    tokens_of,
    word_count,
)

PAPER = Path(__file__).resolve().parents[2] / "shared" / "reference" / "daweb-paper.es.txt"
HANDBOOK = Path("/usr/share/doc/debian-handbook/html/es-ES")


def texts(text: str) -> list[str]:
    """Sequence texts of ``text``."""
    return [s.text for s in select_words(text)]


def kind_of(text: str, form: str) -> str:
    """Kind of the sequence ``form`` inside ``text``."""
    return next(s.kind for s in select_words(text) if s.text == form)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("El pingüino comió ñoquis en Cádiz", ["El", "pingüino", "comió", "ñoquis", "en", "Cádiz"]),
        ("¿Dónde estás? ¡Aquí!", ["Dónde", "estás", "Aquí"]),
        ("un escritor ítalo-argentino", ["un", "escritor", "ítalo-argentino"]),
        ("Leopoldo O'Donnell y d’Ors", ["Leopoldo", "O'Donnell", "y", "d’Ors"]),
        ("el Sr. Pérez vive en EE. UU. con la Sra. Gil", None),
        ("manzanas, peras, etc. y más", ["manzanas", "peras", "etc.", "y", "más"]),
        ("llegó el 1.º y la 2ª", ["llegó", "el", "1.º", "y", "la", "2ª"]),
        # a slash after a currency or per-cent sign starts a unit, no path (/mes)
        ("49,99 €/mes o un 3 %/año", ["49,99", "mes", "o", "un", "3", "año"]),
    ],
)
def test_spanish_sequences(text: str, expected: list[str] | None) -> None:
    got = texts(text)
    if expected is None:  # abbreviations keep their dots, EE. UU. is one sequence
        assert "Sr." in got and "EE. UU." in got and "Sra." in got
    else:
        assert got == expected


@pytest.mark.parametrize(
    "form, kind",
    [
        ("COVID19", ALNUM),
        ("mp3", ALNUM),
        ("4x4", ALNUM),
        ("1.º", NUMBER),
        ("2024", NUMBER),
        ("1.500,25", NUMBER),
        ("10:30", NUMBER),
        ("26/11/2026", DATE),
        ("2026-11-26", DATE),
        ("https://www.debian.org/doc/index.es.html", URL),
        ("www.rae.es", URL),
        ("ldap://hostport/dn", URL),
        ("debian.org", URL),
        ("juan.perez@ejemplo.es", EMAIL),
        ("marcos@debian.org", EMAIL),
        ("/etc/apt", PATH),
        ("~/.bashrc", PATH),
        ("C:\\Windows\\System32", PATH),
        ("sources.list", PATH),
        ("--max-depth", OPTION),
        ("-rf", OPTION),
        ("snake_case", IDENTIFIER),
        ("os.path.join", IDENTIFIER),
        ("a=b", IDENTIFIER),
        ("APT::Default", IDENTIFIER),
        ("u+rwx", IDENTIFIER),
        ("usr/bin/procmail", PATH),
        ("Ctrl-V", KEYS),
        ("Alt+F4", KEYS),
        ("C-x", KEYS),
        ("M-C-l", KEYS),
        ("Meta-Rubout", KEYS),  # readline's name of the delete key, bash(1)
        ("Mayús", KEYS),
        ("#DíaDelLibro", HASHTAG),
        ("@rae_es", MENTION),
        ("@lucia@mastodon.social", MENTION),  # a fediverse handle names its server
        ("TCP/IP", ALPHA),
        ("y/o", ALPHA),
        ("km/h", ALPHA),
        ("C++", OTHER),
        ("ítalo-argentino", ALPHA),
        ("fin-de-archivo", ALPHA),
        ("e-mail", ALPHA),
        ("EE. UU.", ALPHA),
    ],
)
def test_kinds(form: str, kind: str) -> None:
    text = f"Vimos {form} ayer."
    assert kind_of(text, form) == kind


def test_url_does_not_swallow_final_punctuation() -> None:
    assert texts("Véase https://www.debian.org/. Luego") == [
        "Véase", "https://www.debian.org/", "Luego",
    ]


def test_sentence_starts_and_abbreviations() -> None:
    seqs = {s.text: s for s in select_words("Vino el Sr. García. Luego habló EE. UU. Ayer\nNueva")}
    assert seqs["Vino"].sentence_start  # first of the block
    assert not seqs["García"].sentence_start  # the abbreviation's dot does not end a sentence
    assert seqs["Luego"].sentence_start and seqs["Luego"].punct_before == "."
    assert not seqs["Ayer"].sentence_start  # EE. UU. does not end it either (documented)
    assert seqs["Nueva"].sentence_start  # the break mark starts a new block
    assert seqs["García"].punct_after == "."


def test_punctuation_before_and_after() -> None:
    seqs = select_words("«¿Vienes?», dijo.")
    assert (seqs[0].text, seqs[0].punct_before, seqs[0].punct_after) == ("Vienes", "«¿", "?»,")
    assert seqs[1].sentence_start  # after "?" — punctuation decides, not capitals
    assert seqs[1].punct_after == "."


def test_break_mark_is_a_hard_separator() -> None:
    seqs = select_words("fin del bloque,\nsiguiente")
    assert seqs[-1].punct_before == ""  # the comma stays with the previous block
    assert seqs[-2].punct_after == ","
    assert BREAK in scan("fin\ninicio")


def test_keys_are_case_insensitive_and_sentence_capital_does_not_matter() -> None:
    seqs = select_words("El perro. el perro")
    assert seqs[0].key == seqs[2].key == "el"
    assert seqs[0].text == "El"


def test_nfc_normalization() -> None:
    decomposed = unicodedata.normalize("NFD", "canción pingüino")
    assert texts(decomposed) == ["canción", "pingüino"]


def test_lower_preserving_keeps_length() -> None:
    text = "İstanbul ÁRBOL"
    assert len(lower_preserving(text)) == len(text)
    assert lower_preserving(text).endswith("árbol")


def test_classify_punctuation() -> None:
    assert classify(",") == PUNCT and classify(BREAK) == PUNCT and classify("¿") == PUNCT
    assert classify("casa") == ALPHA


@given(st.text(max_size=300))
@settings(max_examples=300, deadline=None)
def test_selection_never_crashes_and_offsets_point_at_the_word(text: str) -> None:
    nfc = normalize(text)
    for s in select_words(text):
        assert nfc[s.start : s.end] == s.text
        assert s.kind in (ALPHA, ALNUM, OTHER, *NON_WORDS)


@given(st.text(alphabet=st.sampled_from(list("aáñü Ç1.,-'/@#:\n¿?¡!ºª_\u0301İ")), max_size=200))
@settings(max_examples=300, deadline=None)
def test_word_count_counts_every_sequence_but_punctuation(text: str) -> None:
    nfc = normalize(text)
    tokens = scan(lower_preserving(nfc))
    assert word_count(nfc) == len([t for t in tokens if classify(t) != PUNCT])
    assert word_count("El canto, del gallo: 3 veces.\n¡Sí!") == 7


@given(st.text(alphabet=st.sampled_from(list("aáñü Ç1.,-'/@#:\n¿?¡!ºª_\u0301İ")), max_size=200))
@settings(max_examples=300, deadline=None)
def test_fast_path_tiles_the_text_and_agrees(text: str) -> None:
    low = lower_preserving(normalize(text))
    raw = scan_raw(low)
    assert low.startswith("".join(raw))  # matches tile the text; only trailing blanks remain
    assert not low[len("".join(raw)) :].strip(" \t\r\f\v\u00a0")
    stream = tokens_of(raw)
    ends = ends_of(raw)
    words = [(i, t) for i, t in enumerate(stream) if classify(t) != PUNCT]
    full = select_words(text)
    assert [t for _, t in words] == [s.key for s in full]
    for (i, t), s in zip(words, full, strict=True):
        assert (ends[i] - len(t), ends[i]) == (s.start, s.end)
        assert sentence_start_at(stream, i) == s.sentence_start


@given(st.text(alphabet=st.sampled_from(list("aáñü Ç1.,-'/@#:\n¿?¡!ºª_\u0301İ")), max_size=200))
@settings(max_examples=200, deadline=None)
def test_matches_held_as_their_ends_are_the_matches(text: str) -> None:
    """A page's words read in another process carry their matches as the text and their
    ends (analyzers/page_text.py): they read as the list of matches they stand for."""
    low = lower_preserving(normalize(text))
    raw = scan_raw(low)
    held = Matches.of(low, raw)
    assert len(held) == len(raw) and list(held) == raw and held == raw
    assert [held[i] for i in range(-len(raw), len(raw))] == raw + raw
    assert held[1:-1] == raw[1:-1] and held[::2] == raw[::2]
    assert list(ends_of(held)) == list(ends_of(raw))
    with pytest.raises(IndexError):
        held[len(raw)]


def test_the_words_of_blocks_pickled_are_the_same_words() -> None:
    """PageWords crosses processes with its matches as their ends, not a string each: the
    same words."""
    import pickle

    words = read_words(["El camelCase de getcwd(3) se lee así.", "Segundo bloque: 2 líneas."])
    assert words.text == "El camelCase de getcwd(3) se lee así.\nSegundo bloque: 2 líneas."
    assert words.kinds["camelcase"] == words.kinds["getcwd"] == IDENTIFIER  # marked
    assert words.counted == dict(Counter(words.stream))
    back = pickle.loads(pickle.dumps(words))
    assert back == words and isinstance(back.raw, Matches)


def real_texts() -> list[str]:
    """Real Spanish text nobody here wrote: the DAWeb paper and a Debian handbook page."""
    found = []
    if PAPER.exists():
        found.append(PAPER.read_text(encoding="utf-8"))
    if HANDBOOK.exists():
        from analyzers.extract import extract

        page = sorted(HANDBOOK.glob("*.html"))[10]
        found.append(extract(page.read_text(encoding="utf-8"), "all").text)
    if not found:
        pytest.skip("no real Spanish text on this machine")
    return found


def test_full_api_and_fast_path_agree_on_real_text() -> None:
    for text in real_texts():
        full = select_words(text)
        fast = [t for t in scan(lower_preserving(normalize(text))) if classify(t) != PUNCT]
        assert len(full) > 1000
        assert fast == [s.key for s in full]
        assert [classify(t) for t in fast] == [s.kind for s in full]


@pytest.mark.parametrize(
    "text",
    [
        "_" * 100_000 + "a",
        "a_" * 50_000,
        "." * 100_000,
        "www." + "." * 100_000,
        "/" + "a." * 50_000,
        "a." * 50_000 + "@",
        "1." * 50_000,
        "http://" + "a" * 100_000 + "." * 1000,
        "ee. " * 30_000,
    ],
)
def test_adversarial_inputs_stay_linear(text: str) -> None:
    import time

    start = time.perf_counter()
    select_words(text)
    scan(text)
    assert time.perf_counter() - start < 3.0  # quadratic backtracking would take minutes


def test_options_need_a_blank_before_and_keep_their_dashes() -> None:
    assert texts("Ejecute rm -rf /tmp/x o find --max-depth=2.") == [
        "Ejecute", "rm", "-rf", "/tmp/x", "o", "find", "--max-depth", "2"]
    # a hyphen between words or a dash before a blank is no option
    assert texts("franco-alemán - y más") == ["franco-alemán", "y", "más"]


def test_identifier_keys_camel_case_and_manual_pages() -> None:
    from analyzers.words import identifier_keys

    assert identifier_keys("Llame a getElementById o a camelCase; no iPhone, eBay, macOS, "
                           "YouTube ni FreedomBox.") == {"getelementbyid", "camelcase"}
    assert identifier_keys("VÉASE TAMBIÉN getcwd(3), ip-netns(8) y la casa (3)") == {
        "getcwd", "ip-netns"}


@settings(max_examples=1000, deadline=None)
@given(st.lists(st.sampled_from(["get", "Element", "ById", "iPhone", "x", "É", "ñá", "_", "-",
                                 "(", ")", "3", "8p", " ", "\n", ".", "ab", "Cd", "(3)", "²",
                                 "ı", "a-b", "_x"]),
                max_size=14).map("".join))
def test_identifier_keys_equal_the_patterns_tried_everywhere(text: str) -> None:
    """Trying the full patterns only where a hint is gives what trying them everywhere
    gives (² and ı: word characters of the regex engine beyond [a-z0-9])."""
    from analyzers.words import _CAMEL_RE, _MAN_REFERENCE_RE, identifier_keys

    everywhere = {m.lower() for m in _CAMEL_RE.findall(text)} | {
        m.lower() for m in _MAN_REFERENCE_RE.findall(text)}
    assert identifier_keys(text) == everywhere


# Lines of Debian's Spanish manual pages (manpages-es): fstab(5) quotes device paths, and
# suffixes(7) lists file extensions, each alone after a blank.
FSTAB_LINE = "'/dev/cdrom' o '/dev/sdb7' . Para NFS, este campo es <host>:<dir>, por ejemplo,"
SUFFIXES_LINES = ".eps │ Postscript encapsulado\n.uu │ Equivalente a .uue"


def test_quoted_paths_and_lone_extensions_are_paths() -> None:
    assert [(t, classify(t)) for t in scan(FSTAB_LINE.lower()) if "dev" in t] == [
        ("/dev/cdrom", PATH), ("/dev/sdb7", PATH)]
    extensions = [t for t in scan(SUFFIXES_LINES.lower()) if classify(t) == PATH]
    assert extensions == [".eps", ".uu", ".uue"]
    # Not a file name: a dot glued to a word, an ellipsis, a sentence glued to its dot.
    assert [(t, classify(t)) for t in scan("dijo... y fin. .Adiós".lower())] == [
        ("dijo", ALPHA), ("...", PUNCT), ("y", ALPHA), ("fin", ALPHA), (".", PUNCT),
        (".", PUNCT), ("adiós", ALPHA)]


def test_the_counts_of_the_kept_keys_follow_their_order():
    """A page's delivered words: the counts of the keys kept, in the keys' order; a key the
    counts lack is an error, not a zero."""
    counts = {"y": 3, "gato": 2, ",": 4, "perro": 1}
    assert list(kept_counts({"perro": "perro", "gato": "gato"}, counts).items()) == [
        ("perro", 1), ("gato", 2)]
    with pytest.raises(KeyError):
        kept_counts(["ratón"], counts)
