"""Word formation of neologism candidates (issue 17): how a new word may have been made.

The classic classes of formal neology name the readings, one per candidate, the first that
applies in this order:

1. ``compounding: secuencia + color?`` — a form written with hyphens or slashes, read by
   its parts; an unknown part is marked ``?`` (the analyzer recognizes the compounds whose
   parts are all known: ``sub-sección``, ``fin-de-archivo``, ``franco-alemán``);
2. ``prefixation: ciber- + acoso (acoso NOUN)`` — a prefix (:data:`PREFIXES`) and a known
   word: ``ciberacoso``, ``desglobalizar``, ``hiperconectividad``, ``autorrecorte``,
   ``multiventana``; a vowel-final prefix doubles the base's r (``auto`` + ``recorte``);
3. ``suffixation: meme + -cito (meme NOUN)`` — a known word and a productive suffix
   (:data:`SUFFIXES`: -ero/-era, -ción, -ismo, -ista, -ear, -izar, -able, -mente, -eo,
   diminutives -ito/-illo, augmentatives -ón/-azo…), with the spelling changes at the
   joint (``blog`` + ``-ero`` = ``bloguero``, ``bicicleta`` + ``-ear`` = ``bicicletear``);
4. ``compounding: web + serie (serie NOUN)`` — two known words, or a known word and a
   learned combining form (``algoritmo`` + ``-cracia``);
5. ``suffixation: ghost (English) + -eo`` — a hybrid: an English word and a suffix only
   Spanish spells so (:data:`HYBRID_SUFFIXES`: ``ghosteo``, ``spoilear``,
   ``smartphonización``);
6. ``borrowing: English`` — a word the English data knows (``selfie``, ``hashtag``).

A "known word" is a form of simplemma's Spanish dictionary (:func:`analyzers.neologisms.
spanish_forms`); its lemma and category come from the run's recognizer. Semantic neology
(a known word in a new sense) cannot be told from a form alone and is not read here.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Iterator
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:  # analyzers.morphology imports this module (PREFIXES)
    from analyzers.morphology import Analysis

PREFIXATION: Final = "prefixation"
SUFFIXATION: Final = "suffixation"
COMPOUNDING: Final = "compounding"
BORROWING: Final = "borrowing"

#: Prefixes Spanish coins words with, and the learned elements used as such (tecno-, narco-),
#: from grammar, not from any corpus.
PREFIXES: Final = (
    "ante", "anti", "archi", "auto", "bi", "bio", "ciber", "co", "contra", "des", "entre",
    "eco", "ex", "extra", "geo", "hiper", "hipo", "infra", "inter", "intra", "macro", "maxi",
    "mega", "meta", "micro", "mini", "mono", "multi", "nano", "narco", "neo", "omni", "para",
    "pluri", "poli", "pos", "post", "pre", "pro", "proto", "pseudo", "re", "retro", "semi",
    "sobre", "sub", "super", "supra", "tecno", "tele", "trans", "tras", "tri", "ultra", "uni",
    "vice",
)  # fmt: skip
#: Productive suffixes (inflected forms included) -> what the base may end in before it:
#: the stem left by the suffix gets one of these endings back (bloguero: blog-uero -> blog).
_NOMINAL_BASE = ("", "o", "a", "e")
_VERB_BASE = ("ar", "er", "ir")
SUFFIXES: Final[dict[str, tuple[str, ...]]] = {
    **{s: _NOMINAL_BASE for s in (
        "ero", "era", "eros", "eras", "ería", "erías", "ismo", "ismos", "ista", "istas",
        "ito", "ita", "itos", "itas", "cito", "cita", "citos", "citas", "illo", "illa",
        "illos", "illas", "ón", "ona", "ones", "onas", "azo", "aza", "azos",
        "azas", "ote", "ota", "otes", "otas", "ear", "eando", "eado", "eada", "eados",
        "eadas", "ea", "ean", "eó", "eo", "izar", "izando", "izado", "izada", "izados",
        "izadas", "iza", "izan", "izó", "ización", "izaciones", "ático", "ática", "ificar",
        "idad", "idades", "oso", "osa", "osos", "osas", "al", "ales", "ble", "bles",
        # -atón, cut from maratón: a long event of something (hackatón, bicicletón)
        "atón", "atones")},
    **{s: _VERB_BASE for s in (
        "ción", "ciones", "miento", "mientos", "dor", "dora", "dores", "doras", "able",
        "ables", "ible", "ibles", "ado", "ada", "aje", "ajes")},
    "mente": ("a", ""),
    # -ecito after a consonant (panecito, florecita); -cito after -e (memecito: meme)
    **{s: ("",) for s in ("ecito", "ecita", "ecitos", "ecitas")},
}
#: The suffixes of :data:`SUFFIXES` only Spanish spells so: an English word with one of them
#: is a Spanish coinage, a hybrid (ghosteo, spoilear, smartphonización), not English.
#: (Diminutives and augmentatives are left out: an English word cut short reads as one,
#: disposito as dispose + -ito.)
HYBRID_SUFFIXES: Final = frozenset((
    "ero", "era", "eros", "eras", "ería", "erías", "ismo", "ismos", "ista", "istas", "ear",
    "eando", "eado", "eada", "eados", "eadas", "eo", "eó", "ean", "izar", "izando", "izado",
    "izada", "izados", "izadas", "ización", "izaciones", "atón", "atones",
))  # fmt: skip
#: Learned combining forms that end a compound (algoritmocracia, tecnofobia).
COMBINING_FORMS: Final = (
    "cracia", "logía", "logo", "loga", "fobia", "fobo", "filia", "filo", "teca", "dromo",
    "grafía", "nauta", "metro", "scopio", "cida", "voro", "patía", "terapia", "manía",
)
#: Parts of a closed compound are this long at least (webserie = web + serie).
MIN_PART = 3
#: The affixes, longest first: the longest one a form has gives its reading.
_LONGEST_PREFIXES: Final = tuple(sorted(PREFIXES, key=len, reverse=True))
_LONGEST_SUFFIXES: Final = tuple(sorted(SUFFIXES, key=len, reverse=True))
_LONGEST_HYBRID_SUFFIXES: Final = tuple(sorted(HYBRID_SUFFIXES, key=len, reverse=True))


def _by_last_letter(suffixes: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    """``suffixes`` grouped by their last letter, each group in their order: a form is
    tested against the suffixes it may end with, not every suffix (the triage asks about
    each candidate of a run: ~0.04 s of ~0.4)."""
    groups: dict[str, list[str]] = {}
    for suffix in suffixes:
        groups.setdefault(suffix[-1], []).append(suffix)
    return {last: tuple(group) for last, group in groups.items()}


_SUFFIXES_ENDING: Final = _by_last_letter(_LONGEST_SUFFIXES)
_HYBRID_SUFFIXES_ENDING: Final = _by_last_letter(_LONGEST_HYBRID_SUFFIXES)
#: Spelling at a suffix's joint: the stem as written -> the base's own spelling.
_JOINTS = (("gu", "g"), ("qu", "c"), ("c", "z"), ("z", "z"))


def formation(key: str, known: Container[str], analyses: Callable[[str], tuple[Analysis, ...]],
              english: Callable[[str], bool] | None = None,
              english_words: Container[str] = frozenset()) -> str:
    """The word-formation reading of the candidate ``key`` (lower case), "" when none.

    ``known`` is the set of known Spanish forms, ``analyses`` gives a known form's readings
    (lemma and category shown), ``english`` tells a form the English data knows (compounds
    too), ``english_words`` holds the English words it lists (a hybrid's base).
    """
    if "-" in key or "/" in key:
        return _split_compound(key, known, analyses)
    for reading in (_prefixation, _suffixation, _compounding):
        found = reading(key, known, analyses)
        if found:
            return found
    hybrid = hybrid_parts(key, english_words)
    if hybrid:
        return f"{SUFFIXATION}: {hybrid[0]} (English) + -{hybrid[1]}"
    if english is not None and english(key):
        return f"{BORROWING}: English"
    return ""


def hybrid_parts(key: str, english: Container[str]) -> tuple[str, str] | None:
    """The English word (one of ``english``) and the Spanish suffix (:data:`HYBRID_SUFFIXES`)
    a hybrid coinage is made of (``ghosteo``: ghost, eo; ``spoilear``: spoil, ear), None when
    ``key`` is none; the longest suffix wins."""
    for suffix in _HYBRID_SUFFIXES_ENDING.get(key[-1:], ()):
        if not key.endswith(suffix) or len(key) - len(suffix) < MIN_PART:
            continue
        for base in _bases(key[: len(key) - len(suffix)], SUFFIXES[suffix]):
            if len(base) > MIN_PART and base in english:
                return base, suffix
    return None


def affix_bases(key: str) -> set[str]:
    """What :func:`formation` would look up as the base of a prefix or a suffix of ``key``
    (lower case): the rest after each prefix it starts with, the candidate bases before each
    suffix it ends with. A caller asks a slower source about these few forms only."""
    bases = {rest for _, rest in _prefix_rests(key)}
    bases.update(base for _, base in _suffix_bases(key))
    return {base for base in bases if len(base) >= MIN_PART and base != key}


def _prefix_rests(key: str) -> Iterator[tuple[str, str]]:
    """Each prefix ``key`` starts with, longest first (hiper- before hi-), and the rest of
    ``key`` after it; a vowel-final prefix before r doubles it: auto + recorte =
    autorrecorte."""
    for prefix in _LONGEST_PREFIXES:
        if key.startswith(prefix):
            rest = key[len(prefix):]
            yield prefix, rest[1:] if rest.startswith("rr") and prefix[-1] in "aeiou" else rest


def _suffix_bases(key: str) -> Iterator[tuple[str, str]]:
    """Each suffix ``key`` ends with after :data:`MIN_PART` letters, longest first, and each
    candidate base before it (:func:`_bases`)."""
    for suffix in _SUFFIXES_ENDING.get(key[-1:], ()):
        if key.endswith(suffix) and len(key) - len(suffix) >= MIN_PART:
            for base in _bases(key[: len(key) - len(suffix)], SUFFIXES[suffix]):
                yield suffix, base


def formations(keys: Iterable[str], known: Container[str],
               analyses: Callable[[str], tuple[Analysis, ...]],
               english: Callable[[str], bool] | None = None,
               english_words: Container[str] = frozenset()) -> dict[str, str]:
    """:func:`formation` of many candidates; those without a reading are left out."""
    out = {}
    for key in keys:
        found = formation(key.lower(), known, analyses, english, english_words)
        if found:
            out[key] = found
    return out


def formation_type(reading: str) -> str:
    """The class of a reading (``prefixation``…), the part before its colon."""
    return reading.partition(":")[0]


def _shown(base: str, analyses: Callable[[str], tuple[Analysis, ...]]) -> str:
    """``base (lemma POS)``: the base's reading whose lemma is the base itself first (serie
    is the noun before a form of seriar), then nouns, then the others."""
    found = [a for a in analyses(base) if not a.source.endswith(":part")]
    if not found:
        return base
    best = min(found, key=lambda a: (a.lemma != base, a.pos != "NOUN"))
    return f"{base} ({best.lemma} {best.pos})"


def _split_compound(key: str, known: Container[str],
                    analyses: Callable[[str], tuple[Analysis, ...]]) -> str:
    """Compounding (or prefixation, for ``ciber-acoso``) of a form written with hyphens or
    slashes, its unknown parts marked with ``?``."""
    parts = [p for p in key.replace("/", "-").split("-") if p]
    if len(parts) == 2 and parts[0] in PREFIXES and parts[1] in known:
        return f"{PREFIXATION}: {parts[0]}- + {_shown(parts[1], analyses)}"
    marked = [p if p in known else f"{p}?" for p in parts]
    return f"{COMPOUNDING}: " + " + ".join(marked)


def _prefixation(key: str, known: Container[str],
                 analyses: Callable[[str], tuple[Analysis, ...]]) -> str:
    """A prefix and a known word; the longest prefix wins (hiper- before hi-)."""
    for prefix, rest in _prefix_rests(key):
        if len(rest) >= MIN_PART and rest in known:
            return f"{PREFIXATION}: {prefix}- + {_shown(rest, analyses)}"
    return ""


def _suffixation(key: str, known: Container[str],
                 analyses: Callable[[str], tuple[Analysis, ...]]) -> str:
    """A known word and a productive suffix; the longest suffix wins."""
    for suffix, base in _suffix_bases(key):
        if base in known and base != key:
            return f"{SUFFIXATION}: {_shown(base, analyses)} + -{suffix}"
    return ""


def _bases(stem: str, endings: tuple[str, ...]) -> list[str]:
    """Candidate bases of a suffix's stem: each ending added, also after undoing the
    spelling change at the joint (bloguero -> blog, bicicletear -> bicicleta)."""
    stems = [stem]
    for written, own in _JOINTS:
        if stem.endswith(written):
            stems.append(stem[: len(stem) - len(written)] + own)
    return list(dict.fromkeys(s + e for s in stems for e in endings))


def _compounding(key: str, known: Container[str],
                 analyses: Callable[[str], tuple[Analysis, ...]]) -> str:
    """Two known words (webserie), or a known word and a combining form (algoritmocracia)."""
    for form in COMBINING_FORMS:
        head = key[: len(key) - len(form)]
        if key.endswith(form) and len(head) >= MIN_PART and head in known:
            return f"{COMPOUNDING}: {_shown(head, analyses)} + -{form}"
    for i in range(MIN_PART, len(key) - MIN_PART + 1):
        head, tail = key[:i], key[i:]
        if head in known and tail in known:
            return f"{COMPOUNDING}: {head} + {_shown(tail, analyses)}"
    return ""
