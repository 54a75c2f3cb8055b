"""Unrecognized words — neologism candidates (issue §9): contexts and a first triage.

Contexts. Each occurrence keeps about 80 characters: up to ``width`` (40) before and after the
sequence, cut back to a word boundary so no word is shown truncated. A context MAY reach into the
neighbouring blocks — a heading word alone tells the linguist little — and every break mark in
it is shown as ``" ¶ "`` so the block boundary stays visible.

Triage (run level, :func:`triage_run`, called by the results writer with all occurrences of
each form). One tag per form, the first that applies in this order:

1. ``contains digits`` — the form has a digit (``COVID19``, ``mp3``, ``1.500,25``);
   then ``likely typo: versión`` for UTF-8 text read as Windows-1252 (``versiÃ³n``);
2. ``acronym`` — written in capitals (≥ 2 letters) in most occurrences (``ONU``, ``HTML``),
   also with a plural's ``s`` (``URLs``, ``VPNs``);
3. ``proper-noun candidate`` — capitalized in most occurrences that are *not* at a sentence
   start (sentence-initial capitals prove nothing); or written in most occurrences with a
   capital after a lower-case letter (``iOS``, ``domU``, ``microSD``: a name or an
   identifier, whose one-edit neighbours are no typos), unless English contexts make it
   ``likely foreign`` first (below);
4. ``likely typo: <suggestion>`` — one accent or ñ/ü away from a recognized word, or with
   its accent on the wrong vowel (``sarten`` → ``sartén``, ``díficil`` → ``difícil``, ``tí``
   → ``ti``; checked with the recognizer itself); for a form tag 5 would call English, only
   a suggestion the dictionary lists (``version`` → ``versión``, but ``navigate`` is no
   ``navígate``);
5. ``likely foreign`` — written in another script than the Latin one (Ж, 최지희), or a
   single letter of another alphabet (č, ß; both checked right after tag 1), spelled as no
   Spanish word is (no vowel, a doubled consonant other than rr/ll/cc/nn, a last letter no
   Spanish word ends in: ``stdout``, ``nroff``, ``pfm`` — program names and code;
   lower-case forms only), or English data (simplemma's
   English dictionary without its proper names, spaCy's English stop words) knows it, or
   it is an English contraction or genitive (``doesn't``, ``user's``) or closed compound
   (``bootloader``), or a compound written with hyphens or slashes whose parts are English
   (``image-menu``, ``start/stop``), or a lower-case hyphen compound of English or code
   words or a negated option (``call-last-kbd-macro``, ``nocreate``: :func:`_code_compound`),
   or it was seen elsewhere in the run as a part of an
   identifier, an option or a path (:func:`code_parts`: ``menurc`` of ``ps-menurc``,
   ``ignpar`` of ``-ignpar``, ``rcfile`` of ``--rcfile``): code, whatever its spelling;
6. ``proper-noun candidate`` — written capitalized every time, though only at sentence
   starts, and seen twice or listed as a name by the English dictionary (the names opening
   a quotation's signature: ``Friedrich Nietzsche``);
7. ``guessed lemma: <lemma (category)>`` — the recognizer's only readings were guesses it
   does not count as recognition (a rule's or a paradigm table's lemma no dictionary made
   for Spanish confirms: ``selfie`` → selfiar (VERB), ``postureo`` → posturear (VERB),
   ``memecito`` → meme (NOUN)): a candidate, with the guess shown;
8. ``likely typo: <suggestion>`` — one edit (delete, insert, replace, transpose; the first
   letter kept) away from a known Spanish form, for forms of six letters or more that are
   neither a listed name (``roland``) nor a prefix or suffix derivation of a known word
   (``monoplaca``, ``paginador`` are coinages); forms seen in this run are preferred as
   suggestions;
9. ``plain candidate``.

When the occurrences carry their contexts, a capital right after a colon counts as one at a
sentence start, and a form the English data knows whose contexts are mostly English (more
English than Spanish stop words around it) is ``likely foreign`` before tags 4-7 are tried:
``Add`` opening an English changelog line (``ssh: Add``) is no proper noun and ``version`` in
an English sentence no typo.

How these rules fare on Debian's Spanish manuals and sayings: docs/neologisms.md.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Collection, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import chain, filterfalse, pairwise, repeat
from operator import add, sub
from os.path import commonprefix
from typing import Any, Protocol, TypeVar

import marisa_trie

from analyzers.derived_tables import derived_tables_dir, load_stored, package_version, store_derived
from analyzers.document import IDENTIFIER, OPTION, PATH, Occurrence
from analyzers.formation import PREFIXES, affix_bases, formations, hybrid_parts
from analyzers.lexicon_table import longest_begun
from analyzers.morphology import (
    LANGUAGES,
    Analysis,
    accent_well_placed,
    dictionary_forms,
)

BREAK = "\n"
PILCROW = " ¶ "
_EDGE = " " + BREAK

DIGITS = "contains digits"
ACRONYM = "acronym"
PROPER = "proper-noun candidate"
TYPO = "likely typo"
FOREIGN = "likely foreign"
GUESSED = "guessed lemma"
PLAIN = "plain candidate"

_DIGIT = re.compile(r"\d")
#: Letters tried when generating one-edit variants (Spanish alphabet).
_ALPHABET = "abcdefghijklmnopqrstuvwxyzáéíóúüñ"
#: One-accent substitutions, both ways.
_ACCENTS = {
    "a": "á", "e": "é", "i": "í", "o": "ó", "u": "úü", "n": "ñ",
    "á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u", "ü": "u", "ñ": "n",
}  # fmt: skip
_ACCENTED = frozenset("áéíóú")
_UNACCENTED = {"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"}
_ACCENTED_OF = {plain: accented for accented, plain in _UNACCENTED.items()}
#: Shorter forms give too many accidental accent variants to call them typos (a form
#: with a written accent is checked whatever its length: fué, tí).
MIN_TYPO_LENGTH = 4
#: Shorter forms give too many accidental one-edit neighbours (cron/clon, mkdir/medir).
MIN_EDIT_LENGTH = 6
#: Bump when the derivation of the stored form sets changes.
FORMS_VERSION = 3
#: Suffixes that make nouns and adjectives of any verb: verb stem + vowel + suffix
#: (paginar -> paginador, escanear -> escaneable).
VERB_SUFFIXES = ("dor", "dora", "dores", "doras", "ción", "ciones", "miento", "mientos",
                 "ble", "bles")
#: Suffixes that make a noun or adjective of a person, a trade or a creed from a noun
#: (tuit -> tuitera, rock -> rockero): coinages, not slips of a neighbouring form.
NOUN_SUFFIXES = ("ero", "era", "eros", "eras", "ería", "erías", "ismo", "ismos", "ista",
                 "istas")
#: A noun base of :data:`NOUN_SUFFIXES` has this many letters at least (mes, sol: too
#: many accidental readings).
MIN_NOUN_BASE = 4
_VOWELS = "aeiouáéíóú"
#: English contractions and genitives (don't, user's): Spanish writes no such apostrophe.
_ENGLISH_APOSTROPHE = re.compile(r"(?:n['’]t|['’](?:s|re|ll|ve|m|d))$")
#: Parts of an English closed compound (bootloader = boot + loader) are this long at least.
MIN_COMPOUND_PART = 3
_WORD = re.compile(r"[^\W\d_]+")
_SEPARATORS = re.compile(r"[-/]")
_VOWEL = re.compile("[aeiouáéíóúü]")
_CONSONANTS = re.compile("[bcdfghjklmnñpqrstvwxz]+")
#: Syllable onsets and codas of Spanish spelling (ch, ll, rr and qu count as written).
_ONSETS = frozenset(["", *"bcdfghjklmnñpqrstvwxyz", "pl", "pr", "bl", "br", "fl", "fr", "cl",
                     "cr", "gl", "gr", "tr", "dr", "tl", "ch", "ll", "rr", "chr"])
_LEARNED_ONSETS = frozenset(["ps", "pn", "gn", "mn", "ts", "tz", "sh", "wh", "kr", "kl"])
_CODAS = frozenset(["", *"bcdfgjklmnpqrstxz", "ns", "bs", "rs", "ls", "ds", "st", "ps", "ks"])
#: How options that turn something off are written in configuration files and manual
#: pages (``nocreate``, ``nowarn``): Spanish writes its *no* apart.
_NEGATION = "no"
#: A coinage ending in a known word keeps that word's last letter (webcómic: cómic).
MIN_KNOWN_TAIL = 4
#: Letters Spanish words end in (vowels, n s l r d z j x y); loans that end otherwise
#: (club, chip) are in the dictionaries already.
_SPANISH_FINALS = frozenset("aeiouáéíóúünslrdzjxy")
_DOUBLED = re.compile(r"([bdf-hj-kmp-qs-tv-z])\1")
#: A letter of another script than the Latin one (Cyrillic, Greek, Thai, Han…).
_NON_LATIN = re.compile(r"[^\W\d_\u0000-\u024f\u1e00-\u1eff]")


class _Cache(Protocol):
    """What triage needs from :class:`analyzers.morphology.MorphCache`."""

    recognizer: object

    def __contains__(self, form: object) -> bool: ...

    def peek_many(self, forms: Iterable[str]) -> dict[str, tuple[Analysis, ...]]: ...

    def peek(self, form: str) -> tuple[Analysis, ...]: ...


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
    occurrences_by_form: Mapping[str, Sequence[Occurrence]], cache: _Cache,
    code: Collection[str] = frozenset(),
) -> dict[str, str]:
    """Triage every unrecognized form of a run: key -> tag (see the module doc); ``code``
    holds the :func:`code_parts` of the run's non-words.

    The forms' one-accent variants are checked with the recognizer in one batch (with
    Apertium, one round trip per 400 variants instead of one per variant), and only those
    that can decide a tag (:func:`_asked_variants`): the recognizer is most of the triage's
    time.
    """
    shapes = {form: _shape_tag(form, occs) or (FOREIGN if form.lower() in code else None)
              for form, occs in occurrences_by_form.items()}
    english = {form: _judged_english(form.lower(), occurrences_by_form[form], cache)
               for form, tag in shapes.items() if tag is None}
    asked = {form: _asked_variants(form.lower(), foreign) for form, foreign in english.items()}
    recognized = _recognized_many(cache, chain.from_iterable(asked.values()))
    return {form: tag or _lexical_tag(form.lower(), occurrences_by_form[form], cache,
                                      [v for v in asked[form] if v in recognized], english[form])
            for form, tag in shapes.items()}


#: The non-word kinds (analyzers/words.py) whose parts are code: identifiers, options, paths.
CODE_KINDS = frozenset({IDENTIFIER, OPTION, PATH})
#: Shorter parts of identifiers (``ls``, ``rc``, ``de``) are too often words of their own.
MIN_CODE_PART = 3
#: Parts of a non-word: runs of letters, with their inner hyphens (``max-depth`` and
#: ``max``, ``depth``).
_CODE_PART = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")


def code_parts(non_words: Iterable[str]) -> frozenset[str]:
    """The words a run's identifiers, options and paths are made of (``--rcfile``: rcfile;
    ``ps-menurc``: ps-menurc, menurc; ``/etc/X11/xorg.conf``: etc, xorg, conf), lower case,
    at least :data:`MIN_CODE_PART` letters: an unrecognized form that is one of them is
    code written in running text (``rcfile`` in "el rcfile del usuario"), not a coinage."""
    parts: set[str] = set()
    for non_word in non_words:
        for run in _CODE_PART.findall(non_word.lower()):
            parts.add(run)
            if "-" in run:
                parts.update(run.split("-"))
    return frozenset(p for p in parts if len(p) >= MIN_CODE_PART)


def triage(form: str, occurrences: Sequence[Occurrence], cache: _Cache,
           code: Collection[str] = frozenset()) -> str:
    """The triage tag of one unrecognized form, given all its occurrences in the run."""
    return triage_run({form: occurrences}, cache, code)[form]


def _shape_tag(form: str, occurrences: Sequence[Occurrence], names_only: bool = False
               ) -> str | None:
    """Tags 1-3, read from how the form is written (and, for English passages, where it
    is written); None when none applies. ``names_only``: only whether the tag is a name's
    matters (:data:`_NAME_SHAPES`), so a form that cannot be one is not judged English
    (None instead of FOREIGN: the reading in context asks this of every unrecognized form
    of every page)."""
    written = [o.form for o in occurrences] or [form]
    if _DIGIT.search(form.lower()):
        return DIGITS
    repaired = _repaired(written[0])
    if repaired:
        return f"{TYPO}: {repaired}"  # UTF-8 read as Windows-1252: versiÃ³n
    if _NON_LATIN.search(form) or (len(form) == 1 and form.lower() not in _ALPHABET):
        return FOREIGN  # Spanish is written in the Latin script: Ж, ω, 島本良太; č, ß alone
    if _mostly(written, _is_acronym):
        return ACRONYM
    # a capital after a colon proves nothing either (English lists and changelogs: "ssh: Add")
    inside = [o.form for o in occurrences
              if not o.sentence_start and not o.left.rstrip().endswith(":")]
    if inside and _mostly(inside, _capitalized):
        return PROPER
    mixed = _mostly(written, _mixed_case)  # a brand or a name glued from words: iOS, PureOS
    if (mixed or not names_only) and _english(form.lower(), occurrences) and _in_english(
            occurrences):
        return FOREIGN
    return PROPER if mixed else None


def _repaired(written: str) -> str:
    """The lower-case form UTF-8 text read as Windows-1252 hid (``versiÃ³n`` -> versión),
    or "" when ``written`` shows no such mojibake."""
    if "Ã" not in written and "Â" not in written:
        return ""
    try:
        return written.encode("cp1252").decode("utf-8").lower()
    except UnicodeError:
        return ""


def _english(key: str, occurrences: Sequence[Occurrence]) -> bool:
    """:func:`is_english`, with compounds only for forms not mostly capitalized: a name
    may split into English words (Fried-rich) and names are tags 3 and 6."""
    return is_english(key, not _mostly([o.form for o in occurrences], _capitalized))


def _mixed_case(written: str) -> bool:
    """Whether a capital follows a lower-case letter inside the form (``domU``, ``iCloud``,
    ``SteamOS``): no Spanish word is written so, names and identifiers are, and their
    one-edit neighbours are no typos (``SteamOS`` is not *seamos*)."""
    if written[1:].islower() or written.isupper():  # most forms: no test per letter
        return False
    return any(a.islower() and b.isupper() for a, b in pairwise(written))


def _capitalized(written: str) -> bool:
    """Whether the form is written with a capital first letter."""
    return written[:1].isupper()


def _accent_checked(key: str) -> bool:
    """Whether accent variants are looked for: letters only, long enough or accented."""
    return key.isalpha() and (len(key) >= MIN_TYPO_LENGTH or any(c in _ACCENTED for c in key))


def _judged_english(key: str, occurrences: Sequence[Occurrence], cache: _Cache) -> bool:
    """Whether tag 5 reads the form as foreign: English data knows it, or (lower-case forms
    only) it is spelled as no Spanish word is or is a compound of code words."""
    # a name is spelled as its language wants (Friedrich): only lower-case forms are judged
    return _english(key, occurrences) or (
        not _mostly([o.form for o in occurrences], _capitalized)
        and hybrid_parts(key, english_forms()) is None  # ghosteo: a Spanish coinage
        and (not_spanish_spelling(key) or _code_compound(key, cache)))


def _asked_variants(key: str, english: bool) -> list[str]:
    """The accent variants of ``key`` whose recognition can make it tag 4: none for a form
    too short or a derivation (a prefix and a known word is a coinage: ciberacoso, not
    ciberacosó); for a form read as English, only the variants the dictionary lists (an
    English word is taken for a Spanish typo only if the dictionary lists the accented form
    itself: versión, yes; navígate (navega + te), prívate, no; and never for one with an ñ,
    a letter English has not: name is no ñame)."""
    if not _accent_checked(key) or _derived(key):
        return []
    variants = accent_variants(key)
    if not english:
        return variants
    return [v for v in spanish_forms().among(variants) if "ñ" not in v]


def _lexical_tag(key: str, occurrences: Sequence[Occurrence], cache: _Cache,
                 accented: Sequence[str], english: bool) -> str:
    """Tags 4-9, from the dictionaries; ``accented`` holds the recognized accent variants
    :func:`_asked_variants` gave, ``english`` the form's :func:`_judged_english`."""
    guessed = _guessed(key, cache)
    suggestion = _best(_suggestable(accented, guessed, cache), cache)
    if suggestion:
        return f"{TYPO}: {suggestion}"
    if english:
        return FOREIGN
    if occurrences and all(_capitalized(o.form) for o in occurrences) and (
            len(occurrences) >= 2 or key in name_forms()):
        return PROPER  # sentence starts only (else tag 3 decided), but never in lower case
    if guessed:
        return f"{GUESSED}: " + ", ".join(dict.fromkeys(
            f"{lemma} ({pos})" for lemma, pos in guessed.items()))
    if len(key) >= MIN_EDIT_LENGTH and key.isalpha() and not _derived(key) and (
            key not in name_forms()):
        suggestion = _edit_suggestion(key, cache)
        # an English word with a Spanish suffix (linkear) is a slip only of a word the run
        # itself writes: else a coinage, not a typo of a rare form (likear)
        if suggestion and (suggestion in cache or not hybrid_parts(key, english_forms())) \
                and not _noun_derived(key, cache):
            return f"{TYPO}: {suggestion}"
    return PLAIN


def _suggestable(accented: Sequence[str], guessed: Mapping[str, str],
                 cache: _Cache) -> list[str]:
    """The recognized accent variants ``accented`` of a form that tag 4 may suggest:
    a guessed word (``guessed``: :func:`_guessed`) is no typo of its own guessed paradigm
    (postureo, postureó: posturear)."""
    return [v for v in accented if not (guessed and _lemmas(v, cache) & guessed.keys())]


#: An unrecognized form read as its one accent variant: (that variant, its analyses).
Respelling = tuple[str, tuple[Analysis, ...]]
#: The triage tags that say a form is written as a name (:func:`written_as_names`).
_NAME_SHAPES = frozenset({ACRONYM, PROPER})
#: A Roman numeral (Juan Pablo II, siglo XIV): written in capitals, but no name.
_ROMAN = re.compile("[ivxlcdm]+")


def load_tables() -> None:
    """Load the tables :func:`respellings` and the triage read (~0.2 s of unpickling that
    holds the interpreter): at a run's start with the lexicon, not on its first page."""
    english_forms()
    spanish_forms()
    context_markers()


def respellings(occurrences_by_form: Mapping[str, Sequence[Occurrence]],
                cache: _Cache) -> dict[str, Respelling]:
    """The unrecognized forms (key -> occurrences, as :func:`triage_run` takes them) that
    tag 4 would call a typo of exactly one recognized accent variant (``atencion``:
    atención), with that variant and its analyses; a form with two (``sonrio``: sonrío,
    sonrió) or none is left out, and so is one tags 1-3 or 5's English judgement take
    first (a name, ``Debian``: no *debían*, :func:`written_as_names`; ``version`` in
    English passages) and one without occurrences.

    The rule is the triage's, on the occurrences given (a page's; the triage sees the
    run's). What the disambiguator reads such a form as (analyzers/disambiguation.py).
    ``cache`` (the run's :class:`~analyzers.morphology.MorphCache`) is asked aside: its
    statistics stay those of the pages, and the triage finds the variants analyzed there.
    """
    asked = {key: _asked_variants(key, _judged_english(key, occs, cache))
             for key, occs in occurrences_by_form.items()
             if occs and _shape_tag(key, occs) is None}
    found = cache.peek_many(chain.from_iterable(asked.values()))
    out: dict[str, Respelling] = {}
    for key, variants in asked.items():
        known = [v for v in variants if found[v]]
        if known:
            known = _suggestable(known, _guessed(key, cache), cache)
        if len(known) == 1:
            out[key] = (known[0], found[known[0]])
    return out


def written_as_names(occurrences_by_form: Mapping[str, Sequence[Occurrence]]) -> set[str]:
    """The unrecognized forms (key -> occurrences) that tags 2-3 call an acronym or a
    proper-noun candidate, on the occurrences given (``Debian`` inside sentences, ``URLs``,
    ``iOS``); not a Roman numeral (``II``, ``XIV``). The disambiguator reads them as proper
    nouns (analyzers/disambiguation.py): a name is no verb because it ends as one
    (*debian*, as *debían*)."""
    return {key for key, occs in occurrences_by_form.items()
            if occs and not _ROMAN.fullmatch(key) and _shape_tag(key, occs, True) in _NAME_SHAPES}


def _code_compound(key: str, cache: _Cache) -> bool:
    """Whether ``key`` is a name made of English or code words: parts joined by hyphens,
    none a Spanish word only and one at least English or spelled as no Spanish word is
    (``call-last-kbd-macro``, ``time-to-live``, ``complete-hostname``; not ``balanceado-alb``,
    ``cambio-de-id-de-usuario``), or a negated option, *no* and an English word written
    together (``nocreate``, ``nowarn``, ``notime``). Slashes are left out: acronyms joined
    by one (``tcp/ip``) are read by their parts."""
    if "-" not in key:
        rest = key[len(_NEGATION):]
        return (key.startswith(_NEGATION) and len(rest) >= MIN_COMPOUND_PART
                and is_english(rest) and not _spanish_only(rest, cache))
    parts = [p for p in key.split("-") if p]
    return len(parts) >= 2 and not any(_spanish_only(p, cache) for p in parts) and any(
        is_english(p) or not_spanish_spelling(p) for p in parts)


def _spanish_only(word: str, cache: _Cache) -> bool:
    """Whether the recognizer knows ``word`` and the English data does not."""
    return bool(_analyses_of(word, cache)) and not is_english(word)


def _guessed(key: str, cache: _Cache) -> dict[str, str]:
    """The readings the recognizer only guessed for ``key`` (``selfie``: selfiar -> VERB),
    lemma -> its first category; empty when none."""
    guesses = getattr(cache.recognizer, "guesses", None)
    found = guesses(key) if guesses is not None else ()
    out: dict[str, str] = {}
    for a in found:
        if not a.source.endswith(":part"):
            out.setdefault(a.lemma, a.pos)
    return out


def _lemmas(form: str, cache: _Cache) -> set[str]:
    """The lemmas the recognizer gives ``form``."""
    return {a.lemma for a in _analyses_of(form, cache)}


def _analyses_of(form: str, cache: _Cache) -> tuple[Analysis, ...]:
    """The recognizer's analyses of ``form``, looked at aside: the run's statistics stay
    those of its pages (:meth:`~analyzers.morphology.MorphCache.peek_many`)."""
    return cache.peek(form)


def formation_readings(tags: Mapping[str, str], cache: _Cache) -> dict[str, str]:
    """The word-formation readings (analyzers/formation.py) of the forms a triage left as
    candidates (plain, guessed lemma) or foreign: key -> ``prefixation: ciber- + acoso
    (acoso NOUN)``."""
    keys = [key for key, tag in tags.items() if tag.partition(":")[0] in (PLAIN, GUESSED, FOREIGN)]
    analyses = functools.partial(_analyses_of, cache=cache)
    found = formations(keys, spanish_forms(), analyses, is_english, english_forms())
    # Apertium knows bases simplemma does not (tuit, gamificación): the affix bases of the
    # forms left without a reading are asked of the recognizer, in one batch
    left = [key for key in keys if key not in found]
    recognized = {base for base in _recognized_many(cache, chain.from_iterable(
        affix_bases(key.lower()) for key in left)) if _word_base(base, cache)}
    if recognized:
        found.update(formations(left, _KnownOrRecognized(spanish_forms(), recognized),
                                analyses, is_english, english_forms()))
    return found


def _word_base(form: str, cache: _Cache) -> bool:
    """Whether a form only the recognizer knows can be the base of a derivation: a verb
    (actualizarse), or a noun or adjective that is its own lemma (tuit, gamificación); not
    a rule's evaluative of something else (mmillas: mm + -illas) nor an adverb (indo)."""
    return any(a.pos == "VERB" or (a.pos in ("NOUN", "ADJ") and a.lemma == form)
               for a in _analyses_of(form, cache))


@dataclass(frozen=True)
class _KnownOrRecognized:
    """Membership in the known Spanish forms or in a few forms the recognizer knows."""

    known: Container[str]
    recognized: Container[str]

    def __contains__(self, form: object) -> bool:
        """Whether either holds ``form``."""
        return form in self.recognized or form in self.known


def _mostly(forms: Sequence[Any], test: Callable[[Any], bool]) -> bool:
    """True when more than half of ``forms`` pass ``test``."""
    return sum(map(test, forms)) * 2 > len(forms)


def _is_acronym(written: str) -> bool:
    """All letters are capitals and there are at least two of them; or so but a plural's
    final ``s`` (``URLs``, ``VPNs``, ``ONGs``)."""
    if written.endswith("s") and len(written) > 2 and written[:-1].isupper():
        written = written[:-1]
    if not written.isupper():  # a lower-case letter, or no cased one: most forms end here
        return False
    letters = [c for c in written if c.isalpha()]
    return len(letters) >= 2 and all(c.isupper() for c in letters)


def accent_variants(key: str) -> list[str]:
    """Forms one accent (or ñ/ü) away from ``key``, and ``key`` with its accent moved to
    another vowel (díficil -> difícil)."""
    out = []
    for i, c in enumerate(key):
        for repl in _ACCENTS.get(c, ""):
            out.append(key[:i] + repl + key[i + 1 :])
    if any(c in _ACCENTED for c in key):
        bare = "".join(_UNACCENTED.get(c, c) for c in key)
        out.extend(bare[:i] + _ACCENTED_OF[c] + bare[i + 1 :]
                   for i, c in enumerate(bare) if c in _ACCENTED_OF)
    return list(dict.fromkeys(v for v in out if v != key))


def is_english(key: str, compounds: bool = True) -> bool:
    """Whether the English data knows ``key``: a listed form, a contraction or genitive
    (doesn't, package's), or (if ``compounds``) a closed compound of two English words at
    least one of which is no Spanish word (bootloader, workaround; not autoinstalado)."""
    english = english_forms()
    if key in english or _ENGLISH_APOSTROPHE.search(key):
        return True
    if "-" in key or "/" in key:
        return _english_parts(key, english)
    # an English word with a Spanish suffix is a Spanish hybrid (spoil + ear: no "ear")
    if not compounds or not key.isalpha() or hybrid_parts(key, english):
        return False
    spanish = spanish_forms()
    return any(head in english and tail in english
               and not (head in spanish and tail in spanish)
               for head, tail in ((key[:i], key[i:]) for i in range(
                   MIN_COMPOUND_PART, len(key) - MIN_COMPOUND_PART + 1)))


def not_spanish_spelling(key: str) -> bool:
    """Whether Spanish spelling cannot give the letters-only form ``key``: no vowel (pfm,
    cdr, mtrr), a doubled consonant other than rr, ll, cc, nn (nroff, addxy, ppi), or a
    last letter native words do not end in (menurc, stdout, mmap, libexif) unless the form
    ends in a known word that does (webcómic: cómic): program names, code and foreign
    words, not Spanish coinages (bloguero, preajuste, enlosable)."""
    if not key.isalpha() or len(key) < 2:
        return False
    if _VOWEL.search(key) is None or _DOUBLED.search(key) is not None:
        return True
    if not all(_spanish_cluster(run, at_start=key.startswith(run))
               for run in _CONSONANTS.findall(key)):
        return True
    if key[-1] in _SPANISH_FINALS:
        return False
    known = spanish_forms()
    return not any(key[i:] in known for i in range(len(key) - MIN_KNOWN_TAIL + 1))


def _spanish_cluster(run: str, at_start: bool) -> bool:
    """Whether a run of consonants can be a syllable's coda followed by the next one's onset
    (ns-tr in instrumento, c-c in acción); at a word's start, an onset alone (pr, ps, gn)."""
    if len(run) < 2:
        return True
    if at_start:
        return run in _ONSETS or run in _LEARNED_ONSETS
    return any(run[:i] in _CODAS and run[i:] in _ONSETS for i in range(len(run) + 1))


def _english_parts(key: str, english: frozenset[str]) -> bool:
    """Whether a form written with hyphens or slashes is English: no part is a Spanish
    word only, and at least half the parts are English words only (image-menu,
    gimp-layer-new, start/stop; not sub-sección, tcp/ip)."""
    spanish = spanish_forms()
    parts = [p for p in _SEPARATORS.split(key) if p]
    only_english = sum(1 for p in parts if p in english and p not in spanish)
    return bool(parts) and only_english * 2 >= len(parts) and not any(
        p in spanish and p not in english for p in parts)


def _in_english(occurrences: Sequence[Occurrence]) -> bool:
    """Whether most occurrences that have a context with stop words are in English ones."""
    verdicts = [v for v in map(_english_context, occurrences) if v is not None]
    return bool(verdicts) and _mostly(verdicts, bool)


def _english_context(occurrence: Occurrence) -> bool | None:
    """True when the occurrence's context holds more English than Spanish stop words
    (None when it holds neither: no context, or only names and numbers)."""
    english, spanish = context_markers()
    words = _WORD.findall(f"{occurrence.left} {occurrence.right}".lower())
    en = sum(map(english.__contains__, words))
    es = sum(map(spanish.__contains__, words))
    return None if en == es == 0 else en > es


@functools.cache
def context_markers() -> tuple[frozenset[str], frozenset[str]]:
    """English and Spanish stop words that are no function word of the other language
    (``the``, ``with``; ``los``, ``pero``; not ``a``, ``no``, ``so``): what tells the language
    of a context. The dictionaries are no help here: each lists the other's commonest words."""
    from analyzers.lexicon_sources import load_tsv_lexicon
    from analyzers.lists import bundled_stopwords
    from analyzers.morphology import LANGUAGES, LEXICON_DIR

    english = bundled_stopwords("en").forms
    spanish = bundled_stopwords("es").forms
    closed = load_tsv_lexicon(LEXICON_DIR / LANGUAGES["es"].closed_lexicon, "closed")
    return frozenset(english - spanish - closed.keys()), frozenset(spanish - english)


def _derived(key: str) -> bool:
    """Whether ``key`` is a known word with a prefix, or a known verb with a derivational
    suffix: a coinage rather than a typo. A vowel-final prefix before a single r breaks
    the spelling rule (pre + requisito is prerrequisito), so that is no derivation."""
    known = spanish_forms()
    for prefix in PREFIXES:
        if key.startswith(prefix):
            rest = key[len(prefix):].lstrip("-")
            single_r = rest[:1] == "r" and rest[1:2] != "r" and prefix[-1] in _VOWELS
            if len(rest) >= 4 and rest in known and not single_r:
                return True
    for suffix in VERB_SUFFIXES:
        if key.endswith(suffix):
            stem = key[: len(key) - len(suffix)]
            if len(stem) >= 3 and stem[-1] in "aei" and stem + "r" in known:
                return True
    return False


def _noun_derived(key: str, cache: _Cache) -> bool:
    """Whether ``key`` is a noun the recognizer knows (Apertium's too: tuit) with a suffix
    of :data:`NOUN_SUFFIXES` (tuit + -era): a coinage rather than a slip of a neighbouring
    form (tuitea). Asked of the few forms tag 8 would call typos only, since it asks the
    recognizer (one or two stems each)."""
    # the stem itself only: restoring a vowel or a spelling at the joint reads too many
    # slips as derivations (cosidera: cosido + -era; cabaceras: cabaza + -eras)
    bases = [key[: len(key) - len(suffix)] for suffix in NOUN_SUFFIXES if key.endswith(suffix)
             if len(key) - len(suffix) >= MIN_NOUN_BASE]
    return any(a.pos == "NOUN" for base in bases for a in _analyses_of(base, cache))


def _recognized_many(cache: _Cache, forms: Iterable[str]) -> set[str]:
    """Those of ``forms`` the recognizer knows, looked at aside (the misses in one batch:
    with Apertium, one round trip per 400 forms)."""
    return {f for f, found in cache.peek_many(forms).items() if found}


def one_edit(word: str) -> set[str]:
    """All strings one delete, transpose, replace or insert away (Norvig's generator)."""
    return _edits(word, lambda typed, rest: _ALPHABET)


def _edits(word: str, wanted_for: Callable[[str, str], str], start: int = 0,
           stop: int | None = None) -> set[str]:
    """The strings one delete, transpose or insert away from ``word``, and those with one
    letter replaced by each of ``wanted_for(the letter, the rest of the word)``; with
    ``start``, only the edits after its first ``start`` letters; with ``stop``, only those
    that keep at most its first ``stop`` letters as they are."""
    end = len(word) if stop is None else min(stop, len(word))
    splits = [(word[:i], word[i:]) for i in range(start, end + 1)]
    deletes = [a + b[1:] for a, b in splits if b]
    transposes = [a + b[1] + b[0] + b[2:] for a, b in splits if len(b) > 1]
    replaces = [a + c + b[1:] for a, b in splits if b for c in wanted_for(b[0], a + b[1:])]
    inserts = [a + c + b for a, b in splits for c in _ALPHABET]
    edits = set(deletes + transposes + replaces + inserts)
    edits.discard(word)
    return edits


def _keyboard_neighbours() -> dict[str, frozenset[str]]:
    """Each letter's neighbours on a Spanish keyboard (ISO, QWERTY): the keys beside it and
    the two it touches in each of the rows above and below."""
    rows = ("qwertyuiop", "asdfghjklñ", "zxcvbnm")
    shift = (0.0, 0.25, 0.75)  # how far each row starts to the right of the one above
    place = {c: (r, i + shift[r]) for r, row in enumerate(rows) for i, c in enumerate(row)}
    return {c: frozenset(o for o, (r2, x2) in place.items() if o != c and abs(r - r2) <= 1
                         and abs(x - x2) <= (1.0 if r == r2 else 0.8))
            for c, (r, x) in place.items()}


_NEIGHBOURS = _keyboard_neighbours()
#: Letters Spanish spelling confuses because they sound alike (b/v, c/q/k/s/z, g/j, y/i).
_SOUND_ALIKE = {
    "b": "v", "v": "b", "c": "qksz", "q": "ck", "k": "cq", "s": "cz", "z": "cs", "g": "j",
    "j": "g", "y": "i", "i": "y",
}  # fmt: skip
_VOWELS_WRITTEN = frozenset("aeiouáéíóúü")


def _bare(letter: str) -> str:
    """``letter`` without its accent or other mark (ŕ -> r, ǵ -> g; ñ stays)."""
    return letter if letter == "ñ" else unicodedata.normalize("NFD", letter)[0]


def _struck_for(wanted: str, typed: str, rest: str) -> bool:
    """Whether a typist who wanted ``wanted`` may have struck ``typed`` instead: a key beside
    it, the same key with another mark, a vowel for a vowel, a letter that sounds the same or
    one the word has elsewhere (``rest``)."""
    want, got = _bare(wanted), _bare(typed)
    return (got == want or got in _NEIGHBOURS.get(want, ()) or got in rest
            or (wanted in _VOWELS_WRITTEN and typed in _VOWELS_WRITTEN)
            or got in _SOUND_ALIKE.get(want, ""))


def typing_slips(word: str, within: int | None = None) -> set[str]:
    """The strings ``word`` may be a typing slip of: a letter left out, a letter too, two
    swapped (any letters: *disponble*, *ejemplor*, *uqe*), or one letter struck for another
    — a key beside it, a vowel for a vowel, a letter that sounds the same or one the word
    has elsewhere (*caractares*), not any letter for any: *frikis* is no slip of *friáis*,
    nor *feroés* of *ferrés*. Only those with the same first letter (typists rarely miss
    the first one; xconsole is no typo of console): the edits after it (an edit at the
    first letter that keeps it, as *lamar* for *llamar*, is also one after it). With
    ``within``, only those that keep at most its first ``within`` letters as they are
    (:meth:`KnownForms.reach`: no known form begins with more of them)."""
    return _edits(word, _wanted_for, start=1, stop=within)


def _wanted_for(typed: str, rest: str) -> str:
    """The letters a typist may have wanted where ``typed`` was struck, ``rest`` being the
    rest of the word (:func:`_struck_for`): any, when the word has the letter elsewhere."""
    return _ALPHABET if _bare(typed) in rest else _strikable(typed)


@functools.cache
def _strikable(typed: str) -> str:
    """The letters :func:`_struck_for` allows for ``typed`` whatever the rest of the word
    (asked once per letter: the triage asks ~300 per unrecognized form)."""
    return "".join(c for c in _ALPHABET if _struck_for(c, typed, ""))


def _edit_suggestion(key: str, cache: _Cache) -> str | None:
    """The best known Spanish form ``key`` may be a typing slip of (:func:`typing_slips`)."""
    known = spanish_forms()
    return _best(known.among(typing_slips(key, known.reach(key))), cache)


def _best(candidates: Iterable[str], cache: _Cache) -> str | None:
    """Prefer candidates seen in this run, then those spelled by today's accent rules
    (actívelo before the old spelling's activélo), then alphabetical."""
    spanish = LANGUAGES["es"]
    ranked = sorted(candidates,
                    key=lambda c: (c not in cache, not accent_well_placed(c, spanish), c))
    return ranked[0] if ranked else None


@dataclass(frozen=True, slots=True)
class KnownForms:
    """Membership in a form table corrected by two small stored differences."""

    merged: Container[str]  # the recognizer's merged forms
    unlisted: frozenset[str]  # merged forms the reference list lacks
    listed_only: frozenset[str]  # forms of the reference list the merged ones lack

    def __contains__(self, form: object) -> bool:
        """Whether the reference list has ``form``: queries, no copy of either list."""
        return (form in self.merged and form not in self.unlisted) or form in self.listed_only

    def among(self, forms: Collection[str]) -> set[str]:
        """Those of ``forms`` the reference list has, tested in C (a typo's ~700 one-edit
        variants: ~10x faster than a Python ``in`` each)."""
        found = set(filter(self.merged.__contains__, forms))
        found -= self.unlisted
        found.update(self.listed_only.intersection(forms))
        return found

    def reach(self, word: str) -> int:
        """How many first letters of ``word`` a form of the reference list may begin with,
        at most (the merged forms', :func:`~analyzers.lexicon_table.longest_begun`): a
        string that keeps more of them is no listed form, so the typo search does not look
        those up (~40 % of a typo's one-edit strings)."""
        reach = longest_begun(self.merged, word)
        for form in self.listed_only:  # a handful: the list and the merged forms differ little
            reach = max(reach, len(commonprefix([form, word])))
        return reach


@functools.cache
def spanish_forms() -> KnownForms:
    """Known Spanish forms for typo suggestions (simplemma's Spanish dictionary, lower case).

    Asks the recognizer's merged tables, which list nearly the same forms, and the stored
    differences: no second table of ~800 k forms (~0.2 s and ~100 MB in every run).
    """
    merged = dictionary_forms("es")
    listed: list[frozenset[str]] = []  # built on a cache miss only (slow)

    def simplemma() -> frozenset[str]:
        if not listed:
            listed.append(_dictionary_forms("es"))
        return listed[0]

    unlisted = _stored_forms(
        "es-unlisted", lambda: frozenset(filterfalse(simplemma().__contains__, merged)))
    listed_only = _stored_forms(
        "es-listed-only", lambda: frozenset(filterfalse(merged.__contains__, simplemma())))
    return KnownForms(merged, unlisted, listed_only)


@functools.cache
def english_forms() -> Container[str]:
    """Known English forms: simplemma's English dictionary plus spaCy's English stop words,
    in a MARISA trie (~2 MB; as a set, its ~166,000 forms took ~19 MB of the run's
    process, at the moment the run's processes are largest together: issue 21)."""
    return _stored_forms("en", _english_forms)


@functools.cache
def name_forms() -> frozenset[str]:
    """Proper names simplemma's English dictionary lists (Friedrich, Roland): no typos."""
    return _stored_forms("en-names", _english_names)


def _english_names() -> frozenset[str]:
    """:func:`name_forms` built from the source (slow)."""
    return _dictionary_forms("en", with_names=True) - _dictionary_forms("en", with_names=False)


def _english_forms() -> marisa_trie.Trie:
    """:func:`english_forms` built from the sources (slow). The dictionary's proper names
    (a capitalized lemma: Friedrich, Albert) are left out: a name is no English word."""
    forms = set(_dictionary_forms("en", with_names=False))
    try:
        from spacy.lang.en.stop_words import STOP_WORDS
    except ImportError:  # spaCy missing: the dictionary alone still works
        STOP_WORDS = set()  # noqa: N806
    forms.update(w.lower() for w in STOP_WORDS)
    return marisa_trie.Trie(forms)


def _dictionary_forms(lang: str, with_names: bool = True) -> frozenset[str]:
    """Alphabetic lower-case forms of simplemma's dictionary for ``lang`` (empty if absent),
    optionally without the proper names (forms whose lemma is capitalized)."""
    from analyzers.lexicon_sources import load_simplemma

    return frozenset(f for f, lemma in load_simplemma(lang).items()
                     if f.isalpha() and (with_names or not lemma[:1].isupper()))


#: A stored form list: a set, or a trie for the large ones that stay loaded.
_Forms = TypeVar("_Forms", frozenset[str], marisa_trie.Trie)


def _stored_forms(lang: str, build: Callable[[], _Forms]) -> _Forms:
    """A form list (a set, or a trie) from the cache dir of the derived tables, built and
    stored on a miss.

    Decoding simplemma's dictionaries takes ~1.5 s per language on every run (most of a
    run's triage); the pickled set loads in ~0.1 s. The file name carries the versions of
    the sources, so an upgrade builds a new one.
    """
    versions = "-".join(package_version(p) for p in ("simplemma", "spacy"))
    path = derived_tables_dir() / f"typo-forms-{lang}-{versions}-f{FORMS_VERSION}.pickle"
    forms = load_stored(path, object)
    if not isinstance(forms, frozenset | marisa_trie.Trie):  # absent or damaged: built, stored
        forms = build()
        store_derived(path, forms)
    return forms
