"""Stopword and keyword lists (paper §3: "not in list" / "in list").

A list is a plain UTF-8 file (a leading BOM is ignored), one entry per line, ``#`` starting a
comment (so a #hashtag cannot be an entry), blank lines ignored.
An entry is one of:

* a form — ``casa`` (matched case-insensitively, after NFC);
* a lemma — ``lemma:ir`` matches every form whose analyses include lemma ``ir`` (``voy``,
  ``fuimos``…), through the shared morphological cache;
* a multi-word expression — ``sin embargo``, matched with an Aho–Corasick automaton
  (pyahocorasick) over the page's normalized token stream; punctuation between the words
  prevents a match.

Entries are split with the word selector itself, so an entry matches exactly what the analyzer
counts. Bad entries raise :class:`WordListError` naming the file and line.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from itertools import accumulate, repeat
from operator import add
from pathlib import Path

import ahocorasick

from analyzers.morphology import Analysis
from analyzers.words import PUNCT, classify, lower_preserving, normalize, scan
from daweb.errors import BadInput

_LEMMA_PREFIX = "lemma:"
#: Joins tokens for the automaton; no token contains it (it is a control character).
_SEP = "\x1f"


class WordListError(BadInput, ValueError):
    """A list file could not be read; the message names the file and the line."""


@dataclass(frozen=True, slots=True)
class WordList:
    """The entries of one list file."""

    forms: frozenset[str] = frozenset()
    lemmas: frozenset[str] = frozenset()
    expressions: tuple[tuple[str, ...], ...] = ()
    path: str = ""
    _automaton: object = field(default=None, compare=False, repr=False)

    def matches(self, key: str, analyses: Iterable[Analysis] = ()) -> bool:
        """True when the single-word ``key`` (with its analyses) is an entry of the list."""
        if key in self.forms:
            return True
        return bool(self.lemmas) and any(a.lemma.lower() in self.lemmas for a in analyses)

    def find_expressions(self, stream: Sequence[str]) -> list[tuple[int, int]]:
        """Every ``(start, length)`` in token indices where an expression occurs in ``stream``.

        Overlapping occurrences are all reported.
        """
        if not self.expressions or not stream:
            return []
        automaton = self._automaton
        if automaton is None:
            automaton = _build_automaton(self.expressions)
            object.__setattr__(self, "_automaton", automaton)
        # Token i starts at 1 + Σ_{j<i} (len_j + 1) in the haystack (C-level accumulate);
        # a match's first word is found back by bisection.
        starts = list(accumulate(map(add, map(len, stream), repeat(1)), initial=1))
        haystack = _SEP + _SEP.join(stream) + _SEP
        found = []
        for end, length in automaton.iter(haystack):  # type: ignore[attr-defined]
            # The pattern is SEP w1 SEP … wn SEP; its first word starts one after its first SEP.
            first = end - length + 2
            found.append((bisect_left(starts, first), _count_words(haystack, first, end)))
        return found


def _count_words(haystack: str, first: int, end: int) -> int:
    """Number of tokens between ``first`` and the separator at ``end``."""
    return haystack.count(_SEP, first, end) + 1


def _build_automaton(expressions: Iterable[tuple[str, ...]]) -> object:
    """Aho–Corasick automaton over ``SEP w1 SEP … SEP wn SEP`` patterns."""
    automaton = ahocorasick.Automaton()
    for words in expressions:
        pattern = _SEP + _SEP.join(words) + _SEP
        automaton.add_word(pattern, len(pattern))
    automaton.make_automaton()
    return automaton


def parse_entry(line: str) -> tuple[str, str | tuple[str, ...]]:
    """Parse one non-comment entry into ``("form"|"lemma"|"expression", value)``.

    Raises ValueError with a human-readable reason when the entry is not usable.
    """
    text = lower_preserving(normalize(line.strip()))
    is_lemma = text.startswith(_LEMMA_PREFIX)
    if is_lemma:
        text = text[len(_LEMMA_PREFIX) :].strip()
        if not text:
            raise ValueError("empty lemma after 'lemma:'")
    tokens = [t for t in scan(text) if t != "\n"]
    punct = [t for t in tokens if classify(t) == PUNCT]
    if punct:
        raise ValueError(f"entry contains punctuation {''.join(punct)!r}")
    if not tokens:
        raise ValueError("entry has no word")
    if is_lemma:
        if len(tokens) > 1:
            raise ValueError("a lemma entry must be a single word")
        return "lemma", tokens[0]
    if len(tokens) == 1:
        return "form", tokens[0]
    return "expression", tuple(tokens)


def parse_lines(lines: Iterable[str], path: str = "<list>") -> WordList:
    """Build a WordList from lines; errors name ``path`` and the 1-based line number."""
    forms: set[str] = set()
    lemmas: set[str] = set()
    expressions: dict[tuple[str, ...], None] = {}
    for number, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        try:
            kind, value = parse_entry(line)
        except ValueError as error:
            raise WordListError(f"{path}:{number}: {error}: {raw.strip()!r}") from None
        if kind == "form":
            forms.add(value)  # type: ignore[arg-type]
        elif kind == "lemma":
            lemmas.add(value)  # type: ignore[arg-type]
        else:
            expressions[value] = None  # type: ignore[index]
    return WordList(frozenset(forms), frozenset(lemmas), tuple(expressions), path)


def load_list(path: str | Path) -> WordList:
    """Read a list file (UTF-8, with or without the BOM Windows editors write).

    Raises WordListError for unreadable files, text that is not UTF-8 or bad entries.
    """
    path = Path(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise WordListError(f"{path}: {error.strerror or error}") from None
    try:
        # utf-8-sig: a BOM left on the first entry would make it match nothing.
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise WordListError(_not_utf8_message(path, error)) from None
    return parse_lines(text.splitlines(), str(path))


def undecodable_line(error: UnicodeDecodeError) -> int:
    """The line (from 1) of the first byte a decoding refused, for messages about a file."""
    # error.object is what was decoded (after a BOM), error.start an offset into it.
    return error.object.count(b"\n", 0, error.start) + 1


def _not_utf8_message(path: Path, error: UnicodeDecodeError) -> str:
    """``FILE:LINE: not UTF-8 text (byte 0x..…); save it as UTF-8`` for a decoding error."""
    line = undecodable_line(error)
    return (f"{path}:{line}: not UTF-8 text (byte 0x{error.object[error.start]:02x}; "
            "it may be Latin-1 or Windows-1252); save it as UTF-8 in your editor")


def bundled_path(name: str) -> Path:
    """Path of a list bundled in ``lexicons/`` (e.g. ``stopwords.es.txt``)."""
    return Path(__file__).resolve().parent.parent / "lexicons" / name


def bundled_stopwords(language: str) -> WordList:
    """The bundled stopword list for ``language`` (``es``, ``en``)."""
    return load_list(bundled_path(f"stopwords.{language}.txt"))
