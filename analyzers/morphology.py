"""Morphological recognizer (paper §2.2.3) and its memoized cache (paper §2.2.4).

One :class:`Recognizer` per language merges several maintained sources behind one call,
``analyze(form) -> tuple[Analysis, ...]`` (every context-free analysis; ``()`` means
*unrecognized*, a neologism candidate):

1. ``closed``: our hand-written closed-class lexicon (``lexicons/closed-class.<lang>.tsv``);
2. ``spacy``: spaCy's lookup/index/rule tables from spacy-lookups-data;
3. ``simplemma``: simplemma's form -> lemma dictionary (categories inferred, see below);
4. ``rules``: our own rules for what dictionaries miss (enclitic pronouns with accent
   restoration, ``-mente`` adverbs, nominal gender/number inflection, and for otherwise
   unknown forms diminutives/superlatives of known words: arbolito -> árbol, and the
   accented monosyllables of the old spelling: fué, dió); no rule explains a form whose
   written accent breaks the spelling rules (:func:`accent_well_placed`: quedandóse, versións);
5. ``apertium``: Apertium's analyser through one long-lived ``lt-proc -z`` process;
6. ``user``: the user's additions (``lexicons/user.<lang>.tsv`` or a given file).

A recognized form may also be an accent slip (``esta`` for *está*, ``mas`` for *más*,
``tambien`` for *también*): its accented variant's readings follow its own, the first word
of each with the source :data:`SLIP`, when that variant is listed and about as frequent in
general use as the form itself (:func:`accent_slips`, wordfreq's figures: not ``el`` for
*él*, which is rare beside it). They are candidates for the reading in context
(analyzers/disambiguation.py), not the form's own: the paper's context-free counts leave
them out. A form nothing recognizes is respelled by the triage instead.

Multiword tokens (``del`` = de + el, ``dímelo`` = di + me + lo): every word of the token is
returned as its own analysis; the words after the first carry the source suffixed with
``:part`` (``closed:part``, ``rules:part``, ``apertium:part``), so ``del`` gives
``Analysis("de", "ADP", "", "closed")`` and ``Analysis("el", "DET", ..., "closed:part")``
and a consumer wanting only the host word keeps analyses whose source has no ``:part``.
Enclitic pronouns get the UD lemma of the personal pronoun (``lo`` -> él, ``me`` -> yo).

simplemma gives no category: a lemma's categories come from spaCy's index when it lists it,
otherwise from the lemma's paradigm in the dictionaries (an infinitive-shaped lemma with many
forms is a verb; ``-mente`` is an adverb; a lemma with an ``-o``/``-a`` alternation is a noun
or an adjective; anything else a noun). Everything language-specific is data in
:data:`LANGUAGES`; adding English is adding a profile and its lexicon files.

The derived tables (merged form map, lemma categories, accent slips) take 8-11 s to build
(the slips ~1.7 s: wordfreq's list and a pass over the forms), so they are
pickled under the user's cache dir (platformdirs; ``DAWEB_CACHE_DIR`` overrides it) keyed by
the source versions, the forms as a trie (:class:`analyzers.lexicon_table.LexiconTable`):
later loads take ~0.03 s instead of 0.5 s with a dict of forms, and ~100 MB less memory
(docs/benchmarks-morphology.md).

With Apertium, prefer :meth:`Recognizer.analyze_many` / :meth:`MorphCache.get_many` with a
document's forms: the misses then reach lt-proc as one batch instead of one round trip each,
and the other sources are consulted while lt-proc analyzes that batch (in its own process).

``daweb prepare`` computes the analyses of every listed form once
(:mod:`analyzers.prepared_analyses`); a recognizer of the same sources looks forms up there
before it analyzes anything.
"""

from __future__ import annotations

import json
import logging
import pickle
import shutil
import sqlite3
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field, replace
from itertools import compress, product, repeat
from operator import is_
from pathlib import Path

from analyzers import lexicon_sources as src
from analyzers.derived_tables import derived_tables_dir, package_version, store_derived
from analyzers.formation import PREFIXES
from analyzers.lexicon_table import LexiconTable
from analyzers.prepared_analyses import PreparedAnalyses, open_prepared, table_key, table_path
from daweb.store.atomic import atomic_write
from daweb.store.schema import MORPH_CACHE_DDL

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Analysis:
    """One context-free analysis of a form: lemma, UD UPOS category, features, source."""

    lemma: str
    pos: str
    features: str = ""  # UD FEATS style, e.g. "Gender=Fem|Number=Plur"; "" when unknown
    source: str = ""  # which lexical source gave it: closed, spacy, simplemma, apertium, user


LEXICON_DIR = Path(__file__).resolve().parent.parent / "lexicons"
#: What :func:`load_stored` reads back.
#: Bump when the derivation of the cached tables changes (8: the forms as a trie; 9: the
#: accent slips).
DERIVED_VERSION = 9
#: Bump when the analyses the recognizer gives a form change: a lemma cache saved with
#: another version is stale and is not loaded (2: each verb reading carries its clitics;
#: 3: Apertium's reading of a verb with enclitics instead of the rules' splits; 4: no verb
#: whose lemma is no infinitive, no guessed category Apertium contradicts, no singular host
#: carrying os; 5: the readings of a form's accent slips).
ANALYSES_VERSION = 5

# --------------------------------------------------------------------------- language data


@dataclass(frozen=True, slots=True)
class LanguageProfile:
    """Everything language-specific the recognizer needs; code paths are shared."""

    code: str
    closed_lexicon: str  # file name in lexicons/
    user_lexicon: str
    spacy: str  # spacy-lookups-data language code
    simplemma: str
    apertium: str  # analyser path (absent file = no Apertium)
    apertium_package: str  # the Debian package that ships it (for the version shown)
    aux_lemmas: frozenset[str]  # verbs UD tags AUX in periphrases
    verb_lemma_endings: tuple[str, ...]
    min_verb_paradigm: int  # forms a lemma needs in the dictionaries to count as a verb
    adjective_endings: tuple[str, ...]
    # (form suffix, lemma suffix, UD FEATS, categories it may build) for noun/adj inflection
    nominal_inflection: tuple[tuple[str, str, str, str], ...]
    # verb form endings -> UD FEATS, for dictionary verb forms that carry no features
    verb_form_endings: tuple[tuple[str, str], ...]
    # (suffix, (base ending, replacement) ...): -mente adverbs from adjectives
    adverb_suffix: str
    adverb_bases: tuple[tuple[str, str], ...]
    # evaluative suffixes (diminutives, superlatives), tried only on otherwise unknown forms:
    # (suffix, base endings to try, UD FEATS of the result, categories of the base)
    evaluative: tuple[tuple[str, tuple[str, ...], str, str], ...]
    enclitics: tuple[str, ...]  # surface forms, looked up in the closed lexicon as PRON
    max_enclitics: int
    # (last clitic, host ending, restored host ending): vámo+nos -> vamos, senta+os -> sentad
    host_restore: tuple[tuple[str, str, str], ...]
    host_endings: tuple[str, ...]  # infinitive/gerund endings that need no written accent
    host_features: tuple[str, ...]  # a host verb analysis must carry one of these
    # endings of monosyllabic imperative hosts (di, haz, ven, sal), so hab-la-se is no split
    short_host_endings: tuple[str, ...]
    # clitics no host in the singular carries (os: vosotros' own; di-os is *Dios*)
    plural_host_clitics: tuple[str, ...]
    vowels: str = "aeiou"
    accents: dict[str, str] = field(default_factory=dict)
    # written-accent rule: consonants that, after a vowel, end a word as a vowel does
    # (agudas in -n/-s carry the accent, llanas do not), and accented vowels that may mark
    # a hiatus anywhere (oírla, reúnen); empty = no rule for this language
    accent_open_endings: str = ""
    hiatus_accents: str = ""
    weak_vowels: str = "iuü"  # vowels that form diphthongs when unaccented
    # languages whose function words are no words of this one unless a source made for
    # this language (closed lexicon, user lexicon, Apertium) says so: simplemma lists
    # the, of, and as Spanish nouns (letter names, quotations); minus those kept
    foreign_function_words: tuple[str, ...] = ()
    foreign_function_words_kept: tuple[str, ...] = ()
    # spaCy rule group -> UD UPOS
    spacy_groups: dict[str, str] = field(default_factory=dict)
    # wordfreq's language code (accent slips, :func:`accent_slips`); "" = no slips
    wordfreq: str = ""


def _spanish_evaluatives() -> tuple[tuple[str, tuple[str, ...], str, str], ...]:
    """Spanish diminutive and superlative suffixes with their spelling alternations.

    riquísimo -> rico (qu/c), larguísimo -> largo (gu/g), felicísimo -> feliz (c/z),
    amabilísimo -> amable, casita -> casa, cafecito -> café, lucecita -> luz.
    """
    table: list[tuple[str, tuple[str, ...], str, str]] = []
    endings = {"o": ("Masc", "Sing"), "a": ("Fem", "Sing"), "os": ("Masc", "Plur"),
               "as": ("Fem", "Plur")}
    for end, (gender, number) in endings.items():
        feats = f"Gender={gender}|Number={number}"
        for head, bases in (("quísim", ("co", "ca")), ("guísim", ("go", "ga")),
                            ("císim", ("z", "ce")), ("bilísim", ("ble",)),
                            ("ísim", ("o", "a", "e", ""))):
            table.append((head + end, bases, f"Degree=Abs|{feats}", "ADJ"))
        # a masculine diminutive does not come from an -a word (venadito is venado's)
        a_base = ("a",) if gender == "Fem" else ()
        for head, bases in (("quit", ("co", *(("ca",) if a_base else ()))),
                            ("guit", ("go", *(("ga",) if a_base else ()))),
                            ("cecit", ("z",)), ("ecit", ("e", "o", *a_base, "")),
                            ("cit", ("", "e")), ("it", ("o", *a_base, "e", "")),
                            ("ill", ("o", *a_base, "e", ""))):
            table.append((head + end, bases, feats, "NOUN,ADJ"))
    return tuple(table)


LANGUAGES: dict[str, LanguageProfile] = {
    "es": LanguageProfile(
        code="es",
        closed_lexicon="closed-class.es.tsv",
        user_lexicon="user.es.tsv",
        spacy="es",
        simplemma="es",
        apertium="/usr/share/apertium/apertium-spa-cat/spa-cat.automorf.bin",
        apertium_package="apertium-spa-cat",
        # UD Spanish tags these AUX in periphrases (ser/estar/haber, modal poder/deber)
        aux_lemmas=frozenset({"ser", "estar", "haber", "poder", "deber"}),
        verb_lemma_endings=("ar", "er", "ir", "ír"),
        min_verb_paradigm=6,
        adjective_endings=("oso", "ivo", "al", "ble", "ico", "ario", "ante", "ente", "ado",
                           "ido", "ista", "ano", "ense", "ar", "iente", "ino", "il", "esco",
                           "ífero", "ón", "ero", "ueño", "ista"),
        # gender alternation (-o/-a) is regular for adjectives only; nouns get it from
        # the dictionaries (niñas -> niño) where it exists
        nominal_inflection=(
            ("as", "o", "Gender=Fem|Number=Plur", "ADJ"),
            ("os", "o", "Gender=Masc|Number=Plur", "NOUN,ADJ"),
            ("a", "o", "Gender=Fem|Number=Sing", "ADJ"),
            ("ces", "z", "Number=Plur", "NOUN,ADJ"), ("ones", "ón", "Number=Plur", "NOUN,ADJ"),
            ("es", "", "Number=Plur", "NOUN,ADJ"), ("s", "", "Number=Plur", "NOUN,ADJ"),
            ("esas", "és", "Gender=Fem|Number=Plur", "ADJ"),
            ("esa", "és", "Gender=Fem|Number=Sing", "ADJ"),
            ("ona", "ón", "Gender=Fem|Number=Sing", "NOUN,ADJ"),
            ("onas", "ón", "Gender=Fem|Number=Plur", "NOUN,ADJ"),
            ("ora", "or", "Gender=Fem|Number=Sing", "NOUN,ADJ"),
            ("oras", "or", "Gender=Fem|Number=Plur", "NOUN,ADJ"),
            ("ores", "or", "Number=Plur", "NOUN,ADJ"),
            ("ines", "ín", "Number=Plur", "NOUN,ADJ"), ("anes", "án", "Number=Plur", "NOUN,ADJ"),
            ("eses", "és", "Number=Plur", "NOUN,ADJ"),
        ),
        verb_form_endings=(
            ("ando", "VerbForm=Ger"), ("iendo", "VerbForm=Ger"), ("yendo", "VerbForm=Ger"),
            ("ado", "Gender=Masc|Number=Sing|VerbForm=Part"),
            ("ido", "Gender=Masc|Number=Sing|VerbForm=Part"),
            ("ada", "Gender=Fem|Number=Sing|VerbForm=Part"),
            ("ida", "Gender=Fem|Number=Sing|VerbForm=Part"),
            ("ados", "Gender=Masc|Number=Plur|VerbForm=Part"),
            ("idos", "Gender=Masc|Number=Plur|VerbForm=Part"),
            ("adas", "Gender=Fem|Number=Plur|VerbForm=Part"),
            ("idas", "Gender=Fem|Number=Plur|VerbForm=Part"),
        ),
        adverb_suffix="mente",
        adverb_bases=(("a", "o"), ("", "")),
        evaluative=_spanish_evaluatives(),
        enclitics=("me", "te", "se", "nos", "os", "lo", "la", "los", "las", "le", "les"),
        max_enclitics=3,
        host_restore=(("nos", "mo", "mos"), ("os", "a", "ad"), ("os", "e", "ed"),
                      ("os", "i", "id")),
        host_endings=("ar", "er", "ir", "ír"),
        host_features=("VerbForm=Inf", "VerbForm=Ger", "Mood=Imp", "Mood=Sub"),
        short_host_endings=("a", "e", "i", "o", "u", "n", "z", "l"),
        plural_host_clitics=("os",),
        vowels="aeiouáéíóúü",
        accents={"á": "a", "é": "e", "í": "i", "ó": "o", "ú": "u"},
        accent_open_endings="ns",
        hiatus_accents="íú",
        spacy_groups={"verb": "VERB", "noun": "NOUN", "adj": "ADJ"},
        wordfreq="es",
        foreign_function_words=("en",),
        # Spanish words too: ten (tener), do (the note), top, per (per cápita)
        foreign_function_words_kept=("ten", "do", "top", "per"),
    ),
}

NOMINAL = ("NOUN", "ADJ")
#: Temporary source suffix of analyses whose category is guessed from the lemma's shape.
GUESS = "?"
#: Temporary source suffix of evaluative readings (diminutives, superlatives of a known base).
EVALUATIVE = "~"
#: Sources whose readings may be guesses (a rule's or a paradigm's lemma).
GUESSING_SOURCES = frozenset({"spacy", "simplemma", "rules"})
CLOSED_POS = frozenset({"ADP", "DET", "PRON", "CCONJ", "SCONJ"})
#: Categories of words that do not inflect: a form a dictionary reads as one of them is
#: a spelling of it (despues: *después*), whatever else its shape suggests.
INVARIABLE = frozenset({"ADV", "ADP", "CCONJ", "SCONJ", "INTJ"})
#: Source of the analyses of a compound's parts (``y/o``: *y*, *o*), listed after its own:
#: what it is made of, not words it carries as a verb carries its clitics.
COMPOUND_PART = "compound" + src.PART
#: Source of a reading of a form's accent slip: its accented variant's (esta: *está*).
SLIP = "slip"
#: How much rarer (Zipf scale, log10) than the form as written its accented variant may be
#: and still be read as what was meant: 0.25 keeps esta/está (6.36/6.22), solo/sólo
#: (6.00/5.79); not este/esté (6.37/5.02), como/cómo (6.73/5.79), el/él (7.45/5.76).
SLIP_MARGIN = 0.25
#: Sources of the pronouns a verb carries, as our rules and as Apertium read them.
_RULES_PART = "rules" + src.PART
_APERTIUM_PART = "apertium" + src.PART

# --------------------------------------------------------------------------- Apertium tags

APERTIUM_UPOS = {
    "n": "NOUN", "np": "PROPN", "vblex": "VERB", "vbser": "AUX", "vbhaver": "AUX",
    "vbmod": "VERB", "vaux": "AUX", "adj": "ADJ", "adv": "ADV", "preadv": "ADV", "pr": "ADP",
    "det": "DET", "detnt": "DET", "predet": "DET", "prn": "PRON", "rel": "PRON",
    "cnjcoo": "CCONJ", "cnjsub": "SCONJ", "cnjadv": "SCONJ", "ij": "INTJ", "num": "NUM",
    "abbr": "X", "acr": "NOUN",
}
APERTIUM_FEATS = {
    "m": "Gender=Masc", "f": "Gender=Fem", "nt": "Gender=Neut", "sg": "Number=Sing",
    "pl": "Number=Plur", "p1": "Person=1", "p2": "Person=2", "p3": "Person=3",
    "inf": "VerbForm=Inf", "ger": "VerbForm=Ger", "pp": "VerbForm=Part",
    "pri": "Mood=Ind|Tense=Pres|VerbForm=Fin", "pii": "Mood=Ind|Tense=Imp|VerbForm=Fin",
    "ifi": "Mood=Ind|Tense=Past|VerbForm=Fin", "fti": "Mood=Ind|Tense=Fut|VerbForm=Fin",
    "cni": "Mood=Cnd|VerbForm=Fin", "prs": "Mood=Sub|Tense=Pres|VerbForm=Fin",
    "pis": "Mood=Sub|Tense=Imp|VerbForm=Fin", "fts": "Mood=Sub|Tense=Fut|VerbForm=Fin",
    "imp": "Mood=Imp|VerbForm=Fin", "pos": "Poss=Yes", "def": "Definite=Def",
    "ind": "Definite=Ind", "dem": "PronType=Dem", "itg": "PronType=Int", "ord": "NumType=Ord",
    "ref": "Reflex=Yes", "sup": "Degree=Abs", "comp": "Degree=Cmp",
}


def _apertium_feats(tags: Iterable[str]) -> str:
    """UD FEATS string from Apertium tags (unknown tags are dropped); memoized per tag list."""
    key = tuple(tags)
    found = _APERTIUM_FEATS_MEMO.get(key)
    if found is None:
        found = _APERTIUM_FEATS_MEMO[key] = _feats_of_tags(key)
    return found


#: Tag sequence -> FEATS; a few hundred distinct sequences occur, so it stays small.
_APERTIUM_FEATS_MEMO: dict[tuple[str, ...], str] = {}


def _feats_of_tags(tags: tuple[str, ...]) -> str:
    """:func:`_apertium_feats` without the memo."""
    feats: dict[str, str] = {}
    for tag in tags:
        for pair in APERTIUM_FEATS.get(tag, "").split("|"):
            if pair:
                name, value = pair.split("=")
                feats.setdefault(name, value)
    return "|".join(f"{k}={v}" for k, v in sorted(feats.items()))


# --------------------------------------------------------------------------- helpers


def reading_groups(analyses: Iterable[Analysis]) -> list[tuple[Analysis, ...]]:
    """A form's analyses as readings: each word's analysis with the parts listed after it
    (``usarla``: *usar* + *la*; ``del``: *de* + *el*)."""
    groups: list[list[Analysis]] = []
    for a in analyses:
        if groups and a.source.endswith(src.PART):
            groups[-1].append(a)
        else:
            groups.append([a])
    return [tuple(group) for group in groups]


def _label(group: Sequence[Analysis]) -> tuple[tuple[str, str], ...]:
    """A reading's lemmas (lower-cased) and categories: what tells two readings apart."""
    return tuple((a.lemma.lower(), a.pos) for a in group)


def _dedupe(analyses: Iterable[Analysis]) -> tuple[Analysis, ...]:
    """Drop repeated readings (a word with the parts it carries, whatever their sources)
    and featureless copies of a reading whose first word has features."""
    items = analyses if isinstance(analyses, (list, tuple)) else list(analyses)
    if len(items) < 2:
        return tuple(items)  # nothing to compare (most new forms: none or one analysis)
    groups: Sequence[tuple[Analysis, ...]]
    shapes: list[tuple]
    if any(map(_is_part, items)):
        groups = reading_groups(items)
        shapes = [tuple([(a.lemma, a.pos) for a in group]) for group in groups]
        keys = [(shape, *[a.features for a in group])
                for shape, group in zip(shapes, groups, strict=True)]
    else:  # most forms carry no parts: each analysis is a reading (a third faster so)
        groups = [(a,) for a in items]
        shapes = [(a.lemma, a.pos) for a in items]
        keys = [(a.lemma, a.pos, a.features) for a in items]
    featured = {shape for shape, group in zip(shapes, groups, strict=True) if group[0].features}
    seen: set[tuple] = set()
    out: list[Analysis] = []
    for shape, key, group in zip(shapes, keys, groups, strict=True):
        if not group[0].features and shape in featured:
            continue
        if key not in seen:
            seen.add(key)
            out.extend(group)
    return tuple(out)


def _as_told(features: str, told: str) -> str:
    """The closed lexicon's ``features`` of a word Apertium names by its lemma, with the
    feminine gender and the number Apertium's tags ``told`` (``la`` is Apertium's *lo*
    feminine singular: the features of ``lo`` made feminine)."""
    kept = [pair for pair in told.split("|") if pair in _TOLD]
    if not kept:
        return features
    merged = dict(pair.split("=") for pair in features.split("|") if pair)
    merged.update(pair.split("=") for pair in kept)
    return "|".join(f"{k}={v}" for k, v in sorted(merged.items()))


#: The features Apertium's tags of a clitic tell that its lemma's entry does not.
_TOLD = frozenset({"Gender=Fem", "Number=Sing", "Number=Plur"})


def _without_clitic_splits(analyses: list[Analysis]) -> list[Analysis]:
    """``analyses`` without the readings our rules made by peeling enclitics off the form
    (:meth:`Recognizer._enclitics`), for a form Apertium's dictionary reads as a verb with
    enclitics: its reading is the verb's, where the rules also try every listed host
    (``dímelo``: *decir* + *me* + *lo*, not *dimir* + *lo* from ``dime`` nor *dar* +
    *me* + *lo* from ``di``; ``dárselo``: not *darse* + *lo*)."""
    return [a for group in reading_groups(analyses)
            if not (len(group) > 1 and group[1].source == _RULES_PART) for a in group]


def _settled_guesses(own: list[Analysis], apertium: list[Analysis]) -> list[Analysis]:
    """``own`` with the categories only guessed from a dictionary lemma's shape (source
    suffix GUESS) made plain, except those Apertium's reading of the form contradicts.

    Apertium's dictionary lists the form's categories; a guess it contradicts is mostly the
    shape rule's error (*despacio* NOUN, *desinhibición* ADJ, *divas* ADJ), which a
    linguist would see among the form's readings and the disambiguator could choose. Kept:
    a noun beside Apertium's adjective or verb (*misionero*, *navegante*; *poda*, *reseña*:
    its dictionary lists fewer nouns than either), an adjective beside its participle
    (*autofinanciados*: UD tags participles ADJ or VERB by use).
    """
    told = {a.pos for a in apertium if a.source == "apertium"}
    allowed = set(told)
    if told & {"ADJ", "VERB"}:
        allowed.add("NOUN")
    if any("VerbForm=Part" in a.features for a in apertium):
        allowed.add("ADJ")
    settled = []
    for a in own:
        if a.source.endswith(GUESS):
            if told and a.pos not in allowed:
                continue  # Apertium knows the form, and not as this
            settled.append(Analysis(a.lemma, a.pos, a.features, a.source.removesuffix(GUESS)))
        else:
            settled.append(a)
    return settled


def _is_part(analysis: Analysis) -> bool:
    """Whether ``analysis`` is of a word another carries (a clitic, a contraction's article)."""
    return analysis.source.endswith(src.PART)


# --------------------------------------------------------------------------- derived tables


@dataclass(slots=True)
class DerivedTables:
    """Merged dictionary data: form -> 'src:lemma' entries and lemma -> categories."""

    forms: LexiconTable  # lower form -> "s:lemma\tp:lemma" (s simplemma, p spaCy, S name)
    lemma_pos: dict[str, str]  # lemma -> "NOUN,ADJ"; "NOUN?" = guessed from the shape
    sizes: dict[str, int]
    slips: dict[str, tuple[str, ...]]  # form -> the listed variants it may be a slip for


def _merge_forms(simp: dict[str, str], lookup: dict[str, str]) -> dict[str, str]:
    """Merge simplemma and spaCy lookup into form -> tab-separated 'source:lemma' entries."""
    forms = {form: "s:" + lemma for form, lemma in simp.items()}
    for form, lemma in lookup.items():
        key = form.lower()
        entry = "p:" + lemma
        current = forms.get(key)
        if current is None:
            forms[key] = entry
        elif lemma not in [e[2:] for e in current.split("\t")]:
            forms[key] = current + "\t" + entry
    return forms


def _infer_categories(
    profile: LanguageProfile, forms: dict[str, str], index: dict[str, set[str]],
    proper: set[str],
) -> dict[str, str]:
    """Categories of every lemma: spaCy's index first, else the lemma's paradigm shape."""
    paradigm: Counter[str] = Counter()
    fem_pairs: set[str] = set()
    for form, entries in forms.items():
        for entry in entries.split("\t"):
            lemma = entry[2:]
            paradigm[lemma] += 1
            if lemma.endswith("o") and form == lemma[:-1] + "a":
                fem_pairs.add(lemma)
    groups = {ud: index.get(name, set()) for name, ud in profile.spacy_groups.items()}
    lemma_pos: dict[str, str] = {}
    for lemma, count in paradigm.items():
        cats = [ud for ud, members in groups.items() if lemma in members]
        is_verb_shape = lemma.endswith(profile.verb_lemma_endings)
        if is_verb_shape and count >= profile.min_verb_paradigm and "VERB" not in cats:
            cats.append("VERB")
        if not cats:  # a guess from the shape: marked "?" so rules do not build on it
            cats = [c + "?" for c in
                    _shape_categories(profile, lemma, lemma in fem_pairs, lemma in proper)]
        lemma_pos[lemma] = ",".join(cats)
    for ud, members in groups.items():  # lemmas spaCy lists but no dictionary form reaches
        for lemma in members:
            if lemma not in lemma_pos:
                lemma_pos[lemma] = ud
    return lemma_pos


def _shape_categories(profile: LanguageProfile, lemma: str, has_fem: bool,
                      proper: bool) -> list[str]:
    """Guess categories of a lemma no index lists, from its form and paradigm."""
    if proper:
        return ["PROPN"]
    if lemma.endswith(profile.adverb_suffix) and len(lemma) > len(profile.adverb_suffix) + 2:
        return ["ADV"]
    if lemma.endswith(profile.verb_lemma_endings) and not has_fem:
        return ["VERB", "NOUN"]  # a rare verb with few listed forms, or a noun like lugar
    if has_fem or lemma.endswith(profile.adjective_endings):
        return ["NOUN", "ADJ"]
    return ["NOUN"]


def build_derived(profile: LanguageProfile, spacy: src.SpacyTables | None) -> DerivedTables:
    """Build the merged tables from simplemma and spaCy (slow: call through load_derived)."""
    forms, lemma_pos, sizes = merged_dicts(profile, spacy)
    # The 823 k forms as a trie (one string per distinct entry: 91 k), ~15 MB, loaded at
    # once; the 90 k lemmas stay a dict (0.02 s to load) because the suffix rules ask it
    # several times per unknown form, where a dict answers 2-3x as fast as the trie.
    shared: dict[str, str] = {}  # "NOUN,ADJ?": a few dozen values, each pickled once
    lemma_pos = {lemma: shared.setdefault(cats, cats) for lemma, cats in lemma_pos.items()}
    slips = accent_slips(profile, set(forms).union(lemma_pos))
    return DerivedTables(LexiconTable(forms), lemma_pos, sizes, slips)


def accent_slips(profile: LanguageProfile, listed: Collection[str]
                 ) -> dict[str, tuple[str, ...]]:
    """Each ``listed`` form without a written accent -> the ``listed`` forms it is with one
    acute accent more (``esta`` -> *está*), those at most :data:`SLIP_MARGIN` rarer than it
    in wordfreq's figures for ``profile`` and known to them: what writing without accents
    may have meant. ``{}`` without wordfreq data for the language.

    Made with the derived tables (wordfreq's list takes ~0.4 s to load).
    """
    if not profile.wordfreq:
        return {}
    from wordfreq import zipf_frequency

    bare = str.maketrans(profile.accents)
    accented = frozenset(profile.accents)
    found: dict[str, list[str]] = {}
    for variant in listed:
        if sum(map(variant.count, accented)) != 1:
            continue
        form = variant.translate(bare)
        if form not in listed:
            continue
        meant = zipf_frequency(variant, profile.wordfreq)
        if meant > 0 and meant >= zipf_frequency(form, profile.wordfreq) - SLIP_MARGIN:
            found.setdefault(form, []).append(variant)
    return {form: tuple(sorted(variants)) for form, variants in found.items()}


def merged_dicts(
    profile: LanguageProfile, spacy: src.SpacyTables | None
) -> tuple[dict[str, str], dict[str, str], dict[str, int]]:
    """The derived tables as plain dicts (forms, lemma categories, source sizes)."""
    if spacy is not None and not spacy.lookup:
        spacy = src.load_spacy_tables(profile.spacy, lookup=True)
    simp = src.load_simplemma(profile.simplemma)
    proper_forms = {k for k, v in simp.items() if v[:1].isupper()}
    simp = {k: (v.lower() if k in proper_forms else v) for k, v in simp.items()}
    lookup = spacy.lookup if spacy else {}
    forms = _merge_forms(simp, lookup)
    for key in proper_forms:  # mark proper-name entries so they give PROPN, not NOUN
        forms[key] = forms[key].replace("s:", "S:", 1)
    proper_lemmas = {simp[k] for k in proper_forms}
    common = {e[2:] for v in forms.values() for e in v.split("\t") if not e.startswith("S:")}
    index = spacy.index if spacy else {}
    lemma_pos = _infer_categories(profile, forms, index, proper_lemmas - common)
    return forms, lemma_pos, {"simplemma": len(simp), "spacy": len(lookup)}


def derived_key(profile: LanguageProfile) -> str:
    """Cache file name: changes whenever a source or the derivation changes."""
    versions = "-".join(package_version(p)
                        for p in ("simplemma", "spacy-lookups-data", "wordfreq"))
    return f"morph-{profile.code}-{versions}-d{DERIVED_VERSION}.pickle"


#: The derived tables loaded last, with their file: the triage's known Spanish forms
#: (analyzers/neologisms.py) and the next run of the same process share them.
_loaded: list[tuple[Path, DerivedTables]] = []


def load_derived(profile: LanguageProfile, spacy: src.SpacyTables | None) -> DerivedTables:
    """Derived tables from the disk cache, building and saving them on a miss; the tables
    of the last file loaded are kept and given again (one copy of ~800 k forms)."""
    path = derived_tables_dir() / derived_key(profile)
    kept = _kept(path)
    if kept is not None:
        return kept
    _loaded.clear()  # one copy at most: a test's other cache dir makes other tables
    try:
        with open(path, "rb") as handle:
            tables = pickle.load(handle)
    except (OSError, pickle.UnpicklingError, EOFError, AttributeError, TypeError, ValueError,
            RuntimeError):  # marisa's own error on a truncated trie is a RuntimeError
        tables = None  # absent, damaged or stale cache: rebuild below
    if not isinstance(tables, DerivedTables):
        tables = build_derived(profile, spacy)
        store_derived(path, tables)
    _loaded.append((path, tables))
    return tables


def _kept(path: Path) -> DerivedTables | None:
    """The tables loaded last if they come from ``path``."""
    return _loaded[0][1] if _loaded and _loaded[0][0] == path else None


def dictionary_forms(lang: str) -> Collection[str]:
    """The lower-case forms the merged dictionaries of ``lang`` list (simplemma's and
    spaCy's lookup table): the recognizer's own table when it is loaded, for membership
    queries (no copy) or iteration."""
    profile = LANGUAGES[lang]
    kept = _kept(derived_tables_dir() / derived_key(profile))
    if kept is not None:  # no need for spaCy's tables: they serve a build only
        return kept.forms.key_set
    return load_derived(profile, src.load_spacy_tables(profile.spacy, lookup=False)).forms.key_set


# --------------------------------------------------------------------------- recognizer


class Recognizer:
    """All context-free analyses of a form, from every available source (see module doc)."""

    def __init__(
        self, profile: LanguageProfile, *, closed: dict[str, tuple[Analysis, ...]],
        user: dict[str, tuple[Analysis, ...]], spacy: src.SpacyTables | None,
        derived: DerivedTables, apertium: src.ApertiumProcess | None,
        user_path: Path | None = None, prepared: PreparedAnalyses | None = None,
    ) -> None:
        """Assemble a recognizer from loaded sources; use :meth:`for_language` instead.
        ``prepared``: the analyses :mod:`analyzers.prepared_analyses` computed with these
        very sources, looked up before anything is computed."""
        self.profile = profile
        self.prepared = prepared
        #: where ``daweb prepare`` writes the prepared analyses of these sources (None
        #: for a recognizer with extra lexicons: nothing is prepared for it)
        self.prepared_path: Path | None = None
        self._closed = closed
        self._user = user
        self._user_path = user_path
        self._spacy = spacy
        self._derived = derived
        self._apertium = apertium
        self._suffix_rules = self._build_suffix_rules()
        self._suffix_trie = _suffix_trie(self._suffix_rules)
        #: lemma_pos value ("NOUN?,ADJ?") -> its parsed categories; a dozen distinct values.
        self._category_memo: dict[str, _Categories] = {}
        self._strip_accents = str.maketrans(profile.accents)
        # Precomputed for the cold-cache path (every new form tries these suffixes).
        self._accented = {plain: acc for acc, plain in profile.accents.items()}
        self._accented_vowels = frozenset(profile.accents)
        self._evaluative_suffixes = tuple(entry[0] for entry in profile.evaluative)
        self._enclitics_tuple = tuple(profile.enclitics)
        self._foreign_words = _foreign_function_words(profile, closed)
        self._spacy_verbs = spacy.index.get("verb", set()) if spacy is not None else set()
        #: unrecognized form -> the readings that were only guesses, for the triage to show
        #: (selfie: selfiar), () when there were none; as many as the unrecognized forms.
        self._guesses: dict[str, tuple[Analysis, ...]] = {}

    # ---------------------------------------------------------------- construction

    @classmethod
    def for_language(
        cls, lang: str = "es", *, apertium: bool | None = None, user_lexicon: Path | None = None,
        extra_lexicons: Sequence[Path] = (), prepared: bool = True,
    ) -> Recognizer:
        """Load the recognizer for ``lang``.

        ``apertium``: None uses it when lt-proc and the analyser are installed, True requires
        it (FileNotFoundError otherwise), False never starts it. ``user_lexicon``: a TSV file
        of additions; by default ``lexicons/user.<lang>.tsv``. ``extra_lexicons``: more TSV
        files read as user additions (a project's and the user's lexicons, docs/neology.md);
        missing ones are skipped. ``prepared``: look forms up in the prepared analyses of
        these sources when ``daweb prepare`` wrote them (:mod:`analyzers.prepared_analyses`;
        never with entries from ``extra_lexicons``, which they do not know).
        """
        if lang not in LANGUAGES:
            raise ValueError(f"no morphology data for language {lang!r}; "
                             f"available: {', '.join(sorted(LANGUAGES))}")
        profile = LANGUAGES[lang]
        # started first: lt-proc loads its transducer (~0.2 s) on the other core while
        # the tables below load in this process
        process = cls._start_apertium(profile, apertium)
        shipped = True
        try:
            closed = src.load_tsv_lexicon(LEXICON_DIR / profile.closed_lexicon, "closed")
            user_path = user_lexicon or LEXICON_DIR / profile.user_lexicon
            user = src.load_tsv_lexicon(user_path, "user") if user_path.exists() else {}
            for extra in (path for path in extra_lexicons if path.is_file()):
                for form, analyses in src.load_tsv_lexicon(extra, "user").items():
                    user[form] = tuple(dict.fromkeys(user.get(form, ()) + analyses))
                    shipped = False  # words nothing was prepared with
            spacy = src.load_spacy_tables(profile.spacy, lookup=False)
            derived = load_derived(profile, spacy)
            lexicons = [LEXICON_DIR / profile.closed_lexicon,
                        *([user_path] if user_path.exists() else [])]
            prepared_file = table_path(derived_tables_dir(), profile,
                                       table_key(profile, lexicons, process is not None))
            table = open_prepared(prepared_file) if prepared and shipped else None
        except BaseException:
            if process is not None:
                process.close()  # a bad lexicon file refuses the run: no lt-proc left behind
            raise
        recognizer = cls(profile, closed=closed, user=user, spacy=spacy, derived=derived,
                         apertium=process, user_path=user_path, prepared=table)
        recognizer.prepared_path = prepared_file if shipped else None
        return recognizer

    @staticmethod
    def _start_apertium(profile: LanguageProfile,
                        wanted: bool | None) -> src.ApertiumProcess | None:
        """Start lt-proc if wanted (or, when None, if installed)."""
        if wanted is False:
            return None
        available = shutil.which("lt-proc") is not None and Path(profile.apertium).exists()
        if not available:
            if wanted:
                raise FileNotFoundError(
                    f"Apertium requested but lt-proc or {profile.apertium} is not installed")
            return None
        return src.ApertiumProcess(Path(profile.apertium))

    def _build_suffix_rules(self) -> dict[str, list[tuple[str, str, str, str]]]:
        """Index spaCy's and our inflection rules by form suffix: (replacement, pos, feats, src)."""
        rules: dict[str, list[tuple[str, str, str, str]]] = {}
        if self._spacy is not None:
            for group, ud in self.profile.spacy_groups.items():
                for table, feats in self._spacy.groups.get(group, []):
                    for old, new in _second_person_rules(self._spacy.rules, table):
                        rules.setdefault(old, []).append((new, ud, feats, "spacy"))
        for old, new, feats, cats in self.profile.nominal_inflection:
            for ud in cats.split(","):
                rules.setdefault(old, []).append((new, ud, feats, "rules"))
        return rules

    def close(self) -> None:
        """Stop the Apertium subprocess, if any, and close the prepared analyses."""
        if self._apertium is not None:
            self._apertium.close()
            self._apertium = None
        if self.prepared is not None:
            self.prepared.close()
            self.prepared = None

    # ---------------------------------------------------------------- description

    @property
    def uses_apertium(self) -> bool:
        """Whether the Apertium backend is running."""
        return self._apertium is not None

    @property
    def sources(self) -> list[dict[str, str | int]]:
        """Each source with name, version, size (entries) and license, for run.json/About."""
        sizes = self._derived.sizes
        infos = [
            src.SourceInfo("closed", "DAWeb " + package_version("daweb"), len(self._closed),
                           "GPL-3.0-or-later"),
            src.SourceInfo("spacy", "spacy-lookups-data " + package_version(
                "spacy-lookups-data"), sizes.get("spacy", 0), "MIT"),
            src.SourceInfo("simplemma", "simplemma " + package_version("simplemma"),
                           sizes.get("simplemma", 0), "MIT"),
            src.SourceInfo("rules", "DAWeb " + package_version("daweb"),
                           sum(map(len, self._suffix_rules.values())), "GPL-3.0-or-later"),
        ]
        if self._apertium is not None:
            infos.append(src.SourceInfo(
                "apertium", f"{self.profile.apertium_package} "
                f"{src.debian_package_version(self.profile.apertium_package)}, "
                f"lt-proc {src.lt_proc_version()}",
                Path(self.profile.apertium).stat().st_size, "GPL-2.0-or-later", "bytes"))
        if self._user:
            infos.append(src.SourceInfo("user", str(self._user_path), len(self._user),
                                        "user data"))
        return [info.as_dict() for info in infos]

    def lexicon_forms(self) -> set[str]:
        """The forms the closed-class and user lexicons list, lower case (what
        :func:`dictionary_forms` leaves out: *tan*, *antes*, *del*)."""
        return {form.lower() for form in (*self._closed, *self._user)}

    # ---------------------------------------------------------------- analysis

    def analyze(self, form: str) -> tuple[Analysis, ...]:
        """All context-free analyses of ``form`` (any case); () when unrecognized."""
        return self.analyze_many([form])[form]

    def analyze_many(self, forms: Iterable[str]) -> dict[str, tuple[Analysis, ...]]:
        """Analyses of many forms; Apertium is called once per batch, not once per form.

        The other sources are consulted while lt-proc analyzes the batch (see
        :meth:`~analyzers.lexicon_sources.ApertiumProcess.analyze`), not after it.
        """
        originals = list(dict.fromkeys(forms))
        lowered = {f: f.lower() for f in originals}
        distinct = list(dict.fromkeys(lowered.values()))
        done: dict[str, tuple[Analysis, ...]] = {}
        if self.prepared is not None:
            done = self.prepared.get_many(distinct)
            if done:
                distinct = [f for f in distinct if f not in done]
        if distinct:
            self._analyze_distinct(distinct, done)
        return {form: done[low] for form, low in lowered.items()}

    def _analyze_distinct(self, distinct: list[str], done: dict[str, tuple[Analysis, ...]]
                          ) -> None:
        """Analyze ``distinct`` lower-cased forms into ``done`` (the work of
        :meth:`analyze_many` for the forms nothing prepared)."""
        own: dict[str, list[Analysis]] = {}

        def own_sources() -> None:
            own.update(zip(distinct, map(self._analyze_lower, distinct), strict=True))

        readings = self._apertium_readings(distinct, own_sources)
        if len(own) != len(distinct):  # no Apertium, or it failed before calling us
            own_sources()
        bases = self._known_bases(own, readings)
        for low in distinct:
            apertium = self._from_apertium(low, readings.get(low, []))
            done[low] = self._supported(low, _settled_guesses(own[low], apertium), apertium,
                                        bases)
        self._add_compounds(done)
        self._add_slips(done)

    def slip_spelling(self, variant: str) -> str | None:
        """The form without its accent whose accent slips include ``variant`` (lower case:
        *está* -> ``esta``; :func:`accent_slips`), None when there is none: how the
        disambiguator's training writes an accented word without its accent
        (analyzers/disambiguation.py, :func:`~analyzers.disambiguation.slip_examples`)."""
        form = variant.translate(self._strip_accents)
        return form if variant in self._derived.slips.get(form, ()) else None

    def _add_slips(self, done: dict[str, tuple[Analysis, ...]]) -> None:
        """Give the recognized forms of ``done`` that may be accent slips their variants'
        readings they lack, the first word of each with the source :data:`SLIP` (one more
        batch for all the variants; see the module doc)."""
        slips = self._derived.slips
        meant = {low: slips[low] for low, found in done.items() if found and low in slips}
        if not meant:
            return
        known = self.analyze_many({v for variants in meant.values() for v in variants})
        for low, variants in meant.items():
            labels = {_label(group) for group in reading_groups(done[low])}
            extra: list[Analysis] = []
            for group in (g for v in variants for g in reading_groups(known[v])):
                if _label(group) not in labels:
                    labels.add(_label(group))
                    extra += [replace(group[0], source=SLIP), *group[1:]]
            done[low] += tuple(extra)

    def _add_compounds(self, done: dict[str, tuple[Analysis, ...]]) -> None:
        """Read the unrecognized forms written with hyphens or slashes by their parts (one
        more batch for all the parts): político-económico, sub-sección, fin-de-archivo,
        y/o, km/h (see :meth:`_compound`)."""
        split = {low: parts for low, found in done.items()
                 if not found and ("-" in low or "/" in low) and not self._guesses.get(low)
                 and (parts := _compound_parts(low))}
        if not split:
            return
        known = self.analyze_many({part for parts in split.values() for part in parts})
        for low, parts in split.items():
            done[low] = self._compound(low, parts, known)
            if done[low]:
                del self._guesses[low]  # recognized after all

    @staticmethod
    def _compound(form: str, parts: list[str], known: dict[str, tuple[Analysis, ...]]
                  ) -> tuple[Analysis, ...]:
        """The analyses of a compound whose parts are all known, () otherwise.

        The head gives category and features: the last part of a compound adjective
        (político-económico, franco-alemán), the first part otherwise, as a noun when it
        can be one (hombre-rana, fin-de-archivo, y/o); a prefix before a hyphen
        (sub-sección, ex-presidente) makes the base the head. The lemma is the head's
        lemma with the other parts as written; every part's own analyses follow, as
        ``compound:part``.
        """
        separator = "/" if "/" in form else "-"
        hosts = [[a for a in known[p] if not a.source.endswith(src.PART)] for p in parts]
        if len(parts) == 2 and parts[0] in PREFIXES and hosts[1]:
            head, before, after = hosts[1], parts[:1], []
            hosts = hosts[1:]
        elif not all(hosts):
            return ()
        elif separator == "-" and len(parts) == 2 and all(
                any(a.pos == "ADJ" for a in h) for h in hosts):
            head, before, after = [a for a in hosts[1] if a.pos == "ADJ"], parts[:1], []
        else:
            # a noun heads hombre-rana and fin-de-archivo, not the verb finir
            head = [a for a in hosts[0] if a.pos in NOMINAL] or hosts[0]
            before, after = [], parts[1:]
        compound = _dedupe(Analysis(separator.join([*before, a.lemma, *after]), a.pos,
                                    a.features, "compound") for a in head)
        return compound + tuple(dict.fromkeys(Analysis(a.lemma, a.pos, a.features, COMPOUND_PART)
                                              for h in hosts for a in h))

    def _known_bases(self, own: dict[str, list[Analysis]], readings: dict[str, list]
                     ) -> set[str]:
        """The bases of evaluative guesses (memecito -> memo?, venadito -> venado?) that
        Apertium knows, asked in one more batch; none without Apertium."""
        bases = {a.lemma for form, found in own.items() if not readings.get(form)
                 for a in found if a.source.endswith(EVALUATIVE)}
        if not bases or self._apertium is None:
            return set()
        return {base for base, found in self._apertium_readings(sorted(bases), _nothing).items()
                if found}

    def _supported(self, form: str, own: list[Analysis], apertium: list[Analysis],
                   known_bases: set[str]) -> tuple[Analysis, ...]:
        """The analyses of ``form``, or () when only guesses explain it (kept for
        :meth:`guesses`): an English function word only simplemma or spaCy list (the, of,
        is = plural of the letter i), or, when Apertium runs and does not know the form,
        a diminutive or superlative of a base no dictionary lists for its category and
        Apertium does not know either (memecito -> memo?, meme?), or present or imperative
        verb readings whose lemma only a paradigm table knows
        (selfie -> selfiar, postureo -> posturear)."""
        own = [Analysis(a.lemma, a.pos, a.features, a.source.removesuffix(EVALUATIVE))
               if a.source.endswith(EVALUATIVE) and (
                   a.lemma in known_bases or self._apertium is None) else a for a in own]
        found = [Analysis(a.lemma, a.pos, a.features, a.source.removesuffix(EVALUATIVE))
                 if a.source.endswith(EVALUATIVE) else a for a in own]
        if any(a.source == _APERTIUM_PART and a.pos == "PRON" for a in apertium):
            found = _without_clitic_splits(found)
        found = self._with_aux(_dedupe(found + apertium))
        if not found:
            self._guesses[form] = ()  # unrecognized, and no guess: guesses() need not ask
            return found
        if apertium or not self._guess_only(form, _dedupe(own)):
            return found
        self._guesses[form] = found
        return ()

    def _guess_only(self, form: str, own: tuple[Analysis, ...]) -> bool:
        """Whether the readings ``own`` (Apertium gave none) are only guesses (see
        :meth:`_supported`)."""
        hosts = [a for a in own if not a.source.endswith(src.PART)]
        if not all(a.source.removesuffix(EVALUATIVE) in GUESSING_SOURCES for a in hosts):
            return False  # the closed or the user lexicon knows it
        if form in self._foreign_words:
            return True
        if all(a.source.endswith(EVALUATIVE) for a in hosts):
            return True
        # present and imperative forms only: the shapes of nouns (postureo, selfie); a
        # rare verb's infinitive, past or participle (cocear, revistaba) is no coinage
        return self._apertium is not None and all(
            a.pos in ("VERB", "AUX") and a.lemma not in self._spacy_verbs
            and ("Tense=Pres" in a.features or "Mood=Imp" in a.features) for a in hosts)

    def guesses(self, form: str) -> tuple[Analysis, ...]:
        """The readings that did not make ``form`` recognized because they were only
        guesses (``selfie`` -> *selfiar* VERB); () for any other form."""
        low = form.lower()
        if low not in self._guesses:
            self.analyze(low)  # analyzed in another process (a cluster's worker)
        return self._guesses.get(low, ())

    def _apertium_readings(self, forms: list[str],
                           meanwhile: Callable[[], None]) -> dict[str, list]:
        """Apertium's readings (``meanwhile`` runs while lt-proc works); if lt-proc dies,
        warn once and go on without it."""
        if self._apertium is None:
            return {}
        try:
            return self._apertium.analyze(forms, meanwhile)
        except src.ApertiumError as error:
            log.warning("Apertium stopped (%s); continuing with the other sources", error)
            self._apertium = None
            return {}

    def _analyze_lower(self, form: str) -> list[Analysis]:
        """Dictionary, rule and clitic analyses of a lower-cased form (no Apertium)."""
        found = self._base(form)
        found.extend(self._adverb(form))
        clitic = self._enclitics(form)
        if not found and not clitic:
            found = self._evaluative(form) or self._old_monosyllable(form)
            if found and all(a.source.endswith(EVALUATIVE) for a in found):
                return found  # only guesses: analyze_many decides
        if clitic or form in self._closed:
            # a clitic split or a closed-class entry explains the form better than a
            # category guessed from the shape of a dictionary lemma (quedarse NOUN?, y NOUN?)
            found = [a for a in found if not a.source.endswith(GUESS)]
        if form in self._closed:
            found = _without_lookup_noise(found, form)
        return found + clitic  # guessed categories keep GUESS until Apertium has spoken

    def _old_monosyllable(self, form: str) -> list[Analysis]:
        """Verb forms in the spelling before 1952, accented monosyllables: fué, dió, vió.

        Older books and the sayings quoted from them write them so; the reading is that of
        the unaccented form (fue -> ser, ir), given only to its verb analyses.
        """
        profile = self.profile
        bare = form.translate(self._strip_accents)
        closed_verb = any(a.pos in ("VERB", "AUX") for a in self._closed.get(bare, ()))
        if bare == form or (bare in self._closed and not closed_verb) or _nuclei(
                form, profile.vowels, profile.weak_vowels)[-1] != 0:
            return []  # á, ún are no verbs (a, un are closed-class words); crées: 2 syllables
        return [Analysis(a.lemma, a.pos, a.features, "rules") for a in self._base(bare)
                if a.pos in ("VERB", "AUX") and a.features
                and not a.source.endswith((src.PART, GUESS))]

    def _base(self, form: str) -> list[Analysis]:
        """Analyses of a single word: lexicons, dictionaries and inflection rules.

        Analyses whose category is only guessed carry a temporary source suffix GUESS.
        """
        found = list(self._closed.get(form, ())) + list(self._user.get(form, ()))
        found.extend(self._dictionary(form))
        found.extend(self._rules(form))
        return found

    def _parsed_categories(self, lemma: str) -> _Categories | None:
        """The lemma's categories parsed once per distinct lemma_pos value (None: no entry)."""
        cats = self._derived.lemma_pos.get(lemma)
        if not cats:
            return None
        parsed = self._category_memo.get(cats)
        if parsed is None:
            parsed = self._category_memo[cats] = _Categories.parse(cats)
        return parsed

    def _has_category(self, lemma: str, pos: str, *, guessed_ok: bool) -> bool:
        """Whether the tables give ``lemma`` category ``pos`` (optionally only if confident)."""
        parsed = self._parsed_categories(lemma)
        if parsed is None:
            return False
        return pos in parsed.confident or (guessed_ok and pos in parsed.guessed)

    def _dictionary(self, form: str) -> list[Analysis]:
        """Analyses from simplemma/spaCy lookup entries (and from being a listed lemma)."""
        entries = self._derived.forms.get(form)
        pairs = [(e[2:], e[0]) for e in entries.split("\t") if e] if entries else []
        if all(lemma != form for lemma, _ in pairs):
            listed = self._parsed_categories(form)
            if listed is not None and listed.confident and not (
                    form[-1:] in self._accented_vowels and any(
                        self._has_category(lemma, "VERB", guessed_ok=False)
                        for lemma, _ in pairs)):
                # a lemma spaCy's index lists, e.g. de, not in lookup; but an oxytone verb
                # form the dictionaries know is no noun only that index lists (está, dará)
                pairs.append((form, "i"))
        found = []
        for lemma, code in pairs:
            source = "spacy" if code in "pi" else "simplemma"
            if code == "S":
                found.append(Analysis(lemma, "PROPN", "", source))
                continue
            parsed = self._parsed_categories(lemma)
            if parsed is None:
                continue
            invariable = self._invariable(lemma) if not parsed.confident else ()
            if invariable and form not in self._closed:
                # a lemma only guessed from its shape that our closed-class lexicon lists as
                # a word that does not inflect (despues, ademas, asi: después, además, así):
                # the form is a spelling of it; the lexicon's own forms have theirs
                found.extend(Analysis(lemma, pos, "", source) for pos in invariable)
                continue
            kinds = parsed.kinds
            for pos, guessed in parsed.pairs:
                if code == "i" and guessed:
                    continue
                feats = self._feats_for(form, lemma, pos, kinds)
                if feats is not None:
                    found.append(Analysis(lemma, pos, feats, source + (GUESS if guessed else "")))
        return found

    def _invariable(self, lemma: str) -> tuple[str, ...]:
        """The categories our closed-class lexicon gives ``lemma`` itself when all are of
        words that do not inflect (:data:`INVARIABLE`: *después* ADV), else ()."""
        cats = tuple(dict.fromkeys(a.pos for a in self._closed.get(lemma, ())
                                   if a.lemma == lemma and not a.source.endswith(src.PART)))
        return cats if cats and INVARIABLE.issuperset(cats) else ()

    def _feats_for(self, form: str, lemma: str, pos: str, kinds: frozenset[str]) -> str | None:
        """Features of ``form`` as ``pos`` of ``lemma`` (whose categories are ``kinds``).

        None when the form cannot be that: for a lemma that is both verb and noun, a
        verb-shaped form is only the verb (puede is not the noun poder) and a noun-shaped
        form only the noun (poderes).
        """
        if pos in NOMINAL:
            feats = self._nominal_feats(form, lemma)
            if feats is None and "VERB" not in kinds:
                return ""  # a dictionary pairing no rule explains (diminutive, irregular)
            return feats
        if pos in ("VERB", "AUX"):
            if not lemma.removesuffix("se").endswith(self.profile.verb_lemma_endings):
                return None  # a verb's lemma is its infinitive: agua, cielo are no verbs
            if form == lemma:
                return "VerbForm=Inf"
            if not kinds.isdisjoint(NOMINAL) and self._nominal_feats(form, lemma) is not None:
                return None  # poderes is the noun poder, not a verb form
            return next((f for end, f in self.profile.verb_form_endings if form.endswith(end)),
                        "")
        if pos == "ADV" and form != lemma:
            return None
        return ""

    def _nominal_feats(self, form: str, lemma: str) -> str | None:
        """Gender/number of a noun/adjective form of ``lemma``; None if not an inflection."""
        if form == lemma:
            return "Gender=Masc|Number=Sing" if form.endswith("o") else ""
        bare_form = form.translate(self._strip_accents)
        bare_lemma = lemma.translate(self._strip_accents)
        for old, new, feats, _ in self.profile.nominal_inflection:
            if form.endswith(old):
                stem = bare_form[: len(bare_form) - len(old)] + new.translate(self._strip_accents)
                if stem == bare_lemma:
                    return feats
        return None

    def _rules(self, form: str) -> list[Analysis]:
        """Suffix rules (spaCy's and ours): candidate lemmas confirmed by the lemma tables.

        spaCy's verb rules need a lemma known to be a verb (a guessed one would let any
        -er noun look like a verb); nominal rules accept guessed nouns and adjectives.
        """
        if not accent_well_placed(form, self.profile):
            return []  # versións: a misplaced accent is a misspelling, not an inflection
        listed_verbs = None  # computed when a verb rule first applies (cold-cache hot spot)
        lemma_pos = self._derived.lemma_pos
        found = []
        for size in self._rule_sizes(form):
            rules = self._suffix_rules[form[len(form) - size:] if size else ""]
            stem = form[: len(form) - size]
            for new, pos, feats, source in rules:
                lemma = stem + new
                if lemma == form or lemma not in lemma_pos:
                    continue
                if pos == "VERB":
                    if listed_verbs is None:
                        listed_verbs = self._listed_verb_lemmas(form)
                    if listed_verbs and lemma not in listed_verbs:
                        continue  # the dictionaries know this verb form: vamos is ir, not "ver"
                if self._has_category(lemma, pos, guessed_ok=pos in NOMINAL):
                    found.append(Analysis(lemma, pos, feats, source))
        return found

    def _rule_sizes(self, form: str) -> list[int]:
        """Lengths of the suffixes of ``form`` that have rules, longest first (0 = no suffix).

        Walks the suffix trie from the last character, so a form costs a few dict look-ups
        instead of one slice and look-up per possible suffix length.
        """
        sizes = []
        node = self._suffix_trie
        for size, char in enumerate(reversed(form), 1):
            node = node.get(char)
            if node is None:
                break
            if None in node:
                sizes.append(size)
        sizes.reverse()
        if "" in self._suffix_rules:
            sizes.append(0)
        return sizes

    def _listed_verb_lemmas(self, form: str) -> set[str]:
        """Verb lemmas the dictionaries give ``form`` (confident categories only)."""
        entries = self._derived.forms.get(form, "")
        lemmas = {e[2:] for e in entries.split("\t") if e}
        return {lemma for lemma in lemmas if lemma != form
                and self._has_category(lemma, "VERB", guessed_ok=False)}

    def _adverb(self, form: str) -> list[Analysis]:
        """``-mente`` adverbs from adjectives: rápidamente -> rápido ADV (and the UD lemma)."""
        suffix = self.profile.adverb_suffix
        if not suffix or not form.endswith(suffix) or len(form) <= len(suffix) + 2:
            return []
        base = form[: -len(suffix)]
        found = []
        for old, new in self.profile.adverb_bases:
            if base.endswith(old):
                candidate = base[: len(base) - len(old)] + new
                if any(a.pos == "ADJ" for a in self._base(candidate)):
                    # UD treebanks use the adverb itself as lemma; the adjective is the base
                    found.append(Analysis(candidate, "ADV", "", "rules"))
                    found.append(Analysis(form, "ADV", "", "rules"))
                    break
        return found

    def _evaluative(self, form: str) -> list[Analysis]:
        """Diminutives and superlatives of known words: casita -> casa, rapidísimo -> rápido.

        The lemma given is the base word; the accent the suffix removed is put back by
        trying each vowel of the base (rapid- -> rápido, arbol- -> árbol).
        """
        found = []
        if not form.endswith(self._evaluative_suffixes) or not accent_well_placed(
                form, self.profile):
            return found  # most unknown forms: one C call instead of a loop over the suffixes
        for suffix, bases, feats, cats in self.profile.evaluative:
            if not form.endswith(suffix) or len(form) - len(suffix) < 2:
                continue
            stem = form[: len(form) - len(suffix)]
            for ending in bases:
                for lemma in self._accent_variants(stem + ending):
                    # a base whose category is itself a guess makes the reading one
                    # (memecito -> memo?): analyze_many keeps it for the triage only
                    found.extend(Analysis(lemma, pos, feats, "rules" + (
                        "" if self._has_category(lemma, pos, guessed_ok=False) else EVALUATIVE))
                                 for pos in cats.split(",")
                                 if self._has_category(lemma, pos, guessed_ok=True))
            if found:
                break  # the longest matching suffix wins (riquísimo is not riqu-ísimo)
        return found

    def _accent_variants(self, word: str) -> list[str]:
        """``word`` and ``word`` with an acute accent on one of its vowels."""
        accented = self._accented
        variants = [word]
        for i, char in enumerate(word):
            if char in accented:
                variants.append(word[:i] + accented[char] + word[i + 1:])
        return variants

    def _enclitics(self, form: str) -> list[Analysis]:
        """Verb + enclitic pronouns: dímelo -> decir + me + lo, vámonos -> ir + nos."""
        found: list[Analysis] = []
        # A misplaced accent (quedandóse) is a misspelling, unless the host as written is
        # an oxytone verb form: the spelling before 2010 kept its accent (quedóse, volvíme).
        old_spelling = not accent_well_placed(form, self.profile)
        for host, clitics in self._clitic_splits(form, []):
            if old_spelling and not (host[-1] in self._accented_vowels and self._is_listed(host)):
                continue
            hosts = self._host_analyses(form, host, clitics)
            if any(c in self.profile.plural_host_clitics for c in clitics):
                hosts = [a for a in hosts if "Number=Sing" not in a.features]
            for parts in self._clitic_parts(clitics) if hosts else ():
                for a in hosts:
                    found.append(a)
                    found.extend(parts)
        return found

    def _clitic_parts(self, clitics: Sequence[str]) -> list[tuple[Analysis, ...]]:
        """The pronouns a verb carries (``me``, ``lo``), one tuple per way to read them: a
        clitic the closed lexicon gives two lemmas (``nos``: *nosotros*, *yo*) makes two."""
        choices = [[Analysis(a.lemma, a.pos, a.features, _RULES_PART)
                    for a in self._closed.get(clitic, ()) if a.pos == "PRON"] for clitic in clitics]
        return list(product(*[c for c in choices if c]))

    def _clitic_splits(self, rest: str, clitics: list[str]) -> list[tuple[str, list[str]]]:
        """Every way to peel up to max_enclitics pronouns off the end of ``rest``."""
        splits = []
        if len(clitics) >= self.profile.max_enclitics or not rest.endswith(self._enclitics_tuple):
            return splits
        for clitic in self.profile.enclitics:
            if rest.endswith(clitic) and len(rest) > len(clitic) + 1:
                host = rest[: -len(clitic)]
                chain = [clitic, *clitics]
                splits.append((host, chain))
                splits.extend(self._clitic_splits(host, chain))
        return splits

    def _host_analyses(self, form: str, host: str, clitics: list[str]) -> list[Analysis]:
        """Verb analyses of a clitic host, restoring the accent and dropped letters."""
        profile = self.profile
        bare = host.translate(self._strip_accents)
        accented = bare != host
        # one syllable nucleus: crea (cre-a, in hiatus) is no monosyllable, so create is
        # no crea + te (that needs its accent: créate)
        short = (_nuclei(bare, profile.vowels, profile.weak_vowels)[-1] == 0
                 and bare.endswith(profile.short_host_endings))
        restorable = any(clitics[0] == c and bare.endswith(e) and not r.endswith("s")
                         for c, e, r in profile.host_restore)  # senta-os: no accent needed
        plain_ok = accented or bare.endswith(profile.host_endings) or short
        if not (plain_ok or restorable):
            return []  # a polysyllabic imperative needs its written accent (cómelo)
        # candidate -> must a dictionary list it?
        candidates = {host: True, bare: True} if plain_ok else {}
        for clitic, ending, restored in profile.host_restore:
            if clitics[0] == clitic and bare.endswith(ending):
                # a restored host (senta-os -> sentad) is rarely listed: rules may confirm it
                candidates[bare[: len(bare) - len(ending)] + restored] = False
        found = []
        for candidate, must_be_listed in candidates.items():
            if must_be_listed and not self._is_listed(candidate):
                continue  # rules alone would make hosts of non-words (hab-la-se -> haber)
            for a in self._base(candidate):
                if a.source.endswith((src.PART, GUESS)) or a.pos not in ("VERB", "AUX"):
                    continue
                # an accented host (vámo-nos, dí-melo) is a clear enclitic sign, so a verb
                # form the dictionaries give without features is accepted there
                if any(f in a.features for f in profile.host_features) or (
                        not a.features and (accented or candidate.endswith(profile.host_endings))):
                    found.append(Analysis(a.lemma, a.pos, a.features, "rules"))
        return found

    def _is_listed(self, form: str) -> bool:
        """Whether a dictionary or lexicon lists ``form`` itself (not only a rule)."""
        return (form in self._derived.forms or form in self._closed or form in self._user
                or form in self._derived.lemma_pos)

    def _from_apertium(self, form: str, readings: list) -> list[Analysis]:
        """Map Apertium readings to UD analyses; closed-class lemmas follow our lexicon."""
        found: list[Analysis] = []
        closed_form = form in self._closed
        for reading in readings:
            words = []
            for i, (lemma, tags) in enumerate(reading):
                pos = APERTIUM_UPOS.get(tags[0], "X") if tags else "X"
                if i == 0 and closed_form and pos in CLOSED_POS:
                    break  # our closed-class lexicon follows UD lemmas (su, él, este; del)
                if i and pos in CLOSED_POS:  # a clitic (lo, se), the article of del
                    told = _apertium_feats(tags[1:])
                    words.append([Analysis(a.lemma, a.pos, _as_told(a.features, told),
                                           _APERTIUM_PART)
                                  for a in self._closed.get(lemma.lower(), ()) if a.pos == pos])
                else:
                    words.append([Analysis(lemma, pos, _apertium_feats(tags[1:]),
                                           _APERTIUM_PART if i else "apertium")])
            else:
                for group in product(*[w for w in words if w]):
                    found.extend(group)
        return found

    def _with_aux(self, analyses: tuple[Analysis, ...]) -> tuple[Analysis, ...]:
        """Give auxiliary verbs both VERB and AUX, as UD tags them by use."""
        extra: list[Analysis] = []
        for verb, *parts in reading_groups(analyses):  # haberlo: haber AUX + lo as well
            if verb.lemma in self.profile.aux_lemmas and verb.pos in ("VERB", "AUX"):
                other = "AUX" if verb.pos == "VERB" else "VERB"
                extra.extend((Analysis(verb.lemma, other, verb.features, verb.source), *parts))
        return _dedupe(analyses + tuple(extra)) if extra else analyses


def _second_person_rules(tables: dict[str, list[list[str]]], table: str) -> list[list[str]]:
    """The rules of one spaCy table, without the *usted* forms its second persons hold.

    spaCy's Spanish tables put the forms of *usted(es)* under Person=2 (habló, diga, cante,
    hablaron are also in ``…_2``), but they are third-person forms (UD, Apertium): a rule a
    second-person table shares with its third-person twin is left to the twin, and an
    imperative rule that is a present subjunctive form (diga, cante; no digas) to the
    subjunctive. The true second persons stay: hablaste, cantes, canta, cantá, di.
    """
    rules = tables.get(table, [])
    if not table.endswith("_2"):
        return rules
    if table.startswith("verb_fin_imp_"):
        number = table.split("_")[-2]
        twins = [f"verb_fin_sub_pres_{number}_2", f"verb_fin_sub_pres_{number}_3"]
    else:
        twins = [table[:-1] + "3"]
    shared = {tuple(rule) for twin in twins for rule in tables.get(twin, [])}
    return [rule for rule in rules if tuple(rule) not in shared]


@dataclass(frozen=True, slots=True)
class _Categories:
    """One lemma_pos value parsed: "NOUN,ADJ?" -> confident {NOUN}, guessed {ADJ}."""

    pairs: tuple[tuple[str, bool], ...]  # (category, guessed) in the value's order
    kinds: frozenset[str]  # every category, guessed or not
    confident: frozenset[str]
    guessed: frozenset[str]

    @classmethod
    def parse(cls, cats: str) -> _Categories:
        """Parse a non-empty lemma_pos value."""
        pairs = tuple((c.rstrip("?"), c.endswith("?")) for c in cats.split(","))
        return cls(pairs, frozenset(c for c, _ in pairs),
                   frozenset(c for c, g in pairs if not g), frozenset(c for c, g in pairs if g))


def _compound_parts(form: str) -> list[str]:
    """The parts of a form written with hyphens or slashes (two to four parts, letters
    only), or [] when it is no such compound."""
    parts = form.replace("/", "-").split("-")
    return parts if 2 <= len(parts) <= 4 and all(p.isalpha() for p in parts) else []


def _nothing() -> None:
    """Nothing to do while lt-proc works."""


def _foreign_function_words(profile: LanguageProfile,
                            closed: dict[str, tuple[Analysis, ...]]) -> frozenset[str]:
    """Function words of ``profile.foreign_function_words``' languages that are none of
    this language's (its stop words and closed lexicon), minus the ones kept."""
    if not profile.foreign_function_words:
        return frozenset()
    from analyzers.lists import bundled_stopwords  # lists imports this module

    own = bundled_stopwords(profile.code).forms | closed.keys()
    foreign = set().union(*(bundled_stopwords(lang).forms
                            for lang in profile.foreign_function_words))
    return frozenset(foreign - own - set(profile.foreign_function_words_kept))


def _suffix_trie(suffixes: Iterable[str]) -> dict[str | None, dict]:
    """The suffixes as a trie on reversed characters; the key None marks a complete suffix."""
    trie: dict[str | None, dict] = {}
    for suffix in suffixes:
        node = trie
        for char in reversed(suffix):
            node = node.setdefault(char, {})
        node[None] = {}
    return trie


def accent_well_placed(word: str, profile: LanguageProfile) -> bool:
    """Whether the written accent of ``word`` sits where the spelling rules allow one.

    Spanish writes the accent on an antepenultimate (or earlier) stressed syllable, on a
    final one when the word ends in a vowel or in -n/-s after a vowel (canción, está), on a
    penultimate one otherwise (césped, útil), and on í/ú in hiatus anywhere (oírla). A
    rule-built reading that breaks this is a misspelling taken apart, not a word:
    quedandó-se, versión-s (plural versiones), echád-le. A word without an accent, or a
    language without the rule, passes.
    """
    accents = profile.accents
    if not profile.accent_open_endings or accents.keys().isdisjoint(word):
        return True
    position = next(i for i, char in enumerate(word) if char in accents)
    neighbours = word[position - 1:position] + word[position + 1:position + 2]
    if word[position] in profile.hiatus_accents and any(c in profile.vowels for c in neighbours):
        return True
    nuclei = _nuclei(word, profile.vowels, profile.weak_vowels)
    after = nuclei[-1] - nuclei[position]  # syllables after the accented one
    last = word[-1]
    open_end = last in profile.vowels or (last in profile.accent_open_endings
                                          and len(word) > 1 and word[-2] in profile.vowels)
    if after == 0:
        return open_end or nuclei[-1] == 0
    if after == 1:
        return not open_end
    return True


def _nuclei(word: str, vowels: str, weak: str) -> list[int]:
    """For each character of ``word``, the number of the syllable nucleus it is in or after.

    Two vowels side by side share a nucleus (a diphthong) when one of them is an unaccented
    weak vowel (i, u); two strong ones are in hiatus (á-re-a, lí-ne-a).
    """
    numbers, current, previous = [], -1, ""
    for char in word:
        if char in vowels and not (previous and (previous in weak or char in weak)):
            current += 1
        previous = char if char in vowels else ""
        numbers.append(max(current, 0))
    return numbers


# --------------------------------------------------------------------------- memoized cache


class MorphCache:
    """Memoized form -> analyses (paper §2.2.4), shared by all documents of a run.

    Keyed by the lower-cased form (recognition is case-insensitive); ``hits``/``misses``
    count lookups for the run statistics. ``save``/``load`` persist it per project as
    SQLite (``.sqlite``/``.db``) or JSON (any other suffix).
    """

    def __init__(self, recognizer: Recognizer) -> None:
        """Wrap ``recognizer``; the cache starts empty."""
        self.recognizer = recognizer
        self._table: dict[str, tuple[Analysis, ...]] = {}
        #: forms looked at aside (:meth:`peek_many`): kept for the run, not the run's forms
        self._aside: dict[str, tuple[Analysis, ...]] = {}
        self.hits = 0
        self.misses = 0

    def __len__(self) -> int:
        return len(self._table)

    def __contains__(self, form: object) -> bool:
        return isinstance(form, str) and form.lower() in self._table

    def get(self, form: str) -> tuple[Analysis, ...]:
        """Analyses of ``form``, computed once per lower-cased form."""
        key = form.lower()
        found = self._table.get(key)
        if found is not None:
            self.hits += 1
            return found
        self.misses += 1
        found = self.recognizer.analyze(key)
        self._table[key] = found
        return found

    def get_many(self, forms: Iterable[str]) -> dict[str, tuple[Analysis, ...]]:
        """Analyses of many forms; the misses go to the recognizer in one batch.

        Called once per page with the page's distinct forms, so every step is a C-level
        ``map``/``compress`` (no Python code per form).
        """
        forms = forms if isinstance(forms, list) else list(forms)
        table = self._table
        keys = list(map(str.lower, forms))
        found = list(map(table.get, keys))
        missing = list(dict.fromkeys(compress(keys, map(is_, found, repeat(None)))))
        if missing:
            table.update(self.recognizer.analyze_many(missing))
            found = list(map(table.__getitem__, keys))
        self.misses += len(missing)
        self.hits += len(keys) - len(missing)
        return dict(zip(forms, found, strict=True))

    def peek_many(self, forms: Iterable[str]) -> dict[str, tuple[Analysis, ...]]:
        """Analyses of ``forms`` (any case; keyed as given) looked at aside: neither counted
        nor made the run's forms (``in`` and the statistics stay those of the pages), but
        kept, so that a form the reading in context asked about (an accent variant of an
        unrecognized word) is not analyzed again by the triage. The misses go to the
        recognizer in one batch."""
        lowered = {f: f.lower() for f in forms}
        table, aside = self._table, self._aside
        unseen = [low for low in dict.fromkeys(lowered.values())
                  if low not in table and low not in aside]
        if unseen:
            aside.update(self.recognizer.analyze_many(unseen))
        return {f: table[low] if low in table else aside[low] for f, low in lowered.items()}

    def peek(self, form: str) -> tuple[Analysis, ...]:
        """:meth:`peek_many` of one form."""
        return self.peek_many([form])[form]

    def stats(self) -> dict[str, int]:
        """Counts for run.json: entries, hits, misses."""
        return {"entries": len(self._table), "hits": self.hits, "misses": self.misses}

    # ---------------------------------------------------------------- persistence

    def save(self, path: Path) -> None:
        """Write the cache to ``path`` (SQLite for .sqlite/.db, JSON otherwise)."""
        path = Path(path)
        rows = {form: [[a.lemma, a.pos, a.features, a.source] for a in analyses]
                for form, analyses in self._table.items()}
        if path.suffix in (".sqlite", ".db"):
            self._save_sqlite(path, rows)
            return
        atomic_write(path, json.dumps({"format": "daweb-morph-cache-1",
                                       "analyses": ANALYSES_VERSION, "forms": rows},
                                      ensure_ascii=False))

    @staticmethod
    def _save_sqlite(path: Path, rows: dict[str, list[list[str]]]) -> None:
        """SQLite persistence: one row per form, analyses as a JSON array."""
        with sqlite3.connect(path) as db:
            db.execute(MORPH_CACHE_DDL)
            db.execute(f"PRAGMA user_version = {ANALYSES_VERSION}")
            db.executemany("INSERT OR REPLACE INTO morph VALUES (?, ?)",
                           [(f, json.dumps(a, ensure_ascii=False)) for f, a in rows.items()])
        # sqlite3's context manager commits but does not close
        db.close()

    def load(self, path: Path) -> int:
        """Merge a saved cache into this one; return the number of forms read: 0 for a
        cache saved by a recognizer whose analyses differ (:data:`ANALYSES_VERSION`).

        Raises ValueError naming the file when it is no DAWeb morphology cache.
        """
        path = Path(path)
        if path.suffix in (".sqlite", ".db"):
            db = sqlite3.connect(path)
            try:
                if db.execute("PRAGMA user_version").fetchone()[0] != ANALYSES_VERSION:
                    return 0
                rows = {f: json.loads(a) for f, a in db.execute("SELECT form, analyses FROM morph")}
            except sqlite3.DatabaseError as e:
                raise ValueError(f"{path}: not a DAWeb morphology cache ({e})") from e
            finally:
                db.close()
        else:
            try:
                data = json.loads(path.read_text(encoding="utf-8"))
            except (UnicodeDecodeError, json.JSONDecodeError) as e:
                raise ValueError(f"{path}: not a DAWeb morphology cache ({e})") from e
            if not isinstance(data, dict) or data.get("format") != "daweb-morph-cache-1":
                raise ValueError(f"{path}: not a DAWeb morphology cache")
            if data.get("analyses") != ANALYSES_VERSION:
                return 0
            rows = data["forms"]
        for form, items in rows.items():
            self._table[form] = tuple(Analysis(*item) for item in items)
        return len(rows)


def analyze_many(forms: Iterable[str], recognizer: Recognizer | None = None,
                 ) -> dict[str, tuple[Analysis, ...]]:
    """Analyses of many forms with the default Spanish recognizer (or the one given)."""
    return (recognizer or default_recognizer()).analyze_many(forms)


def _without_lookup_noise(found: list[Analysis], form: str) -> list[Analysis]:
    """Drop spaCy-lookup readings of a closed-class form that no other source confirms.

    spaCy's lemma_lookup maps unaccented or frequent function words to unrelated lemmas
    (en → ir, a → ir, de → dar): on the words every page is full of, such readings would
    put a verb among the categories of a preposition. A reading another source also gives
    (or Apertium's, merged later) stays.
    """
    confirmed = {(a.lemma, a.pos) for a in found if not a.source.startswith("spacy")}
    return [
        a for a in found
        if not a.source.startswith("spacy") or a.lemma == form or (a.lemma, a.pos) in confirmed
    ]


def describe(form: str, analyses: tuple[Analysis, ...],
             guesses: tuple[Analysis, ...] = ()) -> dict[str, object]:
    """The JSON object ``daweb morph`` prints for one form; an unrecognized form the
    recognizer only guessed (selfie -> selfiar) shows its ``guesses`` too."""
    found: dict[str, object] = {"form": form, "recognized": bool(analyses),
                                "analyses": _described(analyses)}
    if guesses:
        found["guesses"] = _described(guesses)
    return found


def _described(analyses: tuple[Analysis, ...]) -> list[dict[str, str]]:
    """Analyses as JSON objects."""
    return [{"lemma": a.lemma, "pos": a.pos, "features": a.features, "source": a.source}
            for a in analyses]


_DEFAULT: dict[str, Recognizer] = {}


def default_recognizer(lang: str = "es") -> Recognizer:
    """A process-wide recognizer for ``lang`` (loaded on first use)."""
    if lang not in _DEFAULT:
        _DEFAULT[lang] = Recognizer.for_language(lang)
    return _DEFAULT[lang]
