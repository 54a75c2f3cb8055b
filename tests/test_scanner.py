"""The word selector's compiled scan (analyzers/scanner.pyx) against the regex alone."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from analyzers.scanner import raw_and_tokens
from analyzers.words import _DOTTED, _RAW_RE, lower_preserving, normalize, scan_tokens

# What decides the fast path's cases: Latin letters at the ends of its range (a z ß ö ø ÿ ſ;
# ÷ is none), a word joined by hyphens and apostrophes, what its lookahead stops at (digits,
# ``_``, a combining accent, . / + & = ~ % \\ @ #, ``:`` before a blank or not), its lone marks,
# blanks that are not ASCII, the break mark, and what only the regex knows (Greek,
# İ left upper-case, abbreviations and their first words, addresses, options, dot-files).
PIECES = [
    "a", "z", "ß", "ö", "÷", "ø", "ÿ", "ſ", "ñ", "casa", "-", "\u2010", "\u2011", "'", "\u2019",
    "1", "_", "\u0301", ".", "/", "+", "&", "=", "~", "%", "\\", "@", "#", ":", ",", ";", "(",
    ")", "¿", "?", "¡", "!", '"', "«", "»", "“", "”", "[", "]", "{", "}", "…", " ", "  ", "\t",
    "\u00a0", "\u3000", "\n", "λόγος", "İ", "ee. uu.", "sr.", "https://x.es/a", "--opción",
    ".bashrc", "c++", "😀", "\u00ad", "\x00", "ee", "p", "etc", "www", "uu", "-", "$", "*",
]


def reference(text: str) -> tuple[list[str], list[str], dict[str, int]]:
    """``findall`` of the selector's pattern, its matches with the blanks stripped as
    ``tokens_of`` did (every whitespace character but the break mark), and their Counter."""
    raw = _RAW_RE.findall(text)
    tokens = [m.lstrip(" \t\r\x0b\x0c\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005"
                          "\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000"
                          "\x1c\x1d\x1e\x1f\x85") for m in raw]
    return raw, tokens, dict(Counter(tokens))


def scanned(text: str) -> tuple[list[str], list[str], dict[str, int]]:
    """The compiled scan, checked for what equality cannot see: equal tokens are one object,
    the counts keep Counter's order, and a match without blanks is its token."""
    raw, tokens, counts = raw_and_tokens(text, _RAW_RE, _DOTTED)
    ones = {id(t) for t in counts}
    assert all(id(t) in ones for t in tokens)
    assert list(counts) == list(dict.fromkeys(tokens))
    assert all(r is t for r, t in zip(raw, tokens, strict=True) if r == t)
    return raw, tokens, counts


@settings(max_examples=600, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40))
def test_same_matches_as_the_regex(pieces: list[str]) -> None:
    text = "".join(pieces)
    assert scanned(text) == reference(text)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_same_matches_on_any_text(text: str) -> None:
    assert scanned(text) == reference(text)


def test_same_matches_on_the_paper(paper_text: str) -> None:
    text = lower_preserving(normalize(paper_text))
    raw, tokens, counts = scan_tokens(text)
    assert (raw, tokens, counts) == reference(text)
    assert len(tokens) > 5_000
    assert "".join(raw) == text.rstrip(" \t")  # the matches tile the text


def test_a_token_without_blanks_is_its_match() -> None:
    raw, tokens, counts = scanned("la casa,\nnueva casa")
    assert raw == ["la", " casa", ",", "\n", "nueva", " casa"]
    assert [r is t for r, t in zip(raw, tokens, strict=True)] == [True, False, True, True, True,
                                                                  False]
    assert tokens[1] is tokens[5] and counts == {"la": 1, "casa": 2, ",": 1, "\n": 1, "nueva": 1}
