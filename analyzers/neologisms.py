"""Unrecognized words — neologism candidates (issue §9): contexts and a first triage.

Contexts. Each occurrence keeps about 80 characters: up to ``width`` (40) before and after the
sequence, cut back to a word boundary so no word is shown truncated. A context MAY reach into the
neighbouring blocks — a heading word alone tells the linguist little — and every break mark in
it is shown as ``" ¶ "`` so the block boundary stays visible.

Triage (run level, :func:`triage_run`, called by the results writer with all occurrences of
each form). One tag per form, the first that applies in this order:

1. ``contains digits`` — the form has a digit (``COVID19``, ``mp3``, ``1.500,25``);
2. ``acronym`` — written in capitals (≥ 2 letters) in most occurrences (``ONU``, ``HTML``);
3. ``proper-noun candidate`` — capitalized in most occurrences that are *not* at a sentence
   start (sentence-initial capitals prove nothing);
4. ``likely typo: <suggestion>`` — one accent or ñ/ü away from a recognized word
   (``sarten`` → ``sartén``; checked with the recognizer itself);
5. ``likely foreign`` — English data (simplemma's English dictionary, spaCy's English stop
   words) knows it;
6. ``likely typo: <suggestion>`` — one edit (delete, insert, replace, transpose) away from a
   known Spanish form; forms seen in this run are preferred as suggestions;
7. ``plain candidate``.
"""

from __future__ import annotations

import functools
import pickle
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from itertools import repeat
from operator import add, sub
from typing import Protocol

from analyzers.document import Occurrence
from analyzers.lexicon_sources import package_version
from analyzers.morphology import Analysis, derived_tables_dir, store_derived

BREAK = "\n"
PILCROW = " ¶ "
_EDGE = " " + BREAK

DIGITS = "contains digits"
ACRONYM = "acronym"
PROPER = "proper-noun candidate"
TYPO = "likely typo"
FOREIGN = "likely foreign"
PLAIN = "plain candidate"

_DIGIT = re.compile(r"\d")
#: Letters tried when generating one-edit variants (Spanish alphabet).
_ALPHABET = "abcdefghijklmnopqrstuvwxyzáéíóúüñ"
#: One-accent substitutions, both ways.
_ACCENTS = {
    "a": "á", "e": "é", "i": "í", "o": "ó", "u": "úü", "n": "ñ",
    "á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ü": "u", "ñ": "n",
}  # fmt: skip
#: Shorter forms give too many accidental one-edit neighbours to call them typos.
MIN_TYPO_LENGTH = 4


class _Cache(Protocol):
    """What triage needs from :class:`analyzers.morphology.MorphCache`."""

    recognizer: object

    def __contains__(self, form: object) -> bool: ...

    def get(self, form: str) -> tuple[Analysis, ...]: ...


# --------------------------------------------------------------------------- contexts


def context(text: str, start: int, end: int, width: int = 40) -> tuple[str, str]:
    """Left and right context of ``text[start:end]``: ≤ ``width`` chars each, whole words only.

    The left context begins after a blank (space or break mark) and the right one ends before
    a blank, so no word is shown cut; the blank next to the word is kept, so
    ``left + form + right`` reads as the text does. Break marks inside are shown as ``" ¶ "``;
    one at the outer edge is dropped. Blocks hold single spaces (the extractor collapses
    whitespace), so a space or a break mark is a word boundary.
    """
    return context_in(text, flat_blanks(text), start, end, width)


def flat_blanks(text: str) -> str:
    """``text`` with break marks turned into spaces: one ``find`` then finds any blank."""
    return text.replace(BREAK, " ") if BREAK in text else text


def context_in(text: str, flat: str, start: int, end: int, width: int) -> tuple[str, str]:
    """:func:`context` with ``flat = flat_blanks(text)`` computed once per page."""
    lo = start - width
    if lo <= 0:
        left = text[:start]
    else:
        cut = flat.find(" ", lo - 1, start)  # first blank at or before the window start
        left = text[cut + 1 : start] if cut >= 0 else ""
    hi = end + width
    if hi >= len(text):
        right = text[end:]
    else:
        cut = flat.rfind(" ", end, hi + 1)  # last blank at or after the window end
        right = text[end:cut] if cut >= 0 else ""
    left = left.lstrip(_EDGE)
    right = right.rstrip(_EDGE)
    if BREAK in left:
        left = left.replace(BREAK, PILCROW)
    if BREAK in right:
        right = right.replace(BREAK, PILCROW)
    return left, right


def contexts(
    text: str, starts: Sequence[int], ends: Sequence[int], width: int = 40
) -> tuple[list[str], list[str]]:
    """:func:`context` for many spans of one page at once, with per-span work done in C.

    The page is padded with ``width + 1`` blanks on each side, so a window reaching past an
    edge finds a blank in the padding and needs no special case; the padding is then
    stripped with the other edge blanks. Gives exactly what :func:`context` gives.
    """
    shift = width + 1
    pad = " " * shift
    padded = pad + text + pad
    flat = flat_blanks(padded)
    p_starts = list(map(add, starts, repeat(shift)))
    p_ends = list(map(add, ends, repeat(shift)))
    blank = repeat(" ")
    left_cuts = map(flat.find, blank, map(sub, p_starts, repeat(shift)), p_starts)
    right_cuts = map(flat.rfind, blank, p_ends, map(add, p_ends, repeat(shift)))
    lefts = [padded[c + 1 : p] if c >= 0 else "" for c, p in zip(left_cuts, p_starts, strict=True)]
    rights = [padded[p:c] if c >= 0 else "" for c, p in zip(right_cuts, p_ends, strict=True)]
    return (_tidy(map(str.lstrip, lefts, repeat(_EDGE))),
            _tidy(map(str.rstrip, rights, repeat(_EDGE))))


def _tidy(sides: Iterable[str]) -> list[str]:
    """Show the break marks of many context sides as pilcrows."""
    return list(map(str.replace, sides, repeat(BREAK), repeat(PILCROW)))


def occurrence(
    text: str, start: int, end: int, key: str, kind: str, sentence_start: bool, width: int = 40
) -> Occurrence:
    """Build the Occurrence of ``text[start:end]`` with its context."""
    left, right = context(text, start, end, width)
    return Occurrence(text[start:end], key, kind, start, left, right, sentence_start)


# --------------------------------------------------------------------------- triage


def triage_run(
    occurrences_by_form: Mapping[str, Sequence[Occurrence]], cache: _Cache
) -> dict[str, str]:
    """Triage every unrecognized form of a run: key -> tag (see the module doc).

    The forms' one-accent variants are checked with the recognizer in one batch (with
    Apertium, one round trip per 400 variants instead of one per variant).
    """
    shapes = {form: _shape_tag(form, occs) for form, occs in occurrences_by_form.items()}
    variants = (v for form, tag in shapes.items() if tag is None and _typo_shaped(form.lower())
                for v in _accent_variants(form.lower()))
    recognized = _recognized_many(cache, variants)
    return {form: tag or _lexical_tag(form.lower(), cache, recognized)
            for form, tag in shapes.items()}


def triage(form: str, occurrences: Sequence[Occurrence], cache: _Cache) -> str:
    """The triage tag of one unrecognized form, given all its occurrences in the run."""
    return triage_run({form: occurrences}, cache)[form]


def _shape_tag(form: str, occurrences: Sequence[Occurrence]) -> str | None:
    """Tags 1-3, read from how the form is written; None when none applies."""
    written = [o.form for o in occurrences] or [form]
    if _DIGIT.search(form.lower()):
        return DIGITS
    if _mostly(written, _is_acronym):
        return ACRONYM
    inside = [o.form for o in occurrences if not o.sentence_start]
    if inside and _mostly(inside, lambda w: w[:1].isupper()):
        return PROPER
    return None


def _typo_shaped(key: str) -> bool:
    """Whether a typo suggestion is looked for: long enough and letters only."""
    return len(key) >= MIN_TYPO_LENGTH and key.isalpha()


def _lexical_tag(key: str, cache: _Cache, recognized: set[str]) -> str:
    """Tags 4-7, from the dictionaries; ``recognized`` holds the recognized accent variants."""
    typo_shaped = _typo_shaped(key)
    if typo_shaped:
        accented = _best([v for v in _accent_variants(key) if v in recognized], cache)
        if accented:
            return f"{TYPO}: {accented}"
    if key in english_forms():
        return FOREIGN
    if typo_shaped:
        suggestion = _edit_suggestion(key, cache)
        if suggestion:
            return f"{TYPO}: {suggestion}"
    return PLAIN


def _mostly(forms: Sequence[str], test: object) -> bool:
    """True when more than half of ``forms`` pass ``test``."""
    passed = sum(1 for f in forms if test(f))  # type: ignore[operator]
    return passed * 2 > len(forms)


def _is_acronym(written: str) -> bool:
    """All letters are capitals and there are at least two of them."""
    if not written.isupper():  # a lower-case letter, or no cased one: most forms end here
        return False
    letters = [c for c in written if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


def _accent_variants(key: str) -> list[str]:
    """Forms one accent (or ñ/ü) away from ``key``."""
    out = []
    for i, c in enumerate(key):
        for repl in _ACCENTS.get(c, ""):
            out.append(key[:i] + repl + key[i + 1 :])
    return out


def _recognized_many(cache: _Cache, forms: Iterable[str]) -> set[str]:
    """Those of ``forms`` the recognizer knows; the run's cache answers first, without growing,
    and the rest go to the recognizer in one batch."""
    forms = set(forms)
    known = {f for f in forms if f in cache and cache.get(f)}
    unseen = [f for f in forms if f not in cache]
    analyze_many = getattr(cache.recognizer, "analyze_many", None)
    if unseen and analyze_many is not None:
        known.update(f for f, analyses in analyze_many(unseen).items() if analyses)
    return known


def _edits1(word: str) -> set[str]:
    """All strings one delete, transpose, replace or insert away (Norvig's generator)."""
    splits = [(word[:i], word[i:]) for i in range(len(word) + 1)]
    deletes = [a + b[1:] for a, b in splits if b]
    transposes = [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
    replaces = [a + c + b[1:] for a, b in splits if b for c in _ALPHABET]
    inserts = [a + c + b for a, b in splits for c in _ALPHABET]
    edits = set(deletes + transposes + replaces + inserts)
    edits.discard(word)
    return edits


def _edit_suggestion(key: str, cache: _Cache) -> str | None:
    """The best known Spanish form one edit away from ``key``."""
    known = spanish_forms()
    found = [e for e in _edits1(key) if e in known]
    return _best(found, cache)


def _best(candidates: Iterable[str], cache: _Cache) -> str | None:
    """Prefer candidates seen in this run, then accent-only differences, then alphabetical."""
    ranked = sorted(candidates, key=lambda c: (c not in cache, c))
    return ranked[0] if ranked else None


@functools.cache
def spanish_forms() -> frozenset[str]:
    """Known Spanish forms for typo suggestions (simplemma's Spanish dictionary, lower case)."""
    return _stored_forms("es", lambda: _dictionary_forms("es"))


@functools.cache
def english_forms() -> frozenset[str]:
    """Known English forms: simplemma's English dictionary plus spaCy's English stop words."""
    return _stored_forms("en", _english_forms)


def _english_forms() -> frozenset[str]:
    """:func:`english_forms` built from the sources (slow)."""
    forms = set(_dictionary_forms("en"))
    try:
        from spacy.lang.en.stop_words import STOP_WORDS
    except ImportError:  # spaCy missing: the dictionary alone still works
        STOP_WORDS = set()  # noqa: N806
    forms.update(w.lower() for w in STOP_WORDS)
    return frozenset(forms)


def _dictionary_forms(lang: str) -> frozenset[str]:
    """Alphabetic lower-case forms of simplemma's dictionary for ``lang`` (empty if absent)."""
    from analyzers.lexicon_sources import load_simplemma

    return frozenset(f for f in load_simplemma(lang) if f.isalpha())


def _stored_forms(lang: str, build: Callable[[], frozenset[str]]) -> frozenset[str]:
    """A form set from the cache dir of the derived tables, built and stored on a miss.

    Decoding simplemma's dictionaries takes ~1.5 s per language on every run (most of a
    run's triage); the pickled set loads in ~0.1 s. The file name carries the versions of
    the sources, so an upgrade builds a new one.
    """
    versions = "-".join(package_version(p) for p in ("simplemma", "spacy"))
    path = derived_tables_dir() / f"typo-forms-{lang}-{versions}.pickle"
    try:
        with open(path, "rb") as handle:
            forms = pickle.load(handle)
        if isinstance(forms, frozenset):
            return forms
    except (OSError, pickle.UnpicklingError, EOFError):
        pass  # absent or damaged: build it below
    forms = build()
    store_derived(path, forms)
    return forms
