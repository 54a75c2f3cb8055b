"""Code on a page, marked up or written in plain text (issue 17): identifiers, not candidates.

A page's unrecognized word becomes a non-word of kind ``identifier`` (counted in ``words``,
never in ``unrecognized``) when every one of its occurrences on the page is code by one
of these signals, or when most are and it is no derivation of a Spanish word (below):

1. **Markup** (analyzers/extract.py ``code_keys``): ``<code>``, ``<kbd>``…, and on a manual
   page bold, italic, tagged-paragraph terms, ``<pre>`` and a word alone in ASCII quotes.
2. **A code run**: the occurrence stands in a run of at least :data:`MIN_RUN` words that
   are no Spanish words — unknown words written in lower-case ASCII, numbers-and-letters
   (``octeon2``), non-words (options, paths, identifiers) — with nothing between them but
   blanks, commas, brackets, quotes and neutral tokens (numbers, addresses, keys named in
   prose, capitalized words: names and acronyms say nothing), and code by their look: one
   of them a non-word, an alphanumeric word or a word the page marks as code elsewhere
   (and not all English words: an interface's labels). CPU flag lists (``loongson2e,
   loongson2f, octeon, octeon2``), file-system lists, stty settings in prose (``igual que
   echoe echoctl echoke``) and synopses (``mren [-voOsSrRA] ficheroorigen
   ficherodestino``) are such runs. A run holding an English function word (``of``,
   ``the``) is an English phrase, not code; a run ends at a Spanish word (single letters
   included: *y*, *o*), at an unknown word with other letters than ASCII ones (``się``,
   ``της``, ``bloguerío``: another language, or Spanish), a block's end and
   ``. ! ? ; : …``.
3. **A sign glued before it**: a format directive's ``%``, a variable's ``$``, an
   escape's ``\\`` (time(1)'s ``%Uuser %Ssystem``, ``$tmpdir``); or **a parenthesis glued
   after it**, as to a function's name, in lower case (``raizcuadrada(-1)``; not
   ``usuario(s)``).

A word made only of doubled letters is a date or time format (``aaaammddhhmmss``) wherever
it is written.

A run's first or last part between commas that holds several words and touches a Spanish
word is a clause of the sentence, not an item of a list ("la orden natia exit, bash
ejecutará"), and a first or last word that touches one and is a slip of prose (unmarked,
of four letters or more and one letter off a Spanish word, or a Spanish word glued to the
next: ``mara`` after "dmesg -w", ``localmenteinfo '(coreutils) …'``) is prose: both are
cut off before the run is counted.

By name and shape, wherever the page writes them in lower case only:

- **Names of Unix things** (:func:`unix_names`, lexicons/unix-names.txt, whole lists from
  Debian's data: process fields, stty settings, find's tests, terminfo capabilities,
  file-system types, bash's builtins) that no Spanish source knows and that are no English
  word: ``euid``, ``egid``, ``atime``, ``echoe``.
- **Placeholders glued from words** (``ficheroscuba``, ``fredcontraseña``): a word the page
  marks as code or writes inside an address or a path at least once, read as two words of
  four letters or more, one Spanish; never a derivation of a Spanish word.

A recognized word stays a word, unless the page writes it only in command lines set as
code: lines of a code element most of whose words are no Spanish words (``<code>sudo apt
install tmuxinator</code>``: *sudo* is no form of *sudar* there). A word the page writes
as code most of the times (``popd`` in bold, and once in "las órdenes pushd y popd") is
code everywhere on the page if it is written in lower case, has three letters or more
and is no prefix or suffix derivation of a Spanish word: bash(1)'s ``Un <i>coproceso</i>
es…``, then written in prose, keeps its coinage (co- + proceso). A list of coinages
spelled as Spanish words (``tuiteros, perrhijos, sextorsión``) is no code run, even with an
odd spelling among them.
How these rules were chosen and what they take: docs/neologisms.md.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Mapping, Sequence, Set
from html.entities import html5
from itertools import compress, filterfalse
from typing import Final, NamedTuple

from analyzers.document import (
    ALNUM,
    ALPHA,
    DATE,
    EMAIL,
    HASHTAG,
    IDENTIFIER,
    KEYS,
    MENTION,
    NUMBER,
    OPTION,
    OTHER,
    PATH,
    URL,
)
from analyzers.formation import PREFIXATION, SUFFIXATION, formation, formation_type
from analyzers.lists import bundled_path, load_list
from analyzers.morphology import Analysis
from analyzers.neologisms import (
    MIN_TYPO_LENGTH,
    accent_variants,
    code_parts,
    context_markers,
    is_english,
    one_edit,
    spanish_forms,
)
from analyzers.words import BREAK, ends_of

#: Words that are no Spanish word a run needs to be code (two unknown words side by side
#: are too often a name or two coinages).
MIN_RUN: Final = 3
#: Shorter words mostly written as code are too often something else in prose (``po``:
#: the gettext file, and a typo of *por*).
MIN_CODE_WORD: Final = 3
#: Each word of a placeholder has this many letters at least (shorter ones, ``con``,
#: ``par``, ``bas``, can be read in nearly any word).
MIN_GLUED_WORD: Final = 4
#: The file of :func:`unix_names`, in lexicons/.
UNIX_NAMES: Final = "unix-names.txt"
#: Kinds of the non-words a placeholder may be written inside (a password in a URL).
_PLACED_KINDS: Final = frozenset({URL, EMAIL, PATH, IDENTIFIER, OPTION})
#: Punctuation that ends a run: a sentence's or a clause's end.
_RUN_ENDS: Final = frozenset(".!?;:…")
#: Signs a format directive, a shell variable or an escape starts with.
_SIGILS: Final = frozenset("%$\\")
#: The names of HTML5's character entities, lower-cased (``rarr``, ``nbsp``, ``aacute``).
_ENTITY_NAMES: Final = frozenset(name.rstrip(";").lower() for name in html5)
#: A date or time format written as letters, each repeated (``aaaammddhhmmss``,
#: ``yyyymmdd``): no Spanish word is made only of doubled letters (three groups at least:
#: ``EEUU`` is an abbreviation).
_FORMAT_MASK: Final = re.compile(r"(?:(\w)\1+){3,}")
#: Kinds of the words a run counts besides unknown words (the neutral ones aside).
_COUNTED_KINDS: Final = frozenset({ALNUM, IDENTIFIER, OPTION, PATH, OTHER})
#: The letters of :func:`code_runs`, and a run of them.
_UNKNOWN, _WORD, _ENGLISH, _THROUGH, _END = "UNET."
#: (A run of fewer words is no code run: most runs are one unknown word in prose, and the
#: expression passes over them in C.)
_RUN: Final = re.compile(f"(?:[ET]*[UN]){{{MIN_RUN},}}[UNET]*")
#: Kinds that neither count in a run nor end it: numbers, keys named in prose (``Esc``),
#: addresses (a credit line: ``juanma <juanma@example.org>``).
_NEUTRAL_KINDS: Final = frozenset({NUMBER, DATE, KEYS, URL, EMAIL, MENTION, HASHTAG})


def mark_code(kinds: dict[str, str], analyses: dict[str, tuple[Analysis, ...]],
              marked: Mapping[str, int], lines: Sequence[Sequence[str]], counts: Counter[str],
              stream: Sequence[str], text: str, raw: Sequence[str]) -> None:
    """Give the kind IDENTIFIER to the page's words that are code (module doc): unrecognized
    words inside code markup (``marked``: key -> occurrences there), in a code run or after
    a sign, and Spanish words written only in command lines or in a command's place
    (``lines``: the word keys of each line of several words in code markup; their analyses
    are dropped). ``stream`` holds the page's tokens, ``raw`` their matches over ``text``
    (their lengths give each token's place, to read how it is written)."""
    written = _Written(stream, text, raw)
    counted = _counted_lines(lines, kinds, analyses)
    commands = _command_words(counted)
    first_words = _command_places(counted)
    lower = _written_lower(first_words.keys(), stream, written)
    commanded = {key: times for key, times in first_words.items() if key in lower}
    for key, times in (commands + Counter(commanded)).items():
        if times >= counts[key]:
            kinds[key] = IDENTIFIER
            del analyses[key]
    # set operations and compress, in C: a page has thousands of distinct tokens
    alpha = set(compress(kinds, map(ALPHA.__eq__, kinds.values())))
    unknown = set(filterfalse(analyses.get, alpha))
    where = list(compress(range(len(stream)), map(unknown.__contains__, stream)))
    if not where:
        return
    letters = _run_letters(counts.keys(), kinds, alpha, unknown)
    places = code_runs(stream, letters, kinds, unknown, marked, written)
    places.update(_after_sigils(stream, raw, where))
    places.update(_entity_names(stream, raw, where))
    places.update(i for i in _calls(stream, raw, where) if written.lower(i))
    in_plain = Counter(map(stream.__getitem__, places))
    mostly: set[str] = set()
    for key in unknown.intersection(marked.keys() | in_plain.keys()):
        code = marked.get(key, 0) + in_plain.get(key, 0)
        if code >= counts[key]:
            kinds[key] = IDENTIFIER
        elif code * 2 > counts[key] and _no_coinage(key):
            mostly.add(key)
    mostly.update(_placeholders(unknown, marked, kinds))
    mostly.update(filter(_unix_name, unknown))
    if mostly:
        for i in where:  # a capital anywhere: a name or a sentence start, so prose
            if stream[i] in mostly and not written.lower(i):
                mostly.discard(stream[i])
        for key in mostly:
            kinds[key] = IDENTIFIER
    for key in unknown:
        if key[:1] == key[1:2] and _FORMAT_MASK.fullmatch(key):  # a doubled first letter
            kinds[key] = IDENTIFIER


class _Written:
    """How the page's tokens are written: the end offsets of their matches (``raw``) over
    ``text``, computed on the first question (most pages ask none)."""

    def __init__(self, stream: Sequence[str], text: str, raw: Sequence[str]) -> None:
        """Remember the page; nothing is computed yet."""
        self._stream, self._text, self._raw = stream, text, raw
        self._ends: list[int] | None = None

    def lower(self, i: int) -> bool:
        """Whether the token at ``i`` of the stream is written in lower case."""
        if self._ends is None:
            self._ends = ends_of(self._raw)
        end = self._ends[i]
        return self._text[end - len(self._stream[i]) : end].islower()


def _command_words(counted: Sequence[_CodeLine]) -> Counter[str]:
    """The Spanish words of the lines of code that are command lines, with how often:
    lines most of whose words are no Spanish words (``sudo apt install tmuxinator``:
    *sudo*, a form of *sudar* to the dictionaries, is the command). A line mostly of
    Spanish words is a phrase set as code (``<code>nombre del fichero</code>``); numbers
    and dates count for neither (``date``'s ``mar 26 nov 2026 CET``)."""
    found: Counter[str] = Counter()
    for line in counted:
        if line.mostly_code:
            # a single letter is a variable or an option's value as often as a word
            found.update(w for w in compress(line.words, line.spanish) if len(w) > 1)
    return found


def _command_places(counted: Sequence[_CodeLine]) -> Counter[str]:
    """The Spanish words that begin a line of code whose other words are half no Spanish
    words at least, in the lines :func:`_command_words` leaves (``sudo adduser lectora``:
    the command's place; not ``ingrese la contraseña de jean``, a program's prompt), with
    how often those lines have them anywhere (``sudo usermod -aG sudo lectora`` counts
    *sudo* twice)."""
    left = [line for line in counted if not line.mostly_code]
    first = {line.words[0] for line in left
             if len(line.words[0]) >= MIN_CODE_WORD and line.spanish[0]
             and len(line.words) > 1 and line.spanish[1:].count(False) * 2 >= len(line.words) - 1}
    return Counter(w for line in left for w in line.words if w in first)


class _CodeLine(NamedTuple):
    """A line of code without its neutral words (numbers, dates, addresses), and which of
    its words the recognizer knows."""

    words: tuple[str, ...]
    spanish: tuple[bool, ...]

    @property
    def mostly_code(self) -> bool:
        """Whether most of the line's words are no Spanish words, one at least being one."""
        known = self.spanish.count(True)
        return known > 0 and known * 2 < len(self.words)


def _counted_lines(lines: Sequence[Sequence[str]], kinds: Mapping[str, str],
                   analyses: Mapping[str, tuple[Analysis, ...]]) -> list[_CodeLine]:
    """The ``lines`` as :class:`_CodeLine`, empty ones left out."""
    counted = (tuple(w for w in line if kinds.get(w) not in _NEUTRAL_KINDS) for line in lines)
    return [_CodeLine(words, tuple(kinds.get(w) == ALPHA and bool(analyses.get(w))
                                   for w in words))
            for words in counted if words]


def _written_lower(keys: Set[str], stream: Sequence[str], written: _Written) -> set[str]:
    """The ``keys`` the page writes in lower case everywhere: a command always is; a line
    of a poem set as code begins with a capital. (One pass over the page for all of them,
    their places found in C.)"""
    if not keys:
        return set()
    at = compress(range(len(stream)), map(keys.__contains__, stream))
    return set(keys).difference([stream[i] for i in at if not written.lower(i)])


@functools.cache
def unix_names() -> frozenset[str]:
    """The names of Unix things of lexicons/unix-names.txt (process fields, stty settings,
    find's tests, terminfo capabilities, file-system types, bash's builtins: whole lists
    from Debian's data, built by bench/unix_names.py)."""
    return load_list(bundled_path(UNIX_NAMES)).forms


def _unix_name(key: str) -> bool:
    """Whether ``key`` is one of :func:`unix_names` that is no English word (``time``,
    ``raw``: the triage calls them foreign) and no Spanish word without its accent
    (``util``, a field of ps, is also *útil* typed without it), of three letters or more
    (``ei``, ``am``: abbreviations and units as often)."""
    return (key in unix_names() and len(key) >= MIN_CODE_WORD and not is_english(key)
            and not spanish_forms().among(accent_variants(key)))


def _placeholders(unknown: set[str], marked: Mapping[str, int],
                  kinds: Mapping[str, str]) -> set[str]:
    """The page's placeholders glued from words (``ficherodestino``, ``fredcontraseña``):
    unknown words the page marks as code or writes inside an address, a path or an
    identifier (``http://fred:fredcontraseña@example.com/``) at least once, that read as
    two words glued, one of them Spanish, and neither as an English word (the triage calls
    it foreign) nor as a derivation of a Spanish word (those are coinages a manual defines
    in italic: ``coproceso``). A glued form the page never
    writes as code stays what the triage says (``mientrasla``: a missing blank)."""
    inside = code_parts(compress(kinds, map(_PLACED_KINDS.__contains__, kinds.values())))
    return {key for key in unknown & (marked.keys() | inside)
            if key.isalpha() and not is_english(key) and _glued(key) and not _derivation(key)}


def _glued(key: str) -> bool:
    """Whether ``key`` reads as two words of :data:`MIN_GLUED_WORD` letters or more written
    together, one of them Spanish (``fichero`` + ``destino``, ``fichero`` + ``scuba``,
    ``fred`` + ``contraseña``)."""
    spanish = spanish_forms()
    return any(head in spanish or tail in spanish
               for head, tail in ((key[:i], key[i:]) for i in range(
                   MIN_GLUED_WORD, len(key) - MIN_GLUED_WORD + 1)))


def _no_coinage(key: str) -> bool:
    """Whether a word mostly written as code can be taken for code where it is written in
    prose too: three letters or more, and no prefix or suffix derivation of a Spanish word
    (bash(1)'s ``coproceso``, ``metacarácter``, defined in italic, are coinages; ``popd``,
    stty's ``echoe`` are not)."""
    return len(key) >= MIN_CODE_WORD and not _derivation(key)


@functools.lru_cache(maxsize=65_536)
def _derivation(key: str) -> bool:
    """Whether ``key`` reads as a prefix or suffix derivation of a Spanish word."""
    reading = formation(key, spanish_forms(), _no_analyses)
    return formation_type(reading) in (PREFIXATION, SUFFIXATION)


def _no_analyses(form: str) -> tuple[Analysis, ...]:
    """No readings to show: :func:`_no_coinage` needs the formation's class only."""
    return ()


def code_runs(stream: Sequence[str], letters: Mapping[str, str], kinds: Mapping[str, str],
              unknown: set[str], marked: Mapping[str, int], written: _Written) -> set[int]:
    """The places in ``stream`` of the ``unknown`` words that stand in a code run
    (``written`` tells how the tokens are written).

    Each distinct token has a letter (:func:`_run_letters`), the page's tokens a string of
    them, and a regular expression finds the runs: only those with enough words are looked
    at one by one.
    """
    code = "".join(map(letters.__getitem__, stream))
    found: set[int] = set()
    for run in _RUN.finditer(code):
        seen = run.group()
        if _UNKNOWN not in seen or _ENGLISH in seen:
            continue
        places = [i for i in range(run.start(), run.end()) if code[i] == _WORD or (
            code[i] == _UNKNOWN and written.lower(i))]
        places = _without_clauses(places, stream, code, unknown)
        places = _without_prose_edges(places, stream, code, unknown, marked)
        words = list(map(stream.__getitem__, places))
        if len(words) >= MIN_RUN and _looks_like_code(words, kinds, unknown, marked):
            # a derivation of a Spanish word is a coinage even there (ISO9660 arrancable,
            # «cdboot.iso»)
            found.update(i for i in places
                         if code[i] == _UNKNOWN and not _derivation(stream[i]))
    return found


def _touches_spanish(i: int, step: int, stream: Sequence[str], code: str,
                     unknown: set[str]) -> bool:
    """Whether the token next to place ``i``, going ``step`` (-1: left, 1: right), is a
    Spanish word, with nothing but blanks between them (after a dash or a comma, the word
    may begin a list or end one: "mem, kmem, port - memoria del sistema")."""
    j = i + step
    return 0 <= j < len(code) and code[j] == _END and stream[j].isalpha() and (
        stream[j] not in unknown)


def _without_clauses(places: list[int], stream: Sequence[str], code: str,
                     unknown: set[str]) -> list[int]:
    """A run's word places without its first or last part between commas where that part
    holds several words and touches Spanish text: a clause of the sentence, not an item of
    a list ("la orden natia exit, bash ejecutará"; a list's items are single words,
    ``vfat, XFS, xiafs``, or pairs inside it, ``long -l, single-column -1``)."""
    if len(places) < MIN_RUN:
        return places
    parts: list[list[int]] = [[]]
    for before, after in zip(places, [*places[1:], places[-1]], strict=True):
        parts[-1].append(before)
        # a comma may come glued to a sign (ld.so(8)'s "power5+,")
        if any("," in t and not t[0].isalnum() for t in stream[before + 1 : after]):
            parts.append([])
    if len(parts) > 1:
        if len(parts[0]) > 1 and _touches_spanish(parts[0][0], -1, stream, code, unknown):
            parts = parts[1:]
        if len(parts[-1]) > 1 and _touches_spanish(parts[-1][-1], 1, stream, code, unknown):
            parts = parts[:-1]
    return [i for part in parts for i in part]


def _without_prose_edges(places: list[int], stream: Sequence[str], code: str,
                         unknown: set[str], marked: Mapping[str, int]) -> list[int]:
    """A run's word places without its first or last word where that word touches a Spanish
    word and reads as a slip of prose, not code: unmarked on the page, and one letter off a
    Spanish word (``mara`` after "dmesg -w", for *para*; four letters or more) or a
    Spanish word glued to the next (``localmenteinfo '(coreutils) …'``: a missing
    blank)."""
    for edge, step in ((0, -1), (-1, 1)):
        if len(places) < MIN_RUN:
            break
        key = stream[places[edge]]
        # the neighbour first: it is read in the page, _slip reads the dictionaries
        if (key in unknown and key not in marked
                and _touches_spanish(places[edge], step, stream, code, unknown)
                and _slip(key)):
            places = places[1:] if edge == 0 else places[:-1]
    return places


@functools.lru_cache(maxsize=4096)
def _slip(key: str) -> bool:
    """Whether ``key`` is one letter off a Spanish word or a Spanish word glued to another
    (:func:`_without_prose_edges`)."""
    spanish = spanish_forms()
    # shorter words are one letter off some Spanish word nearly all (git: gis, gil)
    return len(key) >= MIN_TYPO_LENGTH and bool(spanish.among(one_edit(key))) or any(
        key[:i] in spanish for i in range(MIN_GLUED_WORD, len(key) - 1))


def _run_letters(tokens: Set[str], kinds: Mapping[str, str], alpha: set[str],
                 unknown: set[str]) -> dict[str, str]:
    """The letter of each distinct token (``tokens``; ``alpha`` and ``unknown`` are the
    words proper and those the recognizer does not know) for :func:`code_runs`: an unknown
    word in ASCII (:data:`_UNKNOWN`), another word a run counts (:data:`_WORD`: non-words,
    alphanumeric words), an English function word (:data:`_ENGLISH`), what a run goes
    through (:data:`_THROUGH`: blanks' punctuation, neutral kinds, an unknown single
    letter) and what ends it (:data:`_END`: a Spanish word, a word of another alphabet or
    with accents, a break mark, ``. ! ? ; : …``). Built by set operations: only the
    unknown words and the punctuation are looked at one by one."""
    letters = dict.fromkeys(tokens, _THROUGH)
    letters.update(dict.fromkeys(
        [t for t in tokens - kinds.keys() if t == BREAK or not _RUN_ENDS.isdisjoint(t)], _END))
    letters.update(dict.fromkeys(alpha - unknown, _END))  # Spanish words
    letters.update((t, (_UNKNOWN if len(t) > 1 else _THROUGH) if t.isascii() else _END)
                   for t in unknown)  # się, της: another language
    letters.update(dict.fromkeys(
        compress(kinds, map(_COUNTED_KINDS.__contains__, kinds.values())), _WORD))
    letters.update(dict.fromkeys(kinds.keys() & context_markers()[0], _ENGLISH))
    return letters


def _calls(stream: Sequence[str], raw: Sequence[str], where: Sequence[int]) -> set[int]:
    """The places of the words a parenthesis is glued to, as to a function's name
    (``i = raizcuadrada(-1)``, ``malloc(size)``); not Spanish's gender and number marks
    (``usuario(s)``, ``alumno(a)``: one or two letters, then the closing one). The caller
    keeps those written in lower case (``GCR(group code recording)``, a label's
    ``Aleatorizacion(%)``: a missing blank)."""
    last = len(stream) - 1
    return {i for i in where if i < last and stream[i + 1][:1] == "(" and raw[i + 1] == (
        stream[i + 1]) and not (stream[i + 1] == "(" and i + 3 <= last and len(
            stream[i + 2]) <= 2 and stream[i + 2].isalpha() and stream[i + 3][:1] == ")")}


def _after_sigils(stream: Sequence[str], raw: Sequence[str], where: Sequence[int]) -> set[int]:
    """The places of the words glued to a format directive's, a variable's or an escape's
    sign (time(1)'s ``%Uuser``, ``$pwd``, ``\\dirname``): a blank-free match after one of
    :data:`_SIGILS`."""
    return {i for i in where
            if i and raw[i] == stream[i] and stream[i - 1][-1:] in _SIGILS}


def _entity_names(stream: Sequence[str], raw: Sequence[str], where: Sequence[int]) -> set[int]:
    """The places of HTML entities shown as text, a page's markup escaped twice
    (``Sistema &amp;rarr; Configuración`` displays ``&rarr;``): the name of an entity of
    HTML5 glued between ``&`` and ``;``."""
    last = len(stream) - 1
    return {i for i in where
            if 0 < i < last and stream[i - 1][-1:] == "&" and raw[i] == stream[i]
            and raw[i + 1][:1] == ";" and stream[i] in _ENTITY_NAMES}


def _looks_like_code(words: Sequence[str], kinds: Mapping[str, str], unknown: set[str],
                     marked: Mapping[str, int]) -> bool:
    """Whether a run's words are code by their look: one of them a non-word (an option, a
    path, an identifier), an alphanumeric word or a word marked as code on the page; not
    when its unknown words are all English and no non-word is among them (an interface's
    labels, a hardware sheet's ``1x microSD slot``). Spelling is no proof: coinages have
    odd ones too (perrhijo), and prose of a language the block filter does not know
    (Polish: przez, wszystkich) has nothing else."""
    syntax = any(kinds[word] not in (ALPHA, ALNUM) for word in words)
    if not syntax and all(is_english(word) for word in words if word in unknown):
        return False
    return syntax or any(kinds[word] == ALNUM or word in marked for word in words)
