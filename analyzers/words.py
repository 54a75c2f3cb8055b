"""Word selector (paper §2.2.2): split extracted text into alphabetic, alphanumeric and other
sequences, each with its offsets and the punctuation around it.

The analyzer's hot path is :func:`scan_tokens` — the matches of one regular expression over
the lower-cased text (leading blanks included; they tile the text), the common ones found
in C by analyzers/scanner.pyx, and the same matches without their blanks (the keys,
punctuation runs and break marks as plain strings) — then :func:`ends_of` (offsets, only when
needed, by cumulative lengths) and :func:`word_kinds`/:func:`classify` (the kind of each
*distinct* string, memoized), so per-token work stays in C. :func:`sentence_start_at` gives
a token's sentence start from the token stream. The tests check all of it against a slow
full-object selection over the same compiled :data:`TOKEN_RE` (tests/word_reference.py).

Decisions (documented because they shape every count):

* Keys are the lower-cased NFC form (:func:`lower_preserving`).
* ALPHA: letters, possibly joined by one intra-word hyphen or apostrophe (``ítalo-argentino``,
  ``O'Donnell``), plus the abbreviations in :data:`ABBREVIATIONS` with their dots (``Sr.``,
  ``EE. UU.``, ``etc.``) — an abbreviation's dot is part of the word, so it never ends a sentence.
* ALNUM: letters and digits with at least one letter and one digit (``COVID19``, ``mp3``,
  ``4x4``).
* Non-words (issue 17), each its own kind (:data:`analyzers.document.NON_WORDS`), stored and
  counted but never neologism candidates: URLs (``https://…``, ``www.…``, ``debian.org``),
  e-mails, paths (``/etc/apt``, ``~/.bashrc``, ``C:\\Windows``, ``config.py``, an extension or
  a hidden file alone: ``.eps``, ``.bashrc``; a quote before a path is no part of it), command-line
  options (``--max-depth``, ``-rf``: a dash right after a blank or a bracket), identifiers
  (``snake_case``, ``os.path.join``, ``a=b``; camelCase and ``getcwd(3)`` need the spelling
  or the place, see :func:`identifier_keys`), keys and key chords (``Ctrl-V``, ``Alt+F4``,
  ``C-x``, ``Mayús``), #hashtags, @mentions, numbers (``2024``, ``1.500,25``, ``10:30``,
  ``1.º``) and dates (``26/11/2026``, ``2026-11-26``).
* Words joined by a slash are words (ALPHA): ``y/o``, ``km/h``, ``TCP/IP``, ``alumno/a``; the
  recognizer reads them by their parts.
* OTHER: what else is joined by ``/ . _ + : & = ~ %`` (``C++``, ``AT&T``); ``apt::default``,
  ``info:gcc``, ``u+rwx`` are identifiers and ``usr/bin/procmail`` a path.
* Punctuation (``¿``, ``,``, ``).``) comes out of :func:`scan` as tokens of its own so the
  analyzer can cut segments there; it is never counted as a word.
* A sentence starts at the first sequence of a block and after a punctuation run containing one
  of ``. ! ? …``.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import accumulate, compress, repeat
from typing import Final, overload

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
from analyzers.scanner import raw_and_tokens

#: The break mark between blocks (same value as ``analyzers.extract.BREAK``).
BREAK: Final = "\n"
#: Kind returned by :func:`classify` for punctuation runs and the break mark.
PUNCT: Final = "punct"

#: Characters that end a sentence when they appear in the punctuation after a sequence.
TERMINATORS: Final = frozenset(".!?…")

#: Spanish abbreviations that keep their dot(s), lower case -> (lemma, UPOS). The analyzer
#: recognizes them from this table; the recognizer may not know dotted forms.
ABBREVIATIONS: Final[dict[str, tuple[str, str]]] = {
    "ee. uu.": ("Estados Unidos", "PROPN"),
    "ee.uu.": ("Estados Unidos", "PROPN"),
    "p. ej.": ("por ejemplo", "ADV"),
    "p.ej.": ("por ejemplo", "ADV"),
    "a. c.": ("antes de Cristo", "ADV"),
    "d. c.": ("después de Cristo", "ADV"),
    "a.c.": ("antes de Cristo", "ADV"),
    "d.c.": ("después de Cristo", "ADV"),
    "s. a.": ("sociedad anónima", "NOUN"),
    "s.a.": ("sociedad anónima", "NOUN"),
    "n.º": ("número", "NOUN"),
    "sr.": ("señor", "NOUN"),
    "sra.": ("señora", "NOUN"),
    "srta.": ("señorita", "NOUN"),
    "sres.": ("señor", "NOUN"),
    "sras.": ("señora", "NOUN"),
    "dr.": ("doctor", "NOUN"),
    "dra.": ("doctora", "NOUN"),
    "dña.": ("doña", "NOUN"),
    "ud.": ("usted", "PRON"),
    "uds.": ("usted", "PRON"),
    "vd.": ("usted", "PRON"),
    "vds.": ("usted", "PRON"),
    "etc.": ("etcétera", "NOUN"),
    "pág.": ("página", "NOUN"),
    "págs.": ("página", "NOUN"),
    "núm.": ("número", "NOUN"),
    "art.": ("artículo", "NOUN"),
    "cap.": ("capítulo", "NOUN"),
    "vol.": ("volumen", "NOUN"),
    "ej.": ("ejemplo", "NOUN"),
    "aprox.": ("aproximadamente", "ADV"),
    "avda.": ("avenida", "NOUN"),
    "tel.": ("teléfono", "NOUN"),
    "fig.": ("figura", "NOUN"),
    "máx.": ("máximo", "ADJ"),
    "mín.": ("mínimo", "ADJ"),
    "cía.": ("compañía", "NOUN"),
    "vs.": ("versus", "ADP"),
    "admón.": ("administración", "NOUN"),
    "dpto.": ("departamento", "NOUN"),
    "depto.": ("departamento", "NOUN"),
    "prof.": ("profesor", "NOUN"),
    "profa.": ("profesora", "NOUN"),
    "lic.": ("licenciado", "NOUN"),
    "ing.": ("ingeniero", "NOUN"),
    "gral.": ("general", "NOUN"),
    "sto.": ("santo", "ADJ"),
    "sta.": ("santa", "ADJ"),
    "id.": ("ídem", "PRON"),
    "ibíd.": ("ibídem", "ADV"),
    "cf.": ("cónfer", "VERB"),
}

# --- the one regular expression ---------------------------------------------------------------
# Building blocks. WCH = letter or digit (``\w`` minus underscore); LET = letter.
_WCH = r"[^\W_]"
_LET = r"[^\W\d_]"
_MARKS = r"[\u0300-\u036f]*"  # stray combining accents stay inside the word
_WORD = rf"{_WCH}{_MARKS}(?:{_WCH}{_MARKS})*"
_JOINED_WORD = rf"{_WORD}(?:[-\u2010\u2011'’]{_WORD})*"
# URLs may contain almost anything but must not swallow trailing sentence punctuation.
# Control and invisible format characters end a URL (they are never part of an address).
_NOPRINT = r"\x00-\x1f\x7f-\x9f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff"
_URL_TAIL = rf"[^\s<>\"«»“”{_NOPRINT}]*[^\s<>\"«»“”.,;:!?)\]}}'’»{_NOPRINT}]"
_URL = rf"(?:[a-z][a-z0-9+.-]{{1,15}}://|www\.){_URL_TAIL}"  # any scheme: ldap://, wais://
_EMAIL = r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"
# A fediverse handle names its server: @lucia@mastodon.social is one mention.
_MENTION = r"@\w+(?:@[\w-]+(?:\.[\w-]+)+)?"
_TAG = rf"#\w+|{_MENTION}"
_NUMBER = r"\d+(?:[.,:/]\d+)+"
_ORDINAL = r"\d+\.?[ºª]"
_PATH = r"(?:~|\.{1,2})?(?:/[\w.+-]*\w)+/?"
_DRIVE = r"[a-z]:\\(?:[\w.$-]+\\?)*"
# A slash glued to a currency or per-cent sign starts a unit, no path: 49,99 €/mes, 3 %/año.
_PATH_START = r"(?<![€$£¥%])"
# A file extension or a hidden file on its own (``.eps``, ``.bashrc``, ``.tar.gz``): a dot not
# after a word or another dot, then ASCII letters (a sentence glued to a dot is no file name).
_DOTFILE = r"(?<![\w.])\.[a-z](?:[a-z0-9_.+-]*[a-z0-9])?(?!\w)"
# A command-line option: one or two dashes glued to a letter, right after a blank, the text's
# start or an opening bracket (a dash between words is a hyphen, one before a blank a dash).
_OPTION = rf"(?<![^\s(\[])--?{_LET}(?:\w|-(?=\w))*"
_JOINED = rf"\w+(?:[./_+:&=~%\\]+\w+)+(?:\+\+)?|{_LET}\+\+|{_LET}#(?!\w)"
_ABBREV = "|".join(
    re.escape(a).replace(r"\ ", r"\s?") for a in sorted(ABBREVIATIONS, key=len, reverse=True)
)
# A punctuation run stops where a path or a file name starts (``'/dev/cdrom'``, ``".eps"``).
_PUNCT = rf"(?:(?!{_PATH_START}{_PATH}|{_DOTFILE})[^\w\s])+|_+"

# Lower-case Latin letters, spelled out: a class test is about twice as fast as the Unicode
# category test behind ``[^\W\d_]``. Other scripts take the slower general alternatives.
_LATIN = r"[a-zß-öø-ÿ\u0100-\u017f]"
# The common case first: a plain Latin word not glued to a digit, another letter or a
# connector (those fall through to the general alternatives below, which give the same token).
# Possessive quantifiers stop backtracking through long words when the lookahead fails.
_ALPHA_FAST = (
    rf"{_LATIN}++(?:[-\u2010\u2011'’]{_LATIN}++)*+"
    rf"(?![\w\u0300-\u036f]|[-\u2010\u2011'’]{_WCH}|[./_+&=~%\\@#]|:\S)"
)
# Punctuation that can begin no other token, matched before the slower alternatives.
_PUNCT_FAST = r"[,;:()¿?¡!\"«»“”\[\]{}…]"

_ALTERNATIVES = (
    rf"{_ALPHA_FAST}|{_PUNCT_FAST}|(?:{_ABBREV})(?!{_WCH})|{_URL}|{_EMAIL}|{_TAG}"
    rf"|{_ORDINAL}|{_NUMBER}(?!{_WCH})|{_PATH_START}{_PATH}|{_DRIVE}|{_DOTFILE}|{_OPTION}|{_JOINED}|{_JOINED_WORD}|{BREAK}"
    rf"|{_PUNCT}"
)
#: The single token pattern. Leading blanks (not the break mark) are consumed inside the match
#: so the engine does not retry every alternative at each space; group 1 is the token.
TOKEN_RE: Final = re.compile(rf"[^\S\n]*+({_ALTERNATIVES})")
#: The same pattern without the group: its matches tile the text from offset 0 (every
#: non-blank character belongs to some alternative), so offsets are cumulative lengths.
_RAW_RE: Final = re.compile(rf"[^\S\n]*+(?:{_ALTERNATIVES})")
#: The words the abbreviations start with before their first dot (``sr``, ``ee``, ``p``): a
#: word before a full stop is an abbreviation's start only if it is one of these.
_DOTTED: Final = frozenset(a.split(".", 1)[0] for a in ABBREVIATIONS)
#: Every whitespace character except the break mark, to strip the blanks a raw match starts with.
_BLANKS: Final = "".join(c for c in map(chr, range(0x3001)) if c.isspace() and c != BREAK)

_HAS_DIGIT = re.compile(r"\d")
_ALNUM_RE = re.compile(rf"(?:{_JOINED_WORD})|{_ORDINAL}")
_WORDCHAR = re.compile(r"[^\W_]")


_KIND_MEMO: dict[str, str] = {}


def classify(token: str) -> str:
    """Return ALPHA, ALNUM, OTHER or PUNCT for a string produced by :func:`scan` (memoized).

    The memo grows with the vocabulary, like the morphological cache.
    """
    kind = _KIND_MEMO.get(token)
    if kind is None:
        kind = _classify(token)
        _KIND_MEMO[token] = kind
    return kind


def word_kinds(tokens: Iterable[str]) -> dict[str, str]:
    """Kind of every distinct word token of ``tokens``; punctuation and breaks are left out."""
    memo = _KIND_MEMO
    return {t: k for t in tokens if (k := memo.get(t) or classify(t)) != PUNCT}


def _classify(token: str) -> str:
    """Decide the kind of one token from its characters alone."""
    if token == BREAK or not _WORDCHAR.search(token):
        return PUNCT
    if token in ABBREVIATIONS:
        return ALPHA
    shape = _SHAPE_RE.fullmatch(token)
    if shape is not None:
        return shape.lastgroup  # type: ignore[return-value]  # every alternative is named
    if _HAS_DIGIT.search(token):
        if _ALNUM_RE.fullmatch(token):
            return ALNUM
    elif _ALNUM_RE.fullmatch(token) or _SLASHED_RE.fullmatch(token):
        return ALPHA
    return _joined_kind(token)


def _joined_kind(token: str) -> str:
    """Kind of a token joined by symbols: a file name by its extension, a domain by its
    top-level domain, an identifier by ``_ = .`` (``os.path.join``), else OTHER (``c++``)."""
    last = token.rsplit(".", 1)[-1] if "." in token else ""
    if last in FILE_EXTENSIONS:
        return PATH
    if last in DOMAINS and "_" not in token:
        return URL
    if token.count("/") >= 2 and "://" not in token:
        return PATH  # usr/bin/procmail, dist/componente/arquitectura
    if (not _SYMBOL_NAME_RE.fullmatch(token) and _CODE_JOINT_RE.search(token)) or (
            last and not _INITIALS_RE.fullmatch(token)):
        return IDENTIFIER  # snake_case, a=b, apt::default, info:gcc, u+rwx, a%b
    return OTHER


#: Symbols that join an identifier's or an expression's parts.
_CODE_JOINT_RE: Final = re.compile(r"[_=:%+\\]")
#: Names written with symbols: C++, g++, AT&T.
_SYMBOL_NAME_RE: Final = re.compile(r"\w+\+\+|\w{1,3}&\w{1,3}")


#: File extensions that make a dotted token a file name (``config.py``, ``sources.list``).
FILE_EXTENSIONS: Final = frozenset(
    "txt py sh conf cfg ini log html htm xml json yaml yml toml md rst pdf png jpg jpeg gif "
    "svg deb rpm tar gz bz2 xz zip iso img c h cpp js css php pl rb java so exe dll bat "
    "service desktop list d csv tsv odt ods doc docx xls xlsx ppt pptx mp3 mp4 ogg wav "
    "avi mkv po mo ts qm sqlite db".split())
#: Top-level domains that make a dotted token a host name (``debian.org``, ``rae.es``).
DOMAINS: Final = frozenset(
    "com org net edu gov mil int es eu io info mx ar cl co pe ve uy ec bo cat gal eus de fr "
    "uk it pt br us ca ch nl be at ru cn jp app dev biz".split())
# Modifier keys (Spanish and English keyboards; Emacs' C-, M-, S-) and keys a chord ends in
# (readline's key names among them: Meta-Rubout).
_MODIFIER = r"(?:ctrl|control|alt|altgr|shift|mayús|mayus|cmd|command|super|meta|win|fn|[cms])"
_KEY = (r"(?:tab|supr|del|delete|ins|insert|esc|escape|enter|intro|return|retorno|espacio"
        r"|space|inicio|fin|home|end|arriba|abajo|izquierda|derecha|up|down|left|right|avpág"
        r"|repág|pgup|pgdn|pageup|pagedown|retroceso|backspace|imprpant|f\d{1,2}|[^\W_]"
        r"|pulsar|clic|click|arrastrar|rueda|rubout|lfd|newline|ret|spc)")
_DATE = r"\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2}"
#: The non-word kinds a token's shape alone decides, one named group per kind (tried in order).
_SHAPE_RE: Final = re.compile(
    rf"(?P<{URL}>{_URL})|(?P<{EMAIL}>{_EMAIL})|(?P<{HASHTAG}>#\w+)|(?P<{MENTION}>{_MENTION})"
    rf"|(?P<{OPTION}>--?{_LET}[\w-]*)|(?P<{PATH}>{_PATH}|{_DRIVE}|{_DOTFILE})"
    rf"|(?P<{KEYS}>(?:{_MODIFIER}[-+])+(?:{_MODIFIER}|{_KEY})|ctrl|altgr|mayús|supr|esc|avpág"
    rf"|repág|bloqmayús)"
    rf"|(?P<{DATE}>{_DATE})|(?P<{NUMBER}>\d+(?:[.,:/]\d+)*|{_ORDINAL})"
)
#: Words joined by a slash: y/o, km/h, TCP/IP, alumno/a (read by their parts).
_SLASHED_RE: Final = re.compile(rf"{_LET}+/{_LET}+")
#: Dotted initials (e.g, a.m): an abbreviation, no identifier.
_INITIALS_RE: Final = re.compile(rf"(?:{_LET}\.)+{_LET}")


def identifier_keys(text: str) -> set[str]:
    """Lower-case keys of the identifiers only their spelling or their place tells in
    ``text``: camelCase (``getElementById``; at least two lower-case letters first, so
    iPhone, eBay and macOS stay names) and a manual page's name before its section
    (``rtnetlink(7)``, ``getcwd(3)``)."""
    # The full patterns start with a look-behind, so the regex engine would try them at
    # every position of the page. Each match holds a place that starts with a rarer
    # character the engine skips to in C (an upper-case letter after two lower-case ones,
    # "(" and a digit); the full pattern is tried only where the word holding that place
    # starts. Matches are whole words, so no two share a place.
    keys: set[str] = set()
    for hint in _CAMEL_HINT_RE.finditer(text):
        found = _CAMEL_RE.match(text, _word_start(text, hint.start(), _is_ascii_lower))
        if found:
            keys.add(found.group().lower())
    for hint in _MAN_HINT_RE.finditer(text):
        found = _MAN_REFERENCE_RE.match(text, _word_start(text, hint.start(), _is_name_character))
        if found:
            keys.add(found.group(1).lower())
    return keys


def _word_start(text: str, end: int, inside: Callable[[str], bool]) -> int:
    """Where the characters before ``end`` for which ``inside`` holds begin."""
    start = end
    while start and inside(text[start - 1]):
        start -= 1
    return start


def _is_ascii_lower(character: str) -> bool:
    """``[a-z]``."""
    return "a" <= character <= "z"


def _is_name_character(character: str) -> bool:
    """``[\\w-]``: a word character of the regex engine (``isalnum`` or ``_``), or ``-``."""
    return character.isalnum() or character in "_-"


_CAMEL_RE: Final = re.compile(r"(?<![\w-])[a-z]{2,}[A-Z][a-z]\w*(?![\w-])")
_CAMEL_HINT_RE: Final = re.compile(r"[A-Z](?<=[a-z][a-z][A-Z])[a-z]")
_MAN_REFERENCE_RE: Final = re.compile(r"(?<![\w-])([\w-]+)\(\d[a-z]*\)")
_MAN_HINT_RE: Final = re.compile(r"\(\d")


def lower_preserving(text: str) -> str:
    """Lower-case ``text`` without changing its length, so offsets stay valid.

    ``str.lower`` lengthens a few characters (``İ`` -> ``i̇``); those are kept as they are.
    """
    low = text.lower()
    if len(low) == len(text):
        return low
    return "".join(c if len(c.lower()) != 1 else c.lower() for c in text)


def normalize(text: str) -> str:
    """NFC-normalize ``text`` (cheap when it already is NFC, which is the usual case)."""
    if unicodedata.is_normalized("NFC", text):
        return text
    return unicodedata.normalize("NFC", text)


def scan(low_text: str) -> list[str]:
    """Hot path: every sequence key, punctuation run and break mark of lower-cased NFC text."""
    return scan_tokens(low_text)[1]


def scan_raw(low_text: str) -> list[str]:
    """The token matches WITH their leading blanks; they tile ``low_text`` from offset 0."""
    return scan_tokens(low_text)[0]


def scan_tokens(low_text: str) -> tuple[list[str], list[str], dict[str, int]]:
    """``(scan_raw(low_text), scan(low_text), dict(Counter(scan(low_text))))`` in one pass:
    ``_RAW_RE.findall``, its matches without their leading blanks (equal tokens are one
    string object) and how often each occurs, the common tokens found in C."""
    return raw_and_tokens(low_text, _RAW_RE, _DOTTED)


def tokens_of(raw: list[str]) -> list[str]:
    """Tokens of :func:`scan_raw` matches (leading blanks removed; all in C)."""
    return list(map(str.lstrip, raw, repeat(_BLANKS)))


def ends_of(raw: Sequence[str]) -> Sequence[int]:
    """End offset of every raw match (a token's start is its end minus its length)."""
    if isinstance(raw, Matches):
        return raw.ends
    return list(accumulate(map(len, raw)))


def _end_offsets(raw: Sequence[str]) -> Sequence[int]:
    """:func:`ends_of` as :class:`Matches` holds them: one array of 64-bit integers."""
    return raw.ends if isinstance(raw, Matches) else array("q", accumulate(map(len, raw)))


class Matches(Sequence[str]):
    """:func:`scan_tokens`' raw matches held as the lower-cased text they tile and their
    end offsets: what a page's words read in another process carry across instead of a
    string per token (analyzers/page_text.py); a match is sliced out when asked for (a
    page asks for a few, where code is written)."""

    __slots__ = ("low", "ends")

    def __init__(self, low: str, ends: Sequence[int]) -> None:
        """The matches of ``low`` ending at ``ends``."""
        self.low, self.ends = low, ends

    @classmethod
    def of(cls, low: str, raw: Sequence[str]) -> Matches:
        """The matches ``raw`` of ``low``, held as their ends."""
        return cls(low, _end_offsets(raw))

    def __len__(self) -> int:
        return len(self.ends)

    def __eq__(self, other: object) -> bool:
        """Equal to the same matches, held either way (a list of them too)."""
        if isinstance(other, Matches):
            return self.low == other.low and list(self.ends) == list(other.ends)
        return isinstance(other, Sequence) and list(self) == list(other)

    __hash__ = None  # type: ignore[assignment]  # mutable-looking, as the list it stands for

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> list[str]: ...

    def __getitem__(self, index: int | slice) -> str | list[str]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        at = range(len(self.ends))[index]  # negative indices, and the IndexError
        return self.low[self.ends[at - 1] if at else 0:self.ends[at]]


def word_count(text: str) -> int:
    """Number of sequences (words, numbers, addresses…) in NFC ``text``; punctuation and
    break marks are not counted."""
    _, _, counts = scan_tokens(lower_preserving(text))
    # word_kinds leaves punctuation and breaks out; one kind look-up per distinct token
    return sum(map(counts.__getitem__, word_kinds(counts)))


def sentence_start_at(stream: list[str], index: int) -> bool:
    """Whether the sequence ``stream[index]`` starts a sentence: it is the first of its block
    or the punctuation since the previous sequence holds ``. ! ? …``."""
    for i in range(index - 1, -1, -1):
        token = stream[i]
        if classify(token) != PUNCT:
            return False
        if token == BREAK or not TERMINATORS.isdisjoint(token):
            return True
    return True


def is_sentence_end(punct: str) -> bool:
    """True when a punctuation run closes a sentence (it holds ``.``, ``!``, ``?`` or ``…``)."""
    return not TERMINATORS.isdisjoint(punct)


def mark_identifiers(kinds: dict[str, str], text: str) -> None:
    """Give the kind IDENTIFIER to the words of ``kinds`` written in ``text`` in camelCase
    or named as a manual page (``getcwd(3)``): only the spelling or the place tells them."""
    for key in identifier_keys(text).intersection(kinds):
        if kinds[key] == ALPHA:
            kinds[key] = IDENTIFIER


@dataclass(frozen=True, slots=True)
class PageWords:
    """The words of a page's kept blocks as the analyzer counts them (:func:`read_words`).

    Pickled with its matches as their end offsets (:class:`Matches`): a page read in a
    feeder's process crosses to the analyzer's with ~1,400 fewer strings."""

    blocks: tuple[str, ...]  # what was read: the blocks, in order
    text: str  # the blocks, NFC, joined by BREAK: what offsets refer to
    raw: Sequence[str]  # the word selector's matches over the text lower-cased, which tile it
    stream: list[str]  # the tokens (equal ones one string object)
    counted: dict[str, int]  # token -> occurrences in ``stream``, in first-seen order
    kinds: dict[str, str]  # the kind of every distinct word token (identifiers marked)

    def __reduce__(self) -> tuple[Callable[..., PageWords], tuple[object, ...]]:
        return _unpickled_words, (self.blocks, self.text, _end_offsets(self.raw),
                                  self.stream, self.counted, self.kinds)


def _unpickled_words(blocks: tuple[str, ...], text: str, ends: Sequence[int],
                     stream: list[str], counted: dict[str, int], kinds: dict[str, str]
                     ) -> PageWords:
    """A :class:`PageWords` from what :meth:`PageWords.__reduce__` pickled."""
    return PageWords(blocks, text, Matches(lower_preserving(text), ends), stream, counted,
                     kinds)


def read_words(blocks: Sequence[str]) -> PageWords:
    """The words of ``blocks`` (a page's kept blocks, in order): the text, NFC, the word
    selector's matches and tokens, their counts and kinds."""
    text = normalize(BREAK.join(blocks))
    raw, stream, counted = scan_tokens(lower_preserving(text))
    kinds = word_kinds(counted)
    mark_identifiers(kinds, text)
    return PageWords(tuple(blocks), text, raw, stream, counted, kinds)


def alpha_keys(kinds: dict[str, str]) -> list[str]:
    """The keys of ``kinds`` whose kind is ALPHA, in order (picked out in C by ``compress``):
    the words the analyzer looks up."""
    return list(compress(kinds, map(ALPHA.__eq__, kinds.values())))


def kept_counts(kept: Collection[str], counts: Mapping[str, int]) -> dict[str, int]:
    """The ``counts`` of the ``kept`` keys, in their order (built in C): the words a page
    delivers (analyzers/analyzer.py), fingerprinted ahead too (analyzers/page_text.py)."""
    return dict(zip(kept, map(counts.__getitem__, kept), strict=True))
